//! What a check is given ([`CheckOptions`]: the subject and the host's answers through the ports)
//! and what it gives back ([`Checked`]), and [`lower`], the model of a file with the host's facts
//! asked in. Between the policy vocabulary (the options hold a policy base) and the checks.

use std::sync::Arc;

use ks_lang::{Diagnostic, Parse};

use crate::{
    block::BlockSignatures,
    lower as passes,
    model::Workflow,
    policy, ports,
    subject::{Actor, Context},
};

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
    pub(crate) diagnostics: Vec<Diagnostic>,
    pub(crate) workflow: Workflow,
    /// The migration the model was lowered from, for a file on the previous format.
    pub(crate) migrated: Option<ks_migrate::Migrated>,
}

impl Checked {
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.diagnostics
    }

    /// The diagnostics, taken: the model (and the tree it holds) is dropped with the rest.
    pub fn into_diagnostics(self) -> Vec<Diagnostic> {
        self.diagnostics
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

    /// For a file on the previous format, the migration the model was read from: its text and the
    /// span map between it and the file. Callers map the model's positions through it rather than
    /// migrating the file again.
    pub fn migrated(&self) -> Option<&ks_migrate::Migrated> {
        self.migrated.as_ref()
    }
}

/// The model of a parsed file, unchecked: lowering's passes, with the host's answers about run-time
/// outputs (`options.runtime_outputs`) asked between the item and reference passes.
pub fn lower(parse: &Parse, options: &CheckOptions) -> Workflow {
    let mut workflow = passes::lower_items(parse, &options.blocks);
    let answers: Vec<_> = passes::output_questions(&workflow)
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
    passes::add_declared_outputs(&mut workflow, answers);
    passes::lower_references(&mut workflow);
    workflow
}
