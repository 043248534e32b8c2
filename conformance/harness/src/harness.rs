//! The libtest harness: one trial per (case, level), named `conformance::<case-id>::<level>`, for a
//! test target with `harness = false`:
//!
//! ```no_run
//! # use ks_conformance::{Implementation, Level, Outcome, Harness};
//! # struct MyImpl;
//! # impl Implementation for MyImpl {
//! #     fn name(&self) -> String { "mine".into() }
//! #     fn levels(&self) -> Vec<Level> { vec![Level::Parse] }
//! #     fn parse(&self, _: &[u8]) -> Outcome { Outcome::Unsupported }
//! # }
//! fn main() {
//!     Harness::new(MyImpl).ignore("unicode/").run()
//! }
//! ```

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use libtest_mimic::{Arguments, Failed, Trial};

use crate::runner::{self, Report, Status, TrialResult};
use crate::{case, Implementation};

/// Builds and runs the trials of one implementation.
pub struct Harness {
    imp: Arc<dyn Implementation>,
    cases_dir: PathBuf,
    baseline: BTreeSet<String>,
    ignore: Vec<String>,
}

impl Harness {
    /// A harness over the suite's own `cases/` directory.
    pub fn new(imp: impl Implementation + 'static) -> Harness {
        Harness {
            imp: Arc::new(imp),
            cases_dir: crate::suite_dir().join("cases"),
            baseline: BTreeSet::new(),
            ignore: Vec::new(),
        }
    }

    /// Reads cases from another directory.
    pub fn cases_dir(mut self, dir: impl Into<PathBuf>) -> Harness {
        self.cases_dir = dir.into();
        self
    }

    /// Known failures (see [`runner::read_baseline`]): listed trials that fail pass, listed trials
    /// that pass fail. `KS_CONFORMANCE_BASELINE=FILE` sets the same from the environment.
    pub fn baseline(mut self, text: &str) -> Harness {
        self.baseline.extend(runner::read_baseline(text));
        self
    }

    /// Ignores every trial whose id (`<case-id>::<level>`) starts with `prefix`.
    pub fn ignore(mut self, prefix: &str) -> Harness {
        self.ignore.push(prefix.to_string());
        self
    }

    /// Runs the trials (honouring libtest's command line), prints per-level counts and the closing
    /// line `N passed, N failed, N skipped`, and exits.
    pub fn run(mut self) -> ! {
        let (args, filters) = arguments(std::env::args());
        if let Ok(path) = std::env::var("KS_CONFORMANCE_BASELINE") {
            match std::fs::read_to_string(&path) {
                Ok(text) => self.baseline.extend(runner::read_baseline(&text)),
                Err(e) => {
                    eprintln!("KS_CONFORMANCE_BASELINE={path}: {e}");
                    std::process::exit(2);
                }
            }
        }
        let cases = match case::discover(&self.cases_dir) {
            Ok(c) => Arc::new(c),
            Err(e) => {
                eprintln!("conformance: {e}");
                std::process::exit(2);
            }
        };
        let claimed = self.imp.levels();
        let lacks = self.imp.lacks();
        let report = Arc::new(Mutex::new(Report::default()));
        let mut trials = Vec::new();
        let mut ignored_ids = Vec::new();
        let known: BTreeSet<String> = runner::trials(&cases)
            .into_iter()
            .map(|(i, l)| runner::trial_id(&cases[i].id, l))
            .collect();
        if let Some(id) = self.baseline.difference(&known).next() {
            eprintln!("conformance: the baseline names `{id}`, which is not a trial");
            std::process::exit(2);
        }
        for (i, level) in runner::trials(&cases) {
            let id = runner::trial_id(&cases[i].id, level);
            let name = format!("conformance::{id}");
            if !filters.selects(&name, args.exact) {
                continue;
            }
            let ignored = !claimed.contains(&level)
                || self.ignore.iter().any(|p| id.starts_with(p.as_str()))
                || cases[i].meta.needs.iter().any(|need| !self.imp.provides(need))
                || cases[i].features.iter().any(|f| lacks.contains(f));
            if ignored {
                ignored_ids.push((name.clone(), id.clone(), level));
            }
            let imp = Arc::clone(&self.imp);
            let cases = Arc::clone(&cases);
            let report = Arc::clone(&report);
            let listed = self.baseline.contains(&id);
            let trial = Trial::test(name, move || {
                let status = runner::run_trial(imp.as_ref(), &cases[i], level, listed, true);
                let result = match &status {
                    Status::Failed(msg) => Err(Failed::from(msg)),
                    _ => Ok(()),
                };
                report.lock().expect("report").results.push(TrialResult { id, level, status });
                result
            })
            .with_ignored_flag(ignored);
            trials.push(trial);
        }
        let conclusion = libtest_mimic::run(&args, trials);
        if !args.list {
            let mut report = report.lock().expect("report").clone();
            // Ignored trials that libtest did not run, but that the filter selected, count as skipped.
            let ran: BTreeSet<String> = report.results.iter().map(|r| r.id.clone()).collect();
            for (name, id, level) in ignored_ids {
                if !skipped(&args, &name) && !ran.contains(&id) {
                    report.results.push(TrialResult {
                        id,
                        level,
                        status: Status::Skipped("ignored".into()),
                    });
                }
            }
            if !report.results.is_empty() {
                println!("\nconformance of {} ({} cases):", self.imp.name(), cases.len());
                let disputed = case::disputed(&cases).len();
                if disputed > 0 {
                    println!("({disputed} disputed levels have no expected file: see `ks-conformance list --disputed`)");
                }
                print!("{}", report.summary());
            }
        }
        conclusion.exit()
    }
}

/// The positional name filters of the command line: a trial runs when its name contains one of them
/// (with `--exact`: equals one of them); every trial runs when there is none.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filters(pub Vec<String>);

impl Filters {
    /// Whether the trial `name` is selected.
    pub fn selects(&self, name: &str, exact: bool) -> bool {
        self.0.is_empty()
            || self.0.iter().any(|f| if exact { name == f } else { name.contains(f.as_str()) })
    }
}

/// libtest's options that take a value (the next argument, unless written `--opt=value`).
const VALUE_OPTIONS: [&str; 6] =
    ["--test-threads", "--logfile", "--skip", "--color", "--format", "-Z"];

/// Splits a libtest command line into the options libtest-mimic reads and the positional filters,
/// so that several filters work as with libtest (`cargo test conformance -- rec/ ast/`).
pub fn arguments(args: impl IntoIterator<Item = String>) -> (Arguments, Filters) {
    let mut it = args.into_iter();
    let mut options: Vec<String> = it.next().into_iter().collect();
    let mut filters = Vec::new();
    while let Some(arg) = it.next() {
        if VALUE_OPTIONS.contains(&arg.as_str()) {
            options.push(arg);
            options.extend(it.next());
        } else if arg.starts_with('-') && arg != "-" {
            options.push(arg);
        } else {
            filters.push(arg);
        }
    }
    (Arguments::from_iter(options), Filters(filters))
}

/// Whether `--skip` leaves out the trial `name` (a substring, or with `--exact` the whole name).
fn skipped(args: &Arguments, name: &str) -> bool {
    args.skip.iter().any(|s| if args.exact { name == s } else { name.contains(s.as_str()) })
}
