//! Policy (POL, GAP-6, GAP-21, GAP-25, GAP-36, D17): the `policy:` block as written (KS0402 unknown
//! subjects and rule keys, KS0403 unknown verbs, KS0301 undeclared environments, KS0404 rules that bind
//! nothing, KS0406 an agent allowed to destroy), the base (KS0405), and the refusals: every (step,
//! environment) a `never:` covers for the checked actor, carried actions of block uses included, is
//! KS0401 at the step, with a note on the rule's own line.

use ks_lang::{Diagnostic, Severity, TextRange};

use super::Ctx;
use crate::storage::Name;
use crate::{
    block,
    catalog::Action,
    codes,
    policy::{self, Answer, Base, Effective, Source, RULE_KEYS, SUBJECTS},
    suggest, Actor,
};

pub(crate) fn check(ctx: &mut Ctx<'_>) {
    if ctx.workflow.is_block_file {
        // A block has no policy of its own (KS0105, `check::blocks`); its uses carry its actions.
        return;
    }
    written(ctx);
    // Read once: parsing the base's copy costs as much as parsing the file.
    let base_document = ctx.options.policy_base.document_for(ctx.workflow);
    base(ctx, base_document.as_ref());
    refusals(ctx, base_document);
}

/// What each verb is produced for: (verb, environments; `None` = every environment).
fn produced(ctx: &Ctx<'_>) -> Vec<(Action, Option<Vec<String>>)> {
    let workflow = ctx.workflow;
    let mut out = Vec::new();
    for step in workflow.steps.values() {
        for carried in block::step_actions(workflow, step) {
            for verb in carried.action.verbs() {
                out.push((*verb, carried.envs.clone()));
            }
        }
    }
    out
}

fn written(ctx: &mut Ctx<'_>) {
    let workflow = ctx.workflow;
    let Some(policy) = block::top_entry(workflow, "policy") else { return };
    let produced = produced(ctx);
    let envs = workflow.env_names();
    for subject in policy.entries() {
        let Some(name) = Name::key_of(&subject) else { continue };
        if !SUBJECTS.contains(&name.text.as_str()) {
            let mut diagnostic = Diagnostic::error(
                crate::codes::UNKNOWN_POLICY_KEY,
                name.span,
                format!("unknown policy subject `{}`", name.text),
            );
            suggest::attach(&mut diagnostic, name.span, &name.text, SUBJECTS);
            ctx.push(diagnostic);
            continue;
        }
        for rule in subject.entries() {
            let Some(key) = Name::key_of(&rule) else { continue };
            if !RULE_KEYS.contains(&key.text.as_str()) {
                let mut diagnostic = Diagnostic::error(
                    crate::codes::UNKNOWN_POLICY_KEY,
                    key.span,
                    format!("unknown policy rule `{}` under `{}`", key.text, name.text),
                );
                suggest::attach(&mut diagnostic, key.span, &key.text, RULE_KEYS);
                ctx.push(diagnostic);
                continue;
            }
            let Some(value) = rule.value() else {
                ctx.push(
                    Diagnostic::error(
                        codes::INVALID_VALUE,
                        key.span,
                        format!("`{}:` needs actions", key.text),
                    )
                    .with_hint(format!(
                        "write `{}: <verb> [<environment>]`, several separated by commas",
                        key.text
                    )),
                );
                continue;
            };
            for action in value.items() {
                let Some(parsed) = policy::parse_action(&action) else {
                    ctx.push(
                        Diagnostic::error(
                            crate::codes::UNKNOWN_POLICY_ACTION,
                            action.text_range(),
                            "a policy action is `<verb> [<environment>]`",
                        )
                        .with_hint(verbs_hint()),
                    );
                    continue;
                };
                let Some(verb) = parsed.verb else {
                    let mut diagnostic = Diagnostic::error(
                        crate::codes::UNKNOWN_POLICY_ACTION,
                        parsed.verb_name.span,
                        format!("unknown action `{}`", parsed.verb_name.text),
                    );
                    let verbs = Action::VERBS.map(Action::as_str);
                    let pick = suggest::closest(&parsed.verb_name.text, verbs);
                    diagnostic.hint = pick
                        .map(|best| format!("did you mean `{best}`?"))
                        .or_else(|| Some(verbs_hint()));
                    diagnostic.fixes.extend(suggest::fix(
                        parsed.verb_name.span,
                        &parsed.verb_name.text,
                        pick,
                    ));
                    ctx.push(diagnostic);
                    continue;
                };
                if let Some(extra) = parsed.extra {
                    ctx.push(
                        Diagnostic::error(
                            crate::codes::UNKNOWN_POLICY_ACTION,
                            extra,
                            "a policy action names one verb and at most one environment",
                        )
                        .with_hint("list several actions separated by commas"),
                    );
                    continue;
                }
                if let Some(env) = &parsed.env {
                    if !envs.contains(&env.text.as_str()) {
                        let pick = suggest::closest(&env.text, envs.iter().copied());
                        let hint = pick
                            .map(|best| {
                                format!(
                                    "did you mean `{best}`? or declare `{}` under `envs:`",
                                    env.text
                                )
                            })
                            .unwrap_or_else(|| format!("declare `{}:` under `envs:`", env.text));
                        ctx.push(
                            Diagnostic::error(
                                codes::UNDECLARED_ENVIRONMENT,
                                env.span,
                                format!("undeclared environment `{}`", env.text),
                            )
                            .with_hint(hint)
                            .with_fix_opt(suggest::fix(env.span, &env.text, pick)),
                        );
                        continue;
                    }
                }
                if !matches!(key.text.as_str(), "can" | "before") {
                    continue;
                }
                let answer = Answer::of_key(&key.text);
                let capped = |actor| answer.is_some_and(|a| policy::destroy_capped(actor, verb, a));
                if policy::actors_of(&name.text).any(capped) {
                    ctx.push(
                        Diagnostic::warning(
                            crate::codes::AGENT_DESTROY_CAPPED,
                            parsed.span,
                            format!("`{}: destroy` for agents is an ask: destroy never reaches an agent as an allow", key.text),
                        )
                        .with_hint("write `ask: destroy` to say what holds"),
                    );
                }
                let env = parsed.env.as_ref().map(|e| e.text.as_str());
                let bound = produced.iter().any(|(v, envs)| {
                    *v == verb
                        && match (env, envs) {
                            (None, _) | (_, None) => true,
                            (Some(env), Some(envs)) => envs.iter().any(|e| e == env),
                        }
                });
                if !bound {
                    let place = env.map(|e| format!(" in `{e}`")).unwrap_or_default();
                    ctx.push(
                        Diagnostic::warning(
                            crate::codes::POLICY_RULE_BINDS_NOTHING,
                            parsed.span,
                            format!(
                                "`{}: {}` binds nothing: no step does `{}`{place}",
                                key.text,
                                action.text(),
                                verb.as_str()
                            ),
                        )
                        .with_hint("remove the rule, or check the verb and the environment"),
                    );
                }
            }
        }
    }
}

fn verbs_hint() -> String {
    format!("the verbs are {}", suggest::quoted_list(&Action::VERBS.map(Action::as_str)))
}

/// KS0405, for an agent or a file with a policy: the fallback chain resolved nothing (an empty base),
/// or the base's copy does not parse.
fn base(ctx: &mut Ctx<'_>, document: Option<&Result<policy::Document, policy::Unparsed>>) {
    let workflow = ctx.workflow;
    let policy_key = workflow.top_level.iter().find(|t| t.key.text == "policy").map(|t| t.key.span);
    let at = policy_key.unwrap_or_else(|| TextRange::new(0, 0));
    // An empty base can change an answer only for a file with a policy of its own, or for an agent
    // (ADR 0050): a human's check of a file without one reads the same answers whatever the base says.
    if policy_key.is_none() && ctx.options.actor != Actor::Agent {
        return;
    }
    let diagnostic = match &ctx.options.policy_base {
        Base::Unresolved => Diagnostic::warning(
            codes::NO_POLICY_BASE,
            at,
            "no policy base resolved: the default branch's copy is read as an empty policy",
        )
        .with_hint("name the base with `--base REF` or `KEEPSHIPPING_BASE` in the CI workflow; outside a git repository, `--no-base` says there is none"),
        Base::OutsideRepository => Diagnostic::warning(
            codes::NO_POLICY_BASE,
            at,
            "no policy base: this file is in no git repository, so the default branch's copy is read as an empty policy",
        )
        .with_hint("if that is expected, say so with `--no-base` (or `no-base = true` in keepshipping.toml); in CI, check out the repository with its history"),
        Base::Resolved { name, .. } if matches!(document, Some(Err(policy::Unparsed))) => {
            Diagnostic::warning(
                codes::NO_POLICY_BASE,
                at,
                format!("the base's copy of this file (at `{name}`) does not parse: its policy is read as empty"),
            )
            .with_hint(format!(
                "fix the file on `{name}` first (its policy is the one that counts), or name another base with `--base REF`"
            ))
        }
        _ => return,
    };
    ctx.push(diagnostic);
}

/// KS0401 per (step, environment) a `never:` covers for the checked actor (GAP-36), with a note on
/// each rule of this file that refuses something.
fn refusals(ctx: &mut Ctx<'_>, base: Option<Result<policy::Document, policy::Unparsed>>) {
    let workflow = ctx.workflow;
    let actor = ctx.options.actor;
    let baseline = ctx.options.policy_store.baseline();
    let effective = Effective::with_base(workflow, base, baseline.as_deref());
    // Only a written `never:` refuses (silence and the destroy cap ask at most): without one in any
    // document, no step is refused, and their actions need not be worked out.
    let documents = [Some(&effective.file), effective.base.as_ref(), effective.baseline.as_ref()];
    let can_refuse = documents
        .into_iter()
        .flatten()
        .any(|document| document.rules.iter().any(|rule| rule.answer == Answer::Never));
    if !can_refuse {
        return;
    }
    let envs = workflow.env_names();
    let who = match actor {
        Actor::Agent => "an agent",
        Actor::Human => "a human",
        Actor::Ci => "a CI run",
    };
    let mut noted: Vec<TextRange> = Vec::new();
    let mut notes = Vec::new();
    for step in workflow.steps.values() {
        let carried = block::step_actions(workflow, step);
        for env in &envs {
            // The first verb refused in this environment is the one reported.
            let refused = carried
                .iter()
                .filter(|action| action.envs.as_ref().is_none_or(|e| e.iter().any(|x| x == env)))
                .flat_map(|action| action.action.verbs().iter().map(move |verb| (verb, action)))
                .find_map(|(verb, action)| {
                    let decision = effective.decide(actor, *verb, env);
                    (decision.answer == Answer::Never).then_some((verb, decision, &action.path))
                });
            let Some((verb, decision, path)) = refused else { continue };
            let rule = decision.rule.as_ref().map(|r| r.text()).unwrap_or_default();
            let from = match decision.source {
                Source::Base => " (the default branch's policy)",
                Source::Baseline => " (the organisation's baseline)",
                _ => "",
            };
            let reaches = if path.len() > 1 {
                format!(", reaching `{}`", path.join(" → "))
            } else {
                String::new()
            };
            let mut diagnostic = Diagnostic::error(
                crate::codes::REFUSED_BY_POLICY,
                step.name_span(),
                format!(
                    "step `{}` is refused for {who} in `{env}`: `{rule}`{from} ({}{reaches})",
                    step.name(),
                    verb.as_str()
                ),
            )
            .with_hint(format!("gate the step out of `{env}` with `when: env is …`, or run it as someone the policy allows"));
            if decision.source == Source::File {
                if let Some(rule) = &decision.rule {
                    diagnostic =
                        diagnostic.with_related(rule.span, format!("`{}` refuses it", rule.text()));
                    if !noted.contains(&rule.span) {
                        noted.push(rule.span);
                        notes.push(Diagnostic {
                            severity: Severity::Note,
                            ..Diagnostic::error(
                                crate::codes::REFUSED_BY_POLICY,
                                rule.span,
                                format!(
                                    "`{}` refuses step `{}` in `{env}` for {who}",
                                    rule.text(),
                                    step.name()
                                ),
                            )
                            .with_hint(
                                "each step it refuses is reported where the step is declared",
                            )
                        });
                    }
                }
            }
            ctx.push(diagnostic);
        }
    }
    for note in notes {
        ctx.push(note);
    }
}
