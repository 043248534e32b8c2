//! What completes where (ADR 0082): the candidates of each [`CompletionContext`], each with the
//! text accepting it writes in place of the word being typed (after its last `.`). The
//! kinds, their inputs and docs, the action, rollback and policy vocabularies, the top-level keys,
//! the environment properties and the trigger words are ks-core's (the lists its check reads).

use ks_core::model::{Kind, Namespace, Step, StepId, Workflow};
use ks_core::{policy, top_level_keys, Action, KindSpec, RollbackPolicy, Word};
use ks_core::{ENV_PROPERTIES, TRIGGERS};
use ks_lang::TextRange;

use crate::analysis::{kind_label, runtime_outputs, step_outputs, Analysis};
use crate::completion::CompletionContext;

/// One completion candidate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Completion {
    pub label: String,
    pub detail: String,
    pub what: CompletionWhat,
    /// Markdown shown beside the item (a kind's or an input's doc).
    pub documentation: Option<String>,
    /// What accepting it writes.
    pub insert: Insert,
}

/// What accepting a completion writes in place of the word being typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Insert {
    /// The label itself.
    Label,
    /// This text (`rollback: ` for the key `rollback`).
    Text(String),
    /// An LSP snippet (`from: ${1:Path}`: the placeholder is the input's type).
    Snippet(String),
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
    /// A top-level key, an environment property or a policy rule key.
    Key,
    /// A policy subject (`agents`, `humans`).
    Subject,
    /// One of a key's fixed answers (`rollback: auto`, `on: push`, a decide step's answer).
    Choice,
    Env,
    /// An action verb in a policy rule.
    Verb,
}

/// The candidates at a position and the range accepting one replaces.
pub struct Completions {
    pub items: Vec<Completion>,
    pub replace: TextRange,
}

impl Completion {
    fn new(
        label: impl Into<String>,
        detail: impl Into<String>,
        what: CompletionWhat,
    ) -> Completion {
        Completion {
            label: label.into(),
            detail: detail.into(),
            what,
            documentation: None,
            insert: Insert::Label,
        }
    }

    fn doc(mut self, doc: impl Into<String>) -> Completion {
        self.documentation = Some(doc.into());
        self
    }

    fn insert(mut self, insert: Insert) -> Completion {
        self.insert = insert;
        self
    }

    /// A key: `name: ` where a value follows on the line, `name:` where children follow.
    fn key(label: &str, detail: &str, what: CompletionWhat, parent: bool) -> Completion {
        let text = if parent { format!("{label}:") } else { format!("{label}: ") };
        Completion::new(label, detail, what).insert(Insert::Text(text))
    }
}

const BOOLS: [&str; 2] = ["true", "false"];

/// The candidates at `offset` in `text` (the model's text), and what accepting one replaces.
pub fn complete(analysis: &Analysis, text: &str, offset: u32) -> Completions {
    let workflow = analysis.checked.workflow();
    // The model keeps no parse: the context is read from the tokens and lines around the offset.
    let (context, replace) = CompletionContext::at(text, workflow, offset);
    let items = match context {
        CompletionContext::Member { path } => member_completions(workflow, &path),
        CompletionContext::StepKind => kind_completions(&analysis.block_names),
        CompletionContext::StepKey(id) => key_completions(&workflow.steps()[id], replace.end()),
        CompletionContext::TopLevelKey => top_level_completions(workflow, replace.end()),
        CompletionContext::EnvProperty => ENV_PROPERTIES
            .iter()
            .map(|word| {
                Completion::key(word.name, "environment property", CompletionWhat::Key, word.parent)
                    .doc(word.doc)
            })
            .collect(),
        CompletionContext::PolicySubject => policy::SUBJECTS
            .iter()
            .map(|subject| {
                Completion::key(subject, "policy subject", CompletionWhat::Subject, true)
            })
            .collect(),
        CompletionContext::RuleKey => policy::RULE_KEYS
            .iter()
            .map(|key| Completion::key(key, "policy rule", CompletionWhat::Key, false))
            .collect(),
        CompletionContext::NewName => Vec::new(),
        CompletionContext::Choice { key } => choice_completions(&key),
        CompletionContext::Answer(id) => answer_completions(workflow, id),
        CompletionContext::Env | CompletionContext::PolicyEnv => env_completions(workflow),
        CompletionContext::PolicyVerb => Action::VERBS
            .iter()
            .map(|action| Completion::new(action.as_str(), "action", CompletionWhat::Verb))
            .collect(),
        CompletionContext::Value => value_completions(workflow),
    };
    Completions { items, replace }
}

fn kind_completions(block_names: &[String]) -> Vec<Completion> {
    let kinds = ks_core::BUILTIN_KINDS.iter().map(|kind| {
        Completion::new(kind.name, kind_detail(kind), CompletionWhat::Kind).doc(kind.doc)
    });
    let blocks =
        block_names.iter().map(|name| Completion::new(name, "block", CompletionWhat::Kind));
    kinds.chain(blocks).collect()
}

fn kind_detail(kind: &KindSpec) -> String {
    match kind.action {
        Some(action) => format!("action: {}", action.as_str()),
        None => "no action".to_string(),
    }
}

/// The file's top-level keys not written yet (a block file's own set), the one being typed at
/// `offset` included.
fn top_level_completions(workflow: &Workflow, offset: u32) -> Vec<Completion> {
    let keys = top_level_keys(workflow.is_block_file());
    let written = |key: &str| {
        workflow.top_level().iter().any(|top| top.key.text == key && !covers(top.key.span, offset))
    };
    let header = format!("{}: {}", ks_migrate::HEADER_KEY, ks_migrate::CURRENT);
    let completion = |key: &Word| match key.name {
        // The header is written whole, with the format this server reads.
        "keepshipping" => Completion::new(key.name, "format header", CompletionWhat::Key)
            .insert(Insert::Text(header.clone())),
        _ => Completion::key(key.name, "top-level key", CompletionWhat::Key, key.parent),
    };
    keys.iter().filter(|key| !written(key.name)).map(|key| completion(key).doc(key.doc)).collect()
}

/// The keys a step may still take: its kind's inputs (a block's declared inputs), then the keys
/// every step takes; keys already written are left out, except the one being typed at `offset`.
/// A required input is a snippet whose placeholder is its type.
fn key_completions(step: &Step, offset: u32) -> Vec<Completion> {
    let written = |key: &str| {
        step.inputs.iter().any(|input| input.key() == key && !covers(input.key_span(), offset))
    };
    let input = |name: &str, ty: &str, required: bool| {
        let need = if required { "required" } else { "optional" };
        let completion = Completion::new(name, format!("{ty} ({need})"), CompletionWhat::Input);
        match (required, name) {
            // `outputs:` on `tofu.apply` holds one `name: Type` per line.
            (_, "outputs") => completion.insert(Insert::Text(format!("{name}:"))),
            (true, _) => completion.insert(Insert::Snippet(format!("{name}: ${{1:{ty}}}"))),
            (false, _) => completion.insert(Insert::Text(format!("{name}: "))),
        }
    };
    let mut out = Vec::new();
    match &step.kind {
        Kind::Builtin(spec) => {
            for spec_input in spec.inputs {
                let doc = format!("{}\n\ninput of `{}`", spec_input.doc, spec.name);
                out.push(input(spec_input.name, spec_input.ty, spec_input.required).doc(doc));
            }
        }
        Kind::Block(signature) => {
            for block_input in &signature.inputs {
                let ty = block_input.ty.to_string();
                let mut doc = format!("input of block `{}`", signature.name);
                if let Some(default) = &block_input.default {
                    doc.push_str(&format!("; default `{default}`"));
                }
                out.push(input(&block_input.name, &ty, !block_input.has_default).doc(doc));
            }
        }
        Kind::Script | Kind::Unknown | Kind::Missing => {}
    }
    out.extend(
        ks_core::RESERVED_STEP_KEYS
            .iter()
            .map(|key| Completion::key(key, "step key", CompletionWhat::StepKey, false)),
    );
    out.retain(|completion| !written(&completion.label));
    out
}

/// The answers a key takes.
fn choice_completions(key: &str) -> Vec<Completion> {
    let choice = |label: &str, detail: &str| Completion::new(label, detail, CompletionWhat::Choice);
    match key {
        "rollback" => RollbackPolicy::ALL.iter().map(|p| choice(p.as_str(), "rollback")).collect(),
        "action" => Action::ALL.iter().map(|a| choice(a.as_str(), "script action")).collect(),
        "on" => TRIGGERS.iter().map(|word| choice(word.name, "trigger").doc(word.doc)).collect(),
        "ci-only" | "require-verified" => BOOLS.iter().map(|word| choice(word, "Bool")).collect(),
        _ => Vec::new(),
    }
}

/// A decide step's answers (`risk is |`).
fn answer_completions(workflow: &Workflow, id: StepId) -> Vec<Completion> {
    let step = &workflow.steps()[id];
    let detail = format!("answer of `{}`", step.name());
    step.answers
        .iter()
        .map(|answer| Completion::new(answer.as_str(), &detail, CompletionWhat::Choice))
        .collect()
}

fn env_completions(workflow: &Workflow) -> Vec<Completion> {
    workflow
        .envs()
        .values()
        .map(|env| Completion::new(env.name.text.as_str(), "environment", CompletionWhat::Env))
        .collect()
}

/// Step names and namespaces.
fn value_completions(workflow: &Workflow) -> Vec<Completion> {
    let steps = workflow
        .steps()
        .values()
        .map(|step| Completion::new(step.name(), kind_label(step), CompletionWhat::Step));
    let namespaces = Namespace::WORKFLOW
        .into_iter()
        .chain(workflow.is_block_file().then_some(Namespace::Inputs))
        .map(|namespace| Completion::new(namespace.as_str(), "context", CompletionWhat::Namespace));
    let mut out: Vec<Completion> = steps.chain(namespaces).collect();
    out.dedup_by(|a, b| a.label == b.label);
    out
}

fn member_completions(workflow: &Workflow, path: &str) -> Vec<Completion> {
    let mut segments = path.split('.');
    let root = segments.next().unwrap_or_default();
    let rest: Vec<&str> = segments.collect();
    let member = |label: String, detail: String, what| Completion::new(label, detail, what);
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

/// `span` covers `offset` when the cursor is inside it or just after its last character.
fn covers(span: TextRange, offset: u32) -> bool {
    span.start() <= offset && offset <= span.end()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ks_lang::codes;

    fn codes_of(text: &str) -> Vec<&'static str> {
        let analysis = Analysis::new(text);
        analysis.diagnostics().iter().map(|diagnostic| diagnostic.code).collect()
    }

    /// Completion offers exactly what the check accepts: every top-level key of a site file and of
    /// a block file, environment property and trigger word offered is accepted, each one the check
    /// reads is offered, and a misspelt one is refused (so the test can fail).
    #[test]
    fn completion_offers_exactly_the_keys_properties_and_triggers_the_check_accepts() {
        let cases: [(&str, &str, &str, &str); 4] = [
            (
                "keepshipping: 0.1\n$0",
                "keepshipping: 0.1\nKEY: x\n",
                "nmae",
                codes::UNKNOWN_TOP_LEVEL_KEY,
            ),
            (
                "keepshipping: 0.1\nblock: web\n$0",
                "keepshipping: 0.1\nblock: web\nKEY: x\n",
                "name",
                codes::UNKNOWN_TOP_LEVEL_KEY,
            ),
            (
                "keepshipping: 0.1\nenvs:\n  prod:\n    $0\n",
                "keepshipping: 0.1\nenvs:\n  prod:\n    KEY: x\n",
                "colour",
                codes::UNKNOWN_ENVIRONMENT_PROPERTY,
            ),
            (
                "keepshipping: 0.1\non: $0\n",
                "keepshipping: 0.1\non: KEY\n",
                "pull",
                codes::UNKNOWN_TRIGGER,
            ),
        ];
        let lists: [(&[Word], &[&str]); 4] = [
            (&ks_core::SITE_KEYS, &["keepshipping"]),
            (&ks_core::BLOCK_KEYS, &["keepshipping", "block"]),
            (&ENV_PROPERTIES, &[]),
            (&TRIGGERS, &[]),
        ];
        for ((at, written, misspelt, code), (list, already)) in cases.into_iter().zip(lists) {
            let offered = labels(at);
            let expected: Vec<&str> =
                ks_core::vocabulary_names(list).filter(|name| !already.contains(name)).collect();
            assert_eq!(offered, expected, "{at}");
            for key in offered.iter().map(String::as_str).chain([misspelt]) {
                let refused = codes_of(&written.replace("KEY", key)).contains(&code);
                assert_eq!(refused, key == misspelt, "{key} in {written}");
            }
        }
    }

    fn labels(text: &str) -> Vec<String> {
        let offset = text.find("$0").expect("a cursor") as u32;
        let text = text.replacen("$0", "", 1);
        let analysis = Analysis::new(&text);
        complete(&analysis, &text, offset).items.into_iter().map(|c| c.label).collect()
    }

    #[test]
    fn keys_and_answers_complete_where_they_go() {
        assert_eq!(labels("keepshipping: 0.1\nname: api\n$0"), ["on", "envs", "policy", "steps"]);
        assert_eq!(labels("keepshipping: 0.1\nblock: web\n$0"), ["inputs", "outputs", "steps"]);
        assert_eq!(
            labels("envs:\n  prod:\n    $0\n"),
            ["on", "vars", "require-verified", "ci-only"]
        );
        assert_eq!(labels("policy:\n  $0\n"), ["agents", "humans"]);
        assert_eq!(labels("policy:\n  agents:\n    $0\n"), ["can", "before", "ask", "never"]);
        let step = "steps:\n  web: k8s.rollout\n    image: x\n";
        assert_eq!(labels(&format!("{step}    rollback: $0\n")), ["auto", "manual", "none"]);
        assert_eq!(labels("on: push, $0\n"), ["push", "pr", "tag", "manual"]);
        assert_eq!(labels(&format!("{step}    ci-only: $0\n")), ["true", "false"]);
        let decide = "steps:\n  risk: decide\n    input: git.sha\n    answers: low | high\n";
        assert_eq!(labels(&format!("{decide}    when: risk is $0\n")), ["low", "high"]);
        assert!(labels("envs:\n  $0\n").is_empty(), "a new name");
    }

    #[test]
    fn a_required_input_is_a_snippet_with_its_type_and_the_doc_comes_from_the_catalog() {
        let text = "steps:\n  build: oci.image\n    \n";
        let analysis = Analysis::new(text);
        let offset = text.len() as u32 - 1;
        let items = complete(&analysis, text, offset).items;
        let from = items.iter().find(|c| c.label == "from").unwrap();
        assert_eq!(from.insert, Insert::Snippet("from: ${1:Path}".into()));
        let spec = ks_core::builtin_kind("oci.image").unwrap();
        assert!(from.documentation.as_ref().unwrap().starts_with(spec.input("from").unwrap().doc));
        let tags = items.iter().find(|c| c.label == "tags").unwrap();
        assert_eq!(tags.insert, Insert::Text("tags: ".into()));
    }
}
