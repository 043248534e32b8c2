//! The TextMate grammar `source.keepshipping`, checked offline with `vscode-tmgrammar-test` on the
//! assertion files in `editors/vscode/test/*.test.ks`.

use ks_editor_tests::{editors_dir, run, tmgrammar_tools};
use std::process::Command;

#[test]
fn assertion_files_pass() {
    let tools = tmgrammar_tools();
    let vscode = editors_dir().join("vscode");
    let mut files: Vec<_> = std::fs::read_dir(vscode.join("test"))
        .expect("editors/vscode/test")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().ends_with(".test.ks"))
        .collect();
    files.sort();
    assert!(files.len() >= 5, "expected the assertion files, found {files:?}");
    let out = run(
        Command::new("node")
            .arg(tools.join("vscode-tmgrammar-test/dist/unit.js"))
            .arg("-g")
            .arg(vscode.join("syntaxes/keepshipping.tmLanguage.json"))
            .args(&files),
        "scripts/setup.d/31-tmgrammar-test.sh",
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "vscode-tmgrammar-test failed ({}):\n{stdout}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    for f in &files {
        let name = f.file_name().unwrap().to_string_lossy();
        assert!(
            stdout.lines().any(|l| l.starts_with("✓ ") && l.contains(&*name)),
            "{name} was not reported as passing:\n{stdout}"
        );
    }
}

/// The runner must fail on a wrong assertion, or the test above proves nothing.
#[test]
fn a_wrong_assertion_fails() {
    let tools = tmgrammar_tools();
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("wrong.test.ks");
    std::fs::write(
        &bad,
        "# SYNTAX TEST \"source.keepshipping\" \"wrong on purpose\"\nwait: 5m\n#     ^^ constant.language.boolean.keepshipping\n",
    )
    .unwrap();
    let out = run(
        Command::new("node")
            .arg(tools.join("vscode-tmgrammar-test/dist/unit.js"))
            .arg("-g")
            .arg(editors_dir().join("vscode/syntaxes/keepshipping.tmLanguage.json"))
            .arg(&bad),
        "scripts/setup.d/31-tmgrammar-test.sh",
    );
    assert!(!out.status.success(), "a wrong assertion passed");
}

/// `linguist/grammars/` must serve the same grammar file as the VS Code extension.
#[test]
fn linguist_grammar_is_the_vscode_grammar() {
    let root = ks_editor_tests::repo_root();
    let a = std::fs::read(root.join("linguist/grammars/keepshipping.tmLanguage.json")).unwrap();
    let b =
        std::fs::read(root.join("editors/vscode/syntaxes/keepshipping.tmLanguage.json")).unwrap();
    assert_eq!(a, b);
    let v: serde_json::Value = serde_json::from_slice(&b).unwrap();
    assert_eq!(v["scopeName"], "source.keepshipping");
}
