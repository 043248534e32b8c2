//! The promises `parse` makes for every input, as a checkable function: property tests and fuzz
//! targets call it instead of restating the rules.

use crate::{syntax::WalkEvent, Parse, SyntaxElement};

/// Every way `parse` broke its promises on `text` (empty when it kept them all).
pub fn violations(text: &str, parse: &Parse) -> Vec<String> {
    let mut found = Vec::new();
    let root = parse.syntax();
    if root.to_string() != text {
        found.push("the tree's text differs from the input".to_string());
    }
    let mut offset = 0;
    for event in root.preorder_with_tokens() {
        let WalkEvent::Enter(element) = event else { continue };
        let range = element.text_range();
        if range.end() as usize > text.len()
            || !text.is_char_boundary(range.start() as usize)
            || !text.is_char_boundary(range.end() as usize)
        {
            found.push(format!("{:?} has a range off the text: {range:?}", element.kind()));
            continue;
        }
        if let SyntaxElement::Token(token) = element {
            if range.start() != offset {
                found.push(format!("token {token:?} does not start where the previous one ended"));
            }
            if range.is_empty() {
                found.push(format!("empty token {token:?}"));
            }
            offset = range.end();
        }
    }
    if offset as usize != text.len() {
        found.push(format!("tokens cover {offset} of {} bytes", text.len()));
    }
    for diagnostic in parse.diagnostics() {
        let span = diagnostic.span;
        let inside = span.end() as usize <= text.len()
            && text.is_char_boundary(span.start() as usize)
            && text.is_char_boundary(span.end() as usize);
        if !inside {
            found.push(format!("{} has a span off the text: {span:?}", diagnostic.code));
        }
        if diagnostic.message.is_empty() || diagnostic.hint.as_deref().is_none_or(str::is_empty) {
            found.push(format!("{} lacks a message or a hint", diagnostic.code));
        }
    }
    found
}
