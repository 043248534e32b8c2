//! The `policy:` block as written: subjects, their rules and each action's words (`policy` reads them).

use ks_lang::ast::{self, Expr};

use crate::{
    model::{PolicyRule, PolicySubject},
    storage::Name,
};

pub(super) fn lower_subject(entry: ast::Entry) -> Option<PolicySubject> {
    let name = Name::key_of(&entry)?;
    let rules = entry
        .entries()
        .filter_map(|rule| {
            let key = Name::key_of(&rule)?;
            let actions = rule
                .value()
                .map(|value| {
                    value
                        .items()
                        .iter()
                        .map(|action| {
                            let words = match action {
                                Expr::Phrase(phrase) => phrase.exprs().collect(),
                                other => vec![other.clone()],
                            };
                            words.iter().filter_map(Expr::as_word).map(Name::of_word).collect()
                        })
                        .collect()
                })
                .unwrap_or_default();
            Some(PolicyRule { key, actions, entry: rule })
        })
        .collect();
    Some(PolicySubject { name, rules })
}
