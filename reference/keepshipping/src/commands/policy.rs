//! `keepshipping policy explain [PATH] [--actor human|agent|ci] [--base REF] [--baseline FILE]
//! [--format human|json]`
//!
//! Per environment and verb, the effective answer for the actor — baseline ∩ default branch ∩ this
//! file (ADR 0012) — and the document it came from, with the base folded in named (POL-12, POL-24).
//! The documents are read the way `keepshipping check` reads them (ks-host's `around`), so the two
//! commands apply the same policy. Exit 0, or 2 when the file or the baseline cannot be read or an
//! explicitly named base does not resolve.

use std::path::Path;

use ks_host::config::Flags;
use ks_report::policy::{self, Format};

use crate::repository_run::{actor_parser, Covers, SiteArgs};
use crate::{output, render, Outcome};

#[derive(clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: PolicyCommand,
}

#[derive(clap::Subcommand)]
enum PolicyCommand {
    /// Show who may do what in each environment, and which document says so.
    #[command(after_help = crate::EXIT_STATUSES)]
    Explain(ExplainArgs),
}

#[derive(clap::Args)]
struct ExplainArgs {
    #[command(flatten)]
    site: SiteArgs,
    /// Whose policy: agents read `agents:`, humans and CI runs `humans:` (default: the
    /// configuration's actor, else `human`).
    #[arg(long, value_parser = actor_parser())]
    actor: Option<ks_core::Actor>,
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
}

pub fn run(args: Args) -> Outcome {
    match args.command {
        PolicyCommand::Explain(args) => explain(args),
    }
}

fn explain(args: ExplainArgs) -> Outcome {
    let flags = Flags { actor: args.actor, ..Flags::default() };
    let format = args.format;
    let explained = args.site.each(Covers::Workflows, flags, |loaded| {
        let head = loaded
            .file
            .as_deref()
            .and_then(|f| std::path::absolute(f).ok())
            .and_then(|f| f.parent().map(Path::to_path_buf))
            .and_then(|dir| ks_host::policy::resolve_commit(&dir, "HEAD"));
        let text = policy::explain(
            &loaded.source.name,
            &loaded.source.text,
            &loaded.options,
            head.as_deref(),
            format,
        );
        (loaded.source.name, text)
    });
    let explained = match explained {
        Ok(explained) => explained,
        Err(outcome) => return outcome,
    };
    let headed = explained.len() > 1 && format == Format::Human;
    render::each_file(explained, headed, |text: String| {
        output::out(&text);
        Outcome::Clean
    })
}
