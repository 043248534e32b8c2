//! Walks over expressions that lowering, the checks and the plan share: sub-expressions in source
//! order, and the interpolations a value holds.

use ks_lang::ast::{AstToken, Expr, StringPart};

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
