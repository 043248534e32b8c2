//! `keepshipping parse [PATH|-] --emit tokens|cst|ast|diagnostics --format text|json`

use ks_report::parse::{self, Emit, Format};

use crate::{input, output, render, Outcome};

#[derive(clap::Args)]
pub struct Args {
    /// The file to parse, or `-` for standard input.
    #[arg(default_value = "ship.ks")]
    path: String,
    /// What to print.
    #[arg(long, value_enum, default_value_t = Emit::Diagnostics)]
    emit: Emit,
    /// How to print it.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

pub fn run(args: Args) -> Outcome {
    let source = match input::read(&args.path) {
        Ok(source) => source,
        Err(err) => {
            output::err(&format!("error: {err}\n"));
            return Outcome::Usage;
        }
    };
    render::emit(parse::run(&source.name, &source.text, args.emit, args.format, render::styles()))
}
