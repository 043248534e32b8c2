//! A world against the workflow it stands for (issue 42 item 4, ADR 0069): a step the workflow does
//! not have, a context key no namespace has, or an answer a `decide` step does not declare would
//! make the run report something the world did not mean, so each refuses the run before it starts.

use ks_core::{
    closest_name, did_you_mean,
    model::{Namespace, Step, Workflow},
};

use super::{StepWorld, World};
use crate::target::{is_kind, Misfit, Misfits};

/// The world's misfits against `workflow`, whose file messages call `file`.
pub(crate) fn misfits(world: &World, workflow: &Workflow, file: &str) -> Result<(), Misfits> {
    let mut items: Vec<Misfit> = Vec::new();
    for (key, at) in &world.context_keys {
        if let Some((message, hint)) = context_misfit(workflow, key) {
            items.push(Misfit { at: *at, message, hint });
        }
    }
    let step_names: Vec<&str> = workflow.steps().values().map(|s| s.name()).collect();
    for (name, simulated) in &world.steps {
        match workflow.step(name) {
            Some(id) => items.extend(answer_misfits(name, &workflow.steps()[id], simulated)),
            None => items.push(Misfit {
                at: simulated.written.step,
                message: format!("`[steps.{name}]`: {file} has no step `{name}`"),
                hint: did_you_mean(name, step_names.iter().copied()),
            }),
        }
    }
    items.sort_by_key(|misfit| misfit.at);
    match items.is_empty() {
        true => Ok(()),
        false => Err(Misfits { world: world.name.clone(), items }),
    }
}

/// A context key is `namespace.member`: a member the namespace has (GAP-19), a variable an
/// environment declares (`env.<var>`), or any name under `secrets.`.
fn context_misfit(workflow: &Workflow, key: &str) -> Option<(String, Option<String>)> {
    let (root, member) = key.split_once('.').unwrap_or((key, ""));
    let namespace = Namespace::from_name(root, false);
    let members = |namespace: Namespace| -> Vec<String> {
        let members: Vec<&str> = match namespace {
            Namespace::Env => std::iter::once("name").chain(workflow.env_vars()).collect(),
            other => other.members().iter().map(|(name, _)| *name).collect(),
        };
        members.iter().map(|member| format!("{}.{member}", namespace.as_str())).collect()
    };
    let known = match namespace {
        Some(Namespace::Secrets) => !member.is_empty(),
        Some(namespace) => members(namespace).iter().any(|candidate| candidate == key),
        None => false,
    };
    if known {
        return None;
    }
    // Suggest among the namespace's members when the root is right, else among every key.
    let candidates: Vec<String> = match namespace {
        Some(namespace) => members(namespace),
        None => Namespace::WORKFLOW.into_iter().flat_map(members).collect(),
    };
    let candidates = candidates.iter().map(String::as_str);
    // A root that is no namespace: a close key, else how a key is spelled (a list of every key
    // would say less).
    let hint = match namespace {
        Some(_) => did_you_mean(key, candidates),
        None => closest_name(key, candidates).map(|best| format!("did you mean `{best}`?")),
    };
    let hint = hint.or_else(|| {
        let roots: Vec<&str> = Namespace::WORKFLOW.iter().map(|n| n.as_str()).collect();
        let roots = ks_core::quoted_list(&roots);
        Some(format!("a context key is `<namespace>.<name>`, the namespace one of {roots}"))
    });
    let message = match namespace {
        Some(Namespace::Env) if !member.is_empty() => format!(
            "unknown context value `{key}`: no environment of the workflow declares the variable `{member}`"
        ),
        Some(_) if member.is_empty() => format!("`{key}` is a namespace, not a context value"),
        Some(_) => format!("unknown context value `{key}`"),
        None => format!("unknown context value `{key}`: no namespace `{root}`"),
    };
    Some((message, hint))
}

/// `answer` and `confidence` belong to a `decide` step: an answer it declares, a confidence from 0
/// to 1 (what `auto: risk is low >= 0.9` compares).
fn answer_misfits(name: &str, step: &Step, simulated: &StepWorld) -> Vec<Misfit> {
    let written = simulated.written;
    let mut out = Vec::new();
    if !is_kind(step, "decide") {
        let confidence = written.confidence.map(|(at, _)| at);
        let fields = [("answer", written.answer), ("confidence", confidence)];
        for (field, at) in fields.into_iter().filter_map(|(field, at)| Some((field, at?))) {
            out.push(Misfit {
                at,
                message: format!("`{name}` is not a `decide` step: it has no `{field}`"),
                hint: Some("`answer` and `confidence` simulate a decision".into()),
            });
        }
        return out;
    }
    let answers: Vec<&str> = step.answers.iter().map(|answer| answer.as_str()).collect();
    let answer = simulated.decided.as_ref().map(|decided| decided.answer.as_str());
    if let Some((at, answer)) = written.answer.zip(answer).filter(|(_, a)| !answers.contains(a)) {
        out.push(Misfit {
            at,
            message: format!("`{answer}` is not an answer `{name}` declares"),
            hint: did_you_mean(answer, answers.iter().copied()),
        });
    }
    if let Some((at, confidence)) = written.confidence.filter(|(_, c)| !(0.0..=1.0).contains(c)) {
        out.push(Misfit {
            at,
            message: format!("confidence `{confidence}` of `{name}` is not between 0 and 1"),
            hint: Some("a confidence is a fraction, as in `confidence = 0.97`".into()),
        });
    }
    out
}
