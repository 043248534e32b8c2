//! `ks-lang`: the syntax of Keep Shipping.
//!
//! [`parse`] turns any text into a lossless concrete syntax tree, a typed AST view over it and a list
//! of diagnostics. It never fails, never panics and takes time linear in the input; every byte of the
//! input is in exactly one token, so `parse(text).syntax().to_string() == text` (for inputs under
//! 4 GiB: offsets are `u32`, and a larger input is read up to the limit and diagnosed). This crate
//! knows nothing of checking (that is `ks-core`) and does no I/O.
//!
//! The stable way in is the typed AST ([`ast`], from [`Parse::tree`]), the CST handles
//! ([`SyntaxNode`], [`SyntaxToken`]) and the line table ([`Parse::lines`]). How the tree is stored
//! (ADR 0013's flat arrays) is not part of the API.

pub mod ast;
pub mod codes;
mod diagnostic;
pub mod internal;
pub mod invariants;
mod lexer;
mod line_index;
mod line_table;
pub mod notation;
mod parser;
pub mod syntax;

pub use crate::{
    diagnostic::{Applicability, Diagnostic, Edit, Fix, Related, Severity},
    lexer::{Line, LineClass},
    line_index::{LineCol, LineIndex, LineStarts},
    syntax::{SharedText, SyntaxElement, SyntaxKind, SyntaxNode, SyntaxToken, TextRange},
};

/// The result of parsing one file: the tree and what the parser had to say about it.
#[derive(Clone, Debug)]
pub struct Parse {
    syntax: SyntaxNode,
    /// Derived from the tokens on first use: the parser's own table is dropped before the tree
    /// keeps its text (see `line_table`), and checking a file never asks for it.
    lines: std::sync::OnceLock<Vec<Line>>,
    diagnostics: Vec<Diagnostic>,
}

impl Parse {
    pub fn syntax(&self) -> SyntaxNode {
        self.syntax.clone()
    }

    /// The root, borrowed.
    pub(crate) fn syntax_ref(&self) -> &SyntaxNode {
        &self.syntax
    }

    /// The physical lines of the text in order, as the lexer classified them (blank, comment, key,
    /// other, block), with their indentation and ranges.
    pub fn lines(&self) -> &[Line] {
        self.lines.get_or_init(|| line_table::lines_of(self.syntax.raw_tree()))
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

    /// The text parsed, given back: without a copy when nothing else holds the tree (no node,
    /// token or clone of this parse is alive), else copied.
    pub fn into_text(self) -> String {
        self.syntax.into_file_text()
    }
}

/// Parses a whole file. Never fails: problems are diagnostics, and the tree covers every byte.
/// The tree keeps a copy of `text`; [`parse_owned`] takes the caller's instead.
pub fn parse(text: &str) -> Parse {
    parse_from(std::borrow::Cow::Borrowed(text))
}

/// [`parse`], keeping `text` itself rather than a copy: a caller done with its text after parsing
/// holds the file once, not twice (issue 42's heap budget). [`Parse::into_text`] gives it back.
pub fn parse_owned(text: String) -> Parse {
    parse_from(std::borrow::Cow::Owned(text))
}

fn parse_from(text: std::borrow::Cow<'_, str>) -> Parse {
    let (syntax, diagnostics) = parser::parse(text);
    Parse { syntax, lines: std::sync::OnceLock::new(), diagnostics }
}
