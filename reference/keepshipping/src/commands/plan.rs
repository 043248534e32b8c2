//! `keepshipping plan [PATH] [--env NAME] [--event push:BRANCH|pr|tag:TAG|manual]
//! [--format human|json|dot|mermaid]`
//!
//! Checks one workflow and prints what a runner would execute: per environment, the numbered steps,
//! which are skipped and why, how each `when:` is settled, the rollback policy, the inputs, and what
//! waits on what (D21). Without `--env`/`--event` every environment is planned, in declaration order;
//! with either, `ks_core::select_env` picks one.
//!
//! A file with errors prints its diagnostics (standard error), no plan, and exits 1; warnings are
//! printed on standard error above a plan. A selection that fails (an unknown `--env`, an ambiguous
//! event) and an unreadable input exit 2.

use clap::ValueEnum;
use ks_report::plan;

use super::site::{Covers, JudgeArgs, SelectArgs, SiteArgs};
use crate::{output, render, Outcome};

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
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    /// For a reviewer in a terminal.
    Human,
    /// The `plan.json` notation.
    Json,
    /// Graphviz DOT, one cluster per environment.
    Dot,
    /// A Mermaid flowchart, one subgraph per environment.
    Mermaid,
}

pub fn run(args: Args) -> Outcome {
    // The same facts `check` reads, so a file it rejects gets no plan.
    let format = match args.format {
        Format::Human => plan::Format::Human,
        Format::Json => plan::Format::Json,
        Format::Dot => plan::Format::Dot,
        Format::Mermaid => plan::Format::Mermaid,
    };
    let styles = render::styles();
    let planned = args.site.each(Covers::Workflows, args.judge.flags(), |loaded| {
        let printed = plan::run(
            &loaded.source.name,
            &loaded.source.text,
            &loaded.options,
            args.select.env.as_deref(),
            args.select.event.as_ref(),
            format,
            styles,
        );
        (loaded.source.name, printed)
    });
    let planned = match planned {
        Ok(planned) => planned,
        Err(outcome) => return outcome,
    };
    let several = planned.len() > 1;
    // One plan per file, in path order; several files' human plans each under their path.
    let mut outcome = Outcome::Clean;
    for answer in planned {
        let this = match answer {
            Ok((name, printed)) => {
                if several && format == plan::Format::Human {
                    output::out(&format!("==> {name} <==\n"));
                }
                render::emit(printed)
            }
            Err(file) => {
                output::err(&format!("error: {}\n", file.message));
                Outcome::Usage
            }
        };
        outcome = outcome.max(this);
    }
    outcome
}
