//! Inlay hints from the plan (`keepshipping plan`): after each step's name, its number in each
//! environment's plan (or why it is skipped there) and the steps it waits on. With an environment
//! selected (the `environment` setting), only its plan, and after each `when:` how it is settled
//! there (ADR 0080). A file with errors has no plan, and so no hints.

use std::collections::{BTreeSet, HashSet};

use ks_core::plan::{Condition, SkipReason, Status};
use ks_lang::TextRange;

use crate::analysis::Analysis;

/// One hint: where it goes (model offset) and its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlanHint {
    pub offset: u32,
    pub label: String,
}

impl Analysis {
    /// The hints of the steps whose names lie in `range`: of the `selected` environment's plan when
    /// the file declares it, else of every environment's. The plan is the analysis's (made once);
    /// each environment's steps and edges are read once, and only the steps in the range get a
    /// label (an editor asks for the screen it shows).
    pub fn plan_hints(&self, range: TextRange, selected: Option<&str>) -> Vec<PlanHint> {
        let Some(plan) = self.plan() else { return Vec::new() };
        let selected = selected.filter(|name| plan.envs.iter().any(|env| env.env == *name));
        let envs = plan.envs.iter().filter(|env| selected.is_none_or(|name| env.env == name));
        let workflow = self.checked.workflow();
        let count = workflow.steps().len();
        let inside = |span: TextRange| range.start() <= span.start() && span.end() <= range.end();
        let wanted: Vec<bool> = workflow.steps().values().map(|s| inside(s.name_span())).collect();
        let wanted_names: HashSet<&str> = workflow
            .steps()
            .values()
            .filter(|step| inside(step.name_span()))
            .map(|step| step.name())
            .collect();
        if wanted_names.is_empty() {
            return Vec::new();
        }
        // By step index: its place in each environment's plan, and the steps it waits on.
        let mut places: Vec<Vec<String>> = vec![Vec::new(); count];
        let mut waits: Vec<BTreeSet<&str>> = vec![BTreeSet::new(); count];
        // By step index, with a selection: how its `when:` is decided there.
        let mut whens: Vec<Option<String>> = vec![None; count];
        for env in envs {
            for planned in env.steps.iter().filter(|planned| wanted[planned.id.index()]) {
                places[planned.id.index()].push(match (&planned.status, &planned.skipped) {
                    (Status::Planned, _) => format!("{} #{}", env.env, planned.number),
                    (Status::Skipped, Some(SkipReason::WaitsOn(on))) => {
                        format!("{}: skipped (waits on {on})", env.env)
                    }
                    (Status::Skipped, _) => format!("{}: skipped (when)", env.env),
                });
                if selected.is_some() {
                    whens[planned.id.index()] = match planned.condition {
                        Condition::Settled(value) => {
                            Some(format!("settled {value} in {}", env.env))
                        }
                        Condition::RunTime => Some("decided at run time".to_string()),
                        Condition::None => None,
                    };
                }
            }
            for edge in env.edges.iter().filter(|edge| wanted_names.contains(&*edge.to)) {
                if let Some(to) = workflow.step(&edge.to) {
                    waits[to.index()].insert(&edge.from);
                }
            }
        }
        let mut out = Vec::new();
        for (id, step) in workflow.steps().iter() {
            let places = &places[id.index()];
            if places.is_empty() || !wanted[id.index()] {
                continue;
            }
            let mut label = places.join(" · ");
            let waits = &waits[id.index()];
            if !waits.is_empty() {
                label.push_str(" ← ");
                label.push_str(&waits.iter().copied().collect::<Vec<_>>().join(", "));
            }
            out.push(PlanHint { offset: step.name_span().end(), label });
            if let (Some(when), Some(label)) = (step.when(), whens[id.index()].take()) {
                out.push(PlanHint { offset: when.text_range().end(), label });
            }
        }
        out
    }
}
