//! The worked-examples appendix: cases of the levels that read more than `input.ks` (a run's
//! `world.toml` beside its `run.jsonl`; a site's `files/`), each shown whole, folder and files, as
//! an implementer's adapter receives it. Generated from the cases like every other page.

use std::fmt::Write as _;
use std::path::Path;

use super::pages::{appendix_title, fence, title_html, visible, GENERATED_NOTE};
use super::{Case, Inputs};

pub const PAGE: &str = "worked-examples.md";

/// The cases shown, in order, each with what it teaches.
pub const WORKED: &[(&str, &str)] = &[
    (
        "exec/hero-succeeds",
        "The `exec` level: the input runs against the simulated world of `world.toml` (what the \
         target answers for each step), with the case's `[run]` table as the run's settings, and \
         the answer is the run log `run.jsonl`, one JSON record a line (NOTATION.md §5d).",
    ),
    (
        "exec/policy-ask-denied",
        "A run with a policy: the agent's `apply` asks first, the world answers the ask no, the \
         step is skipped and what waits for it never starts.",
    ),
    (
        "exec/rb-script-deploy",
        "A rollback: the world says the deploy turned unhealthy, and the run log records the \
         rollback the step's policy asks for.",
    ),
    (
        "pol/base-narrows",
        "A site at the `check` level: `files/` is the folder around `input.ks`. `files/base/` holds \
         the default branch's copy of the file, whose policy the branch cannot widen \
         (NOTATION.md §2).",
    ),
    (
        "iac/several-files",
        "Infrastructure outputs: the `.tf` files of the folder a `tofu` step names are read for the \
         outputs it declares, and a read of an undeclared one is diagnosed.",
    ),
    (
        "scr/declared-outputs-typed",
        "Script modules: the module a `script` step runs declares its outputs and their types, and \
         the workflow's reads are checked against them.",
    ),
];

/// Every file of a case folder, relative, sorted: `case.toml` and `input.ks` first, then `files/`,
/// then the world and the expected answers.
fn case_files(dir: &Path) -> Vec<String> {
    let mut files = Vec::new();
    collect(dir, dir, &mut files);
    let rank = |f: &String| match f.as_str() {
        "case.toml" => 0,
        "input.ks" => 1,
        f if f.starts_with("files/") => 2,
        "world.toml" => 3,
        _ => 4,
    };
    files.sort_by(|a, b| rank(a).cmp(&rank(b)).then(a.cmp(b)));
    files
}

fn collect(base: &Path, dir: &Path, out: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(base, &path, out);
        } else if let Ok(rel) = path.strip_prefix(base) {
            out.push(rel.to_string_lossy().replace('\\', "/"));
        }
    }
}

/// What a file of a case folder is, for its caption.
fn role(file: &str) -> &'static str {
    const ROLES: &[(&str, &str)] = &[
        ("case.toml", "the case: title, rules, and the settings of its levels"),
        ("input.ks", "the input"),
        ("world.toml", "the simulated world the run meets"),
        ("run.jsonl", "expected: the run log"),
        ("check.diag", "expected: the check diagnostics"),
        ("plan.json", "expected: the plan"),
        ("fixed.ks", "expected: the fixed text"),
    ];
    match ROLES.iter().find(|(f, _)| *f == file) {
        Some((_, role)) => role,
        None if file.starts_with("files/") => "a file of the site",
        None => "expected output",
    }
}

fn lang(file: &str) -> &'static str {
    match file.rsplit_once('.').map(|(_, ext)| ext) {
        Some("ks") => "ks",
        Some("toml") => "toml",
        Some("json") => "json",
        Some("tf") => "hcl",
        Some("ts") => "ts",
        _ => "text",
    }
}

pub fn page(inputs: &Inputs) -> String {
    let mut out = String::from(GENERATED_NOTE);
    let _ = writeln!(out, "# {}\n", appendix_title(PAGE));
    out.push_str(
        "The levels that read more than one file, shown whole: each case's folder as the suite \
         hands it to an implementation, every file in it, and the answer the reference gives. The \
         settings a level reads are the tables of `case.toml` (`[run]`, `[check]`); the files \
         beside the input are under `files/`; `world.toml` is the run's world. Each of these cases \
         is graded, like every example, by `cargo test -p ks-conformance --test conformance`.\n",
    );
    for (n, (id, about)) in WORKED.iter().enumerate() {
        let Some(case) = inputs.case(id) else { continue };
        section(&mut out, n + 1, case, about);
    }
    out
}

fn section(out: &mut String, n: usize, case: &Case, about: &str) {
    let _ = writeln!(out, "\n## G.{n} {}\n", title_html(&case.display_title()));
    let _ = writeln!(out, "Case `{}`; rules {}.\n\n{about}\n", case.id, case.rules.join(", "));
    let files = case_files(&case.dir);
    out.push_str(&fence("text", &format!("{}/\n{}", case.id, tree(&files))));
    out.push('\n');
    for file in &files {
        let text = case.read(file).unwrap_or_default();
        let shown = if lang(file) == "ks" { visible(&text) } else { text };
        let _ = writeln!(out, "`{file}`: {}\n", role(file));
        out.push_str(&fence(lang(file), &shown));
        out.push('\n');
    }
}

/// The folder as an indented list, each folder once before its files.
fn tree(files: &[String]) -> String {
    let mut out = String::new();
    let mut open: Vec<&str> = Vec::new();
    for file in files {
        let parts: Vec<&str> = file.split('/').collect();
        let (folders, name) = parts.split_at(parts.len() - 1);
        let same = open.iter().zip(folders).take_while(|(a, b)| a == b).count();
        open.truncate(same);
        for folder in &folders[same..] {
            let _ = writeln!(out, "{}{folder}/", "  ".repeat(open.len() + 1));
            open.push(folder);
        }
        let _ = writeln!(out, "{}{}", "  ".repeat(open.len() + 1), name[0]);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::project_root;

    #[test]
    fn every_worked_example_is_a_multi_file_case_the_reference_passes() {
        use ks_conformance::runner::{run_trial, Status};
        let root = project_root().join("conformance/cases");
        let mut worlds = 0;
        let mut sites = 0;
        for (id, _) in WORKED {
            let case = ks_conformance::case::load(&root, &root.join(id))
                .unwrap_or_else(|e| panic!("{id}: {e}"));
            worlds += usize::from(case.dir.join("world.toml").is_file());
            sites += usize::from(case.dir.join("files").is_dir());
            for level in case.asserted_levels() {
                let status =
                    run_trial(&ks_conformance_reference::Reference, &case, level, false, true);
                assert!(matches!(status, Status::Passed), "{id}::{level}: {status:?}");
            }
        }
        assert!(worlds >= 2 && sites >= 2, "the page must show runs and sites");
    }

    #[test]
    fn the_folder_is_drawn_once_per_folder() {
        let files: Vec<String> = [
            "case.toml",
            "input.ks",
            "files/base/ship.ks",
            "files/blocks/a.ks",
            "files/blocks/b.ks",
        ]
        .map(String::from)
        .to_vec();
        assert_eq!(
            tree(&files),
            "  case.toml\n  input.ks\n  files/\n    base/\n      ship.ks\n    blocks/\n      a.ks\n      b.ks\n"
        );
    }
}
