//! The subprocess protocol (normative in `conformance/NOTATION.md` §7): for each (case, level) the
//! runner starts `/bin/sh -c '<CMD> "$@"' ks-conformance <LEVEL> [OPTIONS]`, writes the input bytes to
//! its stdin and closes it, and reads stdout. Exit 0: accepted, stdout is the notation. Exit 1:
//! rejected, stdout is the notation for `cst`, `parse` and `check` (not read for `ast`; the refusal for
//! `format` and `migrate`). Exit 3: level unsupported. Anything else, a signal, a timeout or stdout that
//! is not UTF-8: a crash. `check` gets its options as arguments: `--actor A --context C [--env K=V]...
//! --dir DIR` (`plan` and `fix` too); `exec` gets `[run]`'s actor and context, `--dir`, `--world FILE` and the rest of
//! `[run]` (NOTATION.md §7).
//!
//! The levels an implementation supports are asked once, before the run: `<CMD> levels` prints their
//! names (one per line or comma-separated) and exits 0. Set [`Subprocess::levels`] (`--impl-levels` of
//! `ks-conformance run`) to skip the question; an implementation that does not answer it (any exit but
//! 0) is assumed to support every level and may answer exit 3 per call.
//! A case that `needs` a tool (`node`) runs only when `<CMD> provides <NEED>` exits 0 (asked once).

use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::thread;
use std::time::Duration;

use wait_timeout::ChildExt;

use crate::{Implementation, Input, Level, Outcome};

/// An implementation reached through the subprocess protocol.
#[derive(Clone, Debug)]
pub struct Subprocess {
    /// The shell command; the level is appended as its last argument.
    pub command: String,
    /// How long one (case, level) may take.
    pub timeout: Duration,
    /// The levels the implementation supports, when known without asking (`--impl-levels`).
    pub levels: Option<Vec<Level>>,
    asked: OnceLock<Vec<Level>>,
    /// Answers of `CMD provides NEED`, asked once per need.
    provided: std::sync::Arc<std::sync::Mutex<std::collections::BTreeMap<String, bool>>>,
}

impl Subprocess {
    /// A subprocess implementation with a 10 s timeout per call; its levels are asked with `CMD levels`.
    pub fn new(command: impl Into<String>) -> Subprocess {
        Subprocess {
            command: command.into(),
            timeout: Duration::from_secs(10),
            levels: None,
            asked: OnceLock::new(),
            provided: Default::default(),
        }
    }

    /// Declares the supported levels instead of asking the implementation.
    pub fn with_levels(mut self, levels: Vec<Level>) -> Subprocess {
        self.levels = Some(levels);
        self
    }

    /// Sets the timeout of one call.
    pub fn with_timeout(mut self, timeout: Duration) -> Subprocess {
        self.timeout = timeout;
        self
    }

    /// Asks `CMD levels`; every level when the implementation does not answer with exit 0 and a list
    /// of known level names.
    fn ask_levels(&self) -> Vec<Level> {
        match self.spawn(&["levels".to_string()], b"") {
            Outcome::Accepted(text) => {
                Level::parse_list(&text).unwrap_or_else(|_| Level::ALL.to_vec())
            }
            _ => Level::ALL.to_vec(),
        }
    }

    /// The arguments after `CMD` for one trial: the level, then its options.
    fn arguments(level: Level, input: &Input<'_>) -> Vec<String> {
        let mut args = vec![level.name().to_string()];
        for (flag, value) in options(level, input) {
            args.push(format!("--{flag}"));
            args.extend(value);
        }
        args
    }

    fn call(&self, level: Level, input: &Input<'_>) -> Outcome {
        self.spawn(&Subprocess::arguments(level, input), input.bytes)
    }

    fn spawn(&self, args: &[String], input: &[u8]) -> Outcome {
        let script = format!("{} \"$@\"", self.command);
        let spawned = Command::new("/bin/sh")
            .arg("-c")
            .arg(&script)
            .arg("ks-conformance")
            .args(args)
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

/// The options of one trial at `level`, in order (NOTATION.md §7, item 2): each a flag name (without
/// `--`) and its value, none for a switch (`allow-partial`). A flag may repeat (`env`, `skip`). The
/// per-trial protocol passes them as arguments; the persistent one as a JSON object.
pub(crate) fn options(level: Level, input: &Input<'_>) -> Vec<(&'static str, Option<String>)> {
    let mut out: Vec<(&'static str, Option<String>)> = Vec::new();
    let canonical =
        |path: &Path| path_arg(&std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf()));
    if level == Level::Exec {
        out.push(("actor", Some(input.run.actor.name().into())));
        out.push(("context", Some(input.run.context.name().into())));
    }
    if matches!(level, Level::Check | Level::Plan | Level::Fix) {
        out.push(("actor", Some(input.check.actor.name().into())));
        out.push(("context", Some(input.check.context.name().into())));
        for (key, value) in &input.check.env {
            out.push(("env", Some(format!("{key}={value}"))));
        }
        if !input.dir.as_os_str().is_empty() {
            out.push(("dir", Some(canonical(input.dir))));
        }
    }
    if level == Level::Exec {
        let run = input.run;
        out.push(("dir", Some(canonical(input.dir))));
        out.push(("world", Some(canonical(&input.dir.join("world.toml")))));
        out.push(("run-env", run.env.clone()));
        out.push(("event", run.event.clone()));
        out.push(("seed", run.seed.map(|seed| seed.to_string())));
        out.extend(run.skip.iter().map(|step| ("skip", Some(step.clone()))));
        out.push(("until", run.until.clone()));
        out.retain(|(_, value)| value.is_some());
        if run.allow_partial {
            out.push(("allow-partial", None));
        }
    }
    if level == Level::Plan {
        out.push(("plan-env", input.plan.env.clone()));
        out.push(("event", input.plan.event.clone()));
        out.retain(|(_, value)| value.is_some());
    }
    out
}

fn path_arg(path: &Path) -> String {
    path.to_string_lossy().into_owned()
}

impl Implementation for Subprocess {
    fn name(&self) -> String {
        self.command.clone()
    }

    fn levels(&self) -> Vec<Level> {
        match &self.levels {
            Some(levels) => levels.clone(),
            None => self.asked.get_or_init(|| self.ask_levels()).clone(),
        }
    }

    /// `CMD provides NEED` exits 0 when the implementation has the tool (`node`); asked once per need.
    fn provides(&self, need: &str) -> bool {
        let mut provided = self.provided.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        *provided.entry(need.to_string()).or_insert_with(|| {
            matches!(
                self.spawn(&["provides".to_string(), need.to_string()], b""),
                Outcome::Accepted(_)
            )
        })
    }

    crate::implementation::every_level_through!(call);
}
