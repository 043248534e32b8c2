//! Checks of the suite itself: every case is well formed and agrees with its own `case.toml`, the
//! rule and code registries are covered, the suite can fail, and the subprocess runner (driving
//! `keepshipping conformance`) counts exactly what the in-process harness counts. The levels beyond
//! syntax, each shown able to fail, are `levels.rs`'s.

mod cli;
mod common;
mod suite_data;

use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

use ks_conformance::notation::{diag, parse_json, sexp};
use ks_conformance::runner::{self, Report, Selection, Status};
use ks_conformance::subprocess::Subprocess;
use ks_conformance::{areas, bless, coverage, rules, suite_dir, Implementation, Level};
use ks_conformance_reference::Reference;
use suite_data::{cases, codes};

fn rule_ids() -> BTreeMap<String, String> {
    rules::parse(&std::fs::read_to_string(suite_dir().join("rules.txt")).expect("rules.txt"))
        .expect("rules.txt parses")
}

fn run(imp: &dyn Implementation) -> Report {
    runner::run(imp, &cases(), &Selection::default(), &BTreeSet::new(), 2)
}

fn status<'a>(report: &'a Report, id: &str) -> &'a Status {
    &report.results.iter().find(|r| r.id == id).unwrap_or_else(|| panic!("no trial {id}")).status
}

#[test]
fn suite_is_big_enough_and_inputs_are_utf8_under_64k() {
    let cases = cases();
    assert!(cases.len() >= 250, "only {} cases", cases.len());
    let invalid = cases.iter().filter(|c| !c.meta.valid).count();
    assert!(invalid >= 60, "only {invalid} invalid cases");
    for c in &cases {
        assert!(std::str::from_utf8(&c.input).is_ok(), "{}: input.ks is not UTF-8", c.id);
        assert!(c.input.len() < 64 * 1024, "{}: input.ks is 64 KB or more", c.id);
        assert_eq!(c.meta.since, "0.1", "{}", c.id);
        assert!(!c.meta.title.is_empty() && !c.meta.rules.is_empty(), "{}: title and rules", c.id);
    }
}

#[test]
fn every_area_has_cases_and_regressions_has_a_readme() {
    let present: BTreeSet<String> = cases().iter().map(|c| c.area().to_string()).collect();
    for area in [
        "lex",
        "ind",
        "cmt",
        "val",
        "scl",
        "blk",
        "rec",
        "ast",
        "examples",
        "unicode",
        "layout",
        "deep",
        "regressions",
        "format",
    ] {
        assert!(present.contains(area), "no cases in {area}/");
    }
    for area in &present {
        assert!(areas::find(area).is_some(), "{area}/ is not listed in areas::AREAS");
    }
    assert!(suite_dir().join("cases/regressions/README.md").is_file());
    assert!(suite_dir().join("cases/.gitattributes").is_file());
}

#[test]
fn expected_files_exist_for_every_level_a_case_can_assert() {
    for c in cases() {
        for level in Level::ALL {
            let files: Vec<&str> =
                level.file_names().iter().copied().filter(|f| c.dir.join(f).is_file()).collect();
            assert!(files.len() <= 1, "{}: {files:?} assert the same level", c.id);
            let present = !files.is_empty();
            let wanted = c.applicable_levels().contains(&level) && !c.is_disputed(level);
            assert_eq!(
                present,
                wanted,
                "{}: {} should {}exist (valid = {}, disputed = {:?})",
                c.id,
                level.file_name(),
                if wanted { "" } else { "not " },
                c.meta.valid,
                c.meta.disputed.keys().collect::<Vec<_>>()
            );
        }
    }
}

#[test]
fn expected_files_are_well_formed_and_lossless() {
    for c in cases() {
        if let Some(text) = c.expected(Level::Cst) {
            let tree = sexp::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", c.id));
            assert_eq!(tree.kind(), "SOURCE_FILE", "{}", c.id);
            assert_eq!(
                tree.text().as_bytes(),
                c.input.as_slice(),
                "{}: cst.sexp is not lossless",
                c.id
            );
        }
        if let Some(text) = c.expected(Level::Ast) {
            let v = parse_json(&text).unwrap_or_else(|e| panic!("{}: {e}", c.id));
            assert!(v.get("entries").is_some_and(|e| e.is_array()), "{}: no entries", c.id);
        }
        if let Some(text) = c.expected(Level::Parse) {
            let lines = diag::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", c.id));
            let keys: Vec<_> = lines.iter().map(|d| (d.start, d.code.clone())).collect();
            let mut sorted = keys.clone();
            sorted.sort();
            assert_eq!(keys, sorted, "{}: parse.diag is not sorted by position, then code", c.id);
        }
    }
}

/// The blessed diagnostics agree with what the case says the rules produce: `check.diag` emits exactly
/// the case's `codes`, `parse.diag` exactly its `parse`-level ones, a case without `check.diag`
/// declares only `parse` codes, and `valid` agrees with the severities of the `parse` codes.
#[test]
fn diagnostics_match_case_codes_and_validity() {
    let codes = codes();
    let emitted = |text: String| -> BTreeSet<String> {
        diag::parse(&text).unwrap().into_iter().map(|d| d.code).collect()
    };
    for c in cases() {
        let declared: BTreeSet<String> = c.meta.codes.iter().cloned().collect();
        for code in &declared {
            assert!(codes.0.contains_key(code), "{}: unregistered code {code}", c.id);
        }
        let levels = c.applicable_levels();
        if !levels.contains(&Level::Parse) && !levels.contains(&Level::Check) {
            // `migrate/`: no diagnostics level to hold `valid` and `codes` to.
            continue;
        }
        let is_parse = |code: &String| codes.0.get(code).is_some_and(|i| i.level == "parse");
        let parse_codes: BTreeSet<String> =
            declared.iter().filter(|c| is_parse(c)).cloned().collect();
        let has_error = parse_codes.iter().any(|code| codes.is_error(code));
        assert_eq!(c.meta.valid, !has_error, "{}: `valid` contradicts `codes`", c.id);
        if let Some(text) = c.expected(Level::Parse) {
            assert_eq!(
                emitted(text),
                parse_codes,
                "{}: parse.diag codes differ from the parse codes of case.toml `codes`",
                c.id
            );
        }
        match c.expected(Level::Check) {
            Some(text) => assert_eq!(
                emitted(text),
                declared,
                "{}: check.diag codes differ from case.toml `codes`",
                c.id
            ),
            None if !levels.contains(&Level::Check) => assert_eq!(
                parse_codes, declared,
                "{}: a case that does not assert `check` declares only parse codes",
                c.id
            ),
            None => {}
        }
    }
}

#[test]
fn codes_toml_registers_ks0001_to_ks0013() {
    let codes = codes();
    for n in 1..=13 {
        let code = format!("KS{n:04}");
        let info = codes.0.get(&code).unwrap_or_else(|| panic!("{code} missing"));
        assert!(!info.name.is_empty() && !info.summary.is_empty());
        let want_level = if code == "KS0005" { "check" } else { "parse" };
        assert_eq!(info.level, want_level, "{code}");
        let want_sev = if code == "KS0013" { "warning" } else { "error" };
        assert_eq!(info.severity, want_sev, "{code}");
    }
}

/// Spans are normative at every level (the suite compares them exactly), so every code, parse, check
/// or later, says what its span covers.
#[test]
fn every_code_says_what_its_span_covers() {
    let codes = codes();
    let without: Vec<&String> = codes
        .0
        .iter()
        .filter(|(_, i)| i.span.as_deref().is_none_or(|s| s.trim().len() < 10))
        .map(|(c, _)| c)
        .collect();
    assert!(without.is_empty(), "codes without a `span` in codes.toml: {without:?}");
    assert!(codes.at_level("check").count() > 30, "the registry lost its check codes");
}

#[test]
fn every_parse_code_is_emitted_by_a_case() {
    let cases = cases();
    let codes = codes();
    assert_eq!(coverage::codes_not_emitted(&cases, &codes, "parse"), Vec::<String>::new());
    for level in [Level::Parse, Level::Check] {
        for code in coverage::emitted_codes(&cases, level).unwrap() {
            assert!(codes.0.contains_key(&code), "{code} is emitted but not in codes.toml");
        }
    }
}

/// The coverage functions report what is missing: a code registered at a level no case emits, a rule
/// no case names, an exact ID that is not a rule.
#[test]
fn coverage_reports_what_no_case_covers() {
    let cases = cases();
    let mut codes = codes();
    let mut extra = codes.0["KS0001"].clone();
    extra.level = "parse".into();
    codes.0.insert("KS0999".into(), extra);
    assert_eq!(coverage::codes_not_emitted(&cases, &codes, "parse"), vec!["KS0999".to_string()]);
    let mut ids = rule_ids();
    ids.insert("REC-999".into(), "a rule no case names".into());
    assert_eq!(coverage::rules_not_named(&cases, &ids, &["REC", "LEX"]), vec!["REC-999"]);
    assert_eq!(
        coverage::rules_not_named(&cases, &ids, &["EX-3", "GAP-99"]),
        vec!["GAP-99 (not in rules.txt)"]
    );
}

#[test]
fn every_syntax_rule_is_named_by_a_case() {
    let covered: Vec<&str> = rules::covered_areas().collect();
    let missing = coverage::rules_not_named(&cases(), &rule_ids(), &covered);
    assert!(missing.is_empty(), "rules no case names: {missing:?}");
    for n in rules::EXAMPLES {
        let ex = format!("EX-{n}");
        assert!(
            cases().iter().any(|c| c.meta.example && c.meta.rules.contains(&ex)),
            "no example case for {ex}"
        );
    }
}

#[test]
fn every_rule_a_case_names_exists() {
    let ids = rule_ids();
    for c in cases() {
        for r in &c.meta.rules {
            assert!(ids.contains_key(r), "{}: unknown rule id {r}", c.id);
        }
    }
    for area in rules::syntax_areas() {
        assert!(ids.keys().any(|k| k.starts_with(&format!("{area}-"))), "rules.txt has no {area}");
    }
}

#[test]
fn the_suite_fails_an_implementation_that_drops_comments() {
    let report = run(&common::DropsComments);
    for id in [
        "cmt/comment-line::cst",
        "cmt/trailing-comment::cst",
        "cmt/between-entries::cst",
        "examples/ex-1-hero::cst",
        "blk/comment-after-pipe::cst",
        "layout/crlf-comments::cst",
    ] {
        match status(&report, id) {
            Status::Failed(msg) => assert!(msg.contains("lossless"), "{id}: {msg}"),
            other => panic!("{id} should fail, got {other:?}"),
        }
    }
    // Cases without comments, and the other levels, still pass.
    for id in [
        "lex/single-entry::cst",
        "val/union::cst",
        "cmt/comment-line::parse",
        "examples/ex-1-hero::ast",
    ] {
        assert_eq!(status(&report, id), &Status::Passed, "{id}");
    }
    assert!(report
        .results
        .iter()
        .all(|r| r.level == Level::Cst || !matches!(r.status, Status::Failed(_))));
}

#[test]
fn the_suite_fails_an_implementation_that_misclassifies_scalars() {
    let report = run(&common::MisclassifiesScalars);
    for id in [
        "scl/duration-minutes::ast",
        "scl/duration-compound::ast",
        "scl/number-negative-float::ast",
        "examples/ex-9-5m::ast",
        "examples/ex-9-minus-12-5::ast",
        "examples/ex-1-hero::ast",
        "examples/ex-2-continuation::ast",
        "val/tuple::ast",
    ] {
        match status(&report, id) {
            Status::Failed(msg) => assert!(msg.contains("AST differs"), "{id}: {msg}"),
            other => panic!("{id} should fail, got {other:?}"),
        }
    }
    for id in
        ["scl/ident::ast", "scl/number-int::ast", "scl/duration-upper-unit::ast", "val/tuple::cst"]
    {
        assert_eq!(status(&report, id), &Status::Passed, "{id}");
    }
    assert!(report
        .results
        .iter()
        .all(|r| r.level == Level::Ast || !matches!(r.status, Status::Failed(_))));
}

#[test]
fn a_baseline_turns_known_failures_into_skips_and_fixed_ones_into_failures() {
    let cases = cases();
    let broken =
        runner::run(&common::DropsComments, &cases, &Selection::default(), &BTreeSet::new(), 2);
    let failing: BTreeSet<String> = broken.failed_ids().into_iter().map(str::to_string).collect();
    assert!(!failing.is_empty());
    let baseline = runner::read_baseline(&runner::write_baseline(&broken));
    assert_eq!(baseline, failing);
    let again = runner::run(&common::DropsComments, &cases, &Selection::default(), &baseline, 2);
    assert_eq!(again.total().failed, 0);
    let known =
        again.results.iter().filter(|r| matches!(r.status, Status::KnownFailure(_))).count();
    assert_eq!(known, failing.len());
    // The reference passes them all, so every baseline entry is now a failure.
    let fixed = runner::run(&Reference, &cases, &Selection::default(), &baseline, 2);
    assert_eq!(fixed.total().failed, failing.len());
    assert!(fixed.summary().ends_with(&format!(
        "{} passed, {} failed, {} skipped\n",
        fixed.total().passed,
        failing.len(),
        fixed.total().skipped
    )));
}

/// An implementation that panics on every input.
struct Panics;

impl Implementation for Panics {
    fn name(&self) -> String {
        "test: panics".into()
    }
    fn levels(&self) -> Vec<Level> {
        Level::SYNTAX.to_vec()
    }
    fn cst(&self, _: &[u8]) -> ks_conformance::Outcome {
        panic!("boom")
    }
    fn ast(&self, _: &[u8]) -> ks_conformance::Outcome {
        panic!("boom")
    }
    fn parse(&self, _: &[u8]) -> ks_conformance::Outcome {
        panic!("boom")
    }
}

#[test]
fn a_panic_is_a_failure_of_that_trial_only() {
    let cases = cases();
    let report = runner::run(&Panics, &cases[..3], &Selection::default(), &BTreeSet::new(), 1);
    assert!(!report.results.is_empty());
    for r in &report.results {
        assert!(matches!(&r.status, Status::Failed(m) if m.contains("panicked: boom")), "{r:?}");
    }
}

#[test]
fn bless_is_refused_under_ci() {
    assert!(bless::ci_value_is_set(Some("true")));
    assert!(bless::ci_value_is_set(Some("1")));
    assert!(!bless::ci_value_is_set(Some("")));
    assert!(!bless::ci_value_is_set(Some("false")));
    assert!(!bless::ci_value_is_set(None));
}

#[test]
fn subprocess_runner_and_binary_count_what_the_in_process_harness_counts() {
    let bin = cli::keepshipping_binary();
    let command = format!("'{}' conformance", bin.display());
    let cases = cases();
    let in_process = runner::run(&Reference, &cases, &Selection::default(), &BTreeSet::new(), 2);
    let sub = Subprocess::new(command.clone());
    let over_protocol = runner::run(&sub, &cases, &Selection::default(), &BTreeSet::new(), 2);
    assert_eq!(in_process.by_level(), over_protocol.by_level());
    assert_eq!(in_process.failed_ids(), over_protocol.failed_ids());
    assert_eq!(over_protocol.total().failed, 0, "{:?}", over_protocol.failed_ids());
    assert!(over_protocol.total().passed >= 700);

    // The same through the `ks-conformance` binary: its closing line is the in-process summary's.
    let out = Command::new(env!("CARGO_BIN_EXE_ks-conformance"))
        .args(["run", "--jobs", "2", "--impl", &command])
        .output()
        .expect("run ks-conformance");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "ks-conformance run failed:\n{stdout}");
    assert!(
        stdout.ends_with(&in_process.summary()),
        "stdout:\n{stdout}\nwant:\n{}",
        in_process.summary()
    );

    // Level 3 (unsupported) is a skip, not a failure; a crash is a failure.
    let unsupported = Subprocess::new("exit 3; :");
    assert_eq!(unsupported.cst(b"a: 1\n"), ks_conformance::Outcome::Unsupported);
    let report = runner::run(&unsupported, &cases[..5], &Selection::default(), &BTreeSet::new(), 1);
    assert_eq!(report.total().failed, 0);
    assert_eq!(report.total().skipped, report.results.len());
    let crash = Subprocess::new("kill -9 $$; :");
    assert!(matches!(crash.cst(b""), ks_conformance::Outcome::Crashed(_)));
    let exit2 = Subprocess::new("exit 2; :");
    let report = runner::run(&exit2, &cases[..5], &Selection::default(), &BTreeSet::new(), 1);
    assert_eq!(report.total().failed, report.results.len());
    let mut slow = Subprocess::new("sleep 5; :");
    slow.timeout = std::time::Duration::from_millis(200);
    assert!(
        matches!(slow.ast(b""), ks_conformance::Outcome::Crashed(m) if m.contains("timed out"))
    );
}

#[test]
fn every_command_has_help() {
    for (args, needle) in [
        (&["run", "--help"][..], "--impl 'CMD'"),
        (&["list", "--help"][..], "--disputed"),
        (&["rules", "--help"][..], "--check FILE"),
        (&["--help"][..], "usage:"),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_ks-conformance")).args(args).output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
        assert!(stdout.contains(needle), "{args:?}:\n{stdout}");
    }
    let out = Command::new(env!("CARGO_BIN_EXE_ks-conformance")).args(["run", "--bogus"]).output();
    assert_eq!(out.unwrap().status.code(), Some(2));
}

#[test]
fn list_prints_one_line_per_trial() {
    let out = Command::new(env!("CARGO_BIN_EXE_ks-conformance"))
        .args(["list", "--level", "ast"])
        .output()
        .expect("run ks-conformance list");
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    let want = runner::trials(&cases()).into_iter().filter(|(_, l)| *l == Level::Ast).count();
    assert_eq!(stdout.lines().count(), want);
    assert!(stdout.lines().all(|l| l.ends_with("::ast")));
}

// ---------------------------------------------------------------------------------------------------
// Independent checks of the blessed trees against grammar/SYNTAX.md and keepshipping.ungram, so a
// reference bug in a token or node shape cannot be blessed unnoticed.
// ---------------------------------------------------------------------------------------------------

fn is_ident(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
}

fn is_dotted_name(s: &str) -> bool {
    let parts: Vec<&str> = s.split('.').collect();
    parts.len() >= 2 && parts.iter().all(|p| is_ident(p))
}

/// SYNTAX.md §4: the characters a word never holds (braces are checked separately).
fn is_word_char(c: char) -> bool {
    !(c == ' '
        || c == '\t'
        || c == '\r'
        || c == '\n'
        || (c as u32) < 0x20
        || "\",|()=!<>≥≤".contains(c))
}

/// Checks a WORD token: word characters only; a `}` only closes a valid `{dotted.name}` segment; a `{`
/// that opens no valid segment is literal, and then the case must emit KS0010.
fn check_word(id: &str, text: &str, codes: &[String]) {
    assert!(!text.is_empty(), "{id}: empty WORD");
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if c == '{' {
            if let Some(end) = rest.find('}') {
                if is_dotted_name(&rest[1..end]) {
                    rest = &rest[end + 1..];
                    continue;
                }
            }
            assert!(
                codes.iter().any(|c| c == "KS0010"),
                "{id}: literal `{{` in WORD {text:?} without KS0010"
            );
        } else {
            assert!(c != '}', "{id}: `}}` outside an interpolation inside WORD {text:?}");
            assert!(is_word_char(c), "{id}: {c:?} is not a word character (WORD {text:?})");
        }
        rest = &rest[c.len_utf8()..];
    }
}

fn check_token(id: &str, kind: &str, text: &str, first: bool, codes: &[String]) {
    let ok = match kind {
        "WHITESPACE" => !text.is_empty() && text.chars().all(|c| c == ' ' || c == '\t'),
        "NEWLINE" => text == "\n" || text == "\r\n",
        "COMMENT" => text.starts_with('#') && !text.contains('\n') && !text.ends_with('\r'),
        "BOM" => text == "\u{feff}" && first,
        "ERROR_TOKEN" => text.chars().count() == 1,
        "IDENT" => is_ident(text),
        "COLON" => text == ":",
        "WORD" => {
            check_word(id, text, codes);
            true
        }
        "STRING" => {
            text.starts_with('"')
                && !text.contains('\n')
                && ((text.len() >= 2 && text.ends_with('"') && !text.ends_with("\\\""))
                    || text.ends_with("\\\\\"")
                    || codes.iter().any(|c| c == "KS0002"))
        }
        "INTERP" => {
            text.starts_with('{') && text.ends_with('}') && is_dotted_name(&text[1..text.len() - 1])
        }
        "BLOCK_LINE" => !text.is_empty() && !text.contains('\n'),
        "EQ" => text == "=",
        "COMMA" => text == ",",
        "OR_KW" => text == "or",
        "AND_KW" => text == "and",
        "NOT_KW" => text == "not",
        "IS_KW" => text == "is",
        "EQ2" => text == "==",
        "NEQ" => text == "!=",
        "LT" => text == "<",
        "GT" => text == ">",
        "LT_EQ" => text == "<=" || text == "≤",
        "GT_EQ" => text == ">=" || text == "≥",
        "PIPE" => text == "|",
        "L_PAREN" => text == "(",
        "R_PAREN" => text == ")",
        other => panic!("{id}: unknown token kind {other}"),
    };
    assert!(ok, "{id}: {kind} {text:?} breaks the lexical rules");
}

const EXPR_NODES: [&str; 12] = [
    "DEFAULT_VALUE",
    "TUPLE",
    "OR_EXPR",
    "AND_EXPR",
    "NOT_EXPR",
    "COMPARE_EXPR",
    "IS_EXPR",
    "UNION",
    "PHRASE",
    "GROUP",
    "MISSING",
    "BLOCK_STRING",
];

/// The expression children of a node: expression nodes and atom tokens (ERROR nodes excluded).
fn operands(children: &[sexp::Element]) -> usize {
    children
        .iter()
        .filter(|c| match c {
            sexp::Element::Node { kind, .. } => EXPR_NODES.contains(&kind.as_str()),
            sexp::Element::Token { kind, .. } => {
                ["WORD", "STRING", "INTERP"].contains(&kind.as_str())
            }
        })
        .count()
}

fn check_shape(id: &str, el: &sexp::Element, depth: usize) {
    let sexp::Element::Node { kind, children } = el else { return };
    let n = operands(children);
    let has = |k: &str| children.iter().any(|c| c.kind() == k);
    let ok = match kind.as_str() {
        "SOURCE_FILE" => depth == 0 && n == 0,
        "ENTRY" => {
            let first_significant = children.iter().find(|c| c.kind() != "ERROR_TOKEN");
            first_significant.is_some_and(|c| c.kind() == "KEY") && n <= 1
        }
        "KEY" => {
            children.len() == 2 && children[0].kind() == "IDENT" && children[1].kind() == "COLON"
        }
        "DEFAULT_VALUE" => n == 2 && has("EQ"),
        "TUPLE" => n >= 2 && has("COMMA"),
        "OR_EXPR" => n >= 2 && has("OR_KW"),
        "AND_EXPR" => n >= 2 && has("AND_KW"),
        "NOT_EXPR" => n == 1 && has("NOT_KW"),
        "COMPARE_EXPR" => n == 2,
        "IS_EXPR" => (n == 2 || (n == 3 && has("GT_EQ"))) && has("IS_KW"),
        "UNION" => n >= 2 && has("PIPE"),
        "PHRASE" => n >= 2,
        "GROUP" => n <= 1 && has("L_PAREN"),
        "MISSING" => children.is_empty(),
        "BLOCK_STRING" => n == 0 && children.first().is_some_and(|c| c.kind() == "PIPE"),
        "ERROR" => !children.is_empty(),
        other => panic!("{id}: unknown node kind {other}"),
    };
    assert!(
        ok,
        "{id}: a {kind} node with {n} operands does not fit keepshipping.ungram:\n{}",
        el.pretty()
    );
    for child in children {
        check_shape(id, child, depth + 1);
    }
}

#[test]
fn expected_trees_respect_the_lexical_rules_and_the_ungrammar() {
    let mut checked = 0;
    for c in cases() {
        let Some(text) = c.expected(Level::Cst) else { continue };
        let tree = sexp::parse(&text).unwrap();
        for (i, (kind, text)) in tree.tokens().into_iter().enumerate() {
            check_token(&c.id, kind, text, i == 0, &c.meta.codes);
        }
        // A node of each operator kind must coincide with its diagnostics: ERROR and MISSING only
        // in invalid cases.
        let pretty = tree.pretty();
        if pretty.contains("(MISSING)") {
            assert!(c.meta.codes.iter().any(|k| k == "KS0007"), "{}: MISSING without KS0007", c.id);
        }
        if pretty.contains("(ERROR\n") || pretty.contains("(ERROR_TOKEN") {
            assert!(!c.meta.valid, "{}: an ERROR in a valid case", c.id);
        }
        check_shape(&c.id, &tree, 0);
        checked += 1;
    }
    assert!(checked >= 250);
}

#[test]
fn diagnostic_spans_lie_inside_the_input() {
    for c in cases() {
        let Some(text) = c.expected(Level::Parse) else { continue };
        let input = String::from_utf8(c.input.clone()).unwrap();
        // Line lengths in scalar values; a line ended by "\r\n" leaves its "\r" out.
        let segments: Vec<&str> = input.split('\n').collect();
        let last = segments.len() - 1;
        let lines: Vec<usize> = segments
            .iter()
            .enumerate()
            .map(|(i, l)| if i < last { l.strip_suffix('\r').unwrap_or(l) } else { l })
            .map(|l| l.chars().count())
            .collect();
        for d in diag::parse(&text).unwrap() {
            for pos in [d.start, d.end] {
                let line = pos.line as usize;
                assert!(line <= lines.len(), "{}: {} is past the last line", c.id, d.head());
                assert!(
                    pos.col as usize <= lines[line - 1] + 1,
                    "{}: {} is past the end of line {line}",
                    c.id,
                    d.head()
                );
            }
        }
    }
}

fn ast_keys(entries: &serde_json::Value, out: &mut Vec<String>) {
    for e in entries.as_array().expect("entries array") {
        out.push(e["key"].as_str().expect("key").to_string());
        ast_keys(&e["entries"], out);
    }
}

fn ast_scalars(v: &serde_json::Value, out: &mut Vec<String>) {
    match v {
        serde_json::Value::Object(map) => {
            let ty = map.get("type").and_then(|t| t.as_str()).unwrap_or("");
            if [
                "Bool",
                "Duration",
                "Int",
                "Float",
                "Handle",
                "Path",
                "DottedName",
                "Ident",
                "Text",
                "Interpolated",
            ]
            .contains(&ty)
            {
                out.push(map["value"].as_str().expect("scalar value").to_string());
            }
            map.values().for_each(|x| ast_scalars(x, out));
        }
        serde_json::Value::Array(items) => items.iter().for_each(|x| ast_scalars(x, out)),
        _ => {}
    }
}

/// The two levels of a valid case describe one tree: the AST's keys are the CST's keys in order, and
/// the AST's bare scalars are the CST's WORD tokens.
#[test]
fn ast_and_cst_of_a_case_agree() {
    for c in cases() {
        let (Some(cst), Some(ast)) = (c.expected(Level::Cst), c.expected(Level::Ast)) else {
            continue;
        };
        let tree = sexp::parse(&cst).unwrap();
        let ast = parse_json(&ast).unwrap();
        let mut keys = Vec::new();
        ast_keys(&ast["entries"], &mut keys);
        let mut scalars = Vec::new();
        ast_scalars(&ast, &mut scalars);
        let tokens = tree.tokens();
        let cst_keys: Vec<&str> =
            tokens.iter().filter(|(k, _)| *k == "IDENT").map(|(_, t)| *t).collect();
        let mut words: Vec<&str> =
            tokens.iter().filter(|(k, _)| *k == "WORD").map(|(_, t)| *t).collect();
        assert_eq!(keys, cst_keys, "{}: AST keys differ from CST keys", c.id);
        // JSON objects are unordered, so the scalars are compared as multisets.
        scalars.sort();
        words.sort();
        assert_eq!(scalars, words, "{}: AST scalars differ from CST words", c.id);
    }
}
