//! One version of one document as the analysis thread is handed it: what the scheduler, the
//! handlers and the conversions all read, below each of them.

use std::sync::Arc;
use std::time::Instant;

use lsp_types::Uri;

use crate::position::LineMap;

/// One version of one document, as the main thread last saw it.
pub struct Snapshot {
    pub uri: Uri,
    pub version: i32,
    /// Increases with every snapshot of any document.
    pub seq: u64,
    pub text: Arc<str>,
    pub lines: Arc<LineMap>,
    /// When the main thread took it (the timing log measures from here).
    pub taken: Instant,
}
