//! The `exec` level (issue 30): the `exec/` cases name every executor requirement, each has its world
//! and its blessed `run.jsonl`, the logs do not depend on the seed, and the level can fail: an
//! executor that writes records as steps finish, or one that folds a rollback into `step.finished`,
//! fails exactly the trials whose expected logs show that, and passes the others.

use std::collections::BTreeSet;

use ks_conformance::runner::{self, Report, Selection};
use ks_conformance::{case, coverage, rules, suite_dir, Case, Level, Outcome};
use serde_json::Value;

/// The executor's requirement IDs, which only a run can show (issue 30), and the other run-time
/// rules the exec cases show.
const EXECUTOR: [&str; 11] = [
    "GRAPH-15", "RB-5", "RB-6", "RB-7", "RB-8", "RB-9", "RB-10", "RB-11", "RB-18", "RB-19", "SCR-9",
];
const ALSO_SHOWN: [&str; 5] = ["GRAPH-14", "CI-5", "RB-4", "RB-15", "WHEN-4"];

fn cases() -> Vec<Case> {
    case::discover(&suite_dir().join("cases")).expect("cases load")
}

fn exec_cases() -> Vec<Case> {
    cases().into_iter().filter(|c| c.area() == "exec").collect()
}

fn records(log: &str) -> Vec<Value> {
    log.lines().map(|line| serde_json::from_str(line).expect("a JSON line")).collect()
}

fn expected(case: &Case) -> Vec<Value> {
    records(&case.expected(Level::Exec).unwrap_or_else(|| panic!("{}: no run.jsonl", case.id)))
}

#[test]
fn the_exec_cases_name_the_eleven_executor_requirements() {
    let rules = rules::parse(&std::fs::read_to_string(suite_dir().join("rules.txt")).unwrap())
        .expect("rules.txt parses");
    let cases = exec_cases();
    let wanted: Vec<&str> = EXECUTOR.iter().chain(&ALSO_SHOWN).copied().collect();
    let missing = coverage::rules_not_named(&cases, &rules, &wanted);
    assert!(missing.is_empty(), "named by no exec case: {missing:?}");
}

#[test]
fn every_exec_case_has_its_world_and_its_log() {
    let cases = exec_cases();
    assert!(cases.len() >= 40, "{} exec cases", cases.len());
    for case in &cases {
        assert!(case.dir.join("world.toml").is_file(), "{}: no world.toml", case.id);
        assert_eq!(case.applicable_levels(), [Level::Exec], "{}", case.id);
        let log = expected(case);
        let seqs: Vec<u64> = log.iter().map(|r| r["seq"].as_u64().unwrap()).collect();
        assert_eq!(seqs, (1..=log.len() as u64).collect::<Vec<_>>(), "{}: seq is dense", case.id);
        let first = log[0]["event"].as_str().unwrap();
        if first == "run.refused" {
            assert_eq!(log.len(), 1, "{}: a refused run writes one record", case.id);
            continue;
        }
        assert_eq!(first, "run.started", "{}", case.id);
        assert_eq!(log.last().unwrap()["event"], "run.finished", "{}", case.id);
        // GRAPH-15: no record of a step before the finish of every lower-numbered step (or, once
        // the run stopped, before that step's last record: it waits for a person).
        let waiting: BTreeSet<u64> = log[1..log.len() - 1]
            .iter()
            .map(|r| r["number"].as_u64().unwrap())
            .filter(|n| !log.iter().any(|r| r["event"] == "step.finished" && r["number"] == *n))
            .collect();
        if !waiting.is_empty() {
            assert_eq!(log.last().unwrap()["status"], "waiting", "{}", case.id);
        }
        let mut finished = waiting.clone();
        for record in &log[1..log.len() - 1] {
            let number = record["number"].as_u64().unwrap();
            assert!((1..number).all(|n| finished.contains(&n)), "{}: {record}", case.id);
            if record["event"] == "step.finished" {
                finished.insert(number);
            }
            // RB-5: a rollback is never a member of step.finished.
            assert!(record.get("rollback").is_none(), "{}: {record}", case.id);
        }
    }
    // Each refusal reason and each rollback status is shown by some case.
    let all: Vec<Value> = cases.iter().flat_map(expected).collect();
    let shown = |event: &str, key: &str| -> BTreeSet<String> {
        all.iter()
            .filter(|r| r["event"] == event)
            .filter_map(|r| r[key].as_str().map(str::to_string))
            .collect()
    };
    let want = |items: &[&str]| items.iter().map(|s| s.to_string()).collect::<BTreeSet<_>>();
    assert_eq!(shown("run.refused", "reason"), want(&["check", "ci-only", "never", "scr-9"]));
    assert_eq!(
        shown("step.rolled-back", "status"),
        want(&["failed", "pending", "reverted", "unsupported"])
    );
    for event in ["condition.settled", "approval.asked", "approval.answered", "decide.answered"] {
        assert!(all.iter().any(|r| r["event"] == event), "no case shows {event}");
    }
}

#[test]
fn the_logs_do_not_depend_on_the_seed() {
    for case in exec_cases() {
        let want = case.expected(Level::Exec).unwrap();
        for seed in [1, 2, 3, 42, 1 << 40] {
            let mut seeded = case.clone();
            seeded.meta.run.get_or_insert_with(Default::default).seed = Some(seed);
            let text = std::str::from_utf8(&seeded.input).unwrap();
            let got = match ks_conformance_reference::run_log(
                text,
                &ks_conformance::Input::of(&seeded),
            ) {
                Outcome::Accepted(log) | Outcome::Rejected(log) => log,
                other => panic!("{}: {other:?}", case.id),
            };
            assert_eq!(got, want, "{} under seed {seed}", case.id);
        }
    }
}

/// The reference's log rewritten as an executor that writes each step's records when the step
/// finishes would write it: the steps' groups of records in the order they finished on the clock
/// (ties by number), then renumbered.
fn as_steps_finish(log: &str) -> String {
    let records = records(log);
    let Some(last) = records.last().filter(|r| r["event"] == "run.finished") else {
        return log.to_string();
    };
    let mut groups: Vec<(u64, u64, Vec<Value>)> = Vec::new();
    for record in &records[1..records.len() - 1] {
        let number = record["number"].as_u64().unwrap();
        match groups.iter_mut().find(|(_, n, _)| *n == number) {
            Some((_, _, group)) => group.push(record.clone()),
            None => groups.push((u64::MAX, number, vec![record.clone()])),
        }
        if record["event"] == "step.finished" {
            let at = record["at"].as_u64().unwrap();
            groups.iter_mut().find(|(_, n, _)| *n == number).unwrap().0 = at;
        }
    }
    groups.sort_by_key(|(at, number, _)| (*at, *number));
    let ordered = std::iter::once(records[0].clone())
        .chain(groups.into_iter().flat_map(|(_, _, group)| group))
        .chain(std::iter::once(last.clone()));
    renumber(ordered)
}

/// The reference's log with each `step.rolled-back` folded into its step's `step.finished`.
fn rollback_folded(log: &str) -> String {
    let mut out: Vec<Value> = Vec::new();
    for mut record in records(log) {
        if record["event"] == "step.rolled-back" {
            let finished = out
                .iter_mut()
                .rev()
                .find(|r| r["event"] == "step.finished" && r["step"] == record["step"])
                .expect("a rollback follows its step's finish");
            let object = record.as_object_mut().unwrap();
            for key in ["seq", "event", "step", "number", "at"] {
                object.remove(key);
            }
            finished["rollback"] = record;
            continue;
        }
        out.push(record);
    }
    renumber(out.into_iter())
}

fn renumber(records: impl Iterator<Item = Value>) -> String {
    records
        .enumerate()
        .map(|(i, mut record)| {
            record["seq"] = Value::from(i as u64 + 1);
            record.to_string() + "\n"
        })
        .collect()
}

fn writes_as_steps_finish(_: &ks_conformance::Input<'_>, outcome: Outcome) -> Outcome {
    rewrite_outcome(outcome, as_steps_finish)
}

fn folds_rollbacks(_: &ks_conformance::Input<'_>, outcome: Outcome) -> Outcome {
    rewrite_outcome(outcome, rollback_folded)
}

/// A refused run's log is one record either way.
fn rewrite_outcome(outcome: Outcome, rewrite: fn(&str) -> String) -> Outcome {
    match outcome {
        Outcome::Accepted(log) => Outcome::Accepted(rewrite(&log)),
        other => other,
    }
}

fn run(imp: &dyn ks_conformance::Implementation) -> Report {
    runner::run(imp, &cases(), &Selection::default(), &BTreeSet::new(), 2)
}

fn failed(report: &Report) -> BTreeSet<String> {
    report.failed_ids().into_iter().map(str::to_string).collect()
}

/// The exec trials whose expected log satisfies `shows`; each must also carry `tag`, and only those.
fn showing(tag: &str, shows: impl Fn(&[Value]) -> bool) -> BTreeSet<String> {
    let cases = exec_cases();
    let want: BTreeSet<String> = cases
        .iter()
        .filter(|case| shows(&expected(case)))
        .map(|case| runner::trial_id(&case.id, Level::Exec))
        .collect();
    let tagged: BTreeSet<String> = cases
        .iter()
        .filter(|case| case.meta.tags.iter().any(|t| t == tag))
        .map(|case| runner::trial_id(&case.id, Level::Exec))
        .collect();
    assert_eq!(tagged, want, "the cases tagged `{tag}` are exactly those that show it");
    want
}

/// A later-numbered step finishes before a lower-numbered one on the clock (a step that never
/// finishes, waiting for a person, finishes last).
fn finishes_out_of_order(log: &[Value]) -> bool {
    let mut finishes: Vec<(u64, u64)> = Vec::new();
    for record in log.iter().filter(|r| r.get("number").is_some()) {
        let number = record["number"].as_u64().unwrap();
        if !finishes.iter().any(|(n, _)| *n == number) {
            finishes.push((number, u64::MAX));
        }
        if record["event"] == "step.finished" {
            let at = record["at"].as_u64().unwrap();
            finishes.iter_mut().find(|(n, _)| *n == number).unwrap().1 = at;
        }
    }
    finishes.iter().any(|(n, at)| finishes.iter().any(|(m, other)| m > n && other < at))
}

#[test]
fn an_executor_that_writes_records_as_steps_finish_fails_exactly_the_out_of_order_cases() {
    let want = showing("order", finishes_out_of_order);
    assert!(want.len() >= 8, "{want:?}");
    assert!(want.contains("exec/order-slow-step-first::exec"));
    let wrong = ks_conformance_reference::Altered {
        name: "writes records as steps finish",
        level: Level::Exec,
        alter: writes_as_steps_finish,
    };
    assert_eq!(failed(&run(&wrong)), want);
}

#[test]
fn an_executor_that_folds_a_rollback_into_step_finished_fails_exactly_the_rollback_cases() {
    let want = showing("rollback", |log| log.iter().any(|r| r["event"] == "step.rolled-back"));
    assert!(want.len() >= 8, "{want:?}");
    let wrong = ks_conformance_reference::Altered {
        name: "folds a rollback into step.finished",
        level: Level::Exec,
        alter: folds_rollbacks,
    };
    assert_eq!(failed(&run(&wrong)), want);
}

#[test]
fn the_reference_passes_every_exec_trial() {
    let report = run(&ks_conformance_reference::Reference);
    let exec: Vec<_> = report.results.iter().filter(|r| r.level == Level::Exec).collect();
    assert_eq!(exec.len(), exec_cases().len());
    let failures: Vec<&str> =
        exec.iter().filter(|r| r.status != runner::Status::Passed).map(|r| r.id.as_str()).collect();
    assert!(failures.is_empty(), "{failures:?}");
}
