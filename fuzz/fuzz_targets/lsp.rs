//! The language server under random edit sequences over a document and its block
//! (`ks_fuzz::lsp`): no panic, no abort, no internal error, and the last diagnostics published for
//! each document equal a fresh `check` of its final text.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| ks_fuzz::lsp::run(data));
