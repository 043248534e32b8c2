//! `check` reads meaning, not layout: for generated workflows written in a messy layout (indentation
//! of 2 to 4 spaces per level, extra spaces after colons, trailing spaces, blank lines, comment lines,
//! CRLF line ends, conditions continued on a second line), `check` of the file and `check` of
//! `ks_fmt::format` of it report the same diagnostics: the same codes, messages and hints, in the same
//! order, each pointing at the same text (compared without whitespace, which is what `fmt` changes).
//!
//! `tests/robust.rs` holds the codes-only version over the suite and a generator that varies spacing
//! after colons; this one varies the layout `fmt` actually rewrites and compares whole diagnostics.

use ks_core::CheckOptions;
use proptest::prelude::*;

/// A step: its name, its kind and its inputs as `(key, value)` lines.
#[derive(Clone, Debug)]
struct Step {
    kind: &'static str,
    inputs: Vec<(&'static str, &'static str)>,
}

/// How the file is laid out; none of it changes what the file means.
#[derive(Clone, Debug)]
struct Layout {
    /// Extra indentation of the second and third levels (the first is always column 0).
    indent: (usize, usize),
    /// Spaces after each colon, cycled.
    colon: Vec<usize>,
    /// After which lines a blank line, a comment line or trailing spaces go, cycled.
    extras: Vec<u8>,
    crlf: bool,
}

/// Steps are named `s0`, `s1`, …; values refer to them by those names, sometimes misspelled, and to
/// context values, so that the generated files hold both clean steps and every kind of finding.
fn step() -> impl Strategy<Value = Step> {
    let kind = prop::sample::select(vec![
        "oci.image",
        "tofu.plan",
        "tofu.apply",
        "approval",
        "k8s.rollout",
        "decide",
        "vm.deploy",
        "./ship/notify.ts",
        "acme.unknown",
    ]);
    let input = prop::sample::select(vec![
        ("from", "./Dockerfile"),
        ("tags", "\"api-{git.sha}\", latest"),
        ("tags", "\"api-{git.sah}\""),
        ("dir", "./infra"),
        ("plan", "s1"),
        ("plan", "s9"),
        ("show", "s1.destroys, s1.changes"),
        ("show", "s1.destorys"),
        ("auto", "s2 is low >= 0.9"),
        ("auto", "s2 is lwo >= 0.9"),
        ("image", "s0.digest"),
        ("image", "s0.digets"),
        ("image", "sO.digest"),
        ("cluster", "s3.out.cluster"),
        ("cluster", "s3.cluster"),
        ("wait", "healthy, 5m"),
        ("verify", "\"signed-by key:release\""),
        ("verify", "\"\""),
        ("input", "s1.destroys"),
        ("answers", "low | medium | high"),
        ("when", "env is prod"),
        ("when", "env is prdo"),
        ("when", "git.tag != \"\""),
        ("when", "pr.number == 3"),
        ("after", "s0, s1"),
        ("after", "s7"),
        ("rollback", "manual"),
        ("rollback", "sometimes"),
        ("ci-only", "true"),
        ("outputs", ""),
        ("form", "x"),
    ]);
    (kind, prop::collection::vec(input, 0..5)).prop_map(|(kind, inputs)| Step { kind, inputs })
}

fn layout() -> impl Strategy<Value = Layout> {
    (
        (2usize..=4, 2usize..=4),
        prop::collection::vec(1usize..=3, 1..4),
        prop::collection::vec(0u8..8, 1..6),
        any::<bool>(),
    )
        .prop_map(|(indent, colon, extras, crlf)| Layout { indent, colon, extras, crlf })
}

/// A workflow that checks clean on its own: `s0` builds, `s1` plans, `s2` decides on the plan, `s3`
/// applies it, `s4` deploys the build onto the apply's cluster. The generated steps that follow it
/// refer to these names (and misspell them).
fn base() -> Vec<Step> {
    vec![
        Step {
            kind: "oci.image",
            inputs: vec![("from", "./Dockerfile"), ("tags", "\"api-{git.sha}\", latest")],
        },
        Step { kind: "tofu.plan", inputs: vec![("dir", "./infra")] },
        Step {
            kind: "decide",
            inputs: vec![("input", "s1.destroys"), ("answers", "low | medium | high")],
        },
        Step { kind: "tofu.apply", inputs: vec![("plan", "s1"), ("outputs", "")] },
        Step {
            kind: "k8s.rollout",
            inputs: vec![
                ("image", "s0.digest"),
                ("cluster", "s3.out.cluster"),
                ("verify", "\"signed-by key:release\""),
                ("wait", "healthy, 5m"),
                ("after", "s0, s1"),
                ("rollback", "manual"),
            ],
        },
    ]
}

/// Whether the file starts with the clean base, then the generated steps.
fn steps() -> impl Strategy<Value = Vec<Step>> {
    (any::<bool>(), prop::collection::vec(step(), 0..5)).prop_map(|(with_base, extra)| {
        let mut steps = if with_base { base() } else { Vec::new() };
        steps.extend(extra);
        steps
    })
}

/// The file: an optional header, triggers, two environments, the steps; written in `layout`.
fn render(header: bool, envs: bool, steps: &[Step], layout: &Layout) -> String {
    let (one, two) = (layout.indent.0, layout.indent.0 + layout.indent.1);
    let mut lines: Vec<(usize, String)> = Vec::new();
    if header {
        lines.push((0, "keepshipping: 0.1".into()));
    }
    lines.push((0, "name: api".into()));
    lines.push((0, "on: push main, pr".into()));
    if envs {
        lines.push((0, "envs:".into()));
        lines.push((one, "dev:".into()));
        lines.push((one, "prod:".into()));
        lines.push((two, "require-verified: true".into()));
    }
    lines.push((0, "steps:".into()));
    for (i, step) in steps.iter().enumerate() {
        lines.push((one, format!("s{i}: {}", step.kind)));
        for (key, value) in &step.inputs {
            match *key {
                "outputs" => {
                    lines.push((two, "outputs:".into()));
                    lines.push((two + layout.indent.1, "cluster: k8s.Cluster".into()));
                }
                // A condition continued on the next line, deeper than its key.
                "when" if value.starts_with("env is") => {
                    lines.push((two, format!("when: {value}")));
                    lines.push((two + 6, "and s1.destroys == 0".into()));
                }
                _ => lines.push((two, format!("{key}: {value}"))),
            }
        }
    }
    let end = if layout.crlf { "\r\n" } else { "\n" };
    let mut text = String::new();
    let mut colons = layout.colon.iter().cycle();
    let mut extras = layout.extras.iter().cycle();
    for (indent, line) in lines {
        let spaces = " ".repeat(*colons.next().unwrap());
        // Only the first `: ` of a line is a key's colon; the rest is the value as written.
        let line = line.replacen(": ", &format!(":{spaces}"), 1);
        text.push_str(&" ".repeat(indent));
        text.push_str(&line);
        match extras.next().unwrap() {
            0 => text.push_str("   "),
            1 => {
                text.push_str(end);
                text.push_str("# a comment on its own line");
            }
            2 => text.push_str(end),
            _ => {}
        }
        text.push_str(end);
    }
    text
}

/// What `check` says, with each span's text (whitespace removed) in place of its offsets.
fn findings(text: &str) -> Vec<(&'static str, String, Option<String>, String)> {
    let parse = ks_lang::parse(text);
    ks_core::check(&parse, &CheckOptions::default())
        .diagnostics()
        .iter()
        .map(|d| {
            let spanned = &text[d.span.start() as usize..d.span.end() as usize];
            let spanned: String = spanned.chars().filter(|c| !c.is_whitespace()).collect();
            (d.code, d.message.clone(), d.hint.clone(), spanned)
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn fmt_changes_the_layout_and_not_what_check_says(
        header in any::<bool>(),
        envs in any::<bool>(),
        steps in steps(),
        layout in layout(),
    ) {
        let text = render(header, envs, &steps, &layout);
        let formatted = match ks_fmt::format(&text) {
            Ok(formatted) => formatted,
            // fmt refuses only files with syntax errors, and the generator writes none.
            Err(refusal) => return Err(TestCaseError::fail(format!("fmt refused: {}\n{text}", refusal.reason))),
        };
        prop_assert_eq!(findings(&text), findings(&formatted), "before:\n{}\nafter:\n{}", text, formatted);
    }
}

/// The generator is not trivial: over fixed seeds it yields files that check clean, files with errors
/// and files with warnings, and `fmt` rewrites most of them.
#[test]
fn the_generator_covers_clean_files_errors_warnings_and_rewrites() {
    use proptest::{strategy::ValueTree, test_runner::TestRunner};
    let mut runner = TestRunner::deterministic();
    let strategy = (any::<bool>(), any::<bool>(), steps(), layout());
    let (mut clean, mut errors, mut warnings, mut rewritten) = (0, 0, 0, 0);
    for _ in 0..300 {
        let (header, envs, steps, layout) = strategy.new_tree(&mut runner).unwrap().current();
        let text = render(header, envs, &steps, &layout);
        let parse = ks_lang::parse(&text);
        assert!(!parse.has_errors(), "the generator wrote a syntax error:\n{text}");
        let checked = ks_core::check(&parse, &CheckOptions::default());
        clean += usize::from(checked.diagnostics().is_empty());
        errors += usize::from(checked.has_errors());
        warnings += usize::from(checked.diagnostics().iter().any(|d| !d.is_error()));
        rewritten += usize::from(ks_fmt::format(&text).is_ok_and(|f| f != text));
    }
    assert!(clean >= 10 && errors >= 100 && warnings >= 30, "{clean} {errors} {warnings}");
    assert!(rewritten >= 250, "{rewritten}");
}
