//! Types of input values (TYPE, GAP-4, GAP-32, D8): each declared input's value against its type,
//! with no implicit conversion (KS0101), and the input shapes that are not plain values (`wait:`,
//! `answers:`, `plan:`, `outputs:`).

use ks_lang::{
    ast::{AstToken, Expr, ScalarClass},
    Diagnostic, SyntaxKind,
};

use super::Ctx;
use crate::storage::Name;
use crate::{
    catalog::InputType,
    codes,
    model::{Kind, Step},
    suggest,
    types::Type,
};

pub(crate) fn check_step(ctx: &mut Ctx<'_>, step: &Step) {
    let workflow = ctx.workflow;
    for input in &step.inputs {
        let Some(shape) = workflow.declared(&input.role) else { continue };
        match (shape, input.value()) {
            (InputType::Value(ty), Some(value)) => value_against(ctx, value, ty),
            (InputType::Value(Type::String), None) if input.entry().block_string().is_some() => {}
            (InputType::Wait, Some(value)) => wait(ctx, value),
            (InputType::Answers, Some(value)) => answers(ctx, step, value),
            (InputType::StepName(kind), Some(value)) => step_name(ctx, step, kind, value),
            (InputType::OutputTypes, value) => output_types(ctx, input, value),
            (InputType::Condition | InputType::Show | InputType::Expr | InputType::Verify, _) => {}
            (_, None) => ctx.push(Diagnostic::error(
                codes::INVALID_VALUE,
                input.key_span(),
                format!("`{}:` needs a value", input.key()),
            )),
        }
    }
}

/// The type of a literal word in a position expecting `expected` (GAP-4 literal typing).
fn literal_type(class: ScalarClass, text: &str, expected: &Type) -> Type {
    match class {
        ScalarClass::Bool => Type::Bool,
        ScalarClass::Duration => Type::Duration,
        ScalarClass::Int => Type::Int,
        ScalarClass::Float => Type::Float,
        ScalarClass::Handle => Type::Handle,
        ScalarClass::Path => Type::Path,
        _ if text.starts_with("sha256:") => Type::OciDigest,
        _ if text.starts_with("https://") || text.starts_with("http://") => Type::Url,
        // A tag is text: a bare tag word is an `oci.Tag` where one is expected.
        ScalarClass::Ident | ScalarClass::Text | ScalarClass::DottedName
            if *expected == Type::OciTag =>
        {
            Type::OciTag
        }
        // No input is typed as an enum (a decide step's answers are read with `is`), so a name is text.
        _ => Type::String,
    }
}

/// The type of an interpolation, quoted or bare, where interpolation is allowed (REF-9): text, so a
/// tag where a tag is expected, as a bare tag word is.
fn interpolated_type(expected: &Type) -> Type {
    match expected {
        Type::OciTag => Type::OciTag,
        _ => Type::String,
    }
}

/// How a mismatch names the value it found; worded only when there is a mismatch to report.
enum What<'a> {
    /// The value as written, in backquotes.
    Quoted(&'a str),
    /// A dotted name that reads nothing: literal text.
    TheText(&'a str),
    Interpolation,
    /// Anything else: an expression, which no input takes as a value.
    Expression,
}

impl std::fmt::Display for What<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            What::Quoted(text) => write!(f, "`{text}`"),
            What::TheText(text) => write!(f, "the text `{text}`"),
            What::Interpolation => f.write_str("an interpolation"),
            What::Expression => Ok(()),
        }
    }
}

/// Checks one value against a type.
pub(crate) fn value_against(ctx: &mut Ctx<'_>, value: &Expr, expected: &Type) {
    match expected {
        Type::Any => return,
        Type::List(inner) => {
            for item in value.items() {
                value_against(ctx, &item, inner);
            }
            return;
        }
        Type::Optional(inner) => return value_against(ctx, value, inner),
        _ => {}
    }
    let (found, what): (Type, What<'_>) = match value {
        Expr::Word(word) => {
            let text = word.text();
            match word.class() {
                ScalarClass::Interpolated => {
                    if !expected.allows_interpolation() {
                        return; // KS0102, reported by `refs`.
                    }
                    (interpolated_type(expected), What::Quoted(text))
                }
                ScalarClass::DottedName => {
                    match ctx.reference_at(word.syntax().text_range()) {
                        Some(reference) => match reference.ty() {
                            Some(ty) => (ty.clone(), What::Quoted(text)),
                            None => return, // KS0201, reported by `refs`.
                        },
                        None => (
                            literal_type(ScalarClass::DottedName, text, expected),
                            What::TheText(text),
                        ),
                    }
                }
                class => (literal_type(class, text, expected), What::Quoted(text)),
            }
        }
        Expr::String(string) => {
            if expected.accepts_quoted()
                || string.parts().iter().any(|p| matches!(p, ks_lang::ast::StringPart::Interp(_)))
            {
                return; // Interpolated where it may not be: KS0102, reported by `refs`.
            }
            ctx.push(
                Diagnostic::error(
                    codes::INVALID_VALUE,
                    value.text_range(),
                    format!("expected {expected}, found a quoted String"),
                )
                .with_hint(quoted_hint(&string.value(), expected)),
            );
            return;
        }
        Expr::Interp(_) => {
            if !expected.allows_interpolation() {
                return;
            }
            (interpolated_type(expected), What::Interpolation)
        }
        Expr::Tuple(_) => {
            ctx.push(
                Diagnostic::error(
                    codes::INVALID_VALUE,
                    value.text_range(),
                    format!("expected one {expected}, found a list"),
                )
                .with_hint("this input takes one value"),
            );
            return;
        }
        Expr::Missing(_) => return,
        _ => (Type::Any, What::Expression),
    };
    if matches!(what, What::Expression) {
        ctx.push(
            Diagnostic::error(
                codes::INVALID_VALUE,
                value.text_range(),
                format!("expected one {expected} value, found an expression"),
            )
            .with_hint("only `when:`, `auto:` and a decision's inputs take expressions"),
        );
        return;
    }
    if expected.accepts(&found) {
        return;
    }
    ctx.push(
        Diagnostic::error(
            codes::INVALID_VALUE,
            value.text_range(),
            format!("expected {expected}, found {found} {what}"),
        )
        .with_hint(mismatch_hint(expected, &found, value)),
    );
}

/// The hint of a quoted value where a bare one goes.
fn quoted_hint(inner: &str, expected: &Type) -> String {
    if !inner.contains(' ') && !inner.is_empty() {
        format!("a quoted value is a String; write it bare: `{inner}`")
    } else {
        format!("a quoted value is a String; this input takes a {expected}, written bare")
    }
}

/// The hint of a value of type `found` where `expected` goes: the usual slips by name, else the rule.
fn mismatch_hint(expected: &Type, found: &Type, value: &Expr) -> String {
    match (expected, found) {
        (Type::Float, Type::Int) => format!("Int never becomes Float: write `{}.0`", plain(value)),
        (Type::Int, Type::Float) => "Float never becomes Int: write a whole number".into(),
        (Type::Path, Type::String) => {
            format!("a path starts with `./`, `../`, `/` or `~/`: write `./{}`", plain(value))
        }
        (Type::OciDigest, Type::OciTag | Type::OciRef) => {
            "an image input takes a digest, never a tag: read the build's `.digest`".into()
        }
        (_, Type::Secret) => "a secret goes only to an input that takes one".into(),
        (Type::Duration, Type::Int) => {
            let number = plain(value);
            format!("a number is not a duration: write `{number}s` or `{number}m`")
        }
        _ => format!(
            "no value converts implicitly: write a {expected}, or read a step output of that type"
        ),
    }
}

fn plain(value: &Expr) -> String {
    match value {
        Expr::Word(word) => word.text().to_string(),
        _ => String::new(),
    }
}

/// `wait: healthy, 5m`: condition words and at most one `Duration`.
fn wait(ctx: &mut Ctx<'_>, value: &Expr) {
    for item in value.items() {
        let ok = item.as_word().is_some_and(|w| match w.class() {
            ScalarClass::Ident | ScalarClass::Duration => true,
            // A Duration read from a block input or a step (`inputs.timeout`), by its declared type.
            ScalarClass::DottedName => ctx
                .reference_at(w.syntax().text_range())
                .and_then(|r| r.ty())
                .is_some_and(|ty| Type::Duration.accepts(ty)),
            _ => false,
        });
        if !ok {
            ctx.push(
                Diagnostic::error(
                    codes::INVALID_VALUE,
                    item.text_range(),
                    "`wait:` takes a condition word and a Duration",
                )
                .with_hint("e.g. `wait: healthy, 5m`"),
            );
        }
    }
}

/// `answers: low | medium | high`.
fn answers(ctx: &mut Ctx<'_>, step: &Step, value: &Expr) {
    // A union of names, the common case: lowering took an answer from every item that is a name,
    // so as many answers as items means they all are; unless a group among the items gave names
    // of its own (lowering reads into parentheses too), so a group is always looked at.
    if let Expr::Union(union) = value {
        if union.exprs().count() == step.answers.len() && !value.contains_kind(SyntaxKind::GROUP) {
            return;
        }
    }
    let mut stack = vec![value.clone()];
    while let Some(expr) = stack.pop() {
        match &expr {
            Expr::Union(union) => stack.extend(union.exprs()),
            Expr::Word(word) if word.class() == ScalarClass::Ident => {}
            other => ctx.push(
                Diagnostic::error(
                    codes::INVALID_VALUE,
                    other.text_range(),
                    "an answer is a bare name",
                )
                .with_hint("write the answers as names: `answers: low | medium | high`"),
            ),
        }
    }
}

/// `plan: <plan step>` names a step of that kind.
fn step_name(ctx: &mut Ctx<'_>, step: &Step, kind: &str, value: &Expr) {
    let Some(w) = value.as_word().filter(|w| w.class() == ScalarClass::Ident) else {
        ctx.push(
            Diagnostic::error(
                codes::INVALID_VALUE,
                value.text_range(),
                format!("`plan:` names a `{kind}` step"),
            )
            .with_hint("write the plan step's name, e.g. `plan: plan`"),
        );
        return;
    };
    // Lowering resolved the name (a reference of its own); KS0201 is reported in `refs`.
    let target = match ctx.reference_at(w.syntax().text_range()) {
        Some(reference) => reference.target_step(),
        None => ctx.workflow.step(w.text()),
    };
    let Some(target) = target else { return };
    let target = &ctx.workflow.steps[target];
    let matches = match &target.kind {
        Kind::Builtin(spec) => spec.name == kind,
        _ => true,
    };
    if !matches {
        let found = target.kind_text().unwrap_or("");
        ctx.push(
            Diagnostic::error(
                codes::INVALID_VALUE,
                value.text_range(),
                format!(
                    "`{}` is a `{found}` step; step `{}` applies a `{kind}`",
                    w.text(),
                    step.name()
                ),
            )
            .with_hint(format!("name the `{kind}` step whose result this step applies")),
        );
    }
}

/// `outputs:` on `tofu.apply`: one `name: Type` per line.
fn output_types(ctx: &mut Ctx<'_>, input: &crate::model::Input, value: Option<&Expr>) {
    if let Some(value) = value {
        ctx.push(
            Diagnostic::error(
                codes::INVALID_VALUE,
                value.text_range(),
                "`outputs:` takes one `name: Type` per line, not a value",
            )
            .with_hint("e.g. `outputs:` then `  cluster: k8s.Cluster` on the next line"),
        );
    }
    for child in input.entry().entries() {
        let Some(name) = Name::key_of(&child) else { continue };
        let ty = child.value();
        let ok = ty.as_ref().and_then(crate::lower::declared_type).is_some();
        if !ok {
            let span = ty.as_ref().map_or(name.span, |ty| ty.text_range());
            let written = ty
                .as_ref()
                .and_then(Expr::as_word)
                .map(|w| w.text().to_string())
                .unwrap_or_default();
            let message = if written.is_empty() {
                format!("output `{}` needs a type", name.text)
            } else {
                format!("unknown type `{written}` for output `{}`", name.text)
            };
            let mut diagnostic = Diagnostic::error(codes::INVALID_VALUE, span, message);
            if !written.is_empty() {
                suggest::attach(&mut diagnostic, span, &written, Type::names());
            }
            ctx.push(diagnostic);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::check::testing::*;

    const BUILD: &str = "steps:\n  build: oci.image\n    from: ./Dockerfile\n";

    #[test]
    fn an_image_takes_a_digest_never_a_tag() {
        let ok = format!("{BUILD}  deploy: k8s.rollout\n    image: build.digest\n");
        assert!(codes(&ok).is_empty(), "{:?}", diags(&ok));
        let tag = format!("{BUILD}  deploy: k8s.rollout\n    image: build.ref\n");
        assert_eq!(
            diags(&tag),
            ["KS0101 5:12-5:21 expected oci.Digest, found oci.Ref `build.ref`"]
        );
    }

    #[test]
    fn literals_never_convert() {
        assert_eq!(codes("steps:\n  b: oci.image\n    from: Dockerfile\n"), ["KS0101"]);
        assert!(hints("steps:\n  b: oci.image\n    from: Dockerfile\n")[0].contains("./Dockerfile"));
        // Path positions take quoted strings (GAP-32).
        assert!(codes("steps:\n  b: oci.image\n    from: \"./my file\"\n").is_empty());
        assert_eq!(codes("steps:\n  p: tofu.plan\n    dir: 5m\n"), ["KS0101"]);
        assert_eq!(codes("steps:\n  p: tofu.plan\n    dir: ./a, ./b\n"), ["KS0101"]);
    }

    #[test]
    fn lists_take_one_item() {
        assert!(codes("steps:\n  b: oci.image\n    from: ./x\n    tags: latest\n").is_empty());
        assert!(codes("steps:\n  b: oci.image\n    from: ./x\n    tags: latest, \"v{git.sha}\"\n")
            .is_empty());
        assert_eq!(codes("steps:\n  b: oci.image\n    from: ./x\n    tags: 5m\n"), ["KS0101"]);
    }

    #[test]
    fn plan_names_a_plan_step() {
        let base = "steps:\n  plan: tofu.plan\n    dir: ./infra\n  apply: tofu.apply\n    plan: ";
        assert!(codes(&format!("{base}plan\n")).is_empty());
        assert_eq!(codes(&format!("{base}apply\n")), ["KS0101", "KS0204"]); // and a self-reference
        assert_eq!(codes(&format!("{base}plna\n")), ["KS0201"]);
        assert_eq!(codes(&format!("{base}plan.destroys\n")), ["KS0101"]);
    }

    #[test]
    fn output_types_on_apply() {
        let base = "steps:\n  plan: tofu.plan\n    dir: ./infra\n  apply: tofu.apply\n    plan: plan\n    outputs:\n      cluster: ";
        assert!(codes(&format!("{base}k8s.Cluster\n")).is_empty());
        assert_eq!(codes(&format!("{base}k8s.Clustr\n")), ["KS0101"]);
    }
}
