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
///
/// Acceptance is graded first: at `cst`, `ast` and `parse` the implementation must accept exactly the
/// inputs `case.toml` marks `valid`; at `check`, exactly those whose expected `check.diag` holds no
/// error (severities from `codes.toml`); at `format`, `migrate` and `fix`, it must refuse exactly when
/// the case holds the refusal file (`format.refused`, `migrate.refused`, `fix.refused`), and a refusal
/// then says why as that file does (its condition, or its leftovers).
pub fn evaluate(case: &Case, level: Level, expected: &str, outcome: &Outcome) -> Verdict {
    let (accepted, text) = match outcome {
        Outcome::Unsupported => return Verdict::Skip(format!("level {level} unsupported")),
        Outcome::Crashed(msg) => return Verdict::Fail(format!("crashed: {msg}")),
        Outcome::Accepted(t) => (true, t.as_str()),
        Outcome::Rejected(t) => (false, t.as_str()),
    };
    let want_accepted = match level {
        Level::Format | Level::Migrate | Level::Fix => !case.expects_refusal(level),
        Level::Check => match check_accepts(expected) {
            Ok(accepts) => accepts,
            Err(e) => return Verdict::Fail(e),
        },
        Level::Exec => !run_refused(expected),
        _ => case.meta.valid,
    };
    if accepted != want_accepted {
        let (yes, no) = match level {
            Level::Format => ("formatted", "refused"),
            Level::Migrate => ("migrated", "refused"),
            Level::Fix => ("fixed", "refused"),
            _ => ("accepted", "rejected"),
        };
        let word = |a: bool| if a { yes } else { no };
        let mut msg = format!(
            "the input must be {}, the implementation {} it",
            word(want_accepted),
            word(accepted)
        );
        if !text.is_empty() && level != Level::Ast {
            msg.push_str(&format!("\noutput:\n{text}"));
        }
        return Verdict::Fail(msg);
    }
    let result = match level {
        Level::Cst => compare_cst(&case.input, expected, text),
        Level::Ast => compare_ast(expected, text),
        Level::Parse | Level::Check => compare_diag(expected, text),
        Level::Migrate if !accepted => compare_leftovers(expected, text),
        Level::Format | Level::Fix if !accepted => compare_refusal(expected, text),
        Level::Format | Level::Migrate | Level::Fix => compare_text(level, expected, text),
        Level::Plan => compare_ast(expected, text),
        Level::Exec => compare_jsonl(expected, text),
    };
    match result {
        Ok(()) => Verdict::Pass,
        Err(msg) => Verdict::Fail(msg),
    }
}

/// Whether the checker must accept an input whose expected diagnostics are `expected` (`check.diag`):
/// no diagnostic has a code of severity `error` in the suite's `codes.toml` (unregistered codes count
/// as errors).
pub fn check_accepts(expected: &str) -> Result<bool, String> {
    let codes = crate::codes::Codes::suite()?;
    let lines = diag::parse(expected).map_err(|e| format!("expected file: {e}"))?;
    Ok(!lines.iter().any(|d| codes.is_error(&d.code)))
}

/// Whether a run log (`run.jsonl`) is a refusal: its first record is `run.refused`.
pub fn run_refused(log: &str) -> bool {
    let first =
        log.lines().next().and_then(|line| serde_json::from_str::<serde_json::Value>(line).ok());
    first.is_some_and(|record| record["event"] == "run.refused")
}

/// The members of a run log that are the implementation's own words, by event, and never compared
/// (NOTATION.md §5d): a refused run's `message` is the checker's, like a diagnostic's message.
const FREE_MEMBERS: &[(&str, &str)] = &[("run.refused", "message")];

/// `exec`: the logs line by line, each line a JSON object compared as a value (member order free),
/// without its free members.
pub fn compare_jsonl(expected: &str, actual: &str) -> Result<(), String> {
    let without_free = |mut record: serde_json::Map<String, serde_json::Value>| {
        let event = record.get("event").and_then(|e| e.as_str()).unwrap_or_default().to_string();
        for (_, member) in FREE_MEMBERS.iter().filter(|(of, _)| *of == event) {
            record.remove(*member);
        }
        serde_json::Value::Object(record)
    };
    let records = |text: &str, whose: &str| -> Result<Vec<serde_json::Value>, String> {
        text.lines()
            .enumerate()
            .map(|(i, line)| match serde_json::from_str::<serde_json::Value>(line) {
                Ok(serde_json::Value::Object(record)) => Ok(without_free(record)),
                Ok(_) => Err(format!("{whose}, line {}: not a JSON object", i + 1)),
                Err(e) => Err(format!("{whose}, line {}: {e}", i + 1)),
            })
            .collect()
    };
    let want = records(expected, "expected file")?;
    let got = records(actual, "implementation output")?;
    if want == got {
        return Ok(());
    }
    let first =
        want.iter().zip(&got).position(|(w, g)| w != g).unwrap_or(want.len().min(got.len()));
    Err(format!(
        "run.jsonl differs from record {} on (- expected, + actual)\n{}",
        first + 1,
        diff(expected, actual)
    ))
}

/// `format` and `fix` refused: the condition, the refusal's first line, is the refusal file's
/// (`format.refused`, `fix.refused`; the reason after it is for people).
pub fn compare_refusal(expected: &str, actual: &str) -> Result<(), String> {
    let condition = |text: &str| text.lines().next().unwrap_or_default().trim().to_string();
    let (want, got) = (condition(expected), condition(actual));
    if want == got {
        return Ok(());
    }
    Err(format!("refused for `{got}`, expected `{want}`"))
}

/// `format`, `migrate`, `fix`: the output is the expected file, byte for byte.
pub fn compare_text(level: Level, expected: &str, actual: &str) -> Result<(), String> {
    if expected == actual {
        return Ok(());
    }
    Err(format!(
        "{} differs (- expected, + actual)\n{}",
        level.file_name(),
        diff(&expected.replace('\r', "\\r"), &actual.replace('\r', "\\r"))
    ))
}

/// `migrate.refused`: the leftovers, one per line as `L:C-L:C reason`, compared on their spans as a
/// sorted list (reasons are free, like diagnostic messages).
pub fn compare_leftovers(expected: &str, actual: &str) -> Result<(), String> {
    let spans = |text: &str, whose: &str| -> Result<Vec<(diag::Pos, diag::Pos)>, String> {
        let mut out = Vec::new();
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let head = line.split(' ').next().unwrap_or("");
            let parsed = diag::parse(&format!("KS0000 {head}\n"))
                .map_err(|e| format!("{whose}: `{line}`: {e}"))?;
            out.extend(parsed.into_iter().map(|d| (d.start, d.end)));
        }
        out.sort();
        Ok(out)
    };
    let want = spans(expected, "expected file")?;
    let got = spans(actual, "implementation output")?;
    if want != got {
        return Err(format!(
            "leftovers differ on their spans (- expected, + actual)\n{}",
            diff(expected, actual)
        ));
    }
    Ok(())
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

#[cfg(test)]
mod tests {
    use super::compare_jsonl;

    const REFUSED: &str = r#"{"seq":1,"event":"run.refused","reason":"check","message":"unknown step `biuld`","codes":["KS0203"]}"#;

    #[test]
    fn a_refused_runs_message_is_free_and_everything_else_is_compared() {
        let reworded = REFUSED.replace("unknown step `biuld`", "no step named biuld");
        assert_eq!(compare_jsonl(REFUSED, &reworded), Ok(()));
        let without = REFUSED.replace(r#""message":"unknown step `biuld`","#, "");
        assert_eq!(compare_jsonl(REFUSED, &without), Ok(()));
        assert!(compare_jsonl(REFUSED, &REFUSED.replace("KS0203", "KS0201")).is_err());
        assert!(compare_jsonl(REFUSED, &REFUSED.replace(r#""check""#, r#""never""#)).is_err());
    }

    #[test]
    fn a_steps_reason_is_compared() {
        let failed = r#"{"seq":2,"event":"step.finished","step":"a","number":1,"at":1000,"status":"failed","reason":"failed"}"#;
        assert!(compare_jsonl(
            failed,
            &failed.replace(r#""reason":"failed""#, r#""reason":"error""#)
        )
        .is_err());
        // `message` is free only where it is the implementation's words.
        let with_message = failed.replace(r#""reason""#, r#""message":"x","reason""#);
        assert!(compare_jsonl(failed, &with_message).is_err());
    }
}
