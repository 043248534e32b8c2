//! Byte offsets to lines and columns, as people and editors count them.

use crate::TextRange;

/// 1-based line and column; the column counts Unicode scalar values (a tab is one).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub struct LineCol {
    pub line: u32,
    pub column: u32,
}

/// Where each line starts in a text.
pub struct LineIndex<'a> {
    text: &'a str,
    line_starts: Vec<u32>,
}

impl<'a> LineIndex<'a> {
    pub fn new(text: &'a str) -> LineIndex<'a> {
        let mut line_starts = vec![0];
        line_starts.extend(memchr::memchr_iter(b'\n', text.as_bytes()).map(|at| at as u32 + 1));
        LineIndex { text, line_starts }
    }

    /// The position of a byte offset (clamped to the text, moved back to a character boundary).
    pub fn line_col(&self, offset: u32) -> LineCol {
        let mut offset = (offset as usize).min(self.text.len());
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.line_starts.partition_point(|&start| start as usize <= offset) - 1;
        let line_start = self.line_starts[line] as usize;
        let column = self.text[line_start..offset].chars().count() + 1;
        LineCol { line: line as u32 + 1, column: column as u32 }
    }

    /// The text of the 1-based line `line`, without its line end.
    pub fn line_text(&self, line: u32) -> &'a str {
        let start = self.line_starts[line as usize - 1] as usize;
        let end = self.line_starts.get(line as usize).map_or(self.text.len(), |&end| end as usize);
        self.text[start..end].trim_end_matches('\n').trim_end_matches('\r')
    }

    pub fn range(&self, range: TextRange) -> (LineCol, LineCol) {
        (self.line_col(range.start()), self.line_col(range.end()))
    }
}
