//! The keys under each step: each key's role (declared by the kind, reserved, unchecked, unknown),
//! and the reserved keys and typed inputs read into the step (`after:`, `when:`, `rollback:`, answers,
//! output types).

use ks_lang::ast::{self, AstToken, Expr, ScalarClass};

use super::{exprs::push_children_rev, types::declared_type};
use crate::{
    catalog::{self, Action, InputType},
    model::*,
    rollback::RollbackPolicy,
    storage::Name,
    types::Type,
};

/// The lists a step's keys are gathered in, reused from step to step: each step keeps a copy at
/// its length (issue 42's heap budget), made with one allocation and none when empty.
#[derive(Default)]
pub(super) struct Scratch {
    inputs: Vec<Input>,
    answers: Vec<Text>,
    output_types: Vec<(Name, Type)>,
    after: Vec<AfterName>,
}

/// The keys under a step.
pub(super) fn lower_inputs(workflow: &mut Workflow, id: StepId, scratch: &mut Scratch) {
    let step = &workflow.steps[id];
    let Scratch { inputs, answers, output_types, after } = scratch;
    let (mut ci_only, mut rollback, mut action, mut env_gate) =
        (None, RollbackPolicy::Auto, None, None);
    let is_script = matches!(step.kind, Kind::Script);
    for entry in step.entry.entries() {
        let (Some((key, span)), value) = entry.key_and_value() else { continue };
        // The role; a key the kind declares names its shape, kept by the workflow once.
        let role = if catalog::RESERVED_STEP_KEYS.contains(&key) || (is_script && key == "action") {
            InputRole::Reserved
        } else {
            match &step.kind {
                Kind::Builtin(spec) => match spec.input_type(key) {
                    Some(shape) => InputRole::Declared(workflow.shapes.intern(&shape)),
                    None => InputRole::Unknown,
                },
                Kind::Block(signature) => {
                    match signature.inputs.iter().find(|input| input.name == key) {
                        Some(input) => InputRole::Declared(workflow.shapes.intern_type(&input.ty)),
                        None => InputRole::Unknown,
                    }
                }
                Kind::Script | Kind::Unknown | Kind::Missing => InputRole::Unchecked,
            }
        };
        match (&role, workflow.declared(&role), key, &value) {
            (InputRole::Reserved, _, "when", Some(value)) => {
                env_gate = env_gate_of(value);
            }
            (InputRole::Reserved, _, "after", Some(value)) => {
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
            (InputRole::Reserved, _, "ci-only", Some(value))
                if value.as_word().is_some_and(|word| word.text() == "true") =>
            {
                ci_only = Some(span);
            }
            (InputRole::Reserved, _, "rollback", Some(value)) => {
                if let Some(policy) =
                    value.as_word().and_then(|w| RollbackPolicy::from_name(w.text()))
                {
                    rollback = policy;
                }
            }
            (InputRole::Reserved, _, "action", Some(value)) => {
                action = value.as_word().and_then(|word| Action::from_name(word.text()));
            }
            (_, Some(InputType::Answers), _, Some(value)) => {
                // The names in order, through nested lists and parentheses, also in a value of
                // the wrong shape (its KS0101 is the one error: an `is` test of a name in it
                // resolves); other items are not answers.
                let walk = |expr: Expr, answers: &mut Vec<Text>| {
                    let mut stack = vec![expr];
                    while let Some(expr) = stack.pop() {
                        match &expr {
                            Expr::Word(word) if word.class() == ScalarClass::Ident => {
                                answers.push(word.text().into());
                            }
                            Expr::Union(_) | Expr::Tuple(_) | Expr::Group(_) => {
                                push_children_rev(&expr, &mut stack)
                            }
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
                                None => walk(item, answers),
                            }
                        }
                    }
                    other => walk(other.clone(), answers),
                }
            }
            (_, Some(InputType::OutputTypes), _, _) => {
                for child in entry.entries() {
                    let Some(name) = Name::key_of(&child) else { continue };
                    let ty =
                        child.value().and_then(|value| declared_type(&value)).unwrap_or(Type::Any);
                    output_types.push((name, ty));
                }
            }
            _ => {}
        }
        inputs.push(Input::new(span, entry, value, role));
    }
    let step = &mut workflow.steps[id];
    step.inputs = moved_out(inputs);
    // Most steps have no answers: they keep the one empty list lowering shares among them, where
    // a new `Arc` would allocate.
    if !answers.is_empty() {
        step.answers = crate::types::Answers::new(answers.drain(..).collect());
    }
    step.output_types = moved_out(output_types);
    step.after = moved_out(after);
    step.ci_only = ci_only;
    step.rollback = rollback;
    step.action = action;
    step.env_gate = env_gate.map(Vec::into_boxed_slice);
}

/// A list's items, moved into a list of their own at its length (none allocated when empty); `list`
/// is left empty, with its room kept for the next step.
fn moved_out<T>(list: &mut Vec<T>) -> Box<[T]> {
    let mut out = Vec::with_capacity(list.len());
    out.append(list);
    out.into_boxed_slice()
}

/// The environments `when: env is a | b` names (also as an operand of `and`, in parentheses or not:
/// the first such test in source order); `None` when the condition does not gate on the environment.
/// Iterative: `and` operands and groups nest as deep as the text does.
fn env_gate_of(expr: &Expr) -> Option<Vec<Name>> {
    // A test alone, or no `and` or parentheses to look into: no walk.
    match expr {
        Expr::IsExpr(is) => return env_test_names(is),
        Expr::AndExpr(_) | Expr::Group(_) => {}
        _ => return None,
    }
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
    // One name, the common case: no walk.
    if let Expr::Word(word) = &answer {
        return Some(vec![Name::of_word(word)]);
    }
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
