//! Inputs built to break parsers: each must parse completely, on the main thread and on a thread with
//! a 2 MiB stack, without overflowing. Their cost is measured in `cargo bench`, not here.

use ks_lang::{SyntaxKind, SyntaxNode};

/// Parses on the current thread and on a 2 MiB thread; returns the main thread's tree.
fn parse_everywhere(text: &str) -> ks_lang::Parse {
    let owned = text.to_string();
    let small_stack = std::thread::Builder::new()
        .stack_size(2 * 1024 * 1024)
        .spawn(move || {
            let parse = ks_lang::parse(&owned);
            assert_eq!(parse.syntax().text().len(), owned.len());
            let _ = ks_lang::notation::projected_sexp(&parse.syntax());
            drop(parse);
        })
        .unwrap();
    small_stack.join().expect("parse on a 2 MiB stack");
    let parse = ks_lang::parse(text);
    assert!(parse.syntax().to_string() == text, "not lossless");
    parse
}

fn count(root: &SyntaxNode, kind: SyntaxKind) -> usize {
    root.descendants().filter(|node| node.kind() == kind).count()
}

fn max_depth(root: &SyntaxNode) -> usize {
    root.descendants().map(|node| node.ancestors().count()).max().unwrap_or(0)
}

#[test]
fn hundred_thousand_nested_parentheses() {
    let depth = 100_000;
    let text = format!("a: {}x{}\n", "(".repeat(depth), ")".repeat(depth));
    let parse = parse_everywhere(&text);
    assert!(parse.diagnostics().is_empty(), "{:?}", &parse.diagnostics()[..1]);
    assert_eq!(count(&parse.syntax(), SyntaxKind::GROUP), depth);
}

#[test]
fn hundred_thousand_unclosed_parentheses() {
    let text = format!("a: {}\nb: c\n", "(".repeat(100_000));
    let parse = parse_everywhere(&text);
    assert!(parse.diagnostics().iter().all(|d| d.code == "KS0008"));
    assert_eq!(parse.tree().entries().count(), 2);
}

#[test]
fn ten_thousand_entry_levels() {
    let levels = 10_000;
    let text: String =
        (0..levels).map(|level| format!("{}k{level}:\n", " ".repeat(level))).collect();
    let parse = parse_everywhere(&text);
    assert!(parse.diagnostics().is_empty());
    assert_eq!(count(&parse.syntax(), SyntaxKind::ENTRY), levels);
    assert_eq!(max_depth(&parse.syntax()), levels + 2); // entries, their keys, and the file
}

#[test]
fn ten_megabyte_line() {
    let text = format!("a: {}\n", "word ".repeat(2_000_000));
    let parse = parse_everywhere(&text);
    assert!(parse.diagnostics().is_empty());
    assert_eq!(count(&parse.syntax(), SyntaxKind::PHRASE), 1);
}

#[test]
fn hundred_thousand_continuation_lines() {
    let mut text = String::from("auto: a\n");
    for _ in 0..100_000 {
        text.push_str("      and b\n");
    }
    let parse = parse_everywhere(&text);
    assert!(parse.diagnostics().is_empty());
    assert_eq!(count(&parse.syntax(), SyntaxKind::AND_EXPR), 1);
}

#[test]
fn hundred_thousand_line_block_string() {
    let mut text = String::from("notes: |\n");
    for line in 0..100_000 {
        text.push_str(&format!("  line {line} with: \"odd\" (content) # not a comment\n"));
    }
    text.push_str("after: x\n");
    let parse = parse_everywhere(&text);
    assert!(parse.diagnostics().is_empty());
    let entries: Vec<_> = parse.tree().entries().collect();
    assert_eq!(entries.len(), 2);
    assert_eq!(entries[0].block_string().unwrap().raw().len(), 100_000);
}

#[test]
fn million_line_file() {
    let text: String = (0..1_000_000).map(|n| format!("k{n}: v{n}\n")).collect();
    let parse = parse_everywhere(&text);
    assert!(parse.diagnostics().is_empty());
    assert_eq!(parse.tree().entries().count(), 1_000_000);
}

#[test]
fn hundred_thousand_nots_and_operators() {
    let text = format!("a: {}x\nb: {}x\n", "not ".repeat(100_000), "x == ".repeat(50_000));
    let parse = parse_everywhere(&text);
    assert_eq!(count(&parse.syntax(), SyntaxKind::NOT_EXPR), 100_000);
    assert!(parse.diagnostics().iter().all(|d| d.code == "KS0009"));
}
