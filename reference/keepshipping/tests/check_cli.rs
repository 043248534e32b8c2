//! `keepshipping check` end to end: the real binary on real files, with ks-core's real diagnostics.
//!
//! The four output formats of one file (errors, warnings, related locations) are insta snapshots
//! (`tests/snapshots/`); after a deliberate change, review and accept them with
//! `INSTA_UPDATE=always cargo test -p keepshipping --test check_cli` (insta writes nothing under `CI`).

#[path = "support/sarif.rs"]
mod sarif;
mod support;

use std::{collections::BTreeSet, fs, path::Path, process::Command};

use sarif::sarif_schema_errors;
use serde_json::Value;
use support::{keepshipping, Run};

/// Two errors with a related location (a step given twice, an unverified deploy reaching a
/// `require-verified` environment), an unknown step with a did-you-mean, and two warnings (a `ci-only`
/// step checked locally, an optional context value).
const MIXED: &str = "\
keepshipping: 0.1
name: api
envs:
  prod:
    require-verified: true
steps:
  build: oci.image
    from: ./Dockerfile
  build: oci.image
    from: ./other.Dockerfile
  deploy: k8s.rollout
    image: biuld.digest
    wait: healthy, 5m
    ci-only: true
  notify: ./ship/notify.ts
    tag: git.tag
";

const CLEAN: &str = "\
keepshipping: 0.1
name: api
steps:
  build: oci.image
    from: ./Dockerfile
  deploy: k8s.rollout
    image: build.digest
";

/// A `ci-only` step and no header: KS0602 when checked locally, KS0611 when checked as CI.
const HEADERLESS_CI_ONLY: &str = "\
name: api
steps:
  build: oci.image
    from: ./Dockerfile
    ci-only: true
";

/// Runs `keepshipping ARGS` with `CI` set to `ci` (or removed), nothing on stdin.
fn with_ci(dir: &Path, args: &[&str], ci: Option<&str>) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_keepshipping"));
    command.args(args).current_dir(dir);
    match ci {
        Some(value) => command.env("CI", value),
        None => command.env_remove("CI"),
    };
    let output = command.output().expect("keepshipping runs");
    Run {
        code: output.status.code().expect("an exit code"),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

/// The codes of a `--format json` run.
fn codes(run: &Run) -> Vec<String> {
    let value: Value = serde_json::from_str(&run.stdout).expect("JSON on stdout");
    value["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["code"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn a_clean_file_exits_0_with_only_the_summary() {
    let dir = support::site(&[("ship.ks", CLEAN)]);
    let run = keepshipping(dir.path(), &["check"], None);
    let summary = "checked 1 file: no problems\n";
    assert_eq!((run.code, run.stdout.as_str(), run.stderr.as_str()), (0, "", summary));
    let quiet = keepshipping(dir.path(), &["check", "--quiet"], None);
    assert_eq!((quiet.code, quiet.stdout.as_str(), quiet.stderr.as_str()), (0, "", ""));
    let json = keepshipping(dir.path(), &["check", "--format", "json"], None);
    assert_eq!((json.code, json.stdout.as_str()), (0, "{\"diagnostics\":[]}\n"));
}

#[test]
fn the_closing_line_counts_what_fix_and_unsafe_fixes_would_fix() {
    // `infra.cluster` reads a run-time output without `.out` (a safe fix); `k8s.rolout` is a
    // did-you-mean (an unsafe one).
    let text =
        "keepshipping: 0.1\nname: api\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n  \
                plan: tofu.plan\n    dir: ./infra\n  infra: tofu.apply\n    plan: plan\n  \
                deploy: k8s.rolout\n    cluster: infra.cluster\n    image: build.digest\n";
    let dir = support::site(&[("ship.ks", text)]);
    let both = keepshipping(dir.path(), &["check", "--no-base"], None);
    let line = "checked 1 file: 1 error, 1 warning; 1 fixable with `--fix`, 1 more with `--unsafe-fixes`\n";
    assert_eq!(both.stderr, line);
    let fixed = keepshipping(dir.path(), &["check", "--no-base", "--fix"], None);
    let left =
        "checked 1 file: 1 warning; 1 fixable with `--fix --unsafe-fixes`\n1 fixed, 1 remaining\n";
    assert_eq!(fixed.stderr, left);
    let all = keepshipping(dir.path(), &["check", "--no-base", "--fix", "--unsafe-fixes"], None);
    assert_eq!(all.stderr, "checked 1 file: no problems\n1 fixed, 0 remaining\n");
}

#[test]
fn errors_exit_1_and_warnings_alone_exit_0() {
    let dir = support::site(&[("errors.ks", MIXED), ("warnings.ks", HEADERLESS_CI_ONLY)]);
    let errors = with_ci(dir.path(), &["check", "errors.ks"], None);
    assert_eq!(errors.code, 1, "{}", errors.stdout);
    assert!(errors.stdout.contains("error[KS0201]"), "{}", errors.stdout);
    let warnings = with_ci(dir.path(), &["check", "warnings.ks"], None);
    assert_eq!(warnings.code, 0, "{}", warnings.stdout);
    assert!(warnings.stdout.starts_with("warning[KS0602]"), "{}", warnings.stdout);
    assert!(warnings.stderr.starts_with("checked 1 file: ") && !warnings.stderr.contains("error"));
}

#[test]
fn syntax_errors_come_first_and_meaning_is_still_checked() {
    let text =
        "name: api\nsteps:\n  deploy: k8s.rollout\n    image: biuld.digest\n    wait: (healthy\n";
    let dir = support::site(&[("ship.ks", text)]);
    let run = keepshipping(dir.path(), &["check", "--format", "json"], None);
    assert_eq!(run.code, 1);
    let codes = codes(&run);
    assert_eq!(codes[0], "KS0008", "{codes:?}");
    assert!(codes.contains(&"KS0201".to_string()), "{codes:?}");
}

#[test]
fn usage_problems_and_unreadable_input_exit_2_with_one_line() {
    let dir = support::site(&[("bad.ks", "name: api\n"), ("empty/readme.txt", "")]);
    fs::write(dir.path().join("bad.ks"), b"name: \xff\n").unwrap();
    let unreadable = "checked 1 file: 1 unreadable\n";
    let cases: [(&[&str], String); 5] = [
        (&["check", "nope.ks"], format!("error: cannot read nope.ks: no such file\n{unreadable}")),
        (
            &["check", "bad.ks"],
            format!("error: bad.ks is not UTF-8 text (invalid byte at offset 6)\n{unreadable}"),
        ),
        (&["check", "empty"], "error: no ship.ks or blocks/*.ks under empty\n".to_string()),
        (&["check"], "error: no ship.ks or blocks/*.ks under .\n".to_string()),
        (&["check", "bad.ks", "--format", "xml"], String::new()),
    ];
    for (args, expected) in cases {
        let run = keepshipping(dir.path(), args, None);
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        assert_eq!(run.stdout, "", "{args:?}");
        if expected.is_empty() {
            assert!(run.stderr.contains("invalid value 'xml'"), "{}", run.stderr);
        } else {
            assert_eq!(run.stderr, expected, "{args:?}");
        }
    }
    for bad in [["--actor", "robot"], ["--context", "cloud"]] {
        let run = keepshipping(dir.path(), &["check", "bad.ks", bad[0], bad[1]], None);
        assert_eq!(run.code, 2, "{bad:?}");
    }
}

#[test]
fn standard_input_is_read_with_dash() {
    let run = keepshipping(Path::new("."), &["check", "-"], Some(MIXED.as_bytes()));
    assert_eq!(run.code, 1);
    assert!(run.stdout.contains(" --> <stdin>:12:12"), "{}", run.stdout);
    let clean = keepshipping(Path::new("."), &["check", "-"], Some(CLEAN.as_bytes()));
    assert_eq!((clean.code, clean.stdout.as_str()), (0, ""));
}

#[test]
fn a_directory_means_every_workflow_under_it() {
    let dir = support::site(&[
        ("site/ship.ks", MIXED),
        ("site/blocks/other.ks", "oops\n"),
        ("site/notes.ks", "oops\n"),
    ]);
    let run = keepshipping(dir.path(), &["check", "site", "--format", "json"], None);
    assert_eq!(run.code, 1);
    let value: Value = serde_json::from_str(&run.stdout).unwrap();
    let files: BTreeSet<&str> = value["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["file"].as_str().unwrap())
        .collect();
    assert_eq!(files, BTreeSet::from(["site/blocks/other.ks", "site/ship.ks"]));
}

/// A non-empty `CI` adds the header advisory and nothing else: the actor and the context stay as the
/// flags say (KS0602 still fires for `--context local`, the default).
#[test]
fn ci_in_the_environment_only_widens_the_header_advisory() {
    let dir = support::site(&[("ship.ks", HEADERLESS_CI_ONLY)]);
    let json = ["check", "--format", "json"];
    let unset = codes(&with_ci(dir.path(), &json, None));
    let empty = codes(&with_ci(dir.path(), &json, Some("")));
    let set = codes(&with_ci(dir.path(), &json, Some("true")));
    assert_eq!(unset, ["KS0602"]);
    assert_eq!(empty, unset, "an empty CI is no CI");
    let mut widened = unset.clone();
    widened.push("KS0611".to_string());
    widened.sort();
    let mut set_sorted = set.clone();
    set_sorted.sort();
    assert_eq!(set_sorted, widened, "CI=true adds KS0611 and nothing else");
    // The flags, not CI, set the actor and the context.
    let as_ci = codes(&with_ci(
        dir.path(),
        &["check", "--format", "json", "--actor", "ci", "--context", "ci"],
        None,
    ));
    assert_eq!(as_ci, ["KS0611"]);
    let ci_with_flags = codes(&with_ci(
        dir.path(),
        &["check", "--format", "json", "--context", "ci"],
        Some("true"),
    ));
    assert_eq!(ci_with_flags, ["KS0611"]);
}

#[test]
fn human_output_snapshot() {
    let dir = support::site(&[("ship.ks", MIXED)]);
    let run = with_ci(dir.path(), &["check"], None);
    assert_eq!(run.code, 1);
    insta::assert_snapshot!(run.stdout);
}

#[test]
fn json_output_snapshot() {
    let dir = support::site(&[("ship.ks", MIXED)]);
    let run = with_ci(dir.path(), &["check", "--format", "json"], None);
    assert_eq!(run.code, 1);
    let value: Value = serde_json::from_str(&run.stdout).unwrap();
    insta::assert_snapshot!(serde_json::to_string_pretty(&value).unwrap());
}

#[test]
fn sarif_output_snapshot_follows_the_schema() {
    let dir = support::site(&[("ship.ks", MIXED)]);
    let run = with_ci(dir.path(), &["check", "--format", "sarif"], None);
    assert_eq!(run.code, 1);
    let log: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(sarif_schema_errors(&log), None);
    // Every result names a rule the driver describes, at its index.
    let rules = log["runs"][0]["tool"]["driver"]["rules"].as_array().unwrap();
    for result in log["runs"][0]["results"].as_array().unwrap() {
        let index = result["ruleIndex"].as_u64().unwrap() as usize;
        assert_eq!(rules[index]["id"], result["ruleId"]);
        assert!(!rules[index]["fullDescription"]["text"].as_str().unwrap().is_empty());
    }
    insta::assert_snapshot!(run.stdout);
}

#[test]
fn github_output_snapshot() {
    let dir = support::site(&[("ship.ks", MIXED)]);
    let run = with_ci(dir.path(), &["check", "--format", "github"], None);
    assert_eq!(run.code, 1);
    for line in run.stdout.lines() {
        assert!(line.starts_with("::error file=ship.ks,") || line.starts_with("::warning file="));
    }
    insta::assert_snapshot!(run.stdout);
}
