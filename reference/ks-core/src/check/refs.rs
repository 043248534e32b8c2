//! References (REF, KIND-5..8, CTX, TYPE-6): unresolved names with did-you-mean from the scope that
//! failed (KS0201), run-time outputs read bare (KS0202), optional context values (KS0601),
//! interpolation outside `String`/`oci.Tag` positions (KS0102, once per value) and secrets that would
//! reach a string or a log (KS0103).

use ks_lang::{Diagnostic, Edit, Fix, TextRange};

use super::{join_hints, Ctx};
use crate::{
    catalog::InputType,
    codes,
    lower::all_interpolations,
    model::{
        InputRole, Kind, Namespace, RefError, RefSite, Reference, Resolution, Segment, Step, StepId,
    },
    suggest,
    types::Type,
};

/// When an optional context value has none (CTX-2), said per namespace.
fn when_absent(namespace: Namespace) -> &'static str {
    match namespace {
        Namespace::Pr => "outside a pull request",
        Namespace::Git => "when the commit carries no tag",
        Namespace::Ci => "on a laptop, outside CI",
        _ => "in some runs",
    }
}

/// What one reference reads: a name that resolves to nothing, an optional value read without asking
/// (once per step: `optional_seen` lists those already reported), a secret interpolated or shown.
pub(crate) fn check_reference<'a>(
    ctx: &mut Ctx<'a>,
    reference: &'a Reference,
    optional_seen: &mut Vec<&'a str>,
) {
    match &reference.resolution {
        Resolution::Unresolved(error) => unresolved(ctx, reference, error),
        Resolution::Context { optional: true, namespace, .. }
            if !reference.presence_test && !optional_seen.contains(&reference.text()) =>
        {
            optional_seen.push(reference.text());
            ctx.push(
                Diagnostic::warning(
                    codes::OPTIONAL_CONTEXT_VALUE,
                    reference.span,
                    format!(
                        "`{}` may have no value ({})",
                        reference.text(),
                        when_absent(*namespace)
                    ),
                )
                .with_hint(format!(
                    "ask whether it is set with `{} != \"\"` in a `when:`",
                    reference.text()
                )),
            );
        }
        _ => {}
    }
    let secret = reference.ty().is_some_and(Type::is_secret);
    if secret && reference.site == RefSite::Interpolated {
        ctx.push(
            Diagnostic::error(
                codes::SECRET_EXPOSED,
                reference.span,
                format!(
                    "secret `{}` may not be interpolated: it would reach a string or a log",
                    reference.text()
                ),
            )
            .with_hint("pass the secret to an input that takes one, bare"),
        );
    } else if secret && ctx.workflow.input_key_of(reference) == Some("show") {
        ctx.push(
            Diagnostic::error(
                codes::SECRET_EXPOSED,
                reference.span,
                format!("secret `{}` may not be shown", reference.text()),
            )
            .with_hint("show what the secret was used for, never the secret"),
        );
    }
}

/// KS0102: interpolation where the position is not a `String` or `oci.Tag`; once per value.
pub(crate) fn check_step(ctx: &mut Ctx<'_>, step: &Step) {
    for input in &step.inputs {
        let Some(value) = input.value() else { continue };
        let allowed = match (&input.role, ctx.workflow.declared(&input.role)) {
            (_, Some(InputType::Value(ty))) => ty.allows_interpolation(),
            (InputRole::Unchecked | InputRole::Unknown, _) => true,
            _ => false,
        };
        if allowed || !value.text().contains('{') {
            continue;
        }
        let found = all_interpolations(value);
        if let Some((name, start)) = found.first() {
            let what = match ctx.workflow.declared(&input.role) {
                Some(InputType::Value(ty)) => format!("a {ty} position"),
                _ => format!("`{}:`", input.key()),
            };
            let span = TextRange::new(start - 1, start + name.len() as u32 + 1);
            let span = if found.len() > 1 { value.text_range() } else { span };
            ctx.push(
                Diagnostic::error(
                    codes::INTERPOLATION_NOT_ALLOWED,
                    span,
                    format!("interpolation is not allowed in {what}"),
                )
                .with_hint(format!("write the reference bare: `{}: {name}`", input.key())),
            );
        }
    }
}

fn unresolved(ctx: &mut Ctx<'_>, reference: &Reference, error: &RefError) {
    let workflow = ctx.workflow;
    // Diagnostics only: a list is simpler to index than the iterator.
    let segments: Vec<Segment<'_>> = reference.segments().collect();
    let segment_span = |i: usize| segments.get(i).map_or(reference.span, |s| s.span);
    let text = reference.text();
    let quote_hint =
        reference.literal_possible.then(|| format!("quote it for literal text: `\"{text}\"`"));
    // The remedy, when the check knows one (ADR 0066).
    let mut fix = None;
    let (code, span, message, hint) = match error {
        RefError::UnknownRoot => {
            let root = segments[0].text;
            let (message, hint) = if reference.site == RefSite::IsSubject
                || workflow.input_key_of(reference) == Some("plan")
            {
                let best = workflow.closest_step(root).map(|(_, best)| best);
                let (hint, pick) = suggest::pick_or_list(best, workflow.step_names());
                fix = suggest::fix(segment_span(0), root, pick);
                (format!("unknown step `{root}`"), hint)
            } else {
                let namespaces = Namespace::WORKFLOW
                    .iter()
                    .map(|n| n.as_str())
                    .chain(workflow.is_block_file.then_some("inputs"));
                // Steps first: a tie goes to the step.
                let best = match (workflow.closest_step(root), suggest::best(root, namespaces)) {
                    (Some(step), Some(namespace)) if namespace.0 < step.0 => Some(namespace.1),
                    (Some(step), _) => Some(step.1),
                    (None, namespace) => namespace.map(|(_, name)| name),
                };
                fix = suggest::fix(segment_span(0), root, best);
                let hint = match best {
                    Some(best) => format!("did you mean `{best}`?"),
                    None => format!(
                        "name a step of this file or a context namespace ({})",
                        suggest::quoted_list(&Namespace::WORKFLOW.map(|n| n.as_str()))
                    ),
                };
                (format!("unknown step or context namespace `{root}` in `{text}`"), Some(hint))
            };
            (codes::UNRESOLVED_REFERENCE, segment_span(0), message, hint)
        }
        RefError::NoOutput { step } => {
            let names = output_names(workflow, *step);
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            let hint = (!names.is_empty())
                .then(|| format!("read one of its outputs: {}", suggest::quoted_list(&names)));
            let message = if segments.len() > 1 {
                format!("`{text}` names no output: write `{text}.<name>`")
            } else {
                format!("`{text}` is a step, not a value: read one of its outputs")
            };
            (codes::UNRESOLVED_REFERENCE, reference.span, message, hint)
        }
        RefError::UnknownOutput { step, segment } => {
            let segment = *segment as usize;
            let step_model = &workflow.steps[*step];
            let kind = step_model.kind_text().unwrap_or("");
            let wrong = segments.get(segment).map_or("", |s| s.text);
            let names = output_names(workflow, *step);
            let static_out = wrong == "out"
                && matches!(&step_model.kind, Kind::Builtin(spec) if !spec.runtime_outputs);
            let hint = if static_out {
                // Safe: the outputs exist, read bare; `out.` and nothing else is removed.
                if let Some(next) = segments.get(segment + 1) {
                    let out = segment_span(segment);
                    fix = Some(Fix::safe(
                        "remove `out.`",
                        vec![Edit::replace(TextRange::new(out.start(), next.span.start()), "")],
                    ));
                }
                Some(format!(
                    "`{kind}` outputs are declared statically: read them bare, `{}.<output>`",
                    step_model.name()
                ))
            } else {
                let (hint, pick) = suggest::hint_and_pick(wrong, names.iter().map(String::as_str));
                fix = suggest::fix(segment_span(segment), wrong, pick);
                hint
            };
            let code = match &step_model.declared_outputs {
                Some(_) if !matches!(step_model.kind, Kind::Block(_)) => codes::UNDECLARED_OUTPUT,
                _ => codes::UNRESOLVED_REFERENCE,
            };
            let source = step_model
                .declared_outputs
                .as_ref()
                .map(|declared| format!(" (declared by `{}`)", declared.source))
                .unwrap_or_default();
            (
                code,
                segment_span(segment),
                format!("step `{}` (`{kind}`) has no output `{wrong}`{source}", step_model.name()),
                hint,
            )
        }
        RefError::NeedsOut { step } => {
            let step_model = &workflow.steps[*step];
            let kind = step_model.kind_text().unwrap_or("");
            let rest: Vec<&str> = segments[1..].iter().map(|s| s.text).collect();
            let fixed = format!("{}.out.{}", step_model.name(), rest.join("."));
            // Safe: the output exists, only at run time; `.out.` says where it is read.
            fix = Some(Fix::safe(
                format!("insert `out.`: `{fixed}`"),
                vec![Edit::insert(segment_span(1).start(), "out.")],
            ));
            (
                codes::RUNTIME_OUTPUT_READ_BARE,
                segment_span(1),
                format!("`{kind}` outputs exist only at run time: `{text}` is read as `{fixed}`"),
                Some(format!("write `{fixed}`")),
            )
        }
        RefError::UnknownMember { namespace, segment } => {
            let segment = *segment as usize;
            let members = namespace_members(ctx, *namespace);
            let wrong = segments.get(segment).map_or("", |s| s.text);
            let (hint, pick) = suggest::hint_and_pick(wrong, members.iter().map(String::as_str));
            fix = suggest::fix(segment_span(segment), wrong, pick);
            let message = match namespace {
                Namespace::Secrets => "`secrets` needs a name: `secrets.<name>`".to_string(),
                Namespace::Env if segments.len() > 1 => format!(
                    "unknown context value `{}`: no environment declares the variable `{wrong}`",
                    segments[..2].iter().map(|s| s.text).collect::<Vec<_>>().join(".")
                ),
                _ if segments.len() > 1 => format!(
                    "unknown context value `{}`",
                    segments[..2].iter().map(|s| s.text).collect::<Vec<_>>().join(".")
                ),
                _ => format!("`{}` needs a member", namespace.as_str()),
            };
            (codes::UNRESOLVED_REFERENCE, segment_span(segment), message, hint)
        }
        RefError::UnknownField { segment, ty } => {
            let segment = *segment as usize;
            let wrong = segments.get(segment).map_or("", |s| s.text);
            let fields = ty.field_names();
            let (hint, pick) = suggest::hint_and_pick(wrong, fields.iter().map(String::as_str));
            fix = suggest::fix(segment_span(segment), wrong, pick);
            (
                codes::UNRESOLVED_REFERENCE,
                segment_span(segment),
                format!("{ty} has no field `{wrong}`"),
                hint,
            )
        }
    };
    // `inputs.` belongs to block files (BLOCK-9): an input the block does not declare, or the
    // namespace outside a block file, is KS0209.
    let (code, hint) = match error {
        RefError::UnknownMember { namespace: Namespace::Inputs, .. } => {
            (crate::codes::UNKNOWN_BLOCK_INPUT, hint)
        }
        RefError::UnknownRoot
            if segments[0].text == "inputs" && reference.site != RefSite::IsSubject =>
        {
            (
                crate::codes::UNKNOWN_BLOCK_INPUT,
                hint.or_else(|| {
                    Some("`inputs.` reads a block's inputs, in block files only".into())
                }),
            )
        }
        _ => (code, hint),
    };
    let mut diagnostic = Diagnostic::error(code, span, message);
    diagnostic.hint = join_hints(hint, quote_hint);
    ctx.push(diagnostic.with_fix_opt(fix));
}

fn output_names(workflow: &crate::Workflow, step: StepId) -> Vec<String> {
    let step = &workflow.steps[step];
    match &step.kind {
        Kind::Builtin(spec) if spec.runtime_outputs => step
            .output_types
            .iter()
            .map(|(name, _)| name.text.to_string())
            .chain(
                step.declared_outputs.iter().flat_map(|d| d.outputs.iter().map(|(n, _)| n.clone())),
            )
            .collect(),
        Kind::Builtin(spec) => spec.outputs.iter().map(|output| output.name.to_string()).collect(),
        Kind::Block(signature) => signature.outputs.iter().map(|(name, _)| name.clone()).collect(),
        _ => step
            .declared_outputs
            .iter()
            .flat_map(|d| d.outputs.iter().map(|(n, _)| n.clone()))
            .collect(),
    }
}

fn namespace_members(ctx: &Ctx<'_>, namespace: Namespace) -> Vec<String> {
    let workflow = ctx.workflow;
    match namespace {
        Namespace::Env => std::iter::once("name".to_string())
            .chain(workflow.env_vars().map(str::to_string))
            .collect(),
        Namespace::Inputs => {
            workflow.block_inputs.iter().map(|(name, _)| name.text.to_string()).collect()
        }
        other => other.members().iter().map(|(name, _)| name.to_string()).collect(),
    }
}

#[cfg(test)]
mod tests {
    use crate::check::testing::*;

    const BUILD: &str = "steps:\n  build: oci.image\n    from: ./Dockerfile\n";

    #[test]
    fn unknown_step_with_did_you_mean() {
        let text = format!("{BUILD}  deploy: k8s.rollout\n    image: biuld.digest\n");
        assert_eq!(
            diags(&text),
            ["KS0201 5:12-5:17 unknown step or context namespace `biuld` in `biuld.digest`"]
        );
        assert_eq!(hints(&text), ["did you mean `build`?"]);
    }

    #[test]
    fn unknown_output_points_at_the_segment() {
        let text = format!("{BUILD}  deploy: k8s.rollout\n    image: build.digets\n");
        assert_eq!(
            diags(&text),
            ["KS0201 5:18-5:24 step `build` (`oci.image`) has no output `digets`"]
        );
        assert_eq!(hints(&text), ["did you mean `digest`?"]);
    }

    #[test]
    fn out_rule() {
        let base = "steps:\n  plan: tofu.plan\n    dir: ./infra\n  apply: tofu.apply\n    plan: plan\n    outputs:\n      cluster: k8s.Cluster\n  deploy: k8s.rollout\n    image: sha256:abc\n    cluster: ";
        assert!(codes(&format!("{base}apply.out.cluster\n")).is_empty());
        let bare = format!("{base}apply.cluster\n");
        assert_eq!(codes(&bare), ["KS0202"]);
        assert_eq!(hints(&bare), ["write `apply.out.cluster`"]);
        // Undeclared run-time outputs type any: no facts were seen.
        assert!(codes(&format!("{base}apply.out.other\n")).is_empty());
        assert_eq!(codes(&format!("{base}plan.out.destroys\n")), ["KS0201"]);
    }

    #[test]
    fn unknown_kinds_type_any_both_ways() {
        let base = "steps:\n  x: mystery.kind\n  deploy: k8s.rollout\n    image: ";
        assert_eq!(codes(&format!("{base}x.y\n")), ["KS0603"]);
        assert_eq!(codes(&format!("{base}x.out.y\n")), ["KS0603"]);
    }

    #[test]
    fn literal_text_in_string_positions() {
        let base = "steps:\n  x: mystery.kind\n    domain: ";
        assert_eq!(codes(&format!("{base}api.acme.dev\n")), ["KS0603"]);
        let run = format!("{base}run.acme.dev\n");
        assert_eq!(codes(&run), ["KS0603", "KS0201"]);
        assert!(hints(&run).iter().any(|h| h.contains("quote it for literal text")));
        assert_eq!(codes(&format!("{base}\"run.acme.dev\"\n")), ["KS0603"]);
    }

    #[test]
    fn context_values_and_optional_ones() {
        let base = "steps:\n  m: ./m.ts\n    when: ";
        assert!(codes(&format!("{base}git.branch == \"main\"\n")).is_empty());
        assert_eq!(codes(&format!("{base}git.tag == \"v1\"\n")), ["KS0601"]);
        assert!(codes(&format!("{base}git.tag != \"\"\n")).is_empty());
        assert_eq!(codes(&format!("{base}git.shaa == \"x\"\n")), ["KS0201"]);
        assert_eq!(hints(&format!("{base}git.shaa == \"x\"\n")), ["did you mean `sha`?"]);
    }

    #[test]
    fn secrets_never_reach_strings_or_logs() {
        let interpolated = "steps:\n  m: ./m.ts\n    note: \"token {secrets.token}\"\n";
        assert_eq!(codes(interpolated), ["KS0103"]);
        let shown = "steps:\n  r: approval\n    show: secrets.token\n";
        assert_eq!(codes(shown), ["KS0103"]);
        assert!(codes("steps:\n  m: ./m.ts\n    token: secrets.token\n").is_empty());
    }

    #[test]
    fn interpolation_only_in_string_and_tag_positions_once_per_value() {
        let text =
            format!("{BUILD}  deploy: k8s.rollout\n    image: \"{{build.digest}}-{{git.sha}}\"\n");
        assert_eq!(codes(&text), ["KS0102"]);
        assert!(
            codes("steps:\n  b: oci.image\n    from: ./x\n    tags: \"v-{git.sha}\"\n").is_empty()
        );
    }

    #[test]
    fn env_vars_resolve_when_declared() {
        let base = "envs:\n  prod:\n    vars:\n      region: eu\nsteps:\n  m: ./m.ts\n    where: ";
        assert!(codes(&format!("{base}env.region\n")).is_empty());
        assert_eq!(codes(&format!("{base}env.regoin\n")), ["KS0201"]);
        assert!(codes(&format!("{base}env.name\n")).is_empty());
    }
}

#[cfg(test)]
mod model_tests {
    #[test]
    fn references_of_lists_a_steps_incoming_reads() {
        let text = "steps:\n  build: oci.image\n    from: ./x\n  deploy: k8s.rollout\n    image: build.digest\n    when: git.tag != \"\"\n";
        let parse = ks_lang::parse(text);
        let checked = crate::check(&parse, &crate::CheckOptions::default());
        let workflow = checked.workflow();
        let deploy = workflow.step("deploy").unwrap();
        let read: Vec<&str> = workflow.references_of(deploy).map(|r| r.text()).collect();
        assert_eq!(read, ["build.digest", "git.tag"]);
        assert_eq!(workflow.references_of(workflow.step("build").unwrap()).count(), 0);
        let target = workflow.references_of(deploy).next().unwrap().target_step();
        assert_eq!(target, workflow.step("build"));
    }
}
