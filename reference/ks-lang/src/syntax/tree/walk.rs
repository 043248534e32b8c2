//! The iterative preorder walk over a tree's nodes and tokens (no recursion: a tree may nest as
//! deep as its input).

use super::{SyntaxElement, SyntaxNode, TreeData};

/// A step of a preorder walk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WalkEvent<T> {
    Enter(T),
    Leave(T),
}

/// What a walk reached: a node, or a token with the node that contains it.
#[derive(Clone, Copy)]
pub(super) enum Step {
    Node(u32),
    Token(u32, u32),
}

/// The state of an iterative preorder walk, shared by both walk iterators.
pub(super) struct Walk {
    /// For each open node: its index, the next token and the next child node to visit.
    stack: Vec<(u32, u32, u32)>,
    root: u32,
    started: bool,
}

impl Walk {
    pub(super) fn new(root: u32) -> Walk {
        Walk { stack: Vec::new(), root, started: false }
    }

    pub(super) fn step(&mut self, tree: &TreeData) -> Option<WalkEvent<Step>> {
        if !self.started {
            self.started = true;
            let data = tree.nodes[self.root as usize];
            self.stack.push((self.root, data.first_token, self.root + 1));
            return Some(WalkEvent::Enter(Step::Node(self.root)));
        }
        let (node, token, child) = *self.stack.last()?;
        let data = tree.nodes[node as usize];
        if child < data.subtree_end && tree.nodes[child as usize].first_token == token {
            let child_data = tree.nodes[child as usize];
            let top = self.stack.last_mut().unwrap();
            top.1 = child_data.end_token;
            top.2 = child_data.subtree_end;
            self.stack.push((child, child_data.first_token, child + 1));
            return Some(WalkEvent::Enter(Step::Node(child)));
        }
        if token < data.end_token {
            self.stack.last_mut().unwrap().1 = token + 1;
            // Tokens are leaves: only their entry is reported.
            return Some(WalkEvent::Enter(Step::Token(token, node)));
        }
        self.stack.pop();
        Some(WalkEvent::Leave(Step::Node(node)))
    }
}

/// An iterative preorder walk over nodes and tokens (see `SyntaxNode::preorder_with_tokens`).
pub struct Preorder {
    pub(super) root: SyntaxNode,
    pub(super) walk: Walk,
}

impl Iterator for Preorder {
    type Item = WalkEvent<SyntaxElement>;

    fn next(&mut self) -> Option<Self::Item> {
        let element = |step: Step| match step {
            Step::Node(index) => SyntaxElement::Node(self.root.node(index)),
            Step::Token(index, parent) => SyntaxElement::Token(self.root.token(index, parent)),
        };
        Some(match self.walk.step(&self.root.tree)? {
            WalkEvent::Enter(step) => WalkEvent::Enter(element(step)),
            WalkEvent::Leave(step) => WalkEvent::Leave(element(step)),
        })
    }
}
