//! What a bare word is (SCL, GAP-10, GAP-11) and what strings and words interpolate.

use super::{AstToken, Interp, String as StringLit, Word};
use crate::lexer::{is_dotted_name, scan_interpolation};

/// The class of a bare word, decided in this order (SCL-1).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ScalarClass {
    Bool,
    Duration,
    Int,
    Float,
    Handle,
    Path,
    DottedName,
    Ident,
    Text,
    /// A word with a `{dotted.name}` inside: its own class, never any of the above.
    Interpolated,
}

impl ScalarClass {
    pub fn as_str(self) -> &'static str {
        match self {
            ScalarClass::Bool => "Bool",
            ScalarClass::Duration => "Duration",
            ScalarClass::Int => "Int",
            ScalarClass::Float => "Float",
            ScalarClass::Handle => "Handle",
            ScalarClass::Path => "Path",
            ScalarClass::DottedName => "DottedName",
            ScalarClass::Ident => "Ident",
            ScalarClass::Text => "Text",
            ScalarClass::Interpolated => "Interpolated",
        }
    }

    /// Classifies a bare word's text.
    pub fn of(text: &str) -> ScalarClass {
        type Classifier = (fn(&str) -> bool, ScalarClass);
        const CLASSIFIERS: &[Classifier] = &[
            (is_bool, ScalarClass::Bool),
            (is_duration, ScalarClass::Duration),
            (is_int, ScalarClass::Int),
            (is_float, ScalarClass::Float),
            (is_handle, ScalarClass::Handle),
            (is_path, ScalarClass::Path),
            (is_dotted_name, ScalarClass::DottedName),
            (is_ident, ScalarClass::Ident),
        ];
        if parts(text).iter().any(|part| matches!(part, StringPart::Interp(_))) {
            return ScalarClass::Interpolated;
        }
        CLASSIFIERS
            .iter()
            .find(|(matches, _)| matches(text))
            .map_or(ScalarClass::Text, |&(_, class)| class)
    }
}

fn is_bool(text: &str) -> bool {
    matches!(text, "true" | "false")
}

/// One or more `<digits><unit>` segments with strictly decreasing units: `5m`, `500ms`, `1h30m`.
fn is_duration(text: &str) -> bool {
    const UNITS: [&str; 5] = ["d", "h", "m", "s", "ms"];
    let mut rest = text;
    let mut previous_unit = None;
    while !rest.is_empty() {
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            return false;
        }
        rest = &rest[digits..];
        // `ms` before `m`, so `5ms` is not `5m` followed by `s`.
        let Some(unit) = ["ms", "d", "h", "m", "s"].into_iter().find(|unit| rest.starts_with(unit))
        else {
            return false;
        };
        let rank = UNITS.iter().position(|u| *u == unit).unwrap();
        if previous_unit.is_some_and(|previous| rank <= previous) {
            return false;
        }
        previous_unit = Some(rank);
        rest = &rest[unit.len()..];
    }
    previous_unit.is_some()
}

fn digits(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

fn is_int(text: &str) -> bool {
    digits(text.strip_prefix('-').unwrap_or(text))
}

fn is_float(text: &str) -> bool {
    let unsigned = text.strip_prefix('-').unwrap_or(text);
    unsigned.split_once('.').is_some_and(|(int, frac)| digits(int) && digits(frac))
}

fn is_ident(text: &str) -> bool {
    let mut bytes = text.bytes();
    bytes.next().is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
        && bytes.all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

/// `@` and one or more idents joined by `/`: `@platform`, `@acme/on-call`.
fn is_handle(text: &str) -> bool {
    text.strip_prefix('@').is_some_and(|rest| rest.split('/').all(is_ident))
}

fn is_path(text: &str) -> bool {
    matches!(text, "." | "..")
        || ["./", "../", "/", "~/"].iter().any(|prefix| text.starts_with(prefix))
}

/// A piece of a word or string: literal text, or an interpolated reference.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum StringPart<'a> {
    Text(&'a str),
    /// The dotted name inside `{…}`.
    Interp(&'a str),
}

/// Splits text into literal and interpolated parts; malformed `{` stays literal.
fn parts(text: &str) -> Vec<StringPart<'_>> {
    let mut parts = Vec::new();
    let mut literal_start = 0;
    let mut pos = 0;
    while let Some(offset) = text[pos..].find('{') {
        let open = pos + offset;
        let (end, valid) = scan_interpolation(text, open);
        if valid {
            if literal_start < open {
                parts.push(StringPart::Text(&text[literal_start..open]));
            }
            parts.push(StringPart::Interp(&text[open + 1..end - 1]));
            literal_start = end;
        }
        pos = end;
    }
    if literal_start < text.len() {
        parts.push(StringPart::Text(&text[literal_start..]));
    }
    parts
}

impl Word {
    pub fn class(&self) -> ScalarClass {
        ScalarClass::of(self.text())
    }

    /// The word's literal and interpolated parts, raw (SCL-11).
    pub fn parts(&self) -> Vec<StringPart<'_>> {
        parts(self.text())
    }
}

impl StringLit {
    /// The text between the quotes, as written (escapes not resolved).
    pub fn raw_content(&self) -> &str {
        let text = self.text();
        let inner = &text[1..];
        inner.strip_suffix('"').filter(|_| is_terminated(text)).unwrap_or(inner)
    }

    /// The content with `\"` and `\\` resolved; other backslashes stay as written.
    pub fn value(&self) -> std::string::String {
        let mut value = std::string::String::new();
        let mut chars = self.raw_content().chars();
        while let Some(c) = chars.next() {
            if c == '\\' {
                match chars.clone().next() {
                    Some(escaped @ ('"' | '\\')) => {
                        value.push(escaped);
                        chars.next();
                    }
                    _ => value.push(c),
                }
            } else {
                value.push(c);
            }
        }
        value
    }

    /// Literal and interpolated parts of the raw content.
    pub fn parts(&self) -> Vec<StringPart<'_>> {
        parts(self.raw_content())
    }
}

/// A string token ends with an unescaped quote.
fn is_terminated(text: &str) -> bool {
    if text.len() < 2 || !text.ends_with('"') {
        return false;
    }
    let backslashes = text[1..text.len() - 1].bytes().rev().take_while(|&b| b == b'\\').count();
    backslashes.is_multiple_of(2)
}

impl Interp {
    /// The dotted name between the braces.
    pub fn reference(&self) -> &str {
        let text = self.text();
        &text[1..text.len() - 1]
    }
}
