//! The distributables of `cargo xtask dist` (issue 29), built once per test executable for the tests
//! that install them: `xtask` is built into `<target>/conformance-cli` (where the conformance suite's
//! subprocess test and the playground test build it too), then `xtask dist --profile dev` writes the
//! parts asked for into `<target>/dist-test/`. The wheel's binary is a `dev` build in
//! `<target>/conformance-cli`, the CLI those tests built already, so maturin only packs it; the wasm
//! package reuses `<target>/wasm` (the playground test's build). The tools come from
//! `scripts/setup.d/56-dist.sh`; a missing one fails the test.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

use crate::{repo_root, run};

/// `<target>/` of the build running this test (`<target>/<profile>/deps/<test>`).
pub fn target_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the test executable's path");
    exe.ancestors().nth(3).expect("<target>").to_path_buf()
}

/// The directory the tests' dist is written to.
pub fn dist_dir() -> PathBuf {
    target_dir().join("dist-test")
}

/// The pinned tools and offline wheels of `scripts/setup.d/56-dist.sh`.
pub fn tools_dir() -> PathBuf {
    let dir = repo_root().join("editors/.tools/dist");
    assert!(
        dir.join(".stamp").is_file(),
        "{} is missing: run scripts/setup.d/56-dist.sh",
        dir.display()
    );
    dir
}

/// Builds the `parts` (`wheel`, `wasm`, `grammar`, `vsix`) not yet built by this test executable, and
/// returns the directory holding them.
pub fn built(parts: &[&str]) -> PathBuf {
    static DONE: Mutex<Vec<String>> = Mutex::new(Vec::new());
    let mut done = DONE.lock().unwrap_or_else(|e| e.into_inner());
    let missing: Vec<&str> =
        parts.iter().copied().filter(|p| !done.iter().any(|d| d == p)).collect();
    if missing.is_empty() {
        return dist_dir();
    }
    let target = target_dir();
    let tools = target.join("conformance-cli");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| env!("CARGO").into());
    let out = run(
        Command::new(&cargo)
            .args(["build", "--quiet", "-p", "xtask", "--bin", "xtask", "--manifest-path"])
            .arg(repo_root().join("Cargo.toml"))
            .env("CARGO_TARGET_DIR", &tools),
        "cargo",
    );
    assert!(
        out.status.success(),
        "cargo build -p xtask:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let xtask = tools.join("debug").join(format!("xtask{}", std::env::consts::EXE_SUFFIX));
    let started = std::time::Instant::now();
    let out = run(
        Command::new(&xtask)
            .args(["dist", "--profile", "dev", "--only", &missing.join(","), "--out"])
            .arg(dist_dir())
            .arg("--cargo-target-dir")
            .arg(&tools)
            .env("CARGO_TARGET_DIR", &target)
            .env("CARGO", &cargo),
        "xtask",
    );
    assert!(
        out.status.success(),
        "xtask dist --only {}:\n{}\n{}",
        missing.join(","),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    eprintln!(
        "xtask dist --only {} ({:.1} s):\n{}",
        missing.join(","),
        started.elapsed().as_secs_f64(),
        String::from_utf8_lossy(&out.stdout).trim_end()
    );
    done.extend(missing.iter().map(|p| p.to_string()));
    dist_dir()
}

/// The one file of `dir` named `prefix…suffix`.
pub fn find(dir: &Path, prefix: &str, suffix: &str) -> PathBuf {
    let found: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.starts_with(prefix) && name.ends_with(suffix)
        })
        .collect();
    assert_eq!(found.len(), 1, "want one {prefix}*{suffix} in {}: {found:?}", dir.display());
    found.into_iter().next().unwrap()
}

/// The CLI's wheel, built.
pub fn wheel() -> PathBuf {
    let version = crate::dist::workspace_version();
    find(&built(&["wheel"]), &format!("keepshipping-{version}-"), ".whl")
}

/// `[workspace.package] version` of the root Cargo.toml.
pub fn workspace_version() -> String {
    let text = std::fs::read_to_string(repo_root().join("Cargo.toml")).unwrap();
    let line = text
        .lines()
        .skip_while(|l| l.trim() != "[workspace.package]")
        .find(|l| l.starts_with("version"))
        .expect("[workspace.package] version");
    line.split('"').nth(1).expect("a quoted version").to_string()
}

/// A fresh virtual environment in `dir` with `packages` (wheel files or requirements) installed
/// offline: no index, only the dist directory and the setup script's wheelhouse to find them in.
/// Returns its scripts directory.
pub fn venv(dir: &Path, packages: &[&str]) -> PathBuf {
    let out = run(Command::new("python3").arg("-m").arg("venv").arg(dir), "python3");
    assert!(out.status.success(), "python3 -m venv:\n{}", String::from_utf8_lossy(&out.stderr));
    let bin = dir.join(if cfg!(windows) { "Scripts" } else { "bin" });
    let out = run(
        Command::new(bin.join("python"))
            .args(["-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-index"])
            .arg("--find-links")
            .arg(dist_dir())
            .arg("--find-links")
            .arg(tools_dir().join("wheelhouse"))
            .args(packages),
        "pip",
    );
    assert!(
        out.status.success(),
        "pip install {packages:?}:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    bin
}
