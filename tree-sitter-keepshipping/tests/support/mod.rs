//! Shared helpers of the integration tests.

#![allow(dead_code, reason = "each test binary uses a different part")]

use std::path::PathBuf;

use tree_sitter::{InputEdit, Parser, Point, Tree};

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

/// Every case input of the conformance suite with the `valid` flag of its `case.toml`, sorted by id,
/// through the suite's own loader.
pub fn conformance_cases() -> Vec<Case> {
    let cases = ks_conformance::case::discover(&repo_root().join("conformance/cases"))
        .unwrap_or_else(|e| panic!("{e}"));
    cases
        .into_iter()
        .map(|case| Case {
            input: String::from_utf8(case.input).expect("conformance inputs are UTF-8"),
            valid: case.meta.valid,
            id: case.id,
        })
        .collect()
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

/// tree-sitter's tree for `text` judged by the reference parser: a text the reference accepts must
/// give the same projected tree, one it rejects an ERROR or MISSING node. Returns whether the
/// reference accepts the text, and a description when the two disagree.
pub fn against_reference(text: &str, tree: &Tree) -> (bool, Option<String>) {
    let reference = ks_lang::parse(text);
    let ours = tree_sitter_keepshipping::projected_sexp(tree.root_node());
    if reference.has_errors() {
        let failure = (!has_error_or_missing(tree))
            .then(|| format!("invalid, no ERROR/MISSING: {text:?}\n  ours: {ours}"));
        return (false, failure);
    }
    let expected = ks_lang::notation::projected_sexp(&reference.syntax());
    let failure = (ours != expected)
        .then(|| format!("valid, differs: {text:?}\n  ours:      {ours}\n  reference: {expected}"));
    (true, failure)
}

/// Replaces `start..end` of `text` by `insert`, tells `tree` (parsed from `text`) about the edit
/// and re-parses with it. Returns the edited text and the incremental tree.
pub fn reparse_after_edit(
    parser: &mut Parser,
    tree: &mut Tree,
    text: &str,
    (start, end, insert): (usize, usize, &str),
) -> (String, Tree) {
    let mut edited = text.to_string();
    edited.replace_range(start..end, insert);
    tree.edit(&InputEdit {
        start_byte: start,
        old_end_byte: end,
        new_end_byte: start + insert.len(),
        start_position: point_at(text, start),
        old_end_position: point_at(text, end),
        new_end_position: point_at(&edited, start + insert.len()),
    });
    let incremental = parser.parse(&edited, Some(&*tree)).expect("parse returns a tree");
    (edited, incremental)
}

/// An incremental re-parse of `edited` against a fresh parse. Error recovery may take another path
/// when old subtrees are around, so for input with an error both must only report one; input
/// without an error must give the same tree, node for node. Returns whether the fresh parse is
/// valid, and a description when the two differ.
pub fn against_fresh_parse(
    parser: &mut Parser,
    before: &str,
    edited: &str,
    incremental: &Tree,
) -> (bool, Option<String>) {
    let fresh = parser.parse(edited, None).expect("parse returns a tree");
    let valid = !fresh.root_node().has_error();
    let differs = if valid {
        shape(incremental) != shape(&fresh)
    } else {
        !incremental.root_node().has_error()
    };
    let failure = differs.then(|| {
        format!(
            "{before:?} → {edited:?}\n  incremental: {}\n  fresh:       {}",
            incremental.root_node().to_sexp(),
            fresh.root_node().to_sexp()
        )
    });
    (valid, failure)
}
