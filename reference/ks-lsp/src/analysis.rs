//! What the editor asks about one version of a document, answered from ks-core's semantic model.
//! Everything here speaks byte offsets; the server converts at the boundary (`position.rs`).

use ks_core::catalog::{self, KindSpec};
use ks_core::model::{Kind, Name, Namespace, Resolution, Step, StepId, Workflow};
use ks_core::{CheckOptions, Checked};
use ks_lang::ast::AstNode;
use ks_lang::{Diagnostic, Parse, TextRange};

/// One parse and check of a text.
pub struct Analysis {
    pub parse: Parse,
    pub checked: Checked,
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
}

/// A symbol of the outline: a step or an environment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Symbol {
    pub name: String,
    pub detail: Option<String>,
    pub is_env: bool,
    /// The whole entry.
    pub range: TextRange,
    /// The name.
    pub selection: TextRange,
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
    pub fn new(text: &str) -> Analysis {
        let parse = ks_lang::parse(text);
        let checked = ks_core::check(&parse, &CheckOptions::default());
        Analysis { parse, checked }
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
        if let Some(reference) = workflow.references.values().find(|r| covers(r.span, offset)) {
            return Some((Target::Reference(reference), reference.span));
        }
        for (id, step) in workflow.steps.iter() {
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
        let env = workflow.envs.values().find(|env| covers(env.name.span, offset))?;
        Some((Target::Env(&env.name), env.name.span))
    }

    pub fn hover(&self, offset: u32) -> Option<Hover> {
        let workflow = self.workflow();
        let (target, range) = self.target(offset)?;
        let markdown = match target {
            Target::Step(id) | Target::Kind(id) => step_markdown(workflow, &workflow.steps[id]),
            Target::After { target: Some(id), .. } => step_markdown(workflow, &workflow.steps[id]),
            Target::After { name, target: None } => {
                format!("`{}`: no step has this name", name.text)
            }
            Target::Env(name) => env_markdown(workflow, &name.text),
            Target::Input(id, index) => {
                let step = &workflow.steps[id];
                input_markdown(step, &step.inputs[index].key.text)?
            }
            Target::Reference(reference) => {
                let text = reference.text();
                match &reference.resolution {
                    Resolution::Step { step, ty } => {
                        let step = &workflow.steps[*step];
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
                                workflow.steps[step].name.text
                            ));
                        }
                        out
                    }
                }
            }
        };
        Some(Hover { markdown, range })
    }

    /// Where the thing at `offset` is declared: a reference's or an `after:` name's step, an
    /// environment (`env is NAME`, or the name under `envs:` itself).
    pub fn definition(&self, offset: u32) -> Option<TextRange> {
        let workflow = self.workflow();
        let (target, _) = self.target(offset)?;
        match target {
            Target::Reference(reference) => {
                reference.target_step().map(|step| workflow.steps[step].name.span)
            }
            Target::After { target, .. } => target.map(|step| workflow.steps[step].name.span),
            Target::Env(name) => workflow.env(&name.text).map(|env| workflow.envs[env].name.span),
            Target::Step(id) | Target::Kind(id) => Some(workflow.steps[id].name.span),
            Target::Input(..) => None,
        }
    }

    /// Candidates at `offset` in `text`: a step's outputs after `name.`, a namespace's members after
    /// `git.`, catalog kinds in a step header (`name: |`), otherwise step names and namespaces.
    pub fn completions(&self, text: &str, offset: u32) -> Vec<Completion> {
        let workflow = self.workflow();
        let offset = (offset as usize).min(text.len());
        let line_start = text[..floor(text, offset)].rfind('\n').map_or(0, |at| at + 1);
        let before = &text[line_start..floor(text, offset)];
        let word_start = before
            .rfind(|c: char| !(c.is_alphanumeric() || matches!(c, '_' | '-' | '.')))
            .map_or(0, |at| at + before[at..].chars().next().map_or(1, char::len_utf8));
        let word = &before[word_start..];
        if let Some((path, _partial)) = word.rsplit_once('.') {
            return member_completions(workflow, path);
        }
        // A step header: the step's own name on this line, then only `:` before the word.
        let word_at = line_start + word_start;
        let header = workflow.steps.values().any(|step| {
            let (start, end) = (step.name.span.start() as usize, step.name.span.end() as usize);
            start >= line_start && end <= word_at && text[end..word_at].trim() == ":"
        });
        if header {
            return catalog::KINDS
                .iter()
                .map(|kind| Completion {
                    label: kind.name.to_string(),
                    detail: kind_detail(kind),
                    what: CompletionWhat::Kind,
                })
                .collect();
        }
        let steps = workflow.steps.values().map(|step| Completion {
            label: step.name.text.clone(),
            detail: kind_label(step),
            what: CompletionWhat::Step,
        });
        let namespaces = Namespace::WORKFLOW
            .into_iter()
            .chain(workflow.is_block_file.then_some(Namespace::Inputs))
            .map(|namespace| Completion {
                label: namespace.as_str().to_string(),
                detail: "context".to_string(),
                what: CompletionWhat::Namespace,
            });
        let mut out: Vec<Completion> = steps.chain(namespaces).collect();
        out.dedup_by(|a, b| a.label == b.label);
        out
    }

    /// Steps and environments, in source order.
    pub fn symbols(&self) -> Vec<Symbol> {
        let workflow = self.workflow();
        let envs = workflow.envs.values().map(|env| Symbol {
            name: env.name.text.clone(),
            detail: Some("environment".to_string()),
            is_env: true,
            range: entry_range(&env.entry).cover(env.name.span),
            selection: env.name.span,
        });
        let steps = workflow.steps.values().map(|step| Symbol {
            name: step.name.text.clone(),
            detail: Some(kind_label(step)),
            is_env: false,
            range: entry_range(&step.entry).cover(step.name.span),
            selection: step.name.span,
        });
        let mut out: Vec<Symbol> = envs.chain(steps).collect();
        out.sort_by_key(|symbol| symbol.selection.start());
        out
    }
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
        let step = &workflow.steps[id];
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
    let Some(namespace) = Namespace::from_name(root, workflow.is_block_file) else {
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
        Namespace::Inputs => {
            out.extend(workflow.block_inputs.iter().map(|(name, ty)| {
                member(name.text.clone(), ty.to_string(), CompletionWhat::Member)
            }))
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
    let mut out: Vec<(String, String)> =
        step.output_types.iter().map(|(name, ty)| (name.text.clone(), ty.to_string())).collect();
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
        .map(|id| workflow.steps[id].name.text.as_str())
        .collect();
    if !waits.is_empty() {
        out.push_str(&format!("\n\nafter: {}", waits.join(", ")));
    }
    out
}

/// A built-in kind's input: its type and whether it is required (from the catalog).
fn input_markdown(step: &Step, key: &str) -> Option<String> {
    let spec = step.kind.builtin()?;
    let input = spec.input(key)?;
    let need = if input.required { "required" } else { "optional" };
    Some(format!("`{key}`: `{}` ({need} input of `{}`)", input.ty, spec.name))
}

fn env_markdown(workflow: &Workflow, name: &str) -> String {
    let Some(id) = workflow.env(name) else {
        return format!("`{name}`: no environment has this name");
    };
    let env = &workflow.envs[id];
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
