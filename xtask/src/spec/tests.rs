//! The specification's own checks, run by `cargo test --workspace`.

use std::{
    path::{Path, PathBuf},
    process::Command,
};

use ks_conformance::rules::{self, REQUIREMENT_AREAS};

use super::{chapters, highlight, html, links, pages, Inputs};
use crate::project_root;

fn inputs() -> Inputs {
    Inputs::load(&project_root()).unwrap_or_else(|e| panic!("{e:#}"))
}

#[test]
fn generated_spec_is_fresh() {
    let root = project_root();
    let markdown = pages::generate(&inputs()).unwrap_or_else(|e| panic!("{e:#}"));
    let stale = super::stale_files(&super::generated_dir(&root), &markdown).unwrap();
    assert!(stale.is_empty(), "spec/generated is stale, run `cargo xtask spec`: {stale:?}");
}

#[test]
fn every_placeholder_names_an_existing_case_and_outputs() {
    let inputs = inputs();
    let mut problems = Vec::new();
    let mut count = 0;
    for chapter in &inputs.chapters {
        for p in &chapter.placeholders {
            count += 1;
            match inputs.case(&p.case) {
                None => problems.push(format!("{}: no case `{}`", chapter.file, p.case)),
                Some(case) => {
                    for show in &p.show {
                        if !case.has(show.file()) {
                            problems.push(format!(
                                "{}: `{}` has no {}",
                                chapter.file,
                                p.case,
                                show.file()
                            ));
                        }
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
    assert!(count > 0, "the chapters show no example at all");
}

#[test]
fn every_example_case_is_shown() {
    let inputs = inputs();
    let index = pages::build_index(&inputs).unwrap_or_else(|e| panic!("{e:#}"));
    let missing: Vec<&str> = inputs
        .cases
        .iter()
        .filter(|c| c.example && !index.examples.contains_key(&c.id))
        .map(|c| c.id.as_str())
        .collect();
    assert!(missing.is_empty(), "cases with `example = true` that no chapter shows: {missing:?}");
}

/// Every area a chapter covers, with its rule count: the suite's table of requirement areas.
fn covered_areas() -> Vec<(&'static str, u32)> {
    REQUIREMENT_AREAS.iter().map(|area| (area.prefix, area.rules)).collect()
}

#[test]
fn every_rule_of_the_covered_areas_is_labelled_once() {
    let inputs = inputs();
    let index = pages::build_index(&inputs).unwrap_or_else(|e| panic!("{e:#}"));
    let areas = covered_areas();
    let mut missing = Vec::new();
    for (area, count) in &areas {
        for n in 1..=*count {
            let id = format!("{area}-{n}");
            if !index.rules.contains_key(&id) {
                missing.push(id);
            }
        }
    }
    assert!(missing.is_empty(), "rules without a label in spec/src: {missing:?}");
    let unknown: Vec<&String> = index
        .rule_order
        .iter()
        .filter(|id| {
            let (area, n) = id.split_once('-').unwrap();
            let n: u32 = n.parse().unwrap();
            match areas.iter().find(|(a, _)| *a == area) {
                Some((_, count)) => n > *count,
                None => !matches!(area, "GEN" | "PROC"),
            }
        })
        .collect();
    assert!(unknown.is_empty(), "labels that name no requirement: {unknown:?}");
}

/// The rule counts the coverage test relies on are the requirement list's: `conformance/rules.txt`
/// (extracted from `requirements.md`) has exactly `count` IDs for every covered area, so a rule
/// added to an area fails here until a chapter labels it.
#[test]
fn the_covered_areas_have_the_requirement_lists_counts() {
    let text = std::fs::read_to_string(project_root().join("conformance/rules.txt")).unwrap();
    let ids: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split('\t').next())
        .filter(|id| chapters::is_rule_id(id))
        .collect();
    let mut wrong = Vec::new();
    for (area, count) in covered_areas() {
        let listed = ids.iter().filter(|id| id.split_once('-').unwrap().0 == area).count();
        if listed as u32 != count {
            wrong.push(format!("{area}: {count} in REQUIREMENT_AREAS, {listed} in rules.txt"));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
    for area in ["GRAPH", "WHEN", "BLOCK", "POL", "SCR", "IAC"] {
        assert!(covered_areas().iter().any(|(a, _)| *a == area), "{area} is not covered");
    }
}

/// Scoped to the syntax and formatting areas: format-version (VER) and association (ASSOC) cases
/// come with the checker and CLI levels. Command-line rules count when their named test exists.
#[test]
fn every_syntax_and_formatting_rule_has_a_case() {
    let inputs = inputs();
    let index = pages::build_index(&inputs).unwrap_or_else(|e| panic!("{e:#}"));
    let missing: Vec<String> = pages::uncovered(&inputs, &index)
        .into_iter()
        .filter(|id| rules::syntax_areas().any(|area| id.split('-').next() == Some(area)))
        .filter(|id| !super::OUTSIDE_SUITE.iter().any(|(r, _)| r == id))
        .collect();
    assert!(missing.is_empty(), "rules no conformance case cites: {missing:?}");
}

#[test]
fn the_tests_named_for_command_line_rules_exist() {
    for (rule, test) in super::OUTSIDE_SUITE {
        let (path, function) = test.split_once("::").unwrap();
        let text = std::fs::read_to_string(project_root().join(path))
            .unwrap_or_else(|e| panic!("{rule}: {path}: {e}"));
        assert!(text.contains(&format!("fn {function}(")), "{rule}: no `fn {function}` in {path}");
    }
}

#[test]
fn every_internal_link_and_anchor_resolves() {
    let markdown = pages::generate(&inputs()).unwrap_or_else(|e| panic!("{e:#}"));
    let problems = links::check(&markdown);
    assert!(problems.is_empty(), "markdown: {problems:#?}");
    let site =
        html::render_site(&markdown, &html::Renderings::load(&project_root()).unwrap()).unwrap();
    let problems = links::check(&site);
    assert!(problems.is_empty(), "html: {problems:#?}");
}

#[test]
fn the_link_checker_finds_broken_links() {
    let page =
        |rel: &str, contents: &str| super::File { rel: rel.into(), contents: contents.into() };
    let files = vec![
        page("a.md", "# <a id=\"top\"></a>A\n\n[ok](b.md#x) [bad](b.md#y) [gone](c.md) <a href=\"#nope\">n</a>\n"),
        page("b.md", "<a id=\"x\"></a>"),
    ];
    let problems = links::check(&files);
    assert_eq!(problems.len(), 3, "{problems:#?}");
}

#[test]
fn invisible_characters_are_drawn_and_fences_hold_backticks() {
    assert_eq!(pages::visible("\u{feff}a:\t1\r\n\u{0}"), "⟨BOM⟩a:⇥1␍\n␀");
    assert_eq!(pages::fence("ks", "a: ```\n"), "````ks\na: ```\n````\n");
    assert_eq!(pages::fence("ks", "a: 1"), "```ks\na: 1\n```\n");
    assert_eq!(pages::title_html("`a < b`: x"), "<code>a &lt; b</code>: x");
}

#[test]
fn placeholders_are_parsed() {
    let src = "# T\n\nr[LEX-7]\nA rule.\n\n```ks-case\nsyntax/x\nshow = input, ast, diag\n```\n";
    let chapter = chapters::parse("01-t.md", src.to_owned()).unwrap();
    assert_eq!(chapter.labels.len(), 1);
    assert_eq!(chapter.labels[0].id, "LEX-7");
    assert_eq!(chapter.placeholders.len(), 1);
    assert_eq!(chapter.placeholders[0].case, "syntax/x");
    assert_eq!(
        chapter.placeholders[0].show,
        vec![chapters::Show::Input, chapters::Show::Ast, chapters::Show::Diag]
    );
    assert!(chapters::parse("01-t.md", "# T\n\n```ks-case\nshow = nope\n```\n".into()).is_err());
    let src = "# T\n\n```ks-case\nblk-use/x\nshow = input, file:files/blocks/web.ks, plan\n```\n";
    let chapter = chapters::parse("01-t.md", src.to_owned()).unwrap();
    let show = &chapter.placeholders[0].show;
    assert_eq!(show[1], chapters::Show::File("files/blocks/web.ks".into()));
    assert_eq!((show[1].file(), show[1].lang()), ("files/blocks/web.ks", "ks"));
    assert_eq!((show[2].file(), show[2].lang()), ("plan.json", "json"));
    for bad in ["file:input.ks", "file:files/../x", "file:files//x", "file:"] {
        let src = format!("# T\n\n```ks-case\nblk-use/x\nshow = {bad}\n```\n");
        assert!(chapters::parse("01-t.md", src).is_err(), "{bad} was accepted");
    }
}

#[test]
fn the_highlighter_classifies_tokens() {
    use highlight::Class::*;
    let text = "# c\nname: api # t\nauto: risk is low >= 0.95\n  and plan.destroys == 0\n\
                img: \"a{git.sha}\\\"\" ./x @team\nnotes: |\n  raw # not a comment\nx: 5m\n";
    let spans: Vec<(&str, highlight::Class)> =
        highlight::tokens(text).into_iter().map(|(a, b, c)| (&text[a..b], c)).collect();
    for expected in [
        ("# c", Comment),
        ("name", Key),
        ("# t", Comment),
        ("is", Keyword),
        (">=", Operator),
        ("0.95", Number),
        ("and", Keyword),
        ("plan.destroys", Reference),
        ("{git.sha}", Interp),
        ("\\\"", Escape),
        ("./x", Path),
        ("@team", Handle),
        ("raw # not a comment", Block),
        ("5m", Number),
    ] {
        assert!(spans.contains(&expected), "{expected:?} not in {spans:?}");
    }
    assert!(!spans.iter().any(|(t, _)| *t == "api"), "an ident is plain: {spans:?}");
}

// ---- headless Chromium -------------------------------------------------------------------

const CHROMIUM: &str = "/usr/bin/chromium";

/// Loads `url` in headless Chromium; returns (DOM, stderr).
fn chromium(url: &str, extra: &[&str]) -> (String, String) {
    assert!(
        Path::new(CHROMIUM).exists(),
        "{CHROMIUM} is missing: run scripts/setup.sh (scripts/setup.d/40-chromium.sh)"
    );
    let profile = tempdir("chromium-profile");
    let output = Command::new(CHROMIUM)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--enable-logging=stderr",
            "--v=0",
            "--virtual-time-budget=10000",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .args(extra)
        .arg(url)
        .output()
        .expect("running chromium");
    let _ = std::fs::remove_dir_all(&profile);
    assert!(
        output.status.success(),
        "chromium failed on {url}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    (
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

fn tempdir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ks-spec-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Console errors and failed loads Chromium logged while loading a page.
fn console_errors(stderr: &str) -> Vec<String> {
    stderr
        .lines()
        .filter(|l| {
            l.contains("CONSOLE")
                || l.contains("Uncaught")
                || l.contains("Failed to load resource")
                || l.contains("ERR_FILE_NOT_FOUND")
        })
        .map(str::to_owned)
        .collect()
}

#[test]
fn the_site_loads_in_chromium_without_console_errors() {
    let root = project_root();
    let markdown = pages::generate(&inputs()).unwrap_or_else(|e| panic!("{e:#}"));
    let site =
        html::render_site(&markdown, &html::Renderings::load(&project_root()).unwrap()).unwrap();
    let dir = super::default_site_dir(&root);
    super::write_tree(&dir, &site).unwrap();

    // The detector itself must see an error: a page with a failing script and a missing file.
    let bad = tempdir("bad-page");
    std::fs::write(
        bad.join("bad.html"),
        "<!DOCTYPE html><html><head><link rel=stylesheet href=missing.css></head>\
         <body><script>console.error('boom'); undefinedFunction();</script></body></html>",
    )
    .unwrap();
    let (_, stderr) =
        chromium(&format!("file://{}", bad.join("bad.html").display()), &["--dump-dom"]);
    let _ = std::fs::remove_dir_all(&bad);
    assert!(
        !console_errors(&stderr).is_empty(),
        "the console-error detector saw nothing: {stderr}"
    );

    // One launch loads every page in an iframe of a check page, which reports the pages that did
    // not render; console messages of the frames go to the same log.
    let pages: Vec<String> = site
        .iter()
        .filter(|f| f.rel.ends_with(".html"))
        .map(|f| format!("file://{}", dir.join(&f.rel).display()))
        .collect();
    assert!(pages.len() > 10, "only {} pages", pages.len());
    let check_dir = tempdir("site-check");
    let list: Vec<String> = pages.iter().map(|p| format!("{p:?}")).collect();
    std::fs::write(
        check_dir.join("check.html"),
        format!(
            "<!DOCTYPE html><html><head><meta charset=\"utf-8\"></head><body><pre id=\"result\">pending</pre>\n\
             <script>\nconst pages = [{}];\nlet done = 0; const bad = [];\n\
             for (const p of pages) {{\n  const f = document.createElement('iframe');\n\
               f.onload = () => {{\n    const d = f.contentDocument;\n\
                 if (!d || !d.querySelector('nav.sidebar') || !d.querySelector('main h1')) bad.push(p);\n\
                 done += 1;\n    if (done === pages.length) document.getElementById('result').textContent =\n\
                   'loaded ' + done + ' pages; not rendered: ' + JSON.stringify(bad);\n  }};\n\
               f.src = p;\n  document.body.appendChild(f);\n}}\n</script></body></html>\n",
            list.join(", ")
        ),
    )
    .unwrap();
    let (dom, stderr) = chromium(
        &format!("file://{}", check_dir.join("check.html").display()),
        &["--dump-dom", "--allow-file-access-from-files"],
    );
    let _ = std::fs::remove_dir_all(&check_dir);
    let expected = format!("loaded {} pages; not rendered: []", pages.len());
    assert!(dom.contains(&expected), "expected `{expected}` in the check page: {dom}");
    let errors = console_errors(&stderr);
    assert!(errors.is_empty(), "console messages while loading the site: {errors:#?}");

    // Screenshots to look at: the examples page, the "Built-in kinds" page (each kind with its
    // inputs and their docs), the conformance matrix and a chapter's rules with their results,
    // beside the site.
    for (page, name) in [
        ("examples.html", "examples"),
        ("kinds.html", "Built-in kinds"),
        ("matrix.html", "conformance matrix"),
        ("02-lexical-structure.html", "lexical structure"),
    ] {
        let shot = dir.join(page.replace(".html", ".png"));
        let _ = std::fs::remove_file(&shot);
        let url = format!("file://{}", dir.join(page).display());
        chromium(
            &url,
            &[
                "--hide-scrollbars",
                "--window-size=1280,1600",
                &format!("--screenshot={}", shot.display()),
            ],
        );
        let size = std::fs::metadata(&shot).map(|m| m.len()).unwrap_or(0);
        assert!(size > 10_000, "no screenshot of the {name} page at {}", shot.display());
    }
}

/// The matrix as Chromium builds its DOM: a section and a column per committed report; and a rule
/// of a chapter with the result of each implementation that ran its trials, linked to the matrix.
#[test]
fn the_matrix_and_the_rules_results_render_in_chromium() {
    let inputs = inputs();
    let markdown = pages::generate(&inputs).unwrap_or_else(|e| panic!("{e:#}"));
    let site =
        html::render_site(&markdown, &html::Renderings::load(&project_root()).unwrap()).unwrap();
    let dir = tempdir("matrix-site");
    super::write_tree(&dir, &site).unwrap();
    let dom =
        |page: &str| chromium(&format!("file://{}", dir.join(page).display()), &["--dump-dom"]).0;
    let matrix = dom("matrix.html");
    let chapter = dom("02-lexical-structure.html");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(inputs.results.reports.len() >= 3, "the matrix has fewer than three rows");
    for report in &inputs.results.reports {
        let name = &report.name;
        assert!(matrix.contains(&format!("<a id=\"impl-{name}\"")), "no section for {name}");
        assert!(matrix.contains(&format!("<th>{name}</th>")), "no column for {name}");
    }
    let rule = chapter.split("id=\"r-LEX-16\"").nth(1).expect("LEX-16 on its page");
    let rule = &rule[..rule.find("</div>").expect("the rule's end")];
    for report in &inputs.results.reports {
        let link = format!("href=\"matrix.html#impl-{}\"", report.name);
        assert!(rule.contains(&link), "LEX-16 has no result of {}: {rule}", report.name);
    }
    assert!(rule.contains("class=\"rule-results\""), "{rule}");
}

// ---- the examples against the reference implementation --------------------------------------

/// Every level an example's case asserts (cst, ast, parse, format, check, plan, migrate), through the
/// harness's own trial runner and the suite's reference adapter (`ks-conformance-reference`, the one
/// `cargo test conformance` grades every case through); a level the adapter does not answer fails.
#[test]
fn every_example_passes_the_conformance_harness() {
    use ks_conformance::runner::{run_trial, Status};
    let inputs = inputs();
    let root = project_root().join("conformance/cases");
    let mut failures = Vec::new();
    let mut trials = 0;
    let mut levels = std::collections::BTreeSet::new();
    for chapter in &inputs.chapters {
        for p in &chapter.placeholders {
            let case = match ks_conformance::case::load(&root, &root.join(&p.case)) {
                Ok(case) => case,
                Err(e) => {
                    failures.push(format!("{}: {e}", p.case));
                    continue;
                }
            };
            for level in case.asserted_levels() {
                trials += 1;
                levels.insert(level.name());
                match run_trial(&ks_conformance_reference::Reference, &case, level, false, true) {
                    Status::Passed => {}
                    other => failures.push(format!("{}::{level}: {other:?}", p.case)),
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} of {trials} trials failed: {failures:#?}", failures.len());
    // The chapters show outputs of every level; each must have been graded.
    for level in ["cst", "ast", "parse", "format", "check", "plan", "migrate"] {
        assert!(levels.contains(level), "no shown example was graded at {level}: {levels:?}");
    }
    println!("{trials} trials of the shown examples passed against the reference ({levels:?})");
}

/// The tree-sitter renderings committed under editors/highlight/ are what the site shows for their
/// cases; one whose text no longer matches its case's input is stale.
#[test]
fn the_site_uses_the_committed_highlight_renderings() {
    let root = project_root();
    let inputs = inputs();
    let renderings = html::Renderings::load(&root).unwrap();
    let markdown = pages::generate(&inputs).unwrap_or_else(|e| panic!("{e:#}"));
    let site = html::render_site(&markdown, &renderings).unwrap();
    let examples = site.iter().find(|f| f.rel == "examples.html").unwrap();
    let index = pages::build_index(&inputs).unwrap_or_else(|e| panic!("{e:#}"));
    let mut problems = Vec::new();
    for (name, html) in &renderings.by_name {
        let shown = index.example_order.iter().find(|id| **id == format!("examples/{name}"));
        let Some(id) = shown else { continue };
        if !examples.contents.contains(html.as_str()) {
            problems.push(format!("editors/highlight/{name}.html is not used for {id} (stale?)"));
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}
