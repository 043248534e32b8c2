//! The `parse.diag` notation: one diagnostic per line, `CODE L:C-L:C message`, sorted by start
//! position, then code. Lines and columns are 1-based; a column counts Unicode scalar values (a tab is
//! one) and the end is exclusive.

use std::fmt;

/// A line/column position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Pos {
    pub line: u32,
    pub col: u32,
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.col)
    }
}

/// One diagnostic line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiagLine {
    pub code: String,
    pub start: Pos,
    pub end: Pos,
    /// Free text; never compared.
    pub message: String,
}

impl DiagLine {
    /// The compared part: code, start and end.
    pub fn key(&self) -> (Pos, String, Pos) {
        (self.start, self.code.clone(), self.end)
    }

    /// `CODE L:C-L:C` (without the message).
    pub fn head(&self) -> String {
        format!("{} {}-{}", self.code, self.start, self.end)
    }
}

/// Parses a whole `parse.diag` text. Empty lines are not allowed except a final line end.
pub fn parse(text: &str) -> Result<Vec<DiagLine>, String> {
    let mut out = Vec::new();
    if text.is_empty() {
        return Ok(out);
    }
    let body = text.strip_suffix('\n').unwrap_or(text);
    for (i, line) in body.split('\n').enumerate() {
        out.push(
            parse_line(line).map_err(|e| format!("parse.diag line {}: {e}: {line:?}", i + 1))?,
        );
    }
    Ok(out)
}

fn parse_line(line: &str) -> Result<DiagLine, String> {
    let (code, rest) = line.split_once(' ').ok_or("expected `CODE L:C-L:C message`")?;
    if !(code.len() == 6 && code.starts_with("KS") && code[2..].bytes().all(|b| b.is_ascii_digit()))
    {
        return Err(format!("`{code}` is not a code KSnnnn"));
    }
    let (span, message) = rest.split_once(' ').unwrap_or((rest, ""));
    let (start, end) = span.split_once('-').ok_or("expected a span L:C-L:C")?;
    let start = parse_pos(start)?;
    let end = parse_pos(end)?;
    if end < start {
        return Err("the span ends before it starts".into());
    }
    Ok(DiagLine { code: code.to_string(), start, end, message: message.to_string() })
}

fn parse_pos(text: &str) -> Result<Pos, String> {
    let (line, col) = text.split_once(':').ok_or("expected L:C")?;
    let num = |s: &str| -> Result<u32, String> {
        match s.parse::<u32>() {
            Ok(n) if n >= 1 && !s.starts_with('0') => Ok(n),
            _ => Err(format!("`{s}` is not a 1-based number")),
        }
    };
    Ok(Pos { line: num(line)?, col: num(col)? })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_lines() {
        let d = parse("KS0002 3:7-3:12 unterminated string\nKS0001 4:1-4:2 tab\n").unwrap();
        assert_eq!(d.len(), 2);
        assert_eq!(d[0].code, "KS0002");
        assert_eq!(d[0].start, Pos { line: 3, col: 7 });
        assert_eq!(d[0].end, Pos { line: 3, col: 12 });
        assert_eq!(d[0].message, "unterminated string");
        assert!(parse("").unwrap().is_empty());
        assert!(parse("KS0007 1:5-1:5").is_ok());
    }

    #[test]
    fn rejects_malformed() {
        assert!(parse("KS01 1:1-1:2 x").is_err());
        assert!(parse("KS0001 0:1-1:2 x").is_err());
        assert!(parse("KS0001 1:3-1:2 x").is_err());
        assert!(parse("KS0001 1:1 x").is_err());
        assert!(parse("\n").is_err());
    }
}
