//! The VS Code extension: its manifest associates files by name only, and its formatting provider
//! pipes the document through `<keepshipping.path> fmt - --stdin-filename <file>`.
//!
//! extension.js is loaded by Node with a small stand-in for the `vscode` module
//! (`editors/tests/js/vscode-format.js`); the formatter is a stub script that records its arguments,
//! so the protocol is checked without depending on the CLI's formatting rules.

use ks_editor_tests::{editors_dir, run_ok};
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
    assert_eq!(m["main"], "./extension.js");
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
