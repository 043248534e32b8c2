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

/// The formatter's answer as one JSON object, for a client without streams (the playground):
/// `{"changed", "formatted"}`, or `{"refused", "reason", "stderr"}` with the refusal's diagnostics as
/// `check --format json` lists them and the refusal as `fmt` prints it on standard error.
pub fn json(file: &str, text: &str) -> String {
    let answer = match ks_fmt::format(text) {
        Ok(formatted) => {
            serde_json::json!({ "changed": formatted != text, "formatted": formatted })
        }
        Err(refused) => {
            let report = Report { file, text, diagnostics: &refused.diagnostics };
            let diagnostics: serde_json::Value = serde_json::from_str(&diagnostics::json(&report))
                .expect("the diagnostics JSON parses");
            let stderr = refusal(file, text, &refused, Style::Plain);
            serde_json::json!({ "refused": diagnostics, "reason": refused.reason, "stderr": stderr })
        }
    };
    answer.to_string()
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
