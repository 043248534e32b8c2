//! Byte offsets to lines and columns, as people and editors count them.

use crate::TextRange;

/// 1-based line and column; the column counts Unicode scalar values (a tab is one).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub struct LineCol {
    pub line: u32,
    pub column: u32,
}

/// Where each line of a text starts, without the text: the one line table every front end
/// builds on (the LSP's UTF-16 positions, configuration files' line numbers, [`LineIndex`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LineStarts {
    starts: Vec<u32>,
}

impl LineStarts {
    pub fn new(text: &str) -> LineStarts {
        let mut starts = vec![0];
        // Offsets are `u32`, as in the tree: lines that start past 4 GiB are not indexed (the parser
        // reads no further either).
        let ends = memchr::memchr_iter(b'\n', text.as_bytes())
            .take_while(|&at| at < u32::MAX as usize - 1);
        starts.extend(ends.map(|at| at as u32 + 1));
        LineStarts { starts }
    }

    /// The 0-based line holding byte `offset` (an offset past the text is on the last line).
    pub fn line_of(&self, offset: usize) -> usize {
        self.starts.partition_point(|&start| start as usize <= offset) - 1
    }

    /// Where the 0-based line `line` starts, if the text has it.
    pub fn start(&self, line: usize) -> Option<usize> {
        self.starts.get(line).map(|&start| start as usize)
    }

    /// How many lines the text has (a text ending in a line feed has an empty last line).
    pub fn count(&self) -> usize {
        self.starts.len()
    }
}

/// A text and where each of its lines starts.
pub struct LineIndex<'a> {
    text: &'a str,
    lines: LineStarts,
}

impl<'a> LineIndex<'a> {
    pub fn new(text: &'a str) -> LineIndex<'a> {
        LineIndex { text, lines: LineStarts::new(text) }
    }

    /// The position of a byte offset (clamped to the text, moved back to a character boundary).
    pub fn line_col(&self, offset: u32) -> LineCol {
        let mut offset = (offset as usize).min(self.text.len());
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.lines.line_of(offset);
        let line_start = self.lines.start(line).unwrap_or(0);
        let column = self.text[line_start..offset].chars().count() + 1;
        LineCol { line: line as u32 + 1, column: column as u32 }
    }

    /// The text of the 1-based line `line`, without its line end; empty for line 0 and for a line
    /// past the last.
    pub fn line_text(&self, line: u32) -> &'a str {
        let Some(start) = (line as usize).checked_sub(1).and_then(|at| self.lines.start(at)) else {
            return "";
        };
        let end = self.lines.start(line as usize).unwrap_or(self.text.len());
        self.text[start..end].trim_end_matches('\n').trim_end_matches('\r')
    }

    pub fn range(&self, range: TextRange) -> (LineCol, LineCol) {
        (self.line_col(range.start()), self.line_col(range.end()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_text_is_one_based_and_empty_outside_the_text() {
        let index = LineIndex::new("a: 1\r\nb: 2\n");
        assert_eq!(index.line_text(0), "");
        assert_eq!(index.line_text(1), "a: 1");
        assert_eq!(index.line_text(2), "b: 2");
        assert_eq!(index.line_text(3), "", "the empty line after the last line end");
        assert_eq!(index.line_text(4), "");
        assert_eq!(index.line_text(u32::MAX), "");
        assert_eq!(LineIndex::new("").line_text(1), "");
    }

    #[test]
    fn line_col_clamps_and_counts_characters() {
        let index = LineIndex::new("é: x\ny");
        assert_eq!(index.line_col(0), LineCol { line: 1, column: 1 });
        assert_eq!(index.line_col(1), LineCol { line: 1, column: 1 }, "inside `é`: moved back");
        assert_eq!(index.line_col(2), LineCol { line: 1, column: 2 });
        assert_eq!(index.line_col(6), LineCol { line: 2, column: 1 });
        assert_eq!(index.line_col(7), LineCol { line: 2, column: 2 });
        assert_eq!(index.line_col(u32::MAX), LineCol { line: 2, column: 2 });
    }
}
