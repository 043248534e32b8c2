//! The reports of `ks-conformance run`: `--json FILE` is valid against `conformance/report.schema.json`
//! and has one record per trial, `--junit-xml FILE` has one testcase per trial, and the closing lines
//! count per area and per level.

mod cli;

use std::path::Path;
use std::process::{Command, Output};

use serde_json::Value;

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ks-conformance")).args(args).output().expect("ks-conformance")
}

fn read_json(path: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).expect("the JSON report")).expect("JSON")
}

fn schema_errors(report: &Value) -> Vec<String> {
    let schema_path = ks_conformance::suite_dir().join("report.schema.json");
    let schema: Value =
        serde_json::from_str(&std::fs::read_to_string(schema_path).expect("the schema")).unwrap();
    let validator = jsonschema::validator_for(&schema).expect("a valid schema");
    validator.iter_errors(report).map(|e| format!("{} at {}", e, e.instance_path())).collect()
}

/// The trial ids `ks-conformance list` prints for `filter`.
fn listed(filter: &str) -> Vec<String> {
    let out = run(&["list", "--filter", filter]);
    String::from_utf8_lossy(&out.stdout).lines().map(str::to_string).collect()
}

#[test]
fn the_json_and_junit_reports_of_a_real_run_have_one_record_per_trial() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (json, xml) = (dir.path().join("report.json"), dir.path().join("report.xml"));
    let command = format!("'{}' conformance", cli::keepshipping_binary().display());
    let out = run(&[
        "run",
        "--persistent",
        "--jobs",
        "2",
        "--impl",
        &command,
        "--json",
        json.to_str().unwrap(),
        "--junit-xml",
        xml.to_str().unwrap(),
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("area ref: "), "{stdout}");
    // Piped, standard error has no progress line: only the greeting's line.
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("graded over the persistent protocol 1: keepshipping"), "{stderr}");

    let report = read_json(&json);
    assert_eq!(schema_errors(&report), Vec::<String>::new());
    let trials = report["trials"].as_array().expect("trials");
    let ids: Vec<&str> = trials.iter().map(|t| t["id"].as_str().unwrap()).collect();
    assert_eq!(ids, listed(""), "one record per trial, in trial order");
    assert_eq!(report["protocol"], "persistent");
    assert_eq!(report["totals"]["failed"], 0);
    assert!(trials.iter().all(|t| t["outcome"] == "passed" && t["duration_ms"].is_number()));
    // A case's requirement IDs are in each of its records.
    let with_rules = trials.iter().filter(|t| !t["rules"].as_array().unwrap().is_empty()).count();
    assert!(with_rules > trials.len() / 2, "{with_rules} of {} name rules", trials.len());

    let junit = quick_junit::Report::deserialize_from_str(&std::fs::read_to_string(&xml).unwrap())
        .expect("JUnit XML that parses back");
    assert_eq!(junit.tests, trials.len());
    assert_eq!(junit.failures, 0);
    let cases: Vec<String> = junit
        .test_suites
        .iter()
        .flat_map(|suite| {
            assert!(suite.test_cases.iter().all(|c| c.name == suite.name), "{:?}", suite.name);
            suite
                .test_cases
                .iter()
                .map(|c| format!("{}::{}", c.classname.as_ref().unwrap().as_str(), c.name.as_str()))
        })
        .collect();
    let mut sorted_ids: Vec<String> = ids.iter().map(|id| id.to_string()).collect();
    sorted_ids.sort();
    let mut sorted_cases = cases.clone();
    sorted_cases.sort();
    assert_eq!(sorted_cases, sorted_ids, "one testcase per trial");
}

#[test]
fn failures_and_skips_carry_their_diff_and_reason() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (json, xml) = (dir.path().join("report.json"), dir.path().join("report.xml"));
    // Answers every level with an empty accepted output: each `cst` trial (of `lex/`) fails with a
    // diff; `check` (of `env/`) is not declared, so its trials are skipped.
    let out = run(&[
        "run",
        "--impl",
        "cat >/dev/null; :",
        "--impl-levels",
        "cst,parse",
        "--filter",
        "lex/",
        "--filter",
        "env/",
        "--level",
        "cst",
        "--level",
        "check",
        "--json",
        json.to_str().unwrap(),
        "--junit-xml",
        xml.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    let report = read_json(&json);
    assert_eq!(schema_errors(&report), Vec::<String>::new());
    let trials = report["trials"].as_array().expect("trials");
    let failed: Vec<&Value> = trials.iter().filter(|t| t["outcome"] == "failed").collect();
    let skipped: Vec<&Value> = trials.iter().filter(|t| t["outcome"] == "skipped").collect();
    assert!(!failed.is_empty() && !skipped.is_empty(), "{report}");
    assert!(failed.iter().all(|t| t["level"] == "cst" && !t["diff"].as_str().unwrap().is_empty()));
    assert!(skipped.iter().all(|t| t["level"] == "check" && t["reason"].is_string()));
    assert_eq!(report["totals"]["failed"], failed.len());
    assert_eq!(report["areas"]["lex"]["failed"], failed.len());
    // The schema is not a formality: a failure without its diff is refused.
    let mut broken = report.clone();
    let first_failure = trials.iter().position(|t| t["outcome"] == "failed").unwrap();
    broken["trials"][first_failure].as_object_mut().unwrap().remove("diff");
    assert_eq!(schema_errors(&broken).len(), 1, "{:?}", schema_errors(&broken));

    let junit = quick_junit::Report::deserialize_from_str(&std::fs::read_to_string(&xml).unwrap())
        .expect("JUnit XML that parses back");
    assert_eq!(junit.failures, failed.len());
    let cst = junit.test_suites.iter().find(|s| s.name.as_str() == "cst").expect("a cst testsuite");
    assert!(cst.test_cases.iter().all(|c| matches!(
        &c.status,
        quick_junit::TestCaseStatus::NonSuccess { description: Some(d), .. } if !d.is_empty()
    )));
    let check =
        junit.test_suites.iter().find(|s| s.name.as_str() == "check").expect("a check testsuite");
    assert_eq!(check.skipped, skipped.len());
}
