//! Issue 42: one tree, one answer about configuration from every front end. A repository with a
//! `keepshipping.toml` that excludes a folder, ignores a warning for one folder and makes another
//! warning fail the run, and a nested `keepshipping.toml` that speaks for its own folder (not merged
//! with the root's), is run through `check`, `plan`, `policy explain`, `fmt --check` and the language
//! server (`keepshipping lsp` over standard input and output); what each reports or skips is
//! compared file by file.

mod support;

use std::{
    collections::{BTreeMap, BTreeSet},
    io::{BufRead, BufReader, Read, Write},
    path::Path,
    process::{Child, Command, Stdio},
    sync::mpsc,
    time::Duration,
};

use serde_json::{json, Value};

/// A `ci-only:` step: KS0602 in the `local` context.
const CI_ONLY: &str =
    "keepshipping: 0.1\nname: api\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n    ci-only: true\n";
/// An unknown step kind: KS0603.
const UNKNOWN_KIND: &str = "keepshipping: 0.1\nname: api\nsteps:\n  build: acme.thing\n";
/// Both warnings.
const BOTH: &str = "keepshipping: 0.1\nname: api\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n    ci-only: true\n  push: acme.thing\n";

/// Every workflow of the tree.
const FILES: [&str; 4] = ["app/ship.ks", "legacy/ship.ks", "ops/ship.ks", "vendor/ship.ks"];

/// What one front end reports of each file: `(code, severity)`; a file it skipped is absent.
type Reported = BTreeMap<String, BTreeSet<(String, String)>>;

fn tree() -> tempfile::TempDir {
    support::site(&[
        (
            "keepshipping.toml",
            "no-base = true\nexclude = [\"vendor\"]\nwarnings-as-errors = [\"KS0602\"]\n\
             [per-file-ignores]\n\"legacy/**\" = [\"KS0603\"]\n",
        ),
        // Not formatted: `fmt --check` names it.
        ("app/ship.ks", &CI_ONLY.replace("name: api", "name:   api")),
        ("legacy/ship.ks", UNKNOWN_KIND),
        // Its own file: no warning fails the run here, and nothing is ignored.
        ("ops/keepshipping.toml", "no-base = true\n"),
        ("ops/ship.ks", BOTH),
        // Excluded: unformatted and warning, and no front end looks at it.
        ("vendor/ship.ks", &BOTH.replace("name: api", "name:   api")),
    ])
}

fn run(dir: &Path, args: &[&str]) -> support::Run {
    support::keepshipping(dir, args, None)
}

/// The JSON documents of one output, one after another.
fn documents(text: &str) -> Vec<Value> {
    serde_json::Deserializer::from_str(text)
        .into_iter::<Value>()
        .collect::<Result<_, _>>()
        .unwrap_or_else(|e| panic!("{e}: {text}"))
}

fn pair(code: &str, severity: &str) -> (String, String) {
    (code.to_owned(), severity.to_owned())
}

/// `check .` as SARIF: every file it read is an artifact; every result's code and level.
fn check(dir: &Path) -> (BTreeSet<String>, Reported, i32) {
    let run = run(dir, &["check", ".", "--format", "sarif"]);
    let sarif: Value = serde_json::from_str(&run.stdout).expect("SARIF");
    let sarif = &sarif["runs"][0];
    let read: BTreeSet<String> = sarif["artifacts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["location"]["uri"].as_str().unwrap().to_owned())
        .collect();
    let mut reported: Reported = read.iter().map(|f| (f.clone(), BTreeSet::new())).collect();
    for result in sarif["results"].as_array().unwrap() {
        let uri = &result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"];
        let code = result["ruleId"].as_str().unwrap();
        let level = result["level"].as_str().unwrap();
        reported.get_mut(uri.as_str().unwrap()).unwrap().insert(pair(code, level));
    }
    (read, reported, run.code)
}

/// `plan .`: the files planned (one JSON document each, naming its file) and the diagnostics on
/// standard error, attributed by the ` --> file:line:col` line under each title.
fn plan(dir: &Path) -> (BTreeSet<String>, Reported, i32) {
    let run = run(dir, &["plan", ".", "--format", "json"]);
    let planned: BTreeSet<String> =
        documents(&run.stdout).iter().map(|d| d["file"].as_str().unwrap().to_owned()).collect();
    let mut reported: Reported = BTreeMap::new();
    let mut title = None;
    for line in run.stderr.lines() {
        if let Some((severity, rest)) = line.split_once('[') {
            if let Some((code, _)) = rest.split_once("]:") {
                title = Some(pair(code, severity));
                continue;
            }
        }
        if let (Some(at), Some(found)) = (line.trim_start().strip_prefix("--> "), title.take()) {
            let file = at.split(':').next().unwrap().to_owned();
            reported.entry(file).or_default().insert(found);
        }
    }
    for file in &planned {
        reported.entry(file.clone()).or_default();
    }
    (planned, reported, run.code)
}

/// `policy explain .`: the files explained (one JSON document each, naming its file).
fn policy(dir: &Path) -> BTreeSet<String> {
    let run = run(dir, &["policy", "explain", ".", "--format", "json"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    documents(&run.stdout).iter().map(|d| d["file"].as_str().unwrap().to_owned()).collect()
}

/// `fmt --check .`: the files it would reformat (the diff's headers) and how many it looked at.
fn fmt(dir: &Path) -> (BTreeSet<String>, usize) {
    let run = run(dir, &["fmt", "--check", "."]);
    let changed = run
        .stdout
        .lines()
        .filter_map(|line| line.strip_prefix("--- "))
        .map(|file| file.trim().to_owned())
        .collect();
    // `fmt --check: 1 file would be reformatted, 2 files already formatted, 0 files refused`
    let counted: usize = run
        .stderr
        .trim_end()
        .trim_start_matches("fmt --check: ")
        .split(", ")
        .map(|part| part.split(' ').next().unwrap().parse::<usize>().expect(&run.stderr))
        .sum();
    (changed, counted)
}

/// `keepshipping lsp` over standard input and output, framed as the protocol frames it.
struct Server {
    child: Child,
    messages: mpsc::Receiver<Value>,
    next_id: i64,
}

impl Server {
    fn start(dir: &Path) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_keepshipping"))
            .arg("lsp")
            .current_dir(dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("keepshipping lsp starts");
        let stdout = child.stdout.take().unwrap();
        let (sender, messages) = mpsc::channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            loop {
                let mut length = 0;
                loop {
                    let mut header = String::new();
                    if reader.read_line(&mut header).unwrap_or(0) == 0 {
                        return;
                    }
                    let header = header.trim_end();
                    if header.is_empty() {
                        break;
                    }
                    if let Some(value) = header.strip_prefix("Content-Length: ") {
                        length = value.parse().unwrap();
                    }
                }
                let mut body = vec![0; length];
                reader.read_exact(&mut body).unwrap();
                if sender.send(serde_json::from_slice(&body).unwrap()).is_err() {
                    return;
                }
            }
        });
        let mut server = Server { child, messages, next_id: 0 };
        let root = format!("file://{}", dir.display());
        server.request("initialize", json!({"capabilities": {}, "rootUri": root}));
        server.send(json!({"jsonrpc": "2.0", "method": "initialized", "params": {}}));
        server
    }

    fn send(&mut self, message: Value) {
        let body = message.to_string();
        let stdin = self.child.stdin.as_mut().unwrap();
        write!(stdin, "Content-Length: {}\r\n\r\n{body}", body.len()).unwrap();
        stdin.flush().unwrap();
    }

    fn next(&self) -> Value {
        self.messages.recv_timeout(Duration::from_secs(20)).expect("the server answers within 20 s")
    }

    fn request(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        self.send(json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        loop {
            let message = self.next();
            if message["id"] == id && message.get("method").is_none() {
                return message["result"].clone();
            }
        }
    }

    /// Opens `file` and returns the diagnostics published for it: `(code, severity)` with the
    /// protocol's severities named as the other formats name them.
    fn diagnostics(&mut self, dir: &Path, file: &str) -> BTreeSet<(String, String)> {
        let uri = format!("file://{}", dir.join(file).display());
        let text = std::fs::read_to_string(dir.join(file)).unwrap();
        let document =
            json!({"uri": uri, "languageId": "keepshipping", "version": 1, "text": text});
        let params = json!({"textDocument": document});
        self.send(json!({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": params}));
        loop {
            let message = self.next();
            let params = &message["params"];
            if message["method"] != "textDocument/publishDiagnostics" || params["uri"] != uri {
                continue;
            }
            return params["diagnostics"]
                .as_array()
                .unwrap()
                .iter()
                .map(|d| {
                    let severity = ["", "error", "warning", "note", "note"]
                        [d["severity"].as_u64().unwrap() as usize];
                    pair(d["code"].as_str().unwrap(), severity)
                })
                .collect();
        }
    }

    fn shutdown(mut self) {
        self.request("shutdown", Value::Null);
        self.send(json!({"jsonrpc": "2.0", "method": "exit"}));
        assert!(self.child.wait().unwrap().success());
    }
}

#[test]
fn every_front_end_reads_the_configuration_the_same_way() {
    let dir = tree();
    let root = dir.path();
    let walked: BTreeSet<String> =
        ["app/ship.ks", "legacy/ship.ks", "ops/ship.ks"].map(String::from).into();
    // What the tree's two configuration files say, file by file.
    let expected: Reported = [
        ("app/ship.ks", vec![pair("KS0602", "error")]),
        ("legacy/ship.ks", vec![]),
        ("ops/ship.ks", vec![pair("KS0602", "warning"), pair("KS0603", "warning")]),
    ]
    .into_iter()
    .map(|(file, found)| (file.to_owned(), found.into_iter().collect()))
    .collect();

    let (checked, by_check, check_code) = check(root);
    assert_eq!(checked, walked, "check reads what the walk leaves");
    assert_eq!(by_check, expected, "check");
    assert_eq!(check_code, 1, "a promoted warning fails the run");

    // plan reports what check reports, and plans every file check does not fail.
    let (planned, by_plan, plan_code) = plan(root);
    assert_eq!(by_plan, expected, "plan");
    let failing: BTreeSet<String> = expected
        .iter()
        .filter(|(_, found)| found.iter().any(|(_, severity)| severity == "error"))
        .map(|(file, _)| file.clone())
        .collect();
    assert_eq!(planned, &walked - &failing, "plan refuses exactly what check fails");
    assert_eq!(plan_code, 1);

    assert_eq!(policy(root), walked, "policy explain");

    let (reformatted, looked_at) = fmt(root);
    assert_eq!(looked_at, walked.len(), "fmt --check looks at the files check reads");
    assert_eq!(reformatted, BTreeSet::from(["app/ship.ks".to_owned()]), "vendor/ is not touched");

    // The language server: each document as check reports it, and nothing for an excluded one.
    let mut server = Server::start(root);
    for file in FILES {
        let published = server.diagnostics(root, file);
        let wanted = expected.get(file).cloned().unwrap_or_default();
        assert_eq!(published, wanted, "the language server on {file}");
    }
    server.shutdown();
}
