//! A file on the previous format (0.0) is checked as its migrated text (ks-core reads it the way
//! `fmt --upgrade` would write it), so the model's offsets are the migrated text's. Every answer
//! must still point into the file as written: here the migration lengthens the text before every
//! position asked about (`apply.cluster` becomes `apply.out.cluster`, `=` becomes `==`), so an
//! answer read against the wrong text lands columns off.

mod common;

use common::{find, Client, URI};
use serde_json::{json, Value};

const OLD: &str = "keepshipping: 0.0
name: api
steps:
  plan: tofu.plan
    dir: ./infra
  apply: tofu.apply
    plan: plan
    outputs:
      cluster: k8s.Cluster
  deploy: k8s.rollout
    cluster: apply.cluster
    image: biuld.digest
    when: plan.destroys = 0 and build.signed
    after: build
  build: oci.image
    from: ./Dockerfile
";

/// The range of `needle` (its `skip`-th occurrence, `len` characters) as LSP JSON.
fn range_of(needle: &str, skip: usize, len: u32) -> Value {
    let (line, column) = find(OLD, needle, skip);
    json!({"start": {"line": line, "character": column}, "end": {"line": line, "character": column + len}})
}

fn opened() -> Client {
    let mut client = Client::start();
    client.open(URI, OLD);
    client.notification("textDocument/publishDiagnostics");
    client
}

#[test]
fn the_migration_moves_what_the_answers_point_at() {
    // The premise: in the text the model is of, everything after `apply.cluster` has moved.
    let migrated = ks_core::migrate_previous(&ks_lang::parse(OLD)).expect("a 0.0 file");
    assert!(migrated.text.contains("cluster: apply.out.cluster\n"), "{}", migrated.text);
    assert!(migrated.text.contains("when: plan.destroys == 0 and build.signed\n"));
    let moved = |needle: &str| migrated.text.find(needle).unwrap() - OLD.find(needle).unwrap();
    assert_eq!(moved("build.signed"), 5);
    assert_eq!(moved("build: oci"), 5);
}

#[test]
fn diagnostics_point_into_the_file_as_written() {
    let mut client = Client::start();
    client.open(URI, OLD);
    let published = client.notification("textDocument/publishDiagnostics");
    let found = published["diagnostics"].as_array().expect("diagnostics").clone();
    let code = |code: &str| {
        found
            .iter()
            .find(|d| d["code"] == code)
            .unwrap_or_else(|| panic!("a {code} in {found:#?}"))
            .clone()
    };
    assert_eq!(code("KS0610")["range"], range_of("0.0", 0, 3), "the header's version");
    let misspelt = code("KS0201");
    assert!(misspelt["message"].as_str().unwrap().contains("biuld"), "{misspelt}");
    assert_eq!(misspelt["range"]["start"], range_of("biuld", 0, 5)["start"]);
    client.shutdown();
}

#[test]
fn hover_reads_the_position_as_written_and_answers_its_range() {
    let mut client = opened();
    // After both rewrites on its line and the one above.
    let (line, column) = find(OLD, "build.signed", 0);
    let hover = client.at("textDocument/hover", URI, line, column + 2);
    let text = hover["contents"]["value"].as_str().unwrap_or_else(|| panic!("a hover: {hover}"));
    assert!(text.starts_with("`build.signed`: `Bool`"), "{text}");
    assert_eq!(hover["range"], range_of("build.signed", 0, 12));

    // A rewritten reference is the reference as written, `out.` and all.
    let (line, column) = find(OLD, "apply.cluster", 0);
    let hover = client.at("textDocument/hover", URI, line, column + 8);
    let text = hover["contents"]["value"].as_str().unwrap_or_else(|| panic!("a hover: {hover}"));
    assert!(text.starts_with("`apply.out.cluster`: `k8s.Cluster`"), "{text}");
    assert_eq!(hover["range"], range_of("apply.cluster", 0, 13));

    // A step name further down.
    let (line, column) = find(OLD, "build: oci", 0);
    let hover = client.at("textDocument/hover", URI, line, column + 1);
    let text = hover["contents"]["value"].as_str().unwrap_or_else(|| panic!("a hover: {hover}"));
    assert!(text.starts_with("**build**: `oci.image`"), "{text}");
    assert_eq!(hover["range"], range_of("build: oci", 0, 5));
    client.shutdown();
}

#[test]
fn definition_goes_to_the_step_as_written() {
    let mut client = opened();
    let expected = json!({"uri": URI, "range": range_of("build: oci", 0, 5)});
    let (line, column) = find(OLD, "after: build", 0);
    assert_eq!(client.at("textDocument/definition", URI, line, column + 8), expected);
    let (line, column) = find(OLD, "build.signed", 0);
    assert_eq!(client.at("textDocument/definition", URI, line, column + 1), expected);
    client.shutdown();
}

#[test]
fn document_symbols_are_where_the_steps_are_written() {
    let mut client = opened();
    let symbols =
        client.request("textDocument/documentSymbol", json!({"textDocument": {"uri": URI}}));
    let symbols = symbols.as_array().expect("symbols");
    let names: Vec<&str> = symbols.iter().map(|s| s["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["plan", "apply", "deploy", "build"]);
    for (symbol, needle) in symbols.iter().zip(["plan: tofu", "apply: tofu", "deploy:", "build:"]) {
        let name = symbol["name"].as_str().unwrap();
        let len = name.len() as u32;
        assert_eq!(symbol["selectionRange"], range_of(needle, 0, len), "{name}");
        assert_eq!(symbol["range"]["start"], range_of(needle, 0, len)["start"], "{name}");
    }
    // A step's range runs to the end of its last line, as written: where the next step starts.
    let deploy = &symbols[2];
    let (next, _) = find(OLD, "build: oci", 0);
    assert_eq!(deploy["range"]["end"], json!({"line": next, "character": 0}));
    client.shutdown();
}

#[test]
fn completion_reads_the_line_as_written() {
    let mut client = opened();
    // In a step header: catalog kinds, not step names.
    let (line, column) = find(OLD, "oci.image", 0);
    let kinds = client.at("textDocument/completion", URI, line, column);
    let labels: Vec<&str> =
        kinds.as_array().expect("items").iter().map(|i| i["label"].as_str().unwrap()).collect();
    assert!(labels.contains(&"oci.image") && labels.contains(&"tofu.apply"), "{labels:?}");
    assert!(!labels.contains(&"build"), "kinds only: {labels:?}");
    // Where a key of `build` goes: oci.image's inputs.
    let (line, column) = find(OLD, "from:", 0);
    let keys = client.at("textDocument/completion", URI, line, column);
    let labels: Vec<&str> =
        keys.as_array().expect("items").iter().map(|i| i["label"].as_str().unwrap()).collect();
    assert!(labels.contains(&"from") && labels.contains(&"tags"), "{labels:?}");
    client.shutdown();
}

/// References and rename on a 0.0 file: the model's ranges (after `apply.out.cluster` and `==`,
/// which the migration lengthened) come back as the file's own.
#[test]
fn references_and_rename_point_into_the_file_as_written() {
    let mut client = opened();
    let (line, column) = find(OLD, "build.signed", 0);
    let at =
        json!({"textDocument": {"uri": URI}, "position": {"line": line, "character": column + 1}});
    let mut params = at.clone();
    params["context"] = json!({"includeDeclaration": true});
    let found = client.request("textDocument/references", params);
    let ranges: Vec<&Value> =
        found.as_array().expect("locations").iter().map(|l| &l["range"]).collect();
    // `build`, `shift` characters into `needle`.
    let build_in = |needle: &str, shift: u32| {
        let (line, column) = find(OLD, needle, 0);
        let (start, end) = (column + shift, column + shift + 5);
        json!({"start": {"line": line, "character": start}, "end": {"line": line, "character": end}})
    };
    let expected =
        [build_in("build.signed", 0), build_in("after: build", 7), build_in("build: oci", 0)];
    assert_eq!(ranges, expected.iter().collect::<Vec<_>>(), "{found}");
    let mut params = at;
    params["newName"] = json!("image");
    let edit = client.request("textDocument/rename", params);
    let edits: Vec<&Value> =
        edit["changes"][URI].as_array().expect("edits").iter().map(|e| &e["range"]).collect();
    assert_eq!(edits, expected.iter().collect::<Vec<_>>(), "{edit}");
    client.shutdown();
}
