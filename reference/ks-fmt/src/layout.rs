//! The line model and the printer.
//!
//! [`Scan`] walks the tree once, cutting the token stream into physical lines and classifying each
//! (blank, comment, key line, continuation line, block line). [`render`] prints the lines in the
//! canonical form into a [`Sink`]: a `String` when formatting, or a [`Checker`] that compares with a
//! text that should already be canonical, without building anything.

use ks_lang::{
    syntax::{RawElement, WalkEvent},
    SyntaxKind,
    SyntaxKind::*,
    SyntaxNode,
};

/// A token of a scan: kind and byte range.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Tok {
    pub(crate) kind: SyntaxKind,
    pub(crate) start: u32,
    pub(crate) end: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LineKind {
    /// Nothing but whitespace, outside a block string.
    Blank,
    /// A comment alone on its line.
    Comment,
    /// `key:` and its value's first line.
    Key,
    /// A further line of the value of the key line above.
    Continuation,
    /// A line of a block string (a `BLOCK_LINE` token).
    Block,
    /// An empty line inside a block string.
    BlockEmpty,
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Line {
    pub(crate) kind: LineKind,
    /// Width of the indentation (a tab counts as one column, as in the parser).
    pub(crate) indent: u32,
    /// The line's tokens after the indentation (and the BOM), without its line end.
    pub(crate) first: u32,
    pub(crate) end: u32,
}

/// A node boundary met by the walk: the node's kind, whether it starts or ends, and how many
/// significant tokens came before it (which places it among the tokens whatever the layout).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct NodeMark {
    pub(crate) kind: SyntaxKind,
    pub(crate) leave: bool,
    pub(crate) significant_before: u32,
}

/// Where a walk puts its node boundaries: a list ([`Scan::new`]), or a [`ShapeCheck`] that
/// compares them with another scan's as they come.
pub(crate) trait NodeSink {
    fn mark(&mut self, mark: NodeMark);
}

impl NodeSink for Vec<NodeMark> {
    #[inline]
    fn mark(&mut self, mark: NodeMark) {
        self.push(mark);
    }
}

/// Compares node boundaries with `expected` without keeping them: the index of the first one that
/// differs, and how many there were.
pub(crate) struct ShapeCheck<'e> {
    expected: &'e [NodeMark],
    seen: usize,
    first_difference: Option<usize>,
}

impl<'e> ShapeCheck<'e> {
    pub(crate) fn new(expected: &'e [NodeMark]) -> ShapeCheck<'e> {
        ShapeCheck { expected, seen: 0, first_difference: None }
    }

    /// The index of the first boundary that differs from `expected`, counting a missing or extra
    /// boundary at the end as a difference at the shorter length; `None` when all agree.
    pub(crate) fn difference(&self) -> Option<usize> {
        self.first_difference.or_else(|| {
            (self.seen != self.expected.len()).then(|| self.seen.min(self.expected.len()))
        })
    }
}

impl NodeSink for ShapeCheck<'_> {
    #[inline]
    fn mark(&mut self, mark: NodeMark) {
        let differs = self.expected.get(self.seen).is_some_and(|expected| *expected != mark);
        if differs && self.first_difference.is_none() {
            self.first_difference = Some(self.seen);
        }
        self.seen += 1;
    }
}

/// Whether a token is compared by kind and text: everything but whitespace, line ends, comments,
/// the BOM and block lines (block strings are compared by their `text()`).
pub(crate) fn is_significant(kind: SyntaxKind) -> bool {
    !matches!(kind, WHITESPACE | NEWLINE | COMMENT | BOM | BLOCK_LINE)
}

/// A block string met by the walk: its node's text range and its tokens `first..end` in
/// the scan (a block string has no child nodes, so these are all its direct tokens).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Block {
    pub(crate) start: u32,
    pub(crate) end: u32,
    pub(crate) first: u32,
    pub(crate) end_token: u32,
}

/// One walk over a tree: the tokens cut into lines, the node boundaries and the block strings.
pub(crate) struct Scan {
    /// Every token, in source order.
    pub(crate) tokens: Vec<Tok>,
    pub(crate) lines: Vec<Line>,
    /// Empty for a scan made by [`Scan::walk`].
    pub(crate) nodes: Vec<NodeMark>,
    pub(crate) blocks: Vec<Block>,
}

impl Scan {
    /// Walks the tree with [`SyntaxNode::raw_preorder`]: kinds and ranges only, no handle per
    /// element.
    pub(crate) fn new(root: &SyntaxNode) -> Scan {
        let len = root.text_range().len() as usize;
        let mut nodes: Vec<NodeMark> = Vec::with_capacity(len / 6 + 1);
        let mut scan = Scan::walk(root, &mut nodes);
        scan.nodes = nodes;
        scan
    }

    /// The same walk, handing the node boundaries to `nodes` instead of keeping them. One
    /// non-generic function kept out of its callers: that way the compiler inlines the walk's
    /// iterator here (measured with callgrind: otherwise each element costs a call, ~12 M
    /// instructions more per scan of 1 MB).
    #[inline(never)]
    pub(crate) fn walk(root: &SyntaxNode, nodes: &mut dyn NodeSink) -> Scan {
        let len = root.text_range().len() as usize;
        let mut tokens: Vec<Tok> = Vec::with_capacity(len / 3 + 1);
        let mut lines: Vec<Line> = Vec::with_capacity(len / 20 + 1);
        let mut blocks: Vec<Block> = Vec::new();
        let mut in_block = 0u32;
        let mut line_start = 0u32;
        let mut significant = 0u32;
        for event in root.raw_preorder() {
            match event {
                WalkEvent::Enter(RawElement { kind, range, node: None }) => {
                    if kind == NEWLINE {
                        let at = tokens.len() as u32;
                        lines.push(classify(&tokens, line_start, at, in_block > 0));
                        line_start = at + 1;
                    }
                    significant += u32::from(is_significant(kind));
                    tokens.push(Tok { kind, start: range.start(), end: range.end() });
                }
                WalkEvent::Enter(RawElement { kind, range, node: Some(_) }) => {
                    if kind == BLOCK_STRING {
                        in_block += 1;
                        let first = tokens.len() as u32;
                        let (start, end) = (range.start(), range.end());
                        blocks.push(Block { start, end, first, end_token: first });
                    }
                    nodes.mark(NodeMark { kind, leave: false, significant_before: significant });
                }
                WalkEvent::Leave(RawElement { kind, .. }) => {
                    if kind == BLOCK_STRING {
                        in_block -= 1;
                        if let Some(block) = blocks.last_mut() {
                            block.end_token = tokens.len() as u32;
                        }
                    }
                    nodes.mark(NodeMark { kind, leave: true, significant_before: significant });
                }
            }
        }
        let end = tokens.len() as u32;
        if line_start < end {
            lines.push(classify(&tokens, line_start, end, false));
        }
        Scan { tokens, lines, nodes: Vec::new(), blocks }
    }

    /// Token `index`.
    #[inline]
    pub(crate) fn tok(&self, index: u32) -> Tok {
        self.tokens[index as usize]
    }

    /// Every token, in source order.
    pub(crate) fn toks(&self) -> impl Iterator<Item = Tok> + '_ {
        self.tokens.iter().copied()
    }
}

/// Classifies the line of tokens `first..end` (its line end excluded).
fn classify(tokens: &[Tok], mut first: u32, end: u32, newline_in_block: bool) -> Line {
    if first < end && tokens[first as usize].kind == BOM {
        first += 1;
    }
    let mut indent = 0;
    if first < end && tokens[first as usize].kind == WHITESPACE {
        let tok = tokens[first as usize];
        // Indentation is spaces and tabs: one byte, one column each.
        indent = tok.end - tok.start;
        first += 1;
    }
    let kind = if first == end {
        if indent == 0 && newline_in_block {
            LineKind::BlockEmpty
        } else {
            LineKind::Blank
        }
    } else {
        match tokens[first as usize].kind {
            BLOCK_LINE => LineKind::Block,
            COMMENT => LineKind::Comment,
            IDENT => LineKind::Key,
            _ => LineKind::Continuation,
        }
    };
    Line { kind, indent, first, end }
}

/// Where the printer writes.
pub(crate) trait Sink {
    fn push_str(&mut self, s: &str);
    fn push_spaces(&mut self, n: usize);
    fn newline(&mut self) {
        self.push_str("\n");
    }
}

impl Sink for String {
    fn push_str(&mut self, s: &str) {
        String::push_str(self, s);
    }

    fn push_spaces(&mut self, n: usize) {
        const SPACES: &str = "                                                                ";
        let mut n = n;
        while n > SPACES.len() {
            String::push_str(self, SPACES);
            n -= SPACES.len();
        }
        String::push_str(self, &SPACES[..n]);
    }
}

/// A sink that compares what would be printed with `expected` and remembers where they first differ.
pub(crate) struct Checker<'a> {
    expected: &'a [u8],
    pos: usize,
    /// The offset in `expected` of the first difference, if any.
    pub(crate) mismatch: Option<usize>,
}

impl<'a> Checker<'a> {
    pub(crate) fn new(expected: &'a str) -> Checker<'a> {
        Checker { expected: expected.as_bytes(), pos: 0, mismatch: None }
    }

    /// The first difference, including a printed text shorter or longer than `expected`.
    pub(crate) fn finish(self) -> Option<usize> {
        match self.mismatch {
            Some(at) => Some(at),
            None if self.pos != self.expected.len() => Some(self.pos.min(self.expected.len())),
            None => None,
        }
    }
}

impl Sink for Checker<'_> {
    fn push_str(&mut self, s: &str) {
        if self.mismatch.is_some() {
            return;
        }
        let s = s.as_bytes();
        let end = self.pos + s.len();
        if self.expected.get(self.pos..end) == Some(s) {
            self.pos = end;
        } else {
            let same = self.expected[self.pos..].iter().zip(s).take_while(|(a, b)| a == b).count();
            self.mismatch = Some(self.pos + same);
        }
    }

    fn push_spaces(&mut self, n: usize) {
        if self.mismatch.is_some() {
            return;
        }
        let end = self.pos + n;
        match self.expected.get(self.pos..end) {
            Some(run) if run.iter().all(|&b| b == b' ') => self.pos = end,
            _ => {
                let same =
                    self.expected[self.pos..].iter().take(n).take_while(|&&b| b == b' ').count();
                self.mismatch = Some(self.pos + same);
            }
        }
    }
}

/// The space between two tokens of one line of a value (D6).
fn gap(prev: SyntaxKind, next: SyntaxKind) -> &'static str {
    match (prev, next) {
        // A comment needs the space in front of it to be a comment at all.
        (_, COMMENT) => " ",
        (_, COMMA) | (L_PAREN, _) | (_, R_PAREN) | (WORD, L_PAREN) => "",
        _ => " ",
    }
}

/// Prints `lines` in the canonical form.
pub(crate) fn render(text: &str, scan: &Scan, out: &mut impl Sink) {
    let lines = &scan.lines[..];
    let mut printer = Printer {
        text,
        tokens: &scan.tokens,
        out,
        columns: Vec::new(),
        value_column: 0,
        block_shift: 0,
        printed: false,
        blank: false,
        pending: Vec::new(),
    };
    for (index, line) in lines.iter().enumerate() {
        match line.kind {
            LineKind::Blank | LineKind::Comment => printer.pending.push(index as u32),
            LineKind::Key => {
                let indent = printer.key_indent(line.indent);
                printer.flush(lines, indent);
                printer.key_line(line, indent);
            }
            LineKind::Continuation => {
                let indent = printer.value_column;
                printer.flush(lines, indent);
                printer.value_line(line, indent, false);
            }
            LineKind::Block => {
                printer.flush(lines, 0);
                printer.block_line(line);
            }
            LineKind::BlockEmpty => {
                printer.flush(lines, 0);
                printer.out.newline();
            }
        }
    }
    // Comments after the last entry go to column 0; blank lines at the end are dropped.
    printer.flush(lines, 0);
}

struct Printer<'a, S> {
    text: &'a str,
    tokens: &'a [Tok],
    out: &'a mut S,
    /// Columns of the open entries in the input, outermost first.
    columns: Vec<u32>,
    /// Where continuation lines of the current entry start in the output.
    value_column: usize,
    /// How far the current block string's lines move: new key indent minus old.
    block_shift: i64,
    /// Whether a non-blank line was printed (no blank lines at the start of the file).
    printed: bool,
    /// Whether a blank line is due before the next printed line.
    blank: bool,
    /// Blank and comment lines waiting for the indentation of the next entry or continuation line.
    pending: Vec<u32>,
}

impl<'a, S: Sink> Printer<'a, S> {
    #[inline]
    fn tok_text(&self, index: u32) -> &'a str {
        let index = index as usize;
        let tok = self.tokens[index];
        &self.text[tok.start as usize..tok.end as usize]
    }

    /// The output indentation of a key line at input column `column`: two spaces per level. The
    /// input has no indentation error, so its columns nest consistently.
    fn key_indent(&mut self, column: u32) -> usize {
        while self.columns.last().is_some_and(|&open| open > column) {
            self.columns.pop();
        }
        if self.columns.last() != Some(&column) {
            self.columns.push(column);
        }
        (self.columns.len() - 1) * 2
    }

    /// Starts a printed line: the blank line due before it, then the indentation.
    fn begin(&mut self, indent: usize) {
        if self.blank {
            self.out.newline();
            self.blank = false;
        }
        self.printed = true;
        self.out.push_spaces(indent);
    }

    /// Prints the waiting blank and comment lines; comments take `indent`.
    fn flush(&mut self, lines: &[Line], indent: usize) {
        if self.pending.is_empty() {
            return;
        }
        let pending = std::mem::take(&mut self.pending);
        for &index in &pending {
            let line = lines[index as usize];
            match line.kind {
                LineKind::Blank => self.blank = self.printed,
                _ => {
                    self.begin(indent);
                    let comment = self.tok_text(line.first).trim_end_matches([' ', '\t']);
                    self.out.push_str(comment);
                    self.out.newline();
                }
            }
        }
        self.pending = pending;
        self.pending.clear();
    }

    fn key_line(&mut self, line: &Line, indent: usize) {
        self.begin(indent);
        let key = self.tok_text(line.first);
        self.out.push_str(key);
        self.out.push_str(":");
        self.value_column = indent + key.len() + 2;
        self.block_shift = indent as i64 - i64::from(line.indent);
        let value = Line { first: line.first + 2, ..*line };
        self.value_line(&value, 0, true);
    }

    /// Prints the tokens `line.first..line.end` with canonical spaces; after a key, one space first.
    fn value_line(&mut self, line: &Line, indent: usize, after_key: bool) {
        if !after_key {
            self.begin(indent);
        }
        let mut prev: Option<SyntaxKind> = None;
        for index in line.first..line.end {
            let kind = self.tokens[index as usize].kind;
            if kind == WHITESPACE {
                continue;
            }
            match prev {
                Some(prev) => self.out.push_str(gap(prev, kind)),
                None if after_key => self.out.push_str(" "),
                None => {}
            }
            let text = self.tok_text(index);
            if kind == COMMENT {
                self.out.push_str(text.trim_end_matches([' ', '\t']));
            } else {
                self.out.push_str(text);
            }
            prev = Some(kind);
        }
        self.out.newline();
    }

    /// A block line moves with its key: `block_shift` spaces added or removed in front.
    fn block_line(&mut self, line: &Line) {
        let text = self.tok_text(line.first);
        self.printed = true;
        if self.block_shift >= 0 {
            self.out.push_spaces(self.block_shift as usize);
            self.out.push_str(text);
        } else {
            let remove = (-self.block_shift) as usize;
            let spaces = text.bytes().take(remove).take_while(|&b| b == b' ').count();
            self.out.push_str(&text[spaces..]);
        }
        self.out.newline();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first difference as a comparison of two whole lists finds it.
    fn listed_difference(want: &[NodeMark], got: &[NodeMark]) -> Option<usize> {
        let differs = want.iter().zip(got).position(|(w, g)| w != g);
        (differs.is_some() || want.len() != got.len())
            .then(|| differs.unwrap_or(want.len().min(got.len())))
    }

    #[test]
    fn shape_check_finds_what_comparing_lists_finds() {
        let mark = |kind, leave, significant_before| NodeMark { kind, leave, significant_before };
        let base = [
            mark(SOURCE_FILE, false, 0),
            mark(ENTRY, false, 0),
            mark(ENTRY, true, 3),
            mark(ENTRY, false, 3),
            mark(ENTRY, true, 5),
            mark(SOURCE_FILE, true, 5),
        ];
        let mut other = base;
        other[3].significant_before = 4;
        let mut twice = base;
        twice[2].leave = false;
        twice[4].kind = SOURCE_FILE;
        let cases: [&[NodeMark]; 6] =
            [&base, &base[..4], &base[..0], &other, &twice, &[base, base].concat()];
        for want in cases {
            for got in cases {
                let mut check = ShapeCheck::new(want);
                for &m in got {
                    check.mark(m);
                }
                assert_eq!(check.difference(), listed_difference(want, got), "{want:?} {got:?}");
            }
        }
    }
}
