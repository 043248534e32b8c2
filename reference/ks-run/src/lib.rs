//! The executor (issue 30, ADR 0068): runs the checked plan of one environment against a target
//! port on a simulated clock, and writes the run log (`conformance/NOTATION.md` §5d).
//!
//! - [`log`]: the records and their JSON Lines text;
//! - [`target`]: the port the executor asks (steps, decisions, people, rollbacks, context), and the
//!   script runner port the host implements (ks-host's node runner);
//! - [`world`]: the simulated target, read from TOML text;
//! - [`eval`]: run-time values (`when:`, `auto:`, inputs), evaluated iteratively;
//! - [`exec`]: the executor;
//! - [`start`]: a run started from what a front end was asked (selection, then the executor).
//!
//! ks-run reads no files and spawns nothing: the CLI hands it the world's text and, for script steps
//! the world does not simulate, a [`target::ScriptRunner`].

pub mod eval;
pub mod exec;
pub mod log;
pub mod start;
pub mod target;
pub mod world;

pub use exec::{run, Ended, Request, RequestError};
pub use log::{to_jsonl, Record};
pub use start::{simulate, start, Args, Run, StartError};
pub use world::World;
