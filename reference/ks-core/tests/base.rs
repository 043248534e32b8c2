//! The policy base's copy counts once per check, read once: a copy that does not parse is KS0405
//! and read as an empty policy; a copy that parses binds (its `never:` refuses what this file allows).

use ks_core::{policy::Base, Actor, CheckOptions};

const FILE: &str = "keepshipping: 0.1
name: web
envs:
  prod:
steps:
  build: oci.image
    from: ./Dockerfile
  ship: k8s.rollout
    image: build.digest
    wait: healthy, 5m
policy:
  agents:
    can: deploy prod
";

/// The codes of `FILE` checked for an agent against a base whose copy is `copy`.
fn codes_against(copy: &str) -> Vec<(&'static str, String)> {
    let mut options = CheckOptions::default().with_actor(Actor::Agent);
    options.policy_base = Base::Resolved {
        name: "main".into(),
        commit: "0123456789ab".into(),
        text: Some(copy.into()),
    };
    let checked = ks_core::check(&ks_lang::parse(FILE), &options);
    checked.diagnostics().iter().map(|d| (d.code, d.message.clone())).collect()
}

#[test]
fn a_base_copy_that_does_not_parse_is_ks0405_and_read_as_empty() {
    let codes = codes_against("policy:\n  agents:\n    can: \"open\n");
    let unparsed: Vec<_> = codes.iter().filter(|(code, _)| *code == "KS0405").collect();
    assert_eq!(unparsed.len(), 1, "{codes:?}");
    assert!(unparsed[0].1.contains("does not parse"), "{codes:?}");
    assert!(!codes.iter().any(|(code, _)| *code == "KS0401"), "an empty base refuses nothing");
}

#[test]
fn a_base_copy_that_parses_binds() {
    assert_eq!(codes_against(FILE), [], "the same copy: nothing to say");
    let refusing = FILE.replace("can: deploy prod", "never: deploy prod");
    let codes = codes_against(&refusing);
    assert!(codes.iter().any(|(code, _)| *code == "KS0401"), "{codes:?}");
    assert!(!codes.iter().any(|(code, _)| *code == "KS0405"), "{codes:?}");
}
