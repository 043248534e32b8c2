//! The typed AST: thin views over the CST (rust-analyzer style). Accessors return `Option` because a
//! tree of invalid input may lack anything the grammar requires.
//!
//! The tree is normalised by construction (grammar/keepshipping.ungram): operator nodes exist only
//! where their operator is written, so a one-item tuple is its item and a one-atom phrase its atom.

mod generated;
mod scalar;

pub use generated::*;
pub use scalar::{
    DottedName, Interpolation, NameSegment, Scalar, ScalarClass, ScalarError, StringPart, TextPart,
};

use std::marker::PhantomData;

use crate::syntax::{
    tree::RawChild, SyntaxKind, SyntaxKind::*, SyntaxNode, SyntaxToken, TextRange,
};

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
    /// The parent, and the row of the child last looked at (the parent's own row at the start).
    parent: SyntaxNode,
    row: u32,
    ph: PhantomData<N>,
}

impl<N: AstNode> Iterator for AstChildren<N> {
    type Item = N;

    fn next(&mut self) -> Option<N> {
        // Kinds are compared on the node table; only a child that casts gets a handle.
        while let Some((row, kind)) = self.parent.next_child_row(self.row) {
            self.row = row;
            if N::can_cast(kind) {
                return N::cast(self.parent.child_node(row));
            }
        }
        None
    }

    /// Counted on the node table, with no handle per child (a child of a kind that can cast does).
    fn count(mut self) -> usize {
        let mut count = 0;
        while let Some((row, kind)) = self.parent.next_child_row(self.row) {
            self.row = row;
            count += usize::from(N::can_cast(kind));
        }
        count
    }
}

/// Whether an element of this kind casts to an [`Expr`]: a node kind of an expression, or one of
/// the tokens that are expressions on their own.
fn is_expr(child: RawChild) -> bool {
    if child.is_token() {
        matches!(child.kind(), WORD | STRING | INTERP)
    } else {
        Expr::can_cast(child.kind()) && !matches!(child.kind(), WORD | STRING | INTERP)
    }
}

mod support {
    use super::*;

    pub(super) fn child<N: AstNode>(parent: &SyntaxNode) -> Option<N> {
        let mut row = parent.raw_index();
        while let Some((next, kind)) = parent.next_child_row(row) {
            if N::can_cast(kind) {
                return N::cast(parent.child_node(next));
            }
            row = next;
        }
        None
    }

    pub(super) fn children<N: AstNode>(parent: &SyntaxNode) -> AstChildren<N> {
        AstChildren { parent: parent.clone(), row: parent.raw_index(), ph: PhantomData }
    }

    pub(super) fn exprs(parent: &SyntaxNode) -> impl Iterator<Item = Expr> + '_ {
        Exprs { parent, raw: parent.raw_children_with_tokens() }
    }

    /// The expression children of a node. Every child [`is_expr`] accepts casts, so `nth` skips
    /// children on the tables and makes a handle for the one it returns only (`IsExpr::threshold`
    /// is the third).
    struct Exprs<'a, I> {
        parent: &'a SyntaxNode,
        raw: I,
    }

    impl<I: Iterator<Item = RawChild>> Iterator for Exprs<'_, I> {
        type Item = Expr;

        fn next(&mut self) -> Option<Expr> {
            let child = self.raw.find(|&child| is_expr(child))?;
            Expr::cast(self.parent.raw_child(child))
        }

        fn nth(&mut self, n: usize) -> Option<Expr> {
            for _ in 0..n {
                self.raw.find(|&child| is_expr(child))?;
            }
            self.next()
        }

        fn count(self) -> usize {
            self.raw.filter(|&child| is_expr(child)).count()
        }
    }

    pub(super) fn token(parent: &SyntaxNode, kinds: &[SyntaxKind]) -> Option<SyntaxToken> {
        tokens(parent, kinds).next()
    }

    pub(super) fn tokens<'a>(
        parent: &'a SyntaxNode,
        kinds: &'a [SyntaxKind],
    ) -> impl Iterator<Item = SyntaxToken> + 'a {
        parent
            .raw_children_with_tokens()
            .filter(move |&child| child.is_token() && kinds.contains(&child.kind()))
            .filter_map(|child| parent.raw_child(child).into_token())
    }
}

impl Key {
    /// The key's name, without the colon.
    pub fn name(&self) -> Option<SyntaxToken> {
        support::token(&self.syntax, &[IDENT])
    }
}

impl SourceFile {
    /// The first top-level entry whose key is `key` (entries keep their source order; a duplicate
    /// key is for the checker to report).
    pub fn entry(&self, key: &str) -> Option<Entry> {
        self.entries().find(|entry| entry.key_text() == Some(key))
    }
}

impl Entry {
    /// The key's name as text (empty when the key is missing, which the parser never produces).
    pub fn key_name(&self) -> std::string::String {
        self.key_text().unwrap_or_default().to_string()
    }

    /// The key's name, borrowed from the tree; `None` when the key is missing.
    pub fn key_text(&self) -> Option<&str> {
        self.key_text_and_range().map(|(text, _)| text)
    }

    /// The key's name and its range ([`Key::name`]'s text and range), read without a handle for the
    /// key or its token: lowering reads every key of a file.
    pub fn key_text_and_range(&self) -> Option<(&str, TextRange)> {
        let range = self.syntax.child_token_range(KEY, IDENT)?;
        Some((self.syntax.text_in(range), range))
    }

    /// [`Entry::key_text_and_range`] and [`Entry::value`] in one pass over the entry's children,
    /// with a handle for the value only: lowering reads both of every entry of a file.
    pub fn key_and_value(&self) -> (Option<(&str, TextRange)>, Option<Expr>) {
        let (mut key, mut key_seen, mut value) = (None, false, None);
        for child in self.syntax.raw_children_with_tokens() {
            match child {
                // The first key node only, as `key_text_and_range` reads it.
                RawChild::Node(row, KEY) if !key_seen => {
                    key_seen = true;
                    key = self.syntax.own_token_range(row, IDENT);
                }
                child if value.is_none() && is_expr(child) => {
                    value = Expr::cast(self.syntax.raw_child(child));
                }
                _ => {}
            }
            if key_seen && value.is_some() {
                break;
            }
        }
        (key.map(|range| (self.syntax.text_in(range), range)), value)
    }

    /// The first child entry whose key is `key`.
    pub fn entry(&self, key: &str) -> Option<Entry> {
        self.entries().find(|entry| entry.key_text() == Some(key))
    }

    /// The entry this one is a child of; `None` at the top level.
    pub fn parent_entry(&self) -> Option<Entry> {
        self.syntax.parent().and_then(Entry::cast)
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
        self.lines().into_iter().map(|line| line.text).collect()
    }

    /// The block's lines, verbatim, without line ends, each with its range (an empty line has an
    /// empty range where it starts).
    pub fn lines(&self) -> Vec<TextPart<'_>> {
        let mut lines = Vec::new();
        let mut current: Option<TextPart<'_>> = None;
        let mut past_header = false;
        for element in self.syntax.children_with_tokens() {
            let Some(token) = element.into_token() else { continue };
            match token.kind() {
                NEWLINE if past_header => {
                    let empty =
                        TextPart { text: "", range: TextRange::empty(token.text_range().start()) };
                    lines.push(current.take().unwrap_or(empty));
                }
                NEWLINE => past_header = true,
                BLOCK_LINE => {
                    let range = token.text_range();
                    current = Some(TextPart { text: block_line_text(self, &token), range });
                }
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
    slice_of(&block.syntax, token.text_range())
}

/// The text of `range`, which lies inside `node`, with the node's lifetime.
fn slice_of(node: &SyntaxNode, range: TextRange) -> &str {
    let start = (range.start() - node.text_range().start()) as usize;
    &node.text()[start..start + range.len() as usize]
}

impl Expr {
    /// The source range of the expression: from its first significant token to its last (an
    /// operator node holds the trivia between its operands, never around them).
    pub fn text_range(&self) -> TextRange {
        match self.syntax_node() {
            Ok(node) => node.text_range(),
            Err(token) => token.text_range(),
        }
    }

    /// The expression's source text, as written (comments and line breaks between its operands
    /// included).
    pub fn text(&self) -> &str {
        match self.syntax_node() {
            Ok(node) => node.text(),
            Err(token) => token.text(),
        }
    }

    /// The file's text in `range`, any range of the file ([`SyntaxNode::text_in`]).
    pub fn text_in(&self, range: TextRange) -> &str {
        match self.syntax_node() {
            Ok(node) => node.text_in(range),
            Err(token) => token.text_in(range),
        }
    }

    /// The file's text, shared ([`SyntaxNode::shared_text`]).
    pub fn shared_text(&self) -> crate::SharedText {
        match self.syntax_node() {
            Ok(node) => node.shared_text(),
            Err(token) => token.shared_text(),
        }
    }

    /// The node the expression sits in: for an entry's value, the entry.
    pub fn parent(&self) -> Option<SyntaxNode> {
        match self.syntax_node() {
            Ok(node) => node.parent(),
            Err(token) => Some(token.parent()),
        }
    }

    /// The direct sub-expressions, in source order (none for an atom). Only the children that are
    /// expressions get a handle: walks over every expression of a file stay cheap.
    pub fn sub_exprs(&self) -> impl Iterator<Item = Expr> + '_ {
        self.syntax_node().ok().into_iter().flat_map(support::exprs)
    }

    /// The expression as one bare word, if it is one.
    pub fn as_word(&self) -> Option<&Word> {
        match self {
            Expr::Word(word) => Some(word),
            _ => None,
        }
    }

    /// The items of a value: a tuple's items, or the value itself.
    pub fn items(&self) -> Vec<Expr> {
        self.each_item().collect()
    }

    /// The items of a value without a list: a tuple's items, or the value itself.
    pub fn each_item(&self) -> impl Iterator<Item = Expr> + '_ {
        let tuple = match self {
            Expr::Tuple(tuple) => Some(tuple.exprs()),
            _ => None,
        };
        let single = tuple.is_none().then(|| self.clone());
        tuple.into_iter().flatten().chain(single)
    }

    /// Whether the expression is, or holds, a node of kind `kind` (`IS_EXPR`, …), without a walk:
    /// an atom is a token and holds no node.
    pub fn contains_kind(&self, kind: SyntaxKind) -> bool {
        self.syntax_node().is_ok_and(|node| node.contains_kind(kind))
    }

    /// The node of an operator or group, or the token of an atom, borrowed.
    fn syntax_node(&self) -> Result<&SyntaxNode, &SyntaxToken> {
        match self {
            Expr::DefaultValue(it) => Ok(it.syntax()),
            Expr::Tuple(it) => Ok(it.syntax()),
            Expr::OrExpr(it) => Ok(it.syntax()),
            Expr::AndExpr(it) => Ok(it.syntax()),
            Expr::NotExpr(it) => Ok(it.syntax()),
            Expr::CompareExpr(it) => Ok(it.syntax()),
            Expr::IsExpr(it) => Ok(it.syntax()),
            Expr::Union(it) => Ok(it.syntax()),
            Expr::Phrase(it) => Ok(it.syntax()),
            Expr::Group(it) => Ok(it.syntax()),
            Expr::Missing(it) => Ok(it.syntax()),
            Expr::Word(it) => Err(it.syntax()),
            Expr::String(it) => Err(it.syntax()),
            Expr::Interp(it) => Err(it.syntax()),
        }
    }
}
