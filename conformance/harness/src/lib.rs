//! The Keep Shipping conformance suite.
//!
//! The cases live in `conformance/cases/<area>/<slug>/` (see `conformance/README.md`); the notations and
//! their comparison rules are normative in `conformance/NOTATION.md`. This crate holds everything an
//! implementation needs to be graded against them:
//!
//! - [`case`]: discovery and loading of cases (`input.ks`, `case.toml`, one expected file per level);
//! - [`notation`]: parsers for the three notations (`cst.sexp`, `ast.json`, `parse.diag`);
//! - [`compare`]: the comparators, one per level, plus the derived round-trip check;
//! - [`Implementation`]: the trait an implementation provides (in process), and [`subprocess`], the same
//!   trait spoken over the subprocess protocol;
//! - [`runner`]: runs a suite and counts, shared by the libtest harness ([`harness`]) and the binary;
//! - [`bless`]: rewrites expected files from a reference implementation (`KS_BLESS=1`, never under CI);
//! - [`codes`] and [`rules`]: the diagnostic-code registry and the requirement-ID list.

pub mod bless;
pub mod case;
pub mod codes;
pub mod compare;
pub mod harness;
pub mod notation;
pub mod rules;
pub mod runner;
pub mod subprocess;

mod level;

pub use case::{Case, CaseMeta};
pub use harness::Harness;
pub use level::Level;

/// What an implementation answered for one (case, level).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The input is accepted (no error diagnostics); the text is the level's notation.
    Accepted(String),
    /// The input is rejected (it has error diagnostics). For `cst` and `parse` the text is still the
    /// level's notation (the recovered tree, the diagnostics); for `ast` it is not read.
    Rejected(String),
    /// The implementation does not support this level (counted as skipped).
    Unsupported,
    /// The implementation crashed, timed out or answered outside the protocol (always a failure).
    Crashed(String),
}

/// An implementation under test. Each method receives the case's input bytes exactly as stored.
pub trait Implementation: Send + Sync {
    /// A name for reports.
    fn name(&self) -> String;

    /// The levels this implementation claims. Trials of other levels are reported as skipped without
    /// calling the implementation; an [`Outcome::Unsupported`] for a claimed level is a failure in the
    /// libtest harness and a skip in the subprocess runner (where claims are not known in advance).
    fn levels(&self) -> Vec<Level> {
        Level::ALL.to_vec()
    }

    /// Level `cst`: the lossless concrete syntax tree (`cst.sexp` notation).
    fn cst(&self, input: &[u8]) -> Outcome;

    /// Level `ast`: the typed AST (`ast.json` notation).
    fn ast(&self, input: &[u8]) -> Outcome;

    /// Level `parse`: the diagnostics (`parse.diag` notation).
    fn parse(&self, input: &[u8]) -> Outcome;

    /// Dispatches on `level`.
    fn run(&self, level: Level, input: &[u8]) -> Outcome {
        match level {
            Level::Cst => self.cst(input),
            Level::Ast => self.ast(input),
            Level::Parse => self.parse(input),
        }
    }
}

/// Calls `imp` for one (level, input), turning a panic into [`Outcome::Crashed`] so that one bad input
/// cannot stop a run (or a bless).
pub fn call(imp: &dyn Implementation, level: Level, input: &[u8]) -> Outcome {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| imp.run(level, input))) {
        Ok(outcome) => outcome,
        Err(payload) => {
            let msg = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "non-string panic payload".into());
            Outcome::Crashed(format!("panicked: {msg}"))
        }
    }
}

/// `conformance/` (the directory holding `cases/`, `codes.toml`, `rules.txt`), found from this crate's
/// manifest directory. `KS_CONFORMANCE_DIR` overrides it.
pub fn suite_dir() -> std::path::PathBuf {
    if let Some(dir) = std::env::var_os("KS_CONFORMANCE_DIR") {
        return dir.into();
    }
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("conformance/").to_path_buf()
}
