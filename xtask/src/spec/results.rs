//! The reports of `conformance/results/`, made by the site build: each implementation of
//! [`IMPLEMENTATIONS`] is built and graded by the suite's own runner (`ks-conformance run --json`),
//! and its report is written there with what changes from run to run left out (the trials'
//! durations), so that a report changes only when a verdict does and a test can hold the committed
//! ones to what the implementations answer now.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{bail, Context, Result};
use serde_json::Value;

use super::matrix::RESULTS;

/// How an implementation is built and started.
enum Program {
    /// A binary of a workspace package: `cargo build -p PACKAGE --bin NAME` (or `--example NAME`),
    /// started with the arguments after it.
    Cargo { package: &'static str, target: &'static str, name: &'static str, args: &'static str },
    /// The WebAssembly build through node: `cargo xtask wasm`'s node bundle, answering through
    /// ks-wasm's persistent adapter, `reference/ks-wasm/tests/conformance-persistent.cjs`.
    WasmThroughNode,
}

/// One row of the matrix: the report's file stem, what starts it and what it lacks. Each speaks
/// the persistent protocol (NOTATION.md §7b), so the report is named by its greeting, never by a
/// command holding this machine's paths, and a whole run takes seconds.
struct Implementation {
    name: &'static str,
    program: Program,
    /// The features it lacks (`--features-exclude`) beyond those its greeting names.
    lacks: &'static [&'static str],
}

/// The rows, in the order they are graded.
const IMPLEMENTATIONS: &[Implementation] = &[
    Implementation {
        name: "keepshipping",
        program: Program::Cargo {
            package: "keepshipping",
            target: "--bin",
            name: "keepshipping",
            args: " conformance",
        },
        lacks: &[],
    },
    // The playground's module has no files beside the input and runs no tools (ks-wasm's README):
    // its adapter's greeting names the features whose cases read such files (ADR 0084).
    Implementation { name: "ks-wasm", program: Program::WasmThroughNode, lacks: &[] },
    // ADR 0084: the grammar claims `parse` and lacks `recovery`.
    Implementation {
        name: "tree-sitter-keepshipping",
        program: Program::Cargo {
            package: "tree-sitter-keepshipping",
            target: "--example",
            name: "conformance",
            args: "",
        },
        lacks: &[],
    },
];

/// Where the grading's binaries are built (`cargo build` into `target_dir`); the WebAssembly module
/// is built where `cargo xtask wasm` builds it.
pub struct Tools {
    pub target_dir: PathBuf,
}

impl Tools {
    /// This process's target directory (`CARGO_TARGET_DIR`, or `target/`), the parent of the one
    /// `cargo xtask wasm` builds in.
    pub fn current(root: &Path) -> Tools {
        let wasm = crate::wasm::wasm_target_dir(root);
        Tools { target_dir: wasm.parent().map_or_else(|| root.join("target"), Path::to_path_buf) }
    }

    fn cargo_build(&self, root: &Path, package: &str, target: &str, name: &str) -> Result<PathBuf> {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let status = Command::new(&cargo)
            .current_dir(root)
            .args(["build", "--quiet", "-p", package, target, name])
            .env("CARGO_TARGET_DIR", &self.target_dir)
            .status()
            .with_context(|| format!("running {cargo} build -p {package}"))?;
        if !status.success() {
            bail!("cargo build -p {package} {target} {name} failed ({status})");
        }
        let dir = self.target_dir.join("debug");
        let dir = if target == "--example" { dir.join("examples") } else { dir };
        Ok(dir.join(format!("{name}{}", std::env::consts::EXE_SUFFIX)))
    }

    /// The command line the runner starts for `imp`, built first.
    fn command(&self, root: &Path, imp: &Implementation) -> Result<String> {
        Ok(match &imp.program {
            Program::Cargo { package, target, name, args } => {
                let exe = self.cargo_build(root, package, target, name)?;
                format!("{}{args}", shell_quote(&exe))
            }
            Program::WasmThroughNode => {
                let dir = crate::wasm::wasm_target_dir(root);
                let pkg = dir.join("pkg-node");
                crate::wasm::build(root, &dir.join("pkg-web"), Some(&pkg))?;
                let adapter = root.join("reference/ks-wasm/tests/conformance-persistent.cjs");
                format!("node {} {}", shell_quote(&adapter), shell_quote(&pkg))
            }
        })
    }
}

fn shell_quote(path: &Path) -> String {
    format!("'{}'", path.to_string_lossy().replace('\'', r"'\''"))
}

/// Grades every implementation and returns its report as it is committed: `(file name, text)`.
pub fn generate(root: &Path, tools: &Tools) -> Result<Vec<(String, String)>> {
    let runner = tools.cargo_build(root, "ks-conformance", "--bin", "ks-conformance")?;
    let scratch = tools.target_dir.join("conformance-results");
    std::fs::create_dir_all(&scratch)?;
    let mut reports = Vec::new();
    for imp in IMPLEMENTATIONS {
        let command = tools.command(root, imp)?;
        let json = scratch.join(format!("{}.json", imp.name));
        let mut run = Command::new(&runner);
        run.current_dir(root)
            .args(["run", "--quiet", "--persistent", "--impl", &command, "--json"])
            .arg(&json);
        if !imp.lacks.is_empty() {
            run.args(["--features-exclude", &imp.lacks.join(",")]);
        }
        eprintln!("grading {} ({command})", imp.name);
        let output = run.output().context("running ks-conformance")?;
        // 1 is a run with failures: still a report.
        if !matches!(output.status.code(), Some(0 | 1)) {
            bail!(
                "ks-conformance run --impl {command} failed ({}):\n{}",
                output.status,
                String::from_utf8_lossy(&output.stderr)
            );
        }
        let text = std::fs::read_to_string(&json)
            .with_context(|| format!("the runner wrote no report for {}", imp.name))?;
        let report: Value = serde_json::from_str(&text)?;
        reports.push((format!("{}.json", imp.name), committed_form(report)));
    }
    Ok(reports)
}

/// The report without the trials' durations, pretty-printed.
fn committed_form(mut report: Value) -> String {
    for trial in report["trials"].as_array_mut().into_iter().flatten() {
        if let Some(trial) = trial.as_object_mut() {
            trial.remove("duration_ms");
        }
    }
    serde_json::to_string_pretty(&report).expect("JSON") + "\n"
}

/// Writes the reports into `conformance/results/`, removing any other report there.
pub fn write(root: &Path, tools: &Tools) -> Result<()> {
    let reports = generate(root, tools)?;
    let dir = root.join(RESULTS);
    std::fs::create_dir_all(&dir)?;
    for entry in std::fs::read_dir(&dir)? {
        let path = entry?.path();
        let name = path.file_name().unwrap_or_default().to_string_lossy().into_owned();
        if name.ends_with(".json") && !reports.iter().any(|(n, _)| *n == name) {
            std::fs::remove_file(&path)?;
        }
    }
    for (name, text) in &reports {
        std::fs::write(dir.join(name), text)?;
    }
    Ok(())
}

/// The committed reports that differ from what the implementations answer now.
#[cfg(test)]
pub fn stale(root: &Path, tools: &Tools) -> Result<Vec<String>> {
    let reports = generate(root, tools)?;
    let dir = root.join(RESULTS);
    let mut stale = Vec::new();
    for (name, text) in &reports {
        if std::fs::read_to_string(dir.join(name)).ok().as_deref() != Some(text.as_str()) {
            stale.push(name.clone());
        }
    }
    for existing in std::fs::read_dir(&dir)? {
        let name = existing?.file_name().to_string_lossy().into_owned();
        if name.ends_with(".json") && !reports.iter().any(|(n, _)| *n == name) {
            stale.push(format!("{name} (no implementation makes it)"));
        }
    }
    Ok(stale)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_committed_report_keeps_no_duration() {
        let report = serde_json::json!({
            "implementation": "x 1",
            "trials": [{"id": "a::cst", "duration_ms": 1.5, "outcome": "passed"}],
        });
        let text = committed_form(report);
        assert!(!text.contains("duration_ms"), "{text}");
        assert!(text.contains("\"outcome\": \"passed\"") && text.contains("\"x 1\""), "{text}");
    }

    fn test_tools() -> Tools {
        let exe = std::env::current_exe().expect("test executable");
        let target = exe.ancestors().nth(3).expect("target dir").to_path_buf();
        Tools { target_dir: target.join("conformance-cli") }
    }

    /// The grammar's adapter answers from the tree: the suite sends it only inputs without a
    /// syntax error, so its report alone could not tell it from one that accepts everything.
    #[test]
    fn the_grammars_adapter_rejects_an_input_whose_tree_holds_an_error() {
        use std::io::{BufRead, BufReader, Write};
        let root = crate::project_root();
        let exe = test_tools()
            .cargo_build(&root, "tree-sitter-keepshipping", "--example", "conformance")
            .unwrap_or_else(|e| panic!("{e:#}"));
        let mut child = Command::new(exe)
            .arg("--persistent")
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("start the adapter");
        let messages = [
            serde_json::json!({"type": "hello", "protocol": 1, "suite": "0.1.0"}),
            serde_json::json!({"type": "trial", "seq": 1, "id": "a", "level": "parse",
                               "input": "name: api\nsteps:\n  build: oci.image\n", "options": {}}),
            serde_json::json!({"type": "trial", "seq": 2, "id": "b", "level": "parse",
                               "input": "a: (x\n", "options": {}}),
            serde_json::json!({"type": "trial", "seq": 3, "id": "c", "level": "parse",
                               "input_bytes": [97, 58, 32, 98, 10], "options": {}}),
            serde_json::json!({"type": "trial", "seq": 4, "id": "d", "level": "cst",
                               "input": "a: b\n", "options": {}}),
            serde_json::json!({"type": "stop"}),
        ];
        let mut stdin = child.stdin.take().unwrap();
        for m in &messages {
            writeln!(stdin, "{m}").unwrap();
        }
        drop(stdin);
        let replies: Vec<Value> = BufReader::new(child.stdout.take().unwrap())
            .lines()
            .map(|l| serde_json::from_str(&l.unwrap()).unwrap())
            .collect();
        assert!(child.wait().unwrap().success());
        assert_eq!(replies.len(), 6, "{replies:?}");
        assert_eq!(replies[0]["levels"], serde_json::json!(["parse"]), "{replies:?}");
        assert_eq!(replies[0]["lacks"], serde_json::json!(["recovery"]), "{replies:?}");
        let outcomes: Vec<&str> =
            replies[1..5].iter().map(|r| r["outcome"].as_str().unwrap()).collect();
        assert_eq!(outcomes, ["accepted", "rejected", "accepted", "unsupported"], "{replies:?}");
        assert!(replies[1..5].iter().all(|r| r["output"] == ""), "no diagnostics: {replies:?}");
        assert_eq!(replies[5]["type"], "bye");
    }

    /// Every committed report is what its implementation answers now (the same builds and runs
    /// `cargo xtask spec` does), and every implementation has one. The binaries are built in
    /// `<target>/conformance-cli`, as the suite's subprocess test builds the CLI, so that the
    /// nested cargo never waits on the lock of the build running this test.
    #[test]
    fn committed_reports_are_the_ones_the_implementations_give() {
        let root = crate::project_root();
        let stale = stale(&root, &test_tools()).unwrap_or_else(|e| panic!("{e:#}"));
        assert!(
            stale.is_empty(),
            "conformance/results is stale ({}); run `cargo xtask spec`",
            stale.join(", ")
        );
    }
}
