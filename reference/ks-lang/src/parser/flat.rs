//! A shortcut past the value parser for the commonest values with an operator: atoms joined by
//! operators of one precedence level (`a, b`, `low | medium | high`, `n == 0`, `x is low >= 0.9`).
//! The parser would open one node around the whole chain, report nothing and leave the trivia
//! around it to the entry; this finds that node in one pass over the tokens instead of running
//! the parser and replaying its events. Anything else (nesting, `not`, groups, a missing operand,
//! an operator that does not chain) is left to the parser: the test below checks the shortcut
//! against it on every short value over the operators and atoms.

use super::value::{binary_level, is_value_trivia, Level};
use crate::syntax::{SyntaxKind, SyntaxKind::*};

/// The node a flat chain of a value region (`tokens`, trivia included) is, and its first and
/// one-past-last significant token in `tokens`; `None` when the value is not one.
pub(super) fn flat_chain(tokens: &[SyntaxKind]) -> Option<(SyntaxKind, usize, usize)> {
    let (mut first, mut end) = (None, 0);
    let (mut level, mut operators) = (None, [None; 2]);
    let mut count = 0;
    let mut expect_operand = true;
    for (idx, &kind) in tokens.iter().enumerate() {
        if is_value_trivia(kind) {
            continue;
        }
        if expect_operand {
            if !kind.is_atom() {
                return None;
            }
            first.get_or_insert(idx);
            end = idx + 1;
        } else {
            let this = binary_level(kind)?;
            if *level.get_or_insert(this) != this {
                return None;
            }
            if let Some(slot) = operators.get_mut(count) {
                *slot = Some(kind);
            }
            count += 1;
        }
        expect_operand = !expect_operand;
    }
    let kind = match (level?, count, operators) {
        _ if expect_operand => return None,
        (Level::Default, 1, _) => DEFAULT_VALUE,
        // `is` with its one threshold is one test; every other comparison is one operator.
        (Level::Compare, 1, [Some(IS_KW), _]) | (Level::Compare, 2, [Some(IS_KW), Some(GT_EQ)]) => {
            IS_EXPR
        }
        (Level::Compare, 1, _) => COMPARE_EXPR,
        (Level::Default | Level::Compare, _, _) => return None,
        (level, _, _) => level.node_kind(),
    };
    Some((kind, first?, end))
}
