//! Every request the server supports, driven over an in-memory connection and asserted on.

mod common;

use common::{find, Client, URI};
use serde_json::{json, Value};

/// A workflow with a misspelt reference on a line with non-ASCII text before it, a duplicate step
/// name (related location), an `after:` name and an `env is` gate.
const SHIP: &str = "keepshipping: 0.1
name: api
on: push main

envs:
  dev:
    on: push main
  prod:
    on: tag v*

steps:
  build: oci.image
    from: ./Dockerfile
    tags: \"api-{git.sha}\"

  build: oci.image
    from: ./Dockerfile

  deploy: k8s.rollout
    image: biuld.digest
    env: \"→🚀\"
    after: build
    when: env is prod
";

fn diagnostics(params: &Value) -> Vec<Value> {
    params["diagnostics"].as_array().expect("a diagnostics array").clone()
}

#[test]
fn diagnostics_are_published_on_open_and_change_with_related_locations() {
    let mut client = Client::start();
    client.open(URI, SHIP);
    let published = client.notification("textDocument/publishDiagnostics");
    assert_eq!(published["uri"], URI);
    assert_eq!(published["version"], 1);
    let found = diagnostics(&published);
    let misspelt = found
        .iter()
        .find(|d| d["message"].as_str().unwrap().contains("biuld"))
        .unwrap_or_else(|| panic!("a diagnostic about `biuld`: {found:#?}"));
    let (line, column) = find(SHIP, "biuld", 0);
    assert_eq!(misspelt["range"]["start"], json!({"line": line, "character": column}));
    assert_eq!(misspelt["severity"], 1);
    assert_eq!(misspelt["source"], "keepshipping");
    assert!(misspelt["code"].as_str().unwrap().starts_with("KS"));
    assert!(misspelt["message"].as_str().unwrap().contains("did you mean `build`"), "{misspelt}");
    let duplicate = found
        .iter()
        .find(|d| !d["relatedInformation"].is_null())
        .unwrap_or_else(|| panic!("a diagnostic with related information: {found:#?}"));
    let related = &duplicate["relatedInformation"][0];
    assert_eq!(related["location"]["uri"], URI);
    let (first_build, _) = find(SHIP, "build: oci.image", 0);
    let (second_build, _) = find(SHIP, "build: oci.image", 1);
    let lines = [
        duplicate["range"]["start"]["line"].clone(),
        related["location"]["range"]["start"]["line"].clone(),
    ];
    assert!(
        lines.contains(&json!(first_build)) && lines.contains(&json!(second_build)),
        "{duplicate}"
    );

    // Fix the misspelling with a ranged edit (UTF-16 positions): its diagnostic goes, version 2.
    client.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": URI, "version": 2}, "contentChanges": [
            {"range": {"start": {"line": line, "character": column}, "end": {"line": line, "character": column + 5}}, "text": "build"}
        ]}),
    );
    let published = client.notification("textDocument/publishDiagnostics");
    assert_eq!(published["version"], 2);
    let found = diagnostics(&published);
    assert!(found.iter().all(|d| !d["message"].as_str().unwrap().contains("biuld")), "{found:#?}");
    assert!(!found.is_empty(), "the duplicate step is still reported");

    // An edit after the non-ASCII value lands where the client meant it.
    let (env_line, env_column) = find(SHIP, "\"→🚀\"", 0);
    let end = env_column + "\"→🚀\"".encode_utf16().count() as u32;
    client.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": URI, "version": 3}, "contentChanges": [
            {"range": {"start": {"line": env_line, "character": end}, "end": {"line": env_line, "character": end}}, "text": " # ok"}
        ]}),
    );
    let _ = client.notification("textDocument/publishDiagnostics");
    let hover = client.at("textDocument/hover", URI, env_line + 1, 12);
    assert!(hover["contents"]["value"].as_str().unwrap().contains("build"), "{hover}");

    // Closing clears the file's diagnostics.
    client.notify("textDocument/didClose", json!({"textDocument": {"uri": URI}}));
    let published = client.notification("textDocument/publishDiagnostics");
    assert_eq!(diagnostics(&published), Vec::<Value>::new());
    client.shutdown();
}

#[test]
fn hover_shows_kinds_outputs_and_resolved_references() {
    let mut client = Client::start();
    client.open(URI, SHIP);
    let (line, column) = find(SHIP, "deploy: k8s", 0);
    let hover = client.at("textDocument/hover", URI, line, column + 1);
    let text = hover["contents"]["value"].as_str().unwrap();
    assert!(text.contains("**deploy**: `k8s.rollout`"), "{text}");
    assert!(text.contains("action: `deploy`"), "{text}");
    assert_eq!(hover["range"]["start"], json!({"line": line, "character": column}));
    assert_eq!(hover["range"]["end"], json!({"line": line, "character": column + 6}));

    let (line, column) = find(SHIP, "oci.image", 0);
    let hover = client.at("textDocument/hover", URI, line, column + 2);
    let text = hover["contents"]["value"].as_str().unwrap();
    assert!(text.contains("`build.digest`: oci.Digest"), "outputs with types: {text}");

    let (line, column) = find(SHIP, "git.sha", 0);
    let hover = client.at("textDocument/hover", URI, line, column + 5);
    let text = hover["contents"]["value"].as_str().unwrap();
    assert!(text.contains("`git.sha`: `String`") && text.contains("`git` context"), "{text}");

    // An input key: its catalog type.
    let (line, column) = find(SHIP, "from:", 0);
    let hover = client.at("textDocument/hover", URI, line, column + 1);
    assert_eq!(
        hover["contents"]["value"],
        "`from`: `Path` (required input of `oci.image`)\n\nWhere the image is built from: a path in the site."
    );

    // Nothing to say on a top-level key.
    let hover = client.at("textDocument/hover", URI, 0, 2);
    assert_eq!(hover, Value::Null);
    client.shutdown();
}

/// A workflow with a `policy:` block: an agents' rule over two actions and a humans' rule.
const POLICY: &str = "keepshipping: 0.1
name: api

envs:
  dev:
  prod:

steps:
  roll: k8s.rollout
    image: registry/api:1
    env: dev

policy:
  agents:
    can: deploy dev, destroy
  humans:
    never: deploy prod
";

#[test]
fn hover_on_a_policy_rule_says_who_which_verb_where_and_the_answer() {
    let mut client = Client::start();
    client.open(URI, POLICY);
    // On the rule's key: who reads it and every action it states, each with its answer.
    let (line, column) = find(POLICY, "can: deploy dev", 0);
    let hover = client.at("textDocument/hover", URI, line, column + 1);
    let text = hover["contents"]["value"].as_str().unwrap_or_else(|| panic!("a hover: {hover}"));
    assert!(text.starts_with("**can**: policy rule for `agents` (the actor `agent`)"), "{text}");
    assert!(text.contains("\n- `deploy` in `dev`: allowed\n"), "{text}");
    assert!(
        text.contains(
            "\n- `destroy` in every environment: allowed (but `destroy` always asks an agent)"
        ),
        "{text}"
    );
    assert!(text.contains("`keepshipping policy explain`"), "{text}");
    assert_eq!(hover["range"]["start"], json!({"line": line, "character": column}));
    assert_eq!(hover["range"]["end"], json!({"line": line, "character": column + 3}));

    // On a verb: that action alone.
    let (line, column) = find(POLICY, "deploy prod", 0);
    let hover = client.at("textDocument/hover", URI, line, column + 2);
    let text = hover["contents"]["value"].as_str().unwrap_or_else(|| panic!("a hover: {hover}"));
    assert!(
        text.starts_with("**never**: policy rule for `humans` (the actors `human`, `ci`)"),
        "{text}"
    );
    assert!(
        text.contains("\n- `deploy` in `prod`: never: refused when the file is checked"),
        "{text}"
    );
    assert_eq!(hover["range"]["end"], json!({"line": line, "character": column + 6}));
    client.shutdown();
}

#[test]
fn definition_goes_to_steps_and_environments() {
    let text = SHIP.replace("biuld", "build");
    let mut client = Client::start();
    client.open(URI, &text);
    let (build_line, build_column) = find(&text, "build: oci", 0);
    let expected = json!({"uri": URI, "range": {
        "start": {"line": build_line, "character": build_column},
        "end": {"line": build_line, "character": build_column + 5}}});
    // A reference.
    let (line, column) = find(&text, "build.digest", 0);
    assert_eq!(client.at("textDocument/definition", URI, line, column + 8), expected);
    // An `after:` name.
    let (line, column) = find(&text, "after: build", 0);
    assert_eq!(client.at("textDocument/definition", URI, line, column + 8), expected);
    // `env is prod` goes to `prod:` under `envs:`.
    let (prod_line, prod_column) = find(&text, "prod:", 0);
    let (line, column) = find(&text, "env is prod", 0);
    assert_eq!(
        client.at("textDocument/definition", URI, line, column + 8),
        json!({"uri": URI, "range": {
            "start": {"line": prod_line, "character": prod_column},
            "end": {"line": prod_line, "character": prod_column + 4}}})
    );
    // A key is not a definition site.
    let (line, column) = find(&text, "from:", 0);
    assert_eq!(client.at("textDocument/definition", URI, line, column + 1), Value::Null);
    client.shutdown();
}

fn labels(response: &Value) -> Vec<String> {
    response
        .as_array()
        .expect("a completion list")
        .iter()
        .map(|item| item["label"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn completion_offers_outputs_members_steps_and_kinds() {
    let text = SHIP.replace("image: biuld.digest", "image: build.");
    let mut client = Client::start();
    client.open(URI, &text);
    let (line, column) = find(&text, "build.\n", 0);
    let outputs = labels(&client.at("textDocument/completion", URI, line, column + 6));
    assert_eq!(outputs, ["digest", "ref", "signed"], "oci.image's outputs in catalog order");
    let item = &client.at("textDocument/completion", URI, line, column + 6)[0];
    assert_eq!(item["detail"], "oci.Digest");

    // Context members after `git.`.
    let (line, column) = find(&text, "git.sha", 0);
    let members = labels(&client.at("textDocument/completion", URI, line, column + 4));
    for member in ["sha", "ref", "branch", "tag"] {
        assert!(members.contains(&member.to_string()), "{member} in {members:?}");
    }

    // Anywhere else in a value: step names and namespaces.
    let (line, column) = find(&text, "after: build", 0);
    let names = labels(&client.at("textDocument/completion", URI, line, column + 7));
    for name in ["build", "deploy", "git", "secrets", "env"] {
        assert!(names.contains(&name.to_string()), "{name} in {names:?}");
    }

    // In a step header: catalog kinds.
    let (line, column) = find(&text, "k8s.rollout", 0);
    let kinds = labels(&client.at("textDocument/completion", URI, line, column));
    assert!(
        kinds.contains(&"oci.image".to_string()) && kinds.contains(&"tofu.apply".to_string()),
        "{kinds:?}"
    );
    assert!(!kinds.contains(&"build".to_string()), "kinds only: {kinds:?}");
    client.shutdown();
}

#[test]
fn document_symbols_list_environments_and_steps_in_order() {
    let mut client = Client::start();
    client.open(URI, SHIP);
    let symbols =
        client.request("textDocument/documentSymbol", json!({"textDocument": {"uri": URI}}));
    let names: Vec<(&str, u64)> = symbols
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["name"].as_str().unwrap(), s["kind"].as_u64().unwrap()))
        .collect();
    assert_eq!(names, [("dev", 3), ("prod", 3), ("build", 12), ("build", 12), ("deploy", 12)]);
    let deploy = &symbols[4];
    let (line, column) = find(SHIP, "deploy:", 0);
    assert_eq!(deploy["selectionRange"]["start"], json!({"line": line, "character": column}));
    assert_eq!(deploy["detail"], "k8s.rollout");
    assert!(
        deploy["range"]["end"]["line"].as_u64().unwrap() > line as u64,
        "the range covers the inputs"
    );
    client.shutdown();
}

#[test]
fn formatting_returns_the_canonical_text_or_says_why_not() {
    let messy =
        "keepshipping: 0.1\nname:   api\nsteps:\n  build:   oci.image\n    from:    ./Dockerfile\n";
    let mut client = Client::start();
    client.open(URI, messy);
    let edits = client.request(
        "textDocument/formatting",
        json!({"textDocument": {"uri": URI}, "options": {"tabSize": 2, "insertSpaces": true}}),
    );
    let expected = ks_fmt::format(messy).unwrap();
    assert_ne!(expected, messy);
    assert_eq!(edits.as_array().unwrap().len(), 1, "{edits}");
    assert_eq!(edits[0]["newText"], expected);
    assert_eq!(edits[0]["range"]["start"], json!({"line": 0, "character": 0}));
    assert_eq!(edits[0]["range"]["end"], json!({"line": 5, "character": 0}));

    // Already canonical: no edits.
    let uri = "file:///example/clean.ks";
    client.open(uri, &expected);
    let edits = client.request(
        "textDocument/formatting",
        json!({"textDocument": {"uri": uri}, "options": {"tabSize": 2, "insertSpaces": true}}),
    );
    assert_eq!(edits, json!([]));

    // A file that does not parse: no edits, and a message saying why.
    let uri = "file:///example/broken.ks";
    client.open(uri, "keepshipping: 0.1\nname: \"api\nsteps:\n");
    let edits = client.request(
        "textDocument/formatting",
        json!({"textDocument": {"uri": uri}, "options": {"tabSize": 2, "insertSpaces": true}}),
    );
    assert_eq!(edits, json!([]));
    let message = client.notification("window/showMessage");
    assert_eq!(message["type"], 2, "a warning: {message}");
    assert!(
        message["message"].as_str().unwrap().starts_with("keepshipping: not formatted: "),
        "{message}"
    );
    client.shutdown();
}

#[test]
fn unknown_requests_get_method_not_found_and_unknown_documents_null() {
    let mut client = Client::start();
    let error = client.try_request("textDocument/moniker", json!({})).unwrap_err();
    assert_eq!(error.0, lsp_server::ErrorCode::MethodNotFound as i32);
    assert_eq!(client.at("textDocument/hover", "file:///nowhere.ks", 0, 0), Value::Null);
    client.shutdown();
}

/// A step whose body has a new line where a key goes, with some of its kind's inputs written.
const KEYS: &str = "keepshipping: 0.1
name: api
on: push main

envs:
  dev:
    on: push main
  prod:
    on: tag v*

steps:
  build: oci.image
    from: ./Dockerfile
    ta
  deploy: k8s.rollout
    image: build.digest
    when: env is 
";

#[test]
fn completion_offers_a_kinds_input_keys_where_a_key_goes() {
    let mut client = Client::start();
    client.open(URI, KEYS);
    let (line, column) = find(KEYS, "    ta\n", 0);
    let response = client.at("textDocument/completion", URI, line, column + 6);
    let keys = labels(&response);
    // oci.image's inputs not written yet, then the keys every step takes; `from` is written.
    assert!(keys.contains(&"tags".to_string()), "{keys:?}");
    assert!(!keys.contains(&"from".to_string()), "already written: {keys:?}");
    for key in ["after", "when", "ci-only", "rollback"] {
        assert!(keys.contains(&key.to_string()), "{key} in {keys:?}");
    }
    assert!(!keys.contains(&"build".to_string()), "no step names where a key goes: {keys:?}");
    let tags = response.as_array().unwrap().iter().find(|item| item["label"] == "tags").unwrap();
    assert!(tags["detail"].as_str().unwrap().contains("optional"), "{tags}");
    // On the line of a written key, that key is offered again (it is the one being typed).
    let (line, column) = find(KEYS, "from:", 0);
    let keys = labels(&client.at("textDocument/completion", URI, line, column + 2));
    assert!(keys.contains(&"from".to_string()), "{keys:?}");
    // A top-level key position: the keys not written yet, and the one being typed.
    let keys = labels(&client.at("textDocument/completion", URI, 1, 2));
    assert_eq!(keys, ["name", "policy"]);
    client.shutdown();
}

#[test]
fn completion_offers_environment_names_and_context_members() {
    let mut client = Client::start();
    client.open(URI, KEYS);
    // After `env is `.
    let (line, column) = find(KEYS, "env is \n", 0);
    let names = labels(&client.at("textDocument/completion", URI, line, column + 7));
    assert_eq!(names, ["dev", "prod"]);

    // After `|` in a union, on a non-ASCII line: columns are UTF-16 units.
    let text = KEYS.replace("when: env is \n", "when: env is dev | \n    env: \"→🚀 \"\n");
    let uri = "file:///example/union.ks";
    client.open(uri, &text);
    let (line, column) = find(&text, "dev | \n", 0);
    let names = labels(&client.at("textDocument/completion", uri, line, column + 6));
    assert_eq!(names, ["dev", "prod"]);

    // In a policy rule: a verb first, an environment after it.
    let policy = format!("{KEYS}    from: x\npolicy:\n  agents:\n    never: deploy \n    can: \n");
    let uri = "file:///example/policy.ks";
    client.open(uri, &policy);
    let (line, column) = find(&policy, "deploy \n", 0);
    let names = labels(&client.at("textDocument/completion", uri, line, column + 7));
    assert_eq!(names, ["dev", "prod"]);
    let (line, column) = find(&policy, "can: \n", 0);
    let verbs = labels(&client.at("textDocument/completion", uri, line, column + 5));
    assert!(verbs.contains(&"deploy".to_string()) && verbs.contains(&"build".to_string()));

    // Context members: `env.` has the environment's name and declared variables; `secrets.`
    // has the secrets the file reads already.
    let members = "keepshipping: 0.1\nname: api\nenvs:\n  prod:\n    vars:\n      REGION: eu\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n    tags: \"{secrets.TOKEN}\"\n  deploy: k8s.rollout\n    image: build.digest\n    env: \"{env.} {secrets.}\"\n";
    let uri = "file:///example/members.ks";
    client.open(uri, members);
    let (line, column) = find(members, "{env.}", 0);
    let env = labels(&client.at("textDocument/completion", uri, line, column + 5));
    assert!(env.contains(&"name".to_string()), "{env:?}");
    let (line, column) = find(members, "{secrets.}", 0);
    let secrets = labels(&client.at("textDocument/completion", uri, line, column + 9));
    assert_eq!(secrets, ["TOKEN"]);
    // Namespaces where a value goes.
    let (line, column) = find(members, "build.digest", 0);
    let names = labels(&client.at("textDocument/completion", uri, line, column));
    for name in ["git", "pr", "run", "env", "ci", "secrets", "build"] {
        assert!(names.contains(&name.to_string()), "{name} in {names:?}");
    }
    assert!(!names.contains(&"inputs".to_string()), "inputs only in block files: {names:?}");
    client.shutdown();
}

#[test]
fn definition_goes_from_a_policy_rules_environment_to_its_declaration() {
    let text =
        format!("{}policy:\n  agents:\n    never: deploy prod\n", SHIP.replace("biuld", "build"));
    let mut client = Client::start();
    client.open(URI, &text);
    let (prod_line, prod_column) = find(&text, "prod:", 0);
    let (line, column) = find(&text, "deploy prod", 0);
    assert_eq!(
        client.at("textDocument/definition", URI, line, column + 8),
        json!({"uri": URI, "range": {
            "start": {"line": prod_line, "character": prod_column},
            "end": {"line": prod_line, "character": prod_column + 4}}})
    );
    client.shutdown();
}

#[test]
fn document_symbols_include_the_policy_with_its_subjects_and_rules() {
    let text = format!("{SHIP}policy:\n  agents:\n    never: deploy prod\n    can: build\n  humans:\n    can: deploy\n");
    let mut client = Client::start();
    client.open(URI, &text);
    let symbols =
        client.request("textDocument/documentSymbol", json!({"textDocument": {"uri": URI}}));
    let symbols = symbols.as_array().unwrap();
    let policy = symbols.last().unwrap();
    assert_eq!(policy["name"], "policy");
    assert_eq!(policy["kind"], 19, "an object");
    let (line, _) = find(&text, "policy:", 0);
    assert_eq!(policy["selectionRange"]["start"], json!({"line": line, "character": 0}));
    let subjects: Vec<&str> = policy["children"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(subjects, ["agents", "humans"]);
    let rules: Vec<(&str, &str)> = policy["children"][0]["children"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["name"].as_str().unwrap(), r["detail"].as_str().unwrap()))
        .collect();
    assert_eq!(rules, [("never", "deploy prod"), ("can", "build")]);
    let (line, column) = find(&text, "never:", 0);
    assert_eq!(
        policy["children"][0]["children"][0]["selectionRange"]["start"],
        json!({"line": line, "character": column})
    );
    client.shutdown();
}

/// A site on disk: `ship.ks` using the block `web-service` that `blocks/service.ks` declares.
fn site() -> (tempfile::TempDir, String, String) {
    let dir = tempfile::tempdir().unwrap();
    let blocks = dir.path().join("blocks");
    std::fs::create_dir(&blocks).unwrap();
    std::fs::write(
        blocks.join("service.ks"),
        "block: web-service\ninputs:\n  image: oci.Digest\n  domain: string\n  replicas: int = 2\n",
    )
    .unwrap();
    let uri = |path: &std::path::Path| format!("file://{}", path.display());
    let ship = uri(&dir.path().join("ship.ks"));
    let block = uri(&blocks.join("service.ks"));
    (dir, ship, block)
}

const USE: &str = "keepshipping: 0.1
name: api
on: push main
steps:
  build: oci.image
    from: ./Dockerfile
  deploy: web-service
    image: build.digest
    
";

fn codes(diagnostics: &[Value]) -> Vec<String> {
    diagnostics
        .iter()
        .map(|d| format!("{} {}", d["code"].as_str().unwrap(), d["message"].as_str().unwrap()))
        .collect()
}

#[test]
fn block_uses_are_checked_and_resolved_through_the_blocks_directory() {
    let (_dir, ship, block) = site();
    let mut client = Client::start();
    client.open(&ship, USE);
    let (_, found) = client.diagnostics_until(&ship, 1);
    // The block is known (no unknown kind, KS0603); its required `domain` is missing.
    let found = codes(&found);
    assert!(found.iter().any(|d| d.starts_with("KS0206") && d.contains("domain")), "{found:?}");
    assert!(!found.iter().any(|d| d.starts_with("KS0603")), "{found:?}");

    // Definition on the kind: the block's file, at the name its `block:` declares.
    let (line, column) = find(USE, "web-service", 0);
    assert_eq!(
        client.at("textDocument/definition", &ship, line, column + 3),
        json!({"uri": block, "range": {"start": {"line": 0, "character": 7}, "end": {"line": 0, "character": 18}}})
    );
    // Completion where a key goes: the block's declared inputs not written yet.
    let (line, column) = find(USE, "    \n", 0);
    let keys = labels(&client.at("textDocument/completion", &ship, line, column + 4));
    assert!(keys.contains(&"domain".to_string()) && keys.contains(&"replicas".to_string()));
    assert!(!keys.contains(&"image".to_string()), "{keys:?}");
    // Hover on the kind names the block; on an input key, the block's declared type.
    let hover = client.at("textDocument/hover", &ship, line - 2, column + 12);
    assert!(hover["contents"]["value"].as_str().unwrap().contains("block web-service"), "{hover}");
    let hover = client.at("textDocument/hover", &ship, line - 1, column + 5);
    assert_eq!(
        hover["contents"]["value"],
        "`image`: `oci.Digest` (required; input of block `web-service`)"
    );

    // The block file opened with an unsaved new required input: ship.ks is checked against it.
    let edited = "block: web-service\ninputs:\n  image: oci.Digest\n  domain: string\n  replicas: int = 2\n  region: string\n";
    client.notify(
        "textDocument/didOpen",
        json!({"textDocument": {"uri": block, "languageId": "keepshipping", "version": 1, "text": edited}}),
    );
    let (_, found) = client.diagnostics_until(&ship, 1);
    let found = codes(&found);
    assert!(found.iter().any(|d| d.starts_with("KS0206") && d.contains("region")), "{found:?}");
    // Closed without saving: the file on disk counts again.
    client.notify("textDocument/didClose", json!({"textDocument": {"uri": block}}));
    let (_, found) = client.diagnostics_until(&ship, 1);
    let found = codes(&found);
    assert!(!found.iter().any(|d| d.contains("region")), "{found:?}");
    assert!(found.iter().any(|d| d.contains("domain")), "{found:?}");
    client.shutdown();
}

#[test]
fn without_the_blocks_directory_a_block_use_is_an_unknown_kind() {
    let dir = tempfile::tempdir().unwrap();
    let ship = format!("file://{}", dir.path().join("ship.ks").display());
    let mut client = Client::start();
    client.open(&ship, USE);
    let (_, found) = client.diagnostics_until(&ship, 1);
    let found = codes(&found);
    assert!(found.iter().any(|d| d.starts_with("KS0603")), "{found:?}");
    let (line, column) = find(USE, "web-service", 0);
    // No block file to go to: the definition is the step itself.
    let (step_line, step_column) = find(USE, "deploy:", 0);
    assert_eq!(
        client.at("textDocument/definition", &ship, line, column + 3)["range"]["start"],
        json!({"line": step_line, "character": step_column})
    );
    client.shutdown();
}

#[test]
fn block_files_changed_on_disk_are_read_again() {
    let (dir, ship, block) = site();
    // A client that watches files for the server is asked to watch block files.
    let capabilities =
        json!({"workspace": {"didChangeWatchedFiles": {"dynamicRegistration": true}}});
    let mut client = Client::start_full(capabilities, Value::Null);
    client.open(&ship, USE);
    let (_, found) = client.diagnostics_until(&ship, 1);
    assert!(!codes(&found).iter().any(|d| d.contains("region")));
    let registration = client
        .server_requests
        .iter()
        .find(|request| request.method == "client/registerCapability")
        .unwrap_or_else(|| panic!("a registration: {:?}", client.server_requests));
    let registration = &registration.params["registrations"][0];
    assert_eq!(registration["method"], "workspace/didChangeWatchedFiles");
    assert_eq!(registration["registerOptions"]["watchers"][0]["globPattern"], "**/blocks/*.ks");

    // The block gains a required input on disk; the client's watcher reports it.
    let path = dir.path().join("blocks/service.ks");
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&path, format!("{text}  region: string\n")).unwrap();
    client
        .notify("workspace/didChangeWatchedFiles", json!({"changes": [{"uri": block, "type": 2}]}));
    let (_, found) = client.diagnostics_until(&ship, 1);
    let found = codes(&found);
    assert!(found.iter().any(|d| d.starts_with("KS0206") && d.contains("region")), "{found:?}");

    // Saved from the editor: read again too.
    std::fs::write(&path, text).unwrap();
    client.notify("textDocument/didSave", json!({"textDocument": {"uri": block}}));
    let (_, found) = client.diagnostics_until(&ship, 1);
    assert!(!codes(&found).iter().any(|d| d.contains("region")), "{found:?}");
    client.shutdown();
}

#[test]
fn definition_goes_from_a_block_files_input_reference_to_its_declaration() {
    let block = "block: web\ninputs:\n  image: oci.Digest\nsteps:\n  rollout: k8s.rollout\n    image: inputs.image\n";
    let uri = "file:///example/blocks/web.ks";
    let mut client = Client::start();
    client.open(uri, block);
    let (line, column) = find(block, "inputs.image", 0);
    let (decl_line, decl_column) = find(block, "image: oci", 0);
    assert_eq!(
        client.at("textDocument/definition", uri, line, column + 8),
        json!({"uri": uri, "range": {
            "start": {"line": decl_line, "character": decl_column},
            "end": {"line": decl_line, "character": decl_column + 5}}})
    );
    // In a block file, `inputs` is a namespace and its members are the declared inputs.
    let members = labels(&client.at("textDocument/completion", uri, line, column + 7));
    assert_eq!(members, ["image"]);
    client.shutdown();
}
