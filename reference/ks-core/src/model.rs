//! The semantic model of one file (rust-analyzer's hir, in small): the workflow lowered once from the
//! typed AST, with ids into arenas and a source map back to the syntax. Checks are queries over it;
//! the plan turns [`Reference`]s and `after:` names into edges. Outside the crate the model is
//! read-only: its fields are lowering's to fill, and readers go through the accessors.

use std::hash::Hasher;

use ks_lang::{ast, TextRange};

pub use crate::rollback::RollbackPolicy;
pub use crate::storage::{Arena, Id, Name, Text};
mod name_table;
mod references;

use name_table::NameTable;
pub use references::{segments_of, RefError, RefSite, Reference, Resolution, Segment, Segments};

pub type StepId = Id<Step>;
pub type EnvId = Id<Env>;
pub type RefId = Id<Reference>;
/// An input shape of a workflow: four bytes where the shape's `Arc` took eight and the role's tag
/// eight more (issue 42's heap budget).
pub type ShapeId = Id<std::sync::Arc<InputType>>;

use crate::{
    catalog::{Action, InputType, KindSpec},
    signature::BlockSignature,
    storage::{FastMap, WordHasher},
    types::Type,
};

/// One top-level entry.
#[derive(Clone, Debug)]
pub struct TopLevel {
    pub key: Name,
    pub entry: ast::Entry,
}

/// The whole file.
#[derive(Clone, Debug, Default)]
pub struct Workflow {
    pub(crate) top_level: Vec<TopLevel>,
    /// A block file (`block:` at top level, BLOCK-1): `inputs:`/`outputs:` and `inputs.` are its own.
    pub(crate) is_block_file: bool,
    /// The block's declared inputs (block files only), for `inputs.<name>`.
    pub(crate) block_inputs: Vec<(Name, Type)>,
    pub(crate) name: Option<Name>,
    /// Top-level `on:` (when the workflow runs).
    pub(crate) triggers: Option<Triggers>,
    pub(crate) envs: Arena<Env>,
    /// `envs:` is absent: one implicit environment, `default` (ENV-4).
    pub(crate) implicit_env: bool,
    pub(crate) steps: Arena<Step>,
    pub(crate) references: Arena<Reference>,
    pub(crate) policy: Vec<PolicySubject>,
    /// The shapes its inputs are declared with.
    pub(crate) shapes: Shapes,
    step_by_name: NameTable,
    env_by_name: FastMap<String, EnvId>,
    /// The source map, span → reference: built on first use, since checking a file asks the
    /// references of the step at hand first and rarely gets here.
    ref_by_span: std::sync::OnceLock<FastMap<(u32, u32), RefId>>,
    /// Where each step's references start in `references`, by step index, and where the last
    /// step's end: lowering writes them step by step, so step `i`'s are `starts[i]..starts[i + 1]`
    /// (a run that holds only its own; [`Workflow::references_of`] still filters by consumer).
    ref_starts: Vec<u32>,
    /// (a step, the earlier step of its name), as [`Workflow::repeated_steps`] lists them.
    repeated_steps: Vec<(StepId, StepId)>,
    /// Built on the first failed step lookup of a large file (see [`Workflow::closest_step`]).
    step_index: std::sync::OnceLock<crate::suggest::Index>,
    /// The tree it was lowered from (`None`: built by hand) and whether that parse had no errors:
    /// a base copy of the very same text has the same policy ([`crate::policy::Base::document_for`]).
    pub(crate) source: Option<ks_lang::SyntaxNode>,
    pub(crate) parsed_cleanly: bool,
}

impl Workflow {
    /// Every top-level entry with a key, in order.
    pub fn top_level(&self) -> &[TopLevel] {
        &self.top_level
    }

    /// Whether it was lowered from exactly `text`, parsed without errors (`None`: from another text).
    pub(crate) fn read_from(&self, text: &str) -> Option<bool> {
        let source = self.source.as_ref()?;
        (source.text() == text).then_some(self.parsed_cleanly)
    }

    /// A block file (`block:` at top level, BLOCK-1).
    pub fn is_block_file(&self) -> bool {
        self.is_block_file
    }

    /// A block file's declared inputs, for `inputs.<name>`.
    pub fn block_inputs(&self) -> &[(Name, Type)] {
        &self.block_inputs
    }

    /// `name:`, as written.
    pub fn name(&self) -> Option<&Name> {
        self.name.as_ref()
    }

    /// Top-level `on:`.
    pub fn triggers(&self) -> Option<&Triggers> {
        self.triggers.as_ref()
    }

    pub fn envs(&self) -> &Arena<Env> {
        &self.envs
    }

    /// `envs:` is absent: one implicit environment, `default` (ENV-4).
    pub fn implicit_env(&self) -> bool {
        self.implicit_env
    }

    pub fn steps(&self) -> &Arena<Step> {
        &self.steps
    }

    /// Every reference, step by step in source order.
    pub fn references(&self) -> &Arena<Reference> {
        &self.references
    }

    /// The `policy:` subjects as written.
    pub fn policy(&self) -> &[PolicySubject] {
        &self.policy
    }

    /// The innermost item of the model at `offset`, and its range: a reference's segment, a step's
    /// name, kind, `after:` name, input key or environment gate, a policy rule, verb or environment,
    /// an environment's declaration. A span covers the offsets from its start to just after its
    /// end (a cursor after the last character is on it). Steps are found by binary search over
    /// their source order; only the steps around the offset are looked into.
    pub fn item_at(&self, offset: u32) -> Option<(Item, TextRange)> {
        let covers = |span: TextRange| span.start() <= offset && offset <= span.end();
        let steps = &self.steps.items;
        let after = steps.partition_point(|step| step_range(step).start() <= offset);
        // A step ending where the next begins covers the offset too: the earlier one first.
        let around: Vec<StepId> = (after.saturating_sub(2)..after)
            .map(Id::new)
            .filter(|&id| covers(step_range(&self.steps[id])))
            .collect();
        // References first: they are the smallest spans.
        for &id in &around {
            for reference in self.references_of(id) {
                if let Some(segment) = reference.segments().position(|s| covers(s.span)) {
                    let ref_id =
                        self.ref_by_span()[&(reference.span.start(), reference.span.end())];
                    let item = Item::Reference { reference: ref_id, segment };
                    return Some((item, reference.span));
                }
            }
        }
        for &id in &around {
            let step = &self.steps[id];
            if covers(step.name_span()) {
                return Some((Item::Step(id), step.name_span()));
            }
            if let Some(kind) = step.kind_span.filter(|&kind| covers(kind)) {
                return Some((Item::Kind(id), kind));
            }
            if let Some(index) = step.after.iter().position(|after| covers(after.name.span)) {
                return Some((Item::After { step: id, index }, step.after[index].name.span));
            }
            if let Some(index) = step.inputs.iter().position(|input| covers(input.key_span())) {
                return Some((Item::Input { step: id, index }, step.inputs[index].key_span()));
            }
            if let Some(name) = step.env_gate.iter().flatten().find(|name| covers(name.span)) {
                return Some((Item::Env(name.clone()), name.span));
            }
        }
        for (subject, written) in self.policy.iter().enumerate() {
            for (rule, written) in written.rules.iter().enumerate() {
                if covers(written.key.span) {
                    return Some((Item::PolicyRule { subject, rule }, written.key.span));
                }
                for (action, words) in written.actions.iter().enumerate() {
                    let Some(index) = words.iter().position(|word| covers(word.span)) else {
                        continue;
                    };
                    let word = &words[index];
                    let item = match index < verb_words(words) {
                        true => Item::PolicyVerb { subject, rule, action },
                        false => Item::Env(word.clone()),
                    };
                    return Some((item, word.span));
                }
            }
        }
        let env = self.envs.values().find(|env| covers(env.name.span))?;
        Some((Item::Env(env.name.clone()), env.name.span))
    }

    /// The step a name means (the first one, when the name is given twice).
    pub fn step(&self, name: &str) -> Option<StepId> {
        self.step_by_name.get(name, |id| self.steps[id].name())
    }

    pub fn env(&self, name: &str) -> Option<EnvId> {
        self.env_by_name.get(name).copied()
    }

    /// The environment names in declaration order (`default` when `envs:` is absent).
    pub fn env_names(&self) -> Vec<&str> {
        if self.implicit_env {
            return vec!["default"];
        }
        self.envs.values().map(|env| env.name.text.as_str()).collect()
    }

    /// The environment variables any declared environment lists (`env.<var>`).
    pub fn env_vars(&self) -> impl Iterator<Item = &str> {
        self.envs.values().flat_map(|env| env.vars.iter().map(|var| var.text.as_str()))
    }

    /// The reference whose dotted name covers exactly `span` (the source map, syntax → model).
    pub fn reference_at(&self, span: TextRange) -> Option<&Reference> {
        self.ref_by_span().get(&(span.start(), span.end())).map(|&id| &self.references[id])
    }

    /// Spans to references, indexed on first use (the first reference at a span wins).
    fn ref_by_span(&self) -> &FastMap<(u32, u32), RefId> {
        self.ref_by_span.get_or_init(|| {
            let mut by_span = FastMap::default();
            by_span.reserve(self.references.len());
            for (id, reference) in self.references.iter() {
                by_span.entry((reference.span.start(), reference.span.end())).or_insert(id);
            }
            by_span
        })
    }

    /// The step name closest to a name that names no step, with its distance (did-you-mean). Small
    /// files compare against every step; large ones build a deletion index once, so a file where every
    /// step misspells a step name stays linear.
    pub fn closest_step(&self, name: &str) -> Option<(usize, &str)> {
        if self.steps.len() < crate::suggest::INDEXED_SCOPE {
            return crate::suggest::best(name, self.step_names());
        }
        self.step_index.get_or_init(|| crate::suggest::Index::new(self.step_names())).best(name)
    }

    pub fn step_names(&self) -> impl Iterator<Item = &str> + Clone + '_ {
        self.steps.values().map(|step| step.name())
    }

    pub(crate) fn add_step(&mut self, step: Step) -> StepId {
        let id = self.steps.alloc(step);
        let steps = &self.steps;
        if let Some(first) = self.step_by_name.insert(steps[id].name(), id, |id| steps[id].name()) {
            self.repeated_steps.push((id, first));
        }
        id
    }

    /// Each step whose name an earlier step already has, with that earlier step (the one the name
    /// means), in source order.
    pub fn repeated_steps(&self) -> impl Iterator<Item = (StepId, StepId)> + '_ {
        self.repeated_steps.iter().copied()
    }

    /// Room for `steps` steps, added next.
    pub(crate) fn reserve_steps(&mut self, steps: usize) {
        self.steps.items.reserve(steps);
        self.step_by_name.reserve(steps);
    }

    pub(crate) fn add_env(&mut self, env: Env) -> EnvId {
        let name = env.name.text.to_string();
        let id = self.envs.alloc(env);
        self.env_by_name.entry(name).or_insert(id);
        id
    }

    /// The references a step's inputs hold, in source order: the step's incoming data edges.
    pub fn references_of(&self, step: StepId) -> impl Iterator<Item = &Reference> + '_ {
        let run = self.ref_starts.get(step.index()..=step.index() + 1).unwrap_or(&[0, 0]);
        self.references.items[run[0] as usize..run[1] as usize]
            .iter()
            .filter(move |reference| reference.consumer == Some(step))
    }

    /// The shape an input's kind declares for it, when it declares the key (a role of this
    /// workflow's inputs: another's names none).
    pub fn declared(&self, role: &InputRole) -> Option<&InputType> {
        match role {
            InputRole::Declared(id) => self.shapes.list.get(*id).map(|shape| &**shape),
            _ => None,
        }
    }

    /// The input of its consumer a reference sits in.
    pub fn input_of(&self, reference: &Reference) -> Option<&Input> {
        let inputs = &self.steps[reference.consumer?].inputs;
        inputs.get(reference.input?.index())
    }

    /// The key of the input a reference sits in (`show`, `plan`, …).
    pub fn input_key_of(&self, reference: &Reference) -> Option<&str> {
        self.input_of(reference).map(|input| input.key())
    }

    /// The references no step's inputs hold, in order (lowering makes none today). Lowering writes
    /// each step's references as one run: when the runs cover the list, the list is not read.
    pub(crate) fn references_outside_steps(&self) -> impl Iterator<Item = &Reference> + '_ {
        let in_steps = match self.ref_starts[..] {
            [first, .., last] => (last - first) as usize,
            _ => 0,
        };
        let rest = if in_steps < self.references.len() { &self.references.items[..] } else { &[] };
        rest.iter().filter(|reference| reference.consumer.is_none())
    }

    /// Takes the file's references, in the order lowering found them (step by step), with where
    /// each step's start and the last step's end (`ref_starts`).
    pub(crate) fn set_references(&mut self, references: Arena<Reference>, ref_starts: Vec<u32>) {
        self.references = references;
        self.ref_starts = ref_starts;
        self.ref_by_span = std::sync::OnceLock::new();
    }
}

/// The range a step spans: its entry, from its name on.
fn step_range(step: &Step) -> TextRange {
    ast::AstNode::syntax(&step.entry).text_range().cover(step.name_span())
}

/// What a position of the file stands on ([`Workflow::item_at`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// A step's name.
    Step(StepId),
    /// A step's kind as written.
    Kind(StepId),
    /// A name in a step's `after:` (`index` into [`Step::after`]).
    After { step: StepId, index: usize },
    /// A key under a step (`index` into [`Step::inputs`]).
    Input { step: StepId, index: usize },
    /// A segment of a reference (0 is the root).
    Reference { reference: RefId, segment: usize },
    /// An environment's name: where it is declared, in a step's `env is` gate, or after a policy
    /// rule's verb.
    Env(Name),
    /// A policy rule's key (`never:`), by subject and rule index into [`Workflow::policy`].
    PolicyRule { subject: usize, rule: usize },
    /// The verb of one of a rule's actions (`deploy` in `never: deploy prod`).
    PolicyVerb { subject: usize, rule: usize, action: usize },
}

/// What a step's kind resolved to.
#[derive(Clone, Debug)]
pub enum Kind {
    Builtin(&'static KindSpec),
    /// A `./….ts` module (SCR-1): inputs unchecked, outputs `any` until the module is read. Its
    /// path is the kind as written ([`Step::script_path`]).
    Script,
    /// A kind a block signature resolves (BLOCK-15).
    Block(Box<BlockSignature>),
    /// Not in the catalog, not a script, no signature: unchecked (KS0603).
    Unknown,
    /// No kind written, or not a word: nothing to resolve.
    Missing,
}

impl Kind {
    pub fn builtin(&self) -> Option<&'static KindSpec> {
        match self {
            Kind::Builtin(spec) => Some(spec),
            _ => None,
        }
    }
}

/// Where a step's key sits: a declared input, a reserved key, or one nobody declared.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputRole {
    /// Declared by the kind (or the block signature), with its shape, which the workflow keeps
    /// once ([`Workflow::declared`] reads it).
    Declared(ShapeId),
    /// `after`, `when`, `ci-only`, `rollback`, or `action` on a script step.
    Reserved,
    /// The kind is unchecked: any key goes, values are unchecked.
    Unchecked,
    /// The kind is known and does not declare this key (KS0104).
    Unknown,
}

/// The input shapes a workflow's inputs are declared with, each kept once: the catalog's are shared
/// by every use of a kind, so a workflow has a few.
#[derive(Clone, Debug, Default)]
pub(crate) struct Shapes {
    list: Arena<std::sync::Arc<InputType>>,
    /// The catalog's shapes, by the address of their `Arc`.
    by_address: FastMap<usize, ShapeId>,
    /// Block inputs' shapes, by their type: each use holds its own copy of its signature, so an
    /// address would keep one shape per input of every use.
    by_type: FastMap<Type, ShapeId>,
}

impl Shapes {
    /// How many shapes are kept.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.list.len()
    }

    /// The id of `shape`, added on its first use (the only time it is cloned).
    pub(crate) fn intern(&mut self, shape: &std::sync::Arc<InputType>) -> ShapeId {
        let address = std::sync::Arc::as_ptr(shape) as usize;
        *self.by_address.entry(address).or_insert_with(|| self.list.alloc(shape.clone()))
    }

    /// The id of the shape of a block input of type `ty`, added (with one copy of the type) on its
    /// first use.
    pub(crate) fn intern_type(&mut self, ty: &Type) -> ShapeId {
        if let Some(&id) = self.by_type.get(ty) {
            return id;
        }
        let id = self.list.alloc(InputType::Value(ty.clone()).into());
        self.by_type.insert(ty.clone(), id);
        id
    }
}

/// One `key: value` under a step.
#[derive(Clone, Debug)]
pub struct Input {
    /// Where the key is written. Its text is the file's, read through the input's node: an input
    /// holds no copy of it (issue 42's heap budget).
    key_span: TextRange,
    /// Its value, whose parent is the entry, or the entry when there is no value: one handle
    /// where there were two (issue 42's heap budget).
    node: InputNode,
    pub role: InputRole,
}

#[derive(Clone, Debug)]
enum InputNode {
    Value(ast::Expr),
    /// No value after the key: nothing, a block string, or children.
    Entry(ast::Entry),
}

impl Input {
    pub(crate) fn new(
        key_span: TextRange,
        entry: ast::Entry,
        value: Option<ast::Expr>,
        role: InputRole,
    ) -> Input {
        let node = match value {
            Some(value) => InputNode::Value(value),
            None => InputNode::Entry(entry),
        };
        Input { key_span, node, role }
    }

    /// The key as written.
    pub fn key(&self) -> &str {
        match &self.node {
            InputNode::Value(value) => value.text_in(self.key_span),
            InputNode::Entry(entry) => ast::AstNode::syntax(entry).text_in(self.key_span),
        }
    }

    /// Where the key is written.
    pub fn key_span(&self) -> TextRange {
        self.key_span
    }

    /// The value written after the key (`None`: nothing, a block string, or children).
    pub fn value(&self) -> Option<&ast::Expr> {
        match &self.node {
            InputNode::Value(value) => Some(value),
            InputNode::Entry(_) => None,
        }
    }

    /// The `key: value` entry.
    pub fn entry(&self) -> ast::Entry {
        match &self.node {
            InputNode::Entry(entry) => entry.clone(),
            InputNode::Value(value) => value
                .parent()
                .and_then(<ast::Entry as ast::AstNode>::cast)
                .expect("a value's parent is its entry"),
        }
    }
}

/// One name in `after:`.
#[derive(Clone, Debug)]
pub struct AfterName {
    pub name: Name,
    pub target: Option<StepId>,
}

/// A step. Its lists are boxed slices, written once by lowering: no spare room, and a word less
/// each than a `Vec` (issue 42's heap budget).
#[derive(Clone, Debug)]
pub struct Step {
    /// Where the name is written. Its text is the file's, read through the entry: a step holds
    /// no copy of it (issue 42's heap budget).
    pub(crate) name_span: TextRange,
    pub entry: ast::Entry,
    pub kind: Kind,
    /// Where the kind is written, when it is one word (its text is read through the entry).
    pub(crate) kind_span: Option<TextRange>,
    pub inputs: Box<[Input]>,
    /// `after:` names that are names (others are KS0101).
    pub after: Box<[AfterName]>,
    /// `ci-only: true` (`false` is as good as absent, GAP-26).
    pub ci_only: Option<TextRange>,
    pub rollback: RollbackPolicy,
    /// A script step's `action:`; `None` when undeclared (the default, `other`).
    pub action: Option<Action>,
    /// A decide step's answers.
    pub answers: crate::types::Answers,
    /// `outputs:` on a `tofu.apply`: declared run-time output types (IAC-5).
    pub output_types: Box<[(Name, Type)]>,
    /// Run-time outputs declared outside the file (`*.tf`, the module), when seen.
    pub declared_outputs: Option<Box<crate::ports::outputs::DeclaredOutputs>>,
    /// The environments its `when: env is …` gate names; `None` when ungated (every environment,
    /// ENV-11).
    pub env_gate: Option<Box<[Name]>>,
}

impl Step {
    /// The name as written.
    pub fn name(&self) -> &str {
        ast::AstNode::syntax(&self.entry).text_in(self.name_span)
    }

    /// Where the name is written.
    pub fn name_span(&self) -> TextRange {
        self.name_span
    }

    /// The kind as written, when it is one word.
    pub fn kind_text(&self) -> Option<&str> {
        Some(ast::AstNode::syntax(&self.entry).text_in(self.kind_span?))
    }

    /// Where the kind is written, when it is one word.
    pub fn kind_span(&self) -> Option<TextRange> {
        self.kind_span
    }

    /// A script step's module path, as written (its kind).
    pub fn script_path(&self) -> Option<&str> {
        matches!(self.kind, Kind::Script).then(|| self.kind_text()).flatten()
    }

    pub fn input(&self, key: &str) -> Option<&Input> {
        self.inputs.iter().find(|input| input.key() == key)
    }

    /// The condition of `when:` (the last one written, when the key is given twice): the value of
    /// its input, which the step does not hold a second time.
    pub fn when(&self) -> Option<&ast::Expr> {
        self.inputs.iter().rev().filter(|input| input.key() == "when").find_map(Input::value)
    }

    /// The action class (KIND-13; a script step's `action:`).
    pub fn action(&self) -> Option<Action> {
        match &self.kind {
            Kind::Builtin(spec) => spec.action,
            Kind::Script => Some(self.action.unwrap_or(Action::Other)),
            _ => None,
        }
    }

    /// Whether the step ships something somewhere (the `verify:` obligation, D9).
    pub fn is_deploy(&self) -> bool {
        self.action() == Some(Action::Deploy)
    }

    /// Whether the step can run in `env` (an ungated step can run in every environment).
    pub fn in_scope(&self, env: &str) -> bool {
        self.env_gate.as_ref().is_none_or(|names| names.iter().any(|name| name.text == env))
    }
}

/// An environment under `envs:`.
#[derive(Clone, Debug)]
pub struct Env {
    pub name: Name,
    pub entry: ast::Entry,
    pub triggers: Option<Triggers>,
    pub vars: Vec<Name>,
    /// `require-verified: true`, with the span of the property.
    pub require_verified: Option<TextRange>,
}

/// One `on:` item.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Trigger {
    Push { glob: Option<String> },
    Pr,
    Tag { glob: Option<String> },
    Manual,
}

/// An `on:` entry: the triggers it lists.
#[derive(Clone, Debug)]
pub struct Triggers {
    pub entry: ast::Entry,
    pub items: Vec<(Trigger, TextRange)>,
}

/// A context namespace (CTX-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Namespace {
    Git,
    Pr,
    Run,
    Env,
    Ci,
    Secrets,
    /// `inputs.` in block files only (CTX-5).
    Inputs,
}

impl Namespace {
    /// The namespaces every file has (a step may not take these names, CTX-4).
    pub const WORKFLOW: [Namespace; 6] = [
        Namespace::Git,
        Namespace::Pr,
        Namespace::Run,
        Namespace::Env,
        Namespace::Ci,
        Namespace::Secrets,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Namespace::Git => "git",
            Namespace::Pr => "pr",
            Namespace::Run => "run",
            Namespace::Env => "env",
            Namespace::Ci => "ci",
            Namespace::Secrets => "secrets",
            Namespace::Inputs => "inputs",
        }
    }

    pub fn from_name(name: &str, block_file: bool) -> Option<Namespace> {
        Namespace::WORKFLOW
            .into_iter()
            .chain(block_file.then_some(Namespace::Inputs))
            .find(|namespace| namespace.as_str() == name)
    }

    /// The fixed members and their types (GAP-19); `env.<var>`, `secrets.*` and `inputs.*` are
    /// added by the file.
    pub fn members(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Namespace::Git => &[
                ("sha", "String"),
                ("ref", "String"),
                ("branch", "String"),
                ("tag", "optional(String)"),
            ],
            Namespace::Pr => &[("number", "optional(Int)"), ("base", "optional(String)")],
            Namespace::Run => &[("id", "String"), ("actor", "Handle"), ("is_agent", "Bool")],
            Namespace::Env => &[],
            Namespace::Ci => &[("provider", "optional(String)")],
            Namespace::Secrets | Namespace::Inputs => &[],
        }
    }
}

/// A policy subject as written (`agents:`, `humans:`): `policy` reads and `check::policy` judges it.
#[derive(Clone, Debug)]
pub struct PolicySubject {
    pub name: Name,
    pub rules: Vec<PolicyRule>,
}

/// `never: deploy prod` as written: the rule key and each action's words.
#[derive(Clone, Debug)]
pub struct PolicyRule {
    pub key: Name,
    pub actions: Vec<Vec<Name>>,
    pub entry: ast::Entry,
}

/// How many of an action's leading words spell its verb: two for `read secrets` (the spelled-out
/// `read-secrets`), else one.
pub(crate) fn verb_words(words: &[Name]) -> usize {
    match words {
        [read, secrets, ..] if read.text == "read" && secrets.text == "secrets" => 2,
        _ => 1,
    }
}
