//! Validation against the official OASIS SARIF 2.1.0 schema (vendored in `tests/data`, from
//! oasis-tcs/sarif-spec `sarif-2.1/schema/sarif-schema-2.1.0.json`), formats asserted. Shared by the
//! renderer's unit tests and the CLI tests.

use serde_json::Value;

/// `None` when `log` is a valid SARIF 2.1.0 log, else what the schema objects to.
pub fn sarif_schema_errors(log: &Value) -> Option<String> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/sarif-schema-2.1.0.json");
    let schema: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let mut schemas = boon::Schemas::new();
    let mut compiler = boon::Compiler::new();
    compiler.enable_format_assertions();
    compiler.add_resource("sarif-schema-2.1.0.json", schema).unwrap();
    let root = compiler.compile("sarif-schema-2.1.0.json", &mut schemas).unwrap();
    schemas.validate(log, root).err().map(|err| format!("{err:#}"))
}
