//! The run log (NOTATION §5d, ADR 0068): typed records, and their JSON Lines text.
//!
//! Members are written in a fixed order (`seq`, `event`, then the event's own), so the same run is
//! the same bytes; readers compare records as JSON values.

use ks_core::{Rollback, RollbackStatus};
use serde_json::{Map, Value};

/// How a step ended (`step.finished`'s `status`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepEnd {
    Ok(Map<String, Value>),
    Failed(String),
    TimedOut(String),
    Skipped(SkipReason),
}

impl StepEnd {
    pub fn status(&self) -> &'static str {
        match self {
            StepEnd::Ok(_) => "ok",
            StepEnd::Failed(_) => "failed",
            StepEnd::TimedOut(_) => "timed-out",
            StepEnd::Skipped(_) => "skipped",
        }
    }

    pub fn is_ok(&self) -> bool {
        matches!(self, StepEnd::Ok(_))
    }

    /// Why the step did not finish `ok`.
    pub fn reason(&self) -> Option<String> {
        match self {
            StepEnd::Ok(_) => None,
            StepEnd::Failed(reason) | StepEnd::TimedOut(reason) => Some(reason.clone()),
            StepEnd::Skipped(reason) => Some(reason.text()),
        }
    }
}

/// Why a step was skipped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SkipReason {
    /// Its `when:`, settled false before or during the run.
    Condition,
    /// The earliest-numbered step it waits on that did not finish `ok`.
    WaitsOn(String),
    /// `--skip` named it.
    Skip,
    /// Numbered after `--until`'s step.
    Until(String),
    /// A `ci-only:` step off CI, under `--allow-partial`.
    CiOnly,
    /// A policy ask answered no.
    Denied,
    /// The run stopped before it (a pending rollback, an unanswered ask).
    Stopped,
}

impl SkipReason {
    pub fn text(&self) -> String {
        match self {
            SkipReason::Condition => "condition".into(),
            SkipReason::WaitsOn(step) => format!("waits-on {step}"),
            SkipReason::Skip => "--skip".into(),
            SkipReason::Until(step) => format!("--until {step}"),
            SkipReason::CiOnly => "ci-only".into(),
            SkipReason::Denied => "denied".into(),
            SkipReason::Stopped => "stopped".into(),
        }
    }
}

/// Why an approval was asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// An `approval` step.
    Approval,
    /// The effective policy asks before the step: the verb, and the answer (`ask`, `before`).
    Policy { verb: &'static str, answer: &'static str },
}

/// Why a run was refused before it started.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The check reported an error.
    Check,
    /// The check's error is a `never:` rule (KS0401).
    Never,
    /// A `ci-only:` step off CI, without `--allow-partial` (CI-5).
    CiOnly,
    /// An agent run of `prod`/`production` reaching an undeclared, unapproved script step (SCR-9).
    Scr9,
}

impl Refusal {
    pub fn as_str(self) -> &'static str {
        match self {
            Refusal::Check => "check",
            Refusal::Never => "never",
            Refusal::CiOnly => "ci-only",
            Refusal::Scr9 => "scr-9",
        }
    }
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum RunStatus {
    Succeeded,
    Failed,
    /// An ask is unanswered or a rollback is pending.
    Waiting,
}

impl RunStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            RunStatus::Succeeded => "succeeded",
            RunStatus::Failed => "failed",
            RunStatus::Waiting => "waiting",
        }
    }
}

/// One step of the plan, as `run.started` lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlanLine {
    pub number: u32,
    pub step: String,
    pub status: &'static str,
}

/// Which step a record is about, and when (simulated milliseconds).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct At {
    pub step: String,
    pub number: u32,
    pub at: u64,
}

/// What happened.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    RunStarted {
        file: String,
        env: String,
        actor: &'static str,
        context: &'static str,
        steps: Vec<PlanLine>,
    },
    RunRefused {
        reason: Refusal,
        message: String,
        step: Option<String>,
        codes: Vec<String>,
    },
    ConditionSettled {
        at: At,
        when: String,
        value: bool,
    },
    ApprovalAsked {
        at: At,
        ask: Ask,
    },
    ApprovalAnswered {
        at: At,
        approved: bool,
        by: String,
        condition: Option<String>,
    },
    StepStarted {
        at: At,
    },
    DecideAnswered {
        at: At,
        answer: String,
        confidence: f64,
    },
    StepFinished {
        at: At,
        end: StepEnd,
    },
    RolledBack {
        at: At,
        rollback: Rollback,
    },
    RunFinished {
        status: RunStatus,
        at: u64,
    },
}

impl Event {
    /// The `event` member.
    pub fn name(&self) -> &'static str {
        match self {
            Event::RunStarted { .. } => "run.started",
            Event::RunRefused { .. } => "run.refused",
            Event::ConditionSettled { .. } => "condition.settled",
            Event::ApprovalAsked { .. } => "approval.asked",
            Event::ApprovalAnswered { .. } => "approval.answered",
            Event::StepStarted { .. } => "step.started",
            Event::DecideAnswered { .. } => "decide.answered",
            Event::StepFinished { .. } => "step.finished",
            Event::RolledBack { .. } => "step.rolled-back",
            Event::RunFinished { .. } => "run.finished",
        }
    }

    /// The step the record is about, when it is about one.
    pub fn at(&self) -> Option<&At> {
        match self {
            Event::ConditionSettled { at, .. }
            | Event::ApprovalAsked { at, .. }
            | Event::ApprovalAnswered { at, .. }
            | Event::StepStarted { at }
            | Event::DecideAnswered { at, .. }
            | Event::StepFinished { at, .. }
            | Event::RolledBack { at, .. } => Some(at),
            _ => None,
        }
    }
}

/// One line of the log.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    pub seq: u64,
    pub event: Event,
}

impl Record {
    /// The record's members, in the order they are written.
    pub fn members(&self) -> Vec<(&'static str, Value)> {
        let mut out: Vec<(&'static str, Value)> =
            vec![("seq", self.seq.into()), ("event", self.event.name().into())];
        // The place of a record about a step comes first, whatever the event.
        if let Some(at) = self.event.at() {
            out.push(("step", at.step.clone().into()));
            out.push(("number", at.number.into()));
            out.push(("at", at.at.into()));
        }
        match &self.event {
            Event::RunStarted { file, env, actor, context, steps } => {
                out.push(("file", file.clone().into()));
                out.push(("env", env.clone().into()));
                out.push(("actor", (*actor).into()));
                out.push(("context", (*context).into()));
                let steps = steps
                    .iter()
                    .map(|line| {
                        let mut step = Map::new();
                        step.insert("number".into(), line.number.into());
                        step.insert("step".into(), line.step.clone().into());
                        step.insert("status".into(), line.status.into());
                        Value::Object(step)
                    })
                    .collect();
                out.push(("steps", Value::Array(steps)));
            }
            Event::RunRefused { reason, message, step, codes } => {
                out.push(("reason", reason.as_str().into()));
                out.push(("message", message.clone().into()));
                if let Some(step) = step {
                    out.push(("step", step.clone().into()));
                }
                if !codes.is_empty() {
                    out.push(("codes", codes.clone().into()));
                }
            }
            Event::ConditionSettled { when, value, .. } => {
                out.push(("when", when.clone().into()));
                out.push(("value", (*value).into()));
            }
            Event::ApprovalAsked { ask, .. } => match ask {
                Ask::Approval => out.push(("for", "approval".into())),
                Ask::Policy { verb, answer } => {
                    out.push(("for", "policy".into()));
                    out.push(("verb", (*verb).into()));
                    out.push(("answer", (*answer).into()));
                }
            },
            Event::ApprovalAnswered { approved, by, condition, .. } => {
                out.push(("approved", (*approved).into()));
                out.push(("by", by.clone().into()));
                if let Some(condition) = condition {
                    out.push(("condition", condition.clone().into()));
                }
            }
            Event::StepStarted { .. } => {}
            Event::DecideAnswered { answer, confidence, .. } => {
                out.push(("answer", answer.clone().into()));
                out.push(("confidence", (*confidence).into()));
            }
            Event::StepFinished { end, .. } => {
                out.push(("status", end.status().into()));
                if let Some(reason) = end.reason() {
                    out.push(("reason", reason.into()));
                }
                if let StepEnd::Ok(outputs) = end {
                    out.push(("outputs", Value::Object(outputs.clone())));
                }
            }
            Event::RolledBack { rollback, .. } => {
                out.push(("policy", rollback.policy().as_str().into()));
                out.push(("status", rollback.status().as_str().into()));
                if let Some(version) = rollback.version() {
                    out.push(("version", version.into()));
                }
                if let Some(reason) = rollback.reason() {
                    out.push(("reason", reason.into()));
                }
                if rollback.status() == RollbackStatus::Pending {
                    out.push(("restore", "outstanding".into()));
                }
            }
            Event::RunFinished { status, at } => {
                out.push(("status", status.as_str().into()));
                out.push(("at", (*at).into()));
            }
        }
        out
    }

    /// The record as one JSON object on one line, without the line end.
    pub fn to_json_line(&self) -> String {
        let mut line = String::from("{");
        for (i, (key, value)) in self.members().into_iter().enumerate() {
            if i > 0 {
                line.push(',');
            }
            line.push_str(&Value::from(key).to_string());
            line.push(':');
            line.push_str(&value.to_string());
        }
        line.push('}');
        line
    }
}

/// The log as JSON Lines, each record ending in `\n`.
pub fn to_jsonl(records: &[Record]) -> String {
    let mut out = String::new();
    for record in records {
        out.push_str(&record.to_json_line());
        out.push('\n');
    }
    out
}

/// Where records go, in the order they are written (the CLI prints them as they come).
pub trait Sink {
    fn write(&mut self, record: &Record);
}

impl Sink for Vec<Record> {
    fn write(&mut self, record: &Record) {
        self.push(record.clone());
    }
}
