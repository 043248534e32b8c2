//! The typed AST: thin views over the CST (rust-analyzer style). Accessors return `Option` because a
//! tree of invalid input may lack anything the grammar requires.
//!
//! The tree is normalised by construction (grammar/keepshipping.ungram): operator nodes exist only
//! where their operator is written, so a one-item tuple is its item and a one-atom phrase its atom.

mod generated;
mod scalar;

pub use generated::*;
pub use scalar::{ScalarClass, StringPart};

use std::marker::PhantomData;

use crate::syntax::{SyntaxElement, SyntaxKind, SyntaxKind::*, SyntaxNode, SyntaxToken};

pub trait AstNode: Sized {
    fn can_cast(kind: SyntaxKind) -> bool;
    fn cast(syntax: SyntaxNode) -> Option<Self>;
    fn syntax(&self) -> &SyntaxNode;
}

pub trait AstToken: Sized {
    fn can_cast(kind: SyntaxKind) -> bool;
    fn cast(syntax: SyntaxToken) -> Option<Self>;
    fn syntax(&self) -> &SyntaxToken;

    fn text(&self) -> &str {
        self.syntax().text()
    }
}

/// The children of a node that cast to `N`.
pub struct AstChildren<N> {
    children: std::vec::IntoIter<SyntaxNode>,
    ph: PhantomData<N>,
}

impl<N: AstNode> Iterator for AstChildren<N> {
    type Item = N;

    fn next(&mut self) -> Option<N> {
        self.children.by_ref().find_map(N::cast)
    }
}

mod support {
    use super::*;

    pub(super) fn child<N: AstNode>(parent: &SyntaxNode) -> Option<N> {
        parent.children().find_map(N::cast)
    }

    pub(super) fn children<N: AstNode>(parent: &SyntaxNode) -> AstChildren<N> {
        let children: Vec<_> = parent.children().filter(|node| N::can_cast(node.kind())).collect();
        AstChildren { children: children.into_iter(), ph: PhantomData }
    }

    pub(super) fn exprs(parent: &SyntaxNode) -> impl Iterator<Item = Expr> + '_ {
        parent.children_with_tokens().filter_map(Expr::cast)
    }

    pub(super) fn token(parent: &SyntaxNode, kinds: &[SyntaxKind]) -> Option<SyntaxToken> {
        tokens(parent, kinds).next()
    }

    pub(super) fn tokens<'a>(
        parent: &'a SyntaxNode,
        kinds: &'a [SyntaxKind],
    ) -> impl Iterator<Item = SyntaxToken> + 'a {
        parent
            .children_with_tokens()
            .filter_map(SyntaxElement::into_token)
            .filter(move |token| kinds.contains(&token.kind()))
    }
}

impl Key {
    /// The key's name, without the colon.
    pub fn name(&self) -> Option<SyntaxToken> {
        support::token(&self.syntax, &[IDENT])
    }
}

impl Entry {
    /// The key's name as text (empty when the key is missing, which the parser never produces).
    pub fn key_name(&self) -> std::string::String {
        self.key()
            .and_then(|key| key.name())
            .map(|name| name.text().to_string())
            .unwrap_or_default()
    }
}

impl CompareExpr {
    /// The operator's kind; `≥` and `>=` are both `GT_EQ`.
    pub fn op_kind(&self) -> Option<SyntaxKind> {
        self.op().map(|op| op.kind())
    }
}

impl BlockString {
    /// The block's lines, verbatim, without line ends.
    pub fn raw(&self) -> Vec<&str> {
        let mut lines = Vec::new();
        let mut current: Option<&str> = None;
        let mut past_header = false;
        for element in self.syntax.children_with_tokens() {
            let Some(token) = element.into_token() else { continue };
            match token.kind() {
                NEWLINE if past_header => lines.push(current.take().unwrap_or("")),
                NEWLINE => past_header = true,
                BLOCK_LINE => current = Some(block_line_text(self, &token)),
                _ => {}
            }
        }
        if let Some(last) = current {
            lines.push(last);
        }
        lines
    }

    /// The text: every line without the first non-blank line's indentation, each ending in `\n`.
    pub fn text(&self) -> std::string::String {
        let raw = self.raw();
        let is_blank = |line: &&str| line.trim_matches([' ', '\t']).is_empty();
        let prefix = raw
            .iter()
            .find(|line| !is_blank(line))
            .map_or("", |line| &line[..line.len() - line.trim_start_matches([' ', '\t']).len()]);
        let mut text = std::string::String::new();
        for line in raw {
            let content =
                line.strip_prefix(prefix).unwrap_or_else(|| line.trim_start_matches([' ', '\t']));
            text.push_str(content);
            text.push('\n');
        }
        text
    }
}

/// A token's text with the lifetime of the node that holds it.
fn block_line_text<'a>(block: &'a BlockString, token: &SyntaxToken) -> &'a str {
    let range = token.text_range();
    let node_start = block.syntax.text_range().start();
    let start = (range.start() - node_start) as usize;
    &block.syntax.text()[start..start + range.len() as usize]
}

impl Expr {
    /// The source range of the expression.
    pub fn text_range(&self) -> crate::TextRange {
        self.syntax().text_range()
    }
}
