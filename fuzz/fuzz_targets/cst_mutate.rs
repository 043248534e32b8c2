//! Structure-aware fuzzing: the input is a base text plus bytes that choose edits made through its
//! CST (duplicate, delete or swap entries, re-indent lines, insert operators and parentheses into
//! values...). Every intermediate text must satisfy the parse properties.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| ks_fuzz::mutate::run(data));
