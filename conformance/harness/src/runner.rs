//! Running a suite against an implementation and counting, shared by the binary and the harness.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::compare::{evaluate, Verdict};
use crate::{Case, Implementation, Level, Outcome};

/// The id of a trial: `<case-id>::<level>` (the libtest trial name is `conformance::` + this).
pub fn trial_id(case: &str, level: Level) -> String {
    format!("{case}::{level}")
}

/// The final status of one trial.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Passed,
    Failed(String),
    Skipped(String),
    /// Failed, and listed in the baseline of known failures (counted as skipped).
    KnownFailure(String),
}

/// One trial's result.
#[derive(Clone, Debug)]
pub struct TrialResult {
    pub id: String,
    pub level: Level,
    pub status: Status,
}

/// Passed / failed / skipped counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub passed: usize,
    pub failed: usize,
    pub skipped: usize,
}

impl Counts {
    pub(crate) fn add(&mut self, status: &Status) {
        match status {
            Status::Passed => self.passed += 1,
            Status::Failed(_) => self.failed += 1,
            Status::Skipped(_) | Status::KnownFailure(_) => self.skipped += 1,
        }
    }
}

/// Every trial's result, in trial order.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub results: Vec<TrialResult>,
    /// How long each trial that called the implementation took, by trial id (the runner's trials;
    /// empty from the libtest harness, which times nothing).
    pub durations: BTreeMap<String, Duration>,
    /// How many trials each lacked feature skipped (a trial is counted under the first feature of
    /// its case that the implementation lacks).
    pub lacking: BTreeMap<String, usize>,
}

impl Report {
    /// Counts per level, for the levels that have trials, in report order.
    pub fn by_level(&self) -> BTreeMap<Level, Counts> {
        let mut map: BTreeMap<Level, Counts> = BTreeMap::new();
        for r in &self.results {
            map.entry(r.level).or_default().add(&r.status);
        }
        map
    }

    /// Counts over every level.
    pub fn total(&self) -> Counts {
        let mut c = Counts::default();
        self.results.iter().for_each(|r| c.add(&r.status));
        c
    }

    /// The ids of failed trials.
    pub fn failed_ids(&self) -> Vec<&str> {
        self.results
            .iter()
            .filter(|r| matches!(r.status, Status::Failed(_)))
            .map(|r| r.id.as_str())
            .collect()
    }

    /// Per-level lines, the known-failure count, and the closing line `N passed, N failed, N skipped`.
    pub fn summary(&self) -> String {
        let mut out = String::new();
        for (level, c) in self.by_level() {
            let _ = writeln!(
                out,
                "{level}: {} passed, {} failed, {} skipped",
                c.passed, c.failed, c.skipped
            );
        }
        let known =
            self.results.iter().filter(|r| matches!(r.status, Status::KnownFailure(_))).count();
        if known > 0 {
            let _ = writeln!(out, "({known} known failures from the baseline counted as skipped)");
        }
        for (feature, n) in &self.lacking {
            let _ = writeln!(out, "feature {feature}: {n} skipped (lacked)");
        }
        let t = self.total();
        let _ = writeln!(out, "{} passed, {} failed, {} skipped", t.passed, t.failed, t.skipped);
        out
    }
}

/// Which trials to run.
#[derive(Clone, Debug, Default)]
pub struct Selection {
    /// Run only trials whose id contains one of these (all when empty).
    pub filters: Vec<String>,
    /// Skip trials whose id contains one of these.
    pub skips: Vec<String>,
    /// Run only these levels (all when empty).
    pub levels: Vec<Level>,
    /// Run only cases whose id matches one of these globs (`lex/*`, `*/unicode-*`; all when empty).
    pub case_globs: Vec<String>,
    /// Run only cases of these areas (all when empty).
    pub areas: Vec<String>,
    /// Run only cases with one of these tags (all when empty).
    pub tags: Vec<String>,
    /// Run only cases that cover one of these requirement IDs (all when empty).
    pub rules: Vec<String>,
    /// Run only cases that need one of these language features (all when empty).
    pub features: Vec<String>,
    /// Language features left out (`--features-exclude`): the trials of a case that needs one are
    /// skipped, as those of a feature the implementation says it lacks.
    pub features_exclude: Vec<String>,
}

/// Whether `wanted` is empty (no constraint) or holds one of `have`.
fn any_of(wanted: &[String], mut have: impl Iterator<Item = impl AsRef<str>>) -> bool {
    wanted.is_empty() || have.any(|h| wanted.iter().any(|w| w == h.as_ref()))
}

impl Selection {
    /// Whether the trial `id` at `level` is selected by its id and level alone.
    pub fn selects(&self, id: &str, level: Level) -> bool {
        (self.levels.is_empty() || self.levels.contains(&level))
            && (self.filters.is_empty() || self.filters.iter().any(|f| id.contains(f.as_str())))
    }

    /// Whether the trial of `case` at `level` is selected: by its id and level, and by the case's id
    /// (against `globs`, [`Selection::case_globs`] compiled), area, tags and requirement IDs.
    fn selects_trial(&self, case: &Case, level: Level, globs: &globset::GlobSet) -> bool {
        let area = case.id.split('/').next().unwrap_or_default();
        self.selects(&trial_id(&case.id, level), level)
            && (self.case_globs.is_empty() || globs.is_match(&case.id))
            && any_of(&self.areas, std::iter::once(area))
            && any_of(&self.tags, case.meta.tags.iter())
            && any_of(&self.rules, case.meta.rules.iter())
            && any_of(&self.features, case.features.iter())
    }

    /// Refuses a case glob that does not parse and a feature that is not in the list.
    pub fn check(&self) -> Result<(), String> {
        crate::features::check_names(&self.features)?;
        crate::features::check_names(&self.features_exclude)?;
        self.globs().map(|_| ())
    }

    fn globs(&self) -> Result<globset::GlobSet, String> {
        let mut set = globset::GlobSetBuilder::new();
        for glob in &self.case_globs {
            let glob = globset::GlobBuilder::new(glob)
                .literal_separator(true)
                .build()
                .map_err(|e| format!("--case `{glob}`: {e}"))?;
            set.add(glob);
        }
        set.build().map_err(|e| e.to_string())
    }

    /// Whether the trial is skipped by a `--skip`.
    pub fn skipped(&self, id: &str) -> bool {
        self.skips.iter().any(|s| id.contains(s.as_str()))
    }
}

/// The trials of `cases`: one per asserted level (expected file present), in case order.
pub fn trials(cases: &[Case]) -> Vec<(usize, Level)> {
    let mut out = Vec::new();
    for (i, case) in cases.iter().enumerate() {
        for level in case.asserted_levels() {
            out.push((i, level));
        }
    }
    out
}

/// Reads a baseline file: one trial id (`<case-id>::<level>`) per line, `#` comments, blank lines.
pub fn read_baseline(text: &str) -> BTreeSet<String> {
    text.lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect()
}

/// Renders the failing trials of a report as a baseline file.
pub fn write_baseline(report: &Report) -> String {
    let mut out = String::from(
        "# Known failures: one trial id per line. A listed trial that passes fails the run.\n",
    );
    let mut ids: Vec<&str> = report
        .results
        .iter()
        .filter(|r| matches!(r.status, Status::Failed(_) | Status::KnownFailure(_)))
        .map(|r| r.id.as_str())
        .collect();
    ids.sort();
    for id in ids {
        out.push_str(id);
        out.push('\n');
    }
    out
}

/// Runs one trial: calls the implementation, grades the outcome, applies the baseline.
pub fn run_trial(
    imp: &dyn Implementation,
    case: &Case,
    level: Level,
    in_baseline: bool,
    unsupported_fails: bool,
) -> Status {
    let Some(expected) = case.expected(level) else {
        return Status::Skipped("no expected file".into());
    };
    let outcome = crate::call(imp, level, &crate::Input::of(case));
    let verdict = match (&outcome, unsupported_fails) {
        (Outcome::Unsupported, true) => {
            Verdict::Fail(format!("{} claims level {level} but answered unsupported", imp.name()))
        }
        _ => evaluate(case, level, &expected, &outcome),
    };
    let with_note = |msg: String| match &case.meta.note {
        Some(note) => format!("{msg}\n\ncase {}: {}\nnote: {note}", case.id, case.meta.title),
        None => format!("{msg}\n\ncase {}: {}", case.id, case.meta.title),
    };
    match (verdict, in_baseline) {
        (Verdict::Pass, false) => Status::Passed,
        (Verdict::Pass, true) => Status::Failed(
            "listed in the baseline of known failures, but passes now: remove it from the baseline"
                .into(),
        ),
        (Verdict::Fail(msg), false) => Status::Failed(with_note(msg)),
        (Verdict::Fail(msg), true) => Status::KnownFailure(msg),
        (Verdict::Skip(why), _) => Status::Skipped(why),
    }
}

/// Runs every selected trial of `cases` against `imp` on `jobs` threads. Trials of levels the
/// implementation does not claim, and trials matched by `selection.skips`, are skipped.
pub fn run(
    imp: &dyn Implementation,
    cases: &[Case],
    selection: &Selection,
    baseline: &BTreeSet<String>,
    jobs: usize,
) -> Report {
    run_with(imp, cases, selection, baseline, jobs, &|_| {})
}

/// The trials [`run`] would run, in order: the case index, the level and the trial id. A case glob
/// that does not parse selects nothing ([`Selection::check`] says why).
pub fn planned(cases: &[Case], selection: &Selection) -> Vec<(usize, Level, String)> {
    let globs = selection.globs().unwrap_or_else(|_| globset::GlobSet::empty());
    trials(cases)
        .into_iter()
        .filter(|(i, l)| selection.selects_trial(&cases[*i], *l, &globs))
        .map(|(i, l)| (i, l, trial_id(&cases[i].id, l)))
        .collect()
}

/// [`run`], calling `done` with each result as it comes (a progress line).
pub fn run_with(
    imp: &dyn Implementation,
    cases: &[Case],
    selection: &Selection,
    baseline: &BTreeSet<String>,
    jobs: usize,
    done: &(dyn Fn(&TrialResult) + Sync),
) -> Report {
    let claimed = imp.levels();
    let mut lacks = imp.lacks();
    lacks.extend(selection.features_exclude.iter().cloned());
    let lacking = Mutex::new(BTreeMap::<String, usize>::new());
    let planned = planned(cases, selection);
    let results: Mutex<Vec<Option<TrialResult>>> = Mutex::new(vec![None; planned.len()]);
    let durations = Mutex::new(BTreeMap::new());
    let next = AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..jobs.max(1) {
            s.spawn(|| loop {
                let k = next.fetch_add(1, Ordering::SeqCst);
                let Some((i, level, id)) = planned.get(k) else { break };
                let status = if !claimed.contains(level) {
                    Status::Skipped(format!("level {level} not claimed"))
                } else if selection.skipped(id) {
                    Status::Skipped("--skip".into())
                } else if let Some(f) = cases[*i].features.iter().find(|f| lacks.contains(f)) {
                    *lacking.lock().expect("lacking").entry(f.clone()).or_default() += 1;
                    Status::Skipped(format!("lacks feature {f}"))
                } else if let Some(need) =
                    cases[*i].meta.needs.iter().find(|need| !imp.provides(need))
                {
                    Status::Skipped(format!("needs {need}"))
                } else {
                    let start = Instant::now();
                    let status = run_trial(imp, &cases[*i], *level, baseline.contains(id), false);
                    durations.lock().expect("durations").insert(id.clone(), start.elapsed());
                    status
                };
                let r = TrialResult { id: id.clone(), level: *level, status };
                done(&r);
                results.lock().expect("results")[k] = Some(r);
            });
        }
    });
    Report {
        results: results.into_inner().expect("results").into_iter().flatten().collect(),
        durations: durations.into_inner().expect("durations"),
        lacking: lacking.into_inner().expect("lacking"),
    }
}
