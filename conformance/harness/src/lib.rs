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
//!   trait spoken over the subprocess protocol, and [`persistent`], over the persistent protocol;
//! - [`runner`]: runs a suite and counts, shared by the libtest harness ([`harness`]) and the binary;
//! - [`report`]: the JSON and JUnit reports of a run, and its table per area; [`tap`]: its TAP 14;
//! - [`manifest`]: the suite's versions and content hash; [`index`]: the JSON index of its cases;
//! - [`bless`]: rewrites expected files from a reference implementation (`KS_BLESS=1`, never under CI);
//! - [`codes`] and [`rules`]: the diagnostic-code registry and the requirement-ID list;
//! - [`features`]: the closed list of language features and which of them each case needs.

pub mod areas;
pub mod bless;
pub mod case;
pub mod codes;
pub mod compare;
pub mod coverage;
pub mod features;
mod files;
pub mod harness;
pub mod index;
pub mod manifest;
pub mod notation;
pub mod persistent;
pub mod report;
pub mod rules;
pub mod runner;
pub mod subprocess;
pub mod tap;

mod implementation;
mod level;

pub use case::{Case, CaseMeta, CheckSettings, PlanSettings, RunSettings};
pub use harness::Harness;
pub use implementation::{call, Implementation, Input, Outcome};
pub use level::Level;

/// The suite's data directory (holding `cases/`, `codes.toml`, `rules.txt`): `KS_CONFORMANCE_DIR` when
/// set; else `share/ks-conformance` beside the folder of the running executable, when it holds
/// `cases/` (the runner installed from its wheel); else the root of the `ks-conformance-cases`
/// package (`conformance/` in the repository, the unpacked package when the suite comes from a
/// registry).
pub fn suite_dir() -> std::path::PathBuf {
    if let Some(dir) = std::env::var_os("KS_CONFORMANCE_DIR") {
        return dir.into();
    }
    let installed = std::env::current_exe()
        .ok()
        .and_then(|exe| Some(exe.parent()?.parent()?.join("share/ks-conformance")))
        .filter(|dir| dir.join("cases").is_dir());
    installed.unwrap_or_else(|| ks_conformance_cases::dir().to_path_buf())
}
