//! A module's local import closure: every `./…` or `../…` import that resolves to a file inside the
//! site, read, hashed and stripped of its types. Other specifiers (`node:…`, packages) are left to
//! Node's own resolution, under the permission model.

use std::{
    collections::{BTreeMap, VecDeque},
    fs,
    path::{Path, PathBuf},
};

use sha2::{Digest, Sha256};

use super::strip::strip;

/// At most this many local modules are followed (a larger closure is treated as a failed import).
const MAX_MODULES: usize = 512;

/// Extensions a local module may have; an import without one tries them in this order.
const EXTENSIONS: &[&str] = &["ts", "mts", "js", "mjs"];

/// One local module of the closure.
#[derive(Clone, Debug)]
pub struct LocalModule {
    /// Its path relative to the site directory, `/`-separated (what the cache records).
    pub relative: String,
    pub url: String,
    pub sha256: String,
    /// The module with its types stripped.
    pub code: String,
}

/// The closure of an entry module.
#[derive(Clone, Debug, Default)]
pub struct Closure {
    /// The entry first, then in the order they were reached.
    pub modules: Vec<LocalModule>,
    /// Per module URL: each local specifier and the URL it resolves to.
    pub resolutions: BTreeMap<String, BTreeMap<String, String>>,
}

/// The hex sha256 of some bytes.
pub fn sha256_hex(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    digest.iter().map(|byte| format!("{byte:02x}")).collect()
}

/// Reads the closure of `entry` (a canonical path inside the canonical `site`). `Err` when a local
/// module cannot be read or does not parse: the import would fail, so the caller says nothing.
pub fn closure(site: &Path, entry: &Path) -> Result<Closure, String> {
    let mut result = Closure::default();
    let mut seen = BTreeMap::new();
    let mut queue = VecDeque::from([entry.to_path_buf()]);
    seen.insert(entry.to_path_buf(), file_url(entry));
    while let Some(path) = queue.pop_front() {
        if result.modules.len() >= MAX_MODULES {
            return Err(format!("more than {MAX_MODULES} local modules"));
        }
        let bytes = fs::read(&path).map_err(|error| format!("{}: {error}", path.display()))?;
        let source = String::from_utf8(bytes.clone())
            .map_err(|_| format!("{}: not UTF-8", path.display()))?;
        let stripped =
            strip(&source, &path).map_err(|error| format!("{}: {error}", path.display()))?;
        let url = seen[&path].clone();
        let mut local = BTreeMap::new();
        for specifier in &stripped.specifiers {
            if !(specifier.starts_with("./") || specifier.starts_with("../")) {
                continue;
            }
            let Some(target) = resolve(site, &path, specifier) else { continue };
            let target_url = seen.entry(target.clone()).or_insert_with(|| {
                queue.push_back(target.clone());
                file_url(&target)
            });
            local.insert(specifier.clone(), target_url.clone());
        }
        if !local.is_empty() {
            result.resolutions.insert(url.clone(), local);
        }
        result.modules.push(LocalModule {
            relative: relative(site, &path),
            url,
            sha256: sha256_hex(&bytes),
            code: stripped.code,
        });
    }
    Ok(result)
}

/// Where a relative specifier of `from` lands: the file itself, the `.ts` twin of a `.js` specifier
/// (TypeScript's convention), the specifier with each extension, or its `index` module. Only files
/// inside `site` count.
fn resolve(site: &Path, from: &Path, specifier: &str) -> Option<PathBuf> {
    let base = from.parent()?.join(specifier);
    let mut candidates = Vec::new();
    let extension = base.extension().and_then(|ext| ext.to_str()).unwrap_or("");
    if EXTENSIONS.contains(&extension) {
        if extension == "js" {
            candidates.push(base.with_extension("ts"));
        }
        if extension == "mjs" {
            candidates.push(base.with_extension("mts"));
        }
        candidates.push(base.clone());
    } else {
        for ext in EXTENSIONS {
            let mut name = base.clone().into_os_string();
            name.push(".");
            name.push(ext);
            candidates.push(PathBuf::from(name));
        }
        for ext in EXTENSIONS {
            candidates.push(base.join(format!("index.{ext}")));
        }
    }
    candidates
        .into_iter()
        .filter(|candidate| candidate.is_file())
        .filter_map(|candidate| candidate.canonicalize().ok())
        .find(|candidate| candidate.starts_with(site))
}

fn relative(site: &Path, path: &Path) -> String {
    let relative = path.strip_prefix(site).unwrap_or(path);
    relative.components().map(|c| c.as_os_str().to_string_lossy()).collect::<Vec<_>>().join("/")
}

/// A `file://` URL for an absolute path, percent-encoding what a URL path may not hold.
pub fn file_url(path: &Path) -> String {
    let mut url = String::from("file://");
    for byte in path.to_string_lossy().bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' | b'/' => {
                url.push(byte as char)
            }
            _ => url.push_str(&format!("%{byte:02X}")),
        }
    }
    url
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_are_percent_encoded() {
        assert_eq!(file_url(Path::new("/a b/c#d.ts")), "file:///a%20b/c%23d.ts");
    }

    #[test]
    fn hashes_are_sha256() {
        assert_eq!(
            sha256_hex(b"abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
