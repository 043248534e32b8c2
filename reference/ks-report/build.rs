//! Copies the code catalog (`conformance/codes.toml`) into the library at build time, so that SARIF rule
//! descriptors name every code without reading a file at run time. Outside this repository (a packaged
//! crate) the catalog is absent and the table is empty: rule descriptors then fall back to the text of
//! the diagnostics themselves.

use std::{env, fmt::Write as _, fs, path::PathBuf};

fn main() {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let catalog = manifest.join("../../conformance/codes.toml");
    println!("cargo:rerun-if-changed={}", catalog.display());
    let mut table = String::from("&[\n");
    match fs::read_to_string(&catalog) {
        Ok(text) => {
            let codes: toml::Table = text.parse().expect("conformance/codes.toml is valid TOML");
            for (code, entry) in &codes {
                let field = |key: &str| {
                    entry.get(key).and_then(toml::Value::as_str).unwrap_or_default().to_string()
                };
                let _ = writeln!(
                    table,
                    "    Code {{ code: {code:?}, name: {:?}, severity: {:?}, summary: {:?} }},",
                    field("name"),
                    field("severity"),
                    field("summary"),
                );
            }
        }
        Err(_) => println!(
            "cargo:warning=conformance/codes.toml not found: SARIF rules will carry no summaries"
        ),
    }
    table.push(']');
    let out = PathBuf::from(env::var("OUT_DIR").expect("set by cargo")).join("codes.rs");
    fs::write(out, table).expect("OUT_DIR is writable");
}
