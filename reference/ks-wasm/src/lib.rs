//! `ks-wasm`: the Keep Shipping reference as a WebAssembly module, for the spec site's playground.
//!
//! Each export takes the source text (and, for some, options as a JSON object) and returns a string:
//! what `keepshipping` prints for the same file named `ship.ks` in a directory outside any git
//! repository, with no blocks, `.tf` files or scripts beside it. The text comes from `ks-report`, the
//! code the CLI itself prints with, so the two agree by construction; `cargo xtask wasm`'s agreement
//! test runs every conformance case through both and compares the bytes.
//!
//! The page is static: nothing here reads a file, spawns a process or touches the network. What the
//! CLI learns from around the file is fixed the way it finds it in an empty directory: no policy base
//! resolved (KS0405 where the policy would consult one), no baseline, no blocks, no run-time outputs.
//!
//! [`api`] holds the functions as plain Rust (tested natively); the `#[wasm_bindgen]` exports below
//! wrap them and turn a malformed options object into a JavaScript exception.

pub mod api;

use wasm_bindgen::prelude::*;

/// The reference's version (`keepshipping --version` without the name).
#[wasm_bindgen]
pub fn version() -> String {
    api::version()
}

/// The format version files are written in (`keepshipping: 0.1`).
#[wasm_bindgen]
pub fn format_version() -> String {
    api::format_version()
}

/// `keepshipping parse --format json ship.ks`: the syntax diagnostics as JSON.
#[wasm_bindgen]
pub fn parse(source: &str) -> String {
    api::parse(source)
}

/// `keepshipping check --format json ship.ks`. Options: `{"actor": "human|agent|ci", "context":
/// "local|ci", "file": "ship.ks", "format": "json|human|sarif|github", "ci": false, "base": "self"}`,
/// all optional; `ci: true` is a non-empty `CI` variable; `base: "self"` reads the policy base as this
/// same file (as once it is merged) instead of none.
#[wasm_bindgen]
pub fn check(source: &str, options: &str) -> Result<String, JsError> {
    api::check(source, options).map_err(|message| JsError::new(&message))
}

/// `{"formatted": TEXT, "changed": BOOL}` (TEXT is what `keepshipping fmt -` prints), or
/// `{"refused": {"diagnostics": [...]}, "reason": "...", "stderr": "..."}`.
#[wasm_bindgen]
pub fn format(source: &str) -> String {
    api::format(source)
}

/// The environment names, in declaration order, as a JSON array.
#[wasm_bindgen]
pub fn environments(source: &str) -> String {
    api::environments(source)
}

/// `keepshipping plan`. Options: `{"env": NAME, "event": "push:BRANCH|pr|tag:TAG|manual", "format":
/// "human|json|dot|mermaid", "file": "ship.ks", "ci": false}`, and what `check` takes (`actor`,
/// `context`, `base`). Returns `{"ok": STDOUT}` (plus
/// `"stderr"` when warnings were printed above the plan) or `{"error": STDERR}`.
#[wasm_bindgen]
pub fn plan(source: &str, options: &str) -> Result<String, JsError> {
    api::plan(source, options).map_err(|message| JsError::new(&message))
}

/// `keepshipping policy explain`. Options: `{"actor": "human|agent|ci", "format": "human|json",
/// "file": "ship.ks", "base": "self"}`. Returns `{"ok": STDOUT}`; without `base` no base resolves (an
/// empty base, KS0405), with `"self"` the file's own policy is the base's too.
#[wasm_bindgen]
pub fn policy_explain(source: &str, options: &str) -> Result<String, JsError> {
    api::policy_explain(source, options).map_err(|message| JsError::new(&message))
}

/// The conformance suite's answer at `level` (`cst`, `ast`, `parse`, `format`, `check`, `plan`,
/// `migrate`): `{"stdout", "stderr", "exit"}`, what `keepshipping conformance LEVEL` prints and exits
/// with. Options: `{"actor", "context", "ci", "env", "event"}` (`env` is `[plan] env`).
/// `tests/conformance.cjs` speaks the suite's per-trial protocol over it, and
/// `tests/conformance-persistent.cjs` its persistent one.
#[wasm_bindgen]
pub fn conformance(level: &str, source: &str, options: &str) -> Result<String, JsError> {
    api::conformance(level, source, options).map_err(|message| JsError::new(&message))
}

/// The levels `conformance` answers, one per line.
#[wasm_bindgen]
pub fn conformance_levels() -> String {
    api::conformance_levels()
}

/// `keepshipping explain CODE`: what a diagnostic code (or its name) means; throws the CLI's error
/// text for an unknown one.
#[wasm_bindgen]
pub fn explain(code: &str) -> Result<String, JsError> {
    api::explain(code).map_err(|message| JsError::new(&message))
}
