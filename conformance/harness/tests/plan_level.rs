//! The `plan` level (issue 14): the graph, `when:` and selection areas name every requirement ID they
//! own, every case with a `[plan]` table has its blessed `plan.json`, the hero's plan is the one GRAPH-4
//! describes, and the level can fail: planners that are wrong in one known way fail exactly the
//! trials whose expected plans show that thing, and pass the others.

use std::collections::BTreeSet;

use ks_conformance::areas::{self, Owner};
use ks_conformance::runner::{self, Report, Selection};
use ks_conformance::{
    case, coverage, rules, suite_dir, Case, Implementation, Input, Level, Outcome,
};
use ks_conformance_reference::{Altered, Reference};
use serde_json::Value;

fn cases() -> Vec<Case> {
    case::discover(&suite_dir().join("cases")).expect("cases load")
}

/// The requirement IDs the plan areas own.
const OWNED: &[&str] = &["GRAPH", "WHEN", "ENV-15", "GAP-23", "GAP-29", "GAP-34", "EX-1b", "EX-15"];

/// IDs of those areas no case can show, each with why.
const NOT_SHOWN: &[(&str, &str)] = &[("GRAPH-16", "documentation: when to use after:")];

#[test]
fn every_owned_requirement_is_named_by_a_case() {
    let rules = rules::parse(&std::fs::read_to_string(suite_dir().join("rules.txt")).unwrap())
        .expect("rules.txt parses");
    let cases = cases();
    let missing: Vec<String> = coverage::rules_not_named(&cases, &rules, OWNED)
        .into_iter()
        .filter(|id| !NOT_SHOWN.iter().any(|(excluded, _)| excluded == id))
        .collect();
    assert!(missing.is_empty(), "named by no case: {missing:?}");
    let named: BTreeSet<&str> =
        cases.iter().flat_map(|c| c.meta.rules.iter().map(String::as_str)).collect();
    for (id, why) in NOT_SHOWN {
        assert!(rules.contains_key(*id), "{id} is not in rules.txt");
        assert!(!named.contains(id), "{id} is excluded ({why}) but a case names it");
    }
}

fn plan_cases() -> Vec<Case> {
    cases().into_iter().filter(|c| c.applicable_levels().contains(&Level::Plan)).collect()
}

fn expected(case: &Case) -> Value {
    let text = case.expected(Level::Plan).unwrap_or_else(|| panic!("{}: no plan.json", case.id));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: plan.json: {e}", case.id))
}

#[test]
fn every_plan_case_has_its_plan_and_only_plan_areas_have_plans() {
    let cases = plan_cases();
    assert!(cases.len() >= 25, "{} plan cases", cases.len());
    for case in &cases {
        assert!(
            areas::find(case.area()).is_some_and(|area| area.owner == Owner::Plan),
            "{}: a [plan] table outside the plan areas",
            case.id
        );
        let plans = expected(case);
        let plans = plans["plans"].as_array().unwrap_or_else(|| panic!("{}: no plans", case.id));
        assert!(!plans.is_empty(), "{}", case.id);
        for plan in plans {
            // Numbers are 1..n in order, and every edge goes from a lower number to a higher one.
            let steps = plan["steps"].as_array().unwrap();
            let number = |name: &Value| {
                steps.iter().find(|s| &s["name"] == name).map(|s| s["number"].as_u64().unwrap())
            };
            for (i, step) in steps.iter().enumerate() {
                assert_eq!(step["number"].as_u64(), Some(i as u64 + 1), "{}", case.id);
            }
            for edge in plan["edges"].as_array().unwrap() {
                assert!(number(&edge["from"]) < number(&edge["to"]), "{}: {edge}", case.id);
            }
        }
    }
}

#[test]
fn the_hero_is_numbered_and_gated_as_graph_4_says() {
    let hero = cases().into_iter().find(|c| c.id == "graph/hero").expect("graph/hero");
    let plan = &expected(&hero)["plans"][0];
    let steps: Vec<(u64, &str)> = plan["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["number"].as_u64().unwrap(), s["name"].as_str().unwrap()))
        .collect();
    assert_eq!(steps, [(1, "build"), (2, "plan"), (3, "review"), (4, "apply"), (5, "deploy")]);
    let edges: BTreeSet<String> = plan["edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| format!("{} -> {} {}", e["from"], e["to"], e["reason"]).replace('"', ""))
        .collect();
    let want: BTreeSet<String> = [
        "build -> deploy data",
        "plan -> review data",
        "plan -> apply data",
        "review -> apply approval",
        "apply -> deploy data",
    ]
    .into_iter()
    .map(str::to_string)
    .collect();
    assert_eq!(edges, want);
}

/// A planner with one known mistake: the reference's `plan.json`, bent by `bend`.
fn wrong_planner(name: &'static str, bend: fn(&mut Value)) -> impl Implementation {
    Altered {
        name,
        level: Level::Plan,
        alter: move |_: &Input<'_>, answer| match answer {
            Outcome::Accepted(json) => {
                let mut plan: Value = serde_json::from_str(&json).expect("plan.json");
                bend(&mut plan);
                Outcome::Accepted(plan.to_string())
            }
            other => other,
        },
    }
}

/// The reference's plan without its approval edges.
fn drops_approval_edges(plan: &mut Value) {
    for env in plan["plans"].as_array_mut().expect("plans") {
        env["edges"].as_array_mut().expect("edges").retain(|edge| edge["reason"] != "approval");
    }
}

/// The reference's plan with every step planned.
fn never_skips(plan: &mut Value) {
    for env in plan["plans"].as_array_mut().expect("plans") {
        for step in env["steps"].as_array_mut().expect("steps") {
            step["status"] = "planned".into();
            step["skipped_because"] = Value::Null;
        }
    }
}

fn run(imp: &dyn Implementation) -> Report {
    runner::run(imp, &cases(), &Selection::default(), &BTreeSet::new(), 2)
}

/// The plan trials whose expected plan.json satisfies `shows`.
fn expected_failures(shows: impl Fn(&Value) -> bool) -> BTreeSet<String> {
    plan_cases()
        .iter()
        .filter(|case| shows(&expected(case)))
        .map(|case| runner::trial_id(&case.id, Level::Plan))
        .collect()
}

fn failed(report: &Report) -> BTreeSet<String> {
    report.failed_ids().into_iter().map(str::to_string).collect()
}

fn any_in_plans(plan: &Value, key: &str, value: &str) -> bool {
    plan["plans"].as_array().unwrap().iter().any(|p| {
        p[key].as_array().unwrap().iter().any(|item| {
            item.get("reason").or(item.get("status")).and_then(Value::as_str) == Some(value)
        })
    })
}

#[test]
fn a_planner_that_drops_approval_edges_fails_exactly_the_gating_cases() {
    let wrong = wrong_planner("drops approval edges", drops_approval_edges);
    let want = expected_failures(|plan| any_in_plans(plan, "edges", "approval"));
    assert!(want.len() >= 5, "{want:?}");
    assert!(want.contains("graph/hero::plan"));
    assert_eq!(failed(&run(&wrong)), want);
}

#[test]
fn a_planner_that_never_skips_fails_exactly_the_cases_with_skipped_steps() {
    let wrong = wrong_planner("never skips", never_skips);
    let want = expected_failures(|plan| any_in_plans(plan, "steps", "skipped"));
    assert!(want.len() >= 5, "{want:?}");
    assert!(want.contains("when/skip-takes-what-waits::plan"));
    assert_eq!(failed(&run(&wrong)), want);
}

#[test]
fn the_reference_passes_every_plan_trial() {
    let report = run(&Reference);
    let plan_failures: Vec<&str> =
        report.failed_ids().into_iter().filter(|id| id.ends_with("::plan")).collect();
    assert!(plan_failures.is_empty(), "{plan_failures:?}");
    let passed = report
        .results
        .iter()
        .filter(|r| r.level == Level::Plan && r.status == runner::Status::Passed)
        .count();
    assert_eq!(passed, plan_cases().len());
}
