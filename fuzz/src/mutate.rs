//! Structure-aware mutation: edits chosen by `arbitrary` and applied through the CST of the current
//! text (entries, lines, value tokens), so that most mutants stay close to real `ship.ks` files and
//! reach the indentation and value-recovery paths that random bytes rarely hit.

use arbitrary::{Arbitrary, Unstructured};
use ks_lang::syntax::{SyntaxKind, SyntaxNode};

/// Text pieces an edit can insert: operators, keywords, punctuation, atoms and line material.
pub const PIECES: &[&str] = &[
    "==",
    "!=",
    ">=",
    "<=",
    "<",
    ">",
    "=",
    "≥",
    "≤",
    "===",
    "!",
    ",",
    "|",
    "(",
    ")",
    "and",
    "or",
    "not",
    "is",
    "{git.sha}",
    "{",
    "}",
    "{git.}",
    "\"",
    "\"x\\\"",
    "\\q",
    "word",
    "1.0",
    "5m",
    "# note",
    "#",
    "steps:",
    "deploy:",
    "when:",
    "with:",
    "env:",
    "- ",
    ":",
    "\t",
    " ",
    "  ",
    "\n",
    "\r\n",
    "\r",
    "\u{feff}",
    "\u{0}",
    "é",
    "👍",
    "|\n  block line\n",
];

/// One edit of the current text.
#[derive(Arbitrary, Debug, Clone)]
pub enum Edit {
    /// Copies an entry (with its children) right after itself.
    DuplicateEntry { entry: u16 },
    /// Removes an entry and its children.
    DeleteEntry { entry: u16 },
    /// Exchanges two entries neither of which contains the other.
    SwapEntries { a: u16, b: u16 },
    /// Replaces a line's indentation by `width` columns, spaces or tabs.
    Reindent { line: u16, width: u8, tabs: bool },
    /// Inserts a piece before or after a value token, with or without a separating space.
    InsertInValue { token: u16, piece: Piece, after: bool, spaced: bool },
    /// Replaces any token with a piece.
    ReplaceToken { token: u16, piece: Piece },
    /// Removes any token.
    DeleteToken { token: u16 },
    /// Breaks the line before a non-trivia token, indenting the new line by `indent` spaces.
    SplitLine { token: u16, indent: u8 },
    /// Joins a line with the next one.
    JoinLines { line: u16 },
    /// Wraps a value node in parentheses.
    Parenthesize { node: u16 },
}

/// A piece of text: one of [`PIECES`], or free text.
#[derive(Arbitrary, Debug, Clone)]
pub enum Piece {
    Known(u8),
    Free(String),
}

impl Piece {
    fn text(&self) -> &str {
        match self {
            Piece::Known(i) => PIECES[*i as usize % PIECES.len()],
            Piece::Free(s) => s,
        }
    }
}

/// Texts larger than this are not grown further (keeps every run fast).
const MAX_LEN: usize = 1 << 16;
/// At most this many edits per input.
const MAX_EDITS: usize = 24;

/// Splits a fuzz input into a base text and the bytes that choose the edits: the text runs up to the
/// first NUL byte and the rest drives `arbitrary`; without a NUL the text's own bytes choose the edits.
pub fn split_input(data: &[u8]) -> (String, &[u8]) {
    match data.iter().position(|&b| b == 0) {
        Some(i) => (String::from_utf8_lossy(&data[..i]).into_owned(), &data[i + 1..]),
        None => (String::from_utf8_lossy(data).into_owned(), data),
    }
}

/// Decodes up to [`MAX_EDITS`] edits.
pub fn edits(bytes: &[u8]) -> Vec<Edit> {
    let mut u = Unstructured::new(bytes);
    let mut out = Vec::new();
    while out.len() < MAX_EDITS && !u.is_empty() {
        match Edit::arbitrary(&mut u) {
            Ok(edit) => out.push(edit),
            Err(_) => break,
        }
    }
    out
}

/// Applies `edit` to `text` using the tree `root` of `text`; `None` when the edit does not apply.
pub fn apply(text: &str, root: &SyntaxNode, edit: &Edit) -> Option<String> {
    let out = match edit {
        Edit::DuplicateEntry { entry } => {
            let (start, end) = entry_span(text, root, *entry)?;
            let slice = &text[start..end];
            let mut out = String::with_capacity(text.len() + slice.len() + 1);
            out.push_str(&text[..end]);
            if !text[..end].ends_with('\n') {
                out.push('\n');
            }
            out.push_str(slice);
            out.push_str(&text[end..]);
            out
        }
        Edit::DeleteEntry { entry } => {
            let (start, end) = entry_span(text, root, *entry)?;
            format!("{}{}", &text[..start], &text[end..])
        }
        Edit::SwapEntries { a, b } => {
            let (a, b) = (entry_span(text, root, *a)?, entry_span(text, root, *b)?);
            let (first, second) = if a.0 <= b.0 { (a, b) } else { (b, a) };
            if first.1 > second.0 {
                return None;
            }
            let mut second_text = text[second.0..second.1].to_string();
            let mut first_text = text[first.0..first.1].to_string();
            if !second_text.ends_with('\n') {
                second_text.push('\n');
            }
            if !first_text.ends_with('\n') && second.1 < text.len() {
                first_text.push('\n');
            }
            format!(
                "{}{}{}{}{}",
                &text[..first.0],
                second_text,
                &text[first.1..second.0],
                first_text,
                &text[second.1..]
            )
        }
        Edit::Reindent { line, width, tabs } => {
            let (start, _) = line_span(text, *line)?;
            let rest = &text[start..];
            let old = rest.len() - rest.trim_start_matches([' ', '\t']).len();
            let fill = if *tabs { "\t" } else { " " };
            format!(
                "{}{}{}",
                &text[..start],
                fill.repeat(*width as usize % 17),
                &text[start + old..]
            )
        }
        Edit::InsertInValue { token, piece, after, spaced } => {
            let tokens = value_tokens(root);
            let range = pick(&tokens, *token)?;
            let at = if *after { range.1 } else { range.0 };
            let piece = piece.text();
            let insert = match (*spaced, *after) {
                (false, _) => piece.to_string(),
                (true, true) => format!(" {piece}"),
                (true, false) => format!("{piece} "),
            };
            format!("{}{}{}", &text[..at], insert, &text[at..])
        }
        Edit::ReplaceToken { token, piece } => {
            let tokens = all_tokens(root);
            let range = pick(&tokens, *token)?;
            format!("{}{}{}", &text[..range.0], piece.text(), &text[range.1..])
        }
        Edit::DeleteToken { token } => {
            let tokens = all_tokens(root);
            let range = pick(&tokens, *token)?;
            format!("{}{}", &text[..range.0], &text[range.1..])
        }
        Edit::SplitLine { token, indent } => {
            let tokens: Vec<_> = root
                .tokens()
                .filter(|t| !t.kind().is_trivia())
                .map(|t| (t.text_range().start() as usize, t.text_range().end() as usize))
                .collect();
            let range = pick(&tokens, *token)?;
            let fill = " ".repeat(*indent as usize % 13);
            format!("{}\n{}{}", &text[..range.0], fill, &text[range.0..])
        }
        Edit::JoinLines { line } => {
            let (_, end) = line_span(text, *line)?;
            let next =
                text[end..].strip_prefix("\r\n").or_else(|| text[end..].strip_prefix('\n'))?;
            format!("{} {}", &text[..end], next.trim_start_matches([' ', '\t']))
        }
        Edit::Parenthesize { node } => {
            let nodes: Vec<_> = root
                .descendants()
                // Every expression node (a zero-width MISSING one too: wrapping it gives `()`).
                .filter(|n| ks_lang::ast::Expr::can_cast(n.kind()))
                .map(|n| (n.text_range().start() as usize, n.text_range().end() as usize))
                .collect();
            let (start, end) = pick(&nodes, *node)?;
            format!("{}({}){}", &text[..start], &text[start..end], &text[end..])
        }
    };
    (out.len() <= MAX_LEN).then_some(out)
}

fn pick<T: Copy>(items: &[T], index: u16) -> Option<T> {
    if items.is_empty() {
        None
    } else {
        Some(items[index as usize % items.len()])
    }
}

/// An entry from the start of its key line to its end (children and trailing line end included).
fn entry_span(text: &str, root: &SyntaxNode, index: u16) -> Option<(usize, usize)> {
    let entries: Vec<_> = root
        .descendants()
        .filter(|n| n.kind() == SyntaxKind::ENTRY)
        .map(|n| (n.text_range().start() as usize, n.text_range().end() as usize))
        .collect();
    let (start, end) = pick(&entries, index)?;
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    Some((line_start, end))
}

/// A line without its line end.
fn line_span(text: &str, index: u16) -> Option<(usize, usize)> {
    let starts: Vec<usize> =
        std::iter::once(0).chain(text.match_indices('\n').map(|(i, _)| i + 1)).collect();
    let start = pick(&starts, index)?;
    let end = text[start..].find('\n').map_or(text.len(), |i| start + i);
    let end = if text[..end].ends_with('\r') && end > start { end - 1 } else { end };
    Some((start, end))
}

fn all_tokens(root: &SyntaxNode) -> Vec<(usize, usize)> {
    root.tokens()
        .map(|t| (t.text_range().start() as usize, t.text_range().end() as usize))
        .collect()
}

/// Non-trivia tokens that sit inside a value (below an expression node).
fn value_tokens(root: &SyntaxNode) -> Vec<(usize, usize)> {
    root.tokens()
        .filter(|t| {
            !t.kind().is_trivia() && t.kind() != SyntaxKind::IDENT && t.kind() != SyntaxKind::COLON
        })
        .map(|t| (t.text_range().start() as usize, t.text_range().end() as usize))
        .collect()
}

/// Runs the structure-aware target on one input: parses the base text, then applies each edit to
/// the latest text and checks the parse properties after every step.
///
/// With `KS_FUZZ_MUTANT_OUT=PATH` set, each text is written to `PATH` before it is checked, so after
/// a crash `PATH` holds the text that failed (`cargo xtask fuzz --import-crash` uses this).
pub fn run(data: &[u8]) {
    let (mut text, edit_bytes) = split_input(data);
    dump(&text);
    let mut parse = crate::check_parse(&text);
    for edit in edits(edit_bytes) {
        if let Some(next) = apply(&text, &parse.syntax(), &edit) {
            text = next;
            dump(&text);
            parse = crate::check_parse(&text);
        }
    }
}

fn dump(text: &str) {
    static OUT: std::sync::OnceLock<Option<std::path::PathBuf>> = std::sync::OnceLock::new();
    if let Some(path) = OUT.get_or_init(|| std::env::var_os("KS_FUZZ_MUTANT_OUT").map(Into::into)) {
        std::fs::write(path, text).expect("write KS_FUZZ_MUTANT_OUT");
    }
}
