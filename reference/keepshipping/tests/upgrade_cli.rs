//! `keepshipping fmt --upgrade` on real files in temporary directories: exit codes, what is written,
//! what is refused (and left byte-identical), `--check`, CRLF, and a directory with a block file.

use std::collections::hash_map::DefaultHasher;
use std::fs;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};

mod support;

use support::keepshipping;

/// A file on the previous format: `=` is equality in `when:` and `auto:`.
const PREVIOUS: &str = "# the api\n\nkeepshipping: 0.0   # draft\nsteps:\n  gate: decide\n    input: risk\n    answers: low | high\n    auto: risk is low >= 0.9\n          and git.branch = \"main\"   # continued\n    when: (env.name = \"prod\")\n";
const UPGRADED: &str = "# the api\n\nkeepshipping: 0.1   # draft\nsteps:\n  gate: decide\n    input: risk\n    answers: low | high\n    auto: risk is low >= 0.9\n          and git.branch == \"main\"   # continued\n    when: (env.name == \"prod\")\n";
/// A read of a block use's output: no catalog can say whether it is run-time-only.
const LEFTOVER: &str = "keepshipping: 0.0\nsteps:\n  web: acme/web-service@v3\n  gate: decide\n    when: web.healthy = true\n";

fn hash(path: &Path) -> u64 {
    let mut hasher = DefaultHasher::new();
    fs::read(path).unwrap().hash(&mut hasher);
    hasher.finish()
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent).unwrap();
    }
    fs::write(&path, text).unwrap();
    path
}

fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into())
        .collect();
    names.sort();
    names
}

#[test]
fn a_previous_format_file_is_rewritten_in_place_and_exits_0() {
    let dir = tempfile::tempdir().unwrap();
    let path = write(dir.path(), "ship.ks", PREVIOUS);
    let out = keepshipping(dir.path(), &["fmt", "--upgrade"], None);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(fs::read_to_string(&path).unwrap(), UPGRADED);
    assert!(out.stdout.is_empty(), "{}", out.stdout);
    assert!(out.stderr.contains("1 file upgraded"), "{}", out.stderr);
    assert_eq!(names(dir.path()), ["ship.ks"], "temporary files left behind");
    // The result is current: a second run is a no-op.
    let before = hash(&path);
    let again = keepshipping(dir.path(), &["fmt", "--upgrade", "ship.ks"], None);
    assert_eq!(again.code, 0, "{}", again.stderr);
    assert_eq!(hash(&path), before);
    assert!(again.stderr.contains("1 file already current"), "{}", again.stderr);
}

#[test]
fn a_file_without_a_header_gets_one_and_is_not_reformatted() {
    let dir = tempfile::tempdir().unwrap();
    let text = "# a site\n\nname:    api   \nsteps:\n  gate: decide\n    when:  a = b\n";
    let path = write(dir.path(), "ship.ks", text);
    let out = keepshipping(dir.path(), &["fmt", "--upgrade", "ship.ks"], None);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        "# a site\n\nkeepshipping: 0.1\nname:    api   \nsteps:\n  gate: decide\n    when:  a = b\n",
        "only the header is added: no layout change, and `=` in a 0.1 file is a default"
    );
}

#[test]
fn a_leftover_is_listed_with_its_position_and_the_file_is_left_byte_identical() {
    let dir = tempfile::tempdir().unwrap();
    let path = write(dir.path(), "ship.ks", LEFTOVER);
    let before = hash(&path);
    let out = keepshipping(dir.path(), &["fmt", "--upgrade", "ship.ks"], None);
    assert_eq!(out.code, 1, "{}", out.stderr);
    assert_eq!(hash(&path), before, "a refused file is not touched");
    let first = out.stderr.lines().next().unwrap_or_default();
    assert!(
        first.starts_with(
            "ship.ks:5:11: cannot tell whether `web.healthy` reads a run-time-only output"
        ),
        "{}",
        out.stderr
    );
    assert!(out.stderr.contains("acme/web-service@v3"), "{}", out.stderr);
    assert!(out.stderr.contains("1 file refused"), "{}", out.stderr);
    assert_eq!(names(dir.path()), ["ship.ks"]);
}

#[test]
fn a_refused_file_does_not_stop_the_others() {
    let dir = tempfile::tempdir().unwrap();
    let refused = write(dir.path(), "a.ks", LEFTOVER);
    let upgraded = write(dir.path(), "b.ks", PREVIOUS);
    let before = hash(&refused);
    let out = keepshipping(dir.path(), &["fmt", "--upgrade", "a.ks", "b.ks"], None);
    assert_eq!(out.code, 1, "{}", out.stderr);
    assert_eq!(hash(&refused), before);
    assert_eq!(fs::read_to_string(&upgraded).unwrap(), UPGRADED);
    assert!(
        out.stderr.contains("1 file upgraded, 0 files already current, 1 file refused"),
        "{}",
        out.stderr
    );
}

#[test]
fn newer_and_unusable_headers_are_refused() {
    for (text, at) in [
        ("keepshipping: 0.2\nname: api\n", "ship.ks:1:15: format 0.2 is newer"),
        ("keepshipping: 0.10\nname: api\n", "ship.ks:1:15: format 0.10 is newer"),
        ("keepshipping: latest\n", "ship.ks:1:15: the format header is not a version"),
        (
            "name: api\nkeepshipping: 0.0\n",
            "ship.ks:2:1: the format header must be the file's first entry",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let path = write(dir.path(), "ship.ks", text);
        let out = keepshipping(dir.path(), &["fmt", "--upgrade"], None);
        assert_eq!(out.code, 1, "{text}: {}", out.stderr);
        assert_eq!(fs::read_to_string(&path).unwrap(), text);
        assert!(out.stderr.starts_with(at), "{text}: {}", out.stderr);
    }
}

#[test]
fn a_result_that_would_not_parse_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let text = "keepshipping: 0.0\nsteps:\n  gate: decide\n    when: a = b = c\n";
    let path = write(dir.path(), "ship.ks", text);
    let out = keepshipping(dir.path(), &["fmt", "--upgrade"], None);
    assert_eq!(out.code, 1, "{}", out.stderr);
    assert_eq!(fs::read_to_string(&path).unwrap(), text);
    assert!(
        out.stderr.starts_with("ship.ks:4:17: the upgraded file would not parse"),
        "{}",
        out.stderr
    );
}

#[test]
fn crlf_line_ends_are_kept() {
    let dir = tempfile::tempdir().unwrap();
    let crlf = |s: &str| s.replace('\n', "\r\n");
    let path = write(dir.path(), "ship.ks", &crlf(PREVIOUS));
    let out = keepshipping(dir.path(), &["fmt", "--upgrade"], None);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(fs::read_to_string(&path).unwrap(), crlf(UPGRADED));
    // A pinned header takes the file's line end too.
    let path = write(dir.path(), "pin.ks", "# c\r\nname: api\r\n");
    let out = keepshipping(dir.path(), &["fmt", "--upgrade", "pin.ks"], None);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(fs::read_to_string(&path).unwrap(), "# c\r\nkeepshipping: 0.1\r\nname: api\r\n");
}

#[test]
fn a_directory_means_ship_ks_and_its_block_files() {
    let dir = tempfile::tempdir().unwrap();
    let site = write(dir.path(), "site/ship.ks", PREVIOUS);
    let block_text = "# acme/blocks · gate@v1\nkeepshipping: 0.0\nblock: gate\ninputs:\n  level: String = \"low\"\nsteps:\n  gate: decide\n    input: risk\n    answers: low | high\n    when: inputs.level = \"low\"\n";
    let block = write(dir.path(), "site/blocks/gate.ks", block_text);
    let other = write(dir.path(), "site/notes.ks", PREVIOUS);
    let out = keepshipping(dir.path(), &["fmt", "--upgrade", "site"], None);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(fs::read_to_string(&site).unwrap(), UPGRADED);
    assert_eq!(
        fs::read_to_string(&block).unwrap(),
        block_text.replace("0.0", "0.1").replace("level = \"low\"", "level == \"low\""),
        "the block's input default keeps its `=`; its condition gets `==`"
    );
    assert_eq!(fs::read_to_string(&other).unwrap(), PREVIOUS, "not ship.ks, not in blocks/");
    assert!(out.stderr.contains("2 files upgraded"), "{}", out.stderr);
}

#[test]
fn check_prints_the_diff_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = write(dir.path(), "ship.ks", PREVIOUS);
    let current = write(dir.path(), "current.ks", UPGRADED);
    let out =
        keepshipping(dir.path(), &["fmt", "--upgrade", "--check", "ship.ks", "current.ks"], None);
    assert_eq!(out.code, 1, "{}", out.stderr);
    assert_eq!(fs::read_to_string(&path).unwrap(), PREVIOUS);
    assert_eq!(fs::read_to_string(&current).unwrap(), UPGRADED);
    assert!(out.stdout.starts_with("--- ship.ks\n+++ ship.ks\n"), "{}", out.stdout);
    assert!(
        out.stdout.contains("\n-keepshipping: 0.0   # draft\n+keepshipping: 0.1   # draft\n"),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout.contains("\n+          and git.branch == \"main\"   # continued\n"),
        "{}",
        out.stdout
    );
    assert!(!out.stdout.contains("current.ks"), "{}", out.stdout);
    // Nothing to upgrade: exit 0, no diff.
    let clean = keepshipping(dir.path(), &["fmt", "--upgrade", "--check", "current.ks"], None);
    assert_eq!(clean.code, 0, "{}", clean.stderr);
    assert!(clean.stdout.is_empty());
}

#[test]
fn standard_input_and_unreadable_files_are_usage_errors() {
    let dir = tempfile::tempdir().unwrap();
    let out = keepshipping(dir.path(), &["fmt", "--upgrade", "-"], None);
    assert_eq!(out.code, 2, "{}", out.stderr);
    let path = write(dir.path(), "ship.ks", PREVIOUS);
    let out = keepshipping(dir.path(), &["fmt", "--upgrade", "ship.ks", "missing.ks"], None);
    assert_eq!(out.code, 2, "{}", out.stderr);
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        PREVIOUS,
        "nothing is written before every file is read"
    );
}

#[test]
fn reads_of_run_time_only_outputs_gain_out_and_static_reads_stay() {
    let dir = tempfile::tempdir().unwrap();
    let text = "keepshipping: 0.0\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n  plan: tofu.plan\n    dir: ./infra\n  apply: tofu.apply\n    plan: plan\n  migrate: ./ship/migrate.ts\n  deploy: k8s.rollout\n    image: build.digest\n    cluster: apply.cluster   # from tofu\n    when: migrate.done = true and plan.destroys = 0\n";
    let path = write(dir.path(), "ship.ks", text);
    let out = keepshipping(dir.path(), &["fmt", "--upgrade"], None);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let want = text.replace("0.0", "0.1").replace("apply.cluster", "apply.out.cluster").replace(
        "migrate.done = true and plan.destroys = 0",
        "migrate.out.done == true and plan.destroys == 0",
    );
    assert_eq!(fs::read_to_string(&path).unwrap(), want);
}
