//! `keepshipping check [PATH] [--actor human|agent|ci] [--context local|ci]
//! [--format human|json|sarif|github] [--no-scripts]`
//!
//! Parses and checks one workflow with `ks-core` and prints what it found. `PATH` defaults to `ship.ks`;
//! a directory means its `ship.ks`; `-` reads standard input. Exit 0 when nothing is an error (warnings
//! allowed), 1 when something is, 2 for a command-line problem or an input that cannot be read.
//!
//! The `CI` environment variable is read here and nowhere else: when it is non-empty, `ci_env` widens the
//! header advisory (KS0611); it never changes the actor or the context, which only the flags set.

use std::path::Path;

use clap::ValueEnum;
use ks_core::{Actor, CheckOptions, Context};

use ks_report::check;

use crate::{input, output, render, Outcome};

#[derive(clap::Args)]
pub struct Args {
    /// The workflow to check: a file, a directory (its `ship.ks`), or `-` for standard input.
    #[arg(default_value = "ship.ks")]
    path: String,
    /// Who the check is for: policy binds the actor.
    #[arg(long, value_enum, default_value_t = ActorArg::Human)]
    actor: ActorArg,
    /// Where the workflow is pretended to run: `local` warns about `ci-only:` steps.
    #[arg(long, value_enum, default_value_t = ContextArg::Local)]
    context: ContextArg,
    /// How to print the diagnostics.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
    /// The policy base (default: `$KEEPSHIPPING_BASE`, then `origin/$GITHUB_BASE_REF`, `origin/HEAD`,
    /// `origin/main`, `main`, `master`); one that does not resolve is exit 2.
    #[arg(long, value_name = "REF")]
    base: Option<String>,
    /// The organisation's baseline policy, a file.
    #[arg(long, value_name = "FILE")]
    baseline: Option<std::path::PathBuf>,
    /// Do not import script modules to read what they declare (importing runs their top-level code);
    /// a schema already in the cache is still read, and unread modules' outputs stay unchecked.
    #[arg(long)]
    no_scripts: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum ActorArg {
    Human,
    Agent,
    Ci,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum ContextArg {
    Local,
    Ci,
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
    options.actor = match args.actor {
        ActorArg::Human => Actor::Human,
        ActorArg::Agent => Actor::Agent,
        ActorArg::Ci => Actor::Ci,
    };
    options.context = match args.context {
        ContextArg::Local => Context::Local,
        ContextArg::Ci => Context::Ci,
    };
    options.ci_env = std::env::var_os("CI").is_some_and(|value| !value.is_empty());
    // Blocks beside the file, the policy base and the baseline: read by ks-host (issue 16).
    let file = (path != "-").then(|| Path::new(&path));
    let options = match ks_host::around::options_for(
        file,
        args.base.as_deref(),
        args.baseline.as_deref(),
        options,
    ) {
        Ok(options) => options,
        Err(err) => {
            output::err(&format!("error: {err}\n"));
            return Outcome::Usage;
        }
    };
    // `*.tf` outputs and script modules around the file (issue 17); standard input's site is `.`.
    let site = file.and_then(Path::parent).filter(|dir| !dir.as_os_str().is_empty());
    let scripts = ks_host::scripts::ScriptOptions {
        enabled: !args.no_scripts,
        ..ks_host::scripts::ScriptOptions::from_env()
    };
    let facts = ks_host::site::SiteFacts::new(site.unwrap_or(Path::new(".")), scripts);
    let options = options.with_runtime_outputs(std::sync::Arc::new(facts));

    let format = match args.format {
        Format::Human => check::Format::Human,
        Format::Json => check::Format::Json,
        Format::Sarif => check::Format::Sarif,
        Format::Github => check::Format::Github,
    };
    render::emit(check::run(&source.name, &source.text, &options, format, render::styles()))
}
