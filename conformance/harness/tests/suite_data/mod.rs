//! The suite's own data for its self-tests (`suite.rs`, `levels.rs`): every case and the code
//! registry.

use ks_conformance::codes::Codes;
use ks_conformance::{case, suite_dir, Case};

pub fn cases() -> Vec<Case> {
    case::discover(&suite_dir().join("cases")).expect("cases load")
}

pub fn codes() -> Codes {
    Codes::load(&suite_dir().join("codes.toml")).expect("codes.toml")
}
