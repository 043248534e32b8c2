//! Lowering: the typed AST of one file into the [`Workflow`] model, once, in passes. Names are
//! classified here (REF-3..REF-7: which dotted names are references) and references resolved
//! against the steps and namespaces the file declares; checks only read the result. Never panics on
//! a broken tree: every accessor is an `Option`, and what is missing is simply not in the model.
//!
//! The passes, in order, each a function of the data it is given:
//! 1. [`lower_items`]: the file's items, and each step's name, kind (block uses resolved against
//!    the signatures it is given) and keys (`items`, `inputs`, `envs`, `triggers`, `policy`).
//! 2. [`output_questions`] and [`add_declared_outputs`]: the steps whose outputs the host declares,
//!    and its answers. The caller asks the host in between; no pass calls a port.
//! 3. [`lower_references`]: every reference, resolved (`references`, `resolve`).

mod envs;
mod exprs;
mod inputs;
mod items;
mod outputs;
mod policy;
mod references;
mod resolve;
mod triggers;
mod types;

#[cfg(test)]
mod tests;

pub(crate) use exprs::{all_interpolations, children, push_children};
pub(crate) use items::lower_items;
pub(crate) use outputs::{add_declared_outputs, output_questions};
pub(crate) use references::lower_references;
pub(crate) use resolve::resolve;
pub(crate) use triggers::{trigger_item, TriggerItem};
pub(crate) use types::{declared_type, read_declared_type};

/// A file's model when the host is not asked about run-time outputs (they stay unchecked): block
/// derivation, which sees only the block files and the signatures derived so far.
pub(crate) fn without_output_facts(
    parse: &ks_lang::Parse,
    blocks: &crate::signature::BlockSignatures,
) -> crate::model::Workflow {
    let mut workflow = lower_items(parse, blocks);
    lower_references(&mut workflow);
    workflow
}
