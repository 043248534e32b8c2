//! The environments under `envs:`.

use ks_lang::{
    ast::{self, AstToken},
    TextRange,
};

use super::triggers::lower_triggers;
use crate::{model::Env, storage::Name};

pub(super) fn lower_env(entry: ast::Entry) -> Option<Env> {
    let name = Name::key_of(&entry)?;
    let mut env = Env {
        name,
        entry: entry.clone(),
        triggers: None,
        vars: Vec::new(),
        require_verified: None,
    };
    for property in entry.entries() {
        let Some(key) = Name::key_of(&property) else { continue };
        let is_true = property
            .value()
            .is_some_and(|value| value.as_word().is_some_and(|word| word.text() == "true"));
        match key.text.as_str() {
            "on" if env.triggers.is_none() => env.triggers = Some(lower_triggers(property)),
            "vars" => env.vars.extend(property.entries().filter_map(|var| Name::key_of(&var))),
            "require-verified" if is_true => {
                env.require_verified = Some(property.text_range_of_key())
            }
            // An environment's `ci-only:` is accepted and means nothing at check time (CI-6).
            _ => {}
        }
    }
    Some(env)
}

trait KeyRange {
    fn text_range_of_key(&self) -> TextRange;
}

impl KeyRange for ast::Entry {
    fn text_range_of_key(&self) -> TextRange {
        Name::key_of(self)
            .map_or_else(|| <ast::Entry as ast::AstNode>::syntax(self).text_range(), |key| key.span)
    }
}
