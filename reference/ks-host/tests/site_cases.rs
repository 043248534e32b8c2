//! The `iac` and `scr` areas of the conformance suite (`areas::Owner::Facts`), graded through the
//! harness with the reference adapter, which checks a case with the facts ks-host gathers from its
//! `files/` (`.tf` outputs, script modules): the reference passes every trial, every IAC and SCR rule
//! (and GAP-24, EX-12, EX-13) is named by a case or says why no check case can show it, a checker that
//! never finds KS0203, KS0107 or KS0101 fails exactly the cases that expect it, and one blind to the
//! files fails the cases whose codes come from them.

use std::collections::BTreeSet;

use ks_conformance::{areas::Owner, case::Filter, suite_dir, Case, Level};
use ks_conformance_reference::{
    expecting_code, failing_cases, without_code, IgnoresFiles, Reference,
};

/// IDs no check case can show, each with why (and where it is shown instead).
const NOT_CHECKABLE: &[(&str, &str)] = &[
    (
        "SCR-9",
        "a run refuses to start, not a check-time rule: the exec level (conformance/cases/exec)",
    ),
    ("SCR-22", "the cache file: reference/ks-host/tests/scripts.rs observes it"),
    ("SCR-23", "no process on a cache hit: reference/ks-host/tests/scripts.rs counts spawns"),
];

fn cases() -> Vec<Case> {
    Filter::default().owner(Owner::Facts).suite()
}

#[test]
fn the_reference_passes_and_the_suite_fails_checkers_wrong_about_the_facts() {
    let cases = cases();
    assert!(cases.len() >= 30, "only {} cases", cases.len());
    assert_eq!(failing_cases(&Reference, &cases, Level::Check), Vec::<String>::new());
    for code in ["KS0203", "KS0107", "KS0101"] {
        let expecting = expecting_code(&cases, code);
        assert!(!expecting.is_empty(), "no case expects {code}");
        let failing = failing_cases(&without_code(code), &cases, Level::Check);
        assert_eq!(failing, expecting, "dropping {code}");
    }
    // A host that sees nothing fails the cases whose codes come from the files, and only cases that
    // have files.
    let blind = failing_cases(&IgnoresFiles, &cases, Level::Check);
    let from_files: BTreeSet<String> =
        ["KS0203", "KS0107"].into_iter().flat_map(|code| expecting_code(&cases, code)).collect();
    assert!(from_files.len() >= 5, "{from_files:?}");
    for id in &from_files {
        assert!(blind.contains(id), "{id} passes without the facts of its files");
    }
    for id in &blind {
        let case = cases.iter().find(|c| &c.id == id).unwrap();
        assert!(case.dir.join("files").is_dir(), "{id} failed without files it does not have");
    }
}

#[test]
fn every_iac_and_scr_rule_is_named_or_says_why_not() {
    let rules = std::fs::read_to_string(suite_dir().join("rules.txt")).unwrap();
    let ids: Vec<&str> = rules
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| line.split('\t').next())
        .filter(|id| id.starts_with("IAC-") || id.starts_with("SCR-"))
        .chain(["GAP-24", "EX-12", "EX-13"])
        .collect();
    assert!(ids.len() >= 35, "{ids:?}");
    let named: BTreeSet<String> = cases().into_iter().flat_map(|c| c.meta.rules).collect();
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
