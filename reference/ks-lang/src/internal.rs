//! Not part of the stable API: how a tree is stored (ADR 0013's flat arrays), lent out for the
//! formatter's hot path (`ks-fmt`) and ks-lang's own tests. Anything here may change in any release;
//! everything else should use the typed AST, [`SyntaxNode`] and [`Parse::lines`].
#![doc(hidden)]

use crate::{Line, Parse, SyntaxNode};

pub use crate::{
    lexer::LineTokens,
    syntax::tree::{NodeId, RawElement, RawNode, RawTree},
};

/// The whole file's flat arrays (tokens and the node table), borrowed without a walk or a copy.
pub fn raw_tree(parse: &Parse) -> RawTree<'_> {
    parse.syntax_ref().raw_tree()
}

/// [`raw_tree`] from any node of the file (the view is the whole file's).
pub fn node_raw_tree(node: &SyntaxNode) -> RawTree<'_> {
    node.raw_tree()
}

/// A node's row in [`RawTree::nodes`].
pub fn raw_index(node: &SyntaxNode) -> u32 {
    node.raw_index()
}

/// The node in row `row` of the file `node` belongs to; `None` for a row the tree does not have.
pub fn node_at_row(node: &SyntaxNode, row: u32) -> Option<SyntaxNode> {
    node.node_by_row(row)
}

/// [`SyntaxNode::preorder_with_tokens`] yielding kinds, ranges and rows instead of handles.
pub fn raw_preorder(
    node: &SyntaxNode,
) -> impl Iterator<Item = crate::syntax::WalkEvent<RawElement>> + '_ {
    node.raw_preorder()
}

/// A line's tokens, as indices into [`RawTree::token_kinds`].
pub fn line_tokens(line: &Line) -> LineTokens {
    line.tokens()
}
