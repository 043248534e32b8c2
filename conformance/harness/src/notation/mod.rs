//! Parsers for the three notations of `conformance/NOTATION.md`.

pub mod diag;
pub mod sexp;

/// Parses `ast.json` text into a JSON value (compared structurally: key order and layout are free).
pub fn parse_json(text: &str) -> Result<serde_json::Value, String> {
    serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))
}
