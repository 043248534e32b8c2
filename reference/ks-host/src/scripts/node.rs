//! Running the extractor: `node` from `KEEPSHIPPING_NODE` or `PATH`, under Node's permission model
//! (reads only inside the site; no writes, no child processes; worker threads only because Node's
//! module hooks run on one), killed after a timeout.

use std::{
    env,
    ffi::OsString,
    io::{Read, Write},
    path::{Path, PathBuf},
    process::{Command, Stdio},
    thread,
    time::{Duration, Instant},
};

/// The extractor program, the module hooks and the `@keepshipping/sdk` stub, as built into the binary.
pub const EXTRACTOR: &str = include_str!("js/extractor.mjs");
pub const HOOK: &str = include_str!("js/hook.mjs");
pub const SDK: &str = include_str!("js/sdk.mjs");
/// The step runner (`keepshipping run` of a script step the world does not simulate).
pub const RUNNER: &str = include_str!("js/runner.mjs");

/// The `node` to run: `node_override` (the caller's `KEEPSHIPPING_NODE`), else the first `node` on
/// `PATH`. `None` when there is none (extraction then says nothing).
pub fn find_node(node_override: Option<OsString>) -> Option<PathBuf> {
    if let Some(node) = node_override.filter(|node| !node.is_empty()) {
        let node = PathBuf::from(node);
        return node.is_file().then_some(node);
    }
    let path = env::var_os("PATH")?;
    env::split_paths(&path).map(|dir| dir.join("node")).find(|candidate| candidate.is_file())
}

/// Why a run gave no answer (all of them are silent for the user; tests and `--verbose` tell them
/// apart).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunError {
    Spawn(String),
    TimedOut,
    /// The process ended without printing a result (the import threw, no descriptor, a bad node).
    NoResult {
        status: Option<i32>,
        stderr: String,
    },
}

/// Runs the extractor once with `input` (JSON) on standard input; returns the result line's JSON text.
pub fn run(
    node: &Path,
    site: &Path,
    input: &str,
    nonce: &str,
    timeout: Duration,
) -> Result<String, RunError> {
    run_program(node, site, EXTRACTOR, input, nonce, timeout)
}

/// Runs `program` (the extractor or the runner) once under the permission model, `input` on standard
/// input; returns the result line's JSON text.
pub fn run_program(
    node: &Path,
    site: &Path,
    program: &str,
    input: &str,
    nonce: &str,
    timeout: Duration,
) -> Result<String, RunError> {
    let first = run_with(node, site, program, input, nonce, timeout, "--experimental-permission");
    match &first {
        // Newer Node spells the flag without `experimental-`.
        Err(RunError::NoResult { stderr, .. }) if stderr.contains("bad option") => {
            run_with(node, site, program, input, nonce, timeout, "--permission")
        }
        _ => first,
    }
}

fn run_with(
    node: &Path,
    site: &Path,
    program: &str,
    input: &str,
    nonce: &str,
    timeout: Duration,
    permission: &str,
) -> Result<String, RunError> {
    let mut allow_read = OsString::from("--allow-fs-read=");
    allow_read.push(site.as_os_str());
    let mut child = Command::new(node)
        .arg("--no-warnings")
        .arg(permission)
        .arg(allow_read)
        .arg("--allow-worker")
        .arg("--input-type=module")
        .arg("-e")
        .arg(program)
        .current_dir(site)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|error| RunError::Spawn(error.to_string()))?;
    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_string();
    let writer = thread::spawn(move || {
        // A module that exits early closes the pipe: that is its answer, not ours to report.
        let _ = stdin.write_all(input.as_bytes());
    });
    let mut stdout = child.stdout.take().expect("piped");
    let reader = thread::spawn(move || {
        let mut out = Vec::new();
        let _ = stdout.read_to_end(&mut out);
        out
    });
    let mut stderr = child.stderr.take().expect("piped");
    let err_reader = thread::spawn(move || {
        let mut out = Vec::new();
        let _ = stderr.read_to_end(&mut out);
        out
    });
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Some(status),
            Ok(None) if start.elapsed() >= timeout => break None,
            Ok(None) => thread::sleep(Duration::from_millis(5)),
            Err(_) => break None,
        }
    };
    let Some(status) = status else {
        let _ = child.kill();
        let _ = child.wait();
        let _ = writer.join();
        // Worker threads of the killed process are gone with it; the pipes close.
        let _ = reader.join();
        let _ = err_reader.join();
        return Err(RunError::TimedOut);
    };
    let _ = writer.join();
    let out = reader.join().unwrap_or_default();
    let err = err_reader.join().unwrap_or_default();
    let out = String::from_utf8_lossy(&out);
    match out.lines().rev().find_map(|line| line.strip_prefix(nonce)) {
        Some(result) if status.success() => Ok(result.to_string()),
        _ => Err(RunError::NoResult {
            status: status.code(),
            stderr: String::from_utf8_lossy(&err).into_owned(),
        }),
    }
}
