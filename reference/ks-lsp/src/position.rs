//! The one place where byte offsets (what ks-lang speaks) meet LSP positions (line and UTF-16 code
//! unit, what the protocol requires by default). Lines end at `\n`; a `\r` before it belongs to the
//! line's end, not its text.

use ks_lang::LineStarts;
use lsp_types::{Position, Range};

/// Line starts of one text (ks-lang's table), built once per version of a document.
#[derive(Clone, Debug)]
pub struct LineMap {
    starts: LineStarts,
}

impl LineMap {
    pub fn new(text: &str) -> LineMap {
        LineMap { starts: LineStarts::new(text) }
    }

    /// The byte range of a line's text, without its `\n` (or `\r\n`).
    fn line_bounds(&self, text: &str, line: usize) -> (usize, usize) {
        let start = self.starts.start(line).unwrap_or(text.len());
        match self.starts.start(line + 1) {
            None => (start, text.len()),
            Some(next) => {
                let end = next - 1;
                let cr = end > start && text.as_bytes()[end - 1] == b'\r';
                (start, if cr { end - 1 } else { end })
            }
        }
    }

    /// The position of a byte offset. An offset inside a character counts from that character's
    /// start; one past the text is its end.
    pub fn position(&self, text: &str, offset: u32) -> Position {
        let offset = (offset as usize).min(text.len());
        let line = self.starts.line_of(offset);
        let (start, end) = self.line_bounds(text, line);
        let mut upto = offset.min(end);
        while !text.is_char_boundary(upto) {
            upto -= 1;
        }
        let character: usize = text[start..upto].chars().map(char::len_utf16).sum();
        Position { line: line as u32, character: character as u32 }
    }

    /// The byte offset of a position. A line past the end is the text's end; a character past the
    /// line's end, or inside a surrogate pair, is clamped (LSP says to clamp to the line).
    pub fn offset(&self, text: &str, position: Position) -> u32 {
        let line = position.line as usize;
        if line >= self.starts.count() {
            return text.len() as u32;
        }
        let (start, end) = self.line_bounds(text, line);
        let mut units = 0u32;
        for (at, ch) in text[start..end].char_indices() {
            let next = units + ch.len_utf16() as u32;
            if next > position.character {
                return (start + at) as u32;
            }
            units = next;
        }
        end as u32
    }

    pub fn range(&self, text: &str, range: ks_lang::TextRange) -> Range {
        Range { start: self.position(text, range.start()), end: self.position(text, range.end()) }
    }
}
