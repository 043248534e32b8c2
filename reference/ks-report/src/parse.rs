//! `keepshipping parse`: the tokens, the tree, the AST or the diagnostics of one file.

use ks_lang::notation;
use serde_json::json;

use crate::{
    diagnostics::{self, Report},
    Printed, Status, Styles,
};

/// What to print (`--emit`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
pub enum Emit {
    Tokens,
    Cst,
    Ast,
    Diagnostics,
}

/// How to print it (`--format`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
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
        (Emit::Cst, Format::Json) => cst_json(&syntax) + "\n",
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

/// The CST as compact JSON (nodes `{"children":[…],"kind":…}`, tokens `{"kind":…,"text":…}`),
/// written as it is walked: no value per element and no recursion, so a tree of any depth is written
/// in time and memory linear in it (issue 42).
fn cst_json(root: &ks_lang::SyntaxNode) -> String {
    use ks_lang::{syntax::WalkEvent, SyntaxElement};
    let mut out = String::new();
    // Per open node: whether a child has been written (the next one needs a comma).
    let mut open: Vec<bool> = Vec::new();
    let comma = |out: &mut String, open: &mut Vec<bool>| {
        if let Some(written) = open.last_mut() {
            if std::mem::replace(written, true) {
                out.push(',');
            }
        }
    };
    let string = |text: &str| serde_json::to_string(text).expect("a string serialises");
    for event in root.preorder_with_tokens() {
        match event {
            WalkEvent::Enter(SyntaxElement::Node(_)) => {
                comma(&mut out, &mut open);
                out.push_str("{\"children\":[");
                open.push(false);
            }
            WalkEvent::Enter(SyntaxElement::Token(token)) => {
                comma(&mut out, &mut open);
                out.push_str("{\"kind\":");
                out.push_str(&string(token.kind().name()));
                out.push_str(",\"text\":");
                out.push_str(&string(token.text()));
                out.push('}');
            }
            WalkEvent::Leave(node) => {
                open.pop();
                out.push_str("],\"kind\":");
                out.push_str(&string(node.kind().name()));
                out.push('}');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The CST as serde_json builds it, by recursion: what `cst_json` wrote before it was a walk.
    fn cst_value(node: &ks_lang::SyntaxNode) -> serde_json::Value {
        let children: Vec<serde_json::Value> = node
            .children_with_tokens()
            .map(|child| match child {
                ks_lang::SyntaxElement::Node(node) => cst_value(&node),
                ks_lang::SyntaxElement::Token(t) => {
                    json!({ "kind": t.kind().name(), "text": t.text() })
                }
            })
            .collect();
        json!({ "kind": node.kind().name(), "children": children })
    }

    #[test]
    fn the_cst_json_is_the_bytes_serde_json_writes() {
        let texts = [
            "",
            "keepshipping: 0.1\nname: \"a \\\"quoted\\\" \u{1} é ✓\"\nsteps:\n  a: x\n\twhen: not (a or b)\n",
            "a: \u{8}\u{c}\u{7f}\r\n",
            "v: ((((\n",
        ];
        for text in texts {
            let syntax = ks_lang::parse(text).syntax();
            assert_eq!(cst_json(&syntax), cst_value(&syntax).to_string(), "{text:?}");
        }
    }

    #[test]
    fn a_deep_dump_is_linear_in_its_input() {
        // 20,000 nested `not`s: with every level indented, the CST text alone would be ~800 MB.
        let text = format!("v: {}x\n", "not ".repeat(20_000));
        for (emit, format) in [
            (Emit::Cst, Format::Text),
            (Emit::Cst, Format::Json),
            (Emit::Ast, Format::Text),
            (Emit::Ast, Format::Json),
        ] {
            let printed = run("deep.ks", &text, emit, format, Styles::PLAIN).stdout();
            let ratio = printed.len() / text.len();
            assert!(ratio < 120, "{emit:?} {format:?}: {ratio}× the input");
        }
    }
}
