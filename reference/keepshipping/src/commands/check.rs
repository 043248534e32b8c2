//! `keepshipping check [PATH...] [--actor human|agent|ci] [--context local|ci]
//! [--format human|json|sarif|github] [--exclude GLOB] [--quiet] [--no-scripts]`
//!
//! Parses and checks workflows with `ks-core` and prints one report for the run. `PATH` defaults to
//! the current directory; a directory means every `ship.ks` and `blocks/*.ks` under it; `-` reads
//! standard input. Files are checked in parallel and reported in path order. Exit 0 when nothing is
//! an error (warnings allowed), 1 when something is, 2 for a command-line problem or a file that
//! cannot be read (the others are still checked and reported).
//!
//! The `CI` environment variable is read here and nowhere else: when it is non-empty, `ci_env` widens the
//! header advisory (KS0611); it never changes the actor or the context, which only the flags set.

use std::{io::Write, path::PathBuf, sync::Arc};

use clap::ValueEnum;
use ks_host::config::{Config, Flags};
use ks_lang::{Diagnostic, Severity};
use ks_report::diagnostics::{self, Report};

use super::site::{Covers, JudgeArgs, SiteArgs};
use crate::{output, render, Outcome};

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    site: SiteArgs,
    #[command(flatten)]
    judge: JudgeArgs,
    /// How to print the diagnostics.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
    /// Print the diagnostics only, without the closing summary.
    #[arg(long, short)]
    quiet: bool,
    /// Fail the run (exit 1) on any warning, as on an error (the configuration can list some).
    #[arg(long)]
    warnings_as_errors: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    /// Annotated source snippets, for a terminal, and a closing summary.
    Human,
    /// `{"diagnostics": [...]}`, the shape `parse --format json` prints, every file's in one.
    Json,
    /// A SARIF 2.1.0 log with one run, for GitHub code scanning and other SARIF viewers.
    Sarif,
    /// GitHub Actions workflow commands (`::error file=…::…`), shown as annotations.
    Github,
}

/// One file's findings.
struct FileReport {
    name: String,
    text: String,
    diagnostics: Vec<Diagnostic>,
    /// The configuration it was judged under: which of its diagnostics fail the run.
    config: Arc<Config>,
    /// Its base is `OutsideRepository`: the file lies in no git repository.
    outside_repository: bool,
}

impl FileReport {
    /// How many diagnostics fail the run: the errors, and the warnings the configuration makes fail.
    fn failing(&self) -> usize {
        self.diagnostics.iter().filter(|d| self.config.fails(d.code, d.severity)).count()
    }
}

pub fn run(args: Args) -> Outcome {
    let flags =
        Flags { warnings_as_errors: args.warnings_as_errors.then_some(true), ..args.judge.flags() };
    let run = match args.site.run(Covers::WorkflowsAndBlocks, flags) {
        Ok(run) => run,
        Err(outcome) => return outcome,
    };
    // Blocks, the policy base and baseline, `.tf` outputs and script facts: the one site loader;
    // then the file's configuration: warnings it ignores there, warnings that fail the run.
    let checked = run.each(|loaded| {
        let parse = ks_lang::parse(&loaded.source.text);
        let mut diagnostics = ks_core::check(&parse, &loaded.options).diagnostics().to_vec();
        let path = loaded.file.clone().unwrap_or_else(|| PathBuf::from(&loaded.source.name));
        diagnostics.retain(|d| !loaded.config.ignored(&path, d.code));
        let outside_repository =
            matches!(loaded.options.policy_base, ks_core::policy::Base::OutsideRepository);
        let (name, text, config) = (loaded.source.name, loaded.source.text, loaded.config);
        FileReport { name, text, diagnostics, config, outside_repository }
    });
    let checked = match checked {
        Ok(checked) => checked,
        Err(outcome) => return outcome,
    };
    let (mut files, mut unreadable) = (Vec::new(), Vec::new());
    for answer in checked {
        match answer {
            Ok(file) => files.push(file),
            Err(file) => unreadable.push(file),
        }
    }
    once_outside_a_repository(&mut files);

    let reports: Vec<Report<'_>> = files
        .iter()
        .map(|file| Report { file: &file.name, text: &file.text, diagnostics: &file.diagnostics })
        .collect();
    let unread: Vec<diagnostics::Unreadable<'_>> = unreadable
        .iter()
        .map(|file| diagnostics::Unreadable { file: &file.name, reason: &file.reason })
        .collect();
    let mut out = std::io::BufWriter::with_capacity(1 << 16, output::Stdout);
    let written = match args.format {
        Format::Human => {
            for file in &unreadable {
                output::err(&format!("error: {}\n", file.message));
            }
            diagnostics::write_human(&reports, render::styles().stdout, &mut out)
        }
        Format::Json => diagnostics::write_json(&reports, &unread, &mut out),
        Format::Sarif => diagnostics::write_sarif(&reports, &unread, &mut out),
        Format::Github => diagnostics::write_github(&reports, &unread, &mut out),
    };
    // A closed pipe or a failed write is `output`'s to report (main); the run's status stands.
    let _ = written.and_then(|()| out.flush());
    drop(out);

    let count = |severity: Severity| {
        files.iter().flat_map(|f| &f.diagnostics).filter(|d| d.severity == severity).count()
    };
    let (errors, warnings) = (count(Severity::Error), count(Severity::Warning));
    let failing: usize = files.iter().map(FileReport::failing).sum();
    if args.format == Format::Human && !args.quiet {
        let totals = Totals {
            files: files.len() + unreadable.len(),
            errors,
            warnings,
            failing_warnings: failing - errors,
            unreadable: unreadable.len(),
        };
        output::err(&summary(&totals));
    }
    if !unreadable.is_empty() {
        Outcome::Usage
    } else if failing > 0 {
        Outcome::Failed
    } else {
        Outcome::Clean
    }
}

/// What a run found, for its closing line.
struct Totals {
    files: usize,
    errors: usize,
    warnings: usize,
    /// Warnings the configuration (or `--warnings-as-errors`) makes fail the run.
    failing_warnings: usize,
    unreadable: usize,
}

/// The closing line of a human report: `checked 3 files: 1 error, 2 warnings (1 failing the run)`.
fn summary(totals: &Totals) -> String {
    let plural =
        |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    let mut found = Vec::new();
    if totals.errors > 0 {
        found.push(plural(totals.errors, "error", "errors"));
    }
    if totals.warnings > 0 {
        let mut warnings = plural(totals.warnings, "warning", "warnings");
        match totals.failing_warnings {
            0 => {}
            n if n == totals.warnings => warnings.push_str(" (failing the run)"),
            n => warnings.push_str(&format!(" ({n} failing the run)")),
        }
        found.push(warnings);
    }
    if totals.unreadable > 0 {
        found.push(format!("{} unreadable", totals.unreadable));
    }
    let found = if found.is_empty() { "no problems".to_string() } else { found.join(", ") };
    format!("checked {}: {found}\n", plural(totals.files, "file", "files"))
}

/// Outside a git repository every file would say so (KS0405); a run says it once, on its first file.
fn once_outside_a_repository(files: &mut [FileReport]) {
    let mut said = false;
    for file in files.iter_mut().filter(|file| file.outside_repository) {
        if said {
            file.diagnostics.retain(|d| d.code != ks_core::codes::NO_POLICY_BASE);
        } else {
            said = file.diagnostics.iter().any(|d| d.code == ks_core::codes::NO_POLICY_BASE);
        }
    }
}
