//! The executor (ADR 0068): the checked plan of one environment, run against a [`Target`] on a
//! simulated clock.
//!
//! Ready steps run concurrently. Each step's records wait in its own buffer and go out only once every
//! lower-numbered step has finished (GRAPH-15), so the log is the numbering's, never the clock's; the
//! seed shuffles the order in which simultaneous completions are handled, which nothing can see,
//! because a completion changes only its own step and new steps start once the batch is handled.

use std::collections::BTreeSet;

use ks_core::{
    model::{Input, InputRole, Kind, Step, Workflow},
    plan::{self, Condition, EnvPlan, PlannedStep},
    policy::{Answer, Effective},
    step_actions, Action, Actor, CheckOptions, Checked, Context, Graph, Rollback, RollbackPolicy,
};
use ks_lang::{ast::Expr, Severity};
use serde_json::{Map, Value};

use crate::{
    eval::{self, Scope, Val},
    log::{Ask, At, Event, PlanLine, Record, Refusal, RunStatus, Sink, SkipReason, StepEnd},
    target::{is_kind, Decided, Misfits, Ran, RolledBack, StepCall, Target},
};

/// What a run is asked to do.
#[derive(Clone, Debug)]
pub struct Request<'a> {
    /// The file's name as the log shows it.
    pub file: &'a str,
    pub checked: &'a Checked,
    /// The check's options: the actor, and the policy base and baseline.
    pub options: &'a CheckOptions,
    /// The environment (already selected, `ks_core::select_env`).
    pub env: &'a str,
    /// Where the run is: off CI (`local`) a `ci-only:` step refuses the run (CI-5).
    pub context: Context,
    pub skip: &'a [String],
    pub until: Option<&'a str>,
    pub allow_partial: bool,
    pub seed: u64,
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    Refused(Refusal),
    Finished(RunStatus),
}

/// A request the executor cannot start at all (a usage error, not a refusal).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RequestError {
    /// `--skip` or `--until` names no step.
    UnknownStep { flag: &'static str, name: String },
    /// The environment has no plan.
    UnknownEnv(String),
    /// The world names what the workflow does not have.
    World(Misfits),
}

impl std::fmt::Display for RequestError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RequestError::UnknownStep { flag, name } => write!(f, "{flag} names no step `{name}`"),
            RequestError::UnknownEnv(env) => write!(f, "no environment `{env}`"),
            RequestError::World(misfits) => misfits.fmt(f),
        }
    }
}

/// Runs `request` against `target`, writing each record to `sink` as it goes out.
pub fn run(
    request: &Request<'_>,
    target: &mut dyn Target,
    sink: &mut dyn Sink,
) -> Result<Ended, RequestError> {
    let mut log = Log { seq: 0, sink };
    if let Some(refused) = check_refusal(request.checked) {
        log.write(refused);
        return Ok(Ended::Refused(refusal_reason(request.checked)));
    }
    let checked = request.checked;
    let workflow = checked.workflow();
    let plan =
        plan::plan(checked).and_then(|plan| plan.envs.into_iter().find(|e| e.env == request.env));
    let Some(plan) = plan else { return Err(RequestError::UnknownEnv(request.env.to_string())) };
    target.fits(workflow, request.file).map_err(RequestError::World)?;
    let graph = ks_core::graph(workflow);
    let mut run = Run::new(request, workflow, &graph, &plan)?;
    if let Some((reason, step, message)) = run.refusal() {
        log.write(Event::RunRefused { reason, message, step: Some(step), codes: Vec::new() });
        return Ok(Ended::Refused(reason));
    }
    log.write(Event::RunStarted {
        file: request.file.to_string(),
        env: request.env.to_string(),
        actor: request.options.actor.as_str(),
        context: request.context.as_str(),
        steps: plan
            .steps
            .iter()
            .map(|s| PlanLine { number: s.number, step: s.name.clone(), status: s.status.as_str() })
            .collect(),
    });
    let status = run.execute(target, &mut log);
    log.write(Event::RunFinished { status, at: run.clock });
    Ok(Ended::Finished(status))
}

struct Log<'s> {
    seq: u64,
    sink: &'s mut dyn Sink,
}

impl Log<'_> {
    fn write(&mut self, event: Event) {
        self.seq += 1;
        self.sink.write(&Record { seq: self.seq, event });
    }
}

fn error_codes(checked: &Checked) -> Vec<String> {
    let codes: BTreeSet<String> = checked
        .diagnostics()
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| d.code.to_string())
        .collect();
    codes.into_iter().collect()
}

fn refusal_reason(checked: &Checked) -> Refusal {
    if error_codes(checked).iter().any(|code| code == ks_lang::codes::REFUSED_BY_POLICY) {
        Refusal::Never
    } else {
        Refusal::Check
    }
}

/// The check's errors refuse the run: a `never:` rule (KS0401) is its own reason.
fn check_refusal(checked: &Checked) -> Option<Event> {
    let first = checked.diagnostics().iter().find(|d| d.severity == Severity::Error)?;
    Some(Event::RunRefused {
        reason: refusal_reason(checked),
        message: first.message.clone(),
        step: None,
        codes: error_codes(checked),
    })
}

/// Where a step is in the run.
#[derive(Clone, Debug)]
enum State {
    Waiting,
    /// Asked a person and nobody answered: the run waits.
    Pending,
    Running {
        finish: u64,
        ran: Ran,
        decided: Option<Decided>,
    },
    Done(StepEnd),
}

struct Run<'a> {
    request: &'a Request<'a>,
    workflow: &'a Workflow,
    plan: &'a EnvPlan,
    /// By position (number − 1): the positions each step waits on, in number order.
    preds: Vec<Vec<usize>>,
    /// By position: whether an `approval` step is among the steps it waits on, transitively.
    approved_ahead: Vec<bool>,
    effective: Effective,
    state: Vec<State>,
    buffers: Vec<Vec<Event>>,
    /// The outputs of steps that finished `ok`, and the decisions answered.
    outputs: Vec<Option<Map<String, Value>>>,
    decisions: Vec<Option<Decided>>,
    clock: u64,
    /// No step starts any more (a pending rollback, an unanswered ask).
    stopped: bool,
    status: RunStatus,
    flushed: usize,
    rng: u64,
}

impl<'a> Run<'a> {
    fn new(
        request: &'a Request<'a>,
        workflow: &'a Workflow,
        graph: &'a Graph,
        plan: &'a EnvPlan,
    ) -> Result<Run<'a>, RequestError> {
        let n = plan.steps.len();
        let position = |id: ks_core::model::StepId| graph.number(id).unwrap_or(1) as usize - 1;
        let mut preds = vec![Vec::new(); n];
        for edge in &graph.edges {
            preds[position(edge.to)].push(position(edge.from));
        }
        for list in &mut preds {
            list.sort_unstable();
            list.dedup();
        }
        let mut approved_ahead = vec![false; n];
        for pos in 0..n {
            approved_ahead[pos] = preds[pos]
                .iter()
                .any(|&p| approved_ahead[p] || is_approval(&workflow.steps()[plan.steps[p].id]));
        }
        for (flag, name) in request
            .skip
            .iter()
            .map(|name| ("--skip", name.as_str()))
            .chain(request.until.map(|name| ("--until", name)))
        {
            if !plan.steps.iter().any(|s| s.name == name) {
                return Err(RequestError::UnknownStep { flag, name: name.to_string() });
            }
        }
        let baseline = request.options.policy_store.baseline();
        let effective = Effective::new(workflow, &request.options.policy_base, baseline.as_deref());
        Ok(Run {
            request,
            workflow,
            plan,
            preds,
            approved_ahead,
            effective,
            state: vec![State::Waiting; n],
            buffers: vec![Vec::new(); n],
            outputs: vec![None; n],
            decisions: vec![None; n],
            clock: 0,
            stopped: false,
            status: RunStatus::Succeeded,
            flushed: 0,
            rng: request.seed ^ 0x9E37_79B9_7F4A_7C15,
        })
    }

    fn step(&self, pos: usize) -> &'a Step {
        &self.workflow.steps()[self.plan.steps[pos].id]
    }

    /// Why each step is out of the run before it starts: the plan's skips, `--until`, `--skip`, and
    /// (when `ci_only` is set) `ci-only:` steps; what waits on one is out too.
    fn exclusions(&self, ci_only: bool) -> Vec<Option<SkipReason>> {
        let until = self.request.until.and_then(|name| {
            self.plan.steps.iter().find(|s| s.name == name).map(|s| (s.number, name))
        });
        let mut out: Vec<Option<SkipReason>> = vec![None; self.plan.steps.len()];
        for (pos, planned) in self.plan.steps.iter().enumerate() {
            let own = if planned.skipped == Some(plan::SkipReason::Condition) {
                Some(SkipReason::Condition)
            } else if let Some((_, name)) = until.filter(|(number, _)| planned.number > *number) {
                Some(SkipReason::Until(name.to_string()))
            } else if self.request.skip.contains(&planned.name) {
                Some(SkipReason::Skip)
            } else if ci_only && planned.ci_only {
                Some(SkipReason::CiOnly)
            } else {
                None
            };
            let waits = self.preds[pos]
                .iter()
                .find(|&&p| out[p].is_some())
                .map(|&p| SkipReason::WaitsOn(self.plan.steps[p].name.clone()));
            out[pos] = own.or(waits);
        }
        out
    }

    /// The refusals that depend on the plan: `ci-only:` off CI (CI-5), then SCR-9.
    fn refusal(&self) -> Option<(Refusal, String, String)> {
        let reached = self.exclusions(false);
        let reached = |pos: usize| reached[pos].is_none();
        if self.request.context == Context::Local && !self.request.allow_partial {
            if let Some(pos) =
                (0..self.plan.steps.len()).find(|&p| reached(p) && self.plan.steps[p].ci_only)
            {
                let name = &self.plan.steps[pos].name;
                return Some((
                    Refusal::CiOnly,
                    name.clone(),
                    format!("step `{name}` runs only on CI; run with `--allow-partial`, `--skip {name}` or `--until` an earlier step"),
                ));
            }
        }
        // Under `--allow-partial` off CI, a `ci-only:` script step is skipped, so not reached.
        let partial = self.request.allow_partial && self.request.context == Context::Local;
        let reached_partial = self.exclusions(partial);
        let reached = |pos: usize| reached_partial[pos].is_none();
        let gated_env = matches!(self.request.env, "prod" | "production");
        if gated_env && self.request.options.actor == Actor::Agent {
            let ungated = (0..self.plan.steps.len()).find(|&pos| {
                let step = self.step(pos);
                reached(pos)
                    && matches!(step.kind, Kind::Script)
                    && step.action.is_none()
                    && !self.approved_ahead[pos]
            });
            if let Some(pos) = ungated {
                let name = &self.plan.steps[pos].name;
                return Some((
                    Refusal::Scr9,
                    name.clone(),
                    format!("an agent's run of `{}` reaches script step `{name}`, which declares no `action:` and has no approval before it", self.request.env),
                ));
            }
        }
        None
    }

    fn execute(&mut self, target: &mut dyn Target, log: &mut Log<'_>) -> RunStatus {
        let allow_partial = self.request.allow_partial && self.request.context == Context::Local;
        for (pos, reason) in self.exclusions(allow_partial).into_iter().enumerate() {
            if let Some(reason) = reason {
                self.done(pos, StepEnd::Skipped(reason));
            }
        }
        loop {
            self.start_ready(target);
            self.flush(log, false);
            let Some(finish) = self
                .state
                .iter()
                .filter_map(|s| match s {
                    State::Running { finish, .. } => Some(*finish),
                    _ => None,
                })
                .min()
            else {
                break;
            };
            self.clock = finish;
            let mut batch: Vec<usize> = (0..self.state.len())
                .filter(
                    |&p| matches!(self.state[p], State::Running { finish: f, .. } if f == finish),
                )
                .collect();
            self.shuffle(&mut batch);
            for pos in batch {
                self.finish(pos, target);
            }
        }
        for pos in 0..self.state.len() {
            if matches!(self.state[pos], State::Waiting) {
                self.done(pos, StepEnd::Skipped(SkipReason::Stopped));
            }
        }
        self.flush(log, true);
        self.status
    }

    fn shuffle(&mut self, batch: &mut [usize]) {
        for i in (1..batch.len()).rev() {
            // splitmix64
            self.rng = self.rng.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.rng;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^= z >> 31;
            batch.swap(i, (z % (i as u64 + 1)) as usize);
        }
    }

    /// Starts every step whose predecessors have all finished, until none is left to start.
    fn start_ready(&mut self, target: &mut dyn Target) {
        let mut progress = true;
        while progress && !self.stopped {
            progress = false;
            for pos in 0..self.state.len() {
                if self.stopped || !matches!(self.state[pos], State::Waiting) {
                    continue;
                }
                // Ready once every step it waits on is done: whether each finished `ok`.
                let ready: Option<Vec<bool>> = self.preds[pos]
                    .iter()
                    .map(|&p| match &self.state[p] {
                        State::Done(end) => Some(end.is_ok()),
                        _ => None,
                    })
                    .collect();
                let Some(ok) = ready else { continue };
                progress = true;
                if let Some(i) = ok.iter().position(|ok| !ok) {
                    let name = self.plan.steps[self.preds[pos][i]].name.clone();
                    self.done(pos, StepEnd::Skipped(SkipReason::WaitsOn(name)));
                } else {
                    self.begin(pos, target);
                }
            }
        }
    }

    fn at(&self, pos: usize) -> At {
        let planned = &self.plan.steps[pos];
        At { step: planned.name.clone(), number: planned.number, at: self.clock }
    }

    fn push(&mut self, pos: usize, event: Event) {
        self.buffers[pos].push(event);
    }

    fn done(&mut self, pos: usize, end: StepEnd) {
        let at = self.at(pos);
        if let StepEnd::Ok(outputs) = &end {
            self.outputs[pos] = Some(outputs.clone());
        }
        self.push(pos, Event::StepFinished { at, end: end.clone() });
        self.state[pos] = State::Done(end);
    }

    fn wait_for_a_person(&mut self, pos: usize) {
        self.state[pos] = State::Pending;
        self.stopped = true;
        self.status = RunStatus::Waiting;
    }

    fn fail(&mut self) {
        self.status = self.status.max(RunStatus::Failed);
    }

    fn begin(&mut self, pos: usize, target: &mut dyn Target) {
        let plan = self.plan;
        let planned: &PlannedStep = &plan.steps[pos];
        let step = self.step(pos);
        let name = planned.name.clone();
        if planned.condition == Condition::RunTime {
            if let Some(when) = step.when() {
                let value = eval::holds(when, &self.scope(&*target));
                let text = planned.when.clone().unwrap_or_default();
                self.push(pos, Event::ConditionSettled { at: self.at(pos), when: text, value });
                if !value {
                    self.done(pos, StepEnd::Skipped(SkipReason::Condition));
                    return;
                }
            }
        }
        if let Some((verb, answer)) = self.policy_ask(pos) {
            self.push(
                pos,
                Event::ApprovalAsked { at: self.at(pos), ask: Ask::Policy { verb, answer } },
            );
            match target.answer(&name) {
                None => return self.wait_for_a_person(pos),
                Some(answered) => {
                    let approved = answered.approved;
                    self.push(
                        pos,
                        Event::ApprovalAnswered {
                            at: self.at(pos),
                            approved,
                            by: answered.by,
                            condition: None,
                        },
                    );
                    if !approved {
                        self.fail();
                        self.done(pos, StepEnd::Skipped(SkipReason::Denied));
                        return;
                    }
                }
            }
        }
        self.push(pos, Event::StepStarted { at: self.at(pos) });
        if is_approval(step) {
            return self.approve(pos, target);
        }
        let inputs = self.inputs(pos, &*target);
        let call = StepCall {
            step: &name,
            number: planned.number,
            kind: planned.kind.as_deref(),
            inputs: &inputs,
        };
        // A decision is asked for now and answers when the step finishes (ADR 0069).
        let decided = is_kind(step, "decide").then(|| target.decide(&call));
        let finished = target.run(&call);
        let (ran, decided) = match decided {
            None => (finished.ran, None),
            Some(None) => (Ran::Failed("no answer could be chosen".into()), None),
            Some(Some(decided)) => (finished.ran, Some(decided)),
        };
        self.state[pos] = State::Running { finish: self.clock + finished.duration, ran, decided };
    }

    /// An `approval` step: its `auto:` when it holds, else a person's answer.
    fn approve(&mut self, pos: usize, target: &mut dyn Target) {
        let step = self.step(pos);
        let auto = step.input("auto").and_then(Input::value);
        if let Some(condition) = auto.filter(|c| eval::holds(c, &self.scope(&*target))) {
            let text = self.plan.steps[pos]
                .inputs
                .iter()
                .find(|input| input.key == "auto")
                .map(|input| input.value.text())
                .unwrap_or_else(|| condition.text().to_string());
            self.push(
                pos,
                Event::ApprovalAnswered {
                    at: self.at(pos),
                    approved: true,
                    by: "auto".into(),
                    condition: Some(text),
                },
            );
            return self.done(pos, StepEnd::Ok(approval_outputs(true, "auto")));
        }
        self.push(pos, Event::ApprovalAsked { at: self.at(pos), ask: Ask::Approval });
        match target.answer(&self.plan.steps[pos].name) {
            None => self.wait_for_a_person(pos),
            Some(answered) => {
                self.push(
                    pos,
                    Event::ApprovalAnswered {
                        at: self.at(pos),
                        approved: answered.approved,
                        by: answered.by.clone(),
                        condition: None,
                    },
                );
                if answered.approved {
                    self.done(pos, StepEnd::Ok(approval_outputs(true, &answered.by)));
                } else {
                    self.fail();
                    self.done(pos, StepEnd::Failed(format!("denied by {}", answered.by)));
                }
            }
        }
    }

    /// The first verb the step carries that the effective policy asks about in this run.
    fn policy_ask(&self, pos: usize) -> Option<(&'static str, &'static str)> {
        let env = self.request.env;
        let actions = step_actions(self.workflow, self.step(pos));
        let verbs = actions
            .iter()
            .filter(|carried| {
                carried.envs.as_ref().is_none_or(|envs| envs.iter().any(|e| e == env))
            })
            .flat_map(|carried| carried.action.verbs().iter().copied());
        let mut seen: Vec<Action> = Vec::new();
        for verb in verbs {
            if seen.contains(&verb) {
                continue;
            }
            seen.push(verb);
            let answer = self.effective.decide(self.request.options.actor, verb, env).answer;
            let asks = match answer {
                Answer::Ask => true,
                Answer::Before => !self.approved_ahead[pos],
                Answer::Allow | Answer::Never => false,
            };
            if asks {
                return Some((verb.as_str(), answer.as_str()));
            }
        }
        None
    }

    /// The step's inputs, evaluated (reserved keys left out; keys without a value are their text).
    fn inputs(&self, pos: usize, target: &dyn Target) -> Map<String, Value> {
        let scope = self.scope(target);
        let step = self.step(pos);
        let mut out = Map::new();
        for input in &step.inputs {
            if input.role == InputRole::Reserved {
                continue;
            }
            let value = match input.value() {
                Some(Expr::String(string)) => Value::String(string.value()),
                Some(expr) => match eval::eval(expr, &scope) {
                    Val::Missing => Value::String(expr.text().to_string()),
                    value => value.into_json(),
                },
                None => match self.plan.steps[pos].inputs.iter().find(|p| p.key == input.key()) {
                    Some(planned) => Value::String(planned.value.text()),
                    None => Value::Null,
                },
            };
            out.insert(input.key().to_string(), value);
        }
        out
    }

    fn finish(&mut self, pos: usize, target: &mut dyn Target) {
        let State::Running { ran, decided, .. } =
            std::mem::replace(&mut self.state[pos], State::Waiting)
        else {
            return;
        };
        let end = match ran {
            Ran::Ok(mut outputs) => {
                if let Some(decided) = &decided {
                    // Stamped when the step answers, on the clock of its finish (ADR 0069); a step
                    // that fails gives no answer the run could use, so none is recorded.
                    let answered = Event::DecideAnswered {
                        at: self.at(pos),
                        answer: decided.answer.clone(),
                        confidence: decided.confidence,
                    };
                    self.push(pos, answered);
                    outputs.insert("answer".into(), decided.answer.clone().into());
                    outputs.insert("confidence".into(), decided.confidence.into());
                }
                self.decisions[pos] = decided;
                StepEnd::Ok(outputs)
            }
            Ran::Failed(reason) => StepEnd::Failed(reason),
            Ran::TimedOut(reason) => StepEnd::TimedOut(reason),
        };
        let ok = end.is_ok();
        self.done(pos, end);
        if ok {
            return;
        }
        self.fail();
        // A rollback only for a deploy that failed or timed out (RB-4), per its policy.
        if self.plan.steps[pos].action != Some(Action::Deploy.as_str()) {
            return;
        }
        let rollback = match self.plan.steps[pos].rollback.unwrap_or_default() {
            RollbackPolicy::None => return,
            RollbackPolicy::Manual => {
                self.stopped = true;
                self.status = RunStatus::Waiting;
                Rollback::pending()
            }
            RollbackPolicy::Auto => match target.roll_back(&self.plan.steps[pos].name) {
                RolledBack::Reverted(version) => Rollback::reverted(RollbackPolicy::Auto, version),
                RolledBack::Failed(reason) => Rollback::failed(RollbackPolicy::Auto, reason),
                RolledBack::Unsupported => Rollback::unsupported(RollbackPolicy::Auto),
            },
        };
        let at = self.at(pos);
        self.push(pos, Event::RolledBack { at, rollback });
    }

    /// Writes the buffers of every step whose lower-numbered steps have all finished (all of them at
    /// the end of the run).
    fn flush(&mut self, log: &mut Log<'_>, all: bool) {
        while self.flushed < self.state.len()
            && (all || matches!(self.state[self.flushed], State::Done(_)))
        {
            for event in std::mem::take(&mut self.buffers[self.flushed]) {
                log.write(event);
            }
            self.flushed += 1;
        }
    }

    fn scope<'t>(&'t self, target: &'t dyn Target) -> RunScope<'t> {
        RunScope { run: self, target }
    }
}

fn is_approval(step: &Step) -> bool {
    is_kind(step, "approval")
}

fn approval_outputs(approved: bool, by: &str) -> Map<String, Value> {
    let mut outputs = Map::new();
    outputs.insert("approved".into(), approved.into());
    outputs.insert("by".into(), by.into());
    outputs
}

/// Names during a run: `env`, finished steps' outputs and decisions, the target's context.
struct RunScope<'t> {
    run: &'t Run<'t>,
    target: &'t dyn Target,
}

impl Scope for RunScope<'_> {
    fn lookup(&self, name: &str) -> Val {
        if name == "env" {
            return Val::Json(self.run.request.env.into());
        }
        let (head, rest) = name.split_once('.').unwrap_or((name, ""));
        let step = self.run.plan.steps.iter().position(|s| s.name == head);
        let Some(pos) = step else {
            return self.target.context(name).map_or(Val::Missing, Val::Json);
        };
        if rest.is_empty() {
            if let Some(decided) = &self.run.decisions[pos] {
                return Val::Answer {
                    answer: decided.answer.clone(),
                    confidence: decided.confidence,
                };
            }
        }
        let Some(outputs) = &self.run.outputs[pos] else { return Val::Missing };
        if let Some(value) = outputs.get(rest) {
            return Val::Json(value.clone());
        }
        let mut at: Option<&Value> = None;
        for (i, segment) in rest.split('.').enumerate() {
            at = if i == 0 { outputs.get(segment) } else { at.and_then(|v| v.get(segment)) };
        }
        at.map_or(Val::Missing, |value| Val::Json(value.clone()))
    }
}
