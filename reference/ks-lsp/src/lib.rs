//! The Keep Shipping language server (`keepshipping lsp`).
//!
//! rust-analyzer's `lsp-server` carries the messages. The main thread keeps the documents (updated
//! by ranged edits, positions in UTF-16 code units converted in one place, [`position::LineMap`]);
//! an analysis thread ([`worker`]) publishes diagnostics from `ks_lang::parse` and `ks_core::check`
//! (debounced, superseded versions dropped) and answers requests: formatting through `ks_fmt`, and
//! hover, definition, completion and document symbols from ks-core's semantic model
//! ([`analysis::Analysis`]). ks-core reads no files: the server reads the `blocks/` a document sees
//! through ks-host ([`workspace`]), with open block documents' unsaved text taking precedence.

pub mod analysis;
pub mod position;
pub mod server;
pub mod worker;
pub mod workspace;

pub use server::{capabilities, run_stdio, serve, BoxError, Document};
