//! Copies the code catalog (`codes.toml` of the suite's data package, `ks-conformance-cases`) into the
//! library at build time, so that SARIF rule descriptors name every code without reading a file at
//! run time. The data package is a build dependency, so a packaged ks-report has the catalog too.

use std::{env, fmt::Write as _, fs, path::PathBuf};

fn main() {
    let catalog = ks_conformance_cases::dir().join("codes.toml");
    println!("cargo:rerun-if-changed={}", catalog.display());
    let text = fs::read_to_string(&catalog)
        .unwrap_or_else(|err| panic!("reading {}: {err}", catalog.display()));
    let codes: toml::Table = text.parse().expect("codes.toml is valid TOML");
    let mut table = String::from("&[\n");
    for (code, entry) in &codes {
        let field = |key: &str| {
            entry.get(key).and_then(toml::Value::as_str).unwrap_or_default().to_string()
        };
        let _ = writeln!(
            table,
            "    Code {{ code: {code:?}, name: {:?}, severity: {:?}, summary: {:?}, span: {:?} }},",
            field("name"),
            field("severity"),
            field("summary"),
            field("span"),
        );
    }
    table.push(']');
    let out = PathBuf::from(env::var("OUT_DIR").expect("set by cargo")).join("codes.rs");
    fs::write(out, table).expect("OUT_DIR is writable");
}
