//! `keepshipping policy explain` and `check --base/--baseline` on real git repositories built in
//! temporary directories (issue 16): a widening is an ask until merged, a base without the file, the
//! `KEEPSHIPPING_BASE` variable, an explicit base that does not resolve, no base at all, and a
//! `never: deploy prod` that refuses a rollout three blocks down for an agent and not for a human.

#[path = "support/git.rs"]
mod git;

use git::git;
use std::{path::Path, process::Command};

use serde_json::Value;

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

/// Runs keepshipping in `dir` with a clean policy environment plus `env`.
fn keepshipping(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_keepshipping"));
    command.current_dir(dir).args(args);
    for var in ["KEEPSHIPPING_BASE", "GITHUB_BASE_REF", "CI", "GIT_DIR", "GIT_WORK_TREE"] {
        command.env_remove(var);
    }
    command.envs(env.iter().copied());
    let output = command.output().expect("keepshipping runs");
    Run {
        code: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

fn write(dir: &Path, path: &str, text: &str) {
    let path = dir.join(path);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

fn commit_all(dir: &Path, message: &str) {
    git(dir, &["add", "-A"]);
    git(dir, &["commit", "-q", "-m", message]);
}

const SITE: &str = "envs:\n  dev:\n  prod:\nsteps:\n  deploy: k8s.rollout\n    image: sha256:abc\n";

fn with_policy(policy: &str) -> String {
    format!("{SITE}policy:\n{policy}")
}

/// The (answer, source) of `verb` in `env` from `policy explain --format json`.
fn answer(run: &Run, env: &str, verb: &str) -> (String, String) {
    assert_eq!(run.code, 0, "{}{}", run.stdout, run.stderr);
    let json: Value = serde_json::from_str(&run.stdout).expect("JSON");
    let env = json["environments"].as_array().unwrap().iter().find(|e| e["env"] == env).unwrap();
    let verb = env["verbs"].as_array().unwrap().iter().find(|v| v["verb"] == verb).unwrap();
    (verb["answer"].as_str().unwrap().into(), verb["source"].as_str().unwrap().into())
}

fn explain(dir: &Path, extra: &[&str], env: &[(&str, &str)]) -> Run {
    let mut args = vec!["policy", "explain", "ship.ks", "--actor", "agent", "--format", "json"];
    args.extend_from_slice(extra);
    keepshipping(dir, &args, env)
}

fn repo() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    git(dir.path(), &["init", "-q"]);
    dir
}

#[test]
fn a_widening_on_a_branch_is_an_ask_until_merged() {
    let dir = repo();
    let root = dir.path();
    write(root, "ship.ks", &with_policy("  humans:\n    can: deploy\n"));
    commit_all(root, "main: no agent rights");
    git(root, &["checkout", "-q", "-b", "agent/widen"]);
    write(
        root,
        "ship.ks",
        &with_policy("  humans:\n    can: deploy\n  agents:\n    can: deploy prod\n"),
    );
    commit_all(root, "branch: agents may deploy prod");

    // The base is found through the fallback chain (`main`, no remote).
    let run = explain(root, &[], &[]);
    assert_eq!(answer(&run, "prod", "deploy"), ("ask".into(), "base".into()));
    let json: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(json["base"]["ref"], "main");
    assert_eq!(json["base"]["has_copy"], true);
    // An ask is not an error: check passes for the agent, with no refusal.
    let check = keepshipping(root, &["check", "ship.ks", "--actor", "agent"], &[]);
    assert_eq!(check.code, 0, "{}", check.stdout);

    git(root, &["checkout", "-q", "main"]);
    git(root, &["merge", "-q", "--ff-only", "agent/widen"]);
    let run = explain(root, &[], &[]);
    assert_eq!(answer(&run, "prod", "deploy"), ("allow".into(), "file".into()));
    // Environments the widening did not name stay an ask.
    assert_eq!(answer(&run, "dev", "deploy"), ("ask".into(), "default".into()));
}

#[test]
fn a_base_without_the_file_is_an_empty_policy() {
    let dir = repo();
    let root = dir.path();
    write(root, "README", "no workflow yet\n");
    commit_all(root, "main without ship.ks");
    git(root, &["checkout", "-q", "-b", "add-workflow"]);
    write(root, "ship.ks", &with_policy("  agents:\n    can: deploy\n"));
    commit_all(root, "branch adds ship.ks");
    let run = explain(root, &["--base", "main"], &[]);
    assert_eq!(answer(&run, "prod", "deploy"), ("ask".into(), "base".into()));
    let json: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(json["base"]["has_copy"], false);
    // Humans are not narrowed by an empty base.
    let human = keepshipping(root, &["policy", "explain", "--format", "json"], &[]);
    assert_eq!(answer(&human, "prod", "deploy"), ("allow".into(), "default".into()));
}

#[test]
fn keepshipping_base_names_the_base() {
    let dir = repo();
    let root = dir.path();
    write(root, "ship.ks", &with_policy("  agents:\n    can: deploy prod\n"));
    commit_all(root, "widening, tagged");
    git(root, &["tag", "reviewed"]);
    write(root, "ship.ks", &with_policy("  humans:\n    can: deploy\n"));
    commit_all(root, "main drops it");
    write(root, "ship.ks", &with_policy("  agents:\n    can: deploy prod\n"));
    // `main` says nothing for agents; the variable names the tag, which allows it.
    let run = explain(root, &[], &[]);
    assert_eq!(answer(&run, "prod", "deploy").0, "ask");
    let run = explain(root, &[], &[("KEEPSHIPPING_BASE", "reviewed")]);
    assert_eq!(answer(&run, "prod", "deploy"), ("allow".into(), "file".into()));
    let json: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(json["base"]["ref"], "reviewed");
    // An empty variable counts as unset.
    let run = explain(root, &[], &[("KEEPSHIPPING_BASE", "")]);
    let json: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(json["base"]["ref"], "main");
}

#[test]
fn an_explicit_base_that_does_not_resolve_is_exit_2() {
    let dir = repo();
    let root = dir.path();
    write(root, "ship.ks", SITE);
    commit_all(root, "main");
    let check = keepshipping(root, &["check", "ship.ks", "--base", "no-such-branch"], &[]);
    assert_eq!(check.code, 2, "{}{}", check.stdout, check.stderr);
    assert!(check.stderr.contains("no-such-branch"), "{}", check.stderr);
    let explain = keepshipping(root, &["policy", "explain", "--base", "no-such-branch"], &[]);
    assert_eq!(explain.code, 2);
    let variable = keepshipping(root, &["check"], &[("KEEPSHIPPING_BASE", "gone")]);
    assert_eq!(variable.code, 2);
    assert!(variable.stderr.contains("KEEPSHIPPING_BASE"), "{}", variable.stderr);
    // Outside a repository an explicit base cannot resolve either.
    let plain = tempfile::tempdir().unwrap();
    write(plain.path(), "ship.ks", SITE);
    assert_eq!(keepshipping(plain.path(), &["check", "--base", "main"], &[]).code, 2);
}

#[test]
fn no_base_at_all_warns_and_reads_an_empty_base() {
    let plain = tempfile::tempdir().unwrap();
    let root = plain.path();
    write(root, "ship.ks", &with_policy("  agents:\n    can: deploy\n"));
    let check = keepshipping(root, &["check", "--actor", "agent", "--format", "json"], &[]);
    assert_eq!(check.code, 0, "{}", check.stdout);
    assert!(check.stdout.contains("KS0405"), "{}", check.stdout);
    let run = explain(root, &[], &[]);
    assert_eq!(answer(&run, "prod", "deploy"), ("ask".into(), "base".into()));
    let json: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(json["base"]["unresolved"], true);
    // A human's check of a file without a policy says nothing about the base.
    write(root, "ship.ks", SITE);
    let human = keepshipping(root, &["check", "--format", "json"], &[]);
    assert!(!human.stdout.contains("KS0405"), "{}", human.stdout);
}

#[test]
fn never_deploy_prod_refuses_a_rollout_three_blocks_down_for_an_agent_only() {
    let dir = repo();
    let root = dir.path();
    write(root, "blocks/service.ks", "block: service\nsteps:\n  app: platform\n");
    write(root, "blocks/platform.ks", "block: platform\nsteps:\n  cluster: rollout\n");
    write(
        root,
        "blocks/rollout.ks",
        "block: rollout\nsteps:\n  roll: k8s.rollout\n    image: sha256:abc\n    when: env is prod\n",
    );
    let site = "envs:\n  dev:\n  prod:\nsteps:\n  ship: service\npolicy:\n  agents:\n    can: deploy\n    never: deploy prod\n";
    write(root, "ship.ks", site);
    commit_all(root, "main");
    let agent = keepshipping(root, &["check", "--actor", "agent"], &[]);
    assert_eq!(agent.code, 1, "{}{}", agent.stdout, agent.stderr);
    assert!(agent.stdout.contains("KS0401"), "{}", agent.stdout);
    assert!(agent.stdout.contains("ship → app → cluster → roll"), "{}", agent.stdout);
    let human = keepshipping(root, &["check", "--actor", "human"], &[]);
    assert_eq!(human.code, 0, "{}{}", human.stdout, human.stderr);
    assert!(!human.stdout.contains("KS0401"), "{}", human.stdout);
    // A branch cannot drop the rule: the default branch's copy still refuses it.
    let dev = site.replace("never: deploy prod", "never: deploy dev");
    write(root, "ship.ks", &dev);
    let agent = keepshipping(root, &["check", "--actor", "agent"], &[]);
    assert_eq!(agent.code, 1, "{}", agent.stdout);
    assert!(agent.stdout.contains("the default branch's policy"), "{}", agent.stdout);
    // Once merged, a rule naming dev refuses nothing: the rollout is gated to prod.
    commit_all(root, "never deploy dev");
    let agent = keepshipping(root, &["check", "--actor", "agent"], &[]);
    assert_eq!(agent.code, 0, "{}", agent.stdout);
    git(root, &["reset", "-q", "--hard", "HEAD~1"]);
    // explain shows it per environment.
    write(root, "ship.ks", site);
    let run = explain(root, &[], &[]);
    assert_eq!(answer(&run, "prod", "deploy"), ("never".into(), "file".into()));
    assert_eq!(answer(&run, "dev", "deploy"), ("allow".into(), "file".into()));
}

#[test]
fn a_baseline_file_narrows() {
    let plain = tempfile::tempdir().unwrap();
    let root = plain.path();
    write(root, "ship.ks", &with_policy("  humans:\n    can: deploy\n"));
    write(root, "baseline.ks", "humans:\n  never: deploy prod\n");
    let run = keepshipping(
        root,
        &["policy", "explain", "--baseline", "baseline.ks", "--format", "json"],
        &[],
    );
    assert_eq!(answer(&run, "prod", "deploy"), ("never".into(), "baseline".into()));
    let check = keepshipping(root, &["check", "--baseline", "baseline.ks"], &[]);
    assert_eq!(check.code, 1, "{}", check.stdout);
    assert!(check.stdout.contains("KS0401"));
    assert_eq!(keepshipping(root, &["check", "--baseline", "missing.ks"], &[]).code, 2);
}

#[test]
fn before_is_an_ask_with_its_condition_in_json() {
    let plain = tempfile::tempdir().unwrap();
    let root = plain.path();
    write(root, "ship.ks", &with_policy("  humans:\n    before: deploy prod\n"));
    let run = keepshipping(root, &["policy", "explain", "--format", "json"], &[]);
    assert_eq!(answer(&run, "prod", "deploy"), ("ask".into(), "file".into()));
    let json: Value = serde_json::from_str(&run.stdout).unwrap();
    let prod = &json["environments"][1];
    assert_eq!(prod["env"], "prod");
    assert_eq!(prod["verbs"][3]["before"], true);
    assert_eq!(json["environments"][0]["verbs"][3]["before"], false);
    let human = keepshipping(root, &["policy", "explain"], &[]);
    assert!(
        human.stdout.contains("deploy        before file: before: deploy prod"),
        "{}",
        human.stdout
    );
}

#[test]
fn a_plan_records_the_defaults_a_block_use_leaves_out() {
    let plain = tempfile::tempdir().unwrap();
    let root = plain.path();
    write(root, "blocks/web.ks", "block: web\ninputs:\n  image: oci.Digest\n  replicas: int = 2\nsteps:\n  roll: k8s.rollout\n    image: inputs.image\n");
    write(root, "ship.ks", "steps:\n  ship: web\n    image: sha256:abc\n");
    let run = keepshipping(root, &["plan", "--format", "json"], &[]);
    assert_eq!(run.code, 0, "{}{}", run.stdout, run.stderr);
    let json: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(json["plans"][0]["steps"][0]["inputs"]["replicas"], "2");
}
