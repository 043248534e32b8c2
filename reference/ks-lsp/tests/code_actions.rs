//! `textDocument/codeAction` (issue 28, ADR 0066): quick fixes with their diagnostic attached, the
//! lone did-you-mean preferred, and `source.fixAll.keepshipping` with the safe fixes only.

mod common;

use common::{apply, find, Client, URI};
use serde_json::{json, Value};

/// A misspelt output (unsafe did-you-mean), a run-time output read bare (safe `.out.`), a tab indent
/// (safe) and a misspelt environment (unsafe).
const SHIP: &str = "keepshipping: 0.1
name: api
envs:
  prod:
steps:
  build: oci.image
\t   from: ./Dockerfile
  plan: tofu.plan
    dir: ./infra
  infra: tofu.apply
    plan: plan
  deploy: k8s.rollout
    image: biuld.digest
    cluster: infra.cluster
    when: env is prd
";

fn actions(client: &mut Client, range: Value, only: Option<&[&str]>) -> Vec<Value> {
    let mut context = json!({ "diagnostics": [] });
    if let Some(only) = only {
        context["only"] = json!(only);
    }
    let response = client.request(
        "textDocument/codeAction",
        json!({ "textDocument": { "uri": URI }, "range": range, "context": context }),
    );
    response.as_array().unwrap_or_else(|| panic!("an array: {response}")).clone()
}

fn at(needle: &str) -> Value {
    let (line, character) = find(SHIP, needle, 0);
    json!({ "start": { "line": line, "character": character },
            "end": { "line": line, "character": character } })
}

#[test]
fn a_quick_fix_carries_its_diagnostic_and_the_lone_did_you_mean_is_preferred() {
    let mut client = Client::start();
    client.open(URI, SHIP);
    let found = actions(&mut client, at("biuld"), None);
    let quick: Vec<&Value> = found.iter().filter(|a| a["kind"] == "quickfix").collect();
    assert_eq!(quick.len(), 1, "{found:#?}");
    let action = quick[0];
    assert_eq!(action["title"], "replace with `build`");
    assert_eq!(action["isPreferred"], true);
    let diagnostic = &action["diagnostics"][0];
    assert_eq!(diagnostic["code"], "KS0201");
    assert_eq!(diagnostic["range"]["start"], at("biuld")["start"]);
    let edits = action["edit"]["changes"][URI].as_array().unwrap();
    assert_eq!(apply(SHIP, edits), SHIP.replace("biuld", "build"));
    // Elsewhere on the file: the `.out.` insertion, its own quick fix.
    let found = actions(&mut client, at("cluster\n"), Some(&["quickfix"]));
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!(found[0]["diagnostics"][0]["code"], "KS0202");
    let edits = found[0]["edit"]["changes"][URI].as_array().unwrap();
    assert_eq!(apply(SHIP, edits), SHIP.replace("infra.cluster", "infra.out.cluster"));
    // A line without a fixable diagnostic: none.
    assert!(actions(&mut client, at("name: api"), Some(&["quickfix"])).is_empty());
    client.shutdown();
}

#[test]
fn fix_all_applies_the_safe_fixes_only() {
    let mut client = Client::start();
    client.open(URI, SHIP);
    let whole =
        json!({ "start": { "line": 0, "character": 0 }, "end": { "line": 0, "character": 0 } });
    let found = actions(&mut client, whole.clone(), Some(&["source.fixAll"]));
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!(found[0]["kind"], "source.fixAll.keepshipping");
    assert!(found[0].get("diagnostics").is_none_or(Value::is_null));
    let edits = found[0]["edit"]["changes"][URI].as_array().unwrap();
    let fixed = apply(SHIP, edits);
    assert_eq!(
        fixed,
        SHIP.replace("\t   from", "    from").replace("infra.cluster", "infra.out.cluster")
    );
    // Only `quickfix` asked for: no fix-all.
    let found = actions(&mut client, whole, Some(&["quickfix"]));
    assert!(found.iter().all(|a| a["kind"] == "quickfix"), "{found:#?}");
    // A file that does not parse gets no fix-all.
    let broken = "file:///example/broken.ks";
    client.open(broken, &SHIP.replace("name: api", "name: \"api"));
    let response = client.request(
        "textDocument/codeAction",
        json!({ "textDocument": { "uri": broken },
                "range": { "start": { "line": 0, "character": 0 }, "end": { "line": 0, "character": 0 } },
                "context": { "diagnostics": [], "only": ["source.fixAll.keepshipping"] } }),
    );
    assert_eq!(response, json!([]));
    client.shutdown();
}

#[test]
fn the_server_announces_both_kinds() {
    let capabilities = serde_json::to_value(ks_lsp::capabilities()).unwrap();
    assert_eq!(
        capabilities["codeActionProvider"]["codeActionKinds"],
        json!(["quickfix", "source.fixAll.keepshipping"])
    );
}
