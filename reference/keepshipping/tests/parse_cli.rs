//! `keepshipping parse` end to end: the real binary on real files, output snapshotted with insta.

mod support;

use std::path::Path;

use support::keepshipping;

fn with_file(name: &str, bytes: &[u8]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(name), bytes).unwrap();
    dir
}

const BROKEN: &str = "name: \"api\nauto: risk is low <= 0.5\n\tdeploy: k8s.rollout\n";

#[test]
fn clean_file_exits_zero_and_prints_nothing() {
    let dir = with_file("ship.ks", b"name: api\nsteps:\n  build: oci.image\n");
    let run = keepshipping(dir.path(), &["parse"], None);
    assert_eq!((run.code, run.stdout.as_str(), run.stderr.as_str()), (0, "", ""));
}

#[test]
fn human_diagnostics_show_line_caret_and_hint() {
    let dir = with_file("ship.ks", BROKEN.as_bytes());
    let run = keepshipping(dir.path(), &["parse", "ship.ks"], None);
    assert_eq!(run.code, 1);
    insta::assert_snapshot!(run.stdout);
}

#[test]
fn json_diagnostics_follow_the_contract() {
    let dir = with_file("ship.ks", BROKEN.as_bytes());
    let run = keepshipping(dir.path(), &["parse", "ship.ks", "--format", "json"], None);
    assert_eq!(run.code, 1);
    let value: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let first = &value["diagnostics"][0];
    assert_eq!(first["code"], "KS0002");
    assert_eq!(first["file"], "ship.ks");
    assert_eq!(
        (first["span"]["start"].as_u64(), first["line"].as_u64(), first["column"].as_u64()),
        (Some(6), Some(1), Some(7))
    );
    insta::assert_snapshot!(serde_json::to_string_pretty(&value).unwrap());
}

#[test]
fn json_tokens_cover_every_byte() {
    let text = "\u{feff}# c → d\r\nname:  api # x\n  and b ≥ c\n";
    let run = keepshipping(
        Path::new("."),
        &["parse", "-", "--emit", "tokens", "--format", "json"],
        Some(text.as_bytes()),
    );
    let value: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let joined: String =
        value["tokens"].as_array().unwrap().iter().map(|t| t["text"].as_str().unwrap()).collect();
    assert_eq!(joined, text);
    assert_eq!(run.code, 0, "{}", run.stderr);
}

#[test]
fn columns_count_characters_not_bytes() {
    let run = keepshipping(
        Path::new("."),
        &["parse", "-", "--format", "json"],
        Some("k: éé \"→ x\n".as_bytes()),
    );
    let value: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(value["diagnostics"][0]["code"], "KS0002");
    assert_eq!(value["diagnostics"][0]["column"], 7);
    assert_eq!(value["diagnostics"][0]["span"]["start"], 8);
}

#[test]
fn every_view_prints() {
    let text = b"auto: risk is low >= 0.95\n      and plan.destroys == 0\n";
    for (emit, format, expected) in [
        ("cst", "text", "(SOURCE_FILE"),
        ("cst", "json", "\"kind\":\"SOURCE_FILE\""),
        ("ast", "text", "(source_file (entry (key) (and_expr (is_expr"),
        ("ast", "json", "\"type\": \"And\""),
        ("tokens", "text", "IDENT \"auto\""),
    ] {
        let run = keepshipping(
            Path::new("."),
            &["parse", "-", "--emit", emit, "--format", format],
            Some(text),
        );
        assert_eq!(run.code, 0);
        assert!(run.stdout.contains(expected), "{emit}/{format}: {}", run.stdout);
    }
}

#[test]
fn unreadable_inputs_are_usage_errors() {
    let dir = with_file("bad.ks", b"name: \xff\xfe\n");
    let missing = keepshipping(dir.path(), &["parse", "nope.ks"], None);
    let not_utf8 = keepshipping(dir.path(), &["parse", "bad.ks"], None);
    let directory = keepshipping(dir.path(), &["parse", "."], None);
    let bad_flag = keepshipping(dir.path(), &["parse", "--emit", "everything"], None);
    for run in [&missing, &not_utf8, &directory, &bad_flag] {
        assert_eq!(run.code, 2, "{}", run.stderr);
        assert!(!run.stderr.contains("panicked"));
    }
    assert_eq!(missing.stderr, "error: cannot read nope.ks: no such file\n");
    assert_eq!(not_utf8.stderr, "error: bad.ks is not UTF-8 text (invalid byte at offset 6)\n");
}

#[test]
fn default_path_is_ship_ks() {
    let dir = with_file("ship.ks", b"a: (\n");
    let run = keepshipping(dir.path(), &["parse"], None);
    assert_eq!(run.code, 1);
    assert!(
        run.stdout.starts_with("error[KS0008]: unclosed `(`\n --> ship.ks:1:4\n"),
        "{}",
        run.stdout
    );
}
