//! Language features (`conformance/features.txt`, NOTATION.md §8a): every case's features come from
//! the closed list, every listed feature is needed by some case, the derivation finds what the cases
//! are made of, and a run skips the cases of a lacked feature by name: through `--features-exclude`,
//! a persistent hello's `lacks`, and `list --feature` selects them.

mod cli;

use std::collections::BTreeSet;
use std::process::{Command, Output};

use ks_conformance::{case, features};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ks-conformance")).args(args).output().expect("ks-conformance")
}

fn with_feature(cases: &[ks_conformance::Case], feature: &str) -> BTreeSet<String> {
    cases.iter().filter(|c| c.features.iter().any(|f| f == feature)).map(|c| c.id.clone()).collect()
}

#[test]
fn every_case_needs_only_listed_features_and_every_feature_has_cases() {
    let cases = case::suite();
    let listed: Vec<&str> = features::list().iter().map(|f| f.name.as_str()).collect();
    for case in &cases {
        for feature in &case.features {
            assert!(listed.contains(&feature.as_str()), "{}: `{feature}` is not listed", case.id);
        }
    }
    for name in &listed {
        assert!(!with_feature(&cases, name).is_empty(), "no case needs `{name}`");
    }
    // The brief's own examples are in the list.
    for name in ["blocks", "policy", "tf", "scripts", "approvals", "decide", "migrate-0.0"] {
        assert!(listed.contains(&name), "{name}");
    }
}

#[test]
fn features_are_derived_from_what_each_case_is_made_of() {
    let cases = case::suite();
    let find = |id: &str| cases.iter().find(|c| c.id == id).unwrap_or_else(|| panic!("{id}"));
    // A case that needs node is a scripts case; every case of the scr area too.
    for case in cases.iter().filter(|c| c.meta.needs.iter().any(|n| n == "node")) {
        assert!(case.features.iter().any(|f| f == "scripts"), "{}", case.id);
    }
    // Every migration fixture is written in format 0.0.
    for case in cases.iter().filter(|c| c.area() == "migrate") {
        assert!(case.features.iter().any(|f| f == "migrate-0.0"), "{}", case.id);
    }
    // A `.tf` file beside the input makes a tf case; an approval step an approvals case.
    for case in &cases {
        let files = case::relative_files(&case.dir, true);
        if files.iter().any(|f| f.ends_with(".tf")) {
            assert!(case.features.iter().any(|f| f == "tf"), "{}", case.id);
        }
    }
    assert!(find("pol/agent-default-ask").features.iter().any(|f| f == "policy"));
    assert!(find("examples/ex-1-hero").features.iter().any(|f| f == "non-ascii"));
    assert!(!find("examples/ex-1-hero").features.iter().any(|f| f == "policy"));
    let approvals = with_feature(&cases, "approvals");
    let decide = with_feature(&cases, "decide");
    assert!(approvals.len() >= 10 && decide.len() >= 5, "{approvals:?} {decide:?}");
    assert!(find("exec/decide-no-answer").features.iter().any(|f| f == "decide"));
}

#[test]
fn an_unknown_feature_in_case_toml_is_a_load_error() {
    let dir = tempfile::tempdir().unwrap();
    let case_dir = dir.path().join("lex/x");
    std::fs::create_dir_all(&case_dir).unwrap();
    std::fs::write(case_dir.join("input.ks"), "a: 1\n").unwrap();
    let toml = "title = \"x\"\nrules = []\nsince = \"0.1\"\nvalid = true\ncodes = []\n";
    std::fs::write(case_dir.join("case.toml"), format!("{toml}features = [\"teleport\"]\n"))
        .unwrap();
    let err = case::discover(dir.path()).unwrap_err();
    assert!(
        err.contains("lex/x/case.toml") && err.contains("`teleport` is not a feature"),
        "{err}"
    );
    // A listed name is kept even when no signal shows it.
    std::fs::write(case_dir.join("case.toml"), format!("{toml}features = [\"decide\"]\n")).unwrap();
    assert_eq!(case::discover(dir.path()).unwrap()[0].features, ["decide"]);
}

#[test]
fn list_selects_by_feature_and_an_unknown_name_is_a_usage_error() {
    let cases = case::suite();
    let out = run(&["list", "--feature", "tf"]);
    assert!(out.status.success());
    let listed: BTreeSet<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|id| id.rsplit_once("::").unwrap().0.to_string())
        .collect();
    assert_eq!(listed, with_feature(&cases, "tf"));
    let out = run(&["list", "--feature", "teleport"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("`teleport` is not a feature"));
    let out = run(&["run", "--impl", "true", "--features-exclude", "tf,teleport"]);
    assert_eq!(out.status.code(), Some(2));
}

/// The closing line of a lacked feature, and the skipped trials' reason in the JSON report.
fn lacked_counts(stdout: &str, report: &serde_json::Value, feature: &str) -> usize {
    let line = format!("feature {feature}: ");
    let from_line = stdout
        .lines()
        .find_map(|l| l.strip_prefix(line.as_str()))
        .unwrap_or_else(|| panic!("no `{line}` line:\n{stdout}"));
    let n: usize = from_line.split(' ').next().unwrap().parse().unwrap();
    let reason = format!("lacks feature {feature}");
    let skipped = report["trials"].as_array().unwrap().iter().filter(|t| t["reason"] == reason);
    assert_eq!(skipped.count(), n, "{stdout}");
    assert_eq!(report["features_lacked"][feature], n);
    n
}

/// A successful run of the policy, scripts and tf areas with `args`: its standard output and its
/// JSON report.
fn run_areas(args: &[&str], dir: &std::path::Path) -> (String, serde_json::Value) {
    let json = dir.join("r.json");
    let mut all = vec!["run", "--area", "scr", "--area", "iac", "--area", "pol", "--jobs", "2"];
    all.extend(args);
    all.extend(["--json", json.to_str().unwrap()]);
    let out = run(&all);
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    (stdout, serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap())
}

#[test]
fn the_reference_run_without_scripts_and_tf_skips_exactly_their_trials_by_name() {
    let cases = case::suite();
    let dir = tempfile::tempdir().unwrap();
    let reference = format!("'{}' conformance", cli::keepshipping_binary().display());
    // Over the per-trial protocol, declared with --features-exclude.
    let (stdout, report) =
        run_areas(&["--impl", &reference, "--features-exclude", "scripts,tf"], dir.path());
    let scripts = lacked_counts(&stdout, &report, "scripts");
    let tf = lacked_counts(&stdout, &report, "tf");
    let lacking: BTreeSet<String> =
        with_feature(&cases, "scripts").union(&with_feature(&cases, "tf")).cloned().collect();
    let trials = report["trials"].as_array().unwrap();
    for t in trials {
        let needs = lacking.contains(t["case"].as_str().unwrap());
        let reason = t["reason"].as_str().unwrap_or_default();
        assert_eq!(needs, reason.starts_with("lacks feature"), "{t}");
    }
    assert!(scripts > 0 && tf > 0);
    // The policy cases that need neither still ran and passed.
    assert!(report["areas"]["pol"]["passed"].as_u64().unwrap() > 0);

    // Over the persistent protocol, declared in the hello: a wrapper that adds `lacks`.
    let wrapper = dir.path().join("lacking.sh");
    std::fs::write(
        &wrapper,
        format!(
            "{reference} \"$@\" | sed -u '1s/\"lacks\":\\[\\]/\"lacks\":[\"scripts\",\"tf\"]/'\n"
        ),
    )
    .unwrap();
    let persistent = format!("sh '{}'", wrapper.display());
    let (stdout, again) = run_areas(&["--persistent", "--impl", &persistent], dir.path());
    assert_eq!(lacked_counts(&stdout, &again, "scripts"), scripts);
    assert_eq!(lacked_counts(&stdout, &again, "tf"), tf);
    assert_eq!(again["totals"], report["totals"]);
}
