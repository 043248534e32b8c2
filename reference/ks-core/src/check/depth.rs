//! Written types past the depth bound (ADR 0061): a type with more `list(…)`/`optional(…)` wrappers
//! than [`MAX_TYPE_DEPTH`] is not built (it reads as `any`, unchecked) and is reported here once, at
//! the type as written: a block file's `inputs:` and `outputs:`, a `tofu.apply`'s `outputs:`.

use ks_lang::{ast::Entry, Diagnostic};

use super::Ctx;
use crate::{
    block,
    catalog::InputType,
    codes,
    lower::{self, key_of},
    model::InputRole,
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
        for input in &step.inputs {
            if matches!(input.role, InputRole::Declared(InputType::OutputTypes)) {
                for child in input.entry.entries() {
                    declaration(ctx, "output", &child);
                }
            }
        }
    }
}

/// One `name: Type` (or `name: Type = …`) line.
fn declaration(ctx: &mut Ctx<'_>, what: &str, entry: &Entry) {
    let Some(name) = key_of(entry) else { return };
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
