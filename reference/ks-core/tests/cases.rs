//! The check areas of the conformance suite, read directly by ks-core: every case's `codes` is what
//! `check` emits (with the case's `[check]` options), every requirement ID of the areas ks-core owns
//! is named by a case, every check-level code of `codes.toml` is emitted by one, and the suite can
//! fail — a checker that drops one code fails exactly the cases that expect it.
//!
//! The graded comparison of spans is the harness's (`check.diag`); this test keeps ks-core honest
//! about the codes without waiting for a bless.

use std::{
    collections::{BTreeMap, BTreeSet},
    fs,
    path::{Path, PathBuf},
};

use ks_core::{Actor, CheckOptions, Context};

const AREAS: [&str; 9] = ["ref", "kind", "ctx", "type", "env", "trg", "ci", "rb", "ver"];

/// Requirement areas and single IDs ks-core's check owns (issue 13).
const OWNED: &[&str] = &[
    "REF", "KIND", "CTX", "TYPE", "CI", "RB", "TRG", "ENV", "GAP-4", "GAP-14", "GAP-15", "GAP-19",
    "GAP-20", "GAP-22", "GAP-26", "GAP-28", "GAP-32", "GAP-33", "GAP-35", "EX-1", "EX-2", "EX-6",
    "EX-7", "EX-10", "EX-11", "EX-14", "EX-15", "EX-16",
];

/// IDs of those areas that no check-level case can show, each with why. Everything else must be named.
const NOT_CHECKABLE: &[(&str, &str)] = &[
    ("ENV-14", "documentation: DEPLOY_VERIFICATION.md"),
    ("ENV-15", "environment selection (select_env) is another issue"),
    ("RB-5", "run log (executor, D21)"),
    ("RB-6", "run log (executor, D21); the vocabulary is unit-tested in ks_core::step"),
    ("RB-7", "run log (executor, D21)"),
    ("RB-8", "run log (executor, D21); unit-tested in ks_core::step"),
    ("RB-9", "run log (executor, D21); unit-tested in ks_core::step"),
    ("RB-10", "run log (executor, D21); unit-tested in ks_core::step"),
    ("RB-11", "API names: ks_core::step::RollbackPolicy and Rollback (unit-tested)"),
    ("RB-18", "run log (executor, D21)"),
    ("RB-19", "run log (executor, D21)"),
];

const VER_HEADER: [&str; 13] = [
    "VER-1", "VER-2", "VER-3", "VER-4", "VER-5", "VER-6", "VER-7", "VER-8", "VER-9", "VER-10",
    "VER-11", "VER-12", "VER-13",
];

struct Case {
    id: String,
    text: String,
    rules: Vec<String>,
    codes: BTreeSet<String>,
    options: CheckOptions,
}

fn suite() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../conformance")
}

fn load_cases() -> Vec<Case> {
    let mut cases = Vec::new();
    for area in AREAS {
        let dir = suite().join("cases").join(area);
        let Ok(entries) = fs::read_dir(&dir) else { continue };
        let mut dirs: Vec<PathBuf> = entries.map(|e| e.unwrap().path()).collect();
        dirs.sort();
        for dir in dirs {
            let Ok(meta) = fs::read_to_string(dir.join("case.toml")) else { continue };
            let meta: toml::Table =
                toml::from_str(&meta).unwrap_or_else(|e| panic!("{dir:?}: {e}"));
            let strings = |key: &str| -> Vec<String> {
                meta.get(key)
                    .and_then(|v| v.as_array())
                    .map(|a| a.iter().filter_map(|v| v.as_str().map(str::to_string)).collect())
                    .unwrap_or_default()
            };
            let mut options = CheckOptions::default();
            if let Some(check) = meta.get("check").and_then(|c| c.as_table()) {
                let name = |key: &str| check.get(key).and_then(|value| value.as_str());
                options.actor = name("actor").and_then(Actor::from_name).unwrap_or_default();
                options.context = name("context").and_then(Context::from_name).unwrap_or_default();
                options.ci_env = check
                    .get("env")
                    .and_then(|e| e.get("CI"))
                    .and_then(|v| v.as_str())
                    .is_some_and(|v| !v.is_empty());
            }
            cases.push(Case {
                id: format!("{area}/{}", dir.file_name().unwrap().to_string_lossy()),
                text: fs::read_to_string(dir.join("input.ks")).unwrap(),
                rules: strings("rules"),
                codes: strings("codes").into_iter().collect(),
                options,
            });
        }
    }
    cases
}

/// The codes a checker gives, as a set.
fn emitted(case: &Case, drop: Option<&str>) -> BTreeSet<String> {
    let parse = ks_lang::parse(&case.text);
    ks_core::check(&parse, &case.options)
        .diagnostics()
        .iter()
        .map(|d| d.code.to_string())
        .filter(|code| Some(code.as_str()) != drop)
        .collect()
}

fn failing(cases: &[Case], drop: Option<&str>) -> Vec<String> {
    cases.iter().filter(|case| emitted(case, drop) != case.codes).map(|c| c.id.clone()).collect()
}

#[test]
fn every_case_gets_exactly_its_codes() {
    let cases = load_cases();
    assert!(cases.len() >= 100, "only {} check cases", cases.len());
    let wrong: Vec<String> = cases
        .iter()
        .filter(|case| emitted(case, None) != case.codes)
        .map(|case| {
            format!("{}: expected {:?}, got {:?}", case.id, case.codes, emitted(case, None))
        })
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

fn rule_ids() -> Vec<String> {
    let text = fs::read_to_string(suite().join("rules.txt")).unwrap();
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .filter_map(|line| line.split('\t').next().map(str::to_string))
        .collect()
}

#[test]
fn every_owned_requirement_is_named_by_a_case() {
    let ids = rule_ids();
    let owned = |id: &str| {
        OWNED.contains(&id)
            || VER_HEADER.contains(&id)
            || id.split_once('-').is_some_and(|(area, _)| OWNED.contains(&area))
    };
    let named: BTreeSet<String> = load_cases().into_iter().flat_map(|c| c.rules).collect();
    let excluded: BTreeMap<&str, &str> = NOT_CHECKABLE.iter().copied().collect();
    let missing: Vec<&String> = ids
        .iter()
        .filter(|id| owned(id) && !named.contains(*id) && !excluded.contains_key(id.as_str()))
        .collect();
    assert!(missing.is_empty(), "not named by any check case: {missing:?}");
    for single in OWNED.iter().chain(VER_HEADER.iter()).filter(|id| id.contains('-')) {
        assert!(ids.iter().any(|id| id == single), "{single} is not in rules.txt");
    }
    for area in ["REF", "KIND", "CTX", "TYPE", "CI", "RB", "TRG", "ENV"] {
        assert!(
            ids.iter().any(|id| id.starts_with(&format!("{area}-"))),
            "{area} not in rules.txt"
        );
    }
    // An excluded ID may not also be named: either it is shown by a case or it says why not.
    let both: Vec<&&str> = excluded.keys().filter(|id| named.contains(**id)).collect();
    assert!(both.is_empty(), "excluded but named: {both:?}");
}

#[test]
fn the_suite_can_fail() {
    let cases = load_cases();
    assert!(failing(&cases, None).is_empty());
    // A checker that never warns about optional context values fails exactly the cases expecting it.
    for code in ["KS0601", "KS0304", "KS0005"] {
        let expected: Vec<String> =
            cases.iter().filter(|c| c.codes.contains(code)).map(|c| c.id.clone()).collect();
        assert!(!expected.is_empty(), "{code}");
        assert_eq!(failing(&cases, Some(code)), expected, "dropping {code}");
    }
}
