//! `keepshipping policy explain`: per environment and verb, the effective answer for the actor —
//! baseline ∩ default branch ∩ this file (ADR 0012) — and the document it came from, with the base
//! folded in named (POL-12, POL-24).

use ks_core::{
    policy::{self, Base, Source},
    CheckOptions,
};
use serde_json::json;

/// How to print the explanation (`--format`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
pub enum Format {
    /// For a person in a terminal.
    Human,
    Json,
}

/// Explains the policy of `text` for `options.actor`, with the documents the host put in `options`
/// (the base, the baseline). `head` is the commit the file's repository has checked out, when there is
/// one: the text says when the base is that same commit.
pub fn explain(
    file: &str,
    text: &str,
    options: &CheckOptions,
    head: Option<&str>,
    format: Format,
) -> String {
    let actor = options.actor;
    let checked = ks_core::check(&ks_lang::parse(text), options);
    let baseline = options.policy_store.baseline();
    let explanation =
        policy::explain(checked.workflow(), actor, &options.policy_base, baseline.as_deref());
    let same_as_head = matches!(&options.policy_base, Base::Resolved { commit, .. } if Some(commit.as_str()) == head);
    match format {
        Format::Json => {
            let base = match &options.policy_base {
                Base::Resolved { name, commit, text } => json!({
                    "ref": name, "commit": commit, "has_copy": text.is_some(), "same_as_head": same_as_head,
                }),
                Base::Unresolved => json!({"ref": null, "commit": null, "unresolved": true}),
                Base::OutsideRepository => json!({
                    "ref": null, "commit": null, "unresolved": true, "outside_repository": true,
                }),
                Base::NotConsulted => json!(null),
            };
            let environments: Vec<_> = explanation
                .environments
                .iter()
                .map(|(env, verbs)| {
                    let verbs: Vec<_> = verbs
                        .iter()
                        .map(|(verb, decision)| {
                            // `before` is an ask unless an approval comes before the step (AMB-17):
                            // the contract's three answers, with the condition beside it.
                            let before = decision.answer == policy::Answer::Before;
                            let answer = if before { "ask" } else { decision.answer.as_str() };
                            json!({
                                "verb": verb.as_str(),
                                "answer": answer,
                                "before": before,
                                "source": decision.source.as_str(),
                                "rule": decision.rule.as_ref().map(|r| r.text()),
                            })
                        })
                        .collect();
                    json!({"env": env, "verbs": verbs})
                })
                .collect();
            let value = json!({
                "file": file,
                "actor": actor.as_str(),
                "base": base,
                "baseline": baseline.is_some(),
                "environments": environments,
            });
            format!("{}\n", serde_json::to_string_pretty(&value).expect("JSON values print"))
        }
        Format::Human => {
            let mut out = format!("policy of {} for {}\n", file, actor.as_str());
            out.push_str(&match &options.policy_base {
                Base::Resolved { name, commit, text } => {
                    let short = &commit[..commit.len().min(12)];
                    let copy = if text.is_some() {
                        "its copy folded in"
                    } else {
                        "no copy there: an empty policy"
                    };
                    let head = if same_as_head { " (the same commit as HEAD)" } else { "" };
                    format!("base: {name} at {short}{head}, {copy}\n")
                }
                Base::Unresolved => {
                    "base: none resolved, read as an empty policy (KS0405)\n".into()
                }
                Base::OutsideRepository => {
                    "base: none, the file is in no git repository; read as an empty policy (KS0405)\n"
                        .into()
                }
                Base::NotConsulted => "base: not consulted\n".into(),
            });
            if baseline.is_some() {
                out.push_str("baseline: folded in\n");
            }
            for (env, verbs) in &explanation.environments {
                out.push_str(&format!("{env}:\n"));
                for (verb, decision) in verbs {
                    let from = match (&decision.rule, decision.source) {
                        (Some(rule), Source::File | Source::Base | Source::Baseline) => {
                            format!("{}: {}", decision.source.as_str(), rule.text())
                        }
                        (Some(rule), Source::DestroyCap) => {
                            format!("destroy-cap: `{}` capped to ask", rule.text())
                        }
                        _ => decision.source.as_str().to_string(),
                    };
                    out.push_str(&format!(
                        "  {:<13} {:<6} {from}\n",
                        verb.as_str(),
                        decision.answer.as_str()
                    ));
                }
            }
            out
        }
    }
}
