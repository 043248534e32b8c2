//! Every front end sees the same site (issue 26). Each conformance case with `files/` is laid out as a
//! real repository would hold it: a temporary git repository whose `files/` folder is the site, the
//! input as `files/ship.ks` (or as `files/blocks/input.ks` when it is a block file), the blocks, `.tf`
//! folders and scripts beside it, the case's `files/base/` as the tree of a commit on `main` (the
//! policy base the implicit chain finds) and `files/baseline.ks` as a `--baseline` file outside the
//! site. Then:
//!
//! - `check --format json` gives the case's expected `check.diag`, exactly (the suite's in-process
//!   reading of `files/` and the loader's reading of a real site agree);
//! - `check - --stdin-filename` (from another directory) prints the same bytes;
//! - `plan` refuses (exit 1, no plan) exactly when `check` has errors;
//! - `policy explain --format json` gives the answers the suite's reading of the case gives;
//! - the language server (`keepshipping lsp` over stdio, one process per set of settings) publishes
//!   the same diagnostics: codes, severities, ranges, messages and hints.
//!
//! A second test shows that the server runs nothing slow per edit: git and node, started through
//! logging wrappers, run when a document opens and not again while it is edited, and node not at all
//! unless `importScripts` allows it.

use std::collections::{BTreeMap, VecDeque};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use ks_conformance::case::{self, Case};
use serde_json::{json, Value};

const BIN: &str = env!("CARGO_BIN_EXE_keepshipping");

/// Variables that would choose a policy base or change a check, kept from every process started
/// here (the tests must not depend on the environment they run in).
const CLEARED: [&str; 4] = ["CI", "KEEPSHIPPING_BASE", "GITHUB_BASE_REF", "KEEPSHIPPING_NODE"];

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

fn run(dir: &Path, args: &[&str], stdin: Option<&[u8]>) -> Run {
    let mut command = Command::new(BIN);
    command.args(args).current_dir(dir);
    for name in CLEARED {
        command.env_remove(name);
    }
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("keepshipping starts");
    let mut input = child.stdin.take().expect("piped");
    input.write_all(stdin.unwrap_or_default()).expect("stdin takes the input");
    drop(input);
    let output = child.wait_with_output().expect("keepshipping runs");
    Run {
        code: output.status.code().expect("an exit code"),
        stdout: String::from_utf8(output.stdout).expect("UTF-8"),
        stderr: String::from_utf8(output.stderr).expect("UTF-8"),
    }
}

fn git(dir: &Path, args: &[&str]) {
    let output = Command::new("git")
        .args(["-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"])
        .args(args)
        .current_dir(dir)
        .output()
        .expect("git runs");
    assert!(output.status.success(), "git {args:?}: {}", String::from_utf8_lossy(&output.stderr));
}

/// Copies a directory, symlinks as symlinks (a case's escaping link must still escape).
fn copy(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        let kind = entry.file_type().unwrap();
        if kind.is_symlink() {
            std::os::unix::fs::symlink(std::fs::read_link(entry.path()).unwrap(), &target).unwrap();
        } else if kind.is_dir() {
            copy(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// How the case's policy base is given.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Base {
    /// No base files: the case consults none (`--no-base`).
    None,
    /// `files/base/`: a commit on `main`, found by the implicit chain.
    Main,
    /// `files/base.unresolved`: a repository where nothing in the chain resolves.
    Unresolved,
}

/// One case as a repository.
struct Site {
    id: String,
    case: Case,
    _root: tempfile::TempDir,
    /// The checked file (absolute).
    file: PathBuf,
    text: String,
    base: Base,
    baseline: Option<PathBuf>,
}

impl Site {
    fn new(case: Case) -> Site {
        let root = tempfile::tempdir().unwrap();
        let top = root.path().join("repo");
        let files = case.dir.join("files");
        let base = if files.join("base").is_dir() {
            Base::Main
        } else if files.join("base.unresolved").exists() {
            Base::Unresolved
        } else {
            Base::None
        };
        std::fs::create_dir_all(&top).unwrap();
        if base == Base::Main {
            // The default branch: the base's tree where the site is.
            git(&top, &["init", "-q", "-b", "main"]);
            copy(&files.join("base"), &top.join("files"));
            git(&top, &["add", "-A"]);
            git(&top, &["commit", "-q", "-m", "base"]);
            git(&top, &["checkout", "-q", "-b", "work"]);
            std::fs::remove_dir_all(top.join("files")).unwrap();
        } else {
            git(&top, &["init", "-q", "-b", "work"]);
        }
        // The case directory (files beside `files/` too: a symlink may point there), then the input.
        copy(&case.dir, &top);
        for special in ["base", "base.unresolved"] {
            let path = top.join("files").join(special);
            if path.is_dir() {
                std::fs::remove_dir_all(&path).unwrap();
            } else if path.exists() {
                std::fs::remove_file(&path).unwrap();
            }
        }
        let baseline = top.join("files/baseline.ks").is_file().then(|| {
            let outside = root.path().join("baseline.ks");
            std::fs::rename(top.join("files/baseline.ks"), &outside).unwrap();
            outside
        });
        let text = String::from_utf8(case.input.clone()).expect("inputs with files/ are UTF-8");
        let block = ks_core::declared_block_name(&ks_lang::parse(&text)).is_some();
        let file =
            if block { top.join("files/blocks/input.ks") } else { top.join("files/ship.ks") };
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(&file, &text).unwrap();
        git(&top, &["add", "-A"]);
        git(&top, &["commit", "-q", "-m", "work"]);
        Site { id: case.id.clone(), case, _root: root, file, text, base, baseline }
    }

    fn actor(&self) -> &'static str {
        self.case.check_settings().actor.name()
    }

    /// The flags every command of this site takes.
    fn flags(&self) -> Vec<String> {
        let mut flags = vec!["--actor".to_string(), self.actor().to_string()];
        if self.base == Base::None {
            flags.push("--no-base".to_string());
        }
        if let Some(baseline) = &self.baseline {
            flags.extend(["--baseline".to_string(), baseline.display().to_string()]);
        }
        flags
    }

    fn command(&self, command: &[&str], path: &str, extra: &[&str]) -> Vec<String> {
        let mut args: Vec<String> = command.iter().map(|s| s.to_string()).collect();
        args.push(path.to_string());
        args.extend(self.flags());
        args.extend(extra.iter().map(|s| s.to_string()));
        args
    }

    fn run(&self, cwd: &Path, args: &[String], stdin: Option<&[u8]>) -> Run {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        run(cwd, &args, stdin)
    }

    fn dir(&self) -> &Path {
        self.file.parent().unwrap()
    }

    /// The language server's settings for this site.
    fn server_options(&self) -> Value {
        let mut options = json!({"actor": self.actor(), "noBase": self.base == Base::None});
        if let Some(baseline) = &self.baseline {
            options["baseline"] = json!(baseline.display().to_string());
        }
        options
    }
}

/// The cases with files beside the input.
fn sites() -> Vec<Site> {
    case::suite().into_iter().filter(|c| c.dir.join("files").is_dir()).map(Site::new).collect()
}

/// A diagnostic as every front end can give it: code, severity, byte span, message, hint.
type Seen = (String, String, u32, u32, String, Option<String>);

fn from_check_json(stdout: &str) -> Vec<Seen> {
    let value: Value = serde_json::from_str(stdout).unwrap_or_else(|e| panic!("{e}: {stdout}"));
    let mut seen: Vec<Seen> = value["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            (
                d["code"].as_str().unwrap().to_string(),
                d["severity"].as_str().unwrap().to_string(),
                d["span"]["start"].as_u64().unwrap() as u32,
                d["span"]["end"].as_u64().unwrap() as u32,
                d["message"].as_str().unwrap().to_string(),
                d["hint"].as_str().map(str::to_string),
            )
        })
        .collect();
    seen.sort();
    seen
}

/// The byte offset of an LSP position (a line and UTF-16 code units into it).
fn offset(text: &str, position: &Value) -> u32 {
    let line = position["line"].as_u64().unwrap() as usize;
    let character = position["character"].as_u64().unwrap() as usize;
    let start: usize = text.split_inclusive('\n').take(line).map(str::len).sum();
    let mut units = 0;
    for (at, c) in text[start..].char_indices() {
        if units >= character || c == '\n' || c == '\r' {
            return (start + at) as u32;
        }
        units += c.len_utf16();
    }
    text.len() as u32
}

/// The published diagnostics back in bytes (the server speaks UTF-16 positions).
fn from_lsp(text: &str, diagnostics: &[Value]) -> Vec<Seen> {
    let mut seen: Vec<Seen> = diagnostics
        .iter()
        .map(|d| {
            let severity = match d["severity"].as_u64() {
                Some(1) => "error",
                Some(2) => "warning",
                _ => "note",
            };
            let message = d["message"].as_str().unwrap();
            let (message, hint) = match message.split_once("\nhint: ") {
                Some((message, hint)) => (message.to_string(), Some(hint.to_string())),
                None => (message.to_string(), None),
            };
            (
                d["code"].as_str().unwrap().to_string(),
                severity.to_string(),
                offset(text, &d["range"]["start"]),
                offset(text, &d["range"]["end"]),
                message,
                hint,
            )
        })
        .collect();
    seen.sort();
    seen
}

/// `check.diag`'s notation of diagnostics (NOTATION.md §1): `CODE L:C-L:C message`, by start then
/// code.
fn notation(text: &str, seen: &[Seen]) -> String {
    let index = ks_lang::LineIndex::new(text);
    let mut sorted: Vec<&Seen> = seen.iter().collect();
    sorted.sort_by_key(|d| (d.2, d.0.clone()));
    sorted
        .into_iter()
        .map(|(code, _, start, end, message, _)| {
            let (from, to) = index.range(ks_lang::TextRange::new(*start, *end));
            let message = message.replace('\n', " ");
            format!("{code} {}:{}-{}:{} {message}\n", from.line, from.column, to.line, to.column)
        })
        .collect()
}

/// The suite's own reading of the case (`files/` through ks-host's case convention).
fn case_explain(site: &Site) -> Value {
    let actor = match site.actor() {
        "agent" => ks_core::Actor::Agent,
        "ci" => ks_core::Actor::Ci,
        _ => ks_core::Actor::Human,
    };
    let options = ks_host::suite::case_options(
        &site.case.dir,
        ks_core::CheckOptions::default().with_actor(actor),
    );
    let printed = ks_report::policy::explain(
        "ship.ks",
        &site.text,
        &options,
        None,
        ks_report::policy::Format::Json,
    );
    serde_json::from_str(&printed).unwrap()
}

/// What of `policy explain`'s JSON does not name the base's commit or the file's path.
fn answers(explain: &Value) -> Value {
    let base = &explain["base"];
    let base = if base.is_null() {
        json!(null)
    } else {
        json!({"unresolved": base["unresolved"], "has_copy": base["has_copy"]})
    };
    json!({
        "actor": explain["actor"],
        "base": base,
        "baseline": explain["baseline"],
        "environments": explain["environments"],
    })
}

#[test]
fn every_front_end_sees_the_same_site() {
    let started = Instant::now();
    let sites = sites();
    assert!(sites.len() >= 50, "{} cases with files/", sites.len());
    let elsewhere = tempfile::tempdir().unwrap();
    let mut failures = Vec::new();
    let mut checked: BTreeMap<String, Vec<Seen>> = BTreeMap::new();
    let mut tally = BTreeMap::new();
    for site in &sites {
        let path = site.file.display().to_string();
        // check, from the site's directory as a user would run it.
        let check =
            site.run(site.dir(), &site.command(&["check"], &path, &["--format", "json"]), None);
        assert!(
            check.code == 0 || check.code == 1,
            "{}: {}{}",
            site.id,
            check.stdout,
            check.stderr
        );
        let seen = from_check_json(&check.stdout);
        let errors = seen.iter().any(|d| d.1 == "error");
        assert_eq!(check.code == 1, errors, "{}: exit {} for {seen:?}", site.id, check.code);
        *tally.entry(if errors { "rejected" } else { "accepted" }).or_insert(0) += 1;
        // The case's expected diagnostics: the suite's reading of files/ and the real site's agree.
        if let Some(expected) = site.case.expected(ks_conformance::Level::Check) {
            let found = notation(&site.text, &seen);
            if found != expected {
                failures.push(format!(
                    "{}: check of the site\n{found}differs from check.diag\n{expected}",
                    site.id
                ));
            }
        }
        // check of standard input standing for the file, from elsewhere: the same bytes.
        let stdin = site.run(
            elsewhere.path(),
            &site.command(&["check"], "-", &["--stdin-filename", &path, "--format", "json"]),
            Some(site.text.as_bytes()),
        );
        if (stdin.code, &stdin.stdout) != (check.code, &check.stdout) {
            failures.push(format!(
                "{}: check - gave exit {} {}, check gave exit {} {}",
                site.id, stdin.code, stdin.stdout, check.code, check.stdout
            ));
        }
        // plan refuses exactly what check refuses.
        let plan =
            site.run(site.dir(), &site.command(&["plan"], &path, &["--format", "json"]), None);
        let refused = plan.code == 1 && plan.stdout.is_empty();
        let planned = plan.code == 0 && !plan.stdout.is_empty();
        if !(if errors { refused } else { planned }) {
            failures.push(format!(
                "{}: check {} errors, plan exit {}: {}{}",
                site.id,
                if errors { "has" } else { "has no" },
                plan.code,
                plan.stdout,
                plan.stderr
            ));
        }
        // policy explain: the answers of the suite's reading.
        let explain = site.run(
            site.dir(),
            &site.command(&["policy", "explain"], &path, &["--format", "json"]),
            None,
        );
        assert_eq!(explain.code, 0, "{}: {}", site.id, explain.stderr);
        let explained: Value = serde_json::from_str(&explain.stdout).unwrap();
        if answers(&explained) != answers(&case_explain(site)) {
            failures.push(format!(
                "{}: policy explain {} where the case reads {}",
                site.id,
                answers(&explained),
                answers(&case_explain(site))
            ));
        }
        checked.insert(site.id.clone(), seen);
    }
    let cli = started.elapsed();

    // The language server: one process per set of settings, every document of the set opened in it.
    let mut groups: BTreeMap<String, Vec<&Site>> = BTreeMap::new();
    for site in &sites {
        groups.entry(site.server_options().to_string()).or_default().push(site);
    }
    for (options, group) in &groups {
        let mut server =
            Server::start(Path::new("/"), &serde_json::from_str(options).unwrap(), &[]);
        for site in group {
            let uri = ks_lsp::workspace::path_to_uri(&site.file).unwrap().as_str().to_string();
            server.open(&uri, &site.text);
            let published = server.diagnostics(&uri, 1);
            let seen = from_lsp(&site.text, &published);
            if seen != checked[&site.id] {
                failures.push(format!(
                    "{}: the language server ({options}) published {seen:?} where check gave {:?}",
                    site.id, checked[&site.id]
                ));
            }
            server.close(&uri);
        }
        server.shutdown();
    }
    let elapsed = started.elapsed();
    eprintln!(
        "{} sites ({tally:?}), {} server(s): CLI sides {:.1} s, all {:.1} s",
        sites.len(),
        groups.len(),
        cli.as_secs_f64(),
        elapsed.as_secs_f64()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(elapsed < Duration::from_secs(60), "the agreement took {elapsed:?}");
}

/// `keepshipping lsp` over stdio: `Content-Length` framed JSON-RPC, read on a thread.
struct Server {
    child: Child,
    input: ChildStdin,
    messages: Receiver<Value>,
    pending: VecDeque<Value>,
    next: i64,
}

impl Server {
    fn start(cwd: &Path, options: &Value, env: &[(&str, String)]) -> Server {
        let mut command = Command::new(BIN);
        command.arg("lsp").current_dir(cwd);
        for name in CLEARED {
            command.env_remove(name);
        }
        for (name, value) in env {
            command.env(name, value);
        }
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("keepshipping lsp starts");
        let input = child.stdin.take().unwrap();
        let output = child.stdout.take().unwrap();
        let (send, messages) = mpsc::channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(output);
            loop {
                let mut length = None;
                loop {
                    let mut line = String::new();
                    if reader.read_line(&mut line).unwrap_or(0) == 0 {
                        return;
                    }
                    let line = line.trim_end();
                    if line.is_empty() {
                        break;
                    }
                    if let Some(value) = line.strip_prefix("Content-Length: ") {
                        length = value.parse::<usize>().ok();
                    }
                }
                let mut body = vec![0; length.expect("a Content-Length header")];
                if reader.read_exact(&mut body).is_err() {
                    return;
                }
                if send.send(serde_json::from_slice(&body).expect("JSON")).is_err() {
                    return;
                }
            }
        });
        let mut server = Server { child, input, messages, pending: VecDeque::new(), next: 0 };
        let reply = server.request(
            "initialize",
            json!({"processId": null, "rootUri": null, "capabilities": {}, "initializationOptions": options}),
        );
        assert_eq!(reply["serverInfo"]["name"], "keepshipping", "{reply}");
        server.notify("initialized", json!({}));
        server
    }

    fn send(&mut self, message: Value) {
        let body = message.to_string();
        write!(self.input, "Content-Length: {}\r\n\r\n{body}", body.len()).unwrap();
        self.input.flush().unwrap();
    }

    fn notify(&mut self, method: &str, params: Value) {
        self.send(json!({"jsonrpc": "2.0", "method": method, "params": params}));
    }

    fn next_message(&mut self) -> Value {
        self.messages.recv_timeout(Duration::from_secs(30)).expect("the server answers within 30 s")
    }

    fn request(&mut self, method: &str, params: Value) -> Value {
        self.next += 1;
        let id = self.next;
        self.send(json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        loop {
            let message = self.next_message();
            if message["id"] == id && message.get("method").is_none() {
                assert!(message.get("error").is_none(), "{method}: {message}");
                return message["result"].clone();
            }
            self.pending.push_back(message);
        }
    }

    /// The diagnostics published for `uri` at `version`; fails on a `window/showMessage` error.
    fn diagnostics(&mut self, uri: &str, version: i64) -> Vec<Value> {
        loop {
            let message = match self.pending.pop_front() {
                Some(message) => message,
                None => self.next_message(),
            };
            if message["method"] == "window/showMessage" {
                panic!("the server said {message}");
            }
            let params = &message["params"];
            if message["method"] == "textDocument/publishDiagnostics"
                && params["uri"] == uri
                && params["version"] == version
            {
                return params["diagnostics"].as_array().unwrap().clone();
            }
        }
    }

    fn open(&mut self, uri: &str, text: &str) {
        self.notify(
            "textDocument/didOpen",
            json!({"textDocument": {"uri": uri, "languageId": "keepshipping", "version": 1, "text": text}}),
        );
    }

    fn close(&mut self, uri: &str) {
        self.notify("textDocument/didClose", json!({"textDocument": {"uri": uri}}));
    }

    fn shutdown(mut self) {
        self.request("shutdown", Value::Null);
        self.notify("exit", Value::Null);
        let status = self.child.wait().unwrap();
        assert!(status.success(), "the server exits cleanly: {status}");
    }
}

/// A directory with `git` and `node` wrappers that log each start to `log` and run the real tool.
fn wrappers(dir: &Path, log: &Path) -> (String, String) {
    let real = |tool: &str| {
        let output =
            Command::new("sh").args(["-c", &format!("command -v {tool}")]).output().unwrap();
        let path = String::from_utf8(output.stdout).unwrap().trim().to_string();
        assert!(!path.is_empty(), "{tool} is installed (scripts/setup.sh)");
        path
    };
    let bin = dir.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    for tool in ["git", "node"] {
        let script = bin.join(tool);
        std::fs::write(
            &script,
            format!(
                "#!/bin/sh\necho \"{tool} $1\" >> '{}'\nexec '{}' \"$@\"\n",
                log.display(),
                real(tool)
            ),
        )
        .unwrap();
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap_or_default());
    (path, bin.join("node").display().to_string())
}

fn started(log: &Path, tool: &str) -> usize {
    let text = std::fs::read_to_string(log).unwrap_or_default();
    text.lines().filter(|line| line.starts_with(&format!("{tool} "))).count()
}

const SLOW_SITE: &str = "keepshipping: 0.1
name: api
on: push main
envs:
  prod:
policy:
  agents:
    never: deploy prod
steps:
  plan: tofu.plan
    dir: ./infra
  apply: tofu.apply
    plan: plan
  migrate: ./migrate.ts
  deploy: k8s.rollout
    image: sha256:abc
    cluster: apply.out.cluster
    wait: healthy, 5m
";

const MODULE: &str = "import { step, string } from '@keepshipping/sdk';
export default step({ outputs: { version: string() }, run: async () => ({ version: '1' }) });
";

#[test]
fn the_server_starts_git_and_node_when_a_document_opens_not_per_edit() {
    let dir = tempfile::tempdir().unwrap();
    let top = dir.path().join("repo");
    std::fs::create_dir_all(top.join("infra")).unwrap();
    git(&top, &["init", "-q", "-b", "main"]);
    std::fs::write(top.join("ship.ks"), SLOW_SITE).unwrap();
    std::fs::write(top.join("infra/main.tf"), "output \"cluster\" {\n  value = \"x\"\n}\n")
        .unwrap();
    std::fs::write(top.join("migrate.ts"), MODULE).unwrap();
    git(&top, &["add", "-A"]);
    git(&top, &["commit", "-q", "-m", "base"]);
    let log = dir.path().join("started.log");
    let (path, node) = wrappers(dir.path(), &log);
    let uri = ks_lsp::workspace::path_to_uri(&top.join("ship.ks")).unwrap().as_str().to_string();
    let edit = |server: &mut Server, version: i64| {
        // A one-character edit of the `dir:` value's line end and back, alternately.
        let text = if version % 2 == 0 { " " } else { "" };
        let (line, character) = (10, 16);
        let end = if version % 2 == 0 { character } else { character + 1 };
        server.notify(
            "textDocument/didChange",
            json!({"textDocument": {"uri": uri, "version": version}, "contentChanges": [{
                "range": {"start": {"line": line, "character": character}, "end": {"line": line, "character": end}},
                "text": text}]}),
        );
        server.diagnostics(&uri, version)
    };
    let codes = |diagnostics: &[Value]| -> Vec<String> {
        diagnostics.iter().map(|d| d["code"].as_str().unwrap().to_string()).collect()
    };

    for import in [false, true] {
        std::fs::remove_file(&log).ok();
        let env = [("PATH", path.clone()), ("KEEPSHIPPING_NODE", node.clone())];
        let mut server = Server::start(&top, &json!({"importScripts": import}), &env);
        server.open(&uri, SLOW_SITE);
        let opened = server.diagnostics(&uri, 1);
        // The site is read: the `.tf` output is declared, so the read of it is checked and clean.
        assert!(!codes(&opened).contains(&"KS0203".to_string()), "{opened:?}");
        let (git_at_open, node_at_open) = (started(&log, "git"), started(&log, "node"));
        assert!(git_at_open > 0, "the base is resolved through git");
        assert_eq!(node_at_open, usize::from(import), "node imports the module only when allowed");
        for version in 2..=21 {
            edit(&mut server, version);
        }
        assert_eq!(started(&log, "git"), git_at_open, "no git per edit");
        assert_eq!(started(&log, "node"), node_at_open, "no node per edit");
        // The edit that misspells the output is seen against the same facts.
        server.notify(
            "textDocument/didChange",
            json!({"textDocument": {"uri": uri, "version": 22}, "contentChanges": [{
                "range": {"start": {"line": 16, "character": 23}, "end": {"line": 16, "character": 30}},
                "text": "clustr"}]}),
        );
        let misspelt = server.diagnostics(&uri, 22);
        assert!(codes(&misspelt).contains(&"KS0203".to_string()), "{misspelt:?}");
        assert_eq!(started(&log, "git"), git_at_open);
        server.shutdown();
    }
}
