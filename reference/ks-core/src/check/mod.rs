//! Checks: queries over the [`Workflow`] model, one module per area. Each returns diagnostics; none
//! re-parses text. The header is judged on the file as written (before any migration).

use ks_lang::Diagnostic;

use crate::{model::Workflow, CheckOptions};

pub(crate) mod blocks;
pub(crate) mod conditions;
pub(crate) mod envs;
pub(crate) mod header;
pub(crate) mod policy;
pub(crate) mod refs;
pub(crate) mod steps;
pub(crate) mod structure;
pub(crate) mod triggers;
pub(crate) mod types;

/// Everything a check reads.
pub(crate) struct Ctx<'a> {
    pub workflow: &'a Workflow,
    pub options: &'a CheckOptions,
    pub out: Vec<Diagnostic>,
}

impl Ctx<'_> {
    pub fn push(&mut self, diagnostic: Diagnostic) {
        self.out.push(diagnostic);
    }
}

/// Runs every check of the model.
pub(crate) fn run(workflow: &Workflow, options: &CheckOptions) -> Vec<Diagnostic> {
    let mut ctx = Ctx { workflow, options, out: Vec::new() };
    structure::check(&mut ctx);
    steps::check(&mut ctx);
    types::check(&mut ctx);
    refs::check(&mut ctx);
    conditions::check(&mut ctx);
    envs::check(&mut ctx);
    triggers::check(&mut ctx);
    blocks::check(&mut ctx);
    policy::check(&mut ctx);
    crate::graph::check(&mut ctx);
    ctx.out
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
