//! `keepshipping explain CODE` and `keepshipping explain --list`: what a diagnostic code means, from
//! the catalog every report names codes from.

use crate::{render, Outcome};

#[derive(clap::Args)]
pub struct Args {
    /// A code (`KS0101`) or its name (`invalid-value`).
    #[arg(required_unless_present = "list")]
    code: Option<String>,
    /// List every code with its severity and name.
    #[arg(long, conflicts_with = "code")]
    list: bool,
}

pub fn run(args: Args) -> Outcome {
    match &args.code {
        Some(code) if !args.list => render::emit(ks_report::explain::explain(code)),
        _ => render::emit(ks_report::explain::list()),
    }
}
