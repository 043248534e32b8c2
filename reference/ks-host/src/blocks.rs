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
    // The listing's own file type answers for most entries; only a link is followed (a link to a
    // file counts).
    let is_file = |entry: &std::fs::DirEntry| match entry.file_type() {
        Ok(kind) if kind.is_symlink() => entry.path().is_file(),
        Ok(kind) => kind.is_file(),
        Err(_) => entry.path().is_file(),
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .filter(|entry| Path::new(&entry.file_name()).extension().is_some_and(|ext| ext == "ks"))
        .filter(is_file)
        .map(|entry| entry.path())
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

    #[test]
    fn a_link_to_a_block_file_counts_a_folder_or_a_dangling_link_does_not() {
        let dir = tempfile::tempdir().unwrap();
        let (blocks, elsewhere) = (dir.path().join("blocks"), dir.path().join("shared"));
        std::fs::create_dir_all(&elsewhere).unwrap();
        std::fs::create_dir_all(blocks.join("folder.ks")).unwrap();
        std::fs::write(elsewhere.join("web.ks"), "block: web\n").unwrap();
        std::os::unix::fs::symlink(elsewhere.join("web.ks"), blocks.join("linked.ks")).unwrap();
        std::os::unix::fs::symlink(elsewhere.join("gone.ks"), blocks.join("dangling.ks")).unwrap();
        std::fs::write(blocks.join("own.ks"), "block: own\n").unwrap();
        let read: Vec<String> = read_dir(&blocks).into_iter().map(|(path, _)| path).collect();
        let names: Vec<&str> = read.iter().map(|path| path.rsplit('/').next().unwrap()).collect();
        assert_eq!(names, ["linked.ks", "own.ks"]);
    }
}
