//! The Keep Shipping language server (`keepshipping lsp`).
//!
//! rust-analyzer's `lsp-server` carries the messages. The main thread keeps the documents (updated
//! by ranged edits, positions in UTF-16 code units converted in one place, [`position::LineMap`]);
//! an analysis thread ([`worker`], the scheduler) publishes diagnostics from `ks_lang::parse` and `ks_core::check`
//! (debounced, superseded versions dropped) and answers the requests of one table ([`handlers`], converting through [`convert`]): formatting through `ks_fmt`, and
//! hover, definition, completion ([`completion`] reads the position, [`candidates`] answers),
//! signature help, document symbols, references, highlights and rename from ks-core's semantic model
//! ([`analysis::Analysis`], [`occurrences`]), quick fixes beyond the checker's, diagnostics pulled
//! beside those pushed, inlay hints, lenses and the plan's commands from its plan ([`hints`]), semantic tokens, folding and selection ranges, links into the site's files and workspace symbols. ks-core reads no files: the server reads what `keepshipping check` reads
//! around a document through ks-host's one loader: one `ks_host::loader::Session` per workspace (the
//! policy base resolved once per repository, the baseline read once), each document's site (its base,
//! the `.tf` outputs of a plan's literal `dir:`, script facts from the cache, never importing a module
//! unless `initializationOptions.importScripts` allows it) read when it opens or a file of its site
//! changes, never per edit; and the `blocks/` a document sees ([`host`], [`workspace`]), with open block
//! documents' unsaved text taking precedence.

pub mod analysis;
pub mod block_names;
mod block_rename;
pub mod candidates;
mod commands;
pub mod completion;
mod context;
mod convert;
mod handlers;
pub mod hints;
mod host;
mod lenses;
mod links;
pub mod occurrences;
pub mod position;
mod progress;
mod pull_diagnostics;
mod quick_fixes;
mod reply;
pub mod semantic_tokens;
pub mod server;
mod signature;
mod site;
mod snapshot;
mod structure;
mod worker;
pub mod workspace;
mod workspace_symbols;

pub use handlers::capabilities;
pub use server::{run_stdio, serve, BoxError, Document};
