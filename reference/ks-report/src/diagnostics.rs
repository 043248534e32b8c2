//! Diagnostics for people (annotated snippets, as rustc and Ruff print them) and for programs (JSON,
//! SARIF 2.1.0, GitHub workflow commands). Every format counts lines and columns the same way: 1-based,
//! the column in Unicode scalar values, a tab one column (`ks_lang::LineIndex`).

use std::{
    io::{self, Write},
    ops::Range,
};

use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};
use ks_lang::{Applicability, Diagnostic, LineCol, LineIndex, Severity, TextRange};
use serde_json::{json, Value};

/// One file and what was found in it: the input of every renderer.
pub struct Report<'a> {
    /// The file as messages name it (the path as given, or `<stdin>`).
    pub file: &'a str,
    pub text: &'a str,
    pub diagnostics: &'a [Diagnostic],
}

/// The reports that have diagnostics, each with the index their positions are read through (most
/// files of a repository run have none, and need no index).
fn indexed<'r, 't>(
    reports: &'r [Report<'t>],
) -> impl Iterator<Item = (&'r Report<'t>, LineIndex<'t>)> {
    reports.iter().filter(|r| !r.diagnostics.is_empty()).map(|r| (r, LineIndex::new(r.text)))
}

/// Colours for a terminal, or plain text (the caller knows which stream it writes to; this crate never
/// looks).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Style {
    Plain,
    Styled,
}

// ---------------------------------------------------------------------------------------------------
// Human

/// How `check` reports its diagnostics (`--format`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
pub enum Format {
    /// Annotated source snippets, for a terminal, and a closing summary.
    Human,
    /// `{"diagnostics": [...]}`, the shape `parse --format json` prints, every file's in one.
    Json,
    /// A SARIF 2.1.0 log with one run, for GitHub code scanning and other SARIF viewers.
    Sarif,
    /// GitHub Actions workflow commands (`::error file=…::…`), shown as annotations.
    Github,
}

/// Each diagnostic as an annotated snippet: the title with its code, ` --> path:line:col`, the source
/// lines with the span underlined, the related locations underlined with their messages (in the same
/// snippet when they fall on its lines, else under a `:::` header of their own), then `= hint: …`.
/// Diagnostics are separated by a blank line; the text ends with a line break.
pub fn human(report: &Report<'_>, style: Style) -> String {
    collect(|out| write_human(std::slice::from_ref(report), style, out))
}

/// [`human`] for the files of a run, written as it goes: one diagnostic rendered at a time.
pub fn write_human(reports: &[Report<'_>], style: Style, out: &mut dyn Write) -> io::Result<()> {
    let renderer = match style {
        Style::Plain => Renderer::plain(),
        Style::Styled => Renderer::styled(),
    };
    let mut first = true;
    for (report, index) in indexed(reports) {
        for diagnostic in report.diagnostics {
            if !std::mem::take(&mut first) {
                out.write_all(b"\n")?;
            }
            out.write_all(render_one(&renderer, report, &index, diagnostic).as_bytes())?;
            out.write_all(b"\n")?;
        }
    }
    Ok(())
}

fn render_one(
    renderer: &Renderer,
    report: &Report<'_>,
    index: &LineIndex<'_>,
    diagnostic: &Diagnostic,
) -> String {
    let snippets = snippets(report.text, index, diagnostic);
    let level = match diagnostic.severity {
        Severity::Error => Level::ERROR,
        Severity::Warning => Level::WARNING,
        Severity::Note => Level::NOTE,
    };
    let mut group = Group::with_title(level.primary_title(&diagnostic.message).id(diagnostic.code));
    for snippet in &snippets {
        let mut element = Snippet::source(&snippet.source)
            .line_start(snippet.first_line as usize)
            .path(report.file)
            .fold(true);
        for (kind, span, label) in &snippet.annotations {
            let annotation = kind.span(span.clone());
            element = element.annotation(match label {
                Some(label) => annotation.label(label.as_str()),
                None => annotation,
            });
        }
        group = group.element(element);
    }
    if let Some(hint) = &diagnostic.hint {
        group = group.element(Level::HELP.with_name(Some("hint")).message(hint.as_str()));
    }
    if let Some(from) = promoted_from(diagnostic) {
        let note = format!("a {from}, failing the run by `warnings-as-errors`");
        group = group.element(Level::NOTE.message(note));
    }
    let fix_note = fix_note(diagnostic);
    if let Some(note) = &fix_note {
        group = group.element(Level::HELP.with_name(Some("fix")).message(note.as_str()));
    }
    let groups: [Group<'_>; 1] = [group];
    renderer.render(&groups)
}

/// What a writer wrote, as a string (writing to memory cannot fail; the renderers write UTF-8).
/// What a fixable diagnostic says under its hint: the first fix's title and the flag that applies it.
fn fix_note(diagnostic: &Diagnostic) -> Option<String> {
    let fix = diagnostic.fixes.first()?;
    let flag = match fix.applicability {
        Applicability::Safe => "--fix",
        Applicability::Unsafe => "--fix --unsafe-fixes",
    };
    Some(format!("{} (`check {flag}`)", fix.title))
}

fn collect(write: impl FnOnce(&mut dyn Write) -> io::Result<()>) -> String {
    let mut bytes = Vec::new();
    write(&mut bytes).expect("writing to memory");
    String::from_utf8(bytes).expect("the renderers write UTF-8")
}

/// The lines one snippet shows, with its annotations as byte ranges into `source`.
struct Lines {
    first_line: u32,
    /// Byte range of `source` in the whole text.
    range: Range<usize>,
    source: String,
    annotations: Vec<(AnnotationKind, Range<usize>, Option<String>)>,
}

/// The primary span's lines, then one snippet per related location that falls outside them.
fn snippets(text: &str, index: &LineIndex<'_>, diagnostic: &Diagnostic) -> Vec<Lines> {
    let mut snippets = vec![lines(text, index, diagnostic.span)];
    snippets[0].annotations.push((AnnotationKind::Primary, 0..0, None));
    let mut spans = vec![clamp(text, diagnostic.span)];
    for related in &diagnostic.related {
        let span = clamp(text, related.span);
        let label = Some(related.message.clone());
        match snippets.iter_mut().find(|s| s.range.start <= span.start && span.end <= s.range.end) {
            Some(snippet) => {
                snippet.annotations.push((AnnotationKind::Context, span.clone(), label))
            }
            None => {
                let mut snippet = lines(text, index, related.span);
                snippet.annotations.push((AnnotationKind::Context, span.clone(), label));
                snippets.push(snippet);
            }
        }
        spans.push(span);
    }
    // The primary annotation was pushed before its span was known relative to the snippet.
    snippets[0].annotations[0].1 = spans[0].clone();
    for snippet in &mut snippets {
        for (_, span, _) in &mut snippet.annotations {
            *span = span.start - snippet.range.start..span.end - snippet.range.start;
        }
    }
    snippets
}

/// The whole lines `span` touches (without the last line break).
fn lines(text: &str, index: &LineIndex<'_>, span: TextRange) -> Lines {
    let span = clamp(text, span);
    let start = text[..span.start].rfind('\n').map_or(0, |at| at + 1);
    let end = text[span.end..].find('\n').map_or(text.len(), |at| span.end + at);
    let end = end.max(span.end);
    Lines {
        first_line: index.line_col(start as u32).line,
        range: start..end,
        source: printable(&text[start..end]),
        annotations: Vec::new(),
    }
}

/// A span as a byte range inside the text, on character boundaries.
fn clamp(text: &str, span: TextRange) -> Range<usize> {
    let boundary = |offset: u32| {
        let mut offset = (offset as usize).min(text.len());
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        offset
    };
    let start = boundary(span.start());
    start..boundary(span.end()).max(start)
}

/// Control characters other than tab and line ends would move the terminal's cursor: each becomes
/// `?`, one byte for one byte, so the spans still point where they did.
fn printable(lines: &str) -> String {
    let bytes = lines.as_bytes();
    lines
        .char_indices()
        .map(|(at, c)| match c {
            '\t' | '\n' => c,
            '\r' if bytes.get(at + 1) == Some(&b'\n') => c,
            c if c.is_ascii_control() => '?',
            c => c,
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------------
// JSON

/// The machine-readable form (README "JSON output"), shared by every command: one object with a
/// `diagnostics` array, on one line.
pub fn json(report: &Report<'_>) -> String {
    collect(|out| write_json(std::slice::from_ref(report), &[], out))
}

/// A file of a run that could not be read.
pub struct Unreadable<'a> {
    pub file: &'a str,
    /// Why, in a few words (`permission denied`).
    pub reason: &'a str,
}

/// [`json`] for the files of a run, one diagnostic serialized at a time; the files that could not be
/// read follow in `unreadable` (only when there are some).
pub fn write_json(
    reports: &[Report<'_>],
    unreadable: &[Unreadable<'_>],
    out: &mut dyn Write,
) -> io::Result<()> {
    out.write_all(b"{\"diagnostics\":[")?;
    let mut first = true;
    for (report, index) in indexed(reports) {
        for diagnostic in report.diagnostics {
            if !std::mem::take(&mut first) {
                out.write_all(b",")?;
            }
            serde_json::to_writer(&mut *out, &json_diagnostic(report, &index, diagnostic))?;
        }
    }
    out.write_all(b"]")?;
    if !unreadable.is_empty() {
        let files: Vec<Value> = unreadable
            .iter()
            .map(|file| json!({ "file": file.file, "message": file.reason }))
            .collect();
        out.write_all(b",\"unreadable\":")?;
        serde_json::to_writer(&mut *out, &files)?;
    }
    out.write_all(b"}\n")
}

/// `"warning"` for an error whose code the registry calls a warning: a warning the host's
/// configuration made an error (`warnings-as-errors`, `ks_host::config::Config::apply`), since the
/// checks report a warning's code only as a warning (an error's code may also mark a note beside it).
pub fn promoted_from(diagnostic: &Diagnostic) -> Option<&'static str> {
    let registered = catalog(diagnostic.code)?.severity;
    (diagnostic.severity == Severity::Error && registered == Severity::Warning)
        .then_some(Severity::Warning.as_str())
}

fn json_diagnostic(report: &Report<'_>, index: &LineIndex<'_>, diagnostic: &Diagnostic) -> Value {
    let start = index.line_col(diagnostic.span.start());
    let related: Vec<Value> = diagnostic
        .related
        .iter()
        .map(|related| {
            let at = index.line_col(related.span.start());
            json!({
                "message": related.message,
                "file": report.file,
                "span": span_json(related.span),
                "line": at.line,
                "column": at.column,
            })
        })
        .collect();
    let mut value = json!({
        "code": diagnostic.code,
        "severity": diagnostic.severity.as_str(),
        "message": diagnostic.message,
        "hint": diagnostic.hint,
        "file": report.file,
        "span": span_json(diagnostic.span),
        "line": start.line,
        "column": start.column,
        "related": related,
        "fixes": diagnostic.fixes.iter().map(|fix| json!({
            "title": fix.title,
            "applicability": fix.applicability.as_str(),
            "edits": fix.edits.iter().map(|edit| json!({
                "span": span_json(edit.range),
                "replacement": edit.replacement,
            })).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
    });
    if let Some(from) = promoted_from(diagnostic) {
        value["promoted_from"] = Value::String(from.to_owned());
    }
    value
}

fn span_json(span: TextRange) -> Value {
    json!({ "start": span.start(), "end": span.end() })
}

// ---------------------------------------------------------------------------------------------------
// SARIF

/// The address of the published spec site (its index, ending in `/`), when the build was told it: the
/// release workflow sets `KEEPSHIPPING_SITE` to the GitHub Pages address the site workflow publishes
/// to. A build that was not told leaves the links out rather than invent one (ADR 0074).
pub const SITE: Option<&str> = option_env!("KEEPSHIPPING_SITE");

/// A code's page on the spec site at `site` (`codes/KS0603.html`, as `cargo xtask spec` writes it).
pub fn code_page(site: &str, code: &str) -> String {
    format!("{}/codes/{code}.html", site.trim_end_matches('/'))
}
const SARIF_SCHEMA: &str =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

/// One entry of the code registry (`conformance/codes.toml`, generated into `ks_lang::codes`).
pub(crate) use ks_lang::codes::Code;

pub(crate) static CODES: &[Code] = ks_lang::codes::ALL;

pub(crate) fn catalog(code: &str) -> Option<&'static Code> {
    ks_lang::codes::get(code)
}

/// A SARIF 2.1.0 log with one run, as GitHub code scanning takes it: every file as an artifact, a rule
/// descriptor for every code that occurs (sorted), one result per diagnostic with its region and
/// related locations. Columns are Unicode code points (`columnKind`), the end column is exclusive,
/// URIs are relative to the current directory as the path was given.
pub fn sarif(report: &Report<'_>) -> String {
    collect(|out| write_sarif(std::slice::from_ref(report), &[], out))
}

/// [`sarif`] for the files of a run, one result serialized at a time (the log is pretty-printed as
/// `serde_json` would print it whole). A file that could not be read is a tool notification and makes
/// the invocation unsuccessful.
pub fn write_sarif(
    reports: &[Report<'_>],
    unreadable: &[Unreadable<'_>],
    out: &mut dyn Write,
) -> io::Result<()> {
    let mut codes: Vec<&str> =
        reports.iter().flat_map(|report| report.diagnostics.iter().map(|d| d.code)).collect();
    codes.sort_unstable();
    codes.dedup();
    let artifacts: Vec<Value> = reports
        .iter()
        .map(|report| report.file)
        .chain(unreadable.iter().map(|file| file.file))
        .map(|file| json!({ "location": { "uri": file_uri(file) } }))
        .collect();
    let notifications: Vec<Value> = unreadable
        .iter()
        .map(|file| {
            json!({
                "level": "error",
                "message": { "text": format!("cannot read {}: {}", file.file, file.reason) },
                "locations": [{ "physicalLocation": {
                    "artifactLocation": { "uri": file_uri(file.file) }
                } }],
            })
        })
        .collect();
    let mut invocation = json!({ "executionSuccessful": unreadable.is_empty() });
    if !notifications.is_empty() {
        invocation["toolExecutionNotifications"] = Value::Array(notifications);
    }
    write!(out, "{{\n  \"$schema\": \"{SARIF_SCHEMA}\",\n  \"runs\": [\n    {{\n")?;
    out.write_all(b"      \"artifacts\": ")?;
    write_indented(out, &Value::Array(artifacts), 6)?;
    out.write_all(b",\n      \"columnKind\": \"unicodeCodePoints\",\n      \"invocations\": ")?;
    write_indented(out, &Value::Array(vec![invocation]), 6)?;
    out.write_all(b",\n      \"results\": [")?;
    let mut first = true;
    for (report, index) in indexed(reports) {
        let uri = file_uri(report.file);
        for diagnostic in report.diagnostics {
            out.write_all(if std::mem::take(&mut first) { b"\n" } else { b",\n" })?;
            out.write_all(b"        ")?;
            write_indented(out, &sarif_result(&uri, &index, &codes, diagnostic), 8)?;
        }
    }
    out.write_all(if first { b"]" } else { b"\n      ]" })?;
    let rules: Vec<Value> = codes
        .iter()
        .map(|&code| {
            let first = reports.iter().flat_map(|r| r.diagnostics).find(|d| d.code == code);
            rule(code, first.expect("a code that occurs"), SITE)
        })
        .collect();
    let tool = json!({ "driver": driver(rules, SITE) });
    out.write_all(b",\n      \"tool\": ")?;
    write_indented(out, &tool, 6)?;
    out.write_all(b"\n    }\n  ],\n  \"version\": \"2.1.0\"\n}\n")
}

/// `value` pretty-printed, every line after the first indented by `indent` spaces: the text it has
/// inside a log pretty-printed whole at that depth.
fn write_indented(out: &mut dyn Write, value: &Value, indent: usize) -> io::Result<()> {
    let text = serde_json::to_string_pretty(value).map_err(io::Error::other)?;
    let pad = " ".repeat(indent);
    for (at, line) in text.split('\n').enumerate() {
        if at > 0 {
            out.write_all(b"\n")?;
            out.write_all(pad.as_bytes())?;
        }
        out.write_all(line.as_bytes())?;
    }
    Ok(())
}

fn sarif_result(
    uri: &str,
    index: &LineIndex<'_>,
    codes: &[&str],
    diagnostic: &Diagnostic,
) -> Value {
    let related: Vec<Value> = diagnostic
        .related
        .iter()
        .enumerate()
        .map(|(id, related)| {
            json!({
                "id": id,
                "physicalLocation": physical(uri, index, related.span),
                "message": { "text": related.message },
            })
        })
        .collect();
    let mut text = diagnostic.message.clone();
    if let Some(hint) = &diagnostic.hint {
        text.push_str("\nhint: ");
        text.push_str(hint);
    }
    let mut result = json!({
        "ruleId": diagnostic.code,
        "ruleIndex": codes.binary_search(&diagnostic.code).unwrap_or_default(),
        "level": sarif_level(diagnostic.severity),
        "message": { "text": text },
        "locations": [{ "physicalLocation": physical(uri, index, diagnostic.span) }],
    });
    if !related.is_empty() {
        result["relatedLocations"] = Value::Array(related);
    }
    if !diagnostic.fixes.is_empty() {
        result["fixes"] = diagnostic.fixes.iter().map(|fix| sarif_fix(uri, index, fix)).collect();
    }
    result
}

/// A rule descriptor: the catalog's name, summary and severity, or (for a code the catalog lacks) the
/// code and the message and severity of its first diagnostic. GitHub requires non-empty short and full
/// descriptions and help text.
/// A SARIF `fix`: one artifact change whose replacements are the fix's edits (the deleted region
/// in lines and columns, empty for an insertion; the applicability in the property bag).
fn sarif_fix(uri: &str, index: &LineIndex<'_>, fix: &ks_lang::Fix) -> Value {
    let replacements: Vec<Value> = fix
        .edits
        .iter()
        .map(|edit| {
            let region = physical(uri, index, edit.range)["region"].clone();
            json!({ "deletedRegion": region, "insertedContent": { "text": edit.replacement } })
        })
        .collect();
    json!({
        "description": { "text": fix.title },
        "artifactChanges": [{ "artifactLocation": { "uri": uri }, "replacements": replacements }],
        "properties": { "applicability": fix.applicability.as_str() },
    })
}

/// The SARIF tool descriptor: `informationUri` only when the site's address is known.
fn driver(rules: Vec<Value>, site: Option<&str>) -> Value {
    let mut driver = json!({
        "name": "keepshipping",
        "version": env!("CARGO_PKG_VERSION"),
        "semanticVersion": env!("CARGO_PKG_VERSION"),
        "rules": rules,
    });
    if let Some(site) = site {
        driver["informationUri"] = Value::String(site.to_string());
    }
    driver
}

fn rule(code: &str, first: &Diagnostic, site: Option<&str>) -> Value {
    let (name, short, full, level) = match catalog(code) {
        Some(entry) => (
            entry.name.to_string(),
            entry.name.replace('-', " "),
            entry.summary.to_string(),
            entry.severity.as_str(),
        ),
        None => {
            (code.to_string(), code.to_string(), first.message.clone(), first.severity.as_str())
        }
    };
    let full = if full.is_empty() { short.clone() } else { full };
    let mut rule = json!({
        "id": code,
        "name": name,
        "shortDescription": { "text": short },
        "fullDescription": { "text": full },
        "help": { "text": full },
        "defaultConfiguration": {
            "level": match level { "warning" => "warning", "note" => "note", _ => "error" }
        },
    });
    // Only a code of the registry has a page.
    if let (Some(site), Some(_)) = (site, catalog(code)) {
        rule["helpUri"] = Value::String(code_page(site, code));
    }
    rule
}

fn sarif_level(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "note",
    }
}

fn physical(uri: &str, index: &LineIndex<'_>, span: TextRange) -> Value {
    let (start, end) = index.range(span);
    json!({
        "artifactLocation": { "uri": uri },
        "region": {
            "startLine": start.line,
            "startColumn": start.column,
            "endLine": end.line,
            "endColumn": end.column,
        }
    })
}

/// A relative URI reference for a path as given (`./` dropped, `\` as `/`), or a `file://` URI for an
/// absolute path; characters outside the unreserved set and `/` are percent-encoded.
fn file_uri(path: &str) -> String {
    let path = path.replace('\\', "/");
    let relative = path.trim_start_matches("./");
    let mut uri = String::from(if relative.starts_with('/') { "file://" } else { "" });
    for byte in relative.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' | b'/' => {
                uri.push(byte as char)
            }
            _ => uri.push_str(&format!("%{byte:02X}")),
        }
    }
    uri
}

// ---------------------------------------------------------------------------------------------------
// GitHub workflow commands

/// One `::error …::message` (or `::warning`, `::notice`) line per diagnostic, which GitHub Actions
/// turns into an annotation on the file. The hint and the related locations follow the message on
/// lines of their own. Columns are given only for a span on one line, as GitHub draws them only then.
pub fn github(report: &Report<'_>) -> String {
    collect(|out| write_github(std::slice::from_ref(report), &[], out))
}

/// [`github`] for the files of a run, a line at a time; a file that could not be read is an `::error`
/// on it.
pub fn write_github(
    reports: &[Report<'_>],
    unreadable: &[Unreadable<'_>],
    out: &mut dyn Write,
) -> io::Result<()> {
    for (report, index) in indexed(reports) {
        for diagnostic in report.diagnostics {
            out.write_all(github_line(report, &index, diagnostic).as_bytes())?;
        }
    }
    for file in unreadable {
        let message = format!("cannot read {}: {}", file.file, file.reason);
        writeln!(
            out,
            "::error file={},title=unreadable::{}",
            escape_property(file.file),
            escape_data(&message)
        )?;
    }
    Ok(())
}

fn github_line(report: &Report<'_>, index: &LineIndex<'_>, diagnostic: &Diagnostic) -> String {
    let (start, end) = index.range(diagnostic.span);
    let command = match diagnostic.severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "notice",
    };
    let mut properties = vec![("file", report.file.to_string()), ("line", start.line.to_string())];
    if start.line == end.line {
        properties.push(("col", start.column.to_string()));
    }
    properties.push(("endLine", end.line.to_string()));
    if start.line == end.line {
        properties.push(("endColumn", end.column.to_string()));
    }
    properties.push(("title", diagnostic.code.to_string()));
    let mut message = diagnostic.message.clone();
    if let Some(hint) = &diagnostic.hint {
        message.push_str("\nhint: ");
        message.push_str(hint);
    }
    for related in &diagnostic.related {
        let LineCol { line, column } = index.line_col(related.span.start());
        message.push_str(&format!("\nnote: {}:{line}:{column}: {}", report.file, related.message));
    }
    let properties: Vec<String> =
        properties.iter().map(|(key, value)| format!("{key}={}", escape_property(value))).collect();
    format!("::{command} {}::{}\n", properties.join(","), escape_data(&message))
}

/// The escaping of a workflow command's message: `%`, CR and LF.
fn escape_data(text: &str) -> String {
    text.replace('%', "%25").replace('\r', "%0D").replace('\n', "%0A")
}

/// The escaping of a property value: the message's, plus `:` and `,`, which end a property.
fn escape_property(text: &str) -> String {
    escape_data(text).replace(':', "%3A").replace(',', "%2C")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn workflow_command_escaping() {
        assert_eq!(escape_data("50% done\r\nnext"), "50%25 done%0D%0Anext");
        assert_eq!(escape_property("a:b,c%"), "a%3Ab%2Cc%25");
    }

    #[test]
    fn file_uris_are_relative_references() {
        assert_eq!(file_uri("./site/ship.ks"), "site/ship.ks");
        assert_eq!(file_uri("my site/ship.ks"), "my%20site/ship.ks");
        assert_eq!(file_uri("/abs/ship.ks"), "file:///abs/ship.ks");
        assert_eq!(file_uri("<stdin>"), "%3Cstdin%3E");
    }

    #[test]
    fn the_catalog_was_copied_in() {
        let tab = catalog("KS0001").expect("KS0001 in conformance/codes.toml");
        assert_eq!((tab.name, tab.severity.as_str()), ("tab-in-indentation", "error"));
        assert!(!tab.summary.is_empty());
    }

    #[test]
    fn sarif_links_go_to_the_site_or_are_left_out() {
        let first = Diagnostic::warning("KS0603", TextRange::empty(0u32), "unknown block");
        let site = "https://keepshipping.github.io/keepshipping/";
        let linked = rule("KS0603", &first, Some(site));
        assert_eq!(
            linked["helpUri"],
            "https://keepshipping.github.io/keepshipping/codes/KS0603.html"
        );
        assert_eq!(driver(vec![], Some(site))["informationUri"], site);
        // The page is one the spec generator writes (spec/generated/codes/<code>.md becomes .html).
        let pages = concat!(env!("CARGO_MANIFEST_DIR"), "/../../spec/generated/codes/KS0603.md");
        assert!(std::path::Path::new(pages).is_file(), "no code page for KS0603");
        // Without an address there is no placeholder: the keys are absent.
        let unlinked = rule("KS0603", &first, None);
        assert!(unlinked.get("helpUri").is_none());
        assert!(driver(vec![], None).get("informationUri").is_none());
        // A code outside the registry has no page to link.
        let other = Diagnostic::warning("KS9999", TextRange::empty(0u32), "x");
        assert!(rule("KS9999", &other, Some(site)).get("helpUri").is_none());
    }
}
