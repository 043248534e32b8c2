//! The promises `parse` makes for every input, as a checkable function: property tests and fuzz
//! targets call it instead of restating the rules.

use crate::{
    ast::{AstNode, AstToken, BlockString, Entry, Expr, ScalarError, StringPart, Word},
    syntax::{SyntaxKind, SyntaxKind::*, TokenAtOffset, WalkEvent},
    Parse, SyntaxElement, TextRange,
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
        if node.kind() == GROUP {
            continue;
        }
        // An `ERROR` inside an operator node (a chained operator, a misplaced `not`) holds operands of
        // that operator: look through it, so a loose node cannot hide in one.
        let mut children: Vec<SyntaxElement> = node.children_with_tokens().collect();
        children.reverse();
        while let Some(child) = children.pop() {
            if let SyntaxElement::Node(error) = &child {
                if error.kind() == ERROR {
                    let inner: Vec<SyntaxElement> = error.children_with_tokens().collect();
                    children.extend(inner.into_iter().rev());
                    continue;
                }
            }
            let Some(child_level) = precedence(child.kind()) else { continue };
            let nests =
                child_level > level || (node.kind() == NOT_EXPR && child.kind() == NOT_EXPR);
            if !nests {
                found.push(format!("{:?} inside {:?} breaks precedence", child, node));
            }
        }
    }
    accessor_violations(text, parse, &mut found);
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

/// The typed AST's and the tree's lookups agree with the text: every range an accessor gives
/// slices the text to what the accessor says is there, and lookups find what they were given.
fn accessor_violations(text: &str, parse: &Parse, found: &mut Vec<String>) {
    let slice = |range: TextRange| text.get(std::ops::Range::from(range));
    let root = parse.syntax();
    // A lookup by offset climbs from a node to its ancestors, and a lookup by key scans siblings:
    // one is cheap, one per token of a deeply nested or very flat file is quadratic. Past this many
    // each is checked on a sample spread over the file.
    const OFFSET_LOOKUPS: usize = 2_000;
    const KEY_LOOKUPS: usize = 200;
    let tokens = root.tokens().count();
    let entries = root.descendants().filter(|node| node.kind() == ENTRY).count();
    let (token_step, entry_step) = (tokens / OFFSET_LOOKUPS + 1, entries / KEY_LOOKUPS + 1);
    let (mut token_index, mut entry_index) = (0, 0);
    for event in root.preorder_with_tokens() {
        let WalkEvent::Enter(element) = event else { continue };
        let sampled_token = matches!(element, SyntaxElement::Token(_)) && {
            token_index += 1;
            (token_index - 1) % token_step == 0
        };
        if let Some(token) = element.clone().into_token().filter(|_| sampled_token) {
            // The token at its own start, and the element covering its range, is the token.
            let at = root.token_at_offset(token.text_range().start()).right_biased();
            if at.as_ref() != Some(&token) || at.is_some_and(|at| at.parent() != token.parent()) {
                found.push(format!("token_at_offset misses {token:?}"));
            }
            if root.covering_element(token.text_range()) != Some(element.clone()) {
                found.push(format!("covering_element misses {token:?}"));
            }
        }
        if let Some(expr) = Expr::cast(element.clone()) {
            if slice(expr.text_range()) != Some(expr.text()) {
                found.push(format!("Expr::text of {expr:?} is not its range's text"));
            }
            match &expr {
                Expr::Word(word) => word_violations(word, text, found),
                Expr::String(string) => parts_violations(&string.parts(), text, found),
                Expr::Interp(interp) => {
                    let whole = interp.interpolation();
                    let part = [StringPart::Interp(whole)];
                    parts_violations(&part, text, found);
                }
                _ => {}
            }
        }
        if let Some(entry) = element.clone().into_node().and_then(Entry::cast) {
            entry_index += 1;
            let sampled = (entry_index - 1) % entry_step == 0;
            if let Some(key) = entry.key_text().filter(|_| sampled) {
                let parent = entry.syntax().parent();
                let looked_up = match entry.parent_entry() {
                    Some(parent) => parent.entry(key),
                    None => parse.tree().entry(key),
                };
                let same_key = looked_up.is_some_and(|e| e.key_text() == Some(key));
                if !same_key || parent.is_none() {
                    found.push(format!("the entry {key:?} is not found by its key"));
                }
            }
            for child in entry.entries() {
                if child.parent_entry().as_ref() != Some(&entry) {
                    found.push(format!("parent_entry of {:?} is not its entry", child.key_name()));
                }
            }
        }
        if let Some(block) = element.into_node().and_then(BlockString::cast) {
            for line in block.lines() {
                if slice(line.range) != Some(line.text) {
                    found.push(format!("a block line's range is not its text: {line:?}"));
                }
            }
        }
    }
    let mut at = if text.starts_with('\u{feff}') { 3 } else { 0 };
    for line in parse.lines() {
        let range = line.text_range();
        if range.start() != at || slice(range).is_none_or(|line| line.contains('\n')) {
            found.push(format!("the line table is off at {range:?}"));
            return;
        }
        at = range.end();
        at += ["\r\n", "\n"]
            .iter()
            .find(|end| text[at as usize..].starts_with(**end))
            .map_or(0, |end| end.len() as u32);
    }
    if at as usize != text.len() {
        found.push(format!("the line table covers {at} of {} bytes", text.len()));
    }
    // The table is derived from the tree's tokens (`line_table`): it must be the lexer's own.
    if text.len() <= crate::lexer::MAX_INPUT && parse.lines() != crate::lexer::lex(text).lines {
        found.push("the line table read off the tokens is not the lexer's".to_string());
    }
    if !text.is_empty() && root.token_at_offset(text.len() as u32) == TokenAtOffset::None {
        found.push("no token at the end of the text".to_string());
    }
}

/// A word's value has its class, or is out of range for it; its parts tile it.
fn word_violations(word: &Word, text: &str, found: &mut Vec<String>) {
    let slice = |range: TextRange| text.get(std::ops::Range::from(range));
    match word.scalar() {
        Ok(value) if value.class() == word.class() => {}
        Err(ScalarError::OutOfRange { class, range })
            if class == word.class() && range == word.syntax().text_range() => {}
        other => found.push(format!("Word::scalar of {:?} is {other:?}", word.text())),
    }
    let parts = word.parts();
    parts_violations(&parts, text, found);
    let start = parts.first().map(|p| p.text_range().start());
    let end = parts.last().map(|p| p.text_range().end());
    let range = word.syntax().text_range();
    if (start, end) != (Some(range.start()), Some(range.end())) {
        found.push(format!("the parts of {:?} do not cover it", word.text()));
    }
    if let Some(name) = word.dotted_name() {
        if slice(name.text_range()) != Some(name.text()) {
            found.push(format!("the dotted name {:?} is off its range", name.text()));
        }
        for segment in name.segments() {
            if slice(segment.range) != Some(segment.text) {
                found.push(format!("the segment {:?} is off its range", segment.text));
            }
        }
    }
}

/// Each part slices the text to itself (an interpolation to its braces and name, its name and
/// segments to themselves), and the parts follow each other without gaps.
fn parts_violations(parts: &[StringPart<'_>], text: &str, found: &mut Vec<String>) {
    let slice = |range: TextRange| text.get(std::ops::Range::from(range));
    let mut previous_end = None;
    for part in parts {
        let range = part.text_range();
        if previous_end.is_some_and(|end| end != range.start()) {
            found.push(format!("a gap before the part {part:?}"));
        }
        previous_end = Some(range.end());
        let expected = match part {
            StringPart::Text(text) => Some(text.text.to_string()),
            StringPart::Interp(interp) => {
                let name = &interp.name;
                if slice(name.text_range()) != Some(name.text()) {
                    found.push(format!("the interpolated name {:?} is off its range", name.text()));
                }
                for segment in name.segments() {
                    if slice(segment.range) != Some(segment.text) {
                        found.push(format!("the segment {:?} is off its range", segment.text));
                    }
                }
                Some(format!("{{{}}}", name.text()))
            }
        };
        if slice(range).map(str::to_string) != expected {
            found.push(format!("the part {part:?} is not its range's text"));
        }
    }
}

/// The precedence level of an expression kind, loosest first (SYNTAX.md §5); atoms and groups bind
/// tightest. Operands of an operator node must bind tighter than it (`not not a` aside), also when
/// recovery wrapped them in an `ERROR` node.
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::TreeBuilder;

    enum Step {
        Start(SyntaxKind),
        Finish,
        Tokens(u32),
    }
    use Step::*;

    /// A tree over the tokens of `text`, shaped by `steps` as a parser could (wrongly) have built it.
    fn crafted(text: &str, steps: &[Step]) -> Parse {
        let lexed = crate::lexer::lex(text);
        let mut builder = TreeBuilder::new(lexed.kinds, lexed.starts);
        builder.start_node(SOURCE_FILE);
        for step in steps {
            match step {
                Start(kind) => builder.start_node(*kind),
                Finish => builder.finish_node(),
                Tokens(n) => (0..*n).for_each(|_| builder.token()),
            }
        }
        builder.finish_node();
        Parse {
            syntax: builder.finish(text.into()),
            lines: Default::default(),
            diagnostics: Vec::new(),
        }
    }

    fn precedence_violations(text: &str, parse: &Parse) -> Vec<String> {
        let found = violations(text, parse);
        found.into_iter().filter(|v| v.contains("breaks precedence")).collect()
    }

    #[test]
    fn parsed_trees_keep_precedence() {
        for text in ["v: a | b or c\n", "v: a | not b >= c or d\n", "v: a < b < not c\n"] {
            assert_eq!(violations(text, &crate::parse(text)), Vec::<String>::new(), "{text:?}");
        }
    }

    #[test]
    fn an_or_expr_directly_inside_a_union_is_caught() {
        // v: a | (b or c), without the group: IDENT COLON WS WORD WS PIPE WS WORD WS OR_KW WS WORD NEWLINE
        let text = "v: a | b or c\n";
        let steps = [
            Start(ENTRY),
            Start(KEY),
            Tokens(2),
            Finish,
            Tokens(1),
            Start(UNION),
            Tokens(4),
            Start(OR_EXPR),
            Tokens(5),
            Finish,
            Finish,
            Tokens(1),
            Finish,
        ];
        let found = precedence_violations(text, &crafted(text, &steps));
        assert_eq!(found.len(), 1, "{found:#?}");
        assert!(found[0].contains("OR_EXPR"), "{found:#?}");
    }

    #[test]
    fn a_not_expr_inside_a_union_is_caught_even_inside_an_error() {
        // IDENT COLON WS WORD WS PIPE WS NOT_KW WS WORD NEWLINE
        let text = "v: a | not b\n";
        for wrapped in [false, true] {
            let mut steps = vec![Start(ENTRY), Start(KEY), Tokens(2), Finish, Tokens(1)];
            steps.extend([Start(UNION), Tokens(4)]);
            if wrapped {
                steps.push(Start(ERROR));
            }
            steps.extend([Start(NOT_EXPR), Tokens(3), Finish]);
            if wrapped {
                steps.push(Finish);
            }
            steps.extend([Finish, Tokens(1), Finish]);
            let found = precedence_violations(text, &crafted(text, &steps));
            assert_eq!(found.len(), 1, "wrapped: {wrapped}, {found:#?}");
            assert!(found[0].contains("NOT_EXPR"), "{found:#?}");
        }
    }
}
