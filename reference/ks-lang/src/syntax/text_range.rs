use std::{fmt, ops::Range};

/// A range of byte offsets into the source text, end exclusive.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct TextRange {
    start: u32,
    end: u32,
}

impl TextRange {
    pub fn new(start: u32, end: u32) -> TextRange {
        assert!(start <= end, "invalid range {start}..{end}");
        TextRange { start, end }
    }

    pub fn empty(offset: u32) -> TextRange {
        TextRange { start: offset, end: offset }
    }

    pub fn start(self) -> u32 {
        self.start
    }

    pub fn end(self) -> u32 {
        self.end
    }

    pub fn len(self) -> u32 {
        self.end - self.start
    }

    pub fn is_empty(self) -> bool {
        self.start == self.end
    }

    pub fn contains_range(self, other: TextRange) -> bool {
        self.start <= other.start && other.end <= self.end
    }

    /// The smallest range covering both.
    pub fn cover(self, other: TextRange) -> TextRange {
        TextRange { start: self.start.min(other.start), end: self.end.max(other.end) }
    }
}

impl From<TextRange> for Range<usize> {
    fn from(range: TextRange) -> Range<usize> {
        range.start as usize..range.end as usize
    }
}

impl fmt::Debug for TextRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..{}", self.start, self.end)
    }
}
