//! The last pass: which dotted names are references (REF-3..REF-7), each resolved where it is found
//! and kept in one list, indexed once at the end.

use ks_lang::{
    ast::{self, AstToken, Expr, ScalarClass, StringPart},
    SyntaxKind, TextRange,
};

use super::{
    exprs::push_children_rev,
    resolve::{resolve, resolve_rooted},
};
use crate::{
    catalog::{self, InputType},
    model::*,
    types::Type,
};

/// Collects the references every step's inputs hold. Reads the steps' kinds, answers, output types
/// and declared outputs, so it runs after the item passes and the host's answers.
pub(crate) fn lower_references(workflow: &mut Workflow) {
    let mut scratch = Scratch::default();
    // Into a list of its own (each reference is written once, where it stays), indexed afterwards.
    let mut references = std::mem::take(&mut workflow.references);
    let steps = workflow.steps.len();
    let mut starts = Vec::with_capacity(steps + 1);
    starts.push(references.len() as u32);
    for (done, id) in workflow.steps.iter().map(|(id, _)| id).enumerate() {
        reserve_for_the_rest(&mut references.items, done, steps);
        collect_step_references(workflow, id, &mut scratch, &mut references);
        starts.push(references.len() as u32);
    }
    // The list lives as long as the model: no spare room (issue 42).
    references.items.shrink_to_fit();
    workflow.set_references(references, starts);
}

/// Room in `references` for the steps left, when little is left: as many a step as the `done` steps
/// of `steps` held so far, and a sixteenth more. Doubling would hold up to twice the room at the
/// heap's peak, which a large file's lowering reaches here (issue 42).
fn reserve_for_the_rest(references: &mut Vec<Reference>, done: usize, steps: usize) {
    /// More than most steps hold, so that a step rarely outgrows the room mid-way.
    const MARGIN: usize = 64;
    if references.capacity() - references.len() >= MARGIN {
        return;
    }
    let held = references.len();
    let expected = (held as u128 * steps as u128 / done.max(1) as u128) as usize;
    references.reserve_exact(expected.saturating_sub(held) + held / 16 + MARGIN);
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
    for (index, input) in workflow.steps[id].inputs.iter().enumerate() {
        let Some(value) = input.value() else { continue };
        let index = Id::new(index);
        let key = input.key();
        let position = match (&input.role, workflow.declared(&input.role), key) {
            (InputRole::Reserved, _, "when") => Position::Always,
            (InputRole::Reserved, _, _) => Position::Never,
            (_, Some(InputType::StepName(_)), _) => {
                if let Some(reference) = step_name_reference(workflow, id, index, value) {
                    found.alloc(reference);
                }
                continue;
            }
            (_, Some(InputType::Answers | InputType::OutputTypes), _) => Position::Never,
            (_, Some(shape), _) if shape.always_references() => Position::Always,
            (_, _, key) if catalog::EXPRESSION_INPUTS.contains(&key) => Position::Always,
            _ => Position::IfRoot,
        };
        collect_references(workflow, Some(id), Some(index), value, position, names, stack, found);
    }
}

/// `plan: <plan step>`: a data edge from the plan to this step.
fn step_name_reference(
    workflow: &Workflow,
    id: StepId,
    input: Id<Input>,
    value: &Expr,
) -> Option<Reference> {
    let (name, span) = match value {
        Expr::Word(word) if word.class() == ScalarClass::Ident => {
            (word.text(), word.syntax().text_range())
        }
        _ => return None,
    };
    let resolution = match workflow.step(name) {
        Some(step) => Resolution::Step { step, ty: Type::Any },
        None => Resolution::Unresolved(RefError::UnknownRoot),
    };
    Some(Reference {
        consumer: Some(id),
        input: Some(input),
        file: value.shared_text(),
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
    input: Option<Id<Input>>,
    value: &Expr,
    position: Position,
    found: &mut Vec<Found>,
    stack: &mut Vec<Expr>,
    out: &mut Arena<Reference>,
) {
    if position == Position::Never {
        return;
    }
    let mut presence_spans: Vec<TextRange> = Vec::new();
    match value {
        // A bare word, the common case: no walk, and its class is worked out once.
        Expr::Word(word) => word_references(workflow, word, position, found),
        // Only a name with a dot, an interpolation (a `{`) or the subject of an `is` test can be a
        // reference: a value with none of them (`wait: healthy, 5m`) is not walked.
        _ if !value.text().bytes().any(|b| matches!(b, b'.' | b'{'))
            && !value.contains_kind(SyntaxKind::IS_EXPR) => {}
        _ => {
            let mut walk =
                Walk { workflow, position, found, stack, presence_spans: &mut presence_spans };
            walk.visit(value);
            while let Some(expr) = walk.stack.pop() {
                walk.visit(&expr);
            }
        }
    }
    if found.is_empty() {
        return;
    }
    let file = value.shared_text();
    for Found { span, site, literal_possible, root_step } in found.drain(..) {
        let segments = segments_of(file.text_in(span), span.start());
        let resolution = match root_step {
            Some(root_step) => resolve_rooted(workflow, root_step, segments, site),
            None => resolve(workflow, segments, site),
        };
        let presence_test = presence_spans.contains(&span);
        out.alloc(Reference {
            consumer,
            input,
            file: file.clone(),
            span,
            site,
            literal_possible,
            presence_test,
            resolution,
        });
    }
}

/// A walk over a value's expressions, gathering the dotted names it holds.
struct Walk<'a, 'w> {
    workflow: &'w Workflow,
    position: Position,
    found: &'a mut Vec<Found>,
    /// The sub-expressions still to visit, last first.
    stack: &'a mut Vec<Expr>,
    /// The names a `x == ""` / `x != ""` or `x = v` asks about.
    presence_spans: &'a mut Vec<TextRange>,
}

impl Walk<'_, '_> {
    /// The references `expr` holds itself; its sub-expressions that may hold more are pushed onto
    /// the stack, to pop in source order.
    fn visit(&mut self, expr: &Expr) {
        let found = &mut *self.found;
        match expr {
            Expr::Word(word) => word_references(self.workflow, word, self.position, found),
            Expr::String(string) => push_interpolations(&string.parts(), found),
            Expr::Interp(interp) => {
                let start = interp.syntax().text_range().start() + 1;
                found.push(Found::interpolated(interp.reference(), start));
            }
            Expr::IsExpr(is) => {
                if let Some(subject) = is.subject() {
                    match subject.as_word() {
                        Some(w) if w.class() == ScalarClass::Ident && w.text() != "env" => {
                            found.push(Found {
                                span: w.syntax().text_range(),
                                site: RefSite::IsSubject,
                                literal_possible: false,
                                root_step: None,
                            });
                        }
                        _ => self.stack.push(subject),
                    }
                }
                if let Some(threshold) = is.threshold() {
                    self.stack.push(threshold);
                }
            }
            Expr::CompareExpr(compare) => {
                let is_equality =
                    matches!(compare.op_kind(), Some(SyntaxKind::EQ2 | SyntaxKind::NEQ));
                let at = self.stack.len();
                push_children_rev(expr, self.stack);
                // The operands, reversed on the stack: `lhs` is the last pushed, `rhs` before it.
                if let (true, [.., rhs, lhs]) = (is_equality, &self.stack[at..]) {
                    let empty =
                        |e: &Expr| matches!(e, Expr::String(s) if s.raw_content().is_empty());
                    if empty(rhs) {
                        self.presence_spans.push(lhs.text_range());
                    } else if empty(lhs) {
                        self.presence_spans.push(rhs.text_range());
                    }
                }
            }
            Expr::DefaultValue(default) => {
                // `x = v` fills in an absent `x`: as good as asking whether it is set.
                if let Some(main) = default.main() {
                    self.presence_spans.push(main.text_range());
                }
                push_children_rev(expr, self.stack);
            }
            other => push_children_rev(other, self.stack),
        }
    }
}

/// The `{name}`s among a word's or a string's parts, borrowed from the parts.
fn push_interpolations(parts: &[StringPart<'_>], found: &mut Vec<Found>) {
    for part in parts {
        if let StringPart::Interp(interp) = part {
            found.push(Found::interpolated(interp.name.text(), interp.name.text_range().start()));
        }
    }
}

/// A dotted name found in a value, before it is resolved: its text is the file's at `span`.
struct Found {
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
        Found { span, site: RefSite::Interpolated, literal_possible: false, root_step: None }
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
    // other words skip the classification. The text is read off the tree once.
    let name = word.text();
    if !name.bytes().any(|b| matches!(b, b'.' | b'{')) {
        return;
    }
    let span = word.syntax().text_range();
    match ScalarClass::of(name) {
        ScalarClass::DottedName => {
            let root = name.bytes().position(|b| b == b'.').map_or(name, |dot| &name[..dot]);
            let root_step = workflow.step(root);
            let names_something = position == Position::Always
                || root_step.is_some()
                || Namespace::from_name(root, workflow.is_block_file).is_some();
            if names_something {
                found.push(Found {
                    span,
                    site: RefSite::Bare,
                    literal_possible: position == Position::IfRoot,
                    root_step: Some(root_step),
                });
            }
        }
        ScalarClass::Interpolated => push_interpolations(&word.parts(), found),
        _ => {}
    }
}
