//! `keepshipping plan [PATH] [--env NAME] [--event push:BRANCH|pr|tag:TAG|manual]
//! [--format human|json|dot|mermaid]`
//!
//! Checks one workflow and prints what a runner would execute: per environment, the numbered steps,
//! which are skipped and why, how each `when:` is settled, the rollback policy, the inputs, and what
//! waits on what (D21). Without `--env`/`--event` every environment is planned, in declaration order;
//! with either, `ks_core::select_env` picks one.
//!
//! A file with errors prints its diagnostics (standard error), no plan, and exits 1; warnings are
//! printed on standard error above a plan. The file's configuration is laid over the diagnostics as
//! `check` lays it: `[per-file-ignores]` leave warnings out, and a warning `warnings-as-errors` (or
//! `--warnings-as-errors`) makes fail is an error, so the file gets no plan (ADR 0070). A selection that fails (an unknown `--env`, an ambiguous
//! event) and an unreadable input exit 2.

use std::path::PathBuf;

use ks_host::config::Flags;
use ks_report::plan::{self, Format};

use crate::repository_run::{Covers, JudgeArgs, SelectArgs, SiteArgs};
use crate::{render, Outcome};

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    site: SiteArgs,
    #[command(flatten)]
    judge: JudgeArgs,
    #[command(flatten)]
    select: SelectArgs,
    /// How to print the plan.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
    /// Refuse to plan a file with any warning, as `check --warnings-as-errors` fails it (the
    /// configuration can list some).
    #[arg(long)]
    warnings_as_errors: bool,
}

pub fn run(args: Args) -> Outcome {
    // The same facts `check` reads, so a file it rejects gets no plan.
    let format = args.format;
    let styles = render::styles();
    let flags =
        Flags { warnings_as_errors: args.warnings_as_errors.then_some(true), ..args.judge.flags() };
    let selection =
        plan::Selection { env: args.select.env.as_deref(), event: args.select.event.as_ref() };
    let planned = args.site.each(Covers::Workflows, flags, |loaded| {
        // The file's configuration over its diagnostics, as `check` reports them.
        let path = loaded.file.clone().unwrap_or_else(|| PathBuf::from(&loaded.source.name));
        let judge = |diagnostics: &mut Vec<_>| {
            loaded.config.apply(&path, diagnostics);
        };
        let printed = plan::run_judged(
            &loaded.source.name,
            &loaded.source.text,
            &loaded.options,
            &judge,
            selection,
            format,
            styles,
        );
        (loaded.source.name, printed)
    });
    let planned = match planned {
        Ok(planned) => planned,
        Err(outcome) => return outcome,
    };
    // One plan per file, in path order; several files' human plans each under their path.
    let headed = planned.len() > 1 && format == Format::Human;
    render::each_file(planned, headed, render::emit)
}
