//! `keepshipping completions SHELL`: the shell's completion script for every command and flag, from
//! the same command-line definition the tool parses (clap_complete), printed on standard output.
//!
//! bash: `keepshipping completions bash > ~/.local/share/bash-completion/completions/keepshipping`;
//! zsh: into a folder on `$fpath` as `_keepshipping`; fish: `~/.config/fish/completions/keepshipping.fish`.

use clap::CommandFactory;
use clap_complete::Shell;

use crate::{output, Cli, Outcome};

#[derive(clap::Args)]
pub struct Args {
    /// The shell: bash, elvish, fish, powershell or zsh.
    shell: Shell,
}

pub fn run(args: Args) -> Outcome {
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut Cli::command(), "keepshipping", &mut script);
    output::out(&String::from_utf8_lossy(&script));
    Outcome::Clean
}
