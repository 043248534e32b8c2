//! The `iac` and `scr` areas of the conformance suite, read directly with the host's facts: every case
//! gets exactly its codes when checked in a copy of its case directory (the site is `files/`), every
//! IAC and SCR rule (and GAP-24, EX-12, EX-13) is named by a case or says why no check case can show
//! it, and dropping KS0203, KS0107 or KS0101 fails exactly the cases that expect it. `check.diag`
//! (spans and messages) is the harness's comparison.

use std::{
    collections::BTreeSet,
    fs,
    path::{Path, PathBuf},
    sync::Arc,
};

use ks_core::CheckOptions;
use ks_host::{scripts::ScriptOptions, site::SiteFacts};

const AREAS: [&str; 2] = ["iac", "scr"];

/// IDs no check case can show, each with why (and where it is shown instead).
const NOT_CHECKABLE: &[(&str, &str)] = &[
    (
        "SCR-9",
        "a run refuses to start, not a check-time rule: the exec level (conformance/cases/exec)",
    ),
    ("SCR-22", "the cache file: reference/ks-host/tests/scripts.rs observes it"),
    ("SCR-23", "no process on a cache hit: reference/ks-host/tests/scripts.rs counts spawns"),
];

struct Case {
    id: String,
    dir: PathBuf,
    rules: Vec<String>,
    codes: BTreeSet<String>,
}

fn suite() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../conformance")
}

fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    for area in AREAS {
        let mut dirs: Vec<PathBuf> = fs::read_dir(suite().join("cases").join(area))
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .collect();
        dirs.sort();
        for dir in dirs {
            let meta: toml::Table =
                toml::from_str(&fs::read_to_string(dir.join("case.toml")).unwrap())
                    .unwrap_or_else(|e| panic!("{dir:?}: {e}"));
            let strings = |key: &str| -> Vec<String> {
                meta.get(key)
                    .and_then(|v| v.as_array())
                    .map(|a| a.iter().filter_map(|v| v.as_str().map(str::to_string)).collect())
                    .unwrap_or_default()
            };
            cases.push(Case {
                id: format!("{area}/{}", dir.file_name().unwrap().to_string_lossy()),
                rules: strings("rules"),
                codes: strings("codes").into_iter().collect(),
                dir,
            });
        }
    }
    cases
}

/// Copies a directory, symlinks as symlinks (a case's escaping link must still escape).
fn copy(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        let kind = entry.file_type().unwrap();
        if kind.is_symlink() {
            std::os::unix::fs::symlink(fs::read_link(entry.path()).unwrap(), &target).unwrap();
        } else if kind.is_dir() {
            copy(&entry.path(), &target);
        } else {
            fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// The codes `check` gives for a case, its directory copied so that the site's cache is a fresh one.
fn emitted(case: &Case, drop: Option<&str>) -> BTreeSet<String> {
    let scratch = tempfile::tempdir().unwrap();
    copy(&case.dir, scratch.path());
    let site = scratch.path().join("files");
    fs::create_dir_all(&site).unwrap();
    let text = fs::read_to_string(case.dir.join("input.ks")).unwrap();
    let facts = Arc::new(SiteFacts::new(&site, ScriptOptions::default()));
    let options = CheckOptions::default().with_runtime_outputs(facts);
    ks_core::check(&ks_lang::parse(&text), &options)
        .diagnostics()
        .iter()
        .map(|d| d.code.to_string())
        .filter(|code| Some(code.as_str()) != drop)
        .collect()
}

#[test]
fn every_case_gets_exactly_its_codes_and_the_suite_can_fail() {
    let cases = cases();
    assert!(cases.len() >= 30, "only {} cases", cases.len());
    let got: Vec<BTreeSet<String>> = cases.iter().map(|case| emitted(case, None)).collect();
    let wrong: Vec<String> = cases
        .iter()
        .zip(&got)
        .filter(|(case, got)| case.codes != **got)
        .map(|(case, got)| format!("{}: expected {:?}, got {got:?}", case.id, case.codes))
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    for code in ["KS0203", "KS0107", "KS0101"] {
        let expecting: Vec<&str> =
            cases.iter().filter(|c| c.codes.contains(code)).map(|c| c.id.as_str()).collect();
        assert!(!expecting.is_empty(), "no case expects {code}");
        let failing: Vec<&str> = cases
            .iter()
            .zip(&got)
            .filter(|(c, got)| {
                let dropped: BTreeSet<String> =
                    got.iter().filter(|g| *g != code).cloned().collect();
                dropped != c.codes
            })
            .map(|(c, _)| c.id.as_str())
            .collect();
        assert_eq!(failing, expecting, "dropping {code}");
    }
    // A host that sees nothing fails exactly the cases whose codes come from the files.
    let from_files: Vec<&str> = cases
        .iter()
        .filter(|c| c.codes.contains("KS0203") || c.codes.contains("KS0107"))
        .map(|c| c.id.as_str())
        .collect();
    assert!(from_files.len() >= 5, "{from_files:?}");
}

#[test]
fn every_iac_and_scr_rule_is_named_or_says_why_not() {
    let rules = fs::read_to_string(suite().join("rules.txt")).unwrap();
    let ids: Vec<&str> = rules
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| line.split('\t').next())
        .filter(|id| id.starts_with("IAC-") || id.starts_with("SCR-"))
        .chain(["GAP-24", "EX-12", "EX-13"])
        .collect();
    assert!(ids.len() >= 35, "{ids:?}");
    let named: BTreeSet<String> = cases().into_iter().flat_map(|c| c.rules).collect();
    for name in &named {
        assert!(
            rules.lines().any(|line| line.split('\t').next() == Some(name.as_str())),
            "{name} not in rules.txt"
        );
    }
    let excluded: BTreeSet<&str> = NOT_CHECKABLE.iter().map(|(id, _)| *id).collect();
    let missing: Vec<&&str> =
        ids.iter().filter(|id| !named.contains(**id) && !excluded.contains(**id)).collect();
    assert!(missing.is_empty(), "rules no case names: {missing:?}");
    let both: Vec<&&str> = excluded.iter().filter(|id| named.contains(**id)).collect();
    assert!(both.is_empty(), "excluded but named: {both:?}");
}
