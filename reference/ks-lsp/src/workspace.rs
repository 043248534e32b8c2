//! What the server reads around the documents it is sent: the `blocks/*.ks` a document sees, read
//! through ks-host's discovery (as `keepshipping check` does), with the text of open, possibly
//! unsaved block documents in place of what is on disk. ks-core reads no files; this module does.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::str::FromStr;

use ks_core::{block_signatures, BlockSignatures, DeclarationSite};
use lsp_types::{Location, Uri};

use crate::position::LineMap;

/// The blocks one `blocks/` directory holds.
#[derive(Default)]
pub struct Blocks {
    /// What the check takes (`CheckOptions::blocks`).
    pub signatures: BlockSignatures,
    /// The text of each block file read, by its path: where a signature's declaration site
    /// (ks-core's, the first file in path order that declares the name) is put into lines.
    texts: HashMap<String, String>,
}

impl Blocks {
    /// Reads `dir`'s `*.ks` files; `open` holds the texts of open documents, which win over the
    /// disk (an open block file may be unsaved, or not on disk yet).
    pub fn discover(dir: &Path, open: &HashMap<PathBuf, String>) -> Blocks {
        let mut files = ks_host::blocks::read_dir(dir);
        for (path, text) in files.iter_mut() {
            if let Some(open) = open.get(Path::new(path)) {
                text.clone_from(open);
            }
        }
        for (path, text) in open {
            let inside = path.parent() == Some(dir)
                && path.extension().is_some_and(|ext| ext == "ks")
                && !files.iter().any(|(other, _)| Path::new(other) == path);
            if inside {
                files.push((path.to_string_lossy().into_owned(), text.clone()));
            }
        }
        files.sort_by(|a, b| a.0.cmp(&b.0));
        let signatures = block_signatures(&files);
        Blocks { signatures, texts: files.into_iter().collect() }
    }

    /// The location of a block's declaration site, in the file it was read from.
    pub fn location(&self, site: &DeclarationSite) -> Option<Location> {
        let text = self.texts.get(&site.file)?;
        let uri = path_to_uri(Path::new(&site.file))?;
        Some(Location { uri, range: LineMap::new(text).range(text, site.span) })
    }
}

/// The `blocks/` directory a document sees (ks-host's rule), for `file:` URIs only.
pub fn blocks_dir(uri: &Uri) -> Option<PathBuf> {
    let path = uri_to_path(uri)?;
    Some(ks_host::blocks::blocks_dir(&path))
}

/// The `blocks/` directory `uri` is a block file of (`blocks/*.ks`), if it is one.
pub fn block_file_dir(uri: &Uri) -> Option<PathBuf> {
    let path = uri_to_path(uri)?;
    let dir = path.parent()?;
    dir.file_name().is_some_and(|name| name == "blocks").then(|| dir.to_path_buf())
}

/// Whether the check of `reader` reads the block file `block` (another document that sees its
/// `blocks/` directory, its sibling block files included).
pub fn reads_block(reader: &Uri, block: &Uri) -> bool {
    reader != block
        && block_file_dir(block).is_some_and(|dir| blocks_dir(reader).as_ref() == Some(&dir))
}

/// The local path of a `file:` URI (`file:///a/b%20c.ks`, `file://localhost/a`), percent-decoded.
pub fn uri_to_path(uri: &Uri) -> Option<PathBuf> {
    let rest = uri.as_str().strip_prefix("file://")?;
    let rest = rest.strip_prefix("localhost").unwrap_or(rest);
    if !rest.starts_with('/') {
        return None;
    }
    let rest = rest.split(['?', '#']).next().unwrap_or_default();
    let bytes = rest.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while at < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match (
            bytes[at],
            bytes.get(at + 1).copied().and_then(hex),
            bytes.get(at + 2).copied().and_then(hex),
        ) {
            (b'%', Some(high), Some(low)) => {
                out.push((high * 16 + low) as u8);
                at += 3;
            }
            (byte, _, _) => {
                out.push(byte);
                at += 1;
            }
        }
    }
    Some(PathBuf::from(String::from_utf8(out).ok()?))
}

/// The `file:` URI of an absolute path, with everything but unreserved characters and `/`
/// percent-encoded.
pub fn path_to_uri(path: &Path) -> Option<Uri> {
    let path = path.to_str()?;
    if !path.starts_with('/') {
        return None;
    }
    let mut out = String::from("file://");
    for byte in path.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'/' | b'-' | b'.' | b'_' | b'~') {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    Uri::from_str(&out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_uris_and_paths_round_trip() {
        let path = Path::new("/tmp/a b/blocks/wéb.ks");
        let uri = path_to_uri(path).unwrap();
        assert_eq!(uri.as_str(), "file:///tmp/a%20b/blocks/w%C3%A9b.ks");
        assert_eq!(uri_to_path(&uri).unwrap(), path);
        let localhost = Uri::from_str("file://localhost/x/ship.ks").unwrap();
        assert_eq!(uri_to_path(&localhost).unwrap(), Path::new("/x/ship.ks"));
        assert_eq!(uri_to_path(&Uri::from_str("untitled:Untitled-1").unwrap()), None);
        assert_eq!(path_to_uri(Path::new("relative.ks")), None);
    }
}
