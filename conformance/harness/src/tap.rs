//! TAP 14 output of a run (`ks-conformance run --tap FILE`, `--format tap`; NOTATION.md §8): one test
//! point per trial, in trial order. A failure carries a YAML diagnostic block (the case, the level,
//! the rules, the message); a skip is `# SKIP` with its reason; a known failure of the baseline is
//! `not ok … # TODO`, which TAP does not count as a failure, as the runner does not.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use crate::report::{case_and_area, outcome, rules_by_case, RunInfo};
use crate::runner::{Report, Status};
use crate::Case;

/// The run as a TAP 14 document.
pub fn tap(report: &Report, cases: &[Case], info: &RunInfo) -> String {
    let rules = rules_by_case(cases);
    let mut out = String::from("TAP version 14\n");
    let _ = writeln!(
        out,
        "# ks-conformance: suite {}, {} over the {} protocol",
        info.suite,
        one_line(&info.implementation),
        info.protocol
    );
    let _ = writeln!(out, "1..{}", report.results.len());
    for (n, r) in report.results.iter().enumerate().map(|(n, r)| (n + 1, r)) {
        let name = escape(&r.id);
        let (_, message) = outcome(&r.status);
        match &r.status {
            Status::Passed => {
                let _ = writeln!(out, "ok {n} - {name}");
            }
            Status::Skipped(why) => {
                let _ = writeln!(out, "ok {n} - {name} # SKIP {}", one_line(why));
            }
            Status::Failed(_) | Status::KnownFailure(_) => {
                let directive = match r.status {
                    Status::KnownFailure(_) => " # TODO known failure (baseline)",
                    _ => "",
                };
                let _ = writeln!(out, "not ok {n} - {name}{directive}");
                let (case, _) = case_and_area(&r.id);
                let mut fields = BTreeMap::new();
                fields.insert("case", json_scalar(case));
                fields.insert("level", json_scalar(r.level.name()));
                let case_rules = rules.get(case).copied().unwrap_or_default();
                fields.insert("rules", serde_json::to_string(case_rules).expect("strings"));
                out.push_str("  ---\n");
                for (key, value) in fields {
                    let _ = writeln!(out, "  {key}: {value}");
                }
                out.push_str(&yaml_text("message", message));
                out.push_str("  ...\n");
            }
        }
    }
    out
}

/// `key: text` inside a diagnostic block: a literal block scalar (indentation given, so a first line
/// that starts with spaces reads right) when every character can stand in one, else a JSON string
/// (valid YAML).
fn yaml_text(key: &str, text: &str) -> String {
    let literal = text.chars().all(|c| c == '\n' || c == '\t' || !c.is_control())
        && !text.contains('\u{feff}');
    if !literal || text.is_empty() {
        return format!("  {key}: {}\n", json_scalar(text));
    }
    let mut out = format!("  {key}: |2-\n");
    for line in text.lines() {
        let _ = writeln!(out, "    {line}");
    }
    out
}

fn json_scalar(text: &str) -> String {
    serde_json::to_string(text).expect("a string serializes")
}

/// A test point's description: `#` and `\` escaped, as TAP 14 asks.
fn escape(text: &str) -> String {
    one_line(text).replace('\\', "\\\\").replace('#', "\\#")
}

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_description_escapes_what_tap_reads_as_a_directive() {
        assert_eq!(super::escape("a#b\\c\nd"), "a\\#b\\\\c d");
    }

    #[test]
    fn a_message_with_a_carriage_return_is_a_json_string() {
        assert_eq!(super::yaml_text("m", "a\rb"), "  m: \"a\\rb\"\n");
        assert_eq!(super::yaml_text("m", "  x\ny"), "  m: |2-\n      x\n    y\n");
    }
}
