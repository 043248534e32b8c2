//! The protocols' worked example, `conformance/examples/python` (the syntax levels in standard-library
//! Python, written from NOTATION.md and the spec), graded in CI: `ks-conformance run --persistent`
//! against it passes every trial it is graded on (its levels, minus the cases of the features it says
//! it lacks), and that is not a handful; the same code answers the per-trial protocol.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use ks_conformance::persistent::Persistent;
use ks_conformance::{case, runner, Level};

/// The example passed 1447 trials, every syntax trial, when this was pinned: a floor, so that an
/// example that skips its way to green (a longer `lacks`, fewer levels) fails here.
const PASSED_FLOOR: usize = 1400;

fn example_command() -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/python");
    format!("python3 '{}'", dir.display())
}

/// `ks-conformance run ARGS --impl EXAMPLE --json FILE`: its output and the report's trials.
fn run(args: &[&str]) -> (Output, Vec<serde_json::Value>) {
    let dir = tempfile::tempdir().expect("tempdir");
    let report: PathBuf = dir.path().join("report.json");
    let out = Command::new(env!("CARGO_BIN_EXE_ks-conformance"))
        .arg("run")
        .args(args)
        .args(["--jobs", "2", "--impl", &example_command(), "--json"])
        .arg(&report)
        // no __pycache__ written into the source tree
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .output()
        .expect("run ks-conformance");
    let text = std::fs::read_to_string(&report)
        .unwrap_or_else(|e| panic!("no report ({e}):\n{}", String::from_utf8_lossy(&out.stderr)));
    let json: serde_json::Value = serde_json::from_str(&text).expect("the report is JSON");
    (out, json["trials"].as_array().expect("trials").clone())
}

fn ids_with(trials: &[serde_json::Value], outcome: &str) -> BTreeSet<String> {
    trials
        .iter()
        .filter(|t| t["outcome"] == outcome)
        .map(|t| t["id"].as_str().expect("id").to_string())
        .collect()
}

#[test]
fn the_python_example_passes_every_trial_it_is_graded_on_over_the_persistent_protocol() {
    let hello = Persistent::new(example_command()).hello().expect("the example greets");
    assert_eq!(hello.levels, [Level::Cst, Level::Ast, Level::Parse], "{hello:?}");

    // The selection: each case's asserted levels the example has, minus the cases of a lacked feature.
    let selected: BTreeSet<String> = case::suite()
        .iter()
        .filter(|c| !c.features.iter().any(|f| hello.lacks.contains(f)) && c.meta.needs.is_empty())
        .flat_map(|c| {
            let levels = c.asserted_levels().into_iter().filter(|l| hello.levels.contains(l));
            levels.map(|l| runner::trial_id(&c.id, l)).collect::<Vec<_>>()
        })
        .collect();

    let (out, trials) = run(&["--persistent"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "a trial failed:\n{stdout}");
    assert!(ids_with(&trials, "failed").is_empty(), "{stdout}");
    let passed = ids_with(&trials, "passed");
    assert_eq!(passed, selected, "passed trials differ from the selection");
    assert!(passed.len() >= PASSED_FLOOR, "only {} trials passed", passed.len());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("graded over the persistent protocol 1: ks-syntax"), "{stderr}");
    // Every other trial is skipped for a level the example does not have or a feature it lacks.
    for trial in trials.iter().filter(|t| t["outcome"] == "skipped") {
        let graded = hello.levels.iter().any(|l| trial["level"] == l.name());
        let reason = trial["reason"].as_str().unwrap_or_default();
        assert!(!graded || reason.contains("lacks"), "{trial}");
    }
}

#[test]
fn the_same_code_answers_the_per_trial_protocol() {
    // One process per trial is slow for an interpreter: a sample of recovered and valid cases.
    let (out, trials) = run(&["--case", "rec/missing-*", "--case", "examples/ex-8-*"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "a trial failed:\n{stdout}");
    let passed = ids_with(&trials, "passed");
    // Each case asserts cst and parse, the valid ones ast too: the levels were asked (`CMD levels`).
    assert!(passed.len() >= 40, "{} passed:\n{stdout}", passed.len());
    assert!(passed
        .iter()
        .all(|id| id.ends_with("::cst") || id.ends_with("::ast") || id.ends_with("::parse")));
    assert!(ids_with(&trials, "failed").is_empty(), "{stdout}");
}
