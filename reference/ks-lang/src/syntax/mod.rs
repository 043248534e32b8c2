//! The lossless concrete syntax tree.
//!
//! The tree is two flat arrays (see ADR 0013): the lexer's tokens, in source order, and the nodes in
//! preorder, each covering a contiguous run of tokens. Nothing in it is recursive, so building,
//! walking and dropping a tree of any depth uses constant stack.

mod kind;
mod text_range;
pub(crate) mod tree;

pub use kind::SyntaxKind;
pub use text_range::TextRange;
pub(crate) use tree::TreeBuilder;
pub use tree::{
    Preorder, SharedText, SyntaxElement, SyntaxNode, SyntaxToken, TokenAtOffset, WalkEvent,
};
