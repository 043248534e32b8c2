//! References, document highlight and rename of steps and environments, through the protocol: the
//! places a name is written (a step's header, `after:`, the root of every reference, interpolations;
//! an environment's entry, `when: env is`, policy actions), the refusals, and renames whose result
//! checks as the file did.

mod common;

use common::{find, Client, URI};
use serde_json::{json, Value};

/// The example workflow with an interpolated read and a non-ASCII line before a reference.
const TEXT: &str = "keepshipping: 0.1
name: api
envs:
  dev:
    on: push main, pr
  prod:
    on: tag v*, manual
policy:
  agents:
    can: build, plan
    ask: apply, deploy prod
steps:
  build: oci.image
    from: ./Dockerfile
  plan: tofu.plan
    dir: ./infra
  risk: decide
    input: plan.destroys
    answers: low | high
    else: high
  review: approval
    show: plan.destroys, plan.changes
    auto: risk is low >= 0.95
  apply: tofu.apply
    plan: plan
  deploy: k8s.rollout
    image: build.digest
    wait: healthy, 5m
  sidecar: oci.image
    from: ./Dockerfile
    tags: \"signé ✓ 🚀 by {build.digest}\"
  workers: vm.deploy
    image: build.digest
    after: deploy
    when: env is prod
";

fn opened() -> Client {
    let mut client = Client::start();
    client.open(URI, TEXT);
    client.notification("textDocument/publishDiagnostics");
    client
}

/// The position of `needle`'s `skip`-th occurrence, `shift` characters in.
fn position(needle: &str, skip: usize, shift: u32) -> (u32, u32) {
    let (line, column) = find(TEXT, needle, skip);
    (line, column + shift)
}

fn params(at: (u32, u32), extra: Value) -> Value {
    let mut params =
        json!({"textDocument": {"uri": URI}, "position": {"line": at.0, "character": at.1}});
    params.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
    params
}

/// The start of each range of `locations` (or of highlights), sorted, with each range's length.
fn starts(ranges: &Value) -> Vec<(u32, u32, u32)> {
    let mut out: Vec<(u32, u32, u32)> = ranges
        .as_array()
        .unwrap_or_else(|| panic!("a list: {ranges}"))
        .iter()
        .map(|item| {
            let range = item.get("range").unwrap_or(item);
            let (start, end) = (&range["start"], &range["end"]);
            assert_eq!(start["line"], end["line"], "{range}");
            let column = |p: &Value| p["character"].as_u64().unwrap() as u32;
            (start["line"].as_u64().unwrap() as u32, column(start), column(end) - column(start))
        })
        .collect();
    out.sort_unstable();
    out
}

fn at_len(at: (u32, u32), len: u32) -> (u32, u32, u32) {
    (at.0, at.1, len)
}

/// `build`: its header, two bare reads and an interpolated one (after non-ASCII text: its UTF-16
/// column counts `🚀` as two units).
fn build_places() -> Vec<(u32, u32, u32)> {
    vec![
        at_len(position("build: oci", 0, 0), 5),
        at_len(position("image: build.digest", 0, 7), 5),
        at_len(position("{build.digest}", 0, 1), 5),
        at_len(position("image: build.digest", 1, 7), 5),
    ]
}

#[test]
fn references_of_a_step_from_its_header_and_from_a_read() {
    let mut client = opened();
    let with = |declaration: bool| json!({"context": {"includeDeclaration": declaration}});
    for at in [position("build: oci", 0, 2), position("{build.digest}", 0, 3)] {
        let found = client.request("textDocument/references", params(at, with(true)));
        assert_eq!(starts(&found), build_places(), "from {at:?}: {found}");
        assert!(found.as_array().unwrap().iter().all(|l| l["uri"] == URI));
        let found = client.request("textDocument/references", params(at, with(false)));
        assert_eq!(starts(&found), build_places()[1..], "without the declaration: {found}");
    }
    // The interpolation's column is in UTF-16 units: `signé ✓ 🚀 by {` is 15 of them (20 bytes).
    assert_eq!(position("{build.digest}", 0, 1).1, "    tags: \"".len() as u32 + 15);
    // An `after:` name and a decide step read as `risk is low`.
    let deploy = client
        .request("textDocument/references", params(position("after: deploy", 0, 8), with(true)));
    assert_eq!(
        starts(&deploy),
        [at_len(position("deploy: k8s", 0, 0), 6), at_len(position("after: deploy", 0, 7), 6)]
    );
    let risk = client
        .request("textDocument/references", params(position("risk: decide", 0, 0), with(true)));
    assert_eq!(
        starts(&risk),
        [at_len(position("risk: decide", 0, 0), 4), at_len(position("risk is", 0, 0), 4)]
    );
    client.shutdown();
}

#[test]
fn highlights_of_a_step_mark_the_header_as_written() {
    let mut client = opened();
    let found = client.at(
        "textDocument/documentHighlight",
        URI,
        position("build.digest", 1, 1).0,
        position("build.digest", 1, 1).1,
    );
    assert_eq!(starts(&found), build_places(), "{found}");
    let (header_line, _) = position("build: oci", 0, 0);
    for highlight in found.as_array().unwrap() {
        let write = highlight["range"]["start"]["line"] == header_line;
        assert_eq!(highlight["kind"], json!(if write { 3 } else { 2 }), "{highlight}");
    }
    client.shutdown();
}

#[test]
fn references_of_an_environment_from_a_gate_and_from_a_policy_action() {
    let mut client = opened();
    let places = vec![
        at_len(position("prod:", 0, 0), 4),
        at_len(position("deploy prod", 0, 7), 4),
        at_len(position("env is prod", 0, 7), 4),
    ];
    for at in
        [position("env is prod", 0, 8), position("deploy prod", 0, 9), position("prod:", 0, 1)]
    {
        let found = client.request(
            "textDocument/references",
            params(at, json!({"context": {"includeDeclaration": true}})),
        );
        assert_eq!(starts(&found), places, "from {at:?}: {found}");
        let (line, column) = at;
        assert_eq!(starts(&client.at("textDocument/documentHighlight", URI, line, column)), places);
    }
    // Not a symbol: a kind, a policy verb, an output.
    for at in
        [position("oci.image", 0, 1), position("deploy prod", 0, 1), position("build.digest", 0, 8)]
    {
        let found = client.request(
            "textDocument/references",
            params(at, json!({"context": {"includeDeclaration": true}})),
        );
        assert_eq!(found, Value::Null, "at {at:?}");
    }
    client.shutdown();
}

/// The byte offset of an LSP position in `text`.
fn offset(text: &str, position: &Value) -> usize {
    let line = position["line"].as_u64().unwrap() as usize;
    let line_start: usize = text.split_inclusive('\n').take(line).map(str::len).sum();
    let mut units = position["character"].as_u64().unwrap() as usize;
    let mut at = line_start;
    for char in text[line_start..].chars() {
        if units == 0 {
            break;
        }
        units -= char.len_utf16();
        at += char.len_utf8();
    }
    at
}

/// `text` with a workspace edit's edits to [`URI`] applied.
fn apply(text: &str, edit: &Value) -> String {
    let edits = edit["changes"][URI].as_array().unwrap_or_else(|| panic!("edits of {URI}: {edit}"));
    let mut spans: Vec<(usize, usize, &str)> = edits
        .iter()
        .map(|e| {
            (
                offset(text, &e["range"]["start"]),
                offset(text, &e["range"]["end"]),
                e["newText"].as_str().unwrap(),
            )
        })
        .collect();
    spans.sort_unstable_by_key(|span| std::cmp::Reverse(span.0));
    let mut out = text.to_string();
    for (start, end, new) in spans {
        out.replace_range(start..end, new);
    }
    out
}

fn codes(text: &str) -> Vec<String> {
    let checked = ks_core::check(&ks_lang::parse(text), &ks_core::CheckOptions::default());
    checked.diagnostics().iter().map(|diagnostic| diagnostic.code.to_string()).collect()
}

fn rename(client: &mut Client, at: (u32, u32), new_name: &str) -> Result<Value, (i32, String)> {
    client.try_request("textDocument/rename", params(at, json!({"newName": new_name})))
}

#[test]
fn renames_edit_every_place_and_check_as_the_file_did() {
    let mut client = opened();
    let before = codes(TEXT);
    assert_eq!(before, Vec::<String>::new(), "the file checks clean");
    let cases = [
        (position("{build.digest}", 0, 2), "image-build", "build", 4),
        (position("plan: tofu", 0, 1), "infra_plan", "plan", 5),
        (position("risk is", 0, 1), "risk-level", "risk", 2),
        (position("after: deploy", 0, 7), "rollout", "deploy", 2),
        (position("env is prod", 0, 7), "production", "prod", 3),
    ];
    for (at, new_name, old_name, count) in cases {
        let prepared = client.request("textDocument/prepareRename", params(at, json!({})));
        assert_eq!(prepared["placeholder"], old_name, "{prepared}");
        let edit = rename(&mut client, at, new_name).expect("a rename");
        assert_eq!(edit["changes"][URI].as_array().unwrap().len(), count, "{old_name}: {edit}");
        let renamed = apply(TEXT, &edit);
        assert_eq!(codes(&renamed), before, "{old_name} → {new_name}:\n{renamed}");
        assert!(renamed.matches(new_name).count() >= count, "{renamed}");
    }
    // The same name: nothing to change.
    let edit = rename(&mut client, position("build: oci", 0, 0), "build").unwrap();
    assert_eq!(edit["changes"][URI], json!([]));
    client.shutdown();
}

#[test]
fn renames_are_refused_with_a_reason() {
    let mut client = opened();
    const FAILED: i32 = -32803;
    let refused = |client: &mut Client, at, new_name: &str, says: &str| {
        let (code, message) = rename(client, at, new_name).expect_err("a refusal");
        assert_eq!(code, FAILED, "{message}");
        assert!(message.contains(says), "{new_name}: {message}");
    };
    let build = position("build: oci", 0, 1);
    refused(&mut client, position("oci.image", 0, 1), "x", "nothing to rename");
    refused(&mut client, position("deploy prod", 0, 1), "x", "nothing to rename");
    refused(&mut client, position("build.digest", 0, 8), "x", "nothing to rename");
    refused(&mut client, build, "9lives", "is not a name");
    refused(&mut client, build, "bu ild", "is not a name");
    refused(&mut client, build, "büild", "is not a name");
    refused(&mut client, build, "plan", "already a step");
    refused(&mut client, build, "git", "already a namespace");
    refused(&mut client, build, "true", "already a keyword");
    refused(&mut client, position("env is prod", 0, 8), "dev", "already an environment");
    let (code, message) = client
        .try_request("textDocument/prepareRename", params(position("oci.image", 0, 1), json!({})))
        .expect_err("not a symbol");
    assert_eq!((code, message.contains("nothing to rename")), (FAILED, true), "{message}");
    client.shutdown();
}

#[test]
fn rename_references_and_highlight_are_announced() {
    let capabilities = serde_json::to_value(ks_lsp::capabilities()).unwrap();
    assert_eq!(capabilities["referencesProvider"], json!(true));
    assert_eq!(capabilities["documentHighlightProvider"], json!(true));
    assert_eq!(capabilities["renameProvider"], json!({"prepareProvider": true}));
}

/// Environment tests the model's gate does not keep: under `or` and `not`, in a union, and the
/// string an `env.name` comparison holds.
const TESTS: &str = "keepshipping: 0.1
name: api
envs:
  dev:
  prod:
steps:
  build: oci.image
    from: ./Dockerfile
    when: git.tag != \"\" or env is prod
  scan: oci.image
    from: ./Dockerfile
    when: not (env is dev | prod) and \"prod\" != env.name
";

#[test]
fn an_environment_is_renamed_in_every_test_of_it() {
    let mut client = Client::start();
    client.open(URI, TESTS);
    client.notification("textDocument/publishDiagnostics");
    let place = |needle: &str, shift: u32| {
        let (line, column) = find(TESTS, needle, 0);
        (line, column + shift, 4)
    };
    let places =
        [place("prod:", 0), place("is prod", 3), place("| prod", 2), place("\"prod\" !=", 1)];
    // From the declaration and from each test, the ones the model's gate does not keep included.
    for (line, column, _) in places {
        let found = client.request(
            "textDocument/references",
            params((line, column + 1), json!({"context": {"includeDeclaration": true}})),
        );
        assert_eq!(starts(&found), places, "from {line}:{column}: {found}");
    }
    let (line, column) = find(TESTS, "prod:", 0);
    assert_eq!(codes(TESTS), Vec::<String>::new(), "the file checks clean");
    let edit = rename(&mut client, (line, column), "production").expect("a rename");
    let renamed = apply(TESTS, &edit);
    assert_eq!(codes(&renamed), Vec::<String>::new(), "{renamed}");
    assert_eq!(renamed, TESTS.replace("prod", "production"));
    client.shutdown();
}
