//! Name resolution: a dotted name against the file's steps (their kinds' outputs, a decide step's
//! answers, outputs declared outside the file) and the context namespaces.

use crate::{model::*, types::Type};

/// Resolves a dotted name against the file's steps and namespaces.
pub(crate) fn resolve(workflow: &Workflow, segments: Segments<'_>, site: RefSite) -> Resolution {
    let root = segments.clone().next().map_or("", |root| root.text);
    resolve_rooted(workflow, workflow.step(root), segments, site)
}

/// [`resolve`], the root's step (`root_step`) already looked up.
pub(super) fn resolve_rooted(
    workflow: &Workflow,
    root_step: Option<StepId>,
    segments: Segments<'_>,
    site: RefSite,
) -> Resolution {
    // One pass over the name: `rest` moves past each segment as it is read.
    let mut rest = segments;
    let root = rest.next().map_or("", |root| root.text);
    if let Some(step) = root_step {
        if site == RefSite::IsSubject {
            return Resolution::Step { step, ty: answer_type(&workflow.steps[step]) };
        }
        return resolve_step(workflow, step, rest);
    }
    let Some(namespace) = Namespace::from_name(root, workflow.is_block_file) else {
        return Resolution::Unresolved(RefError::UnknownRoot);
    };
    let missing = |segment| Resolution::Unresolved(RefError::UnknownMember { namespace, segment });
    let Some(member) = rest.next() else { return missing(1) };
    let ty = match namespace {
        Namespace::Secrets => Some(Type::Secret),
        Namespace::Env if member.text == "name" => Some(Type::Enum(crate::types::Answers::new(
            workflow.env_names().iter().map(|&name| name.into()).collect(),
        ))),
        Namespace::Env => workflow.env_vars().any(|var| var == member.text).then_some(Type::String),
        Namespace::Inputs => workflow
            .block_inputs
            .iter()
            .find(|(name, _)| name.text == member.text)
            .map(|(_, ty)| ty.clone()),
        _ => namespace
            .members()
            .iter()
            .find(|(name, _)| *name == member.text)
            .and_then(|(_, ty)| Type::parse(ty)),
    };
    let Some(ty) = ty else { return missing(1) };
    let optional = matches!(ty, Type::Optional(_));
    match fields(ty, rest, 2) {
        Ok(ty) => Resolution::Context { namespace, ty, optional },
        Err(error) => Resolution::Unresolved(error),
    }
}

/// A decide step's answers as a type (what `risk is low` compares).
fn answer_type(step: &Step) -> Type {
    match step.kind.builtin() {
        Some(spec) if spec.name == "decide" => Type::Enum(step.answers.clone()),
        _ => Type::Any,
    }
}

/// Reads `.field…` from the segments `rest`, the first of which is segment `from`.
fn fields(mut ty: Type, rest: Segments<'_>, from: usize) -> Result<Type, RefError> {
    for (i, segment) in rest.enumerate() {
        match ty.field(segment.text) {
            Some(Some(field)) => ty = field,
            _ => {
                return Err(RefError::UnknownField { segment: (from + i) as u32, ty: Box::new(ty) })
            }
        }
    }
    Ok(ty)
}

/// A name rooted at step `id`; `rest` is its segments after the root.
fn resolve_step(workflow: &Workflow, id: StepId, mut rest: Segments<'_>) -> Resolution {
    let step = &workflow.steps[id];
    let unresolved = Resolution::Unresolved;
    // Segments 1 and 2, and what follows each (the fields of an output they name).
    let first = rest.next();
    let after_first = rest.clone();
    let second = rest.next();
    let after_second = rest;
    let Some(first) = first else {
        return unresolved(RefError::NoOutput { step: id });
    };
    let is_out = first.text == "out";
    // The output's type `ty`, with the fields `rest` (from segment `from` on) read into it.
    let done = |ty: Type, rest: &Segments<'_>, from: usize| match fields(ty, rest.clone(), from) {
        Ok(ty) => Resolution::Step { step: id, ty },
        Err(error) => unresolved(error),
    };
    // A run-time output: typed by `outputs:` (IAC-5), then by facts from outside the file, else any.
    let runtime = |name: Segment<'_>| -> Result<Type, RefError> {
        if let Some((_, ty)) = step.output_types.iter().find(|(n, _)| n.text == name.text) {
            return Ok(ty.clone());
        }
        match &step.declared_outputs {
            Some(declared) => declared
                .outputs
                .iter()
                .find(|(n, _)| *n == name.text)
                .map(|(_, ty)| ty.clone())
                .ok_or(RefError::UnknownOutput { step: id, segment: 2 }),
            None => Ok(Type::Any),
        }
    };
    match &step.kind {
        Kind::Builtin(spec) if spec.runtime_outputs => {
            if !is_out {
                return unresolved(RefError::NeedsOut { step: id });
            }
            let Some(name) = second else {
                return unresolved(RefError::NoOutput { step: id });
            };
            match runtime(name) {
                Ok(ty) => done(ty, &after_second, 3),
                Err(error) => unresolved(error),
            }
        }
        Kind::Builtin(spec) => match spec.output(first.text) {
            Some(output) if output.ty == "answer" => {
                done(Type::Enum(step.answers.clone()), &after_first, 2)
            }
            Some(_) => done(spec.output_type(first.text).unwrap_or(Type::Any), &after_first, 2),
            None => unresolved(RefError::UnknownOutput { step: id, segment: 1 }),
        },
        Kind::Script => {
            // D10: a declared output reads bare or through `.out.`; unread modules type any.
            let (name, rest, from) = if is_out {
                match second {
                    Some(name) => (name, &after_second, 3),
                    None => return unresolved(RefError::NoOutput { step: id }),
                }
            } else {
                (first, &after_first, 2)
            };
            match &step.declared_outputs {
                Some(declared) => match declared.outputs.iter().find(|(n, _)| *n == name.text) {
                    Some((_, ty)) => done(ty.clone(), rest, from),
                    None => {
                        unresolved(RefError::UnknownOutput { step: id, segment: from as u32 - 1 })
                    }
                },
                None => Resolution::Step { step: id, ty: Type::Any },
            }
        }
        Kind::Block(signature) => {
            if !is_out {
                return unresolved(RefError::NeedsOut { step: id });
            }
            let Some(name) = second else {
                return unresolved(RefError::NoOutput { step: id });
            };
            match signature.outputs.iter().find(|(n, _)| *n == name.text) {
                Some((_, ty)) => done(ty.clone(), &after_second, 3),
                None => unresolved(RefError::UnknownOutput { step: id, segment: 2 }),
            }
        }
        Kind::Unknown | Kind::Missing => Resolution::Step { step: id, ty: Type::Any },
    }
}
