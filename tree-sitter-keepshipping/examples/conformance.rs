//! The grammar as an implementation the conformance suite grades, over the persistent protocol
//! (conformance/NOTATION.md §7b):
//!
//! ```sh
//! cargo build -p tree-sitter-keepshipping --example conformance
//! ks-conformance run --persistent --impl target/debug/examples/conformance --json ts.json
//! ```
//!
//! What it claims is ADR 0084's: the `parse` level, lacking the `recovery` feature. An input whose
//! tree holds no ERROR or MISSING node is accepted with no diagnostics; one that holds such a node
//! is rejected, with no diagnostics either, since the grammar has no codes. The trials of inputs
//! with a syntax error are never sent (the grammar lacks `recovery`), so a rejection only reaches the
//! runner when the grammar refuses an input the reference accepts, and then it fails.

use std::io::{BufRead, Write};

use serde_json::{json, Value};

/// The protocol version this adapter speaks.
const PROTOCOL: u64 = 1;

fn main() {
    if !std::env::args().skip(1).eq(["--persistent"]) {
        eprintln!("usage: conformance --persistent (conformance/NOTATION.md §7b)");
        std::process::exit(2);
    }
    let mut parser = tree_sitter::Parser::new();
    parser.set_language(&tree_sitter_keepshipping::LANGUAGE.into()).expect("load the grammar");
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        let message: Value = match serde_json::from_str(&line) {
            Ok(m) => m,
            Err(e) => {
                let _ = send(&mut out, &json!({"type": "error", "message": e.to_string()}));
                return;
            }
        };
        let reply = match message["type"].as_str() {
            Some("hello") if message["protocol"] == PROTOCOL => hello(),
            Some("hello") => {
                let text = format!("this adapter speaks protocol {PROTOCOL}");
                let _ = send(&mut out, &json!({"type": "error", "message": text}));
                return;
            }
            Some("trial") => trial(&mut parser, &message),
            Some("stop") => {
                let _ = send(&mut out, &json!({"type": "bye"}));
                return;
            }
            _ => json!({"type": "error", "message": format!("unexpected message: {line}")}),
        };
        if send(&mut out, &reply).is_err() {
            return;
        }
    }
}

fn hello() -> Value {
    json!({
        "type": "hello",
        "protocol": PROTOCOL,
        "name": concat!("tree-sitter-keepshipping ", env!("CARGO_PKG_VERSION")),
        "levels": ["parse"],
        "provides": [],
        "lacks": ["recovery"],
    })
}

/// One `result`: the verdict of the tree, no diagnostics.
fn trial(parser: &mut tree_sitter::Parser, trial: &Value) -> Value {
    let seq = trial["seq"].clone();
    if trial["level"] != "parse" {
        return json!({"type": "result", "seq": seq, "outcome": "unsupported", "output": ""});
    }
    let bytes: Vec<u8> = match (&trial["input"], &trial["input_bytes"]) {
        (Value::String(text), _) => text.clone().into_bytes(),
        (_, Value::Array(bytes)) => {
            bytes.iter().map(|b| b.as_u64().unwrap_or_default() as u8).collect()
        }
        _ => {
            let message = "a trial without `input` or `input_bytes`";
            return json!({"type": "result", "seq": seq, "outcome": "error", "output": "", "stderr": message});
        }
    };
    let Some(tree) = parser.parse(&bytes, None) else {
        let stderr = "tree-sitter returned no tree";
        return json!({"type": "result", "seq": seq, "outcome": "error", "output": "", "stderr": stderr});
    };
    let root = tree.root_node();
    let (outcome, stderr) = if root.has_error() {
        ("rejected", tree_sitter_keepshipping::projected_sexp(root))
    } else {
        ("accepted", String::new())
    };
    json!({"type": "result", "seq": seq, "outcome": outcome, "output": "", "stderr": stderr})
}

fn send(out: &mut impl Write, message: &Value) -> std::io::Result<()> {
    writeln!(out, "{message}")?;
    out.flush()
}
