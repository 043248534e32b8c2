//! `keepshipping check [PATH...] [--actor human|agent|ci] [--context local|ci]
//! [--format human|json|sarif|github] [--exclude GLOB] [--quiet] [--no-scripts]
//! [--fix] [--unsafe-fixes] [--diff]`
//!
//! Parses and checks workflows with `ks-core` and prints one report for the run. `PATH` defaults to
//! the current directory; a directory means every `ship.ks` and `blocks/*.ks` under it; `-` reads
//! standard input. Files are checked in parallel and reported in path order. Exit 0 when nothing is
//! an error (warnings allowed), 1 when something is, 2 for a command-line problem or a file that
//! cannot be read (the others are still checked and reported).
//!
//! `--fix` applies the safe fixes the diagnostics carry (`--unsafe-fixes` the unsafe ones too) with
//! `ks_core::fix`, writes each changed file atomically (the formatter's writer) and reports what
//! remains; `--diff` prints the unified diff instead and writes nothing (exit 1 when something would
//! change). With `-` the fixed text goes to stdout and the report to stderr (ADR 0066).
//!
//! The `CI` environment variable is read once per run by the repository-run engine (`repository_run.rs`,
//! `base_options`): when it is non-empty, `ci_env` widens the header advisory (KS0611); it never
//! changes the actor or the context, which only the flags set.

use std::{io::Write, path::PathBuf};

use ks_core::fix::{Fixable, Refusal};
use ks_host::config::Flags;
use ks_lang::{Applicability, Diagnostic, Severity};
use ks_report::diagnostics::{self, Format, Report};

use crate::repository_run::{Covers, JudgeArgs, SiteArgs};
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
    /// Apply the safe fixes the diagnostics carry, write the files, and report what remains.
    #[arg(long)]
    fix: bool,
    /// Apply the unsafe fixes too (every did-you-mean); implies `--fix` unless `--diff` is given.
    #[arg(long)]
    unsafe_fixes: bool,
    /// Write nothing: print the unified diff of what the fixes would change; exit 1 if anything would.
    #[arg(long)]
    diff: bool,
}

impl Args {
    /// Which fixes to apply, when fixing at all.
    fn fixing(&self) -> Option<Applicability> {
        match (self.fix || self.diff || self.unsafe_fixes, self.unsafe_fixes) {
            (false, _) => None,
            (true, false) => Some(Applicability::Safe),
            (true, true) => Some(Applicability::Unsafe),
        }
    }
}

/// One file's findings.
struct FileReport {
    name: String,
    /// The text the diagnostics are of: the fixed text when fixing changed it.
    text: String,
    diagnostics: Vec<Diagnostic>,
    /// When fixing: the text as read (if the fixes changed it), how many fixes were applied, or why
    /// the file was left as it was.
    fixed: Option<Fixing>,
    /// The file on disk (`None`: standard input).
    path: Option<PathBuf>,
    /// How many of its diagnostics are warnings the configuration made errors (`warnings-as-errors`).
    promoted: usize,
    /// Its base is `OutsideRepository`: the file lies in no git repository.
    outside_repository: bool,
    /// What `--fix` (and `--unsafe-fixes`) would still apply to `text`, for the closing line.
    fixable: Fixable,
}

pub fn run(args: Args) -> Outcome {
    let flags =
        Flags { warnings_as_errors: args.warnings_as_errors.then_some(true), ..args.judge.flags() };
    // Blocks, the policy base and baseline, `.tf` outputs and script facts: the one site loader;
    // then the file's configuration: warnings it ignores there, warnings that fail the run.
    let fixing = args.fixing();
    let summarised = args.format == Format::Human && !args.quiet;
    let checked = args.site.each(Covers::WorkflowsAndBlocks, flags, |loaded| {
        let path = loaded.file.clone().unwrap_or_else(|| PathBuf::from(&loaded.source.name));
        let kept = |d: &Diagnostic| !loaded.config.ignored(&path, d.code);
        let (text, mut diagnostics, fixed) = match fixing {
            None => {
                // The tree takes the text and gives it back once checked: a large file is held
                // once while it is checked, not twice.
                let parse = ks_lang::parse_owned(loaded.source.text);
                let diagnostics = ks_core::check(&parse, &loaded.options).into_diagnostics();
                (parse.into_text(), diagnostics, None)
            }
            Some(level) => fix_one(loaded.source.text, &loaded.options, level, &kept),
        };
        // Counted by asking `ks_core::fix` what it would apply, refusals included.
        let fixable = match summarised {
            true => ks_core::fix::fixable(&text, &diagnostics, &loaded.options, &kept),
            false => Fixable::default(),
        };
        // What `plan`, `policy explain` and the language server report of the file too.
        let promoted = loaded.config.apply(&path, &mut diagnostics);
        let outside_repository =
            matches!(loaded.options.policy_base, ks_core::policy::Base::OutsideRepository);
        let (name, path) = (loaded.source.name, loaded.file);
        FileReport { name, text, diagnostics, fixed, path, promoted, outside_repository, fixable }
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
    if args.diff {
        return show_diffs(&files, &unreadable);
    }
    let stdin = args.site.paths.iter().any(|path| path == "-");
    let mut refused = 0;
    if fixing.is_some() {
        refused = files.iter().filter(|f| matches!(f.fixed, Some(Fixing::Refused(_)))).count();
        if stdin {
            // The text goes to stdout, fixed or not, so a pipe or an editor always gets the file back.
            if let Some(file) = files.first() {
                output::out(&file.text);
            }
        }
        refused += write_fixed(&files);
    }

    let reports: Vec<Report<'_>> = files
        .iter()
        .map(|file| Report { file: &file.name, text: &file.text, diagnostics: &file.diagnostics })
        .collect();
    let unread: Vec<diagnostics::Unreadable<'_>> = unreadable
        .iter()
        .map(|file| diagnostics::Unreadable { file: &file.name, reason: &file.reason })
        .collect();
    // With `-` fixed, stdout holds the text: the report goes to stderr.
    let mut out: Box<dyn Write> = match fixing.is_some() && stdin {
        true => Box::new(std::io::BufWriter::with_capacity(1 << 16, std::io::stderr())),
        false => Box::new(std::io::BufWriter::with_capacity(1 << 16, output::Stdout)),
    };
    let written = match args.format {
        Format::Human => {
            for file in &unreadable {
                output::err(&format!("error: {}\n", file.message));
            }
            let style = if fixing.is_some() && stdin {
                render::styles().stderr
            } else {
                render::styles().stdout
            };
            diagnostics::write_human(&reports, style, &mut out)
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
    if summarised {
        let totals = Totals {
            files: files.len() + unreadable.len(),
            errors,
            warnings,
            promoted: files.iter().map(|f| f.promoted).sum(),
            unreadable: unreadable.len(),
            fixable: files.iter().map(|f| f.fixable.safe).sum(),
            unsafe_fixable: files.iter().map(|f| f.fixable.unsafe_only).sum(),
        };
        output::err(&summary(&totals));
        if fixing.is_some() {
            output::err(&fixes_line(&files));
        }
    }
    if !unreadable.is_empty() {
        Outcome::Usage
    } else if errors > 0 || refused > 0 {
        Outcome::Failed
    } else {
        Outcome::Clean
    }
}

/// What a run found, for its closing line.
struct Totals {
    files: usize,
    /// Errors, the promoted warnings among them.
    errors: usize,
    warnings: usize,
    /// Warnings the configuration (or `--warnings-as-errors`) made errors.
    promoted: usize,
    unreadable: usize,
    /// Fixes `--fix` would apply, and those only `--unsafe-fixes` would (refused ones not counted).
    fixable: usize,
    unsafe_fixable: usize,
}

/// The closing line of a human report: `checked 3 files: 2 errors (1 from `warnings-as-errors`),
/// 2 warnings; 1 fixable with `--fix``.
fn summary(totals: &Totals) -> String {
    let plural =
        |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    let mut found = Vec::new();
    if totals.errors > 0 {
        let mut errors = plural(totals.errors, "error", "errors");
        if totals.promoted > 0 {
            errors.push_str(&format!(" ({} from `warnings-as-errors`)", totals.promoted));
        }
        found.push(errors);
    }
    if totals.warnings > 0 {
        found.push(plural(totals.warnings, "warning", "warnings"));
    }
    if totals.unreadable > 0 {
        found.push(format!("{} unreadable", totals.unreadable));
    }
    let found = if found.is_empty() { "no problems".to_string() } else { found.join(", ") };
    let fixable = match (totals.fixable, totals.unsafe_fixable) {
        (0, 0) => String::new(),
        (0, n) => format!("; {n} fixable with `--fix --unsafe-fixes`"),
        (n, 0) => format!("; {n} fixable with `--fix`"),
        (n, more) => format!("; {n} fixable with `--fix`, {more} more with `--unsafe-fixes`"),
    };
    format!("checked {}: {found}{fixable}\n", plural(totals.files, "file", "files"))
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

/// What fixing did to one file.
enum Fixing {
    /// The fixes applied (the text as read kept, for the diff and the write).
    Applied { original: String, applied: usize },
    /// Nothing to fix.
    Unchanged,
    /// Left as it was, and why.
    Refused(Refusal),
}

/// Fixes one file: the text its report is of, that text's diagnostics, and what fixing did.
fn fix_one(
    text: String,
    options: &ks_core::CheckOptions,
    level: Applicability,
    kept: &dyn Fn(&Diagnostic) -> bool,
) -> (String, Vec<Diagnostic>, Option<Fixing>) {
    match ks_core::fix::fix_where(&text, options, level, kept) {
        Ok(fixed) if fixed.text != text => {
            let applied = fixed.applied;
            (fixed.text, fixed.remaining, Some(Fixing::Applied { original: text, applied }))
        }
        Ok(fixed) => (text, fixed.remaining, Some(Fixing::Unchanged)),
        Err(refusal) => {
            let parse = ks_lang::parse(&text);
            let diagnostics = ks_core::check(&parse, options).into_diagnostics();
            (text, diagnostics, Some(Fixing::Refused(refusal)))
        }
    }
}

/// Writes each fixed file atomically (stdin's text is printed instead); says why a file was refused.
/// Returns how many files were refused or could not be written.
fn write_fixed(files: &[FileReport]) -> usize {
    let mut failed = 0;
    for file in files {
        match (&file.fixed, &file.path) {
            (Some(Fixing::Refused(refusal)), _) => {
                output::err(&format!("{}: {}\n", file.name, refusal.reason()));
            }
            (Some(Fixing::Applied { original, .. }), Some(path)) => {
                let written =
                    super::fmt::write_atomically(path, original.as_bytes(), file.text.as_bytes());
                let problem = match written {
                    Ok(()) => continue,
                    Err(super::fmt::WriteError::ChangedOnDisk) => {
                        "changed on disk while it was being fixed; it was not overwritten".into()
                    }
                    Err(super::fmt::WriteError::Io(message)) => {
                        format!("cannot write it: {message}")
                    }
                };
                output::err(&format!("error: {}: {problem}\n", file.name));
                failed += 1;
            }
            _ => {}
        }
    }
    failed
}

/// `--diff`: the unified diff of every file the fixes would change, on stdout; writes nothing.
/// Exit 1 when something would change (or a file was refused), 2 when a file could not be read.
fn show_diffs(files: &[FileReport], unreadable: &[crate::repository_run::Unreadable]) -> Outcome {
    let (mut changed, mut applied, mut refused) = (0, 0, 0);
    for file in files {
        match &file.fixed {
            Some(Fixing::Applied { original, applied: count }) => {
                output::out(&super::fmt::diff(&file.name, original, &file.text));
                changed += 1;
                applied += count;
            }
            Some(Fixing::Refused(refusal)) => {
                output::err(&format!("{}: {}\n", file.name, refusal.reason()));
                refused += 1;
            }
            _ => {}
        }
    }
    for file in unreadable {
        output::err(&format!("error: {}\n", file.message));
    }
    let remaining: usize = files.iter().map(|f| f.diagnostics.len()).sum();
    output::err(&format!(
        "{applied} would be fixed ({changed} {}), {remaining} remaining\n",
        if changed == 1 { "file" } else { "files" }
    ));
    if !unreadable.is_empty() {
        Outcome::Usage
    } else if changed > 0 || refused > 0 {
        Outcome::Failed
    } else {
        Outcome::Clean
    }
}

/// The line after the summary when fixing: what was fixed and what remains.
fn fixes_line(files: &[FileReport]) -> String {
    let remaining: usize = files.iter().map(|f| f.diagnostics.len()).sum();
    let applied: usize = files
        .iter()
        .map(|f| match f.fixed {
            Some(Fixing::Applied { applied, .. }) => applied,
            _ => 0,
        })
        .sum();
    format!("{applied} fixed, {remaining} remaining\n")
}
