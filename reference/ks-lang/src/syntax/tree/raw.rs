//! The borrowed view of a tree's flat arrays, and the plain names of its rows.

use std::fmt;

use super::{RawNode, TreeData};
use crate::syntax::{SyntaxKind, TextRange};

/// The flat arrays a tree is stored in (ADR 0013), lent out as slices: no walk, no copy, no
/// allocation. For passes that read every token or node in bulk, where even
/// [`crate::internal::raw_preorder`] costs more than the work done per element.
///
/// The view covers the whole file whichever node it was taken from:
///
/// - [`token_kinds`](RawTree::token_kinds): every token's kind, in source order;
/// - [`token_starts`](RawTree::token_starts): every token's start offset, plus the text's length
///   as a last entry, so token `i` is `token_starts[i]..token_starts[i + 1]`;
/// - [`nodes`](RawTree::nodes): every node, in preorder (row 0 is the root); each [`RawNode`]
///   gives its kind, parent row, token range and the end of its subtree.
///
/// A preorder walk with tokens visits, inside each node, its child nodes and direct tokens
/// ordered by token index, a child before the token it starts at (zero-width children included):
/// exactly the order [`SyntaxNode::preorder_with_tokens`](super::SyntaxNode::preorder_with_tokens)
/// yields.
#[derive(Clone, Copy)]
pub struct RawTree<'a> {
    pub(super) tree: &'a TreeData,
}

impl<'a> RawTree<'a> {
    /// The whole file's text.
    pub fn text(self) -> &'a str {
        &self.tree.text
    }

    /// The kind of every token, in source order.
    pub fn token_kinds(self) -> &'a [SyntaxKind] {
        &self.tree.token_kinds
    }

    /// The start offset of every token, then the text's length: one entry more than
    /// [`token_kinds`](RawTree::token_kinds).
    pub fn token_starts(self) -> &'a [u32] {
        &self.tree.token_starts
    }

    /// The node table, in preorder.
    pub fn nodes(self) -> &'a [RawNode] {
        &self.tree.nodes
    }

    /// The text range of token `index`; `None` past the last token.
    pub fn token_range(self, index: u32) -> Option<TextRange> {
        ((index as usize) < self.tree.token_kinds.len()).then(|| self.tree.token_range(index))
    }

    /// The text of token `index`; `None` past the last token.
    pub fn token_text(self, index: u32) -> Option<&'a str> {
        let range = self.token_range(index)?;
        Some(&self.tree.text[std::ops::Range::from(range)])
    }

    /// The text range of the node in row `index`; `None` past the last row.
    pub fn node_range(self, index: u32) -> Option<TextRange> {
        ((index as usize) < self.tree.nodes.len()).then(|| self.tree.node_range(index))
    }
}

impl fmt::Debug for RawTree<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RawTree")
            .field("tokens", &self.tree.token_kinds.len())
            .field("nodes", &self.tree.nodes.len())
            .finish()
    }
}

/// A node or token seen by [`crate::internal::raw_preorder`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RawElement {
    pub kind: SyntaxKind,
    pub range: TextRange,
    /// Set for nodes: the row [`crate::internal::node_at_row`] takes.
    pub node: Option<NodeId>,
}

/// Names a node of one tree, cheaply: its row in [`RawTree::nodes`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct NodeId(pub u32);
