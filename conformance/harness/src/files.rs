//! The files of a folder, relative and `/`-separated: what a case holds (its features are read from
//! them) and what the suite's hash covers.

use std::fs;
use std::path::Path;

/// The files under `dir`, relative and `/`-separated, sorted by path. With `own_only`, a directory
/// that is a case of its own (holding `case.toml`) is left out: the files of one case.
pub fn relative_files(dir: &Path, own_only: bool) -> Vec<String> {
    fn walk(dir: &Path, prefix: &str, own_only: bool, out: &mut Vec<String>) {
        let Ok(entries) = fs::read_dir(dir) else { return };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let rel = if prefix.is_empty() { name } else { format!("{prefix}/{name}") };
            let path = entry.path();
            if !path.is_dir() {
                out.push(rel);
            } else if !(own_only && path.join("case.toml").is_file()) {
                walk(&path, &rel, own_only, out);
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, "", own_only, &mut out);
    out.sort();
    out
}
