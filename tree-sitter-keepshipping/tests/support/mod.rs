//! Shared helpers of the integration tests.

#![allow(dead_code, reason = "each test binary uses a different part")]

use std::path::{Path, PathBuf};

use tree_sitter::{Parser, Point, Tree};

pub mod rng;

/// The crate directory (`tree-sitter-keepshipping/`).
pub fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The repository root.
pub fn repo_root() -> PathBuf {
    crate_dir().parent().expect("crate has a parent").to_path_buf()
}

pub fn parser() -> Parser {
    let mut parser = Parser::new();
    parser.set_language(&tree_sitter_keepshipping::LANGUAGE.into()).expect("grammar loads");
    parser
}

pub fn parse(text: &str) -> Tree {
    parser().parse(text, None).expect("parse returns a tree")
}

/// The projected S-expression of tree-sitter's tree for `text`.
pub fn ts_projection(text: &str) -> String {
    tree_sitter_keepshipping::projected_sexp(parse(text).root_node())
}

/// The reference parser's projected S-expression for `text`.
pub fn reference_projection(text: &str) -> String {
    ks_lang::notation::projected_sexp(&ks_lang::parse(text).syntax())
}

/// A conformance case: its id, input and validity.
pub struct Case {
    pub id: String,
    pub input: String,
    pub valid: bool,
}

/// Every `conformance/cases/**/input.ks` with the `valid` flag of its `case.toml`, sorted by id.
pub fn conformance_cases() -> Vec<Case> {
    let root = repo_root().join("conformance/cases");
    let mut cases = Vec::new();
    collect(&root, &root, &mut cases);
    cases.sort_by(|a, b| a.id.cmp(&b.id));
    cases
}

fn collect(root: &Path, dir: &Path, out: &mut Vec<Case>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut dirs: Vec<PathBuf> =
        entries.filter_map(Result::ok).map(|e| e.path()).filter(|p| p.is_dir()).collect();
    dirs.sort();
    let input = dir.join("input.ks");
    let meta = dir.join("case.toml");
    if input.is_file() && meta.is_file() {
        let bytes = std::fs::read(&input).expect("read input.ks");
        let input = String::from_utf8(bytes).expect("conformance inputs are UTF-8");
        let meta: toml::Table = std::fs::read_to_string(&meta)
            .expect("read case.toml")
            .parse()
            .expect("case.toml parses");
        let valid =
            meta.get("valid").and_then(toml::Value::as_bool).expect("case.toml has `valid`");
        let id = dir.strip_prefix(root).expect("under root").to_string_lossy().replace('\\', "/");
        out.push(Case { id, input, valid });
    }
    for sub in dirs {
        collect(root, &sub, out);
    }
}

/// Whether the tree has an ERROR or MISSING node anywhere.
pub fn has_error_or_missing(tree: &Tree) -> bool {
    tree.root_node().has_error()
}

/// The row and column of a byte offset, as tree-sitter's edit API wants them.
pub fn point_at(text: &str, byte: usize) -> Point {
    let before = &text[..byte];
    let row = before.matches('\n').count();
    let column = byte - before.rfind('\n').map_or(0, |i| i + 1);
    Point::new(row, column)
}

/// Every node (named or not) with its kind and byte range, in document order.
pub fn shape(tree: &Tree) -> Vec<(String, usize, usize, bool)> {
    let mut out = Vec::new();
    let mut cursor = tree.walk();
    loop {
        let node = cursor.node();
        out.push((node.kind().to_string(), node.start_byte(), node.end_byte(), node.is_missing()));
        if cursor.goto_first_child() {
            continue;
        }
        loop {
            if cursor.goto_next_sibling() {
                break;
            }
            if !cursor.goto_parent() {
                return out;
            }
        }
    }
}
