//! D19, issue 15: a file on the previous format (KS0610) is checked as `keepshipping fmt --upgrade`
//! would write it (ks-migrate's migration, in memory), and what that reading finds is reported where
//! it stands in the file.

use ks_core::{check, migrate_previous, CheckOptions};
use ks_lang::{Diagnostic, LineIndex};

/// `CODE line:col-line:col`, the message and the spanned text of every diagnostic.
fn located(text: &str, diagnostics: &[Diagnostic]) -> Vec<(String, String, String)> {
    let index = LineIndex::new(text);
    diagnostics
        .iter()
        .map(|d| {
            let (start, end) = index.range(d.span);
            let at =
                format!("{} {}:{}-{}:{}", d.code, start.line, start.column, end.line, end.column);
            let spanned = text[d.span.start() as usize..d.span.end() as usize].to_string();
            (at, d.message.clone(), spanned)
        })
        .collect()
}

/// A 0.0 file: `=` is equality and `apply.cluster` a run-time read; the last condition misspells
/// `plan.destroys` after two rewrites on the same line, so the error's column differs between the
/// file and its migrated reading.
const OLD: &str = concat!(
    "keepshipping: 0.0\n",
    "steps:\n",
    "  build: oci.image\n",
    "    from: ./Dockerfile\n",
    "  plan: tofu.plan\n",
    "    dir: ./infra\n",
    "  apply: tofu.apply\n",
    "    plan: plan\n",
    "  deploy: k8s.rollout\n",
    "    image: build.digest\n",
    "    cluster: apply.cluster\n",
    "    when: plan.destroys = 0 and apply.cluster = build.digest and plan.destroy = 0\n",
);

#[test]
fn an_error_of_the_migrated_reading_is_reported_where_it_stands_in_the_file() {
    let migrated = migrate_previous(&ks_lang::parse(OLD)).expect("0.0 migrates");
    assert!(migrated.text.contains("plan.destroys == 0 and apply.out.cluster == build.digest"));
    let options = CheckOptions::default();
    let in_file = located(OLD, check(&ks_lang::parse(OLD), &options).diagnostics());
    let in_reading =
        located(&migrated.text, check(&ks_lang::parse(&migrated.text), &options).diagnostics());

    // The file says KS0610 with the way out, then exactly what its reading says, nothing about `=`.
    assert_eq!(in_file[0].0, "KS0610 1:15-1:18", "{in_file:#?}");
    let parse = ks_lang::parse(OLD);
    let hint = check(&parse, &options).diagnostics()[0].hint.clone().unwrap_or_default();
    assert!(hint.contains("keepshipping fmt --upgrade"), "{hint}");
    assert_eq!(in_file.len(), in_reading.len() + 1, "file: {in_file:#?}\nreading: {in_reading:#?}");

    // The misspelling stands six columns further right in the migrated line (two `=` became `==`,
    // `out.` was inserted); the file reports it at its own column.
    let column_in = |text: &str| text.lines().nth(11).unwrap().rfind("destroy ").unwrap() + 1;
    let (in_old, in_new) = (column_in(OLD), column_in(&migrated.text));
    assert_eq!(in_new - in_old, 6, "{}", migrated.text);
    let message = "step `plan` (`tofu.plan`) has no output `destroy`".to_string();
    let at = |column: usize| format!("KS0201 12:{column}-12:{}", column + 7);
    assert_eq!(in_reading, [(at(in_new), message.clone(), "destroy".to_string())]);
    assert_eq!(in_file[1], (at(in_old), message, "destroy".to_string()));
}

#[test]
fn every_diagnostic_of_the_reading_maps_onto_the_same_text_of_the_file() {
    // Errors on both sides of several rewrites, on different lines, one of them a syntax error.
    let old = concat!(
        "keepshipping: 0.0\n",
        "steps:\n",
        "  plan: tofu.plan\n",
        "    dir: ./infra\n",
        "  apply: tofu.apply\n",
        "    plan: plan\n",
        "    when: plan.destroys = 0 and plan.nope = 1\n",
        "  deploy: k8s.rollout\n",
        "    image: apply.cluster\n",
        "    cluster: aply.cluster\n",
        "    when: apply.cluster = \"x\" and (plan.destroys = 0\n",
    );
    let migrated = migrate_previous(&ks_lang::parse(old)).expect("0.0 migrates");
    let options = CheckOptions::default();
    let checked = check(&ks_lang::parse(old), &options);
    let reading = check(&ks_lang::parse(&migrated.text), &options);
    let in_file: Vec<&Diagnostic> =
        checked.diagnostics().iter().filter(|d| d.code != "KS0610").collect();
    assert!(in_file.len() >= 3, "{:#?}", checked.diagnostics());
    assert!(in_file.iter().any(|d| d.is_error()));
    let file_text = |d: &Diagnostic| &old[d.span.start() as usize..d.span.end() as usize];
    let reading_text =
        |d: &Diagnostic| &migrated.text[d.span.start() as usize..d.span.end() as usize];
    let mut mapped: Vec<_> = reading
        .diagnostics()
        .iter()
        .map(|d| {
            let back = migrated.span_map.diagnostic_to_original(d.clone());
            (back.span.start(), back.code, back.message.clone())
        })
        .collect();
    let mut found: Vec<_> =
        in_file.iter().map(|d| (d.span.start(), d.code, d.message.clone())).collect();
    mapped.sort();
    found.sort();
    assert_eq!(found, mapped);
    // Where no rewrite touched the spanned text, the file shows the very text the reading flagged.
    for d in reading.diagnostics() {
        let back = migrated.span_map.diagnostic_to_original(d.clone());
        let text = reading_text(d);
        if !text.contains("==") && !text.contains(".out.") && !text.is_empty() {
            assert_eq!(file_text(&back), text, "{d:?}");
        }
    }
}
