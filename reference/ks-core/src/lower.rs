//! Lowering: the typed AST of one file into the [`Workflow`] model, once. Names are classified here
//! (REF-3..REF-7: which dotted names are references) and references resolved against the steps and
//! namespaces the file declares; checks only read the result. Never panics on a broken tree: every
//! accessor is an `Option`, and what is missing is simply not in the model.

use ks_lang::{
    ast::ScalarClass,
    ast::{self, AstToken, Expr, StringPart},
    SyntaxKind, TextRange,
};

use crate::base::Name;
use crate::{
    catalog::{self, Action, InputType},
    model::*,
    step::RollbackPolicy,
    types::{Type, Unreadable},
    CheckOptions,
};

/// The direct sub-expressions of an expression node.
pub(crate) fn children(expr: &Expr) -> Vec<Expr> {
    let mut out = Vec::new();
    push_children(expr, &mut out);
    out
}

/// Pushes the direct sub-expressions of an expression node onto `stack`, in source order.
pub(crate) fn push_children(expr: &Expr, stack: &mut Vec<Expr>) {
    stack.extend(expr.sub_exprs());
}

/// Pushes them in reverse, so that popping `stack` visits them in source order.
pub(crate) fn push_children_rev(expr: &Expr, stack: &mut Vec<Expr>) {
    let at = stack.len();
    push_children(expr, stack);
    stack[at..].reverse();
}

/// The interpolations among a word's or string's parts, as (dotted name, start of the name).
pub(crate) fn interpolations(parts: &[StringPart<'_>]) -> Vec<(String, u32)> {
    parts
        .iter()
        .filter_map(|part| match part {
            StringPart::Interp(interp) => {
                Some((interp.name.text().to_string(), interp.name.text_range().start()))
            }
            StringPart::Text(_) => None,
        })
        .collect()
}

/// Every interpolation in an expression (words, strings and `{…}` atoms), with name spans.
pub(crate) fn all_interpolations(expr: &Expr) -> Vec<(String, u32)> {
    let mut found = Vec::new();
    let mut stack = vec![expr.clone()];
    while let Some(expr) = stack.pop() {
        match &expr {
            Expr::Word(word) => {
                found.extend(interpolations(&word.parts()));
            }
            Expr::String(string) => {
                found.extend(interpolations(&string.parts()));
            }
            Expr::Interp(interp) => {
                let start = interp.syntax().text_range().start() + 1;
                found.push((interp.reference().to_string(), start));
            }
            other => push_children_rev(other, &mut stack),
        }
    }
    found.sort_by_key(|(_, start)| *start);
    found
}

/// Lowers a parsed file.
pub fn lower(parse: &ks_lang::Parse, options: &CheckOptions) -> Workflow {
    let mut workflow = Workflow::default();
    let entries: Vec<ast::Entry> = parse.tree().entries().collect();
    for (i, entry) in entries.iter().enumerate() {
        let Some(key) = Name::key_of(entry) else { continue };
        if key.text == "keepshipping" {
            workflow.headers.push(Header {
                entry: entry.clone(),
                key_span: key.span,
                first: i == 0,
            });
        }
        workflow.top_level.push(TopLevel { key, entry: entry.clone() });
    }
    workflow.is_block_file = workflow.top_level.iter().any(|top| top.key.text == "block");
    let first = |key: &str| {
        workflow.top_level.iter().find(|top| top.key.text == key).map(|top| top.entry.clone())
    };
    let (name, envs, on, steps, policy, inputs) = (
        first("name"),
        first("envs"),
        first("on"),
        first("steps"),
        first("policy"),
        first("inputs"),
    );

    workflow.name = name.and_then(|entry| entry.value()).map(|value| match &value {
        Expr::String(string) => {
            Name { text: string.value().into(), span: string.syntax().text_range() }
        }
        other => Name { text: other.text().into(), span: other.text_range() },
    });
    workflow.triggers = on.map(lower_triggers);
    workflow.implicit_env = envs.is_none();
    if let Some(envs) = envs {
        for entry in envs.entries() {
            if let Some(env) = lower_env(entry) {
                workflow.add_env(env);
            }
        }
    }
    if workflow.is_block_file {
        if let Some(inputs) = inputs {
            for entry in inputs.entries() {
                let Some(name) = Name::key_of(&entry) else { continue };
                let ty = entry.value().and_then(|value| declared_type(&value)).unwrap_or(Type::Any);
                workflow.block_inputs.push((name, ty));
            }
        }
    }
    if let Some(policy) = policy {
        workflow.policy = policy.entries().filter_map(lower_subject).collect();
    }
    let Some(steps) = steps else { return workflow };

    // Pass 1: names and kinds, so that forward references resolve (GRAPH-2).
    let step_entries: Vec<ast::Entry> = steps.entries().collect();
    // Most steps hold a reference or two.
    workflow.reserve(step_entries.len(), step_entries.len() * 2);
    let mut ids = Vec::with_capacity(step_entries.len());
    for entry in step_entries {
        let Some(name) = Name::key_of(&entry) else { continue };
        let (kind, kind_text) = resolve_kind(entry.value(), options);
        let step = Step {
            name,
            entry,
            kind,
            kind_text,
            inputs: Vec::new(),
            after: Vec::new(),
            when: None,
            ci_only: None,
            rollback: RollbackPolicy::Auto,
            action: None,
            answers: Vec::new(),
            output_types: Vec::new(),
            declared_outputs: None,
            env_gate: None,
        };
        ids.push(workflow.add_step(step));
    }
    // Pass 2: the keys under each step; answers and output types first (references read them).
    for &id in &ids {
        lower_inputs(&mut workflow, id);
    }
    for &id in &ids {
        let step = &workflow.steps[id];
        let needs_facts = match &step.kind {
            Kind::Builtin(spec) => spec.runtime_outputs,
            Kind::Script { .. } => true,
            _ => false,
        };
        if needs_facts {
            let kind = step.kind_text.as_ref().map_or("", |name| name.text.as_str());
            let dir = literal_plan_dir(&workflow, step);
            let facts = options.runtime_outputs.outputs(kind, &step.name.text, dir.as_deref());
            workflow.steps[id].declared_outputs = facts.map(Box::new);
        }
    }
    // Pass 3, into a list of its own (each reference is written once, where it stays), indexed
    // afterwards.
    let mut scratch = Scratch::default();
    let mut references = std::mem::take(&mut workflow.references);
    for &id in &ids {
        collect_step_references(&workflow, id, &mut scratch, &mut references);
    }
    workflow.set_references(references);
    workflow
}

/// A type as written in a declaration (`k8s.Cluster`, `int = 2`, `list(String)`). A type with more
/// wrappers than [`crate::types::MAX_TYPE_DEPTH`] reads as `any`, unchecked: `check` reports it once,
/// at the type (KS0101, ADR 0061).
pub(crate) fn declared_type(expr: &Expr) -> Option<Type> {
    match read_declared_type(expr)?.1 {
        Ok(ty) => Some(ty),
        Err(Unreadable::TooDeep) => Some(Type::Any),
        Err(Unreadable::Unknown) => None,
    }
}

/// The type part of a declaration (before a `= default`) and how it reads; `None` when there is no
/// type part. A default value does not chain (KS0009), so there is one level to look through.
pub(crate) fn read_declared_type(expr: &Expr) -> Option<(Expr, Result<Type, Unreadable>)> {
    let main = match expr {
        Expr::DefaultValue(value) => value.main()?,
        other => other.clone(),
    };
    let read = match &main {
        Expr::Word(word) => Type::read(word.text()),
        Expr::Phrase(_) => Type::read(&main.text().replace(' ', "")),
        _ => Err(Unreadable::Unknown),
    };
    Some((main, read))
}

/// The literal `dir:` of the `tofu.plan` a `tofu.apply` names (IAC-1).
fn literal_plan_dir(workflow: &Workflow, step: &Step) -> Option<String> {
    let plan = step.input("plan")?.value.as_ref()?;
    let name = match plan {
        Expr::Word(word) => std::borrow::Cow::Borrowed(word.text()),
        Expr::String(string) => std::borrow::Cow::Owned(string.value()),
        _ => return None,
    };
    let plan = &workflow.steps[workflow.step(&name)?];
    let dir = plan.input("dir")?.value.as_ref()?;
    let word = dir.as_word()?;
    (word.class() == ScalarClass::Path).then(|| word.text().to_string())
}

fn resolve_kind(value: Option<Expr>, options: &CheckOptions) -> (Kind, Option<Name>) {
    let Some(value) = value else { return (Kind::Missing, None) };
    let Some(word) = value.as_word() else { return (Kind::Missing, None) };
    let name = Name::of_word(word);
    let text = name.text.as_str();
    let kind = if text.ends_with(".ts") && word.class() == ScalarClass::Path {
        Kind::Script { path: text.to_string() }
    } else if let Some(spec) = catalog::kind(text) {
        Kind::Builtin(spec)
    } else if let Some(signature) = options.blocks.get(text) {
        Kind::Block(Box::new(signature.clone()))
    } else {
        Kind::Unknown
    };
    (kind, Some(name))
}

/// The keys under a step.
fn lower_inputs(workflow: &mut Workflow, id: StepId) {
    let step = &workflow.steps[id];
    // Counted on the tree first, so the list is built once at its size.
    let mut inputs = Vec::with_capacity(step.entry.entries().count());
    let mut answers = Vec::new();
    let mut output_types = Vec::new();
    let mut after = Vec::new();
    let (mut when, mut ci_only, mut rollback, mut action, mut env_gate) =
        (None, None, RollbackPolicy::Auto, None, None);
    let is_script = matches!(step.kind, Kind::Script { .. });
    for entry in step.entry.entries() {
        let Some(key) = Name::key_of(&entry) else { continue };
        let value = entry.value();
        let role = if catalog::RESERVED_STEP_KEYS.contains(&key.text.as_str())
            || (is_script && key.text == "action")
        {
            InputRole::Reserved
        } else {
            match &step.kind {
                Kind::Builtin(spec) => match spec.input(&key.text) {
                    Some(input) => InputRole::Declared(
                        InputType::parse(input.ty).expect("catalog spellings read (unit-tested)"),
                    ),
                    None => InputRole::Unknown,
                },
                Kind::Block(signature) => {
                    match signature.inputs.iter().find(|input| input.name == key.text) {
                        Some(input) => InputRole::Declared(InputType::Value(input.ty.clone())),
                        None => InputRole::Unknown,
                    }
                }
                Kind::Script { .. } | Kind::Unknown | Kind::Missing => InputRole::Unchecked,
            }
        };
        match (&role, key.text.as_str(), &value) {
            (InputRole::Reserved, "when", Some(value)) => {
                env_gate = env_gate_of(value);
                when = Some(value.clone());
            }
            (InputRole::Reserved, "after", Some(value)) => {
                for item in value.each_item() {
                    let name = match &item {
                        Expr::Word(word) if word.class() == ScalarClass::Ident => {
                            Name::of_word(word)
                        }
                        Expr::String(string) => {
                            Name { text: string.value().into(), span: string.syntax().text_range() }
                        }
                        _ => continue,
                    };
                    let target = workflow.step(&name.text);
                    after.push(AfterName { name, target });
                }
            }
            (InputRole::Reserved, "ci-only", Some(value))
                if value.as_word().is_some_and(|word| word.text() == "true") =>
            {
                ci_only = Some(key.span);
            }
            (InputRole::Reserved, "rollback", Some(value)) => {
                if let Some(policy) =
                    value.as_word().and_then(|w| RollbackPolicy::from_name(w.text()))
                {
                    rollback = policy;
                }
            }
            (InputRole::Reserved, "action", Some(value)) => {
                action = value.as_word().and_then(|word| Action::from_name(word.text()));
            }
            (InputRole::Declared(InputType::Answers), _, Some(value)) => {
                // The names in order, through nested lists; other items are not answers.
                let walk = |expr: Expr, answers: &mut Vec<Text>| {
                    let mut stack = vec![expr];
                    while let Some(expr) = stack.pop() {
                        match &expr {
                            Expr::Word(word) if word.class() == ScalarClass::Ident => {
                                answers.push(word.text().into());
                            }
                            Expr::Union(_) | Expr::Tuple(_) => push_children_rev(&expr, &mut stack),
                            _ => {}
                        }
                    }
                };
                match value {
                    // Names joined by `|`, the common case: read without a stack.
                    Expr::Union(union) => {
                        for item in union.exprs() {
                            match item.as_word() {
                                Some(w) if w.class() == ScalarClass::Ident => {
                                    answers.push(w.text().into());
                                }
                                Some(_) => {}
                                None => walk(item, &mut answers),
                            }
                        }
                    }
                    other => walk(other.clone(), &mut answers),
                }
            }
            (InputRole::Declared(InputType::OutputTypes), _, _) => {
                for child in entry.entries() {
                    let Some(name) = Name::key_of(&child) else { continue };
                    let ty =
                        child.value().and_then(|value| declared_type(&value)).unwrap_or(Type::Any);
                    output_types.push((name, ty));
                }
            }
            _ => {}
        }
        inputs.push(Input { key, entry, value, role });
    }
    let step = &mut workflow.steps[id];
    step.inputs = inputs;
    step.answers = answers;
    step.output_types = output_types;
    step.after = after;
    step.when = when;
    step.ci_only = ci_only;
    step.rollback = rollback;
    step.action = action;
    step.env_gate = env_gate;
}

/// The environments `when: env is a | b` names (also as an operand of `and`, in parentheses or not:
/// the first such test in source order); `None` when the condition does not gate on the environment.
/// Iterative: `and` operands and groups nest as deep as the text does.
fn env_gate_of(expr: &Expr) -> Option<Vec<Name>> {
    let mut todo = vec![expr.clone()];
    while let Some(expr) = todo.pop() {
        match &expr {
            Expr::IsExpr(is) => {
                if let Some(names) = env_test_names(is) {
                    return Some(names);
                }
            }
            Expr::AndExpr(_) | Expr::Group(_) => push_children_rev(&expr, &mut todo),
            _ => {}
        }
    }
    None
}

/// The names of `env is a | b`; `None` when the test is not on `env`.
fn env_test_names(is: &ast::IsExpr) -> Option<Vec<Name>> {
    let subject = is.subject()?;
    if subject.as_word()?.text() != "env" {
        return None;
    }
    let answer = is.answer()?;
    let mut names = Vec::new();
    let mut stack = vec![answer];
    while let Some(expr) = stack.pop() {
        match &expr {
            Expr::Word(word) => names.push(Name::of_word(word)),
            Expr::Union(_) => push_children_rev(&expr, &mut stack),
            _ => {}
        }
    }
    Some(names)
}

/// How a position treats dotted names.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Position {
    /// Every dotted name is a reference (REF-3, REF-4, REF-5).
    Always,
    /// A dotted name is a reference when its first segment names a step or namespace (REF-6).
    IfRoot,
    /// No references (a kind, an answers list, an output type).
    Never,
}

/// Lists reused from step to step while collecting references.
#[derive(Default)]
struct Scratch {
    found: Vec<Found>,
    stack: Vec<Expr>,
}

fn collect_step_references(
    workflow: &Workflow,
    id: StepId,
    scratch: &mut Scratch,
    found: &mut Arena<Reference>,
) {
    let Scratch { found: names, stack } = scratch;
    for input in &workflow.steps[id].inputs {
        let Some(value) = &input.value else { continue };
        let key = input.key.text.as_str();
        let position = match (&input.role, key) {
            (InputRole::Reserved, "when") => Position::Always,
            (InputRole::Reserved, _) => Position::Never,
            (InputRole::Declared(InputType::StepName(_)), _) => {
                if let Some(reference) = step_name_reference(workflow, id, key, value) {
                    found.alloc(reference);
                }
                continue;
            }
            (InputRole::Declared(InputType::Answers | InputType::OutputTypes), _) => {
                Position::Never
            }
            (InputRole::Declared(ty), _) if ty.always_references() => Position::Always,
            (_, key) if catalog::EXPRESSION_INPUTS.contains(&key) => Position::Always,
            _ => Position::IfRoot,
        };
        collect_references(workflow, Some(id), Some(key), value, position, names, stack, found);
    }
}

/// `plan: <plan step>`: a data edge from the plan to this step.
fn step_name_reference(
    workflow: &Workflow,
    id: StepId,
    key: &str,
    value: &Expr,
) -> Option<Reference> {
    let (name, span) = match value {
        Expr::Word(word) if word.class() == ScalarClass::Ident => {
            (Text::from(word.text()), word.syntax().text_range())
        }
        _ => return None,
    };
    let resolution = match workflow.step(&name) {
        Some(step) => Resolution::Step { step, ty: Type::Any },
        None => Resolution::Unresolved(RefError::UnknownRoot),
    };
    Some(Reference {
        consumer: Some(id),
        input: Some(key.into()),
        name,
        span,
        site: RefSite::Bare,
        literal_possible: false,
        presence_test: false,
        resolution,
    })
}

/// `found` and `stack` are empty lists to work in (reused from input to input).
#[allow(clippy::too_many_arguments)]
fn collect_references(
    workflow: &Workflow,
    consumer: Option<StepId>,
    input: Option<&str>,
    value: &Expr,
    position: Position,
    found: &mut Vec<Found>,
    stack: &mut Vec<Expr>,
    out: &mut Arena<Reference>,
) {
    if position == Position::Never {
        return;
    }
    // A bare word, the common case: no walk, no stack, and its class is worked out once.
    if let Expr::Word(word) = value {
        word_references(workflow, word, position, found);
        if found.is_empty() {
            return;
        }
    }
    let mut presence_spans: Vec<TextRange> = Vec::new();
    if found.is_empty() {
        stack.push(value.clone());
    }
    while let Some(expr) = stack.pop() {
        match &expr {
            Expr::Word(word) => word_references(workflow, word, position, found),
            Expr::String(string) => {
                for (name, start) in interpolations(&string.parts()) {
                    found.push(Found::interpolated(&name, start));
                }
            }
            Expr::Interp(interp) => {
                let start = interp.syntax().text_range().start() + 1;
                found.push(Found::interpolated(interp.reference(), start));
            }
            Expr::IsExpr(is) => {
                if let Some(subject) = is.subject() {
                    match subject.as_word() {
                        Some(w) if w.class() == ScalarClass::Ident && w.text() != "env" => {
                            found.push(Found {
                                name: w.text().into(),
                                span: w.syntax().text_range(),
                                site: RefSite::IsSubject,
                                literal_possible: false,
                                root_step: None,
                            });
                        }
                        _ => stack.push(subject),
                    }
                }
                if let Some(threshold) = is.threshold() {
                    stack.push(threshold);
                }
            }
            Expr::CompareExpr(compare) => {
                let is_equality =
                    matches!(compare.op_kind(), Some(SyntaxKind::EQ2 | SyntaxKind::NEQ));
                if let (true, Some(lhs), Some(rhs)) = (is_equality, compare.lhs(), compare.rhs()) {
                    let empty =
                        |e: &Expr| matches!(e, Expr::String(s) if s.raw_content().is_empty());
                    if empty(&rhs) {
                        presence_spans.push(lhs.text_range());
                    } else if empty(&lhs) {
                        presence_spans.push(rhs.text_range());
                    }
                }
                push_children_rev(&expr, stack);
            }
            Expr::DefaultValue(default) => {
                // `x = v` fills in an absent `x`: as good as asking whether it is set.
                if let Some(main) = default.main() {
                    presence_spans.push(main.text_range());
                }
                push_children_rev(&expr, stack);
            }
            other => push_children_rev(other, stack),
        }
    }
    for Found { name, span, site, literal_possible, root_step } in found.drain(..) {
        let segments = segments_of(&name, span.start());
        let resolution = match root_step {
            Some(root_step) => resolve_rooted(workflow, root_step, segments, site),
            None => resolve(workflow, segments, site),
        };
        let presence_test = presence_spans.contains(&span);
        out.alloc(Reference {
            consumer,
            input: input.map(Text::from),
            name,
            span,
            site,
            literal_possible,
            presence_test,
            resolution,
        });
    }
}

/// A dotted name found in a value, before it is resolved.
struct Found {
    name: Text,
    span: TextRange,
    site: RefSite,
    literal_possible: bool,
    /// The step the name's root names, when that was already looked up.
    root_step: Option<Option<StepId>>,
}

impl Found {
    /// `{name}`, whose name starts at `start`.
    fn interpolated(name: &str, start: u32) -> Found {
        let span = TextRange::new(start, start + name.len() as u32);
        Found {
            name: name.into(),
            span,
            site: RefSite::Interpolated,
            literal_possible: false,
            root_step: None,
        }
    }
}

/// The references one word holds: itself when it is a dotted name that `position` lets count, or the
/// names it interpolates.
fn word_references(
    workflow: &Workflow,
    word: &ast::Word,
    position: Position,
    found: &mut Vec<Found>,
) {
    // Only a dotted name (which has a `.`) or an interpolation (which has a `{`) holds a reference:
    // other words skip the classification.
    if !word.text().contains(['.', '{']) {
        return;
    }
    let span = word.syntax().text_range();
    match word.class() {
        ScalarClass::DottedName => {
            let name = word.text();
            let root = name.split('.').next().unwrap_or(name);
            let root_step = workflow.step(root);
            let names_something = position == Position::Always
                || root_step.is_some()
                || Namespace::from_name(root, workflow.is_block_file).is_some();
            if names_something {
                found.push(Found {
                    name: name.into(),
                    span,
                    site: RefSite::Bare,
                    literal_possible: position == Position::IfRoot,
                    root_step: Some(root_step),
                });
            }
        }
        ScalarClass::Interpolated => {
            for (name, start) in interpolations(&word.parts()) {
                found.push(Found::interpolated(&name, start));
            }
        }
        _ => {}
    }
}

/// Resolves a dotted name against the file's steps and namespaces.
pub(crate) fn resolve(workflow: &Workflow, segments: Segments<'_>, site: RefSite) -> Resolution {
    let root = segments.clone().next().map_or("", |root| root.text);
    resolve_rooted(workflow, workflow.step(root), segments, site)
}

/// [`resolve`], the root's step (`root_step`) already looked up.
fn resolve_rooted(
    workflow: &Workflow,
    root_step: Option<StepId>,
    segments: Segments<'_>,
    site: RefSite,
) -> Resolution {
    let root = segments.clone().next().map_or("", |root| root.text);
    if let Some(step) = root_step {
        if site == RefSite::IsSubject {
            return Resolution::Step { step, ty: answer_type(&workflow.steps[step]) };
        }
        return resolve_step(workflow, step, segments);
    }
    let Some(namespace) = Namespace::from_name(root, workflow.is_block_file) else {
        return Resolution::Unresolved(RefError::UnknownRoot);
    };
    let missing = |segment| Resolution::Unresolved(RefError::UnknownMember { namespace, segment });
    let Some(member) = segments.clone().nth(1) else { return missing(1) };
    let ty = match namespace {
        Namespace::Secrets => Some(Type::Secret),
        Namespace::Env if member.text == "name" => {
            Some(Type::Enum(workflow.env_names().iter().map(|&name| name.into()).collect()))
        }
        Namespace::Env => workflow.env_vars().any(|var| var == member.text).then_some(Type::String),
        Namespace::Inputs => workflow
            .block_inputs
            .iter()
            .find(|(name, _)| name.text == member.text)
            .map(|(_, ty)| ty.clone()),
        _ => namespace
            .members()
            .iter()
            .find(|(name, _)| *name == member.text)
            .and_then(|(_, ty)| Type::parse(ty)),
    };
    let Some(ty) = ty else { return missing(1) };
    let optional = matches!(ty, Type::Optional(_));
    match fields(ty, segments, 2) {
        Ok(ty) => Resolution::Context { namespace, ty, optional },
        Err(error) => Resolution::Unresolved(error),
    }
}

/// A decide step's answers as a type (what `risk is low` compares).
fn answer_type(step: &Step) -> Type {
    match step.kind.builtin() {
        Some(spec) if spec.name == "decide" => Type::Enum(step.answers.clone()),
        _ => Type::Any,
    }
}

/// Reads `.field…` from segment `from` on.
fn fields<'a>(mut ty: Type, segments: Segments<'a>, from: usize) -> Result<Type, RefError> {
    for (i, segment) in segments.enumerate().skip(from) {
        match ty.field(segment.text) {
            Some(Some(field)) => ty = field,
            _ => return Err(RefError::UnknownField { segment: i, ty }),
        }
    }
    Ok(ty)
}

fn resolve_step<'a>(workflow: &Workflow, id: StepId, segments: Segments<'a>) -> Resolution {
    let step = &workflow.steps[id];
    let unresolved = Resolution::Unresolved;
    let (first, second) = {
        let mut rest = segments.clone().skip(1);
        (rest.next(), rest.next())
    };
    let Some(first) = first else {
        return unresolved(RefError::NoOutput { step: id });
    };
    let is_out = first.text == "out";
    let done = |ty: Type, from: usize| match fields(ty, segments.clone(), from) {
        Ok(ty) => Resolution::Step { step: id, ty },
        Err(error) => unresolved(error),
    };
    // A run-time output: typed by `outputs:` (IAC-5), then by facts from outside the file, else any.
    let runtime = |name: Segment<'_>| -> Result<Type, RefError> {
        if let Some((_, ty)) = step.output_types.iter().find(|(n, _)| n.text == name.text) {
            return Ok(ty.clone());
        }
        match &step.declared_outputs {
            Some(declared) => declared
                .outputs
                .iter()
                .find(|(n, _)| *n == name.text)
                .map(|(_, ty)| ty.clone())
                .ok_or(RefError::UnknownOutput { step: id, segment: 2 }),
            None => Ok(Type::Any),
        }
    };
    match &step.kind {
        Kind::Builtin(spec) if spec.runtime_outputs => {
            if !is_out {
                return unresolved(RefError::NeedsOut { step: id });
            }
            let Some(name) = second else {
                return unresolved(RefError::NoOutput { step: id });
            };
            match runtime(name) {
                Ok(ty) => done(ty, 3),
                Err(error) => unresolved(error),
            }
        }
        Kind::Builtin(spec) => match spec.output(first.text) {
            Some(output) if output.ty == "answer" => done(Type::Enum(step.answers.clone()), 2),
            Some(output) => done(Type::parse(output.ty).unwrap_or(Type::Any), 2),
            None => unresolved(RefError::UnknownOutput { step: id, segment: 1 }),
        },
        Kind::Script { .. } => {
            // D10: a declared output reads bare or through `.out.`; unread modules type any.
            let (name, from) = if is_out {
                match second {
                    Some(name) => (name, 3),
                    None => return unresolved(RefError::NoOutput { step: id }),
                }
            } else {
                (first, 2)
            };
            match &step.declared_outputs {
                Some(declared) => match declared.outputs.iter().find(|(n, _)| *n == name.text) {
                    Some((_, ty)) => done(ty.clone(), from),
                    None => unresolved(RefError::UnknownOutput { step: id, segment: from - 1 }),
                },
                None => Resolution::Step { step: id, ty: Type::Any },
            }
        }
        Kind::Block(signature) => {
            if !is_out {
                return unresolved(RefError::NeedsOut { step: id });
            }
            let Some(name) = second else {
                return unresolved(RefError::NoOutput { step: id });
            };
            match signature.outputs.iter().find(|(n, _)| *n == name.text) {
                Some((_, ty)) => done(ty.clone(), 3),
                None => unresolved(RefError::UnknownOutput { step: id, segment: 2 }),
            }
        }
        Kind::Unknown | Kind::Missing => Resolution::Step { step: id, ty: Type::Any },
    }
}

fn lower_env(entry: ast::Entry) -> Option<Env> {
    let name = Name::key_of(&entry)?;
    let mut env = Env {
        name,
        entry: entry.clone(),
        triggers: None,
        vars: Vec::new(),
        require_verified: None,
        ci_only: false,
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
            "ci-only" => env.ci_only = is_true,
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

/// What an `on:` item is, or why it is none (reported by `check::triggers`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum TriggerItem {
    Ok(Trigger),
    Schedule,
    Unknown(String),
    /// A known trigger written wrongly (`pr main`, `push a b`, `push | pr`).
    Malformed(String),
}

/// Reads one `on:` item.
pub(crate) fn trigger_item(item: &Expr) -> TriggerItem {
    let glob = |expr: &Expr| match expr {
        Expr::Word(word) => Some(word.text().to_string()),
        Expr::String(string) => Some(string.value()),
        _ => None,
    };
    let (head, rest): (Option<String>, Vec<Expr>) = match item {
        Expr::Word(word) => (Some(word.text().to_string()), Vec::new()),
        Expr::Phrase(phrase) => {
            let mut parts = phrase.exprs();
            let head = parts.next().and_then(|first| first.as_word().map(|w| w.text().to_string()));
            (head, parts.collect())
        }
        Expr::Union(_) => {
            return TriggerItem::Malformed("triggers are listed with commas, not `|`".into())
        }
        _ => (None, Vec::new()),
    };
    let Some(head) = head else {
        return TriggerItem::Malformed(
            "a trigger is a word: `push`, `pr`, `tag` or `manual`".into(),
        );
    };
    match (head.as_str(), rest.as_slice()) {
        ("schedule", _) => TriggerItem::Schedule,
        ("push", []) => TriggerItem::Ok(Trigger::Push { glob: None }),
        ("tag", []) => TriggerItem::Ok(Trigger::Tag { glob: None }),
        ("push", [one]) if glob(one).is_some() => {
            TriggerItem::Ok(Trigger::Push { glob: glob(one) })
        }
        ("tag", [one]) if glob(one).is_some() => TriggerItem::Ok(Trigger::Tag { glob: glob(one) }),
        ("push" | "tag", _) => TriggerItem::Malformed(format!("`{head}` takes one glob at most")),
        ("pr", []) => TriggerItem::Ok(Trigger::Pr),
        ("manual", []) => TriggerItem::Ok(Trigger::Manual),
        ("pr" | "manual", _) => TriggerItem::Malformed(format!("`{head}` takes no argument")),
        _ => TriggerItem::Unknown(head),
    }
}

pub(crate) const TRIGGERS: [&str; 4] = ["push", "pr", "tag", "manual"];

fn lower_triggers(entry: ast::Entry) -> Triggers {
    let mut list = Vec::new();
    if let Some(value) = entry.value() {
        for item in value.items() {
            if let TriggerItem::Ok(trigger) = trigger_item(&item) {
                list.push((trigger, item.text_range()));
            }
        }
    }
    Triggers { entry, items: list }
}

fn lower_subject(entry: ast::Entry) -> Option<PolicySubject> {
    let name = Name::key_of(&entry)?;
    let rules = entry
        .entries()
        .filter_map(|rule| {
            let key = Name::key_of(&rule)?;
            let actions = rule
                .value()
                .map(|value| {
                    value
                        .items()
                        .iter()
                        .map(|action| {
                            let words = match action {
                                Expr::Phrase(phrase) => phrase.exprs().collect(),
                                other => vec![other.clone()],
                            };
                            words.iter().filter_map(Expr::as_word).map(Name::of_word).collect()
                        })
                        .collect()
                })
                .unwrap_or_default();
            Some(PolicyRule { key, actions, entry: rule })
        })
        .collect();
    Some(PolicySubject { name, rules })
}
