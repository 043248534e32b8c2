//! The `format` level of the conformance suite, run against ks-fmt (the reference formatter).
//!
//! Kept beside the formatter, apart from `ks-conformance`'s own levels, while that crate is being
//! built; it uses the suite's case loader and follows its conventions:
//!
//! - A case under `conformance/cases/format/<slug>/` asserts the level with one expected file:
//!   `formatted.ks`, the exact bytes `fmt` produces, or `format.refused`, whose first line names the
//!   refusal condition (`input-errors`, `header`, `output-errors`, `tokens-changed`,
//!   `comments-changed`, `block-string-changed`, `not-idempotent`) and whose second line is the
//!   reason, for people. Every implementation must name the same condition (NOTATION.md §5a).
//! - Every other case of the suite is checked for the formatter's promises (FMT-4, FMT-10..13): an
//!   input with a syntax error (an error code of the `parse` level among the case's codes, or an
//!   invalid case that names no error of a later level) is refused; any other input formats (a case
//!   invalid only by the checker's codes is valid syntax),
//!   the output parses, formatting it again changes nothing, and the significant tokens, the
//!   comments and the block strings' texts are kept. These checks use ks-lang directly, not the
//!   formatter's own verification.
//!
//! Trials are named `format::<case-id>` and `format-derived::<case-id>`. `KS_BLESS=1 cargo test -p
//! ks-fmt --test conformance` writes the expected files of the `format/` cases from ks-fmt instead
//! (refused when `CI` is set); review the diff against D6 before committing.

use std::path::Path;

use ks_conformance::{case, codes::Codes, compare::diff, suite_dir, Case};
use ks_lang::{
    ast::{AstNode, BlockString},
    SyntaxKind,
};
use libtest_mimic::{Arguments, Failed, Trial};

const FORMATTED: &str = "formatted.ks";
const REFUSED: &str = "format.refused";

fn main() {
    let cases = case::discover(&suite_dir().join("cases")).unwrap_or_else(|e| {
        eprintln!("conformance: {e}");
        std::process::exit(2)
    });
    if ks_conformance::bless::requested().is_some() {
        std::process::exit(bless(&cases));
    }
    let codes = Codes::load(&suite_dir().join("codes.toml")).unwrap_or_else(|e| {
        eprintln!("conformance: {e}");
        std::process::exit(2)
    });
    let known = known_refusals();
    for id in known.keys() {
        if !cases.iter().any(|c| &c.id == id) {
            eprintln!("derived-refusals.txt names `{id}`, which is not a case");
            std::process::exit(2);
        }
    }
    let mut trials = Vec::new();
    let mut format_cases = 0;
    for case in cases {
        let in_format_area = case.id.starts_with("format/");
        let asserted = case.dir.join(FORMATTED).is_file() || case.dir.join(REFUSED).is_file();
        if in_format_area {
            format_cases += 1;
            let id = case.id.clone();
            let case_for_trial = case.clone();
            trials.push(Trial::test(format!("format::{id}"), move || {
                if !asserted {
                    return Err(format!("{id}: no {FORMATTED} or {REFUSED}").into());
                }
                format_level(&case_for_trial)
            }));
        }
        if !case.dir.join(REFUSED).is_file() {
            let id = case.id.clone();
            let known = known.get(&id).cloned();
            let syntax_error = has_syntax_error(&case, &codes);
            trials.push(Trial::test(format!("format-derived::{id}"), move || {
                derived(&case, syntax_error, known)
            }));
        }
    }
    if format_cases == 0 {
        eprintln!("conformance: no cases under format/");
        std::process::exit(2);
    }
    libtest_mimic::run(&Arguments::from_args(), trials).exit()
}

fn input_text(case: &Case) -> Result<&str, Failed> {
    std::str::from_utf8(&case.input)
        .map_err(|_| Failed::from(format!("{}: input.ks is not UTF-8", case.id)))
}

fn with_note(case: &Case, message: String) -> Failed {
    let note = case.meta.note.as_deref().map(|n| format!("\nnote: {n}")).unwrap_or_default();
    Failed::from(format!("{message}\n\ncase {}: {}{note}", case.id, case.meta.title))
}

/// The `format` level: the exact output, or a refusal for the named condition.
fn format_level(case: &Case) -> Result<(), Failed> {
    let input = input_text(case)?;
    let result = ks_fmt::format(input);
    if let Ok(expected) = std::fs::read_to_string(case.dir.join(FORMATTED)) {
        return match result {
            Ok(output) if output == expected => Ok(()),
            Ok(output) => Err(with_note(
                case,
                format!(
                    "formatted output differs (- expected, + actual)\n{}",
                    diff(&expected, &output)
                ),
            )),
            Err(refusal) => {
                Err(with_note(case, format!("expected {FORMATTED}, but refused: {refusal}")))
            }
        };
    }
    let expected =
        std::fs::read_to_string(case.dir.join(REFUSED)).map_err(|e| Failed::from(e.to_string()))?;
    let condition = expected.lines().next().unwrap_or("").trim();
    match result {
        Err(refusal) if refusal.kind.name() == condition => Ok(()),
        Err(refusal) => Err(with_note(
            case,
            format!("refused for `{}`, expected `{condition}`: {refusal}", refusal.kind.name()),
        )),
        Ok(output) => {
            Err(with_note(case, format!("expected a refusal (`{condition}`), got:\n{output}")))
        }
    }
}

/// Whether the case's input has a syntax error: it declares an error code of the `parse` level, or
/// it is invalid without an error code of a later level to say why (a `migrate` input in the old
/// syntax declares no codes).
fn has_syntax_error(case: &Case, codes: &Codes) -> bool {
    let errors_at = |parse_level: bool| {
        case.meta.codes.iter().any(|code| {
            codes.0.get(code).is_some_and(|info| {
                info.severity == "error" && (info.level == "parse") == parse_level
            })
        })
    };
    errors_at(true) || (!case.meta.valid && !errors_at(false))
}

/// The promises checked on every case: refusal of input with a syntax error, and for any other
/// input a stable, parseable output that keeps tokens, comments and block texts.
fn derived(case: &Case, syntax_error: bool, known_refusal: Option<String>) -> Result<(), Failed> {
    let input = input_text(case)?;
    let result = ks_fmt::format(input);
    if let Some(condition) = known_refusal {
        return match result {
            Err(refusal) if refusal.kind.name() == condition => Ok(()),
            Err(refusal) => Err(with_note(
                case,
                format!("listed as refused for `{condition}`, refused: {refusal}"),
            )),
            Ok(_) => Err(with_note(
                case,
                "listed in derived-refusals.txt but formats: remove it there".into(),
            )),
        };
    }
    if syntax_error {
        return match result {
            Err(_) => Ok(()),
            Ok(output) => {
                Err(with_note(case, format!("an invalid input was formatted (FMT-4):\n{output}")))
            }
        };
    }
    let output = result.map_err(|r| with_note(case, format!("a valid input was refused: {r}")))?;
    let parse = ks_lang::parse(&output);
    if parse.has_errors() {
        return Err(with_note(case, format!("the output does not parse (FMT-11):\n{output}")));
    }
    match ks_fmt::format(&output) {
        Ok(again) if again == output => {}
        Ok(again) => {
            return Err(with_note(
                case,
                format!("not idempotent (FMT-10)\n{}", diff(&output, &again)),
            ));
        }
        Err(refusal) => return Err(with_note(case, format!("the output is refused: {refusal}"))),
    }
    let (want, got) = (Summary::of(input), Summary::of(&output));
    if want.significant != got.significant {
        return Err(with_note(case, "significant tokens changed (FMT-12)".into()));
    }
    if want.comments != got.comments {
        return Err(with_note(case, "comments changed (FMT-13)".into()));
    }
    if want.blocks != got.blocks {
        return Err(with_note(case, "a block string's text changed (GAP-13)".into()));
    }
    Ok(())
}

/// `tests/derived-refusals.txt`: case id → refusal condition.
fn known_refusals() -> std::collections::BTreeMap<String, String> {
    let text = include_str!("derived-refusals.txt");
    text.lines()
        .map(|line| line.split('#').next().unwrap_or("").trim())
        .filter(|line| !line.is_empty())
        .map(|line| {
            let (id, condition) =
                line.split_once(char::is_whitespace).expect("`<case-id> <condition>`");
            (id.to_string(), condition.trim().to_string())
        })
        .collect()
}

/// What formatting must keep, read with ks-lang.
struct Summary {
    significant: Vec<(SyntaxKind, String)>,
    comments: Vec<String>,
    blocks: Vec<String>,
}

impl Summary {
    fn of(text: &str) -> Summary {
        use SyntaxKind::*;
        let parse = ks_lang::parse(text);
        let root = parse.syntax();
        let mut significant = Vec::new();
        let mut comments = Vec::new();
        for token in root.tokens() {
            match token.kind() {
                COMMENT => comments.push(token.text().trim_end_matches([' ', '\t']).to_string()),
                WHITESPACE | NEWLINE | BOM | BLOCK_LINE => {}
                kind => significant.push((kind, token.text().to_string())),
            }
        }
        let blocks = root.descendants().filter_map(BlockString::cast).map(|b| b.text()).collect();
        Summary { significant, comments, blocks }
    }
}

/// Writes `formatted.ks` or `format.refused` for every case under `format/`; returns the exit code.
fn bless(cases: &[Case]) -> i32 {
    let (mut written, mut unchanged) = (0, 0);
    for case in cases.iter().filter(|c| c.id.starts_with("format/")) {
        let Ok(input) = std::str::from_utf8(&case.input) else {
            eprintln!("{}: input.ks is not UTF-8", case.id);
            return 2;
        };
        let (keep, drop, bytes) = match ks_fmt::format(input) {
            Ok(output) => (FORMATTED, REFUSED, output),
            Err(refusal) => {
                (REFUSED, FORMATTED, format!("{}\n{}\n", refusal.kind.name(), refusal.reason))
            }
        };
        let path = case.dir.join(keep);
        let stale = case.dir.join(drop);
        if stale.exists() {
            std::fs::remove_file(&stale).expect("remove stale expected file");
        }
        if read(&path).as_deref() == Some(bytes.as_bytes()) {
            unchanged += 1;
        } else {
            std::fs::write(&path, bytes).expect("write expected file");
            println!("wrote {}", path.display());
            written += 1;
        }
    }
    println!("bless format: {written} written, {unchanged} unchanged");
    0
}

fn read(path: &Path) -> Option<Vec<u8>> {
    std::fs::read(path).ok()
}
