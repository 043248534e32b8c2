//! The block and policy areas of the conformance suite (`blk-use/`, `pol/`: `areas::Owner::Site`),
//! graded through the harness with the reference adapter, which reads a case's files with ks-host's
//! case convention (`ks_host::suite::case_options`: `files/blocks`, `files/base`,
//! `files/baseline.ks`): the reference passes every trial, every BLOCK and POL requirement is named by
//! a case (or says why no check case can show it), every block and policy code is registered and
//! emitted, and the suite fails checkers wrong in known ways: one blind to the files beside the input
//! fails multi-file cases and only those, one that never finds a code fails exactly the cases
//! expecting it.

use std::collections::{BTreeMap, BTreeSet};

use ks_conformance::{
    areas::Owner, case::Filter, codes::Codes, coverage, rules, suite_dir, Case, Implementation,
    Level,
};
use ks_conformance_reference::{
    expecting_code, failing_cases, without_code, IgnoresFiles, Reference,
};

/// The check trials of `cases` that `imp` fails.
fn failing(imp: &dyn Implementation, cases: &[Case]) -> Vec<String> {
    failing_cases(imp, cases, Level::Check)
}

/// Requirement areas and single IDs the block and policy areas own.
const OWNED: &[&str] = &[
    "BLOCK", "POL", "GAP-6", "GAP-21", "GAP-25", "GAP-27", "GAP-36", "EX-4", "EX-5", "EX-17",
    "EX-18", "EX-20",
];

/// Owned IDs no check-level case can show, each with where it is shown instead.
const NOT_CHECKABLE: &[(&str, &str)] = &[
    (
        "POL-12",
        "`keepshipping policy explain` per environment: reference/keepshipping/tests/policy_cli.rs",
    ),
    ("POL-24", "`policy explain` names its base: reference/keepshipping/tests/policy_cli.rs"),
    ("POL-29", "operations guidance (who may name the base): ADR 0012"),
];

fn cases() -> Vec<Case> {
    Filter::default().owner(Owner::Site).suite()
}

#[test]
fn the_reference_passes_every_check_trial() {
    let cases = cases();
    assert!(cases.len() >= 40, "only {} cases", cases.len());
    assert_eq!(failing(&Reference, &cases), Vec::<String>::new());
}

#[test]
fn every_block_and_policy_requirement_is_named_by_a_case() {
    let text = std::fs::read_to_string(suite_dir().join("rules.txt")).unwrap();
    let ids = rules::parse(&text).unwrap();
    for area in ["BLOCK", "POL"] {
        let listed = ids.keys().any(|id| id.starts_with(&format!("{area}-")));
        assert!(listed, "{area} not in rules.txt");
    }
    let cases = cases();
    let excluded: BTreeMap<&str, &str> = NOT_CHECKABLE.iter().copied().collect();
    let missing: Vec<String> = coverage::rules_not_named(&cases, &ids, OWNED)
        .into_iter()
        .filter(|id| !excluded.contains_key(id.as_str()))
        .collect();
    assert!(missing.is_empty(), "not named by any case: {missing:?}");
    let named: BTreeSet<&str> =
        cases.iter().flat_map(|c| c.meta.rules.iter().map(String::as_str)).collect();
    let both: Vec<&&str> = excluded.keys().filter(|id| named.contains(**id)).collect();
    assert!(both.is_empty(), "excluded but named: {both:?}");
    for id in &named {
        assert!(ids.contains_key(*id), "{id} is named by a case and not in rules.txt");
    }
}

#[test]
fn every_block_and_policy_code_is_registered_and_emitted() {
    let codes = Codes::load(&suite_dir().join("codes.toml")).unwrap();
    let expected: BTreeSet<String> = cases().into_iter().flat_map(|c| c.meta.codes).collect();
    use ks_core::codes::*;
    // The block and policy codes, and KS0206 (a block use leaving out an input).
    let ours = [
        UNDECLARED_BLOCK_INPUT,
        MISSING_INPUT,
        BLOCK_OUTPUT_NOT_PRODUCED,
        BLOCK_NEST,
        UNKNOWN_BLOCK_INPUT,
        REFUSED_BY_POLICY,
        UNKNOWN_POLICY_KEY,
        UNKNOWN_POLICY_ACTION,
        POLICY_RULE_BINDS_NOTHING,
        NO_POLICY_BASE,
        AGENT_DESTROY_CAPPED,
    ];
    for code in ours {
        let entry = codes.0.get(code).unwrap_or_else(|| panic!("{code} is not in codes.toml"));
        assert_eq!(entry.level, "check", "{code}");
        assert!(expected.contains(code), "no case expects {code}");
    }
}

#[test]
fn the_suite_fails_checkers_blind_to_the_files_or_to_a_code() {
    let cases = cases();
    // A checker that does not read the files beside the input fails multi-file cases, and only those.
    let without_files = failing(&IgnoresFiles, &cases);
    for id in &without_files {
        let case = cases.iter().find(|c| &c.id == id).unwrap();
        assert!(case.dir.join("files").is_dir(), "{id} failed without files it does not have");
    }
    for id in [
        "blk-use/missing-required-input",
        "blk-use/nest-circle",
        "pol/three-blocks-down-agent",
        "pol/base-narrows",
        "pol/base-unresolved",
        "pol/baseline-narrows",
    ] {
        assert!(without_files.iter().any(|f| f == id), "{id} passes without its files");
    }
    // A checker that never refuses fails exactly the cases expecting a refusal.
    for code in ["KS0401", "KS0208", "KS0205"] {
        let expected = expecting_code(&cases, code);
        assert!(!expected.is_empty(), "{code}");
        assert_eq!(failing(&without_code(code), &cases), expected, "dropping {code}");
    }
}
