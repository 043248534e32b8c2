//! The suite's manifest (`conformance/manifest.json`, NOTATION.md §8b, ADR 0081): the versions an
//! implementation and a report can name (the suite's, the language format's, each protocol's, the
//! report's), what the suite holds (cases, trials per level, cases per area and per feature) and a
//! content hash over every file of `cases/`. It is generated (`ks-conformance manifest --write`) and
//! committed; a test fails when it is stale.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use serde_json::{json, Value};
use sha2::{Digest, Sha256};

use crate::report::SuiteId;
use crate::{features, runner, Case};

/// The suite's version: the workspace's (ADR 0065), the one a persistent greeting sends.
pub const SUITE: &str = crate::persistent::SUITE;

/// The version of the per-trial protocol (NOTATION.md §7). It has no greeting to carry it: a change
/// an implementation would notice bumps it, and the manifest says which one a suite speaks.
pub const PER_TRIAL_PROTOCOL: u64 = 1;

/// The suite read from `cases_dir`, for a report: this version and the hash of those cases.
pub fn suite_id(cases_dir: &Path) -> Result<SuiteId, String> {
    Ok(SuiteId { version: SUITE.to_string(), hash: hash(cases_dir)? })
}

/// `sha256:` and the hex SHA-256 over every file under `cases_dir`, by path: for each, in byte order
/// of its `/`-separated relative path, the path, a NUL, its length as 8 big-endian bytes and its bytes.
/// Line ends are bytes (`cases/.gitattributes` keeps git from converting them), so every checkout
/// hashes alike.
pub fn hash(cases_dir: &Path) -> Result<String, String> {
    if !cases_dir.is_dir() {
        return Err(format!("{}: not a directory", cases_dir.display()));
    }
    let files = crate::files::relative_files(cases_dir, false);
    let mut sha = Sha256::new();
    for rel in &files {
        let bytes = fs::read(cases_dir.join(rel)).map_err(|e| format!("{rel}: {e}"))?;
        sha.update(rel.as_bytes());
        sha.update([0]);
        sha.update((bytes.len() as u64).to_be_bytes());
        sha.update(&bytes);
    }
    let hex: String = sha.finalize().iter().map(|b| format!("{b:02x}")).collect();
    Ok(format!("sha256:{hex}"))
}

/// The manifest of `cases` (read from `cases_dir`).
pub fn manifest(cases: &[Case], cases_dir: &Path) -> Result<Value, String> {
    let mut levels: BTreeMap<&str, usize> = BTreeMap::new();
    for (_, level) in runner::trials(cases) {
        *levels.entry(level.name()).or_default() += 1;
    }
    let mut areas: BTreeMap<&str, usize> = BTreeMap::new();
    let mut formats: Vec<&str> = Vec::new();
    for case in cases {
        *areas.entry(case.area()).or_default() += 1;
        if !formats.contains(&case.meta.since.as_str()) {
            formats.push(&case.meta.since);
        }
    }
    formats.sort();
    let by_feature: serde_json::Map<String, Value> = features::list()
        .iter()
        .map(|f| {
            let n = cases.iter().filter(|c| c.features.contains(&f.name)).count();
            (f.name.clone(), json!(n))
        })
        .collect();
    Ok(json!({
        "suite": SUITE,
        "format": formats.last().copied().unwrap_or_default(),
        "formats": formats,
        "protocols": {"per-trial": PER_TRIAL_PROTOCOL, "persistent": crate::persistent::PROTOCOL},
        "report_format": crate::report::FORMAT,
        "hash": hash(cases_dir)?,
        "cases": cases.len(),
        "trials": levels.values().sum::<usize>(),
        "levels": levels,
        "areas": areas,
        "features": by_feature,
    }))
}

/// The manifest as the committed file holds it: pretty JSON and a final newline.
pub fn render(cases: &[Case], cases_dir: &Path) -> Result<String, String> {
    let value = manifest(cases, cases_dir)?;
    Ok(serde_json::to_string_pretty(&value).expect("a JSON value serializes") + "\n")
}

/// The lines of `ks-conformance --version`, for the suite read from `dir`.
pub fn version_lines(manifest: &Value, dir: &Path) -> String {
    format!(
        "ks-conformance {SUITE}\nsuite {} ({})\nformat {}\nprotocols per-trial {}, persistent {}\n\
         report format {}\n{} cases, {} trials\ndata {}\n",
        manifest["suite"].as_str().unwrap_or_default(),
        manifest["hash"].as_str().unwrap_or_default(),
        manifest["format"].as_str().unwrap_or_default(),
        manifest["protocols"]["per-trial"],
        manifest["protocols"]["persistent"],
        manifest["report_format"],
        manifest["cases"],
        manifest["trials"],
        dir.display(),
    )
}
