//! Checks: queries over the [`Workflow`] model, one module per area. Each returns diagnostics; none
//! re-parses text. The header is judged on the file as written (before any migration).

use ks_lang::{Diagnostic, Parse, TextRange};

use crate::{
    analysis::{self, CheckOptions, Checked},
    format_version,
    model::{Reference, StepId, Workflow},
};

pub(crate) mod blocks;
pub(crate) mod conditions;
mod cycles;
pub(crate) mod depth;
pub(crate) mod envs;
pub(crate) mod header;
pub(crate) mod policy;
pub(crate) mod refs;
pub(crate) mod steps;
pub(crate) mod structure;
pub(crate) mod triggers;
pub(crate) mod types;

/// How many of the step's own references [`Ctx::reference_at`] compares before it asks the map.
const OWN_REFERENCES_SCANNED: usize = 16;

/// Everything a check reads.
pub(crate) struct Ctx<'a> {
    pub workflow: &'a Workflow,
    pub options: &'a CheckOptions,
    pub out: Vec<Diagnostic>,
    /// The step the step pass is at.
    pub step: Option<StepId>,
    /// Lists the condition checks work in, kept from step to step.
    pub condition_lists: conditions::Lists,
}

impl<'a> Ctx<'a> {
    pub fn push(&mut self, diagnostic: Diagnostic) {
        self.out.push(diagnostic);
    }

    /// The reference whose dotted name covers exactly `span`: among the first few references of the
    /// step at hand first (read in this pass, so in cache), else through the file's source map. Only
    /// a few: a condition may hold any number of references, and each is looked up.
    pub fn reference_at(&self, span: TextRange) -> Option<&'a Reference> {
        let workflow = self.workflow;
        let own = self.step.and_then(|step| {
            workflow.references_of(step).take(OWN_REFERENCES_SCANNED).find(|r| r.span == span)
        });
        own.or_else(|| workflow.reference_at(span))
    }
}

/// Checks a parsed file. Syntax errors come first; meaning is still checked wherever the tree allows.
///
/// The header is judged on the file as written. A file on the previous format (KS0610) is then read
/// the way `keepshipping fmt --upgrade` would write it: ks-migrate's migration in memory, whose text
/// is parsed and checked, and every diagnostic of that reading, syntax and meaning, is mapped back
/// onto the file through the migration's span map. Its syntax diagnostics replace the file's own
/// (0.0's `a = b` equalities would read as chained defaults in 0.1, KS0009). The model
/// ([`Checked::workflow`]) is the migrated reading's.
pub fn check(parse: &Parse, options: &CheckOptions) -> Checked {
    let (mut meaning, previous) = header::check(parse, options);
    let migrated = if previous { format_version::migrate_previous(parse) } else { None };
    let (mut diagnostics, workflow) = match &migrated {
        None => {
            let workflow = analysis::lower(parse, options);
            meaning.extend(run(&workflow, options));
            (parse.diagnostics().to_vec(), workflow)
        }
        Some(migrated) => {
            let reading = ks_lang::parse(&migrated.text);
            let workflow = analysis::lower(&reading, options);
            let back = |d: &Diagnostic| migrated.span_map.diagnostic_to_original(d.clone());
            meaning.extend(run(&workflow, options).iter().map(back));
            (reading.diagnostics().iter().map(back).collect(), workflow)
        }
    };
    meaning.sort_by_key(|diagnostic| (diagnostic.span.start(), diagnostic.span.end()));
    diagnostics.extend(meaning);
    Checked { diagnostics, workflow, migrated }
}

/// Runs every check of the model.
///
/// First each area's checks of one step, for every step in one pass: a large file's step (its
/// inputs, its references, its syntax) is read while it is in cache, not once per area (that made
/// checking 10,000 steps cost 15 times 1,000). Then what spans the file. Diagnostics are sorted by
/// span afterwards, so the order here is only the order of two at one span.
pub(crate) fn run(workflow: &Workflow, options: &CheckOptions) -> Vec<Diagnostic> {
    let mut ctx =
        Ctx { workflow, options, out: Vec::new(), step: None, condition_lists: Default::default() };
    // The optional context values already reported for the step at hand (once per step, CTX-3).
    let mut optional_seen = Vec::new();
    // The edges the steps write, for the cycle check: at most one a reference and one an `after:`
    // name, reserved at that (doubling would hold up to twice the room while the model is live).
    let afters: usize = workflow.steps.values().map(|step| step.after.len()).sum();
    let mut edges = Vec::with_capacity(workflow.references.len() + afters);
    for (id, step) in workflow.steps.iter() {
        ctx.step = Some(id);
        structure::check_step(&mut ctx, step);
        steps::check_step(&mut ctx, step);
        types::check_step(&mut ctx, step);
        refs::check_step(&mut ctx, step);
        conditions::check_step(&mut ctx, step);
        envs::check_step(&mut ctx, step);
        optional_seen.clear();
        for reference in workflow.references_of(id) {
            check_reference(&mut ctx, reference, &mut optional_seen);
        }
        crate::graph::step_edges(workflow, id, step, &mut edges);
    }
    ctx.step = None;
    // References outside any step's inputs (lowering makes none today) are checked alike.
    optional_seen.clear();
    for reference in workflow.references_outside_steps() {
        check_reference(&mut ctx, reference, &mut optional_seen);
    }
    structure::check(&mut ctx);
    envs::check(&mut ctx);
    triggers::check(&mut ctx);
    blocks::check(&mut ctx);
    depth::check(&mut ctx);
    policy::check(&mut ctx);
    cycles::check(&mut ctx, edges);
    ctx.out
}

/// Each area's checks of one reference.
fn check_reference<'a>(
    ctx: &mut Ctx<'a>,
    reference: &'a Reference,
    optional_seen: &mut Vec<&'a str>,
) {
    refs::check_reference(ctx, reference, optional_seen);
    steps::check_reference(ctx, reference);
}

/// Appends a second hint sentence.
pub(crate) fn join_hints(first: Option<String>, second: Option<String>) -> Option<String> {
    match (first, second) {
        (Some(a), Some(b)) => Some(format!("{a}; {b}")),
        (a, b) => a.or(b),
    }
}

/// Test helpers: check a text and list `CODE L:C-L:C` (or with the message).
#[cfg(test)]
pub(crate) mod testing {
    use ks_lang::LineIndex;

    use crate::CheckOptions;

    pub fn diags_with(text: &str, options: &CheckOptions) -> Vec<String> {
        let parse = ks_lang::parse(text);
        let checked = crate::check(&parse, options);
        let index = LineIndex::new(text);
        checked
            .diagnostics()
            .iter()
            .map(|d| {
                let (a, b) = index.range(d.span);
                format!("{} {}:{}-{}:{} {}", d.code, a.line, a.column, b.line, b.column, d.message)
            })
            .collect()
    }

    pub fn diags(text: &str) -> Vec<String> {
        diags_with(text, &CheckOptions::default())
    }

    /// Only the codes, in order.
    pub fn codes(text: &str) -> Vec<&'static str> {
        let parse = ks_lang::parse(text);
        crate::check(&parse, &CheckOptions::default())
            .diagnostics()
            .iter()
            .map(|d| d.code)
            .collect()
    }

    pub fn hints(text: &str) -> Vec<String> {
        let parse = ks_lang::parse(text);
        crate::check(&parse, &CheckOptions::default())
            .diagnostics()
            .iter()
            .filter_map(|d| d.hint.clone())
            .collect()
    }
}
