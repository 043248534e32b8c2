//! Random edits (line breaks, indentation, `#`, `|`, keys, operators) applied to generated
//! documents: re-parsing with the edited old tree must give exactly the tree of a fresh parse when
//! the result has no error, and a tree with an error when the fresh parse has one. This adds edits
//! that change layout to what `tree-sitter fuzz` does over the corpus.

mod support;

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
            let (edited, incremental) =
                support::reparse_after_edit(&mut parser, &mut tree, &text, (start, end, insert));
            let (valid, failure) =
                support::against_fresh_parse(&mut parser, &text, &edited, &incremental);
            text = edited;
            if valid {
                exact += 1;
            } else {
                with_errors += 1;
            }
            if let Some(failure) = failure {
                failures.push(failure);
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
