//! Edits (a byte range and what replaces it) and the span map they leave behind.

use ks_lang::TextRange;

/// One rewrite: the bytes `range` of the input are replaced by `replacement`. An insertion has an
/// empty range. Every byte outside the edits of a migration is copied over unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edit {
    pub range: TextRange,
    pub replacement: String,
}

impl Edit {
    pub fn replace(range: TextRange, replacement: impl Into<String>) -> Edit {
        Edit { range, replacement: replacement.into() }
    }

    pub fn insert(offset: u32, text: impl Into<String>) -> Edit {
        Edit { range: TextRange::empty(offset), replacement: text.into() }
    }
}

/// Where one edit went: its range in the text it was applied to, and in the text it produced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Segment {
    before: TextRange,
    after: TextRange,
}

/// The edits of one migration step, sorted, with where each one landed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Layer {
    edits: Vec<Edit>,
    segments: Vec<Segment>,
}

impl Layer {
    /// The step's edits, sorted by position, in the coordinates of the text the step read.
    pub fn edits(&self) -> &[Edit] {
        &self.edits
    }

    /// Maps a position of the text this layer produced to the text it read. A position inside a
    /// replacement goes to the start (`end == false`) or the end of the bytes it replaced.
    fn to_before(&self, pos: u32, end: bool) -> u32 {
        let k = self.segments.partition_point(|s| s.after.end() <= pos);
        if let Some(s) = self.segments.get(k) {
            if s.after.start() < pos {
                return if end { s.before.end() } else { s.before.start() };
            }
        }
        match k.checked_sub(1).map(|i| self.segments[i]) {
            Some(s) => pos - s.after.end() + s.before.end(),
            None => pos,
        }
    }

    /// Maps a position of the text this layer read to the text it produced: the inverse of
    /// `to_before` outside the edits. A position inside a replaced range goes to the start of its
    /// replacement; one at an insertion's point goes after the inserted text.
    fn to_after(&self, pos: u32) -> u32 {
        let k = self.segments.partition_point(|s| s.before.end() <= pos);
        if let Some(s) = self.segments.get(k) {
            if s.before.start() < pos {
                return s.after.start();
            }
        }
        match k.checked_sub(1).map(|i| self.segments[i]) {
            Some(s) => pos - s.before.end() + s.after.end(),
            None => pos,
        }
    }

    /// Checks that `after` is `before` with these edits applied and nothing else: the replacements
    /// are where the segments say, and every byte between them was copied. `Err` names the first
    /// offset (in `before`) where that does not hold.
    pub(crate) fn check(&self, before: &str, after: &str) -> Result<(), u32> {
        let (mut b, mut a) = (0usize, 0usize);
        for (segment, edit) in self.segments.iter().zip(&self.edits) {
            let (bs, as_) = (segment.before.start() as usize, segment.after.start() as usize);
            if before.get(b..bs) != after.get(a..as_) {
                return Err(b as u32);
            }
            if after.get(as_..segment.after.end() as usize) != Some(edit.replacement.as_str()) {
                return Err(bs as u32);
            }
            (b, a) = (segment.before.end() as usize, segment.after.end() as usize);
        }
        if before.get(b..) != after.get(a..) {
            return Err(b as u32);
        }
        Ok(())
    }
}

/// Applies `edits` to `text`. The edits are sorted first; two that overlap (or two insertions at one
/// offset) are a bug of the migration that made them, reported as `Err` with the offset.
pub(crate) fn apply(text: &str, mut edits: Vec<Edit>) -> Result<(String, Layer), u32> {
    edits.sort_by_key(|e| (e.range.start(), e.range.end()));
    for pair in edits.windows(2) {
        if pair[1].range.start() < pair[0].range.end()
            || pair[1].range.start() == pair[0].range.start()
        {
            return Err(pair[1].range.start());
        }
    }
    if let Some(last) = edits.last() {
        if last.range.end() as usize > text.len() {
            return Err(last.range.start());
        }
    }
    let mut out = String::with_capacity(text.len() + 16 * edits.len());
    let mut segments = Vec::with_capacity(edits.len());
    let mut copied = 0usize;
    for edit in &edits {
        let (start, end) = (edit.range.start() as usize, edit.range.end() as usize);
        if !text.is_char_boundary(start) || !text.is_char_boundary(end) {
            return Err(edit.range.start());
        }
        out.push_str(&text[copied..start]);
        let at = out.len() as u32;
        out.push_str(&edit.replacement);
        segments.push(Segment { before: edit.range, after: TextRange::new(at, out.len() as u32) });
        copied = end;
    }
    out.push_str(&text[copied..]);
    Ok((out, Layer { edits, segments }))
}

/// Maps ranges of a migrated text back to the text it was migrated from, so that a diagnostic found
/// in the migrated text points at the same place in the original. Bytes outside the edits map one to
/// one; a range that reaches into a replacement covers the whole of what was replaced (`==` maps back
/// to the `=` it replaced, an inserted `out.` to the point where it was inserted).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SpanMap {
    layers: Vec<Layer>,
}

impl SpanMap {
    pub(crate) fn push(&mut self, layer: Layer) {
        self.layers.push(layer);
    }

    /// The migration steps, in the order they ran.
    pub fn layers(&self) -> &[Layer] {
        &self.layers
    }

    /// Whether the migrated text is the original (nothing was edited).
    pub fn is_identity(&self) -> bool {
        self.layers.iter().all(|layer| layer.edits.is_empty())
    }

    /// A diagnostic found in the migrated text, moved onto the original: its span and every related
    /// span mapped with [`SpanMap::to_original`]; its fixes kept only when nothing was migrated.
    pub fn diagnostic_to_original(
        &self,
        mut diagnostic: ks_lang::Diagnostic,
    ) -> ks_lang::Diagnostic {
        diagnostic.span = self.to_original(diagnostic.span);
        for related in &mut diagnostic.related {
            related.span = self.to_original(related.span);
        }
        // A fix's edits are byte edits of the migrated text; moved onto the original they could
        // splice a replacement into what the migration rewrote, so they are dropped (`fmt
        // --upgrade` first, then `check --fix`).
        if !self.is_identity() {
            diagnostic.fixes.clear();
        }
        diagnostic
    }

    /// Where an offset of the original text is in the migrated text (an editor's cursor, to look up
    /// in the model of the migrated text): bytes outside the edits map one to one; an offset inside
    /// a replaced range goes to the start of its replacement, one at an insertion's point after it.
    pub fn to_migrated(&self, offset: u32) -> u32 {
        self.layers.iter().fold(offset, |offset, layer| layer.to_after(offset))
    }

    /// The range of the original text that `range` (of the migrated text) came from.
    pub fn to_original(&self, range: TextRange) -> TextRange {
        let (mut start, mut end) = (range.start(), range.end());
        for layer in self.layers.iter().rev() {
            start = layer.to_before(start, false);
            end = layer.to_before(end, true).max(start);
        }
        TextRange::new(start, end)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(start: u32, end: u32) -> TextRange {
        TextRange::new(start, end)
    }

    #[test]
    fn apply_splices_and_maps_back() {
        // "a = b" -> "a == b"; "x.y" -> "x.out.y"
        let text = "a = b x.y";
        let (out, layer) =
            apply(text, vec![Edit::insert(8, "out."), Edit::replace(r(2, 3), "==")]).unwrap();
        assert_eq!(out, "a == b x.out.y");
        layer.check(text, &out).unwrap();
        let mut map = SpanMap::default();
        map.push(layer);
        assert_eq!(map.to_original(r(2, 4)), r(2, 3), "`==` maps to the `=` it replaced");
        assert_eq!(map.to_original(r(5, 6)), r(4, 5), "`b` after the longer operator");
        assert_eq!(map.to_original(r(7, 14)), r(6, 9), "the whole read");
        assert_eq!(map.to_original(r(9, 13)), r(8, 8), "inside the insertion: its point");
        assert_eq!(map.to_original(r(13, 14)), r(8, 9), "after the insertion");
        assert_eq!(map.to_original(r(0, 1)), r(0, 1));
        // And forward: "a = b x.y" -> "a == b x.out.y".
        assert_eq!(map.to_migrated(0), 0);
        assert_eq!(map.to_migrated(2), 2, "the `=` is where its `==` starts");
        assert_eq!(map.to_migrated(3), 4, "after the longer operator");
        assert_eq!(map.to_migrated(4), 5, "`b`");
        assert_eq!(map.to_migrated(8), 13, "`y`, after the inserted `out.`");
        assert_eq!(map.to_migrated(9), 14, "the end");
        for at in [0, 1, 3, 4, 5, 6, 7, 9] {
            let there = map.to_migrated(at);
            assert_eq!(map.to_original(r(there, there)), r(at, at), "{at} and back");
        }
    }

    #[test]
    fn overlapping_edits_are_refused() {
        assert_eq!(
            apply("abc", vec![Edit::replace(r(0, 2), "x"), Edit::replace(r(1, 3), "y")]),
            Err(1)
        );
        assert_eq!(apply("abc", vec![Edit::insert(1, "x"), Edit::insert(1, "y")]), Err(1));
        assert_eq!(apply("abc", vec![Edit::replace(r(2, 9), "x")]), Err(2));
    }

    #[test]
    fn check_finds_a_byte_that_was_not_copied() {
        let (out, layer) = apply("a = b", vec![Edit::replace(r(2, 3), "==")]).unwrap();
        assert_eq!(out, "a == b");
        assert_eq!(layer.check("a = b", "a == c"), Err(3));
        assert_eq!(layer.check("a = b", "a != b"), Err(2));
        assert_eq!(layer.check("a = b", "b == b"), Err(0));
    }

    #[test]
    fn layers_compose() {
        let mut map = SpanMap::default();
        let (one, first) = apply("a=b", vec![Edit::replace(r(1, 2), "==")]).unwrap();
        let (two, second) = apply(&one, vec![Edit::insert(0, "h\n")]).unwrap();
        assert_eq!(two, "h\na==b");
        map.push(first);
        map.push(second);
        assert_eq!(map.to_original(r(5, 6)), r(2, 3));
        assert_eq!(map.to_original(r(3, 5)), r(1, 2));
        assert_eq!(map.to_original(r(0, 2)), r(0, 0));
        assert_eq!(map.to_migrated(2), 5, "`b` through both layers");
        assert_eq!(map.to_migrated(0), 2, "after the inserted header line");
    }
}
