//! A run's reports for CI and dashboards: the JSON report (`ks-conformance run --json FILE`, its schema
//! `conformance/report.schema.json`), JUnit XML (`--junit-xml FILE`, one testcase per trial, one
//! testsuite per level) and the closing table per area.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::time::Duration;

use quick_junit::{NonSuccessKind, TestCase, TestCaseStatus, TestSuite};
use serde_json::{json, Value};

use crate::runner::{Counts, Report, Status, TrialResult};
use crate::Case;

/// The JSON report's format version (`format` in the report; bumped when a field changes meaning).
pub const FORMAT: u64 = 1;

/// Which suite a run graded against: its version and the hash of the cases it read
/// ([`crate::manifest::suite_id`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuiteId {
    pub version: String,
    pub hash: String,
}

impl std::fmt::Display for SuiteId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({})", self.version, self.hash)
    }
}

/// What a report says of the run besides its trials.
#[derive(Clone, Debug)]
pub struct RunInfo {
    /// The implementation's name (its greeting's, or its command).
    pub implementation: String,
    /// `per-trial` or `persistent` (NOTATION.md §7, §7b).
    pub protocol: &'static str,
    /// The suite graded against: its version and the hash of its cases.
    pub suite: SuiteId,
}

/// The case id and the area of a trial id (`<area>/<slug>::<level>`).
pub(crate) fn case_and_area(id: &str) -> (&str, &str) {
    let case = id.rsplit_once("::").map_or(id, |(case, _)| case);
    (case, case.split('/').next().unwrap_or(case))
}

/// A trial's outcome word and its message (the diff of a failure, the reason of a skip).
pub(crate) fn outcome(status: &Status) -> (&'static str, &str) {
    match status {
        Status::Passed => ("passed", ""),
        Status::Failed(msg) => ("failed", msg),
        Status::Skipped(why) => ("skipped", why),
        Status::KnownFailure(msg) => ("known-failure", msg),
    }
}

fn counts_json(c: Counts) -> Value {
    json!({"passed": c.passed, "failed": c.failed, "skipped": c.skipped})
}

/// The requirement IDs of each case, by case id.
pub(crate) fn rules_by_case(cases: &[Case]) -> BTreeMap<&str, &[String]> {
    cases.iter().map(|case| (case.id.as_str(), case.meta.rules.as_slice())).collect()
}

/// The JSON report: the run, totals per level and area, and one record per trial.
pub fn json(report: &Report, cases: &[Case], info: &RunInfo) -> Value {
    let rules = rules_by_case(cases);
    let trials: Vec<Value> = report
        .results
        .iter()
        .map(|r| {
            let (case, area) = case_and_area(&r.id);
            let (word, message) = outcome(&r.status);
            let mut record = json!({
                "id": r.id,
                "case": case,
                "area": area,
                "level": r.level.name(),
                "outcome": word,
                "rules": rules.get(case).copied().unwrap_or_default(),
            });
            if let Some(took) = report.durations.get(&r.id) {
                record["duration_ms"] = json!(took.as_secs_f64() * 1000.0);
            }
            match &r.status {
                Status::Failed(_) | Status::KnownFailure(_) => record["diff"] = json!(message),
                Status::Skipped(_) => record["reason"] = json!(message),
                Status::Passed => {}
            }
            record
        })
        .collect();
    let levels: serde_json::Map<String, Value> = report
        .by_level()
        .into_iter()
        .map(|(l, c)| (l.name().to_string(), counts_json(c)))
        .collect();
    let areas: serde_json::Map<String, Value> =
        by_area(report).into_iter().map(|(a, c)| (a.to_string(), counts_json(c))).collect();
    json!({
        "format": FORMAT,
        "suite": info.suite.version,
        "suite_hash": info.suite.hash,
        "implementation": info.implementation,
        "protocol": info.protocol,
        "totals": counts_json(report.total()),
        "levels": levels,
        "areas": areas,
        "features_lacked": report.lacking,
        "trials": trials,
    })
}

/// Counts per area, in area order.
pub fn by_area(report: &Report) -> BTreeMap<&str, Counts> {
    let mut map: BTreeMap<&str, Counts> = BTreeMap::new();
    for r in &report.results {
        map.entry(case_and_area(&r.id).1).or_default().add(&r.status);
    }
    map
}

/// One line per area, as the per-level lines of the summary (`area ref: N passed, N failed, N skipped`).
pub fn area_summary(report: &Report) -> String {
    let mut out = String::new();
    for (area, c) in by_area(report) {
        let line = format!("{} passed, {} failed, {} skipped", c.passed, c.failed, c.skipped);
        let _ = writeln!(out, "area {area}: {line}");
    }
    out
}

/// JUnit XML: one testsuite per level, one testcase per trial (classname the case id, name the level).
/// A failure's text is its diff; a known failure is a skip that says so.
pub fn junit(report: &Report, info: &RunInfo) -> Result<String, String> {
    let mut suites: BTreeMap<crate::Level, Vec<&TrialResult>> = BTreeMap::new();
    for r in &report.results {
        suites.entry(r.level).or_default().push(r);
    }
    let mut xml = quick_junit::Report::new(format!("conformance of {}", info.implementation));
    let mut total = Duration::ZERO;
    for (level, results) in suites {
        let mut suite = TestSuite::new(level.name());
        suite.add_property(("suite", info.suite.version.as_str()));
        suite.add_property(("suite-hash", info.suite.hash.as_str()));
        let mut suite_time = Duration::ZERO;
        for r in results {
            let (case, _) = case_and_area(&r.id);
            let (_, message) = outcome(&r.status);
            let status = match &r.status {
                Status::Passed => TestCaseStatus::success(),
                Status::Failed(_) => {
                    let mut status = TestCaseStatus::non_success(NonSuccessKind::Failure);
                    let first = message.lines().next().unwrap_or("failed");
                    status.set_message(first).set_description(message);
                    status
                }
                Status::Skipped(_) | Status::KnownFailure(_) => {
                    let mut status = TestCaseStatus::skipped();
                    let why = match r.status {
                        Status::KnownFailure(_) => "known failure (baseline)",
                        _ => message,
                    };
                    status.set_message(why);
                    status
                }
            };
            let mut test = TestCase::new(level.name(), status);
            test.set_classname(case);
            if let Some(took) = report.durations.get(&r.id) {
                test.set_time(*took);
                suite_time += *took;
            }
            suite.add_test_case(test);
        }
        suite.set_time(suite_time);
        total += suite_time;
        xml.add_test_suite(suite);
    }
    xml.set_time(total);
    xml.to_string().map_err(|e| format!("cannot write the JUnit report: {e}"))
}
