//! The analysis thread's scheduling, over the protocol: a burst of changes is analysed once, at its
//! end (debounce); a version superseded while it is analysed is never published; a cancelled
//! request is answered `RequestCanceled`; a request whose document changed before it ran is
//! answered `ContentModified`.
//!
//! No sleeps decide an outcome: with `timing` on, the server logs `analysing version=N` when an
//! analysis starts, and `analysisDelayMs` holds every analysis open (a pause after its parse), so a
//! test waits for the log line and then sends what must arrive during that analysis.

mod common;

use std::time::{Duration, Instant};

use common::{workload, Client};
use serde_json::{json, Value};

const URI: &str = "file:///example/big/ship.ks";

/// Each analysis pauses this long after its parse; the messages a test sends into that window
/// take microseconds to arrive.
const HOLD: u64 = 1500;

/// A one-character insertion at the start of line 1 (`name: bench` becomes `#name: bench`...).
fn insert_at_line_1(text: &str) -> Value {
    json!([{"range": {"start": {"line": 1, "character": 0}, "end": {"line": 1, "character": 0}}, "text": text}])
}

fn held() -> Client {
    Client::start_with(json!({"debounceMs": 0, "timing": true, "analysisDelayMs": HOLD}))
}

/// Waits until the server says it has started analysing `version`.
fn analysing(client: &mut Client, version: i32) {
    let line = format!("analysing version={version}");
    loop {
        let params = client.notification("window/logMessage");
        if params["message"] == line {
            return;
        }
    }
}

#[test]
fn a_burst_of_changes_is_analysed_once_after_the_debounce() {
    let mut client = Client::start_with(json!({"debounceMs": 400}));
    let text = workload::workflow(12, false);
    client.open(URI, &text);
    // The first version after a quiet spell is analysed at once.
    let (versions, _) = client.diagnostics_until(URI, 1);
    assert_eq!(versions, [1]);
    // Three changes in a row: only the last is published, and not before the debounce has
    // passed since it was sent.
    let mut last = Instant::now();
    for version in 2..=4 {
        client.change(URI, version, insert_at_line_1("#"));
        last = Instant::now();
    }
    let (versions, _) = client.diagnostics_until(URI, 4);
    let waited = last.elapsed();
    assert_eq!(versions, [4], "versions 2 and 3 are not published");
    assert!(waited >= Duration::from_millis(400), "published {waited:?} after the last change");
    // A request does not wait for the debounce: it is answered from the newest version.
    client.change(URI, 5, insert_at_line_1("#"));
    let asked = Instant::now();
    let symbols =
        client.request("textDocument/documentSymbol", json!({"textDocument": {"uri": URI}}));
    assert!(asked.elapsed() < Duration::from_millis(400), "{:?}", asked.elapsed());
    assert_eq!(symbols.as_array().unwrap().len(), 2 + 12, "two environments and twelve steps");
    // And the diagnostics of the version it analysed are published with it.
    let (versions, _) = client.diagnostics_until(URI, 5);
    assert_eq!(versions, [5]);
    client.shutdown();
}

#[test]
fn a_version_superseded_while_it_is_analysed_is_not_published() {
    let mut client = held();
    let text = workload::workflow(300, false);
    client.open(URI, &text);
    analysing(&mut client, 1);
    client.change(URI, 2, insert_at_line_1("# "));
    let (versions, _) = client.diagnostics_until(URI, 2);
    assert_eq!(versions, [2], "version 1 was superseded before it was published");
    client.shutdown();
}

#[test]
fn a_cancelled_request_is_answered_request_canceled() {
    let mut client = held();
    let text = workload::workflow(300, false);
    client.open(URI, &text);
    analysing(&mut client, 1);
    let at = json!({"textDocument": {"uri": URI}, "position": {"line": 12, "character": 4}});
    // Three requests queue behind the analysis; the second is cancelled meanwhile.
    let first = client.send_request("textDocument/hover", at.clone());
    let second = client.send_request("textDocument/hover", at.clone());
    let third = client.send_request("textDocument/hover", at.clone());
    client.notify("$/cancelRequest", json!({"id": second}));
    let hover = client.response(&first).expect("answered");
    assert!(hover["contents"]["value"].as_str().unwrap().contains("oci.image"), "{hover}");
    let error = client.response(&second).unwrap_err();
    assert_eq!(error.0, lsp_server::ErrorCode::RequestCanceled as i32, "{error:?}");
    assert!(client.response(&third).is_ok());
    // Cancelling a request already answered changes nothing.
    client.notify("$/cancelRequest", json!({"id": first}));
    assert!(client.try_request("textDocument/hover", at).is_ok());
    client.shutdown();
}

#[test]
fn a_request_whose_document_changed_before_it_ran_is_answered_content_modified() {
    let mut client = held();
    let text = workload::workflow(300, false);
    client.open(URI, &text);
    let (versions, _) = client.diagnostics_until(URI, 1);
    assert_eq!(versions, [1]);
    // During version 2's analysis, a request about version 2 and then version 3 arrive: version 2
    // is dropped when its parse ends, so the request cannot be answered for the text it was about.
    client.change(URI, 2, insert_at_line_1("# "));
    analysing(&mut client, 2);
    let at = json!({"textDocument": {"uri": URI}, "position": {"line": 12, "character": 4}});
    let stale = client.send_request("textDocument/hover", at.clone());
    client.change(URI, 3, insert_at_line_1("# "));
    let error = client.response(&stale).unwrap_err();
    assert_eq!(error.0, lsp_server::ErrorCode::ContentModified as i32, "{error:?}");
    let (versions, _) = client.diagnostics_until(URI, 3);
    assert_eq!(versions, [3], "version 2 was dropped");
    // Formatting an out-of-date text is refused the same way.
    client.change(URI, 4, insert_at_line_1("# "));
    analysing(&mut client, 4);
    let format = client.send_request(
        "textDocument/formatting",
        json!({"textDocument": {"uri": URI}, "options": {"tabSize": 2, "insertSpaces": true}}),
    );
    client.change(URI, 5, insert_at_line_1("# "));
    let error = client.response(&format).unwrap_err();
    assert_eq!(error.0, lsp_server::ErrorCode::ContentModified as i32, "{error:?}");
    // Asked about the current version: answered.
    let hover = client.request("textDocument/hover", at);
    assert!(hover["contents"]["value"].as_str().unwrap().contains("oci.image"), "{hover}");
    client.shutdown();
}
