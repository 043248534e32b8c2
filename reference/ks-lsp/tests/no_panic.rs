//! No request panics on any conformance input: every `conformance/cases/**/input.ks` is opened, and
//! hover, definition and completion are sent at every token's start and end (every token, no
//! sampling), then document symbols and formatting once per file. A panicking request is answered
//! `InternalError` (the client helper fails on it), and a panic while analysing for diagnostics is
//! reported as a `window/showMessage`, which fails the test too.

mod common;

use std::path::{Path, PathBuf};

use common::Client;
use ks_lsp::position::LineMap;
use serde_json::json;

fn inputs(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|err| panic!("{}: {err}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            inputs(&path, out);
        } else if path.file_name().is_some_and(|name| name == "input.ks") {
            out.push(path);
        }
    }
}

#[test]
fn every_request_at_every_token_of_every_conformance_input() {
    let cases = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../conformance/cases");
    let mut files = Vec::new();
    inputs(&cases, &mut files);
    assert!(files.len() > 100, "the suite is there: {} inputs", files.len());
    let mut client = Client::start();
    let mut requests = 0usize;
    for (index, path) in files.iter().enumerate() {
        // Inputs that are not UTF-8 (the suite has some on purpose) are not documents an editor sends.
        let Ok(text) = std::fs::read_to_string(path) else { continue };
        // Named as if it sat in the case's `files/`, so the case's `blocks/` are read for it.
        let case = path.parent().unwrap().canonicalize().unwrap();
        let uri = ks_lsp::workspace::path_to_uri(&case.join("files/ship.ks")).map_or_else(
            || format!("file:///cases/{index}/ship.ks"),
            |uri| uri.as_str().to_string(),
        );
        client.open(&uri, &text);
        let lines = LineMap::new(&text);
        let parse = ks_lang::parse(&text);
        let mut offsets: Vec<u32> = parse
            .syntax()
            .tokens()
            .flat_map(|token| [token.text_range().start(), token.text_range().end()])
            .collect();
        offsets.dedup();
        for offset in offsets {
            let position = lines.position(&text, offset);
            for method in
                ["textDocument/hover", "textDocument/definition", "textDocument/completion"]
            {
                client.at(method, &uri, position.line, position.character);
                requests += 1;
            }
        }
        client.request("textDocument/documentSymbol", json!({"textDocument": {"uri": uri}}));
        client.request(
            "textDocument/formatting",
            json!({"textDocument": {"uri": uri}, "options": {"tabSize": 2, "insertSpaces": true}}),
        );
        client.notify("textDocument/didClose", json!({"textDocument": {"uri": uri}}));
        // A panic while publishing diagnostics is reported as a message, not a dead server.
        let panics: Vec<_> = client
            .notifications
            .iter()
            .filter(|n| n.params["message"].as_str().is_some_and(|m| m.contains("panicked")))
            .collect();
        assert!(panics.is_empty(), "{}: {panics:?}", path.display());
        client.notifications.clear();
        requests += 2;
    }
    assert!(requests > files.len() * 3, "{requests} requests over {} files", files.len());
    eprintln!("{requests} requests over {} conformance inputs", files.len());
    client.shutdown();
}
