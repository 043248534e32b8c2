//! What the editor asks about one version of a document, answered from ks-core's semantic model.
//! Everything here speaks byte offsets; the server converts at the boundary (`position.rs`).

use ks_core::catalog::{self, Action, KindSpec};
use ks_core::model::{Kind, Name, Namespace, Resolution, Step, StepId, Workflow};
use ks_core::{CheckOptions, Checked};
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
    /// For a previous-format file, the text the model was lowered from and its span map.
    migrated: Option<ks_migrate::Migrated>,
}

/// Where a definition is: a range of this document, or the file of a block a step uses (the
/// server knows the files; the analysis only knows the name the use writes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Definition {
    Here(TextRange),
    Block(String),
}

/// What hover shows: markdown and the range it describes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hover {
    pub markdown: String,
    pub range: TextRange,
}

/// One completion candidate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Completion {
    pub label: String,
    pub detail: String,
    pub what: CompletionWhat,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompletionWhat {
    Step,
    Output,
    Namespace,
    Member,
    Kind,
    /// An input key of the step's kind (or a block's declared input).
    Input,
    /// A key every step takes (`after`, `when`, ...).
    StepKey,
    Env,
    /// An action verb in a policy rule.
    Verb,
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

/// `span` covers `offset` when the cursor is inside it or just after its last character.
fn covers(span: TextRange, offset: u32) -> bool {
    span.start() <= offset && offset <= span.end()
}

fn entry_range(entry: &ks_lang::ast::Entry) -> TextRange {
    entry.syntax().text_range()
}

/// The things of the model a position can stand on.
enum Target<'a> {
    Step(StepId),
    Kind(StepId),
    After {
        name: &'a Name,
        target: Option<StepId>,
    },
    Env(&'a Name),
    /// An input key under a step.
    Input(StepId, usize),
    Reference(&'a ks_core::model::Reference),
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
        // What ks_core::check lowers a previous-format file from: the same migration, run again
        // (only such a file pays for it).
        let previous = ks_migrate::header_verdicts(&parse)
            .iter()
            .any(|verdict| matches!(verdict, ks_migrate::Declared::Migratable { .. }));
        let migrated =
            if previous { ks_core::format_version::migrate_previous(&parse) } else { None };
        drop(parse);
        Analysis { checked, block_names, migrated }
    }

    /// The text the model's offsets are in: `document` itself, or for a previous-format file the
    /// migrated text.
    pub fn model_text<'a>(&'a self, document: &'a str) -> &'a str {
        self.migrated.as_ref().map_or(document, |migrated| migrated.text.as_str())
    }

    /// Where an offset of the document is in the model's text.
    pub fn model_offset(&self, offset: u32) -> u32 {
        self.migrated.as_ref().map_or(offset, |migrated| migrated.span_map.to_migrated(offset))
    }

    /// The document's range that a range of the model's text came from.
    pub fn document_range(&self, range: TextRange) -> TextRange {
        self.migrated.as_ref().map_or(range, |migrated| migrated.span_map.to_original(range))
    }

    pub fn diagnostics(&self) -> &[Diagnostic] {
        self.checked.diagnostics()
    }

    fn workflow(&self) -> &Workflow {
        self.checked.workflow()
    }

    /// The innermost model item at `offset`. References come first: they are the smallest spans.
    fn target(&self, offset: u32) -> Option<(Target<'_>, TextRange)> {
        let workflow = self.workflow();
        if let Some(reference) = workflow.references().values().find(|r| covers(r.span, offset)) {
            return Some((Target::Reference(reference), reference.span));
        }
        for (id, step) in workflow.steps().iter() {
            if !covers(entry_range(&step.entry), offset) && !covers(step.name.span, offset) {
                continue;
            }
            if covers(step.name.span, offset) {
                return Some((Target::Step(id), step.name.span));
            }
            if let Some(kind) = step.kind_text.as_ref().filter(|kind| covers(kind.span, offset)) {
                return Some((Target::Kind(id), kind.span));
            }
            if let Some(after) = step.after.iter().find(|after| covers(after.name.span, offset)) {
                return Some((
                    Target::After { name: &after.name, target: after.target },
                    after.name.span,
                ));
            }
            if let Some(index) = step.inputs.iter().position(|input| covers(input.key.span, offset))
            {
                return Some((Target::Input(id, index), step.inputs[index].key.span));
            }
            let gate = step.env_gate.iter().flatten().find(|name| covers(name.span, offset));
            if let Some(name) = gate {
                return Some((Target::Env(name), name.span));
            }
        }
        let policy_env = workflow
            .policy()
            .iter()
            .flat_map(|subject| &subject.rules)
            .flat_map(|rule| &rule.actions)
            .flat_map(|action| action.iter().skip(1))
            .find(|name| covers(name.span, offset));
        if let Some(name) = policy_env {
            return Some((Target::Env(name), name.span));
        }
        let env = workflow.envs().values().find(|env| covers(env.name.span, offset))?;
        Some((Target::Env(&env.name), env.name.span))
    }

    pub fn hover(&self, offset: u32) -> Option<Hover> {
        let workflow = self.workflow();
        let (target, range) = self.target(offset)?;
        let markdown = match target {
            Target::Step(id) | Target::Kind(id) => step_markdown(workflow, &workflow.steps()[id]),
            Target::After { target: Some(id), .. } => {
                step_markdown(workflow, &workflow.steps()[id])
            }
            Target::After { name, target: None } => {
                format!("`{}`: no step has this name", name.text)
            }
            Target::Env(name) => env_markdown(workflow, &name.text),
            Target::Input(id, index) => {
                let step = &workflow.steps()[id];
                input_markdown(step, &step.inputs[index].key.text)?
            }
            Target::Reference(reference) => {
                let text = reference.text();
                match &reference.resolution {
                    Resolution::Step { step, ty } => {
                        let step = &workflow.steps()[*step];
                        format!(
                            "`{text}`: `{ty}`\n\nan output of step `{}` ({})",
                            step.name.text,
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
                                workflow.steps()[step].name.text
                            ));
                        }
                        out
                    }
                }
            }
        };
        Some(Hover { markdown, range })
    }

    /// Where the thing at `offset` is declared: a reference's or an `after:` name's step, a block
    /// file's `inputs.NAME` its declaration, an environment (`env is NAME`, a policy rule's environment, or the name under `envs:` itself),
    /// the block file a step's kind names.
    pub fn definition(&self, offset: u32) -> Option<Definition> {
        let workflow = self.workflow();
        let (target, _) = self.target(offset)?;
        let here = match target {
            Target::Reference(reference) => match reference.target_step() {
                Some(step) => Some(workflow.steps()[step].name.span),
                // `inputs.NAME` in a block file: the input's declaration under `inputs:`.
                None => match (reference.segment(0), reference.segment(1)) {
                    (Some(namespace), Some(name)) if namespace.text == "inputs" => workflow
                        .block_inputs()
                        .iter()
                        .find(|(input, _)| input.text == name.text)
                        .map(|(input, _)| input.span),
                    _ => None,
                },
            },
            Target::After { target, .. } => target.map(|step| workflow.steps()[step].name.span),
            Target::Env(name) => workflow.env(&name.text).map(|env| workflow.envs()[env].name.span),
            Target::Kind(id) => {
                let step = &workflow.steps()[id];
                if let (Kind::Block(_), Some(kind)) = (&step.kind, &step.kind_text) {
                    return Some(Definition::Block(kind.text.to_string()));
                }
                Some(step.name.span)
            }
            Target::Step(id) => Some(workflow.steps()[id].name.span),
            Target::Input(..) => None,
        };
        here.map(Definition::Here)
    }

    /// Candidates at `offset` in `text`: a step's outputs after `name.`, a namespace's members after
    /// `git.`, catalog kinds and blocks in a step header (`name: |`), the kind's input keys where a
    /// step's key goes, environment names after `env is` and after a policy rule's verb, otherwise
    /// step names and namespaces.
    pub fn completions(&self, text: &str, offset: u32) -> Vec<Completion> {
        let workflow = self.workflow();
        let offset = floor(text, (offset as usize).min(text.len()));
        let line_start = text[..offset].rfind('\n').map_or(0, |at| at + 1);
        let before = &text[line_start..offset];
        let word_start = before
            .rfind(|c: char| !(c.is_alphanumeric() || matches!(c, '_' | '-' | '.')))
            .map_or(0, |at| at + before[at..].chars().next().map_or(1, char::len_utf8));
        let word = &before[word_start..];
        if let Some((path, _partial)) = word.rsplit_once('.') {
            return member_completions(workflow, path);
        }
        let word_at = line_start + word_start;
        // A step header: the step's own name on this line, then only `:` before the word.
        let header = workflow.steps().values().any(|step| {
            let (start, end) = (step.name.span.start() as usize, step.name.span.end() as usize);
            start >= line_start && end <= word_at && text[end..word_at].trim() == ":"
        });
        if header {
            let kinds = catalog::KINDS.iter().map(|kind| Completion {
                label: kind.name.to_string(),
                detail: kind_detail(kind),
                what: CompletionWhat::Kind,
            });
            let blocks = self.block_names.iter().map(|name| Completion {
                label: name.clone(),
                detail: "block".to_string(),
                what: CompletionWhat::Kind,
            });
            return kinds.chain(blocks).collect();
        }
        let lead = &before[..word_start];
        if lead.trim().is_empty() {
            // Where a key goes: the keys of the step whose body this line is in. A top-level key
            // has nothing to complete; deeper, the line may continue a value (references).
            match self.key_step(text, line_start, lead.len()) {
                Some(id) => return key_completions(&workflow.steps()[id], offset as u32),
                None if lead.is_empty() => return Vec::new(),
                None => {}
            }
        }
        let lead = lead.trim_end();
        let after_env_is = lead.strip_suffix("is").is_some_and(|rest| {
            rest.ends_with(char::is_whitespace) && rest.trim_end().ends_with("env")
        });
        let env_union = lead.ends_with('|') && lead.contains("env is");
        if after_env_is || env_union {
            return env_completions(workflow);
        }
        if let Some(verb) = self.policy_item(text, word_at) {
            return match verb {
                None => Action::VERBS
                    .iter()
                    .map(|action| Completion {
                        label: action.as_str().to_string(),
                        detail: "action".to_string(),
                        what: CompletionWhat::Verb,
                    })
                    .collect(),
                Some(_) => env_completions(workflow),
            };
        }
        let steps = workflow.steps().values().map(|step| Completion {
            label: step.name.text.to_string(),
            detail: kind_label(step),
            what: CompletionWhat::Step,
        });
        let namespaces = Namespace::WORKFLOW
            .into_iter()
            .chain(workflow.is_block_file().then_some(Namespace::Inputs))
            .map(|namespace| Completion {
                label: namespace.as_str().to_string(),
                detail: "context".to_string(),
                what: CompletionWhat::Namespace,
            });
        let mut out: Vec<Completion> = steps.chain(namespaces).collect();
        out.dedup_by(|a, b| a.label == b.label);
        out
    }

    /// The step whose key goes on the line starting at `line_start`, indented by `indent` bytes:
    /// the last step declared above it, when every line in between is indented deeper than the
    /// step's own line and this line is at the depth of the step's keys (any depth deeper than the
    /// header while the step has none).
    fn key_step(&self, text: &str, line_start: usize, indent: usize) -> Option<StepId> {
        let workflow = self.workflow();
        let (id, step) = workflow
            .steps()
            .iter()
            .filter(|(_, step)| (step.name.span.start() as usize) < line_start)
            .max_by_key(|(_, step)| step.name.span.start())?;
        let name_at = step.name.span.start() as usize;
        let header_start = text[..name_at].rfind('\n').map_or(0, |at| at + 1);
        let header_indent = name_at - header_start;
        if indent <= header_indent {
            return None;
        }
        let header_end = text[name_at..].find('\n').map_or(text.len(), |at| name_at + at);
        let between = text.get(header_end..line_start).unwrap_or_default();
        let deeper = between.lines().all(|line| {
            let trimmed = line.trim_start();
            trimmed.is_empty()
                || trimmed.starts_with('#')
                || line.len() - trimmed.len() > header_indent
        });
        if !deeper {
            return None;
        }
        let key_indent =
            step.inputs.iter().find(|input| (input.key.span.end() as usize) < line_start).map(
                |input| {
                    let at = input.key.span.start() as usize;
                    at - text[..at].rfind('\n').map_or(0, |nl| nl + 1)
                },
            );
        match key_indent {
            Some(key_indent) if key_indent != indent => None,
            _ => Some(id),
        }
    }

    /// When `word_at` is in an item of a policy rule (`never: deploy prod, build`): `Some(None)` at
    /// the item's first word (a verb goes there), `Some(Some(verb))` after the verb (an environment).
    fn policy_item(&self, text: &str, word_at: usize) -> Option<Option<String>> {
        let workflow = self.workflow();
        let rule = workflow.policy().iter().flat_map(|subject| &subject.rules).find(|rule| {
            let range = entry_range(&rule.entry);
            rule.key.span.end() as usize <= word_at && word_at <= range.end() as usize
        })?;
        let from = rule.key.span.end() as usize;
        let item = text.get(from..word_at)?;
        if item.contains('\n') {
            return None;
        }
        let item = item.trim_start_matches(':').rsplit(',').next().unwrap_or_default();
        let words: Vec<&str> = item.split_whitespace().collect();
        match words.as_slice() {
            [] => Some(None),
            [verb] => Some(Some(verb.to_string())),
            _ => None,
        }
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
            name: step.name.text.to_string(),
            detail: Some(kind_label(step)),
            what: SymbolWhat::Step,
            range: entry_range(&step.entry).cover(step.name.span),
            selection: step.name.span,
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

/// The keys a step may still take: its kind's inputs (a block's declared inputs), then the keys
/// every step takes; keys already written are left out, except the one being typed at `offset`.
fn key_completions(step: &Step, offset: u32) -> Vec<Completion> {
    let written = |key: &str| {
        step.inputs.iter().any(|input| input.key.text == key && !covers(input.key.span, offset))
    };
    let mut out = Vec::new();
    match &step.kind {
        Kind::Builtin(spec) => {
            for input in spec.inputs {
                let need = if input.required { "required" } else { "optional" };
                out.push(Completion {
                    label: input.name.to_string(),
                    detail: format!("{} ({need})", input.ty),
                    what: CompletionWhat::Input,
                });
            }
        }
        Kind::Block(signature) => {
            for input in &signature.inputs {
                let need = if input.has_default { "optional" } else { "required" };
                out.push(Completion {
                    label: input.name.clone(),
                    detail: format!("{} ({need})", input.ty),
                    what: CompletionWhat::Input,
                });
            }
        }
        Kind::Script { .. } | Kind::Unknown | Kind::Missing => {}
    }
    out.extend(catalog::RESERVED_STEP_KEYS.iter().map(|key| Completion {
        label: key.to_string(),
        detail: "step key".to_string(),
        what: CompletionWhat::StepKey,
    }));
    out.retain(|completion| !written(&completion.label));
    out
}

fn env_completions(workflow: &Workflow) -> Vec<Completion> {
    workflow
        .envs()
        .values()
        .map(|env| Completion {
            label: env.name.text.to_string(),
            detail: "environment".to_string(),
            what: CompletionWhat::Env,
        })
        .collect()
}

fn floor(text: &str, mut offset: usize) -> usize {
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

fn member_completions(workflow: &Workflow, path: &str) -> Vec<Completion> {
    let mut segments = path.split('.');
    let root = segments.next().unwrap_or_default();
    let rest: Vec<&str> = segments.collect();
    let member = |label: String, detail: String, what| Completion { label, detail, what };
    if let Some(id) = workflow.step(root) {
        let step = &workflow.steps()[id];
        return match rest.as_slice() {
            [] => step_outputs(step)
                .into_iter()
                .map(|(name, ty)| member(name, ty, CompletionWhat::Output))
                .collect(),
            ["out"] => runtime_outputs(step)
                .into_iter()
                .map(|(name, ty)| member(name, ty, CompletionWhat::Output))
                .collect(),
            _ => Vec::new(),
        };
    }
    let Some(namespace) = Namespace::from_name(root, workflow.is_block_file()) else {
        return Vec::new();
    };
    if !rest.is_empty() {
        return Vec::new();
    }
    let mut out: Vec<Completion> = namespace
        .members()
        .iter()
        .map(|(name, ty)| member(name.to_string(), ty.to_string(), CompletionWhat::Member))
        .collect();
    match namespace {
        Namespace::Env => {
            out.push(member(
                "name".into(),
                "the environment's name".into(),
                CompletionWhat::Member,
            ));
            let mut vars: Vec<&str> = workflow.env_vars().collect();
            vars.sort_unstable();
            vars.dedup();
            out.extend(
                vars.into_iter()
                    .map(|var| member(var.into(), "String".into(), CompletionWhat::Member)),
            );
        }
        Namespace::Inputs => out.extend(workflow.block_inputs().iter().map(|(name, ty)| {
            member(name.text.to_string(), ty.to_string(), CompletionWhat::Member)
        })),
        Namespace::Secrets => {
            // The secrets the file already reads.
            let mut names: Vec<&str> = workflow
                .references()
                .values()
                .filter(|r| r.segment(0).is_some_and(|s| s.text == "secrets"))
                .filter_map(|r| Some(r.segment(1)?.text))
                .collect();
            names.sort_unstable();
            names.dedup();
            out.extend(
                names
                    .into_iter()
                    .map(|name| member(name.into(), "secret".into(), CompletionWhat::Member)),
            );
        }
        _ => {}
    }
    out
}

/// A step's outputs read as `name.<output>`, with `out` when it has run-time outputs.
fn step_outputs(step: &Step) -> Vec<(String, String)> {
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
        Kind::Script { .. } | Kind::Block(_) => true,
        Kind::Unknown | Kind::Missing => false,
    };
    if runtime {
        out.push(("out".to_string(), "run-time outputs".to_string()));
    }
    out
}

/// A step's run-time outputs (`name.out.<output>`) that the file or the site declares.
fn runtime_outputs(step: &Step) -> Vec<(String, String)> {
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

fn kind_label(step: &Step) -> String {
    match &step.kind {
        Kind::Builtin(spec) => spec.name.to_string(),
        Kind::Script { path } => format!("script {path}"),
        Kind::Block(signature) => format!("block {}", signature.name),
        Kind::Unknown => step
            .kind_text
            .as_ref()
            .map_or("unknown kind".into(), |kind| format!("{} (unknown kind)", kind.text)),
        Kind::Missing => "no kind".to_string(),
    }
}

fn kind_detail(kind: &KindSpec) -> String {
    match kind.action {
        Some(action) => format!("action: {}", action.as_str()),
        None => "no action".to_string(),
    }
}

fn step_markdown(workflow: &Workflow, step: &Step) -> String {
    let mut out = format!("**{}**: `{}`", step.name.text, kind_label(step));
    if let Some(action) = step.action() {
        out.push_str(&format!("\n\naction: `{}`", action.as_str()));
    }
    let outputs = step_outputs(step);
    if !outputs.is_empty() {
        out.push_str("\n\noutputs:");
        for (name, ty) in outputs {
            out.push_str(&format!("\n- `{}.{name}`: {ty}", step.name.text));
        }
    }
    for (name, ty) in runtime_outputs(step) {
        out.push_str(&format!("\n- `{}.out.{name}`: {ty}", step.name.text));
    }
    let waits: Vec<&str> = step
        .after
        .iter()
        .filter_map(|after| after.target)
        .map(|id| workflow.steps()[id].name.text.as_str())
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
