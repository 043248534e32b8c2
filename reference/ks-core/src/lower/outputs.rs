//! Run-time outputs declared outside the file (`*.tf`, script modules): which steps the host is
//! asked about, and its answers put on them. Lowering never asks the port itself: the caller answers
//! the questions between the item and reference passes, so the passes stay functions of their data.

use ks_lang::ast::{AstToken, Expr, ScalarClass};

use crate::{model::*, ports::outputs::DeclaredOutputs};

/// One step whose outputs exist only at run time: what [`crate::ports::outputs::OutputFacts`] is
/// asked about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct OutputQuestion<'a> {
    pub(crate) step: StepId,
    /// The kind as written (`tofu.apply`, `./ship/migrate.ts`).
    pub(crate) kind: &'a str,
    pub(crate) name: &'a str,
    /// The literal `dir:` of the plan a `tofu.apply` applies.
    pub(crate) literal_dir: Option<String>,
}

/// The steps a host is asked about, in source order: built-in kinds with run-time outputs, and
/// scripts.
pub(crate) fn output_questions(workflow: &Workflow) -> Vec<OutputQuestion<'_>> {
    workflow
        .steps
        .iter()
        .filter(|(_, step)| match &step.kind {
            Kind::Builtin(spec) => spec.runtime_outputs,
            Kind::Script => true,
            _ => false,
        })
        .map(|(id, step)| OutputQuestion {
            step: id,
            kind: step.kind_text().unwrap_or(""),
            name: step.name(),
            literal_dir: literal_plan_dir(workflow, step),
        })
        .collect()
}

/// Puts the host's answers on their steps (`None`: not seen, the outputs stay unchecked).
pub(crate) fn add_declared_outputs(
    workflow: &mut Workflow,
    answers: impl IntoIterator<Item = (StepId, Option<DeclaredOutputs>)>,
) {
    for (id, declared) in answers {
        workflow.steps[id].declared_outputs = declared.map(Box::new);
    }
}

/// The literal `dir:` of the `tofu.plan` a `tofu.apply` names (IAC-1).
fn literal_plan_dir(workflow: &Workflow, step: &Step) -> Option<String> {
    let plan = step.input("plan")?.value()?;
    let name = match plan {
        Expr::Word(word) => std::borrow::Cow::Borrowed(word.text()),
        Expr::String(string) => std::borrow::Cow::Owned(string.value()),
        _ => return None,
    };
    let plan = &workflow.steps[workflow.step(&name)?];
    let dir = plan.input("dir")?.value()?;
    let word = dir.as_word()?;
    (word.class() == ScalarClass::Path).then(|| word.text().to_string())
}
