//! The persistent protocol (normative in `conformance/NOTATION.md` §7b): the runner starts
//! `/bin/sh -c '<CMD> "$@"' ks-conformance --persistent` once per worker, greets it with one JSON line
//! (`hello`: protocol and suite versions), reads its `hello` back (its levels, the tools it
//! `provides`, the features it `lacks`), then sends one `trial` line per (case, level) and reads one
//! `result` line per trial. A trial that takes longer than the timeout is failed and its process
//! killed (with everything it started); a process that exits or answers outside the protocol fails
//! its trial. Either way the next trial starts a fresh process. At the end, `stop` asks each process
//! to exit.

use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Write};
use std::os::unix::process::CommandExt;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex, OnceLock};
use std::thread;
use std::time::Duration;

use serde_json::{json, Map, Value};
use wait_timeout::ChildExt;

use crate::{subprocess, Implementation, Input, Level, Outcome};

/// The persistent protocol's version this runner speaks.
pub const PROTOCOL: u64 = 1;

/// The suite's version, sent in the greeting.
pub const SUITE: &str = env!("CARGO_PKG_VERSION");

/// How many lines of a process's standard error are kept, to show with a failure.
const STDERR_TAIL: usize = 10;

/// What an implementation says of itself in its `hello`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Hello {
    pub name: String,
    pub levels: Vec<Level>,
    pub provides: Vec<String>,
    pub lacks: Vec<String>,
}

/// An implementation reached through the persistent protocol: a pool of long-lived processes, one per
/// trial running at once.
pub struct Persistent {
    /// The shell command; `--persistent` is appended.
    pub command: String,
    /// How long the greeting, or one trial, may take.
    pub timeout: Duration,
    /// The levels the implementation supports, when known without asking (`--impl-levels`).
    pub levels: Option<Vec<Level>>,
    hello: OnceLock<Result<Hello, String>>,
    idle: Mutex<Vec<Worker>>,
    started: std::sync::atomic::AtomicUsize,
}

impl Persistent {
    /// A persistent implementation with a 10 s timeout per trial.
    pub fn new(command: impl Into<String>) -> Persistent {
        Persistent {
            command: command.into(),
            timeout: Duration::from_secs(10),
            levels: None,
            hello: OnceLock::new(),
            idle: Mutex::new(Vec::new()),
            started: Default::default(),
        }
    }

    /// Sets the timeout of the greeting and of one trial.
    pub fn with_timeout(mut self, timeout: Duration) -> Persistent {
        self.timeout = timeout;
        self
    }

    /// Declares the supported levels instead of taking them from the greeting.
    pub fn with_levels(mut self, levels: Vec<Level>) -> Persistent {
        self.levels = Some(levels);
        self
    }

    /// The implementation's greeting (the first process's, started here when none is).
    pub fn hello(&self) -> Result<Hello, String> {
        self.hello
            .get_or_init(|| {
                let (worker, hello) = self.start()?;
                self.lock_idle().push(worker);
                Ok(hello)
            })
            .clone()
    }

    /// How many processes were started so far (a stuck or crashed one is replaced by a new one).
    pub fn processes_started(&self) -> usize {
        self.started.load(std::sync::atomic::Ordering::SeqCst)
    }

    fn lock_idle(&self) -> std::sync::MutexGuard<'_, Vec<Worker>> {
        self.idle.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn start(&self) -> Result<(Worker, Hello), String> {
        self.started.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        Worker::start(&self.command, self.timeout)
    }

    fn call(&self, level: Level, input: &Input<'_>) -> Outcome {
        let idle = self.lock_idle().pop();
        let mut worker = match idle {
            Some(worker) => worker,
            None => match self.start() {
                Ok((worker, _)) => worker,
                Err(why) => return Outcome::Crashed(why),
            },
        };
        match worker.trial(level, input, self.timeout) {
            Ok(outcome) => {
                self.lock_idle().push(worker);
                outcome
            }
            Err(why) => {
                let tail = worker.stderr_tail();
                worker.kill();
                Outcome::Crashed(if tail.is_empty() { why } else { format!("{why}\n{tail}") })
            }
        }
    }
}

impl Drop for Persistent {
    /// The clean stop: `stop` to every process, which then has the timeout to exit.
    fn drop(&mut self) {
        for worker in self.lock_idle().drain(..) {
            worker.stop(self.timeout);
        }
    }
}

/// One running process of the implementation.
struct Worker {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    stderr: Arc<Mutex<VecDeque<String>>>,
    seq: u64,
}

impl Worker {
    /// Starts the command in its own process group, greets it and reads its `hello`.
    fn start(command: &str, timeout: Duration) -> Result<(Worker, Hello), String> {
        let mut child = Command::new("/bin/sh")
            .arg("-c")
            .arg(format!("{command} \"$@\""))
            .arg("ks-conformance")
            .arg("--persistent")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .process_group(0)
            .spawn()
            .map_err(|e| format!("cannot start `{command}`: {e}"))?;
        let stdin = child.stdin.take().expect("piped stdin");
        let stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
        let stderr = BufReader::new(child.stderr.take().expect("piped stderr"));
        let (send, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in stdout.lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        let tail = Arc::new(Mutex::new(VecDeque::new()));
        let kept = Arc::clone(&tail);
        thread::spawn(move || {
            for line in stderr.lines().map_while(Result::ok) {
                let mut kept = kept.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
                if kept.len() == STDERR_TAIL {
                    kept.pop_front();
                }
                kept.push_back(line);
            }
        });
        let mut worker = Worker { child, stdin, lines, stderr: tail, seq: 0 };
        let greeting = json!({"type": "hello", "protocol": PROTOCOL, "suite": SUITE});
        let hello = worker.ask(&greeting, timeout).and_then(|reply| read_hello(&reply));
        match hello {
            Ok(hello) => Ok((worker, hello)),
            Err(why) => {
                let tail = worker.stderr_tail();
                worker.kill();
                Err(format!("the greeting failed: {why}\n{tail}").trim_end().to_string())
            }
        }
    }

    /// Sends one trial and reads its result.
    fn trial(
        &mut self,
        level: Level,
        input: &Input<'_>,
        timeout: Duration,
    ) -> Result<Outcome, String> {
        self.seq += 1;
        let mut request = json!({
            "type": "trial",
            "seq": self.seq,
            "id": input.id,
            "level": level.name(),
            "options": options(level, input),
        });
        match std::str::from_utf8(input.bytes) {
            Ok(text) => request["input"] = json!(text),
            Err(_) => request["input_bytes"] = json!(input.bytes),
        }
        let reply = self.ask(&request, timeout)?;
        if reply["type"] != "result" || reply["seq"] != json!(self.seq) {
            return Err(format!("expected the result of trial {}, got {reply}", self.seq));
        }
        let output = reply["output"].as_str().unwrap_or_default().to_string();
        match reply["outcome"].as_str() {
            Some("accepted") => Ok(Outcome::Accepted(output)),
            Some("rejected") => Ok(Outcome::Rejected(output)),
            Some("unsupported") => Ok(Outcome::Unsupported),
            Some("error") => {
                let stderr = reply["stderr"].as_str().unwrap_or_default();
                Ok(Outcome::Crashed(format!("the implementation reported an error\n{stderr}")))
            }
            _ => Err(format!("a result without a known outcome: {reply}")),
        }
    }

    /// Writes one request line and reads one reply line within `timeout`.
    fn ask(&mut self, request: &Value, timeout: Duration) -> Result<Value, String> {
        let mut line = serde_json::to_vec(request).expect("a JSON value serializes");
        line.push(b'\n');
        self.stdin
            .write_all(&line)
            .and_then(|()| self.stdin.flush())
            .map_err(|e| format!("the implementation stopped reading: {e}"))?;
        let line = match self.lines.recv_timeout(timeout) {
            Ok(line) => line,
            Err(RecvTimeoutError::Timeout) => return Err(format!("timed out after {timeout:?}")),
            Err(RecvTimeoutError::Disconnected) => {
                let status = self.child.wait_timeout(timeout).ok().flatten();
                let how = status.map_or("closed its output".into(), |s| format!("exited ({s})"));
                return Err(format!("the implementation {how} instead of answering"));
            }
        };
        serde_json::from_str(&line).map_err(|e| format!("an answer that is not JSON ({e}): {line}"))
    }

    fn stderr_tail(&self) -> String {
        let kept = self.stderr.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        kept.iter().cloned().collect::<Vec<_>>().join("\n")
    }

    /// Kills the process group (the shell, the implementation and anything it started).
    fn kill(mut self) {
        let group = format!("-{}", self.child.id());
        let _ = Command::new("kill").args(["-KILL", "--", &group]).stderr(Stdio::null()).status();
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Asks the process to stop, and kills it when it has not exited within `timeout`.
    fn stop(mut self, timeout: Duration) {
        let _ = writeln!(self.stdin, "{}", json!({"type": "stop"}));
        let _ = self.stdin.flush();
        match self.child.wait_timeout(timeout) {
            Ok(Some(_)) => {}
            _ => self.kill(),
        }
    }
}

/// Reads an implementation's `hello` (or its `error`, a refusal of this protocol version).
fn read_hello(reply: &Value) -> Result<Hello, String> {
    if reply["type"] == "error" {
        return Err(format!("refused: {}", reply["message"].as_str().unwrap_or("no reason given")));
    }
    if reply["type"] != "hello" {
        return Err(format!("expected a hello, got {reply}"));
    }
    if reply["protocol"].as_u64() != Some(PROTOCOL) {
        return Err(format!("it speaks protocol {}, this runner {PROTOCOL}", reply["protocol"]));
    }
    let names = |key: &str| -> Vec<String> {
        let items = reply[key].as_array().map(Vec::as_slice).unwrap_or_default();
        items.iter().filter_map(|v| v.as_str().map(str::to_string)).collect()
    };
    let levels = names("levels")
        .iter()
        .map(|name| Level::from_name(name).ok_or(format!("an unknown level `{name}` in its hello")))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Hello {
        name: reply["name"].as_str().unwrap_or_default().to_string(),
        levels,
        provides: names("provides"),
        lacks: names("lacks"),
    })
}

/// A trial's options as the persistent protocol's JSON object: the per-trial flags by name, a switch
/// as `true`, a repeated flag as an array, `env` as an object of its variables.
fn options(level: Level, input: &Input<'_>) -> Map<String, Value> {
    let mut out = Map::new();
    for (flag, value) in subprocess::options(level, input) {
        match (flag, value) {
            ("env", Some(pair)) => {
                let (key, value) = pair.split_once('=').unwrap_or((pair.as_str(), ""));
                let env = out.entry("env").or_insert_with(|| json!({}));
                env[key] = json!(value);
            }
            ("skip", Some(step)) => {
                let steps = out.entry("skip").or_insert_with(|| json!([]));
                steps.as_array_mut().expect("skip is an array").push(json!(step));
            }
            (flag, Some(value)) => {
                out.insert(flag.into(), json!(value));
            }
            (flag, None) => {
                out.insert(flag.into(), json!(true));
            }
        }
    }
    out
}

impl Implementation for Persistent {
    fn name(&self) -> String {
        match self.hello() {
            Ok(hello) if !hello.name.is_empty() => hello.name,
            _ => self.command.clone(),
        }
    }

    /// The levels of `--impl-levels`, or of the greeting; none when the greeting failed (every trial is
    /// then skipped, and the run says why).
    fn levels(&self) -> Vec<Level> {
        match &self.levels {
            Some(levels) => levels.clone(),
            None => self.hello().map(|hello| hello.levels).unwrap_or_default(),
        }
    }

    fn provides(&self, need: &str) -> bool {
        self.hello().is_ok_and(|hello| hello.provides.iter().any(|p| p == need))
    }

    /// The features its greeting says it lacks (names not in the list are kept: they match no case).
    fn lacks(&self) -> Vec<String> {
        self.hello().map(|hello| hello.lacks).unwrap_or_default()
    }

    crate::implementation::every_level_through!(call);
}
