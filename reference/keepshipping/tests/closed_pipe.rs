//! `keepshipping … | head -1`: when the reader closes standard output early, every command stops
//! quietly — no panic, nothing on standard error — and exits with the status its work determined
//! (0 for a clean file, 1 when it found errors or changes). Each run here produces megabytes of output,
//! far more than a pipe holds, so the command is still writing when the pipe closes.

mod support;

use std::{fmt::Write as _, fs};

use support::{first_line_then_close, keepshipping};

/// 200,000 lines: `k0: v0`, `k1: v1`, … with extra spaces `fmt` removes.
fn big_messy_file() -> String {
    let mut text = String::new();
    for i in 0..200_000 {
        let _ = writeln!(text, "k{i}:   v{i}");
    }
    text
}

#[test]
fn parse_tokens_into_a_closed_pipe_exits_0_quietly() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("big.ks"), big_messy_file()).unwrap();
    let run = first_line_then_close(dir.path(), &["parse", "big.ks", "--emit", "tokens"], None);
    assert_eq!(run.stdout, "IDENT \"k0\"\n");
    assert_eq!((run.code, run.stderr.as_str()), (0, ""));
}

#[test]
fn check_into_a_closed_pipe_stops_quietly_and_keeps_its_status() {
    let dir = tempfile::tempdir().unwrap();
    // Every line has an unclosed parenthesis: thousands of diagnostics, and errors (exit 1).
    let text: String = (0..20_000).map(|i| format!("k{i}: (a\n")).collect();
    fs::write(dir.path().join("ship.ks"), &text).unwrap();
    for format in ["human", "json", "github", "sarif"] {
        let run = first_line_then_close(dir.path(), &["check", "--format", format], None);
        assert!(!run.stdout.is_empty(), "{format}: no first line");
        assert_eq!((run.code, run.stderr.as_str()), (1, ""), "{format}");
    }
}

#[test]
fn fmt_stdin_into_a_closed_pipe_exits_0_quietly() {
    let dir = tempfile::tempdir().unwrap();
    let text = big_messy_file();
    let run = first_line_then_close(dir.path(), &["fmt", "-"], Some(text.as_bytes()));
    assert_eq!(run.stdout, "k0: v0\n");
    assert_eq!((run.code, run.stderr.as_str()), (0, ""));
}

/// 100 long lines, each with extra spaces: a diff of megabytes that is quick to compute (the diff's
/// cost grows with lines times changes).
fn long_messy_lines() -> String {
    let long = "x".repeat(20_000);
    (0..100).map(|i| format!("k{i}:   {long}\n")).collect()
}

#[test]
fn fmt_check_diff_into_a_closed_pipe_stops_quietly() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("ship.ks"), long_messy_lines()).unwrap();
    let run = first_line_then_close(dir.path(), &["fmt", "--check"], None);
    assert_eq!(run.stdout, "--- ship.ks\n");
    // Changes were found (1); the summary line is not written once the reader has gone.
    assert_eq!((run.code, run.stderr.as_str()), (1, ""));
    // Standard input, too.
    let text = long_messy_lines();
    let run = first_line_then_close(dir.path(), &["fmt", "-", "--check"], Some(text.as_bytes()));
    assert_eq!(run.stdout, "--- <stdin>\n");
    assert_eq!((run.code, run.stderr.as_str()), (1, ""));
}

/// A full disk is not a closed pipe: it is reported, once, and the command exits 2.
#[test]
fn a_failing_standard_output_is_an_exit_2_error() {
    let dir = tempfile::tempdir().unwrap();
    let full = fs::OpenOptions::new().write(true).open("/dev/full").expect("/dev/full exists");
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_keepshipping"))
        .args(["parse", "-", "--emit", "tokens"])
        .current_dir(dir.path())
        .stdin(fs::File::open(file_with(dir.path(), "name: api\n")).unwrap())
        .stdout(full)
        .output()
        .expect("keepshipping runs");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.starts_with("error: cannot write to standard output: "), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    // The same command into a pipe that stays open prints every token.
    let run = keepshipping(dir.path(), &["parse", "-", "--emit", "tokens"], Some(b"name: api\n"));
    assert_eq!((run.code, run.stdout.lines().count()), (0, 5), "{}", run.stdout);
}

fn file_with(dir: &std::path::Path, text: &str) -> std::path::PathBuf {
    let path = dir.join("input.ks");
    fs::write(&path, text).unwrap();
    path
}
