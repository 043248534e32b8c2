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

use std::path::Path;

use clap::ValueEnum;
use ks_core::{select::Event, CheckOptions};
use ks_report::plan;

use crate::{input, output, render, Outcome};

#[derive(clap::Args)]
pub struct Args {
    /// The workflow: a file, a directory (its `ship.ks`), or `-` for standard input.
    #[arg(default_value = "ship.ks")]
    path: String,
    /// Plan this environment only.
    #[arg(long, value_name = "NAME")]
    env: Option<String>,
    /// Plan the environment this event selects: push:BRANCH, pr, tag:TAG or manual.
    #[arg(long, value_name = "EVENT", value_parser = parse_event)]
    event: Option<Event>,
    /// How to print the plan.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
}

fn parse_event(text: &str) -> Result<Event, String> {
    Event::parse(text)
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
    let path = if args.path != "-" && Path::new(&args.path).is_dir() {
        Path::new(&args.path).join("ship.ks").to_string_lossy().into_owned()
    } else {
        args.path.clone()
    };
    let source = match input::read(&path) {
        Ok(source) => source,
        Err(err) => {
            output::err(&format!("error: {err}\n"));
            return Outcome::Usage;
        }
    };
    let mut options = CheckOptions::default();
    options.ci_env = std::env::var_os("CI").is_some_and(|value| !value.is_empty());
    // The blocks beside the file, as `check` reads them (BLOCK-18; defaults filled, BLOCK-6).
    if path != "-" {
        options.blocks = ks_host::blocks::discover(Path::new(&path));
    }
    let format = match args.format {
        Format::Human => plan::Format::Human,
        Format::Json => plan::Format::Json,
        Format::Dot => plan::Format::Dot,
        Format::Mermaid => plan::Format::Mermaid,
    };
    render::emit(plan::run(
        &source.name,
        &source.text,
        &options,
        args.env.as_deref(),
        args.event.as_ref(),
        format,
        render::styles(),
    ))
}
