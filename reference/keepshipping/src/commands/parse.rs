//! `keepshipping parse [PATH|-] --emit tokens|cst|ast|diagnostics --format text|json`

use clap::ValueEnum;
use ks_lang::notation;
use serde_json::json;

use crate::{
    input, output,
    render::{self, Report, Style},
    Outcome,
};

#[derive(clap::Args)]
pub struct Args {
    /// The file to parse, or `-` for standard input.
    #[arg(default_value = "ship.ks")]
    path: String,
    /// What to print.
    #[arg(long, value_enum, default_value_t = Emit::Diagnostics)]
    emit: Emit,
    /// How to print it.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Emit {
    Tokens,
    Cst,
    Ast,
    Diagnostics,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    Text,
    Json,
}

pub fn run(args: Args) -> Outcome {
    let source = match input::read(&args.path) {
        Ok(source) => source,
        Err(err) => {
            output::err(&format!("error: {err}\n"));
            return Outcome::Usage;
        }
    };
    let parse = ks_lang::parse(&source.text);
    let diagnostics = parse.diagnostics();
    let syntax = parse.syntax();
    let report = Report { file: &source.name, text: &source.text, diagnostics };
    let printed = match (args.emit, args.format) {
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
        (Emit::Diagnostics, Format::Text) => {
            render::human(&report, Style::for_stream(&std::io::stdout()))
        }
        (Emit::Diagnostics, Format::Json) => render::json(&report),
    };
    output::out(&printed);
    // Diagnostics go to stderr unless they are what was asked for.
    if args.emit != Emit::Diagnostics && !diagnostics.is_empty() {
        output::err(&render::human(&report, Style::for_stream(&std::io::stderr())));
    }
    if parse.has_errors() {
        Outcome::Failed
    } else {
        Outcome::Clean
    }
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
