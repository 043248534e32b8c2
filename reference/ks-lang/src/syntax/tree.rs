use std::{borrow::Cow, fmt, hash, sync::Arc};

use super::{SyntaxKind, TextRange};

mod raw;
mod walk;

pub use raw::{NodeId, RawElement, RawTree};

pub use walk::{Preorder, WalkEvent};
use walk::{Step, Walk};

/// Marks the root's missing parent.
const NO_PARENT: u32 = u32::MAX;

/// One row of the node table: a node's kind, its parent and the tokens and nodes it covers. The
/// table lists the nodes in preorder, so a node's descendants are the rows right after it. Lent out
/// by [`RawTree::nodes`]. Packed: 17 bytes a node instead of 20 with the kind's padding (issue 42's
/// heap budget; a file has about one node per three tokens). Fields are read by value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(C, packed)]
pub struct RawNode {
    kind: SyntaxKind,
    parent: u32,
    /// The node covers tokens `first_token..end_token`; a zero-width node has them equal.
    first_token: u32,
    end_token: u32,
    /// Index one past the node's last descendant in preorder.
    subtree_end: u32,
}

impl RawNode {
    pub fn kind(&self) -> SyntaxKind {
        self.kind
    }

    /// The row of the parent node; `None` for the root (row 0).
    pub fn parent(&self) -> Option<u32> {
        (self.parent != NO_PARENT).then_some(self.parent)
    }

    /// The tokens the node covers, as indices into [`RawTree::token_kinds`]: every token of its
    /// subtree, in source order. Empty for a zero-width node.
    pub fn tokens(&self) -> std::ops::Range<u32> {
        self.first_token..self.end_token
    }

    /// The first token of the node (for a zero-width node: the token it sits before).
    pub fn first_token(&self) -> u32 {
        self.first_token
    }

    /// One past the node's last token.
    pub fn end_token(&self) -> u32 {
        self.end_token
    }

    /// One past the row of the node's last descendant: its subtree is the rows
    /// `index..subtree_end`, and its next sibling (if any) is row `subtree_end`.
    pub fn subtree_end(&self) -> u32 {
        self.subtree_end
    }
}

/// The whole tree of one file. Shared by every `SyntaxNode` and `SyntaxToken` cut from it.
struct TreeData {
    text: Box<str>,
    token_kinds: Vec<SyntaxKind>,
    /// Start offset of each token, plus the text length as a sentinel.
    token_starts: Vec<u32>,
    nodes: Vec<RawNode>,
}

impl TreeData {
    /// The file's text in `range`: what every handle's `text_in` reads.
    #[inline]
    fn text_in(&self, range: TextRange) -> &str {
        &self.text[std::ops::Range::from(range)]
    }

    #[inline]
    fn token_range(&self, token: u32) -> TextRange {
        TextRange::new(self.token_starts[token as usize], self.token_starts[token as usize + 1])
    }

    /// The innermost node that covers token `token`. Rows are in preorder, so their first tokens
    /// never decrease: the last row starting at or before the token is that node or a descendant
    /// of it that ended earlier; its ancestors lead back to the node.
    fn token_parent(&self, token: u32) -> u32 {
        let after = self.nodes.partition_point(|node| node.first_token <= token);
        let mut node = after.saturating_sub(1) as u32;
        loop {
            let data = &self.nodes[node as usize];
            if (data.first_token <= token && token < data.end_token) || data.parent == NO_PARENT {
                return node;
            }
            node = data.parent;
        }
    }

    /// The index of the token that contains `offset` (the one starting there, at a boundary), or
    /// `None` at or past the end of the text.
    fn token_at(&self, offset: u32) -> Option<u32> {
        let count = self.token_kinds.len();
        let after = self.token_starts[..count].partition_point(|&start| start <= offset);
        let token = after.checked_sub(1)?;
        (offset < self.token_starts[token + 1]).then_some(token as u32)
    }

    #[inline]
    fn node_range(&self, node: u32) -> TextRange {
        let data = &self.nodes[node as usize];
        TextRange::new(
            self.token_starts[data.first_token as usize],
            self.token_starts[data.end_token as usize],
        )
    }
}

/// Builds a tree over tokens that are already lexed: the parser only says where nodes start and
/// finish, and how far the token cursor has moved.
pub(crate) struct TreeBuilder {
    token_kinds: Vec<SyntaxKind>,
    token_starts: Vec<u32>,
    nodes: Vec<RawNode>,
    stack: Vec<u32>,
    cursor: u32,
}

impl TreeBuilder {
    /// `token_starts` has one entry per token plus the text length.
    pub(crate) fn new(token_kinds: Vec<SyntaxKind>, token_starts: Vec<u32>) -> TreeBuilder {
        debug_assert_eq!(token_kinds.len() + 1, token_starts.len());
        let nodes = Vec::with_capacity(token_kinds.len() / 3 + 1);
        TreeBuilder { token_kinds, token_starts, nodes, stack: Vec::new(), cursor: 0 }
    }

    pub(crate) fn kinds(&self) -> &[SyntaxKind] {
        &self.token_kinds
    }

    pub(crate) fn starts(&self) -> &[u32] {
        &self.token_starts
    }

    pub(crate) fn cursor(&self) -> u32 {
        self.cursor
    }

    pub(crate) fn start_node(&mut self, kind: SyntaxKind) {
        if self.nodes.len() == self.nodes.capacity() {
            self.reserve_nodes();
        }
        let parent = self.stack.last().copied().unwrap_or(NO_PARENT);
        self.stack.push(self.nodes.len() as u32);
        self.nodes.push(RawNode {
            kind,
            parent,
            first_token: self.cursor,
            end_token: self.cursor,
            subtree_end: 0,
        });
    }

    /// A node with no child node, covering the tokens from the cursor to `end`: `start_node`,
    /// `advance_to` and `finish_node` in one step, without the open-node stack. It repeats
    /// `start_node`'s push rather than sharing a helper with it: shared, parsing counted 0.7–1.4%
    /// more instructions.
    pub(crate) fn leaf_node(&mut self, kind: SyntaxKind, end: u32) {
        debug_assert!(end >= self.cursor);
        if self.nodes.len() == self.nodes.capacity() {
            self.reserve_nodes();
        }
        let parent = self.stack.last().copied().unwrap_or(NO_PARENT);
        let subtree_end = self.nodes.len() as u32 + 1;
        self.nodes.push(RawNode {
            kind,
            parent,
            first_token: self.cursor,
            end_token: end,
            subtree_end,
        });
        self.cursor = end;
    }

    /// Room for the nodes still to come, at the density of nodes per token built so far (and a
    /// sixteenth more), as the lexer sizes its tables: a doubled node table would be the largest
    /// part of the tree (issue 42). Each growth is at least an eighth.
    #[cold]
    fn reserve_nodes(&mut self) {
        let (done, total) = (self.nodes.len(), self.token_kinds.len());
        let expected = (done as u128 * total as u128 / u128::from(self.cursor.max(1))) as usize;
        let more = (expected.saturating_sub(done) + done / 16).max(done / 8).max(64);
        self.nodes.reserve_exact(more);
    }

    pub(crate) fn finish_node(&mut self) {
        let node = self.stack.pop().expect("finish_node without start_node");
        let subtree_end = self.nodes.len() as u32;
        let data = &mut self.nodes[node as usize];
        data.end_token = self.cursor;
        data.subtree_end = subtree_end;
    }

    /// Attaches the next token to the innermost open node.
    pub(crate) fn token(&mut self) {
        self.cursor += 1;
    }

    /// Attaches every token before `token` to the innermost open node.
    pub(crate) fn advance_to(&mut self, token: u32) {
        debug_assert!(token >= self.cursor);
        self.cursor = token;
    }

    /// The tree over `text`, which it keeps (a borrowed text is copied).
    pub(crate) fn finish(mut self, text: Cow<'_, str>) -> SyntaxNode {
        assert!(self.stack.is_empty(), "unfinished nodes");
        assert_eq!(self.cursor as usize, self.token_kinds.len(), "tokens left outside the tree");
        // The tables at their length before a borrowed text's copy is made beside them: the tree
        // keeps them as they are (issue 42's heap budget).
        self.token_kinds.shrink_to_fit();
        self.token_starts.shrink_to_fit();
        self.nodes.shrink_to_fit();
        let tree = TreeData {
            text: text.into_owned().into_boxed_str(),
            token_kinds: self.token_kinds,
            token_starts: self.token_starts,
            nodes: self.nodes,
        };
        SyntaxNode { tree: Arc::new(tree), index: 0 }
    }
}

/// A node of the tree. Cheap to clone (a reference count and an index).
#[derive(Clone)]
pub struct SyntaxNode {
    tree: Arc<TreeData>,
    index: u32,
}

/// A parsed file's text, shared with its tree (a reference count, no copy): what a model keeps to
/// read the names it holds as ranges of the file.
#[derive(Clone)]
pub struct SharedText {
    tree: Arc<TreeData>,
}

impl SharedText {
    /// The file's text in `range`.
    pub fn text_in(&self, range: TextRange) -> &str {
        self.tree.text_in(range)
    }
}

impl fmt::Debug for SharedText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SharedText({} bytes)", self.tree.text.len())
    }
}

/// A token of the tree, with the node that directly contains it.
#[derive(Clone)]
pub struct SyntaxToken {
    tree: Arc<TreeData>,
    index: u32,
    parent: u32,
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum SyntaxElement {
    Node(SyntaxNode),
    Token(SyntaxToken),
}

impl SyntaxNode {
    #[inline]
    fn data(&self) -> &RawNode {
        &self.tree.nodes[self.index as usize]
    }

    fn node(&self, index: u32) -> SyntaxNode {
        SyntaxNode { tree: Arc::clone(&self.tree), index }
    }

    fn token(&self, index: u32, parent: u32) -> SyntaxToken {
        SyntaxToken { tree: Arc::clone(&self.tree), index, parent }
    }

    #[inline]
    pub fn kind(&self) -> SyntaxKind {
        self.data().kind
    }

    #[inline]
    pub fn text_range(&self) -> TextRange {
        self.tree.node_range(self.index)
    }

    /// The whole file's text, taken back from the tree without a copy when this is its last handle.
    pub(crate) fn into_file_text(self) -> String {
        match Arc::try_unwrap(self.tree) {
            Ok(tree) => tree.text.into_string(),
            Err(shared) => shared.text.to_string(),
        }
    }

    /// The node's source text, trivia included.
    #[inline]
    pub fn text(&self) -> &str {
        &self.tree.text[std::ops::Range::from(self.text_range())]
    }

    pub fn parent(&self) -> Option<SyntaxNode> {
        let parent = self.data().parent;
        (parent != NO_PARENT).then(|| self.node(parent))
    }

    pub fn ancestors(&self) -> impl Iterator<Item = SyntaxNode> {
        std::iter::successors(Some(self.clone()), SyntaxNode::parent)
    }

    pub fn children(&self) -> impl Iterator<Item = SyntaxNode> + '_ {
        let end = self.data().subtree_end;
        let mut next = self.index + 1;
        std::iter::from_fn(move || {
            if next >= end {
                return None;
            }
            let child = next;
            next = self.tree.nodes[child as usize].subtree_end;
            Some(self.node(child))
        })
    }

    /// Child nodes and the tokens directly inside this node, in source order.
    pub fn children_with_tokens(&self) -> impl Iterator<Item = SyntaxElement> + '_ {
        let data = *self.data();
        let mut token = data.first_token;
        let mut child = self.index + 1;
        std::iter::from_fn(move || {
            // A child node that starts at the current token (zero-width ones included) comes first.
            if child < data.subtree_end {
                let child_data = &self.tree.nodes[child as usize];
                if child_data.first_token == token {
                    let element = SyntaxElement::Node(self.node(child));
                    token = child_data.end_token;
                    child = child_data.subtree_end;
                    return Some(element);
                }
            }
            if token < data.end_token {
                token += 1;
                return Some(SyntaxElement::Token(self.token(token - 1, self.index)));
            }
            None
        })
    }

    /// Whether this node or a node below it is of kind `kind`: a scan of the node table, with no
    /// handle per node.
    pub fn contains_kind(&self, kind: SyntaxKind) -> bool {
        let rows = self.index as usize..self.data().subtree_end as usize;
        self.tree.nodes[rows].iter().any(|node| node.kind == kind)
    }

    /// This node and all nodes below it, in preorder.
    pub fn descendants(&self) -> impl Iterator<Item = SyntaxNode> + '_ {
        (self.index..self.data().subtree_end).map(|index| self.node(index))
    }

    /// Every token below this node, in source order.
    pub fn tokens(&self) -> impl Iterator<Item = SyntaxToken> + '_ {
        self.preorder_with_tokens().filter_map(|event| match event {
            WalkEvent::Enter(SyntaxElement::Token(token)) => Some(token),
            _ => None,
        })
    }

    pub fn first_token(&self) -> Option<SyntaxToken> {
        self.tokens().next()
    }

    /// The token at byte `offset` inside this node: `Single` inside a token, `Between` where one
    /// token ends and the next begins (both inside the node), `None` outside the node (or in an
    /// empty file). At the node's end, the last token.
    pub fn token_at_offset(&self, offset: u32) -> TokenAtOffset<SyntaxToken> {
        let range = self.text_range();
        if offset < range.start() || offset > range.end() || range.is_empty() {
            return TokenAtOffset::None;
        }
        let token = |index: u32| self.file_token(index);
        let right = (offset < range.end()).then(|| self.tree.token_at(offset)).flatten();
        let left = match right {
            // A token starting at `offset` has its predecessor ending there.
            Some(right) if self.tree.token_starts[right as usize] == offset => {
                (offset > range.start()).then(|| right - 1)
            }
            Some(_) => None,
            None => self.tree.token_at(offset - 1),
        };
        match (left, right) {
            (Some(left), Some(right)) => TokenAtOffset::Between(token(left), token(right)),
            (Some(only), None) | (None, Some(only)) => TokenAtOffset::Single(token(only)),
            (None, None) => TokenAtOffset::None,
        }
    }

    /// The smallest element inside this node that covers `range`: a token when the range lies
    /// within one, else the innermost node. An empty range is covered by the token after it (the
    /// one before it at the node's end). `None` when the range is not inside this node.
    pub fn covering_element(&self, range: TextRange) -> Option<SyntaxElement> {
        if !self.text_range().contains_range(range) {
            return None;
        }
        let token = match self.token_at_offset(range.start()) {
            TokenAtOffset::None => return Some(SyntaxElement::Node(self.clone())),
            TokenAtOffset::Single(token) => token,
            // The range starts where `right` does.
            TokenAtOffset::Between(_, right) => right,
        };
        if token.text_range().contains_range(range) {
            return Some(SyntaxElement::Token(token));
        }
        let covering =
            token.parent().ancestors().find(|node| node.text_range().contains_range(range));
        Some(SyntaxElement::Node(covering.unwrap_or_else(|| self.clone())))
    }

    /// Token `index` of the file, with the innermost node that covers it.
    fn file_token(&self, index: u32) -> SyntaxToken {
        let parent = self.tree.token_parent(index);
        self.token(index, parent)
    }

    /// Enter and leave events for every node and token below this one, without recursion.
    pub fn preorder_with_tokens(&self) -> Preorder {
        Preorder { root: self.clone(), walk: Walk::new(self.index) }
    }

    /// The same walk as [`SyntaxNode::preorder_with_tokens`], yielding plain kinds and ranges instead of
    /// handles: no reference counting per element, for passes that visit every token (the formatter).
    pub(crate) fn raw_preorder(&self) -> impl Iterator<Item = WalkEvent<RawElement>> + '_ {
        let mut walk = Walk::new(self.index);
        std::iter::from_fn(move || {
            let event = walk.step(&self.tree)?;
            let raw = |step: Step| match step {
                Step::Node(index) => RawElement {
                    kind: self.tree.nodes[index as usize].kind,
                    range: self.tree.node_range(index),
                    node: Some(NodeId(index)),
                },
                Step::Token(index, _) => RawElement {
                    kind: self.tree.token_kinds[index as usize],
                    range: self.tree.token_range(index),
                    node: None,
                },
            };
            Some(match event {
                WalkEvent::Enter(step) => WalkEvent::Enter(raw(step)),
                WalkEvent::Leave(step) => WalkEvent::Leave(raw(step)),
            })
        })
    }

    /// The node in row `row` of [`RawTree::nodes`] (a [`NodeId`] names one); `None` for a row the
    /// tree does not have.
    /// The direct children of the node, nodes and tokens in source order, as rows and token
    /// indices with their kinds: [`SyntaxNode::children_with_tokens`] without a handle (and its
    /// reference count) per element. [`SyntaxNode::raw_child`] turns one into an element.
    pub(crate) fn raw_children_with_tokens(&self) -> impl Iterator<Item = RawChild> + '_ {
        let data = *self.data();
        let nodes = &self.tree.nodes;
        let kinds = &self.tree.token_kinds;
        let mut token = data.first_token;
        let mut child = self.index + 1;
        std::iter::from_fn(move || {
            if child < data.subtree_end {
                let child_data = &nodes[child as usize];
                if child_data.first_token == token {
                    let raw = RawChild::Node(child, child_data.kind);
                    token = child_data.end_token;
                    child = child_data.subtree_end;
                    return Some(raw);
                }
            }
            if token < data.end_token {
                token += 1;
                return Some(RawChild::Token(token - 1, kinds[token as usize - 1]));
            }
            None
        })
    }

    /// The node's child node rows after row `after` (the node's own row for the first), with their
    /// kinds: [`SyntaxNode::children`] without a handle per child.
    pub(crate) fn next_child_row(&self, after: u32) -> Option<(u32, SyntaxKind)> {
        let row = if after == self.index {
            self.index + 1
        } else {
            self.tree.nodes[after as usize].subtree_end
        };
        (row < self.data().subtree_end).then(|| (row, self.tree.nodes[row as usize].kind))
    }

    /// The element a [`RawChild`] of this node stands for.
    pub(crate) fn raw_child(&self, child: RawChild) -> SyntaxElement {
        match child {
            RawChild::Node(row, _) => SyntaxElement::Node(self.node(row)),
            RawChild::Token(index, _) => SyntaxElement::Token(self.token(index, self.index)),
        }
    }

    /// The child node in row `row` (a row [`SyntaxNode::next_child_row`] gave).
    pub(crate) fn child_node(&self, row: u32) -> SyntaxNode {
        self.node(row)
    }

    pub(crate) fn node_by_row(&self, row: u32) -> Option<SyntaxNode> {
        ((row as usize) < self.tree.nodes.len()).then(|| self.node(row))
    }

    /// The tree's flat arrays, borrowed (see [`RawTree`]). Constant time; the view is the whole
    /// file's, whichever node it is taken from ([`SyntaxNode::raw_index`] is this node's row).
    pub(crate) fn raw_tree(&self) -> RawTree<'_> {
        RawTree { tree: &self.tree }
    }

    /// This node's row in [`RawTree::nodes`].
    pub(crate) fn raw_index(&self) -> u32 {
        self.index
    }

    /// The range of the first `token_kind` token directly inside the first child node of kind
    /// `child_kind`: a child's token read off the tables, with no handle for the child or the token.
    pub(crate) fn child_token_range(
        &self,
        child_kind: SyntaxKind,
        token_kind: SyntaxKind,
    ) -> Option<TextRange> {
        let tree = &*self.tree;
        let (mut row, end) = (self.index + 1, self.data().subtree_end);
        let child = loop {
            if row >= end {
                return None;
            }
            let data = &tree.nodes[row as usize];
            if data.kind == child_kind {
                break row;
            }
            row = data.subtree_end;
        };
        self.own_token_range(child, token_kind)
    }

    /// The range of the first `token_kind` token directly inside the node in row `row` (a child
    /// [`SyntaxNode::raw_children_with_tokens`] gave), read off the tables.
    pub(crate) fn own_token_range(&self, row: u32, token_kind: SyntaxKind) -> Option<TextRange> {
        let tree = &*self.tree;
        let data = &tree.nodes[row as usize];
        let (mut token, mut grandchild) = (data.first_token, row + 1);
        while token < data.end_token {
            // Tokens inside a grandchild are not the child's own: skip past it.
            if grandchild < data.subtree_end {
                let inner = &tree.nodes[grandchild as usize];
                if inner.first_token == token {
                    token = inner.end_token;
                    grandchild = inner.subtree_end;
                    continue;
                }
            }
            if tree.token_kinds[token as usize] == token_kind {
                return Some(tree.token_range(token));
            }
            token += 1;
        }
        None
    }

    /// The file's text in `range`, with the node's lifetime: a slice of the text, with no range of
    /// the node to work out first. `range` is any range of the file the node was parsed from (a
    /// model keeps the ranges of its names, and reads their text through a node it holds).
    pub fn text_in(&self, range: TextRange) -> &str {
        self.tree.text_in(range)
    }

    /// The file's text, shared: a handle a model can keep without keeping a node.
    pub fn shared_text(&self) -> SharedText {
        SharedText { tree: Arc::clone(&self.tree) }
    }
}

/// A direct child of a node by position: a node row or a token index, with its kind.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum RawChild {
    Node(u32, SyntaxKind),
    Token(u32, SyntaxKind),
}

impl RawChild {
    pub(crate) fn kind(self) -> SyntaxKind {
        match self {
            RawChild::Node(_, kind) | RawChild::Token(_, kind) => kind,
        }
    }

    pub(crate) fn is_token(self) -> bool {
        matches!(self, RawChild::Token(..))
    }
}

/// What is at an offset: nothing, one token, or the two tokens that meet there (rust-analyzer's
/// `TokenAtOffset`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TokenAtOffset<T> {
    None,
    Single(T),
    Between(T, T),
}

impl<T> TokenAtOffset<T> {
    /// The token on the left of a boundary, or the only one.
    pub fn left_biased(self) -> Option<T> {
        match self {
            TokenAtOffset::None => None,
            TokenAtOffset::Single(it) | TokenAtOffset::Between(it, _) => Some(it),
        }
    }

    /// The token on the right of a boundary, or the only one.
    pub fn right_biased(self) -> Option<T> {
        match self {
            TokenAtOffset::None => None,
            TokenAtOffset::Single(it) | TokenAtOffset::Between(_, it) => Some(it),
        }
    }
}

impl<T> Iterator for TokenAtOffset<T> {
    type Item = T;

    fn next(&mut self) -> Option<T> {
        match std::mem::replace(self, TokenAtOffset::None) {
            TokenAtOffset::None => None,
            TokenAtOffset::Single(it) => Some(it),
            TokenAtOffset::Between(left, right) => {
                *self = TokenAtOffset::Single(right);
                Some(left)
            }
        }
    }
}

impl SyntaxToken {
    #[inline]
    pub fn kind(&self) -> SyntaxKind {
        self.tree.token_kinds[self.index as usize]
    }

    #[inline]
    pub fn text_range(&self) -> TextRange {
        self.tree.token_range(self.index)
    }

    #[inline]
    pub fn text(&self) -> &str {
        &self.tree.text[std::ops::Range::from(self.text_range())]
    }

    /// The file's text in `range`, any range of the file ([`SyntaxNode::text_in`]).
    pub fn text_in(&self, range: TextRange) -> &str {
        self.tree.text_in(range)
    }

    /// The file's text, shared.
    pub fn shared_text(&self) -> SharedText {
        SharedText { tree: Arc::clone(&self.tree) }
    }

    pub fn parent(&self) -> SyntaxNode {
        SyntaxNode { tree: Arc::clone(&self.tree), index: self.parent }
    }

    /// The next token in the file, wherever it is in the tree.
    pub fn next_token(&self) -> Option<SyntaxToken> {
        let next = self.index + 1;
        if next as usize >= self.tree.token_kinds.len() {
            return None;
        }
        // The innermost node containing `next`: walk up from our parent, then down.
        let mut node = self.parent;
        loop {
            let data = &self.tree.nodes[node as usize];
            if data.first_token <= next && next < data.end_token || data.parent == NO_PARENT {
                break;
            }
            node = data.parent;
        }
        'down: loop {
            let data = self.tree.nodes[node as usize];
            let mut child = node + 1;
            while child < data.subtree_end {
                let child_data = &self.tree.nodes[child as usize];
                if child_data.first_token <= next && next < child_data.end_token {
                    node = child;
                    continue 'down;
                }
                child = child_data.subtree_end;
            }
            break;
        }
        Some(SyntaxToken { tree: Arc::clone(&self.tree), index: next, parent: node })
    }
}

impl SyntaxElement {
    pub fn kind(&self) -> SyntaxKind {
        match self {
            SyntaxElement::Node(node) => node.kind(),
            SyntaxElement::Token(token) => token.kind(),
        }
    }

    pub fn text_range(&self) -> TextRange {
        match self {
            SyntaxElement::Node(node) => node.text_range(),
            SyntaxElement::Token(token) => token.text_range(),
        }
    }

    pub fn into_node(self) -> Option<SyntaxNode> {
        match self {
            SyntaxElement::Node(node) => Some(node),
            SyntaxElement::Token(_) => None,
        }
    }

    pub fn into_token(self) -> Option<SyntaxToken> {
        match self {
            SyntaxElement::Node(_) => None,
            SyntaxElement::Token(token) => Some(token),
        }
    }
}

impl PartialEq for SyntaxNode {
    fn eq(&self, other: &SyntaxNode) -> bool {
        Arc::ptr_eq(&self.tree, &other.tree) && self.index == other.index
    }
}

impl Eq for SyntaxNode {}

impl hash::Hash for SyntaxNode {
    fn hash<H: hash::Hasher>(&self, state: &mut H) {
        (Arc::as_ptr(&self.tree) as usize, self.index).hash(state)
    }
}

impl PartialEq for SyntaxToken {
    fn eq(&self, other: &SyntaxToken) -> bool {
        Arc::ptr_eq(&self.tree, &other.tree) && self.index == other.index
    }
}

impl Eq for SyntaxToken {}

impl hash::Hash for SyntaxToken {
    fn hash<H: hash::Hasher>(&self, state: &mut H) {
        (Arc::as_ptr(&self.tree) as usize, self.index).hash(state)
    }
}

impl fmt::Display for SyntaxNode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text())
    }
}

impl fmt::Display for SyntaxToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text())
    }
}

impl fmt::Debug for SyntaxNode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}@{:?}", self.kind(), self.text_range())
    }
}

impl fmt::Debug for SyntaxToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}@{:?} {:?}", self.kind(), self.text_range(), self.text())
    }
}
