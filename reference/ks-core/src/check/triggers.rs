//! Triggers (TRG, GAP-22): `on:` at top level and per environment lists `push [glob]`, `pr`,
//! `tag [glob]`, `manual`; `schedule` is not supported yet; anything else gets a did-you-mean (KS0303).

use ks_lang::Diagnostic;

use super::Ctx;
use crate::{
    codes,
    lower::{trigger_item, TriggerItem, TRIGGERS},
    suggest,
};

pub(crate) fn check(ctx: &mut Ctx<'_>) {
    let workflow = ctx.workflow;
    let entries = workflow
        .triggers
        .iter()
        .chain(workflow.envs.values().filter_map(|env| env.triggers.as_ref()))
        .map(|triggers| triggers.entry.clone())
        .collect::<Vec<_>>();
    for entry in entries {
        let Some(value) = entry.value() else {
            ctx.push(
                Diagnostic::error(
                    codes::UNKNOWN_TRIGGER,
                    crate::base::Name::key_of(&entry)
                        .map_or_else(|| value_span(&entry), |k| k.span),
                    "`on:` lists its triggers",
                )
                .with_hint("e.g. `on: push main, pr, tag v*, manual`"),
            );
            continue;
        };
        for item in value.items() {
            let span = item.text_range();
            let diagnostic = match trigger_item(&item) {
                TriggerItem::Ok(_) => continue,
                TriggerItem::Schedule => Diagnostic::error(
                    codes::UNKNOWN_TRIGGER,
                    span,
                    "`schedule` is not supported yet",
                )
                .with_hint("run the workflow from your CI's scheduler with `manual`"),
                TriggerItem::Unknown(word) => {
                    let mut diagnostic = Diagnostic::error(
                        codes::UNKNOWN_TRIGGER,
                        span,
                        format!("unknown trigger `{word}`"),
                    );
                    suggest::attach(&mut diagnostic, span, &word, TRIGGERS);
                    diagnostic
                }
                TriggerItem::Malformed(message) => Diagnostic::error(
                    codes::UNKNOWN_TRIGGER,
                    span,
                    message,
                )
                .with_hint(
                    "list triggers with commas: `push main, pr, tag v*, manual` (`push` and `tag` \
                         take one glob at most, `pr` and `manual` none)",
                ),
            };
            ctx.push(diagnostic);
        }
    }
}

fn value_span(entry: &ks_lang::ast::Entry) -> ks_lang::TextRange {
    <ks_lang::ast::Entry as ks_lang::ast::AstNode>::syntax(entry).text_range()
}

#[cfg(test)]
mod tests {
    use crate::check::testing::*;

    #[test]
    fn triggers() {
        assert!(codes("on: push main, pr, tag v*, manual\n").is_empty());
        assert!(codes("on: push\n").is_empty());
        assert_eq!(diags("on: schedule\n"), ["KS0303 1:5-1:13 `schedule` is not supported yet"]);
        assert_eq!(codes("on: pushh\n"), ["KS0303"]);
        assert_eq!(hints("on: pushh\n"), ["did you mean `push`?"]);
        assert_eq!(codes("on: pr main\n"), ["KS0303"]);
        assert_eq!(codes("on: push | pr\n"), ["KS0303"]);
        assert_eq!(codes("envs:\n  prod:\n    on: tagg\n"), ["KS0303"]);
    }
}
