//! `migrate` and `upgrade` on small texts: what is rewritten, what is left over, what is refused.

mod support;

use ks_lang::TextRange;
use ks_migrate::{migrate, upgrade, Refusal, RefusalKind, Upgrade, Version};
use support::TestKinds;

fn upgraded(text: &str) -> String {
    match upgrade(text, &TestKinds) {
        Upgrade::Upgraded(migrated) => migrated.text,
        other => panic!("not upgraded: {other:?}\n{text}"),
    }
}

fn refused(text: &str) -> Refusal {
    match upgrade(text, &TestKinds) {
        Upgrade::Refused(refusal) => refusal,
        other => panic!("not refused: {other:?}\n{text}"),
    }
}

const STEPS: &str = "steps:\n  build: oci.image\n    from: ./Dockerfile\n  plan: tofu.plan\n    dir: ./infra\n  apply: tofu.apply\n    plan: plan\n";

#[test]
fn equality_is_rewritten_in_every_expression_input() {
    for key in ["auto", "when", "show", "else", "input"] {
        let text =
            format!("keepshipping: 0.0\n{STEPS}  gate: decide\n    {key}: plan.destroys = 0\n");
        let want =
            format!("keepshipping: 0.1\n{STEPS}  gate: decide\n    {key}: plan.destroys == 0\n");
        assert_eq!(upgraded(&text), want, "{key}");
    }
}

#[test]
fn equality_inside_continuation_lines_and_parentheses() {
    let text = "keepshipping: 0.0\nsteps:\n  gate: decide\n    auto: risk is low >= 0.95\n          and (a = b or c=d)   # why\n";
    let want = "keepshipping: 0.1\nsteps:\n  gate: decide\n    auto: risk is low >= 0.95\n          and (a == b or c==d)   # why\n";
    assert_eq!(upgraded(text), want);
}

#[test]
fn other_operators_and_other_inputs_are_left_alone() {
    let text = "keepshipping: 0.0\ninputs:\n  when: string = \"x\"\nsteps:\n  gate: decide\n    when: a != b and c >= d and e == f\n    replicas: int = 2\n";
    let want = text.replace("0.0", "0.1");
    assert_eq!(upgraded(text), want);
}

#[test]
fn bare_reads_of_runtime_only_outputs_gain_out() {
    let text = format!(
        "keepshipping: 0.0\n{STEPS}  deploy: k8s.rollout\n    image: build.digest\n    cluster: apply.cluster\n    domain: \"https://{{apply.endpoint.host}}/x\"\n    note: api-{{apply.name}} {{apply.zone}}\n    when: apply.ready = true\n"
    );
    let want = format!(
        "keepshipping: 0.1\n{STEPS}  deploy: k8s.rollout\n    image: build.digest\n    cluster: apply.out.cluster\n    domain: \"https://{{apply.out.endpoint.host}}/x\"\n    note: api-{{apply.out.name}} {{apply.out.zone}}\n    when: apply.out.ready == true\n"
    );
    assert_eq!(upgraded(&text), want);
}

#[test]
fn script_steps_and_block_outputs() {
    let text = "keepshipping: 0.0\nblock: web\noutputs:\n  url: String = migrate.url\nsteps:\n  migrate: ./ship/migrate.ts\n    action: apply\n";
    let want = "keepshipping: 0.1\nblock: web\noutputs:\n  url: String = migrate.out.url\nsteps:\n  migrate: ./ship/migrate.ts\n    action: apply\n";
    assert_eq!(upgraded(text), want);
}

#[test]
fn block_strings_kinds_and_type_mappings_are_not_reads() {
    let text = "keepshipping: 0.0\nsteps:\n  apply: tofu.apply\n    outputs:\n      cluster: apply.Cluster\n    notes: |\n      {apply.cluster} = apply.cluster\n";
    assert_eq!(upgraded(text), text.replace("0.0", "0.1"));
}

#[test]
fn unknown_kinds_and_dotted_out_are_leftovers() {
    let text = "keepshipping: 0.0\nsteps:\n  web: acme/web@v3\n  apply: tofu.apply\n  deploy: k8s.rollout\n    url: web.url\n    cluster: apply.out.cluster\n    image: \"{web.digest}\"\n";
    let refusal = refused(text);
    assert_eq!(refusal.kind, RefusalKind::Leftovers);
    let spans: Vec<&str> =
        refusal.leftovers.iter().map(|l| &text[std::ops::Range::from(l.range)]).collect();
    assert_eq!(spans, ["web.url", "apply.out.cluster", "web.digest"]);
    assert!(refusal.leftovers[0].reason.contains("acme/web@v3"), "{:?}", refusal.leftovers[0]);
    let notation = refusal.notation(text);
    assert!(notation.starts_with("6:10-6:17 cannot tell whether `web.url`"), "{notation}");
}

#[test]
fn equality_outside_a_step_is_a_leftover() {
    let text = "keepshipping: 0.0\nenvs:\n  prod:\n    when: a = b\n";
    let refusal = refused(text);
    assert_eq!(refusal.kind, RefusalKind::Leftovers);
    assert_eq!(refusal.leftovers.len(), 1);
    let at = text.find(" = ").unwrap() as u32 + 1;
    assert_eq!(refusal.leftovers[0].range, TextRange::new(at, at + 1));
}

#[test]
fn the_header_is_pinned_before_the_first_entry() {
    assert_eq!(upgraded("name: api\n"), "keepshipping: 0.1\nname: api\n");
    assert_eq!(
        upgraded("# a site\n\n  # indented comment\nname: api\n"),
        "# a site\n\n  # indented comment\nkeepshipping: 0.1\nname: api\n"
    );
    assert_eq!(
        upgraded("# c\r\n\r\nname: api\r\n"),
        "# c\r\n\r\nkeepshipping: 0.1\r\nname: api\r\n"
    );
    assert_eq!(upgraded(""), "keepshipping: 0.1\n");
    assert_eq!(upgraded("# only\n"), "# only\nkeepshipping: 0.1\n");
    assert_eq!(upgraded("# only"), "# only\nkeepshipping: 0.1\n");
    assert_eq!(upgraded("\u{feff}name: api\n"), "\u{feff}keepshipping: 0.1\nname: api\n");
    assert_eq!(
        upgraded("steps:\n  gate: decide\n    when: a = b\n"),
        "keepshipping: 0.1\nsteps:\n  gate: decide\n    when: a = b\n",
        "a file without a header is 0.1: its `=` is a default, not 0.0 equality"
    );
}

#[test]
fn current_files_are_unchanged_and_bad_headers_refused() {
    assert_eq!(upgrade("keepshipping: 0.1\nname: api\n", &TestKinds), Upgrade::Unchanged);
    for text in [
        "keepshipping: 0.2\n",
        "keepshipping: 0.10\n",
        "keepshipping: latest\n",
        "keepshipping: \"0.1\"\n",
        "name: api\nkeepshipping: 0.0\n",
    ] {
        assert_eq!(refused(text).kind, RefusalKind::Header, "{text}");
    }
}

#[test]
fn a_result_that_does_not_parse_is_refused_where_the_original_is() {
    // `a = b = c` did not chain in 0.0 either; `a == b == c` is an error in 0.1.
    let text = "keepshipping: 0.0\nsteps:\n  gate: decide\n    when: a = b = c\n";
    let refusal = refused(text);
    assert_eq!(refusal.kind, RefusalKind::Verification);
    let first = &refusal.leftovers[0];
    assert!(first.reason.starts_with("the upgraded file would not parse"), "{first:?}");
    assert_eq!(&text[std::ops::Range::from(first.range)], "=", "mapped back onto the original `=`");
    assert_eq!(first.range.start() as usize, text.rfind('=').unwrap(), "the second `=` chains");
    // A header-less file that does not parse is refused too.
    assert_eq!(refused("name: \"api\n").kind, RefusalKind::Verification);
}

#[test]
fn migrate_reads_a_previous_file_in_memory_with_spans_mapped_back() {
    let text = "keepshipping: 0.0\nsteps:\n  apply: tofu.apply\n  gate: decide\n    when: apply.ok = true and x\n";
    let migrated = migrate(text, &TestKinds).unwrap();
    assert_eq!(migrated.from, Some(Version::new(0, 0)));
    assert!(migrated.leftovers.is_empty());
    let at = migrated.text.find("apply.out.ok").unwrap() as u32;
    let range = migrated.span_map.to_original(TextRange::new(at, at + 12));
    assert_eq!(&text[std::ops::Range::from(range)], "apply.ok");
    let x = migrated.text.rfind('x').unwrap() as u32;
    assert_eq!(migrated.span_map.to_original(TextRange::new(x, x + 1)), {
        let o = text.rfind('x').unwrap() as u32;
        TextRange::new(o, o + 1)
    });
    // A current file and a header-less one are read as they are; a newer one is refused.
    let same = migrate("name: api\n", &TestKinds).unwrap();
    assert_eq!((same.from, same.text.as_str()), (None, "name: api\n"));
    assert!(same.span_map.is_identity());
    assert!(migrate("keepshipping: 9.0\n", &TestKinds).is_err());
}

#[test]
fn migrate_keeps_leftovers_and_still_reads_the_file() {
    let text =
        "keepshipping: 0.0\nsteps:\n  web: acme/web@v3\n  gate: decide\n    when: web.ok = true\n";
    let migrated = migrate(text, &TestKinds).unwrap();
    assert_eq!(migrated.leftovers.len(), 1);
    assert!(migrated.text.contains("when: web.ok == true"));
}

#[test]
fn a_header_that_would_adopt_an_indented_first_entry_is_refused() {
    // The first entry is indented (an error the header would turn into nesting under itself).
    for text in ["\u{feff}  a: 1\n", "  a: 1\n", "# c\n  a: 1\n"] {
        let refusal = refused(text);
        assert_eq!(refusal.kind, RefusalKind::Verification, "{text:?}");
    }
    let text = "keepshipping: 0.0\n  a: 1\n";
    assert_eq!(refused(text).kind, RefusalKind::Header, "a header with children is not a version");
}

#[test]
fn a_diagnostic_of_the_migrated_text_lands_on_the_same_line_and_column_of_the_original() {
    // Both rewrites come before the error on its line, so the columns differ between the two texts.
    let text = "keepshipping: 0.0\nsteps:\n  apply: tofu.apply\n  gate: decide\n    when: apply.ok = true and (plan.x\n";
    let migrated = migrate(text, &TestKinds).unwrap();
    assert!(migrated.text.contains("when: apply.out.ok == true and (plan.x"), "{}", migrated.text);
    let parse = ks_lang::parse(&migrated.text);
    let error = parse.diagnostics().iter().find(|d| d.is_error()).expect("an unclosed `(`").clone();
    let (new_index, old_index) =
        (ks_lang::LineIndex::new(&migrated.text), ks_lang::LineIndex::new(text));
    let mapped = migrated.span_map.diagnostic_to_original(error.clone());
    // The mapped span covers the same bytes in the original as the error did in the migrated text.
    assert_eq!(
        &text[std::ops::Range::from(mapped.span)],
        &migrated.text[std::ops::Range::from(error.span)]
    );
    let (new_start, old_start) =
        (new_index.line_col(error.span.start()), old_index.line_col(mapped.span.start()));
    assert_eq!(new_start.line, old_start.line);
    assert_eq!(
        old_start.column + "out.".len() as u32 + 1,
        new_start.column,
        "the original column is where the user wrote it"
    );
}
