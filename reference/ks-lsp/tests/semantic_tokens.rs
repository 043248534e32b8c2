//! Semantic tokens (ADR 0080): the legend, what each name is (step, kind, environment, namespace,
//! block input, output, unresolved name, secret; declarations marked), UTF-16 columns after
//! non-ASCII text, and a delta that turns the previous result into the new one.

mod common;

use std::collections::BTreeMap;

use common::{find, Client, URI};
use serde_json::{json, Value};

const TEXT: &str = "keepshipping: 0.1
name: api
envs:
  prod:
steps:
  build: oci.image
    from: ./Dockerfile
    tags: \"🚀 {git.sha}\", \"{secrets.token}\"
  deploy: k8s.rollout
    image: build.digest
    cluster: nope.cluster
    when: env is prod
";

const BLOCK_URI: &str = "file:///ks-lsp-test-nonexistent/site/blocks/web.ks";
const BLOCK: &str = "keepshipping: 0.1
block: web
inputs:
  image: oci.Digest
outputs:
  version: String = rollout.version
steps:
  rollout: k8s.rollout
    image: inputs.image
";

/// The tokens of `data`, decoded: (line, column) → (length, type, modifier bits).
fn decode(data: &[u64], types: &[String]) -> BTreeMap<(u32, u32), (u32, String, u64)> {
    let mut out = BTreeMap::new();
    let (mut line, mut column) = (0u32, 0u32);
    for token in data.chunks(5) {
        if token[0] > 0 {
            column = 0;
        }
        line += token[0] as u32;
        column += token[1] as u32;
        out.insert((line, column), (token[2] as u32, types[token[3] as usize].clone(), token[4]));
    }
    out
}

fn data(result: &Value) -> Vec<u64> {
    result["data"]
        .as_array()
        .unwrap_or_else(|| panic!("tokens: {result}"))
        .iter()
        .map(|n| n.as_u64().unwrap())
        .collect()
}

fn full(client: &mut Client, uri: &str) -> Value {
    client.request("textDocument/semanticTokens/full", json!({"textDocument": {"uri": uri}}))
}

fn types() -> Vec<String> {
    ks_lsp::semantic_tokens::TOKEN_TYPES.iter().map(|name| name.to_string()).collect()
}

#[test]
fn the_legend_is_announced() {
    let legend = &ks_lsp::capabilities().semantic_tokens_provider;
    let legend = serde_json::to_value(legend).unwrap();
    assert_eq!(
        legend["legend"]["tokenTypes"],
        json!([
            "step",
            "kind",
            "environment",
            "namespace",
            "blockInput",
            "output",
            "unresolved",
            "secret"
        ])
    );
    assert_eq!(legend["legend"]["tokenModifiers"], json!(["declaration"]));
    assert_eq!(legend["full"], json!({"delta": true}));
    assert_eq!(legend["range"], json!(true));
}

/// The tokens of a range of lines are the whole document's on those lines, and a range that ends
/// inside a line holds only the tokens that end before its end.
#[test]
fn a_range_has_the_documents_tokens_on_its_lines() {
    let mut client = Client::start();
    client.open(URI, TEXT);
    client.notification("textDocument/publishDiagnostics");
    let whole = decode(&data(&full(&mut client, URI)), &types());
    let mut range = |start: (u32, u32), end: (u32, u32)| {
        let params = json!({"textDocument": {"uri": URI}, "range": {
            "start": {"line": start.0, "character": start.1},
            "end": {"line": end.0, "character": end.1}}});
        let answer = client.request("textDocument/semanticTokens/range", params);
        decode(&data(&answer), &types())
    };
    let on = |lines: std::ops::Range<u32>| -> BTreeMap<_, _> {
        whole
            .iter()
            .filter(|((line, _), _)| lines.contains(line))
            .map(|(k, v)| (*k, v.clone()))
            .collect()
    };
    assert_eq!(range((5, 0), (8, 0)), on(5..8));
    assert!(!on(5..8).is_empty() && on(5..8).len() < whole.len());
    // `deploy: k8s.rollout` up to `k8s`: the step, not the kind.
    let (line, column) = find(TEXT, "k8s.rollout", 0);
    let cut = range((line, 0), (line, column + 3));
    assert_eq!(cut.keys().collect::<Vec<_>>(), [&(line, 2)], "{cut:?}");
    client.shutdown();
}

#[test]
fn each_name_is_told_apart() {
    let mut client = Client::start();
    client.open(URI, TEXT);
    client.notification("textDocument/publishDiagnostics");
    let tokens = decode(&data(&full(&mut client, URI)), &types());
    let token = |needle: &str, skip: usize, shift: u32| {
        let (line, column) = find(TEXT, needle, skip);
        tokens
            .get(&(line, column + shift))
            .cloned()
            .unwrap_or_else(|| panic!("{needle}: {tokens:?}"))
    };
    let is = |len: u32, ty: &str, modifiers: u64| (len, ty.to_string(), modifiers);
    assert_eq!(token("prod:", 0, 0), is(4, "environment", 1));
    assert_eq!(token("build: oci", 0, 0), is(5, "step", 1));
    assert_eq!(token("oci.image", 0, 0), is(9, "kind", 0));
    // After `🚀` (two UTF-16 units): `git` is a namespace.
    assert_eq!(find(TEXT, "git.sha", 0).1, "    tags: \"🚀 {".encode_utf16().count() as u32);
    assert_eq!(token("git.sha", 0, 0), is(3, "namespace", 0));
    assert_eq!(token("secrets.token", 0, 0), is(7, "namespace", 0));
    assert_eq!(token("secrets.token", 0, 8), is(5, "secret", 0));
    assert_eq!(token("build.digest", 0, 0), is(5, "step", 0));
    assert_eq!(token("build.digest", 0, 6), is(6, "output", 0));
    assert_eq!(token("nope.cluster", 0, 0), is(4, "unresolved", 0));
    assert_eq!(token("env is prod", 0, 7), is(4, "environment", 0));
    // A block file: its inputs and outputs, declared and read.
    client.open(BLOCK_URI, BLOCK);
    let tokens = decode(&data(&full(&mut client, BLOCK_URI)), &types());
    let token = |needle: &str, shift: u32| {
        let (line, column) = find(BLOCK, needle, 0);
        tokens
            .get(&(line, column + shift))
            .cloned()
            .unwrap_or_else(|| panic!("{needle}: {tokens:?}"))
    };
    assert_eq!(token("image: oci", 0), is(5, "blockInput", 1));
    assert_eq!(token("version: String", 0), is(7, "output", 1));
    assert_eq!(token("inputs.image", 0), is(6, "namespace", 0));
    assert_eq!(token("inputs.image", 7), is(5, "blockInput", 0));
    client.shutdown();
}

/// Applies a delta's edits (in integers, whole tokens) to the previous data.
fn apply(previous: &[u64], delta: &Value) -> Vec<u64> {
    let mut data = previous.to_vec();
    let mut edits: Vec<&Value> = delta["edits"].as_array().unwrap().iter().collect();
    edits.sort_by_key(|edit| std::cmp::Reverse(edit["start"].as_u64().unwrap()));
    for edit in edits {
        let start = edit["start"].as_u64().unwrap() as usize;
        let delete = edit["deleteCount"].as_u64().unwrap() as usize;
        let new: Vec<u64> = edit["data"]
            .as_array()
            .map_or(Vec::new(), |d| d.iter().map(|n| n.as_u64().unwrap()).collect());
        data.splice(start..start + delete, new);
    }
    data
}

#[test]
fn a_delta_turns_the_previous_tokens_into_the_new_ones() {
    let mut client = Client::start();
    client.open(URI, TEXT);
    client.notification("textDocument/publishDiagnostics");
    let first = full(&mut client, URI);
    let previous = data(&first);
    let id = first["resultId"].as_str().unwrap().to_string();
    // A new step in the middle: the tokens before it stay, those after it move down a line.
    let (line, _) = find(TEXT, "  deploy:", 0);
    let inserted = "  scan: oci.image\n    from: ./Dockerfile\n";
    let at = json!({"line": line, "character": 0});
    client.change(URI, 2, json!([{"range": {"start": at, "end": at}, "text": inserted}]));
    let delta = client.request(
        "textDocument/semanticTokens/full/delta",
        json!({"textDocument": {"uri": URI}, "previousResultId": id}),
    );
    assert_eq!(delta["edits"].as_array().unwrap().len(), 1, "{delta}");
    let applied = apply(&previous, &delta);
    let now = full(&mut client, URI);
    assert_eq!(applied, data(&now));
    assert!(
        delta["edits"][0]["start"].as_u64().unwrap() > 0,
        "the unchanged start is kept: {delta}"
    );
    // An unknown previous result: all the tokens.
    let again = client.request(
        "textDocument/semanticTokens/full/delta",
        json!({"textDocument": {"uri": URI}, "previousResultId": "no-such-id"}),
    );
    assert_eq!(data(&again), data(&now));
    // Nothing changed: no edit.
    let id = again["resultId"].as_str().unwrap();
    let same = client.request(
        "textDocument/semanticTokens/full/delta",
        json!({"textDocument": {"uri": URI}, "previousResultId": id}),
    );
    assert_eq!(same["edits"], json!([]), "{same}");
    client.shutdown();
}
