//! `notation::ast_json`, written through the typed AST's accessors, reproduces every `ast.json` of the
//! conformance suite byte for byte. The suite's own harness (`cargo test -p ks-conformance`) grades
//! the same files; this test keeps the check inside ks-lang, so that a change to an accessor fails
//! here first, with the cases it breaks named.

use std::path::{Path, PathBuf};

fn case_dirs(root: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut dirs = vec![root.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.file_name().is_some_and(|name| name == "ast.json") {
                found.push(dir.clone());
            }
        }
    }
    found.sort();
    found
}

#[test]
fn ast_json_reproduces_every_expected_file_of_the_suite() {
    let root = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../conformance/cases"));
    let dirs = case_dirs(root);
    let mut failed = Vec::new();
    for dir in &dirs {
        let input = std::fs::read_to_string(dir.join("input.ks")).unwrap();
        let expected = std::fs::read_to_string(dir.join("ast.json")).unwrap();
        let parse = ks_lang::parse(&input);
        assert!(!parse.has_errors(), "{}: an ast.json case must parse", dir.display());
        if ks_lang::notation::ast_json(&parse) != expected {
            failed.push(dir.strip_prefix(root).unwrap().display().to_string());
        }
    }
    assert!(dirs.len() > 300, "only {} ast.json files", dirs.len());
    assert!(failed.is_empty(), "{} of {} cases differ: {failed:?}", failed.len(), dirs.len());
}
