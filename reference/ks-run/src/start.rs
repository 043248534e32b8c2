//! Starting a run from what a front end was asked: the environment's selection, then the executor.
//! `keepshipping run`, `keepshipping conformance exec` and the suite's in-process adapter all start
//! runs here, so they choose environments and tell refusals from usage errors the same way; ks-report
//! only renders what came of it.

use ks_core::{select::Event, select::SelectError, CheckOptions, Checked};

use crate::exec::{Ended, Request, RequestError};
use crate::log::{Record, RunStatus};
use crate::target::Target;
use crate::World;

/// What the run is asked, besides the file and its check options.
#[derive(Clone, Debug, Default)]
pub struct Args<'a> {
    pub env: Option<&'a str>,
    pub event: Option<&'a Event>,
    pub skip: &'a [String],
    pub until: Option<&'a str>,
    pub allow_partial: bool,
    pub seed: u64,
}

/// A run that started: its log and how it ended (a refusal is a run that ended at once).
#[derive(Debug)]
pub struct Run {
    pub records: Vec<Record>,
    pub ended: Ended,
}

impl Run {
    pub fn succeeded(&self) -> bool {
        self.ended == Ended::Finished(RunStatus::Succeeded)
    }

    pub fn refused(&self) -> bool {
        matches!(self.ended, Ended::Refused(_))
    }
}

/// A request no run can start from: a usage error, never a refusal.
#[derive(Debug)]
pub enum StartError {
    /// The world's text does not read as a world.
    World(String),
    /// The event's text does not read as an event.
    Event(String),
    /// No one environment is meant.
    Select(SelectError),
    /// The request names a step, environment or world entry the workflow does not have.
    Request(RequestError),
}

impl std::fmt::Display for StartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StartError::World(why) | StartError::Event(why) => f.write_str(why),
            StartError::Select(err) => err.fmt(f),
            StartError::Request(err) => err.fmt(f),
        }
    }
}

/// Runs the checked `file` against `target`. A file with errors is refused by the executor before an
/// environment is chosen, so its run starts whatever was asked.
pub fn start(
    file: &str,
    checked: &Checked,
    options: &CheckOptions,
    args: &Args<'_>,
    target: &mut dyn Target,
) -> Result<Run, StartError> {
    let env = if checked.has_errors() {
        String::new()
    } else {
        ks_core::select_env(checked.workflow(), args.env, args.event)
            .map_err(StartError::Select)?
            .env
    };
    let request = Request {
        file,
        checked,
        options,
        env: &env,
        context: options.context,
        skip: args.skip,
        until: args.until,
        allow_partial: args.allow_partial,
        seed: args.seed,
    };
    let mut records = Vec::new();
    let ended = crate::run(&request, target, &mut records).map_err(StartError::Request)?;
    Ok(Run { records, ended })
}

/// Runs the checked `file` against a world given as TOML text, with the event given as text: the
/// conformance suite's `exec` level. Script steps the world does not simulate fail (nothing is
/// spawned here).
pub fn simulate(
    file: &str,
    checked: &Checked,
    options: &CheckOptions,
    world: &str,
    event: Option<&str>,
    args: &Args<'_>,
) -> Result<Run, StartError> {
    let mut world =
        World::from_toml(world).map_err(|err| StartError::World(format!("world.toml: {err}")))?;
    let event = event.map(Event::parse).transpose().map_err(StartError::Event)?;
    let args = Args { event: event.as_ref().or(args.event), ..args.clone() };
    start(file, checked, options, &args, &mut world)
}
