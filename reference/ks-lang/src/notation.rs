//! The notations of the conformance suite (conformance/NOTATION.md), as the reference writes them.
//!
//! Every writer walks the tree iteratively, so any input the parser accepts can be printed.

use std::fmt::Write as _;

use crate::{
    ast::{AstToken, BlockString, Entry, Expr, ScalarClass, SourceFile, StringPart},
    syntax::{SyntaxElement, SyntaxKind, SyntaxKind::*, SyntaxNode, WalkEvent},
    LineIndex, Parse,
};

/// How deep the dumps indent: deeper elements are indented as at this depth. Indentation is layout
/// only (NOTATION.md §3 and §4 compare structure), and indenting every level would make a dump of
/// `n` nested elements `n²` bytes long (issue 42, ADR 0073).
pub const MAX_INDENT_DEPTH: usize = 64;

/// The indentation of an element at `depth`: two spaces a level, up to [`MAX_INDENT_DEPTH`].
fn indent(out: &mut String, depth: usize) {
    out.extend(std::iter::repeat_n(' ', depth.min(MAX_INDENT_DEPTH) * 2));
}

/// The lossless CST: one element per line, nodes `(KIND`, tokens `(KIND "text")`.
pub fn cst_sexp(root: &SyntaxNode) -> String {
    let mut out = String::new();
    let mut depth = 0usize;
    for event in root.preorder_with_tokens() {
        match event {
            WalkEvent::Enter(element) => {
                if !out.is_empty() {
                    out.push('\n');
                }
                indent(&mut out, depth);
                match element {
                    SyntaxElement::Node(node) => {
                        let _ = write!(out, "({}", node.kind().name());
                        depth += 1;
                    }
                    SyntaxElement::Token(token) => {
                        let _ = write!(out, "({} ", token.kind().name());
                        json_string(&mut out, token.text());
                        out.push(')');
                    }
                }
            }
            WalkEvent::Leave(_) => {
                out.push(')');
                depth -= 1;
            }
        }
    }
    out.push('\n');
    out
}

/// The projected tree on one line: nodes and atom tokens by their shared names.
pub fn projected_sexp(root: &SyntaxNode) -> String {
    let mut out = String::new();
    for event in root.preorder_with_tokens() {
        match event {
            WalkEvent::Enter(element) => {
                let Some(name) = element.kind().projected_name() else { continue };
                if !out.is_empty() {
                    out.push(' ');
                }
                let _ = write!(out, "({name}");
                if let SyntaxElement::Token(_) = element {
                    out.push(')');
                }
            }
            WalkEvent::Leave(node) => {
                if node.kind().projected_name().is_some() {
                    out.push(')');
                }
            }
        }
    }
    out
}

/// Diagnostics, one per line: `KS0002 3:7-3:12 unterminated string` (columns in characters).
pub fn diagnostics_text(parse: &Parse) -> String {
    let text = parse.syntax().text().to_string();
    let index = LineIndex::new(&text);
    let mut diagnostics: Vec<_> = parse.diagnostics().iter().collect();
    diagnostics.sort_by_key(|d| (d.span.start(), d.code));
    let mut out = String::new();
    for diagnostic in diagnostics {
        let (start, end) = index.range(diagnostic.span);
        let _ = writeln!(
            out,
            "{} {}:{}-{}:{} {}",
            diagnostic.code, start.line, start.column, end.line, end.column, diagnostic.message
        );
    }
    out
}

/// The typed AST as pretty JSON (see conformance/NOTATION.md for the schema).
///
/// Written through the typed AST ([`crate::ast`]) alone: every field is what an accessor returns
/// (`Entry::key/value/block_string/entries`, `CompareExpr::lhs/op/rhs`, `IsExpr::subject/answer/
/// threshold`, `Word::class/parts`, `BlockString::raw/text`, …), so the suite's `ast.json` files
/// grade the accessors a checker uses.
pub fn ast_json(parse: &Parse) -> String {
    pretty_json(&compact_ast_json(&parse.tree()))
}

/// What is left to write, innermost last: the writer keeps its own stack, so a tree of any depth is
/// written without recursion.
enum Step {
    Entry(Entry),
    Expr(Expr),
    Block(BlockString),
    /// Literal JSON text.
    Text(&'static str),
}

/// The typed AST as compact JSON.
pub fn compact_ast_json(file: &SourceFile) -> String {
    let mut out = String::new();
    let mut stack = vec![Step::Text("]}")];
    push_list(&mut stack, file.entries().map(Step::Entry));
    out.push_str("{\"entries\":[");
    while let Some(step) = stack.pop() {
        match step {
            Step::Text(text) => out.push_str(text),
            Step::Entry(entry) => {
                out.push_str("{\"key\":");
                json_string(&mut out, &entry.key_name());
                out.push_str(",\"value\":");
                stack.push(Step::Text("]}"));
                push_list(&mut stack, entry.entries().map(Step::Entry));
                stack.push(Step::Text(",\"entries\":["));
                match (entry.value(), entry.block_string()) {
                    (Some(value), _) => stack.push(Step::Expr(value)),
                    (None, Some(block)) => stack.push(Step::Block(block)),
                    (None, None) => stack.push(Step::Text("null")),
                }
            }
            Step::Block(block) => {
                out.push_str("{\"type\":\"BlockString\",\"raw\":[");
                for (idx, line) in block.raw().iter().enumerate() {
                    if idx > 0 {
                        out.push(',');
                    }
                    json_string(&mut out, line);
                }
                out.push_str("],\"text\":");
                json_string(&mut out, &block.text());
                out.push('}');
            }
            Step::Expr(expr) => write_expr(&mut out, &mut stack, expr),
        }
    }
    out
}

/// Pushes `items` to be written in order, separated by commas.
fn push_list(stack: &mut Vec<Step>, items: impl Iterator<Item = Step>) {
    let items: Vec<Step> = items.collect();
    for (idx, item) in items.into_iter().enumerate().rev() {
        stack.push(item);
        if idx > 0 {
            stack.push(Step::Text(","));
        }
    }
}

/// Writes the head of an operator with a list of operands and pushes the operands.
fn items(out: &mut String, stack: &mut Vec<Step>, head: &str, exprs: impl Iterator<Item = Expr>) {
    out.push_str(head);
    stack.push(Step::Text("]}"));
    push_list(stack, exprs.map(Step::Expr));
}

/// Pushes the named operands that are present, then the object's closing brace.
fn push_fields<const N: usize>(stack: &mut Vec<Step>, fields: [(&'static str, Option<Expr>); N]) {
    stack.push(Step::Text("}"));
    for (label, expr) in fields.into_iter().rev() {
        if let Some(expr) = expr {
            stack.push(Step::Expr(expr));
            stack.push(Step::Text(label));
        }
    }
}

/// Writes the start of one expression (all of it, for an atom) and pushes what remains.
fn write_expr(out: &mut String, stack: &mut Vec<Step>, expr: Expr) {
    match expr {
        Expr::Word(word) => {
            let class = word.class();
            let _ = write!(out, "{{\"type\":\"{}\",\"value\":", class.as_str());
            json_string(out, word.text());
            if class == ScalarClass::Interpolated {
                out.push_str(",\"parts\":");
                parts_json(out, &word.parts());
            }
            out.push('}');
        }
        Expr::String(string) => {
            out.push_str("{\"type\":\"String\",\"value\":");
            json_string(out, &string.value());
            out.push_str(",\"parts\":");
            parts_json(out, &string.parts());
            out.push('}');
        }
        Expr::Interp(interp) => {
            out.push_str("{\"type\":\"Interp\",\"ref\":");
            json_string(out, interp.reference());
            out.push('}');
        }
        Expr::Missing(_) => out.push_str("{\"type\":\"Missing\"}"),
        Expr::NotExpr(node) => {
            out.push_str("{\"type\":\"Not\"");
            push_fields(stack, [(",\"operand\":", node.expr())]);
        }
        Expr::CompareExpr(node) => {
            let op = node.op_kind().map_or("", canonical_operator);
            let _ = write!(out, "{{\"type\":\"Compare\",\"op\":\"{op}\"");
            push_fields(stack, [(",\"lhs\":", node.lhs()), (",\"rhs\":", node.rhs())]);
        }
        Expr::IsExpr(node) => {
            out.push_str("{\"type\":\"Is\"");
            let fields = [
                (",\"subject\":", node.subject()),
                (",\"answer\":", node.answer()),
                (",\"threshold\":", node.threshold()),
            ];
            push_fields(stack, fields);
        }
        Expr::DefaultValue(node) => {
            out.push_str("{\"type\":\"Default\"");
            let fields = [(",\"main\":", node.main()), (",\"default\":", node.default())];
            push_fields(stack, fields);
        }
        Expr::Group(node) => {
            out.push_str("{\"type\":\"Group\",\"value\":");
            stack.push(Step::Text("}"));
            stack.push(node.expr().map_or(Step::Text("null"), Step::Expr));
        }
        Expr::Tuple(node) => items(out, stack, "{\"type\":\"Tuple\",\"items\":[", node.exprs()),
        Expr::OrExpr(node) => items(out, stack, "{\"type\":\"Or\",\"operands\":[", node.exprs()),
        Expr::AndExpr(node) => items(out, stack, "{\"type\":\"And\",\"operands\":[", node.exprs()),
        Expr::Union(node) => items(out, stack, "{\"type\":\"Union\",\"items\":[", node.exprs()),
        Expr::Phrase(node) => items(out, stack, "{\"type\":\"Phrase\",\"atoms\":[", node.exprs()),
    }
}

/// The operator as the AST names it: `≥` and `>=` are one operator.
fn canonical_operator(kind: SyntaxKind) -> &'static str {
    match kind {
        EQ2 => "==",
        NEQ => "!=",
        LT => "<",
        GT => ">",
        LT_EQ => "<=",
        GT_EQ => ">=",
        _ => "",
    }
}

fn parts_json(out: &mut String, parts: &[StringPart<'_>]) {
    out.push('[');
    for (idx, part) in parts.iter().enumerate() {
        if idx > 0 {
            out.push(',');
        }
        let (field, text) = match part {
            StringPart::Text(_) => ("text", part.text()),
            StringPart::Interp(_) => ("ref", part.text()),
        };
        let _ = write!(out, "{{\"{field}\":");
        json_string(out, text);
        out.push('}');
    }
    out.push(']');
}

/// Writes `text` as a JSON string.
pub(crate) fn json_string(out: &mut String, text: &str) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Re-indents compact JSON, two spaces per level; empty arrays stay `[]`.
fn pretty_json(compact: &str) -> String {
    let mut out = String::with_capacity(compact.len() * 2);
    let mut depth = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    let mut chars = compact.chars().peekable();
    while let Some(c) = chars.next() {
        if in_string {
            out.push(c);
            match (escaped, c) {
                (true, _) => escaped = false,
                (false, '\\') => escaped = true,
                (false, '"') => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => {
                in_string = true;
                out.push(c);
            }
            '{' | '[' => {
                let close = if c == '{' { '}' } else { ']' };
                if chars.peek() == Some(&close) {
                    chars.next();
                    out.push(c);
                    out.push(close);
                    continue;
                }
                depth += 1;
                out.push(c);
                newline(&mut out, depth);
            }
            '}' | ']' => {
                depth -= 1;
                newline(&mut out, depth);
                out.push(c);
            }
            ',' => {
                out.push(c);
                newline(&mut out, depth);
            }
            ':' => out.push_str(": "),
            c => out.push(c),
        }
    }
    out.push('\n');
    out
}

fn newline(out: &mut String, depth: usize) {
    out.push('\n');
    indent(out, depth);
}
