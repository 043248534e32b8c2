//! `keepshipping policy explain [PATH] [--actor human|agent|ci] [--base REF] [--baseline FILE]
//! [--format human|json]`
//!
//! Per environment and verb, the effective answer for the actor — baseline ∩ default branch ∩ this
//! file (ADR 0012) — and the document it came from, with the base folded in named (POL-12, POL-24).
//! The documents are read the way `keepshipping check` reads them (ks-host's `around`), so the two
//! commands apply the same policy. Exit 0, or 2 when the file or the baseline cannot be read or an
//! explicitly named base does not resolve.

use std::path::Path;

use clap::ValueEnum;
use ks_core::{Actor, CheckOptions};
use ks_report::policy;

use crate::{input, output, Outcome};

#[derive(clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: PolicyCommand,
}

#[derive(clap::Subcommand)]
enum PolicyCommand {
    /// Show who may do what in each environment, and which document says so.
    Explain(ExplainArgs),
}

#[derive(clap::Args)]
struct ExplainArgs {
    /// The workflow: a file, a directory (its `ship.ks`), or `-` for standard input.
    #[arg(default_value = "ship.ks")]
    path: String,
    /// Whose policy: agents read `agents:`, humans and CI runs `humans:`.
    #[arg(long, value_enum, default_value_t = ActorArg::Human)]
    actor: ActorArg,
    /// The policy base (default: `$KEEPSHIPPING_BASE`, then `origin/$GITHUB_BASE_REF`,
    /// `origin/HEAD`, `origin/main`, `main`, `master`).
    #[arg(long, value_name = "REF")]
    base: Option<String>,
    /// The organisation's baseline policy, a file.
    #[arg(long, value_name = "FILE")]
    baseline: Option<std::path::PathBuf>,
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum ActorArg {
    Human,
    Agent,
    Ci,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    Human,
    Json,
}

pub fn run(args: Args) -> Outcome {
    match args.command {
        PolicyCommand::Explain(args) => explain(args),
    }
}

fn explain(args: ExplainArgs) -> Outcome {
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
    let actor = match args.actor {
        ActorArg::Human => Actor::Human,
        ActorArg::Agent => Actor::Agent,
        ActorArg::Ci => Actor::Ci,
    };
    let file = (path != "-").then(|| Path::new(&path));
    let options = CheckOptions::default().with_actor(actor);
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
    let head = file
        .and_then(|f| std::path::absolute(f).ok())
        .and_then(|f| f.parent().map(Path::to_path_buf))
        .and_then(|dir| ks_host::policy::resolve_commit(&dir, "HEAD"));
    let format = match args.format {
        Format::Human => policy::Format::Human,
        Format::Json => policy::Format::Json,
    };
    output::out(&policy::explain(&source.name, &source.text, &options, head.as_deref(), format));
    Outcome::Clean
}
