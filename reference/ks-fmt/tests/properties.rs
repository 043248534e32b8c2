//! Property tests over generated valid `ship.ks` files written with a careless layout: the formatter
//! accepts them, its output parses, formatting the output changes nothing, and the output keeps the
//! significant tokens, the comments, the block strings' texts and the projected tree. The checks
//! here use `ks-lang` directly, not the formatter's own verification.

use ks_lang::{
    ast::{AstNode, BlockString},
    notation, SyntaxKind,
};
use proptest::prelude::*;

/// A value: tokens, and which gaps may be written without a space (lexically safe).
const VALUES: &[&[&str]] = &[
    &["api"],
    &["k8s.rollout"],
    &["healthy", ",", "5m"],
    &["risk", "is", "low", ">=", "0.95"],
    &["risk", "is", "low", "≥", "0.95"],
    &["int", "=", "2"],
    &["low", "|", "medium", "|", "high"],
    &["deploy", "staging"],
    &["not", "(", "a", "or", "b", ")", "|", "c", "d"],
    &["\"api-{git.sha}\""],
    &["list", "(", "oci.Tag", ")"],
    &["optional", "(", "String", ")", "=", "\"x y\""],
    &["(", ")"],
    &["a", "<", "b", "and", "c", "!=", "\"y z\""],
    &["{build.digest}"],
    &["@platform", ",", "./x", ",", "-12.5"],
    &["a#b", "c"],
    &["env", "is", "dev", "|", "staging"],
    &["(", "a", ",", "b", ")", "(", "c", ")"],
    &["not", "not", "x"],
];

/// Continuation lines that may follow any value.
const CONTINUATIONS: &[&[&str]] =
    &[&["and", "plan.destroys", "==", "0"], &["or", "x"], &["and", "not", "y"], &[",", "z"]];

fn is_punct(token: &str) -> bool {
    matches!(token, "," | "(" | ")" | "|" | "=" | "==" | "!=" | ">=" | "<=" | "<" | ">" | "≥" | "≤")
}

/// Joins tokens with the gaps chosen by `gaps` (0: none where safe, 1: one space, 2+: several).
fn join(tokens: &[&str], gaps: &[u8]) -> String {
    let mut out = String::new();
    for (i, token) in tokens.iter().enumerate() {
        if i > 0 {
            let gap = gaps[i % gaps.len()];
            let safe_none = is_punct(tokens[i - 1]) || is_punct(token);
            let spaces = if gap == 0 && safe_none { 0 } else { usize::from(gap.max(1)) };
            out.push_str(&" ".repeat(spaces));
        }
        out.push_str(token);
    }
    out
}

#[derive(Clone, Debug)]
enum Body {
    Value { value: usize, continuations: Vec<usize> },
    Block { lines: Vec<(u8, String)>, comment: bool },
    Children(Vec<Node>),
    Empty,
}

#[derive(Clone, Debug)]
struct Node {
    key: String,
    body: Body,
    trailing_comment: Option<String>,
    blank_before: u8,
    comment_before: Option<(u8, String)>,
}

fn key() -> impl Strategy<Value = String> {
    "[a-z_][a-z0-9_-]{0,6}".prop_filter("not a keyword or the header", |k| {
        !matches!(k.as_str(), "and" | "or" | "not" | "is" | "keepshipping")
    })
}

fn comment_text() -> impl Strategy<Value = String> {
    "#[ a-z→≥#:,()\"]{0,12}[ \t]{0,2}"
}

fn block_line() -> impl Strategy<Value = (u8, String)> {
    (0u8..4, "([a-z#\"=:|(){}][a-z #\"=:|(){}\t]{0,10}[ ]{0,2})?")
}

fn node(depth: u32) -> impl Strategy<Value = Node> {
    let leaf = prop_oneof![
        4 => (0..VALUES.len(), prop::collection::vec(0..CONTINUATIONS.len(), 0..3))
            .prop_map(|(value, continuations)| Body::Value { value, continuations }),
        1 => (prop::collection::vec(block_line(), 0..5), any::<bool>())
            .prop_map(|(lines, comment)| Body::Block { lines, comment }),
        1 => Just(Body::Empty),
    ];
    let body = leaf.prop_recursive(depth, 24, 4, |inner| {
        prop::collection::vec(
            (
                key(),
                inner,
                proptest::option::of(comment_text()),
                0u8..3,
                proptest::option::of((0u8..6, comment_text())),
            )
                .prop_map(
                    |(key, body, trailing_comment, blank_before, comment_before)| Node {
                        key,
                        body,
                        trailing_comment,
                        blank_before,
                        comment_before,
                    },
                ),
            1..4,
        )
        .prop_map(Body::Children)
    });
    (
        key(),
        body,
        proptest::option::of(comment_text()),
        0u8..3,
        proptest::option::of((0u8..6, comment_text())),
    )
        .prop_map(|(key, body, trailing_comment, blank_before, comment_before)| Node {
            key,
            body,
            trailing_comment,
            blank_before,
            comment_before,
        })
}

#[derive(Clone, Debug)]
struct Layout {
    gaps: Vec<u8>,
    child_step: u8,
    continuation_extra: u8,
    crlf: bool,
    bom: bool,
    final_newline: bool,
    trailing: bool,
}

fn layout() -> impl Strategy<Value = Layout> {
    (
        prop::collection::vec(0u8..4, 1..6),
        1u8..5,
        0u8..4,
        any::<bool>(),
        prop::bool::weighted(0.1),
        prop::bool::weighted(0.8),
        any::<bool>(),
    )
        .prop_map(
            |(gaps, child_step, continuation_extra, crlf, bom, final_newline, trailing)| Layout {
                gaps,
                child_step,
                continuation_extra,
                crlf,
                bom,
                final_newline,
                trailing,
            },
        )
}

fn print(nodes: &[Node], layout: &Layout) -> String {
    let mut lines: Vec<String> = Vec::new();
    for node in nodes {
        print_node(node, 0, layout, &mut lines);
    }
    let newline = if layout.crlf { "\r\n" } else { "\n" };
    let mut text = lines.join(newline);
    if layout.final_newline && !text.is_empty() {
        text.push_str(newline);
    }
    if layout.bom {
        text.insert(0, '\u{feff}');
    }
    text
}

fn print_node(node: &Node, indent: usize, layout: &Layout, lines: &mut Vec<String>) {
    for _ in 0..node.blank_before {
        lines.push(if layout.trailing { "  ".to_string() } else { String::new() });
    }
    if let Some((column, text)) = &node.comment_before {
        lines.push(format!("{}{}", " ".repeat(*column as usize), text));
    }
    let pad = " ".repeat(indent);
    let after_key = " ".repeat(usize::from(layout.gaps[0].max(1)));
    let trailing = |line: &mut String| {
        if layout.trailing {
            line.push_str(" \t ");
        }
    };
    let comment = |line: &mut String| {
        if let Some(c) = &node.trailing_comment {
            line.push_str(&" ".repeat(usize::from(layout.gaps[0]) + 1));
            line.push_str(c);
        }
    };
    match &node.body {
        Body::Value { value, continuations } => {
            let mut line =
                format!("{pad}{}:{after_key}{}", node.key, join(VALUES[*value], &layout.gaps));
            comment(&mut line);
            trailing(&mut line);
            lines.push(line);
            let column = indent + node.key.len() + 1 + usize::from(layout.continuation_extra);
            for c in continuations {
                let mut line =
                    format!("{}{}", " ".repeat(column), join(CONTINUATIONS[*c], &layout.gaps));
                trailing(&mut line);
                lines.push(line);
            }
        }
        Body::Block { lines: block, comment: with_comment } => {
            let mut line = format!("{pad}{}:{after_key}|", node.key);
            if *with_comment {
                line.push_str("  # why");
            }
            lines.push(line);
            let base = indent + usize::from(layout.child_step);
            for (extra, content) in block {
                if content.is_empty() {
                    // An empty line or one of spaces only, inside the block.
                    lines.push(" ".repeat(usize::from(*extra) * 3));
                } else {
                    lines.push(format!("{}{}", " ".repeat(base + usize::from(*extra)), content));
                }
            }
        }
        Body::Children(children) => {
            let mut line = format!("{pad}{}:", node.key);
            comment(&mut line);
            lines.push(line);
            for child in children {
                print_node(child, indent + usize::from(layout.child_step), layout, lines);
            }
        }
        Body::Empty => {
            let mut line = format!("{pad}{}:", node.key);
            comment(&mut line);
            lines.push(line);
        }
    }
}

fn significant(text: &str) -> Vec<(SyntaxKind, String)> {
    use SyntaxKind::*;
    ks_lang::parse(text)
        .syntax()
        .tokens()
        .filter(|t| !matches!(t.kind(), WHITESPACE | NEWLINE | COMMENT | BOM | BLOCK_LINE))
        .map(|t| (t.kind(), t.text().to_string()))
        .collect()
}

fn comments(text: &str) -> Vec<String> {
    ks_lang::parse(text)
        .syntax()
        .tokens()
        .filter(|t| t.kind() == SyntaxKind::COMMENT)
        .map(|t| t.text().trim_end_matches([' ', '\t']).to_string())
        .collect()
}

fn block_texts(text: &str) -> Vec<String> {
    ks_lang::parse(text)
        .syntax()
        .descendants()
        .filter_map(BlockString::cast)
        .map(|b| b.text())
        .collect()
}

fn check(text: &str) -> Result<(), TestCaseError> {
    let parse = ks_lang::parse(text);
    prop_assume!(!parse.has_errors(), "generated input has errors: {:?}", parse.diagnostics());
    let output = match ks_fmt::format(text) {
        Ok(output) => output,
        Err(refusal) => {
            return Err(TestCaseError::fail(format!("refused: {refusal}\ninput: {text:?}")))
        }
    };
    let reparsed = ks_lang::parse(&output);
    prop_assert!(
        !reparsed.has_errors(),
        "output has errors: {:?}\n{output}",
        reparsed.diagnostics()
    );
    let again = ks_fmt::format(&output).map_err(|r| TestCaseError::fail(r.to_string()))?;
    prop_assert_eq!(&again, &output, "not idempotent");
    prop_assert_eq!(significant(text), significant(&output), "tokens changed");
    prop_assert_eq!(comments(text), comments(&output), "comments changed");
    prop_assert_eq!(block_texts(text), block_texts(&output), "block strings changed");
    prop_assert_eq!(
        notation::projected_sexp(&parse.syntax()),
        notation::projected_sexp(&reparsed.syntax()),
        "tree changed"
    );
    // The layout promises that can be read off the text directly.
    prop_assert!(output.is_empty() || output.ends_with('\n') && !output.ends_with("\n\n"));
    let bom = '\u{feff}';
    prop_assert!(
        !output.starts_with('\n') && !output.contains('\r') && !output.starts_with(bom),
        "{output:?}"
    );
    if block_texts(text).is_empty() {
        prop_assert!(!output.contains("\n\n\n"), "blank-line run kept");
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn generated_files_format_idempotently_and_keep_their_tokens(
        nodes in prop::collection::vec(node(3), 0..6),
        layout in layout(),
    ) {
        let text = print(&nodes, &layout);
        check(&text)?;
    }
}

#[test]
fn the_generator_covers_the_layout_rules() {
    // One fixed sample, so a generator that stopped producing the interesting shapes is noticed.
    let nodes = vec![Node {
        key: "steps".into(),
        body: Body::Children(vec![
            Node {
                key: "auto".into(),
                body: Body::Value { value: 3, continuations: vec![0, 3] },
                trailing_comment: Some("# why  ".into()),
                blank_before: 2,
                comment_before: Some((5, "# above".into())),
            },
            Node {
                key: "notes".into(),
                body: Body::Block {
                    lines: vec![(0, "a".into()), (0, "".into()), (2, "b  ".into())],
                    comment: true,
                },
                trailing_comment: None,
                blank_before: 0,
                comment_before: None,
            },
        ]),
        trailing_comment: None,
        blank_before: 0,
        comment_before: None,
    }];
    let layout = Layout {
        gaps: vec![2, 0],
        child_step: 4,
        continuation_extra: 3,
        crlf: true,
        bom: true,
        final_newline: false,
        trailing: true,
    };
    let text = print(&nodes, &layout);
    assert!(!ks_lang::parse(&text).has_errors(), "{text:?}");
    assert_eq!(
        ks_fmt::format(&text).unwrap(),
        "steps:\n\n  # above\n  auto: risk is low >= 0.95 # why\n        and plan.destroys == 0\n        , z\n  notes: | # why\n      a\n\n        b  \n"
    );
    check(&text).unwrap();
}

/// Lines made of the language's pieces at random indentation: mostly invalid, sometimes valid.
fn line_soup() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("steps:"),
        Just("a: b"),
        Just("notes: |"),
        Just("x: (a ,b)"),
        Just("and c"),
        Just("# c"),
        Just("\"s\"#w"),
        Just("≥"),
        Just("\t"),
        Just("("),
        Just(")"),
        Just("keepshipping: 0.1"),
        Just(""),
    ];
    let line = (
        0usize..7,
        prop::collection::vec(piece, 1..3),
        prop_oneof![Just("\n"), Just("\r\n"), Just("")],
    );
    prop::collection::vec(line, 0..25).prop_map(|lines| {
        lines
            .into_iter()
            .map(|(indent, pieces, end)| format!("{}{}{end}", " ".repeat(indent), pieces.join(" ")))
            .collect()
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// Any text: format never panics; it refuses input with errors, and whatever it returns keeps
    /// the promises.
    #[test]
    fn any_text_is_refused_or_formatted_correctly(text in prop_oneof![any::<String>(), line_soup()]) {
        let parse = ks_lang::parse(&text);
        match ks_fmt::format(&text) {
            Err(refusal) => {
                if parse.has_errors() {
                    prop_assert_eq!(refusal.kind, ks_fmt::RefusalKind::InputErrors);
                    prop_assert!(!refusal.diagnostics.is_empty());
                }
            }
            Ok(_) => {
                prop_assert!(!parse.has_errors(), "formatted an input with errors: {text:?}");
                check(&text)?;
            }
        }
    }
}
