//! The target as a port: what the executor asks of the world outside the file. The simulated world
//! ([`crate::world::World`]) implements it; so could a real cluster.

use serde_json::{Map, Value};

use ks_core::model::Step;
use ks_lang::LineCol;

/// One step, as the target is asked to run it.
#[derive(Clone, Debug)]
pub struct StepCall<'a> {
    pub step: &'a str,
    pub number: u32,
    /// The kind as written (`k8s.rollout`, `./ship/migrate.ts`).
    pub kind: Option<&'a str>,
    /// The inputs, evaluated: references read from earlier steps' outputs and the context.
    pub inputs: &'a Map<String, Value>,
}

/// How the target ran a step.
#[derive(Clone, Debug, PartialEq)]
pub enum Ran {
    Ok(Map<String, Value>),
    Failed(String),
    TimedOut(String),
}

/// A run of a step and how long it took on the simulated clock (milliseconds).
#[derive(Clone, Debug, PartialEq)]
pub struct Finished {
    pub ran: Ran,
    pub duration: u64,
}

/// A decision's answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Decided {
    pub answer: String,
    pub confidence: f64,
}

/// A person's answer to an ask.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answered {
    pub approved: bool,
    pub by: String,
}

/// What the target answers when asked to roll a step back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RolledBack {
    /// Traffic went back to this version (the target's own answer, RB-7).
    Reverted(String),
    /// It tried and could not: why.
    Failed(String),
    /// It has no rollback facility for the step.
    Unsupported,
}

/// The target.
pub trait Target {
    /// Whether the target can stand for a run of `workflow` (written `file`): a simulated world
    /// refuses one when it names a step, a context value or an answer the workflow does not have.
    /// A real target has nothing to refuse.
    fn fits(&self, _workflow: &ks_core::Workflow, _file: &str) -> Result<(), Misfits> {
        Ok(())
    }
    /// A context value of the run (`git.branch`), when it has one.
    fn context(&self, name: &str) -> Option<Value>;
    /// Runs one step.
    fn run(&mut self, call: &StepCall<'_>) -> Finished;
    /// A `decide` step's answer; `None` when none can be chosen.
    fn decide(&mut self, call: &StepCall<'_>) -> Option<Decided>;
    /// A person's answer to an ask before (or at) `step`; `None` while nobody has answered.
    fn answer(&mut self, step: &str) -> Option<Answered>;
    /// Rolls `step` back.
    fn roll_back(&mut self, step: &str) -> RolledBack;
}

/// Runs a script step's module for real (the host's node runner, ks-host).
pub trait ScriptRunner {
    /// The module's `run` with `inputs`: its outputs, checked against what it declares, or why not.
    fn run(&self, kind: &str, inputs: &Map<String, Value>) -> Result<Map<String, Value>, String>;
}

/// One thing a world names that the workflow does not have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Misfit {
    /// Where the world writes it.
    pub at: LineCol,
    pub message: String,
    /// A did-you-mean, or what the workflow has instead.
    pub hint: Option<String>,
}

/// Everything a world names that the workflow does not have, in the world's order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Misfits {
    /// The world's file, as messages name it.
    pub world: String,
    pub items: Vec<Misfit>,
}

impl std::fmt::Display for Misfits {
    /// One line per misfit, `world.toml:LINE:COLUMN: message; hint`. The caller prefixes the first
    /// with `error: `; the others carry their own, so that each reads as its own error line.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, misfit) in self.items.iter().enumerate() {
            if i > 0 {
                f.write_str("\nerror: ")?;
            }
            let LineCol { line, column } = misfit.at;
            write!(f, "{}:{line}:{column}: {}", self.world, misfit.message)?;
            if let Some(hint) = &misfit.hint {
                write!(f, "; {hint}")?;
            }
        }
        Ok(())
    }
}

/// Whether `step` is of the built-in kind `name` (`decide`, `approval`, ...).
pub(crate) fn is_kind(step: &Step, name: &str) -> bool {
    step.kind.builtin().is_some_and(|spec| spec.name == name)
}
