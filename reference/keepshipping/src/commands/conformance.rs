//! The conformance suite's subprocess protocol (conformance/NOTATION.md): the input on stdin, the
//! level as the argument, the notation on stdout; exit 0 accepted, 1 rejected (for `format`: refused,
//! with the reason on stdout), 3 unsupported.

use std::io::Read;

use ks_lang::notation;

use crate::Outcome;

#[derive(clap::Args)]
pub struct Args {
    /// The level: `cst`, `ast`, `parse` or `format`.
    level: String,
}

pub fn run(args: Args) -> Outcome {
    let mut bytes = Vec::new();
    if std::io::stdin().read_to_end(&mut bytes).is_err() {
        eprintln!("error: cannot read standard input");
        return Outcome::Usage;
    }
    let Ok(text) = String::from_utf8(bytes) else {
        eprintln!("error: input is not UTF-8");
        return Outcome::Failed;
    };
    if args.level == "format" {
        // The formatted text, or (rejected) the reason the formatter refused.
        return match ks_fmt::format(&text) {
            Ok(formatted) => {
                print!("{formatted}");
                Outcome::Clean
            }
            Err(refusal) => {
                println!("{}", refusal.reason);
                Outcome::Failed
            }
        };
    }
    let parse = ks_lang::parse(&text);
    let printed = match args.level.as_str() {
        "cst" => notation::cst_sexp(&parse.syntax()),
        "ast" => notation::ast_json(&parse),
        "parse" => notation::diagnostics_text(&parse),
        _ => return Outcome::Unsupported,
    };
    print!("{printed}");
    if parse.has_errors() {
        Outcome::Failed
    } else {
        Outcome::Clean
    }
}
