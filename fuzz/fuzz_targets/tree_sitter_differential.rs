//! tree-sitter and the reference parser agree on valid versus invalid, and on the projected tree of
//! valid input (see `ks_fuzz::check_tree_sitter`).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        ks_fuzz::check_tree_sitter(text);
    }
});
