//! Folding ranges and selection ranges from the syntax tree, and workspace symbols across a site.

mod common;

use common::{find, Client, URI};
use serde_json::{json, Value};

const TEXT: &str = "keepshipping: 0.1
# the api
# from a commit to prod
name: api
envs:
  dev:
  prod:
    on: tag v*
steps:
  build: oci.image
    from: ./Dockerfile

  deploy: k8s.rollout
    image: build.digest
";

fn folds(found: &Value) -> Vec<(u32, u32, Option<String>)> {
    found
        .as_array()
        .unwrap_or_else(|| panic!("a list: {found}"))
        .iter()
        .map(|fold| {
            (
                fold["startLine"].as_u64().unwrap() as u32,
                fold["endLine"].as_u64().unwrap() as u32,
                fold["kind"].as_str().map(str::to_string),
            )
        })
        .collect()
}

#[test]
fn entries_and_comment_runs_fold() {
    let mut client = Client::start();
    client.open(URI, TEXT);
    client.notification("textDocument/publishDiagnostics");
    let found = client.request("textDocument/foldingRange", json!({"textDocument": {"uri": URI}}));
    assert_eq!(
        folds(&found),
        [
            (1, 2, Some("comment".to_string())),
            (4, 7, None),   // envs:
            (6, 7, None),   // prod:
            (8, 13, None),  // steps:
            (9, 10, None),  // build: ends at its last line of content, not the blank line
            (12, 13, None), // deploy:
        ]
    );
    client.shutdown();
}

#[test]
fn a_selection_grows_from_the_token_to_the_file() {
    let mut client = Client::start();
    client.open(URI, TEXT);
    client.notification("textDocument/publishDiagnostics");
    let (line, column) = find(TEXT, "build.digest", 0);
    let found = client.request(
        "textDocument/selectionRange",
        json!({"textDocument": {"uri": URI}, "positions": [{"line": line, "character": column + 2}]}),
    );
    let mut ranges = Vec::new();
    let mut at = &found[0];
    while !at.is_null() {
        let range = &at["range"];
        ranges.push((
            range["start"]["line"].as_u64().unwrap(),
            range["start"]["character"].as_u64().unwrap(),
            range["end"]["line"].as_u64().unwrap(),
            range["end"]["character"].as_u64().unwrap(),
        ));
        at = &at["parent"];
    }
    let line = line as u64;
    let column = column as u64;
    // The dotted name first, the whole file last; each range holds the one before.
    assert_eq!(ranges[0], (line, column, line, column + 12), "{found}");
    assert_eq!(*ranges.last().unwrap(), (0, 0, 14, 0), "{found}");
    assert!(ranges.len() >= 4, "the entry, the step, `steps:` between: {ranges:?}");
    for pair in ranges.windows(2) {
        let (inner, outer) = (pair[0], pair[1]);
        assert!(
            (outer.0, outer.1) <= (inner.0, inner.1) && (inner.2, inner.3) <= (outer.2, outer.3)
        );
        assert_ne!(inner, outer);
    }
    client.shutdown();
}

#[test]
fn workspace_symbols_span_the_site_of_each_open_document() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("blocks")).unwrap();
    std::fs::write(dir.path().join("ship.ks"), TEXT).unwrap();
    let block = "keepshipping: 0.1\nblock: web-service\ninputs:\n  image: oci.Digest\nsteps:\n  rollout: k8s.rollout\n    image: inputs.image\n";
    std::fs::write(dir.path().join("blocks/web-service.ks"), block).unwrap();
    let ship = format!("file://{}", dir.path().join("ship.ks").display());
    let mut client = Client::start_with(json!({"noBase": true}));
    // The open text wins over the disk's: `deploy` is `ship` here.
    client.open(&ship, &TEXT.replace("deploy:", "ship:"));
    client.diagnostics_until(&ship, 1);
    let names = |found: &Value| -> Vec<(String, u64, String)> {
        let mut out: Vec<_> = found
            .as_array()
            .unwrap_or_else(|| panic!("a list: {found}"))
            .iter()
            .map(|symbol| {
                let uri = symbol["location"]["uri"].as_str().unwrap();
                (
                    symbol["name"].as_str().unwrap().to_string(),
                    symbol["kind"].as_u64().unwrap(),
                    uri.rsplit('/').next().unwrap().to_string(),
                )
            })
            .collect();
        out.sort();
        out
    };
    let all = client.request("workspace/symbol", json!({"query": ""}));
    assert_eq!(
        names(&all),
        [
            ("build".to_string(), 12, "ship.ks".to_string()),
            ("dev".to_string(), 3, "ship.ks".to_string()),
            ("prod".to_string(), 3, "ship.ks".to_string()),
            ("rollout".to_string(), 12, "web-service.ks".to_string()),
            ("ship".to_string(), 12, "ship.ks".to_string()),
            ("web-service".to_string(), 2, "web-service.ks".to_string()),
        ]
    );
    let some = client.request("workspace/symbol", json!({"query": "WSV"}));
    assert_eq!(names(&some), [("web-service".to_string(), 2, "web-service.ks".to_string())]);
    client.shutdown();
}
