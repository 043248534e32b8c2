//! What a bare word is (SCL, GAP-10, GAP-11), its typed value, and what strings and words
//! interpolate, with the source range of every part.

use std::{fmt, ops::Deref, time::Duration};

use super::{AstToken, Interp, String as StringLit, Word};
use crate::{
    lexer::{continues_ident, name_dots, scan_interpolation, starts_ident},
    TextRange,
};

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
        // Each class's first byte rules out the others (a digit or `-` for numbers and durations,
        // `@` for a handle, `.`, `/` or `~` for a path, a letter or `_` for the rest): only the
        // classes a word can start as are tried, in the order of SCL-1.
        const NUMERIC: &[Classifier] = &[
            (is_duration, ScalarClass::Duration),
            (is_int, ScalarClass::Int),
            (is_float, ScalarClass::Float),
        ];
        const HANDLE: &[Classifier] = &[(is_handle, ScalarClass::Handle)];
        const PATH: &[Classifier] = &[(is_path, ScalarClass::Path)];
        let classifiers = match text.as_bytes().first() {
            // The common case (kinds, step names, references), in one pass over the bytes.
            Some(&b) if starts_ident(b) => return name_class(text),
            _ if has_interpolation(text) => return ScalarClass::Interpolated,
            Some(b'0'..=b'9' | b'-') => NUMERIC,
            Some(b'@') => HANDLE,
            Some(b'.' | b'/' | b'~') => PATH,
            _ => &[],
        };
        classifiers
            .iter()
            .find(|(matches, _)| matches(text))
            .map_or(ScalarClass::Text, |&(_, class)| class)
    }
}

/// The class of a word that starts with a letter or `_`: `Bool`, `DottedName`, `Ident`, or else
/// `Interpolated` or `Text`. One scan decides both name classes (the lexer's [`name_dots`]): idents
/// joined by dots are a dotted name, a single one is an ident. A `{` is not a name byte, so an
/// interpolation is only looked for when the scan fails.
fn name_class(text: &str) -> ScalarClass {
    if is_bool(text) {
        return ScalarClass::Bool;
    }
    match name_dots(text.as_bytes()) {
        Some(0) => ScalarClass::Ident,
        Some(_) => ScalarClass::DottedName,
        None if has_interpolation(text) => ScalarClass::Interpolated,
        None => ScalarClass::Text,
    }
}

fn is_bool(text: &str) -> bool {
    matches!(text, "true" | "false")
}

/// One or more `<digits><unit>` segments with strictly decreasing units: `5m`, `500ms`, `1h30m`.
fn is_duration(text: &str) -> bool {
    duration_value(text).is_some()
}

/// The one duration parser: `None` when `text` is not a duration, else its value, or
/// `Err(OutOfRange)` when it does not fit in a `u64` of milliseconds.
fn duration_value(text: &str) -> Option<Result<Duration, OutOfRange>> {
    /// Units, largest first, with their length in milliseconds.
    const UNITS: [(&str, u64); 5] =
        [("d", 86_400_000), ("h", 3_600_000), ("m", 60_000), ("s", 1_000), ("ms", 1)];
    let mut rest = text;
    let mut previous_unit = None;
    let mut millis: Option<u64> = Some(0);
    while !rest.is_empty() {
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            return None;
        }
        let count = &rest[..digits];
        rest = &rest[digits..];
        // `ms` before `m`, so `5ms` is not `5m` followed by `s`.
        let rank = [4, 0, 1, 2, 3].into_iter().find(|&rank| rest.starts_with(UNITS[rank].0))?;
        if previous_unit.is_some_and(|previous| rank <= previous) {
            return None;
        }
        previous_unit = Some(rank);
        let (unit, unit_millis) = UNITS[rank];
        rest = &rest[unit.len()..];
        millis = millis.and_then(|total| {
            let count: u64 = count.parse().ok()?;
            total.checked_add(count.checked_mul(unit_millis)?)
        });
    }
    previous_unit?;
    Some(millis.map(Duration::from_millis).ok_or(OutOfRange))
}

fn digits(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

fn is_int(text: &str) -> bool {
    digits(text.strip_prefix('-').unwrap_or(text))
}

fn is_float(text: &str) -> bool {
    let unsigned = text.strip_prefix('-').unwrap_or(text);
    if !unsigned.as_bytes().first().is_some_and(u8::is_ascii_digit) {
        return false;
    }
    unsigned.split_once('.').is_some_and(|(int, frac)| digits(int) && digits(frac))
}

fn is_ident(text: &str) -> bool {
    let mut bytes = text.bytes();
    bytes.next().is_some_and(starts_ident) && bytes.all(continues_ident)
}

/// `@` and one or more idents joined by `/`: `@platform`, `@acme/on-call`.
fn is_handle(text: &str) -> bool {
    text.strip_prefix('@').is_some_and(|rest| rest.split('/').all(is_ident))
}

fn is_path(text: &str) -> bool {
    matches!(text, "." | "..")
        || ["./", "../", "/", "~/"].iter().any(|prefix| text.starts_with(prefix))
}

/// Marks a value that has the syntax of its class but does not fit its type.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct OutOfRange;

/// The typed value of a bare word ([`Word::scalar`]), by its class (SCL-1).
#[derive(Clone, PartialEq, Debug)]
pub enum Scalar<'a> {
    Bool(bool),
    Duration(Duration),
    Int(i64),
    Float(f64),
    Handle(&'a str),
    Path(&'a str),
    DottedName(DottedName<'a>),
    Ident(&'a str),
    Text(&'a str),
    /// A word with a `{dotted.name}` inside: its literal and interpolated parts.
    Interpolated(Vec<StringPart<'a>>),
}

impl Scalar<'_> {
    pub fn class(&self) -> ScalarClass {
        match self {
            Scalar::Bool(_) => ScalarClass::Bool,
            Scalar::Duration(_) => ScalarClass::Duration,
            Scalar::Int(_) => ScalarClass::Int,
            Scalar::Float(_) => ScalarClass::Float,
            Scalar::Handle(_) => ScalarClass::Handle,
            Scalar::Path(_) => ScalarClass::Path,
            Scalar::DottedName(_) => ScalarClass::DottedName,
            Scalar::Ident(_) => ScalarClass::Ident,
            Scalar::Text(_) => ScalarClass::Text,
            Scalar::Interpolated(_) => ScalarClass::Interpolated,
        }
    }
}

/// Why a word has no value: it is written as an `Int`, `Float` or `Duration` but does not fit the
/// type (an `i64`, a finite `f64`, a `u64` of milliseconds). The checker reports it (KS0101).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum ScalarError {
    OutOfRange { class: ScalarClass, range: TextRange },
}

impl ScalarError {
    /// Where the value is written: the whole word.
    pub fn range(&self) -> TextRange {
        match self {
            ScalarError::OutOfRange { range, .. } => *range,
        }
    }
}

impl fmt::Display for ScalarError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScalarError::OutOfRange { class: ScalarClass::Int, .. } => {
                f.write_str("integer out of range (it must fit in 64 bits)")
            }
            ScalarError::OutOfRange { class: ScalarClass::Duration, .. } => {
                f.write_str("duration out of range (it must fit in 2^64 milliseconds)")
            }
            ScalarError::OutOfRange { .. } => f.write_str("number out of range"),
        }
    }
}

impl std::error::Error for ScalarError {}

/// A dotted name (`build.digest`) and where it is written. Copy, and cheap: the segments are cut
/// from the text when asked for.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct DottedName<'a> {
    text: &'a str,
    start: u32,
}

impl<'a> DottedName<'a> {
    /// The name as written, dots included.
    pub fn text(&self) -> &'a str {
        self.text
    }

    pub fn text_range(&self) -> TextRange {
        TextRange::new(self.start, self.start + self.text.len() as u32)
    }

    /// The segments between the dots, each with its range: `build.digest` is `build` and `digest`.
    pub fn segments(&self) -> impl Iterator<Item = NameSegment<'a>> + 'a {
        let mut start = self.start;
        self.text.split('.').map(move |text| {
            let segment =
                NameSegment { text, range: TextRange::new(start, start + text.len() as u32) };
            start += text.len() as u32 + 1;
            segment
        })
    }
}

impl fmt::Display for DottedName<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text)
    }
}

/// One segment of a [`DottedName`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct NameSegment<'a> {
    pub text: &'a str,
    pub range: TextRange,
}

/// A piece of a word or string: literal text, or an interpolated reference. Each carries its
/// source range; each dereferences to its text (the literal text, or the dotted name without the
/// braces).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum StringPart<'a> {
    Text(TextPart<'a>),
    /// A `{dotted.name}`.
    Interp(Interpolation<'a>),
}

impl<'a> StringPart<'a> {
    /// The literal text, or the dotted name inside the braces.
    pub fn text(&self) -> &'a str {
        match self {
            StringPart::Text(part) => part.text,
            StringPart::Interp(interp) => interp.name.text,
        }
    }

    /// Where the part is written (an interpolation's braces included).
    pub fn text_range(&self) -> TextRange {
        match self {
            StringPart::Text(part) => part.range,
            StringPart::Interp(interp) => interp.range,
        }
    }
}

/// Literal text of a word or string, as written (a string's escapes not resolved).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TextPart<'a> {
    pub text: &'a str,
    pub range: TextRange,
}

impl Deref for TextPart<'_> {
    type Target = str;

    fn deref(&self) -> &str {
        self.text
    }
}

impl fmt::Display for TextPart<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text)
    }
}

/// A `{dotted.name}` inside a word or string.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Interpolation<'a> {
    /// The braces and the name.
    pub range: TextRange,
    /// The name between the braces.
    pub name: DottedName<'a>,
}

impl Deref for Interpolation<'_> {
    type Target = str;

    /// The dotted name, without the braces.
    fn deref(&self) -> &str {
        self.name.text
    }
}

impl fmt::Display for Interpolation<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name.text)
    }
}

/// Whether [`parts`] would find an interpolation in `text` (the same scan, without the list).
fn has_interpolation(text: &str) -> bool {
    if !text.as_bytes().contains(&b'{') {
        return false;
    }
    let mut pos = 0;
    while let Some(offset) = memchr::memchr(b'{', &text.as_bytes()[pos..]) {
        let (end, valid) = scan_interpolation(text, pos + offset);
        if valid {
            return true;
        }
        pos = end;
    }
    false
}

/// Splits text that starts at offset `start` into literal and interpolated parts; a malformed `{`
/// stays literal.
fn parts(text: &str, start: u32) -> Vec<StringPart<'_>> {
    let range = |from: usize, to: usize| TextRange::new(start + from as u32, start + to as u32);
    let literal = |from: usize, to: usize| {
        StringPart::Text(TextPart { text: &text[from..to], range: range(from, to) })
    };
    let mut parts = Vec::new();
    let mut literal_start = 0;
    let mut pos = 0;
    while let Some(offset) = text[pos..].find('{') {
        let open = pos + offset;
        let (end, valid) = scan_interpolation(text, open);
        if valid {
            if literal_start < open {
                parts.push(literal(literal_start, open));
            }
            let name =
                DottedName { text: &text[open + 1..end - 1], start: start + open as u32 + 1 };
            parts.push(StringPart::Interp(Interpolation { range: range(open, end), name }));
            literal_start = end;
        }
        pos = end;
    }
    if literal_start < text.len() {
        parts.push(literal(literal_start, text.len()));
    }
    parts
}

impl Word {
    pub fn class(&self) -> ScalarClass {
        ScalarClass::of(self.text())
    }

    /// The word's literal and interpolated parts, raw (SCL-11), with their ranges.
    pub fn parts(&self) -> Vec<StringPart<'_>> {
        parts(self.text(), self.syntax.text_range().start())
    }

    /// The word as a dotted name with its segments' ranges, when it is one (class `DottedName`).
    pub fn dotted_name(&self) -> Option<DottedName<'_>> {
        (self.class() == ScalarClass::DottedName)
            .then(|| DottedName { text: self.text(), start: self.syntax.text_range().start() })
    }

    /// The word's typed value by its class; `Err` for an `Int`, `Float` or `Duration` that does not
    /// fit its type (`99999999999999999999`, `999999999999999d`).
    pub fn scalar(&self) -> Result<Scalar<'_>, ScalarError> {
        let text = self.text();
        let class = self.class();
        let out_of_range = || ScalarError::OutOfRange { class, range: self.syntax.text_range() };
        Ok(match class {
            ScalarClass::Bool => Scalar::Bool(text == "true"),
            ScalarClass::Duration => match duration_value(text) {
                Some(Ok(duration)) => Scalar::Duration(duration),
                _ => return Err(out_of_range()),
            },
            // The syntax is checked by the class: only overflow fails.
            ScalarClass::Int => Scalar::Int(text.parse().map_err(|_| out_of_range())?),
            ScalarClass::Float => match text.parse::<f64>() {
                Ok(value) if value.is_finite() => Scalar::Float(value),
                _ => return Err(out_of_range()),
            },
            ScalarClass::Handle => Scalar::Handle(text),
            ScalarClass::Path => Scalar::Path(text),
            ScalarClass::DottedName => match self.dotted_name() {
                Some(name) => Scalar::DottedName(name),
                None => Scalar::Text(text),
            },
            ScalarClass::Ident => Scalar::Ident(text),
            ScalarClass::Text => Scalar::Text(text),
            ScalarClass::Interpolated => Scalar::Interpolated(self.parts()),
        })
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

    /// Literal and interpolated parts of the raw content, with their ranges.
    pub fn parts(&self) -> Vec<StringPart<'_>> {
        parts(self.raw_content(), self.syntax.text_range().start() + 1)
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
        text.strip_prefix('{').and_then(|inner| inner.strip_suffix('}')).unwrap_or(text)
    }

    /// The interpolation with its ranges: the braces, the name and each of its segments.
    pub fn interpolation(&self) -> Interpolation<'_> {
        let range = self.syntax.text_range();
        let name = self.reference();
        let start = range.start() + u32::from(name.len() < self.text().len());
        Interpolation { range, name: DottedName { text: name, start } }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// SCL-1 as written: every class tried in order (the definition `ScalarClass::of` shortens by
    /// first byte, and `name_class` by scanning a name's bytes once).
    fn in_order(text: &str) -> ScalarClass {
        let dotted = |text: &str| {
            let segments: Vec<&str> = text.split('.').collect();
            segments.len() >= 2
                && segments.iter().all(|segment| {
                    let mut bytes = segment.bytes();
                    bytes.next().is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
                        && bytes.all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
                })
        };
        type Class<'a> = (&'a dyn Fn(&str) -> bool, ScalarClass);
        let classes: [Class<'_>; 8] = [
            (&is_bool, ScalarClass::Bool),
            (&is_duration, ScalarClass::Duration),
            (&is_int, ScalarClass::Int),
            (&is_float, ScalarClass::Float),
            (&is_handle, ScalarClass::Handle),
            (&is_path, ScalarClass::Path),
            (&dotted, ScalarClass::DottedName),
            (&is_ident, ScalarClass::Ident),
        ];
        if parts(text, 0).iter().any(|part| matches!(part, StringPart::Interp(_))) {
            return ScalarClass::Interpolated;
        }
        classes.iter().find(|(matches, _)| matches(text)).map_or(ScalarClass::Text, |c| c.1)
    }

    #[test]
    fn classes_by_first_byte_agree_with_the_ordered_definition() {
        const BYTES: &[u8] = b"a_1-./~@{}msdtZ";
        let mut checked = 0;
        // Every word of up to four bytes over an alphabet that reaches each class and its edges.
        for len in 0..=4u32 {
            for mut n in 0..BYTES.len().pow(len) {
                let mut word = Vec::new();
                for _ in 0..len {
                    word.push(BYTES[n % BYTES.len()]);
                    n /= BYTES.len();
                }
                let text = std::str::from_utf8(&word).unwrap();
                assert_eq!(ScalarClass::of(text), in_order(text), "{text:?}");
                checked += 1;
            }
        }
        let more = [
            "true",
            "false",
            "1h30m",
            "500ms",
            "-2.5",
            "@acme/on-call",
            "../x",
            "a.b.c",
            "{a.b}",
            "x{a.b}y",
            "a.b{c.d}",
            "a.{b.c}",
            "true{a.b}",
            "build0.digest",
            "apply0.out.cluster",
            "a.",
            ".a",
            "a..b",
            "a.b-c",
            "1.5.2",
            "~/x",
            "é.a",
        ];
        for text in more {
            assert_eq!(ScalarClass::of(text), in_order(text), "{text:?}");
        }
        assert!(checked > 50_000);
    }
}
