//! An implementer adopts the suite from its packages: `cargo package` the suite (ks-conformance and its
//! data, ks-conformance-cases) and ks-lang, unpack them, build a fresh crate outside the workspace that
//! depends on the unpacked packages by path and implements `Implementation` over ks-lang for the three
//! syntax levels, run `cargo test conformance` in it, and check what it counted.
//!
//! Everything happens offline, in `<target>/outside-crate/` (kept between runs, so only what changed
//! is rebuilt): `package-target/` for `cargo package`, `unpacked/` for the packages, `adopter/` for the
//! outside crate and `target/` for its build.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Command;
use std::time::Instant;

use ks_conformance::{case, runner, suite_dir, Level};

const PACKAGES: [&str; 3] = ["ks-lang", "ks-conformance-cases", "ks-conformance"];

/// The outside crate's adapter: the shape of the reference's (`ks-conformance-reference`), reduced to
/// the syntax levels over ks-lang.
const ADAPTER: &str = r#"//! An implementation outside the workspace, graded by the packaged suite.
use ks_conformance::{Harness, Implementation, Level, Outcome};
use ks_lang::notation;

struct OverKsLang;

fn graded(input: &[u8], print: impl Fn(&ks_lang::Parse) -> String) -> Outcome {
    let Ok(text) = std::str::from_utf8(input) else {
        return Outcome::Crashed("input is not UTF-8".into());
    };
    let parse = ks_lang::parse(text);
    let printed = print(&parse);
    if parse.has_errors() {
        Outcome::Rejected(printed)
    } else {
        Outcome::Accepted(printed)
    }
}

impl Implementation for OverKsLang {
    fn name(&self) -> String {
        "outside adopter over ks-lang".into()
    }
    fn levels(&self) -> Vec<Level> {
        Level::SYNTAX.to_vec()
    }
    fn cst(&self, input: &[u8]) -> Outcome {
        graded(input, |p| notation::cst_sexp(&p.syntax()))
    }
    fn ast(&self, input: &[u8]) -> Outcome {
        graded(input, notation::ast_json)
    }
    fn parse(&self, input: &[u8]) -> Outcome {
        graded(input, notation::diagnostics_text)
    }
}

fn main() {
    Harness::new(OverKsLang).run()
}
"#;

fn cargo() -> Command {
    let mut cmd = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    // Nothing of this test's own build may leak into the nested ones.
    for var in [
        "CARGO_TARGET_DIR",
        "KS_CONFORMANCE_DIR",
        "KS_BLESS",
        "RUSTFLAGS",
        "CARGO_BUILD_TARGET_DIR",
    ] {
        cmd.env_remove(var);
    }
    cmd
}

fn run(mut cmd: Command, what: &str) -> String {
    let out = cmd.output().unwrap_or_else(|e| panic!("{what}: {e}"));
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{what} failed ({}):\n{stdout}\n{stderr}", out.status);
    stdout
}

/// Copies `from` over `to`, writing only files whose bytes differ and removing files `from` lacks, so
/// unchanged files keep their modification times (and cargo does not rebuild them).
fn sync(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    let names = |dir: &Path| -> BTreeSet<std::ffi::OsString> {
        std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name()).collect()
    };
    let (src, dst) = (names(from), names(to));
    for name in dst.difference(&src) {
        let path = to.join(name);
        if path.is_dir() {
            std::fs::remove_dir_all(&path).unwrap();
        } else {
            std::fs::remove_file(&path).unwrap();
        }
    }
    for name in &src {
        let (a, b) = (from.join(name), to.join(name));
        if a.is_dir() {
            if b.is_file() {
                std::fs::remove_file(&b).unwrap();
            }
            sync(&a, &b);
        } else {
            let bytes = std::fs::read(&a).unwrap();
            if b.is_dir() {
                std::fs::remove_dir_all(&b).unwrap();
            }
            if std::fs::read(&b).ok().as_deref() != Some(bytes.as_slice()) {
                std::fs::write(&b, bytes).unwrap();
            }
        }
    }
}

/// Writes `path` only when its content changes.
fn write_if_changed(path: &Path, text: &str) {
    if std::fs::read_to_string(path).ok().as_deref() != Some(text) {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
}

#[test]
fn an_outside_crate_runs_the_packaged_suite_with_cargo_test() {
    let started = Instant::now();
    let exe = std::env::current_exe().unwrap();
    // target/<profile>/deps/<test> -> target/
    let target = exe.ancestors().nth(3).unwrap().to_path_buf();
    let work = target.join("outside-crate");
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().unwrap();

    // 1. Package (every member, so that the packages' path dependencies resolve among themselves).
    let package_target = work.join("package-target");
    let mut cmd = cargo();
    cmd.current_dir(&workspace)
        .args(["package", "--workspace", "--no-verify", "--offline", "--allow-dirty", "--quiet"])
        .env("CARGO_TARGET_DIR", &package_target);
    run(cmd, "cargo package --workspace");

    // 2. Unpack the suite and ks-lang.
    let fresh = work.join("unpacked.new");
    let _ = std::fs::remove_dir_all(&fresh);
    std::fs::create_dir_all(&fresh).unwrap();
    let mut unpacked = BTreeMap::new();
    for name in PACKAGES {
        let file = package_target.join("package").join(format!("{name}-0.1.0.crate"));
        assert!(file.is_file(), "{} missing", file.display());
        let mut tar = Command::new("tar");
        tar.arg("-xzf").arg(&file).arg("-C").arg(&fresh);
        run(tar, "tar -xzf");
        unpacked.insert(name, work.join("unpacked").join(format!("{name}-0.1.0")));
    }
    let cases_pkg = fresh.join("ks-conformance-cases-0.1.0");
    for inside in
        ["cases", "codes.toml", "rules.txt", "NOTATION.md", "LICENSE-MIT", "LICENSE-APACHE"]
    {
        assert!(cases_pkg.join(inside).exists(), "the package lacks {inside}");
    }
    sync(&fresh, &work.join("unpacked"));
    std::fs::remove_dir_all(&fresh).unwrap();

    // 3. The outside crate: its own workspace, path dependencies on the unpacked packages, the
    // workspace's lock file as a starting point so that offline resolution finds cached versions.
    let adopter = work.join("adopter");
    let path = |name: &str| unpacked[name].display().to_string();
    let manifest = format!(
        "[package]\nname = \"outside-adopter\"\nversion = \"0.0.0\"\nedition = \"2021\"\npublish = false\n\n\
         [dev-dependencies]\nks-conformance = {{ path = {:?} }}\nks-lang = {{ path = {:?} }}\n\n\
         [[test]]\nname = \"conformance\"\npath = \"tests/conformance.rs\"\nharness = false\n\n\
         # The packaged ks-conformance depends on ks-conformance-cases by version, as from a registry.\n\
         [patch.crates-io]\nks-conformance-cases = {{ path = {:?} }}\n\n[workspace]\n",
        path("ks-conformance"),
        path("ks-lang"),
        path("ks-conformance-cases"),
    );
    write_if_changed(&adopter.join("Cargo.toml"), &manifest);
    write_if_changed(&adopter.join("src/lib.rs"), "//! Nothing: the adapter is the test.\n");
    write_if_changed(&adopter.join("tests/conformance.rs"), ADAPTER);
    if !adopter.join("Cargo.lock").is_file() {
        std::fs::copy(workspace.join("Cargo.lock"), adopter.join("Cargo.lock")).unwrap();
    }

    // 4. `cargo test conformance` in it.
    let mut cmd = cargo();
    cmd.current_dir(&adopter)
        .args(["test", "--offline", "--quiet", "conformance"])
        .env("CARGO_TARGET_DIR", work.join("target"));
    let stdout = run(cmd, "cargo test conformance in the outside crate");

    // 5. It graded every syntax trial of the packaged cases and skipped the levels it did not declare.
    let cases = case::discover(&suite_dir().join("cases")).unwrap();
    let mut per_level: BTreeMap<Level, usize> = BTreeMap::new();
    for (_, level) in runner::trials(&cases) {
        *per_level.entry(level).or_default() += 1;
    }
    assert!(
        stdout.contains(&format!(
            "conformance of outside adopter over ks-lang ({} cases):",
            cases.len()
        )),
        "{stdout}"
    );
    let (mut passed, mut skipped) = (0, 0);
    for (level, n) in &per_level {
        let line = if Level::SYNTAX.contains(level) {
            passed += n;
            format!("{level}: {n} passed, 0 failed, 0 skipped")
        } else {
            skipped += n;
            format!("{level}: 0 passed, 0 failed, {n} skipped")
        };
        assert!(stdout.lines().any(|l| l == line), "no line `{line}` in:\n{stdout}");
    }
    assert!(passed >= 1400, "only {passed} syntax trials");
    let total = format!("{passed} passed, 0 failed, {skipped} skipped");
    assert!(stdout.lines().any(|l| l == total), "no line `{total}` in:\n{stdout}");
    eprintln!(
        "outside crate: {passed} trials passed, {skipped} skipped, in {:.1}s",
        started.elapsed().as_secs_f64()
    );
}
