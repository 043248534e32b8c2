//! The generated corpus files under `test/corpus/`: `hand.txt` from the inputs in `test/hand/`,
//! `conformance.txt` from `conformance/cases/**/input.ks`.
//!
//! Each entry's expected tree is tree-sitter's own, written only after it has been checked: a valid
//! input (per `case.toml`, or per the reference parser for hand inputs) must have the reference's
//! projected tree, an invalid one an ERROR or MISSING node. `tree-sitter test` (tests/cli.rs) then
//! pins the trees. Regenerate with
//!
//! ```text
//! KS_BLESS=1 cargo test -p tree-sitter-keepshipping --test corpus
//! ```
//!
//! which refuses to run when `CI` is set.

mod support;

use std::path::Path;

const SUFFIX: &str = "|||";

struct Input {
    name: String,
    text: String,
    valid: bool,
}

fn hand_inputs() -> Vec<Input> {
    let dir = support::crate_dir().join("test/hand");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("test/hand exists")
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ks"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).expect("hand inputs are UTF-8");
            let valid = !ks_lang::parse(&text).has_errors();
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            Input { name, text, valid }
        })
        .collect()
}

fn conformance_inputs() -> Vec<Input> {
    support::conformance_cases()
        .into_iter()
        .map(|case| Input { name: case.id, text: case.input, valid: case.valid })
        .collect()
}

/// The corpus file for `inputs`, or the reasons it cannot be written.
fn render(inputs: &[Input]) -> Result<String, Vec<String>> {
    let mut out = String::new();
    let mut problems = Vec::new();
    let rule = "=".repeat(40);
    let divider = "-".repeat(40);
    for input in inputs {
        // The corpus format drops one trailing `\n` and then one `\r`: a lone `\r` at the very
        // end cannot be written. Such inputs stay covered by tests/differential.rs.
        if input.text.ends_with('\r') {
            continue;
        }
        let tree = support::parse(&input.text);
        if input.valid {
            let ours = tree_sitter_keepshipping::projected_sexp(tree.root_node());
            let reference = support::reference_projection(&input.text);
            if ours != reference {
                problems.push(format!(
                    "{}: projection differs\n  ours:      {ours}\n  reference: {reference}",
                    input.name
                ));
                continue;
            }
        } else if !tree.root_node().has_error() {
            problems
                .push(format!("{}: invalid input without an ERROR or MISSING node", input.name));
            continue;
        }
        out.push_str(&format!("{rule}{SUFFIX}\n{}\n", input.name));
        if !input.valid {
            out.push_str(":error\n");
        }
        out.push_str(&format!("{rule}{SUFFIX}\n{}\n{divider}{SUFFIX}\n\n", input.text));
        out.push_str(&tree.root_node().to_sexp());
        out.push_str("\n\n");
    }
    if problems.is_empty() {
        Ok(out)
    } else {
        Err(problems)
    }
}

fn check_or_bless(file: &str, inputs: &[Input]) {
    assert!(!inputs.is_empty(), "no inputs for {file}");
    let expected = match render(inputs) {
        Ok(text) => text,
        Err(problems) => panic!("cannot write {file}:\n{}", problems.join("\n")),
    };
    let path = support::crate_dir().join("test/corpus").join(file);
    if ks_conformance::bless::requested().is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &expected).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == expected,
        "{} is stale; regenerate with `KS_BLESS=1 cargo test -p tree-sitter-keepshipping --test corpus`",
        rel(&path)
    );
}

fn rel(path: &Path) -> String {
    path.strip_prefix(support::repo_root()).unwrap_or(path).display().to_string()
}

#[test]
fn hand_corpus_is_fresh() {
    check_or_bless("hand.txt", &hand_inputs());
}

#[test]
fn conformance_corpus_is_fresh() {
    check_or_bless("conformance.txt", &conformance_inputs());
}
