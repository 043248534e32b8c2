//! Typed IaC outputs (IAC, EX-13): the `output` blocks of the `*.tf` files in a plan's literal `dir:`,
//! read with `hcl-edit` (comments kept as decor), no `tofu`, no network.
//!
//! A type comes from (after the apply's own `outputs:` mapping, which the core reads first) a
//! `# keepshipping:type T` or `// keepshipping:type T` comment above the block or on a line directly
//! inside it, then the shape of `value = { … }`: `endpoint`, `ca` and `auth` make a `k8s.Cluster`, any
//! other object a record of its keys; else `any`. A directory that is absent, unreadable or holds no
//! `.tf` file answers `None`, and so does one with a file that cannot be read or parsed: its outputs
//! would be known only in part, so they stay unchecked (IAC-11).

use std::{
    fs,
    path::{Path, PathBuf},
};

use hcl_edit::{
    expr::{Expression, ObjectKey},
    structure::{Block, Body, Structure},
    Decorate, Decorated,
};
use ks_core::Type;

/// One declared output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TfOutput {
    pub name: String,
    /// The type, or the text of a `keepshipping:type` comment that names no ks type.
    pub ty: Result<Type, String>,
}

/// The outputs declared by the `*.tf` files of `dir`, in file-name then source order (the first
/// declaration of a name wins). `None` when the directory says nothing or cannot be fully read.
pub fn read_dir(dir: &Path) -> Option<Vec<TfOutput>> {
    let files = tf_files(dir)?;
    if files.is_empty() {
        return None;
    }
    let mut outputs: Vec<TfOutput> = Vec::new();
    for file in files {
        let text = fs::read_to_string(&file).ok()?;
        for output in read_file(&text)? {
            if !outputs.iter().any(|known| known.name == output.name) {
                outputs.push(output);
            }
        }
    }
    Some(outputs)
}

/// The `*.tf` files of `dir` in file-name order (the order their outputs are read in); `None` when
/// the directory cannot be listed.
pub fn tf_files(dir: &Path) -> Option<Vec<PathBuf>> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .ok()?
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "tf") && path.is_file())
        .collect();
    files.sort();
    Some(files)
}

/// The `output` blocks of one file; `None` when it does not parse.
pub fn read_file(text: &str) -> Option<Vec<TfOutput>> {
    let body = hcl_edit::parser::parse_body(text).ok()?;
    Some(
        body.blocks()
            .filter(|block| block.has_ident("output"))
            .filter_map(|block| {
                let name = block.labels.first()?.as_str().to_string();
                Some(TfOutput { name, ty: output_type(block) })
            })
            .collect(),
    )
}

fn output_type(block: &Block) -> Result<Type, String> {
    if let Some(written) = comment_type(block) {
        return Type::parse(&written).ok_or(written);
    }
    Ok(block.body.get_attribute("value").map_or(Type::Any, |value| shape(&value.value)))
}

/// The last `keepshipping:type` comment above the block, else the first one directly inside it.
fn comment_type(block: &Block) -> Option<String> {
    let above = block.decor().prefix().map(|raw| raw.to_string()).unwrap_or_default();
    if let Some(found) = type_comments(&above).last() {
        return Some(found.clone());
    }
    // In the order they are written: the opening line's rest (the body's prefix), each structure's
    // own lines, then the lines before the closing brace (the body's suffix, read last).
    let mut inside =
        block.body.decor().prefix().map(|raw| raw.to_string() + "\n").unwrap_or_default();
    for structure in block.body.iter() {
        match structure {
            Structure::Attribute(attribute) => {
                inside.push_str(&decor_text(attribute.decor()));
                inside.push_str(&decor_text(attribute.value.decor()));
            }
            Structure::Block(nested) => inside.push_str(&decor_text(nested.decor())),
        }
    }
    inside.push_str(&trailing(&block.body));
    type_comments(&inside).into_iter().next()
}

fn decor_text(decor: &hcl_edit::repr::Decor) -> String {
    let mut text = String::new();
    for raw in [decor.prefix(), decor.suffix()].into_iter().flatten() {
        text.push_str(raw);
        text.push('\n');
    }
    text
}

/// Comments after the last structure of a body (before its closing brace).
fn trailing(body: &Body) -> String {
    body.decor().suffix().map(|raw| raw.to_string()).unwrap_or_default()
}

/// Every `keepshipping:type T` line comment in some decor text, in order.
fn type_comments(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| {
            let line = line.trim();
            let comment = line.strip_prefix('#').or_else(|| line.strip_prefix("//"))?;
            let written = comment.trim_start().strip_prefix("keepshipping:type")?;
            let written = written.trim();
            (!written.is_empty()).then(|| written.to_string())
        })
        .collect()
}

/// Type source 3: an object value is a `k8s.Cluster` when it has `endpoint`, `ca` and `auth`, else a
/// record of its keys (fields `any`); anything else is `any`.
fn shape(value: &Expression) -> Type {
    let Expression::Object(object) = value else { return Type::Any };
    let keys: Vec<String> = object
        .iter()
        .filter_map(|(key, _)| match key {
            ObjectKey::Ident(ident) => Some(ident.as_str().to_string()),
            ObjectKey::Expression(Expression::String(text)) => {
                Some(Decorated::value(text).to_string())
            }
            ObjectKey::Expression(_) => None,
        })
        .collect();
    if ["endpoint", "ca", "auth"].iter().all(|key| keys.iter().any(|k| k == key)) {
        return Type::K8sCluster;
    }
    Type::Record(Box::new(keys.into_iter().map(|key| (key, Type::Any)).collect()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn types(text: &str) -> Vec<(String, String)> {
        read_file(text)
            .unwrap()
            .into_iter()
            .map(|output| {
                let ty = match output.ty {
                    Ok(ty) => ty.to_string(),
                    Err(written) => format!("refused {written}"),
                };
                (output.name, ty)
            })
            .collect()
    }

    fn pairs(expected: &[(&str, &str)]) -> Vec<(String, String)> {
        expected.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect()
    }

    #[test]
    fn comments_above_and_inside() {
        let text = "# keepshipping:type k8s.Cluster\noutput \"a\" {\n  value = module.x\n}\n\noutput \"b\" {\n  // keepshipping:type list(Url)\n  value = var.y\n}\noutput \"c\" { # keepshipping:type Int\n  value = 1\n}\noutput \"d\" {\n  value = 1\n  # keepshipping:type Bool\n}\n";
        assert_eq!(
            types(text),
            pairs(&[("a", "k8s.Cluster"), ("b", "list(Url)"), ("c", "Int"), ("d", "Bool")])
        );
    }

    #[test]
    fn the_first_comment_inside_wins_even_over_one_before_the_closing_brace() {
        let text = "output \"a\" {\n  # keepshipping:type k8s.Cluster\n  value = 1\n  # keepshipping:type Int\n}\n";
        assert_eq!(types(text), pairs(&[("a", "k8s.Cluster")]));
    }

    #[test]
    fn shapes_and_any() {
        let text = "output \"cluster\" {\n  value = {\n    endpoint = aws_eks_cluster.x.endpoint\n    ca = \"x\"\n    \"auth\" = \"eks\"\n  }\n}\noutput \"db\" {\n  value = { host = \"h\", port = 5432 }\n}\noutput \"id\" {\n  value = aws_instance.x.id\n}\noutput \"none\" {\n  description = \"no value\"\n}\n";
        assert_eq!(
            types(text),
            pairs(&[
                ("cluster", "k8s.Cluster"),
                ("db", "{ host: any, port: any }"),
                ("id", "any"),
                ("none", "any"),
            ])
        );
    }

    #[test]
    fn a_comment_beats_the_shape_and_unknown_types_are_kept_as_written() {
        let text = "# keepshipping:type Strnig\noutput \"a\" {\n  value = { endpoint = 1, ca = 2, auth = 3 }\n}\n";
        assert_eq!(types(text), pairs(&[("a", "refused Strnig")]));
    }

    #[test]
    fn a_comment_two_blocks_up_is_not_this_blocks() {
        let text = "# keepshipping:type Int\noutput \"a\" {\n  value = 1\n}\noutput \"b\" {\n  value = 2\n}\n";
        assert_eq!(types(text), pairs(&[("a", "Int"), ("b", "any")]));
    }

    #[test]
    fn malformed_hcl_is_none() {
        assert_eq!(read_file("output \"a\" {\n  value = \n"), None);
    }
}
