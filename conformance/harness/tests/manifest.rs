//! The suite's manifest (`conformance/manifest.json`, NOTATION.md §8b): the committed file is what
//! the cases make (a stale one fails here: `ks-conformance manifest --write conformance/manifest.json`),
//! its hash is recomputed by the framing NOTATION.md states, `--version` and `manifest` print it, and
//! a changed case changes the hash.

use std::process::{Command, Output};

use ks_conformance::{case, manifest, suite_dir};
use serde_json::Value;
use sha2::{Digest, Sha256};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ks-conformance")).args(args).output().expect("ks-conformance")
}

fn committed() -> String {
    std::fs::read_to_string(suite_dir().join("manifest.json")).expect("conformance/manifest.json")
}

#[test]
fn the_committed_manifest_is_the_one_the_cases_make() {
    let cases_dir = suite_dir().join("cases");
    let made = manifest::render(&case::suite(), &cases_dir).unwrap();
    assert!(
        made == committed(),
        "conformance/manifest.json is stale: run `cargo run -p ks-conformance -- manifest --write \
         conformance/manifest.json`"
    );
    let out = run(&["manifest", "--check", suite_dir().join("manifest.json").to_str().unwrap()]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn the_manifest_counts_what_list_lists_and_names_every_version() {
    let manifest: Value = serde_json::from_str(&committed()).unwrap();
    let out = run(&["list"]);
    let trials = String::from_utf8_lossy(&out.stdout).lines().count();
    assert_eq!(manifest["trials"], trials);
    let per_level: u64 =
        manifest["levels"].as_object().unwrap().values().map(|n| n.as_u64().unwrap()).sum();
    assert_eq!(per_level as usize, trials);
    assert_eq!(manifest["suite"], env!("CARGO_PKG_VERSION"));
    assert_eq!(manifest["protocols"]["persistent"], ks_conformance::persistent::PROTOCOL);
    assert_eq!(manifest["protocols"]["per-trial"], 1);
    assert_eq!(manifest["format"], "0.1");
    assert_eq!(manifest["report_format"], ks_conformance::report::FORMAT);
    let cases = manifest["cases"].as_u64().unwrap();
    let per_area: u64 =
        manifest["areas"].as_object().unwrap().values().map(|n| n.as_u64().unwrap()).sum();
    assert_eq!(per_area, cases);
    assert!(manifest["features"]["scripts"].as_u64().unwrap() >= 11);

    let out = run(&["--version"]);
    let version = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success());
    let hash = manifest["hash"].as_str().unwrap();
    assert!(
        version.contains(&format!("suite {} ({hash})", manifest["suite"].as_str().unwrap())),
        "{version}"
    );
    assert!(version.contains("protocols per-trial 1, persistent 1"), "{version}");
}

/// The hash as NOTATION.md §8b states it, written again here from the text, not from the crate.
fn hash_by_the_notation(cases_dir: &std::path::Path) -> String {
    let mut sha = Sha256::new();
    for rel in case::relative_files(cases_dir, false) {
        let bytes = std::fs::read(cases_dir.join(&rel)).unwrap();
        sha.update(rel.as_bytes());
        sha.update([0u8]);
        sha.update((bytes.len() as u64).to_be_bytes());
        sha.update(&bytes);
    }
    format!("sha256:{:x}", sha.finalize())
}

#[test]
fn the_hash_follows_the_stated_framing_and_changes_with_any_byte_of_a_case() {
    let manifest: Value = serde_json::from_str(&committed()).unwrap();
    assert_eq!(
        manifest["hash"].as_str().unwrap(),
        hash_by_the_notation(&suite_dir().join("cases"))
    );

    let dir = tempfile::tempdir().unwrap();
    let case_dir = dir.path().join("lex/x");
    std::fs::create_dir_all(&case_dir).unwrap();
    std::fs::write(case_dir.join("input.ks"), "a: 1\n").unwrap();
    let before = manifest::hash(dir.path()).unwrap();
    assert_eq!(before, hash_by_the_notation(dir.path()));
    std::fs::write(case_dir.join("input.ks"), "a: 1\r\n").unwrap();
    assert_ne!(manifest::hash(dir.path()).unwrap(), before, "a line end is a byte");
    std::fs::rename(case_dir.join("input.ks"), case_dir.join("input2.ks")).unwrap();
    std::fs::write(case_dir.join("input2.ks"), "a: 1\n").unwrap();
    assert_ne!(manifest::hash(dir.path()).unwrap(), before, "a path is hashed");
}
