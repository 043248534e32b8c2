//! Parsers for the three notations of `conformance/NOTATION.md`.

pub mod diag;
pub mod sexp;

/// Parses `ast.json` text into a JSON value (compared structurally: key order and layout are free).
/// Deeply nested values are allowed (the `deep/` cases go past serde_json's default limit).
pub fn parse_json(text: &str) -> Result<serde_json::Value, String> {
    use serde::Deserialize as _;
    let mut de = serde_json::Deserializer::from_str(text);
    de.disable_recursion_limit();
    let value = serde_json::Value::deserialize(&mut de).map_err(|e| format!("not JSON: {e}"))?;
    de.end().map_err(|e| format!("not JSON: {e}"))?;
    Ok(value)
}
