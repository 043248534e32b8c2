//! Any UTF-8 text: the parser must not panic, must give back the input byte for byte, and every
//! diagnostic span and token must be well formed (see `ks_fuzz::check_parse`); the typed AST's
//! accessors, the lookups by offset and the line table must agree with the text
//! (`ks_lang::invariants::violations`).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let parse = ks_fuzz::check_parse(text);
        let violations = ks_lang::invariants::violations(text, &parse);
        assert!(violations.is_empty(), "{violations:#?}\ninput: {text:?}");
    }
});
