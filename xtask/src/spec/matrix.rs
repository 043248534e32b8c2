//! The conformance matrix (`matrix.md`, an appendix of the spec) and one badge per implementation
//! (`badges/<name>.json`, shields.io's endpoint format), generated from the JSON reports of
//! `ks-conformance run --json` committed in `conformance/results/` (one file per implementation):
//! every level and area per implementation, and each failure with its case and its rules.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::Path;

use anyhow::{Context, Result};
use serde_json::{json, Value};

use super::pages::{appendix_title, case_ref_html, escape, Index, GENERATED_NOTE};
use super::{File, Inputs};

/// The folder of the reports, relative to the repository.
pub const RESULTS: &str = "conformance/results";

/// The committed reports and the hash of the cases they are read beside.
pub struct Results {
    pub reports: Vec<Report>,
    pub suite_hash: String,
}

/// One committed report: its file stem (the badge's name) and its JSON.
pub struct Report {
    pub name: String,
    pub json: Value,
}

/// Reads every `*.json` of `conformance/results/`, by file name.
pub fn load(root: &Path) -> Result<Results> {
    let suite_hash = ks_conformance::manifest::hash(&root.join("conformance/cases"))
        .map_err(anyhow::Error::msg)?;
    let dir = root.join(RESULTS);
    let mut reports = Vec::new();
    if !dir.is_dir() {
        return Ok(Results { reports, suite_hash });
    }
    for entry in std::fs::read_dir(&dir).with_context(|| format!("reading {}", dir.display()))? {
        let path = entry?.path();
        if path.extension().is_some_and(|e| e == "json") {
            let text = std::fs::read_to_string(&path)?;
            let json = serde_json::from_str(&text)
                .with_context(|| format!("{} is not a JSON report", path.display()))?;
            let name = path.file_stem().unwrap_or_default().to_string_lossy().into_owned();
            reports.push(Report { name, json });
        }
    }
    reports.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(Results { reports, suite_hash })
}

/// The matrix page and one badge per report.
pub fn pages(inputs: &Inputs, index: &Index) -> Vec<File> {
    let mut files = vec![File { rel: "matrix.md".into(), contents: page(inputs, index) }];
    for report in &inputs.results.reports {
        let badge = serde_json::to_string_pretty(&badge(&report.json)).expect("JSON") + "\n";
        files.push(File { rel: format!("badges/{}.json", report.name), contents: badge });
    }
    files
}

/// shields.io's endpoint JSON: the passed trials over the trials run (skips left out), green when
/// nothing failed.
fn badge(report: &Value) -> Value {
    let totals = &report["totals"];
    let (passed, failed) = (count(&totals["passed"]), count(&totals["failed"]));
    let color = match (passed + failed, failed) {
        (0, _) => "lightgrey",
        (_, 0) => "brightgreen",
        (run, f) if f * 10 <= run => "yellow",
        _ => "red",
    };
    json!({
        "schemaVersion": 1,
        "label": "Keep Shipping conformance",
        "message": format!("{passed}/{} passed", passed + failed),
        "color": color,
    })
}

fn count(value: &Value) -> u64 {
    value.as_u64().unwrap_or_default()
}

/// A table cell of counts: `passed/run` (`—` when nothing ran), with the failures and skips said.
fn cell(counts: &Value) -> String {
    if counts.is_null() {
        return "—".into();
    }
    let (p, f, s) = (count(&counts["passed"]), count(&counts["failed"]), count(&counts["skipped"]));
    let mut out = if p + f == 0 { "—".to_string() } else { format!("{p}/{}", p + f) };
    if f > 0 {
        let _ = write!(out, " ({f} failed)");
    }
    if s > 0 {
        let _ = write!(out, " ({s} skipped)");
    }
    out
}

fn page(inputs: &Inputs, index: &Index) -> String {
    let reports = &inputs.results.reports;
    let mut out = String::from(GENERATED_NOTE);
    let _ = writeln!(out, "# <a id=\"matrix\"></a>{}\n", appendix_title("matrix.md"));
    out.push_str(
        "Each implementation graded by the conformance suite, from the JSON reports of \
         `ks-conformance run --json` committed in `conformance/results/` (one per implementation; \
         NOTATION.md §8). A cell reads passed/run; skipped trials (a level not claimed, a lacked \
         feature, a tool not provided) are not run. Each implementation has a badge, \
         `badges/<name>.json` beside this page, in shields.io's endpoint format. `cargo xtask spec` \
         makes the reports: it builds each implementation and grades it with the suite's runner \
         (ADR 0084 says what the WebAssembly build and the tree-sitter grammar claim). Beside each \
         rule of the chapters, the same reports give each implementation's result on the trials \
         citing the rule.\n\n",
    );
    if reports.is_empty() {
        out.push_str("No report is committed yet.\n");
        return out;
    }
    out.push_str("## <a id=\"matrix-implementations\"></a>Implementations\n\n");
    out.push_str("| Implementation | Protocol | Suite | Trials | Badge |\n|---|---|---|---|---|\n");
    for r in reports {
        let hash = r.json["suite_hash"].as_str().unwrap_or("no hash");
        let stale = if inputs.results.suite_hash == hash { "" } else { " (not these cases)" };
        let _ = writeln!(
            out,
            "| <a href=\"#impl-{name}\">{}</a> | {} | {} <code>{}</code>{stale} | {} | <a href=\"badges/{name}.json\">badges/{name}.json</a> |",
            escape(r.json["implementation"].as_str().unwrap_or(&r.name)),
            escape(r.json["protocol"].as_str().unwrap_or("?")),
            escape(r.json["suite"].as_str().unwrap_or("?")),
            escape(hash.get(..19).unwrap_or(hash)),
            cell(&r.json["totals"]),
            name = r.name,
        );
    }
    for (key, title) in [("levels", "Levels"), ("areas", "Areas")] {
        let _ = writeln!(out, "\n## <a id=\"matrix-{key}\"></a>{title}\n");
        let mut names: Vec<&String> = Vec::new();
        for r in reports {
            names.extend(r.json[key].as_object().into_iter().flat_map(|m| m.keys()));
        }
        // Levels in the suite's order (cst first), areas by name.
        let rank = |name: &str| match key {
            "levels" => ks_conformance::Level::ALL.iter().position(|l| l.name() == name),
            _ => None,
        };
        let mut names: Vec<&String> =
            names.into_iter().collect::<BTreeSet<_>>().into_iter().collect();
        names.sort_by_key(|n| (rank(n), *n));
        let _ = write!(out, "| {} |", &title[..title.len() - 1]);
        reports.iter().for_each(|r| {
            let _ = write!(out, " {} |", escape(&r.name));
        });
        let _ = writeln!(out, "\n|---|{}", "---|".repeat(reports.len()));
        for name in names {
            let _ = write!(out, "| `{name}` |");
            for r in reports {
                let _ = write!(out, " {} |", cell(&r.json[key][name.as_str()]));
            }
            out.push('\n');
        }
    }
    for r in reports {
        failures(&mut out, inputs, index, r);
    }
    out
}

/// The section of one implementation: its failures, each with its case and rules.
fn failures(out: &mut String, inputs: &Inputs, index: &Index, report: &Report) {
    let name = &report.name;
    let _ = writeln!(out, "\n## <a id=\"impl-{name}\"></a>{}\n", escape(name));
    let trials = report.json["trials"].as_array().map(Vec::as_slice).unwrap_or_default();
    let failed: Vec<&Value> = trials.iter().filter(|t| t["outcome"] == "failed").collect();
    let lacked = report.json["features_lacked"].as_object();
    if let Some(lacked) = lacked.filter(|m| !m.is_empty()) {
        let list: Vec<String> =
            lacked.iter().map(|(f, n)| format!("`{f}` ({n} skipped)")).collect();
        let _ = writeln!(out, "Lacks {}.\n", list.join(", "));
    }
    if failed.is_empty() {
        out.push_str("No failure.\n");
        return;
    }
    out.push_str("| Trial | Case | Rules | Why |\n|---|---|---|---|\n");
    // The first failure of each rule is where the rule's result on its page links to.
    let mut anchored = BTreeSet::new();
    for trial in failed {
        let case_id = trial["case"].as_str().unwrap_or_default();
        let case = inputs.case(case_id).map_or_else(
            || format!("<code>{}</code>", escape(case_id)),
            |c| case_ref_html(inputs, index, c, "matrix.md"),
        );
        let rules: Vec<String> = trial_rules(trial)
            .map(|rule| match index.rules.contains_key(rule) {
                true => format!("<a href=\"rules.md#r-{rule}\">{rule}</a>"),
                false => escape(rule),
            })
            .collect();
        let anchors: String = trial_rules(trial)
            .filter(|rule| index.rules.contains_key(*rule) && anchored.insert(*rule))
            .map(|rule| format!("<span id=\"{}\"></span>", failure_anchor(name, rule)))
            .collect();
        let why = trial["diff"].as_str().unwrap_or_default().lines().next().unwrap_or_default();
        let _ = writeln!(
            out,
            "| {anchors}<code>{}</code> | {case} | {} | {} |",
            escape(trial["id"].as_str().unwrap_or_default()),
            rules.join(", "),
            escape(why).replace('|', "\\|"),
        );
    }
}

fn trial_rules(trial: &Value) -> impl Iterator<Item = &str> {
    trial["rules"].as_array().into_iter().flatten().filter_map(Value::as_str)
}

/// The id of the matrix's first failure of `rule` by implementation `name`.
fn failure_anchor(name: &str, rule: &str) -> String {
    format!("fail-{name}-{rule}")
}

/// A rule's results on its spec page: per implementation that ran a trial citing it, the trials
/// passed over those run, ✓ when none failed; the name links to the implementation's section of
/// the matrix, a failing result to the rule's first failure there. Empty when no trial ran.
pub fn rule_results_html(inputs: &Inputs, rule: &str, prefix: &str) -> String {
    let mut results = Vec::new();
    for report in &inputs.results.reports {
        let (mut passed, mut run) = (0, 0);
        let trials = report.json["trials"].as_array().into_iter().flatten();
        for trial in trials.filter(|t| trial_rules(t).any(|r| r == rule)) {
            match trial["outcome"].as_str() {
                Some("passed") => (passed, run) = (passed + 1, run + 1),
                Some("failed" | "known-failure") => run += 1,
                _ => {}
            }
        }
        if run == 0 {
            continue;
        }
        let name = &report.name;
        let link = format!("<a href=\"{prefix}matrix.md#impl-{name}\">{name}</a>");
        let result = match passed == run {
            true => format!("<span class=\"pass\">✓ {passed}/{run}</span>"),
            false => format!(
                "<a class=\"fail\" href=\"{prefix}matrix.md#{}\">✗ {passed}/{run}</a>",
                failure_anchor(name, rule)
            ),
        };
        results.push(format!("<span class=\"rule-result\">{link} {result}</span>"));
    }
    match results.is_empty() {
        true => String::new(),
        false => format!(" <span class=\"rule-results\">{}</span>", results.join(" · ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(name: &str, failed: &[(&str, &str, &[&str])]) -> Report {
        let trials: Vec<Value> = failed
            .iter()
            .map(|(case, level, rules)| {
                json!({"id": format!("{case}::{level}"), "case": case, "level": level,
                       "outcome": "failed", "rules": rules, "diff": "expected a | b\nmore"})
            })
            .chain([json!({"id": "lex/x::cst", "case": "lex/x", "outcome": "passed", "rules": []})])
            .collect();
        let n = failed.len();
        Report {
            name: name.into(),
            json: json!({
                "implementation": format!("{name} 1.0"), "protocol": "persistent", "suite": "0.1.0",
                "suite_hash": "sha256:0", "totals": {"passed": 9, "failed": n, "skipped": 1},
                "levels": {"cst": {"passed": 9, "failed": n, "skipped": 1}},
                "areas": {"examples": {"passed": 9, "failed": n, "skipped": 1}},
                "features_lacked": {"scripts": 1}, "trials": trials,
            }),
        }
    }

    #[test]
    fn each_failure_links_to_its_case_and_rules_and_each_implementation_has_a_badge() {
        let mut inputs = Inputs::load(&crate::project_root()).unwrap();
        inputs.results.reports = vec![
            report("good", &[]),
            report("poor", &[("examples/ex-1-hero", "cst", &["LEX-16", "NOT-A-RULE"])]),
        ];
        let index = super::super::pages::build_index(&inputs).unwrap();
        let files = pages(&inputs, &index);
        let page = &files[0].contents;
        assert!(page.contains("<a href=\"#impl-poor\">poor 1.0</a>"), "{page}");
        assert!(page.contains("9/10 (1 failed) (1 skipped)"), "{page}");
        assert!(page.contains("(not these cases)"), "a report of other cases says so");
        let row = page.lines().find(|l| l.contains("examples/ex-1-hero::cst")).unwrap();
        assert!(row.contains("#example-examples-ex-1-hero\">Example 1</a>"), "{row}");
        assert!(row.contains("<a href=\"rules.md#r-LEX-16\">LEX-16</a>, NOT-A-RULE"), "{row}");
        assert!(row.contains("expected a \\| b |"), "the first line, its bar escaped: {row}");
        assert!(page.contains("Lacks `scripts` (1 skipped)."));
        let badge = |name: &str| -> Value {
            let file = files.iter().find(|f| f.rel == format!("badges/{name}.json")).unwrap();
            serde_json::from_str(&file.contents).unwrap()
        };
        assert_eq!(badge("good")["color"], "brightgreen");
        assert_eq!(badge("good")["message"], "9/9 passed");
        assert_eq!(badge("poor")["color"], "yellow", "one failure in ten");
        assert_eq!(badge("poor")["schemaVersion"], 1);
        // Its links resolve among the spec's pages.
        let mut all = super::super::pages::generate(&inputs).unwrap();
        all.retain(|f| f.rel != "matrix.md" && !f.rel.starts_with("badges/"));
        all.extend(files);
        assert_eq!(super::super::links::check(&all), Vec::<String>::new());
    }

    /// Beside a rule: each implementation that ran a trial citing it, a failure linked to the
    /// rule's first failure in the matrix, and nothing for an implementation that only skipped.
    #[test]
    fn a_rules_results_count_the_trials_that_ran_and_link_to_its_first_failure() {
        let mut inputs = Inputs::load(&crate::project_root()).unwrap();
        let mut good = report("good", &[]);
        good.json["trials"] = json!([
            {"id": "a::cst", "case": "a", "outcome": "passed", "rules": ["LEX-16", "LEX-1"]},
            {"id": "a::ast", "case": "a", "outcome": "passed", "rules": ["LEX-16"]},
            {"id": "b::cst", "case": "b", "outcome": "skipped", "rules": ["LEX-4"], "reason": "x"},
        ]);
        let poor = report("poor", &[("examples/ex-1-hero", "cst", &["LEX-16"])]);
        inputs.results.reports = vec![good, poor];
        let html = rule_results_html(&inputs, "LEX-16", "../");
        assert!(
            html.contains(
                "<a href=\"../matrix.md#impl-good\">good</a> <span class=\"pass\">✓ 2/2</span>"
            ),
            "{html}"
        );
        assert!(
            html.contains("<a class=\"fail\" href=\"../matrix.md#fail-poor-LEX-16\">✗ 0/1</a>"),
            "{html}"
        );
        assert!(rule_results_html(&inputs, "LEX-4", "").is_empty(), "a skip is no result");
        let index = super::super::pages::build_index(&inputs).unwrap();
        let page = &pages(&inputs, &index)[0].contents;
        let row = page.lines().find(|l| l.contains("examples/ex-1-hero::cst")).unwrap();
        assert!(row.starts_with("| <span id=\"fail-poor-LEX-16\"></span><code>"), "{row}");
        // The chapter that states LEX-16 shows the results beside the rule.
        let generated = super::super::pages::generate(&inputs).unwrap();
        let chapter = generated.iter().find(|f| f.contents.contains("id=\"r-LEX-16\"")).unwrap();
        let label = chapter.contents.lines().find(|l| l.contains("id=\"r-LEX-16\"")).unwrap();
        assert!(label.contains("matrix.md#fail-poor-LEX-16"), "{label}");
        assert_eq!(super::super::links::check(&generated), Vec::<String>::new());
    }
}
