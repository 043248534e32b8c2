//! `cargo xtask spec`: builds the specification from its sources.
//!
//! Inputs: the chapters in `spec/src/*.md` (prose with rule labels `r[LEX-7]` and example
//! placeholders fenced as `ks-case`), the conformance cases under `conformance/cases/`, the code
//! registry `conformance/codes.toml` and the grammar `grammar/keepshipping.ungram`.
//!
//! Outputs:
//! - `spec/generated/*.md` (committed): the chapters with numbered examples, one page per
//!   diagnostic code, the grammar, the rule index, the appendix of rules with no case and the
//!   examples page, the conformance matrix and its badges (from `conformance/results/*.json`).
//!   `cargo xtask spec --check` fails when any of them is stale.
//! - `conformance/results/*.json` (committed), the reports the matrix is made from: first of all,
//!   each implementation is built and graded by the suite's runner (`results`). `--no-results`
//!   reads the committed reports as they are; a test holds them to what the implementations answer.
//! - the HTML site (not committed): `target/spec-site/` by default, `--site-dir DIR` elsewhere.
//!   It is a pure function of the generated markdown, so it never needs a freshness check.

mod cases;
mod chapters;
mod code_pages;
mod highlight;
mod html;
mod links;
mod matrix;
mod mutation_score;
pub(crate) mod pages;
mod playground;
#[cfg(test)]
mod playground_tests;
mod results;
#[cfg(test)]
mod tests;
mod worked;

use std::path::{Path, PathBuf};

use anyhow::{bail, Context, Result};

pub use cases::{Case, Code};
pub use chapters::{Chapter, Show};
pub use playground::bench as bench_playground;

// The requirement areas the specification covers, their rule counts and how far cases must cover
// them are one table, the suite's `ks_conformance::rules::REQUIREMENT_AREAS`: the spec's tests and
// its page of uncovered rules read it.

/// Rules about the command line rather than about a file: no conformance case can show them, so a
/// named integration test does (`path::function`). A test checks that each function exists.
pub const OUTSIDE_SUITE: &[(&str, &str)] = &[
    (
        "FMT-2",
        "reference/keepshipping/tests/fmt_cli.rs::check_prints_a_unified_diff_writes_nothing_and_exits_1",
    ),
    ("FMT-3", "reference/keepshipping/tests/fmt_cli.rs::stdin_is_formatted_to_stdout"),
    ("FMT-6", "reference/keepshipping/tests/fmt_cli.rs::command_line_problems_exit_2"),
];

pub struct File {
    /// Path relative to the output directory, with `/` separators (`codes/KS0001.md`).
    pub rel: String,
    pub contents: String,
}

/// Everything read from the repository.
pub struct Inputs {
    pub chapters: Vec<Chapter>,
    pub cases: Vec<Case>,
    pub codes: Vec<Code>,
    pub grammar: String,
    /// The implementations' reports the conformance matrix is made from.
    pub results: matrix::Results,
    /// `cargo xtask mutants`' committed report and what it ran (the mutation-score page).
    pub mutants: mutation_score::Scores,
}

impl Inputs {
    pub fn load(root: &Path) -> Result<Inputs> {
        let chapters = chapters::load(&root.join("spec/src"))?;
        let cases = cases::load_cases(&root.join("conformance/cases"))?;
        let codes = cases::load_codes(&root.join("conformance/codes.toml"))?;
        let grammar_path = root.join("grammar/keepshipping.ungram");
        let grammar = std::fs::read_to_string(&grammar_path)
            .with_context(|| format!("reading {}", grammar_path.display()))?;
        let results = matrix::load(root)?;
        let mutants = mutation_score::Scores::load(root)?;
        Ok(Inputs { chapters, cases, codes, grammar, results, mutants })
    }

    pub fn case(&self, id: &str) -> Option<&Case> {
        self.cases.iter().find(|c| c.id == id)
    }
}

pub fn generated_dir(root: &Path) -> PathBuf {
    root.join("spec/generated")
}

pub fn default_site_dir(root: &Path) -> PathBuf {
    root.join("target/spec-site")
}

const USAGE: &str =
    "usage: cargo xtask spec [--check] [--no-results] [--site-dir DIR] [--root DIR]";

/// `--root DIR` reads the inputs from another tree (for example an export of `HEAD`, to generate
/// from committed cases only) and writes `DIR/spec/generated`.
pub fn run(root: &Path, args: &[String]) -> Result<()> {
    let mut root = root.to_path_buf();
    let mut check = false;
    let mut grade = true;
    let mut site_dir = None;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--check" => check = true,
            "--no-results" => grade = false,
            "--site-dir" => match it.next() {
                Some(dir) => site_dir = Some(PathBuf::from(dir)),
                None => bail!("{USAGE}"),
            },
            "--root" => match it.next() {
                Some(dir) => root = PathBuf::from(dir),
                None => bail!("{USAGE}"),
            },
            _ => bail!("{USAGE}"),
        }
    }
    let root = root.as_path();
    let site_dir = site_dir.unwrap_or_else(|| default_site_dir(root));
    // `--check` compares the pages with the committed reports; grading is the test's
    // (`committed_reports_are_the_ones_the_implementations_give`), since it builds three programs.
    if grade && !check {
        results::write(root, &results::Tools::current(root))?;
    }
    let inputs = Inputs::load(root)?;
    let markdown = pages::generate(&inputs)?;
    let broken = links::check(&markdown);
    if !broken.is_empty() {
        bail!("broken links in the generated pages:\n{}", broken.join("\n"));
    }
    let out = generated_dir(root);
    if check {
        let stale = stale_files(&out, &markdown)?;
        if !stale.is_empty() {
            bail!("spec/generated is stale ({}); run `cargo xtask spec`", stale.join(", "));
        }
        return Ok(());
    }
    write_tree(&out, &markdown)?;
    let site = html::render_site(&markdown, &html::Renderings::load(root)?)?;
    write_tree(&site_dir, &site)?;
    eprintln!(
        "wrote {} markdown files to {} and {} site files to {}",
        markdown.len(),
        out.display(),
        site.len(),
        site_dir.display()
    );
    Ok(())
}

/// Files that differ from what would be generated, plus files that should not be there.
pub fn stale_files(dir: &Path, files: &[File]) -> Result<Vec<String>> {
    let mut stale = Vec::new();
    for file in files {
        let path = dir.join(&file.rel);
        match std::fs::read_to_string(&path) {
            Ok(text) if text == file.contents => {}
            _ => stale.push(file.rel.clone()),
        }
    }
    for existing in list_files(dir)? {
        if !files.iter().any(|f| f.rel == existing) {
            stale.push(format!("{existing} (not generated any more)"));
        }
    }
    Ok(stale)
}

/// Replaces the contents of `dir` with `files`. The playground's WebAssembly bundle
/// (`playground/pkg/`, written by `cargo xtask wasm`, not by the spec) is kept.
pub fn write_tree(dir: &Path, files: &[File]) -> Result<()> {
    for existing in list_files(dir)? {
        if !files.iter().any(|f| f.rel == existing) && !existing.starts_with("playground/pkg/") {
            std::fs::remove_file(dir.join(&existing))?;
        }
    }
    for file in files {
        let path = dir.join(&file.rel);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        if std::fs::read_to_string(&path).ok().as_deref() != Some(file.contents.as_str()) {
            std::fs::write(&path, &file.contents)
                .with_context(|| format!("writing {}", path.display()))?;
        }
    }
    Ok(())
}

/// Every file under `dir`, relative, with `/` separators, sorted.
pub fn list_files(dir: &Path) -> Result<Vec<String>> {
    let mut out = Vec::new();
    if dir.is_dir() {
        walk(dir, dir, &mut out)?;
    }
    out.sort();
    Ok(out)
}

fn walk(base: &Path, dir: &Path, out: &mut Vec<String>) -> Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            walk(base, &path, out)?;
        } else {
            let rel = path.strip_prefix(base).unwrap();
            out.push(rel.to_string_lossy().replace('\\', "/"));
        }
    }
    Ok(())
}
