//! `keepshipping fmt`: what a refusal looks like, and `fmt -` (standard input to standard output).

use ks_fmt::Refusal;

use crate::{
    diagnostics::{self, Report, Style},
    Printed, Status, Styles,
};

/// Why a file was not formatted: `error: NAME: reason`, then the diagnostics that block it.
pub fn refusal(file: &str, text: &str, refusal: &Refusal, style: Style) -> String {
    let report = Report { file, text, diagnostics: &refusal.diagnostics };
    format!("error: {file}: {}\n{}", refusal.reason, diagnostics::human(&report, style))
}

/// `fmt -` without `--check`: the formatted text on standard output, or the refusal on standard
/// error (status `Failed`).
pub fn stdin(file: &str, text: &str, styles: Styles) -> Printed {
    let mut out = Printed::new();
    match ks_fmt::format(text) {
        Ok(formatted) => {
            out.out(formatted);
            out
        }
        Err(refused) => {
            out.err(refusal(file, text, &refused, styles.stderr));
            out.ended(Status::Failed)
        }
    }
}
