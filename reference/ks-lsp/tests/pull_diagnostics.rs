//! Diagnostics pulled (`textDocument/diagnostic`) beside those pushed, each linked to its code's
//! page; and the progress of the workspace's first analysis (issue 46, ADR 0082).

mod common;

use common::{Client, URI};
use serde_json::{json, Value};

/// A misspelt reference (KS0201) and a duplicate step name.
const SHIP: &str = "keepshipping: 0.1
name: api
steps:
  build: oci.image
    from: ./Dockerfile
  build: oci.image
    from: ./Dockerfile
  deploy: k8s.rollout
    image: biuld.digest
";

/// What a client that pulls and can be asked to pull again says it can do.
fn pulling() -> Value {
    json!({
        "textDocument": { "diagnostic": { "dynamicRegistration": false } },
        "workspace": { "diagnostics": { "refreshSupport": true } },
    })
}

fn pull(client: &mut Client, uri: &str) -> Value {
    client.request("textDocument/diagnostic", json!({ "textDocument": { "uri": uri } }))
}

fn pushed(client: &Client) -> usize {
    client.notifications.iter().filter(|n| n.method == "textDocument/publishDiagnostics").count()
}

#[test]
fn a_pulling_client_gets_the_pushed_list_and_no_pushes() {
    let mut pusher = Client::start();
    pusher.open(URI, SHIP);
    let (_, pushed_list) = pusher.diagnostics_until(URI, 1);
    let codes: Vec<&str> = pushed_list.iter().map(|d| d["code"].as_str().unwrap()).collect();
    assert_eq!(codes, ["KS0106", "KS0201"], "{pushed_list:#?}");
    // A client that did not say it pulls is not told to, and may still ask.
    let asked = pull(&mut pusher, URI);
    assert_eq!(asked["kind"], "full");
    assert_eq!(asked["items"], Value::Array(pushed_list.clone()));
    pusher.shutdown();

    let mut puller = Client::start_full(pulling(), Value::Null);
    puller.open(URI, SHIP);
    let report = pull(&mut puller, URI);
    assert_eq!(report["kind"], "full");
    assert_eq!(report["items"], Value::Array(pushed_list), "the same list, pulled");
    // After an edit, the new version's list.
    puller.change(URI, 2, json!([{ "text": SHIP.replace("biuld", "build") }]));
    let report = pull(&mut puller, URI);
    assert_eq!(report["items"].as_array().unwrap().len(), 1, "KS0201 fixed: {report}");
    assert_eq!(pushed(&puller), 0, "a pulling client is not pushed to");
    puller.shutdown();
}

/// What Neovim 0.12 says it can do: pull, with related documents, and not be asked to pull again.
fn pulling_without_refresh() -> Value {
    json!({ "textDocument": { "diagnostic": { "dynamicRegistration": false, "relatedDocumentSupport": true } } })
}

#[test]
fn a_client_that_can_pull_and_learn_of_block_changes_is_told_to_pull() {
    let capability = |capabilities: Value| {
        let client = Client::start_full(capabilities, Value::Null);
        let announced = client.capabilities["diagnosticProvider"].clone();
        client.shutdown();
        announced
    };
    let told = capability(pulling());
    assert_eq!(told["identifier"], "keepshipping");
    assert_eq!(told["interFileDependencies"], true);
    assert_eq!(capability(pulling_without_refresh()), told, "Neovim 0.12 is told to pull too");
    let nothing = capability(json!({}));
    assert_eq!(nothing, Value::Null, "a client that did not say it pulls is not told");
    // One that pulls but can neither be asked again nor take related documents would keep a
    // block's stale diagnostics: it is pushed to.
    let neither = json!({ "textDocument": { "diagnostic": { "dynamicRegistration": false } } });
    assert_eq!(capability(neither), Value::Null);
}

/// A site of a block `web` (input `image`) and a workflow that uses it; the block's file and the
/// workflow's URIs.
fn block_site(dir: &std::path::Path) -> (String, String, String, &'static str) {
    std::fs::create_dir_all(dir.join("blocks")).unwrap();
    let block = "keepshipping: 0.1\nblock: web\ninputs:\n  image: oci.Digest\nsteps:\n  roll: k8s.rollout\n    image: inputs.image\n";
    std::fs::write(dir.join("blocks/web.ks"), block).unwrap();
    let ship = dir.join("ship.ks");
    let text = "keepshipping: 0.1\nname: api\nsteps:\n  site: web\n    image: x\n";
    std::fs::write(&ship, text).unwrap();
    let uri = format!("file://{}", ship.display());
    let block_uri = format!("file://{}", dir.join("blocks/web.ks").display());
    (uri, text.to_string(), block_uri, block)
}

#[test]
fn a_block_report_carries_the_reports_of_the_documents_that_read_it() {
    let dir = tempfile::tempdir().unwrap();
    let (uri, text, block_uri, block) = block_site(dir.path());
    let mut client = Client::start_full(pulling_without_refresh(), Value::Null);
    client.open(&uri, &text);
    client.open(&block_uri, block);
    let codes = |report: &Value| -> Vec<String> {
        let items = report["items"].as_array().cloned().unwrap_or_default();
        items.iter().map(|d| d["code"].as_str().unwrap().to_string()).collect()
    };
    let before = pull(&mut client, &uri);
    assert!(!codes(&before).contains(&"KS0206".to_string()), "{before}");
    // A second required input: the use now misses it. The client pulls the block file it edited.
    let edited = block.replace("  image: oci.Digest\n", "  image: oci.Digest\n  tag: oci.Digest\n");
    client.change(&block_uri, 2, json!([{ "text": edited }]));
    let report = pull(&mut client, &block_uri);
    let related = &report["relatedDocuments"];
    assert_eq!(related.as_object().map(|o| o.len()), Some(1), "the workflow only: {report}");
    assert_eq!(related[&uri]["kind"], "full");
    assert!(codes(&related[&uri]).contains(&"KS0206".to_string()), "{report}");
    // The same list the workflow's own pull gives.
    assert_eq!(related[&uri]["items"], pull(&mut client, &uri)["items"]);
    // The workflow reads no other document: its report carries none.
    assert!(pull(&mut client, &uri).get("relatedDocuments").is_none());
    assert_eq!(pushed(&client), 0, "a pulling client is not pushed to");
    assert!(
        !client.server_requests.iter().any(|r| r.method == "workspace/diagnostic/refresh"),
        "a client that cannot be asked to pull again is not asked"
    );
    client.shutdown();
}

#[test]
fn a_block_change_asks_a_pulling_client_to_pull_again() {
    let dir = tempfile::tempdir().unwrap();
    let (uri, text, block_uri, _) = block_site(dir.path());
    let mut client = Client::start_full(pulling(), Value::Null);
    client.open(&uri, &text);
    let _ = pull(&mut client, &uri);
    client.notify(
        "workspace/didChangeWatchedFiles",
        json!({ "changes": [{ "uri": block_uri, "type": 2 }] }),
    );
    // The refresh is sent before the next answer.
    let _ = pull(&mut client, &uri);
    let refreshes: Vec<&str> = client
        .server_requests
        .iter()
        .map(|request| request.method.as_str())
        .filter(|method| *method == "workspace/diagnostic/refresh")
        .collect();
    assert_eq!(refreshes.len(), 1, "{:?}", client.server_requests);
    client.shutdown();
}

#[test]
fn each_diagnostic_links_its_codes_page_where_sarif_does() {
    let mut client = Client::start_with(json!({ "site": "https://docs.example.org/ks/" }));
    client.open(URI, SHIP);
    let (_, diagnostics) = client.diagnostics_until(URI, 1);
    assert!(!diagnostics.is_empty());
    for diagnostic in &diagnostics {
        let code = diagnostic["code"].as_str().unwrap();
        let href = ks_report::diagnostics::code_page("https://docs.example.org/ks/", code);
        assert_eq!(href, format!("https://docs.example.org/ks/codes/{code}.html"));
        assert_eq!(diagnostic["codeDescription"]["href"], href, "{diagnostic}");
    }
    client.shutdown();
    // Without an address (a build that was not told one, ADR 0074): no link.
    let mut client = Client::start();
    client.open(URI, SHIP);
    let (_, diagnostics) = client.diagnostics_until(URI, 1);
    for diagnostic in &diagnostics {
        let linked = !diagnostic["codeDescription"].is_null();
        assert_eq!(linked, ks_report::diagnostics::SITE.is_some(), "{diagnostic}");
    }
    client.shutdown();
}

#[test]
fn the_first_analysis_reports_its_progress_once() {
    let capabilities = json!({ "window": { "workDoneProgress": true } });
    let mut client = Client::start_full(capabilities, Value::Null);
    client.open(URI, SHIP);
    client.diagnostics_until(URI, 1);
    client.open("file:///example/other.ks", SHIP);
    client.diagnostics_until("file:///example/other.ks", 1);
    let created: Vec<&Value> = client
        .server_requests
        .iter()
        .filter(|request| request.method == "window/workDoneProgress/create")
        .map(|request| &request.params["token"])
        .collect();
    assert_eq!(created, [&json!("keepshipping/first-analysis")]);
    let progress: Vec<(Value, Value)> = client
        .notifications
        .iter()
        .filter(|n| n.method == "$/progress")
        .map(|n| (n.params["token"].clone(), n.params["value"]["kind"].clone()))
        .collect();
    let token = json!("keepshipping/first-analysis");
    assert_eq!(progress, [(token.clone(), json!("begin")), (token, json!("end"))]);
    client.shutdown();
    // A client that shows no progress is sent none.
    let mut client = Client::start();
    client.open(URI, SHIP);
    client.diagnostics_until(URI, 1);
    assert!(client.notifications.iter().all(|n| n.method != "$/progress"));
    assert!(client.server_requests.is_empty());
    client.shutdown();
}
