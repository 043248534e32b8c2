//! D20 in every editor file: Keep Shipping is associated by the file name `ship.ks` and the pattern
//! `blocks/*.ks`, and nothing claims the `.ks` extension on its own.

use ks_editor_tests::{editors_dir, repo_root};

fn read(rel: &str) -> String {
    std::fs::read_to_string(editors_dir().join(rel))
        .unwrap_or_else(|e| panic!("editors/{rel}: {e}"))
}

fn toml(rel: &str) -> toml::Table {
    read(rel).parse().unwrap_or_else(|e| panic!("editors/{rel}: {e}"))
}

#[test]
fn helix_uses_globs() {
    let t = toml("helix/languages.toml");
    let lang = &t["language"].as_array().unwrap()[0];
    assert_eq!(lang["name"].as_str(), Some("keepshipping"));
    assert_eq!(lang["scope"].as_str(), Some("source.keepshipping"));
    let globs: Vec<&str> = lang["file-types"]
        .as_array()
        .unwrap()
        .iter()
        .map(|ft| {
            ft.get("glob").and_then(|g| g.as_str()).unwrap_or_else(|| {
                panic!("file-type {ft} is not a glob (a bare string is an extension)")
            })
        })
        .collect();
    assert_eq!(globs, ["ship.ks", "blocks/*.ks"]);
    assert_eq!(lang["comment-token"].as_str(), Some("#"));
    let fmt = lang["formatter"].as_table().unwrap();
    assert_eq!(fmt["command"].as_str(), Some("keepshipping"));
    let grammar = &t["grammar"].as_array().unwrap()[0];
    assert_eq!(grammar["source"]["subpath"].as_str(), Some("tree-sitter-keepshipping"));
}

#[test]
fn zed_claims_the_file_name() {
    let ext = toml("zed/extension.toml");
    assert_eq!(ext["id"].as_str(), Some("keepshipping"));
    assert_eq!(ext["grammars"]["keepshipping"]["path"].as_str(), Some("tree-sitter-keepshipping"));
    let conf = toml("zed/languages/keepshipping/config.toml");
    assert_eq!(conf["grammar"].as_str(), Some("keepshipping"));
    let suffixes: Vec<&str> =
        conf["path_suffixes"].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
    assert_eq!(suffixes, ["ship.ks"]);
    // The query links must resolve to the queries/zed files.
    for q in ["highlights", "brackets", "indents", "injections", "outline"] {
        let linked = editors_dir().join(format!("zed/languages/keepshipping/{q}.scm"));
        let target = repo_root().join(format!("queries/zed/{q}.scm"));
        assert_eq!(
            std::fs::read(&linked).unwrap_or_else(|e| panic!("{}: {e}", linked.display())),
            std::fs::read(&target).unwrap()
        );
    }
}

#[test]
fn emacs_auto_mode_by_name() {
    let el = read("emacs/keepshipping-ts-mode.el");
    let entries: Vec<&str> = el
        .lines()
        .filter(|l| l.contains("auto-mode-alist") && l.contains("keepshipping-ts-mode"))
        .collect();
    assert_eq!(
        entries,
        [
            r#"(add-to-list 'auto-mode-alist '("/ship\\.ks\\'" . keepshipping-ts-mode))"#,
            r#"(add-to-list 'auto-mode-alist '("/blocks/[^/]+\\.ks\\'" . keepshipping-ts-mode))"#,
        ]
    );
    // Balanced parentheses outside strings and comments: the file at least reads as Lisp.
    let mut depth = 0i32;
    let mut in_string = false;
    let mut chars = el.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                chars.next();
            }
            '"' => in_string = !in_string,
            ';' if !in_string => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
            }
            '?' if !in_string => {
                // character literal such as ?# or ?\"
                if let Some('\\') = chars.next() {
                    chars.next();
                }
            }
            '(' | '[' if !in_string => depth += 1,
            ')' | ']' if !in_string => {
                depth -= 1;
                assert!(depth >= 0, "unbalanced ) in keepshipping-ts-mode.el");
            }
            _ => {}
        }
    }
    assert_eq!(depth, 0, "unbalanced ( in keepshipping-ts-mode.el");
    assert!(!in_string, "unterminated string in keepshipping-ts-mode.el");
}

#[test]
fn neovim_and_vscode_never_by_extension() {
    let ft = read("nvim/ftdetect/keepshipping.lua");
    assert!(ft.contains("['ship.ks'] = 'keepshipping'"));
    assert!(!ft.contains("extension ="), "no extension rule in ftdetect");
    let pkg = read("vscode/package.json");
    assert!(!pkg.contains("\"extensions\""), "no extensions in package.json");
    let ts = std::fs::read_to_string(repo_root().join("tree-sitter-keepshipping/tree-sitter.json"))
        .unwrap();
    let ts: serde_json::Value = serde_json::from_str(&ts).unwrap();
    assert_eq!(
        ts["grammars"][0]["file-types"],
        serde_json::json!(["ship.ks"]),
        "tree-sitter.json file-types"
    );
    assert_eq!(ts["grammars"][0]["scope"], "source.keepshipping");
}
