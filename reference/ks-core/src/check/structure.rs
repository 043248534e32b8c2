//! File structure (GAP-15, CTX-4): top-level keys (KS0105), duplicates among siblings (KS0106), step
//! names (KS0210), steps without a kind and values where children belong (KS0101).

use std::collections::HashMap;

use ks_lang::{
    ast::{self, AstNode, Expr},
    Diagnostic, SyntaxKind, TextRange,
};

use super::Ctx;
use crate::{
    codes,
    model::{Name, Namespace, Step},
    suggest,
    vocabulary::{self, block_only, BLOCK_KEYS, SITE_KEYS},
};

/// A step's name (a namespace's) and its keys given twice.
pub(crate) fn check_step(ctx: &mut Ctx<'_>, step: &Step) {
    let workflow = ctx.workflow;
    let name = step.name();
    if Namespace::from_name(name, workflow.is_block_file).is_some() {
        ctx.push(
            Diagnostic::error(
                codes::NAMESPACE_NAME,
                step.name_span(),
                format!("a step may not be named `{name}`: that is a context namespace"),
            )
            .with_hint(format!("rename the step; `{name}.…` reads the context")),
        );
    }
    duplicates(ctx, step.inputs.iter().map(|input| (input.key(), input.key_span())), "key");
}

pub(crate) fn check(ctx: &mut Ctx<'_>) {
    let workflow = ctx.workflow;
    let block_file = workflow.is_block_file;
    // A block file's keys are judged here with a site file's too: those a block file may not have
    // are the block check's (KS0105 with its own message).
    let block_keys = vocabulary::names(&BLOCK_KEYS).filter(|key| block_file && block_only(key));
    let allowed: Vec<&str> = vocabulary::names(&SITE_KEYS).chain(block_keys).collect();
    for top in &workflow.top_level {
        let key = top.key.text.as_str();
        if !allowed.contains(&key) {
            let mut diagnostic = Diagnostic::error(
                codes::UNKNOWN_TOP_LEVEL_KEY,
                top.key.span,
                format!("unknown top-level key `{key}`"),
            );
            if block_only(key) {
                diagnostic.hint = Some(format!(
                    "`{key}:` belongs to block files, which start with `block: <name>`"
                ));
            } else {
                suggest::attach(&mut diagnostic, top.key.span, key, allowed.iter().copied());
            }
            ctx.push(diagnostic);
        } else if SITE_KEYS.iter().chain(&BLOCK_KEYS).any(|word| word.name == key && word.parent) {
            if let Some(value) = value_before_children(&top.entry) {
                ctx.push(
                    Diagnostic::error(
                        codes::INVALID_VALUE,
                        value.text_range(),
                        format!("`{key}:` takes its entries as indented children, not a value"),
                    )
                    .with_hint(format!("put each entry on its own line under `{key}:`")),
                );
            }
        }
    }
    // A second header is KS0005 (not first), reported by `header`.
    let keys = workflow.top_level.iter().filter(|top| top.key.text != "keepshipping");
    duplicates(ctx, keys.map(|top| written(&top.key)), "top-level key");

    // Lowering noted each step name given again (the model's name table keeps the first).
    for (step, first) in workflow.repeated_steps() {
        let (step, first) = (&workflow.steps[step], &workflow.steps[first]);
        report_duplicate(ctx, (step.name(), step.name_span()), first.name_span(), "step");
    }
    duplicates(ctx, workflow.envs.values().map(|env| written(&env.name)), "environment");
    for env in workflow.envs.values() {
        let properties: Vec<_> = env.entry.entries().filter_map(|e| Name::key_of(&e)).collect();
        duplicates(ctx, properties.iter().map(written), "property");
        let vars: Vec<ast::Entry> = env
            .entry
            .entries()
            .filter(|e| Name::key_of(e).is_some_and(|k| k.text == "vars"))
            .collect();
        for vars in vars {
            let names: Vec<_> = vars.entries().filter_map(|e| Name::key_of(&e)).collect();
            duplicates(ctx, names.iter().map(written), "variable");
        }
    }
    for subject in &workflow.policy {
        duplicates(ctx, subject.rules.iter().map(|rule| written(&rule.key)), "rule");
    }
    if let Some(policy) = workflow.top_level.iter().find(|top| top.key.text == "policy") {
        let subjects: Vec<_> = policy.entry.entries().filter_map(|e| Name::key_of(&e)).collect();
        duplicates(ctx, subjects.iter().map(written), "policy subject");
    }
}

/// An entry's value. The grammar puts it before the entry's children (`Entry = Key value:Expr?
/// BlockString? Entry*`), so only the elements before the first child entry are looked at: a
/// `steps:` of 10,000 steps is not walked to find that it has no value.
fn value_before_children(entry: &ast::Entry) -> Option<Expr> {
    entry
        .syntax()
        .children_with_tokens()
        .take_while(|element| element.kind() != SyntaxKind::ENTRY)
        .find_map(Expr::cast)
}

/// KS0106 for `name`, given again after `earlier`.
fn report_duplicate(
    ctx: &mut Ctx<'_>,
    (text, span): (&str, TextRange),
    earlier: TextRange,
    what: &str,
) {
    ctx.push(
        Diagnostic::error(codes::DUPLICATE_KEY, span, format!("{what} `{text}` is given twice"))
            .with_hint("remove or rename one; the first is the one checked")
            .with_related(earlier, "first given here"),
    );
}

/// KS0106 for every name (its text and span) given again among its siblings, pointing at the
/// first. Sibling lists are short; a long one (many environments or policy subjects) goes through
/// a hash map.
fn duplicates<'n>(
    ctx: &mut Ctx<'_>,
    names: impl Iterator<Item = (&'n str, TextRange)> + Clone,
    what: &str,
) {
    let report = |ctx: &mut Ctx<'_>, name, earlier| report_duplicate(ctx, name, earlier, what);
    // No list for the short ones (every step's keys): the iterator is walked again instead.
    let count = names.clone().count();
    if count <= 16 {
        for (i, name) in names.clone().enumerate() {
            if let Some((_, first)) = names.clone().take(i).find(|earlier| earlier.0 == name.0) {
                report(ctx, name, first);
            }
        }
        return;
    }
    let mut first: HashMap<&str, TextRange> = HashMap::with_capacity(count);
    for name in names {
        match first.get(name.0) {
            Some(&earlier) => report(ctx, name, earlier),
            None => {
                first.insert(name.0, name.1);
            }
        }
    }
}

/// A name's text and span, as [`duplicates`] takes them.
fn written(name: &Name) -> (&str, TextRange) {
    (&name.text, name.span)
}

#[cfg(test)]
mod tests {
    use crate::check::testing::*;

    #[test]
    fn unknown_top_level_key_suggests() {
        assert_eq!(diags("stpes:\n"), ["KS0105 1:1-1:6 unknown top-level key `stpes`"]);
        assert_eq!(hints("stpes:\n"), ["did you mean `steps`?"]);
        assert_eq!(codes("inputs:\n  a: int\n"), ["KS0105"]);
        assert!(codes("block: web\ninputs:\n  a: int\n").is_empty());
    }

    #[test]
    fn duplicates_point_at_the_first() {
        let text = "steps:\n  a: oci.image\n    from: ./x\n  a: oci.image\n    from: ./y\n";
        assert_eq!(diags(text), ["KS0106 4:3-4:4 step `a` is given twice"]);
        assert_eq!(codes("name: a\nname: b\n"), ["KS0106"]);
        assert_eq!(codes("steps:\n  a: oci.image\n    from: ./x\n    from: ./y\n"), ["KS0106"]);
    }

    #[test]
    fn steps_named_like_namespaces() {
        assert_eq!(codes("steps:\n  git: oci.image\n    from: ./x\n"), ["KS0210"]);
        assert!(codes("steps:\n  inputs: oci.image\n    from: ./x\n").is_empty());
    }

    #[test]
    fn parents_take_no_value() {
        assert_eq!(codes("steps: build\n"), ["KS0101"]);
    }
}
