//! The `format` level's refusals (issue 44): `format.refused` says what the input was refused for
//! (NOTATION.md §5a), the harness compares it, and so a formatter that refuses for another reason, or
//! for one reason whatever the input, fails the cases that show the difference.

use std::collections::BTreeSet;

use ks_conformance::areas::Owner;
use ks_conformance::{case, Case, Input, Level, Outcome};
use ks_conformance_reference::{failing_cases, Altered, Reference};

/// The conditions of NOTATION.md §5a, in the order a formatter tries them.
const CONDITIONS: [&str; 7] = [
    "input-errors",
    "header",
    "output-errors",
    "tokens-changed",
    "comments-changed",
    "block-string-changed",
    "not-idempotent",
];

fn format_cases() -> Vec<Case> {
    case::Filter::default().owner(Owner::Format).suite()
}

fn condition(case: &Case) -> Option<String> {
    let refusal = case.expected(Level::Format).filter(|_| case.expects_refusal(Level::Format))?;
    refusal.lines().next().map(str::to_string)
}

/// The refused cases whose condition is not `condition`.
fn refused_otherwise(cases: &[Case], condition_: &str) -> Vec<String> {
    let other = |c: &&Case| condition(c).is_some_and(|named| named != condition_);
    cases.iter().filter(other).map(|c| c.id.clone()).collect()
}

#[test]
fn every_refusal_names_its_condition_then_a_reason() {
    let cases = format_cases();
    let mut named = BTreeSet::new();
    for case in cases.iter().filter(|c| c.expects_refusal(Level::Format)) {
        let refusal = case.expected(Level::Format).unwrap();
        let lines: Vec<&str> = refusal.lines().collect();
        assert_eq!(lines.len(), 2, "{}: condition and reason: {refusal:?}", case.id);
        assert!(CONDITIONS.contains(&lines[0]), "{}: unknown condition `{}`", case.id, lines[0]);
        assert!(lines[1].starts_with("not formatted: "), "{}: {}", case.id, lines[1]);
        named.insert(lines[0].to_string());
    }
    // The conditions an input can meet before the formatter writes anything, and the two a layout
    // can meet: each is some case's.
    for shown in ["input-errors", "header", "output-errors", "tokens-changed"] {
        assert!(named.contains(shown), "no case is refused for `{shown}`: {named:?}");
    }
}

#[test]
fn the_reference_passes_every_format_trial() {
    assert_eq!(failing_cases(&Reference, &format_cases(), Level::Format), Vec::<String>::new());
}

#[test]
fn a_formatter_that_refuses_for_one_reason_whatever_the_input_fails_the_others() {
    let cases = format_cases();
    for always in ["input-errors", "tokens-changed"] {
        let wrong = Altered {
            name: "refuses, always for one reason",
            level: Level::Format,
            alter: move |_: &Input<'_>, answer| match answer {
                Outcome::Rejected(_) => Outcome::Rejected(format!("{always}\nnot formatted\n")),
                other => other,
            },
        };
        let want = refused_otherwise(&cases, always);
        assert!(want.len() >= 3, "{always}: {want:?}");
        assert_eq!(failing_cases(&wrong, &cases, Level::Format), want, "{always}");
    }
}
