//! TAP 14 output (`ks-conformance run --tap FILE`, `--format tap`; NOTATION.md §8): read back by a
//! parser of the TAP 14 grammar written here (version line, plan, test points numbered in order,
//! `# SKIP`/`# TODO` directives, YAML diagnostic blocks read by saphyr), and held against the JSON
//! report of the same run, trial by trial.

use std::process::Command;

use saphyr::LoadableYamlNode;
use serde_json::Value;

/// One test point of a TAP document.
#[derive(Debug)]
struct Point {
    ok: bool,
    description: String,
    directive: Option<(String, String)>,
    diagnostic: Option<saphyr::YamlOwned>,
}

/// Parses a TAP 14 document, failing on anything the grammar does not allow.
fn parse_tap(text: &str) -> (usize, Vec<Point>) {
    let mut lines = text.lines().peekable();
    assert_eq!(lines.next(), Some("TAP version 14"), "the first line is the version");
    let mut plan = None;
    let mut points: Vec<Point> = Vec::new();
    while let Some(line) = lines.next() {
        if line.starts_with('#') {
            continue;
        }
        if let Some(count) = line.strip_prefix("1..") {
            assert!(plan.is_none(), "one plan");
            plan = Some(count.parse::<usize>().expect("the plan's count"));
            continue;
        }
        let (ok, rest) = match line.strip_prefix("not ok ") {
            Some(rest) => (false, rest),
            None => (true, line.strip_prefix("ok ").unwrap_or_else(|| panic!("not TAP: {line}"))),
        };
        let (number, rest) = rest.split_once(' ').unwrap_or((rest, ""));
        assert_eq!(number.parse::<usize>().unwrap(), points.len() + 1, "numbered in order");
        let rest = rest.strip_prefix("- ").unwrap_or(rest);
        let (description, directive) = split_directive(rest);
        let mut diagnostic = None;
        if lines.peek() == Some(&"  ---") {
            lines.next();
            let mut yaml = String::new();
            for line in lines.by_ref() {
                if line == "  ..." {
                    break;
                }
                let line = line.strip_prefix("  ").unwrap_or_else(|| panic!("indented: {line}"));
                yaml.push_str(line);
                yaml.push('\n');
            }
            let mut docs = saphyr::YamlOwned::load_from_str(&yaml).expect("a YAML block");
            diagnostic = Some(docs.remove(0));
        }
        points.push(Point { ok, description, directive, diagnostic });
    }
    (plan.expect("a plan"), points)
}

/// A description and its directive: an unescaped `#` followed by `SKIP` or `TODO`.
fn split_directive(text: &str) -> (String, Option<(String, String)>) {
    let mut description = String::new();
    let mut chars = text.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '\\' => description.extend(chars.next().map(|(_, c)| c)),
            '#' => {
                let directive = text[i + 1..].trim();
                let (word, reason) = directive.split_once(' ').unwrap_or((directive, ""));
                assert!(matches!(word, "SKIP" | "TODO"), "directive {directive}");
                return (description.trim_end().into(), Some((word.into(), reason.into())));
            }
            c => description.push(c),
        }
    }
    (description.trim_end().into(), None)
}

#[test]
fn tap_has_one_test_point_per_trial_and_says_what_the_json_report_says() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (tap, json, baseline) =
        (dir.path().join("r.tap"), dir.path().join("r.json"), dir.path().join("baseline"));
    // An implementation that answers every level with nothing: each `cst` trial of `lex/` fails, but
    // one is a known failure; `check` (of `env/`) is not declared, so its trials are skipped.
    std::fs::write(&baseline, "lex/empty-file::cst\n").unwrap();
    let args = |format: &str| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_ks-conformance"));
        command.args(["run", "--impl", "cat >/dev/null; :", "--impl-levels", "cst,parse"]);
        command
            .args(["--filter", "lex/", "--filter", "env/", "--level", "cst", "--level", "check"]);
        command.arg("--baseline").arg(&baseline).args(["--quiet", "--format", format]);
        command
    };
    let out = args("text").arg("--tap").arg(&tap).arg("--json").arg(&json).output().unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    let text = std::fs::read_to_string(&tap).unwrap();
    let report: Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let trials = report["trials"].as_array().unwrap();

    let (plan, points) = parse_tap(&text);
    assert_eq!(plan, trials.len());
    assert_eq!(points.len(), trials.len());
    let hash = report["suite_hash"].as_str().unwrap();
    assert!(text.lines().nth(1).unwrap().contains(hash), "the comment names the suite");
    let mut seen = [0; 4];
    for (point, trial) in points.iter().zip(trials) {
        assert_eq!(point.description, trial["id"].as_str().unwrap());
        let directive = point.directive.as_ref().map(|(w, _)| w.as_str());
        match trial["outcome"].as_str().unwrap() {
            "passed" => assert!(point.ok && directive.is_none(), "{point:?}"),
            "skipped" => {
                assert!(point.ok && directive == Some("SKIP"), "{point:?}");
                assert_eq!(point.directive.as_ref().unwrap().1, trial["reason"].as_str().unwrap());
                seen[1] += 1;
            }
            "known-failure" => {
                assert!(!point.ok && directive == Some("TODO"), "{point:?}");
                seen[2] += 1;
            }
            "failed" => {
                assert!(!point.ok && directive.is_none(), "{point:?}");
                let yaml = point.diagnostic.as_ref().expect("a failure has a YAML block");
                assert_eq!(yaml["case"].as_str(), trial["case"].as_str());
                assert_eq!(yaml["level"].as_str(), Some("cst"));
                let message = yaml["message"].as_str().expect("the message");
                assert_eq!(message.trim_end(), trial["diff"].as_str().unwrap().trim_end());
                let rules: Vec<&str> = yaml["rules"]
                    .as_sequence()
                    .unwrap()
                    .iter()
                    .map(|r| r.as_str().unwrap())
                    .collect();
                let expected: Vec<&str> = trial["rules"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|r| r.as_str().unwrap())
                    .collect();
                assert_eq!(rules, expected);
                seen[3] += 1;
            }
            other => panic!("outcome {other}"),
        }
    }
    assert!(seen[1] > 0 && seen[2] == 1 && seen[3] > 0, "{seen:?}");

    // `--format tap`: the same document on standard output, the text lines on standard error.
    let out = args("tap").output().unwrap();
    assert_eq!(String::from_utf8(out.stdout).unwrap(), text);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains(&format!("suite {} ({hash})", report["suite"].as_str().unwrap())));
}
