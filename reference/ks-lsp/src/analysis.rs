//! What the editor asks about one version of a document, answered from ks-core's semantic model.
//! Everything here speaks byte offsets; the server converts at the boundary (`position.rs`).

use ks_core::model::{Item, Kind, Resolution, Step, Workflow};
use ks_core::policy::{self, Answer, ParsedAction, WrittenRule};
use ks_core::{Action, Actor, CheckOptions, Checked, DeclarationSite};
use ks_lang::ast::AstNode;
use ks_lang::{Diagnostic, Parse, TextRange};

/// One parse and check of a text. The parse is not kept: the checked model holds the syntax tree
/// it needs (and the parse's diagnostics), and a large file's line table is not worth its memory.
///
/// The model's offsets are those of the text it was lowered from: for a file on the previous format
/// (KS0610), the migrated text (ks-core reads the file as `fmt --upgrade` would write it). The
/// requests below speak model offsets; [`Analysis::model_offset`] and [`Analysis::document_range`]
/// convert from and to the document (the diagnostics are in the document's offsets already).
pub struct Analysis {
    pub checked: Checked,
    /// The block names the check saw (its `CheckOptions::blocks`), sorted: completed as kinds.
    pub block_names: Vec<String>,
    /// The plan of every environment, made on the first request that shows it (inlay hints, lenses,
    /// the plan command) and kept for the version's later ones.
    plan: std::sync::OnceLock<Option<ks_core::plan::Plan>>,
}

/// Where a definition is: a range of this document, or where the block a step uses declares its
/// name (the file as the server named it to the check, and the `block:` value's range there).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Definition {
    Here(TextRange),
    Block(DeclarationSite),
}

/// What hover shows: markdown and the range it describes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hover {
    pub markdown: String,
    pub range: TextRange,
}

/// A symbol of the outline: a step, an environment, or the policy with its subjects and rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Symbol {
    pub name: String,
    pub detail: Option<String>,
    pub what: SymbolWhat,
    /// The whole entry.
    pub range: TextRange,
    /// The name.
    pub selection: TextRange,
    pub children: Vec<Symbol>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SymbolWhat {
    Step,
    Env,
    Policy,
    Subject,
    Rule,
}

fn entry_range(entry: &ks_lang::ast::Entry) -> TextRange {
    entry.syntax().text_range()
}

impl Analysis {
    /// Parses and checks `text` with no host facts (no blocks).
    pub fn new(text: &str) -> Analysis {
        Analysis::with_options(text, &CheckOptions::default())
    }

    pub fn with_options(text: &str, options: &CheckOptions) -> Analysis {
        Analysis::check(ks_lang::parse(text), options)
    }

    /// The second half of [`Analysis::with_options`]: the server parses first, so that it can drop
    /// a version that went stale meanwhile before paying for the check.
    pub fn check(parse: Parse, options: &CheckOptions) -> Analysis {
        let checked = ks_core::check(&parse, options);
        let mut block_names: Vec<String> = options.blocks.keys().cloned().collect();
        block_names.sort_unstable();
        drop(parse);
        Analysis { checked, block_names, plan: std::sync::OnceLock::new() }
    }

    /// The plan of every environment (`keepshipping plan`'s), or `None` when the file has errors.
    pub fn plan(&self) -> Option<&ks_core::plan::Plan> {
        self.plan.get_or_init(|| ks_core::plan::plan(&self.checked)).as_ref()
    }

    /// The text the model's offsets are in: `document` itself, or for a previous-format file the
    /// migrated text.
    pub fn model_text<'a>(&'a self, document: &'a str) -> &'a str {
        self.checked.migrated().map_or(document, |migrated| migrated.text.as_str())
    }

    /// Where an offset of the document is in the model's text.
    pub fn model_offset(&self, offset: u32) -> u32 {
        self.checked.migrated().map_or(offset, |migrated| migrated.span_map.to_migrated(offset))
    }

    /// The document's range that a range of the model's text came from.
    pub fn document_range(&self, range: TextRange) -> TextRange {
        self.checked.migrated().map_or(range, |migrated| migrated.span_map.to_original(range))
    }

    pub fn diagnostics(&self) -> &[Diagnostic] {
        self.checked.diagnostics()
    }

    fn workflow(&self) -> &Workflow {
        self.checked.workflow()
    }

    pub fn hover(&self, offset: u32) -> Option<Hover> {
        let workflow = self.workflow();
        let (item, range) = workflow.item_at(offset)?;
        let markdown = match item {
            Item::Step(id) | Item::Kind(id) => step_markdown(workflow, &workflow.steps()[id]),
            Item::After { step, index } => {
                let after = &workflow.steps()[step].after[index];
                match after.target {
                    Some(id) => step_markdown(workflow, &workflow.steps()[id]),
                    None => format!("`{}`: no step has this name", after.name.text),
                }
            }
            Item::Env(name) => env_markdown(workflow, &name.text),
            Item::Input { step, index } => {
                let step = &workflow.steps()[step];
                input_markdown(step, step.inputs[index].key())?
            }
            Item::Reference { reference, .. } => {
                let reference = &workflow.references()[reference];
                let text = reference.text();
                match &reference.resolution {
                    Resolution::Step { step, ty } => {
                        let step = &workflow.steps()[*step];
                        format!(
                            "`{text}`: `{ty}`\n\nan output of step `{}` ({})",
                            step.name(),
                            kind_label(step)
                        )
                    }
                    Resolution::Context { namespace, ty, .. } => {
                        format!("`{text}`: `{ty}`\n\nthe `{}` context", namespace.as_str())
                    }
                    Resolution::Unresolved(error) => {
                        let mut out = format!("`{text}`: does not resolve");
                        if let Some(step) = reference.target_step() {
                            out.push_str(&format!(
                                " ({error:?} on step `{}`)",
                                workflow.steps()[step].name()
                            ));
                        }
                        out
                    }
                }
            }
            Item::PolicyRule { subject, rule } => policy_markdown(workflow, subject, rule, None)?,
            Item::PolicyVerb { subject, rule, action } => {
                policy_markdown(workflow, subject, rule, Some(action))?
            }
        };
        Some(Hover { markdown, range })
    }

    /// Where the thing at `offset` is declared: a reference's or an `after:` name's step, a block
    /// file's `inputs.NAME` its declaration, an environment (`env is NAME`, a policy rule's environment, or the name under `envs:` itself),
    /// the block file a step's kind names.
    pub fn definition(&self, offset: u32) -> Option<Definition> {
        let workflow = self.workflow();
        let (item, _) = workflow.item_at(offset)?;
        let here = match item {
            Item::Reference { reference, .. } => {
                let reference = &workflow.references()[reference];
                match reference.target_step() {
                    Some(step) => Some(workflow.steps()[step].name_span()),
                    // `inputs.NAME` in a block file: the input's declaration under `inputs:`.
                    None => match (reference.segment(0), reference.segment(1)) {
                        (Some(namespace), Some(name)) if namespace.text == "inputs" => workflow
                            .block_inputs()
                            .iter()
                            .find(|(input, _)| input.text == name.text)
                            .map(|(input, _)| input.span),
                        _ => None,
                    },
                }
            }
            Item::After { step, index } => workflow.steps()[step].after[index]
                .target
                .map(|target| workflow.steps()[target].name_span()),
            Item::Env(name) => workflow.env(&name.text).map(|env| workflow.envs()[env].name.span),
            Item::Kind(id) => {
                let step = &workflow.steps()[id];
                if let Kind::Block(signature) = &step.kind {
                    return signature.site.clone().map(Definition::Block);
                }
                Some(step.name_span())
            }
            Item::Step(id) => Some(workflow.steps()[id].name_span()),
            Item::Input { .. } | Item::PolicyRule { .. } | Item::PolicyVerb { .. } => None,
        };
        here.map(Definition::Here)
    }

    /// Environments and steps in source order, then the policy with its subjects and rules.
    pub fn symbols(&self) -> Vec<Symbol> {
        let workflow = self.workflow();
        let envs = workflow.envs().values().map(|env| Symbol {
            name: env.name.text.to_string(),
            detail: Some("environment".to_string()),
            what: SymbolWhat::Env,
            range: entry_range(&env.entry).cover(env.name.span),
            selection: env.name.span,
            children: Vec::new(),
        });
        let steps = workflow.steps().values().map(|step| Symbol {
            name: step.name().to_string(),
            detail: Some(kind_label(step)),
            what: SymbolWhat::Step,
            range: entry_range(&step.entry).cover(step.name_span()),
            selection: step.name_span(),
            children: Vec::new(),
        });
        let mut out: Vec<Symbol> = envs.chain(steps).collect();
        let policy = workflow.top_level().iter().find(|top| top.key.text == "policy");
        if let Some(policy) = policy {
            let subjects = workflow.policy().iter().map(|subject| {
                let rules: Vec<Symbol> = subject
                    .rules
                    .iter()
                    .map(|rule| {
                        let actions: Vec<String> = rule
                            .actions
                            .iter()
                            .map(|words| {
                                words.iter().map(|w| w.text.as_str()).collect::<Vec<_>>().join(" ")
                            })
                            .collect();
                        Symbol {
                            name: rule.key.text.to_string(),
                            detail: (!actions.is_empty()).then(|| actions.join(", ")),
                            what: SymbolWhat::Rule,
                            range: entry_range(&rule.entry).cover(rule.key.span),
                            selection: rule.key.span,
                            children: Vec::new(),
                        }
                    })
                    .collect();
                let range =
                    rules.iter().fold(subject.name.span, |range, rule| range.cover(rule.range));
                Symbol {
                    name: subject.name.text.to_string(),
                    detail: Some("policy subject".to_string()),
                    what: SymbolWhat::Subject,
                    range,
                    selection: subject.name.span,
                    children: rules,
                }
            });
            out.push(Symbol {
                name: "policy".to_string(),
                detail: None,
                what: SymbolWhat::Policy,
                range: entry_range(&policy.entry).cover(policy.key.span),
                selection: policy.key.span,
                children: subjects.collect(),
            });
        }
        out.sort_by_key(|symbol| symbol.selection.start());
        out
    }
}

/// A step's outputs read as `name.<output>`, with `out` when it has run-time outputs.
pub(crate) fn step_outputs(step: &Step) -> Vec<(String, String)> {
    let mut out = Vec::new();
    if let Kind::Builtin(spec) = &step.kind {
        for output in spec.outputs {
            let ty = if output.ty == "answer" {
                step.answers.join(" | ")
            } else {
                output.ty.to_string()
            };
            out.push((output.name.to_string(), ty));
        }
    }
    let runtime = match &step.kind {
        Kind::Builtin(spec) => spec.runtime_outputs,
        Kind::Script | Kind::Block(_) => true,
        Kind::Unknown | Kind::Missing => false,
    };
    if runtime {
        out.push(("out".to_string(), "run-time outputs".to_string()));
    }
    out
}

/// A step's run-time outputs (`name.out.<output>`) that the file or the site declares.
pub(crate) fn runtime_outputs(step: &Step) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = step
        .output_types
        .iter()
        .map(|(name, ty)| (name.text.to_string(), ty.to_string()))
        .collect();
    if let Kind::Block(signature) = &step.kind {
        out.extend(signature.outputs.iter().map(|(name, ty)| (name.clone(), ty.to_string())));
    }
    if let Some(declared) = &step.declared_outputs {
        out.extend(declared.outputs.iter().map(|(name, ty)| (name.clone(), ty.to_string())));
    }
    out
}

pub(crate) fn kind_label(step: &Step) -> String {
    match &step.kind {
        Kind::Builtin(spec) => spec.name.to_string(),
        Kind::Script => format!("script {}", step.script_path().unwrap_or_default()),
        Kind::Block(signature) => format!("block {}", signature.name),
        Kind::Unknown => {
            step.kind_text().map_or("unknown kind".into(), |kind| format!("{kind} (unknown kind)"))
        }
        Kind::Missing => "no kind".to_string(),
    }
}

fn step_markdown(workflow: &Workflow, step: &Step) -> String {
    let mut out = format!("**{}**: `{}`", step.name(), kind_label(step));
    if let Some(action) = step.action() {
        out.push_str(&format!("\n\naction: `{}`", action.as_str()));
    }
    let outputs = step_outputs(step);
    if !outputs.is_empty() {
        out.push_str("\n\noutputs:");
        for (name, ty) in outputs {
            out.push_str(&format!("\n- `{}.{name}`: {ty}", step.name()));
        }
    }
    for (name, ty) in runtime_outputs(step) {
        out.push_str(&format!("\n- `{}.out.{name}`: {ty}", step.name()));
    }
    let waits: Vec<&str> = step
        .after
        .iter()
        .filter_map(|after| after.target)
        .map(|id| workflow.steps()[id].name())
        .collect();
    if !waits.is_empty() {
        out.push_str(&format!("\n\nafter: {}", waits.join(", ")));
    }
    out
}

/// A built-in kind's input: its type, whether it is required and what it is for (the catalog's).
fn input_markdown(step: &Step, key: &str) -> Option<String> {
    if let Kind::Block(signature) = &step.kind {
        let input = signature.inputs.iter().find(|input| input.name == key)?;
        let need = match &input.default {
            Some(default) => format!("optional, default `{default}`"),
            None if input.has_default => "optional".to_string(),
            None => "required".to_string(),
        };
        return Some(format!(
            "`{key}`: `{}` ({need}; input of block `{}`)",
            input.ty, signature.name
        ));
    }
    let spec = step.kind.builtin()?;
    let input = spec.input(key)?;
    let need = if input.required { "required" } else { "optional" };
    Some(format!("`{key}`: `{}` ({need} input of `{}`)\n\n{}", input.ty, spec.name, input.doc))
}

/// What a rule of the file's `policy:` block means: who reads it, and for each of its actions (or
/// only the one under the cursor) the verb, the environments and the answer. The rule is read by
/// ks-core's policy ([`WrittenRule`]), as the check and `policy explain` read it.
fn policy_markdown(
    workflow: &Workflow,
    subject: usize,
    rule: usize,
    only: Option<usize>,
) -> Option<String> {
    let written = WrittenRule::of(workflow, subject, rule)?;
    let key = &written.key.text;
    let subject = &written.subject.text;
    let actors: Vec<Actor> = policy::actors_of(subject).collect();
    let mut out = format!("**{key}**: policy rule for `{subject}`");
    if actors.is_empty() {
        let known: Vec<String> = policy::SUBJECTS.iter().map(|s| format!("`{s}`")).collect();
        out.push_str(&format!(
            "\n\n`{subject}` is not a policy subject ({}): this rule binds nobody",
            known.join(", ")
        ));
        return Some(out);
    }
    let who: Vec<String> = actors.iter().map(|actor| format!("`{}`", actor.as_str())).collect();
    out.push_str(&format!(
        " (the actor{} {})",
        if who.len() > 1 { "s" } else { "" },
        who.join(", ")
    ));
    let Some(answer) = written.answer else {
        let known: Vec<String> = policy::RULE_KEYS.iter().map(|k| format!("`{k}`")).collect();
        out.push_str(&format!(
            "\n\n`{key}` is not a rule key ({}): it says nothing",
            known.join(", ")
        ));
        return Some(out);
    };
    out.push('\n');
    for (index, action) in written.actions.iter().enumerate() {
        if only.is_some_and(|only| only != index) {
            continue;
        }
        out.push_str("\n- ");
        out.push_str(&action_line(workflow, &actors, answer, action.as_ref()));
    }
    out.push_str(
        "\n\nThe effective answer is the strictest of this file's rules, the default branch's \
         copy and the baseline (`keepshipping policy explain`).",
    );
    Some(out)
}

/// One action of a rule: `` `deploy` in `dev`: allowed ``.
fn action_line(
    workflow: &Workflow,
    actors: &[Actor],
    answer: Answer,
    action: Option<&ParsedAction>,
) -> String {
    let Some(action) = action else {
        return "not an action (`<verb> [<environment>]`): binds nothing".to_string();
    };
    let verb_name = &action.verb_name.text;
    let Some(verb) = action.verb else {
        let verbs: Vec<String> =
            Action::VERBS.iter().map(|verb| format!("`{}`", verb.as_str())).collect();
        return format!("`{verb_name}` is not a policy verb ({}): binds nothing", verbs.join(", "));
    };
    if action.extra.is_some() {
        return format!("`{verb_name}` takes one environment at most: binds nothing");
    }
    let place = match &action.env {
        None => "in every environment".to_string(),
        Some(env) if workflow.env(&env.text).is_some() => format!("in `{}`", env.text),
        Some(env) => format!("in `{}` (no environment has this name)", env.text),
    };
    let mut line = format!("`{}` {place}: {}", verb.as_str(), answer_meaning(answer));
    if actors.iter().any(|actor| policy::destroy_capped(*actor, verb, answer)) {
        line.push_str(" (but `destroy` always asks an agent)");
    }
    line
}

/// What an answer means for the run.
fn answer_meaning(answer: Answer) -> &'static str {
    match answer {
        Answer::Allow => "allowed",
        Answer::Before => "allowed once an approval comes before the step, otherwise asked",
        Answer::Ask => "asked: the run stops until a human approves",
        Answer::Never => "never: refused when the file is checked",
    }
}

fn env_markdown(workflow: &Workflow, name: &str) -> String {
    let Some(id) = workflow.env(name) else {
        return format!("`{name}`: no environment has this name");
    };
    let env = &workflow.envs()[id];
    let mut out = format!("**{}**: environment", env.name.text);
    if env.require_verified.is_some() {
        out.push_str("\n\nrequire-verified: true");
    }
    if !env.vars.is_empty() {
        let vars: Vec<&str> = env.vars.iter().map(|var| var.text.as_str()).collect();
        out.push_str(&format!("\n\nvariables: {}", vars.join(", ")));
    }
    out
}
