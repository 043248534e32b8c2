//! Quick fixes the server offers beyond the fixes ks-core puts on a diagnostic (ADR 0082): the
//! missing inputs of a step or block use (KS0206) and the declaration of an undeclared environment
//! (KS0301). They are unsafe (the inputs' values are the author's to write), so `source.fixAll`
//! never takes them. KS0611's header pin is ks-core's own fix (ks-migrate's `header_pin`), offered
//! like any other.

use ks_core::model::{Item, Kind, Workflow};
use ks_lang::ast::AstNode;
use ks_lang::{codes, Diagnostic, Edit, Fix, TextRange};

use crate::analysis::Analysis;

/// The fixes the server adds to `diagnostic` of `text` (a current-format document: a previous-format
/// file's model is of other text, and it gets none).
pub(crate) fn fixes(analysis: &Analysis, text: &str, diagnostic: &Diagnostic) -> Vec<Fix> {
    if analysis.checked.migrated().is_some() {
        return Vec::new();
    }
    let workflow = analysis.checked.workflow();
    let fix = match diagnostic.code {
        codes::MISSING_INPUT => missing_inputs(workflow, text, diagnostic.span),
        codes::UNDECLARED_ENVIRONMENT => declare_env(workflow, text, diagnostic.span),
        _ => None,
    };
    fix.into_iter().collect()
}

/// `name: ` for each required input the step at `span` leaves out, after its last line, at the
/// depth of its keys (two spaces below its header when it has none).
fn missing_inputs(workflow: &Workflow, text: &str, span: TextRange) -> Option<Fix> {
    let (Item::Step(id), _) = workflow.item_at(span.start())? else { return None };
    let step = &workflow.steps()[id];
    let missing: Vec<String> = match &step.kind {
        Kind::Builtin(spec) => spec
            .inputs
            .iter()
            .filter(|input| input.required && step.input(input.name).is_none())
            .map(|input| input.name.to_string())
            .collect(),
        Kind::Block(signature) => signature
            .inputs
            .iter()
            .filter(|input| !input.has_default && step.input(&input.name).is_none())
            .map(|input| input.name.clone())
            .collect(),
        Kind::Script | Kind::Unknown | Kind::Missing => Vec::new(),
    };
    if missing.is_empty() {
        return None;
    }
    let indent = match step.inputs.first() {
        Some(input) => indentation(text, input.key_span().start()).to_string(),
        None => format!("{}  ", indentation(text, step.name_span().start())),
    };
    let lines: String = missing.iter().map(|name| format!("{indent}{name}: \n")).collect();
    let names: Vec<String> = missing.iter().map(|name| format!("`{name}`")).collect();
    let title = format!("add the missing input{} {}", plural(&missing), names.join(", "));
    let entry_end = step.entry.syntax().text_range().end();
    Some(Fix::unsafe_(title, vec![after_line_of(text, entry_end, lines)]))
}

/// `NAME:` under `envs:` (after the environments declared), or a new `envs:` before `steps:`.
fn declare_env(workflow: &Workflow, text: &str, span: TextRange) -> Option<Fix> {
    let (Item::Env(name), at) = workflow.item_at(span.start())? else { return None };
    if at != span || workflow.env(&name.text).is_some() {
        return None;
    }
    let title = format!("declare the environment `{}` under `envs:`", name.text);
    let top = |key: &str| workflow.top_level().iter().find(|top| top.key.text == key);
    let edit = match top("envs") {
        Some(envs) => {
            let indent = match workflow.envs().values().next() {
                Some(env) => indentation(text, env.name.span.start()).to_string(),
                None => "  ".to_string(),
            };
            let end = envs.entry.syntax().text_range().end();
            after_line_of(text, end, format!("{indent}{}:\n", name.text))
        }
        None => {
            let block = format!("envs:\n  {}:\n", name.text);
            match top("steps") {
                Some(steps) => Edit::insert(line_start(text, steps.key.span.start()), block),
                None => after_line_of(text, text.len() as u32, block),
            }
        }
    };
    Some(Fix::unsafe_(title, vec![edit]))
}

fn plural<T>(items: &[T]) -> &'static str {
    if items.len() == 1 {
        ""
    } else {
        "s"
    }
}

fn line_start(text: &str, offset: u32) -> u32 {
    text[..offset as usize].rfind('\n').map_or(0, |at| at as u32 + 1)
}

/// The spaces and tabs that start the line of `offset`.
fn indentation(text: &str, offset: u32) -> &str {
    let start = line_start(text, offset) as usize;
    let line = &text[start..offset as usize];
    &line[..line.len() - line.trim_start_matches([' ', '\t']).len()]
}

/// Inserts `lines` at the start of the line after the one `offset` ends on (a line end added
/// first when the file ends without one).
fn after_line_of(text: &str, offset: u32, lines: String) -> Edit {
    let offset = offset as usize;
    if offset > 0 && text[..offset].ends_with('\n') {
        return Edit::insert(offset as u32, lines);
    }
    match text[offset..].find('\n') {
        Some(at) => Edit::insert((offset + at + 1) as u32, lines),
        None => Edit::insert(text.len() as u32, format!("\n{lines}")),
    }
}
