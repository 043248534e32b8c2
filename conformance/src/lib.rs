//! The data of the Keep Shipping conformance suite, shipped as a package so that an implementation can
//! adopt the suite from a registry: `cases/` (one directory per case: `input.ks`, `case.toml`, the
//! expected files), `codes.toml` (the diagnostic codes), `rules.txt` (the requirement IDs) and
//! `features.txt` (the closed list of language features a case may need), `manifest.json` (the suite's
//! versions and content hash) and `NOTATION.md` (the normative notations and protocol).
//!
//! The `ks-conformance` crate reads them from [`dir`]; nothing here needs to be called directly.

use std::path::Path;

/// The directory holding `cases/`, `codes.toml`, `rules.txt` and `NOTATION.md`: this package's root
/// (in the repository, `conformance/`).
pub fn dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The closed list of language features (`features.txt`), read by the runner to derive what each case
/// needs and to check the names an implementation says it lacks.
pub const FEATURES: &str = include_str!("../features.txt");

#[cfg(test)]
mod tests {
    #[test]
    fn the_data_is_inside_the_package() {
        for file in
            ["codes.toml", "rules.txt", "features.txt", "manifest.json", "NOTATION.md", "cases"]
        {
            assert!(super::dir().join(file).exists(), "{file} missing");
        }
    }
}
