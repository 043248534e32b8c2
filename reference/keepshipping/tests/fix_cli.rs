//! `keepshipping check --fix` end to end (issue 28, ADR 0066): safe against unsafe fixes, `--diff`,
//! standard input, refusal, the atomic write and a repository run, in temporary directories.

#[path = "support/sarif.rs"]
mod sarif;
mod support;

use std::fs;

use serde_json::Value;
use support::{keepshipping, site};

/// A run-time output read bare (safe: `.out.` inserted), a misspelt output and environment
/// (unsafe did-you-means), a comment and odd spacing that must survive.
const SLIPPED: &str = "\
keepshipping: 0.1
name: api   # odd  spacing stays
envs:
  prod:
steps:
  build: oci.image
    from: ./Dockerfile
  plan: tofu.plan
    dir: ./infra
  infra: tofu.apply
    plan: plan
  deploy: k8s.rollout
    image: build.digst
    cluster: infra.cluster
    when: env is prd
";

fn safe_fixed() -> String {
    SLIPPED.replace("infra.cluster", "infra.out.cluster")
}

fn all_fixed() -> String {
    safe_fixed().replace("build.digst", "build.digest").replace("env is prd", "env is prod")
}

fn check(dir: &std::path::Path, args: &[&str]) -> support::Run {
    let mut all = vec!["check", "--no-base"];
    all.extend_from_slice(args);
    keepshipping(dir, &all, None)
}

#[test]
fn fix_applies_the_safe_fixes_only_and_reports_what_remains() {
    let dir = site(&[("ship.ks", SLIPPED)]);
    let run = check(dir.path(), &["--fix", "ship.ks"]);
    assert_eq!(fs::read_to_string(dir.path().join("ship.ks")).unwrap(), safe_fixed());
    assert_eq!(run.code, 1, "two errors remain: {}", run.stderr);
    assert!(run.stderr.ends_with("1 fixed, 2 remaining\n"), "{}", run.stderr);
    // The remaining ones are marked fixable, with the flag that would fix them.
    assert!(run.stdout.contains("= fix: replace with `digest` (`check --fix --unsafe-fixes`)"));
}

#[test]
fn unsafe_fixes_apply_every_did_you_mean_byte_for_byte() {
    let dir = site(&[("ship.ks", SLIPPED)]);
    let run = check(dir.path(), &["--fix", "--unsafe-fixes", "ship.ks"]);
    assert_eq!(fs::read_to_string(dir.path().join("ship.ks")).unwrap(), all_fixed());
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stderr.ends_with("3 fixed, 0 remaining\n"), "{}", run.stderr);
    // Fixing again changes nothing.
    let again = check(dir.path(), &["--fix", "--unsafe-fixes", "ship.ks"]);
    assert!(again.stderr.ends_with("0 fixed, 0 remaining\n"), "{}", again.stderr);
    assert_eq!(fs::read_to_string(dir.path().join("ship.ks")).unwrap(), all_fixed());
}

#[test]
fn diff_prints_the_change_and_writes_nothing() {
    let dir = site(&[("ship.ks", SLIPPED)]);
    let run = check(dir.path(), &["--diff", "--unsafe-fixes", "ship.ks"]);
    assert_eq!(run.code, 1);
    assert_eq!(fs::read_to_string(dir.path().join("ship.ks")).unwrap(), SLIPPED);
    let removed: Vec<&str> =
        run.stdout.lines().filter(|l| l.starts_with('-') && !l.starts_with("---")).collect();
    let added: Vec<&str> =
        run.stdout.lines().filter(|l| l.starts_with('+') && !l.starts_with("+++")).collect();
    assert_eq!(
        removed,
        ["-    image: build.digst", "-    cluster: infra.cluster", "-    when: env is prd"]
    );
    assert_eq!(
        added,
        ["+    image: build.digest", "+    cluster: infra.out.cluster", "+    when: env is prod"]
    );
    assert!(run.stderr.ends_with("3 would be fixed (1 file), 0 remaining\n"), "{}", run.stderr);
    // Nothing to fix: exit 0, no diff.
    let clean = site(&[("ship.ks", &all_fixed())]);
    let run = check(clean.path(), &["--diff", "--unsafe-fixes", "ship.ks"]);
    assert_eq!((run.code, run.stdout.as_str()), (0, ""));
}

#[test]
fn standard_input_gets_the_fixed_text_on_stdout() {
    let dir = site(&[]);
    let run =
        keepshipping(dir.path(), &["check", "--no-base", "--fix", "-"], Some(SLIPPED.as_bytes()));
    assert_eq!(run.stdout, safe_fixed());
    assert!(run.stderr.contains("error[KS0201]"), "the report goes to stderr: {}", run.stderr);
    let run = keepshipping(
        dir.path(),
        &["check", "--no-base", "--fix", "--unsafe-fixes", "-"],
        Some(SLIPPED.as_bytes()),
    );
    assert_eq!((run.code, run.stdout), (0, all_fixed()));
}

#[test]
fn a_file_that_does_not_parse_is_refused_and_left_untouched() {
    let broken = SLIPPED.replace("name: api", "name: \"api");
    let dir = site(&[("ship.ks", &broken)]);
    let run = check(dir.path(), &["--fix", "--unsafe-fixes", "ship.ks"]);
    assert_eq!(run.code, 1);
    assert_eq!(fs::read_to_string(dir.path().join("ship.ks")).unwrap(), broken);
    assert!(
        run.stderr.contains("ship.ks: not fixed: the file does not parse (KS0002"),
        "{}",
        run.stderr
    );
    // Standard input gets its text back unchanged.
    let run =
        keepshipping(dir.path(), &["check", "--no-base", "--fix", "-"], Some(broken.as_bytes()));
    assert_eq!(run.stdout, broken);
}

#[cfg(unix)]
#[test]
fn the_write_is_atomic_and_keeps_the_permissions() {
    use std::os::unix::fs::PermissionsExt;
    let dir = site(&[("ship.ks", SLIPPED)]);
    let path = dir.path().join("ship.ks");
    fs::set_permissions(&path, fs::Permissions::from_mode(0o640)).unwrap();
    let run = check(dir.path(), &["--fix", "ship.ks"]);
    assert_eq!(fs::read_to_string(&path).unwrap(), safe_fixed(), "{}", run.stderr);
    assert_eq!(fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o640);
    // No temporary file is left beside it.
    let names: Vec<String> = fs::read_dir(dir.path())
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["ship.ks"]);
}

#[test]
fn a_repository_run_fixes_every_file_it_walks() {
    let dir = site(&[
        ("a/ship.ks", SLIPPED),
        ("b/ship.ks", &all_fixed()),
        // A tab that reads as one column, in an indentation of four: the layout is unambiguous.
        ("c/ship.ks", &SLIPPED.replace("    from: ./Dockerfile", "\t   from: ./Dockerfile")),
    ]);
    let run = check(dir.path(), &["--fix", "--unsafe-fixes", "."]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    for name in ["a/ship.ks", "b/ship.ks", "c/ship.ks"] {
        assert_eq!(fs::read_to_string(dir.path().join(name)).unwrap(), all_fixed(), "{name}");
    }
    assert!(run.stderr.ends_with("7 fixed, 0 remaining\n"), "{}", run.stderr);
}

#[test]
fn json_and_sarif_carry_the_fixes() {
    let dir = site(&[("ship.ks", SLIPPED)]);
    let run = check(dir.path(), &["--format", "json", "ship.ks"]);
    let value: Value = serde_json::from_str(&run.stdout).unwrap();
    let fixes: Vec<(String, String, Value)> = value["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|d| d["fixes"].as_array().unwrap().clone())
        .map(|fix| {
            let edit = &fix["edits"][0];
            (
                fix["applicability"].as_str().unwrap().to_string(),
                edit["replacement"].as_str().unwrap().to_string(),
                edit["span"].clone(),
            )
        })
        .collect();
    let at = |needle: &str| SLIPPED.find(needle).unwrap() as u64;
    let digst = at("digst");
    let cluster = at("cluster\n");
    let prd = at("prd");
    assert_eq!(
        fixes,
        [
            (
                "unsafe".into(),
                "digest".into(),
                serde_json::json!({"start": digst, "end": digst + 5})
            ),
            ("safe".into(), "out.".into(), serde_json::json!({"start": cluster, "end": cluster})),
            ("unsafe".into(), "prod".into(), serde_json::json!({"start": prd, "end": prd + 3})),
        ]
    );
    let run = check(dir.path(), &["--format", "sarif", "ship.ks"]);
    let log: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(sarif::sarif_schema_errors(&log), None);
    let results = log["runs"][0]["results"].as_array().unwrap();
    let with_fixes: Vec<&Value> = results.iter().filter(|r| r.get("fixes").is_some()).collect();
    assert_eq!(with_fixes.len(), 3);
    let replacement = &with_fixes[1]["fixes"][0]["artifactChanges"][0]["replacements"][0];
    assert_eq!(replacement["insertedContent"]["text"], "out.");
    assert_eq!(replacement["deletedRegion"]["startLine"], 14);
    assert_eq!(
        replacement["deletedRegion"]["startColumn"],
        replacement["deletedRegion"]["endColumn"]
    );
}

/// `after: bb` whose did-you-mean (`b`) would close a cycle: fixing adds KS0204 and is refused.
const CYCLE: &str = "\
keepshipping: 0.1
name: api
steps:
  a: oci.image
    from: ./Dockerfile
    after: bb
  b: k8s.rollout
    image: a.digest
";

#[test]
fn the_closing_line_counts_no_fix_that_fixing_would_refuse() {
    // The only fix would add a cycle: nothing is fixable, and fixing changes nothing.
    let dir = site(&[("ship.ks", CYCLE)]);
    let run = check(dir.path(), &["ship.ks"]);
    assert_eq!(run.stderr, "checked 1 file: 1 error\n");
    let run = check(dir.path(), &["--fix", "--unsafe-fixes", "ship.ks"]);
    assert_eq!(fs::read_to_string(dir.path().join("ship.ks")).unwrap(), CYCLE);
    assert!(
        run.stderr.contains("ship.ks: not fixed: the fixes would add KS0204"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.ends_with("checked 1 file: 1 error\n0 fixed, 1 remaining\n"),
        "{}",
        run.stderr
    );
    // A safe fix in a file that does not parse: not fixable either, and `--fix` leaves it.
    let broken = SLIPPED.replace("name: api", "name: \"api");
    let dir = site(&[("ship.ks", &broken)]);
    let run = check(dir.path(), &["ship.ks"]);
    assert!(!run.stderr.contains("fixable"), "{}", run.stderr);
    check(dir.path(), &["--fix", "ship.ks"]);
    assert_eq!(fs::read_to_string(dir.path().join("ship.ks")).unwrap(), broken);
    // A file that fixes cleanly still counts, and counts what `--fix` then fixes.
    let dir = site(&[("ship.ks", SLIPPED)]);
    let run = check(dir.path(), &["ship.ks"]);
    assert!(
        run.stderr.ends_with("; 1 fixable with `--fix`, 2 more with `--unsafe-fixes`\n"),
        "{}",
        run.stderr
    );
    let run = check(dir.path(), &["--fix", "ship.ks"]);
    assert!(run.stderr.ends_with("2 fixable with `--fix --unsafe-fixes`\n1 fixed, 2 remaining\n"));
}

#[test]
fn a_repository_run_counts_only_the_files_that_would_be_fixed() {
    let dir = site(&[("a/ship.ks", CYCLE), ("b/ship.ks", SLIPPED)]);
    let run = check(dir.path(), &["."]);
    assert!(
        run.stderr.ends_with("; 1 fixable with `--fix`, 2 more with `--unsafe-fixes`\n"),
        "{}",
        run.stderr
    );
}

#[test]
fn a_misspelt_trigger_before_its_glob_is_fixed_in_its_word_alone() {
    let text = "keepshipping: 0.1\nname: api\non: psuh main, pr, tagg \"v*\"\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n";
    let dir = site(&[("ship.ks", text)]);
    let run = check(dir.path(), &["ship.ks"]);
    assert!(run.stdout.contains("= fix: replace with `push` (`check --fix --unsafe-fixes`)"));
    assert!(
        run.stderr.ends_with("2 errors; 2 fixable with `--fix --unsafe-fixes`\n"),
        "{}",
        run.stderr
    );
    let run = check(dir.path(), &["--fix", "--unsafe-fixes", "ship.ks"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let fixed = text.replace("psuh", "push").replace("tagg", "tag");
    assert_eq!(fs::read_to_string(dir.path().join("ship.ks")).unwrap(), fixed);
}
