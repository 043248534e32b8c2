//! Comparators: one per level, as `conformance/NOTATION.md` defines them.

use similar::TextDiff;

use crate::notation::{diag, parse_json, sexp};
use crate::{Case, Level, Outcome};

/// The result of one (case, level) trial.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Pass,
    Fail(String),
    Skip(String),
}

/// Grades `outcome` for `case` at `level` against the expected text.
pub fn evaluate(case: &Case, level: Level, expected: &str, outcome: &Outcome) -> Verdict {
    let (accepted, text) = match outcome {
        Outcome::Unsupported => return Verdict::Skip(format!("level {level} unsupported")),
        Outcome::Crashed(msg) => return Verdict::Fail(format!("crashed: {msg}")),
        Outcome::Accepted(t) => (true, t.as_str()),
        Outcome::Rejected(t) => (false, t.as_str()),
    };
    if accepted != case.meta.valid {
        let want = if case.meta.valid { "accepted" } else { "rejected" };
        let got = if accepted { "accepted" } else { "rejected" };
        let mut msg = format!("the input must be {want}, the implementation {got} it");
        if !text.is_empty() && level != Level::Ast {
            msg.push_str(&format!("\noutput:\n{text}"));
        }
        return Verdict::Fail(msg);
    }
    let result = match level {
        Level::Cst => compare_cst(&case.input, expected, text),
        Level::Ast => compare_ast(expected, text),
        Level::Parse => compare_diag(expected, text),
    };
    match result {
        Ok(()) => Verdict::Pass,
        Err(msg) => Verdict::Fail(msg),
    }
}

/// `cst`: structural equality of the two trees, plus the derived round-trip check (the concatenated
/// token text of the actual tree is the input).
pub fn compare_cst(input: &[u8], expected: &str, actual: &str) -> Result<(), String> {
    let want = sexp::parse(expected).map_err(|e| format!("expected file: {e}"))?;
    let got = sexp::parse(actual).map_err(|e| format!("implementation output: {e}"))?;
    let text = got.text();
    if text.as_bytes() != input {
        return Err(format!(
            "the tree is not lossless: its token text differs from the input\n{}",
            diff(&String::from_utf8_lossy(input), &text)
        ));
    }
    if want != got {
        return Err(format!(
            "CST differs (- expected, + actual)\n{}",
            diff(&want.pretty(), &got.pretty())
        ));
    }
    Ok(())
}

/// `ast`: structural JSON equality (object key order and layout are free).
pub fn compare_ast(expected: &str, actual: &str) -> Result<(), String> {
    let want = parse_json(expected).map_err(|e| format!("expected file: {e}"))?;
    let got = parse_json(actual).map_err(|e| format!("implementation output: {e}"))?;
    if want != got {
        let pretty =
            |v: &serde_json::Value| serde_json::to_string_pretty(v).unwrap_or_default() + "\n";
        return Err(format!(
            "AST differs (- expected, + actual)\n{}",
            diff(&pretty(&want), &pretty(&got))
        ));
    }
    Ok(())
}

/// `parse`: the same diagnostics, compared on (code, start, end) as a sorted list; messages are not
/// compared.
pub fn compare_diag(expected: &str, actual: &str) -> Result<(), String> {
    let want = diag::parse(expected).map_err(|e| format!("expected file: {e}"))?;
    let got = diag::parse(actual).map_err(|e| format!("implementation output: {e}"))?;
    let mut want_keys: Vec<_> = want.iter().map(diag::DiagLine::key).collect();
    let mut got_keys: Vec<_> = got.iter().map(diag::DiagLine::key).collect();
    want_keys.sort();
    got_keys.sort();
    if want_keys != got_keys {
        let heads = |v: &[diag::DiagLine]| {
            let mut lines: Vec<_> = v.iter().map(|d| (d.key(), d.head())).collect();
            lines.sort();
            lines.into_iter().map(|(_, h)| h + "\n").collect::<String>()
        };
        return Err(format!(
            "diagnostics differ on (code, start, end) (- expected, + actual)\n{}",
            diff(&heads(&want), &heads(&got))
        ));
    }
    Ok(())
}

/// A unified line diff, for failure messages.
pub fn diff(expected: &str, actual: &str) -> String {
    TextDiff::from_lines(expected, actual).unified_diff().context_radius(3).to_string()
}
