//! Where `not` may stand (grammar/SYNTAX.md §5): it starts an operand of `=`, `,`, `or`, `and` or a
//! group, never one of a comparison, `is`, its threshold or `|`, and never follows an operand. The
//! misplaced ones are KS0011 with the `not` keyword alone in an `ERROR` node.

use ks_lang::notation::projected_sexp;

const TIGHT_OPERATORS: &[&str] = &["==", "!=", "<", ">", "<=", ">=", "≤", "≥", "is", "|"];

/// The byte ranges of the `not`s reported as KS0011, and the `ERROR` nodes' texts.
fn misplaced_nots(text: &str) -> (Vec<(usize, usize)>, Vec<String>) {
    let parse = ks_lang::parse(text);
    let violations = ks_lang::invariants::violations(text, &parse);
    assert!(violations.is_empty(), "{text:?}: {violations:#?}");
    let spans = parse
        .diagnostics()
        .iter()
        .filter(|d| d.code == "KS0011")
        .map(|d| (d.span.start() as usize, d.span.end() as usize))
        .collect();
    let errors = parse
        .syntax()
        .descendants()
        .filter(|node| node.kind() == ks_lang::SyntaxKind::ERROR)
        .map(|node| node.text().to_string())
        .collect();
    (spans, errors)
}

#[test]
fn not_as_the_operand_of_a_tight_operator_is_ks0011() {
    for op in TIGHT_OPERATORS {
        for text in [
            format!("v: a {op} not b\n"),
            format!("v: a {op} not b or c\n"),
            format!("v: x, a {op} not b and c = d\n"),
            format!("v: (a {op} not b)\n"),
        ] {
            let parse = ks_lang::parse(&text);
            let codes: Vec<_> = parse.diagnostics().iter().map(|d| d.code).collect();
            assert_eq!(codes, ["KS0011"], "{text:?}");
            let not = text.find("not").unwrap();
            let (spans, errors) = misplaced_nots(&text);
            assert_eq!(spans, [(not, not + 3)], "{text:?}");
            assert_eq!(errors, ["not"], "{text:?}");
            let hint = parse.diagnostics()[0].hint.as_deref().unwrap();
            assert!(hint.contains(&format!("`a {op} (not b)`")), "{text:?}: {hint}");
        }
    }
}

#[test]
fn not_as_a_threshold_is_ks0011() {
    for text in ["v: a is b >= not c\n", "v: a is b ≥ not c\n"] {
        let not = text.find("not").unwrap();
        assert_eq!(misplaced_nots(text), (vec![(not, not + 3)], vec!["not".to_string()]));
    }
}

#[test]
fn each_misplaced_not_is_reported() {
    let text = "v: a | not not b == not c\n";
    let (spans, errors) = misplaced_nots(text);
    assert_eq!(spans, [(7, 10), (11, 14), (20, 23)]);
    assert_eq!(errors, ["not", "not", "not"]);
}

#[test]
fn not_where_the_grammar_allows_it_has_no_diagnostic() {
    for (text, projected) in [
        ("v: not a | b\n", "(not_expr (union (word) (word)))"),
        ("v: not a == b\n", "(not_expr (compare_expr (word) (word)))"),
        ("v: not a is b >= c\n", "(not_expr (is_expr (word) (word) (word)))"),
        ("v: (not a) | b\n", "(union (group (not_expr (word))) (word))"),
        ("v: a | (not b)\n", "(union (word) (group (not_expr (word))))"),
        ("v: a == (not b)\n", "(compare_expr (word) (group (not_expr (word))))"),
        ("v: a is (not b)\n", "(is_expr (word) (group (not_expr (word))))"),
        ("v: a = not b\n", "(default_value (word) (not_expr (word)))"),
        ("v: a, not b\n", "(tuple (word) (not_expr (word)))"),
        ("v: a or not b\n", "(or_expr (word) (not_expr (word)))"),
        ("v: a and not not b\n", "(and_expr (word) (not_expr (not_expr (word))))"),
    ] {
        let parse = ks_lang::parse(text);
        assert!(parse.diagnostics().is_empty(), "{text:?}: {:?}", parse.diagnostics());
        assert!(ks_lang::invariants::violations(text, &parse).is_empty(), "{text:?}");
        let expected = format!("(source_file (entry (key) {projected}))");
        assert_eq!(projected_sexp(&parse.syntax()), expected, "{text:?}");
    }
}
