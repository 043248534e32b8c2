//! `keepshipping plan`: what a runner would execute, per environment (D21), for a reviewer (human),
//! as the `plan.json` notation, as Graphviz DOT or as a Mermaid flowchart.

use std::{collections::HashMap, fmt::Write as _};

use ks_core::{
    plan::{Condition, EnvPlan, Plan, PlanEdge, SkipReason, Status as StepStatus},
    select::{Event, SelectedBy},
    CheckOptions, EdgeReason,
};

use ks_lang::{Diagnostic, Severity};

use crate::{Printed, Report, Status, Styles};

/// How to print the plan (`--format`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
pub enum Format {
    /// For a reviewer in a terminal.
    Human,
    /// The `plan.json` notation.
    Json,
    /// Graphviz DOT, one cluster per environment.
    Dot,
    /// A Mermaid flowchart, one subgraph per environment.
    Mermaid,
}

/// The environments `text` declares, in declaration order (`default` for a file that declares none),
/// as a JSON array of names: what a client offers for `plan --env`.
pub fn environments_json(text: &str, options: &CheckOptions) -> String {
    let checked = ks_core::check(&ks_lang::parse(text), options);
    serde_json::json!(checked.workflow().env_names()).to_string()
}

/// Checks `text` and prints its plan. Every diagnostic goes to standard error first; a file with
/// errors has no plan (status `Failed`). With `env` or `event`, `ks_core::select_env` picks one
/// environment; a selection that fails is status `Usage`, its reason on standard error.
pub fn run(
    file: &str,
    text: &str,
    options: &CheckOptions,
    env: Option<&str>,
    event: Option<&Event>,
    format: Format,
    styles: Styles,
) -> Printed {
    run_judged(file, text, options, &|_| {}, Selection { env, event }, format, styles)
}

/// Which environment [`run_judged`] plans: `env`, or the one `event` selects; all without either.
#[derive(Clone, Copy, Default)]
pub struct Selection<'a> {
    pub env: Option<&'a str>,
    pub event: Option<&'a Event>,
}

/// [`run`] with the host's configuration laid over the diagnostics before anything is printed:
/// `judge` leaves out what the file's `[per-file-ignores]` ignore and makes errors of the warnings
/// `warnings-as-errors` makes fail (the CLI passes `ks_host::config::Config::apply`). So `plan`
/// prints what `check` reports, and refuses a file `check` fails (ADR 0070).
pub fn run_judged(
    file: &str,
    text: &str,
    options: &CheckOptions,
    judge: &dyn Fn(&mut Vec<Diagnostic>),
    selection: Selection<'_>,
    format: Format,
    styles: Styles,
) -> Printed {
    let Selection { env, event } = selection;
    let mut out = Printed::new();
    let checked = ks_core::check(&ks_lang::parse(text), options);
    let mut diagnostics = checked.diagnostics().to_vec();
    judge(&mut diagnostics);
    if !diagnostics.is_empty() {
        let report = Report { file, text, diagnostics: &diagnostics };
        out.err(crate::diagnostics::human(&report, styles.stderr));
    }
    let failing = diagnostics.iter().any(|d| d.severity == Severity::Error);
    let Some(mut plan) = ks_core::plan::plan(&checked).filter(|_| !failing) else {
        out.err("error: the file has errors, so there is no plan\n");
        return out.ended(Status::Failed);
    };
    let mut selected = None;
    if env.is_some() || event.is_some() {
        match ks_core::select_env(checked.workflow(), env, event) {
            Ok(choice) => {
                plan.envs.retain(|planned| planned.env == choice.env);
                selected = Some(choice);
            }
            Err(err) => {
                out.err(format!("error: {err}\n"));
                return out.ended(Status::Usage);
            }
        }
    }
    out.out(match format {
        Format::Human => {
            let how = selected.map(|choice| match choice.by {
                SelectedBy::Request => "chosen with --env".to_string(),
                SelectedBy::Event => {
                    format!("selected by {}", event.map(ToString::to_string).unwrap_or_default())
                }
                SelectedBy::Single => "the only environment".to_string(),
            });
            human(&plan, how.as_deref())
        }
        Format::Json => crate::plan_json::json_of(file, &plan),
        Format::Dot => dot(&plan),
        Format::Mermaid => mermaid(&plan),
    });
    out
}

/// One block per environment: a header, then one line per step in number order and, under it, what
/// it waits on, its condition, and why it is skipped.
pub fn human(plan: &Plan, how: Option<&str>) -> String {
    let mut out = String::new();
    for (i, env) in plan.envs.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let planned = env.steps.iter().filter(|s| s.status == StepStatus::Planned).count();
        let skipped = env.steps.len() - planned;
        let _ = write!(out, "plan for `{}`", env.env);
        if let Some(how) = how {
            let _ = write!(out, " ({how})");
        }
        let _ = writeln!(
            out,
            ": {planned} step{} to run, {skipped} skipped",
            if planned == 1 { "" } else { "s" }
        );
        let name_width = env.steps.iter().map(|s| s.name.len()).max().unwrap_or(0);
        let kind_width =
            env.steps.iter().map(|s| s.kind.as_deref().unwrap_or("?").len()).max().unwrap_or(0);
        let number_width = env.steps.len().to_string().len();
        let pad = " ".repeat(number_width + 4);
        let incoming = Incoming::new(env);
        for (at, step) in env.steps.iter().enumerate() {
            // The step's line, written in place; the padding of its last column trimmed.
            let line_start = out.len();
            let _ = write!(
                out,
                "  {:>number_width$}. {:<name_width$}  {:<kind_width$}  {:<7}",
                step.number,
                step.name,
                step.kind.as_deref().unwrap_or("?"),
                step.status.as_str(),
            );
            let mut notes = 0;
            let mut note = |out: &mut String| {
                out.push_str(if notes == 0 { "  " } else { ", " });
                notes += 1;
            };
            if let Some(action) = step.action {
                note(&mut out);
                let _ = write!(out, "action {action}");
            }
            if let Some(policy) = step.rollback {
                note(&mut out);
                let _ = write!(out, "rollback {}", policy.as_str());
            } else if !step.rollback_inside.is_empty() {
                // A block use whose deploys differ: each, by its path inside (ADR 0056).
                note(&mut out);
                out.push_str("rollback ");
                for (i, (path, policy)) in step.rollback_inside.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    let _ = write!(out, "{path} {}", policy.as_str());
                }
            }
            if step.ci_only {
                note(&mut out);
                out.push_str("ci-only");
            }
            let end = line_start + out[line_start..].trim_end().len();
            out.truncate(end);
            out.push('\n');
            // `waits on build (data), review (approval)`
            list_line(&mut out, &pad, "waits on ", incoming.of(at), |out, edge| {
                let _ = write!(out, "{} ({})", edge.from, edge.reason.as_str());
            });
            // `defaults replicas = 2`: what the use leaves to its block (BLOCK-6).
            let filled = step.inputs.iter().filter(|input| input.filled);
            list_line(&mut out, &pad, "defaults ", filled, |out, input| {
                let _ = write!(out, "{} = {}", input.key, input.value.text());
            });
            if let Some(when) = &step.when {
                let settled = match step.condition {
                    Condition::Settled(value) => format!("settled before the run: {value}"),
                    Condition::RunTime => "decided at run time".to_string(),
                    Condition::None => String::new(),
                };
                let _ = writeln!(out, "{pad}when {when}  ({settled})");
            }
            match &step.skipped {
                Some(SkipReason::WaitsOn(other)) => {
                    let _ = writeln!(out, "{pad}skipped: it waits on `{other}`, which is skipped");
                }
                Some(SkipReason::Condition) => {
                    let _ = writeln!(out, "{pad}skipped: its condition is false in `{}`", env.env);
                }
                None => {}
            }
        }
    }
    out
}

/// One indented line `<label><item>, <item>…` under a step, written only when there is an item.
fn list_line<T>(
    out: &mut String,
    pad: &str,
    label: &str,
    items: impl Iterator<Item = T>,
    mut item: impl FnMut(&mut String, T),
) {
    let mut items = items.peekable();
    if items.peek().is_none() {
        return;
    }
    out.push_str(pad);
    out.push_str(label);
    for (i, each) in items.enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        item(out, each);
    }
    out.push('\n');
}

/// Where each step of an environment is in its list, by name (names are unique in a file that has
/// a plan). A name no step has is `None`.
struct Positions<'a> {
    by_name: HashMap<&'a str, usize>,
}

impl<'a> Positions<'a> {
    fn new(env: &'a EnvPlan) -> Positions<'a> {
        let mut by_name = HashMap::with_capacity(env.steps.len());
        for (at, step) in env.steps.iter().enumerate() {
            by_name.entry(step.name.as_str()).or_insert(at);
        }
        Positions { by_name }
    }

    fn of(&self, name: &str) -> Option<usize> {
        self.by_name.get(name).copied()
    }
}

/// The edges into each step of an environment, in the environment's edge order: one pass over the
/// edges, instead of one per step.
struct Incoming<'a> {
    env: &'a EnvPlan,
    /// The edges into step `at` are `edges[start[at]..start[at + 1]]` (indices into `env.edges`).
    start: Vec<usize>,
    edges: Vec<usize>,
}

impl<'a> Incoming<'a> {
    fn new(env: &'a EnvPlan) -> Incoming<'a> {
        let positions = Positions::new(env);
        let n = env.steps.len();
        let to: Vec<Option<usize>> = env.edges.iter().map(|edge| positions.of(&edge.to)).collect();
        let mut start = vec![0usize; n + 1];
        for &at in to.iter().flatten() {
            start[at + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut edges = vec![0usize; start[n]];
        for (k, at) in to.iter().enumerate() {
            if let Some(at) = *at {
                edges[fill[at]] = k;
                fill[at] += 1;
            }
        }
        Incoming { env, start, edges }
    }

    fn of(&self, at: usize) -> impl Iterator<Item = &'a PlanEdge> + '_ {
        self.edges[self.start[at]..self.start[at + 1]].iter().map(|&k| &self.env.edges[k])
    }
}

fn dot_quote(text: &str) -> String {
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""))
}

/// Graphviz: one cluster per environment; data edges solid, approval edges bold, `after:` edges
/// dashed; skipped steps dashed and grey.
pub fn dot(plan: &Plan) -> String {
    let mut out = String::from(
        "digraph plan {\n  rankdir=LR;\n  node [shape=box, fontname=\"sans-serif\"];\n  edge [fontname=\"sans-serif\", fontsize=10];\n",
    );
    for (e, env) in plan.envs.iter().enumerate() {
        let _ = writeln!(out, "  subgraph cluster_{e} {{\n    label={};", dot_quote(&env.env));
        let node = |name: &str| dot_quote(&format!("{}/{name}", env.env));
        for step in &env.steps {
            let label =
                format!("{}. {}\n{}", step.number, step.name, step.kind.as_deref().unwrap_or("?"));
            let style = if step.status == StepStatus::Skipped {
                ", style=dashed, color=gray50, fontcolor=gray50"
            } else {
                ""
            };
            let _ = writeln!(
                out,
                "    {} [label={}{style}];",
                node(&step.name),
                dot_quote(&label).replace('\n', "\\n")
            );
        }
        for edge in &env.edges {
            let style = match edge.reason {
                EdgeReason::Data => "",
                EdgeReason::Approval => ", style=bold",
                EdgeReason::After => ", style=dashed",
            };
            let _ = writeln!(
                out,
                "    {} -> {} [label={}{style}];",
                node(&edge.from),
                node(&edge.to),
                dot_quote(edge.reason.as_str())
            );
        }
        out.push_str("  }\n");
    }
    out.push_str("}\n");
    out
}

/// Mermaid: a left-to-right flowchart, one subgraph per environment; node ids are positional
/// (`e0s3`), names are labels; data `-->`, approval `==>`, `after:` `-.->`.
pub fn mermaid(plan: &Plan) -> String {
    let mut out = String::from("flowchart LR\n");
    let mut skipped = Vec::new();
    for (e, env) in plan.envs.iter().enumerate() {
        let _ = writeln!(out, "  subgraph e{e} [\"{}\"]", mermaid_text(&env.env));
        let positions = Positions::new(env);
        let id = |name: &str| format!("e{e}s{}", positions.of(name).unwrap_or(0));
        for step in &env.steps {
            let _ = writeln!(
                out,
                "    {}[\"{}. {}<br/>{}\"]",
                id(&step.name),
                step.number,
                mermaid_text(&step.name),
                mermaid_text(step.kind.as_deref().unwrap_or("?"))
            );
            if step.status == StepStatus::Skipped {
                skipped.push(id(&step.name));
            }
        }
        for edge in &env.edges {
            let arrow = match edge.reason {
                EdgeReason::Data => "-->",
                EdgeReason::Approval => "==>",
                EdgeReason::After => "-.->",
            };
            let _ = writeln!(
                out,
                "    {} {arrow}|{}| {}",
                id(&edge.from),
                edge.reason.as_str(),
                id(&edge.to)
            );
        }
        out.push_str("  end\n");
    }
    if !skipped.is_empty() {
        out.push_str("  classDef skipped stroke-dasharray: 5 5,color:#888\n");
        let _ = writeln!(out, "  class {} skipped", skipped.join(","));
    }
    out
}

/// Text inside a quoted Mermaid label: quotes and angle brackets as entities.
fn mermaid_text(text: &str) -> String {
    text.replace('&', "#amp;").replace('"', "#quot;").replace('<', "#lt;").replace('>', "#gt;")
}
