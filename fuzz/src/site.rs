//! The `site` target's input: a whole site in one byte string, so that libFuzzer mutates every file
//! of it at once and a seed can be made from any conformance case.
//!
//! The framing: the bytes up to the first NUL are `ship.ks`; every further NUL starts another file,
//! whose first line is its path relative to the site and whose content is the rest, up to the next
//! NUL. A path has one to three components of `A-Z a-z 0-9 . _ -`, none empty, none starting with
//! `.`, at most 40 bytes each; a chunk whose path does not qualify is dropped, and so is a second file
//! of the same path, `ship.ks` itself, and every file after the sixteenth. So
//! `"name: x\n\0blocks/web.ks\nblock: web\n\0infra/main.tf\noutput \"a\" {}\n"` is a `ship.ks`,
//! one block and one Terraform file. `cargo xtask fuzz --seed` writes every conformance case in this
//! framing: its `input.ks`, then each file under its `files/`.

use std::io;
use std::path::Path;

/// The checked file's name inside the site.
pub const SHIP: &str = "ship.ks";

/// At most this many files beside `ship.ks`.
pub const MAX_FILES: usize = 16;

/// One file beside `ship.ks`: its path (`/`-separated, relative to the site) and its bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SiteFile {
    pub path: String,
    pub bytes: Vec<u8>,
}

/// A site as the framing describes it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Site {
    pub ship: Vec<u8>,
    pub files: Vec<SiteFile>,
}

impl Site {
    /// Reads the framing (see the module documentation). Never fails: what does not qualify is
    /// dropped.
    pub fn split(data: &[u8]) -> Site {
        let mut chunks = data.split(|&b| b == 0);
        let ship = chunks.next().unwrap_or_default().to_vec();
        let mut files: Vec<SiteFile> = Vec::new();
        for chunk in chunks {
            if files.len() == MAX_FILES {
                break;
            }
            let (path, bytes) = match chunk.iter().position(|&b| b == b'\n') {
                Some(at) => (&chunk[..at], &chunk[at + 1..]),
                None => (chunk, &[][..]),
            };
            let Ok(path) = std::str::from_utf8(path) else { continue };
            if !valid_path(path) || path == SHIP || files.iter().any(|f| f.path == path) {
                continue;
            }
            files.push(SiteFile { path: path.to_string(), bytes: bytes.to_vec() });
        }
        Site { ship, files }
    }

    /// The framing of this site (the inverse of [`Site::split`] for a site whose paths qualify).
    pub fn join(&self) -> Vec<u8> {
        let mut out = self.ship.clone();
        for file in &self.files {
            out.push(0);
            out.extend_from_slice(file.path.as_bytes());
            out.push(b'\n');
            out.extend_from_slice(&file.bytes);
        }
        out
    }

    /// Writes the site into `dir`, which is emptied first: `dir/ship.ks` and every file. A file whose
    /// path runs into another file (`a` and `a/b`) is left out, as a site could not hold both.
    pub fn write(&self, dir: &Path) -> io::Result<()> {
        match std::fs::remove_dir_all(dir) {
            Ok(()) => {}
            Err(err) if err.kind() == io::ErrorKind::NotFound => {}
            Err(err) => return Err(err),
        }
        std::fs::create_dir_all(dir)?;
        std::fs::write(dir.join(SHIP), &self.ship)?;
        for file in &self.files {
            let path = dir.join(&file.path);
            if let Some(parent) = path.parent() {
                if std::fs::create_dir_all(parent).is_err() {
                    continue;
                }
            }
            // A directory of that name already (`a/b` came first): the file is left out.
            let _ = std::fs::write(&path, &file.bytes);
        }
        Ok(())
    }
}

/// Whether `path` qualifies as a file path of the framing.
pub fn valid_path(path: &str) -> bool {
    let components: Vec<&str> = path.split('/').collect();
    (1..=3).contains(&components.len())
        && components.iter().all(|c| {
            !c.is_empty()
                && c.len() <= 40
                && !c.starts_with('.')
                && c.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-'))
        })
}
