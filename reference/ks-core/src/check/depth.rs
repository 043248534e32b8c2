//! Written types past the depth bound (ADR 0061): a type with more `list(…)`/`optional(…)` wrappers
//! than [`MAX_TYPE_DEPTH`] is not built (it reads as `any`, unchecked) and is reported here once, at
//! the type as written: a block file's `inputs:` and `outputs:`, a `tofu.apply`'s `outputs:`; and at
//! the kind of every use of a block that declares one, since the site file is what is usually checked
//! (as for a block declared twice, ADR 0051).

use ks_lang::{ast::Entry, Diagnostic};

use super::Ctx;
use crate::storage::Name;
use crate::{
    block,
    catalog::InputType,
    codes, lower,
    model::Kind,
    types::{Unreadable, MAX_TYPE_DEPTH},
};

pub(crate) fn check(ctx: &mut Ctx<'_>) {
    let workflow = ctx.workflow;
    if workflow.is_block_file {
        for (key, what) in [("inputs", "block input"), ("outputs", "block output")] {
            let Some(entry) = block::top_entry(workflow, key) else { continue };
            for child in entry.entries() {
                declaration(ctx, what, &child);
            }
        }
    }
    for step in workflow.steps.values() {
        if let Kind::Block(signature) = &step.kind {
            if !signature.too_deep_types.is_empty() {
                let span = step.kind_span().unwrap_or(step.name_span());
                let file = signature
                    .declared_in
                    .first()
                    .map(|file| format!(" (`{file}`)"))
                    .unwrap_or_default();
                ctx.push(
                    Diagnostic::error(
                        codes::INVALID_VALUE,
                        span,
                        format!(
                            "block `{}`{file} types {} more than {MAX_TYPE_DEPTH} `list(…)`/`optional(…)` deep",
                            signature.name,
                            signature.too_deep_types.join(", ")
                        ),
                    )
                    .with_hint(format!(
                        "a block file may write at most {MAX_TYPE_DEPTH} wrappers around a type name; until then this use reads them as `any`, unchecked"
                    )),
                );
            }
        }
        // Lowering read a declared output's name from every `outputs:` child with a key: a step
        // with none has no declaration to judge (and its inputs need not be read).
        if step.output_types.is_empty() {
            continue;
        }
        for input in &step.inputs {
            if matches!(workflow.declared(&input.role), Some(InputType::OutputTypes)) {
                for child in input.entry().entries() {
                    declaration(ctx, "output", &child);
                }
            }
        }
    }
}

/// One `name: Type` (or `name: Type = …`) line.
fn declaration(ctx: &mut Ctx<'_>, what: &str, entry: &Entry) {
    let Some(name) = Name::key_of(entry) else { return };
    let Some(value) = entry.value() else { return };
    let Some((ty, Err(Unreadable::TooDeep))) = lower::read_declared_type(&value) else { return };
    ctx.push(
        Diagnostic::error(
            codes::INVALID_VALUE,
            ty.text_range(),
            format!(
                "the type of {what} `{}` nests more than {MAX_TYPE_DEPTH} `list(…)`/`optional(…)` deep",
                name.text
            ),
        )
        .with_hint(format!(
            "write at most {MAX_TYPE_DEPTH} wrappers around a type name; until then `{}` is unchecked (`any`)",
            name.text
        )),
    );
}
