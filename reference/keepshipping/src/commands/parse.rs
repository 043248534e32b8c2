//! `keepshipping parse [PATH|-] --emit tokens|cst|ast|diagnostics --format text|json`

use clap::ValueEnum;
use ks_report::parse;

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

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Emit {
    Tokens,
    Cst,
    Ast,
    Diagnostics,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    Text,
    Json,
}

pub fn run(args: Args) -> Outcome {
    let source = match input::read(&args.path) {
        Ok(source) => source,
        Err(err) => {
            output::err(&format!("error: {err}\n"));
            return Outcome::Usage;
        }
    };
    let emit = match args.emit {
        Emit::Tokens => parse::Emit::Tokens,
        Emit::Cst => parse::Emit::Cst,
        Emit::Ast => parse::Emit::Ast,
        Emit::Diagnostics => parse::Emit::Diagnostics,
    };
    let format = match args.format {
        Format::Text => parse::Format::Text,
        Format::Json => parse::Format::Json,
    };
    render::emit(parse::run(&source.name, &source.text, emit, format, render::styles()))
}
