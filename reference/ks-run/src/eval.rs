//! Values at run time: a `when:` or an `auto:` settled against what the run knows, and a step's
//! inputs evaluated for the target (ADR 0068).
//!
//! Iterative, like every walk over expressions (ARCHITECTURE.md): a post-order over an explicit
//! stack of tasks, then a stack of values. A value the run does not have is [`Val::Missing`], and a
//! comparison with it is false.

use ks_lang::ast::{AstToken, Expr, ScalarClass};
use serde_json::Value;

/// A value during a run.
#[derive(Clone, Debug, PartialEq)]
pub enum Val {
    Missing,
    Json(Value),
    /// A decision: its answer and confidence (`risk is low >= 0.9`).
    Answer {
        answer: String,
        confidence: f64,
    },
}

impl Val {
    fn truthy(&self) -> bool {
        matches!(self, Val::Json(Value::Bool(true)))
    }

    /// The value as JSON, for a step's inputs (a decision is its answer).
    pub fn into_json(self) -> Value {
        match self {
            Val::Missing => Value::Null,
            Val::Json(value) => value,
            Val::Answer { answer, .. } => Value::String(answer),
        }
    }
}

/// What names mean during the run.
pub trait Scope {
    /// The value of a dotted name (`build.digest`, `risk`, `git.branch`, `env`).
    fn lookup(&self, name: &str) -> Val;
}

enum Task {
    Visit(Expr),
    Not,
    All(usize),
    Any(usize),
    Compare(String),
    Is { answers: Vec<String>, threshold: Option<f64> },
}

/// The value of `expr` in `scope`.
pub fn eval(expr: &Expr, scope: &dyn Scope) -> Val {
    let mut tasks = vec![Task::Visit(expr.clone())];
    let mut values: Vec<Val> = Vec::new();
    while let Some(task) = tasks.pop() {
        match task {
            Task::Visit(expr) => visit(expr, scope, &mut tasks, &mut values),
            Task::Not => {
                let value = values.pop().unwrap_or(Val::Missing);
                values.push(Val::Json(Value::Bool(!value.truthy())));
            }
            Task::All(n) | Task::Any(n) if values.len() < n => values.push(Val::Missing),
            Task::All(n) => {
                let all = values.drain(values.len() - n..).all(|v| v.truthy());
                values.push(Val::Json(Value::Bool(all)));
            }
            Task::Any(n) => {
                let any = values.drain(values.len() - n..).fold(false, |acc, v| acc | v.truthy());
                values.push(Val::Json(Value::Bool(any)));
            }
            Task::Compare(op) => {
                let rhs = values.pop().unwrap_or(Val::Missing);
                let lhs = values.pop().unwrap_or(Val::Missing);
                values.push(Val::Json(Value::Bool(compare(&op, &lhs, &rhs))));
            }
            Task::Is { answers, threshold } => {
                let subject = values.pop().unwrap_or(Val::Missing);
                let holds = match subject {
                    Val::Answer { answer, confidence } => {
                        answers.contains(&answer) && threshold.is_none_or(|t| confidence >= t)
                    }
                    Val::Json(Value::String(text)) => {
                        threshold.is_none() && answers.contains(&text)
                    }
                    _ => false,
                };
                values.push(Val::Json(Value::Bool(holds)));
            }
        }
    }
    values.pop().unwrap_or(Val::Missing)
}

/// Whether `expr` holds in `scope`.
pub fn holds(expr: &Expr, scope: &dyn Scope) -> bool {
    eval(expr, scope).truthy()
}

fn visit(expr: Expr, scope: &dyn Scope, tasks: &mut Vec<Task>, values: &mut Vec<Val>) {
    // An operator's task goes under its operands', so it runs once they have left their values.
    let operands = |task: Task, operands: Vec<Expr>, tasks: &mut Vec<Task>| {
        tasks.push(task);
        tasks.extend(operands.into_iter().rev().map(Task::Visit));
    };
    match &expr {
        Expr::Word(word) => values.push(word_value(word.text(), word.class(), scope)),
        Expr::String(string) => values.push(Val::Json(Value::String(string.value()))),
        Expr::Group(group) => match group.expr() {
            Some(inner) => tasks.push(Task::Visit(inner)),
            None => values.push(Val::Missing),
        },
        Expr::NotExpr(not) => operands(Task::Not, not.expr().into_iter().collect(), tasks),
        Expr::AndExpr(and) => {
            let exprs: Vec<Expr> = and.exprs().collect();
            operands(Task::All(exprs.len()), exprs, tasks)
        }
        Expr::OrExpr(or) => {
            let exprs: Vec<Expr> = or.exprs().collect();
            operands(Task::Any(exprs.len()), exprs, tasks)
        }
        Expr::CompareExpr(compare) => {
            let op = compare.op().map(|op| op.text().to_string()).unwrap_or_default();
            match (compare.lhs(), compare.rhs()) {
                (Some(lhs), Some(rhs)) => operands(Task::Compare(op), vec![lhs, rhs], tasks),
                _ => values.push(Val::Missing),
            }
        }
        Expr::IsExpr(is) => {
            let answers = answer_names(is.answer());
            let threshold = is.threshold().and_then(|t| t.as_word()?.text().parse::<f64>().ok());
            match is.subject() {
                // The subject names a decide step (or `env`): the one place a bare name is read
                // rather than taken as its text (TYPE-2).
                Some(Expr::Word(word)) if word.class() == ScalarClass::Ident => {
                    values.push(scope.lookup(word.text()));
                    tasks.push(Task::Is { answers, threshold });
                }
                Some(subject) => operands(Task::Is { answers, threshold }, vec![subject], tasks),
                None => values.push(Val::Missing),
            }
        }
        _ => values.push(Val::Missing),
    }
}

/// The names an `is` test accepts: one word, or a union of them.
fn answer_names(answer: Option<Expr>) -> Vec<String> {
    let mut names = Vec::new();
    let mut stack: Vec<Expr> = answer.into_iter().collect();
    while let Some(expr) = stack.pop() {
        match &expr {
            Expr::Union(union) => stack.extend(union.exprs()),
            Expr::Word(word) => names.push(word.text().to_string()),
            _ => {}
        }
    }
    names
}

fn word_value(text: &str, class: ScalarClass, scope: &dyn Scope) -> Val {
    match class {
        ScalarClass::Bool => Val::Json(Value::Bool(text == "true")),
        ScalarClass::Int | ScalarClass::Float => text
            .parse::<f64>()
            .ok()
            .and_then(serde_json::Number::from_f64)
            .map(|n| match text.parse::<i64>() {
                Ok(int) => Val::Json(Value::from(int)),
                Err(_) => Val::Json(Value::Number(n)),
            })
            .unwrap_or(Val::Missing),
        ScalarClass::DottedName => scope.lookup(text),
        _ => Val::Json(Value::String(text.to_string())),
    }
}

fn compare(op: &str, lhs: &Val, rhs: &Val) -> bool {
    // A decision is read only as an `is` subject; a missing value compares as nothing.
    let (Val::Json(lhs), Val::Json(rhs)) = (lhs, rhs) else { return false };
    let ordering = match (lhs, rhs) {
        (Value::Number(a), Value::Number(b)) => a.as_f64().partial_cmp(&b.as_f64()),
        (Value::String(a), Value::String(b)) => Some(a.cmp(b)),
        (Value::Bool(a), Value::Bool(b)) => Some(a.cmp(b)),
        _ => None,
    };
    use std::cmp::Ordering::*;
    match (op, ordering) {
        ("==" | "=", Some(order)) => order == Equal,
        ("!=", Some(order)) => order != Equal,
        ("!=", None) => true,
        ("<", Some(order)) => order == Less,
        ("<=" | "≤", Some(order)) => order != Greater,
        (">", Some(order)) => order == Greater,
        (">=" | "≥", Some(order)) => order != Less,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    struct Names(BTreeMap<&'static str, Val>);

    impl Scope for Names {
        fn lookup(&self, name: &str) -> Val {
            self.0.get(name).cloned().unwrap_or(Val::Missing)
        }
    }

    fn value_of(text: &str, scope: &Names) -> Val {
        let source = format!("x: {text}\n");
        let parse = ks_lang::parse(&source);
        let expr = parse.tree().entries().next().unwrap().value().unwrap();
        eval(&expr, scope)
    }

    #[test]
    fn conditions_read_outputs_context_and_decisions() {
        let scope = Names(BTreeMap::from([
            ("build.signed", Val::Json(Value::Bool(true))),
            ("plan.destroys", Val::Json(Value::from(0))),
            ("git.branch", Val::Json(Value::from("main"))),
            ("risk", Val::Answer { answer: "low".into(), confidence: 0.92 }),
        ]));
        let yes = |text: &str| value_of(text, &scope) == Val::Json(Value::Bool(true));
        assert!(yes("build.signed"));
        assert!(!yes("not build.signed"));
        assert!(yes("git.branch == \"main\""));
        assert!(!yes("git.branch != \"main\""));
        assert!(yes("risk is low"));
        assert!(yes("risk is low | medium"));
        assert!(yes("risk is low >= 0.9"));
        assert!(!yes("risk is low >= 0.95"));
        assert!(yes("risk is low >= 0.9 and plan.destroys == 0"));
        assert!(yes("(risk is high) or build.signed"));
        // An absent value compares false, and so does its negation's operand.
        assert!(!yes("pr.draft == true"));
        assert!(yes("not pr.draft"));
        assert_eq!(value_of("build.digest", &scope), Val::Missing);
    }

    #[test]
    fn deep_nesting_is_evaluated_without_recursion() {
        let scope = Names(BTreeMap::new());
        let text = format!("{}true{}", "(not ".repeat(20_000), ")".repeat(20_000));
        assert_eq!(value_of(&text, &scope), Val::Json(Value::Bool(true)));
    }
}
