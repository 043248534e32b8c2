//! `ks-core`: what a Keep Shipping workflow means.
//!
//! [`check`] lowers the typed AST of [`ks_lang`] once into a semantic model ([`model::Workflow`]) and
//! checks it with one module per area ([`check`](crate::check())'s modules under `check/`). The crate
//! reads no files and spawns nothing: whatever lies outside the file (block signatures, policy
//! documents, `.tf` and script facts) reaches it through [`CheckOptions`].

use std::sync::Arc;

use ks_lang::{Diagnostic, Parse};

mod base;
mod block;
mod catalog;
mod check;
pub use ks_lang::codes;
pub mod fix;
mod format_version;
mod graph;
#[cfg(test)]
mod linear_lookups;
mod lower;
pub mod model;
pub mod plan;
pub mod policy;
pub mod ports;
mod rollback;
pub mod select;
mod signature;
mod suggest;
mod types;

// The facade (rust-analyzer's `hir` is the model): the modules above that hold the crate's
// machinery are private, and what other crates read of them is re-exported here, item by item, so
// the crate's surface is this list and the data modules (`model`, `plan`, `policy`, `ports`,
// `select`, `fix`). An item joins the list when a crate outside needs it, not before.

pub use model::Workflow;
pub use select::select_env;

// Block files: the host reads them and hands their signatures over (`CheckOptions::blocks`); the
// language server shows where a block declares its name, the executor what a use carries.
pub use block::{
    block_signatures, declared_name as declared_block_name, step_actions, BlockSignatures,
    DeclarationSite, NestProblem,
};
// The built-in kinds and the one action/verb vocabulary: the catalog behind hover, completion,
// `explain` and the site's "Built-in kinds" page.
pub use catalog::{
    kind as builtin_kind, Action, InputType, KindSpec, KINDS as BUILTIN_KINDS, RESERVED_STEP_KEYS,
};
// The graph of one file (edges, order, cycles): the executor runs in its order and the plan's
// readers name its edges' reasons.
pub use graph::{graph, EdgeReason, Graph};
// Types as the checker reads them: the host reads `.tf` and script outputs into them.
pub use types::{Type, MAX_TYPE_DEPTH};
// Did-you-mean, for the host's configuration messages and `explain`, so every front end suggests
// the same way.
pub use suggest::{closest as closest_name, hint as did_you_mean, quoted_list};
// The previous format's reading: the formatter's `--upgrade` asks the catalog through
// `CatalogKinds`, the language server maps positions through the same migration `check` reads.
pub use format_version::{migrate_previous, CatalogKinds};
// Rollback vocabulary, which the executor writes into the run log.
pub use rollback::{Rollback, RollbackPolicy, RollbackStatus};

/// Who is being checked: policy binds the actor (`--actor`), never the environment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Actor {
    #[default]
    Human,
    Agent,
    Ci,
}

impl Actor {
    /// Every actor, as `--actor` and the suite's `[check] actor` list them.
    pub const ALL: [Actor; 3] = [Actor::Human, Actor::Agent, Actor::Ci];

    /// The name as written (`human`, `agent`, `ci`).
    pub fn as_str(self) -> &'static str {
        match self {
            Actor::Human => "human",
            Actor::Agent => "agent",
            Actor::Ci => "ci",
        }
    }

    pub fn from_name(name: &str) -> Option<Actor> {
        Actor::ALL.into_iter().find(|actor| actor.as_str() == name)
    }
}

/// Where the check pretends to run (`--context`): `Local` warns about `ci-only:` steps (KS0602).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Context {
    #[default]
    Local,
    Ci,
}

impl Context {
    /// Both contexts, as `--context` and the suite's `[check] context` list them.
    pub const ALL: [Context; 2] = [Context::Local, Context::Ci];

    /// The name as written (`local`, `ci`).
    pub fn as_str(self) -> &'static str {
        match self {
            Context::Local => "local",
            Context::Ci => "ci",
        }
    }

    pub fn from_name(name: &str) -> Option<Context> {
        Context::ALL.into_iter().find(|context| context.as_str() == name)
    }
}

/// Everything `check` needs that is not in the file itself.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct CheckOptions {
    pub actor: Actor,
    pub context: Context,
    /// A non-empty `CI` environment variable: it only widens the header advisory (KS0611).
    pub ci_env: bool,
    /// Block signatures keyed by a use's kind as written (BLOCK-15). Empty: every block use is an
    /// unknown kind (KS0603).
    pub blocks: BlockSignatures,
    /// The organisation's baseline policy (POL-18), consulted when the effective policy is built.
    pub policy_store: Arc<dyn ports::policy::PolicyStore>,
    /// The default branch's copy of the file (POL-22, GAP-21), as the caller resolved it. The default
    /// consults none.
    pub policy_base: policy::Base,
    /// Run-time outputs declared outside the file (`*.tf`, script modules). The default sees nothing,
    /// so those outputs stay unchecked (GEN-6).
    pub runtime_outputs: Arc<dyn ports::outputs::OutputFacts>,
}

impl Default for CheckOptions {
    fn default() -> Self {
        CheckOptions {
            actor: Actor::default(),
            context: Context::default(),
            ci_env: false,
            blocks: BlockSignatures::new(),
            policy_store: Arc::new(ports::policy::NoBaseline),
            policy_base: policy::Base::NotConsulted,
            runtime_outputs: Arc::new(ports::outputs::NoFacts),
        }
    }
}

impl CheckOptions {
    pub fn new() -> CheckOptions {
        CheckOptions::default()
    }

    pub fn with_actor(mut self, actor: Actor) -> CheckOptions {
        self.actor = actor;
        self
    }

    pub fn with_context(mut self, context: Context) -> CheckOptions {
        self.context = context;
        self
    }

    pub fn with_ci_env(mut self, ci_env: bool) -> CheckOptions {
        self.ci_env = ci_env;
        self
    }

    pub fn with_blocks(mut self, blocks: BlockSignatures) -> CheckOptions {
        self.blocks = blocks;
        self
    }

    pub fn with_runtime_outputs(
        mut self,
        facts: Arc<dyn ports::outputs::OutputFacts>,
    ) -> CheckOptions {
        self.runtime_outputs = facts;
        self
    }

    pub fn with_policy_base(mut self, base: policy::Base) -> CheckOptions {
        self.policy_base = base;
        self
    }

    pub fn with_policy_store(mut self, store: Arc<dyn ports::policy::PolicyStore>) -> CheckOptions {
        self.policy_store = store;
        self
    }
}

/// The result of checking one file: its diagnostics, syntax first, then meaning, each in source order;
/// and the model the checks read.
#[derive(Clone, Debug)]
pub struct Checked {
    diagnostics: Vec<Diagnostic>,
    workflow: Workflow,
}

impl Checked {
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.diagnostics
    }

    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(Diagnostic::is_error)
    }

    /// The semantic model (for the plan, the editor server, `policy explain`).
    ///
    /// For a file on the previous format (KS0610) this is the model of the migrated text, and its
    /// spans are offsets into that text, not into the file: only the diagnostics are mapped back
    /// (through the migration's span map). A caller that shows the model's positions of such a file
    /// (a plan's sites, an editor's ranges) should read them against `fmt --upgrade`'s output.
    pub fn workflow(&self) -> &Workflow {
        &self.workflow
    }
}

/// The model of a parsed file, unchecked: lowering's passes, with the host's answers about run-time
/// outputs (`options.runtime_outputs`) asked between the item and reference passes.
pub fn lower(parse: &Parse, options: &CheckOptions) -> Workflow {
    let mut workflow = lower::lower_items(parse, &options.blocks);
    let answers: Vec<_> = lower::output_questions(&workflow)
        .into_iter()
        .map(|question| {
            let declared = options.runtime_outputs.outputs(
                question.kind,
                question.name,
                question.literal_dir.as_deref(),
            );
            (question.step, declared)
        })
        .collect();
    lower::add_declared_outputs(&mut workflow, answers);
    lower::lower_references(&mut workflow);
    workflow
}

/// Checks a parsed file. Syntax errors come first; meaning is still checked wherever the tree allows.
///
/// The header is judged on the file as written. A file on the previous format (KS0610) is then read
/// the way `keepshipping fmt --upgrade` would write it: ks-migrate's migration in memory, whose text
/// is parsed and checked, and every diagnostic of that reading, syntax and meaning, is mapped back
/// onto the file through the migration's span map. Its syntax diagnostics replace the file's own
/// (0.0's `a = b` equalities would read as chained defaults in 0.1, KS0009). The model
/// ([`Checked::workflow`]) is the migrated reading's.
pub fn check(parse: &Parse, options: &CheckOptions) -> Checked {
    let (mut meaning, previous) = check::header::check(parse, options);
    let migrated = if previous { migrate_previous(parse) } else { None };
    let (mut diagnostics, workflow) = match &migrated {
        None => {
            let workflow = lower(parse, options);
            meaning.extend(check::run(&workflow, options));
            (parse.diagnostics().to_vec(), workflow)
        }
        Some(migrated) => {
            let reading = ks_lang::parse(&migrated.text);
            let workflow = lower(&reading, options);
            let back = |d: &Diagnostic| migrated.span_map.diagnostic_to_original(d.clone());
            meaning.extend(check::run(&workflow, options).iter().map(back));
            (reading.diagnostics().iter().map(back).collect(), workflow)
        }
    };
    meaning.sort_by_key(|diagnostic| (diagnostic.span.start(), diagnostic.span.end()));
    diagnostics.extend(meaning);
    Checked { diagnostics, workflow }
}
