//! The runner as a Python wheel (`pip install ks-conformance`; `cargo xtask dist --only runner-wheel`,
//! built by maturin as the CLI's wheel is): installed offline into a fresh virtual environment, its
//! `ks-conformance` is on the environment's PATH, reads the suite's data the wheel installed (not this
//! checkout's), and grades the reference over the persistent protocol. The packaging tools come from
//! `scripts/setup.d/56-dist.sh` (`editors/.tools/dist`); a missing one fails, never skips.

mod cli;

use std::path::{Path, PathBuf};
use std::process::Command;

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().unwrap()
}

fn succeed(command: &mut Command, what: &str) -> String {
    let out = command.output().unwrap_or_else(|e| panic!("{what}: {e}"));
    assert!(
        out.status.success(),
        "{what}:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Builds xtask into the target directory the CLI's tests build in (its own, so the nested cargo
/// never waits on the lock of this test's build), then the runner's wheel into `out`.
fn build_wheel(out: &Path) -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let tools = exe.ancestors().nth(3).unwrap().join("conformance-cli");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    succeed(
        Command::new(&cargo)
            .args(["build", "--quiet", "-p", "xtask", "--bin", "xtask", "--manifest-path"])
            .arg(repo_root().join("Cargo.toml"))
            .env("CARGO_TARGET_DIR", &tools),
        "cargo build -p xtask",
    );
    succeed(
        Command::new(tools.join("debug/xtask"))
            .args(["dist", "--profile", "dev", "--only", "runner-wheel", "--out"])
            .arg(out)
            .arg("--cargo-target-dir")
            .arg(&tools)
            .env("CARGO", &cargo)
            .current_dir(repo_root()),
        "cargo xtask dist --only runner-wheel",
    );
    let version = env!("CARGO_PKG_VERSION");
    let wheel = std::fs::read_dir(out)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.starts_with(&format!("ks_conformance-{version}-")) && name.ends_with(".whl")
        })
        .expect("the runner's wheel");
    wheel
}

#[test]
fn the_wheel_installs_the_runner_and_the_suite_and_grades_the_reference() {
    let dir = tempfile::tempdir().unwrap();
    let wheel = build_wheel(dir.path());
    let venv = dir.path().join("venv");
    succeed(Command::new("python3").args(["-m", "venv"]).arg(&venv), "python3 -m venv");
    succeed(
        Command::new(venv.join("bin/python"))
            .args(["-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-index"])
            .arg(&wheel),
        "pip install the wheel",
    );
    let runner = venv.join("bin/ks-conformance");
    assert!(runner.is_file(), "the wheel puts ks-conformance in the environment's scripts");
    let share = venv.join("share/ks-conformance");
    for file in
        ["manifest.json", "features.txt", "NOTATION.md", "cases/examples/ex-1-hero/input.ks"]
    {
        assert!(share.join(file).is_file(), "{file} is not installed");
    }

    // It reads the installed suite, not this checkout's: the data line, and the committed hash.
    let version = succeed(Command::new(&runner).arg("--version"), "ks-conformance --version");
    let manifest: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(share.join("manifest.json")).unwrap())
            .unwrap();
    let hash = manifest["hash"].as_str().unwrap();
    assert!(version.contains(hash), "{version}");
    let data_line = version.lines().find_map(|l| l.strip_prefix("data ")).expect("a data line");
    assert_eq!(Path::new(data_line).canonicalize().unwrap(), share.canonicalize().unwrap());

    // It grades the reference over the persistent protocol, with a JSON report naming the suite.
    let report = dir.path().join("report.json");
    let reference = format!("'{}' conformance", cli::keepshipping_binary().display());
    let stdout = succeed(
        Command::new(&runner)
            .args(["run", "--persistent", "--jobs", "2", "--impl", &reference])
            .args(["--area", "lex", "--area", "ref", "--json"])
            .arg(&report)
            .env_remove("KS_CONFORMANCE_DIR"),
        "the installed ks-conformance run",
    );
    assert!(stdout.contains(" 0 failed, 0 skipped"), "{stdout}");
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
    assert_eq!(report["suite_hash"], hash);
    assert!(report["totals"]["passed"].as_u64().unwrap() > 100, "{}", report["totals"]);
}
