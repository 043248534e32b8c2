//! Where a step or an environment is named (references, document highlight) and renaming it.
//! A step is named by its header, by `after:` names that resolve to it and by the root of every
//! reference that reads it (`build.digest`, `${build.digest}`, `risk is low`); an environment by
//! its entry under `envs:`, by `env is NAME` tests, by `env.name == "NAME"` comparisons and by
//! policy actions (`never: deploy NAME`). Everything is read from ks-core's model, in model offsets.

use ks_core::model::{Input, Item, Namespace, Step, StepId, Workflow};
use ks_core::policy::WrittenRule;
use ks_lang::ast::{AstNode, AstToken, Expr};
use ks_lang::TextRange;

use crate::analysis::Analysis;

/// What a rename or a references request can be about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Symbol {
    Step(StepId),
    /// A declared environment, by name.
    Env(String),
}

/// Every place a symbol is named, in source order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Occurrences {
    pub symbol: Symbol,
    /// The name as written.
    pub name: String,
    /// Where it is declared (the step's header name, the `envs:` child).
    pub declaration: TextRange,
    /// Every occurrence, the declaration included, sorted.
    pub ranges: Vec<TextRange>,
}

/// Why a rename was refused: the message the editor shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused(pub String);

/// Words that are values, not names, in an expression (`when: true`, `a and b`).
pub(crate) const KEYWORDS: &[&str] = &["true", "false", "and", "or", "not", "is"];

/// LEX-7: a letter or `_`, then letters, digits, `_` or `-` (ASCII only, GAP-9).
pub fn is_identifier(name: &str) -> bool {
    let mut bytes = name.bytes();
    let starts = bytes.next().is_some_and(|b| b.is_ascii_alphabetic() || b == b'_');
    starts && bytes.all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

impl Analysis {
    /// The symbol at `offset` and the range of its name there.
    pub fn symbol_at(&self, offset: u32) -> Option<(Symbol, TextRange)> {
        let workflow = self.checked.workflow();
        let Some((item, range)) = workflow.item_at(offset) else {
            return env_test_at(workflow, offset);
        };
        match item {
            Item::Step(id) => Some((Symbol::Step(id), workflow.steps()[id].name_span())),
            Item::After { step, index } => {
                let after = &workflow.steps()[step].after[index];
                Some((Symbol::Step(after.target?), after.name.span))
            }
            Item::Reference { reference, segment: 0 } => {
                let reference = &workflow.references()[reference];
                Some((Symbol::Step(reference.target_step()?), reference.segment(0)?.span))
            }
            Item::Env(name) => {
                workflow.env(&name.text)?;
                Some((Symbol::Env(name.text.to_string()), range))
            }
            _ => env_test_at(workflow, offset),
        }
    }

    /// Every place the symbol at `offset` is named.
    pub fn occurrences(&self, offset: u32) -> Option<Occurrences> {
        let (symbol, _) = self.symbol_at(offset)?;
        let workflow = self.checked.workflow();
        let (name, declaration, mut ranges) = match &symbol {
            Symbol::Step(id) => {
                let step = &workflow.steps()[*id];
                (step.name().to_string(), step.name_span(), step_occurrences(workflow, *id))
            }
            Symbol::Env(name) => {
                let env = &workflow.envs()[workflow.env(name)?];
                (name.clone(), env.name.span, env_occurrences(workflow, name))
            }
        };
        ranges.sort_by_key(|range| (range.start(), range.end()));
        ranges.dedup();
        Some(Occurrences { symbol, name, declaration, ranges })
    }

    /// The name a rename at `offset` would change, or why there is none.
    pub fn prepare_rename(&self, offset: u32) -> Result<(TextRange, String), Refused> {
        let (symbol, range) = self.symbol_at(offset).ok_or_else(not_a_symbol)?;
        let workflow = self.checked.workflow();
        let name = match symbol {
            Symbol::Step(id) => workflow.steps()[id].name().to_string(),
            Symbol::Env(name) => name,
        };
        Ok((range, name))
    }

    /// The ranges to replace with `new_name` to rename the symbol at `offset`: refused when there is
    /// no symbol there, when `new_name` is not an identifier, or when it is taken (another step or
    /// environment of that name, a namespace, a keyword).
    pub fn rename(&self, offset: u32, new_name: &str) -> Result<Vec<TextRange>, Refused> {
        let occurrences = self.occurrences(offset).ok_or_else(not_a_symbol)?;
        if new_name == occurrences.name {
            return Ok(Vec::new());
        }
        if !is_identifier(new_name) {
            return Err(Refused(format!(
                "`{new_name}` is not a name: a letter or `_`, then letters, digits, `_` or `-`"
            )));
        }
        let workflow = self.checked.workflow();
        let taken = match occurrences.symbol {
            Symbol::Step(_) => workflow.step(new_name).map(|_| "a step"),
            Symbol::Env(_) => workflow.env(new_name).map(|_| "an environment"),
        };
        let taken = taken
            .or_else(|| Namespace::from_name(new_name, true).map(|_| "a namespace"))
            .or_else(|| KEYWORDS.contains(&new_name).then_some("a keyword"));
        if let Some(taken) = taken {
            return Err(Refused(format!("`{new_name}` is already {taken} of this file")));
        }
        Ok(occurrences.ranges)
    }
}

fn not_a_symbol() -> Refused {
    Refused("nothing to rename here: put the cursor on a step's or an environment's name".into())
}

fn step_occurrences(workflow: &Workflow, id: StepId) -> Vec<TextRange> {
    let mut ranges = vec![workflow.steps()[id].name_span()];
    for step in workflow.steps().values() {
        let afters = step.after.iter().filter(|after| after.target == Some(id));
        ranges.extend(afters.map(|after| after.name.span));
    }
    let reads = workflow.references().values().filter(|r| r.target_step() == Some(id));
    ranges.extend(reads.filter_map(|reference| Some(reference.segment(0)?.span)));
    ranges
}

fn env_occurrences(workflow: &Workflow, name: &str) -> Vec<TextRange> {
    let named = |written: &ks_core::model::Name| written.text == name;
    let mut ranges: Vec<TextRange> =
        workflow.envs().values().filter(|env| named(&env.name)).map(|env| env.name.span).collect();
    let mut tests = Vec::new();
    for step in workflow.steps().values() {
        step_env_tests(step, &mut tests);
    }
    ranges.extend(tests.into_iter().filter(|(test, _)| test == name).map(|(_, range)| range));
    for (subject, written) in workflow.policy().iter().enumerate() {
        for rule in 0..written.rules.len() {
            let Some(rule) = WrittenRule::of(workflow, subject, rule) else { continue };
            let envs = rule.actions.into_iter().flatten().filter_map(|action| action.env);
            ranges.extend(envs.filter(named).map(|env| env.span));
        }
    }
    ranges
}

/// A declared environment named by an `env is` test or an `env.name` comparison at `offset` (one the
/// model's gate does not keep, so `item_at` does not see it).
fn env_test_at(workflow: &Workflow, offset: u32) -> Option<(Symbol, TextRange)> {
    let covers = |range: TextRange| range.start() <= offset && offset <= range.end();
    let step = workflow.steps().values().find(|step| covers(step.entry.syntax().text_range()))?;
    let mut tests = Vec::new();
    step_env_tests(step, &mut tests);
    let (name, range) = tests.into_iter().find(|(_, range)| covers(*range))?;
    workflow.env(&name)?;
    Some((Symbol::Env(name), range))
}

/// The environment tests of a step's values (`when:` among them).
fn step_env_tests(step: &Step, tests: &mut Vec<(String, TextRange)>) {
    let values = step.inputs.iter().filter_map(Input::value);
    // Only a value that spells `env` can test it: the rest are not walked.
    for value in values.filter(|value| value.text().contains("env")) {
        env_tests(value, tests);
    }
}

/// The places `expr` names an environment: `env is NAME` (in any test, `or` and `not` included,
/// not only the gate the model keeps) and the string of `env.name == "NAME"`, with the name.
/// Iterative: expressions nest as deep as the text does.
fn env_tests(expr: &Expr, tests: &mut Vec<(String, TextRange)>) {
    let word_text = |expr: &Expr| expr.as_word().map(|word| word.text().to_string());
    let mut todo = vec![expr.clone()];
    while let Some(expr) = todo.pop() {
        match &expr {
            Expr::IsExpr(is)
                if is.subject().and_then(|s| word_text(&s)).as_deref() == Some("env") =>
            {
                let mut answers: Vec<Expr> = is.answer().into_iter().collect();
                while let Some(answer) = answers.pop() {
                    match answer.as_word() {
                        Some(word) => {
                            tests.push((word.text().to_string(), word.syntax().text_range()))
                        }
                        None => answers.extend(answer.sub_exprs()),
                    }
                }
                continue;
            }
            Expr::CompareExpr(compare) => {
                let (Some(lhs), Some(rhs)) = (compare.lhs(), compare.rhs()) else { continue };
                for (one, other) in [(&lhs, &rhs), (&rhs, &lhs)] {
                    if word_text(one).as_deref() != Some("env.name") {
                        continue;
                    }
                    if let Expr::String(string) = other {
                        let text = string.text();
                        if let Some(name) = text.strip_prefix('"').and_then(|t| t.strip_suffix('"'))
                        {
                            let range = string.syntax().text_range();
                            let inner = TextRange::new(range.start() + 1, range.end() - 1);
                            tests.push((name.to_string(), inner));
                        }
                    }
                }
            }
            _ => {}
        }
        todo.extend(expr.sub_exprs());
    }
}

#[cfg(test)]
mod tests {
    use super::is_identifier;

    #[test]
    fn identifiers_follow_lex_7() {
        for name in ["build", "_x", "web-service", "a1_b-2"] {
            assert!(is_identifier(name), "{name}");
        }
        for name in ["", "1a", "-a", "a.b", "a b", "é", "a:"] {
            assert!(!is_identifier(name), "{name}");
        }
    }
}
