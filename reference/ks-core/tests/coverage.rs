//! Coverage of the check level through the conformance harness itself (`case::Filter`,
//! `ks_conformance::coverage`, the blessed `check.diag` files): every `level = "check"` code is
//! emitted by some case, every rule of the areas ks-core owns is named by a check case or says why
//! not, and the suite can fail: a checker that drops one code fails exactly the check trials whose
//! `check.diag` holds that code.

use std::collections::BTreeSet;

use ks_conformance::{
    areas::Owner, case::Filter, codes::Codes, coverage, rules, suite_dir, Case, Implementation,
    Level,
};
use ks_conformance_reference::{expecting_code, failing_cases, without_code, Reference};

/// Requirement areas and single IDs ks-core's check owns.
const OWNED: &[&str] = &[
    "REF", "KIND", "CTX", "TYPE", "CI", "RB", "TRG", "ENV", "GAP-4", "GAP-14", "GAP-15", "GAP-19",
    "GAP-20", "GAP-22", "GAP-26", "GAP-28", "GAP-32", "GAP-33", "GAP-35", "EX-1", "EX-2", "EX-6",
    "EX-7", "EX-10", "EX-11", "EX-14", "EX-15", "EX-16", "VER-1", "VER-2", "VER-3", "VER-4",
    "VER-5", "VER-6", "VER-7", "VER-8", "VER-9", "VER-10", "VER-11", "VER-12", "VER-13",
];

/// IDs of those areas that no check-level case can show, each with why. Everything else must be
/// named by a case.
const NOT_CHECKABLE: &[(&str, &str)] = &[
    ("ENV-14", "documentation: DEPLOY_VERIFICATION.md"),
    ("ENV-15", "environment selection (select_env): the plan level's `select` area"),
    ("RB-5", "run log: the exec level (conformance/cases/exec, ks-run)"),
    ("RB-6", "run log: the exec level; the vocabulary is unit-tested in ks_core::rollback"),
    ("RB-7", "run log: the exec level"),
    ("RB-8", "run log: the exec level; unit-tested in ks_core::rollback"),
    ("RB-9", "run log: the exec level; unit-tested in ks_core::rollback"),
    ("RB-10", "run log: the exec level; unit-tested in ks_core::rollback"),
    (
        "RB-11",
        "API names: ks_core::RollbackPolicy and Rollback, which ks-run writes (the exec level)",
    ),
    ("RB-18", "run log: the exec level"),
    ("RB-19", "run log: the exec level"),
];

/// The cases of the check areas ks-core owns (`areas::Owner::Check`), through the harness's one walk
/// of the suite; the rest of the check level is the site's and facts' (ks-host) and the plan's.
fn check_cases() -> Vec<Case> {
    Filter::default().owner(Owner::Check).suite()
}

/// The check trials `imp` fails.
fn failing(imp: &dyn Implementation, cases: &[Case]) -> Vec<String> {
    failing_cases(imp, cases, Level::Check)
}

/// Check-level codes whose cases live outside these areas: the graph's cycles (`graph/`), and those
/// that need facts the host gathers (block files, `.tf` files, script modules, the policy base;
/// ks-host's tests/cases.rs holds them).
const OTHER_AREA_CODES: &[&str] = &[
    ks_core::codes::CYCLE,
    ks_core::codes::UNDECLARED_TYPE,
    ks_core::codes::UNDECLARED_OUTPUT,
    ks_core::codes::UNDECLARED_BLOCK_INPUT,
    ks_core::codes::BLOCK_OUTPUT_NOT_PRODUCED,
    ks_core::codes::BLOCK_NEST,
    ks_core::codes::UNKNOWN_BLOCK_INPUT,
    ks_core::codes::REFUSED_BY_POLICY,
    ks_core::codes::UNKNOWN_POLICY_KEY,
    ks_core::codes::UNKNOWN_POLICY_ACTION,
    ks_core::codes::POLICY_RULE_BINDS_NOTHING,
    ks_core::codes::NO_POLICY_BASE,
    ks_core::codes::AGENT_DESTROY_CAPPED,
];

#[test]
fn every_check_code_is_emitted_by_a_case() {
    let codes = Codes::load(&suite_dir().join("codes.toml")).unwrap();
    // The registry generates ks-core's constants, so every code ks-core names is registered; here
    // every check-level code of these areas is emitted by one of these cases.
    let missing = coverage::codes_not_emitted(&check_cases(), &codes, "check");
    let ours: Vec<&String> =
        missing.iter().filter(|c| !OTHER_AREA_CODES.contains(&c.as_str())).collect();
    assert!(ours.is_empty(), "{ours:?}");
}

#[test]
fn every_owned_rule_is_named_by_a_check_case() {
    let text = std::fs::read_to_string(suite_dir().join("rules.txt")).unwrap();
    let ids = rules::parse(&text).unwrap();
    let excluded: BTreeSet<&str> = NOT_CHECKABLE.iter().map(|(id, _)| *id).collect();
    let missing: Vec<String> = coverage::rules_not_named(&check_cases(), &ids, OWNED)
        .into_iter()
        .filter(|id| !excluded.contains(id.as_str()))
        .collect();
    assert!(missing.is_empty(), "not named by any check case: {missing:?}");
    for single in OWNED.iter().filter(|id| id.contains('-')) {
        assert!(ids.contains_key(*single), "{single} is not in rules.txt");
    }
    // An excluded ID may not also be named: either a case shows it or it says why not.
    let cases = check_cases();
    let named: BTreeSet<&str> =
        cases.iter().flat_map(|c| c.meta.rules.iter().map(String::as_str)).collect();
    let both: Vec<&&str> = excluded.iter().filter(|id| named.contains(**id)).collect();
    assert!(both.is_empty(), "excluded but named: {both:?}");
}

#[test]
fn the_check_level_can_fail() {
    let cases = check_cases();
    assert!(cases.len() >= 100, "{}", cases.len());
    assert_eq!(failing(&Reference, &cases), Vec::<String>::new());
    for code in ["KS0201", "KS0611", "KS0303"] {
        let expected = expecting_code(&cases, code);
        assert!(!expected.is_empty(), "{code}");
        assert_eq!(failing(&without_code(code), &cases), expected, "dropping {code}");
    }
}
