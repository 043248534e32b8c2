//! The configuration file through the real binary (issue 26): `keepshipping.toml` found at or above
//! each path, `--config` and `--isolated`, flags over the file, a mistake in the file as exit 2 with
//! its line and a did-you-mean, excluded folders, per-path ignores and warnings that fail the run.

#[path = "support/git.rs"]
mod git;
mod support;

use std::{collections::BTreeSet, path::Path};

use serde_json::Value;
use support::Run;

/// A clean file but for a `ci-only:` step, which warns (KS0602) in the `local` context.
const CI_ONLY: &str =
    "keepshipping: 0.1\nname: api\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n    ci-only: true\n";

fn check(dir: &Path, args: &[&str]) -> Run {
    support::keepshipping(
        dir,
        &[&["check", "--no-base", "--format", "json"][..], args].concat(),
        None,
    )
}

/// `(file, code)` of a JSON report.
fn found(run: &Run) -> BTreeSet<(String, String)> {
    let json: Value = serde_json::from_str(&run.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}{}", run.stdout, run.stderr));
    json["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| (d["file"].as_str().unwrap().into(), d["code"].as_str().unwrap().into()))
        .collect()
}

fn pairs(list: &[(&str, &str)]) -> BTreeSet<(String, String)> {
    list.iter().map(|(file, code)| (file.to_string(), code.to_string())).collect()
}

#[test]
fn the_nearest_file_speaks_for_its_folder_and_flags_win() {
    let dir = support::site(&[
        (
            "keepshipping.toml",
            "[per-file-ignores]\n\"legacy/**\" = [\"ci-only-step-checked-locally\"]\n",
        ),
        ("app/ship.ks", CI_ONLY),
        ("legacy/old/ship.ks", CI_ONLY),
        ("ops/keepshipping.toml", "context = \"ci\"\n"),
        ("ops/ship.ks", CI_ONLY),
    ]);
    let root = dir.path();
    // legacy/ ignores the warning; ops/ has its own file (not merged with the root's), whose context
    // says nothing about ci-only steps.
    let run = check(root, &[]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(found(&run), pairs(&[("app/ship.ks", "KS0602")]));
    // The flag wins over ops/'s context.
    let run = check(root, &["--context", "local"]);
    assert_eq!(found(&run), pairs(&[("app/ship.ks", "KS0602"), ("ops/ship.ks", "KS0602")]));
    // --isolated reads no file: every file warns.
    let run = check(root, &["--isolated"]);
    assert_eq!(found(&run).len(), 3, "{}", run.stdout);
    // --config names one file for every path.
    std::fs::write(root.join("strict.toml"), "context = \"ci\"\n").unwrap();
    let run = check(root, &["--config", "strict.toml"]);
    assert_eq!(found(&run), pairs(&[]));
}

#[test]
fn listed_warnings_fail_the_run() {
    let dir = support::site(&[
        ("keepshipping.toml", "warnings-as-errors = [\"KS0602\"]\n"),
        ("ship.ks", CI_ONLY),
    ]);
    let human = support::keepshipping(dir.path(), &["check", "--no-base"], None);
    assert_eq!(human.code, 1, "{}{}", human.stdout, human.stderr);
    // Issue 42: a warning that fails the run shows as failing, with why.
    assert!(human.stdout.starts_with("error[KS0602]"), "{}", human.stdout);
    assert!(
        human.stdout.contains("= note: a warning, failing the run by `warnings-as-errors`"),
        "{}",
        human.stdout
    );
    assert_eq!(human.stderr, "checked 1 file: 1 error (1 from `warnings-as-errors`)\n");
    let json = check(dir.path(), &[]);
    let diagnostic = &serde_json::from_str::<Value>(&json.stdout).unwrap()["diagnostics"][0];
    assert_eq!(
        (&diagnostic["severity"], &diagnostic["promoted_from"]),
        (&"error".into(), &"warning".into())
    );
    let run = |format: &str| {
        support::keepshipping(dir.path(), &["check", "--no-base", "--format", format], None)
    };
    let sarif = run("sarif");
    let sarif: Value = serde_json::from_str(&sarif.stdout).unwrap();
    assert_eq!(sarif["runs"][0]["results"][0]["level"], "error", "{sarif}");
    let github = run("github");
    assert!(github.stdout.starts_with("::error file=ship.ks,"), "{}", github.stdout);
    assert_eq!(github.code, 1);
    // Without the file it is the warning it was, with no `promoted_from`.
    let plain = check(dir.path(), &["--isolated"]);
    let diagnostic = &serde_json::from_str::<Value>(&plain.stdout).unwrap()["diagnostics"][0];
    assert_eq!(diagnostic["severity"], "warning");
    assert!(diagnostic.get("promoted_from").is_none(), "{diagnostic}");
    let isolated = support::keepshipping(dir.path(), &["check", "--no-base", "--isolated"], None);
    assert_eq!(isolated.code, 0);
    let flagged = support::keepshipping(
        dir.path(),
        &["check", "--no-base", "--isolated", "--warnings-as-errors"],
        None,
    );
    assert_eq!(flagged.code, 1);
}

#[test]
fn excluded_folders_are_not_walked() {
    let dir = support::site(&[
        ("keepshipping.toml", "exclude = [\"vendor\"]\n"),
        ("ship.ks", CI_ONLY),
        ("vendor/x/ship.ks", "oops\n"),
    ]);
    let run = check(dir.path(), &[]);
    assert_eq!(found(&run), pairs(&[("ship.ks", "KS0602")]));
    // A file named on the command line is read even when excluded.
    let named = check(dir.path(), &["vendor/x/ship.ks"]);
    assert_eq!(named.code, 1);
}

#[test]
fn a_mistake_in_the_file_is_exit_2_with_its_line() {
    let dir = support::site(&[
        ("keepshipping.toml", "actor = \"ci\"\nexlude = [\"vendor\"]\n"),
        ("ship.ks", CI_ONLY),
    ]);
    for command in [&["check"][..], &["plan"], &["policy", "explain"]] {
        let run = support::keepshipping(dir.path(), command, None);
        assert_eq!(run.code, 2, "{command:?}: {}", run.stderr);
        assert_eq!(
            run.stderr,
            "error: keepshipping.toml:2: unknown key `exlude` — did you mean `exclude`?\n",
            "{command:?}"
        );
    }
    std::fs::write(dir.path().join("keepshipping.toml"), "actor = \"robot\"\n").unwrap();
    let run = support::keepshipping(dir.path(), &["check"], None);
    assert_eq!(run.code, 2);
    assert!(run.stderr.starts_with("error: keepshipping.toml:1: "), "{}", run.stderr);
    assert!(run.stderr.contains("actor"), "{}", run.stderr);
    // --isolated does not read it.
    assert_eq!(
        support::keepshipping(dir.path(), &["check", "--isolated", "--no-base"], None).code,
        0
    );
}

#[test]
fn the_actor_and_the_base_come_from_the_file() {
    let policy = "keepshipping: 0.1\nname: api\nenvs:\n  prod:\nsteps:\n  deploy: k8s.rollout\n    image: sha256:abc\npolicy:\n  agents:\n    never: deploy prod\n";
    let dir = support::site(&[
        ("keepshipping.toml", "actor = \"agent\"\nno-base = true\n"),
        ("ship.ks", policy),
    ]);
    let run = support::keepshipping(dir.path(), &["check", "--format", "json"], None);
    assert_eq!(run.code, 1, "{}{}", run.stdout, run.stderr);
    // An agent refused, and no KS0405 although the folder is in no repository: `no-base`.
    assert_eq!(found(&run), pairs(&[("ship.ks", "KS0401")]));
    let human =
        support::keepshipping(dir.path(), &["check", "--format", "json", "--actor", "human"], None);
    assert_eq!(human.code, 0, "{}", human.stdout);
    // plan refuses what check refuses, under the same file.
    let plan = support::keepshipping(dir.path(), &["plan"], None);
    assert_eq!(plan.code, 1, "{}", plan.stderr);
}

#[test]
fn a_base_the_file_names_that_does_not_resolve_names_the_file_and_line() {
    let dir = support::site(&[
        ("keepshipping.toml", "# the CI job's base\nbase = \"origin/nope\"\n"),
        ("ship.ks", CI_ONLY),
    ]);
    git::git(dir.path(), &["init", "-q"]);
    git::git(dir.path(), &["add", "-A"]);
    git::git(dir.path(), &["commit", "-qm", "first"]);
    let run = support::keepshipping(dir.path(), &["check"], None);
    assert_eq!(run.code, 2, "{}{}", run.stdout, run.stderr);
    assert!(
        run.stderr.contains("`origin/nope` (`base` at keepshipping.toml:2) does not resolve"),
        "{}",
        run.stderr
    );
    // `--base` replaces the file's: the message names the flag.
    let flag = support::keepshipping(dir.path(), &["check", "--base", "nope2"], None);
    assert_eq!(flag.code, 2);
    assert!(flag.stderr.contains("`nope2` (--base) does not resolve"), "{}", flag.stderr);
}

/// Issue 42: `plan` lays the configuration over the diagnostics as `check` does: a warning
/// `[per-file-ignores]` ignores is not printed, and one `warnings-as-errors` makes fail refuses the
/// plan, as `check` fails the file (ADR 0070).
#[test]
fn plan_reads_the_configuration_as_check_does() {
    let unknown_kind = "keepshipping: 0.1\nname: api\nsteps:\n  build: acme.thing\n";
    let dir = support::site(&[
        (
            "keepshipping.toml",
            "warnings-as-errors = [\"KS0602\"]\n[per-file-ignores]\n\"services/legacy/**\" = [\"KS0603\"]\n",
        ),
        ("services/legacy/ship.ks", unknown_kind),
        ("services/web/ship.ks", CI_ONLY),
    ]);
    let plan = |path: &str, more: &[&str]| {
        support::keepshipping(dir.path(), &[&["plan", "--no-base", path][..], more].concat(), None)
    };
    let legacy = plan("services/legacy", &[]);
    assert_eq!(legacy.code, 0, "{}", legacy.stderr);
    assert_eq!(legacy.stderr, "", "the ignored KS0603 is not printed");
    assert!(legacy.stdout.starts_with("plan for `default`"), "{}", legacy.stdout);
    assert_eq!(check(dir.path(), &["services/legacy"]).code, 0);

    let web = plan("services/web", &[]);
    assert_eq!(web.code, 1, "{}", web.stderr);
    assert!(web.stderr.starts_with("error[KS0602]"), "{}", web.stderr);
    assert!(
        web.stderr.ends_with("error: the file has errors, so there is no plan\n"),
        "{}",
        web.stderr
    );
    assert_eq!(web.stdout, "");
    assert_eq!(check(dir.path(), &["services/web"]).code, 1, "check fails it too");

    // Without the file: the warning is printed above the plan, and nothing fails.
    let isolated = plan("services", &["--isolated"]);
    assert_eq!(isolated.code, 0, "{}", isolated.stderr);
    assert!(isolated.stderr.contains("warning[KS0603]"), "{}", isolated.stderr);
    assert!(isolated.stderr.contains("warning[KS0602]"), "{}", isolated.stderr);
    // `--warnings-as-errors` refuses every file with a warning, as `check --warnings-as-errors`.
    let strict = plan("services", &["--isolated", "--warnings-as-errors"]);
    assert_eq!(strict.code, 1, "{}", strict.stderr);
    assert!(!strict.stdout.contains("plan for"), "{}", strict.stdout);
}

/// Issue 42: `fmt .` and `fmt --check .` skip what the configuration's `exclude` names, as `check .`
/// does; a file named on the command line is still formatted.
#[test]
fn fmt_skips_excluded_folders_as_check_does() {
    let messy =
        "keepshipping: 0.1\nname:   api\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n";
    let dir = support::site(&[
        ("keepshipping.toml", "# vendored\nexclude = [\"vendor\"]\n"),
        ("ship.ks", messy),
        ("vendor/x/ship.ks", messy),
    ]);
    let fmt =
        |args: &[&str]| support::keepshipping(dir.path(), &[&["fmt"][..], args].concat(), None);
    let check = fmt(&["--check", "."]);
    assert_eq!(check.code, 1, "{}", check.stderr);
    assert!(check.stdout.contains("--- ship.ks"), "{}", check.stdout);
    assert!(!check.stdout.contains("vendor"), "{}", check.stdout);
    let written = fmt(&["."]);
    assert_eq!(written.code, 0, "{}", written.stderr);
    assert_eq!(
        written.stderr,
        "fmt: 1 file reformatted, 0 files already formatted, 0 files refused\n"
    );
    assert_eq!(std::fs::read_to_string(dir.path().join("vendor/x/ship.ks")).unwrap(), messy);
    // --isolated reads no file, so vendor/ is formatted; a file named is formatted anyway.
    assert!(fmt(&["--check", "--isolated", "."]).stdout.contains("vendor/x/ship.ks"));
    assert_eq!(fmt(&["vendor/x/ship.ks"]).code, 0);
    assert_ne!(std::fs::read_to_string(dir.path().join("vendor/x/ship.ks")).unwrap(), messy);
    // A mistake in the file stops fmt as it stops check.
    std::fs::write(dir.path().join("keepshipping.toml"), "exlude = [\"vendor\"]\n").unwrap();
    let broken = fmt(&["--check", "."]);
    assert_eq!(broken.code, 2);
    assert!(
        broken.stderr.starts_with("error: keepshipping.toml:1: unknown key `exlude`"),
        "{}",
        broken.stderr
    );
}

/// Issue 42: a folder the configuration excludes, given on the command line, is said to be excluded,
/// with the file and line, by every front end that walks; the exit status stays 2 (nothing was
/// checked, so the run must not pass).
#[test]
fn an_excluded_folder_named_on_the_command_line_says_by_what() {
    let dir = support::site(&[
        ("keepshipping.toml", "# vendored code\nexclude = [\"build\", \"vendor\"]\n"),
        ("ship.ks", CI_ONLY),
        ("vendor/x/ship.ks", CI_ONLY),
    ]);
    let why = "vendor is excluded by `exclude` in keepshipping.toml:2 (`vendor`)";
    for (command, wanted) in [
        (&["check", "vendor"][..], "no ship.ks or blocks/*.ks was read"),
        (&["plan", "vendor"], "no ship.ks was read"),
        (&["policy", "explain", "vendor"], "no ship.ks was read"),
    ] {
        let run = support::keepshipping(dir.path(), command, None);
        assert_eq!(run.code, 2, "{command:?}");
        assert_eq!(run.stderr, format!("error: {why}; {wanted}\n"), "{command:?}");
    }
    let fmt = support::keepshipping(dir.path(), &["fmt", "--check", "vendor"], None);
    assert_eq!(fmt.code, 2);
    assert_eq!(fmt.stderr, format!("error: {why}; nothing under it was formatted\n"));
    // A folder below the excluded one says so too; one that is merely empty says what it did.
    let below = support::keepshipping(dir.path(), &["check", "vendor/x"], None);
    assert!(
        below.stderr.starts_with("error: vendor/x is excluded by `exclude`"),
        "{}",
        below.stderr
    );
    std::fs::create_dir(dir.path().join("empty")).unwrap();
    let empty = support::keepshipping(dir.path(), &["check", "empty"], None);
    assert_eq!(empty.stderr, "error: no ship.ks or blocks/*.ks under empty\n");
}
