//! The server reads a document's site through ks-host's loader, as `keepshipping check` does: the
//! `.tf` outputs of a plan's literal `dir:`, read again when the client reports a `.tf` change; a
//! named base that cannot be read is said once and the document is still checked; a document that is
//! no file has no site.

mod common;

use common::Client;
use serde_json::{json, Value};

const APPLY: &str = "keepshipping: 0.1
name: api
on: push main
steps:
  plan: tofu.plan
    dir: ./infra
  apply: tofu.apply
    plan: plan
  deploy: k8s.rollout
    image: sha256:abc
    cluster: apply.out.clustr
    wait: healthy, 5m
";

fn codes(diagnostics: &[Value]) -> Vec<String> {
    diagnostics.iter().map(|d| d["code"].as_str().unwrap().to_string()).collect()
}

#[test]
fn tf_outputs_are_read_and_read_again_when_a_tf_file_changes() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("infra")).unwrap();
    let tf = dir.path().join("infra/main.tf");
    std::fs::write(&tf, "output \"cluster\" {\n  value = \"x\"\n}\n").unwrap();
    let ship = format!("file://{}", dir.path().join("ship.ks").display());
    let capabilities =
        json!({"workspace": {"didChangeWatchedFiles": {"dynamicRegistration": true}}});
    let mut client = Client::start_full(capabilities, json!({"noBase": true}));
    client.open(&ship, APPLY);
    let (_, found) = client.diagnostics_until(&ship, 1);
    // `clustr` is not among the outputs `infra/*.tf` declares.
    let undeclared = found.iter().find(|d| d["code"] == "KS0203").unwrap_or_else(|| {
        panic!("KS0203 for the undeclared output: {found:?}");
    });
    assert!(undeclared["message"].as_str().unwrap().contains("cluster"), "{undeclared}");
    let watchers = &client
        .server_requests
        .iter()
        .find(|request| request.method == "client/registerCapability")
        .expect("a registration")
        .params["registrations"][0]["registerOptions"]["watchers"];
    let globs: Vec<&str> =
        watchers.as_array().unwrap().iter().map(|w| w["globPattern"].as_str().unwrap()).collect();
    assert_eq!(globs, ["**/blocks/*.ks", "**/*.tf", "**/*.ts", "**/keepshipping.toml"]);

    // The `.tf` file now declares the output; the client's watcher reports the change.
    std::fs::write(&tf, "output \"clustr\" {\n  value = \"x\"\n}\n").unwrap();
    let uri = format!("file://{}", tf.display());
    client.notify("workspace/didChangeWatchedFiles", json!({"changes": [{"uri": uri, "type": 2}]}));
    let (_, found) = client.diagnostics_until(&ship, 1);
    assert!(!codes(&found).contains(&"KS0203".to_string()), "{found:?}");
    client.shutdown();
}

#[test]
fn a_named_base_that_cannot_be_read_is_said_and_the_document_still_checked() {
    let dir = tempfile::tempdir().unwrap();
    let ship = format!("file://{}", dir.path().join("ship.ks").display());
    let mut client = Client::start_with(json!({"base": "no-such-ref"}));
    client.open(&ship, APPLY);
    let message = client.notification("window/showMessage");
    assert_eq!(message["type"], 1, "an error: {message}");
    let text = message["message"].as_str().unwrap();
    assert!(text.contains("no-such-ref") && text.contains("not in a git repository"), "{text}");
    let (_, found) = client.diagnostics_until(&ship, 1);
    // Checked without a base, the site's other facts still read (`infra/` is absent: no KS0203).
    assert!(!codes(&found).iter().any(|code| code == "KS0405"), "{found:?}");
    client.shutdown();
}

#[test]
fn a_document_that_is_no_file_has_no_site() {
    // An agent's check of a file with a policy consults the base; an unsaved editor has none to read.
    let text = "keepshipping: 0.1\nname: api\nenvs:\n  prod:\npolicy:\n  agents:\n    never: deploy prod\nsteps:\n  a: oci.image\n    from: ./Dockerfile\n";
    let mut client = Client::start_with(json!({"actor": "agent"}));
    client.open("untitled:Untitled-1", text);
    let (_, found) = client.diagnostics_until("untitled:Untitled-1", 1);
    assert_eq!(codes(&found), Vec::<String>::new(), "{found:?}");
    // The same text as a file outside any repository: KS0405 says there is no base to read.
    client.open("file:///example/ship.ks", text);
    let (_, found) = client.diagnostics_until("file:///example/ship.ks", 1);
    assert_eq!(codes(&found), ["KS0405"], "{found:?}");
    client.shutdown();
}

/// A document is judged under its `keepshipping.toml`, as `check` judges it: the file's actor, its
/// per-file ignores (a warning left out under `legacy/`), and the editor's settings over it.
#[test]
fn the_configuration_file_speaks_for_its_documents() {
    const CI_ONLY: &str = "keepshipping: 0.1\nname: api\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n    ci-only: true\n";
    const POLICY: &str = "keepshipping: 0.1\nname: api\nenvs:\n  prod:\nsteps:\n  deploy: k8s.rollout\n    image: sha256:abc\npolicy:\n  agents:\n    never: deploy prod\n";
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::write(
        root.join("keepshipping.toml"),
        "actor = \"agent\"\nno-base = true\n[per-file-ignores]\n\"legacy/**\" = [\"KS0602\"]\n",
    )
    .unwrap();
    std::fs::create_dir_all(root.join("legacy")).unwrap();
    let uri = |path: &str| format!("file://{}", root.join(path).display());
    let mut client = Client::start_with(json!({}));
    client.open(&uri("legacy/ship.ks"), CI_ONLY);
    let (_, legacy) = client.diagnostics_until(&uri("legacy/ship.ks"), 1);
    assert_eq!(codes(&legacy), Vec::<String>::new(), "ignored under legacy/: {legacy:?}");
    client.open(&uri("ship.ks"), CI_ONLY);
    let (_, top) = client.diagnostics_until(&uri("ship.ks"), 1);
    assert_eq!(codes(&top), ["KS0602"]);
    // The file's actor is an agent: `never: deploy prod` refuses the rollout (and no KS0405: no-base).
    client.open(&uri("policy/ship.ks"), POLICY);
    let (_, refused) = client.diagnostics_until(&uri("policy/ship.ks"), 1);
    let refusal = refused.iter().find(|d| d["code"] == "KS0401" && d["severity"] == 1);
    assert!(refusal.is_some(), "{refused:?}");
    assert!(!codes(&refused).contains(&"KS0405".to_string()), "{refused:?}");
    client.shutdown();
    // The editor's `actor` setting wins over the file's.
    let mut human = Client::start_with(json!({"actor": "human"}));
    human.open(&uri("policy/ship.ks"), POLICY);
    let (_, found) = human.diagnostics_until(&uri("policy/ship.ks"), 1);
    assert_eq!(codes(&found), Vec::<String>::new(), "{found:?}");
    human.shutdown();
}

/// A `keepshipping.toml` written, created or deleted outside the editor: the client's watcher says
/// so, and every open document below it is judged again under what it now says.
#[test]
fn a_configuration_written_on_disk_judges_its_documents_again() {
    const CI_ONLY: &str = "keepshipping: 0.1\nname: api\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n    ci-only: true\n";
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir_all(root.join("svc")).unwrap();
    let ship = format!("file://{}", root.join("svc/ship.ks").display());
    let capabilities =
        json!({"workspace": {"didChangeWatchedFiles": {"dynamicRegistration": true}}});
    let mut client = Client::start_full(capabilities, json!({"noBase": true}));
    client.open(&ship, CI_ONLY);
    let (_, before) = client.diagnostics_until(&ship, 1);
    assert_eq!(codes(&before), ["KS0602"]);
    // Created: the warning is ignored for every file.
    let config = root.join("keepshipping.toml");
    std::fs::write(&config, "[per-file-ignores]\n\"**\" = [\"KS0602\"]\n").unwrap();
    let uri = format!("file://{}", config.display());
    let changed = |kind: u8| json!({"changes": [{"uri": uri, "type": kind}]});
    client.notify("workspace/didChangeWatchedFiles", changed(1));
    let (_, created) = client.diagnostics_until(&ship, 1);
    assert_eq!(codes(&created), Vec::<String>::new(), "{created:?}");
    // Deleted: the warning is back.
    std::fs::remove_file(&config).unwrap();
    client.notify("workspace/didChangeWatchedFiles", changed(3));
    let (_, deleted) = client.diagnostics_until(&ship, 1);
    assert_eq!(codes(&deleted), ["KS0602"], "{deleted:?}");
    client.shutdown();
}
