//! No recursion over input structure, over the protocol: documents and block files nested 100,000
//! deep are analysed on the server's own threads (default 2 MiB stacks, as the test's), diagnostics
//! arrive, every request is answered and the server shuts down in order.

mod common;

use common::{find, Client};
use serde_json::{json, Value};

const DEEP: usize = 100_000;

fn nested(open: &str, inner: &str, close: &str) -> String {
    format!("{}{inner}{}", open.repeat(DEEP), close.repeat(DEEP))
}

/// `CODE message` per diagnostic, the message without the hint line the server appends.
fn codes(diagnostics: &[Value]) -> Vec<String> {
    diagnostics
        .iter()
        .map(|d| {
            let message = d["message"].as_str().unwrap();
            format!("{} {}", d["code"].as_str().unwrap(), message.lines().next().unwrap())
        })
        .collect()
}

/// Asks every position request at (`line`, `column`) and the document-wide ones; each is answered.
fn every_request(client: &mut Client, uri: &str, line: u32, column: u32) {
    for method in ["textDocument/hover", "textDocument/definition", "textDocument/completion"] {
        let params =
            json!({"textDocument": {"uri": uri}, "position": {"line": line, "character": column}});
        let answer = client.try_request(method, params);
        assert!(answer.is_ok(), "{method}: {answer:?}");
    }
    let document = json!({"textDocument": {"uri": uri}});
    assert!(client.try_request("textDocument/documentSymbol", document).is_ok());
    let formatting =
        json!({"textDocument": {"uri": uri}, "options": {"tabSize": 2, "insertSpaces": true}});
    assert!(client.try_request("textDocument/formatting", formatting).is_ok());
}

#[test]
fn a_block_input_typed_100_000_deep_is_reported_in_the_block_and_at_its_use() {
    let dir = tempfile::tempdir().unwrap();
    let blocks = dir.path().join("blocks");
    std::fs::create_dir(&blocks).unwrap();
    let ty = nested("list(", "String", ")");
    let block_text = format!("block: deep\ninputs:\n  x: {ty}\n");
    std::fs::write(blocks.join("deep.ks"), &block_text).unwrap();
    let uri = |path: &std::path::Path| format!("file://{}", path.display());
    let (ship, block) = (uri(&dir.path().join("ship.ks")), uri(&blocks.join("deep.ks")));
    let ship_text = "keepshipping: 0.1\nname: api\nsteps:\n  d: deep\n    x: a\n";

    let mut client = Client::start();
    client.open(&ship, ship_text);
    let (_, found) = client.diagnostics_until(&ship, 1);
    assert_eq!(
        codes(&found),
        ["KS0101 block `deep` (`blocks/deep.ks`) types input `x` more than 64 `list(…)`/`optional(…)` deep"]
    );
    let (line, column) = find(ship_text, "deep", 0);
    assert_eq!(found[0]["range"]["start"], json!({"line": line, "character": column}));
    every_request(&mut client, &ship, line, column + 1);

    // The block file itself, opened: the error is at its type, the whole of it.
    client.open(&block, &block_text);
    let (_, found) = client.diagnostics_until(&block, 1);
    assert_eq!(
        codes(&found),
        ["KS0101 the type of block input `x` nests more than 64 `list(…)`/`optional(…)` deep"]
    );
    assert_eq!(
        found[0]["range"],
        json!({"start": {"line": 2, "character": 5}, "end": {"line": 2, "character": 5 + ty.len()}})
    );
    every_request(&mut client, &block, 2, 5 + DEEP as u32);
    client.shutdown();
}

#[test]
fn conditions_nested_100_000_deep_are_analysed_and_answered() {
    let uri = "file:///example/ship.ks";
    let text = format!(
        "keepshipping: 0.1\nname: api\nenvs:\n  prod:\nsteps:\n  a: oci.image\n    from: ./Dockerfile\n    when: {}\n  b: oci.image\n    from: ./Dockerfile\n    when: {}true\n  c: oci.image\n    from: ./Dockerfile\n    when: {}\n",
        nested("(", "env is prod", ")"),
        "not ".repeat(DEEP),
        nested("(git.branch == \"main\" and ", "git.sha", ")"),
    );
    let mut client = Client::start();
    client.open(uri, &text);
    let (_, found) = client.diagnostics_until(uri, 1);
    // The innermost operand of `c` is a String where a condition needs a Bool; nothing else.
    let found = codes(&found);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].starts_with("KS0101"), "{found:?}");
    let (line, column) = find(&text, "env is prod", 0);
    every_request(&mut client, uri, line, column + 1);
    let (line, column) = find(&text, "git.sha", 0);
    let hover = client.at("textDocument/hover", uri, line, column + 1);
    assert!(hover.to_string().contains("git.sha"), "{hover}");
    client.shutdown();
}

#[test]
fn a_policy_action_nested_100_000_deep_is_a_diagnostic() {
    let uri = "file:///example/ship.ks";
    let text = format!(
        "keepshipping: 0.1\nname: api\nenvs:\n  prod:\npolicy:\n  agents:\n    never: {}\n    ask: {}deploy\nsteps:\n  a: oci.image\n    from: ./Dockerfile\n",
        nested("(", "deploy prod", ")"),
        "not ".repeat(DEEP),
    );
    // The made-up path is in no repository: consult no base (as `check --no-base`), so the policy's
    // own diagnostics are all there is.
    let mut client = Client::start_with(json!({"noBase": true}));
    client.open(uri, &text);
    let (_, found) = client.diagnostics_until(uri, 1);
    let found = codes(&found);
    // One for each action: neither reads as `<verb> [<environment>]`.
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found.iter().all(|d| d.starts_with("KS0403")), "{found:?}");
    let (line, column) = find(&text, "deploy prod", 0);
    every_request(&mut client, uri, line, column);
    client.shutdown();
}
