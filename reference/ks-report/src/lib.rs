//! `ks-report`: what the `keepshipping` commands print, as strings.
//!
//! Every command splits in two: the host side (reading the file, the blocks beside it, the policy base
//! through git, environment variables, the terminal) stays in the binary; everything after that, from
//! the source text and the [`ks_core::CheckOptions`] the host assembled to the exact bytes written on
//! each stream, is here. The command-line tool and the WebAssembly build (`ks-wasm`, the spec site's
//! playground) both call these functions, so the two cannot drift apart. This crate never prints,
//! reads no files and looks at no environment variable.

pub mod check;
pub mod conformance;
pub mod diagnostics;
pub mod explain;
pub mod fmt;
pub mod parse;
pub mod plan;
pub mod plan_json;
pub mod policy;
pub mod run;

pub use diagnostics::{Report, Style};

/// Which stream a piece of output goes to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Stream {
    Stdout,
    Stderr,
}

/// How a command ended; the command-line tool's exit status.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Status {
    /// Nothing to report (0).
    Clean,
    /// Errors in the input (1).
    Failed,
    /// A request that cannot be answered, such as an unknown environment (2).
    Usage,
}

/// What a command prints, piece by piece in the order it prints them, and how it ends.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Printed {
    pub chunks: Vec<(Stream, String)>,
    pub status: Status,
}

impl Printed {
    fn new() -> Printed {
        Printed { chunks: Vec::new(), status: Status::Clean }
    }

    fn out(&mut self, text: impl Into<String>) {
        self.push(Stream::Stdout, text.into());
    }

    fn err(&mut self, text: impl Into<String>) {
        self.push(Stream::Stderr, text.into());
    }

    fn push(&mut self, stream: Stream, text: String) {
        if !text.is_empty() {
            self.chunks.push((stream, text));
        }
    }

    /// The diagnostics of `checked` (if any) written to standard error: what `run` says before
    /// the run log.
    fn diagnostics(&mut self, file: &str, text: &str, checked: &ks_core::Checked, styles: Styles) {
        if !checked.diagnostics().is_empty() {
            let report = Report { file, text, diagnostics: checked.diagnostics() };
            self.err(diagnostics::human(&report, styles.stderr));
        }
    }

    fn ended(mut self, status: Status) -> Printed {
        self.status = status;
        self
    }

    /// Everything written to standard output.
    pub fn stdout(&self) -> String {
        self.stream(Stream::Stdout)
    }

    /// Everything written to standard error.
    pub fn stderr(&self) -> String {
        self.stream(Stream::Stderr)
    }

    fn stream(&self, which: Stream) -> String {
        self.chunks
            .iter()
            .filter(|(stream, _)| *stream == which)
            .map(|(_, text)| text.as_str())
            .collect()
    }
}

/// The style of each stream: colours only where the caller found a terminal.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Styles {
    pub stdout: Style,
    pub stderr: Style,
}

impl Styles {
    /// No colours anywhere (pipes, files, the browser).
    pub const PLAIN: Styles = Styles { stdout: Style::Plain, stderr: Style::Plain };
}
