//! References, highlights and rename of a block's inputs and outputs across the files of a site
//! (ADR 0080): the block file's `inputs:`/`outputs:` entries and `inputs.<name>` reads, each use's
//! input keys and `.out.<name>` reads, in a site file, in a previous-format (0.0) file beside it and
//! on a line with non-ASCII text before the name. Every rename's edits are applied and the files
//! checked again: they check as they did.

mod common;

use std::collections::BTreeMap;
use std::path::Path;

use common::{find, Client};
use ks_lsp::position::LineMap;
use serde_json::{json, Value};

const BLOCK: &str = "keepshipping: 0.1
block: web
inputs:
  image: oci.Digest
  region: String = \"eu\"
outputs:
  version: String = rollout.version
steps:
  rollout: k8s.rollout
    image: inputs.image
    wait: healthy, 5m
";

const SHIP: &str = "keepshipping: 0.1
name: api
steps:
  build: oci.image
    from: ./Dockerfile
  web-a: web
    image: build.digest
  web-b: web
    image: build.digest
    region: \"us\"
  note: oci.image
    from: ./Dockerfile
    tags: \"é 🚀 {web-a.out.version}\", \"{web-b.out.version}\"
";

/// On the previous format: checked as its migrated text, where `=` became `==` a line above the
/// use's key (every later offset one further on).
const LEGACY: &str = "keepshipping: 0.0
name: legacy
steps:
  plan: tofu.plan
    dir: ./infra
  build: oci.image
    from: ./Dockerfile
  web-c: web
    when: plan.destroys = 0
    image: build.digest
";

/// The site on disk, each file's URI and text.
struct Site {
    _dir: tempfile::TempDir,
    files: BTreeMap<String, &'static str>,
}

impl Site {
    fn new() -> Site {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("blocks")).unwrap();
        let mut files = BTreeMap::new();
        for (name, text) in [("blocks/web.ks", BLOCK), ("ship.ks", SHIP), ("legacy.ks", LEGACY)] {
            std::fs::write(dir.path().join(name), text).unwrap();
            files.insert(uri(dir.path(), name), text);
        }
        Site { _dir: dir, files }
    }

    fn uri(&self, name: &str) -> String {
        uri(self._dir.path(), name)
    }
}

fn uri(dir: &Path, name: &str) -> String {
    format!("file://{}", dir.join(name).display())
}

fn at(uri: &str, text: &str, needle: &str, skip: usize, shift: u32) -> Value {
    let (line, column) = find(text, needle, skip);
    json!({"textDocument": {"uri": uri}, "position": {"line": line, "character": column + shift}})
}

fn with(mut params: Value, extra: Value) -> Value {
    params.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
    params
}

/// Each location as (file name, line, column, length), sorted.
fn places(locations: &Value) -> Vec<(String, u32, u32, u32)> {
    let mut out: Vec<_> = locations
        .as_array()
        .unwrap_or_else(|| panic!("a list: {locations}"))
        .iter()
        .map(|location| {
            let uri = location["uri"].as_str().unwrap();
            let name = uri.rsplit('/').next().unwrap().to_string();
            let range = &location["range"];
            let column = |p: &Value| p["character"].as_u64().unwrap() as u32;
            assert_eq!(range["start"]["line"], range["end"]["line"]);
            let line = range["start"]["line"].as_u64().unwrap() as u32;
            (name, line, column(&range["start"]), column(&range["end"]) - column(&range["start"]))
        })
        .collect();
    out.sort();
    out
}

fn place(
    name: &str,
    text: &str,
    needle: &str,
    skip: usize,
    shift: u32,
    len: u32,
) -> (String, u32, u32, u32) {
    let (line, column) = find(text, needle, skip);
    (name.to_string(), line, column + shift, len)
}

/// Applies a workspace edit's changes to the site's texts (UTF-16 positions, edits from the end).
fn apply(site: &Site, edit: &Value) -> BTreeMap<String, String> {
    let mut out: BTreeMap<String, String> =
        site.files.iter().map(|(uri, text)| (uri.clone(), text.to_string())).collect();
    for (uri, edits) in edit["changes"].as_object().unwrap_or_else(|| panic!("changes: {edit}")) {
        let text =
            out.get_mut(uri).unwrap_or_else(|| panic!("an edit of {uri}, no file of the site"));
        let lines = LineMap::new(text);
        let position = |p: &Value| {
            let p: lsp_types::Position = serde_json::from_value(p.clone()).unwrap();
            lines.offset(text, p) as usize
        };
        let mut ranges: Vec<(usize, usize, String)> = edits
            .as_array()
            .unwrap()
            .iter()
            .map(|edit| {
                let range = &edit["range"];
                (
                    position(&range["start"]),
                    position(&range["end"]),
                    edit["newText"].as_str().unwrap().to_string(),
                )
            })
            .collect();
        ranges.sort_by_key(|(start, _, _)| std::cmp::Reverse(*start));
        for (start, end, new) in ranges {
            text.replace_range(start..end, &new);
        }
    }
    out
}

/// Each file's diagnostic codes, checked as `keepshipping check` checks it: with the site's blocks.
fn codes(texts: &BTreeMap<String, String>) -> BTreeMap<String, Vec<String>> {
    let blocks: Vec<(String, String)> = texts
        .iter()
        .filter(|(uri, _)| uri.contains("/blocks/"))
        .map(|(uri, text)| (uri.clone(), text.clone()))
        .collect();
    let signatures = ks_core::block_signatures(&blocks);
    let options = ks_core::CheckOptions::default().with_blocks(signatures);
    texts
        .iter()
        .map(|(uri, text)| {
            let checked = ks_core::check(&ks_lang::parse(text), &options);
            let mut codes: Vec<String> =
                checked.diagnostics().iter().map(|d| d.code.to_string()).collect();
            codes.sort();
            (uri.rsplit('/').next().unwrap().to_string(), codes)
        })
        .collect()
}

fn opened(site: &Site) -> Client {
    let mut client = Client::start_with(json!({"noBase": true}));
    for (uri, text) in &site.files {
        client.open(uri, text);
        client.diagnostics_until(uri, 1);
    }
    client
}

#[test]
fn the_site_checks_clean_before_any_rename() {
    let site = Site::new();
    let texts = apply(&site, &json!({"changes": {}}));
    let codes = codes(&texts);
    assert_eq!(codes["web.ks"], Vec::<String>::new(), "{codes:?}");
    assert_eq!(codes["ship.ks"], Vec::<String>::new(), "{codes:?}");
    assert!(!codes["legacy.ks"].iter().any(|code| code.starts_with("KS02")), "{codes:?}");
}

#[test]
fn references_of_an_input_span_the_block_and_every_use() {
    let site = Site::new();
    let mut client = opened(&site);
    let (ship, block) = (site.uri("ship.ks"), site.uri("blocks/web.ks"));
    let everywhere = vec![
        place("legacy.ks", LEGACY, "image: build", 0, 0, 5),
        place("ship.ks", SHIP, "image: build", 0, 0, 5),
        place("ship.ks", SHIP, "image: build", 1, 0, 5),
        place("web.ks", BLOCK, "image: oci", 0, 0, 5),
        place("web.ks", BLOCK, "inputs.image", 0, 7, 5),
    ];
    // From the declaration, a read in the block, a use's key: the same places.
    for from in [
        at(&block, BLOCK, "image: oci", 0, 2),
        at(&block, BLOCK, "inputs.image", 0, 9),
        at(&ship, SHIP, "image: build", 1, 1),
    ] {
        let found = client.request(
            "textDocument/references",
            with(from.clone(), json!({"context": {"includeDeclaration": true}})),
        );
        assert_eq!(places(&found), everywhere, "from {from}");
        let found = client.request(
            "textDocument/references",
            with(from, json!({"context": {"includeDeclaration": false}})),
        );
        let without: Vec<_> =
            everywhere.iter().filter(|p| p.2 != 2 || p.0 != "web.ks").cloned().collect();
        assert_eq!(places(&found), without, "without the declaration");
    }
    // Highlights are this document's: the declaration a write, the read a read.
    let found =
        client.request("textDocument/documentHighlight", at(&block, BLOCK, "image: oci", 0, 0));
    let kinds: Vec<i64> =
        found.as_array().unwrap().iter().map(|h| h["kind"].as_i64().unwrap()).collect();
    assert_eq!(kinds, [3, 2], "{found}");
    client.shutdown();
}

#[test]
fn renaming_an_input_edits_the_block_and_two_uses_and_the_site_still_checks() {
    let site = Site::new();
    let before = codes(&apply(&site, &json!({"changes": {}})));
    let mut client = opened(&site);
    let ship = site.uri("ship.ks");
    let from = at(&ship, SHIP, "image: build", 0, 2);
    let prepared = client.request("textDocument/prepareRename", from.clone());
    assert_eq!(prepared["placeholder"], "image", "{prepared}");
    let edit = client.request("textDocument/rename", with(from, json!({"newName": "digest"})));
    let changed: Vec<&String> = edit["changes"].as_object().unwrap().keys().collect();
    assert_eq!(changed.len(), 3, "the block, ship.ks and legacy.ks: {edit}");
    let texts = apply(&site, &edit);
    assert!(texts[&site.uri("blocks/web.ks")].contains("  digest: oci.Digest\n"));
    assert!(texts[&site.uri("blocks/web.ks")].contains("image: inputs.digest\n"));
    assert_eq!(texts[&ship].matches("    digest: build.digest\n").count(), 2);
    // The 0.0 file's key, at its own column (not one further, as the migrated text has it).
    assert!(texts[&site.uri("legacy.ks")].ends_with("    digest: build.digest\n"), "{texts:?}");
    assert_eq!(codes(&texts), before);
    client.shutdown();
}

#[test]
fn renaming_an_output_edits_the_block_and_every_out_read() {
    let site = Site::new();
    let before = codes(&apply(&site, &json!({"changes": {}})));
    let mut client = opened(&site);
    let ship = site.uri("ship.ks");
    // On `version` of `{web-a.out.version}`, after `é 🚀` (the rocket is two UTF-16 units).
    let from = at(&ship, SHIP, "{web-a.out.version}", 0, 12);
    assert_eq!(
        find(SHIP, "{web-a.out.version}", 0).1,
        "    tags: \"é 🚀 ".encode_utf16().count() as u32
    );
    let found = client.request(
        "textDocument/references",
        with(from.clone(), json!({"context": {"includeDeclaration": true}})),
    );
    assert_eq!(
        places(&found),
        [
            place("ship.ks", SHIP, "{web-a.out.version}", 0, 11, 7),
            place("ship.ks", SHIP, "{web-b.out.version}", 0, 11, 7),
            place("web.ks", BLOCK, "version: String", 0, 0, 7),
        ]
    );
    let edit = client.request("textDocument/rename", with(from, json!({"newName": "running"})));
    let texts = apply(&site, &edit);
    assert!(texts[&ship].contains("{web-a.out.running}\", \"{web-b.out.running}"), "{texts:?}");
    assert!(texts[&site.uri("blocks/web.ks")].contains("  running: String = rollout.version\n"));
    assert_eq!(codes(&texts), before);
    client.shutdown();
}

#[test]
fn renames_that_would_break_the_site_are_refused() {
    let site = Site::new();
    let mut client = opened(&site);
    let block = site.uri("blocks/web.ks");
    let from = at(&block, BLOCK, "image: oci", 0, 1);
    for (name, why) in [
        ("region", "already an input of block `web`"),
        ("when", "keyword"),
        ("1st", "is not a name"),
        ("true", "keyword"),
    ] {
        let refused =
            client.try_request("textDocument/rename", with(from.clone(), json!({"newName": name})));
        let (code, message) = refused.expect_err(name);
        assert_eq!(code, -32803, "RequestFailed: {message}");
        assert!(message.contains(why), "{name}: {message}");
    }
    // `web-b` already has a `region:` key: an output may not... an input renamed to it is refused
    // at that use.
    let ship = site.uri("ship.ks");
    let refused = client.try_request(
        "textDocument/rename",
        with(at(&ship, SHIP, "image: build", 1, 1), json!({"newName": "region"})),
    );
    assert!(refused.is_err(), "{refused:?}");
    // Not a symbol: a built-in kind's input key.
    let refused =
        client.try_request("textDocument/prepareRename", at(&block, BLOCK, "wait:", 0, 1));
    assert!(refused.expect_err("prepareRename").1.contains("nothing to rename"));
    client.shutdown();
}
