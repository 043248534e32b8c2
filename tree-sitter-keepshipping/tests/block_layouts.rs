//! Every small document built from lines around block strings (`|` on the key line and on
//! continuation lines, block lines with lone `\r`, control characters, tabs, comments, blank lines),
//! parsed by tree-sitter and by the reference (ks-lang) with the rule of `random_differential`; and
//! every one- or two-line document edited at each position (a line break inserted, alone or with a
//! space; one character deleted): the incremental re-parse must agree with a fresh parse, with the
//! rule of `incremental`.

mod support;

const LINES: &[&str] = &[
    "k:", "k: |", "k: | # c", "k: | a", "  k: |", " |", "  |", " | a", "  a |", "  x", "   y", "",
    "  ", "  \r", "\r", "  a\rb", "  \u{1}", " # c", "\t x",
];

const ENDS: &[&str] = &["\n", "\r\n"];

/// Documents of one to `max_lines` lines from `LINES`, each with either line end, with and without the
/// last one.
fn documents(max_lines: u32) -> Vec<String> {
    let mut out = Vec::new();
    for lines in 1..=max_lines {
        let count = LINES.len().pow(lines);
        for mut index in 0..count {
            let mut chosen = Vec::new();
            for _ in 0..lines {
                chosen.push(LINES[index % LINES.len()]);
                index /= LINES.len();
            }
            for end in ENDS {
                let text = chosen.join(end);
                out.push(format!("{text}{end}"));
                out.push(text);
            }
        }
    }
    out
}

#[test]
fn block_layouts_agree_with_the_reference() {
    let mut parser = support::parser();
    let mut failures = Vec::new();
    let (mut valid, mut invalid) = (0, 0);
    for text in documents(3) {
        let tree = parser.parse(&text, None).expect("parse returns a tree");
        let (accepted, failure) = support::against_reference(&text, &tree);
        if accepted {
            valid += 1;
        } else {
            invalid += 1;
        }
        failures.extend(failure);
    }
    eprintln!("{} documents: {valid} valid, {invalid} invalid", valid + invalid);
    assert!(
        valid > 1_000 && invalid > 1_000,
        "unbalanced sample: {valid} valid, {invalid} invalid"
    );
    assert!(
        failures.is_empty(),
        "{} documents differ:\n{}",
        failures.len(),
        failures.iter().take(15).cloned().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn edits_around_block_strings_reparse_like_a_fresh_parse() {
    let mut parser = support::parser();
    let mut failures = Vec::new();
    let (mut exact, mut with_errors) = (0, 0);
    for text in documents(2) {
        for start in 0..=text.len() {
            if !text.is_char_boundary(start) {
                continue;
            }
            let delete_end = text[start..].chars().next().map(|c| start + c.len_utf8());
            let edits = [
                Some((start, start, "\n ")),
                Some((start, start, "\n")),
                delete_end.map(|end| (start, end, "")),
            ];
            for edit in edits.into_iter().flatten() {
                let mut tree = parser.parse(&text, None).expect("parse returns a tree");
                let (edited, incremental) =
                    support::reparse_after_edit(&mut parser, &mut tree, &text, edit);
                let (valid, failure) =
                    support::against_fresh_parse(&mut parser, &text, &edited, &incremental);
                if valid {
                    exact += 1;
                } else {
                    with_errors += 1;
                }
                failures.extend(failure);
            }
        }
    }
    eprintln!(
        "{} edits: {exact} valid after the edit, {with_errors} with errors",
        exact + with_errors
    );
    assert!(
        exact > 1_000 && with_errors > 1_000,
        "unbalanced sample: {exact} exact, {with_errors} with errors"
    );
    assert!(
        failures.is_empty(),
        "{} edits differ:\n{}",
        failures.len(),
        failures.iter().take(5).cloned().collect::<Vec<_>>().join("\n")
    );
}
