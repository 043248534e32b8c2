//! The simulated target (NOTATION §5d): a TOML file saying how each step ends and how long it takes,
//! what decisions and people answer, what a rollback reaches, and the run's context values.
//!
//! Parsed from text: ks-run reads no files (the CLI hands the text over).

use std::collections::BTreeMap;

use ks_lang::{LineCol, LineIndex};
use serde::Deserialize;
use serde_json::{Map, Value};
use toml::Spanned;

use crate::target::{Answered, Decided, Finished, Ran, RolledBack, ScriptRunner, StepCall, Target};

mod fit;
pub use crate::target::{Misfit, Misfits};

/// A step the world does not mention takes this long (ADR 0068).
pub const DEFAULT_DURATION: u64 = 1000;

/// What messages call a world read without a name.
const DEFAULT_NAME: &str = "world.toml";

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct WorldFile {
    #[serde(default)]
    context: BTreeMap<Spanned<String>, toml::Value>,
    #[serde(default)]
    steps: BTreeMap<Spanned<String>, StepFile>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct StepFile {
    outcome: Option<String>,
    duration: Option<String>,
    #[serde(default)]
    outputs: toml::Table,
    reason: Option<String>,
    answer: Option<Spanned<String>>,
    confidence: Option<Spanned<f64>>,
    approved: Option<bool>,
    by: Option<String>,
    rollback: Option<RollbackFile>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RollbackFile {
    status: String,
    version: Option<String>,
    reason: Option<String>,
}

/// What the world says about one step.
#[derive(Clone, Debug)]
struct StepWorld {
    /// Always set: a step the world mentions is simulated (`ok` unless it says otherwise).
    ran: Option<Ran>,
    duration: Option<u64>,
    decided: Option<Decided>,
    answered: Option<Answered>,
    rollback: Option<RolledBack>,
    /// Where the world writes the step's table, its `answer` and its `confidence`.
    written: Written,
}

/// Positions in the world's text (and the confidence as written, answer or not), for the refusals
/// of a world that does not fit the workflow.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Written {
    pub step: LineCol,
    pub answer: Option<LineCol>,
    pub confidence: Option<(LineCol, f64)>,
}

/// The simulated target.
pub struct World {
    /// The world's file, as messages name it.
    pub(crate) name: String,
    context: BTreeMap<String, Value>,
    /// Each context key and where it is written.
    pub(crate) context_keys: Vec<(String, LineCol)>,
    steps: BTreeMap<String, StepWorld>,
    scripts: Option<Box<dyn ScriptRunner>>,
}

impl std::fmt::Debug for World {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("World")
            .field("context", &self.context)
            .field("steps", &self.steps.keys().collect::<Vec<_>>())
            .field("scripts", &self.scripts.is_some())
            .finish()
    }
}

/// Why a world file cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WorldError(pub String);

impl std::fmt::Display for WorldError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl World {
    /// An empty world: every step `ok` after a second, nobody answers, no rollback facility.
    pub fn empty() -> World {
        World {
            name: DEFAULT_NAME.to_string(),
            context: BTreeMap::new(),
            context_keys: Vec::new(),
            steps: BTreeMap::new(),
            scripts: None,
        }
    }

    /// Reads a world from its TOML text (named `world.toml` in messages; see [`World::named`]).
    pub fn from_toml(text: &str) -> Result<World, WorldError> {
        let file: WorldFile = toml::from_str(text).map_err(|e| WorldError(e.to_string()))?;
        let lines = LineIndex::new(text);
        let at = |span: std::ops::Range<usize>| lines.line_col(span.start as u32);
        let context =
            file.context.iter().map(|(key, value)| (key.get_ref().clone(), json(value))).collect();
        let context_keys =
            file.context.keys().map(|key| (key.get_ref().clone(), at(key.span()))).collect();
        let steps = file
            .steps
            .into_iter()
            .map(|(name, step)| {
                let written = Written {
                    step: at(name.span()),
                    answer: step.answer.as_ref().map(|answer| at(answer.span())),
                    confidence: step.confidence.as_ref().map(|c| (at(c.span()), *c.get_ref())),
                };
                let name = name.into_inner();
                let world = step_world(&step, written)
                    .map_err(|e| WorldError(format!("steps.{name}: {e}")))?;
                Ok((name, world))
            })
            .collect::<Result<_, WorldError>>()?;
        Ok(World { name: DEFAULT_NAME.to_string(), context, context_keys, steps, scripts: None })
    }

    /// The world's file as messages name it (the path the user gave).
    pub fn named(mut self, name: &str) -> World {
        self.name = name.to_string();
        self
    }

    /// Script steps the world does not simulate are run by `scripts`.
    pub fn with_scripts(mut self, scripts: Box<dyn ScriptRunner>) -> World {
        self.scripts = Some(scripts);
        self
    }
}

fn json(value: &toml::Value) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}

fn step_world(step: &StepFile, written: Written) -> Result<StepWorld, String> {
    let outputs: Map<String, Value> =
        step.outputs.iter().map(|(key, value)| (key.clone(), json(value))).collect();
    let reason = |default: &str| step.reason.clone().unwrap_or_else(|| default.to_string());
    let ran = match step.outcome.as_deref() {
        None | Some("ok") => Some(Ran::Ok(outputs)),
        Some("failed") => Some(Ran::Failed(reason("failed"))),
        Some("timed-out") => Some(Ran::TimedOut(reason("timed out"))),
        Some(other) => {
            return Err(format!("outcome `{other}` is not `ok`, `failed` or `timed-out`"))
        }
    };
    let duration = step.duration.as_deref().map(parse_duration).transpose()?;
    let decided = step.answer.as_ref().map(|answer| Decided {
        answer: answer.get_ref().clone(),
        confidence: step.confidence.as_ref().map_or(1.0, |confidence| *confidence.get_ref()),
    });
    let answered = step.approved.map(|approved| Answered {
        approved,
        by: step.by.clone().unwrap_or_else(|| "@someone".to_string()),
    });
    let rollback = match &step.rollback {
        None => None,
        Some(rollback) => Some(match rollback.status.as_str() {
            "reverted" => RolledBack::Reverted(
                rollback.version.clone().ok_or("a `reverted` rollback needs its `version`")?,
            ),
            "failed" => RolledBack::Failed(
                rollback.reason.clone().unwrap_or_else(|| "rollback failed".to_string()),
            ),
            "unsupported" => RolledBack::Unsupported,
            other => {
                return Err(format!(
                    "rollback status `{other}` is not `reverted`, `failed` or `unsupported`"
                ))
            }
        }),
    };
    Ok(StepWorld { ran, duration, decided, answered, rollback, written })
}

/// `500ms`, `30s`, `5m`, `1h` (the language's durations), in milliseconds.
pub fn parse_duration(text: &str) -> Result<u64, String> {
    const UNITS: [(&str, u64); 4] = [("ms", 1), ("s", 1000), ("m", 60_000), ("h", 3_600_000)];
    let bad = || format!("`{text}` is not a duration (`500ms`, `30s`, `5m`, `1h`)");
    let digits = text.trim_end_matches(|c: char| c.is_ascii_alphabetic());
    let unit = &text[digits.len()..];
    let scale =
        UNITS.iter().find(|(name, _)| *name == unit).map(|(_, scale)| *scale).ok_or_else(bad)?;
    let count: u64 = digits.parse().map_err(|_| bad())?;
    count.checked_mul(scale).ok_or_else(bad)
}

impl Target for World {
    fn context(&self, name: &str) -> Option<Value> {
        self.context.get(name).cloned()
    }

    fn fits(&self, workflow: &ks_core::Workflow, file: &str) -> Result<(), Misfits> {
        fit::misfits(self, workflow, file)
    }

    fn run(&mut self, call: &StepCall<'_>) -> Finished {
        let known = self.steps.get(call.step);
        let duration = known.and_then(|step| step.duration).unwrap_or(DEFAULT_DURATION);
        let ran = match known.and_then(|step| step.ran.clone()) {
            Some(ran) => ran,
            None => match call.kind.filter(|kind| kind.starts_with("./")) {
                Some(kind) => match &self.scripts {
                    Some(scripts) => match scripts.run(kind, call.inputs) {
                        Ok(outputs) => Ran::Ok(outputs),
                        Err(reason) => Ran::Failed(reason),
                    },
                    None => Ran::Failed("the world does not simulate this script step".into()),
                },
                None => Ran::Ok(Map::new()),
            },
        };
        Finished { ran, duration }
    }

    fn decide(&mut self, call: &StepCall<'_>) -> Option<Decided> {
        self.steps.get(call.step).and_then(|step| step.decided.clone())
    }

    fn answer(&mut self, step: &str) -> Option<Answered> {
        self.steps.get(step).and_then(|step| step.answered.clone())
    }

    fn roll_back(&mut self, step: &str) -> RolledBack {
        self.steps
            .get(step)
            .and_then(|step| step.rollback.clone())
            .unwrap_or(RolledBack::Unsupported)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_as_the_language_writes_them() {
        assert_eq!(parse_duration("500ms"), Ok(500));
        assert_eq!(parse_duration("30s"), Ok(30_000));
        assert_eq!(parse_duration("5m"), Ok(300_000));
        assert_eq!(parse_duration("1h"), Ok(3_600_000));
        assert!(parse_duration("5").is_err());
        assert!(parse_duration("fast").is_err());
        assert!(parse_duration("5d").is_err());
    }

    #[test]
    fn a_world_says_outcomes_answers_and_rollbacks() {
        let mut world = World::from_toml(
            "[context]\n\"git.branch\" = \"main\"\n[steps.deploy]\noutcome = \"failed\"\nreason = \"unhealthy\"\nduration = \"2m\"\n[steps.deploy.rollback]\nstatus = \"reverted\"\nversion = \"v41\"\n[steps.review]\napproved = true\nby = \"@alice\"\n",
        )
        .unwrap();
        assert_eq!(world.context("git.branch"), Some(Value::from("main")));
        let inputs = Map::new();
        let call =
            StepCall { step: "deploy", number: 1, kind: Some("k8s.rollout"), inputs: &inputs };
        assert_eq!(
            world.run(&call),
            Finished { ran: Ran::Failed("unhealthy".into()), duration: 120_000 }
        );
        assert_eq!(world.roll_back("deploy"), RolledBack::Reverted("v41".into()));
        assert_eq!(world.roll_back("other"), RolledBack::Unsupported);
        assert_eq!(world.answer("review"), Some(Answered { approved: true, by: "@alice".into() }));
        let script = StepCall { step: "notify", number: 2, kind: Some("./n.ts"), inputs: &inputs };
        assert!(matches!(world.run(&script).ran, Ran::Failed(_)));
        let simulated = StepCall { step: "review", ..script };
        assert_eq!(world.run(&simulated).ran, Ran::Ok(Map::new()));
    }

    #[test]
    fn a_bad_world_is_an_error_not_a_panic() {
        assert!(World::from_toml("[steps.x]\noutcome = \"maybe\"\n").is_err());
        assert!(World::from_toml("[steps.x]\ncolour = 1\n").is_err());
        assert!(World::from_toml("[steps.x.rollback]\nstatus = \"reverted\"\n").is_err());
        assert!(World::from_toml("not toml [").is_err());
    }
}
