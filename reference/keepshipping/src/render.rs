//! Diagnostics for people (annotated snippets, as rustc and Ruff print them) and for programs (JSON,
//! SARIF 2.1.0, GitHub workflow commands). Every format counts lines and columns the same way: 1-based,
//! the column in Unicode scalar values, a tab one column (`ks_lang::LineIndex`).

use std::ops::Range;

use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};
use ks_lang::{Diagnostic, LineCol, LineIndex, Severity, TextRange};
use serde_json::{json, Value};

/// One file and what was found in it: the input of every renderer.
pub struct Report<'a> {
    /// The file as messages name it (the path as given, or `<stdin>`).
    pub file: &'a str,
    pub text: &'a str,
    pub diagnostics: &'a [Diagnostic],
}

/// Colours for a terminal, or plain text.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Style {
    Plain,
    Styled,
}

impl Style {
    /// Colours when `stream` is a terminal and `NO_COLOR` is unset or empty.
    pub fn for_stream(stream: &impl std::io::IsTerminal) -> Style {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        if stream.is_terminal() && !no_color {
            Style::Styled
        } else {
            Style::Plain
        }
    }
}

// ---------------------------------------------------------------------------------------------------
// Human

/// Each diagnostic as an annotated snippet: the title with its code, ` --> path:line:col`, the source
/// lines with the span underlined, the related locations underlined with their messages (in the same
/// snippet when they fall on its lines, else under a `:::` header of their own), then `= hint: …`.
/// Diagnostics are separated by a blank line; the text ends with a line break.
pub fn human(report: &Report<'_>, style: Style) -> String {
    let renderer = match style {
        Style::Plain => Renderer::plain(),
        Style::Styled => Renderer::styled(),
    };
    let index = LineIndex::new(report.text);
    let mut out = String::new();
    for diagnostic in report.diagnostics {
        if !out.is_empty() {
            out.push('\n');
        }
        let snippets = snippets(report.text, &index, diagnostic);
        let level = match diagnostic.severity {
            Severity::Error => Level::ERROR,
            Severity::Warning => Level::WARNING,
            Severity::Note => Level::NOTE,
        };
        let mut group =
            Group::with_title(level.primary_title(&diagnostic.message).id(diagnostic.code));
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
        let groups: [Group<'_>; 1] = [group];
        out.push_str(&renderer.render(&groups));
        out.push('\n');
    }
    out
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
    let index = LineIndex::new(report.text);
    let diagnostics: Vec<Value> = report
        .diagnostics
        .iter()
        .map(|diagnostic| {
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
            json!({
                "code": diagnostic.code,
                "severity": diagnostic.severity.as_str(),
                "message": diagnostic.message,
                "hint": diagnostic.hint,
                "file": report.file,
                "span": span_json(diagnostic.span),
                "line": start.line,
                "column": start.column,
                "related": related,
            })
        })
        .collect();
    format!("{}\n", json!({ "diagnostics": diagnostics }))
}

fn span_json(span: TextRange) -> Value {
    json!({ "start": span.start(), "end": span.end() })
}

// ---------------------------------------------------------------------------------------------------
// SARIF

/// Where the `keepshipping` tool is described (the SARIF `informationUri`).
const INFORMATION_URI: &str = "https://example.invalid/keepshipping";
const SARIF_SCHEMA: &str =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

/// One entry of `conformance/codes.toml`, copied in at build time (build.rs).
struct Code {
    code: &'static str,
    name: &'static str,
    severity: &'static str,
    summary: &'static str,
}

static CODES: &[Code] = include!(concat!(env!("OUT_DIR"), "/codes.rs"));

fn catalog(code: &str) -> Option<&'static Code> {
    CODES.iter().find(|entry| entry.code == code)
}

/// A SARIF 2.1.0 log with one run, as GitHub code scanning takes it: a rule descriptor for every code
/// that occurs (sorted), one result per diagnostic with its region and related locations. Columns are
/// Unicode code points (`columnKind`), the end column is exclusive, URIs are relative to the current
/// directory as the path was given.
pub fn sarif(report: &Report<'_>) -> String {
    let index = LineIndex::new(report.text);
    let uri = file_uri(report.file);
    let mut codes: Vec<&str> = report.diagnostics.iter().map(|d| d.code).collect();
    codes.sort_unstable();
    codes.dedup();
    let rules: Vec<Value> = codes
        .iter()
        .map(|&code| {
            let first = report.diagnostics.iter().find(|d| d.code == code);
            rule(code, first.expect("a code that occurs"))
        })
        .collect();
    let results: Vec<Value> = report
        .diagnostics
        .iter()
        .map(|diagnostic| {
            let related: Vec<Value> = diagnostic
                .related
                .iter()
                .enumerate()
                .map(|(id, related)| {
                    json!({
                        "id": id,
                        "physicalLocation": physical(&uri, &index, related.span),
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
                "locations": [{ "physicalLocation": physical(&uri, &index, diagnostic.span) }],
            });
            if !related.is_empty() {
                result["relatedLocations"] = Value::Array(related);
            }
            result
        })
        .collect();
    let log = json!({
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {
                "driver": {
                    "name": "keepshipping",
                    "informationUri": INFORMATION_URI,
                    "version": env!("CARGO_PKG_VERSION"),
                    "semanticVersion": env!("CARGO_PKG_VERSION"),
                    "rules": rules,
                }
            },
            "columnKind": "unicodeCodePoints",
            "results": results,
        }]
    });
    let mut text = serde_json::to_string_pretty(&log).expect("a JSON value serializes");
    text.push('\n');
    text
}

/// A rule descriptor: the catalog's name, summary and severity, or (for a code the catalog lacks) the
/// code and the message and severity of its first diagnostic. GitHub requires non-empty short and full
/// descriptions and help text.
fn rule(code: &str, first: &Diagnostic) -> Value {
    let (name, short, full, level) = match catalog(code) {
        Some(entry) => (
            entry.name.to_string(),
            entry.name.replace('-', " "),
            entry.summary.to_string(),
            entry.severity,
        ),
        None => {
            (code.to_string(), code.to_string(), first.message.clone(), first.severity.as_str())
        }
    };
    let full = if full.is_empty() { short.clone() } else { full };
    json!({
        "id": code,
        "name": name,
        "shortDescription": { "text": short },
        "fullDescription": { "text": full },
        "help": { "text": full },
        "defaultConfiguration": {
            "level": match level { "warning" => "warning", "note" => "note", _ => "error" }
        },
    })
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
    let index = LineIndex::new(report.text);
    let mut out = String::new();
    for diagnostic in report.diagnostics {
        let (start, end) = index.range(diagnostic.span);
        let command = match diagnostic.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "notice",
        };
        let mut properties =
            vec![("file", report.file.to_string()), ("line", start.line.to_string())];
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
            message
                .push_str(&format!("\nnote: {}:{line}:{column}: {}", report.file, related.message));
        }
        let properties: Vec<String> = properties
            .iter()
            .map(|(key, value)| format!("{key}={}", escape_property(value)))
            .collect();
        out.push_str(&format!("::{command} {}::{}\n", properties.join(","), escape_data(&message)));
    }
    out
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
#[path = "../tests/support/sarif.rs"]
mod sarif;

#[cfg(test)]
mod tests {
    use super::sarif::sarif_schema_errors;
    use super::*;
    use ks_lang::Diagnostic;

    /// A workflow with an error that has a hint and a related location on another line, a warning whose
    /// related location shares its line, a multi-line span, a tab and a non-ASCII name. The codes
    /// `KS99xx` are absent from the catalog on purpose: the snapshots do not change as the catalog
    /// grows, and they show the fallback rule descriptors; KS0001 and KS0002 show catalog ones.
    const TEXT: &str = "\
keepshipping: 1
name: café, api
steps:
  build: oci.image
  deploy: k8s.rollout
    image: biuld.digest
\twait: healthy, 5m
  notify: slack.post
    text: \"deployed
";

    fn at(needle: &str, nth: usize) -> TextRange {
        let start = TEXT.match_indices(needle).nth(nth).expect("needle in TEXT").0 as u32;
        TextRange::new(start, start + needle.len() as u32)
    }

    fn diagnostics() -> Vec<Diagnostic> {
        let image = at("image: biuld.digest\n\twait", 0);
        vec![
            Diagnostic::error("KS9201", at("biuld", 0), "no step named `biuld`")
                .with_hint("did you mean `build`?")
                .with_related(at("build", 0), "a step with a similar name"),
            Diagnostic::warning("KS9602", at("café", 0), "the name `café, api` holds a comma")
                .with_related(at("api", 0), "read as a second word"),
            Diagnostic::error("KS0001", at("\t", 0), "tab in indentation")
                .with_hint("indent with spaces; a tab counts as one column"),
            Diagnostic::warning(
                "KS9999",
                TextRange::new(image.start(), image.end() - 2),
                "a code the catalog does not list, over two lines: 100% sure, key: value",
            ),
            Diagnostic::error("KS0002", at("\"deployed", 0), "unterminated string"),
        ]
    }

    fn report(diagnostics: &[Diagnostic]) -> Report<'_> {
        Report { file: "site/ship.ks", text: TEXT, diagnostics }
    }

    #[test]
    fn human_snapshot() {
        let diagnostics = diagnostics();
        insta::assert_snapshot!(human(&report(&diagnostics), Style::Plain));
    }

    #[test]
    fn json_snapshot() {
        let diagnostics = diagnostics();
        let value: Value = serde_json::from_str(&json(&report(&diagnostics))).unwrap();
        insta::assert_snapshot!(serde_json::to_string_pretty(&value).unwrap());
    }

    #[test]
    fn sarif_snapshot() {
        let diagnostics = diagnostics();
        insta::assert_snapshot!(sarif(&report(&diagnostics)));
    }

    #[test]
    fn github_snapshot() {
        let diagnostics = diagnostics();
        insta::assert_snapshot!(github(&report(&diagnostics)));
    }

    #[test]
    fn sarif_follows_the_2_1_0_schema() {
        let diagnostics = diagnostics();
        let log: Value = serde_json::from_str(&sarif(&report(&diagnostics))).unwrap();
        assert_eq!(sarif_schema_errors(&log), None);
        let empty: Value = serde_json::from_str(&sarif(&report(&[]))).unwrap();
        assert_eq!(sarif_schema_errors(&empty), None);
    }

    #[test]
    fn the_schema_rejects_a_broken_log() {
        let diagnostics = diagnostics();
        let good: Value = serde_json::from_str(&sarif(&report(&diagnostics))).unwrap();
        let mut zero_column = good.clone();
        zero_column["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"]
            ["startColumn"] = json!(0);
        let mut bad_level = good.clone();
        bad_level["runs"][0]["results"][0]["level"] = json!("fatal");
        let mut no_version = good;
        no_version.as_object_mut().unwrap().remove("version");
        for broken in [zero_column, bad_level, no_version] {
            assert!(sarif_schema_errors(&broken).is_some(), "accepted: {broken}");
        }
    }

    #[test]
    fn human_columns_agree_with_json() {
        let diagnostics = diagnostics();
        let report = report(&diagnostics);
        let printed = human(&report, Style::Plain);
        let value: Value = serde_json::from_str(&json(&report)).unwrap();
        for d in value["diagnostics"].as_array().unwrap() {
            let place =
                format!("--> {}:{}:{}", d["file"].as_str().unwrap(), d["line"], d["column"]);
            assert!(printed.contains(&place), "{place} missing from\n{printed}");
        }
    }

    #[test]
    fn a_span_at_the_end_of_the_text_renders() {
        let text = "a: x\n";
        let diagnostics = [Diagnostic::error("KS0007", TextRange::new(5, 5), "end")];
        let report = Report { file: "f.ks", text, diagnostics: &diagnostics };
        let printed = human(&report, Style::Plain);
        assert!(printed.contains("--> f.ks:2:1"), "{printed}");
        let value: Value = serde_json::from_str(&json(&report)).unwrap();
        assert_eq!(
            (&value["diagnostics"][0]["line"], &value["diagnostics"][0]["column"]),
            (&json!(2), &json!(1))
        );
    }

    #[test]
    fn control_characters_do_not_reach_the_terminal() {
        let text = "a: \u{1b}[31mx\r\n";
        let diagnostics = [Diagnostic::error("KS0011", TextRange::new(3, 4), "escape")];
        let printed =
            human(&Report { file: "f.ks", text, diagnostics: &diagnostics }, Style::Plain);
        assert!(!printed.contains('\u{1b}') && !printed.contains('\r'), "{printed:?}");
        assert!(printed.contains("a: ?[31mx"), "{printed}");
    }

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
        assert_eq!((tab.name, tab.severity), ("tab-in-indentation", "error"));
        assert!(!tab.summary.is_empty());
    }
}
