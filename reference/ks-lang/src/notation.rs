//! The notations of the conformance suite (conformance/NOTATION.md), as the reference writes them.
//!
//! Every writer walks the tree iteratively, so any input the parser accepts can be printed.

use std::fmt::Write as _;

use crate::{
    ast::{AstNode, AstToken, BlockString, Expr, ScalarClass, StringPart},
    syntax::{SyntaxElement, SyntaxKind, SyntaxKind::*, SyntaxNode, WalkEvent},
    LineIndex, Parse,
};

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
                out.extend(std::iter::repeat_n(' ', depth * 2));
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
pub fn ast_json(parse: &Parse) -> String {
    pretty_json(&compact_ast_json(&parse.syntax()))
}

/// What the writer knows about each open node.
struct Open {
    kind: SyntaxKind,
    /// Expression children written so far (entries, for files and entries).
    children: usize,
    value_written: bool,
    entries_open: bool,
    /// Inside a node the AST does not show (keys, errors, block strings already written).
    skip: bool,
}

fn compact_ast_json(root: &SyntaxNode) -> String {
    let mut out = String::new();
    let mut stack: Vec<Open> = Vec::new();
    for event in root.preorder_with_tokens() {
        match event {
            WalkEvent::Enter(element) => {
                let Some(parent) = stack.last_mut() else {
                    out.push_str("{\"entries\":[");
                    stack.push(open(SOURCE_FILE, false));
                    continue;
                };
                let is_node = matches!(element, SyntaxElement::Node(_));
                let kind = element.kind();
                let shown = !parent.skip && label(&mut out, parent, kind);
                if shown {
                    write_value_start(&mut out, &element);
                }
                if is_node {
                    let skip = !shown || kind == BLOCK_STRING || kind == MISSING;
                    stack.push(open(kind, skip));
                }
            }
            WalkEvent::Leave(_) => {
                let closed = stack.pop().unwrap();
                if !closed.skip || closed.kind == SOURCE_FILE {
                    write_value_end(&mut out, &closed);
                }
            }
        }
    }
    out
}

fn open(kind: SyntaxKind, skip: bool) -> Open {
    Open { kind, children: 0, value_written: false, entries_open: false, skip }
}

/// Writes the separator or field name that introduces a child of `parent`; false when the child is
/// not part of the AST.
fn label(out: &mut String, parent: &mut Open, kind: SyntaxKind) -> bool {
    let is_value = Expr::can_cast(kind) || kind == BLOCK_STRING;
    match parent.kind {
        SOURCE_FILE if kind == ENTRY => {
            separator(out, parent);
            true
        }
        ENTRY if kind == ENTRY => {
            if !parent.value_written {
                out.push_str(",\"value\":null");
                parent.value_written = true;
            }
            if !parent.entries_open {
                out.push_str(",\"entries\":[");
                parent.entries_open = true;
            }
            separator(out, parent);
            true
        }
        ENTRY if is_value && !parent.value_written => {
            out.push_str(",\"value\":");
            parent.value_written = true;
            true
        }
        TUPLE | OR_EXPR | AND_EXPR | UNION | PHRASE if Expr::can_cast(kind) => {
            separator(out, parent);
            true
        }
        NOT_EXPR | COMPARE_EXPR | IS_EXPR | DEFAULT_VALUE | GROUP if Expr::can_cast(kind) => {
            const FIELDS: &[(SyntaxKind, &[&str])] = &[
                (NOT_EXPR, &["operand"]),
                (COMPARE_EXPR, &["lhs", "rhs"]),
                (IS_EXPR, &["subject", "answer", "threshold"]),
                (DEFAULT_VALUE, &["main", "default"]),
                (GROUP, &["value"]),
            ];
            let fields = FIELDS.iter().find(|(k, _)| *k == parent.kind).unwrap().1;
            let Some(field) = fields.get(parent.children) else { return false };
            let _ = write!(out, ",\"{field}\":");
            parent.children += 1;
            true
        }
        _ => false,
    }
}

fn separator(out: &mut String, parent: &mut Open) {
    if parent.children > 0 {
        out.push(',');
    }
    parent.children += 1;
}

fn write_value_start(out: &mut String, element: &SyntaxElement) {
    match element {
        SyntaxElement::Token(token) => match token.kind() {
            WORD => {
                let class = ScalarClass::of(token.text());
                let _ = write!(out, "{{\"type\":\"{}\",\"value\":", class.as_str());
                json_string(out, token.text());
                if class == ScalarClass::Interpolated {
                    let word = crate::ast::Word::cast(token.clone()).unwrap();
                    out.push_str(",\"parts\":");
                    parts_json(out, &word.parts());
                }
                out.push('}');
            }
            STRING => {
                let string = crate::ast::String::cast(token.clone()).unwrap();
                out.push_str("{\"type\":\"String\",\"value\":");
                json_string(out, &string.value());
                out.push_str(",\"parts\":");
                parts_json(out, &string.parts());
                out.push('}');
            }
            INTERP => {
                let interp = crate::ast::Interp::cast(token.clone()).unwrap();
                out.push_str("{\"type\":\"Interp\",\"ref\":");
                json_string(out, interp.reference());
                out.push('}');
            }
            _ => {}
        },
        SyntaxElement::Node(node) => {
            let header = match node.kind() {
                ENTRY => {
                    let key = crate::ast::Entry::cast(node.clone()).unwrap().key_name();
                    out.push_str("{\"key\":");
                    json_string(out, &key);
                    return;
                }
                BLOCK_STRING => {
                    let block = BlockString::cast(node.clone()).unwrap();
                    out.push_str("{\"type\":\"BlockString\",\"raw\":[");
                    for (idx, line) in block.raw().iter().enumerate() {
                        if idx > 0 {
                            out.push(',');
                        }
                        json_string(out, line);
                    }
                    out.push_str("],\"text\":");
                    json_string(out, &block.text());
                    out.push('}');
                    return;
                }
                COMPARE_EXPR => {
                    let compare = crate::ast::CompareExpr::cast(node.clone()).unwrap();
                    let op = compare.op_kind().map_or("", canonical_operator);
                    let _ = write!(out, "{{\"type\":\"Compare\",\"op\":\"{op}\"");
                    return;
                }
                MISSING => "{\"type\":\"Missing\"}",
                DEFAULT_VALUE => "{\"type\":\"Default\"",
                TUPLE => "{\"type\":\"Tuple\",\"items\":[",
                OR_EXPR => "{\"type\":\"Or\",\"operands\":[",
                AND_EXPR => "{\"type\":\"And\",\"operands\":[",
                NOT_EXPR => "{\"type\":\"Not\"",
                IS_EXPR => "{\"type\":\"Is\"",
                UNION => "{\"type\":\"Union\",\"items\":[",
                PHRASE => "{\"type\":\"Phrase\",\"atoms\":[",
                GROUP => "{\"type\":\"Group\"",
                _ => "",
            };
            out.push_str(header);
        }
    }
}

fn write_value_end(out: &mut String, closed: &Open) {
    match closed.kind {
        SOURCE_FILE => out.push_str("]}"),
        ENTRY => {
            if !closed.value_written {
                out.push_str(",\"value\":null");
            }
            out.push_str(if closed.entries_open { "]}" } else { ",\"entries\":[]}" });
        }
        TUPLE | OR_EXPR | AND_EXPR | UNION | PHRASE => out.push_str("]}"),
        GROUP if closed.children == 0 => out.push_str(",\"value\":null}"),
        DEFAULT_VALUE | NOT_EXPR | COMPARE_EXPR | IS_EXPR | GROUP => out.push('}'),
        _ => {}
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
            StringPart::Text(text) => ("text", text),
            StringPart::Interp(reference) => ("ref", reference),
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
    out.extend(std::iter::repeat_n(' ', depth * 2));
}
