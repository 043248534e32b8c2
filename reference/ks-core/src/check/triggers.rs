//! Triggers (TRG, GAP-22): `on:` at top level and per environment lists `push [glob]`, `pr`,
//! `tag [glob]`, `manual`; `schedule` is not supported yet; anything else gets a did-you-mean (KS0303).

use ks_lang::{ast::Expr, Diagnostic};

use super::Ctx;
use crate::{
    codes,
    lower::{trigger_item, TriggerItem},
    suggest,
    vocabulary::{self, TRIGGERS},
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
                    crate::storage::Name::key_of(&entry)
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
                TriggerItem::Unknown(word) => unknown(&item, &word),
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

/// An unknown trigger and its did-you-mean. Only triggers that take the arguments written are
/// offered (after `psuh main`, `push` or `tag`), so that the fix, which replaces the word alone and
/// keeps its glob, writes a trigger that holds (ADR 0071). Past one argument none fits: the hint
/// names the closest trigger, and there is no fix.
fn unknown(item: &Expr, word: &str) -> Diagnostic {
    let span = item.text_range();
    let mut diagnostic =
        Diagnostic::error(codes::UNKNOWN_TRIGGER, span, format!("unknown trigger `{word}`"));
    let (word_span, arguments) = match item {
        Expr::Phrase(phrase) => {
            let mut parts = phrase.exprs();
            (parts.next().map_or(span, |head| head.text_range()), parts.count())
        }
        _ => (span, 0),
    };
    let triggers = vocabulary::names(&TRIGGERS);
    let fitting = triggers.clone().filter(|&trigger| arguments <= most_arguments(trigger));
    if fitting.clone().next().is_some() {
        suggest::attach(&mut diagnostic, word_span, word, fitting);
    } else {
        diagnostic.hint = suggest::hint(word, triggers);
    }
    diagnostic
}

/// How many arguments a trigger takes at most: `push` and `tag` a glob, `pr` and `manual` none.
fn most_arguments(trigger: &str) -> usize {
    usize::from(matches!(trigger, "push" | "tag"))
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

    #[test]
    fn a_misspelt_trigger_with_a_glob_gets_the_fix_of_its_word() {
        let fix = |text: &str| {
            let checked = crate::check(&ks_lang::parse(text), &crate::CheckOptions::new());
            let diagnostic = &checked.diagnostics()[0];
            let edits = diagnostic.fixes.iter().flat_map(|fix| &fix.edits);
            let edits: Vec<_> = edits.map(|e| (e.range, e.replacement.clone())).collect();
            (diagnostic.hint.clone(), edits)
        };
        let word = |start, end| ks_lang::TextRange::new(start, end);
        let did_you_mean = |name: &str| Some(format!("did you mean `{name}`?"));
        assert_eq!(
            fix("on: psuh main\n"),
            (did_you_mean("push"), vec![(word(4, 8), "push".into())])
        );
        assert_eq!(
            fix("on: pr, tagg \"v*\"\n"),
            (did_you_mean("tag"), vec![(word(8, 12), "tag".into())])
        );
        // `manul main` would become `manual main`, which takes no glob: only `push` or `tag` fit.
        assert_eq!(
            fix("on: manul main\n"),
            (Some("expected one of `push` or `tag`".into()), vec![])
        );
        // Two arguments fit no trigger: a hint, no fix.
        assert_eq!(fix("on: psuh a b\n"), (did_you_mean("push"), vec![]));
    }
}
