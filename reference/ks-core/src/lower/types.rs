//! Types as declarations write them (block inputs and outputs, `outputs:` on a `tofu.apply`).

use ks_lang::ast::{AstToken, Expr};

use crate::types::{Type, Unreadable};

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
