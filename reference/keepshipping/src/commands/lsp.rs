//! `keepshipping lsp`: the language server on stdin/stdout (ks-lsp). Editors start it; it runs until
//! the client sends `exit`. Exit 0 after an orderly shutdown, 2 when the protocol breaks down (the
//! reason on stderr, which editors show in their server log).

use crate::Outcome;

#[derive(clap::Args)]
pub struct Args {
    /// Accepted for editors that pass it (VS Code's language client does); stdio is the only transport.
    #[arg(long)]
    stdio: bool,
}

pub fn run(args: Args) -> Outcome {
    let _ = args.stdio;
    match ks_lsp::run_stdio() {
        Ok(()) => Outcome::Clean,
        Err(err) => {
            eprintln!("keepshipping lsp: {err}");
            Outcome::Usage
        }
    }
}
