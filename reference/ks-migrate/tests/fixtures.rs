//! The migration fixture pairs of the conformance suite (`conformance/cases/migrate/<from>-to-<to>/`),
//! run through [`upgrade`] with the test [`Kinds`](ks_migrate::Kinds) port: each `input.ks` must give
//! its `migrated.ks` byte for byte, or be refused with its `migrate.refused`. Every `migrated.ks` must
//! also parse without errors and be a fixed point of the upgrade.
//!
//! `KS_BLESS=1 cargo test -p ks-migrate --test fixtures -- --test-threads 1` writes the expected files
//! from the current output (refused when `CI` is set); review every change with `git diff` before
//! committing.

mod support;

use std::{collections::BTreeSet, fs};

use ks_conformance::{case::Filter, Case};

use ks_migrate::{upgrade, Upgrade};
use support::TestKinds;

const MIGRATED: &str = "migrated.ks";
const REFUSED: &str = "migrate.refused";

/// The migration cases (`migrate/<pair>/<slug>/`), through the harness's one walk of the suite.
fn cases() -> Vec<Case> {
    Filter::default().area("migrate").suite()
}

fn bless() -> bool {
    ks_conformance::bless::requested().is_some()
}

#[test]
fn every_pair_migrates_to_its_expected_file() {
    let cases = cases();
    assert!(cases.len() >= 25, "only {} migration cases", cases.len());
    let bless = bless();
    let mut failures = Vec::new();
    for case in &cases {
        let input = String::from_utf8(case.input.clone()).expect("UTF-8 input");
        let (file, actual) = match upgrade(&input, &TestKinds).conformance_output(&input) {
            Ok(text) => (MIGRATED, text),
            Err(notation) => (REFUSED, notation),
        };
        let other = if file == MIGRATED { REFUSED } else { MIGRATED };
        if bless {
            // Only what changed is written, so a bless run beside the harness's own reads whole files.
            if fs::read_to_string(case.dir.join(file)).ok().as_deref() != Some(actual.as_str()) {
                fs::write(case.dir.join(file), &actual).unwrap();
            }
            let _ = fs::remove_file(case.dir.join(other));
            continue;
        }
        if case.dir.join(other).exists() {
            failures
                .push(format!("{}: expected {other}, the upgrade gave {file}:\n{actual}", case.id));
            continue;
        }
        match fs::read_to_string(case.dir.join(file)) {
            Ok(expected) if expected == actual => {}
            Ok(expected) => failures.push(format!(
                "{}: {file} differs\n--- expected\n{expected}\n--- actual\n{actual}",
                case.id
            )),
            Err(_) => failures.push(format!("{}: no {file} (bless with KS_BLESS=1)", case.id)),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn every_migrated_file_parses_and_is_a_fixed_point() {
    let mut seen = 0;
    for case in cases() {
        let Ok(migrated) = fs::read_to_string(case.dir.join(MIGRATED)) else { continue };
        seen += 1;
        // A file the upgrade left alone (already current, VER-17) is its input, which need not
        // parse; a rewritten one must.
        let input = fs::read_to_string(case.dir.join("input.ks")).unwrap_or_default();
        let parse = ks_lang::parse(&migrated);
        assert!(migrated == input || !parse.has_errors(), "{}: {:?}", case.id, parse.diagnostics());
        assert_eq!(
            upgrade(&migrated, &TestKinds),
            Upgrade::Unchanged,
            "{}: upgrading the migrated file again changes it",
            case.id
        );
    }
    assert!(seen >= 20, "only {seen} migrated.ks files");
}

#[test]
fn the_pairs_name_every_migration_rule_and_cover_both_outcomes() {
    let mut named = BTreeSet::new();
    let (mut migrated, mut refused) = (0, 0);
    for case in cases() {
        named.extend(case.meta.rules.iter().cloned());
        migrated += usize::from(case.dir.join(MIGRATED).is_file());
        refused += usize::from(case.dir.join(REFUSED).is_file());
    }
    let wanted: Vec<String> =
        (14..=25).map(|n| format!("VER-{n}")).chain(["GAP-18".to_string()]).collect();
    let missing: Vec<&String> = wanted.iter().filter(|id| !named.contains(*id)).collect();
    assert!(missing.is_empty(), "no migration case names {missing:?}");
    assert!(migrated >= 20 && refused >= 5, "{migrated} migrated, {refused} refused");
}
