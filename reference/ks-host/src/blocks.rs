//! Block discovery (BLOCK-18, BLOCK-19): the `blocks/*.ks` beside a checked file — a file inside
//! `blocks/` sees its siblings — read and handed to [`ks_core::block_signatures`], which keys
//! them by the name each file's `block:` declares.

use std::path::{Path, PathBuf};

use ks_core::{block_signatures, BlockSignatures};

use crate::file;

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

/// A `blocks/` folder as read.
#[derive(Clone, Debug, Default)]
pub struct Folder {
    /// Each `*.ks` file as `(path, text)`, sorted by path.
    pub files: Vec<(String, String)>,
    /// What a `*.ks` name stands for that could not be read (a link to nothing or to itself, a
    /// FIFO, a file without permission, one that is not UTF-8), or the folder itself when it cannot
    /// be listed; sorted by path. A use of a block in one would otherwise be judged as a use of a
    /// block that does not exist, and the run pass on what it never read.
    pub unreadable: Vec<Unreadable>,
}

/// A file of a `blocks/` folder (or the folder) that could not be read, and why in a few words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable {
    pub path: PathBuf,
    pub reason: String,
}

/// The `*.ks` files of `dir` (see [`Folder`]); a missing directory has none. A name that stands for
/// a folder (or a link to one) is not a block file.
pub fn read_folder(dir: &Path) -> Folder {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Folder::default(),
        Err(err) => {
            let reason =
                format!("{} (a folder: no block in it was read)", file::describe(dir, &err));
            return Folder {
                unreadable: vec![Unreadable { path: dir.to_path_buf(), reason }],
                ..Folder::default()
            };
        }
    };
    // The listing's own file type answers for most entries; only a link is followed.
    let is_folder = |entry: &std::fs::DirEntry| match entry.file_type() {
        Ok(kind) if kind.is_symlink() => entry.path().is_dir(),
        Ok(kind) => kind.is_dir(),
        Err(_) => entry.path().is_dir(),
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .filter(|entry| Path::new(&entry.file_name()).extension().is_some_and(|ext| ext == "ks"))
        .filter(|entry| !is_folder(entry))
        .map(|entry| entry.path())
        .collect();
    paths.sort();
    let mut folder = Folder::default();
    for path in paths {
        match file::read_text(&path) {
            Ok(text) => folder.files.push((path.to_string_lossy().into_owned(), text)),
            Err(reason) => folder.unreadable.push(Unreadable { path, reason }),
        }
    }
    folder
}

/// The `*.ks` files of `dir` that could be read, as `(path, text)` sorted by path (see
/// [`read_folder`] for what could not).
pub fn read_dir(dir: &Path) -> Vec<(String, String)> {
    read_folder(dir).files
}

/// The signatures of the blocks a checked file sees.
pub fn discover(checked: &Path) -> BlockSignatures {
    derive(checked).0
}

/// The signatures of the blocks a checked file sees, and what of its `blocks/` could not be read.
pub fn derive(checked: &Path) -> (BlockSignatures, Vec<Unreadable>) {
    let folder = read_folder(&blocks_dir(checked));
    (block_signatures(&folder.files), folder.unreadable)
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
    fn a_link_to_a_block_file_counts_a_folder_does_not_and_a_dangling_link_is_unreadable() {
        let dir = tempfile::tempdir().unwrap();
        let (blocks, elsewhere) = (dir.path().join("blocks"), dir.path().join("shared"));
        std::fs::create_dir_all(&elsewhere).unwrap();
        std::fs::create_dir_all(blocks.join("folder.ks")).unwrap();
        std::fs::write(elsewhere.join("web.ks"), "block: web\n").unwrap();
        std::os::unix::fs::symlink(elsewhere.join("web.ks"), blocks.join("linked.ks")).unwrap();
        std::os::unix::fs::symlink(elsewhere.join("gone.ks"), blocks.join("dangling.ks")).unwrap();
        std::fs::write(blocks.join("own.ks"), "block: own\n").unwrap();
        let folder = read_folder(&blocks);
        let read: Vec<&str> = folder.files.iter().map(|(path, _)| path.as_str()).collect();
        let names: Vec<&str> = read.iter().map(|path| path.rsplit('/').next().unwrap()).collect();
        assert_eq!(names, ["linked.ks", "own.ks"]);
        let [unread] = folder.unreadable.as_slice() else { panic!("{:?}", folder.unreadable) };
        assert_eq!(unread.path, blocks.join("dangling.ks"));
        assert!(unread.reason.starts_with("a link to nothing"), "{}", unread.reason);
    }

    /// Every kind a block file cannot be read for is said, none dropped: a link to itself, a FIFO
    /// (refused, not opened), a file that is not UTF-8; a folder that cannot be listed says so.
    #[test]
    fn what_cannot_be_read_is_listed_with_why() {
        let dir = tempfile::tempdir().unwrap();
        let blocks = dir.path().join("blocks");
        std::fs::create_dir_all(&blocks).unwrap();
        std::os::unix::fs::symlink(blocks.join("loop.ks"), blocks.join("loop.ks")).unwrap();
        let fifo = std::process::Command::new("mkfifo").arg(blocks.join("pipe.ks")).status();
        assert!(fifo.unwrap().success());
        std::fs::write(blocks.join("latin1.ks"), b"block: caf\xe9\n").unwrap();
        let (signatures, unread) = derive(&dir.path().join("ship.ks"));
        assert!(signatures.is_empty());
        let said: Vec<(String, &str)> = unread
            .iter()
            .map(|u| (u.path.file_name().unwrap().to_string_lossy().into_owned(), &u.reason[..12]))
            .collect();
        let said: Vec<(&str, &str)> =
            said.iter().map(|(name, why)| (name.as_str(), *why)).collect();
        assert_eq!(
            said,
            [
                ("latin1.ks", "not UTF-8 te"),
                ("loop.ks", "a link loop "),
                ("pipe.ks", "it is a FIFO")
            ]
        );
        assert_eq!(read_folder(&dir.path().join("none")).unreadable, []);
    }
}
