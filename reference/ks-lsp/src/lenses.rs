//! `textDocument/codeLens` (ADR 0080): on each environment's name, its plan's summary ("prod: 4
//! steps, 1 skipped": the steps that run, and those skipped), which opens the plan
//! (`keepshipping.showPlan`); on `steps:`, the plan's Mermaid graph (`keepshipping.showPlanGraph`);
//! on each step's name, how many places read it or wait on it ("2 references", the declaration not
//! counted), which lists them (`editor.action.showReferences`, the command VS Code and others
//! answer on the client). With an environment selected, only its plan. A file with errors has no
//! plan: only the references.

use ks_core::plan::Status;
use lsp_types::{CodeLens, Command, Location, Uri};
use serde_json::{json, Value};

use crate::context::Around;
use crate::convert::Analysed;
use crate::reply::Reply;

fn lens(
    done: &Analysed,
    at: ks_lang::TextRange,
    title: String,
    command: &str,
    args: Value,
) -> CodeLens {
    CodeLens {
        range: done.range(at),
        command: Some(Command {
            title,
            command: command.to_string(),
            arguments: Some(args.as_array().cloned().unwrap_or_default()),
        }),
        data: None,
    }
}

fn plural(count: usize, one: &str) -> String {
    match count {
        1 => format!("1 {one}"),
        _ => format!("{count} {one}s"),
    }
}

/// The plan lenses: a summary per environment (on its name, or on `steps:` for the implicit
/// `default`) and the graph (on `steps:`).
fn plan_lenses(done: &Analysed, around: &Around, uri: &Uri, out: &mut Vec<CodeLens>) {
    let workflow = done.analysis.checked.workflow();
    let Some(plan) = done.analysis.plan() else { return };
    let steps_key = workflow.top_level().iter().find(|top| top.key.text == "steps");
    let Some(steps_key) = steps_key.map(|top| top.key.span) else { return };
    let selected = around.live.environment.as_deref();
    let selected = selected.filter(|name| plan.envs.iter().any(|env| env.env == *name));
    for env in plan.envs.iter().filter(|env| selected.is_none_or(|name| env.env == name)) {
        let planned = env.steps.iter().filter(|step| step.status == Status::Planned).count();
        let skipped = env.steps.len() - planned;
        let title = format!("{}: {}, {skipped} skipped", env.env, plural(planned, "step"));
        let at = workflow.env(&env.env).map_or(steps_key, |id| workflow.envs()[id].name.span);
        let args = json!([{"uri": uri, "environment": env.env}]);
        out.push(lens(done, at, title, "keepshipping.showPlan", args));
    }
    let args = match selected {
        Some(name) => json!([{"uri": uri, "environment": name}]),
        None => json!([{"uri": uri}]),
    };
    out.push(lens(done, steps_key, "plan graph".to_string(), "keepshipping.showPlanGraph", args));
}

/// `textDocument/codeLens`.
pub(crate) fn code_lenses(done: &Analysed, around: &Around, _: Value) -> Reply {
    let uri = &done.snapshot.uri;
    let mut out = Vec::new();
    plan_lenses(done, around, uri, &mut out);
    let workflow = done.analysis.checked.workflow();
    // Each step's places, in one pass over the `after:` names and the references (as
    // `occurrences` finds them, less the declaration).
    let mut places: Vec<Vec<ks_lang::TextRange>> = vec![Vec::new(); workflow.steps().len()];
    for step in workflow.steps().values() {
        for after in &step.after {
            if let Some(target) = after.target {
                places[target.index()].push(after.name.span);
            }
        }
    }
    for reference in workflow.references().values() {
        if let (Some(target), Some(root)) = (reference.target_step(), reference.segment(0)) {
            places[target.index()].push(root.span);
        }
    }
    for ((_, step), mut ranges) in workflow.steps().iter().zip(places) {
        ranges.sort_by_key(|range| (range.start(), range.end()));
        ranges.dedup();
        let title = plural(ranges.len(), "reference");
        let locations: Vec<Location> = ranges
            .into_iter()
            .map(|range| Location { uri: uri.clone(), range: done.range(range) })
            .collect();
        let start = done.range(step.name_span()).start;
        let args = json!([uri, start, locations]);
        out.push(lens(done, step.name_span(), title, "editor.action.showReferences", args));
    }
    Ok(serde_json::to_value(out)?)
}
