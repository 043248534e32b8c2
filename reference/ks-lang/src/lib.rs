//! `ks-lang`: the syntax of Keep Shipping.
//!
//! [`parse`] turns any text into a lossless concrete syntax tree, a typed AST view over it and a list
//! of diagnostics. It never fails, never panics and takes time linear in the input; every byte of the
//! input is in exactly one token, so `parse(text).syntax().to_string() == text`. This crate knows
//! nothing of checking (that is `ks-core`) and does no I/O.

pub mod ast;
mod diagnostic;
pub mod invariants;
mod lexer;
mod line_index;
pub mod notation;
mod parser;
pub mod syntax;

pub use crate::{
    diagnostic::{codes, Diagnostic, Related, Severity},
    line_index::{LineCol, LineIndex},
    syntax::{SyntaxElement, SyntaxKind, SyntaxNode, SyntaxToken, TextRange},
};

/// The result of parsing one file: the tree and what the parser had to say about it.
#[derive(Clone, Debug)]
pub struct Parse {
    syntax: SyntaxNode,
    diagnostics: Vec<Diagnostic>,
}

impl Parse {
    pub fn syntax(&self) -> SyntaxNode {
        self.syntax.clone()
    }

    /// The tree's flat arrays (tokens and the node table), borrowed without a walk or a copy; see
    /// [`syntax::RawTree`].
    pub fn raw_tree(&self) -> syntax::RawTree<'_> {
        self.syntax.raw_tree()
    }

    /// The typed view of the root.
    pub fn tree(&self) -> ast::SourceFile {
        <ast::SourceFile as ast::AstNode>::cast(self.syntax.clone()).expect("root is a source file")
    }

    /// Diagnostics in source order.
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.diagnostics
    }

    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(Diagnostic::is_error)
    }
}

/// Parses a whole file. Never fails: problems are diagnostics, and the tree covers every byte.
pub fn parse(text: &str) -> Parse {
    let (syntax, diagnostics) = parser::parse(text);
    Parse { syntax, diagnostics }
}
