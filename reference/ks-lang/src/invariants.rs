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
        Parse { syntax: builder.finish(text), lines: Vec::new(), diagnostics: Vec::new() }
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
