//! The line model and the printer.
//!
//! [`Scan`] reads the tree's flat arrays (no walk) and the parse's line table (ks-lang's lexer
//! classifies each physical line: blank, comment, key line, other line, block line). [`render`]
//! prints the lines in the canonical form into a [`Sink`]: a `String` when formatting, or a
//! [`Checker`] that compares with a text that should already be canonical, without building
//! anything.

use ks_lang::{
    ast::{AstNode, BlockString},
    internal::{self, RawTree},
    LineClass, Parse, SyntaxKind,
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

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Line {
    pub(crate) kind: LineKind,
    /// Width of the indentation (a tab counts as one column, as in the parser).
    pub(crate) indent: u32,
    /// The line's tokens after the indentation (and the BOM), without its line end.
    pub(crate) first: u32,
    pub(crate) end: u32,
}

/// Counts the significant tokens before a token position that only moves forward.
#[derive(Default)]
struct Counter {
    token: u32,
    count: u32,
}

impl Counter {
    /// The number of significant tokens of `kinds` before `token` (at least the last position).
    #[inline]
    fn at(&mut self, kinds: &[SyntaxKind], token: u32) -> u32 {
        debug_assert!(token >= self.token);
        // Few tokens at a time: a plain loop costs less here than an iterator over a slice.
        while self.token < token {
            self.count += u32::from(SIGNIFICANT[kinds[self.token as usize] as usize]);
            self.token += 1;
        }
        self.count
    }
}

/// A row where two trees differ in shape; `None` when they have the same nodes around the same
/// significant tokens.
///
/// Rows are compared by kind, subtree extent and where they start and end among the significant
/// tokens. Two node tables agree this way exactly when a preorder walk of each meets the same node
/// boundaries (kind, start or end, significant tokens before it) in the same order: the rows and
/// their subtree ends give the nesting, the counts the places. The rows are visited in that walk's
/// order (a row is closed when the next row is outside its subtree), whose token positions never
/// decrease, so one counter per tree that only moves forward places every boundary.
pub(crate) fn shape_difference(a: RawTree<'_>, b: RawTree<'_>) -> Option<u32> {
    let (a_nodes, b_nodes) = (a.nodes(), b.nodes());
    let (a_kinds, b_kinds) = (a.token_kinds(), b.token_kinds());
    let (mut a_count, mut b_count) = (Counter::default(), Counter::default());
    // The rows open at the current one, innermost last.
    let mut open: Vec<u32> = Vec::new();
    for (row, (x, y)) in a_nodes.iter().zip(b_nodes).enumerate() {
        let row = row as u32;
        if x.kind() != y.kind() || x.subtree_end() != y.subtree_end() {
            return Some(row);
        }
        // Every earlier row agreed, so both trees have the same rows open: close those that end
        // before this one, innermost first.
        while let Some(&top) = open.last() {
            let (x, y) = (&a_nodes[top as usize], &b_nodes[top as usize]);
            if x.subtree_end() > row {
                break;
            }
            open.pop();
            if a_count.at(a_kinds, x.end_token()) != b_count.at(b_kinds, y.end_token()) {
                return Some(top);
            }
        }
        if a_count.at(a_kinds, x.first_token()) != b_count.at(b_kinds, y.first_token()) {
            return Some(row);
        }
        open.push(row);
    }
    while let Some(top) = open.pop() {
        let (x, y) = (&a_nodes[top as usize], &b_nodes[top as usize]);
        if a_count.at(a_kinds, x.end_token()) != b_count.at(b_kinds, y.end_token()) {
            return Some(top);
        }
    }
    // The root's subtree end is the table's length, so tables of other lengths differ at row 0.
    debug_assert_eq!(a_nodes.len(), b_nodes.len());
    None
}

/// Whether a token is compared by kind and text: everything but whitespace, line ends, comments,
/// the BOM and block lines (block strings are compared by their `text()`).
#[inline]
pub(crate) fn is_significant(kind: SyntaxKind) -> bool {
    SIGNIFICANT[kind as usize] == 1
}

/// [`is_significant`] by the kind's number: 1 or 0, to add up in loops over every token.
const SIGNIFICANT: [u8; 256] = {
    let mut table = [1; 256];
    table[WHITESPACE as usize] = 0;
    table[NEWLINE as usize] = 0;
    table[COMMENT as usize] = 0;
    table[BOM as usize] = 0;
    table[BLOCK_LINE as usize] = 0;
    table
};

/// A block string of the tree: its node's text range and its row in the node table.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Block {
    pub(crate) start: u32,
    pub(crate) end: u32,
    pub(crate) row: u32,
}

/// A tree read for printing: its tokens (the tree's own arrays, borrowed), cut into lines, and its
/// block strings.
pub(crate) struct Scan<'t> {
    /// The root of the tree the scan reads.
    pub(crate) root: SyntaxNode,
    /// The tree's arrays; `text`, `kinds` and `starts` are kept at hand for the loops over every
    /// token.
    pub(crate) raw: RawTree<'t>,
    pub(crate) text: &'t str,
    /// Every token's kind, in source order.
    pub(crate) kinds: &'t [SyntaxKind],
    /// Every token's start, then the text's length.
    pub(crate) starts: &'t [u32],
    pub(crate) lines: Vec<Line>,
    pub(crate) blocks: Vec<Block>,
}

impl<'t> Scan<'t> {
    /// Reads the tree's flat arrays: the node table for block strings; and the parse's line table,
    /// whose classes are the lexer's. No walk.
    pub(crate) fn new(parse: &'t Parse) -> Scan<'t> {
        let raw = internal::raw_tree(parse);
        let (kinds, starts) = (raw.token_kinds(), raw.token_starts());
        let mut blocks = Vec::new();
        for (row, node) in raw.nodes().iter().enumerate() {
            if node.kind() == BLOCK_STRING {
                let (start, end) =
                    (starts[node.first_token() as usize], starts[node.end_token() as usize]);
                blocks.push(Block { start, end, row: row as u32 });
            }
        }
        let lines = parse.lines().iter().map(line_of).collect();
        Scan { root: parse.syntax(), raw, text: raw.text(), kinds, starts, lines, blocks }
    }

    /// The block string of `block`, a block of this scan.
    pub(crate) fn block_string(&self, block: &Block) -> Option<BlockString> {
        internal::node_at_row(&self.root, block.row).and_then(BlockString::cast)
    }

    /// The text of token `index`, as bytes.
    #[inline]
    pub(crate) fn token_bytes(&self, index: usize) -> &'t [u8] {
        &self.text.as_bytes()[self.starts[index] as usize..self.starts[index + 1] as usize]
    }

    /// Every token, in source order.
    pub(crate) fn toks(&self) -> impl Iterator<Item = Tok> + '_ {
        self.kinds.iter().zip(self.starts.windows(2)).map(|(&kind, range)| Tok {
            kind,
            start: range[0],
            end: range[1],
        })
    }
}

/// The printer's view of a line of ks-lang's line table: `first` is its first token after the
/// indentation, `end` its line end.
fn line_of(line: &ks_lang::Line) -> Line {
    let tokens = internal::line_tokens(line);
    let kind = match line.class() {
        LineClass::Blank => LineKind::Blank,
        LineClass::Comment => LineKind::Comment,
        LineClass::Key { .. } => LineKind::Key,
        LineClass::Block if line.is_empty() => LineKind::BlockEmpty,
        LineClass::Block => LineKind::Block,
        // An other line: a continuation (the formatter only prints trees without errors).
        _ => LineKind::Continuation,
    };
    Line { kind, indent: line.indent(), first: tokens.content, end: tokens.end }
}

/// Where the printer writes. Pieces of the printed text come as ranges of the text being printed
/// (token texts, and runs of them where the text already has the canonical spacing) or as
/// literal spaces, colons and line ends.
pub(crate) trait Sink {
    /// Appends `text[start..end]`.
    fn push_source(&mut self, text: &str, start: u32, end: u32);
    /// Appends one ASCII character.
    fn push_ascii(&mut self, byte: u8);
    fn push_spaces(&mut self, n: usize);
}

impl Sink for String {
    #[inline]
    fn push_source(&mut self, text: &str, start: u32, end: u32) {
        String::push_str(self, &text[start as usize..end as usize]);
    }

    #[inline]
    fn push_ascii(&mut self, byte: u8) {
        self.push(char::from(byte));
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

    fn compare(&mut self, s: &[u8]) {
        let end = self.pos + s.len();
        if self.expected.get(self.pos..end) == Some(s) {
            self.pos = end;
        } else {
            let same = self.expected[self.pos..].iter().zip(s).take_while(|(a, b)| a == b).count();
            self.mismatch = Some(self.pos + same);
        }
    }
}

impl Sink for Checker<'_> {
    fn push_source(&mut self, text: &str, start: u32, end: u32) {
        if self.mismatch.is_some() {
            return;
        }
        // A piece of `expected` printed at its own place is equal to it without comparing bytes.
        let text = text.as_bytes();
        if std::ptr::eq(text, self.expected) && start as usize == self.pos {
            self.pos = end as usize;
        } else {
            self.compare(&text[start as usize..end as usize]);
        }
    }

    fn push_ascii(&mut self, byte: u8) {
        if self.mismatch.is_none() {
            self.compare(&[byte]);
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

/// Whether one space goes between two tokens of one line of a value (D6); otherwise none.
#[inline]
fn spaced(prev: SyntaxKind, next: SyntaxKind) -> bool {
    match (prev, next) {
        // A comment needs the space in front of it to be a comment at all.
        (_, COMMENT) => true,
        (_, COMMA) | (L_PAREN, _) | (_, R_PAREN) | (WORD, L_PAREN) => false,
        _ => true,
    }
}

/// Prints `lines` in the canonical form.
pub(crate) fn render(scan: &Scan<'_>, out: &mut impl Sink) {
    let text = scan.text;
    let lines = &scan.lines[..];
    let mut printer = Printer {
        text,
        bytes: text.as_bytes(),
        kinds: scan.kinds,
        starts: scan.starts,
        out,
        run_start: 0,
        run_end: 0,
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
                printer.ascii(b'\n');
            }
        }
    }
    // Comments after the last entry go to column 0; blank lines at the end are dropped.
    printer.flush(lines, 0);
    printer.end_run();
}

/// The printer keeps what it has printed since the last literal that differs from the text as one
/// run of the text (`run_start..run_end`): a token whose text starts where the run ends, or a
/// space, colon or line end that the text has right there, extends the run instead of being
/// written on its own. On text already in canonical layout the whole output is one run.
struct Printer<'a, S> {
    text: &'a str,
    bytes: &'a [u8],
    kinds: &'a [SyntaxKind],
    starts: &'a [u32],
    out: &'a mut S,
    run_start: u32,
    run_end: u32,
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
    /// Writes out the current run. Kept out of line: the printing methods that call it are inlined
    /// into the loop over tokens.
    #[inline(never)]
    fn end_run(&mut self) {
        if self.run_end > self.run_start {
            self.out.push_source(self.text, self.run_start, self.run_end);
        }
        self.run_start = self.run_end;
    }

    /// Prints `text[start..end]`.
    #[inline(always)]
    fn source(&mut self, start: u32, end: u32) {
        if start != self.run_end {
            self.end_run();
            self.run_start = start;
        }
        self.run_end = end;
    }

    /// Prints token `index`, without the trailing spaces and tabs of a comment.
    #[inline(always)]
    fn token(&mut self, index: u32, kind: SyntaxKind) {
        let (start, end) = (self.starts[index as usize], self.starts[index as usize + 1]);
        self.token_text(start, end, kind);
    }

    /// Prints the token at `start..end`, as [`Printer::token`] does.
    #[inline(always)]
    fn token_text(&mut self, start: u32, mut end: u32, kind: SyntaxKind) {
        if kind == COMMENT {
            while end > start && matches!(self.bytes[end as usize - 1], b' ' | b'\t') {
                end -= 1;
            }
        }
        self.source(start, end);
    }

    /// Prints an ASCII character: the run goes on when the text has it right after the run.
    #[inline(always)]
    fn ascii(&mut self, byte: u8) {
        if self.bytes.get(self.run_end as usize) == Some(&byte) {
            self.run_end += 1;
        } else {
            self.end_run();
            self.out.push_ascii(byte);
        }
    }

    /// Prints `n` spaces, as [`Printer::ascii`] does.
    #[inline]
    fn spaces(&mut self, n: usize) {
        let at = self.run_end as usize;
        match self.bytes.get(at..at + n) {
            Some(run) if run.iter().all(|&b| b == b' ') => self.run_end += n as u32,
            _ => {
                self.end_run();
                self.out.push_spaces(n);
            }
        }
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
    #[inline]
    fn begin(&mut self, indent: usize) {
        if self.blank {
            self.ascii(b'\n');
            self.blank = false;
        }
        self.printed = true;
        if indent > 0 {
            self.spaces(indent);
        }
    }

    /// Prints the waiting blank and comment lines; comments take `indent`.
    #[inline]
    fn flush(&mut self, lines: &[Line], indent: usize) {
        if !self.pending.is_empty() {
            self.flush_pending(lines, indent);
        }
    }

    fn flush_pending(&mut self, lines: &[Line], indent: usize) {
        let pending = std::mem::take(&mut self.pending);
        for &index in &pending {
            let line = lines[index as usize];
            match line.kind {
                LineKind::Blank => self.blank = self.printed,
                _ => {
                    self.begin(indent);
                    self.token(line.first, COMMENT);
                    self.ascii(b'\n');
                }
            }
        }
        self.pending = pending;
        self.pending.clear();
    }

    fn key_line(&mut self, line: &Line, indent: usize) {
        self.begin(indent);
        let (start, end) = (self.starts[line.first as usize], self.starts[line.first as usize + 1]);
        self.source(start, end);
        self.ascii(b':');
        self.value_column = indent + (end - start) as usize + 2;
        self.block_shift = indent as i64 - i64::from(line.indent);
        let value = Line { first: line.first + 2, ..*line };
        self.value_line(&value, 0, true);
    }

    /// Prints the tokens `line.first..line.end` with canonical spaces; after a key, one space first.
    #[inline]
    fn value_line(&mut self, line: &Line, indent: usize, after_key: bool) {
        if !after_key {
            self.begin(indent);
        }
        let (first, end) = (line.first as usize, line.end as usize);
        let (kinds, starts) = (self.kinds, self.starts);
        let mut prev: Option<SyntaxKind> = None;
        // Slices of the line's tokens: no bounds check per token.
        for (&kind, range) in kinds[first..end].iter().zip(starts[first..=end].windows(2)) {
            if kind == WHITESPACE {
                continue;
            }
            let space = match prev {
                Some(prev) => spaced(prev, kind),
                None => after_key,
            };
            if space {
                self.ascii(b' ');
            }
            self.token_text(range[0], range[1], kind);
            prev = Some(kind);
        }
        self.ascii(b'\n');
    }

    /// A block line moves with its key: `block_shift` spaces added or removed in front.
    fn block_line(&mut self, line: &Line) {
        let (start, end) = (self.starts[line.first as usize], self.starts[line.first as usize + 1]);
        self.printed = true;
        if self.block_shift >= 0 {
            if self.block_shift > 0 {
                self.spaces(self.block_shift as usize);
            }
            self.source(start, end);
        } else {
            let remove = (-self.block_shift) as usize;
            let line_text = &self.bytes[start as usize..end as usize];
            let spaces = line_text.iter().take(remove).take_while(|&&b| b == b' ').count();
            self.source(start + spaces as u32, end);
        }
        self.ascii(b'\n');
    }
}

#[cfg(test)]
mod tests {
    use ks_lang::{internal::RawElement, syntax::WalkEvent};

    use super::*;

    /// Classifies the line of tokens `first..end` (its line end excluded) from its tokens alone: the
    /// oracle the line table from ks-lang is compared with.
    fn classify(
        kinds: &[SyntaxKind],
        starts: &[u32],
        mut first: u32,
        end: u32,
        newline_in_block: bool,
    ) -> Line {
        if first < end && kinds[first as usize] == BOM {
            first += 1;
        }
        let mut indent = 0;
        if first < end && kinds[first as usize] == WHITESPACE {
            // Indentation is spaces and tabs: one byte, one column each.
            indent = starts[first as usize + 1] - starts[first as usize];
            first += 1;
        }
        let kind = if first == end {
            if indent == 0 && newline_in_block {
                LineKind::BlockEmpty
            } else {
                LineKind::Blank
            }
        } else {
            match kinds[first as usize] {
                BLOCK_LINE => LineKind::Block,
                COMMENT => LineKind::Comment,
                IDENT => LineKind::Key,
                _ => LineKind::Continuation,
            }
        };
        Line { kind, indent, first, end }
    }

    /// A node boundary met by a walk: the node's kind, whether it starts or ends, and how many
    /// significant tokens came before it.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    struct NodeMark {
        kind: SyntaxKind,
        leave: bool,
        significant_before: u32,
    }

    /// Whether `shape_difference` finds a difference exactly when the walks of the two trees meet
    /// different node boundaries.
    fn check_shapes(a: &str, b: &str) -> bool {
        let (pa, pb) = (ks_lang::parse(a), ks_lang::parse(b));
        let found = shape_difference(internal::raw_tree(&pa), internal::raw_tree(&pb));
        let differ = walked(&pa.syntax()).0 != walked(&pb.syntax()).0;
        assert_eq!(found.is_some(), differ, "{a:?} {b:?}");
        differ
    }

    /// The checker finds a text canonical exactly when printing it into a string gives it back,
    /// and the first difference it reports is where that string first differs.
    #[test]
    fn checker_agrees_with_printing() {
        let mut texts = vec![
            "a: b\n".to_string(),
            "a:   b\n".to_string(),
            "a: b".to_string(),
            "a: b\n\n\n".to_string(),
            "a: b\r\n".to_string(),
            "a:\n    b: |\n        x\n\n        y\n".to_string(),
            "a: x # c   \n".to_string(),
        ];
        texts.extend(suite_inputs());
        let (mut canonical, mut changed) = (0, 0);
        for text in &texts {
            let parse = ks_lang::parse(text);
            let scan = Scan::new(&parse);
            let mut printed = String::new();
            render(&scan, &mut printed);
            let mut checker = Checker::new(text);
            render(&scan, &mut checker);
            let first = printed.bytes().zip(text.bytes()).position(|(a, b)| a != b);
            let want = (printed != *text).then(|| first.unwrap_or(printed.len().min(text.len())));
            assert_eq!(checker.finish(), want, "{text:?}");
            if want.is_none() {
                canonical += 1;
            } else {
                changed += 1;
            }
        }
        assert!(canonical > 50 && changed > 50, "{canonical} canonical, {changed} changed");
    }

    /// The texts of the suite's inputs, in path order.
    fn suite_inputs() -> Vec<String> {
        let inputs =
            crate::suite::ks_files().into_iter().filter(|(path, _)| path.ends_with("input.ks"));
        let mut texts: Vec<String> = inputs.map(|(_, text)| text).collect();
        texts.sort();
        texts
    }

    #[test]
    fn shape_difference_is_a_difference_of_walks() {
        let pairs = [
            ("a:\n  b: c\n", "a:\n    b:   c\n", false),
            ("a:\n  b: c\n", "a:\nb: c\n", true),
            ("a: x\n  and y\n", "a: x\nand: y\n", true),
            ("a: (x y)\n", "a: ( x  y )\n", false),
            ("a: (x y)\n", "a: (x) y\n", true),
            ("a: x y\n", "a: x, y\n", true),
            ("a: b\n", "a: b\n\n# c\n", false),
            ("a: b\n", "", true),
            ("a: |\n  x\n", "a: |\n      x\n", false),
        ];
        for (a, b, differ) in pairs {
            assert_eq!(check_shapes(a, b), differ, "{a:?} {b:?}");
        }
        // Each input of the suite against itself, its formatted text and the next input.
        let texts = suite_inputs();
        let (mut same, mut different) = (0, 0);
        for (index, text) in texts.iter().enumerate() {
            assert!(!check_shapes(text, text));
            if let Ok(formatted) = crate::format(text) {
                assert!(!check_shapes(text, &formatted), "{text:?}");
                same += 1;
            }
            if check_shapes(text, &texts[(index + 1) % texts.len()]) {
                different += 1;
            }
        }
        assert!(same > 100 && different > 300, "{same} formatted, {different} differing pairs");
    }

    /// The node boundaries, tokens and lines a preorder walk meets (a line end is in a block
    /// string when the walk is inside one): what `shape_difference` and `Scan` read from the flat
    /// arrays.
    fn walked(root: &ks_lang::SyntaxNode) -> (Vec<NodeMark>, Vec<Tok>, Vec<Line>) {
        let (mut marks, mut toks) = (Vec::new(), Vec::new());
        let (mut kinds, mut starts, mut ends) = (Vec::new(), Vec::new(), Vec::new());
        let mut significant = 0;
        let mut in_block = 0;
        for event in internal::raw_preorder(root) {
            match event {
                WalkEvent::Enter(RawElement { kind, range, node: None }) => {
                    significant += u32::from(is_significant(kind));
                    if kind == NEWLINE {
                        ends.push((kinds.len() as u32, in_block > 0));
                    }
                    toks.push(Tok { kind, start: range.start(), end: range.end() });
                    kinds.push(kind);
                    starts.push(range.start());
                }
                WalkEvent::Enter(RawElement { kind, .. }) => {
                    in_block += u32::from(kind == BLOCK_STRING);
                    marks.push(NodeMark { kind, leave: false, significant_before: significant })
                }
                WalkEvent::Leave(RawElement { kind, .. }) => {
                    in_block -= u32::from(kind == BLOCK_STRING);
                    marks.push(NodeMark { kind, leave: true, significant_before: significant })
                }
            }
        }
        starts.push(root.text_range().end());
        let mut lines = Vec::new();
        let mut line_start = 0;
        for (at, in_block) in ends {
            lines.push(classify(&kinds, &starts, line_start, at, in_block));
            line_start = at + 1;
        }
        // A file that is only a BOM has no line in ks-lang's table (nothing to print either way).
        let only_bom = kinds == [BOM];
        if line_start < kinds.len() as u32 && !only_bom {
            lines.push(classify(&kinds, &starts, line_start, kinds.len() as u32, false));
        }
        (marks, toks, lines)
    }

    #[test]
    fn tokens_from_the_arrays_and_lines_from_the_table_are_the_walks() {
        let mut seen = 0;
        for (path, text) in crate::suite::ks_files() {
            let parse = ks_lang::parse(&text);
            let (_, toks, lines) = walked(&parse.syntax());
            let scan = Scan::new(&parse);
            let read: Vec<_> = scan.toks().map(|t| (t.kind, t.start, t.end)).collect();
            let want: Vec<_> = toks.iter().map(|t| (t.kind, t.start, t.end)).collect();
            assert_eq!(read, want, "{path:?}");
            // A block line's indentation is inside its one token: the oracle sees none, the lexer
            // measures it (the printer does not use it).
            let from_table: Vec<Line> = scan
                .lines
                .iter()
                .map(|l| Line {
                    indent: if l.kind == LineKind::Block { 0 } else { l.indent },
                    ..*l
                })
                .collect();
            assert_eq!(from_table, lines, "{path:?}");
            seen += 1;
        }
        assert!(seen > 300, "only {seen} inputs");
    }
}
