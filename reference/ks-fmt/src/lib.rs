//! `ks-fmt`: the Keep Shipping formatter.
//!
//! [`format()`] rebuilds every line of a `ship.ks` file from its tokens into the canonical form of
//! decision D6 (specification GAP-3): only the whitespace between tokens, the indentation, blank
//! lines, line ends and the BOM change. It never joins or splits lines, never respells, reorders,
//! adds or drops a token, and never adds the format header (that is `fmt --upgrade`).
//!
//! It refuses rather than guesses. Input with any error diagnostic is refused (warnings do not
//! block), and so is a file whose format header is not one this build reads (KS0005). Before handing
//! a result back the formatter re-parses it and checks that
//!
//! 1. the output parses without an error;
//! 2. the output has the same tree shape and the same significant tokens (kind and exact text of
//!    every token except whitespace, line ends, comments, the BOM and block lines);
//! 3. the comments are the same, in the same order (each compared without its trailing whitespace,
//!    which is the one change the formatter makes to a comment);
//! 4. every block string's `BlockString::text()` is unchanged;
//! 5. formatting the output again would change nothing (checked on the output's tree without
//!    building a second string).
//!
//! Any failure is a [`Refusal`] saying which check failed.

mod header;
mod layout;
mod verify;

#[cfg(test)]
mod suite {
    /// Every `.ks` file of the conformance suite (inputs, expected outputs, files beside them) with
    /// its text (read lossily), through the suite's own walk.
    pub fn ks_files() -> Vec<(String, String)> {
        ks_conformance::case::ks_texts(&ks_conformance::case::suite())
    }
}

use std::fmt;

use ks_lang::{Diagnostic, LineIndex, Parse};

pub use header::{header_diagnostics, CURRENT_FORMAT, PREVIOUS_FORMAT};

/// Why the formatter declined to produce an output. The input is to be left untouched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub kind: RefusalKind,
    /// One line saying what went wrong.
    pub reason: String,
    /// For [`RefusalKind::InputErrors`] and [`RefusalKind::Header`]: the input's diagnostics that
    /// block formatting, with spans into the input. Empty for the verification failures.
    pub diagnostics: Vec<Diagnostic>,
}

/// Which condition made the formatter refuse.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RefusalKind {
    /// The input has error diagnostics: it does not parse.
    InputErrors,
    /// The input's format header is not one this build reads (KS0005).
    Header,
    /// The formatted text has error diagnostics.
    OutputErrors,
    /// The formatted text has a different tree shape or different significant tokens.
    TokensChanged,
    /// The formatted text has different comments.
    CommentsChanged,
    /// A block string's text would change.
    BlockStringChanged,
    /// Formatting the formatted text would change it again.
    NotIdempotent,
}

impl RefusalKind {
    /// A short stable name (`input-errors`, `tokens-changed`, …) for tests and machine output.
    pub fn name(self) -> &'static str {
        match self {
            RefusalKind::InputErrors => "input-errors",
            RefusalKind::Header => "header",
            RefusalKind::OutputErrors => "output-errors",
            RefusalKind::TokensChanged => "tokens-changed",
            RefusalKind::CommentsChanged => "comments-changed",
            RefusalKind::BlockStringChanged => "block-string-changed",
            RefusalKind::NotIdempotent => "not-idempotent",
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.reason)
    }
}

impl std::error::Error for Refusal {}

/// Formats a whole file. See the crate documentation for what changes and what is checked.
pub fn format(text: &str) -> Result<String, Refusal> {
    let parse = ks_lang::parse(text);
    format_parsed(text, &parse)
}

/// Formats `text` given its parse (`parse` must be `ks_lang::parse(text)`), so that a caller that
/// already parsed the file does not parse it twice.
pub fn format_parsed(text: &str, parse: &Parse) -> Result<String, Refusal> {
    if parse.has_errors() {
        let diagnostics: Vec<Diagnostic> =
            parse.diagnostics().iter().filter(|d| d.is_error()).cloned().collect();
        let codes = distinct_codes(&diagnostics);
        return Err(Refusal {
            kind: RefusalKind::InputErrors,
            reason: format!(
                "not formatted: the file does not parse ({} error{}: {codes})",
                diagnostics.len(),
                if diagnostics.len() == 1 { "" } else { "s" }
            ),
            diagnostics,
        });
    }
    let header = header::header_diagnostics(parse);
    if !header.is_empty() {
        return Err(Refusal {
            kind: RefusalKind::Header,
            reason: format!("not formatted: {}", header[0].message),
            diagnostics: header,
        });
    }
    // The tree's own arrays, read without a walk.
    let input = layout::Scan::new(parse);
    let mut output = String::with_capacity(text.len() + text.len() / 16);
    layout::render(&input, &mut output);

    // The common case of an already formatted file: the output is the input, so its parse is the
    // parse we have, and the checks below reduce to the layout check on it.
    if output == text {
        return Ok(output);
    }
    verify::verify(&input, &output)?;
    Ok(output)
}

/// `KS0006, KS0007` for a list of diagnostics.
fn distinct_codes(diagnostics: &[Diagnostic]) -> String {
    let mut codes: Vec<&str> = diagnostics.iter().map(|d| d.code).collect();
    codes.sort_unstable();
    codes.dedup();
    codes.join(", ")
}

/// `line:column` of a byte offset, for refusal reasons.
fn position(text: &str, offset: u32) -> String {
    let at = LineIndex::new(text).line_col(offset);
    format!("{}:{}", at.line, at.column)
}
