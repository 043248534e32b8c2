//! `keepshipping parse`: the tokens, the tree, the AST or the diagnostics of one file.

use ks_lang::notation;
use serde_json::json;

use crate::{
    diagnostics::{self, Report},
    Printed, Status, Styles,
};

/// What to print (`--emit`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Emit {
    Tokens,
    Cst,
    Ast,
    Diagnostics,
}

/// How to print it (`--format`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Format {
    Text,
    Json,
}

/// Parses `text` (named `file` in messages). Diagnostics go to standard error unless they are what was
/// asked for; the status is `Failed` when the file has syntax errors.
pub fn run(file: &str, text: &str, emit: Emit, format: Format, styles: Styles) -> Printed {
    let parse = ks_lang::parse(text);
    let diagnostics = parse.diagnostics();
    let syntax = parse.syntax();
    let report = Report { file, text, diagnostics };
    let printed = match (emit, format) {
        (Emit::Tokens, Format::Text) => syntax
            .tokens()
            .map(|token| format!("{} {:?}\n", token.kind().name(), token.text()))
            .collect(),
        (Emit::Tokens, Format::Json) => {
            let tokens: Vec<_> = syntax
                .tokens()
                .map(|t| json!({ "kind": t.kind().name(), "text": t.text() }))
                .collect();
            format!("{}\n", json!({ "tokens": tokens }))
        }
        (Emit::Cst, Format::Text) => notation::cst_sexp(&syntax),
        (Emit::Cst, Format::Json) => format!("{}\n", cst_json(&syntax)),
        (Emit::Ast, Format::Text) => format!("{}\n", notation::projected_sexp(&syntax)),
        (Emit::Ast, Format::Json) => notation::ast_json(&parse),
        (Emit::Diagnostics, Format::Text) => diagnostics::human(&report, styles.stdout),
        (Emit::Diagnostics, Format::Json) => diagnostics::json(&report),
    };
    let mut out = Printed::new();
    out.out(printed);
    if emit != Emit::Diagnostics && !diagnostics.is_empty() {
        out.err(diagnostics::human(&report, styles.stderr));
    }
    out.ended(if parse.has_errors() { Status::Failed } else { Status::Clean })
}

/// The CST as nested JSON objects, built without recursion.
fn cst_json(root: &ks_lang::SyntaxNode) -> serde_json::Value {
    use ks_lang::{syntax::WalkEvent, SyntaxElement};
    let mut stack: Vec<serde_json::Value> = Vec::new();
    let mut finished = serde_json::Value::Null;
    for event in root.preorder_with_tokens() {
        match event {
            WalkEvent::Enter(SyntaxElement::Node(node)) => {
                stack.push(json!({ "kind": node.kind().name(), "children": [] }));
            }
            WalkEvent::Enter(SyntaxElement::Token(token)) => {
                let leaf = json!({ "kind": token.kind().name(), "text": token.text() });
                stack.last_mut().unwrap()["children"].as_array_mut().unwrap().push(leaf);
            }
            WalkEvent::Leave(_) => {
                let node = stack.pop().unwrap();
                match stack.last_mut() {
                    Some(parent) => parent["children"].as_array_mut().unwrap().push(node),
                    None => finished = node,
                }
            }
        }
    }
    finished
}
