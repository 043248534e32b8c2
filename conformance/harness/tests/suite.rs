//! Checks of the suite itself: every case is well formed and agrees with its own `case.toml`, the
//! rule and code registries are covered, the suite can fail, and the subprocess runner (driving
//! `keepshipping conformance`) counts exactly what the in-process harness counts.

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use ks_conformance::codes::Codes;
use ks_conformance::notation::{diag, parse_json, sexp};
use ks_conformance::runner::{self, Report, Selection, Status};
use ks_conformance::subprocess::Subprocess;
use ks_conformance::{bless, case, rules, suite_dir, Case, Implementation, Level};

fn cases() -> Vec<Case> {
    case::discover(&suite_dir().join("cases")).expect("cases load")
}

fn codes() -> Codes {
    Codes::load(&suite_dir().join("codes.toml")).expect("codes.toml")
}

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
    let areas: BTreeSet<String> =
        cases().iter().map(|c| c.id.split('/').next().unwrap().to_string()).collect();
    for area in [
        "lex", "ind", "cmt", "val", "scl", "blk", "rec", "ast", "examples", "unicode", "layout",
        "deep",
    ] {
        assert!(areas.contains(area), "no cases in {area}/");
    }
    assert!(suite_dir().join("cases/regressions/README.md").is_file());
    assert!(suite_dir().join("cases/.gitattributes").is_file());
}

#[test]
fn expected_files_exist_for_every_level_a_case_can_assert() {
    for c in cases() {
        for level in Level::ALL {
            let present = c.expected_path(level).is_file();
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

/// The blessed diagnostics agree with what the case says SYNTAX.md produces, and `valid` agrees with
/// the severities in codes.toml.
#[test]
fn parse_diag_matches_case_codes_and_validity() {
    let codes = codes();
    for c in cases() {
        let declared: BTreeSet<&str> = c.meta.codes.iter().map(String::as_str).collect();
        for code in &declared {
            assert!(codes.0.contains_key(*code), "{}: unregistered code {code}", c.id);
        }
        let has_error = declared.iter().any(|code| codes.is_error(code));
        assert_eq!(c.meta.valid, !has_error, "{}: `valid` contradicts `codes`", c.id);
        if let Some(text) = c.expected(Level::Parse) {
            let emitted: BTreeSet<String> =
                diag::parse(&text).unwrap().into_iter().map(|d| d.code).collect();
            let emitted: BTreeSet<&str> = emitted.iter().map(String::as_str).collect();
            assert_eq!(
                emitted, declared,
                "{}: parse.diag codes differ from case.toml `codes`",
                c.id
            );
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

#[test]
fn every_parse_code_is_emitted_by_a_case() {
    let mut emitted = BTreeSet::new();
    for c in cases() {
        if let Some(text) = c.expected(Level::Parse) {
            emitted.extend(diag::parse(&text).unwrap().into_iter().map(|d| d.code));
        }
    }
    let codes = codes();
    for code in codes.at_level("parse") {
        assert!(emitted.contains(code), "no case's parse.diag emits {code}");
    }
    for code in &emitted {
        assert!(codes.0.contains_key(code), "{code} is emitted but not in codes.toml");
    }
}

#[test]
fn every_syntax_rule_is_named_by_a_case() {
    let ids = rule_ids();
    let named: BTreeSet<String> = cases().into_iter().flat_map(|c| c.meta.rules).collect();
    let missing: Vec<&String> = ids
        .keys()
        .filter(|id| rules::COVERED_AREAS.iter().any(|a| id.starts_with(&format!("{a}-"))))
        .filter(|id| !named.contains(*id))
        .collect();
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
    for area in rules::AREAS {
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
    assert!(report.results.iter().all(|r| r.level == Level::Cst || r.status == Status::Passed));
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
    assert!(report.results.iter().all(|r| r.level == Level::Ast || r.status == Status::Passed));
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
    assert_eq!(again.total().skipped, failing.len());
    // The reference passes them all, so every baseline entry is now a failure.
    let fixed = runner::run(&common::Reference, &cases, &Selection::default(), &baseline, 2);
    assert_eq!(fixed.total().failed, failing.len());
    assert!(fixed.summary().ends_with(&format!(
        "{} passed, {} failed, 0 skipped\n",
        fixed.total().passed,
        failing.len()
    )));
}

#[test]
fn bless_is_refused_under_ci() {
    assert!(bless::ci_value_is_set(Some("true")));
    assert!(bless::ci_value_is_set(Some("1")));
    assert!(!bless::ci_value_is_set(Some("")));
    assert!(!bless::ci_value_is_set(Some("false")));
    assert!(!bless::ci_value_is_set(None));
}

/// Builds the `keepshipping` binary into its own target directory (`target/conformance-cli/`), so the
/// nested cargo never waits on the lock of the build that is running this test, and always builds the
/// current sources. Fails (never skips) when the build fails.
fn keepshipping_binary() -> PathBuf {
    let exe = std::env::current_exe().expect("test executable");
    // target/<profile>/deps/<test> -> target/
    let target = exe.ancestors().nth(3).expect("target dir").to_path_buf();
    let target_dir = target.join("conformance-cli");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../Cargo.toml");
    let out = Command::new(cargo)
        .args([
            "build",
            "--quiet",
            "-p",
            "keepshipping",
            "--bin",
            "keepshipping",
            "--manifest-path",
        ])
        .arg(&manifest)
        .env("CARGO_TARGET_DIR", &target_dir)
        .output()
        .expect("run cargo build -p keepshipping");
    assert!(
        out.status.success(),
        "cargo build -p keepshipping failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bin =
        target_dir.join("debug").join(format!("keepshipping{}", std::env::consts::EXE_SUFFIX));
    assert!(bin.is_file(), "{} missing after the build", bin.display());
    bin
}

#[test]
fn subprocess_runner_and_binary_count_what_the_in_process_harness_counts() {
    let bin = keepshipping_binary();
    let command = format!("'{}' conformance", bin.display());
    let cases = cases();
    let in_process =
        runner::run(&common::Reference, &cases, &Selection::default(), &BTreeSet::new(), 2);
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
    assert_eq!(unsupported.run(Level::Cst, b"a: 1\n"), ks_conformance::Outcome::Unsupported);
    let report = runner::run(&unsupported, &cases[..5], &Selection::default(), &BTreeSet::new(), 1);
    assert_eq!(report.total().failed, 0);
    assert_eq!(report.total().skipped, report.results.len());
    let crash = Subprocess::new("kill -9 $$; :");
    assert!(matches!(crash.run(Level::Cst, b""), ks_conformance::Outcome::Crashed(_)));
    let exit2 = Subprocess::new("exit 2; :");
    let report = runner::run(&exit2, &cases[..5], &Selection::default(), &BTreeSet::new(), 1);
    assert_eq!(report.total().failed, report.results.len());
    let mut slow = Subprocess::new("sleep 5; :");
    slow.timeout = std::time::Duration::from_millis(200);
    assert!(
        matches!(slow.run(Level::Ast, b""), ks_conformance::Outcome::Crashed(m) if m.contains("timed out"))
    );
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
