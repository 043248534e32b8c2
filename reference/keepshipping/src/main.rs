//! `keepshipping`: the command-line tool. The only crate that prints or exits.

mod commands;
mod input;
mod outcome;
mod output;
mod render;
mod repository_run;
mod walk;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use outcome::CONFORMANCE_EXIT_STATUSES;
pub use outcome::{Outcome, EXIT_STATUSES};

/// Check, format and inspect Keep Shipping workflows (`ship.ks`).
#[derive(Parser)]
#[command(name = "keepshipping", version, about, after_help = EXIT_STATUSES)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
    /// Colour the output: `auto` on a terminal (not with `NO_COLOR`; `CLICOLOR_FORCE` anywhere).
    #[arg(long, value_enum, global = true, default_value_t = render::ColorChoice::Auto)]
    color: render::ColorChoice,
}

#[derive(Subcommand)]
enum Command {
    /// Parse a file and print its tokens, tree, AST or diagnostics.
    #[command(after_help = EXIT_STATUSES)]
    Parse(commands::parse::Args),
    /// Check what a workflow means (references, kinds, types, environments, triggers) before it runs.
    #[command(after_help = EXIT_STATUSES)]
    Check(commands::check::Args),
    /// Format files into the canonical layout (in place, `--check`, or `-` for stdin).
    #[command(after_help = EXIT_STATUSES)]
    Fmt(commands::fmt::Args),
    /// Print the checked workflow per environment: numbered steps, what waits on what, what is skipped.
    #[command(after_help = EXIT_STATUSES)]
    Plan(commands::plan::Args),
    /// Run a workflow against a simulated target (`--world`) and print its run log.
    #[command(after_help = EXIT_STATUSES)]
    Run(commands::run::Args),
    /// Explain the effective policy: who may do what in each environment, and which document says so.
    #[command(after_help = EXIT_STATUSES)]
    Policy(commands::policy::Args),
    /// Explain a diagnostic code (`KS0101` or its name), or list them all (`--list`).
    #[command(after_help = EXIT_STATUSES)]
    Explain(commands::explain::Args),
    /// Run the language server on stdin/stdout (diagnostics, formatting, hover, definition, completion).
    #[command(after_help = EXIT_STATUSES)]
    Lsp(commands::lsp::Args),
    /// Print the completion script of a shell (bash, elvish, fish, powershell, zsh).
    #[command(after_help = EXIT_STATUSES)]
    Completions(commands::completions::Args),
    /// Speak the conformance suite's subprocess protocol (conformance/NOTATION.md).
    #[command(hide = true, after_help = CONFORMANCE_EXIT_STATUSES)]
    Conformance(commands::conformance::Args),
}

/// A run judges its files on several threads, and glibc's allocator makes them queue on its arena
/// locks (most thread switches of a 1,000-site run were such waits); jemalloc keeps a cache per
/// thread, as Ruff's builds do. Elsewhere the system's allocator.
#[cfg(all(target_os = "linux", any(target_arch = "x86_64", target_arch = "aarch64")))]
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) => {
            let _ = err.print();
            return ExitCode::from(if err.use_stderr() { 2 } else { 0 });
        }
    };
    render::set_color(cli.color);
    let outcome = match cli.command {
        Command::Parse(args) => commands::parse::run(args),
        Command::Check(args) => commands::check::run(args),
        Command::Fmt(args) => commands::fmt::run(args),
        Command::Plan(args) => commands::plan::run(args),
        Command::Run(args) => commands::run::run(args),
        Command::Policy(args) => commands::policy::run(args),
        Command::Explain(args) => commands::explain::run(args),
        Command::Lsp(args) => commands::lsp::run(args),
        Command::Completions(args) => commands::completions::run(args),
        Command::Conformance(args) => commands::conformance::run(args),
    };
    // A reader that closed the pipe is not a failure (output.rs); any other write failure is.
    if let Some(failure) = output::finish() {
        output::err(&format!("error: {failure}\n"));
        return ExitCode::from(2);
    }
    ExitCode::from(outcome.exit_status())
}
