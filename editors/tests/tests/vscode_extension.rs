//! The VS Code extension: its manifest associates files by name only; `extension.js` starts the
//! language server `keepshipping lsp` through vscode-languageclient, or, with
//! `keepshipping.languageServer` off, pipes the document through `<keepshipping.path> fmt -`.
//!
//! There is no VS Code here (only package registries are reachable), so:
//! - `server_started_from_the_extensions_options_publishes_diagnostics` starts the real server from the
//!   options `editors/vscode/client.js` builds (the module extension.js hands to `LanguageClient`), and
//!   talks to it with vscode-languageserver-protocol / vscode-jsonrpc, the npm packages the language
//!   client is built on (`editors/tests/js/lsp-session.js`; `scripts/setup.d/52-vscode-extension.sh`
//!   installs them from package-lock.json).
//! - extension.js itself is loaded by Node with stand-ins for the `vscode` module and for
//!   `vscode-languageclient/node` that only record calls (`js/vscode-activate.js`,
//!   `js/vscode-format.js`): which client it builds and starts, and the fmt-only formatter, whose
//!   executable is a stub script that records its arguments.

use ks_editor_tests::{editors_dir, keepshipping_bin, run_ok};
use serde_json::Value;
use std::path::Path;
use std::process::Command;

fn manifest() -> Value {
    serde_json::from_str(
        &std::fs::read_to_string(editors_dir().join("vscode/package.json")).unwrap(),
    )
    .unwrap()
}

#[test]
fn manifest_associates_by_name_only() {
    let m = manifest();
    let langs = m["contributes"]["languages"].as_array().unwrap();
    assert_eq!(langs.len(), 1);
    let l = &langs[0];
    assert_eq!(l["id"], "keepshipping");
    assert_eq!(l["filenames"], serde_json::json!(["ship.ks"]));
    assert_eq!(l["filenamePatterns"], serde_json::json!(["**/blocks/*.ks"]));
    assert!(l.get("extensions").is_none(), "D20: never by extension");
    let g = &m["contributes"]["grammars"][0];
    assert_eq!(g["scopeName"], "source.keepshipping");
    assert!(editors_dir().join("vscode").join(g["path"].as_str().unwrap()).exists());
    let conf = editors_dir().join("vscode").join(l["configuration"].as_str().unwrap());
    let conf: Value = serde_json::from_str(&std::fs::read_to_string(conf).unwrap()).unwrap();
    assert_eq!(conf["comments"]["lineComment"], "#");
    assert!(conf["indentationRules"]["increaseIndentPattern"].is_string());
    word_pattern_splits_at_dots(conf["wordPattern"].as_str().unwrap());
    assert_eq!(m["main"], "./extension.js");
}

/// VS Code's word at the cursor, by the manifest's `wordPattern` (run by node, as VS Code's
/// JavaScript regular expressions read it): `build.d` is two words, so the word a completion
/// replaces is the server's (`d`), and `from:` is the key without its colon.
fn word_pattern_splits_at_dots(pattern: &str) {
    let script = r#"
const re = new RegExp(process.argv[1], 'g');
const words = (text) => text.match(re);
process.stdout.write(JSON.stringify([words('image: build.d'), words('tags: [git.sha]'), words('x: a-b_c')]));
"#;
    let out = run_ok(Command::new("node").arg("-e").arg(script).arg(pattern), "Node.js");
    let words: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        words,
        serde_json::json!([["image", "build", "d"], ["tags", "git", "sha"], ["x", "a-b_c"]])
    );
}

fn stub_formatter(dir: &Path, body: &str) -> std::path::PathBuf {
    let p = dir.join("keepshipping-stub");
    std::fs::write(&p, format!("#!/bin/sh\n{body}\n")).unwrap();
    run_ok(Command::new("chmod").arg("+x").arg(&p), "coreutils");
    p
}

fn format_with(exe: &Path, dir: &Path, input: &str) -> Value {
    std::fs::create_dir_all(dir.join("site")).unwrap();
    let input_file = dir.join("input.ks");
    std::fs::write(&input_file, input).unwrap();
    let out = run_ok(
        Command::new("node")
            .arg(editors_dir().join("tests/js/vscode-format.js"))
            .arg(editors_dir().join("vscode/extension.js"))
            .arg(exe)
            .arg(dir.join("site/ship.ks"))
            .arg(&input_file),
        "Node.js",
    );
    serde_json::from_str(&out).unwrap()
}

#[test]
fn format_provider_pipes_through_fmt() {
    let dir = tempfile::tempdir().unwrap();
    let args_file = dir.path().join("args.txt");
    // Records its arguments, then upper-cases stdin to stdout.
    let exe = stub_formatter(
        dir.path(),
        &format!("printf '%s\\n' \"$@\" > '{}'\ntr a-z A-Z", args_file.display()),
    );
    let r = format_with(&exe, dir.path(), "name:  api\nsteps:\n");
    assert_eq!(r["selectors"][0]["language"], "keepshipping");
    let args = std::fs::read_to_string(&args_file).unwrap();
    let want = format!("fmt\n-\n--stdin-filename\n{}\n", dir.path().join("site/ship.ks").display());
    assert_eq!(args, want);
    let edits = r["edits"].as_array().unwrap();
    assert_eq!(edits.len(), 1, "{r}");
    assert_eq!(edits[0]["newText"], "NAME:  API\nSTEPS:\n");
    assert_eq!(edits[0]["start"], serde_json::json!({"line": 0, "character": 0}));
    assert_eq!(edits[0]["end"], serde_json::json!({"line": 2, "character": 0}));
}

#[test]
fn a_refused_file_is_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let exe = stub_formatter(
        dir.path(),
        "cat >/dev/null\necho 'error[KS0006]: expected key:' >&2\nexit 1",
    );
    let r = format_with(&exe, dir.path(), "oops\n");
    assert_eq!(r["edits"], serde_json::json!([]));
    let msgs = r["messages"].to_string();
    assert!(msgs.contains("KS0006"), "{msgs}");
}

#[test]
fn unchanged_output_gives_no_edit() {
    let dir = tempfile::tempdir().unwrap();
    let exe = stub_formatter(dir.path(), "cat");
    let r = format_with(&exe, dir.path(), "name: api\n");
    assert_eq!(r["edits"], serde_json::json!([]));
}

#[test]
fn manifest_pins_the_language_client_with_a_lock_file() {
    let m = manifest();
    assert_eq!(m["dependencies"], serde_json::json!({"vscode-languageclient": "9.0.1"}));
    // vscode-languageclient 9 needs VS Code 1.82 or later.
    assert_eq!(m["engines"]["vscode"], "^1.82.0");
    let props = &m["contributes"]["configuration"]["properties"];
    assert_eq!(props["keepshipping.path"]["default"], "keepshipping");
    assert_eq!(props["keepshipping.languageServer"]["default"], true);
    assert!(props["keepshipping.trace.server"]["enum"].is_array());
    assert_eq!(props["keepshipping.environment"]["default"], "");
    assert_eq!(
        props["keepshipping.actor"]["enum"],
        serde_json::json!(["", "human", "agent", "ci"])
    );
    let lock: Value = serde_json::from_str(
        &std::fs::read_to_string(editors_dir().join("vscode/package-lock.json")).unwrap(),
    )
    .unwrap();
    let pkgs = &lock["packages"];
    assert_eq!(pkgs[""]["dependencies"], m["dependencies"], "package-lock.json is stale");
    assert_eq!(pkgs[""]["devDependencies"], m["devDependencies"], "package-lock.json is stale");
    assert_eq!(pkgs["node_modules/vscode-languageclient"]["version"], "9.0.1");
    for (name, p) in pkgs.as_object().unwrap() {
        if !name.is_empty() {
            assert!(p["integrity"].is_string(), "{name} has no integrity hash in the lock");
        }
    }
    // What the setup script installed is what the lock pins.
    let installed = editors_dir().join("vscode/node_modules/vscode-languageclient/package.json");
    let installed: Value =
        serde_json::from_str(&std::fs::read_to_string(&installed).unwrap_or_else(|_| {
            panic!("{} is missing: run scripts/setup.d/52-vscode-extension.sh", installed.display())
        }))
        .unwrap();
    assert_eq!(installed["version"], "9.0.1");
}

fn activate(path_setting: &str) -> Value {
    let out = run_ok(
        Command::new("node")
            .arg(editors_dir().join("tests/js/vscode-activate.js"))
            .arg(editors_dir().join("vscode/extension.js"))
            .arg(path_setting),
        "Node.js",
    );
    serde_json::from_str(&out).unwrap()
}

#[test]
fn activation_starts_the_language_client() {
    let r = activate("");
    let clients = r["on"]["clients"].as_array().unwrap();
    assert_eq!(clients.len(), 1, "{r}");
    let c = &clients[0];
    assert_eq!(c["id"], "keepshipping");
    assert_eq!(c["started"], true);
    assert_eq!(
        c["serverOptions"],
        serde_json::json!({"command": "keepshipping", "args": ["lsp"], "options": {"cwd": "/example/site"}})
    );
    assert_eq!(
        c["clientOptions"]["documentSelector"],
        serde_json::json!([
            {"scheme": "file", "language": "keepshipping"},
            {"scheme": "untitled", "language": "keepshipping"}
        ])
    );
    assert_eq!(c["clientOptions"]["synchronize"]["fileEvents"], "**/blocks/*.ks");
    // `keepshipping.importScripts` unset: the server reads cached script schemas only; the actor
    // set, the environment empty (left out), under a `keepshipping` object.
    assert_eq!(
        c["clientOptions"]["initializationOptions"],
        serde_json::json!({"importScripts": false, "keepshipping": {"actor": "agent"}})
    );
    assert_eq!(c["sent"], serde_json::json!([]), "{r}");
    // A live setting changed: sent to the running server, which is not restarted.
    let live = &r["live"]["clients"];
    assert_eq!(live.as_array().unwrap().len(), 1, "no new client: {r}");
    assert_eq!(live[0]["stopped"], false);
    assert_eq!(
        live[0]["sent"],
        serde_json::json!([{
            "method": "workspace/didChangeConfiguration",
            "params": {"settings": {"keepshipping": {"environment": "prod", "actor": "agent"}}}
        }])
    );
    // With the server on, formatting is the server's: no second formatter is registered.
    let events = r["on"]["events"].to_string();
    assert!(!events.contains("formatter"), "{events}");

    // Turning the server off stops it and registers the fmt formatter instead.
    assert_eq!(r["off"]["clients"][0]["stopped"], true, "{r}");
    let events = r["off"]["events"].to_string();
    assert!(events.contains("watcher disposed **/blocks/*.ks"), "{events}");
    assert!(events.contains(r#"formatter {\"language\":\"keepshipping\"}"#), "{events}");

    // keepshipping.path is the server's command.
    let r = activate("/opt/ks/bin/keepshipping");
    assert_eq!(r["on"]["clients"][0]["serverOptions"]["command"], "/opt/ks/bin/keepshipping");
}

/// The real server, started with the command, arguments and working folder the extension gives the
/// language client, answers a client built from the language client's own protocol packages.
#[test]
fn server_started_from_the_extensions_options_publishes_diagnostics() {
    let dir = tempfile::tempdir().unwrap();
    let ship = dir.path().join("ship.ks");
    let text = "keepshipping: 0.1\nname:   api\non: push main\n\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n\n  deploy: k8s.rollout\n    image: biuld.digest\n    after: build\n";
    std::fs::write(&ship, text).unwrap();
    assert!(
        editors_dir().join("vscode/node_modules/vscode-languageserver-protocol").is_dir(),
        "run scripts/setup.d/52-vscode-extension.sh"
    );
    let out = run_ok(
        Command::new("node")
            .arg(editors_dir().join("tests/js/lsp-session.js"))
            .arg(editors_dir().join("vscode/client.js"))
            .arg(keepshipping_bin())
            .arg(dir.path())
            .arg(&ship),
        "Node.js and scripts/setup.d/52-vscode-extension.sh",
    );
    let r: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(r["command"][1], "lsp");
    assert_eq!(r["command"].as_array().unwrap().len(), 2, "{}", r["command"]);
    assert_eq!(r["transport"], Value::Null, "no --stdio appended by the client");
    assert_eq!(r["cwd"], dir.path().display().to_string());
    assert_eq!(r["capabilities"]["documentFormattingProvider"], true);
    let d = &r["first"]["diagnostics"];
    assert_eq!(d.as_array().unwrap().len(), 1, "{d}");
    assert_eq!(d[0]["code"], "KS0201");
    assert_eq!(d[0]["range"]["start"], serde_json::json!({"line": 9, "character": 11}));
    assert!(d[0]["message"].as_str().unwrap().contains("did you mean `build`"), "{d}");
    let edits = r["edits"].as_array().unwrap();
    assert_eq!(edits.len(), 1, "{}", r["edits"]);
    assert_eq!(edits[0]["newText"], text.replace("name:   api", "name: api"));
    assert_eq!(r["second"]["diagnostics"], serde_json::json!([]), "the fix clears the diagnostic");
    assert_eq!(r["exit"]["code"], 0, "the server exits 0 after shutdown/exit: {}", r["stderr"]);
}
