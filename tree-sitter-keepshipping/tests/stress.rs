//! Inputs that break other indentation scanners: deep nesting, many lines, very long lines.

mod support;

use std::fmt::Write as _;

fn assert_clean(text: &str) -> tree_sitter::Tree {
    let tree = support::parse(text);
    let root = tree.root_node();
    assert_eq!(root.kind(), "source_file");
    assert!(!root.has_error(), "unexpected ERROR or MISSING node");
    assert_eq!(root.end_byte(), text.len());
    tree
}

/// Depth of the deepest `entry` chain, walked without recursion.
fn entry_depth(tree: &tree_sitter::Tree) -> usize {
    let mut cursor = tree.walk();
    let (mut depth, mut max) = (0usize, 0usize);
    loop {
        if cursor.node().kind() == "entry" {
            depth += 1;
            max = max.max(depth);
        }
        if cursor.goto_first_child() {
            continue;
        }
        loop {
            if cursor.node().kind() == "entry" {
                depth -= 1;
            }
            if cursor.goto_next_sibling() {
                break;
            }
            if !cursor.goto_parent() {
                return max;
            }
        }
    }
}

fn nested(levels: usize, step: usize) -> String {
    let mut text = String::new();
    for level in 0..levels {
        let _ = writeln!(text, "{:width$}k{level}: v", "", width = level * step);
    }
    text
}

#[test]
fn ten_thousand_nesting_levels_one_space_each() {
    let text = nested(10_000, 1);
    let tree = assert_clean(&text);
    assert_eq!(entry_depth(&tree), 10_000);
}

#[test]
fn ten_thousand_nesting_levels_two_spaces_each() {
    let text = nested(10_000, 2);
    let tree = assert_clean(&text);
    assert_eq!(entry_depth(&tree), 10_000);
}

#[test]
fn nesting_with_uneven_steps_degrades_to_an_error_not_an_abort() {
    // Steps of 1, 2, 3, 1, 2, 3, ... do not compress: past the serialization budget the scanner
    // refuses deeper levels (an ERROR), it never aborts.
    let mut text = String::new();
    let mut column = 0;
    for level in 0..3_000 {
        let _ = writeln!(text, "{:column$}k: v", "");
        column += 1 + level % 3;
    }
    let tree = support::parse(&text);
    assert_eq!(tree.root_node().end_byte(), text.len());
    assert!(tree.root_node().has_error(), "expected the depth budget to be exceeded");
    let depth = entry_depth(&tree);
    assert!(depth >= 250, "only {depth} levels before the budget ran out");
}

#[test]
fn ten_thousand_nested_parentheses() {
    let text = format!("v: {}x{}\n", "(".repeat(10_000), ")".repeat(10_000));
    let tree = assert_clean(&text);
    let ours = tree_sitter_keepshipping::projected_sexp(tree.root_node());
    assert_eq!(ours, support::reference_projection(&text));
}

#[test]
fn fifty_thousand_lines() {
    let mut text = String::new();
    for step in 0..5_000 {
        let _ = write!(
            text,
            "step{step}:\n  # a comment\n  kind: oci.image\n  image: build.digest\n  wait: healthy, 5m\n  when: env is prod and not ci\n  script: |\n    echo one\n\n    echo two\n  env:\n"
        );
    }
    assert_eq!(text.lines().count(), 55_000);
    let tree = assert_clean(&text);
    let last = tree.root_node().named_child(tree.root_node().named_child_count() - 1).unwrap();
    assert_eq!(last.start_position().row, 54_989);
    assert_eq!(
        tree_sitter_keepshipping::projected_sexp(tree.root_node()),
        support::reference_projection(&text)
    );
}

#[test]
fn one_megabyte_lines() {
    let words = "word ".repeat(200_000);
    let text =
        format!("a: {words}\nb: \"{}\"\nc: {}: x\n", "s".repeat(1 << 20), "k".repeat(1 << 20));
    let tree = support::parse(&text);
    // `c: kkk…: x` is one key line whose value is a word ending in `:` followed by `x`.
    assert!(!tree.root_node().has_error());
    assert_eq!(
        tree_sitter_keepshipping::projected_sexp(tree.root_node()),
        support::reference_projection(&text)
    );
    let key = format!("{}: v\n", "k".repeat(1 << 20));
    assert_clean(&key);
    let indented = format!("a:\n{}b: v\n", " ".repeat(1 << 20));
    let tree = assert_clean(&indented);
    assert_eq!(
        tree_sitter_keepshipping::projected_sexp(tree.root_node()),
        support::reference_projection(&indented)
    );
}

#[test]
fn long_block_string() {
    let mut text = String::from("notes: |\n");
    for line in 0..100_000 {
        let _ = writeln!(text, "  line {line}");
    }
    text.push_str("after: x\n");
    let tree = assert_clean(&text);
    assert_eq!(
        tree_sitter_keepshipping::projected_sexp(tree.root_node()),
        "(source_file (entry (key) (block_string)) (entry (key) (word)))"
    );
}

#[test]
fn long_comment_runs_inside_a_value_region_stay_linear() {
    // 50,000 comment lines between a value and its continuation line, then more of them between
    // entries. Looking past all of them at every line break would take minutes.
    let mut text = String::from("a: x\n");
    text.push_str(&"# c\n".repeat(50_000));
    text.push_str("  y\nb: 1\n");
    text.push_str(&"  # d\n".repeat(50_000));
    text.push_str("c: 2\n");
    let start = std::time::Instant::now();
    let tree = assert_clean(&text);
    let elapsed = start.elapsed();
    assert_eq!(
        tree_sitter_keepshipping::projected_sexp(tree.root_node()),
        support::reference_projection(&text)
    );
    assert!(elapsed.as_secs() < 30, "took {elapsed:?}");
}
