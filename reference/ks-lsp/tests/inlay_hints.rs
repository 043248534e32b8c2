//! Inlay hints from the plan: after each step's name, its number in each environment's plan or why
//! it is skipped there, and what it waits on; none for a file with errors, none outside the range.

mod common;

use common::{find, Client, URI};
use serde_json::{json, Value};

/// Three steps, the second gated to `prod`, the third after it.
const TEXT: &str = common::GATED;

fn hints(client: &mut Client, uri: &str, lines: (u32, u32)) -> Value {
    client.request(
        "textDocument/inlayHint",
        json!({"textDocument": {"uri": uri}, "range": {
            "start": {"line": lines.0, "character": 0}, "end": {"line": lines.1, "character": 0}}}),
    )
}

/// Each hint's position and label.
fn labels(hints: &Value) -> Vec<((u32, u32), String)> {
    let hints = hints.as_array().unwrap_or_else(|| panic!("a list: {hints}"));
    let place =
        |p: &Value| (p["line"].as_u64().unwrap() as u32, p["character"].as_u64().unwrap() as u32);
    hints
        .iter()
        .map(|h| (place(&h["position"]), h["label"].as_str().unwrap().to_string()))
        .collect()
}

/// Just after a step's name in its header.
fn after_name(name: &str) -> (u32, u32) {
    let (line, column) = find(TEXT, &format!("  {name}: oci"), 0);
    (line, column + 2 + name.len() as u32)
}

#[test]
fn each_step_shows_its_place_in_each_plan() {
    let mut client = Client::start();
    client.open(URI, TEXT);
    client.notification("textDocument/publishDiagnostics");
    let found = hints(&mut client, URI, (0, 20));
    assert_eq!(
        labels(&found),
        [
            (after_name("build"), "dev #1 · prod #1".to_string()),
            (after_name("scan"), "dev: skipped (when) · prod #2 ← build".to_string()),
            (after_name("publish"), "dev: skipped (waits on scan) · prod #3 ← scan".to_string()),
        ],
        "{found}"
    );
    // Only the steps in the range asked about.
    let (line, _) = after_name("scan");
    let found = hints(&mut client, URI, (line, line + 1));
    assert_eq!(labels(&found).len(), 1, "{found}");
    // A file with errors has no plan.
    let broken = "file:///example/broken.ks";
    client.open(broken, &TEXT.replace("after: scan", "after: scna"));
    client.notification("textDocument/publishDiagnostics");
    assert_eq!(hints(&mut client, broken, (0, 20)), json!([]));
    client.shutdown();
}
