//! Blocks (BLOCK, GAP-27, D16): a block file's own rules — no environments, policy or triggers of its
//! own, typed inputs whose defaults type-check, outputs that map something its steps produce (KS0207)
//! — and what a use carries: a broken nest (KS0208, once per path), the environments its inner steps
//! name (KS0301 at the use) and the `verify:` obligation of the deploys it reaches (KS0304 at the use).
//! `inputs.<x>` (KS0209) is judged with the other references; undeclared and missing inputs at a use
//! (KS0205, KS0206) with the other steps.

use ks_lang::{
    ast::{AstToken, Expr},
    Diagnostic,
};

use super::Ctx;
use crate::storage::Name;
use crate::{
    block::{self, CarriedVerify},
    catalog::Action,
    codes, lower,
    model::{Kind, RefSite, Resolution},
    vocabulary,
};

pub(crate) fn check(ctx: &mut Ctx<'_>) {
    if ctx.workflow.is_block_file {
        block_file(ctx);
    }
    uses(ctx);
}

fn block_file(ctx: &mut Ctx<'_>) {
    let workflow = ctx.workflow;
    // Another file beside this one declaring the same name (the host reads a block file's own
    // directory, this file included).
    let declared = block::top_entry(workflow, "block").and_then(|entry| entry.value());
    let signature = declared.as_ref().and_then(|value| match value {
        Expr::Word(word) => ctx.options.blocks.get(word.text()),
        _ => None,
    });
    if let (Some(value), Some((message, hint))) =
        (&declared, signature.and_then(block::declared_twice))
    {
        ctx.push(
            Diagnostic::error(codes::DUPLICATE_KEY, value.text_range(), message).with_hint(hint),
        );
    }
    for top in &workflow.top_level {
        if vocabulary::site_only(&top.key.text) {
            ctx.push(
                Diagnostic::error(
                    codes::UNKNOWN_TOP_LEVEL_KEY,
                    top.key.span,
                    format!("a block file has no `{}:` of its own", top.key.text),
                )
                .with_hint(
                    "environments, policy and triggers belong to the file that uses the block",
                ),
            );
        }
    }
    if let Some(inputs) = block::top_entry(workflow, "inputs") {
        for entry in inputs.entries() {
            let Some(name) = Name::key_of(&entry) else { continue };
            let value = entry.value();
            let ty = value.as_ref().and_then(lower::declared_type);
            let Some(ty) = ty else {
                ctx.push(
                    Diagnostic::error(
                        codes::INVALID_VALUE,
                        value.as_ref().map_or(name.span, Expr::text_range),
                        format!("block input `{}` needs a type", name.text),
                    )
                    .with_hint(format!(
                        "write `{}: <Type>` or `{}: <Type> = <default>`",
                        name.text, name.text
                    )),
                );
                continue;
            };
            if let Some(Expr::DefaultValue(value)) = &value {
                if let Some(default) = value.default() {
                    super::types::value_against(ctx, &default, &ty);
                }
            }
        }
    }
    if let Some(outputs) = block::top_entry(workflow, "outputs") {
        for entry in outputs.entries() {
            let Some(name) = Name::key_of(&entry) else { continue };
            output(ctx, &name, entry.value());
        }
    }
}

/// `name: Type = step.output`: the type reads, and the reference is something the block's steps
/// produce (KS0207) of a type the output accepts.
fn output(ctx: &mut Ctx<'_>, name: &crate::model::Name, value: Option<Expr>) {
    let workflow = ctx.workflow;
    let not_produced = |span, what: String| {
        Diagnostic::error(crate::codes::BLOCK_OUTPUT_NOT_PRODUCED, span, what).with_hint(format!(
            "map it to an output of a step in this block: `{}: <Type> = <step>.<output>`",
            name.text
        ))
    };
    let (ty, source) = match &value {
        Some(Expr::DefaultValue(value)) => (value.main(), value.default()),
        _ => {
            let message = format!("block output `{}` maps nothing", name.text);
            ctx.push(not_produced(name.span, message));
            return;
        }
    };
    let declared = ty.as_ref().and_then(lower::declared_type);
    if declared.is_none() {
        let span = ty.as_ref().map_or(name.span, Expr::text_range);
        ctx.push(Diagnostic::error(
            codes::INVALID_VALUE,
            span,
            format!("block output `{}` needs a type", name.text),
        ));
    }
    let Some(source) = source else { return };
    let dotted = source.as_word().filter(|w| w.class() == ks_lang::ast::ScalarClass::DottedName);
    let Some(dotted) = dotted else {
        let message = format!(
            "block output `{}` maps `{}`, which is not a step output",
            name.text,
            source.text()
        );
        ctx.push(not_produced(source.text_range(), message));
        return;
    };
    let segments = crate::model::segments_of(dotted.text(), source.text_range().start());
    let root = segments.clone().next().map_or("", |root| root.text);
    if workflow.step(root).is_none() {
        let message = format!(
            "block output `{}` maps `{}`: no step `{}` in this block produces it",
            name.text,
            dotted.text(),
            root
        );
        ctx.push(not_produced(source.text_range(), message));
        return;
    }
    match lower::resolve(workflow, segments, RefSite::Bare) {
        Resolution::Step { ty, .. } => {
            if let Some(declared) = declared {
                if !declared.accepts(&ty) {
                    ctx.push(Diagnostic::error(
                        codes::INVALID_VALUE,
                        source.text_range(),
                        format!(
                            "block output `{}` is {declared}, and `{}` is {ty}",
                            name.text,
                            dotted.text()
                        ),
                    ));
                }
            }
        }
        _ => {
            let message = format!(
                "block output `{}` maps `{}`, which nothing in the block produces",
                name.text,
                dotted.text()
            );
            ctx.push(not_produced(source.text_range(), message));
        }
    }
}

fn uses(ctx: &mut Ctx<'_>) {
    let workflow = ctx.workflow;
    let mut reported: Vec<String> = Vec::new();
    for step in workflow.steps.values() {
        let Kind::Block(signature) = &step.kind else { continue };
        let kind_span = step.kind_span().unwrap_or(step.name_span());
        if let Some((message, hint)) = block::declared_twice(signature) {
            ctx.push(Diagnostic::error(codes::DUPLICATE_KEY, kind_span, message).with_hint(hint));
        }
        if let Some(problem) = &signature.nest_problem {
            let message = problem.message();
            // Once per circle (ADR 0054): `left → right → left` and `right → left → right`, reached
            // from two uses, are one circle, said at the first use that reaches it.
            let key = problem.identity();
            if !reported.contains(&key) {
                ctx.push(
                    Diagnostic::error(crate::codes::BLOCK_NEST, kind_span, message.clone())
                        .with_hint(format!(
                            "blocks may nest {} deep and never use themselves",
                            block::MAX_BLOCK_DEPTH
                        )),
                );
                reported.push(key);
            }
        }
        if workflow.is_block_file {
            // Environments and verification belong to the file that uses this block.
            continue;
        }
        let declared = workflow.env_names();
        let mut undeclared: Vec<String> = Vec::new();
        for carried in block::step_actions(workflow, step) {
            for env in carried.envs.iter().flatten() {
                if !declared.contains(&env.as_str()) && !undeclared.contains(env) {
                    undeclared.push(env.clone());
                    ctx.push(
                        Diagnostic::error(
                            codes::UNDECLARED_ENVIRONMENT,
                            kind_span,
                            format!(
                                "undeclared environment `{env}`: block `{}` gates `{}` on it",
                                signature.name,
                                carried.path.join(" → ")
                            ),
                        )
                        .with_hint(format!("declare `{env}:` under `envs:`")),
                    );
                }
            }
        }
        verification(ctx, step);
    }
}

/// KS0304 at a use whose nest reaches a deploy nothing verifies, in an environment that requires it.
fn verification(ctx: &mut Ctx<'_>, step: &crate::model::Step) {
    let workflow = ctx.workflow;
    let carried = block::step_actions(workflow, step);
    for env in workflow.envs.values() {
        let Some(required) = env.require_verified else { continue };
        let unverified = carried.iter().find(|c| {
            c.action == Action::Deploy
                && c.verify != CarriedVerify::Verified
                && c.envs.as_ref().is_none_or(|envs| envs.iter().any(|e| *e == env.name.text))
        });
        let Some(unverified) = unverified else { continue };
        let input = match &unverified.verify {
            CarriedVerify::FromInput(input) => format!("; pass `{input}:`"),
            _ => String::new(),
        };
        ctx.push(
            Diagnostic::error(
                codes::UNVERIFIED_DEPLOY,
                step.name_span(),
                format!(
                    "environment `{}` requires verified deploys, and step `{}` reaches a deploy (`{}`) with no `verify:`",
                    env.name.text,
                    step.name(),
                    unverified.path.join(" → ")
                ),
            )
            .with_hint(format!("give the block's deploy a `verify:`{input}"))
            .with_related(required, format!("`{}` requires verification here", env.name.text)),
        );
    }
}
