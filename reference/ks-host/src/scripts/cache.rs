//! The extraction cache (SCR-22, D11): `<site>/.keepshipping/cache/scripts/<key>.json`, keyed by the
//! sha256 of the extractor (program, hooks, sdk stub) and the module's bytes. An entry records the
//! hashes of the module's local imports; it is used only while every one of them still matches, so an
//! edit to a helper refreshes it (AMB-31). A corrupt or stale entry is ignored and rewritten.

use std::{fs, path::Path};

use serde_json::{json, Value};
use sha2::{Digest, Sha256};

use super::{
    closure::{sha256_hex, Closure},
    node::{EXTRACTOR, HOOK, SDK},
    schema::Schema,
};

/// The notation's version, part of every entry.
const FORMAT: u64 = 1;

/// Where the entries live by default, under the site directory.
pub const DIR: &str = ".keepshipping/cache/scripts";

/// The cache key of a module with these bytes.
pub fn key(module: &[u8]) -> String {
    let mut hasher = Sha256::new();
    for part in [EXTRACTOR, HOOK, SDK] {
        hasher.update((part.len() as u64).to_le_bytes());
        hasher.update(part.as_bytes());
    }
    hasher.update(module);
    hasher.finalize().iter().map(|byte| format!("{byte:02x}")).collect()
}

/// The schema of a fresh entry, or `None` (absent, corrupt, another format, or a local import that
/// changed or went away).
pub fn read(site: &Path, dir: &Path, key: &str) -> Option<Schema> {
    let text = fs::read_to_string(dir.join(format!("{key}.json"))).ok()?;
    let entry: Value = serde_json::from_str(&text).ok()?;
    if entry.get("format")?.as_u64()? != FORMAT {
        return None;
    }
    for import in entry.get("imports")?.as_array()? {
        let [path, hash] = import.as_array()?.as_slice() else { return None };
        let path = path.as_str()?;
        if path.split('/').any(|part| part == ".." || part.is_empty()) {
            return None;
        }
        let bytes = fs::read(site.join(path)).ok()?;
        if sha256_hex(&bytes) != hash.as_str()? {
            return None;
        }
    }
    Schema::from_json(entry.get("schema")?)
}

/// Writes an entry (atomically: a temporary file renamed into place). Failing to write (a read-only
/// site) only costs the next check an extraction.
pub fn write(dir: &Path, key: &str, closure: &Closure, schema: &Schema) {
    if fs::create_dir_all(dir).is_err() {
        return;
    }
    let imports: Vec<Value> = closure
        .modules
        .iter()
        .skip(1)
        .map(|module| json!([module.relative, module.sha256]))
        .collect();
    let entry = json!({
        "format": FORMAT,
        "module": closure.modules.first().map(|module| module.relative.as_str()),
        "imports": imports,
        "schema": schema.to_json(),
    });
    let temporary = dir.join(format!(".{key}.{}.tmp", std::process::id()));
    let text = serde_json::to_string_pretty(&entry).unwrap_or_default() + "\n";
    if fs::write(&temporary, text).is_ok()
        && fs::rename(&temporary, dir.join(format!("{key}.json"))).is_err()
    {
        let _ = fs::remove_file(&temporary);
    }
}
