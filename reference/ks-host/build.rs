//! Copies the code, name and severity of every entry of the code catalog (`codes.toml` of the suite's
//! data package) into the library, so that `keepshipping.toml` can name a code either way
//! (`KSnnnn` or `no-format-header-in-ci`) without reading a file at run time. ks-report's build script
//! reads the same file for its SARIF rules; `codes.toml` stays the one place a code is written.

use std::{env, fmt::Write as _, fs, path::PathBuf};

fn main() {
    let catalog = ks_conformance_cases::dir().join("codes.toml");
    println!("cargo:rerun-if-changed={}", catalog.display());
    let text = fs::read_to_string(&catalog)
        .unwrap_or_else(|err| panic!("reading {}: {err}", catalog.display()));
    let codes: toml::Table = text.parse().expect("codes.toml is valid TOML");
    let mut table = String::from("&[\n");
    for (code, entry) in &codes {
        let field = |key: &str| entry.get(key).and_then(toml::Value::as_str).unwrap_or_default();
        let severity = match field("severity") {
            "error" => "Error",
            "warning" => "Warning",
            "note" => "Note",
            other => panic!("{code}: severity `{other}` is not error, warning or note"),
        };
        let _ = writeln!(
            table,
            "    CatalogCode {{ code: {code:?}, name: {:?}, severity: Severity::{severity} }},",
            field("name"),
        );
    }
    table.push(']');
    let out = PathBuf::from(env::var("OUT_DIR").expect("set by cargo")).join("codes.rs");
    fs::write(out, table).expect("OUT_DIR is writable");
}
