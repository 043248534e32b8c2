//! Document links and definitions into the files of a site (ADR 0080): a script step's module, a
//! block use's block file, a `from:` file, a `dir:` folder's `.tf` file, and a `tofu.apply`'s
//! `.out.<name>` read to the `output` block that declares it. Nothing that does not exist is linked.

mod common;

use std::path::Path;

use common::{find, Client};
use serde_json::{json, Value};

pub const SHIP: &str = "keepshipping: 0.1
name: api
steps:
  build: oci.image
    from: ./Dockerfile
  plan: tofu.plan
    dir: ./infra
  apply: tofu.apply
    plan: plan
  migrate: ./ship/migrate.ts
    url: apply.out.db_url
  web: web
    image: build.digest
  other: oci.image
    from: ./Nothing
";

const BLOCK: &str = "keepshipping: 0.1
block: web
inputs:
  image: oci.Digest
steps:
  rollout: k8s.rollout
    image: inputs.image
";

const TF: &str = "variable \"x\" {}\n\n# the database\noutput \"db_url\" {\n  value = \"x\"\n}\n";

fn site(dir: &Path) {
    for folder in ["blocks", "infra", "ship"] {
        std::fs::create_dir(dir.join(folder)).unwrap();
    }
    for (name, text) in [
        ("ship.ks", SHIP),
        ("blocks/web.ks", BLOCK),
        ("infra/main.tf", TF),
        ("infra/other.tf", "output \"name\" {\n  value = \"y\"\n}\n"),
        ("ship/migrate.ts", "export default {};\n"),
        ("Dockerfile", "FROM scratch\n"),
    ] {
        std::fs::write(dir.join(name), text).unwrap();
    }
}

/// The site on disk, with `ship.ks` open and analysed.
fn opened() -> (tempfile::TempDir, String, Client) {
    let dir = tempfile::tempdir().unwrap();
    site(dir.path());
    let ship = uri(dir.path(), "ship.ks");
    let mut client = Client::start_with(json!({"noBase": true}));
    client.open(&ship, SHIP);
    client.diagnostics_until(&ship, 1);
    (dir, ship, client)
}

fn uri(dir: &Path, name: &str) -> String {
    format!("file://{}", dir.join(name).display())
}

/// (line, start column, end column, target file name relative to the site).
fn links(found: &Value, dir: &Path) -> Vec<(u32, u32, u32, String)> {
    let prefix = uri(dir, "");
    found
        .as_array()
        .unwrap_or_else(|| panic!("a list: {found}"))
        .iter()
        .map(|link| {
            let range = &link["range"];
            let target = link["target"].as_str().unwrap();
            (
                range["start"]["line"].as_u64().unwrap() as u32,
                range["start"]["character"].as_u64().unwrap() as u32,
                range["end"]["character"].as_u64().unwrap() as u32,
                target.strip_prefix(&prefix).unwrap_or(target).to_string(),
            )
        })
        .collect()
}

fn span(needle: &str) -> (u32, u32, u32) {
    let (line, column) = find(SHIP, needle, 0);
    (line, column, column + needle.len() as u32)
}

/// The kind of `web: web`.
fn kind_of_web() -> (u32, u32, u32) {
    let (line, column) = find(SHIP, "web: web", 0);
    (line, column + 5, column + 8)
}

#[test]
fn links_open_the_files_a_site_names() {
    let (dir, ship, mut client) = opened();
    let found = client.request("textDocument/documentLink", json!({"textDocument": {"uri": ship}}));
    let mut found = links(&found, dir.path());
    found.sort();
    let with =
        |(line, start, end): (u32, u32, u32), target: &str| (line, start, end, target.to_string());
    assert_eq!(
        found,
        [
            with(span("./Dockerfile"), "Dockerfile"),
            with(span("./infra"), "infra/main.tf"),
            with(span("./ship/migrate.ts"), "ship/migrate.ts"),
            with(kind_of_web(), "blocks/web.ks"),
        ]
    );
    client.shutdown();
}

#[test]
fn definition_goes_into_the_site_files() {
    let (dir, ship, mut client) = opened();
    let at = |client: &mut Client, needle: &str, shift: u32| {
        let (line, column) = find(SHIP, needle, 0);
        client.at("textDocument/definition", &ship, line, column + shift)
    };
    // `db_url` of `apply.out.db_url`: the `output "db_url"` block's label, in infra/main.tf.
    let found = at(&mut client, "apply.out.db_url", 12);
    assert_eq!(found["uri"], uri(dir.path(), "infra/main.tf"), "{found}");
    assert_eq!(found["range"]["start"], json!({"line": 3, "character": 8}), "{found}");
    assert_eq!(found["range"]["end"], json!({"line": 3, "character": 14}), "{found}");
    // The script module, at its start.
    let found = at(&mut client, "./ship/migrate.ts", 3);
    assert_eq!(found["uri"], uri(dir.path(), "ship/migrate.ts"), "{found}");
    // The block use's kind: the block file's `block:` value.
    let found = at(&mut client, "web: web", 6);
    assert_eq!(found["uri"], uri(dir.path(), "blocks/web.ks"), "{found}");
    assert_eq!(found["range"]["start"]["line"], 1, "{found}");
    // A step read is still this document's.
    let found = at(&mut client, "build.digest", 1);
    assert_eq!(found["uri"], ship, "{found}");
    client.shutdown();
}
