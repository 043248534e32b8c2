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
//! names (one per line or comma-separated) and exits 0. Set [`Subprocess::levels`] (`--levels` of
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
    /// The levels the implementation supports, when known without asking (`--levels`).
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
        if level == Level::Exec {
            args.extend(["--actor".into(), input.run.actor.name().into()]);
            args.extend(["--context".into(), input.run.context.name().into()]);
        }
        if matches!(level, Level::Check | Level::Plan | Level::Fix) {
            args.extend(["--actor".into(), input.check.actor.name().into()]);
            args.extend(["--context".into(), input.check.context.name().into()]);
            for (key, value) in &input.check.env {
                args.extend(["--env".into(), format!("{key}={value}")]);
            }
            if !input.dir.as_os_str().is_empty() {
                let dir =
                    std::fs::canonicalize(input.dir).unwrap_or_else(|_| input.dir.to_path_buf());
                args.extend(["--dir".into(), path_arg(&dir)]);
            }
        }
        if level == Level::Exec {
            let world = input.dir.join("world.toml");
            let world = std::fs::canonicalize(&world).unwrap_or(world);
            let dir = std::fs::canonicalize(input.dir).unwrap_or_else(|_| input.dir.to_path_buf());
            args.extend(["--dir".into(), path_arg(&dir)]);
            args.extend(["--world".into(), path_arg(&world)]);
            let run = input.run;
            let flags = [("--run-env", run.env.clone()), ("--event", run.event.clone())]
                .into_iter()
                .chain([("--seed", run.seed.map(|seed| seed.to_string()))])
                .chain(run.skip.iter().map(|step| ("--skip", Some(step.clone()))))
                .chain([("--until", run.until.clone())]);
            for (flag, value) in flags {
                if let Some(value) = value {
                    args.extend([flag.to_string(), value]);
                }
            }
            if run.allow_partial {
                args.push("--allow-partial".into());
            }
        }
        if level == Level::Plan {
            if let Some(env) = &input.plan.env {
                args.extend(["--plan-env".into(), env.clone()]);
            }
            if let Some(event) = &input.plan.event {
                args.extend(["--event".into(), event.clone()]);
            }
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

    fn cst(&self, input: &[u8]) -> Outcome {
        self.call(Level::Cst, &Input::bytes(input))
    }

    fn ast(&self, input: &[u8]) -> Outcome {
        self.call(Level::Ast, &Input::bytes(input))
    }

    fn parse(&self, input: &[u8]) -> Outcome {
        self.call(Level::Parse, &Input::bytes(input))
    }

    fn format(&self, input: &[u8]) -> Outcome {
        self.call(Level::Format, &Input::bytes(input))
    }

    fn check(&self, input: &Input<'_>) -> Outcome {
        self.call(Level::Check, input)
    }

    fn plan(&self, input: &Input<'_>) -> Outcome {
        self.call(Level::Plan, input)
    }

    fn migrate(&self, input: &Input<'_>) -> Outcome {
        self.call(Level::Migrate, input)
    }

    fn run(&self, level: Level, input: &Input<'_>) -> Outcome {
        self.call(level, input)
    }
}
