//! The Keep Shipping language server (`keepshipping lsp`).
//!
//! A synchronous loop on rust-analyzer's `lsp-server`: documents kept whole and updated by ranged
//! edits (positions in UTF-16 code units, converted in one place, [`position::LineMap`]), diagnostics
//! from `ks_lang::parse` and `ks_core::check` pushed after each burst of messages, formatting through
//! `ks_fmt`, and hover, definition, completion and document symbols answered from ks-core's semantic
//! model ([`analysis::Analysis`]). Like ks-core, it reads no files: checks run with
//! `CheckOptions::default()` (no block signatures, policy baseline or script modules).

pub mod analysis;
pub mod position;
pub mod server;

pub use server::{capabilities, run_stdio, serve, BoxError, Document};
