//! `keepshipping check`: the diagnostics of one file, in the format asked for.

use ks_core::CheckOptions;

use crate::{
    diagnostics::{self, Report},
    Printed, Status, Styles,
};

/// How to print the diagnostics (`--format`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Format {
    Human,
    Json,
    Sarif,
    Github,
}

/// Parses and checks `text` with the options the host assembled. The status is `Failed` when a
/// diagnostic is an error (warnings allowed).
pub fn run(
    file: &str,
    text: &str,
    options: &CheckOptions,
    format: Format,
    styles: Styles,
) -> Printed {
    let parse = ks_lang::parse(text);
    let checked = ks_core::check(&parse, options);
    let report = Report { file, text, diagnostics: checked.diagnostics() };
    let mut out = Printed::new();
    out.out(match format {
        Format::Human => diagnostics::human(&report, styles.stdout),
        Format::Json => diagnostics::json(&report),
        Format::Sarif => diagnostics::sarif(&report),
        Format::Github => diagnostics::github(&report),
    });
    out.ended(if checked.has_errors() { Status::Failed } else { Status::Clean })
}
