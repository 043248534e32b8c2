//! Environments (ENV, GAP-5, D13): properties (KS0302), their values (KS0101), variables (`name` is
//! taken, KS0210), and `require-verified:` — every deploy that can reach such an environment carries a
//! `verify:` of one of the two shapes (KS0304, KS0305).

use ks_lang::{
    ast::{AstToken, Expr, ScalarClass},
    Diagnostic,
};

use super::Ctx;
use crate::storage::Name;
use crate::{
    codes,
    model::{Input, Step},
    suggest,
    types::Type,
    vocabulary,
};

pub(crate) fn check(ctx: &mut Ctx<'_>) {
    let workflow = ctx.workflow;
    for env in workflow.envs.values() {
        if let Some(value) = env.entry.value() {
            ctx.push(
                Diagnostic::error(
                    codes::INVALID_VALUE,
                    value.text_range(),
                    format!("environment `{}` takes properties, not a value", env.name.text),
                )
                .with_hint("put `on:`, `vars:`, `require-verified:` or `ci-only:` under it"),
            );
        }
        for property in env.entry.entries() {
            let Some(key) = Name::key_of(&property) else { continue };
            match key.text.as_str() {
                "require-verified" | "ci-only" => {
                    let ok = property.value().is_some_and(|v| {
                        v.as_word().is_some_and(|w| matches!(w.text(), "true" | "false"))
                    });
                    if !ok {
                        let span = property.value().map_or(key.span, |v| v.text_range());
                        ctx.push(
                            Diagnostic::error(
                                codes::INVALID_VALUE,
                                span,
                                format!("`{}:` is `true` or `false`", key.text),
                            )
                            .with_hint(format!("write `{}: true`", key.text)),
                        );
                    }
                }
                "vars" => {
                    if let Some(value) = property.value() {
                        ctx.push(Diagnostic::error(
                            codes::INVALID_VALUE,
                            value.text_range(),
                            "`vars:` takes one `name: value` per line",
                        ));
                    }
                    for var in property.entries() {
                        let Some(name) = Name::key_of(&var) else { continue };
                        if name.text == "name" {
                            ctx.push(
                                Diagnostic::error(
                                    codes::NAMESPACE_NAME,
                                    name.span,
                                    "a variable may not be named `name`: `env.name` is the environment's name",
                                )
                                .with_hint("rename the variable"),
                            );
                        }
                    }
                }
                "on" => {}
                other => {
                    let mut diagnostic = Diagnostic::error(
                        codes::UNKNOWN_ENVIRONMENT_PROPERTY,
                        key.span,
                        format!("unknown environment property `{other}`"),
                    );
                    let properties = vocabulary::names(&vocabulary::ENV_PROPERTIES);
                    suggest::attach(&mut diagnostic, key.span, other, properties);
                    ctx.push(diagnostic);
                }
            }
        }
    }
}

/// A step's `verify:` (KS0305) and whether the environments it deploys to require one (KS0304).
pub(crate) fn check_step(ctx: &mut Ctx<'_>, step: &Step) {
    let workflow = ctx.workflow;
    let verify = step.input("verify");
    let verify_value = verify.and_then(Input::value);
    if let Some(value) = verify_value {
        verify_shape(ctx, value);
    }
    if !step.is_deploy() {
        return;
    }
    for env in workflow.envs.values() {
        let Some(required) = env.require_verified else { continue };
        if !step.in_scope(&env.name.text) {
            continue;
        }
        let empty = verify_value.and_then(|value| match value {
            // Escapes resolve to a character each: empty as written is empty.
            Expr::String(string) if string.raw_content().is_empty() => Some(value.text_range()),
            _ => None,
        });
        let message = |what: &str| {
            format!(
                "environment `{}` requires verified deploys, and step `{}` {what}",
                env.name.text,
                step.name()
            )
        };
        let diagnostic = match (verify, empty) {
            (None, _) => Diagnostic::error(
                codes::UNVERIFIED_DEPLOY,
                step.name_span(),
                message("has no `verify:`"),
            ),
            (Some(_), Some(span)) => Diagnostic::error(
                codes::UNVERIFIED_DEPLOY,
                span,
                message("verifies nothing (`verify: \"\"`)"),
            ),
            _ => continue,
        };
        ctx.push(
            diagnostic
                .with_hint(format!(
                    "add `verify: \"signed-by key:<name>\"`, or gate the step out of `{}` with `when: env is …`",
                    env.name.text
                ))
                .with_related(required, format!("`{}` requires verification here", env.name.text)),
        );
    }
}

/// `signed-by key:<name>` or `signed-by <subject> from <issuer>`, quoted (GAP-22).
pub(crate) fn verify_shape_ok(text: &str) -> bool {
    let words: Vec<&str> = text.split(' ').collect();
    let ident = |w: &str| !w.is_empty();
    match words.as_slice() {
        ["signed-by", key] => key.strip_prefix("key:").is_some_and(|name| {
            !name.is_empty()
                && name.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b))
        }),
        ["signed-by", subject, "from", issuer] => ident(subject) && ident(issuer),
        _ => false,
    }
}

fn verify_shape(ctx: &mut Ctx<'_>, value: &Expr) {
    let ok = match value {
        Expr::String(string) => {
            // The content as written is its value unless it holds a backslash.
            let raw = string.raw_content();
            let text = if raw.contains('\\') {
                std::borrow::Cow::Owned(string.value())
            } else {
                std::borrow::Cow::Borrowed(raw)
            };
            text.is_empty()
                || verify_shape_ok(&text)
                || !string.parts().iter().all(|p| matches!(p, ks_lang::ast::StringPart::Text(_)))
        }
        // A String read from a block input (`verify: inputs.verify`): its shape is the value's, which
        // the use passes or the default gives.
        Expr::Word(word) if word.class() == ScalarClass::DottedName => ctx
            .reference_at(word.syntax().text_range())
            .and_then(|r| r.ty())
            .is_some_and(|ty| Type::String.accepts(ty)),
        _ => false,
    };
    if !ok {
        ctx.push(
            Diagnostic::error(
                codes::MALFORMED_VERIFY,
                value.text_range(),
                "`verify:` is `\"signed-by key:<name>\"` or `\"signed-by <subject> from <issuer>\"`",
            )
            .with_hint("e.g. `verify: \"signed-by key:release-key\"`"),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::verify_shape_ok;
    use crate::check::testing::*;

    const EX6: &str = "envs:\n  dev:\n  prod:\n    require-verified: true\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n  deploy: k8s.rollout\n    image: build.digest\n";

    #[test]
    fn require_verified() {
        assert!(codes(&format!("{EX6}    verify: \"signed-by key:release-key\"\n")).is_empty());
        let missing = diags(EX6);
        assert_eq!(missing, ["KS0304 8:3-8:9 environment `prod` requires verified deploys, and step `deploy` has no `verify:`"]);
        assert_eq!(codes(&format!("{EX6}    verify: \"\"\n")), ["KS0304"]);
        assert!(codes(&format!("{EX6}    when: env is dev\n")).is_empty());
        assert_eq!(codes(&format!("{EX6}    when: env is prod\n")), ["KS0304"]);
        assert_eq!(codes(&format!("{EX6}    verify: \"signed by me\"\n")), ["KS0305"]);
    }

    #[test]
    fn verify_shapes() {
        assert!(verify_shape_ok("signed-by key:release-key"));
        assert!(verify_shape_ok(
            "signed-by ci@acme.dev from https://token.actions.githubusercontent.com"
        ));
        assert!(!verify_shape_ok("signed by me"));
        assert!(!verify_shape_ok("signed-by key:"));
        assert!(!verify_shape_ok("signed-by a from"));
    }

    #[test]
    fn properties() {
        assert_eq!(codes("envs:\n  prod:\n    require-verifed: true\n"), ["KS0302"]);
        assert_eq!(
            hints("envs:\n  prod:\n    require-verifed: true\n"),
            ["did you mean `require-verified`?"]
        );
        assert_eq!(codes("envs:\n  prod:\n    require-verified: yes\n"), ["KS0101"]);
        assert_eq!(codes("envs:\n  prod: x\n"), ["KS0101"]);
        assert_eq!(codes("envs:\n  prod:\n    vars:\n      name: x\n"), ["KS0210"]);
        assert!(codes(
            "envs:\n  prod:\n    on: push main\n    ci-only: true\n    vars:\n      region: eu\n"
        )
        .is_empty());
    }

    #[test]
    fn script_deploys_carry_the_obligation() {
        let text =
            "envs:\n  prod:\n    require-verified: true\nsteps:\n  d: ./d.ts\n    action: deploy\n";
        assert_eq!(codes(text), ["KS0304"]);
    }
}
