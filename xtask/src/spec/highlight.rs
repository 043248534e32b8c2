//! A small highlighter for `ship.ks` text shown in the spec site. It follows the lexical rules
//! of grammar/SYNTAX.md closely enough for display (key lines, comments, strings with their
//! escapes and interpolations, operators, keywords, scalar classes, block strings) and names its
//! classes after the scopes of the TextMate grammar in editors/vscode/syntaxes (shown as
//! tooltips). It never decides anything normative: a wrong colour is a display bug, not a
//! conformance question.

use super::pages::escape;

/// CSS class per token class, and the TextMate scope it mirrors (shown as a tooltip).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Class {
    Comment,
    Key,
    String,
    Escape,
    Interp,
    Operator,
    Keyword,
    Bool,
    Number,
    Handle,
    Path,
    Reference,
    Text,
    Block,
    Error,
}

impl Class {
    pub fn css(self) -> &'static str {
        match self {
            Class::Comment => "ks-comment",
            Class::Key => "ks-key",
            Class::String => "ks-string",
            Class::Escape => "ks-escape",
            Class::Interp => "ks-interp",
            Class::Operator => "ks-op",
            Class::Keyword => "ks-kw",
            Class::Bool => "ks-bool",
            Class::Number => "ks-num",
            Class::Handle => "ks-handle",
            Class::Path => "ks-path",
            Class::Reference => "ks-ref",
            Class::Text => "ks-text",
            Class::Block => "ks-block",
            Class::Error => "ks-error",
        }
    }

    pub fn scope(self) -> &'static str {
        match self {
            Class::Comment => "comment.line.number-sign.keepshipping",
            Class::Key => "entity.name.tag.key.keepshipping",
            Class::String => "string.quoted.double.keepshipping",
            Class::Escape => "constant.character.escape.keepshipping",
            Class::Interp => "meta.interpolation.keepshipping",
            Class::Operator => "keyword.operator.keepshipping",
            Class::Keyword => "keyword.operator.word.keepshipping",
            Class::Bool => "constant.language.boolean.keepshipping",
            Class::Number => "constant.numeric.keepshipping",
            Class::Handle => "constant.other.handle.keepshipping",
            Class::Path => "string.unquoted.path.keepshipping",
            Class::Reference => "variable.other.dotted.keepshipping",
            Class::Text => "meta.word.keepshipping",
            Class::Block => "string.unquoted.block.keepshipping",
            Class::Error => "invalid.illegal.keepshipping",
        }
    }
}

/// Spans of `text` with their classes; text outside every span is plain.
pub fn tokens(text: &str) -> Vec<(usize, usize, Class)> {
    let mut out = Vec::new();
    let mut block_key: Option<usize> = None;
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let start = offset;
        offset += line.len();
        let body = line.trim_end_matches(['\n', '\r', '␍']);
        let indent_len = body.len() - body.trim_start_matches([' ', '\t', '⇥']).len();
        let indent_cols = body[..indent_len].chars().count();
        let rest = &body[indent_len..];
        if let Some(key_col) = block_key {
            if rest.is_empty() || indent_cols > key_col {
                if !rest.is_empty() {
                    out.push((start + indent_len, start + body.len(), Class::Block));
                }
                continue;
            }
            block_key = None;
        }
        let base = start + indent_len;
        if rest.starts_with('#') {
            out.push((base, start + body.len(), Class::Comment));
            continue;
        }
        let key_len = key_length(rest);
        let value_start = if key_len > 0 {
            out.push((base, base + key_len, Class::Key));
            key_len + 1
        } else {
            0
        };
        let value = &rest[value_start..];
        if key_len > 0 && is_block_opener(value) {
            let bar = value.find('|').unwrap();
            out.push((base + value_start + bar, base + value_start + bar + 1, Class::Operator));
            if let Some(hash) = value.find('#') {
                out.push((base + value_start + hash, start + body.len(), Class::Comment));
            }
            block_key = Some(indent_cols);
            continue;
        }
        value_tokens(value, base + value_start, key_len > 0 || value_start > 0, &mut out);
    }
    out
}

/// Length of `ident` in an `ident:` key at the start of `rest`, or 0.
fn key_length(rest: &str) -> usize {
    let bytes = rest.as_bytes();
    if bytes.is_empty() || !(bytes[0].is_ascii_alphabetic() || bytes[0] == b'_') {
        return 0;
    }
    let mut i = 1;
    while i < bytes.len()
        && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_' || bytes[i] == b'-')
    {
        i += 1;
    }
    if bytes.get(i) != Some(&b':') {
        return 0;
    }
    match rest[i + 1..].chars().next() {
        None | Some(' ' | '\t' | '⇥' | '\r' | '␍') => i,
        _ => 0,
    }
}

fn is_block_opener(value: &str) -> bool {
    let v = value.trim_start_matches([' ', '\t', '⇥']);
    let Some(after) = v.strip_prefix('|') else { return false };
    let after_trimmed = after.trim_start_matches([' ', '\t', '⇥']);
    after_trimmed.is_empty()
        || (after_trimmed.starts_with('#') && after_trimmed.len() < after.len())
}

fn is_word_char(c: char) -> bool {
    !matches!(
        c,
        ' ' | '\t'
            | '⇥'
            | '\r'
            | '␍'
            | '\n'
            | '"'
            | ','
            | '|'
            | '('
            | ')'
            | '='
            | '!'
            | '<'
            | '>'
            | '≥'
            | '≤'
            | '{'
            | '}'
    )
}

fn value_tokens(
    value: &str,
    base: usize,
    mut after_space: bool,
    out: &mut Vec<(usize, usize, Class)>,
) {
    let chars: Vec<(usize, char)> = value.char_indices().collect();
    let end_of = |k: usize| chars.get(k).map_or(value.len(), |&(i, _)| i);
    let mut k = 0;
    while k < chars.len() {
        let (i, c) = chars[k];
        match c {
            ' ' | '\t' | '⇥' => {
                after_space = true;
                k += 1;
                continue;
            }
            '#' if after_space || i == 0 => {
                out.push((base + i, base + value.len(), Class::Comment));
                return;
            }
            '"' => {
                let mut j = k + 1;
                let mut seg = i;
                while j < chars.len() && chars[j].1 != '"' {
                    match chars[j].1 {
                        '\\' if j + 1 < chars.len() => {
                            out.push((base + seg, base + chars[j].0, Class::String));
                            out.push((base + chars[j].0, base + end_of(j + 2), Class::Escape));
                            j += 2;
                            seg = end_of(j);
                            continue;
                        }
                        '{' => {
                            if let Some(close) = interp_end(&chars, j) {
                                out.push((base + seg, base + chars[j].0, Class::String));
                                out.push((
                                    base + chars[j].0,
                                    base + end_of(close + 1),
                                    Class::Interp,
                                ));
                                j = close + 1;
                                seg = end_of(j);
                                continue;
                            }
                        }
                        _ => {}
                    }
                    j += 1;
                }
                let end = end_of((j + 1).min(chars.len()));
                out.push((base + seg, base + end, Class::String));
                k = (j + 1).min(chars.len());
            }
            '=' | '!' | '<' | '>' | '≥' | '≤' | ',' | '|' | '(' | ')' => {
                let mut j = k + 1;
                if matches!(c, '=' | '!' | '<' | '>') && chars.get(j).map(|x| x.1) == Some('=') {
                    j += 1;
                }
                let class = if c == '!' && j == k + 1 { Class::Error } else { Class::Operator };
                out.push((base + i, base + end_of(j), class));
                k = j;
            }
            '}' => {
                out.push((base + i, base + end_of(k + 1), Class::Error));
                k += 1;
            }
            _ => {
                // A word, possibly with `{dotted.name}` segments inside.
                let mut j = k;
                let mut parts: Vec<(usize, usize, bool)> = Vec::new();
                let mut seg = k;
                while j < chars.len() {
                    let ch = chars[j].1;
                    if ch == '{' {
                        if let Some(close) = interp_end(&chars, j) {
                            if seg < j {
                                parts.push((seg, j, false));
                            }
                            parts.push((j, close + 1, true));
                            j = close + 1;
                            seg = j;
                            continue;
                        }
                        // A `{` that starts no interpolation stays literal word text.
                        j += 1;
                        continue;
                    }
                    if !(is_word_char(ch) || (ch == '#' && j > k)) {
                        break;
                    }
                    j += 1;
                }
                if seg < j {
                    parts.push((seg, j, false));
                }
                if j == k {
                    j = k + 1;
                    parts.push((k, j, false));
                }
                let word = &value[i..end_of(j)];
                let single = parts.len() == 1 && !parts[0].2;
                for (a, b, interp) in parts {
                    let class = if interp {
                        Some(Class::Interp)
                    } else if single {
                        classify(word)
                    } else {
                        Some(Class::Text)
                    };
                    if let Some(class) = class {
                        out.push((base + end_of(a), base + end_of(b), class));
                    }
                }
                k = j;
            }
        }
        after_space = false;
    }
}

/// Index of the `}` closing a `{dotted.name}` that starts at `open`.
fn interp_end(chars: &[(usize, char)], open: usize) -> Option<usize> {
    let mut j = open + 1;
    let mut name = String::new();
    while j < chars.len() && chars[j].1 != '}' {
        name.push(chars[j].1);
        j += 1;
    }
    (j < chars.len() && is_dotted(&name)).then_some(j)
}

fn is_ident(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
}

fn is_dotted(s: &str) -> bool {
    let parts: Vec<&str> = s.split('.').collect();
    parts.len() >= 2 && parts.iter().all(|p| is_ident(p))
}

fn is_number(s: &str) -> bool {
    let s = s.strip_prefix('-').unwrap_or(s);
    let (int, frac) = match s.split_once('.') {
        Some((a, b)) => (a, Some(b)),
        None => (s, None),
    };
    !int.is_empty()
        && int.bytes().all(|b| b.is_ascii_digit())
        && frac.is_none_or(|f| !f.is_empty() && f.bytes().all(|b| b.is_ascii_digit()))
}

fn is_duration(s: &str) -> bool {
    let units = ["ms", "s", "m", "h", "d"];
    let mut rest = s;
    let mut last = usize::MAX;
    while !rest.is_empty() {
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            return false;
        }
        rest = &rest[digits..];
        let Some(u) = units.iter().position(|u| rest.starts_with(u)) else { return false };
        // Units come in decreasing order: d, h, m, s, ms.
        let rank = [4, 3, 2, 1, 0][u];
        if rank >= last {
            return false;
        }
        last = rank;
        rest = &rest[units[u].len()..];
    }
    !s.is_empty()
}

/// The scalar class of a bare word (SCL-1 order), as a display class.
pub fn classify(word: &str) -> Option<Class> {
    Some(match word {
        "and" | "or" | "not" | "is" => Class::Keyword,
        "true" | "false" => Class::Bool,
        w if is_duration(w) || is_number(w) => Class::Number,
        w if w.starts_with('@') && w.len() > 1 => Class::Handle,
        "." | ".." => Class::Path,
        w if ["./", "../", "/", "~/"].iter().any(|p| w.starts_with(p)) => Class::Path,
        w if is_dotted(w) => Class::Reference,
        w if is_ident(w) => return None,
        _ => Class::Text,
    })
}

/// The text as HTML with `<span>`s for the classified tokens.
pub fn to_html(text: &str) -> String {
    let mut out = String::new();
    let mut pos = 0;
    for (start, end, class) in tokens(text) {
        if start < pos || end <= start {
            continue;
        }
        out.push_str(&escape(&text[pos..start]));
        out.push_str(&format!(
            "<span class=\"{}\" title=\"{}\">{}</span>",
            class.css(),
            class.scope(),
            escape(&text[start..end])
        ));
        pos = end;
    }
    out.push_str(&escape(&text[pos..]));
    out
}
