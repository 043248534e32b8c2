//! The plan (D21, GAP-34): the checked workflow per environment, what an executor would run.
//!
//! For each environment: every step with its number (from [`crate::graph`], the same in every
//! environment, GAP-29), whether it is planned or skipped, how its `when:` is settled (D14, WHEN-2..5),
//! its rollback policy (RB-14), its inputs as written, and the edges with their reasons. A step whose
//! condition is settled false is skipped, and so is everything that waits on it along any edge; a
//! skipped step keeps its number.
//!
//! Only a file without errors has a plan: [`plan`] answers `None` otherwise.

use std::sync::Arc;

use ks_lang::ast::{AstToken, Expr, ScalarClass};

use crate::{
    analysis::Checked,
    graph::{self, EdgeReason, Graph},
    lower::children,
    model::{InputRole, Step, StepId, Workflow},
    rollback::RollbackPolicy,
};

/// Whether the executor will run a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Planned,
    /// Taken out of the plan for this environment: its own `when:` is settled false, or it waits on
    /// a step that is skipped.
    Skipped,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Planned => "planned",
            Status::Skipped => "skipped",
        }
    }
}

/// How a step's `when:` is decided (D14).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Condition {
    /// No `when:`.
    None,
    /// Decided before the run from context alone, to this value.
    Settled(bool),
    /// Reads a step output, or a shape the language does not settle: decided when the run gets there.
    RunTime,
}

impl Condition {
    /// `none`, `settled` or `run-time`.
    pub fn as_str(self) -> &'static str {
        match self {
            Condition::None => "none",
            Condition::Settled(_) => "settled",
            Condition::RunTime => "run-time",
        }
    }
}

/// Why a step is skipped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SkipReason {
    /// Its own `when:` is settled false in this environment.
    Condition,
    /// It waits on this skipped step (the earliest-numbered one).
    WaitsOn(Arc<str>),
}

/// One step of a plan.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlannedStep {
    pub number: u32,
    pub id: StepId,
    pub name: String,
    /// The kind as written (`oci.image`, `./ship/migrate.ts`).
    pub kind: Option<String>,
    /// The action class (`build`, `deploy`, …); `None` outside the vocabulary.
    pub action: Option<&'static str>,
    pub status: Status,
    pub skipped: Option<SkipReason>,
    pub condition: Condition,
    /// The `when:` as written, whitespace collapsed.
    pub when: Option<String>,
    /// The rollback policy, default filled: for a deploy, and for any step that writes `rollback:`.
    pub rollback: Option<RollbackPolicy>,
    pub ci_only: bool,
    /// For a block use: what each deploy inside it does when it does not come up healthy, with the
    /// path to it (`web → rollout`); `rollback` is their policy when they share one (ADR 0056).
    pub rollback_inside: Vec<(String, RollbackPolicy)>,
    /// The inputs as written, in order (reserved keys are fields of their own), then a block use's
    /// filled defaults; shared by the plans of every environment, since they do not depend on it.
    pub inputs: Arc<[PlannedInput]>,
}

/// One input of a planned step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlannedInput {
    pub key: String,
    pub value: InputValue,
    /// A block input's default, filled in where the use left it out (BLOCK-6).
    pub filled: bool,
}

/// An input's value as the plan shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputValue {
    /// A value as written (a string's value, a block string's text, whitespace runs collapsed).
    Text(String),
    /// A key with children and no value (`outputs:` with `cluster: k8s.Cluster` under it): each
    /// child's key and value, in order.
    Map(Vec<(String, String)>),
}

impl InputValue {
    /// The value as one line of text (`cluster: k8s.Cluster; db_url: url` for a map).
    pub fn text(&self) -> String {
        match self {
            InputValue::Text(text) => text.clone(),
            InputValue::Map(entries) => entries
                .iter()
                .map(|(key, value)| format!("{key}: {value}"))
                .collect::<Vec<_>>()
                .join("; "),
        }
    }
}

/// One edge of a plan, by step name (each name shared by every edge and environment that names
/// the step).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlanEdge {
    pub from: Arc<str>,
    pub to: Arc<str>,
    pub reason: EdgeReason,
}

/// The plan of one environment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EnvPlan {
    pub env: String,
    /// In number order.
    pub steps: Vec<PlannedStep>,
    /// Sorted by (from number, to number, reason).
    pub edges: Vec<PlanEdge>,
}

/// The plans of a file: one per environment, in declaration order (`default` when none is declared).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    pub envs: Vec<EnvPlan>,
}

/// The plan of a checked file, or `None` when it has errors.
pub fn plan(checked: &Checked) -> Option<Plan> {
    if checked.has_errors() {
        return None;
    }
    let workflow = checked.workflow();
    let graph = graph::graph(workflow);
    if !graph.is_acyclic() {
        return None;
    }
    let shared = Shared::new(workflow, &graph);
    let envs = workflow
        .env_names()
        .into_iter()
        .map(|env| plan_env_with(workflow, &graph, &shared, env))
        .collect();
    Some(Plan { envs })
}

/// What the plans of every environment share, built once per file: each step's name and inputs,
/// and the edges in the plan's order.
struct Shared {
    /// By step index.
    names: Vec<Arc<str>>,
    /// By step index.
    inputs: Vec<Arc<[PlannedInput]>>,
    /// By step index: the rollback policy, and a block use's inner deploys' policies.
    rollbacks: Vec<Option<RollbackPolicy>>,
    rollback_inside: Vec<Vec<(String, RollbackPolicy)>>,
    edges: Vec<PlanEdge>,
}

impl Shared {
    fn new(workflow: &Workflow, graph: &Graph) -> Shared {
        let names: Vec<Arc<str>> =
            workflow.steps.values().map(|step| Arc::from(step.name())).collect();
        let inputs = workflow.steps.values().map(|step| Arc::from(inputs(step))).collect();
        let edges = plan_edges(graph, &names);
        let (rollbacks, rollback_inside) =
            workflow.steps.values().map(|step| rollback(workflow, step)).unzip();
        Shared { names, inputs, rollbacks, rollback_inside, edges }
    }
}

/// The graph's edges sorted by (from number, to number, reason): a counting sort on the `from`
/// number, then each step's few outgoing edges sorted, so the whole is linear in steps and edges.
fn plan_edges(graph: &Graph, names: &[Arc<str>]) -> Vec<PlanEdge> {
    let n = graph.order.len();
    let number = |id: StepId| graph.number(id).unwrap_or(0) as usize;
    let mut start = vec![0usize; n + 2];
    for edge in &graph.edges {
        start[number(edge.from) + 1] += 1;
    }
    for i in 0..=n {
        start[i + 1] += start[i];
    }
    let mut fill = start.clone();
    let mut slots = vec![usize::MAX; graph.edges.len()];
    for (k, edge) in graph.edges.iter().enumerate() {
        let from = number(edge.from);
        slots[fill[from]] = k;
        fill[from] += 1;
    }
    for from in 0..=n {
        let bucket = &mut slots[start[from]..start[from + 1]];
        bucket.sort_unstable_by_key(|&k| (number(graph.edges[k].to), graph.edges[k].reason, k));
    }
    slots
        .into_iter()
        .map(|k| {
            let edge = &graph.edges[k];
            PlanEdge {
                from: Arc::clone(&names[edge.from.index()]),
                to: Arc::clone(&names[edge.to.index()]),
                reason: edge.reason,
            }
        })
        .collect()
}

/// The plan of one environment of an acyclic graph.
pub fn plan_env(workflow: &Workflow, graph: &Graph, env: &str) -> EnvPlan {
    plan_env_with(workflow, graph, &Shared::new(workflow, graph), env)
}

fn plan_env_with(workflow: &Workflow, graph: &Graph, shared: &Shared, env: &str) -> EnvPlan {
    let n = workflow.steps.len();
    let mut conditions = vec![Condition::None; n];
    let mut skipped: Vec<Option<SkipReason>> = vec![None; n];
    for (id, step) in workflow.steps.iter() {
        if let Some(when) = step.when() {
            let condition = match settle(when, env) {
                Some(value) => Condition::Settled(value),
                None => Condition::RunTime,
            };
            if condition == Condition::Settled(false) {
                skipped[id.index()] = Some(SkipReason::Condition);
            }
            conditions[id.index()] = condition;
        }
    }
    // Everything that waits on a skipped step is skipped (GAP-23): edges are sorted by `from`, and
    // numbers are a topological order, so one pass in number order settles it.
    let mut first_out = vec![usize::MAX; n];
    for (k, edge) in graph.edges.iter().enumerate().rev() {
        first_out[edge.from.index()] = k;
    }
    for &step in &graph.order {
        if skipped[step.index()].is_none() {
            continue;
        }
        let name = &shared.names[step.index()];
        let mut k = first_out[step.index()];
        while k < graph.edges.len() && graph.edges[k].from == step {
            let to = graph.edges[k].to.index();
            if skipped[to].is_none() {
                skipped[to] = Some(SkipReason::WaitsOn(Arc::clone(name)));
            }
            k += 1;
        }
    }
    let steps = graph
        .order
        .iter()
        .map(|&id| {
            let step = &workflow.steps[id];
            let skip = skipped[id.index()].take();
            PlannedStep {
                number: graph.number(id).unwrap_or(0),
                id,
                name: step.name().to_owned(),
                kind: step.kind_text().map(str::to_owned),
                action: step.action().map(|action| action.as_str()),
                status: if skip.is_some() { Status::Skipped } else { Status::Planned },
                skipped: skip,
                condition: conditions[id.index()],
                when: step.when().map(|when| collapse(when.text())),
                rollback: shared.rollbacks[id.index()],
                rollback_inside: shared.rollback_inside[id.index()].clone(),
                ci_only: step.ci_only.is_some(),
                inputs: Arc::clone(&shared.inputs[id.index()]),
            }
        })
        .collect();
    EnvPlan { env: env.to_string(), steps, edges: shared.edges.clone() }
}

/// Settles a condition from context alone (D14): `Some(value)` before the run, `None` at run time.
///
/// The shapes: a Bool literal; `env is <name>` (a union of names too); `not` over a settled
/// operand; `and`/`or` with Kleene's rules, so `false and X` is false and `true or X` true whatever
/// `X` is (either side), and otherwise settled only when every operand is; parentheses. Everything
/// else is run-time, even when it reads only context (WHEN-5).
///
/// Iterative: operators wait on a stack of frames, so `not`s and parentheses nest as deep as the text
/// does.
pub fn settle(expr: &Expr, env: &str) -> Option<bool> {
    /// An operator waiting for the value of an operand.
    enum Frame {
        Not,
        /// `and`/`or`: the operands not yet settled, and whether every one so far was.
        Junction {
            is_and: bool,
            rest: std::vec::IntoIter<Expr>,
            all_settled: bool,
        },
    }
    let mut frames: Vec<Frame> = Vec::new();
    let mut at = expr.clone();
    loop {
        // Down to a value: parentheses are looked through, an operator waits on a frame.
        let mut value = match &at {
            Expr::Word(word) if word.class() == ScalarClass::Bool => Some(word.text() == "true"),
            Expr::IsExpr(is) => settle_env_is(is, env),
            Expr::NotExpr(_) => match children(&at).into_iter().next() {
                Some(inner) => {
                    frames.push(Frame::Not);
                    at = inner;
                    continue;
                }
                None => None,
            },
            Expr::Group(group) => match group.expr() {
                Some(inner) => {
                    at = inner;
                    continue;
                }
                None => None,
            },
            Expr::AndExpr(_) | Expr::OrExpr(_) => {
                let is_and = matches!(at, Expr::AndExpr(_));
                let mut rest = children(&at).into_iter();
                match rest.next() {
                    Some(first) => {
                        frames.push(Frame::Junction { is_and, rest, all_settled: true });
                        at = first;
                        continue;
                    }
                    // No operands: not settled.
                    None => None,
                }
            }
            _ => None,
        };
        // Up: each waiting operator takes the value; a junction with operands left goes down again.
        loop {
            let next = match frames.last_mut() {
                None => return value,
                Some(Frame::Not) => {
                    value = value.map(|v| !v);
                    None
                }
                Some(Frame::Junction { is_and, rest, all_settled }) => match value {
                    // `false and …`, `true or …`: decided whatever the rest is.
                    Some(v) if v != *is_and => None,
                    settled => {
                        *all_settled &= settled.is_some();
                        match rest.next() {
                            Some(operand) => Some(operand),
                            None => {
                                value = all_settled.then_some(*is_and);
                                None
                            }
                        }
                    }
                },
            };
            match next {
                Some(operand) => {
                    at = operand;
                    break;
                }
                None => {
                    frames.pop();
                }
            }
        }
    }
}

/// `env is <name>` (a union of names too) settles against `env`; other `is` tests are run-time.
fn settle_env_is(is: &ks_lang::ast::IsExpr, env: &str) -> Option<bool> {
    let subject = is.subject()?;
    if subject.as_word()?.text() != "env" || is.threshold().is_some() {
        return None;
    }
    let mut names = Vec::new();
    let mut stack = vec![is.answer()?];
    while let Some(answer) = stack.pop() {
        match &answer {
            Expr::Union(_) => stack.extend(children(&answer)),
            Expr::Word(word) if word.class() == ScalarClass::Ident => {
                names.push(word.text() == env)
            }
            _ => return None,
        }
    }
    Some(names.into_iter().any(|hit| hit))
}

/// The policy the executor gets: a deploy's (default `auto`), or any step's that writes one.
/// A step's rollback policy, and for a block use its inner deploys' (ADR 0056): the policy they share
/// is the use's, and when they differ the use has none of its own and the plan lists each.
fn rollback(
    workflow: &Workflow,
    step: &Step,
) -> (Option<RollbackPolicy>, Vec<(String, RollbackPolicy)>) {
    let own = (step.is_deploy() || step.input("rollback").is_some()).then_some(step.rollback);
    if !matches!(step.kind, crate::model::Kind::Block(_)) {
        return (own, Vec::new());
    }
    let inside: Vec<(String, RollbackPolicy)> = crate::block::step_actions(workflow, step)
        .into_iter()
        .filter(|carried| carried.path.len() > 1)
        .filter_map(|carried| Some((carried.path[1..].join(" → "), carried.rollback?)))
        .collect();
    let shared = match inside.split_first() {
        Some(((_, first), rest)) if rest.iter().all(|(_, policy)| policy == first) => Some(*first),
        _ => None,
    };
    (own.or(shared), inside)
}

/// The inputs as written: a string's value, a block string's text, other values with whitespace
/// runs collapsed. Reserved keys (`after`, `when`, `ci-only`, `rollback`) are left out; a script's
/// `action:` is kept.
fn inputs(step: &Step) -> Vec<PlannedInput> {
    step.inputs
        .iter()
        .filter(|input| !(input.role == InputRole::Reserved && input.key() != "action"))
        .map(|input| {
            let value = match input.value() {
                Some(Expr::String(string)) => InputValue::Text(string.value()),
                Some(value) => InputValue::Text(collapse(value.text())),
                None => match input.entry().block_string() {
                    Some(block) => InputValue::Text(block.text()),
                    None => InputValue::Map(nested(input)),
                },
            };
            PlannedInput { key: input.key().to_owned(), value, filled: false }
        })
        // A block use's defaults are filled in where the use left them out (BLOCK-6).
        .chain(crate::block::filled_defaults(step).into_iter().map(|(key, value)| PlannedInput {
            key,
            value: InputValue::Text(value),
            filled: true,
        }))
        .collect()
}

/// A key with children and no value (`outputs:` with `cluster: k8s.Cluster` under it): its
/// children's keys and values.
fn nested(input: &crate::model::Input) -> Vec<(String, String)> {
    input
        .entry()
        .entries()
        .filter_map(|child| {
            let key = crate::storage::Name::key_of(&child)?;
            let value = child.value().map(|value| collapse(value.text())).unwrap_or_default();
            Some((key.text.to_string(), value))
        })
        .collect()
}

fn collapse(text: &str) -> String {
    let spaced = text
        .as_bytes()
        .windows(2)
        .any(|pair| pair[0].is_ascii_whitespace() && pair[1].is_ascii_whitespace());
    if !spaced && !text.contains(['\n', '\r', '\t']) && text.trim() == text {
        return text.to_string();
    }
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::CheckOptions;

    pub(crate) const HERO: &str = "name: api\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n  plan: tofu.plan\n    dir: ./infra\n  review: approval\n    show: plan.destroys\n  apply: tofu.apply\n    plan: plan\n    outputs:\n      cluster: k8s.Cluster\n  deploy: k8s.rollout\n    image: build.digest\n    cluster: apply.out.cluster\n    wait: healthy, 5m\n";

    fn plan_of(text: &str) -> Plan {
        let parse = ks_lang::parse(text);
        let checked = crate::check(&parse, &CheckOptions::default());
        assert!(!checked.has_errors(), "{:?}", checked.diagnostics());
        plan(&checked).expect("no errors")
    }

    fn numbered(plan: &EnvPlan) -> Vec<(u32, &str, &str)> {
        plan.steps.iter().map(|s| (s.number, s.name.as_str(), s.status.as_str())).collect()
    }

    fn edges(plan: &EnvPlan) -> Vec<String> {
        plan.edges.iter().map(|e| format!("{} -> {} {}", e.from, e.to, e.reason.as_str())).collect()
    }

    #[test]
    fn the_hero_is_numbered_and_gated_as_graph_4_says() {
        let plan = plan_of(HERO);
        assert_eq!(plan.envs.len(), 1);
        let env = &plan.envs[0];
        assert_eq!(env.env, "default");
        assert_eq!(
            numbered(env),
            [
                (1, "build", "planned"),
                (2, "plan", "planned"),
                (3, "review", "planned"),
                (4, "apply", "planned"),
                (5, "deploy", "planned")
            ]
        );
        assert_eq!(
            edges(env),
            [
                "build -> deploy data",
                "plan -> review data",
                "plan -> apply data",
                "review -> apply approval",
                "apply -> deploy data"
            ]
        );
        let deploy = &env.steps[4];
        assert_eq!(deploy.rollback, Some(RollbackPolicy::Auto));
        assert_eq!(deploy.action, Some("deploy"));
        assert_eq!(env.steps[0].rollback, None);
        let text = |key: &str, value: &str| PlannedInput {
            key: key.into(),
            value: InputValue::Text(value.into()),
            filled: false,
        };
        assert_eq!(
            *deploy.inputs,
            [
                text("image", "build.digest"),
                text("cluster", "apply.out.cluster"),
                text("wait", "healthy, 5m")
            ]
        );
        // `outputs:` has children, not a value: a map.
        let outputs = &env.steps[3].inputs[1];
        assert_eq!(outputs.key, "outputs");
        assert_eq!(outputs.value, InputValue::Map(vec![("cluster".into(), "k8s.Cluster".into())]));
        assert_eq!(outputs.value.text(), "cluster: k8s.Cluster");
    }

    fn settled(condition: &str, env: &str) -> Option<bool> {
        let text = format!("x: {condition}\n");
        let parse = ks_lang::parse(&text);
        let value = parse.tree().entries().next().unwrap().value().unwrap();
        settle(&value, env)
    }

    #[test]
    fn conditions_settle_from_context_only() {
        assert_eq!(settled("true", "dev"), Some(true));
        assert_eq!(settled("false", "dev"), Some(false));
        assert_eq!(settled("env is prod", "prod"), Some(true));
        assert_eq!(settled("env is prod", "dev"), Some(false));
        assert_eq!(settled("env is dev | staging", "staging"), Some(true));
        assert_eq!(settled("not env is prod", "dev"), Some(true));
        assert_eq!(settled("not (env is prod)", "prod"), Some(false));
        assert_eq!(settled("build.signed", "dev"), None);
        assert_eq!(settled("git.branch == \"main\"", "dev"), None);
        assert_eq!(settled("not build.signed", "dev"), None);
        // and/or (D14): all operands settled, or short-circuit on either side.
        assert_eq!(settled("env is prod and true", "prod"), Some(true));
        assert_eq!(settled("env is prod or env is dev", "dev"), Some(true));
        assert_eq!(settled("false and build.signed", "dev"), Some(false));
        assert_eq!(settled("build.signed and env is prod", "dev"), Some(false));
        assert_eq!(settled("build.signed and env is prod", "prod"), None);
        assert_eq!(settled("true or build.signed", "dev"), Some(true));
        assert_eq!(settled("build.signed or env is prod", "dev"), None);
    }

    #[test]
    fn a_settled_false_step_is_skipped_with_what_waits_on_it() {
        let text = "envs:\n  dev:\n  prod:\nsteps:\n  build: oci.image\n    from: ./x\n  review: approval\n    show: build.digest\n    when: env is prod\n  deploy: k8s.rollout\n    image: build.digest\n    rollback: manual\n  notify: ./n.ts\n    after: deploy\n  audit: ./a.ts\n    when: build.signed\n";
        let plan = plan_of(text);
        let dev = &plan.envs[0];
        let prod = &plan.envs[1];
        assert_eq!(numbered(dev).iter().map(|s| s.0).collect::<Vec<_>>(), [1, 2, 3, 4, 5]);
        assert_eq!(
            numbered(dev),
            [
                (1, "build", "planned"),
                (2, "review", "skipped"),
                (3, "deploy", "skipped"),
                (4, "notify", "skipped"),
                (5, "audit", "skipped")
            ]
        );
        // audit reads build, which review shows: review gates it, so it goes with review.
        assert_eq!(dev.steps[4].skipped, Some(SkipReason::WaitsOn("review".into())));
        assert_eq!(dev.steps[1].skipped, Some(SkipReason::Condition));
        assert_eq!(dev.steps[2].skipped, Some(SkipReason::WaitsOn("review".into())));
        assert_eq!(dev.steps[3].skipped, Some(SkipReason::WaitsOn("deploy".into())));
        assert!(prod.steps.iter().all(|s| s.status == Status::Planned));
        assert_eq!(prod.steps[1].condition, Condition::Settled(true));
        assert_eq!(prod.steps[4].condition, Condition::RunTime);
        assert_eq!(prod.steps[0].condition, Condition::None);
        assert_eq!(prod.steps[2].rollback, Some(RollbackPolicy::Manual));
        // audit is gated by review too (it reads build); review → audit is an approval edge.
        assert!(edges(prod).contains(&"review -> audit approval".to_string()));
    }

    #[test]
    fn a_file_with_errors_has_no_plan() {
        let parse = ks_lang::parse("steps:\n  a: ./a.ts\n    after: a\n");
        let checked = crate::check(&parse, &CheckOptions::default());
        assert!(plan(&checked).is_none());
    }
}
