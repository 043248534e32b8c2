//! Issue 29: every artifact of `cargo xtask dist`, installed from the built files into a fresh
//! environment, offline, and used; and one version in every manifest.
//!
//! The dist is built once for this test executable (`ks_editor_tests::dist`: `xtask dist --profile
//! dev` into `<target>/dist-test/`). Installs use no index: pip gets `--no-index` and the dist plus
//! the setup script's wheelhouse, npm gets `--offline` (its cache holds what `scripts/setup.d/56-dist.sh`
//! installed).

use ks_editor_tests::dist::{built, find, tools_dir, venv, wheel, workspace_version};
use ks_editor_tests::{keepshipping_bin, repo_root, run, run_ok, MISSPELT_SHIP};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::process::Command;

fn read(rel: &str) -> String {
    std::fs::read_to_string(repo_root().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

fn json_file(rel: &str) -> Value {
    serde_json::from_str(&read(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

fn toml_file(rel: &str) -> toml::Table {
    toml::from_str(&read(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

// ---------------------------------------------------------------------------------------------------
// One version

#[test]
fn every_manifest_carries_the_workspace_version() {
    let version = workspace_version();
    let mut seen: Vec<(String, String)> = Vec::new();
    let mut note = |what: &str, v: Option<&str>| {
        seen.push((what.to_string(), v.unwrap_or("<none>").to_string()));
    };
    let root = toml_file("Cargo.toml");
    note("Cargo.toml [workspace.package]", root["workspace"]["package"]["version"].as_str());
    // Every member takes the workspace's version, and the path dependencies name it.
    for member in root["workspace"]["members"].as_array().unwrap() {
        let rel = format!("{}/Cargo.toml", member.as_str().unwrap());
        let manifest = toml_file(&rel);
        let v = &manifest["package"]["version"];
        let inherited = v.get("workspace").and_then(|w| w.as_bool()) == Some(true);
        note(&rel, if inherited { Some(version.as_str()) } else { v.as_str() });
    }
    for (name, dep) in root["workspace"]["dependencies"].as_table().unwrap() {
        if dep.get("path").is_some() {
            note(&format!("[workspace.dependencies] {name}"), dep["version"].as_str());
        }
    }
    for rel in ["pyproject.toml", "tree-sitter-keepshipping/pyproject.toml"] {
        note(rel, toml_file(rel)["project"]["version"].as_str());
    }
    for rel in [
        "tree-sitter-keepshipping/package.json",
        "reference/ks-wasm/npm/package.json",
        "editors/vscode/package.json",
        "editors/vscode/package-lock.json",
    ] {
        note(rel, json_file(rel)["version"].as_str());
    }
    note(
        "tree-sitter-keepshipping/tree-sitter.json",
        json_file("tree-sitter-keepshipping/tree-sitter.json")["metadata"]["version"].as_str(),
    );
    let makefile = read("tree-sitter-keepshipping/Makefile");
    note(
        "tree-sitter-keepshipping/Makefile",
        makefile.lines().find_map(|l| l.strip_prefix("VERSION := ")),
    );
    let wrong: Vec<_> = seen.iter().filter(|(_, v)| *v != version).collect();
    assert!(wrong.is_empty(), "not at version {version}: {wrong:?}");
    assert!(seen.len() >= 25, "only {} manifests read", seen.len());
}

// ---------------------------------------------------------------------------------------------------
// The CLI's wheel

#[test]
fn the_wheel_gives_keepshipping_on_path_in_a_fresh_venv() {
    let wheel = wheel();
    let tmp = tempfile::tempdir().unwrap();
    let bin = venv(&tmp.path().join("venv"), &[wheel.to_str().unwrap()]);
    let ws = tmp.path().join("ws");
    std::fs::create_dir_all(&ws).unwrap();
    std::fs::write(ws.join("ship.ks"), MISSPELT_SHIP).unwrap();
    // By name, from the environment's PATH alone.
    let path =
        std::env::join_paths([bin.clone(), PathBuf::from("/usr/bin"), PathBuf::from("/bin")])
            .unwrap();
    let out = run(
        Command::new("keepshipping")
            .args(["check", "ship.ks", "--format", "json"])
            .current_dir(&ws)
            .env("PATH", &path)
            .env_remove("CI"),
        "the wheel",
    );
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    let codes: Vec<&str> = report["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|d| d["code"].as_str())
        .collect();
    assert!(codes.contains(&"KS0201"), "{codes:?}");
    // The installed executable is the wheel's, the version this checkout's.
    let installed = bin.join("keepshipping");
    assert!(installed.is_file());
    let version = run_ok(Command::new(&installed).arg("--version"), "the wheel");
    let ours = run_ok(Command::new(keepshipping_bin()).arg("--version"), "keepshipping");
    assert_eq!(version, ours);
    // `python -m keepshipping` runs it too.
    let module = run_ok(
        Command::new(bin.join("python")).args(["-m", "keepshipping", "--version"]),
        "python",
    );
    assert_eq!(module, ours);
}

// ---------------------------------------------------------------------------------------------------
// The wasm package

fn npm_project(dir: &Path, packages: &[&str]) {
    std::fs::create_dir_all(dir).unwrap();
    std::fs::write(
        dir.join("package.json"),
        r#"{"name": "t", "version": "0.0.0", "private": true}"#,
    )
    .unwrap();
    let out = run(
        Command::new("npm")
            .args(["install", "--offline", "--no-audit", "--no-fund", "--silent"])
            .args(packages)
            .current_dir(dir),
        "npm",
    );
    assert!(
        out.status.success(),
        "npm install --offline {packages:?}:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

fn node(dir: &Path, script: &str) -> String {
    run_ok(Command::new("node").args(["-e", script]).current_dir(dir), "node")
}

/// Why a case cannot run in the wasm build (the rules of reference/ks-wasm/tests/playground.rs).
fn excluded(case: &ks_conformance::Case) -> bool {
    case.dir.join("files").exists()
        || !case.meta.needs.is_empty()
        || std::str::from_utf8(&case.input).is_err()
        || case.check_settings().env.keys().any(|key| key != "CI")
}

#[test]
fn the_wasm_package_reports_what_the_cli_reports() {
    let dist = built(&["wasm"]);
    let tgz = find(&dist, &format!("keepshipping-wasm-{}", workspace_version()), ".tgz");
    let tmp = tempfile::tempdir().unwrap();
    let project = tmp.path().join("project");
    npm_project(&project, &[tgz.to_str().unwrap()]);

    // Its API, by name, and its types declare each function it exports.
    let exported =
        node(&project, "console.log(Object.keys(require('keepshipping-wasm')).sort().join(' '))");
    let types =
        std::fs::read_to_string(project.join("node_modules/keepshipping-wasm/index.d.ts")).unwrap();
    for name in exported.split_whitespace() {
        assert!(types.contains(&format!("export function {name}(")), "index.d.ts lacks {name}");
    }
    for name in ["check", "format", "plan", "policyExplain", "explain"] {
        assert!(exported.split_whitespace().any(|n| n == name), "no {name} in {exported}");
    }
    let explained =
        node(&project, "process.stdout.write(require('keepshipping-wasm').explain('KS0201'))");
    let cli = run_ok(Command::new(keepshipping_bin()).args(["explain", "KS0201"]), "keepshipping");
    assert_eq!(explained, cli);

    // check() on every conformance case the wasm build can see, against `keepshipping check --format json`.
    let cases = ks_conformance::case::discover(&repo_root().join("conformance/cases")).unwrap();
    let runnable: Vec<_> = cases.iter().filter(|c| !excluded(c)).collect();
    let requests: Vec<Value> = runnable
        .iter()
        .map(|case| {
            let check = case.check_settings();
            let ci = check.env.get("CI").is_some_and(|v| !v.is_empty());
            json!({
                "source": String::from_utf8(case.input.clone()).unwrap(),
                "options": {"actor": check.actor.name(), "context": check.context.name(), "ci": ci},
            })
        })
        .collect();
    let (req, res) = (tmp.path().join("requests.json"), tmp.path().join("results.json"));
    std::fs::write(&req, serde_json::to_string(&requests).unwrap()).unwrap();
    // In the project, so that its require() finds the package in the project's node_modules.
    let script = project.join("wasm_check.cjs");
    std::fs::copy(repo_root().join("editors/tests/tests/dist/wasm_check.cjs"), &script).unwrap();
    let out =
        run(Command::new("node").arg(&script).arg(&req).arg(&res).current_dir(&project), "node");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let results: Vec<Value> =
        serde_json::from_str(&std::fs::read_to_string(&res).unwrap()).unwrap();
    assert_eq!(results.len(), runnable.len());

    let cli_runs: Vec<Value> = std::thread::scope(|scope| {
        let chunks: Vec<_> = runnable.chunks(runnable.len().div_ceil(2)).collect();
        let handles: Vec<_> = chunks
            .into_iter()
            .map(|chunk| {
                scope.spawn(move || chunk.iter().map(|c| cli_check(c)).collect::<Vec<_>>())
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    let mut differ = Vec::new();
    let mut diagnostics = 0;
    for ((case, cli), wasm) in runnable.iter().zip(&cli_runs).zip(&results) {
        diagnostics += cli["diagnostics"].as_array().map_or(0, Vec::len);
        if wasm.get("value") != Some(cli) {
            differ.push(format!("{}: cli {cli}\n  wasm {wasm}", case.id));
        }
    }
    eprintln!(
        "wasm package: {} of {} cases compared, {diagnostics} diagnostics",
        runnable.len(),
        cases.len()
    );
    assert!(
        differ.is_empty(),
        "{} cases differ; the first:\n{}",
        differ.len(),
        differ[..differ.len().min(3)].join("\n")
    );
    assert!(runnable.len() >= 700, "only {} cases compared", runnable.len());
    assert!(diagnostics > 0);
}

/// `keepshipping check ship.ks --format json` on one case, alone in a directory outside git.
fn cli_check(case: &ks_conformance::Case) -> Value {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("ship.ks"), &case.input).unwrap();
    let check = case.check_settings();
    let mut cmd = Command::new(keepshipping_bin());
    cmd.args(["check", "ship.ks", "--format", "json", "--actor", check.actor.name()])
        .args(["--context", check.context.name()])
        .current_dir(dir.path());
    for var in
        ["CI", "KEEPSHIPPING_BASE", "GITHUB_BASE_REF", "GIT_DIR", "GIT_WORK_TREE", "NO_COLOR"]
    {
        cmd.env_remove(var);
    }
    if let Some(ci) = check.env.get("CI") {
        cmd.env("CI", ci);
    }
    let out = cmd.output().unwrap();
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{}: {e}: {}", case.id, String::from_utf8_lossy(&out.stderr)))
}

// ---------------------------------------------------------------------------------------------------
// The grammar's bindings

fn hero() -> String {
    read("conformance/cases/examples/ex-1-hero/input.ks")
}

#[test]
fn the_python_binding_parses_the_hero_under_py_tree_sitter() {
    let dist = built(&["grammar"]);
    let wheel = find(&dist, &format!("tree_sitter_keepshipping-{}-", workspace_version()), ".whl");
    let tmp = tempfile::tempdir().unwrap();
    let bin = venv(&tmp.path().join("venv"), &[wheel.to_str().unwrap(), "tree-sitter==0.25.2"]);
    let hero_file = tmp.path().join("ship.ks");
    std::fs::write(&hero_file, hero()).unwrap();
    let script = r#"
import sys, tree_sitter, tree_sitter_keepshipping as ks
parser = tree_sitter.Parser(tree_sitter.Language(ks.language()))
tree = parser.parse(open(sys.argv[1], "rb").read())
root = tree.root_node
print(root.type, root.has_error, len(root.children), len(ks.HIGHLIGHTS_QUERY) > 0)
"#;
    let out =
        run_ok(Command::new(bin.join("python")).args(["-c", script]).arg(&hero_file), "python");
    let fields: Vec<&str> = out.split_whitespace().collect();
    assert_eq!(fields[1], "False", "the hero parses with an error: {out}");
    assert!(fields[2].parse::<usize>().unwrap() > 0, "{out}");
    assert_eq!(fields[3], "True", "{out}");
    // The same tree as the Rust binding's.
    let mut parser = tree_sitter::Parser::new();
    parser.set_language(&tree_sitter_keepshipping::LANGUAGE.into()).unwrap();
    let tree = parser.parse(hero(), None).unwrap();
    assert_eq!(fields[0], tree.root_node().kind());
    assert_eq!(fields[2], tree.root_node().child_count().to_string());
}

#[test]
fn the_node_binding_parses_the_hero_under_the_tree_sitter_package() {
    let dist = built(&["grammar"]);
    let tgz = find(&dist, &format!("tree-sitter-keepshipping-{}", workspace_version()), ".tgz");
    let tmp = tempfile::tempdir().unwrap();
    let project = tmp.path().join("project");
    // The dependencies at the versions the setup script cached (npm resolves a range to the newest).
    npm_project(&project, &[tgz.to_str().unwrap(), "node-addon-api@8.5.0", "node-gyp-build@4.8.4"]);
    // The addon is the packed prebuilt one: no build/ directory was made on install.
    let installed = project.join("node_modules/tree-sitter-keepshipping");
    assert!(installed.join("prebuilds").is_dir());
    assert!(!installed.join("build").exists(), "the install compiled the addon");
    std::fs::write(project.join("ship.ks"), hero()).unwrap();
    // The `tree-sitter` npm package the setup script installed (its native addon built there).
    let parser_pkg = tools_dir().join("node/node_modules/tree-sitter");
    let script = format!(
        "const Parser = require({}); const ks = require('tree-sitter-keepshipping');\n\
         const p = new Parser(); p.setLanguage(ks);\n\
         const t = p.parse(require('fs').readFileSync('ship.ks', 'utf8'));\n\
         console.log(t.rootNode.type, t.rootNode.hasError, t.rootNode.childCount, ks.nodeTypeInfo.length > 0);",
        json!(parser_pkg.to_str().unwrap())
    );
    let out = node(&project, &script);
    let fields: Vec<&str> = out.split_whitespace().collect();
    assert_eq!(fields[1], "false", "the hero parses with an error: {out}");
    assert_eq!(fields[3], "true", "{out}");
    let mut parser = tree_sitter::Parser::new();
    parser.set_language(&tree_sitter_keepshipping::LANGUAGE.into()).unwrap();
    let tree = parser.parse(hero(), None).unwrap();
    assert_eq!(fields[0], tree.root_node().kind());
    assert_eq!(fields[2], tree.root_node().child_count().to_string());
}

// ---------------------------------------------------------------------------------------------------
// The VS Code package

#[test]
fn the_vsix_unpacks_to_the_extension_and_its_manifest() {
    let version = workspace_version();
    let dist = built(&["vsix"]);
    let vsix = find(&dist, &format!("keepshipping-{version}"), ".vsix");
    let tmp = tempfile::tempdir().unwrap();
    run_ok(Command::new("unzip").arg("-q").arg(&vsix).arg("-d").arg(tmp.path()), "unzip");
    let ext = tmp.path().join("extension");
    let manifest: Value =
        serde_json::from_str(&std::fs::read_to_string(ext.join("package.json")).unwrap()).unwrap();
    let source = json_file("editors/vscode/package.json");
    assert_eq!(manifest, source, "the packed package.json is the source's");
    assert_eq!(manifest["version"], json!(version));
    // What the manifest names is in the package.
    let main = manifest["main"].as_str().unwrap();
    assert!(ext.join(main).is_file(), "{main}");
    for lang in manifest["contributes"]["languages"].as_array().unwrap() {
        assert!(ext.join(lang["configuration"].as_str().unwrap()).is_file());
    }
    for grammar in manifest["contributes"]["grammars"].as_array().unwrap() {
        assert!(ext.join(grammar["path"].as_str().unwrap()).is_file());
    }
    // The language client comes along; the tests and the server do not.
    assert!(ext.join("node_modules/vscode-languageclient/package.json").is_file());
    assert!(!ext.join("test").exists());
    let vsixmanifest = std::fs::read_to_string(tmp.path().join("extension.vsixmanifest")).unwrap();
    for needle in [
        format!("Id=\"{}\"", manifest["name"].as_str().unwrap()),
        format!("Version=\"{version}\""),
        format!("Publisher=\"{}\"", manifest["publisher"].as_str().unwrap()),
        "Microsoft.VisualStudio.Code".to_string(),
    ] {
        assert!(
            vsixmanifest.contains(&needle),
            "extension.vsixmanifest lacks {needle}:\n{vsixmanifest}"
        );
    }
    // The extension starts the server it finds on PATH or in the wheel: `keepshipping.path`.
    assert_eq!(
        manifest["contributes"]["configuration"]["properties"]["keepshipping.path"]["default"],
        "keepshipping"
    );
}
