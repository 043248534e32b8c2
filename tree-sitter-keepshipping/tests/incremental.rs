//! Random edits (line breaks, indentation, `#`, `|`, keys, operators) applied to generated
//! documents: re-parsing with the edited old tree must give exactly the tree of a fresh parse when
//! the result has no error, and a tree with an error when the fresh parse has one. This adds edits
//! that change layout to what `tree-sitter fuzz` does over the corpus.

mod support;

use tree_sitter::InputEdit;

use support::rng::Rng;

const ENTRIES: &[&str] = &[
    "a: x",
    "b: y, z",
    "c: not d and e",
    "k: (p | q) == r",
    "s: t is u >= 0.9",
    "v: {a.b}",
    "w: \"str\"",
    "e:",
];

/// A document that follows the layout rules, so most edits keep it valid or make it valid again.
fn document(rng: &mut Rng) -> String {
    let mut text = String::new();
    let mut depth = 0;
    for _ in 0..2 + rng.below(10) {
        match rng.below(8) {
            0 => text.push('\n'),
            1 => text.push_str(&format!("{}# note\n", "  ".repeat(rng.below(4)))),
            2 => {
                let pad = "  ".repeat(depth);
                text.push_str(&format!("{pad}notes: |\n{pad}  block line\n\n{pad}    deeper\n"));
            }
            3 => {
                let pad = "  ".repeat(depth);
                text.push_str(&format!("{pad}m: first\n{pad}   and more words\n"));
            }
            _ => {
                depth = rng.below(depth + 2);
                text.push_str(&format!(
                    "{}{}\n",
                    "  ".repeat(depth),
                    ENTRIES[rng.below(ENTRIES.len())]
                ));
            }
        }
    }
    text
}
const SNIPPETS: &[&str] =
    &["\n", "  ", " ", "#", "# c", "|", "k: ", "x", "(", ")", "\t", "and ", ",", "\n  ", "\r\n"];

#[test]
fn incremental_reparse_equals_fresh_parse() {
    let mut rng = Rng(0x1DE5);
    let mut parser = support::parser();
    let mut failures = Vec::new();
    let (mut exact, mut with_errors) = (0, 0);
    for _ in 0..4_000 {
        let mut text = document(&mut rng);
        let mut tree = parser.parse(&text, None).unwrap();
        for _ in 0..3 {
            // Replace a random range (on char boundaries; everything here is ASCII) by a snippet.
            let start = rng.below(text.len() + 1);
            let end = (start + rng.below(4)).min(text.len());
            let insert = if rng.below(3) == 0 { "" } else { SNIPPETS[rng.below(SNIPPETS.len())] };
            let edit = InputEdit {
                start_byte: start,
                old_end_byte: end,
                new_end_byte: start + insert.len(),
                start_position: support::point_at(&text, start),
                old_end_position: support::point_at(&text, end),
                new_end_position: {
                    let mut edited = text[..start].to_string();
                    edited.push_str(insert);
                    support::point_at(&edited, edited.len())
                },
            };
            let before = text.clone();
            text.replace_range(start..end, insert);
            tree.edit(&edit);
            let incremental = parser.parse(&text, Some(&tree)).unwrap();
            let fresh = parser.parse(&text, None).unwrap();
            // Error recovery may take a different path when old subtrees are around; for input with
            // an error both parses must still report one. Input without an error must give the
            // same tree, node for node.
            let differs = if fresh.root_node().has_error() {
                with_errors += 1;
                !incremental.root_node().has_error()
            } else {
                exact += 1;
                support::shape(&incremental) != support::shape(&fresh)
            };
            if differs {
                failures.push(format!(
                    "{before:?} → {text:?}\n  incremental: {}\n  fresh:       {}",
                    incremental.root_node().to_sexp(),
                    fresh.root_node().to_sexp()
                ));
                break;
            }
            tree = incremental;
        }
    }
    assert!(
        exact > 3_000 && with_errors > 1_000,
        "unbalanced sample: {exact} exact, {with_errors} with errors"
    );
    assert!(
        failures.is_empty(),
        "{} edit sequences differ:\n{}",
        failures.len(),
        failures.iter().take(5).cloned().collect::<Vec<_>>().join("\n")
    );
}
