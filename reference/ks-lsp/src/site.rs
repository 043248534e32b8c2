//! The `.ks` files of a document's site, for what spans files (a block's inputs and outputs,
//! workspace symbols): the folder of the site file (`ship.ks` and its siblings) and its `blocks/`,
//! as `keepshipping check` sees them. An open document's text wins over the disk. Each file is
//! checked with the site's block signatures alone: what spans files is read from the model's
//! names, which the site's other facts (`.tf` outputs, script schemas) do not change.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use ks_core::CheckOptions;
use ks_lang::TextRange;
use lsp_types::Uri;

use crate::analysis::Analysis;
use crate::context::Around;
use crate::convert::Analysed;
use crate::position::LineMap;
use crate::snapshot::Snapshot;
use crate::workspace::{self, Blocks};

/// One file of a site, checked.
pub(crate) struct SiteFile {
    pub uri: Uri,
    pub path: PathBuf,
    pub text: Arc<str>,
    pub lines: LineMap,
    pub analysis: Analysis,
}

impl SiteFile {
    /// The document's range of a model range.
    pub(crate) fn range(&self, range: TextRange) -> lsp_types::Range {
        self.lines.range(&self.text, self.analysis.document_range(range))
    }
}

/// The folder a site lives in: the file's own, or for a block file the one above its `blocks/`.
pub(crate) fn site_dir(path: &Path) -> Option<PathBuf> {
    ks_host::blocks::blocks_dir(path).parent().map(Path::to_path_buf)
}

/// The `.ks` files of the site `dir` (its own folder, then `blocks/`), each once, in path order
/// within each folder, with open documents' text in place of the disk's and open documents not
/// on disk yet included.
pub(crate) fn site_texts(dir: &Path, around: &Around) -> Vec<(PathBuf, Uri, Arc<str>)> {
    let open: HashMap<PathBuf, &Arc<Snapshot>> = around
        .open
        .values()
        .filter_map(|snapshot| Some((workspace::uri_to_path(&snapshot.uri)?, snapshot)))
        .collect();
    let mut out = Vec::new();
    for folder in [dir.to_path_buf(), dir.join("blocks")] {
        let mut files: Vec<(PathBuf, Arc<str>)> = ks_host::blocks::read_dir(&folder)
            .into_iter()
            .map(|(path, text)| (PathBuf::from(path), Arc::from(text)))
            .collect();
        for (path, snapshot) in &open {
            let inside = path.parent() == Some(folder.as_path())
                && path.extension().is_some_and(|ext| ext == "ks");
            if inside && !files.iter().any(|(other, _)| other == path) {
                files.push((path.clone(), snapshot.text.clone()));
            }
        }
        files.sort_by(|a, b| a.0.cmp(&b.0));
        for (path, text) in files {
            let text = open.get(&path).map_or(text, |snapshot| snapshot.text.clone());
            let Some(uri) = workspace::path_to_uri(&path) else { continue };
            out.push((path, uri, text));
        }
    }
    out
}

/// Every other file of `done`'s site, checked with its blocks; none for a document that is no file.
pub(crate) fn other_files(done: &Analysed, around: &Around) -> Vec<SiteFile> {
    let Some(path) = workspace::uri_to_path(&done.snapshot.uri) else { return Vec::new() };
    let Some(dir) = site_dir(&path) else { return Vec::new() };
    site_texts(&dir, around)
        .into_iter()
        .filter(|(other, _, _)| *other != path)
        .map(|(path, uri, text)| checked(path, uri, text, &done.blocks))
        .collect()
}

/// A file of a site checked with the site's blocks.
pub(crate) fn checked(path: PathBuf, uri: Uri, text: Arc<str>, blocks: &Blocks) -> SiteFile {
    let options = CheckOptions::default().with_blocks(blocks.signatures.clone());
    let analysis = Analysis::with_options(&text, &options);
    let lines = LineMap::new(&text);
    SiteFile { uri, path, text, lines, analysis }
}
