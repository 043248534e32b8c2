//! Block discovery (BLOCK-18, BLOCK-19): the `blocks/*.ks` beside a checked file — a file inside
//! `blocks/` sees its siblings — read and handed to [`ks_core::block_signatures`], which keys
//! them by the name each file's `block:` declares.

use std::path::{Path, PathBuf};

use ks_core::{block_signatures, BlockSignatures};

/// The `blocks/` directory a checked file sees: its own directory when that is named `blocks`,
/// else `blocks/` beside it.
pub fn blocks_dir(checked: &Path) -> PathBuf {
    let parent = checked.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    if parent.file_name().is_some_and(|name| name == "blocks") {
        parent.to_path_buf()
    } else {
        parent.join("blocks")
    }
}

/// The `*.ks` files of `dir` as `(path, text)`, sorted by path; unreadable files and a missing
/// directory give nothing (check never fails for a file it did not see).
pub fn read_dir(dir: &Path) -> Vec<(String, String)> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "ks") && path.is_file())
        .collect();
    paths.sort();
    paths
        .into_iter()
        .filter_map(|path| {
            let text = std::fs::read_to_string(&path).ok()?;
            Some((path.to_string_lossy().into_owned(), text))
        })
        .collect()
}

/// The signatures of the blocks a checked file sees.
pub fn discover(checked: &Path) -> BlockSignatures {
    block_signatures(&read_dir(&blocks_dir(checked)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn beside_the_file_or_among_siblings() {
        assert_eq!(blocks_dir(Path::new("site/ship.ks")), Path::new("site/blocks"));
        assert_eq!(blocks_dir(Path::new("ship.ks")), Path::new("./blocks"));
        assert_eq!(blocks_dir(Path::new("site/blocks/web.ks")), Path::new("site/blocks"));
    }

    #[test]
    fn matched_by_declared_name() {
        let dir = tempfile::tempdir().unwrap();
        let blocks = dir.path().join("blocks");
        std::fs::create_dir(&blocks).unwrap();
        std::fs::write(
            blocks.join("file-name.ks"),
            "block: web-service\ninputs:\n  image: oci.Digest\n",
        )
        .unwrap();
        std::fs::write(blocks.join("notes.txt"), "block: not-a-block\n").unwrap();
        let table = discover(&dir.path().join("ship.ks"));
        assert_eq!(table.keys().collect::<Vec<_>>(), ["web-service"]);
        let sibling = discover(&blocks.join("other.ks"));
        assert!(sibling.contains_key("web-service"));
    }
}
