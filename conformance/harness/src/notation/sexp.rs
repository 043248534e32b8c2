//! The `cst.sexp` notation: an S-expression whose nodes are `(KIND element*)` and whose tokens are
//! `(KIND "json-escaped text")`. Whitespace between atoms carries no meaning.

use std::fmt::Write as _;

/// One element of a CST.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Element {
    /// `(KIND child*)`
    Node { kind: String, children: Vec<Element> },
    /// `(KIND "text")`
    Token { kind: String, text: String },
}

impl Element {
    /// The kind name.
    pub fn kind(&self) -> &str {
        match self {
            Element::Node { kind, .. } | Element::Token { kind, .. } => kind,
        }
    }

    /// The concatenated text of every token, in order: the input, for a lossless tree.
    pub fn text(&self) -> String {
        let mut out = String::new();
        self.collect_text(&mut out);
        out
    }

    fn collect_text(&self, out: &mut String) {
        match self {
            Element::Node { children, .. } => children.iter().for_each(|c| c.collect_text(out)),
            Element::Token { text, .. } => out.push_str(text),
        }
    }

    /// Every token `(kind, text)` in order.
    pub fn tokens(&self) -> Vec<(&str, &str)> {
        let mut out = Vec::new();
        self.collect_tokens(&mut out);
        out
    }

    fn collect_tokens<'a>(&'a self, out: &mut Vec<(&'a str, &'a str)>) {
        match self {
            Element::Node { children, .. } => children.iter().for_each(|c| c.collect_tokens(out)),
            Element::Token { kind, text } => out.push((kind, text)),
        }
    }

    /// The canonical printing: one element per line, two spaces per level, closing parentheses on
    /// the line of the last child. Used for diffs; comparison is structural.
    pub fn pretty(&self) -> String {
        let mut out = String::new();
        self.pretty_into(0, &mut out);
        out.push('\n');
        out
    }

    fn pretty_into(&self, depth: usize, out: &mut String) {
        for _ in 0..depth {
            out.push_str("  ");
        }
        match self {
            Element::Token { kind, text } => {
                let quoted = serde_json::to_string(text).expect("string");
                let _ = write!(out, "({kind} {quoted})");
            }
            Element::Node { kind, children } => {
                let _ = write!(out, "({kind}");
                for child in children {
                    out.push('\n');
                    child.pretty_into(depth + 1, out);
                }
                out.push(')');
            }
        }
    }
}

/// Parses a whole `cst.sexp` document: exactly one element, surrounded by optional whitespace.
pub fn parse(text: &str) -> Result<Element, String> {
    let mut p = Parser { src: text, pos: 0, depth: 0 };
    p.skip_ws();
    let el = p.element()?;
    p.skip_ws();
    if p.pos != text.len() {
        return Err(p.error("text after the root element"));
    }
    Ok(el)
}

struct Parser<'a> {
    src: &'a str,
    pos: usize,
    depth: usize,
}

const MAX_DEPTH: usize = 10_000;

impl Parser<'_> {
    fn error(&self, what: &str) -> String {
        let line = self.src[..self.pos].matches('\n').count() + 1;
        format!("cst.sexp line {line}: {what}")
    }

    fn skip_ws(&mut self) {
        let rest = &self.src[self.pos..];
        let trimmed = rest.trim_start_matches([' ', '\t', '\n', '\r']);
        self.pos += rest.len() - trimmed.len();
    }

    fn peek(&self) -> Option<char> {
        self.src[self.pos..].chars().next()
    }

    fn expect(&mut self, c: char) -> Result<(), String> {
        if self.peek() == Some(c) {
            self.pos += c.len_utf8();
            Ok(())
        } else {
            Err(self.error(&format!("expected `{c}`")))
        }
    }

    fn kind(&mut self) -> Result<String, String> {
        let rest = &self.src[self.pos..];
        let len = rest
            .char_indices()
            .find(|(i, c)| !(c.is_ascii_uppercase() || *c == '_' || (*i > 0 && c.is_ascii_digit())))
            .map_or(rest.len(), |(i, _)| i);
        if len == 0 {
            return Err(self.error("expected a kind name ([A-Z_][A-Z0-9_]*)"));
        }
        self.pos += len;
        Ok(rest[..len].to_string())
    }

    fn string(&mut self) -> Result<String, String> {
        let rest = &self.src[self.pos..];
        let bytes = rest.as_bytes();
        let mut i = 1;
        while i < bytes.len() {
            match bytes[i] {
                b'\\' => i += 2,
                b'"' => {
                    let lit = &rest[..=i];
                    self.pos += i + 1;
                    return serde_json::from_str(lit)
                        .map_err(|e| self.error(&format!("bad string literal: {e}")));
                }
                b'\n' => break,
                _ => i += 1,
            }
        }
        Err(self.error("unterminated string literal"))
    }

    fn element(&mut self) -> Result<Element, String> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.error("nesting deeper than 10000"));
        }
        self.expect('(')?;
        self.skip_ws();
        let kind = self.kind()?;
        self.skip_ws();
        let el = if self.peek() == Some('"') {
            let text = self.string()?;
            self.skip_ws();
            self.expect(')')?;
            Element::Token { kind, text }
        } else {
            let mut children = Vec::new();
            loop {
                self.skip_ws();
                match self.peek() {
                    Some(')') => {
                        self.pos += 1;
                        break;
                    }
                    Some('(') => children.push(self.element()?),
                    _ => return Err(self.error("expected `(` or `)`")),
                }
            }
            Element::Node { kind, children }
        };
        self.depth -= 1;
        Ok(el)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_nodes_and_tokens() {
        let text = "(SOURCE_FILE\n  (ENTRY\n    (KEY\n      (IDENT \"a\")\n      (COLON \":\"))\n    (WHITESPACE \" \")\n    (WORD \"x\\né\")))\n";
        let el = parse(text).unwrap();
        assert_eq!(el.kind(), "SOURCE_FILE");
        assert_eq!(el.text(), "a: x\n\u{e9}");
        assert_eq!(parse(&el.pretty()).unwrap(), el);
        assert_eq!(el.pretty(), text);
    }

    #[test]
    fn layout_is_free() {
        let a = parse("(A (B \"x\") (C))").unwrap();
        let b = parse("(A\n(B   \"x\")\n  (C\n))").unwrap();
        assert_eq!(a, b);
    }

    #[test]
    fn rejects_garbage() {
        assert!(parse("(A (B \"x\")").is_err());
        assert!(parse("(a)").is_err());
        assert!(parse("(A) (B)").is_err());
        assert!(parse("(A \"x\" (B))").is_err());
        assert!(parse("(A \"unterminated)").is_err());
    }
}
