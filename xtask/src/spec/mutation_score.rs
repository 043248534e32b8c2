//! The mutation-score appendix: what the conformance suite alone pins of the reference, per module
//! and per requirement area, from the committed report `cargo xtask mutants` writes
//! (`conformance/mutants-report.toml`) and the modules of `conformance/mutants.toml`.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

use anyhow::Result;

use super::pages::{appendix_title, table_cell, GENERATED_NOTE};
use crate::mutants::{Config, Report, Tally, CONFIG, REPORT};

pub const PAGE: &str = "mutation-score.md";

/// What the page is made from.
pub struct Scores {
    pub config: Config,
    pub report: Report,
}

impl Scores {
    pub fn load(root: &Path) -> Result<Scores> {
        Ok(Scores { config: Config::load(root)?, report: Report::load(&root.join(REPORT))? })
    }
}

/// Caught (timeouts included) over the mutants a graded answer can show: listed survivors and
/// unviable mutants are not counted.
fn score(t: &Tally) -> String {
    let caught = t.caught + t.timeout;
    let graded = caught + t.missed.len();
    if graded == 0 {
        return "—".into();
    }
    format!("{:.1} %", 100.0 * caught as f64 / graded as f64)
}

fn counts_row(t: &Tally) -> String {
    format!(
        "{} | {} | {} | {} | {} | {}",
        t.caught,
        t.timeout,
        t.missed.len(),
        t.listed.len(),
        t.unviable,
        score(t)
    )
}

pub fn page(scores: &Scores) -> String {
    let Scores { config, report } = scores;
    let mut out = String::from(GENERATED_NOTE);
    let _ = writeln!(out, "# {}\n", appendix_title(PAGE));
    out.push_str(
        "How much of the reference the conformance suite alone pins down. cargo-mutants changes the \
         reference's code one small edit at a time (a *mutant*: a function that returns a constant, \
         an operator swapped, a condition dropped) and each mutant is graded by the suite's trials \
         of the levels that can see its module, with no unit test. A mutant some trial fails is \
         *caught* (or *timed out*: its trials ran too long); one that passes every trial \
         *survived*. A survivor is either *missed*, a reading of the documents the cases cannot \
         tell from the reference's, which a new case should tell apart, or *listed*: a change no \
         graded answer can show (an equivalent program, a memo, a fast path, a message no notation \
         compares, a path no admissible case reaches), with why, in \
         `conformance/mutants.toml`. *Unviable* mutants do not build. The score is caught and \
         timed out over caught, timed out and missed.\n\n",
    );
    let _ = writeln!(
        out,
        "The counts are those of the last whole run of each module (`cargo xtask mutants`, which \
         writes `{REPORT}`; the nightly workflow runs every module in shards). What runs is \
         `{CONFIG}`."
    );
    if let Some(s) = report.seconds_per_mutant {
        let _ = writeln!(
            out,
            "The run that wrote it took {s:.0} seconds per mutant (the incremental build and the \
             trials) on the machine it ran on."
        );
    }
    out.push_str("\n## By module\n\n");
    out.push_str(
        "| Module | Levels | Areas | Caught | Timed out | Missed | Listed | Unviable | Score |\n\
         |---|---|---|--:|--:|--:|--:|--:|--:|\n",
    );
    for module in &config.modules {
        let row = match report.modules.get(&module.path) {
            Some(t) => counts_row(t),
            None => "not run yet | | | | |".into(),
        };
        let _ = writeln!(
            out,
            "| `{}` | {} | {} | {row} |",
            module.path,
            module.levels.join(", "),
            module.areas.join(", ")
        );
    }
    let mut areas: BTreeMap<&str, (Tally, usize)> = BTreeMap::new();
    for module in &config.modules {
        if let Some(t) = report.modules.get(&module.path) {
            for area in &module.areas {
                let entry = areas.entry(area).or_default();
                entry.0.caught += t.caught;
                entry.0.timeout += t.timeout;
                entry.0.unviable += t.unviable;
                entry.0.listed.extend(t.listed.iter().cloned());
                entry.0.missed.extend(t.missed.iter().cloned());
                entry.1 += 1;
            }
        }
    }
    out.push_str("\n## By requirement area\n\n");
    out.push_str(
        "A module counts in each area it answers for.\n\n\
         | Area | Modules run | Caught | Timed out | Missed | Listed | Unviable | Score |\n\
         |---|--:|--:|--:|--:|--:|--:|--:|\n",
    );
    for (area, (t, modules)) in &areas {
        let _ = writeln!(out, "| {area} | {modules} | {} |", counts_row(t));
    }
    out.push_str("\n## Listed survivors\n\n");
    if config.listed.is_empty() {
        out.push_str("None.\n");
    } else {
        out.push_str("| File | Mutant | Why | Because |\n|---|---|---|---|\n");
        for l in &config.listed {
            let _ = writeln!(
                out,
                "| `{}` | {} | {} | {} |",
                l.file,
                table_cell(&format!("`{}`", l.mutant)),
                l.why.name(),
                table_cell(&l.because)
            );
        }
    }
    let missed: Vec<&String> = report.modules.values().flat_map(|t| &t.missed).collect();
    if !missed.is_empty() {
        out.push_str("\n## Missed\n\n");
        for name in missed {
            let _ = writeln!(out, "- {}", table_cell(&format!("`{name}`")));
        }
    }
    out
}
