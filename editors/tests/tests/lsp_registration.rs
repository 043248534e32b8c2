//! Helix and Zed register `keepshipping lsp`. Neither editor runs here (neither is in a package
//! registry this machine reaches), so their files are read by real parsers and checked against each
//! other: the TOML by the `toml` crate, and Zed's compiled part (`editors/zed/src/lib.rs`, built by Zed
//! to WebAssembly) by `cargo check` against the published `zed_extension_api` for the
//! `wasm32-unknown-unknown` target (`scripts/setup.d/60-wasm.sh` installs it; Zed itself builds for
//! WASI, a target this machine cannot download). Each hands the server its settings (`environment`,
//! `actor`) under a `keepshipping` object, as the server reads them; Emacs's lsp-mode registration
//! does too, read in `emacs --batch` (`scripts/setup.d/55-emacs.sh`).

use ks_editor_tests::{editors_dir, run};
use std::path::Path;
use std::process::Command;

fn toml(rel: &str) -> toml::Table {
    std::fs::read_to_string(editors_dir().join(rel)).unwrap().parse().unwrap()
}

#[test]
fn helix_language_uses_the_server() {
    let t = toml("helix/languages.toml");
    let server = &t["language-server"]["keepshipping"];
    assert_eq!(server["command"].as_str(), Some("keepshipping"));
    assert_eq!(server["args"].as_array().unwrap(), &vec![toml::Value::from("lsp")]);
    let langs = t["language"].as_array().unwrap();
    let ks = langs.iter().find(|l| l["name"].as_str() == Some("keepshipping")).unwrap();
    let servers: Vec<&str> =
        ks["language-servers"].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
    assert_eq!(servers, ["keepshipping"]);
    for name in servers {
        assert!(t["language-server"].get(name).is_some(), "{name} is not defined");
    }
    assert_eq!(ks["roots"].as_array().unwrap(), &vec![toml::Value::from("ship.ks")]);
    // The settings Helix sends (initialization options, and on `:config-reload`).
    let settings = server["config"]["keepshipping"].as_table().unwrap();
    assert_eq!(settings.keys().collect::<Vec<_>>(), ["actor", "environment"]);
}

#[test]
fn zed_extension_declares_the_server_for_its_language() {
    let ext = toml("zed/extension.toml");
    let config = toml("zed/languages/keepshipping/config.toml");
    let language = config["name"].as_str().unwrap();
    let servers = ext["language_servers"].as_table().unwrap();
    assert_eq!(servers.keys().collect::<Vec<_>>(), ["keepshipping"]);
    let langs = servers["keepshipping"]["languages"].as_array().unwrap();
    assert_eq!(langs, &vec![toml::Value::from(language)]);
    let cargo = toml("zed/Cargo.toml");
    assert_eq!(cargo["lib"]["crate-type"].as_array().unwrap(), &vec![toml::Value::from("cdylib")]);
    assert!(cargo["dependencies"].get("zed_extension_api").is_some());
    let lib = std::fs::read_to_string(editors_dir().join("zed/src/lib.rs")).unwrap();
    assert!(lib.contains("vec![\"lsp\".to_string()]"), "starts `keepshipping lsp`");
    assert!(lib.contains("worktree.which(\"keepshipping\")"), "finds keepshipping on PATH");
    // `lsp.keepshipping.settings` under a `keepshipping` object, at start and on change.
    assert!(lib.contains("json!({ \"keepshipping\": settings })"), "{lib}");
    for method in
        ["language_server_initialization_options", "language_server_workspace_configuration"]
    {
        let body = lib.split(&format!("fn {method}(")).nth(1).unwrap_or_else(|| panic!("{method}"));
        let body = body.split("\n    }\n").next().unwrap();
        assert!(body.contains("server_settings(language_server_id, worktree)"), "{method}: {body}");
    }
}

/// lsp-mode's registration hands the server `keepshipping-lsp-environment` and
/// `keepshipping-lsp-actor` under a `keepshipping` object: as its initialization options, and as the
/// configuration section it sends again on change.
#[test]
fn emacs_lsp_mode_sends_the_settings_under_keepshipping() {
    let el = editors_dir().join("emacs/keepshipping-lsp.el");
    let lisp = format!(
        "(progn (load {el:?} nil t) (require 'lsp-mode)
           (setq keepshipping-lsp-actor \"agent\" keepshipping-lsp-environment \"prod\")
           (let ((client (gethash 'keepshipping lsp-clients)))
             (princ (format \"init=%S\\n\" (funcall (lsp--client-initialization-options client))))
             (princ (format \"section=%S\\n\" (json-encode (lsp-configuration-section \"keepshipping\"))))))",
        el = el.display().to_string()
    );
    let out = run(
        Command::new("timeout").args(["60", "emacs", "--batch", "--eval", &lisp]),
        "scripts/setup.d/55-emacs.sh",
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
    assert!(
        stdout.contains(r#"init=(:keepshipping (:environment "prod" :actor "agent"))"#),
        "{stdout}"
    );
    assert!(
        stdout.contains(
            r#"section="{\"keepshipping\":{\"environment\":\"prod\",\"actor\":\"agent\"}}""#
        ),
        "{stdout}"
    );
}

#[test]
fn zed_extension_compiles_to_webassembly() {
    let manifest = editors_dir().join("zed/Cargo.toml");
    // <target>/<profile>/deps/<this test>: a folder of its own beside the workspace's builds.
    let exe = std::env::current_exe().unwrap();
    let target = exe.ancestors().nth(3).unwrap_or(Path::new("target")).join("zed-extension");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| env!("CARGO").into());
    let out = run(
        Command::new(cargo)
            .args(["check", "--locked", "--quiet", "--target", "wasm32-unknown-unknown"])
            .arg("--manifest-path")
            .arg(&manifest)
            .arg("--target-dir")
            .arg(&target),
        "cargo",
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        !stderr.contains("target may not be installed"),
        "the wasm32-unknown-unknown target is missing: run scripts/setup.d/60-wasm.sh\n{stderr}"
    );
    assert!(out.status.success(), "cargo check of editors/zed failed:\n{stderr}");
}
