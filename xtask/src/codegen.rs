//! `cargo xtask codegen`: the grammar file is the single source of the syntax
//! kinds, the typed AST wrappers and the node-kind table tree-sitter shares; the code registry
//! (`conformance/codes.toml`) is the single source of the diagnostic codes (`codes.rs`) and of the
//! examples `keepshipping explain` shows (`explain/examples.rs`).

use std::{
    fmt::Write as _,
    io::Write as _,
    path::{Path, PathBuf},
    process::{Command, Stdio},
};

use anyhow::{bail, Context, Result};

use crate::ungram::{self, NodeRule, Rule};

/// Every token kind: how the grammar spells it, its `SyntaxKind` name, and
/// whether it is a named leaf of the projected tree (tree-sitter's named nodes).
struct TokenDef {
    ungram: &'static str,
    kind: &'static str,
    class: TokenClass,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum TokenClass {
    /// Whitespace, newlines, comments, the BOM: kept in the tree, never significant.
    Trivia,
    /// A leaf atom of a value; a named node in tree-sitter and in the projection.
    Atom,
    /// Everything else: keys, punctuation, keywords, block lines, error bytes.
    Plain,
}

const TOKENS: &[TokenDef] = &[
    TokenDef { ungram: "whitespace", kind: "WHITESPACE", class: TokenClass::Trivia },
    TokenDef { ungram: "newline", kind: "NEWLINE", class: TokenClass::Trivia },
    TokenDef { ungram: "comment", kind: "COMMENT", class: TokenClass::Trivia },
    TokenDef { ungram: "bom", kind: "BOM", class: TokenClass::Trivia },
    TokenDef { ungram: "error_token", kind: "ERROR_TOKEN", class: TokenClass::Plain },
    TokenDef { ungram: "ident", kind: "IDENT", class: TokenClass::Plain },
    TokenDef { ungram: ":", kind: "COLON", class: TokenClass::Plain },
    TokenDef { ungram: "word", kind: "WORD", class: TokenClass::Atom },
    TokenDef { ungram: "string", kind: "STRING", class: TokenClass::Atom },
    TokenDef { ungram: "interp", kind: "INTERP", class: TokenClass::Atom },
    TokenDef { ungram: "block_line", kind: "BLOCK_LINE", class: TokenClass::Plain },
    TokenDef { ungram: "=", kind: "EQ", class: TokenClass::Plain },
    TokenDef { ungram: ",", kind: "COMMA", class: TokenClass::Plain },
    TokenDef { ungram: "or", kind: "OR_KW", class: TokenClass::Plain },
    TokenDef { ungram: "and", kind: "AND_KW", class: TokenClass::Plain },
    TokenDef { ungram: "not", kind: "NOT_KW", class: TokenClass::Plain },
    TokenDef { ungram: "is", kind: "IS_KW", class: TokenClass::Plain },
    TokenDef { ungram: "==", kind: "EQ2", class: TokenClass::Plain },
    TokenDef { ungram: "!=", kind: "NEQ", class: TokenClass::Plain },
    TokenDef { ungram: "<", kind: "LT", class: TokenClass::Plain },
    TokenDef { ungram: ">", kind: "GT", class: TokenClass::Plain },
    TokenDef { ungram: "<=", kind: "LT_EQ", class: TokenClass::Plain },
    TokenDef { ungram: ">=", kind: "GT_EQ", class: TokenClass::Plain },
    TokenDef { ungram: "|", kind: "PIPE", class: TokenClass::Plain },
    TokenDef { ungram: "(", kind: "L_PAREN", class: TokenClass::Plain },
    TokenDef { ungram: ")", kind: "R_PAREN", class: TokenClass::Plain },
];

/// Token kinds whose spellings the `T![]` macro accepts (punctuation and keywords).
fn is_spelled(token: &TokenDef) -> bool {
    !token.ungram.chars().all(|c| c.is_ascii_lowercase() || c == '_') || token.kind.ends_with("_KW")
}

pub struct Generated {
    pub path: PathBuf,
    pub contents: String,
}

pub fn generate(root: &Path) -> Result<Vec<Generated>> {
    let grammar_path = root.join("grammar/keepshipping.ungram");
    let text = std::fs::read_to_string(&grammar_path)
        .with_context(|| format!("reading {}", grammar_path.display()))?;
    let rules = ungram::parse(&text)?;
    validate(&rules)?;
    Ok(vec![
        Generated {
            path: root.join("reference/ks-lang/src/syntax/kind/generated.rs"),
            contents: rustfmt(root, &kinds_rs(&rules))?,
        },
        Generated {
            path: root.join("reference/ks-lang/src/ast/generated.rs"),
            contents: rustfmt(root, &ast_rs(&rules))?,
        },
        Generated { path: root.join("grammar/node-kinds.json"), contents: node_kinds_json(&rules) },
        Generated {
            path: root.join("reference/ks-lang/src/codes.rs"),
            contents: rustfmt(root, &crate::codes::codes_rs(root)?)?,
        },
        Generated {
            path: root.join("reference/ks-report/src/explain/examples.rs"),
            contents: rustfmt(root, &crate::codes::examples_rs(root)?)?,
        },
    ])
}

/// Writes the generated files, or with `check` fails when one is stale.
pub fn run(root: &Path, check: bool) -> Result<()> {
    let mut stale = Vec::new();
    for file in generate(root)? {
        let current = std::fs::read_to_string(&file.path).unwrap_or_default();
        if current == file.contents {
            continue;
        }
        if check {
            stale.push(file.path.display().to_string());
        } else {
            std::fs::create_dir_all(file.path.parent().unwrap())?;
            std::fs::write(&file.path, &file.contents)?;
            eprintln!("updated {}", file.path.display());
        }
    }
    if !stale.is_empty() {
        bail!("generated files are stale, run `cargo xtask codegen`: {}", stale.join(", "));
    }
    Ok(())
}

fn validate(rules: &[NodeRule]) -> Result<()> {
    let mut problems = Vec::new();
    for node in rules {
        walk(&node.rule, &mut |rule| match rule {
            Rule::Node(name) if !rules.iter().any(|r| &r.name == name) => {
                problems.push(format!("{}: unknown node {name}", node.name))
            }
            Rule::Token(token) if token_def(token).is_none() => {
                problems.push(format!("{}: unknown token '{token}'", node.name))
            }
            _ => {}
        });
    }
    if !problems.is_empty() {
        bail!("grammar errors:\n{}", problems.join("\n"));
    }
    Ok(())
}

fn walk<'a>(rule: &'a Rule, f: &mut dyn FnMut(&'a Rule)) {
    f(rule);
    match rule {
        Rule::Labeled { rule, .. } | Rule::Opt(rule) | Rule::Rep(rule) => walk(rule, f),
        Rule::Seq(rules) | Rule::Alt(rules) => rules.iter().for_each(|r| walk(r, f)),
        Rule::Node(_) | Rule::Token(_) => {}
    }
}

fn token_def(ungram: &str) -> Option<&'static TokenDef> {
    TOKENS.iter().find(|t| t.ungram == ungram)
}

fn screaming_snake(name: &str) -> String {
    let mut out = String::new();
    for (idx, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() && idx > 0 {
            out.push('_');
        }
        out.push(c.to_ascii_uppercase());
    }
    out
}

fn snake(name: &str) -> String {
    screaming_snake(name).to_ascii_lowercase()
}

/// A node is an enum when its rule is an alternation.
fn alternatives(rule: &Rule) -> Option<&[Rule]> {
    match rule {
        Rule::Alt(alts) => Some(alts),
        _ => None,
    }
}

/// Nodes that become a `SyntaxKind`: every rule that is not an alternation.
fn node_kinds(rules: &[NodeRule]) -> Vec<&NodeRule> {
    rules.iter().filter(|r| alternatives(&r.rule).is_none()).collect()
}

fn kinds_rs(rules: &[NodeRule]) -> String {
    let nodes = node_kinds(rules);
    let mut out = String::from(HEADER);
    out.push_str(
        "/// Every token and node kind of the concrete syntax tree. Tokens come first.\n\
         #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]\n\
         #[repr(u8)]\n#[allow(non_camel_case_types, clippy::upper_case_acronyms)]\n\
         pub enum SyntaxKind {\n",
    );
    for token in TOKENS {
        let _ = writeln!(out, "    /// `{}`", token.ungram);
        let _ = writeln!(out, "    {},", token.kind);
    }
    for node in &nodes {
        let _ = writeln!(out, "    {},", screaming_snake(&node.name));
    }
    out.push_str("}\n\nuse SyntaxKind::*;\n\n");
    let _ = writeln!(out, "const FIRST_NODE: u8 = {} as u8;", screaming_snake(&nodes[0].name));
    out.push_str("\nimpl SyntaxKind {\n    /// All kinds, in discriminant order.\n    pub const ALL: &'static [SyntaxKind] = &[");
    for token in TOKENS {
        let _ = write!(out, "{},", token.kind);
    }
    for node in &nodes {
        let _ = write!(out, "{},", screaming_snake(&node.name));
    }
    out.push_str("];\n\n");
    out.push_str(
        "    pub fn is_token(self) -> bool {\n        (self as u8) < FIRST_NODE\n    }\n\n",
    );
    let trivia: Vec<_> =
        TOKENS.iter().filter(|t| t.class == TokenClass::Trivia).map(|t| t.kind).collect();
    let _ = writeln!(
        out,
        "    /// Whitespace, newlines, comments and the BOM.\n    pub fn is_trivia(self) -> bool {{\n        matches!(self, {})\n    }}\n",
        trivia.join(" | ")
    );
    let atoms: Vec<_> =
        TOKENS.iter().filter(|t| t.class == TokenClass::Atom).map(|t| t.kind).collect();
    let _ = writeln!(
        out,
        "    /// Tokens that are a whole atom of a value.\n    pub fn is_atom(self) -> bool {{\n        matches!(self, {})\n    }}\n",
        atoms.join(" | ")
    );
    out.push_str("    /// The kind's name as written in `cst.sexp` (`SOURCE_FILE`, `WORD`).\n    pub fn name(self) -> &'static str {\n        match self {\n");
    for token in TOKENS {
        let _ = writeln!(out, "            {0} => \"{0}\",", token.kind);
    }
    for node in &nodes {
        let _ = writeln!(out, "            {0} => \"{0}\",", screaming_snake(&node.name));
    }
    out.push_str("        }\n    }\n\n");
    out.push_str("    pub fn from_name(name: &str) -> Option<SyntaxKind> {\n        SyntaxKind::ALL.iter().copied().find(|kind| kind.name() == name)\n    }\n\n");
    out.push_str(
        "    /// The name this kind has as a named node of the projected tree, shared with\n    /// tree-sitter-keepshipping; `None` for kinds the projection leaves out.\n    pub fn projected_name(self) -> Option<&'static str> {\n        match self {\n",
    );
    for (kind, name) in projected(rules) {
        let _ = writeln!(out, "            {kind} => Some(\"{name}\"),");
    }
    out.push_str("            _ => None,\n        }\n    }\n}\n\n");
    out.push_str("/// The kind of a punctuation or keyword token, by its spelling.\n#[macro_export]\nmacro_rules! T {\n");
    for token in TOKENS.iter().filter(|t| is_spelled(t)) {
        let pattern = match token.ungram {
            "(" => "'('".to_string(),
            ")" => "')'".to_string(),
            "|" => "'|'".to_string(),
            ":" => ":".to_string(),
            "," => ",".to_string(),
            s => s.to_string(),
        };
        let _ = writeln!(out, "    [{pattern}] => {{ $crate::SyntaxKind::{} }};", token.kind);
    }
    out.push_str("}\n");
    out
}

/// The named kinds of the projected tree: every node, plus the atom tokens.
fn projected(rules: &[NodeRule]) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = TOKENS
        .iter()
        .filter(|t| t.class == TokenClass::Atom)
        .map(|t| (t.kind.to_string(), t.ungram.to_string()))
        .collect();
    for node in node_kinds(rules) {
        let name = if node.name == "Error" { "ERROR".to_string() } else { snake(&node.name) };
        out.push((screaming_snake(&node.name), name));
    }
    out
}

fn node_kinds_json(rules: &[NodeRule]) -> String {
    let mut out = String::from("{\n  \"comment\": \"Generated by `cargo xtask codegen` from keepshipping.ungram. The named kinds of the projected tree, shared by ks-lang and tree-sitter-keepshipping.\",\n  \"named\": [\n");
    let projected = projected(rules);
    for (idx, (kind, name)) in projected.iter().enumerate() {
        let comma = if idx + 1 < projected.len() { "," } else { "" };
        let _ = writeln!(out, "    {{ \"kind\": \"{kind}\", \"tree_sitter\": \"{name}\" }}{comma}");
    }
    out.push_str("  ]\n}\n");
    out
}

const HEADER: &str =
    "//! Generated by `cargo xtask codegen` from `grammar/keepshipping.ungram`. Do not edit.\n\n";

/// One accessor of a generated AST struct.
#[derive(Debug)]
enum Field {
    /// A child node of a struct kind (`key()`, `entries()`).
    Node { name: String, ty: String, many: bool },
    /// The n-th expression child, or all of them.
    Expr { name: String, nth: Option<usize> },
    /// A token of one kind, or of any kind in a set (`op()`).
    Token { name: String, kinds: Vec<&'static str>, many: bool },
}

fn fields(node: &NodeRule, rules: &[NodeRule]) -> Vec<Field> {
    let mut collected = Vec::new();
    collect(&node.rule, None, false, &mut collected);
    let has_many_exprs = collected.iter().any(|(_, rule, many)| *many && is_expr_ref(rule, rules));
    let mut fields = Vec::new();
    let mut nth_expr = 0;
    for (label, rule, many) in collected {
        match rule {
            Rule::Node(ty) if is_expr_ref(&rule, rules) => {
                if has_many_exprs {
                    if !fields.iter().any(|f| matches!(f, Field::Expr { nth: None, .. })) {
                        fields.push(Field::Expr { name: "exprs".into(), nth: None });
                    }
                } else {
                    fields.push(Field::Expr {
                        name: label.unwrap_or_else(|| snake(&ty)),
                        nth: Some(nth_expr),
                    });
                    nth_expr += 1;
                }
            }
            Rule::Node(ty) => {
                let alts = rules.iter().find(|r| r.name == ty).and_then(|r| alternatives(&r.rule));
                if let Some(alts) = alts {
                    // An alternation of tokens: one accessor over the set.
                    let kinds = alts
                        .iter()
                        .filter_map(|alt| match alt {
                            Rule::Token(t) => token_def(t).map(|d| d.kind),
                            _ => None,
                        })
                        .collect();
                    fields.push(Field::Token {
                        name: label.unwrap_or_else(|| snake(&ty)),
                        kinds,
                        many,
                    });
                } else {
                    let base = label.unwrap_or_else(|| snake(&ty));
                    let name =
                        if many { format!("{base}s").replace("entrys", "entries") } else { base };
                    fields.push(Field::Node { name, ty, many });
                }
            }
            Rule::Token(token) => {
                let def = token_def(&token).unwrap();
                let base = label.unwrap_or_else(|| def.kind.to_ascii_lowercase());
                let name = if many { format!("{base}_tokens") } else { format!("{base}_token") };
                if !fields.iter().any(|f| matches!(f, Field::Token { name: n, .. } if *n == name)) {
                    fields.push(Field::Token { name, kinds: vec![def.kind], many });
                }
            }
            _ => unreachable!(),
        }
    }
    fields
}

fn is_expr_ref(rule: &Rule, rules: &[NodeRule]) -> bool {
    matches!(rule, Rule::Node(name) if rules.iter().any(|r| &r.name == name && r.name == "Expr"))
}

fn collect(
    rule: &Rule,
    label: Option<&str>,
    many: bool,
    out: &mut Vec<(Option<String>, Rule, bool)>,
) {
    match rule {
        Rule::Node(_) | Rule::Token(_) => out.push((label.map(str::to_string), rule.clone(), many)),
        Rule::Labeled { label, rule } => collect(rule, Some(label), many, out),
        Rule::Seq(rules) | Rule::Alt(rules) => {
            rules.iter().for_each(|r| collect(r, label, many, out))
        }
        Rule::Opt(rule) => collect(rule, label, many, out),
        Rule::Rep(rule) => collect(rule, label, true, out),
    }
}

fn ast_rs(rules: &[NodeRule]) -> String {
    let mut out = String::from(HEADER);
    out.push_str("#![allow(clippy::all)]\n\nuse super::{support, AstChildren, AstNode, AstToken};\nuse crate::syntax::{SyntaxElement, SyntaxKind, SyntaxKind::*, SyntaxNode, SyntaxToken};\n\n");
    for node in node_kinds(rules) {
        let name = &node.name;
        let kind = screaming_snake(name);
        let _ = writeln!(
            out,
            "#[derive(Debug, Clone, PartialEq, Eq, Hash)]\npub struct {name} {{\n    pub(crate) syntax: SyntaxNode,\n}}\n\n\
             impl AstNode for {name} {{\n    fn can_cast(kind: SyntaxKind) -> bool {{\n        kind == {kind}\n    }}\n    \
             fn cast(syntax: SyntaxNode) -> Option<Self> {{\n        Self::can_cast(syntax.kind()).then_some(Self {{ syntax }})\n    }}\n    \
             fn syntax(&self) -> &SyntaxNode {{\n        &self.syntax\n    }}\n}}\n"
        );
        let fields = fields(node, rules);
        if fields.is_empty() {
            continue;
        }
        let _ = writeln!(out, "impl {name} {{");
        for field in fields {
            match field {
                Field::Node { name, ty, many: false } => {
                    let _ = writeln!(out, "    pub fn {name}(&self) -> Option<{ty}> {{\n        support::child(&self.syntax)\n    }}");
                }
                Field::Node { name, ty, many: true } => {
                    let _ = writeln!(out, "    pub fn {name}(&self) -> AstChildren<{ty}> {{\n        support::children(&self.syntax)\n    }}");
                }
                Field::Expr { name, nth: Some(nth) } => {
                    let _ = writeln!(out, "    pub fn {name}(&self) -> Option<Expr> {{\n        support::exprs(&self.syntax).nth({nth})\n    }}");
                }
                Field::Expr { name, nth: None } => {
                    let _ = writeln!(out, "    pub fn {name}(&self) -> impl Iterator<Item = Expr> + '_ {{\n        support::exprs(&self.syntax)\n    }}");
                }
                Field::Token { name, kinds, many: false } => {
                    let _ = writeln!(out, "    pub fn {name}(&self) -> Option<SyntaxToken> {{\n        support::token(&self.syntax, &[{}])\n    }}", kinds.join(", "));
                }
                Field::Token { name, kinds, many: true } => {
                    let _ = writeln!(out, "    pub fn {name}(&self) -> impl Iterator<Item = SyntaxToken> + '_ {{\n        support::tokens(&self.syntax, &[{}])\n    }}", kinds.join(", "));
                }
            }
        }
        out.push_str("}\n\n");
    }
    for token in TOKENS.iter().filter(|t| t.class == TokenClass::Atom) {
        let name = camel(token.ungram);
        let kind = token.kind;
        let _ = writeln!(
            out,
            "#[derive(Debug, Clone, PartialEq, Eq, Hash)]\npub struct {name} {{\n    pub(crate) syntax: SyntaxToken,\n}}\n\n\
             impl AstToken for {name} {{\n    fn can_cast(kind: SyntaxKind) -> bool {{\n        kind == {kind}\n    }}\n    \
             fn cast(syntax: SyntaxToken) -> Option<Self> {{\n        Self::can_cast(syntax.kind()).then_some(Self {{ syntax }})\n    }}\n    \
             fn syntax(&self) -> &SyntaxToken {{\n        &self.syntax\n    }}\n}}\n"
        );
    }
    for node in rules {
        let Some(alts) = alternatives(&node.rule) else { continue };
        if alts.iter().all(|a| matches!(a, Rule::Token(_))) {
            continue; // token sets are accessors, not types
        }
        let name = &node.name;
        let variants: Vec<(String, bool)> = alts
            .iter()
            .map(|alt| match alt {
                Rule::Node(n) => (n.clone(), true),
                Rule::Token(t) => (camel(t), false),
                _ => unreachable!("alternatives are nodes or tokens"),
            })
            .collect();
        let _ = writeln!(out, "#[derive(Debug, Clone, PartialEq, Eq, Hash)]\npub enum {name} {{");
        for (variant, _) in &variants {
            let _ = writeln!(out, "    {variant}({variant}),");
        }
        out.push_str("}\n\n");
        let _ = writeln!(out, "impl {name} {{\n    pub fn can_cast(kind: SyntaxKind) -> bool {{\n        matches!(kind, {})\n    }}\n", variants.iter().map(|(v, is_node)| if *is_node { screaming_snake(v) } else { token_def(&snake(v)).unwrap().kind.to_string() }).collect::<Vec<_>>().join(" | "));
        // Inlined into its callers (the expression walks of other crates): the element is taken
        // apart in registers instead of being passed through memory.
        let _ = writeln!(out, "    #[inline]\n    pub fn cast(element: SyntaxElement) -> Option<Self> {{\n        let res = match element {{");
        out.push_str("            SyntaxElement::Node(node) => match node.kind() {\n");
        for (variant, is_node) in &variants {
            if *is_node {
                let _ = writeln!(
                    out,
                    "                {} => {name}::{variant}({variant} {{ syntax: node }}),",
                    screaming_snake(variant)
                );
            }
        }
        out.push_str("                _ => return None,\n            },\n            SyntaxElement::Token(token) => match token.kind() {\n");
        for (variant, is_node) in &variants {
            if !*is_node {
                let kind = token_def(&snake(variant)).unwrap().kind;
                let _ = writeln!(
                    out,
                    "                {kind} => {name}::{variant}({variant} {{ syntax: token }}),"
                );
            }
        }
        out.push_str("                _ => return None,\n            },\n        };\n        Some(res)\n    }\n\n");
        out.push_str("    pub fn syntax(&self) -> SyntaxElement {\n        match self {\n");
        for (variant, is_node) in &variants {
            let wrap = if *is_node { "Node" } else { "Token" };
            let _ = writeln!(
                out,
                "            {name}::{variant}(it) => SyntaxElement::{wrap}(it.syntax().clone()),"
            );
        }
        out.push_str("        }\n    }\n}\n\n");
    }
    out
}

fn camel(name: &str) -> String {
    name.split('_')
        .map(|part| {
            let mut chars = part.chars();
            chars
                .next()
                .map(|c| c.to_ascii_uppercase().to_string() + chars.as_str())
                .unwrap_or_default()
        })
        .collect()
}

fn rustfmt(root: &Path, text: &str) -> Result<String> {
    let mut child = Command::new("rustfmt")
        .args(["--edition", "2021", "--emit", "stdout", "--quiet", "--config-path"])
        .arg(root.join("rustfmt.toml"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .context("running rustfmt")?;
    child.stdin.take().unwrap().write_all(text.as_bytes())?;
    let output = child.wait_with_output()?;
    if !output.status.success() {
        bail!("rustfmt failed on generated code:\n{text}");
    }
    Ok(String::from_utf8(output.stdout)?)
}
