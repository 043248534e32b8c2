//! `ks-conformance`: the language-neutral runner.
//!
//! ```text
//! ks-conformance list [--cases DIR] [--level L]... [--filter S]... [--case GLOB]... [--area A]...
//!                     [--tag T]... [--rule ID]... [--feature F]... [--disputed]
//! ks-conformance run --impl 'CMD' [--impl-levels L,L] [--cases DIR] [--level L]... [--filter S]...
//!                    [--skip S]... [--features-exclude F,F] [--baseline FILE] [--write-baseline FILE]
//!                    [--timeout SECS] [--jobs N] [--quiet] [--persistent] [--json FILE]
//!                    [--junit-xml FILE] [--tap FILE] [--format text|tap]
//! ks-conformance manifest [--cases DIR] [--write FILE | --check FILE]
//! ks-conformance features
//! ks-conformance rules REQUIREMENTS.md (--write FILE | --check FILE)
//! ks-conformance --version
//! ```

use std::collections::BTreeSet;
use std::io::IsTerminal as _;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressStyle};
use ks_conformance::persistent::{self, Persistent};
use ks_conformance::report::{self, RunInfo};
use ks_conformance::runner::{self, Selection, Status};
use ks_conformance::subprocess::Subprocess;
use ks_conformance::{case, features, manifest, rules, tap, Implementation, Level};

const USAGE: &str = "usage:
  ks-conformance list [--cases DIR] [SELECTION] [--disputed]
  ks-conformance run --impl 'CMD' [--impl-levels L,L] [--persistent] [--cases DIR] [SELECTION]
                     [--skip S]... [--features-exclude F,F] [--baseline FILE] [--write-baseline FILE]
                     [--timeout SECS] [--jobs N] [--quiet] [--json FILE] [--junit-xml FILE]
                     [--tap FILE] [--format text|tap]
  ks-conformance manifest [--cases DIR] [--write FILE | --check FILE]
  ks-conformance features
  ks-conformance rules REQUIREMENTS.md (--write FILE | --check FILE)
  ks-conformance --version
  ks-conformance COMMAND --help

SELECTION: --level L, --filter S, --case GLOB, --area A, --tag T, --rule ID, --feature F (each
repeatable: any of them; different options: all of them).
Levels: {levels}.
Exit status: 0 when nothing failed, 1 when a trial failed, 2 for a usage or suite error.";

const HELP_LIST: &str =
    "ks-conformance list: print the trial ids (`<case-id>::<level>`), one per line.

  --cases DIR           read cases from DIR (default: the suite's cases/, or $KS_CONFORMANCE_DIR/cases)
  --level L             only trials of level L (repeatable; the levels are below)
  --filter S            only trials whose id contains S (repeatable)
  --case GLOB           only cases whose id matches GLOB (`lex/*`, `*/unicode-*`; repeatable)
  --area A              only cases of area A (`lex`, `scl`, ...; repeatable)
  --tag T               only cases tagged T (repeatable)
  --rule ID             only cases that cover requirement ID (repeatable)
  --feature F           only cases that need language feature F (`ks-conformance features`; repeatable)
  --disputed            also print the levels held back from the suite, and why

Levels: {levels}.
Per-level counts go to standard error.";

const HELP_RUN: &str = "ks-conformance run: grade an implementation over the subprocess protocol
(conformance/NOTATION.md section 7), or the persistent one (section 7b).

For each (case, level) it starts `/bin/sh -c 'CMD \"$@\"' ks-conformance LEVEL [OPTIONS]` with the
input on stdin; `check` adds `--actor A --context C [--env K=V]... --dir DIR`. Exit 0 accepted,
1 rejected, 3 unsupported, anything else a failure.

  --impl 'CMD'          the implementation's command (required)
  --impl-levels L,L     the levels it supports; without it, `CMD levels` is asked once (exit 0 and
                        the level names), and every level is assumed when it does not answer
  --persistent          start CMD once per job as `CMD --persistent` and send it one JSON line per
                        trial (NOTATION.md section 7b); a stuck or crashed process is replaced
  --cases DIR           read cases from DIR
  --level L             only trials of level L (repeatable; the levels are below)
  --filter S            only trials whose id contains S (repeatable)
  --case GLOB           only cases whose id matches GLOB (`lex/*`, `*/unicode-*`; repeatable)
  --area A              only cases of area A (`lex`, `scl`, ...; repeatable)
  --tag T               only cases tagged T (repeatable)
  --rule ID             only cases that cover requirement ID (repeatable)
  --feature F           only cases that need language feature F (repeatable)
  --skip S              skip trials whose id contains S (repeatable)
  --features-exclude F,F  the language features the implementation lacks (as `lacks` in a persistent
                        hello): the trials of the cases that need one are skipped, counted per feature
  --baseline FILE       known failures: listed failing trials count as skipped, listed passing fail
  --write-baseline FILE write the failing trials to FILE
  --timeout SECS        per call (default 10)
  --jobs N              parallel calls (default: the number of CPUs)
  --quiet               do not list known failures
  --json FILE           write the JSON report: one record per trial (conformance/report.schema.json)
  --junit-xml FILE      write JUnit XML: one testsuite per level, one testcase per trial
  --tap FILE            write TAP 14: one test point per trial
  --format text|tap     what standard output holds: the failures and counts (text, the default) or
                        the TAP 14 document

Levels: {levels}.
Prints each failure, one line per area, one line per level and `N passed, N failed, N skipped`;
a progress line on standard error when it is a terminal.
Exit status: 0 when nothing failed, 1 when a trial failed, 2 for a usage or suite error.";

const HELP_MANIFEST: &str = "ks-conformance manifest [--cases DIR] [--write FILE | --check FILE]:
the suite's manifest (NOTATION.md section 8b): its versions (suite, language format, protocols,
report format), its case count per level, area and feature, and the hash of its cases.

  --write FILE    write it (refused when CI is set)
  --check FILE    exit 1 when FILE differs (the committed conformance/manifest.json)";

const HELP_FEATURES: &str = "ks-conformance features: the language features a case may need
(features.txt, NOTATION.md section 8a), one per line with what it is.";

const HELP_RULES: &str = "ks-conformance rules REQUIREMENTS.md (--write FILE | --check FILE):
extract the requirement IDs cases may name from the specification's requirements.md.

  --write FILE    write the list (refused when CI is set)
  --check FILE    exit 1 when FILE differs from the extraction";

struct Opts {
    cases: PathBuf,
    selection: Selection,
    imp: Option<String>,
    baseline: Option<PathBuf>,
    write_baseline: Option<PathBuf>,
    timeout: Duration,
    jobs: usize,
    quiet: bool,
    persistent: bool,
    json: Option<PathBuf>,
    junit_xml: Option<PathBuf>,
    tap: Option<PathBuf>,
    tap_stdout: bool,
    disputed: bool,
    write: Option<PathBuf>,
    check: Option<PathBuf>,
    positional: Vec<String>,
    levels: Option<Vec<Level>>,
    help: bool,
}

fn parse_opts(args: &[String]) -> Result<Opts, String> {
    let mut o = Opts {
        cases: ks_conformance::suite_dir().join("cases"),
        selection: Selection::default(),
        imp: None,
        baseline: None,
        write_baseline: None,
        timeout: Duration::from_secs(10),
        jobs: std::thread::available_parallelism().map_or(1, |n| n.get()),
        quiet: false,
        persistent: false,
        json: None,
        junit_xml: None,
        tap: None,
        tap_stdout: false,
        disputed: false,
        write: None,
        check: None,
        positional: Vec::new(),
        levels: None,
        help: false,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut val = || it.next().cloned().ok_or(format!("{a} needs a value"));
        match a.as_str() {
            "--cases" => o.cases = val()?.into(),
            "--impl" => o.imp = Some(val()?),
            "--level" => {
                let v = val()?;
                o.selection
                    .levels
                    .push(Level::from_name(&v).ok_or(format!("unknown level `{v}`"))?);
            }
            "--filter" => o.selection.filters.push(val()?),
            "--case" => o.selection.case_globs.push(val()?),
            "--area" => o.selection.areas.push(val()?),
            "--tag" => o.selection.tags.push(val()?),
            "--rule" => o.selection.rules.push(val()?),
            "--feature" => o.selection.features.push(val()?),
            "--features-exclude" => o.selection.features_exclude.extend(
                val()?.split(',').map(str::trim).filter(|f| !f.is_empty()).map(str::to_string),
            ),
            "--tap" => o.tap = Some(val()?.into()),
            "--format" => match val()?.as_str() {
                "text" => o.tap_stdout = false,
                "tap" => o.tap_stdout = true,
                other => return Err(format!("--format `{other}`: text or tap")),
            },
            "--skip" => o.selection.skips.push(val()?),
            "--baseline" => o.baseline = Some(val()?.into()),
            "--write-baseline" => o.write_baseline = Some(val()?.into()),
            "--timeout" => {
                let v = val()?;
                let secs: f64 = v.parse().map_err(|_| format!("--timeout `{v}`"))?;
                o.timeout = Duration::from_secs_f64(secs);
            }
            "--jobs" => o.jobs = val()?.parse().map_err(|_| "--jobs needs a number".to_string())?,
            "--quiet" => o.quiet = true,
            "--persistent" => o.persistent = true,
            "--json" => o.json = Some(val()?.into()),
            "--junit-xml" => o.junit_xml = Some(val()?.into()),
            "--impl-levels" => o.levels = Some(Level::parse_list(&val()?)?),
            "--levels" => {
                return Err("`--levels` is now `--impl-levels L,L` (the levels the implementation \
                            supports); `--level L` selects the trials of a level"
                    .into())
            }
            "-h" | "--help" => o.help = true,
            "--disputed" => o.disputed = true,
            "--write" => o.write = Some(val()?.into()),
            "--check" => o.check = Some(val()?.into()),
            s if s.starts_with('-') => return Err(format!("unknown option `{s}`")),
            s => o.positional.push(s.to_string()),
        }
    }
    Ok(o)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(cmd) = args.first() else {
        eprintln!("{}", with_levels(USAGE));
        return ExitCode::from(2);
    };
    let opts = match parse_opts(&args[1..]).and_then(|o| o.selection.check().map(|()| o)) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("ks-conformance: {e}\n{}", with_levels(USAGE));
            return ExitCode::from(2);
        }
    };
    if opts.help {
        let text = match cmd.as_str() {
            "list" => HELP_LIST,
            "run" => HELP_RUN,
            "manifest" => HELP_MANIFEST,
            "features" => HELP_FEATURES,
            "rules" => HELP_RULES,
            _ => USAGE,
        };
        println!("{}", with_levels(text));
        return ExitCode::SUCCESS;
    }
    let result = match cmd.as_str() {
        "list" => list(&opts),
        "run" => run(&opts),
        "rules" => rules_cmd(&opts),
        "manifest" => manifest_cmd(&opts),
        "features" => Ok(features_cmd()),
        "-V" | "--version" => version(&opts),
        "-h" | "--help" | "help" => {
            println!("{}", with_levels(USAGE));
            Ok(ExitCode::SUCCESS)
        }
        other => Err(format!("unknown command `{other}`")),
    };
    result.unwrap_or_else(|e| {
        eprintln!("ks-conformance: {e}");
        ExitCode::from(2)
    })
}

fn list(o: &Opts) -> Result<ExitCode, String> {
    let cases = case::discover(&o.cases)?;
    let mut per_level = std::collections::BTreeMap::<Level, usize>::new();
    for (_, level, id) in runner::planned(&cases, &o.selection) {
        println!("{id}");
        *per_level.entry(level).or_default() += 1;
    }
    let total: usize = per_level.values().sum();
    for (level, n) in &per_level {
        eprintln!("{level}: {n} trials");
    }
    eprintln!("{total} trials in {} cases", cases.len());
    if o.disputed {
        for (id, why) in case::disputed(&cases) {
            println!("disputed {id}: {why}");
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn run(o: &Opts) -> Result<ExitCode, String> {
    let command = o.imp.clone().ok_or("run needs --impl 'CMD'")?;
    let cases = case::discover(&o.cases)?;
    let baseline = match &o.baseline {
        Some(p) => {
            let text = std::fs::read_to_string(p).map_err(|e| format!("{}: {e}", p.display()))?;
            let set = runner::read_baseline(&text);
            let known: BTreeSet<String> = runner::trials(&cases)
                .into_iter()
                .map(|(i, l)| runner::trial_id(&cases[i].id, l))
                .collect();
            if let Some(stale) = set.difference(&known).next() {
                return Err(format!("the baseline names `{stale}`, which is not a trial"));
            }
            set
        }
        None => BTreeSet::new(),
    };
    let imp: Box<dyn Implementation> = if o.persistent {
        let mut imp = Persistent::new(command).with_timeout(o.timeout);
        if let Some(levels) = &o.levels {
            imp = imp.with_levels(levels.clone());
        }
        // A greeting that fails is the run's failure, not a run of skips.
        let hello = imp.hello()?;
        eprintln!("graded over the persistent protocol {}: {}", persistent::PROTOCOL, hello.name);
        if let Err(e) = features::check_names(&hello.lacks) {
            eprintln!("ks-conformance: its hello lacks {e}; the name matches no case");
        }
        Box::new(imp)
    } else {
        let mut imp = Subprocess::new(command).with_timeout(o.timeout);
        if let Some(levels) = &o.levels {
            imp = imp.with_levels(levels.clone());
        }
        Box::new(imp)
    };
    let progress = progress_bar(runner::planned(&cases, &o.selection).len());
    let report = runner::run_with(imp.as_ref(), &cases, &o.selection, &baseline, o.jobs, &|r| {
        progress.set_message(r.id.clone());
        progress.inc(1);
    });
    progress.finish_and_clear();
    let info = RunInfo {
        implementation: imp.name(),
        protocol: if o.persistent { "persistent" } else { "per-trial" },
        suite: manifest::suite_id(&o.cases)?,
    };
    if let Some(p) = &o.json {
        let text = serde_json::to_string_pretty(&report::json(&report, &cases, &info))
            .map_err(|e| format!("cannot write the JSON report: {e}"))?;
        std::fs::write(p, text + "\n").map_err(|e| format!("{}: {e}", p.display()))?;
    }
    if let Some(p) = &o.junit_xml {
        std::fs::write(p, report::junit(&report, &info)?)
            .map_err(|e| format!("{}: {e}", p.display()))?;
    }
    if let Some(p) = &o.tap {
        std::fs::write(p, tap::tap(&report, &cases, &info))
            .map_err(|e| format!("{}: {e}", p.display()))?;
    }
    // Standard output holds one document: the TAP one when asked, the failures and counts otherwise
    // (then on standard error).
    let text = |line: String| if o.tap_stdout { eprintln!("{line}") } else { println!("{line}") };
    if o.tap_stdout {
        print!("{}", tap::tap(&report, &cases, &info));
    }
    for r in &report.results {
        match &r.status {
            Status::Failed(msg) => text(format!("FAIL {}\n{}\n", r.id, indent(msg))),
            Status::KnownFailure(_) if !o.quiet => text(format!("known failure {}", r.id)),
            _ => {}
        }
    }
    if let Some(p) = &o.write_baseline {
        std::fs::write(p, runner::write_baseline(&report))
            .map_err(|e| format!("{}: {e}", p.display()))?;
    }
    text(format!("suite {}", info.suite));
    text(format!("{}{}", report::area_summary(&report), report.summary()).trim_end().to_string());
    Ok(if report.total().failed == 0 { ExitCode::SUCCESS } else { ExitCode::from(1) })
}

/// A help text with `{levels}` replaced by every level's name, so the list never goes stale.
fn with_levels(text: &str) -> String {
    let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
    text.replace("{levels}", &names.join(" "))
}

/// A progress line on standard error, drawn only when it is a terminal.
fn progress_bar(trials: usize) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(trials as u64);
    let style = ProgressStyle::with_template("{pos}/{len} trials {wide_bar} {msg}")
        .unwrap_or_else(|_| ProgressStyle::default_bar());
    bar.set_style(style);
    bar
}

fn indent(text: &str) -> String {
    text.lines().map(|l| format!("    {l}")).collect::<Vec<_>>().join("\n")
}

fn manifest_cmd(o: &Opts) -> Result<ExitCode, String> {
    let cases = case::discover(&o.cases)?;
    let text = manifest::render(&cases, &o.cases)?;
    write_or_check(&text, o, "manifest.json")
}

fn features_cmd() -> ExitCode {
    for f in features::list() {
        println!("{:<16}{}", f.name, f.summary);
    }
    ExitCode::SUCCESS
}

fn version(o: &Opts) -> Result<ExitCode, String> {
    let cases = case::discover(&o.cases)?;
    let dir = o.cases.parent().unwrap_or(&o.cases);
    print!("{}", manifest::version_lines(&manifest::manifest(&cases, &o.cases)?, dir));
    Ok(ExitCode::SUCCESS)
}

/// `--write FILE` (refused under CI) or `--check FILE` (exit 1 when it differs) or, with neither,
/// standard output.
fn write_or_check(text: &str, o: &Opts, what: &str) -> Result<ExitCode, String> {
    match (&o.write, &o.check) {
        (Some(p), None) => {
            if ks_conformance::bless::ci_is_set() {
                return Err(format!("refusing to write {what} with CI set"));
            }
            std::fs::write(p, text).map_err(|e| format!("{}: {e}", p.display()))?;
            Ok(ExitCode::SUCCESS)
        }
        (None, Some(p)) => {
            let current =
                std::fs::read_to_string(p).map_err(|e| format!("{}: {e}", p.display()))?;
            if current == text {
                Ok(ExitCode::SUCCESS)
            } else {
                eprintln!("{} is stale: rerun with --write", p.display());
                Ok(ExitCode::from(1))
            }
        }
        (None, None) => {
            print!("{text}");
            Ok(ExitCode::SUCCESS)
        }
        _ => Err("give one of --write FILE, --check FILE".into()),
    }
}

fn rules_cmd(o: &Opts) -> Result<ExitCode, String> {
    let [src] = o.positional.as_slice() else {
        return Err("rules needs the path of requirements.md".into());
    };
    let text = std::fs::read_to_string(src).map_err(|e| format!("{src}: {e}"))?;
    let out = rules::extract(&text)?;
    if o.write.is_none() && o.check.is_none() {
        return Err("rules needs exactly one of --write FILE, --check FILE".into());
    }
    write_or_check(&out, o, "rules.txt")
}
