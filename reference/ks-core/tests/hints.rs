//! Every diagnostic carries a hint: what to do about it, not only what is wrong. Every input of the
//! conformance suite is checked as a human, as an agent with no policy base, in CI, and against a base
//! whose copy does not parse, so the codes that need those options are reached too.

use ks_conformance::case;
use ks_core::{policy::Base, Actor, CheckOptions, Context};

fn option_sets() -> Vec<(&'static str, CheckOptions)> {
    let mut agent = CheckOptions::default().with_actor(Actor::Agent);
    agent.policy_base = Base::Unresolved;
    let mut ci = CheckOptions::default().with_actor(Actor::Ci).with_ci_env(true);
    ci.context = Context::Ci;
    let mut broken_base = CheckOptions::default();
    broken_base.policy_base = Base::Resolved {
        name: "main".into(),
        commit: "0123456789ab".into(),
        text: Some("policy:\n  agents:\n    can: \"open\n".into()),
    };
    vec![
        ("human", CheckOptions::default()),
        ("agent, no base", agent),
        ("ci", ci),
        ("a base that does not parse", broken_base),
    ]
}

#[test]
fn every_diagnostic_says_what_to_do() {
    let files = case::ks_texts(&case::suite());
    assert!(files.len() > 500, "only {} inputs", files.len());
    let mut missing = std::collections::BTreeMap::<String, String>::new();
    let mut seen = 0usize;
    for (path, text) in &files {
        let parse = ks_lang::parse(text);
        for (who, options) in option_sets() {
            let checked = ks_core::check(&parse, &options);
            for diagnostic in checked.diagnostics() {
                seen += 1;
                if diagnostic.hint.as_deref().is_none_or(|h| h.trim().is_empty()) {
                    missing
                        .entry(format!("{} {}", diagnostic.code, diagnostic.message))
                        .or_insert(format!("{path} ({who})"));
                }
            }
        }
    }
    assert!(seen > 1000, "only {seen} diagnostics: is the suite there?");
    assert!(
        missing.is_empty(),
        "{} diagnostics without a hint (first input showing each):\n{}",
        missing.len(),
        missing
            .iter()
            .map(|(d, at)| format!("  {d}\n      at {at}"))
            .collect::<Vec<_>>()
            .join("\n")
    );
}
