//! Arranges lexed lines into entries (grammar/SYNTAX.md §3, §7) and hands value regions to the
//! value parser.

mod flat;
mod value;

use std::borrow::Cow;

use crate::{
    codes,
    diagnostic::Diagnostic,
    lexer::{Lexed, Line, LineClass, MAX_INPUT},
    syntax::{SyntaxKind::*, SyntaxNode, TextRange, TreeBuilder},
};

/// Parses `text`. An input longer than [`MAX_INPUT`] is cut at the last line end that fits (or the
/// last character boundary, for one enormous line) and the rest is reported, not read: the tree
/// then covers the prefix only.
///
/// The tree keeps the text: a borrowed one is copied, an owned one is moved in (`parse_owned`).
pub(crate) fn parse(text: Cow<'_, str>) -> (SyntaxNode, Vec<Diagnostic>) {
    parse_at_most(text, MAX_INPUT)
}

pub(crate) fn parse_at_most(text: Cow<'_, str>, limit: usize) -> (SyntaxNode, Vec<Diagnostic>) {
    if text.len() <= limit {
        return parse_text(text, Values::Shortcuts);
    }
    let mut cut = limit;
    while !text.is_char_boundary(cut) {
        cut -= 1;
    }
    if let Some(line_end) = memchr::memrchr(b'\n', &text.as_bytes()[..cut]) {
        cut = line_end + 1;
    }
    let length = text.len();
    let prefix = match text {
        Cow::Borrowed(text) => Cow::Borrowed(&text[..cut]),
        Cow::Owned(mut text) => {
            text.truncate(cut);
            Cow::Owned(text)
        }
    };
    let (syntax, mut diagnostics) = parse_text(prefix, Values::Shortcuts);
    let at = TextRange::empty(cut as u32);
    diagnostics.push(
        Diagnostic::error(
            codes::UNEXPECTED_CHARACTER,
            at,
            format!(
                "input too large: only the first {cut} of {length} bytes are read (the limit is 4 GiB)",
            ),
        )
        .with_hint("split the file"),
    );
    (syntax, diagnostics)
}

/// How values are parsed: `ParserOnly` runs the value parser on every value with an operator, which
/// the tests compare the shortcuts (`flat::flat_chain`) with.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Values {
    Shortcuts,
    #[cfg_attr(not(test), allow(dead_code))]
    ParserOnly,
}

/// The tree and its diagnostics; the lexer's line table is dropped before the tree takes the text
/// or copies it (`Parse::lines` derives it again on demand, see `line_table`).
fn parse_text(source: Cow<'_, str>, values: Values) -> (SyntaxNode, Vec<Diagnostic>) {
    let text = &*source;
    let Lexed { kinds, starts, lines, mut diagnostics } = crate::lexer::lex(text);
    let mut builder = TreeBuilder::new(kinds, starts);
    let mut scratch = value::Scratch::default();
    let mut forward_parents = Vec::new();
    let mut structure = Structure { lines: &lines, open: Vec::new(), top_level_column: Some(0) };
    builder.start_node(SOURCE_FILE);
    let mut idx = 0;
    while idx < lines.len() {
        let line = lines[idx];
        idx = match line.class {
            LineClass::Blank | LineClass::Comment => idx + 1,
            LineClass::Key { opens_block } => {
                structure.place_key_line(&line, &mut builder, &mut diagnostics);
                builder.advance_to(line.content());
                builder.start_node(ENTRY);
                builder.leaf_node(KEY, line.content() + 2);
                let key = TextRange::new(
                    builder.starts()[line.content() as usize],
                    builder.starts()[line.content() as usize + 1],
                );
                if matches!(
                    &text.as_bytes()[std::ops::Range::from(key)],
                    b"and" | b"or" | b"not" | b"is"
                ) {
                    diagnostics.push(
                        Diagnostic::error(codes::KEYWORD_AS_KEY, key, "a keyword cannot be a key")
                            .with_hint(
                                "`and`, `or`, `not` and `is` are reserved; choose another name",
                            ),
                    );
                }
                if opens_block {
                    let last = structure.block_end(idx);
                    block_string(&mut builder, &line, &lines[idx + 1..last]);
                    last
                } else {
                    let last = structure.value_end(idx);
                    let end = lines[last - 1].end as usize;
                    let start = line.content() as usize + 2;
                    let flat = || match values {
                        Values::Shortcuts => flat::flat_chain(&builder.kinds()[start..end]),
                        Values::ParserOnly => None,
                    };
                    if value::is_atom(&builder.kinds()[start..end]) {
                        // A lone word, string or interpolation (most values), or nothing: the
                        // value parser would build no node for it and leave every token to the
                        // entry.
                    } else if let Some((kind, first, last)) = flat() {
                        // A flat chain of one operator level: one node, found without the parser.
                        builder.advance_to((start + first) as u32);
                        builder.leaf_node(kind, (start + last) as u32);
                    } else {
                        let mut parser = value::ValueParser::new(
                            builder.kinds(),
                            builder.starts(),
                            text,
                            std::mem::take(&mut scratch),
                            &mut diagnostics,
                        );
                        parser.parse(start, end);
                        scratch = parser.into_scratch();
                        value::replay(
                            &mut scratch.events,
                            &mut builder,
                            end as u32,
                            &mut forward_parents,
                        );
                    }
                    builder.advance_to(end as u32);
                    last
                }
            }
            LineClass::Other => {
                structure.place_error_line(&line, &mut builder);
                builder.advance_to(line.content());
                builder.leaf_node(ERROR, line.end);
                let range = TextRange::new(
                    builder.starts()[line.content() as usize],
                    builder.starts()[line.end as usize],
                );
                diagnostics.push(
                    Diagnostic::error(codes::EXPECTED_KEY, range, "expected `key:`")
                        .with_hint(
                            "a line is an entry `key: value`, or continues the value of the entry above it when indented deeper than that entry and before its children",
                        ),
                );
                idx + 1
            }
            LineClass::Block => unreachable!("block lines are consumed by their key line"),
        };
        // The line end of the last line handled belongs to the node it ends.
        let last_line = &lines[idx - 1];
        if !matches!(last_line.class, LineClass::Blank | LineClass::Comment) {
            builder.advance_to(next_line_first(&lines, idx, builder.kinds().len()));
        }
    }
    for _ in structure.open.drain(..) {
        builder.finish_node();
    }
    builder.advance_to(builder.kinds().len() as u32);
    builder.finish_node();
    diagnostics.sort_by_key(|d| (d.span.start(), d.span.end()));
    drop(lines);
    (builder.finish(source), diagnostics)
}

/// The first token of line `idx`, or the end of the tokens.
fn next_line_first(lines: &[Line], idx: usize, n_tokens: usize) -> u32 {
    lines.get(idx).map_or(n_tokens as u32, |line| line.first)
}

/// A block string: `|`, the rest of its line, then its lines up to the last one's content.
fn block_string(builder: &mut TreeBuilder, key_line: &Line, block_lines: &[Line]) {
    let mut pipe = key_line.content() + 2;
    while builder.kinds()[pipe as usize] != PIPE {
        pipe += 1;
    }
    builder.advance_to(pipe);
    builder.leaf_node(BLOCK_STRING, block_lines.last().map_or(key_line.end, |line| line.end));
}

/// An open entry: the column of its key and, once it has children, their column.
struct OpenEntry {
    column: u32,
    children_column: Option<u32>,
}

struct Structure<'a> {
    lines: &'a [Line],
    open: Vec<OpenEntry>,
    top_level_column: Option<u32>,
}

impl Structure<'_> {
    /// Closes the entries a key line at its column ends, and checks that column (KS0004).
    fn place_key_line(
        &mut self,
        line: &Line,
        builder: &mut TreeBuilder,
        diagnostics: &mut Vec<Diagnostic>,
    ) {
        let column = line.indent;
        self.close_deeper_than(column, builder);
        if self.open.last().is_some_and(|entry| entry.column == column) {
            self.open.pop();
            builder.finish_node();
        }
        let siblings_column = match self.open.last_mut() {
            Some(parent) => &mut parent.children_column,
            None => &mut self.top_level_column,
        };
        let expected = *siblings_column.get_or_insert(column);
        if expected != column {
            let (message, hint) = if self.open.is_empty() {
                (
                    "unexpected indentation",
                    "top-level entries start at the beginning of the line".to_string(),
                )
            } else {
                (
                    "indentation does not match any enclosing level",
                    format!("align this entry with its siblings ({expected} spaces)"),
                )
            };
            let start = builder.starts()[line.first as usize];
            let end = builder.starts()[line.content() as usize];
            diagnostics.push(
                Diagnostic::error(codes::BAD_INDENTATION, TextRange::new(start, end), message)
                    .with_hint(hint),
            );
        }
        self.open.push(OpenEntry { column, children_column: None });
    }

    /// An error line goes under the innermost open entry whose column is below its own.
    fn place_error_line(&mut self, line: &Line, builder: &mut TreeBuilder) {
        let column = line.indent;
        while self.open.last().is_some_and(|entry| entry.column >= column) {
            self.open.pop();
            builder.finish_node();
        }
    }

    fn close_deeper_than(&mut self, column: u32, builder: &mut TreeBuilder) {
        while self.open.last().is_some_and(|entry| entry.column > column) {
            self.open.pop();
            builder.finish_node();
        }
    }

    /// One past the last line of the value region of the key line `idx`: the key line and its
    /// continuation lines, with the blank and comment lines between them.
    fn value_end(&self, idx: usize) -> usize {
        let column = self.lines[idx].indent;
        let mut end = idx + 1;
        for (offset, line) in self.lines[idx + 1..].iter().enumerate() {
            match line.class {
                LineClass::Blank | LineClass::Comment => {}
                LineClass::Other if line.indent > column => end = idx + 1 + offset + 1,
                _ => break,
            }
        }
        end
    }

    /// One past the last block line after the key line `idx`.
    fn block_end(&self, idx: usize) -> usize {
        let count =
            self.lines[idx + 1..].iter().take_while(|line| line.class == LineClass::Block).count();
        idx + 1 + count
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn input_over_the_limit_is_cut_at_a_line_end_and_reported() {
        let text = "a: 1\nb: 2\nc: 3\n";
        // An owned text is cut in place, to the same prefix.
        let (owned, _) = parse_at_most(String::from(text).into(), 12);
        assert_eq!(owned.to_string(), "a: 1\nb: 2\n");
        let (syntax, diagnostics) = parse_at_most(text.into(), 12);
        assert_eq!(syntax.to_string(), "a: 1\nb: 2\n");
        assert_eq!(crate::line_table::lines_of(syntax.raw_tree()).len(), 2);
        assert_eq!(diagnostics.len(), 1);
        assert_eq!(diagnostics[0].code, codes::UNEXPECTED_CHARACTER);
        assert_eq!(diagnostics[0].span, TextRange::empty(10));
        assert!(diagnostics[0].message.contains("only the first 10 of 15 bytes"));
        assert!(diagnostics[0].is_error());
        // At the limit exactly: the whole text, nothing to say.
        let (syntax, diagnostics) = parse_at_most(text.into(), text.len());
        assert_eq!(syntax.to_string(), text);
        assert!(diagnostics.is_empty());
    }

    /// Every value of up to four tokens over the atoms and operators, alone, before a comment and
    /// with a continuation line: the shortcuts build the parser's tree and report what it reports.
    #[test]
    fn value_shortcuts_agree_with_the_value_parser() {
        const TOKENS: &[&str] = &[
            "a", "\"s\"", "{x.y}", ",", "|", "==", "<", "is", ">=", "≥", "=", "and", "or", "not",
            "(", ")",
        ];
        // Every sequence of one to four tokens, joined by spaces, then the chains of three atoms.
        let mut values: Vec<String> = TOKENS.iter().map(|token| token.to_string()).collect();
        let mut last = values.clone();
        for _ in 2..=4 {
            last =
                last.iter().flat_map(|v| TOKENS.iter().map(move |t| format!("{v} {t}"))).collect();
            values.extend(last.iter().cloned());
        }
        let (atoms, operators) = TOKENS.split_at(3);
        for a in operators {
            for b in operators {
                for (x, y, z) in [(0, 1, 2), (2, 2, 2), (1, 0, 0)] {
                    let (x, y, z) = (atoms[x], atoms[y], atoms[z]);
                    values.push(format!("{x} {a} {y} {b} {z}"));
                }
            }
        }
        let mut shortcuts = 0;
        for value in &values {
            let mut texts = vec![format!("k: {value}\n")];
            if value.split(' ').count() <= 3 {
                texts.push(format!("k: {value}  # note\nnext: 1\n"));
                texts.push(format!("k: {value}\n    , b\n"));
            }
            for text in texts {
                let (fast, fast_diagnostics) = parse_text(text.as_str().into(), Values::Shortcuts);
                let (slow, slow_diagnostics) = parse_text(text.as_str().into(), Values::ParserOnly);
                assert_eq!(fast.raw_tree().nodes(), slow.raw_tree().nodes(), "{text:?}");
                assert_eq!(fast_diagnostics, slow_diagnostics, "{text:?}");
                shortcuts +=
                    usize::from(flat::flat_chain(&crate::lexer::lex(&text).kinds[3..]).is_some());
            }
        }
        // The shortcut is taken, not only agreed with: `a, b`, `a is a >= a`, `a = "s"` ...
        assert!(shortcuts >= 100, "{shortcuts} of {}", values.len());
    }

    #[test]
    fn one_enormous_line_is_cut_at_a_character_boundary() {
        let text = "a: ééééé";
        let (syntax, diagnostics) = parse_at_most(text.into(), 6);
        assert_eq!(syntax.to_string(), "a: é");
        assert_eq!(diagnostics.last().unwrap().span, TextRange::empty(5));
        let (syntax, _) = parse_at_most(text.into(), 0);
        assert_eq!(syntax.to_string(), "");
    }
}
