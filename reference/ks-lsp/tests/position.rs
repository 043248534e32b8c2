//! The one position converter: UTF-16 columns on lines with multi-byte and astral characters, CRLF
//! line ends, clamping, and ranged edits applied through it.

use ks_lsp::position::LineMap;
use ks_lsp::Document;
use lsp_types::{Position, Range, TextDocumentContentChangeEvent};

fn pos(line: u32, character: u32) -> Position {
    Position { line, character }
}

#[test]
fn utf16_columns_on_non_ascii_lines() {
    // `→` is 3 bytes and 1 UTF-16 unit; `🚀` is 4 bytes and 2 units (a surrogate pair).
    let text = "a: x\n# → 🚀 b\nc";
    let map = LineMap::new(text);
    let line1 = 5; // byte offset of `#`
    assert_eq!(map.position(text, line1), pos(1, 0));
    assert_eq!(map.position(text, line1 + 2), pos(1, 2)); // `→`
    assert_eq!(map.position(text, line1 + 5), pos(1, 3)); // the space after `→`
    assert_eq!(map.position(text, line1 + 6), pos(1, 4)); // `🚀`
    assert_eq!(map.position(text, line1 + 10), pos(1, 6)); // the space after `🚀`
    assert_eq!(map.position(text, line1 + 11), pos(1, 7)); // `b`
    assert_eq!(map.position(text, text.len() as u32), pos(2, 1));
    // And back.
    for offset in
        [line1, line1 + 2, line1 + 5, line1 + 6, line1 + 10, line1 + 11, text.len() as u32]
    {
        assert_eq!(map.offset(text, map.position(text, offset)), offset, "offset {offset}");
    }
}

#[test]
fn positions_inside_a_character_or_past_a_line_are_clamped() {
    let text = "🚀x\nyz";
    let map = LineMap::new(text);
    // Inside the surrogate pair: the character's start.
    assert_eq!(map.offset(text, pos(0, 1)), 0);
    // Inside the UTF-8 bytes of `🚀`: the character's start.
    assert_eq!(map.position(text, 2), pos(0, 0));
    // Past the line's end: the line's end, before its `\n`.
    assert_eq!(map.offset(text, pos(0, 99)), 5);
    // Past the last line: the text's end.
    assert_eq!(map.offset(text, pos(7, 0)), text.len() as u32);
}

#[test]
fn crlf_line_ends_are_not_columns() {
    let text = "ab\r\ncd";
    let map = LineMap::new(text);
    assert_eq!(map.offset(text, pos(0, 9)), 2);
    assert_eq!(map.position(text, 3), pos(0, 2));
    assert_eq!(map.offset(text, pos(1, 1)), 5);
}

#[test]
fn ranged_changes_apply_in_utf16_positions() {
    let mut document = Document::new("a: → 🚀 end\nb: 1\n", 1);
    let change = |range: Option<Range>, text: &str| TextDocumentContentChangeEvent {
        range,
        range_length: None,
        text: text.to_string(),
    };
    // Replace `end` (after `a: → 🚀 `: 3 + 1 + 1 + 2 + 1 = 8 units).
    document.apply(change(Some(Range { start: pos(0, 8), end: pos(0, 11) }), "fin"));
    assert_eq!(&*document.text, "a: → 🚀 fin\nb: 1\n");
    // Delete the rocket and its space.
    document.apply(change(Some(Range { start: pos(0, 5), end: pos(0, 8) }), ""));
    assert_eq!(&*document.text, "a: → fin\nb: 1\n");
    // An insertion spanning lines.
    document.apply(change(Some(Range { start: pos(1, 3), end: pos(1, 4) }), "2\nc: 3"));
    assert_eq!(&*document.text, "a: → fin\nb: 2\nc: 3\n");
    // A change without a range replaces the whole text.
    document.apply(change(None, "x: y\n"));
    assert_eq!(&*document.text, "x: y\n");
}
