//! Cycles among steps (GRAPH-5, GRAPH-10): KS0204 for every circle of the graph's edges, with its
//! path and, where an approval gates a hop, why. The graph finds the circles; this words them.

use ks_lang::Diagnostic;

use super::Ctx;
use crate::{
    codes,
    graph::{cycle_message, cycles_among, Edge, EdgeReason},
    model::StepId,
};

/// KS0204 for every cycle among `edges` (every step's [`step_edges`]).
pub(super) fn check(ctx: &mut Ctx<'_>, edges: Vec<Edge>) {
    for cycle in &cycles_among(ctx.workflow, edges) {
        let name = |step: StepId| ctx.workflow.steps[step].name();
        let mut hint = if cycle.path.len() == 2 {
            "a step cannot wait on itself: remove the reference or the `after:` name".to_string()
        } else {
            "steps wait on each other in a circle: remove one of these references or `after:` names"
                .to_string()
        };
        for (hop, reason) in cycle.reasons.iter().enumerate() {
            if *reason == EdgeReason::Approval {
                let (gate, gated) = (name(cycle.path[hop]), name(cycle.path[hop + 1]));
                hint.push_str(&format!(
                    "; `{gated}` waits for approval `{gate}` because it reads what `{gate}` shows"
                ));
            }
        }
        ctx.push(
            Diagnostic::error(codes::CYCLE, cycle.site, cycle_message(ctx.workflow, cycle))
                .with_hint(hint),
        );
    }
}
