//! What a request may read beyond its own document's analysis: the other open documents (a site's
//! files), the settings that change while the server runs, and, for a request that names no
//! document, the workspace itself ([`Workspace`], the analysis thread's).

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

use lsp_types::{SemanticToken, Uri};
use serde_json::Value;

use crate::convert::Analysed;
use crate::snapshot::Snapshot;

/// The settings honoured live: from `initializationOptions`, then `workspace/didChangeConfiguration`
/// and the `keepshipping.selectEnvironment` command.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Live {
    /// `environment`: the one environment inlay hints and lenses speak of (`None`: every one).
    pub environment: Option<String>,
}

impl Live {
    /// Reads the settings `value` holds, directly or under a `keepshipping` object; a setting
    /// absent from it is left as it was, and `null` or `""` clears it. Whether anything changed.
    pub(crate) fn update(&mut self, value: &Value) -> bool {
        let setting = |name: &str| value.get(name).or_else(|| value.get("keepshipping")?.get(name));
        let before = self.clone();
        if let Some(environment) = setting("environment") {
            self.environment =
                environment.as_str().filter(|name| !name.is_empty()).map(str::to_string);
        }
        *self != before
    }
}

/// Around one request on one document: every open document's newest snapshot, and the settings.
pub(crate) struct Around<'a> {
    pub open: &'a HashMap<Uri, Arc<Snapshot>>,
    pub live: &'a Live,
    /// The semantic tokens last sent for each document, for deltas.
    pub sent: &'a RefCell<Sent>,
}

/// What a request that names no document (`workspace/symbol`, `workspace/executeCommand`) reads and
/// changes: the analysis thread's documents and settings.
pub(crate) trait Workspace {
    /// The analysis of the newest text of an open document.
    fn analysed(&mut self, uri: &Uri) -> Option<&Analysed>;
    /// The open documents and the settings, as a document's request sees them.
    fn around(&self) -> Around<'_>;
    /// Changes the live settings; the client is asked to show again what they change.
    fn set_live(&mut self, live: Live);
}

/// The last tokens sent for each document, by result id, for the next delta.
#[derive(Default)]
pub(crate) struct Sent {
    next: u64,
    pub(crate) by_document: HashMap<Uri, (String, Vec<SemanticToken>)>,
}

impl Sent {
    /// A closed document's tokens are not kept.
    pub(crate) fn forget(&mut self, uri: &Uri) {
        self.by_document.remove(uri);
    }

    pub(crate) fn keep(&mut self, uri: &Uri, tokens: Vec<SemanticToken>) -> String {
        self.next += 1;
        let id = self.next.to_string();
        self.by_document.insert(uri.clone(), (id.clone(), tokens));
        id
    }
}
