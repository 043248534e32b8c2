//! The formatter either refuses, or hands back text that is a fixed point, parses without errors and
//! keeps the significant tokens and the comments (see `ks_fuzz::check_fmt`).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        ks_fuzz::check_fmt(text);
    }
});
