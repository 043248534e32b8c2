//! Authoring help (issue 46, ADR 0082) over the protocol: completion with a replacement range on
//! every item, snippets and docs; signature help; the quick fixes beyond did-you-mean, applied and
//! checked again.

mod common;

use common::{apply, find, Client, URI};
use serde_json::{json, Value};

const SHIP: &str = "keepshipping: 0.1
name: api

envs:
  dev:
  prod:

steps:
  build: oci.image
    from: ./Dockerfile

  risk: decide
    input: git.sha
    answers: low | high

  deploy: k8s.rollout
    image: build.d
    when: env is prod
";

fn items(response: &Value) -> Vec<Value> {
    response.as_array().unwrap_or_else(|| panic!("a completion list: {response}")).clone()
}

fn labels(response: &Value) -> Vec<String> {
    items(response).iter().map(|item| item["label"].as_str().unwrap().to_string()).collect()
}

/// The text after accepting `item` (its `textEdit`).
fn accept(text: &str, item: &Value) -> String {
    apply(text, std::slice::from_ref(&item["textEdit"]))
}

/// `text` with `at` (a line's text) replaced by `with`, and the position just after `with`.
fn typing(text: &str, at: &str, with: &str) -> (String, u32, u32) {
    let end = text.find(at).unwrap() + with.len();
    let text = text.replacen(at, with, 1);
    let line_start = text[..end].rfind('\n').map_or(0, |at| at + 1);
    let line = text[..end].matches('\n').count() as u32;
    (text.clone(), line, text[line_start..end].encode_utf16().count() as u32)
}

#[test]
fn every_item_replaces_the_word_after_its_last_dot() {
    let mut client = Client::start();
    client.open(URI, SHIP);
    let (line, column) = find(SHIP, "build.d\n", 0);
    let found = items(&client.at("textDocument/completion", URI, line, column + 7));
    assert!(!found.is_empty());
    for item in &found {
        let range = &item["textEdit"]["range"];
        assert_eq!(range["start"], json!({"line": line, "character": column + 6}), "{item}");
        assert_eq!(range["end"], json!({"line": line, "character": column + 7}), "{item}");
    }
    let digest = found.iter().find(|item| item["label"] == "digest").unwrap();
    assert_eq!(accept(SHIP, digest), SHIP.replace("build.d\n", "build.digest\n"));

    // A top-level key: the keys not written yet, each replacing what is typed.
    let (text, line, column) = typing(SHIP, "name: api\n", "name: api\npol");
    client.open("file:///example/top.ks", &text);
    let found =
        items(&client.at("textDocument/completion", "file:///example/top.ks", line, column));
    let keys: Vec<&str> = found.iter().map(|item| item["label"].as_str().unwrap()).collect();
    assert_eq!(keys, ["on", "policy"], "keepshipping, name, envs and steps are written");
    let policy = found.iter().find(|item| item["label"] == "policy").unwrap();
    assert_eq!(accept(&text, policy), SHIP.replace("name: api\n", "name: api\npolicy:"));
    assert_eq!(policy["documentation"]["kind"], "markdown");
    client.shutdown();
}

#[test]
fn a_kinds_inputs_come_with_their_docs_and_the_required_ones_as_snippets() {
    let mut client = Client::start();
    let (text, line, column) = typing(SHIP, "    image: build.d", "    ");
    client.open(URI, &text);
    let found = items(&client.at("textDocument/completion", URI, line, column));
    let image = found.iter().find(|item| item["label"] == "image").unwrap();
    assert_eq!(image["insertTextFormat"], 2, "a snippet: {image}");
    assert_eq!(image["textEdit"]["newText"], "image: ${1:oci.Digest}");
    let spec = ks_core::builtin_kind("k8s.rollout").unwrap();
    let doc = image["documentation"]["value"].as_str().unwrap();
    assert!(doc.starts_with(spec.input("image").unwrap().doc), "{doc}");
    let wait = found.iter().find(|item| item["label"] == "wait").unwrap();
    assert_eq!(wait["insertTextFormat"], 1);
    assert_eq!(wait["textEdit"]["newText"], "wait: ");
    // A kind in a step header, with the catalog's doc.
    let (line, column) = find(&text, "k8s.rollout", 0);
    let kinds = items(&client.at("textDocument/completion", URI, line, column));
    let rollout = kinds.iter().find(|item| item["label"] == "k8s.rollout").unwrap();
    assert_eq!(rollout["documentation"]["value"], spec.doc);
    client.shutdown();
}

#[test]
fn fixed_answers_environments_and_policy_words_complete_where_they_go() {
    let mut client = Client::start();
    let cases: [(&str, &str, &[&str]); 6] = [
        ("    when: env is prod\n", "    rollback: ", &["auto", "manual", "none"]),
        ("    when: env is prod\n", "    when: risk is ", &["low", "high"]),
        ("    when: env is prod\n", "    when: env is dev | ", &["dev", "prod"]),
        ("name: api\n", "name: api\non: push, ", &["push", "pr", "tag", "manual"]),
        ("  prod:\n", "  prod:\n    ", &["on", "vars", "require-verified", "ci-only"]),
        ("name: api\n", "name: api\npolicy:\n  agents:\n    never: deploy ", &["dev", "prod"]),
    ];
    for (index, (at, with, want)) in cases.into_iter().enumerate() {
        let uri = format!("file:///example/case{index}.ks");
        let (text, line, column) = typing(SHIP, at, with);
        client.open(&uri, &text);
        let found = labels(&client.at("textDocument/completion", &uri, line, column));
        assert_eq!(found, want, "after {with:?}");
    }
    client.shutdown();
}

#[test]
fn signature_help_shows_the_inputs_and_which_are_missing() {
    let mut client = Client::start();
    let text = SHIP.replace("    image: build.d\n", "    wait: healthy, 5m\n");
    client.open(URI, &text);
    let (line, column) = find(&text, "healthy", 0);
    let help = client.at("textDocument/signatureHelp", URI, line, column + 2);
    let signature = &help["signatures"][0];
    assert_eq!(
        signature["label"],
        "deploy: k8s.rollout(image: oci.Digest, cluster?: k8s.Cluster, wait?: wait, verify?: \
         verify)"
    );
    assert_eq!(help["activeParameter"], 2, "the input under the cursor: {help}");
    let params = signature["parameters"].as_array().unwrap();
    assert_eq!(params[0]["label"], "image: oci.Digest");
    assert!(signature["documentation"]["value"].as_str().unwrap().ends_with("missing: `image`"));
    // Outside a step: none.
    assert_eq!(client.at("textDocument/signatureHelp", URI, 1, 2), Value::Null);
    let capabilities = serde_json::to_value(ks_lsp::capabilities()).unwrap();
    assert_eq!(capabilities["signatureHelpProvider"]["triggerCharacters"], json!([":"]));
    client.shutdown();
}

/// The codes a fresh server publishes for `text`.
fn codes(text: &str, options: Value) -> Vec<String> {
    let mut client = Client::start_with(options);
    client.open(URI, text);
    let (_, diagnostics) = client.diagnostics_until(URI, 1);
    client.shutdown();
    diagnostics.iter().map(|d| d["code"].as_str().unwrap().to_string()).collect()
}

/// The quick fix titled `title` for the diagnostic `code` at `needle`, applied to `text`.
fn fixed(text: &str, options: Value, needle: &str, code: &str, title: &str) -> String {
    let mut client = Client::start_with(options);
    client.open(URI, text);
    let (line, character) = find(text, needle, 0);
    let at = json!({"line": line, "character": character});
    let response = client.request(
        "textDocument/codeAction",
        json!({ "textDocument": { "uri": URI }, "range": { "start": at, "end": at },
                "context": { "diagnostics": [], "only": ["quickfix"] } }),
    );
    let actions = response.as_array().unwrap().clone();
    client.shutdown();
    let action = actions
        .iter()
        .find(|action| action["diagnostics"][0]["code"] == code && action["title"] == title)
        .unwrap_or_else(|| panic!("{title:?} for {code}: {actions:#?}"));
    apply(text, action["edit"]["changes"][URI].as_array().unwrap())
}

#[test]
fn quick_fixes_add_missing_inputs_declare_environments_and_pin_the_header() {
    let none = Value::Null;
    let broken = SHIP.replace("    from: ./Dockerfile\n", "").replace("build.d", "build.digest");
    assert!(codes(&broken, none.clone()).contains(&"KS0206".to_string()));
    let text = fixed(&broken, none.clone(), "build:", "KS0206", "add the missing input `from`");
    assert_eq!(text, broken.replace("  build: oci.image\n", "  build: oci.image\n    from: \n"));
    assert!(!codes(&text, none.clone()).contains(&"KS0206".to_string()), "{text}");

    // An environment no `envs:` declares: declared after the others.
    let undeclared =
        SHIP.replace("env is prod", "env is staging").replace("build.d", "build.digest");
    let text = fixed(
        &undeclared,
        none.clone(),
        "staging",
        "KS0301",
        "declare the environment `staging` under `envs:`",
    );
    assert_eq!(text, undeclared.replace("  prod:\n", "  prod:\n  staging:\n"));
    assert!(!codes(&text, none.clone()).contains(&"KS0301".to_string()), "{text}");
    // No `envs:` at all: one before `steps:`.
    let bare = undeclared.replace("envs:\n  dev:\n  prod:\n\n", "");
    let text = fixed(
        &bare,
        none.clone(),
        "staging",
        "KS0301",
        "declare the environment `staging` under `envs:`",
    );
    assert_eq!(text, bare.replace("steps:\n", "envs:\n  staging:\nsteps:\n"));
    assert!(!codes(&text, none.clone()).contains(&"KS0301".to_string()), "{text}");

    // KS0611 (checked as CI): ks-core's pin, where `fmt --upgrade` writes it.
    let ci = json!({"actor": "ci"});
    let headless = format!(
        "# the api\n{}",
        SHIP.replace("keepshipping: 0.1\n", "").replace("build.d", "build.digest")
    );
    assert!(codes(&headless, ci.clone()).contains(&"KS0611".to_string()));
    let text =
        fixed(&headless, ci.clone(), "# the api", "KS0611", "pin the format: `keepshipping: 0.1`");
    assert_eq!(text, headless.replace("# the api\n", "# the api\nkeepshipping: 0.1\n"));
    assert!(!codes(&text, ci).contains(&"KS0611".to_string()), "{text}");
}
