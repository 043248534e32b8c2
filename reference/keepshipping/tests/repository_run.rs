//! Repository runs (issue 26): one `keepshipping check .` over a real git repository built in a
//! temporary directory — three services, blocks per site, a `.tf` folder, a policy base on the default
//! branch, an ignored and a hidden folder — finds exactly the expected diagnostics with their paths in
//! every format, one SARIF run with every artifact (validated against the schema), and goes on past a
//! file that cannot be read.

#[path = "support/sarif.rs"]
mod sarif;
mod support;

#[path = "support/git.rs"]
mod git;

use git::git;
use std::{collections::BTreeSet, path::Path, process::Command};

use serde_json::Value;
use support::Run;

fn keepshipping(dir: &Path, args: &[&str]) -> Run {
    support::keepshipping(dir, args, None)
}

const HEAD: &str = "keepshipping: 0.1\n";

/// The API rolls out through its block; the default branch says agents never deploy to prod.
const API: &str = "keepshipping: 0.1\nname: api\nenvs:\n  dev:\n  prod:\nsteps:\n  ship: web\n    image: sha256:abc\npolicy:\n  agents:\n    can: deploy\n    never: deploy prod\n";
const WEB_BLOCK: &str = "keepshipping: 0.1\nblock: web\ninputs:\n  image: oci.Digest\nsteps:\n  roll: k8s.rollout\n    image: inputs.image\n    when: env is prod\n";
/// A misspelt reference (KS0201).
const WEB: &str = "keepshipping: 0.1\nname: web\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n  deploy: k8s.rollout\n    image: biuld.digest\n";
/// Reads an output its `.tf` files do not declare (KS0203).
const INFRA: &str = "keepshipping: 0.1\nname: infra\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n  plan: tofu.plan\n    dir: ./tf\n  apply: tofu.apply\n    plan: plan\n  deploy: k8s.rollout\n    image: build.digest\n    cluster: apply.out.clutser\n";
const TF: &str =
    "# keepshipping:type k8s.Cluster\noutput \"cluster\" {\n  value = module.eks.cluster\n}\n";

/// The repository, on a branch whose API file narrows the agents' `never:` to dev (the default
/// branch's copy still refuses the prod rollout).
fn repository() -> tempfile::TempDir {
    let dir = support::site(&[
        (".gitignore", "generated/\n"),
        ("generated/ship.ks", "oops\n"),
        (".hidden/ship.ks", "oops\n"),
        ("services/api/ship.ks", API),
        ("services/api/blocks/web.ks", WEB_BLOCK),
        ("services/web/ship.ks", WEB),
        ("services/infra/ship.ks", INFRA),
        ("services/infra/tf/outputs.tf", TF),
        ("services/infra/notes.ks", "oops\n"),
    ]);
    let root = dir.path();
    git(root, &["init", "-q"]);
    git(root, &["add", "-A"]);
    git(root, &["commit", "-q", "-m", "main"]);
    git(root, &["checkout", "-q", "-b", "narrow"]);
    std::fs::write(root.join("services/api/ship.ks"), API.replace("deploy prod", "deploy dev"))
        .unwrap();
    dir
}

/// `(file, code)` of every diagnostic of a JSON report.
fn found(run: &Run) -> BTreeSet<(String, String)> {
    let json: Value =
        serde_json::from_str(&run.stdout).unwrap_or_else(|e| panic!("{e}: {}", run.stdout));
    json["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| (d["file"].as_str().unwrap().to_string(), d["code"].as_str().unwrap().to_string()))
        .collect()
}

fn expected() -> BTreeSet<(String, String)> {
    [
        ("services/api/ship.ks", "KS0401"),
        ("services/infra/ship.ks", "KS0203"),
        ("services/web/ship.ks", "KS0201"),
    ]
    .map(|(file, code)| (file.to_string(), code.to_string()))
    .into()
}

#[test]
fn check_dot_finds_exactly_the_expected_diagnostics_in_every_format() {
    let dir = repository();
    let root = dir.path();
    let agent = ["check", ".", "--actor", "agent"];
    let json = keepshipping(root, &[&agent[..], &["--format", "json"]].concat());
    assert_eq!(json.code, 1, "{}{}", json.stdout, json.stderr);
    assert_eq!(found(&json), expected(), "{}", json.stdout);
    // The default path is the current directory; the order is the paths'.
    let default = keepshipping(root, &["check", "--actor", "agent", "--format", "json"]);
    assert_eq!(default.stdout, json.stdout);
    let files: Vec<String> = serde_json::from_str::<Value>(&json.stdout).unwrap()["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["file"].as_str().unwrap().to_string())
        .collect();
    let mut sorted = files.clone();
    sorted.sort();
    assert_eq!(files, sorted);

    let human = keepshipping(root, &[&agent[..], &["--format", "human"]].concat());
    assert_eq!(human.code, 1);
    for (file, code) in expected() {
        assert!(human.stdout.contains(&format!("[{code}]")), "{code}: {}", human.stdout);
        assert!(human.stdout.contains(&format!("--> {file}:")), "{file}: {}", human.stdout);
    }
    // Four files: three sites and the API's block; nothing ignored, hidden or not a workflow.
    assert_eq!(
        human.stderr, "checked 4 files: 3 errors; 2 fixable with `--fix --unsafe-fixes`\n",
        "{}",
        human.stderr
    );

    let github = keepshipping(root, &[&agent[..], &["--format", "github"]].concat());
    let annotated: BTreeSet<(String, String)> = github
        .stdout
        .lines()
        .map(|line| {
            let file = line.split("file=").nth(1).unwrap().split(',').next().unwrap();
            let code = line.split("title=").nth(1).unwrap().split("::").next().unwrap();
            (file.to_string(), code.to_string())
        })
        .collect();
    assert_eq!(annotated, expected(), "{}", github.stdout);

    let sarif = keepshipping(root, &[&agent[..], &["--format", "sarif"]].concat());
    assert_eq!(sarif.code, 1);
    let log: Value = serde_json::from_str(&sarif.stdout).unwrap();
    assert_eq!(sarif::sarif_schema_errors(&log), None);
    let run = &log["runs"][0];
    let artifacts: Vec<&str> = run["artifacts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["location"]["uri"].as_str().unwrap())
        .collect();
    assert_eq!(
        artifacts,
        [
            "services/api/blocks/web.ks",
            "services/api/ship.ks",
            "services/infra/ship.ks",
            "services/web/ship.ks"
        ]
    );
    let results: BTreeSet<(String, String)> = run["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let uri = &r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"];
            (uri.as_str().unwrap().to_string(), r["ruleId"].as_str().unwrap().to_string())
        })
        .collect();
    assert_eq!(results, expected());
    let rules: Vec<&str> = run["tool"]["driver"]["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|rule| rule["id"].as_str().unwrap())
        .collect();
    assert_eq!(rules, ["KS0201", "KS0203", "KS0401"]);

    // A human is not bound by the agents' policy.
    let human_actor = keepshipping(root, &["check", "--format", "json"]);
    let mut without_policy = expected();
    without_policy.remove(&("services/api/ship.ks".to_string(), "KS0401".to_string()));
    assert_eq!(found(&human_actor), without_policy);
    // `--exclude` leaves a folder out of the walk.
    let excluded = keepshipping(root, &["check", "--format", "json", "--exclude", "web"]);
    let mut rest = without_policy.clone();
    rest.remove(&("services/web/ship.ks".to_string(), "KS0201".to_string()));
    assert_eq!(found(&excluded), rest);
}

#[test]
fn an_unreadable_file_is_reported_and_the_rest_checked() {
    let dir = repository();
    let root = dir.path();
    // Not UTF-8 (a permission bit would not stop root, which runs CI here).
    std::fs::write(root.join("services/infra/ship.ks"), b"name: \xff\n").unwrap();
    let json = keepshipping(root, &["check", "--format", "json", "--actor", "agent"]);
    assert_eq!(json.code, 2, "{}{}", json.stdout, json.stderr);
    let mut rest = expected();
    rest.remove(&("services/infra/ship.ks".to_string(), "KS0203".to_string()));
    assert_eq!(found(&json), rest);
    let value: Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(value["unreadable"][0]["file"], "services/infra/ship.ks");

    let human = keepshipping(root, &["check", "--actor", "agent"]);
    assert_eq!(human.code, 2);
    assert!(human.stdout.contains("[KS0201]") && human.stdout.contains("[KS0401]"));
    assert_eq!(
        human.stderr,
        "error: services/infra/ship.ks is not UTF-8 text (invalid byte at offset 6)\nchecked 4 files: 2 errors, 1 unreadable; 1 fixable with `--fix --unsafe-fixes`\n"
    );

    let sarif = keepshipping(root, &["check", "--format", "sarif"]);
    let log: Value = serde_json::from_str(&sarif.stdout).unwrap();
    assert_eq!(sarif::sarif_schema_errors(&log), None);
    let invocation = &log["runs"][0]["invocations"][0];
    assert_eq!(invocation["executionSuccessful"], false);
    let note = &invocation["toolExecutionNotifications"][0];
    assert!(note["message"]["text"].as_str().unwrap().contains("services/infra/ship.ks"));
}

#[test]
fn the_report_is_the_same_whatever_the_thread_count() {
    let dir = repository();
    let root = dir.path();
    let with_threads = |threads: &str| {
        let output = Command::new(env!("CARGO_BIN_EXE_keepshipping"))
            .current_dir(root)
            .args(["check", "--actor", "agent", "--format", "sarif"])
            .env("RAYON_NUM_THREADS", threads)
            .env_remove("CI")
            .env_remove("KEEPSHIPPING_BASE")
            .env_remove("GITHUB_BASE_REF")
            .output()
            .unwrap();
        String::from_utf8(output.stdout).unwrap()
    };
    let one = with_threads("1");
    assert!(one.contains("KS0201"));
    for threads in ["2", "8"] {
        assert_eq!(with_threads(threads), one, "{threads} threads");
    }
}

#[test]
fn outside_a_repository_ks0405_says_so_once_per_run() {
    let dir = support::site(&[
        (
            "a/ship.ks",
            &format!("{HEAD}name: a\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n"),
        ),
        (
            "b/ship.ks",
            &format!("{HEAD}name: b\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n"),
        ),
    ]);
    let run = keepshipping(dir.path(), &["check", "--actor", "agent", "--format", "json"]);
    let json: Value = serde_json::from_str(&run.stdout).unwrap();
    let notes: Vec<&Value> =
        json["diagnostics"].as_array().unwrap().iter().filter(|d| d["code"] == "KS0405").collect();
    assert_eq!(notes.len(), 1, "{}", run.stdout);
    assert_eq!(notes[0]["file"], "a/ship.ks");
    assert!(notes[0]["message"].as_str().unwrap().contains("no git repository"), "{}", run.stdout);
    let quiet =
        keepshipping(dir.path(), &["check", "--actor", "agent", "--no-base", "--format", "json"]);
    assert_eq!(quiet.stdout, "{\"diagnostics\":[]}\n");
}
