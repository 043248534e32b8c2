//! `cargo xtask dist`: every distributable, one version, into `<target>/dist/` (issue 29).
//!
//! 1. `keepshipping-<v>-…whl`: the CLI as a Python wheel, `maturin build` from the root
//!    `pyproject.toml` (`bindings = "bin"`);
//! 2. `keepshipping-wasm-<v>.tgz`: ks-wasm for Node (the playground's build, `cargo xtask wasm`, with
//!    its node bundle) wrapped in `reference/ks-wasm/npm/` (camelCase API and TypeScript types);
//! 3. `tree-sitter-keepshipping-<v>.tgz`: the grammar's Node binding, compiled by node-gyp against the
//!    machine's Node headers (`--nodedir`, never a download) and packed with the addon under
//!    `prebuilds/<platform>-<arch>/`, and `tree_sitter_keepshipping-<v>-…whl` (py-tree-sitter);
//! 4. `keepshipping-<v>.vsix`: `editors/vscode` packed by `@vscode/vsce`;
//! 5. `*.crate`: `cargo package --workspace --no-verify` (the crates' own tests verify them);
//! 6. `ks-conformance-cases-<v>.tar.gz`: the conformance suite's data for implementers in any
//!    language: `cases/`, `index.json` (each case's id, levels, area, features, rules and paths),
//!    `manifest.json` (versions and the cases' hash), `features.txt`, `NOTATION.md`, `codes.toml`,
//!    `rules.txt` and `report.schema.json`, under one folder of that name;
//! 7. `ks_conformance-<v>-…whl`: the suite's runner as a Python wheel (`pip install ks-conformance`),
//!    `maturin build` from `conformance/harness/pyproject.toml`, the suite's data inside (installed
//!    under `<prefix>/share/ks-conformance/`, where the runner looks beside its executable).
//!
//! `--profile P` is the cargo profile of the wheel's binary: `release` (the default, what the release
//! workflow ships) or `dev` (what the tests use: the test build's artifacts are reused, so a clean CI
//! run pays for linking one binary, not for an optimised build). `--only a,b` builds some parts:
//! `wheel`, `wasm`, `grammar`, `vsix`, `crates`, `cases`, `runner-wheel`.
//!
//! The tools come from `scripts/setup.d/56-dist.sh` (`editors/.tools/dist`) or PATH; a missing one
//! is an error, never a skip.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{bail, Context, Result};

pub const USAGE: &str = "\
usage: cargo xtask dist [--out DIR] [--profile release|dev]
                       [--only wheel,wasm,grammar,vsix,crates,cases,runner-wheel]
                       [--cargo-target-dir DIR]
  --cargo-target-dir DIR   where cargo builds the wheel's binary and packages the crates (default:
                           the target directory; the tests name the one their CLI is built in)";

const PARTS: &[&str] = &["wheel", "wasm", "grammar", "vsix", "crates", "cases", "runner-wheel"];

pub fn run(root: &Path, args: &[String]) -> Result<()> {
    let mut out = target_dir(root).join("dist");
    let mut profile = "release".to_string();
    let mut cargo_target = target_dir(root);
    let mut only: Vec<String> = PARTS.iter().map(|s| s.to_string()).collect();
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match (arg.as_str(), it.next()) {
            ("--out", Some(dir)) => out = PathBuf::from(dir),
            ("--profile", Some(p)) => profile = p.clone(),
            ("--cargo-target-dir", Some(dir)) => cargo_target = PathBuf::from(dir),
            ("--only", Some(list)) => {
                only = list.split(',').map(str::to_string).collect();
                if let Some(bad) = only.iter().find(|p| !PARTS.contains(&p.as_str())) {
                    bail!("unknown part `{bad}`\n{USAGE}");
                }
            }
            _ => bail!("{USAGE}"),
        }
    }
    let version = workspace_version(root)?;
    fs::create_dir_all(&out).with_context(|| format!("creating {}", out.display()))?;
    let out = out.canonicalize()?;
    let stage = target_dir(root).join("dist-stage");
    let wants = |p: &str| only.iter().any(|o| o == p);
    let mut written = Vec::new();
    if wants("wheel") {
        written.push(wheel(root, &out, &profile, &cargo_target)?);
    }
    if wants("wasm") {
        written.push(wasm_package(root, &out, &stage, &version)?);
    }
    if wants("grammar") {
        written.push(grammar_node(root, &out, &stage)?);
        written.push(grammar_python(root, &out, &stage)?);
    }
    if wants("vsix") {
        written.push(vsix(root, &out, &version)?);
    }
    if wants("crates") {
        written.extend(crates(root, &out, &cargo_target)?);
    }
    if wants("cases") {
        written.push(cases_archive(&root.join("conformance"), &out, &version)?);
    }
    if wants("runner-wheel") {
        written.push(runner_wheel(root, &out, &profile, &cargo_target)?);
    }
    for file in &written {
        let size = fs::metadata(file).map(|m| m.len()).unwrap_or(0);
        println!("{:>10}  {}", size, file.display());
    }
    Ok(())
}

/// `$CARGO_TARGET_DIR`, or `target/`.
pub fn target_dir(root: &Path) -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target"));
    if target.is_absolute() {
        target
    } else {
        root.join(target)
    }
}

/// `[workspace.package] version` of the root `Cargo.toml`: the version of every artifact.
pub fn workspace_version(root: &Path) -> Result<String> {
    let text = fs::read_to_string(root.join("Cargo.toml"))?;
    let doc: toml::Table = toml::from_str(&text)?;
    doc.get("workspace")
        .and_then(|w| w.get("package"))
        .and_then(|p| p.get("version"))
        .and_then(|v| v.as_str())
        .map(str::to_string)
        .context("no [workspace.package] version in Cargo.toml")
}

/// A tool of `editors/.tools/dist` (setup.d/56-dist.sh) when installed there, else from PATH.
fn tool(root: &Path, rel: &str, name: &str) -> PathBuf {
    let local = root.join("editors/.tools/dist").join(rel);
    if local.exists() {
        local
    } else {
        PathBuf::from(name)
    }
}

fn python(root: &Path) -> PathBuf {
    tool(root, "venv/bin/python", if cfg!(windows) { "python" } else { "python3" })
}

fn node_modules(root: &Path) -> PathBuf {
    root.join("editors/.tools/dist/node/node_modules")
}

fn exec(cmd: &mut Command, what: &str) -> Result<()> {
    let status = cmd
        .status()
        .with_context(|| format!("running {what} (scripts/setup.d/56-dist.sh installs it)"))?;
    if !status.success() {
        bail!("{what} failed ({status})");
    }
    Ok(())
}

/// The one file of `dir` whose name starts with `prefix` and ends with `suffix`.
fn newest(dir: &Path, prefix: &str, suffix: &str) -> Result<PathBuf> {
    let mut found: Vec<(std::time::SystemTime, PathBuf)> = Vec::new();
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if name.starts_with(prefix) && name.ends_with(suffix) {
            found.push((fs::metadata(&path)?.modified()?, path));
        }
    }
    found.sort();
    found
        .pop()
        .map(|(_, p)| p)
        .with_context(|| format!("no {prefix}*{suffix} in {}", dir.display()))
}

fn copy_tree(from: &Path, to: &Path, skip: &[&str]) -> Result<()> {
    fs::create_dir_all(to)?;
    for entry in fs::read_dir(from).with_context(|| format!("reading {}", from.display()))? {
        let entry = entry?;
        let name = entry.file_name();
        if skip.iter().any(|s| name == *s) {
            continue;
        }
        let (src, dst) = (entry.path(), to.join(&name));
        if entry.file_type()?.is_dir() {
            copy_tree(&src, &dst, skip)?;
        } else {
            fs::copy(&src, &dst).with_context(|| format!("copying {}", src.display()))?;
        }
    }
    Ok(())
}

fn fresh(dir: &Path) -> Result<()> {
    if dir.exists() {
        fs::remove_dir_all(dir)?;
    }
    fs::create_dir_all(dir)?;
    Ok(())
}

/// 1. The CLI's wheel: `maturin build --profile P --out OUT` (the cargo build goes to the usual target
///    directory, so a `dev` wheel reuses the test build).
fn wheel(root: &Path, out: &Path, profile: &str, cargo_target: &Path) -> Result<PathBuf> {
    let maturin = tool(root, "venv/bin/maturin", "maturin");
    let mut cmd = Command::new(&maturin);
    cmd.args(["build", "--profile", profile, "--out"]).arg(out).current_dir(root);
    if profile != "release" {
        // A local test wheel: tagged for this platform, no manylinux audit.
        cmd.args(["--compatibility", "linux", "--auditwheel", "skip"]);
    }
    cmd.env("CARGO_TARGET_DIR", cargo_target);
    exec(&mut cmd, "maturin build")?;
    newest(out, "keepshipping-", ".whl")
}

/// 2. The npm package of ks-wasm: the `--target nodejs` bundle of `cargo xtask wasm` plus
///    `reference/ks-wasm/npm/` (package.json, index.js, index.d.ts), `npm pack`ed.
fn wasm_package(root: &Path, out: &Path, stage: &Path, version: &str) -> Result<PathBuf> {
    let dir = stage.join("keepshipping-wasm");
    fresh(&dir)?;
    crate::wasm::build(root, &stage.join("wasm-web"), Some(&dir.join("pkg")))?;
    copy_tree(&root.join("reference/ks-wasm/npm"), &dir, &[])?;
    for license in ["LICENSE-MIT", "LICENSE-APACHE"] {
        fs::copy(root.join("reference/ks-wasm").join(license), dir.join(license))?;
    }
    let manifest = fs::read_to_string(dir.join("package.json"))?;
    if !manifest.contains(&format!("\"version\": \"{version}\"")) {
        bail!("reference/ks-wasm/npm/package.json is not at version {version}");
    }
    npm_pack(&dir, out)?;
    newest(out, "keepshipping-wasm-", ".tgz")
}

/// npm: a `.cmd` script on Windows, which `Command` does not find by its bare name.
fn npm() -> &'static str {
    if cfg!(windows) {
        "npm.cmd"
    } else {
        "npm"
    }
}

fn npm_pack(dir: &Path, out: &Path) -> Result<()> {
    exec(
        Command::new(npm())
            .args(["pack", "--silent", "--pack-destination"])
            .arg(out)
            .current_dir(dir),
        "npm pack",
    )
}

/// The files of the grammar's packages (its package.json `files`, the Python build's sources).
const GRAMMAR_FILES: &[&str] = &[
    "package.json",
    "binding.gyp",
    "grammar.js",
    "tree-sitter.json",
    "setup.py",
    "pyproject.toml",
    "README.md",
    "LICENSE-MIT",
    "LICENSE-APACHE",
];

fn grammar_stage(root: &Path, dir: &Path) -> Result<()> {
    let grammar = root.join("tree-sitter-keepshipping");
    fresh(dir)?;
    for f in GRAMMAR_FILES {
        fs::copy(grammar.join(f), dir.join(f)).with_context(|| format!("copying {f}"))?;
    }
    for sub in ["src", "queries", "bindings/node", "bindings/python", "bindings/c"] {
        copy_tree(&grammar.join(sub), &dir.join(sub), &["__pycache__"])?;
    }
    Ok(())
}

/// 3a. The Node binding: node-gyp against the machine's headers, the addon placed where
///     node-gyp-build finds a prebuilt one, `npm pack`ed.
fn grammar_node(root: &Path, out: &Path, stage: &Path) -> Result<PathBuf> {
    let dir = stage.join("tree-sitter-keepshipping-node");
    grammar_stage(root, &dir)?;
    // binding.gyp resolves node-addon-api from the package directory.
    let modules = node_modules(root);
    if !modules.join("node-addon-api").is_dir() {
        bail!("{} has no node-addon-api: run scripts/setup.d/56-dist.sh", modules.display());
    }
    #[cfg(unix)]
    std::os::unix::fs::symlink(&modules, dir.join("node_modules"))?;
    #[cfg(not(unix))]
    copy_tree(&modules, &dir.join("node_modules"), &[])?;
    let gyp = modules.join("node-gyp/bin/node-gyp.js");
    let mut cmd = Command::new("node");
    cmd.arg(&gyp).args(["rebuild", "--release"]).current_dir(&dir);
    if let Some(nodedir) = node_headers() {
        cmd.arg(format!("--nodedir={}", nodedir.display()));
    }
    exec(&mut cmd, "node-gyp rebuild")?;
    let platform = node_eval("process.platform + '-' + process.arch")?;
    let prebuilds = dir.join("prebuilds").join(platform.trim());
    fs::create_dir_all(&prebuilds)?;
    fs::copy(
        dir.join("build/Release/tree_sitter_keepshipping_binding.node"),
        prebuilds.join("tree-sitter-keepshipping.napi.node"),
    )?;
    fs::remove_dir_all(dir.join("build"))?;
    fs::remove_file(dir.join("node_modules"))
        .or_else(|_| fs::remove_dir_all(dir.join("node_modules")))?;
    npm_pack(&dir, out)?;
    newest(out, "tree-sitter-keepshipping-", ".tgz")
}

/// The Node headers installed with node (`<prefix>/include/node`), as a `--nodedir`.
fn node_headers() -> Option<PathBuf> {
    let exec_path = node_eval("process.execPath").ok()?;
    let prefix = Path::new(exec_path.trim()).parent()?.parent()?.to_path_buf();
    prefix.join("include/node/node_version.h").is_file().then_some(prefix)
}

fn node_eval(expr: &str) -> Result<String> {
    let output = Command::new("node").args(["-p", expr]).output().context("running node")?;
    if !output.status.success() {
        bail!("node -p {expr} failed");
    }
    Ok(String::from_utf8(output.stdout)?)
}

/// 3b. The Python binding's wheel (setuptools, no build isolation: offline).
fn grammar_python(root: &Path, out: &Path, stage: &Path) -> Result<PathBuf> {
    let dir = stage.join("tree-sitter-keepshipping-python");
    grammar_stage(root, &dir)?;
    exec(
        Command::new(python(root))
            .args(["-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index"])
            .args(["--disable-pip-version-check", "--quiet", "--wheel-dir"])
            .arg(out)
            .arg(".")
            .current_dir(&dir),
        "pip wheel (the grammar's Python binding)",
    )?;
    newest(out, "tree_sitter_keepshipping-", ".whl")
}

/// 4. The VS Code extension: `vsce package` (its dependencies from `npm ci`, setup.d/52).
fn vsix(root: &Path, out: &Path, version: &str) -> Result<PathBuf> {
    let ext = root.join("editors/vscode");
    if !ext.join("node_modules/vscode-languageclient").is_dir() {
        bail!("editors/vscode/node_modules is missing: run scripts/setup.d/52-vscode-extension.sh");
    }
    let file = out.join(format!("keepshipping-{version}.vsix"));
    let vsce = node_modules(root).join("@vscode/vsce/vsce");
    exec(
        Command::new("node")
            .arg(&vsce)
            .args(["package", "--allow-missing-repository", "--skip-license", "--out"])
            .arg(&file)
            .current_dir(&ext),
        "vsce package",
    )?;
    Ok(file)
}

/// 5. The crates, as `cargo package` writes them (not verified here: their tests run in CI); the
///    members with `publish = false` (xtask, the test crates) are left out.
fn crates(root: &Path, out: &Path, cargo_target: &Path) -> Result<Vec<PathBuf>> {
    let version = workspace_version(root)?;
    let workspace: toml::Table = toml::from_str(&fs::read_to_string(root.join("Cargo.toml"))?)?;
    let members = workspace["workspace"]["members"].as_array().context("workspace members")?;
    let (mut published, mut excluded) = (Vec::new(), Vec::new());
    for member in members {
        let dir = root.join(member.as_str().context("a member path")?);
        let manifest: toml::Table = toml::from_str(&fs::read_to_string(dir.join("Cargo.toml"))?)?;
        let package = &manifest["package"];
        let name = package["name"].as_str().context("a package name")?.to_string();
        if package.get("publish").and_then(toml::Value::as_bool) == Some(false) {
            excluded.push(name);
        } else {
            published.push(name);
        }
    }
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let mut cmd = Command::new(&cargo);
    cmd.args(["package", "--workspace", "--no-verify", "--allow-dirty", "--locked"]);
    for name in &excluded {
        cmd.args(["--exclude", name]);
    }
    exec(cmd.env("CARGO_TARGET_DIR", cargo_target).current_dir(root), "cargo package")?;
    let mut files = Vec::new();
    for name in &published {
        let file = format!("{name}-{version}.crate");
        let dst = out.join(&file);
        fs::copy(cargo_target.join("package").join(&file), &dst)
            .with_context(|| format!("cargo package wrote no {file}"))?;
        files.push(dst);
    }
    Ok(files)
}

/// The data of the suite the archive carries beside `cases/`, from `conformance/`.
const SUITE_FILES: &[&str] = &[
    "features.txt",
    "manifest.json",
    "NOTATION.md",
    "codes.toml",
    "rules.txt",
    "report.schema.json",
];

/// 6. The cases as `ks-conformance-cases-<v>.tar.gz`: one folder of that name holding `cases/` (bytes
///    as committed), the suite's files and `index.json`. The manifest is the committed one, refused
///    when it is not the cases' (`ks-conformance manifest --write` makes it again).
pub fn cases_archive(suite: &Path, out: &Path, version: &str) -> Result<PathBuf> {
    use ks_conformance::{case, index, manifest};
    let cases_dir = suite.join("cases");
    let cases = case::discover(&cases_dir).map_err(anyhow::Error::msg)?;
    let manifest_text = manifest::render(&cases, &cases_dir).map_err(anyhow::Error::msg)?;
    if fs::read_to_string(suite.join("manifest.json")).ok().as_deref() != Some(&manifest_text) {
        bail!("conformance/manifest.json is stale: run `ks-conformance manifest --write` first");
    }
    let manifest: serde_json::Value = serde_json::from_str(&manifest_text)?;
    let index = serde_json::to_string_pretty(&index::json(&cases, &manifest))? + "\n";
    let name = format!("ks-conformance-cases-{version}");
    let file = out.join(format!("{name}.tar.gz"));
    let gz = flate2::write::GzEncoder::new(fs::File::create(&file)?, flate2::Compression::best());
    let mut tar = tar::Builder::new(gz);
    tar.mode(tar::HeaderMode::Deterministic);
    let mut add = |path: &str, bytes: &[u8]| -> Result<()> {
        let mut header = tar::Header::new_gnu();
        header.set_size(bytes.len() as u64);
        header.set_mode(0o644);
        header.set_cksum();
        tar.append_data(&mut header, format!("{name}/{path}"), bytes)
            .with_context(|| format!("archiving {path}"))
    };
    add("index.json", index.as_bytes())?;
    for f in SUITE_FILES {
        add(f, &fs::read(suite.join(f)).with_context(|| format!("reading {f}"))?)?;
    }
    for rel in case::relative_files(&cases_dir, false) {
        add(&format!("cases/{rel}"), &fs::read(cases_dir.join(&rel))?)?;
    }
    tar.into_inner()?.finish()?;
    Ok(file)
}

/// 7. The runner's wheel: `maturin build` in `python/ks-conformance` (`bindings = "bin"` over
///    `conformance/harness`), after staging the suite's data in its
///    `wheel-data/data/share/ks-conformance/`, which the wheel installs under
///    `<prefix>/share/ks-conformance/`.
fn runner_wheel(root: &Path, out: &Path, profile: &str, cargo_target: &Path) -> Result<PathBuf> {
    let package = root.join("python/ks-conformance");
    let share = package.join("wheel-data/data/share/ks-conformance");
    fresh(&share)?;
    copy_tree(&root.join("conformance/cases"), &share.join("cases"), &[])?;
    for f in SUITE_FILES {
        fs::copy(root.join("conformance").join(f), share.join(f))?;
    }
    let maturin = tool(root, "venv/bin/maturin", "maturin");
    let mut cmd = Command::new(&maturin);
    cmd.args(["build", "--profile", profile, "--out"]).arg(out).current_dir(&package);
    if profile != "release" {
        cmd.args(["--compatibility", "linux", "--auditwheel", "skip"]);
    }
    cmd.env("CARGO_TARGET_DIR", cargo_target);
    let built = exec(&mut cmd, "maturin build (the runner's wheel)");
    fs::remove_dir_all(package.join("wheel-data"))?;
    built?;
    newest(out, "ks_conformance-", ".whl")
}

#[cfg(test)]
mod tests {
    use std::io::Read as _;

    use super::*;

    #[test]
    fn the_cases_archive_holds_every_case_its_index_and_the_manifest() {
        let root = crate::project_root();
        let out = tempfile::tempdir().unwrap();
        let file = cases_archive(&root.join("conformance"), out.path(), "9.9.9").unwrap();
        assert_eq!(file.file_name().unwrap(), "ks-conformance-cases-9.9.9.tar.gz");
        let gz = flate2::read::GzDecoder::new(fs::File::open(&file).unwrap());
        let mut entries = std::collections::BTreeMap::new();
        for entry in tar::Archive::new(gz).entries().unwrap() {
            let mut entry = entry.unwrap();
            let path = entry.path().unwrap().to_string_lossy().into_owned();
            let mut bytes = Vec::new();
            entry.read_to_end(&mut bytes).unwrap();
            entries.insert(path, bytes);
        }
        let at = |rel: &str| &entries[&format!("ks-conformance-cases-9.9.9/{rel}")];
        let index: serde_json::Value = serde_json::from_slice(at("index.json")).unwrap();
        let manifest: serde_json::Value = serde_json::from_slice(at("manifest.json")).unwrap();
        let cases = index["cases"].as_array().unwrap();
        assert_eq!(cases.len() as u64, manifest["cases"].as_u64().unwrap());
        assert_eq!(index["hash"], manifest["hash"]);
        // Every path the index names is in the archive, byte for byte the checkout's file.
        let mut trials = 0;
        for case in cases {
            let paths = &case["paths"];
            let expected = paths["expected"].as_object().unwrap();
            trials += expected.len();
            let named = [&paths["input"], &paths["case"]]
                .into_iter()
                .chain(expected.values())
                .chain(paths["files"].as_array().unwrap());
            for path in named {
                let path = path.as_str().unwrap();
                let checkout = fs::read(root.join("conformance").join(path)).unwrap();
                assert_eq!(at(path), &checkout, "{path}");
            }
            assert!(case["levels"].as_array().unwrap().len() == expected.len(), "{case}");
        }
        assert_eq!(trials as u64, manifest["trials"].as_u64().unwrap());
        let hero = cases.iter().find(|c| c["id"] == "examples/ex-1-hero").unwrap();
        assert_eq!(hero["area"], "examples");
        assert_eq!(hero["levels"], serde_json::json!(["cst", "ast", "parse"]));
        let scripts = cases.iter().filter(|c| c["features"].to_string().contains("\"scripts\""));
        assert!(scripts.count() >= 11);
        for f in SUITE_FILES {
            assert_eq!(at(f), &fs::read(root.join("conformance").join(f)).unwrap(), "{f}");
        }
    }
}
