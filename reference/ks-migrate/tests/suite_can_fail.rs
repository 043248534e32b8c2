//! The `migrate` level of the conformance suite can fail: graded by the harness itself
//! (`ks_conformance::runner::run_trial`), the upgrade passes every pair, while a migrator that reads
//! every kind as static, one that leaves `=` alone, and one that drops comments each fail exactly the
//! pairs that show what they get wrong.

mod support;

use std::collections::BTreeSet;

use ks_conformance::{case::Case, runner::Status, Implementation, Input, Level, Outcome};
use ks_migrate::{upgrade, Kinds, Upgrade};
use support::TestKinds;

/// A migrator built from ks-migrate with a twist applied to its output.
struct Migrator<K> {
    name: &'static str,
    kinds: K,
    twist: fn(&str) -> String,
}

impl<K: Kinds + Send + Sync> Implementation for Migrator<K> {
    fn name(&self) -> String {
        self.name.to_string()
    }

    fn levels(&self) -> Vec<Level> {
        vec![Level::Migrate]
    }

    fn migrate(&self, input: &Input<'_>) -> Outcome {
        let text = std::str::from_utf8(input.bytes).expect("UTF-8 input");
        match upgrade(text, &self.kinds).conformance_output(text) {
            Ok(migrated) => Outcome::Accepted((self.twist)(&migrated)),
            Err(leftovers) => Outcome::Rejected(leftovers),
        }
    }
}

/// Every kind static: run-time reads stay bare.
struct AllStatic;

impl Kinds for AllStatic {
    fn outputs_are_runtime_only(&self, _: &str) -> Option<bool> {
        Some(false)
    }
}

fn migrate_cases() -> Vec<Case> {
    ks_conformance::case::Filter::default().area("migrate").suite()
}

/// The ids of the cases the implementation fails at the `migrate` level.
fn failures(imp: &dyn Implementation, cases: &[Case]) -> BTreeSet<String> {
    cases
        .iter()
        .filter(|case| {
            match ks_conformance::runner::run_trial(imp, case, Level::Migrate, false, true) {
                Status::Passed => false,
                Status::Failed(_) => true,
                other => panic!("{}: {other:?}", case.id),
            }
        })
        .map(|case| case.id.clone())
        .collect()
}

/// Cases whose expected upgrade differs from their input in a way `differs` sees.
fn expected(cases: &[Case], differs: impl Fn(&str, &str) -> bool) -> BTreeSet<String> {
    cases
        .iter()
        .filter(|case| {
            let input = String::from_utf8_lossy(&case.input).into_owned();
            std::fs::read_to_string(case.dir.join("migrated.ks"))
                .is_ok_and(|out| differs(&input, &out))
        })
        .map(|case| case.id.clone())
        .collect()
}

fn count(text: &str, needle: &str) -> usize {
    text.matches(needle).count()
}

#[test]
fn the_upgrade_passes_every_pair() {
    let cases = migrate_cases();
    assert!(cases.len() >= 25);
    let good = Migrator { name: "ks-migrate", kinds: TestKinds, twist: str::to_string };
    assert_eq!(failures(&good, &cases), BTreeSet::new());
}

#[test]
fn a_migrator_that_forgets_out_fails_exactly_the_run_time_reads() {
    let cases = migrate_cases();
    let wrong = Migrator { name: "all static", kinds: AllStatic, twist: str::to_string };
    let want = expected(&cases, |input, out| count(out, ".out.") > count(input, ".out."));
    assert!(want.len() >= 8, "{want:?}");
    // With every kind static there is nothing to leave over about a kind: those pairs fail too.
    let mut want = want;
    want.extend(
        cases
            .iter()
            .filter(|c| {
                std::fs::read_to_string(c.dir.join("migrate.refused"))
                    .is_ok_and(|r| r.contains("cannot tell whether") || r.contains("already reads"))
            })
            .map(|c| c.id.clone()),
    );
    assert_eq!(failures(&wrong, &cases), want);
}

#[test]
fn a_migrator_that_keeps_equals_fails_exactly_the_equality_rewrites() {
    let cases = migrate_cases();
    let wrong = Migrator { name: "keeps =", kinds: TestKinds, twist: |out| out.replace("==", "=") };
    let want = expected(&cases, |_, out| out.contains("=="));
    assert!(
        want.len() > expected(&cases, |input, out| count(out, "==") > count(input, "==")).len(),
        "pairs that already hold `==` fail too: the twist respells it"
    );
    assert_eq!(failures(&wrong, &cases), want);
}

#[test]
fn a_migrator_that_drops_comments_fails_exactly_the_pairs_with_comments() {
    let cases = migrate_cases();
    let drop_comments = |out: &str| {
        let parse = ks_lang::parse(out);
        let mut kept = String::new();
        for token in parse.syntax().tokens() {
            if token.kind() != ks_lang::SyntaxKind::COMMENT {
                kept.push_str(token.text());
            }
        }
        kept
    };
    let wrong = Migrator { name: "drops comments", kinds: TestKinds, twist: drop_comments };
    let want = expected(&cases, |_, out| out.contains('#'));
    assert!(want.len() >= 5, "{want:?}");
    assert_eq!(failures(&wrong, &cases), want);
}

#[test]
fn an_implementation_that_refuses_everything_fails_every_pair() {
    struct Refuses;
    impl Implementation for Refuses {
        fn name(&self) -> String {
            "refuses".into()
        }
        fn levels(&self) -> Vec<Level> {
            vec![Level::Migrate]
        }

        fn migrate(&self, _: &Input<'_>) -> Outcome {
            Outcome::Rejected("1:1-1:1 no\n".into())
        }
    }
    let cases = migrate_cases();
    // A migrated pair fails because it was refused; a refused one because its leftovers are elsewhere.
    let want: BTreeSet<String> = cases.iter().map(|c| c.id.clone()).collect();
    assert_eq!(failures(&Refuses, &cases), want);
    // The upgrade refuses exactly the pairs that expect a refusal.
    for case in &cases {
        let text = String::from_utf8_lossy(&case.input).into_owned();
        let refused = matches!(upgrade(&text, &TestKinds), Upgrade::Refused(_));
        assert_eq!(refused, case.dir.join("migrate.refused").is_file(), "{}", case.id);
    }
}
