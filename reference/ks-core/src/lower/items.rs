//! The first passes: the file's items and each step's name, kind and keys.

use ks_lang::{
    ast::{AstToken, Expr, ScalarClass},
    TextRange,
};

use super::{envs, inputs, policy, triggers, types};
use crate::{
    catalog, model::*, rollback::RollbackPolicy, signature::BlockSignatures, storage::Name,
    types::Type,
};

/// The file's own items, without references: top-level entries, triggers, environments, a
/// block's inputs, policy subjects, and the steps with their kinds (`blocks` resolves block uses) and
/// keys. Every step is named before any key is read, so that `after:` names forward (GRAPH-2).
pub(crate) fn lower_items(parse: &ks_lang::Parse, blocks: &BlockSignatures) -> Workflow {
    let mut workflow = Workflow::default();
    workflow.source = Some(parse.syntax());
    workflow.parsed_cleanly = !parse.has_errors();
    for entry in parse.tree().entries() {
        let Some(key) = Name::key_of(&entry) else { continue };
        workflow.top_level.push(TopLevel { key, entry });
    }
    workflow.is_block_file = workflow.top_level.iter().any(|top| top.key.text == "block");
    let first = |key: &str| {
        workflow.top_level.iter().find(|top| top.key.text == key).map(|top| top.entry.clone())
    };
    let (name, envs, on, steps, policy, inputs) = (
        first("name"),
        first("envs"),
        first("on"),
        first("steps"),
        first("policy"),
        first("inputs"),
    );

    workflow.name = name.and_then(|entry| entry.value()).map(|value| match &value {
        Expr::String(string) => {
            Name { text: string.value().into(), span: string.syntax().text_range() }
        }
        other => Name { text: other.text().into(), span: other.text_range() },
    });
    workflow.triggers = on.map(triggers::lower_triggers);
    workflow.implicit_env = envs.is_none();
    if let Some(envs) = envs {
        for entry in envs.entries() {
            if let Some(env) = envs::lower_env(entry) {
                workflow.add_env(env);
            }
        }
    }
    if workflow.is_block_file {
        if let Some(inputs) = inputs {
            for entry in inputs.entries() {
                let Some(name) = Name::key_of(&entry) else { continue };
                let ty = entry
                    .value()
                    .and_then(|value| types::declared_type(&value))
                    .unwrap_or(Type::Any);
                workflow.block_inputs.push((name, ty));
            }
        }
    }
    if let Some(policy) = policy {
        workflow.policy = policy.entries().filter_map(policy::lower_subject).collect();
    }
    let Some(steps) = steps else { return workflow };

    // Names and kinds first, so that forward names resolve (GRAPH-2).
    let count = steps.entries().count();
    workflow.reserve_steps(count);
    let mut ids = Vec::with_capacity(count);
    // One empty list of answers, shared by the steps that are not decide steps.
    let no_answers = crate::types::Answers::default();
    for entry in steps.entries() {
        let (Some((_, name_span)), value) = entry.key_and_value() else { continue };
        let (kind, kind_span) = resolve_kind(value, blocks);
        let step = Step {
            name_span,
            entry,
            kind,
            kind_span,
            inputs: Box::default(),
            after: Box::default(),
            ci_only: None,
            rollback: RollbackPolicy::Auto,
            action: None,
            answers: no_answers.clone(),
            output_types: Box::default(),
            declared_outputs: None,
            env_gate: None,
        };
        ids.push(workflow.add_step(step));
    }
    // Then the keys under each step.
    let mut scratch = inputs::Scratch::default();
    for &id in &ids {
        inputs::lower_inputs(&mut workflow, id, &mut scratch);
    }
    workflow
}

/// A step's kind as written, and what it resolves to.
fn resolve_kind(value: Option<Expr>, blocks: &BlockSignatures) -> (Kind, Option<TextRange>) {
    let Some(value) = value else { return (Kind::Missing, None) };
    let Some(word) = value.as_word() else { return (Kind::Missing, None) };
    let text = word.text();
    let kind = if text.ends_with(".ts") && word.class() == ScalarClass::Path {
        Kind::Script
    } else if let Some(spec) = catalog::kind(text) {
        Kind::Builtin(spec)
    } else if let Some(signature) = blocks.get(text) {
        Kind::Block(Box::new(signature.clone()))
    } else {
        Kind::Unknown
    };
    (kind, Some(word.syntax().text_range()))
}
