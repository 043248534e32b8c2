//! `on:` items, at top level and under an environment.

use ks_lang::ast::{self, AstToken, Expr};

use crate::model::{Trigger, Triggers};

/// What an `on:` item is, or why it is none (reported by `check::triggers`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum TriggerItem {
    Ok(Trigger),
    Schedule,
    Unknown(String),
    /// A known trigger written wrongly (`pr main`, `push a b`, `push | pr`).
    Malformed(String),
}

/// Reads one `on:` item.
pub(crate) fn trigger_item(item: &Expr) -> TriggerItem {
    let glob = |expr: &Expr| match expr {
        Expr::Word(word) => Some(word.text().to_string()),
        Expr::String(string) => Some(string.value()),
        _ => None,
    };
    let (head, rest): (Option<String>, Vec<Expr>) = match item {
        Expr::Word(word) => (Some(word.text().to_string()), Vec::new()),
        Expr::Phrase(phrase) => {
            let mut parts = phrase.exprs();
            let head = parts.next().and_then(|first| first.as_word().map(|w| w.text().to_string()));
            (head, parts.collect())
        }
        Expr::Union(_) => {
            return TriggerItem::Malformed("triggers are listed with commas, not `|`".into())
        }
        _ => (None, Vec::new()),
    };
    let Some(head) = head else {
        return TriggerItem::Malformed(
            "a trigger is a word: `push`, `pr`, `tag` or `manual`".into(),
        );
    };
    match (head.as_str(), rest.as_slice()) {
        ("schedule", _) => TriggerItem::Schedule,
        ("push", []) => TriggerItem::Ok(Trigger::Push { glob: None }),
        ("tag", []) => TriggerItem::Ok(Trigger::Tag { glob: None }),
        ("push", [one]) if glob(one).is_some() => {
            TriggerItem::Ok(Trigger::Push { glob: glob(one) })
        }
        ("tag", [one]) if glob(one).is_some() => TriggerItem::Ok(Trigger::Tag { glob: glob(one) }),
        ("push" | "tag", _) => TriggerItem::Malformed(format!("`{head}` takes one glob at most")),
        ("pr", []) => TriggerItem::Ok(Trigger::Pr),
        ("manual", []) => TriggerItem::Ok(Trigger::Manual),
        ("pr" | "manual", _) => TriggerItem::Malformed(format!("`{head}` takes no argument")),
        _ => TriggerItem::Unknown(head),
    }
}

pub(super) fn lower_triggers(entry: ast::Entry) -> Triggers {
    let mut list = Vec::new();
    if let Some(value) = entry.value() {
        for item in value.items() {
            if let TriggerItem::Ok(trigger) = trigger_item(&item) {
                list.push((trigger, item.text_range()));
            }
        }
    }
    Triggers { entry, items: list }
}
