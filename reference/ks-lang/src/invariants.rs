//! The promises `parse` makes for every input, as a checkable function: property tests and fuzz
//! targets call it instead of restating the rules.

use crate::{
    syntax::{SyntaxKind, SyntaxKind::*, WalkEvent},
    Parse, SyntaxElement,
};

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
    for node in root.descendants() {
        let Some(level) = precedence(node.kind()) else { continue };
        for child in node.children_with_tokens() {
            let Some(child_level) = precedence(child.kind()) else { continue };
            let nests =
                child_level > level || (node.kind() == NOT_EXPR && child.kind() == NOT_EXPR);
            if node.kind() != GROUP && !nests {
                found.push(format!("{:?} inside {:?} breaks precedence", child, node));
            }
        }
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

/// The precedence level of an expression kind, loosest first (SYNTAX.md §5); atoms and groups bind
/// tightest. Operands of an operator node must bind tighter than it (`not not a` aside).
fn precedence(kind: SyntaxKind) -> Option<u8> {
    Some(match kind {
        DEFAULT_VALUE => 0,
        TUPLE => 1,
        OR_EXPR => 2,
        AND_EXPR => 3,
        NOT_EXPR => 4,
        COMPARE_EXPR | IS_EXPR => 5,
        UNION => 6,
        PHRASE => 7,
        GROUP | MISSING | WORD | STRING | INTERP => 8,
        _ => return None,
    })
}
