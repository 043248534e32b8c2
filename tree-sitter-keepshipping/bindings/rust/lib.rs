//! Keep Shipping (`ship.ks`) grammar for [tree-sitter](https://tree-sitter.github.io/).
//!
//! ```
//! let code = "name: api\nsteps:\n  build: oci.image\n";
//! let mut parser = tree_sitter::Parser::new();
//! parser.set_language(&tree_sitter_keepshipping::LANGUAGE.into()).expect("load grammar");
//! let tree = parser.parse(code, None).unwrap();
//! assert!(!tree.root_node().has_error());
//! assert_eq!(
//!     tree_sitter_keepshipping::projected_sexp(tree.root_node()),
//!     "(source_file (entry (key) (word)) (entry (key) (entry (key) (word))))"
//! );
//! ```
//!
//! The named node kinds are the projected-tree names of `grammar/node-kinds.json`; `comment` is a
//! named extra that [`projected_sexp`] leaves out.

#![allow(unsafe_code, reason = "the C parser is reached through one extern function")]

use tree_sitter_language::LanguageFn;

extern "C" {
    fn tree_sitter_keepshipping() -> *const ();
}

/// The tree-sitter [`LanguageFn`] for this grammar.
pub const LANGUAGE: LanguageFn = unsafe { LanguageFn::from_raw(tree_sitter_keepshipping) };

/// The content of `src/node-types.json`.
pub const NODE_TYPES: &str = include_str!("../../src/node-types.json");

/// Syntax highlighting (standard capture names, as `tree-sitter highlight` uses them).
pub const HIGHLIGHTS_QUERY: &str = include_str!("../../queries/highlights.scm");
/// Language injections (block strings of script-like keys).
pub const INJECTIONS_QUERY: &str = include_str!("../../queries/injections.scm");
/// Local scopes and definitions.
pub const LOCALS_QUERY: &str = include_str!("../../queries/locals.scm");
/// Folds (`@fold`).
pub const FOLDS_QUERY: &str = include_str!("../../queries/folds.scm");
/// Indentation (`@indent.begin` and friends, Neovim's names).
pub const INDENTS_QUERY: &str = include_str!("../../queries/indents.scm");
/// Code navigation tags (`@definition.*`, `@name`).
pub const TAGS_QUERY: &str = include_str!("../../queries/tags.scm");

/// The projected tree of `node` on one line, as `ks_lang::notation::projected_sexp` prints it:
/// named nodes only, `comment` left out, each as `(kind children…)`, separated by single spaces.
/// `ERROR` nodes print as `(ERROR …)` and missing nodes as `(MISSING kind)`. The walk is iterative,
/// so any depth prints.
#[cfg(feature = "projection")]
pub fn projected_sexp(node: tree_sitter::Node<'_>) -> String {
    let mut out = String::new();
    let mut cursor = node.walk();
    let mut printed: Vec<bool> = Vec::new();
    loop {
        let node = cursor.node();
        let shown = (node.is_named() || node.is_missing()) && node.kind() != "comment";
        if shown {
            if !out.is_empty() {
                out.push(' ');
            }
            out.push('(');
            if node.is_missing() {
                out.push_str("MISSING ");
            }
            out.push_str(node.kind());
        }
        if cursor.goto_first_child() {
            printed.push(shown);
            continue;
        }
        if shown {
            out.push(')');
        }
        loop {
            if cursor.goto_next_sibling() {
                break;
            }
            if !cursor.goto_parent() {
                return out;
            }
            if printed.pop().unwrap_or(false) {
                out.push(')');
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn node_types_are_json() {
        assert!(super::NODE_TYPES.trim_start().starts_with('['));
    }
}
