//! Running the real `keepshipping` binary, shared by the CLI tests.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// What one run of the binary gave.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `keepshipping ARGS` in `dir`, with `stdin` (or nothing) on its standard input.
pub fn keepshipping(dir: &Path, args: &[&str], stdin: Option<&[u8]>) -> Run {
    // Off CI whatever runs the tests: under `CI` a file with no format header gets KS0611, which
    // would change what every test here expects; a test that wants CI says so in its arguments.
    let mut child = Command::new(env!("CARGO_BIN_EXE_keepshipping"))
        .env_remove("CI")
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("keepshipping starts");
    let mut input = child.stdin.take().expect("stdin is piped");
    input.write_all(stdin.unwrap_or_default()).expect("stdin takes the input");
    drop(input);
    let output = child.wait_with_output().expect("keepshipping runs");
    Run {
        code: output.status.code().expect("an exit code, not a signal"),
        stdout: String::from_utf8(output.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(output.stderr).expect("stderr is UTF-8"),
    }
}

/// Runs `keepshipping ARGS` in `dir`, reads one line of its standard output, then closes the pipe while
/// the command is still writing, as `keepshipping … | head -1` does. Returns the exit code, that first
/// line and everything written on standard error.
/// A temporary directory holding `files` (`(relative path, text)`), folders made as needed.
#[allow(dead_code)] // Not every test binary that includes this module writes a site.
pub fn site(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (name, text) in files {
        let path = dir.path().join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    dir
}

#[allow(dead_code)] // Not every test binary that includes this module closes pipes.
pub fn first_line_then_close(dir: &Path, args: &[&str], stdin: Option<&[u8]>) -> Run {
    use std::io::{BufRead, BufReader, Read};
    let mut child = Command::new(env!("CARGO_BIN_EXE_keepshipping"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("keepshipping starts");
    let mut input = child.stdin.take().expect("stdin is piped");
    let bytes = stdin.unwrap_or_default().to_vec();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&bytes);
    });
    let mut stderr = child.stderr.take().expect("stderr is piped");
    let errors = std::thread::spawn(move || {
        let mut text = String::new();
        stderr.read_to_string(&mut text).expect("stderr is UTF-8");
        text
    });
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("stdout is piped"))
        .read_line(&mut first)
        .expect("stdout is readable");
    // The reader (and the pipe) are dropped here: the command's next writes fail with EPIPE.
    writer.join().expect("the writer thread ends");
    let status = child.wait().expect("keepshipping runs");
    Run {
        code: status.code().expect("an exit code, not a signal"),
        stdout: first,
        stderr: errors.join().expect("the stderr reader ends"),
    }
}
