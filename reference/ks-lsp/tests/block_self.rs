//! A block file sees itself among its siblings: when its text changes, its own diagnostics must be
//! of the new text's signature, however the analysis thread's work interleaves with the main thread
//! (seen while writing the `lsp` fuzz target's property, then reproduced here: the block file was
//! analysed before the main thread's blocks-changed message reached the analysis thread, with the
//! cached signature of its old text).

mod common;

use common::Client;
use serde_json::json;

const URI: &str = "file:///ks-lsp-test-nonexistent/site/blocks/web.ks";
const BEFORE: &str = "block: app\nsteps:\n  x: web\n";
const AFTER: &str = "block: web\nsteps:\n  x: web\n";

fn codes(diagnostics: &[serde_json::Value]) -> Vec<String> {
    diagnostics.iter().map(|d| d["code"].as_str().unwrap().to_string()).collect()
}

#[test]
fn a_block_file_renamed_to_the_kind_it_uses_is_a_circle_at_once() {
    assert!(!std::path::Path::new("/ks-lsp-test-nonexistent").exists());
    // Each round leaves the analysis thread idle before the change, the interleaving that read the
    // old text: about one round in twelve went wrong before the fix.
    for round in 0..100 {
        let mut client = Client::start_with(json!({"debounceMs": 0}));
        client.open(URI, BEFORE);
        let (_, first) = client.diagnostics_until(URI, 1);
        assert_eq!(codes(&first), ["KS0603"], "`web` is no block yet");
        std::thread::sleep(std::time::Duration::from_millis(1));
        client.change(URI, 2, json!([{"text": AFTER}]));
        let (_, last) = client.diagnostics_until(URI, 2);
        assert_eq!(codes(&last), ["KS0208"], "round {round}: the block uses itself");
        client.shutdown();
    }
}
