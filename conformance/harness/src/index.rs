//! The JSON index of the cases (`index.json` of the release archive, `cargo xtask dist`; NOTATION.md
//! §8b): for each case its id, title, area, levels, features, rules and the paths of its files, so that
//! a runner in any language can walk the suite without parsing `case.toml`.

use serde_json::{json, Value};

use crate::Case;

/// The index of `cases` (paths relative to the folder holding `cases/`), with the manifest it goes
/// with.
pub fn json(cases: &[Case], manifest: &Value) -> Value {
    let records: Vec<Value> = cases.iter().map(record).collect();
    json!({
        "suite": manifest["suite"],
        "hash": manifest["hash"],
        "cases": records,
    })
}

fn record(case: &Case) -> Value {
    let at = |name: &str| format!("cases/{}/{name}", case.id);
    let expected: serde_json::Map<String, Value> = case
        .asserted_levels()
        .into_iter()
        .filter_map(|l| case.expected_file_name(l).map(|f| (l.name().to_string(), json!(at(f)))))
        .collect();
    let levels: Vec<&str> = case.asserted_levels().into_iter().map(|l| l.name()).collect();
    let files: Vec<String> = case
        .ks_files()
        .into_iter()
        .map(|(path, _)| path)
        .chain(other_files(case))
        .filter(|p| p != "input.ks" && !expected.values().any(|e| e == &json!(at(p))))
        .map(|p| at(&p))
        .collect();
    json!({
        "id": case.id,
        "title": case.meta.title,
        "area": case.area(),
        "levels": levels,
        "features": case.features,
        "rules": case.meta.rules,
        "valid": case.meta.valid,
        "needs": case.meta.needs,
        "paths": {
            "input": at("input.ks"),
            "case": at("case.toml"),
            "expected": expected,
            "files": files,
        },
    })
}

/// The files of a case directory that are not Keep Shipping files (`world.toml`, `*.tf`, `*.ts`,
/// expected files), relative, sorted; `case.toml` left out.
fn other_files(case: &Case) -> Vec<String> {
    let mut out = crate::files::relative_files(&case.dir, true);
    out.retain(|p| !p.ends_with(".ks") && p != "case.toml");
    out
}
