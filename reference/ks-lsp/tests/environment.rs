//! The selected environment (ADR 0080): set by `initializationOptions.environment` (also under
//! `keepshipping`), by `workspace/didChangeConfiguration` and by the `keepshipping.selectEnvironment`
//! command, honoured at once (the client is asked to refresh its hints and lenses); inlay hints
//! then show only its plan and how each `when:` settles there. The plan lenses and their commands.

mod common;

use common::{find, Client, URI};
use serde_json::{json, Value};

const TEXT: &str = common::GATED;

fn labels(client: &mut Client) -> Vec<((u32, u32), String)> {
    labels_of(client, URI)
}

fn labels_of(client: &mut Client, uri: &str) -> Vec<((u32, u32), String)> {
    let hints = client.request(
        "textDocument/inlayHint",
        json!({"textDocument": {"uri": uri}, "range": {
            "start": {"line": 0, "character": 0}, "end": {"line": 20, "character": 0}}}),
    );
    let place =
        |p: &Value| (p["line"].as_u64().unwrap() as u32, p["character"].as_u64().unwrap() as u32);
    hints
        .as_array()
        .unwrap_or_else(|| panic!("a list: {hints}"))
        .iter()
        .map(|h| (place(&h["position"]), h["label"].as_str().unwrap().to_string()))
        .collect()
}

fn after(needle: &str) -> (u32, u32) {
    let (line, column) = find(TEXT, needle, 0);
    (line, column + needle.len() as u32)
}

fn prod_hints() -> Vec<((u32, u32), String)> {
    vec![
        (after("  build"), "prod #1".to_string()),
        (after("  scan"), "prod #2 ← build".to_string()),
        (after("env is prod"), "settled true in prod".to_string()),
        (after("  publish"), "prod #3 ← scan".to_string()),
    ]
}

fn dev_hints() -> Vec<((u32, u32), String)> {
    vec![
        (after("  build"), "dev #1".to_string()),
        (after("  scan"), "dev: skipped (when) ← build".to_string()),
        (after("env is prod"), "settled false in dev".to_string()),
        (after("  publish"), "dev: skipped (waits on scan) ← scan".to_string()),
    ]
}

fn opened(options: Value) -> Client {
    let mut client = Client::start_with(options);
    client.open(URI, TEXT);
    client.notification("textDocument/publishDiagnostics");
    client
}

#[test]
fn an_environment_from_the_initialization_options() {
    for options in
        [json!({"environment": "prod"}), json!({"keepshipping": {"environment": "prod"}})]
    {
        let mut client = opened(options);
        assert_eq!(labels(&mut client), prod_hints());
        client.shutdown();
    }
    // None selected, or one the file does not declare: every environment, as before.
    for options in [json!({}), json!({"environment": "staging"})] {
        let mut client = opened(options);
        let all = labels(&mut client);
        assert_eq!(all[0].1, "dev #1 · prod #1", "{all:?}");
        assert_eq!(all.len(), 3, "no `when:` hints without a selection: {all:?}");
        client.shutdown();
    }
}

#[test]
fn the_configuration_and_the_command_switch_it_live() {
    let mut client = opened(json!({}));
    client.notify(
        "workspace/didChangeConfiguration",
        json!({"settings": {"keepshipping": {"environment": "dev"}}}),
    );
    assert_eq!(labels(&mut client), dev_hints());
    let refreshes: Vec<&str> =
        client.server_requests.iter().map(|request| request.method.as_str()).collect();
    assert_eq!(refreshes, ["workspace/inlayHint/refresh", "workspace/codeLens/refresh"]);
    // A configuration without the setting leaves it as it was.
    client.notify("workspace/didChangeConfiguration", json!({"settings": {}}));
    assert_eq!(labels(&mut client), dev_hints());
    let selected = client.request(
        "workspace/executeCommand",
        json!({"command": "keepshipping.selectEnvironment", "arguments": ["prod"]}),
    );
    assert_eq!(selected, json!({"environment": "prod"}));
    assert_eq!(labels(&mut client), prod_hints());
    let cleared = client.request(
        "workspace/executeCommand",
        json!({"command": "keepshipping.selectEnvironment", "arguments": []}),
    );
    assert_eq!(cleared, json!({"environment": null}));
    assert_eq!(labels(&mut client).len(), 3);
    let refused = client.try_request(
        "workspace/executeCommand",
        json!({"command": "keepshipping.selectEnvironment", "arguments": [3]}),
    );
    assert_eq!(refused.unwrap_err().0, -32602, "InvalidParams");
    client.shutdown();
}

fn lenses(client: &mut Client) -> Vec<(u32, String, String, Value)> {
    let found = client.request("textDocument/codeLens", json!({"textDocument": {"uri": URI}}));
    found
        .as_array()
        .unwrap_or_else(|| panic!("a list: {found}"))
        .iter()
        .map(|lens| {
            let command = &lens["command"];
            (
                lens["range"]["start"]["line"].as_u64().unwrap() as u32,
                command["title"].as_str().unwrap().to_string(),
                command["command"].as_str().unwrap().to_string(),
                command["arguments"].clone(),
            )
        })
        .collect()
}

#[test]
fn lenses_summarise_each_plan_and_count_references() {
    let mut client = opened(json!({}));
    let found = lenses(&mut client);
    let titles: Vec<(u32, &str)> =
        found.iter().map(|(line, title, _, _)| (*line, title.as_str())).collect();
    assert_eq!(
        titles,
        [
            (3, "dev: 1 step, 2 skipped"),
            (4, "prod: 3 steps, 0 skipped"),
            (5, "plan graph"),
            (6, "1 reference"),
            (8, "1 reference"),
            (12, "0 references"),
        ]
    );
    let (_, _, command, arguments) = &found[1];
    assert_eq!(command, "keepshipping.showPlan");
    assert_eq!(arguments, &json!([{"uri": URI, "environment": "prod"}]));
    // The lens's command answers with the plan as `keepshipping plan` prints it.
    let plan = client
        .request("workspace/executeCommand", json!({"command": command, "arguments": arguments}));
    let plan = plan.as_str().unwrap();
    assert!(plan.starts_with("plan for `prod`: 3 steps to run, 0 skipped"), "{plan}");
    assert!(!plan.contains("`dev`"), "{plan}");
    let graph = client.request(
        "workspace/executeCommand",
        json!({"command": "keepshipping.showPlanGraph", "arguments": [URI]}),
    );
    assert!(graph.as_str().unwrap().starts_with("flowchart LR\n"), "{graph}");
    // A step's lens lists where it is read or waited on.
    let (_, _, command, arguments) = &found[3];
    assert_eq!(command, "editor.action.showReferences");
    assert_eq!(arguments[2].as_array().unwrap().len(), 1, "{arguments}");
    // With an environment selected, only its plan.
    client.request(
        "workspace/executeCommand",
        json!({"command": "keepshipping.selectEnvironment", "arguments": ["dev"]}),
    );
    let titles: Vec<String> =
        lenses(&mut client).into_iter().map(|(_, title, _, _)| title).collect();
    assert_eq!(titles[..2], ["dev: 1 step, 2 skipped", "plan graph"]);
    // Refusals: an environment the file does not declare, a document that is not open.
    let refused = client.try_request(
        "workspace/executeCommand",
        json!({"command": "keepshipping.showPlan", "arguments": [{"uri": URI, "environment": "qa"}]}),
    );
    assert!(refused.unwrap_err().1.contains("no environment `qa`"));
    let refused = client.try_request(
        "workspace/executeCommand",
        json!({"command": "keepshipping.showPlan", "arguments": ["file:///nowhere/ship.ks"]}),
    );
    assert!(refused.unwrap_err().1.contains("is not open"));
    client.shutdown();
}

#[test]
fn a_when_that_reads_a_step_output_is_decided_at_run_time() {
    let text = "keepshipping: 0.1\nname: api\nenvs:\n  prod:\nsteps:\n  plan: tofu.plan\n    dir: ./infra\n  apply: tofu.apply\n    plan: plan\n    when: plan.destroys == 0\n";
    let uri = "file:///example/apply.ks";
    let mut client = Client::start_with(json!({"environment": "prod"}));
    client.open(uri, text);
    client.notification("textDocument/publishDiagnostics");
    let labels: Vec<String> = labels_of(&mut client, uri).into_iter().map(|(_, l)| l).collect();
    assert_eq!(labels, ["prod #1", "prod #2 ← plan", "decided at run time"]);
    client.shutdown();
}
