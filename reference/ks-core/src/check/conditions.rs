//! Conditions (WHEN-1, ENV-5, GAP-35): `is` tests — `env is <declared env>` (KS0301) and
//! `<decide step> is <answer> [>= <confidence>]` (answers did-you-mean, KS0201); `is` on anything else
//! (KS0604); and `when:`/`auto:` must be conditions (KS0101).

use ks_lang::{
    ast::{AstNode, AstToken, Expr, IsExpr, ScalarClass},
    internal, Diagnostic, SyntaxElement, SyntaxKind, SyntaxNode,
};

use super::Ctx;
use crate::{
    catalog::InputType,
    codes,
    lower::{children, push_children},
    model::{InputRole, Kind, Step, Text},
    suggest,
    types::Type,
};

/// The walks' lists, reused from value to value and step to step (they allocate only when a value
/// holds an `is` or an operator).
#[derive(Default)]
pub(crate) struct Lists {
    tests: Vec<u32>,
    typing: Typing,
}

pub(crate) fn check_step(ctx: &mut Ctx<'_>, step: &Step) {
    let mut lists = std::mem::take(&mut ctx.condition_lists);
    let Lists { tests, typing } = &mut lists;
    for input in &step.inputs {
        let Some(value) = input.value() else { continue };
        let condition = match (&input.role, ctx.workflow.declared(&input.role), input.key()) {
            (InputRole::Reserved, _, "when") => true,
            (_, Some(InputType::Condition), _) => true,
            (_, Some(InputType::Expr | InputType::Show), _) => false,
            (InputRole::Unchecked, _, "when" | "auto" | "show" | "else" | "input") => false,
            _ => continue,
        };
        is_tests(ctx, value, tests);
        if condition {
            let typed = expr_type(ctx, value, typing);
            if let Some(ty) = typed.ty.filter(|ty| !Type::Bool.accepts(ty)) {
                ctx.push(
                    Diagnostic::error(
                        codes::INVALID_VALUE,
                        value.text_range(),
                        format!("`{}:` needs a condition (Bool), found {ty}", input.key()),
                    )
                    .with_hint(not_a_condition_hint(typed.defaulted)),
                );
            }
        }
    }
    ctx.condition_lists = lists;
}

/// What a condition that is not one should become; a `=` (0.0's equality) gets its own word.
fn not_a_condition_hint(defaulted: bool) -> &'static str {
    if defaulted {
        "`=` gives a default (the value when the left side is absent), it does not compare: write `==`"
    } else {
        "compare it (`==`, `!=`) or test it with `is`"
    }
}

/// What [`expr_type`] tells of one expression.
#[derive(Clone, Default)]
struct Typed {
    /// Its type, when it can be told.
    ty: Option<Type>,
    /// Whether it is a `a = b` default (through parentheses), whose type is `a`'s.
    defaulted: bool,
}

impl Typed {
    fn of(ty: Type) -> Typed {
        Typed { ty: Some(ty), defaulted: false }
    }
}

/// A step of [`expr_type`]'s walk.
enum Frame {
    Enter(Expr),
    /// Every operand of the expression is typed (on `results`, in source order).
    Exit(Expr, usize),
}

/// The lists [`expr_type`] works in, reused from value to value.
#[derive(Default)]
struct Typing {
    frames: Vec<Frame>,
    results: Vec<Typed>,
    operands: Vec<Expr>,
}

/// The type of an expression, when it can be told; mismatched operands are reported here. An explicit
/// stack, not recursion: a condition may nest as deeply as its author likes.
fn expr_type(ctx: &mut Ctx<'_>, expr: &Expr, typing: &mut Typing) -> Typed {
    let is_operator = |expr: &Expr| {
        matches!(
            expr,
            Expr::Group(_)
                | Expr::AndExpr(_)
                | Expr::OrExpr(_)
                | Expr::NotExpr(_)
                | Expr::CompareExpr(_)
                | Expr::DefaultValue(_)
        )
    };
    // A test or a name alone (`env is prod`, `b.signed`), the common case: no walk.
    if !is_operator(expr) {
        return leaf_type(ctx, expr);
    }
    let Typing { frames, results, operands } = typing;
    frames.clear();
    results.clear();
    frames.push(Frame::Enter(expr.clone()));
    while let Some(frame) = frames.pop() {
        match frame {
            Frame::Enter(expr) => {
                if !is_operator(&expr) {
                    results.push(leaf_type(ctx, &expr));
                    continue;
                }
                // Every operand, a default's fallback included: its mismatches are reported as the
                // main side's are (`combine` types a default as its main side).
                operands.clear();
                push_children(&expr, operands);
                frames.push(Frame::Exit(expr, operands.len()));
                frames.extend(operands.drain(..).rev().map(Frame::Enter));
            }
            Frame::Exit(expr, count) => {
                let first = results.len() - count;
                let typed = combine(ctx, &expr, results.drain(first..));
                results.push(typed);
            }
        }
    }
    results.pop().unwrap_or_default()
}

/// The type of an expression with no operands to type first.
fn leaf_type(ctx: &mut Ctx<'_>, expr: &Expr) -> Typed {
    let ty = match expr {
        Expr::Word(word) => match word.class() {
            ScalarClass::Bool => Some(Type::Bool),
            ScalarClass::Int => Some(Type::Int),
            ScalarClass::Float => Some(Type::Float),
            ScalarClass::Duration => Some(Type::Duration),
            ScalarClass::Handle => Some(Type::Handle),
            ScalarClass::Path => Some(Type::Path),
            ScalarClass::DottedName => {
                ctx.reference_at(word.syntax().text_range()).and_then(|r| r.ty().cloned())
            }
            _ => Some(Type::String),
        },
        Expr::String(_) | Expr::Interp(_) => Some(Type::String),
        Expr::IsExpr(_) => Some(Type::Bool),
        _ => None,
    };
    Typed { ty, defaulted: false }
}

/// The type of an expression from its operands' (in source order), reporting operands that do not fit.
fn combine(ctx: &mut Ctx<'_>, expr: &Expr, mut operands: impl Iterator<Item = Typed>) -> Typed {
    match expr {
        Expr::Group(_) => operands.next().unwrap_or_default(),
        Expr::DefaultValue(_) => {
            // `a = b` is `a`, and never absent: the default fills it in.
            let ty = operands.next().and_then(|main| main.ty).map(|ty| match ty {
                Type::Optional(inner) => *inner,
                other => other,
            });
            Typed { ty, defaulted: true }
        }
        Expr::AndExpr(_) | Expr::OrExpr(_) | Expr::NotExpr(_) => {
            for (operand, typed) in children(expr).iter().zip(operands) {
                if let Some(ty) = typed.ty.filter(|ty| !Type::Bool.accepts(ty)) {
                    ctx.push(
                        Diagnostic::error(
                            codes::INVALID_VALUE,
                            operand.text_range(),
                            format!("`and`, `or` and `not` take conditions (Bool), found {ty}"),
                        )
                        .with_hint(not_a_condition_hint(typed.defaulted)),
                    );
                }
            }
            Typed::of(Type::Bool)
        }
        Expr::CompareExpr(compare) => {
            let mut operands = operands.map(|typed| typed.ty);
            if let (Some(Some(a)), Some(Some(b))) = (operands.next(), operands.next()) {
                let ordering = !matches!(
                    compare.op_kind(),
                    Some(ks_lang::SyntaxKind::EQ2 | ks_lang::SyntaxKind::NEQ)
                );
                let bare = |t: &Type| match t {
                    Type::Optional(inner) => (**inner).clone(),
                    other => other.clone(),
                };
                let orderable = |t: &Type| {
                    matches!(bare(t), Type::Int | Type::Float | Type::Duration | Type::Any)
                };
                if !a.comparable(&b) || (ordering && !(orderable(&a) && orderable(&b))) {
                    ctx.push(
                        Diagnostic::error(
                            codes::INVALID_VALUE,
                            expr.text_range(),
                            format!("cannot compare {a} with {b}"),
                        )
                        .with_hint("types never convert: compare values of one type"),
                    );
                }
            }
            Typed::of(Type::Bool)
        }
        _ => Typed::default(),
    }
}

/// Every `is` in an expression, in the order of a walk that visits an expression before its
/// operands and its last operand first: a test before the tests inside it, a later test before an
/// earlier one. `tests` is a list to work in.
fn is_tests(ctx: &mut Ctx<'_>, value: &Expr, tests: &mut Vec<u32>) {
    let Some(node) = is_test_rows(value, tests) else { return };
    for &row in tests.iter() {
        let is = internal::node_at_row(&node, row).and_then(IsExpr::cast);
        if let Some(is) = is {
            is_test(ctx, &is);
        }
    }
}

/// The rows of the `is` tests in `value`, in [`is_tests`]'s order, into `tests`, read off the node
/// table (no handle per operand); and the value's node. `None` when the value holds no test.
fn is_test_rows(value: &Expr, tests: &mut Vec<u32>) -> Option<SyntaxNode> {
    tests.clear();
    // Most values hold no `is` (and a word or a string never does): nothing to look for.
    if !value.contains_kind(SyntaxKind::IS_EXPR) {
        return None;
    }
    let SyntaxElement::Node(node) = value.syntax() else { return None };
    let nodes = internal::node_raw_tree(&node).nodes();
    let root = internal::raw_index(&node);
    // A test counts when expressions lead down to it (not one inside an error node).
    let reached = |row: u32| {
        let mut at = row;
        while at != root {
            match nodes[at as usize].parent() {
                Some(parent) if parent == root || Expr::can_cast(nodes[parent as usize].kind()) => {
                    at = parent
                }
                _ => return false,
            }
        }
        true
    };
    let rows = root..nodes[root as usize].subtree_end();
    tests.extend(rows.filter(|&row| nodes[row as usize].kind() == SyntaxKind::IS_EXPR));
    tests.retain(|&row| reached(row));
    // Preorder, mirrored: a subtree that ends later first, an ancestor before its descendants.
    tests.sort_unstable_by_key(|&row| (std::cmp::Reverse(nodes[row as usize].subtree_end()), row));
    Some(node)
}

fn is_test(ctx: &mut Ctx<'_>, is: &IsExpr) {
    let workflow = ctx.workflow;
    // Subject, answer and threshold are the test's operands in order (`IsExpr::subject`, `answer`,
    // `threshold`): read in one pass.
    let test = Expr::IsExpr(is.clone());
    let mut operands = test.sub_exprs();
    let (subject, answer, threshold) = (operands.next(), operands.next(), operands.next());
    let (Some(subject), Some(answer)) = (subject, answer) else { return };
    let subject_word = subject.as_word().filter(|w| w.class() == ScalarClass::Ident);
    let Some(subject_word) = subject_word else {
        ctx.push(
            Diagnostic::error(
                codes::IS_NOT_A_DECISION,
                subject.text_range(),
                "`is` tests a decide step's answer or the environment",
            )
            .with_hint("write `<decide step> is <answer>` or `env is <environment>`; compare values with `==`"),
        );
        return;
    };
    let names = answer_names(&answer);
    if subject_word.text() == "env" {
        let declared = |name: &str| match workflow.implicit_env {
            true => name == "default",
            false => workflow.env(name).is_some(),
        };
        for (name, span) in names {
            match name {
                Some(name) if declared(&name) => {}
                // A block's environments are the using file's: checked at each use (GAP-27).
                Some(_) if workflow.is_block_file => {}
                Some(name) => {
                    let pick = suggest::closest(&name, workflow.env_names());
                    let hint = pick
                        .map(|best| {
                            format!("did you mean `{best}`? or declare `{name}` under `envs:`")
                        })
                        .unwrap_or_else(|| format!("declare `{name}:` under `envs:`"));
                    ctx.push(
                        Diagnostic::error(
                            codes::UNDECLARED_ENVIRONMENT,
                            span,
                            format!("undeclared environment `{name}`"),
                        )
                        .with_hint(hint)
                        .with_fix_opt(suggest::fix(span, &name, pick)),
                    );
                }
                None => ctx.push(
                    Diagnostic::error(
                        codes::INVALID_VALUE,
                        span,
                        "`env is` takes environment names",
                    )
                    .with_hint("name declared environments: `env is prod`, `env is dev | staging`"),
                ),
            }
        }
        if let Some(threshold) = threshold {
            ctx.push(
                Diagnostic::error(
                    codes::INVALID_VALUE,
                    threshold.text_range(),
                    "`env is` takes no confidence threshold",
                )
                .with_hint("a threshold belongs to a decide step: `risk is low >= 0.9`"),
            );
        }
        return;
    }
    // Lowering resolved the subject (an `is` subject reference); KS0201 is reported in `refs`.
    let step_id = match ctx.reference_at(subject_word.syntax().text_range()) {
        Some(subject) => subject.target_step(),
        None => workflow.step(subject_word.text()),
    };
    let Some(step_id) = step_id else { return };
    let step: &Step = &workflow.steps[step_id];
    let is_decide = match &step.kind {
        Kind::Builtin(spec) => spec.name == "decide",
        Kind::Unknown | Kind::Missing | Kind::Script => {
            // Unchecked: answers and thresholds cannot be judged.
            return;
        }
        Kind::Block(_) => false,
    };
    if !is_decide {
        let kind = step.kind_text().unwrap_or("");
        ctx.push(
            Diagnostic::error(
                codes::IS_NOT_A_DECISION,
                is.is_kw_token().map_or(subject.text_range(), |t| t.text_range()),
                format!(
                    "`is` tests a decide step's answer, and `{}` is a `{kind}` step",
                    step.name()
                ),
            )
            .with_hint(format!(
                "read one of its outputs and compare it: `{}.<output> == …`",
                step.name()
            )),
        );
        return;
    }
    for (name, span) in names {
        match name {
            Some(name) if step.answers.contains(&name) => {}
            Some(name) => {
                let mut diagnostic = Diagnostic::error(
                    codes::UNRESOLVED_REFERENCE,
                    span,
                    format!("decide step `{}` has no answer `{name}`", step.name()),
                );
                suggest::attach(
                    &mut diagnostic,
                    span,
                    &name,
                    step.answers.iter().map(Text::as_str),
                );
                ctx.push(diagnostic);
            }
            None => {
                ctx.push(Diagnostic::error(codes::INVALID_VALUE, span, "an answer is a bare name"))
            }
        }
    }
    if let Some(threshold) = threshold {
        let ok = threshold.as_word().is_some_and(|w| w.class() == ScalarClass::Float);
        if !ok {
            ctx.push(
                Diagnostic::error(
                    codes::INVALID_VALUE,
                    threshold.text_range(),
                    "a confidence threshold is a Float",
                )
                .with_hint("write it with a decimal point, between 0 and 1"),
            );
        }
    }
}

/// The names in an `is` answer (`low`, `dev | staging`); `None` for something that is not a name.
fn answer_names(answer: &Expr) -> Vec<(Option<Text>, ks_lang::TextRange)> {
    // One name, the common case: no walk.
    if let Expr::Word(word) = answer {
        if word.class() == ScalarClass::Ident {
            return vec![(Some(word.text().into()), word.syntax().text_range())];
        }
    }
    let mut out = Vec::new();
    let mut stack = vec![answer.clone()];
    while let Some(expr) = stack.pop() {
        match &expr {
            Expr::Union(union) => {
                let mut parts: Vec<Expr> = union.exprs().collect();
                parts.reverse();
                stack.extend(parts);
            }
            Expr::Word(word) if word.class() == ScalarClass::Ident => {
                out.push((Some(word.text().into()), word.syntax().text_range()));
            }
            other => out.push((None, other.text_range())),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use ks_lang::ast::{AstNode, Entry, Expr, IsExpr};

    use crate::check::testing::*;

    #[test]
    fn is_tests_found_on_the_node_table_are_the_walks_in_its_order() {
        // The walk the table search stands for: an expression, then its operands, the last first.
        let walked = |value: &Expr| {
            let (mut found, mut stack) = (Vec::new(), vec![value.clone()]);
            while let Some(expr) = stack.pop() {
                if let Expr::IsExpr(is) = &expr {
                    found.push(is.clone());
                }
                crate::lower::push_children(&expr, &mut stack);
            }
            found
        };
        let mut texts: Vec<String> = ks_conformance::case::suite()
            .iter()
            .map(|case| String::from_utf8_lossy(&case.input).into_owned())
            .collect();
        texts.extend([
            "a: (r is x) and (s is y >= 0.5) or not (t is z)\n".to_string(),
            "a: ((r is x) is y) is (s is (t is z)) >= (u is v)\n".to_string(),
            "a: r is x and ] s is y ) or (t is\n".to_string(),
        ]);
        let (mut rows, mut found) = (Vec::new(), 0);
        for text in &texts {
            let parse = ks_lang::parse(text);
            for entry in parse.syntax().descendants().filter_map(Entry::cast) {
                let Some(value) = entry.value() else { continue };
                let by_rows: Vec<IsExpr> = match super::is_test_rows(&value, &mut rows) {
                    Some(node) => rows
                        .iter()
                        .filter_map(|&row| ks_lang::internal::node_at_row(&node, row))
                        .filter_map(IsExpr::cast)
                        .collect(),
                    None => Vec::new(),
                };
                assert_eq!(by_rows, walked(&value), "{text}");
                found += by_rows.len();
            }
        }
        assert!(found > 50, "only {found} is tests compared");
    }

    const ENVS: &str = "envs:\n  dev:\n  prod:\n";

    #[test]
    fn env_is_names_a_declared_environment() {
        let base = format!("{ENVS}steps:\n  m: ./m.ts\n    when: env is ");
        assert!(codes(&format!("{base}prod\n")).is_empty());
        assert!(codes(&format!("{base}dev | prod\n")).is_empty());
        let staging = format!("{base}staging\n");
        assert_eq!(diags(&staging), ["KS0301 6:18-6:25 undeclared environment `staging`"]);
        assert_eq!(codes(&format!("{base}prd\n")), ["KS0301"]);
        assert!(hints(&format!("{base}prd\n"))[0].starts_with("did you mean `prod`?"));
        assert!(codes("steps:\n  m: ./m.ts\n    when: env is default\n").is_empty());
    }

    #[test]
    fn is_on_decisions_only() {
        let base = "steps:\n  risk: decide\n    input: plan.destroys\n    answers: low | medium | high\n  plan: tofu.plan\n    dir: ./infra\n  r: approval\n    show: plan.destroys\n    auto: ";
        assert!(codes(&format!("{base}risk is low >= 0.95 and plan.destroys == 0\n")).is_empty());
        assert_eq!(codes(&format!("{base}risk is lwo\n")), ["KS0201"]);
        assert_eq!(hints(&format!("{base}risk is lwo\n")), ["did you mean `low`?"]);
        assert_eq!(codes(&format!("{base}plan is low\n")), ["KS0604"]);
        assert_eq!(codes(&format!("{base}plan.destroys is low\n")), ["KS0604"]);
        assert_eq!(codes(&format!("{base}risk is low >= 1\n")), ["KS0101"]);
    }

    #[test]
    fn conditions_are_bool() {
        let base = "steps:\n  b: oci.image\n    from: ./x\n  m: ./m.ts\n    when: ";
        assert!(codes(&format!("{base}b.signed\n")).is_empty());
        assert!(codes(&format!("{base}not b.signed and true\n")).is_empty());
        assert_eq!(codes(&format!("{base}b.digest\n")), ["KS0101"]);
        assert_eq!(codes(&format!("{base}b.digest == 3\n")), ["KS0101"]);
    }

    /// `=` gives a default (0.1), so `a = b` has `a`'s type: a condition only when that is a Bool.
    #[test]
    fn a_default_is_not_a_comparison() {
        let base = "steps:\n  b: oci.image\n    from: ./x\n  p: tofu.plan\n    dir: ./i\n  m: ./m.ts\n    when: ";
        for when in ["p.destroys = 0", "not (p.destroys = 0)", "b.signed and (git.branch = \"x\")"]
        {
            let text = format!("{base}{when}\n");
            assert_eq!(codes(&text), ["KS0101"], "{when}");
            assert!(
                hints(&text)[0].starts_with("`=` gives a default"),
                "{when}: {:?}",
                hints(&text)
            );
        }
        assert!(codes(&format!("{base}b.signed = false\n")).is_empty());
        assert!(codes(&format!("{base}(pr.number = 0) > 2\n")).is_empty(), "a default fills in");
        assert_eq!(
            hints(&format!("{base}p.destroys\n")),
            ["compare it (`==`, `!=`) or test it with `is`"]
        );
    }

    /// Conditions are typed with an explicit stack: nesting is bounded by memory, not the call stack.
    #[test]
    fn deep_conditions_do_not_recurse() {
        let depth = 100_000;
        let when = format!("{}b.signed{}", "(".repeat(depth), ")".repeat(depth));
        let text =
            format!("steps:\n  b: oci.image\n    from: ./x\n  m: ./m.ts\n    when: {when}\n");
        let run = std::thread::Builder::new().stack_size(256 * 1024).spawn(move || codes(&text));
        assert!(run.unwrap().join().unwrap().is_empty());
    }
}
