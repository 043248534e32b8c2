//! No request panics on any conformance input: every case's `input.ks` (`case::suite`) is opened,
//! and hover, definition, completion and references are sent at every token's start and end (every token, no
//! sampling), then document symbols, semantic tokens, folding ranges, code lenses, document links,
//! inlay hints and formatting once per file. A panicking request is answered
//! `InternalError` (the client helper fails on it), and a panic while analysing for diagnostics is
//! reported as a `window/showMessage`, which fails the test too.

mod common;

use common::Client;
use ks_lsp::position::LineMap;
use serde_json::json;

#[test]
fn every_request_at_every_token_of_every_conformance_input() {
    let files = ks_conformance::case::suite();
    assert!(files.len() > 100, "the suite is there: {} inputs", files.len());
    let mut client = Client::start();
    let mut requests = 0usize;
    for (index, case) in files.iter().enumerate() {
        // Inputs that are not UTF-8 (the suite has some on purpose) are not documents an editor sends.
        let Ok(text) = String::from_utf8(case.input.clone()) else { continue };
        // Named as if it sat in the case's `files/`, so the case's `blocks/` are read for it.
        let case_dir = case.dir.canonicalize().unwrap();
        let uri = ks_lsp::workspace::path_to_uri(&case_dir.join("files/ship.ks")).map_or_else(
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
            client.request(
                "textDocument/references",
                json!({"textDocument": {"uri": uri}, "position": position,
                    "context": {"includeDeclaration": true}}),
            );
            requests += 1;
        }
        let document = json!({"textDocument": {"uri": uri}});
        for method in [
            "textDocument/documentSymbol",
            "textDocument/semanticTokens/full",
            "textDocument/foldingRange",
            "textDocument/codeLens",
            "textDocument/documentLink",
        ] {
            client.request(method, document.clone());
        }
        let whole = json!({"start": {"line": 0, "character": 0}, "end": lines.position(&text, text.len() as u32)});
        client.request(
            "textDocument/inlayHint",
            json!({"textDocument": {"uri": uri}, "range": whole}),
        );
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
        assert!(panics.is_empty(), "{}: {panics:?}", case.id);
        client.notifications.clear();
        requests += 7;
    }
    assert!(requests > files.len() * 3, "{requests} requests over {} files", files.len());
    eprintln!("{requests} requests over {} conformance inputs", files.len());
    client.shutdown();
}
