//! Diagnostics for people (`path:line:col`, the source line and a caret) and for programs (JSON).

use std::fmt::Write as _;

use ks_lang::{Diagnostic, LineIndex};
use serde::Serialize;

/// Renders diagnostics the way a terminal user reads them.
pub fn human(file: &str, text: &str, diagnostics: &[Diagnostic]) -> String {
    let index = LineIndex::new(text);
    let mut out = String::new();
    for diagnostic in diagnostics {
        let start = index.line_col(diagnostic.span.start());
        let end = index.line_col(diagnostic.span.end());
        let _ = writeln!(
            out,
            "{file}:{}:{}: {}[{}]: {}",
            start.line,
            start.column,
            diagnostic.severity.as_str(),
            diagnostic.code,
            diagnostic.message
        );
        let line = index.line_text(start.line);
        let gutter = start.line.to_string().len();
        let _ = writeln!(out, "{:gutter$} |", "");
        let _ = writeln!(out, "{} | {}", start.line, visible(line));
        let width = if end.line == start.line { (end.column - start.column).max(1) } else { 1 };
        let _ = writeln!(
            out,
            "{:gutter$} | {}{}",
            "",
            " ".repeat(start.column as usize - 1),
            "^".repeat(width as usize)
        );
        if let Some(hint) = &diagnostic.hint {
            let _ = writeln!(out, "{:gutter$} = hint: {hint}", "");
        }
        for related in &diagnostic.related {
            let at = index.line_col(related.span.start());
            let _ = writeln!(
                out,
                "{:gutter$} = note: {file}:{}:{}: {}",
                "", at.line, at.column, related.message
            );
        }
    }
    out
}

/// Tabs and control characters would move the caret: show each as one column, like the column count.
fn visible(line: &str) -> String {
    line.chars()
        .map(|c| match c {
            '\t' => ' ',
            c if c.is_control() => '\u{fffd}',
            c => c,
        })
        .collect()
}

#[derive(Serialize)]
pub struct JsonDiagnostic<'a> {
    code: &'a str,
    severity: &'a str,
    message: &'a str,
    hint: Option<&'a str>,
    file: &'a str,
    span: JsonSpan,
    line: u32,
    column: u32,
}

#[derive(Serialize)]
struct JsonSpan {
    start: u32,
    end: u32,
}

/// The machine-readable form (README "JSON output"), shared by every command.
pub fn json_diagnostics<'a>(
    file: &'a str,
    text: &str,
    diagnostics: &'a [Diagnostic],
) -> Vec<JsonDiagnostic<'a>> {
    let index = LineIndex::new(text);
    diagnostics
        .iter()
        .map(|diagnostic| {
            let start = index.line_col(diagnostic.span.start());
            JsonDiagnostic {
                code: diagnostic.code,
                severity: diagnostic.severity.as_str(),
                message: &diagnostic.message,
                hint: diagnostic.hint.as_deref(),
                file,
                span: JsonSpan { start: diagnostic.span.start(), end: diagnostic.span.end() },
                line: start.line,
                column: start.column,
            }
        })
        .collect()
}
