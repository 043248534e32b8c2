//! Splits the text into tokens and lines (grammar/SYNTAX.md §1, §2, §4, §6).
//!
//! The lexer is line-aware: it recognises keys at the start of a line and the lines of block strings,
//! so the parser above it only arranges lines and values into nodes. Every byte lands in exactly one
//! token; malformed input becomes a diagnostic, never a gap.

mod bytes;

pub(crate) use bytes::{continues_ident, name_dots, starts_ident};
use bytes::{has_control, ident_run, is_control, plain_word_run, space_run};

use crate::{
    codes,
    diagnostic::{Diagnostic, Edit, Fix},
    syntax::{SyntaxKind, SyntaxKind::*, TextRange},
};

/// The longest input the tree can hold: offsets are `u32`, and the text's length is one of them.
pub(crate) const MAX_INPUT: usize = u32::MAX as usize - 1;

pub(crate) struct Lexed {
    pub(crate) kinds: Vec<SyntaxKind>,
    /// Start of each token, plus the text length.
    pub(crate) starts: Vec<u32>,
    pub(crate) lines: Vec<Line>,
    pub(crate) diagnostics: Vec<Diagnostic>,
}

/// What a physical line of the text is, as the lexer sees it before the parser arranges lines into
/// entries.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub enum LineClass {
    /// Nothing but spaces and tabs, outside a block string.
    Blank,
    /// A comment alone on its line.
    Comment,
    /// Starts with `key:`; `opens_block` when its value is exactly `|`.
    Key { opens_block: bool },
    /// Any other line: a continuation of the value above or an error line, depending on where it
    /// stands (the parser decides).
    Other,
    /// A line of a block string (an empty one included).
    Block,
}

/// One physical line of the text: its class, its indentation and where it is. The lines of a file
/// are [`crate::Parse::lines`], in order; together with their line ends they cover the text (a BOM
/// comes before the first line). Packed: 21 bytes a line instead of 24 with the class's padding
/// (issue 42's heap budget); fields are read by value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[repr(C, packed)]
pub struct Line {
    /// First token of the line (its indentation, if any; the one after it is the content's, see
    /// [`Line::content`]).
    pub(crate) first: u32,
    /// One past the last token before the line end: the `NEWLINE` token, if there is one.
    pub(crate) end: u32,
    /// Width of the indentation in columns (a tab counts as one).
    pub(crate) indent: u32,
    pub(crate) class: LineClass,
    /// Byte offsets: the line's start and its end (before the line end). Its content starts
    /// `indent` bytes in (at the start for a block line): see [`Line::content_offset`].
    pub(crate) start_offset: u32,
    pub(crate) end_offset: u32,
}

impl Line {
    pub fn class(&self) -> LineClass {
        self.class
    }

    /// Width of the indentation in columns (spaces and tabs count one each). For a block line: the
    /// indentation of its text, all of which is in its `BLOCK_LINE` token.
    pub fn indent(&self) -> u32 {
        self.indent
    }

    /// The line without its line end.
    pub fn text_range(&self) -> TextRange {
        TextRange::new(self.start_offset, self.end_offset)
    }

    /// The line after its indentation, without its line end. A block line's indentation is part of
    /// its text, so for one this is the whole line.
    pub fn content_range(&self) -> TextRange {
        TextRange::new(self.content_offset(), self.end_offset)
    }

    /// Whether the line has nothing after its indentation.
    pub fn is_empty(&self) -> bool {
        self.content_offset() == self.end_offset
    }

    /// Where the content starts: after the indentation (one byte a column), or at the start of a
    /// block line. Derived, not stored: a file holds one `Line` per line (issue 42's heap budget).
    fn content_offset(&self) -> u32 {
        match self.class {
            LineClass::Block => self.start_offset,
            _ => self.start_offset + self.indent,
        }
    }
}

/// The line's tokens as indices into the tree's token array: see [`crate::internal::line_tokens`].
#[doc(hidden)]
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LineTokens {
    /// The first token (its indentation, if any).
    pub first: u32,
    /// The first token after the indentation.
    pub content: u32,
    /// One past the last token before the line end (the `NEWLINE` token, if there is one).
    pub end: u32,
}

impl Line {
    pub(crate) fn tokens(&self) -> LineTokens {
        LineTokens { first: self.first, content: self.content(), end: self.end }
    }

    /// The first token after the indentation: an indentation is one `WHITESPACE` token, and a
    /// block line's is inside its `BLOCK_LINE`. Derived, not stored (a `Line` per line).
    pub(crate) fn content(&self) -> u32 {
        let indented = self.indent > 0 && self.class != LineClass::Block;
        self.first + u32::from(indented)
    }
}

const BOM: &str = "\u{feff}";

/// Lexes `text`, which the caller keeps below 4 GiB (offsets are `u32`; see `parser::parse`).
// Not inlined into the parser: apart, each keeps more of its loop state in registers (fewer
// instructions a line, counted with callgrind).
#[inline(never)]
pub(crate) fn lex(text: &str) -> Lexed {
    debug_assert!(text.len() <= MAX_INPUT);
    let mut lexer = Lexer {
        bytes: text.as_bytes(),
        text,
        pos: 0,
        kinds: Vec::with_capacity(text.len() / 4 + 1),
        starts: Vec::with_capacity(text.len() / 4 + 2),
        // Exactly one line per line end, and the last: a regrown table would double (issue 42).
        lines: Vec::with_capacity(memchr::memchr_iter(b'\n', text.as_bytes()).count() + 1),
        diagnostics: Vec::new(),
        block_line_ends: Vec::new(),
        next_block_line: 0,
    };
    lexer.run();
    lexer.starts.push(text.len() as u32);
    Lexed {
        kinds: lexer.kinds,
        starts: lexer.starts,
        lines: lexer.lines,
        diagnostics: lexer.diagnostics,
    }
}

struct Lexer<'a> {
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
    kinds: Vec<SyntaxKind>,
    starts: Vec<u32>,
    lines: Vec<Line>,
    diagnostics: Vec<Diagnostic>,
    /// Where the lines `block_extent` walked end (their line ends excluded), so `block_line` need
    /// not search for them again; `next_block_line` is the next one's index.
    block_line_ends: Vec<u32>,
    next_block_line: usize,
}

/// The lines of an open block string.
struct Block {
    key_indent: usize,
    /// Byte offset where the last content line ends (its line end excluded).
    end: usize,
    /// Width of the first non-blank line's indentation.
    prefix: usize,
}

impl Lexer<'_> {
    fn run(&mut self) {
        if self.text.starts_with(BOM) {
            self.push(SyntaxKind::BOM, 0);
            self.pos = BOM.len();
        }
        let mut block: Option<Block> = None;
        while self.pos < self.bytes.len() {
            if let Some(open) = &block {
                if self.pos < open.end {
                    let (key_indent, prefix) = (open.key_indent, open.prefix);
                    self.block_line(key_indent, prefix);
                    continue;
                }
                block = None;
            }
            let line = self.line();
            if let LineClass::Key { opens_block: true } = line.class {
                block = self.block_extent(line.indent as usize);
            }
        }
    }

    fn push(&mut self, kind: SyntaxKind, start: usize) {
        if self.kinds.len() == self.kinds.capacity() {
            self.reserve_tokens(start);
        }
        self.kinds.push(kind);
        self.starts.push(start as u32);
    }

    /// A key's `IDENT` and `COLON`, in one step (every key line has both).
    fn push_key(&mut self, start: usize, colon: usize) {
        if self.kinds.capacity() - self.kinds.len() < 2 {
            self.reserve_tokens(start);
        }
        self.kinds.extend_from_slice(&[IDENT, COLON]);
        self.starts.extend_from_slice(&[start as u32, colon as u32]);
    }

    /// Room for the tokens still to come, at the density lexed so far (and a sixteenth more), so
    /// the token tables end near their length instead of up to twice it when they regrow. Each
    /// growth is at least an eighth, so a file denser at its end still regrows a bounded number
    /// of times.
    #[cold]
    fn reserve_tokens(&mut self, at: usize) {
        let (done, total) = (self.starts.len(), self.bytes.len());
        let expected = (done as u128 * total as u128 / at.max(1) as u128) as usize;
        let more = (expected.saturating_sub(done) + done / 16).max(done / 8).max(1024);
        self.kinds.reserve_exact(more);
        self.starts.reserve_exact(more + 1);
    }

    fn error(&mut self, code: &'static str, start: usize, end: usize, message: &str, hint: &str) {
        let span = TextRange::new(start as u32, end as u32);
        self.diagnostics.push(Diagnostic::error(code, span, message).with_hint(hint));
    }

    /// KS0001 at the first tab of `start..end` (an indentation), with the safe fix: each tab of it
    /// becomes one space, the column the lexer already reads it as, so the layout is unchanged.
    fn tab_in_indentation(&mut self, start: usize, end: usize, hint: &str) {
        let indentation = &self.bytes[start..end];
        let Some(first) = indentation.iter().position(|&b| b == b'\t') else { return };
        let spaces = " ".repeat(indentation.len());
        let tab = start + first;
        let fix = Fix::safe(
            "indent with spaces",
            vec![Edit::replace(TextRange::new(start as u32, end as u32), spaces)],
        );
        self.diagnostics.push(
            Diagnostic::error(
                codes::TAB_IN_INDENTATION,
                TextRange::new(tab as u32, tab as u32 + 1),
                "tab in indentation",
            )
            .with_hint(hint)
            .with_fix(fix),
        );
    }

    fn byte(&self, pos: usize) -> Option<u8> {
        self.bytes.get(pos).copied()
    }

    /// At `\n`, `\r\n` or the end of the text.
    fn at_line_end(&self, pos: usize) -> bool {
        match self.byte(pos) {
            None | Some(b'\n') => true,
            Some(b'\r') => self.byte(pos + 1) == Some(b'\n'),
            _ => false,
        }
    }

    fn newline(&mut self) {
        let start = self.pos;
        match self.byte(self.pos) {
            Some(b'\n') => self.pos += 1,
            Some(b'\r') => self.pos += 2,
            _ => return,
        }
        self.push(NEWLINE, start);
    }

    fn line(&mut self) -> Line {
        let first = self.kinds.len() as u32;
        let indent_start = self.pos;
        let (spaces_end, indent_end) = self.indentation(indent_start);
        if indent_end > indent_start {
            self.push(WHITESPACE, indent_start);
        }
        self.pos = indent_end;
        let content = self.kinds.len() as u32;
        debug_assert_eq!(content, first + u32::from(indent_end > indent_start));
        let class = if self.at_line_end(self.pos) {
            LineClass::Blank
        } else if self.bytes[self.pos] == b'#' {
            self.comment();
            LineClass::Comment
        } else if let Some(colon) = self.key_colon(self.pos) {
            self.push_key(self.pos, colon);
            self.pos = colon + 1;
            self.value_tokens(indent_start);
            let value = &self.kinds[content as usize + 2..];
            let mut significant = value.iter().filter(|kind| !kind.is_trivia());
            let opens_block = significant.next() == Some(&PIPE) && significant.next().is_none();
            LineClass::Key { opens_block }
        } else {
            self.value_tokens(indent_start);
            LineClass::Other
        };
        if indent_end > spaces_end && matches!(class, LineClass::Key { .. } | LineClass::Other) {
            let hint = "indent with spaces; a tab counts as one column";
            self.tab_in_indentation(indent_start, indent_end, hint);
        }
        let end = self.kinds.len() as u32;
        let end_offset = self.pos as u32;
        self.newline();
        let indent = (indent_end - indent_start) as u32;
        let line =
            Line { first, end, indent, class, start_offset: indent_start as u32, end_offset };
        self.lines.push(line);
        line
    }

    /// Where the spaces at `pos` end, then the spaces and tabs: the two differ only when the
    /// indentation holds a tab (nearly none do, and those need no tab check).
    fn indentation(&self, pos: usize) -> (usize, usize) {
        let spaces_end = pos + space_run(&self.bytes[pos..]);
        let indent_end = match self.byte(spaces_end) {
            Some(b'\t') => spaces_end + self.run_of(spaces_end, |b| b == b' ' || b == b'\t'),
            _ => spaces_end,
        };
        (spaces_end, indent_end)
    }

    /// If a key starts at `pos`, the offset of its colon.
    fn key_colon(&self, pos: usize) -> Option<usize> {
        let first = self.byte(pos)?;
        if !starts_ident(first) {
            return None;
        }
        let colon = pos + 1 + ident_run(&self.bytes[pos + 1..]);
        if self.byte(colon) != Some(b':') {
            return None;
        }
        let after = colon + 1;
        let ends_key = matches!(self.byte(after), Some(b' ' | b'\t')) || self.at_line_end(after);
        ends_key.then_some(colon)
    }

    fn run_of(&self, pos: usize, pred: impl Fn(u8) -> bool) -> usize {
        let rest = &self.bytes[pos..];
        rest.iter().position(|&b| !pred(b)).unwrap_or(rest.len())
    }

    fn comment(&mut self) {
        let start = self.pos;
        // A comment runs to the line end: found by memchr, then the per-byte scan only when the
        // comment holds a control character.
        let end = self.line_content_end(start);
        let controls = has_control(&self.bytes[start..end]);
        self.pos = if controls { self.scan_text(start, |_| false) } else { end };
        self.push(COMMENT, start);
    }

    /// Moves over text up to the line end or a byte `stop` accepts, reporting control characters.
    fn scan_text(&mut self, mut pos: usize, stop: impl Fn(u8) -> bool) -> usize {
        loop {
            // Ordinary text first, one test a byte: line ends are controls, so the run stops there.
            let rest = &self.bytes[pos..];
            pos += rest.iter().position(|&b| stop(b) || is_control(b)).unwrap_or(rest.len());
            if self.at_line_end(pos) || stop(self.bytes[pos]) {
                return pos;
            }
            self.control_char(pos);
            pos += 1;
        }
    }

    fn control_char(&mut self, pos: usize) {
        let message = match self.bytes[pos] {
            b'\r' => "carriage return without a line feed".to_string(),
            b => format!("control character U+{b:04X}"),
        };
        self.error(codes::UNEXPECTED_CHARACTER, pos, pos + 1, &message, "remove it");
    }

    /// Tokens of a value region, up to the line end.
    fn value_tokens(&mut self, line_start: usize) {
        while !self.at_line_end(self.pos) {
            let start = self.pos;
            let b = self.bytes[start];
            let kind = match b {
                b' ' | b'\t' => {
                    self.pos += 1 + self.run_of(start + 1, |b| b == b' ' || b == b'\t');
                    WHITESPACE
                }
                b'#' if start == line_start || matches!(self.bytes[start - 1], b' ' | b'\t') => {
                    self.comment();
                    continue;
                }
                b'"' => {
                    self.string();
                    STRING
                }
                b'=' => {
                    self.equals();
                    continue;
                }
                b'!' if self.byte(start + 1) == Some(b'=') => self.operator(2, NEQ),
                b'<' if self.byte(start + 1) == Some(b'=') => self.operator(2, LT_EQ),
                b'>' if self.byte(start + 1) == Some(b'=') => self.operator(2, GT_EQ),
                b'<' => self.operator(1, LT),
                b'>' => self.operator(1, GT),
                b',' => self.operator(1, COMMA),
                b'|' => self.operator(1, PIPE),
                b'(' => self.operator(1, L_PAREN),
                b')' => self.operator(1, R_PAREN),
                b'!' => {
                    self.error(
                        codes::UNEXPECTED_CHARACTER,
                        start,
                        start + 1,
                        "unexpected `!`",
                        "`!` is only used in `!=`",
                    );
                    self.operator(1, ERROR_TOKEN)
                }
                b'}' => {
                    self.error(
                        codes::MALFORMED_INTERPOLATION,
                        start,
                        start + 1,
                        "`}` without a matching `{`",
                        "interpolation is written `{step.output}`",
                    );
                    self.operator(1, ERROR_TOKEN)
                }
                b if is_control(b) => {
                    self.control_char(start);
                    self.operator(1, ERROR_TOKEN)
                }
                _ => match self.comparison_sign(start) {
                    Some(kind) => self.operator(3, kind),
                    None => self.word(),
                },
            };
            self.push(kind, start);
        }
    }

    fn operator(&mut self, len: usize, kind: SyntaxKind) -> SyntaxKind {
        self.pos += len;
        kind
    }

    /// `≥` and `≤` are spellings of `>=` and `<=`.
    fn comparison_sign(&self, pos: usize) -> Option<SyntaxKind> {
        match self.bytes.get(pos..pos + 3)? {
            [0xE2, 0x89, 0xA5] => Some(GT_EQ),
            [0xE2, 0x89, 0xA4] => Some(LT_EQ),
            _ => None,
        }
    }

    /// `=`, `==`, and for longer runs `==` followed by one error token per extra `=`.
    fn equals(&mut self) {
        let start = self.pos;
        let run = self.run_of(start, |b| b == b'=');
        if run == 1 {
            self.push(EQ, start);
        } else {
            self.push(EQ2, start);
        }
        for extra in start + 2..start + run {
            self.error(
                codes::UNEXPECTED_CHARACTER,
                extra,
                extra + 1,
                "unexpected `=`",
                "equality is `==`; a default is a single `=`",
            );
            self.push(ERROR_TOKEN, extra);
        }
        self.pos = start + run;
    }

    fn string(&mut self) {
        let start = self.pos;
        let mut pos = start + 1;
        loop {
            pos = self.scan_text(pos, |b| matches!(b, b'"' | b'\\' | b'{'));
            match self.byte(pos) {
                Some(b'"') if !self.at_line_end(pos) => {
                    self.pos = pos + 1;
                    return;
                }
                Some(b'\\') if !self.at_line_end(pos + 1) => {
                    if !matches!(self.bytes[pos + 1], b'"' | b'\\') {
                        let end = pos + 1 + utf8_len(self.bytes[pos + 1]);
                        self.error(
                            codes::INVALID_ESCAPE,
                            pos,
                            end,
                            "invalid escape in string",
                            "only `\\\"` and `\\\\` are escapes; write a backslash as `\\\\`",
                        );
                        pos = end;
                    } else {
                        pos += 2;
                    }
                }
                Some(b'\\') => pos += 1,
                Some(b'{') => pos = self.interpolation(pos).0,
                _ => {
                    self.error(
                        codes::UNTERMINATED_STRING,
                        start,
                        pos,
                        "unterminated string",
                        "close the string with `\"` on the same line",
                    );
                    self.pos = pos;
                    return;
                }
            }
        }
    }

    fn word(&mut self) -> SyntaxKind {
        let (bytes, start) = (self.bytes, self.pos);
        let mut pos = start;
        let mut segments = 0;
        let mut only_segments = true;
        loop {
            // Most of a word is plain bytes: one table lookup each.
            let run = plain_word_run(&bytes[pos..]);
            if run > 0 {
                only_segments = false;
                pos += run;
            }
            match bytes.get(pos) {
                Some(b'{') => {
                    let (end, valid) = self.interpolation(pos);
                    segments += usize::from(valid);
                    only_segments &= valid;
                    pos = end;
                }
                // Only `≥` and `≤` (lead byte 0xE2) are word bytes that can end a word.
                Some(0xE2) if self.comparison_sign(pos).is_none() => {
                    only_segments = false;
                    pos += 1;
                }
                _ => break,
            }
        }
        self.pos = pos;
        match &bytes[start..pos] {
            b"and" => AND_KW,
            b"or" => OR_KW,
            b"not" => NOT_KW,
            b"is" => IS_KW,
            _ if only_segments && segments == 1 => INTERP,
            _ => WORD,
        }
    }

    /// At a `{`: the end of the interpolation segment and whether it is valid; a malformed one is
    /// reported and stays literal text.
    fn interpolation(&mut self, open: usize) -> (usize, bool) {
        let (end, valid) = scan_interpolation(self.text, open);
        if !valid {
            self.error(
                codes::MALFORMED_INTERPOLATION,
                open,
                end,
                "malformed interpolation",
                "interpolation is written `{step.output}`: a dotted name in braces",
            );
        }
        (end, valid)
    }

    /// Where the block string opened by the key line just lexed ends, if it has any lines.
    fn block_extent(&mut self, key_indent: usize) -> Option<Block> {
        let mut pos = self.pos;
        let mut block: Option<Block> = None;
        self.block_line_ends.clear();
        self.next_block_line = 0;
        while pos < self.bytes.len() {
            let content_end = self.line_content_end(pos);
            self.block_line_ends.push(content_end as u32);
            let indent = (self.indentation(pos).1 - pos).min(content_end - pos);
            let blank = pos + indent == content_end;
            if !blank && indent <= key_indent {
                break;
            }
            if !blank {
                let prefix = block.as_ref().map_or(indent, |b| b.prefix);
                block = Some(Block { key_indent, end: content_end, prefix });
            }
            pos = self.next_line_start(content_end);
        }
        block
    }

    fn line_content_end(&self, pos: usize) -> usize {
        match memchr::memchr(b'\n', &self.bytes[pos..]) {
            Some(offset) if offset > 0 && self.bytes[pos + offset - 1] == b'\r' => pos + offset - 1,
            Some(offset) => pos + offset,
            None => self.bytes.len(),
        }
    }

    fn next_line_start(&self, content_end: usize) -> usize {
        match self.byte(content_end) {
            Some(b'\r') => content_end + 2,
            Some(_) => content_end + 1,
            None => content_end,
        }
    }

    fn block_line(&mut self, key_indent: usize, prefix: usize) {
        let start = self.pos;
        let first = self.kinds.len() as u32;
        let content_end = self.block_line_ends[self.next_block_line] as usize;
        self.next_block_line += 1;
        debug_assert_eq!(content_end, self.line_content_end(start));
        let (spaces_end, indent_end) = self.indentation(start);
        let indent = (indent_end - start).min(content_end - start);
        if content_end > start {
            self.push(BLOCK_LINE, start);
        }
        if has_control(&self.bytes[start..content_end]) {
            for pos in start..content_end {
                if is_control(self.bytes[pos]) {
                    self.control_char(pos);
                }
            }
        }
        let blank = start + indent == content_end;
        if !blank && indent < prefix {
            let span = TextRange::new(start as u32, (start + indent) as u32);
            self.diagnostics.push(
                Diagnostic::warning(
                    codes::BLOCK_LINE_UNDER_INDENTED,
                    span,
                    "block line less indented than the first line",
                )
                .with_hint(
                    "indent every line of a block string at least as deep as its first line",
                ),
            );
        }
        // Blank lines have no indentation to get wrong (SYNTAX.md §3), inside a block too.
        let removed = if blank { 0 } else { indent.min(prefix) };
        if spaces_end < start + removed {
            self.tab_in_indentation(start, start + removed, "indent with spaces");
        }
        debug_assert!(indent > key_indent || blank);
        self.pos = content_end;
        let end = self.kinds.len() as u32;
        self.newline();
        let line = Line {
            first,
            end,
            indent: indent as u32,
            class: LineClass::Block,
            start_offset: start as u32,
            end_offset: content_end as u32,
        };
        self.lines.push(line);
    }
}

/// At the `{` at `open`: where the segment ends and whether it is a valid `{dotted.name}`. Anything
/// else leaves the `{` alone as a one-byte literal segment (SYNTAX.md §4).
pub(crate) fn scan_interpolation(text: &str, open: usize) -> (usize, bool) {
    let bytes = text.as_bytes();
    let close = bytes[open + 1..]
        .iter()
        .position(|&b| {
            matches!(b, b'}' | b' ' | b'\t' | b'\r' | b'\n' | b'"' | b'{') || is_control(b)
        })
        .map(|offset| open + 1 + offset)
        .filter(|&close| {
            bytes[close] == b'}' && name_dots(&bytes[open + 1..close]).is_some_and(|dots| dots > 0)
        });
    match close {
        Some(close) => (close + 1, true),
        None => (open + 1, false),
    }
}

fn utf8_len(first: u8) -> usize {
    match first {
        0x00..=0x7F => 1,
        0xC0..=0xDF => 2,
        0xE0..=0xEF => 3,
        _ => 4,
    }
}
