//! Random documents from a small alphabet of lines and value tokens, parsed by tree-sitter and by
//! the reference (ks-lang): where the reference reports no error the projections must be equal;
//! where it reports one, tree-sitter's tree must hold an ERROR or MISSING node.

mod support;

use support::rng::Rng;

const KEYS: &[&str] = &["a:", "step:", "k-1:", "_x:", "and:", "name:api", "x :", "is:"];
const ATOMS: &[&str] =
    &["a", "b.c", "\"s\"", "\"{a.b}\"", "{a.b}", "5m", "x#y", "@h", "./p", "(", ")", "()"];
const OPS: &[&str] = &[",", "=", "==", "!=", ">=", "\u{2265}", "<", "|", "and", "or", "not", "is"];
const ODD: &[&str] = &["}", "!", "\"open", "{x", "===", "\t", "#c", " # c"];

fn value(rng: &mut Rng, out: &mut String) {
    let len = rng.below(6);
    for i in 0..len {
        if i > 0 || rng.below(2) == 0 {
            out.push(' ');
        }
        match rng.below(20) {
            0..=10 => out.push_str(rng.pick(ATOMS)),
            11..=18 => out.push_str(rng.pick(OPS)),
            _ => out.push_str(rng.pick(ODD)),
        }
    }
}

const WORDS: &[&str] = &[
    "a",
    "b.c",
    "\"s\"",
    "\"q {a.b} \\\" r\"",
    "{a.b}",
    "5m",
    "x#y",
    "@h",
    "./p",
    "island",
    "1.5",
];

/// A well-formed value: the precedence ladder with random operators at every level.
fn expr(rng: &mut Rng, depth: usize, out: &mut String) {
    let atom = |rng: &mut Rng, out: &mut String| {
        if depth > 0 && rng.below(6) == 0 {
            out.push('(');
            if rng.below(5) != 0 {
                expr(rng, depth - 1, out);
            }
            out.push(')');
        } else {
            out.push_str(rng.pick(WORDS));
        }
    };
    let parts = 1 + rng.below(3);
    let mut defaults = 0;
    for i in 0..parts {
        // `not` may start an operand of `=`, `,`, `or` and `and` (grammar/SYNTAX.md §5), not one
        // of `|` or of juxtaposition: mostly it goes where it may, sometimes where it may not
        // (both parsers must then report an error).
        let mut not_allowed = true;
        if i > 0 {
            let mut separator = rng.pick(&[" ", " , ", " or ", " and ", " | ", " = "]);
            if separator == " = " {
                defaults += 1;
                if defaults > 1 {
                    separator = " , ";
                }
            }
            not_allowed = !matches!(separator, " " | " | ");
            out.push_str(separator);
        }
        if (not_allowed && rng.below(5) == 0) || rng.below(40) == 0 {
            out.push_str("not ");
        }
        atom(rng, out);
        if rng.below(4) == 0 {
            out.push_str(rng.pick(&[" == ", " != ", " >= ", " \u{2264} ", " is "]));
            if rng.below(40) == 0 {
                out.push_str("not ");
            }
            atom(rng, out);
        }
    }
}

/// A document that follows the layout rules: children one level deeper, continuation lines,
/// block strings, comment and blank lines anywhere.
fn well_formed(rng: &mut Rng) -> String {
    let mut out = String::new();
    let mut depth = 0usize;
    let lines = 1 + rng.below(12);
    for _ in 0..lines {
        match rng.below(10) {
            0 => out.push('\n'),
            1 => {
                out.push_str(&" ".repeat(rng.below(8)));
                out.push_str("# note\n");
            }
            2 if depth > 0 => {
                // A block string with a blank line inside and a deeper line.
                out.push_str(&format!(
                    "{}blk: |\n{}one\n\n{}  two\n",
                    "  ".repeat(depth),
                    "  ".repeat(depth + 1),
                    "  ".repeat(depth + 1)
                ));
            }
            _ => {
                depth = rng.below(depth + 2);
                out.push_str(&"  ".repeat(depth));
                out.push_str(rng.pick(&["a:", "step:", "k-1:", "_x:"]));
                if rng.below(4) != 0 {
                    out.push(' ');
                    let mut value = String::new();
                    expr(rng, 3, &mut value);
                    out.push_str(&value);
                    if rng.below(5) == 0 {
                        out.push_str("  # trailing");
                    }
                    if rng.below(4) == 0 {
                        out.push_str(&format!("\n{}and z", "  ".repeat(depth + 1) + " "));
                    }
                }
                out.push('\n');
            }
        }
    }
    out
}

/// Characters in any order: controls, lone `\r`, BOMs, operators, keys, quotes, braces.
fn garbage(rng: &mut Rng) -> String {
    const PIECES: &[&str] = &[
        "a", "k:", " ", "  ", "\t", "\n", "\r\n", "\r", "\u{1}", "\u{feff}", "#", "\"", "\\", "{",
        "}", "{a.b}", "(", ")", "|", ",", "=", "!", "<", ">", "\u{2265}", "\u{2264}", "and", "not",
        "is", "or", "\u{e9}", ".", ":",
    ];
    let len = rng.below(40);
    (0..len).map(|_| rng.pick(PIECES)).collect()
}

fn document(rng: &mut Rng) -> String {
    match rng.below(4) {
        0 => return garbage(rng),
        1 | 2 => return well_formed(rng),
        _ => {}
    }
    let mut out = String::new();
    let lines = 1 + rng.below(9);
    let newline = if rng.below(8) == 0 { "\r\n" } else { "\n" };
    for _ in 0..lines {
        let indent = [0, 0, 0, 2, 2, 4, 4, 6, 1, 3][rng.below(10)];
        let mut line = " ".repeat(indent);
        if rng.below(30) == 0 {
            line.insert(0, '\t');
        }
        match rng.below(12) {
            0 => {}
            1 => line.push_str("# comment"),
            2 => {
                line.push_str(rng.pick(KEYS));
                line.push_str(" |");
            }
            3 | 4 => value(rng, &mut line),
            _ => {
                line.push_str(rng.pick(KEYS));
                value(rng, &mut line);
            }
        }
        out.push_str(&line);
        out.push_str(newline);
    }
    if rng.below(4) == 0 {
        out.pop();
    }
    out
}

#[test]
fn random_documents_agree_with_the_reference() {
    let mut rng = Rng(0x4B53_2026);
    let mut failures = Vec::new();
    let (mut valid, mut invalid) = (0, 0);
    for _ in 0..12_000 {
        let text = document(&mut rng);
        let (accepted, failure) = support::against_reference(&text, &support::parse(&text));
        if accepted {
            valid += 1;
        } else {
            invalid += 1;
        }
        failures.extend(failure);
    }
    assert!(valid > 500 && invalid > 500, "unbalanced sample: {valid} valid, {invalid} invalid");
    assert!(
        failures.is_empty(),
        "{} of 12000 differ:\n{}",
        failures.len(),
        failures.iter().take(15).cloned().collect::<Vec<_>>().join("\n")
    );
}

/// `not` may only start an operand of `=`, `,`, `or`, `and` or a group (grammar/SYNTAX.md §5: the
/// operands of `|`, of a comparison and of `is` are unions of phrases of atoms). Both parsers report
/// these as errors (the reference with KS0011).
#[test]
fn not_inside_a_union_or_comparison_is_an_error() {
    for text in [
        "v: a | not b\n",
        "v: a == not b\n",
        "v: a is not b\n",
        "v: a is b >= not c\n",
        "v: a not b\n",
    ] {
        let tree = support::parse(text);
        assert!(tree.root_node().has_error(), "{text:?} parsed without an error");
        let codes: Vec<_> = ks_lang::parse(text).diagnostics().iter().map(|d| d.code).collect();
        assert!(codes.contains(&"KS0011"), "{text:?}: the reference reports {codes:?}, not KS0011");
    }
    for text in
        ["v: a = not b\n", "v: a, not b\n", "v: a or not b\n", "v: (not b)\n", "v: not not b\n"]
    {
        let tree = support::parse(text);
        assert!(!tree.root_node().has_error(), "{text:?} has an error");
        assert_eq!(
            tree_sitter_keepshipping::projected_sexp(tree.root_node()),
            support::reference_projection(text)
        );
    }
}
