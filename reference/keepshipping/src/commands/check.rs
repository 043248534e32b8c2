//! `keepshipping check [PATH] [--actor human|agent|ci] [--context local|ci]
//! [--format human|json|sarif|github] [--no-scripts]`
//!
//! Parses and checks one workflow with `ks-core` and prints what it found. `PATH` defaults to `ship.ks`;
//! a directory means its `ship.ks`; `-` reads standard input. Exit 0 when nothing is an error (warnings
//! allowed), 1 when something is, 2 for a command-line problem or an input that cannot be read.
//!
//! The `CI` environment variable is read here and nowhere else: when it is non-empty, `ci_env` widens the
//! header advisory (KS0611); it never changes the actor or the context, which only the flags set.

use clap::ValueEnum;

use ks_report::check;

use super::site::{JudgeArgs, SiteArgs};
use crate::{render, Outcome};

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    site: SiteArgs,
    #[command(flatten)]
    judge: JudgeArgs,
    /// How to print the diagnostics.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    /// Annotated source snippets, for a terminal.
    Human,
    /// `{"diagnostics": [...]}`, the shape `parse --format json` prints.
    Json,
    /// A SARIF 2.1.0 log, for GitHub code scanning and other SARIF viewers.
    Sarif,
    /// GitHub Actions workflow commands (`::error file=…::…`), shown as annotations.
    Github,
}

pub fn run(args: Args) -> Outcome {
    // Blocks, the policy base and baseline, `.tf` outputs and script facts: the one site loader.
    let loaded = match args.site.load(args.judge.options()) {
        Ok(loaded) => loaded,
        Err(outcome) => return outcome,
    };
    let format = match args.format {
        Format::Human => check::Format::Human,
        Format::Json => check::Format::Json,
        Format::Sarif => check::Format::Sarif,
        Format::Github => check::Format::Github,
    };
    render::emit(check::run(
        &loaded.source.name,
        &loaded.source.text,
        &loaded.options,
        format,
        render::styles(),
    ))
}
