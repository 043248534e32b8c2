//! The subprocess protocol (normative in `conformance/NOTATION.md`): for each (case, level) the runner
//! starts `/bin/sh -c '<CMD> "$@"' ks-conformance <LEVEL>`, writes the input bytes to its stdin and
//! closes it, and reads stdout. Exit 0: accepted, stdout is the notation. Exit 1: rejected, stdout is
//! the notation for `cst` and `parse` (not read for `ast`). Exit 3: level unsupported. Anything else,
//! a signal, a timeout or stdout that is not UTF-8: a crash.

use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::thread;
use std::time::Duration;

use wait_timeout::ChildExt;

use crate::{Implementation, Level, Outcome};

/// An implementation reached through the subprocess protocol.
#[derive(Clone, Debug)]
pub struct Subprocess {
    /// The shell command; the level is appended as its last argument.
    pub command: String,
    /// How long one (case, level) may take.
    pub timeout: Duration,
}

impl Subprocess {
    /// A subprocess implementation with a 10 s timeout per call.
    pub fn new(command: impl Into<String>) -> Subprocess {
        Subprocess { command: command.into(), timeout: Duration::from_secs(10) }
    }

    fn call(&self, level: Level, input: &[u8]) -> Outcome {
        let script = format!("{} \"$@\"", self.command);
        let spawned = Command::new("/bin/sh")
            .arg("-c")
            .arg(&script)
            .arg("ks-conformance")
            .arg(level.name())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn();
        let mut child = match spawned {
            Ok(c) => c,
            Err(e) => return Outcome::Crashed(format!("cannot start `{}`: {e}", self.command)),
        };
        let mut stdin = child.stdin.take().expect("piped stdin");
        let input = input.to_vec();
        let writer = thread::spawn(move || {
            // A process that exits without reading its input is not an error here.
            let _ = stdin.write_all(&input);
        });
        let mut stdout = child.stdout.take().expect("piped stdout");
        let mut stderr = child.stderr.take().expect("piped stderr");
        let out_reader = thread::spawn(move || {
            let mut buf = Vec::new();
            let _ = stdout.read_to_end(&mut buf);
            buf
        });
        let err_reader = thread::spawn(move || {
            let mut buf = Vec::new();
            let _ = stderr.read_to_end(&mut buf);
            buf
        });
        let status = match child.wait_timeout(self.timeout) {
            Ok(Some(status)) => status,
            Ok(None) => {
                let _ = child.kill();
                let _ = child.wait();
                let _ = writer.join();
                return Outcome::Crashed(format!("timed out after {:?}", self.timeout));
            }
            Err(e) => return Outcome::Crashed(format!("wait failed: {e}")),
        };
        let _ = writer.join();
        let out = out_reader.join().unwrap_or_default();
        let err = err_reader.join().unwrap_or_default();
        let tail = || {
            let text = String::from_utf8_lossy(&err);
            let lines: Vec<&str> = text.lines().collect();
            lines[lines.len().saturating_sub(10)..].join("\n")
        };
        let stdout = match String::from_utf8(out) {
            Ok(s) => s,
            Err(_) => return Outcome::Crashed("stdout is not UTF-8".into()),
        };
        match status.code() {
            Some(0) => Outcome::Accepted(stdout),
            Some(1) => Outcome::Rejected(stdout),
            Some(3) => Outcome::Unsupported,
            Some(code) => Outcome::Crashed(format!("exit status {code}\n{}", tail())),
            None => Outcome::Crashed(format!("killed by a signal ({status})\n{}", tail())),
        }
    }
}

impl Implementation for Subprocess {
    fn name(&self) -> String {
        self.command.clone()
    }

    fn cst(&self, input: &[u8]) -> Outcome {
        self.call(Level::Cst, input)
    }

    fn ast(&self, input: &[u8]) -> Outcome {
        self.call(Level::Ast, input)
    }

    fn parse(&self, input: &[u8]) -> Outcome {
        self.call(Level::Parse, input)
    }
}
