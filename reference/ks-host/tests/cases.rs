//! The block and policy areas of the conformance suite (`blk-use/`, `pol/`), read with ks-host's case
//! convention (`ks_host::suite::case_options`: `files/blocks`, `files/base`, `files/baseline.ks`):
//! every case gets exactly its codes, every BLOCK and POL requirement is named by a case (or says why
//! no check case can show it), every block and policy code is registered and emitted, and the suite
//! can fail on multi-file cases — a checker that ignores the files beside the input fails them.

use std::{
    collections::{BTreeMap, BTreeSet},
    fs,
    path::{Path, PathBuf},
};

use ks_core::{Actor, CheckOptions};

const AREAS: [&str; 2] = ["blk-use", "pol"];

/// Requirement areas and single IDs issue 16 owns.
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
    (
        "POL-25",
        "the base's fallback chain through git: ks-host policy.rs unit tests and policy_cli.rs",
    ),
    ("POL-29", "operations guidance (who may name the base): ADR 0012"),
];

struct Case {
    id: String,
    dir: PathBuf,
    text: String,
    rules: Vec<String>,
    codes: BTreeSet<String>,
    actor: Actor,
}

fn suite() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../conformance")
}

fn load_cases() -> Vec<Case> {
    let mut cases = Vec::new();
    for area in AREAS {
        let mut dirs: Vec<PathBuf> = fs::read_dir(suite().join("cases").join(area))
            .unwrap_or_else(|e| panic!("{area}: {e}"))
            .map(|e| e.unwrap().path())
            .collect();
        dirs.sort();
        for dir in dirs {
            let meta: toml::Table =
                toml::from_str(&fs::read_to_string(dir.join("case.toml")).unwrap()).unwrap();
            let strings = |key: &str| -> Vec<String> {
                meta[key].as_array().unwrap().iter().map(|v| v.as_str().unwrap().into()).collect()
            };
            let actor = meta.get("check").and_then(|c| c.get("actor")).and_then(|a| a.as_str());
            let actor = actor.and_then(Actor::from_name).unwrap_or_default();
            cases.push(Case {
                id: format!("{area}/{}", dir.file_name().unwrap().to_string_lossy()),
                text: fs::read_to_string(dir.join("input.ks")).unwrap(),
                rules: strings("rules"),
                codes: strings("codes").into_iter().collect(),
                actor,
                dir,
            });
        }
    }
    cases
}

/// The codes a checker gives: with the case's files (`files: true`) or without, minus `drop`.
fn emitted(case: &Case, files: bool, drop: Option<&str>) -> BTreeSet<String> {
    let mut options = CheckOptions::default().with_actor(case.actor);
    if files {
        options = ks_host::suite::case_options(&case.dir, options);
    }
    ks_core::check(&ks_lang::parse(&case.text), &options)
        .diagnostics()
        .iter()
        .map(|d| d.code.to_string())
        .filter(|code| Some(code.as_str()) != drop)
        .collect()
}

fn failing(cases: &[Case], files: bool, drop: Option<&str>) -> Vec<String> {
    cases.iter().filter(|c| emitted(c, files, drop) != c.codes).map(|c| c.id.clone()).collect()
}

#[test]
fn every_case_gets_exactly_its_codes() {
    let cases = load_cases();
    assert!(cases.len() >= 40, "only {} cases", cases.len());
    let wrong: Vec<String> = cases
        .iter()
        .filter(|c| emitted(c, true, None) != c.codes)
        .map(|c| format!("{}: expected {:?}, got {:?}", c.id, c.codes, emitted(c, true, None)))
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

fn rule_ids() -> Vec<String> {
    fs::read_to_string(suite().join("rules.txt"))
        .unwrap()
        .lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .filter_map(|line| line.split('\t').next().map(str::to_string))
        .collect()
}

#[test]
fn every_block_and_policy_requirement_is_named_by_a_case() {
    let ids = rule_ids();
    for area in ["BLOCK", "POL"] {
        assert!(
            ids.iter().any(|id| id.starts_with(&format!("{area}-"))),
            "{area} not in rules.txt"
        );
    }
    for single in OWNED.iter().filter(|id| id.contains('-')) {
        assert!(ids.iter().any(|id| id == single), "{single} is not in rules.txt");
    }
    let owned = |id: &str| {
        OWNED.contains(&id) || id.split_once('-').is_some_and(|(area, _)| OWNED.contains(&area))
    };
    let named: BTreeSet<String> = load_cases().into_iter().flat_map(|c| c.rules).collect();
    let excluded: BTreeMap<&str, &str> = NOT_CHECKABLE.iter().copied().collect();
    let missing: Vec<&String> = ids
        .iter()
        .filter(|id| owned(id) && !named.contains(*id) && !excluded.contains_key(id.as_str()))
        .collect();
    assert!(missing.is_empty(), "not named by any case: {missing:?}");
    let both: Vec<&&str> = excluded.keys().filter(|id| named.contains(**id)).collect();
    assert!(both.is_empty(), "excluded but named: {both:?}");
    for id in &named {
        assert!(ids.contains(id), "{id} is named by a case and not in rules.txt");
    }
}

#[test]
fn every_block_and_policy_code_is_registered_and_emitted() {
    let codes: toml::Table =
        toml::from_str(&fs::read_to_string(suite().join("codes.toml")).unwrap()).unwrap();
    let expected: BTreeSet<String> = load_cases().into_iter().flat_map(|c| c.codes).collect();
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
        let entry = codes.get(code).unwrap_or_else(|| panic!("{code} is not in codes.toml"));
        assert_eq!(entry["level"].as_str(), Some("check"), "{code}");
        assert!(expected.contains(code), "no case expects {code}");
    }
}

#[test]
fn the_suite_can_fail_on_multi_file_cases() {
    let cases = load_cases();
    assert!(failing(&cases, true, None).is_empty());
    // A checker that does not read the files beside the input fails multi-file cases, and only those.
    let without_files = failing(&cases, false, None);
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
        let expected: Vec<String> =
            cases.iter().filter(|c| c.codes.contains(code)).map(|c| c.id.clone()).collect();
        assert!(!expected.is_empty(), "{code}");
        assert_eq!(failing(&cases, true, Some(code)), expected, "dropping {code}");
    }
}
