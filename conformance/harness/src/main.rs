//! `ks-conformance`: the language-neutral runner.
//!
//! ```text
//! ks-conformance list [--cases DIR] [--level L]... [--filter S]... [--disputed]
//! ks-conformance run --impl 'CMD' [--cases DIR] [--level L]... [--filter S]... [--skip S]...
//!                    [--baseline FILE] [--write-baseline FILE] [--timeout SECS] [--jobs N] [--quiet]
//! ks-conformance rules REQUIREMENTS.md (--write FILE | --check FILE)
//! ```

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use ks_conformance::runner::{self, Selection, Status};
use ks_conformance::subprocess::Subprocess;
use ks_conformance::{case, rules, Level};

const USAGE: &str = "usage:
  ks-conformance list [--cases DIR] [--level L]... [--filter S]... [--disputed]
  ks-conformance run --impl 'CMD' [--cases DIR] [--level L]... [--filter S]... [--skip S]...
                     [--baseline FILE] [--write-baseline FILE] [--timeout SECS] [--jobs N] [--quiet]
  ks-conformance rules REQUIREMENTS.md (--write FILE | --check FILE)

`run` starts `/bin/sh -c 'CMD \"$@\"' ks-conformance LEVEL` once per (case, level), input on stdin;
exit 0 accepted, 1 rejected, 3 unsupported, anything else a failure (conformance/NOTATION.md).
Exit status: 0 when nothing failed, 1 when a trial failed, 2 for a usage or suite error.";

struct Opts {
    cases: PathBuf,
    selection: Selection,
    imp: Option<String>,
    baseline: Option<PathBuf>,
    write_baseline: Option<PathBuf>,
    timeout: Duration,
    jobs: usize,
    quiet: bool,
    disputed: bool,
    write: Option<PathBuf>,
    check: Option<PathBuf>,
    positional: Vec<String>,
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
        disputed: false,
        write: None,
        check: None,
        positional: Vec::new(),
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
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    let opts = match parse_opts(&args[1..]) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("ks-conformance: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let result = match cmd.as_str() {
        "list" => list(&opts),
        "run" => run(&opts),
        "rules" => rules_cmd(&opts),
        "-h" | "--help" | "help" => {
            println!("{USAGE}");
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
    for (i, level) in runner::trials(&cases) {
        let id = runner::trial_id(&cases[i].id, level);
        if o.selection.selects(&id, level) {
            println!("{id}");
            *per_level.entry(level).or_default() += 1;
        }
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
    let imp = Subprocess { command, timeout: o.timeout };
    let report = runner::run(&imp, &cases, &o.selection, &baseline, o.jobs);
    for r in &report.results {
        match &r.status {
            Status::Failed(msg) => println!("FAIL {}\n{}\n", r.id, indent(msg)),
            Status::KnownFailure(_) if !o.quiet => println!("known failure {}", r.id),
            _ => {}
        }
    }
    if let Some(p) = &o.write_baseline {
        std::fs::write(p, runner::write_baseline(&report))
            .map_err(|e| format!("{}: {e}", p.display()))?;
    }
    print!("{}", report.summary());
    Ok(if report.total().failed == 0 { ExitCode::SUCCESS } else { ExitCode::from(1) })
}

fn indent(text: &str) -> String {
    text.lines().map(|l| format!("    {l}")).collect::<Vec<_>>().join("\n")
}

fn rules_cmd(o: &Opts) -> Result<ExitCode, String> {
    let [src] = o.positional.as_slice() else {
        return Err("rules needs the path of requirements.md".into());
    };
    let text = std::fs::read_to_string(src).map_err(|e| format!("{src}: {e}"))?;
    let out = rules::extract(&text)?;
    match (&o.write, &o.check) {
        (Some(p), None) => {
            if ks_conformance::bless::ci_is_set() {
                return Err("refusing to write rules.txt with CI set".into());
            }
            std::fs::write(p, &out).map_err(|e| format!("{}: {e}", p.display()))?;
            eprintln!(
                "wrote {} rules to {}",
                out.lines().filter(|l| !l.starts_with('#')).count(),
                p.display()
            );
            Ok(ExitCode::SUCCESS)
        }
        (None, Some(p)) => {
            let current =
                std::fs::read_to_string(p).map_err(|e| format!("{}: {e}", p.display()))?;
            if current == out {
                Ok(ExitCode::SUCCESS)
            } else {
                eprintln!("{} is stale: rerun with --write", p.display());
                Ok(ExitCode::from(1))
            }
        }
        _ => Err("rules needs exactly one of --write FILE, --check FILE".into()),
    }
}
