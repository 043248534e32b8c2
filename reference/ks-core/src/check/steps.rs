//! Steps (KIND, SCR-3, CI, RB, GRAPH-7..11): kinds (KS0603, KS0101 for a script path that leaves the
//! site directory or a missing kind), the reserved keys (`after:`, `ci-only:`, `rollback:`, a script's
//! `action:`), unknown inputs (KS0104) and required inputs left out (KS0206).

use std::borrow::Cow;

use ks_lang::{
    ast::{AstToken, Expr, ScalarClass},
    Diagnostic,
};

use super::Ctx;
use crate::{
    catalog::{self, Action},
    codes,
    model::{InputRole, Kind, Reference, Resolution, Step},
    rollback::RollbackPolicy,
    suggest, Context,
};

pub(crate) fn check_step(ctx: &mut Ctx<'_>, step: &Step) {
    kind(ctx, step);
    for input in &step.inputs {
        let Some(value) = input.value() else {
            if input.role == InputRole::Reserved {
                ctx.push(Diagnostic::error(
                    codes::INVALID_VALUE,
                    input.key_span(),
                    format!("`{}:` needs a value", input.key()),
                ));
            }
            continue;
        };
        match (&input.role, input.key()) {
            (InputRole::Reserved, "after") => after(ctx, step, value),
            (InputRole::Reserved, "ci-only") => ci_only(ctx, step, value),
            (InputRole::Reserved, "rollback") => rollback(ctx, value),
            (InputRole::Reserved, "action") => action(ctx, value),
            _ => {}
        }
    }
    inputs(ctx, step);
}

fn kind(ctx: &mut Ctx<'_>, step: &Step) {
    let name = step.name();
    match (&step.kind, step.kind_text().zip(step.kind_span())) {
        (Kind::Missing, None) => {
            let (span, message) = match step.entry.value() {
                Some(value) => {
                    (value.text_range(), "a step's kind is one word (`oci.image`, `./ship/x.ts`)")
                }
                None => (step.name_span(), "a step needs a kind"),
            };
            ctx.push(
                Diagnostic::error(codes::INVALID_VALUE, span, format!("step `{name}`: {message}"))
                    .with_hint(format!("write `{name}: <kind>`, e.g. `{name}: oci.image`")),
            );
        }
        (Kind::Script, Some((path, kind_span))) => {
            let escapes = !path.starts_with("./") || path.split('/').any(|part| part == "..");
            // A symlink that leads out is the host's finding (SCR-3, through the facts port).
            let through = if !escapes && ctx.options.runtime_outputs.escapes(path) {
                " through a symbolic link"
            } else {
                ""
            };
            if escapes || !through.is_empty() {
                ctx.push(
                    Diagnostic::error(
                        codes::INVALID_VALUE,
                        kind_span,
                        format!(
                            "script `{path}` reaches outside the directory holding the ship.ks{through}"
                        ),
                    )
                    .with_hint("keep scripts beside the ship.ks and write them `./…` with no `..`"),
                );
            }
        }
        (Kind::Unknown, Some((text, kind_span))) => {
            let mut pick = None;
            let hint = if text.ends_with(".ts") {
                Some(format!("a script step's kind is a relative path: write `./{text}`"))
            } else if text.contains('/') || text.contains('@') {
                Some(format!(
                    "no block signature resolves `{text}`; its inputs and outputs go unchecked"
                ))
            } else {
                pick = suggest::closest(text, catalog::KINDS.iter().map(|k| k.name));
                pick.map(|best| format!("did you mean `{best}`?"))
                    .or_else(|| Some("its inputs go unverified and its outputs type `any`".into()))
            };
            let mut diagnostic = Diagnostic::warning(
                codes::UNKNOWN_STEP_KIND,
                kind_span,
                format!("unknown step kind `{text}`: step `{name}` is not checked"),
            )
            .with_fix_opt(suggest::fix(kind_span, text, pick));
            diagnostic.hint = hint;
            ctx.push(diagnostic);
        }
        _ => {}
    }
}

/// Unknown inputs (KS0104, KS0205 for a block use) and required inputs left out (KS0206).
fn inputs(ctx: &mut Ctx<'_>, step: &Step) {
    // Borrowed, and no list: this runs for every step of the file, and almost always finds nothing.
    let (kind_name, builtin, block) = match &step.kind {
        Kind::Builtin(spec) => (spec.name, spec.inputs, &[][..]),
        Kind::Block(signature) => (signature.name.as_str(), &[][..], &signature.inputs[..]),
        _ => return,
    };
    let declared = builtin
        .iter()
        .map(|input| (input.name, input.required))
        .chain(block.iter().map(|input| (input.name.as_str(), !input.has_default)));
    let is_block = matches!(step.kind, Kind::Block(_));
    for input in &step.inputs {
        if input.role != InputRole::Unknown {
            continue;
        }
        let candidates: Vec<&str> =
            declared.clone().map(|(name, _)| name).chain(catalog::RESERVED_STEP_KEYS).collect();
        let mut diagnostic = Diagnostic::error(
            if is_block { codes::UNDECLARED_BLOCK_INPUT } else { codes::UNKNOWN_INPUT },
            input.key_span(),
            format!("`{kind_name}` takes no input `{}`", input.key()),
        );
        suggest::attach(&mut diagnostic, input.key_span(), input.key(), candidates.iter().copied());
        ctx.push(diagnostic);
    }
    for (name, required) in declared {
        if required && step.input(name).is_none() {
            let mut diagnostic = Diagnostic::error(
                codes::MISSING_INPUT,
                step.name_span(),
                format!("step `{}` (`{kind_name}`) needs `{name}:`", step.name()),
            );
            diagnostic.hint = Some(format!("add `{name}:` under `{}`", step.name()));
            ctx.push(diagnostic);
        }
    }
}

/// `after:` takes step names, bare or quoted (GRAPH-7, GRAPH-9, GRAPH-11).
fn after(ctx: &mut Ctx<'_>, step: &Step, value: &Expr) {
    for item in value.each_item() {
        let name = match &item {
            Expr::Word(word) if word.class() == ScalarClass::Ident => Cow::Borrowed(word.text()),
            Expr::String(string) => Cow::Owned(string.value()),
            other => {
                ctx.push(
                    Diagnostic::error(
                        codes::INVALID_VALUE,
                        other.text_range(),
                        "`after:` takes step names, and this is not one",
                    )
                    .with_hint("write the name of a step, or several separated by commas"),
                );
                continue;
            }
        };
        // Lowering resolved each name: its entry in the step's `after` list, found by where it is.
        let span = item.text_range();
        let target = step.after.iter().find(|after| after.name.span == span);
        if target.is_none_or(|after| after.target.is_none()) {
            let mut diagnostic = Diagnostic::error(
                codes::UNRESOLVED_REFERENCE,
                item.text_range(),
                format!("`after:` names no step `{name}`"),
            );
            let best = ctx.workflow.closest_step(&name).map(|(_, best)| best);
            let (hint, pick) = suggest::pick_or_list(best, ctx.workflow.step_names());
            diagnostic.hint = hint;
            diagnostic.fixes.extend(suggest::fix(span, &name, pick));
            ctx.push(diagnostic);
        }
    }
}

fn ci_only(ctx: &mut Ctx<'_>, step: &Step, value: &Expr) {
    match value.as_word().map(|word| word.text()) {
        Some("true") => {
            if ctx.options.context == Context::Local {
                let name = step.name();
                let earlier = "<earlier step>";
                ctx.push(
                    Diagnostic::warning(
                        codes::CI_ONLY_STEP_CHECKED_LOCALLY,
                        step.ci_only.unwrap_or(step.name_span()),
                        format!("step `{name}` runs only on CI: off CI it will be skipped or fail"),
                    )
                    .with_hint(format!(
                        "run with `--skip {name}` or `--until {earlier}`; `--context ci` checks it as CI"
                    )),
                );
            }
        }
        Some("false") => {}
        _ => ctx.push(
            Diagnostic::error(
                codes::INVALID_VALUE,
                value.text_range(),
                "`ci-only:` is `true` or `false`",
            )
            .with_hint("write `ci-only: true`"),
        ),
    }
}

/// KS0101 at a `key:` whose value is none of `answers` (`ok` says which texts are), with the
/// did-you-mean fix. The callers pass only values that are not a bare answer.
fn enum_value(
    ctx: &mut Ctx<'_>,
    value: &Expr,
    key: &str,
    answers: &[&str],
    ok: impl Fn(&str) -> bool,
) {
    let (found, text) = match value {
        Expr::Word(word) => (format!("`{}`", word.text()), Some(word.text().to_string())),
        Expr::String(string) => (format!("the quoted `{}`", string.text()), Some(string.value())),
        Expr::Tuple(_) => ("a list".to_string(), None),
        _ => ("an expression".to_string(), None),
    };
    let (hint, pick) = match &text {
        Some(text) if ok(text) => (Some(format!("write it bare: `{key}: {text}`")), None),
        Some(text) => suggest::hint_and_pick(text, answers.iter().copied()),
        None => (Some(format!("expected one of {}", suggest::quoted_list(answers))), None),
    };
    let mut diagnostic = Diagnostic::error(
        codes::INVALID_VALUE,
        value.text_range(),
        format!("`{key}:` is one of {}, not {found}", suggest::quoted_list(answers)),
    );
    diagnostic.hint = hint;
    if let Some(text) = &text {
        diagnostic.fixes.extend(suggest::fix(value.text_range(), text, pick));
    }
    ctx.push(diagnostic);
}

/// `rollback:` is `auto`, `manual` or `none`, bare (RB-13).
fn rollback(ctx: &mut Ctx<'_>, value: &Expr) {
    if value.as_word().is_some_and(|word| RollbackPolicy::from_name(word.text()).is_some()) {
        return;
    }
    let answers: Vec<&str> = RollbackPolicy::ALL.iter().map(|p| p.as_str()).collect();
    enum_value(ctx, value, "rollback", &answers, |text| RollbackPolicy::from_name(text).is_some());
}

/// A script step's `action:` (SCR-7).
fn action(ctx: &mut Ctx<'_>, value: &Expr) {
    if value.as_word().is_some_and(|word| Action::from_name(word.text()).is_some()) {
        return;
    }
    let answers: Vec<&str> = Action::ALL.iter().map(|a| a.as_str()).collect();
    enum_value(ctx, value, "action", &answers, |text| Action::from_name(text).is_some());
}

/// A read of an output declared outside the file with something that is not a ks type (SCR-20):
/// KS0107 at the read, naming where the declaration is.
pub(crate) fn check_reference(ctx: &mut Ctx<'_>, reference: &Reference) {
    let Resolution::Step { step, .. } = &reference.resolution else { return };
    let step = &ctx.workflow.steps[*step];
    let Some(declared) = &step.declared_outputs else { return };
    let at = if reference.segment(1).is_some_and(|s| s.text == "out") { 2 } else { 1 };
    let Some(segment) = reference.segment(at) else { return };
    if step.output_types.iter().any(|(name, _)| name.text == segment.text) {
        return;
    }
    let Some((_, why)) = declared.refused.iter().find(|(name, _)| *name == segment.text) else {
        return;
    };
    ctx.push(
        Diagnostic::error(
            codes::UNDECLARED_TYPE,
            segment.span,
            format!(
                "output `{}` of step `{}` is declared by `{}` with {why}",
                segment.text,
                step.name(),
                declared.source
            ),
        )
        .with_hint(format!("declare it with a ks type in `{}`", declared.source)),
    );
}

#[cfg(test)]
mod tests {
    use crate::{check::testing::*, CheckOptions, Context};

    #[test]
    fn unknown_kinds_warn_scripts_do_not() {
        assert_eq!(
            diags("steps:\n  a: k8s.rollot\n"),
            ["KS0603 2:6-2:16 unknown step kind `k8s.rollot`: step `a` is not checked"]
        );
        assert_eq!(hints("steps:\n  a: k8s.rollot\n"), ["did you mean `k8s.rollout`?"]);
        assert!(codes("steps:\n  m: ./ship/migrate.ts\n    anything: 1\n").is_empty());
        assert_eq!(codes("steps:\n  m: ship/migrate.ts\n"), ["KS0603"]);
    }

    #[test]
    fn script_paths_stay_inside() {
        for path in ["../tools/m.ts", "/abs/m.ts", "./a/../b.ts", "~/m.ts"] {
            assert_eq!(codes(&format!("steps:\n  m: {path}\n")), ["KS0101"], "{path}");
        }
    }

    #[test]
    fn missing_kind_is_an_invalid_value() {
        assert_eq!(
            diags("steps:\n  build:\n"),
            ["KS0101 2:3-2:8 step `build`: a step needs a kind"]
        );
        assert_eq!(codes("steps:\n  build: \"oci.image\"\n"), ["KS0101"]);
    }

    #[test]
    fn unknown_and_missing_inputs() {
        let text = "steps:\n  b: oci.image\n    form: ./x\n";
        assert_eq!(codes(text), ["KS0206", "KS0104"]);
        assert!(hints(text).contains(&"did you mean `from`?".to_string()));
    }

    #[test]
    fn rollback_values() {
        let base = "steps:\n  d: ./d.ts\n    rollback: ";
        for ok in ["auto", "manual", "none"] {
            assert!(codes(&format!("{base}{ok}\n")).is_empty(), "{ok}");
        }
        for bad in ["\"manual\"", "auto, none", "revert", "Manual"] {
            assert_eq!(codes(&format!("{base}{bad}\n")), ["KS0101"], "{bad}");
        }
    }

    #[test]
    fn ci_only_warns_locally_only() {
        let text = "steps:\n  d: ./d.ts\n    ci-only: true\n";
        assert_eq!(codes(text), ["KS0602"]);
        let ci = CheckOptions::default().with_context(Context::Ci);
        assert!(diags_with(text, &ci).is_empty());
        assert!(codes("steps:\n  d: ./d.ts\n    ci-only: false\n").is_empty());
        assert_eq!(codes("steps:\n  d: ./d.ts\n    ci-only: yes\n"), ["KS0101"]);
    }

    #[test]
    fn after_names() {
        let steps = "steps:\n  review: ./r.ts\n  d: ./d.ts\n    after: ";
        assert!(codes(&format!("{steps}review\n")).is_empty());
        assert!(codes(&format!("{steps}\"review\"\n")).is_empty());
        assert_eq!(codes(&format!("{steps}review, d\n")), ["KS0204"]); // d after itself: a cycle
        assert_eq!(codes(&format!("{steps}reveiw\n")), ["KS0201"]);
        assert_eq!(codes(&format!("{steps}5m\n")), ["KS0101"]);
        assert_eq!(codes(&format!("{steps}./x\n")), ["KS0101"]);
    }

    #[test]
    fn script_action_is_reserved_there_only() {
        assert!(codes("steps:\n  m: ./m.ts\n    action: deploy\n").is_empty());
        assert_eq!(codes("steps:\n  m: ./m.ts\n    action: ship\n"), ["KS0101"]);
        assert_eq!(
            codes("steps:\n  b: oci.image\n    from: ./x\n    action: deploy\n"),
            ["KS0104"]
        );
    }

    #[derive(Debug)]
    struct Facts;

    impl crate::ports::outputs::OutputFacts for Facts {
        fn outputs(
            &self,
            kind: &str,
            _: &str,
            _: Option<&str>,
        ) -> Option<crate::ports::outputs::DeclaredOutputs> {
            Some(crate::ports::outputs::DeclaredOutputs {
                source: kind.to_string(),
                outputs: vec![("n".into(), crate::types::Type::Any)],
                refused: vec![("n".into(), "`Number`: int and float differ".into())],
            })
        }

        fn escapes(&self, kind: &str) -> bool {
            kind == "./link.ts"
        }
    }

    #[test]
    fn host_findings_are_reported_by_the_core() {
        let options = CheckOptions::default().with_runtime_outputs(std::sync::Arc::new(Facts));
        let text = "steps:\n  m: ./m.ts\n  l: ./link.ts\n  u: ./m.ts\n    x: \"{m.out.n} {l.n}\"\n";
        assert_eq!(
            diags_with(text, &options),
            [
                "KS0101 3:6-3:15 script `./link.ts` reaches outside the directory holding the ship.ks through a symbolic link",
                "KS0107 5:16-5:17 output `n` of step `m` is declared by `./m.ts` with `Number`: int and float differ",
                "KS0107 5:22-5:23 output `n` of step `l` is declared by `./link.ts` with `Number`: int and float differ",
            ]
        );
    }
}
