//! The migration fixture pairs of the conformance suite (`conformance/cases/migrate/<from>-to-<to>/`),
//! run through [`upgrade`] with the test [`Kinds`](ks_migrate::Kinds) port: each `input.ks` must give
//! its `migrated.ks` byte for byte, or be refused with its `migrate.refused`. Every `migrated.ks` must
//! also parse without errors and be a fixed point of the upgrade.
//!
//! `KS_BLESS=1 cargo test -p ks-migrate --test fixtures -- --test-threads 1` writes the expected files
//! from the current output (refused when `CI` is set); review every change with `git diff` before
//! committing.

mod support;

use std::{
    collections::BTreeSet,
    fs,
    path::{Path, PathBuf},
};

use ks_migrate::{upgrade, Upgrade};
use support::TestKinds;

const MIGRATED: &str = "migrated.ks";
const REFUSED: &str = "migrate.refused";

fn cases_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../conformance/cases/migrate")
}

/// Every case directory (holding `input.ks`) under `migrate/<pair>/`, sorted.
fn cases() -> Vec<PathBuf> {
    let mut out = Vec::new();
    for pair in fs::read_dir(cases_root()).expect("conformance/cases/migrate exists") {
        let pair = pair.unwrap().path();
        if !pair.is_dir() {
            continue;
        }
        for case in fs::read_dir(&pair).unwrap() {
            let case = case.unwrap().path();
            if case.join("input.ks").is_file() {
                out.push(case);
            }
        }
    }
    out.sort();
    out
}

fn name(case: &Path) -> String {
    case.strip_prefix(cases_root()).unwrap_or(case).display().to_string()
}

fn bless() -> bool {
    let on = std::env::var_os("KS_BLESS").is_some_and(|v| v == "1");
    assert!(
        !(on && std::env::var_os("CI").is_some_and(|v| !v.is_empty())),
        "KS_BLESS refuses to run under CI"
    );
    on
}

#[test]
fn every_pair_migrates_to_its_expected_file() {
    let cases = cases();
    assert!(cases.len() >= 25, "only {} migration cases", cases.len());
    let bless = bless();
    let mut failures = Vec::new();
    for case in &cases {
        let input = fs::read_to_string(case.join("input.ks")).unwrap();
        let (file, actual) = match upgrade(&input, &TestKinds).conformance_output(&input) {
            Ok(text) => (MIGRATED, text),
            Err(notation) => (REFUSED, notation),
        };
        let other = if file == MIGRATED { REFUSED } else { MIGRATED };
        if bless {
            // Only what changed is written, so a bless run beside the harness's own reads whole files.
            if fs::read_to_string(case.join(file)).ok().as_deref() != Some(actual.as_str()) {
                fs::write(case.join(file), &actual).unwrap();
            }
            let _ = fs::remove_file(case.join(other));
            continue;
        }
        if case.join(other).exists() {
            failures.push(format!(
                "{}: expected {other}, the upgrade gave {file}:\n{actual}",
                name(case)
            ));
            continue;
        }
        match fs::read_to_string(case.join(file)) {
            Ok(expected) if expected == actual => {}
            Ok(expected) => failures.push(format!(
                "{}: {file} differs\n--- expected\n{expected}\n--- actual\n{actual}",
                name(case)
            )),
            Err(_) => failures.push(format!("{}: no {file} (bless with KS_BLESS=1)", name(case))),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn every_migrated_file_parses_and_is_a_fixed_point() {
    let mut seen = 0;
    for case in cases() {
        let Ok(migrated) = fs::read_to_string(case.join(MIGRATED)) else { continue };
        seen += 1;
        let parse = ks_lang::parse(&migrated);
        assert!(!parse.has_errors(), "{}: {:?}", name(&case), parse.diagnostics());
        assert_eq!(
            upgrade(&migrated, &TestKinds),
            Upgrade::Unchanged,
            "{}: upgrading the migrated file again changes it",
            name(&case)
        );
    }
    assert!(seen >= 20, "only {seen} migrated.ks files");
}

#[test]
fn the_pairs_name_every_migration_rule_and_cover_both_outcomes() {
    let mut named = BTreeSet::new();
    let (mut migrated, mut refused) = (0, 0);
    for case in cases() {
        let toml = fs::read_to_string(case.join("case.toml")).unwrap();
        let rules = toml.lines().find_map(|l| l.strip_prefix("rules = ")).unwrap_or("[]");
        named.extend(rules.split('"').skip(1).step_by(2).map(str::to_string));
        migrated += usize::from(case.join(MIGRATED).is_file());
        refused += usize::from(case.join(REFUSED).is_file());
    }
    let wanted: Vec<String> =
        (14..=25).map(|n| format!("VER-{n}")).chain(["GAP-18".to_string()]).collect();
    let missing: Vec<&String> = wanted.iter().filter(|id| !named.contains(*id)).collect();
    assert!(missing.is_empty(), "no migration case names {missing:?}");
    assert!(migrated >= 20 && refused >= 5, "{migrated} migrated, {refused} refused");
}
