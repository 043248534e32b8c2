//! `Workflow::item_at`: what the model says a position stands on, the facade the editor reads.

use ks_core::model::{Item, Workflow};
use ks_core::CheckOptions;

const TEXT: &str = "\
envs:
  dev:
  prod:
steps:
  build: oci.image
    from: ./Dockerfile
  roll: k8s.rollout
    image: build.digest
    after: build
    when: env is prod
policy:
  agents:
    never: deploy prod
    ask: read secrets dev
";

fn model() -> Workflow {
    ks_core::check(&ks_lang::parse(TEXT), &CheckOptions::default()).workflow().clone()
}

/// The item at the first occurrence of `needle` (plus `into` bytes), and the text of its range.
fn at(workflow: &Workflow, needle: &str, into: usize) -> (Item, String) {
    let offset = TEXT.find(needle).unwrap_or_else(|| panic!("{needle}")) + into;
    let (item, range) = workflow.item_at(offset as u32).expect("an item");
    (item, TEXT[range.start() as usize..range.end() as usize].to_string())
}

#[test]
fn every_kind_of_item_is_found_with_its_range() {
    let workflow = model();
    let build = workflow.step("build").unwrap();
    let roll = workflow.step("roll").unwrap();
    assert_eq!(at(&workflow, "build:", 2), (Item::Step(build), "build".into()));
    assert_eq!(at(&workflow, "k8s.rollout", 0), (Item::Kind(roll), "k8s.rollout".into()));
    assert_eq!(at(&workflow, "image:", 1), (Item::Input { step: roll, index: 0 }, "image".into()));
    assert_eq!(
        at(&workflow, "build\n    when", 0),
        (Item::After { step: roll, index: 0 }, "build".into())
    );
    let (item, text) = at(&workflow, "build.digest", 7);
    assert!(matches!(item, Item::Reference { segment: 1, .. }), "{item:?}");
    assert_eq!(text, "build.digest");
    assert_eq!(at(&workflow, "prod\npolicy", 0).1, "prod");
    assert!(matches!(at(&workflow, "prod\npolicy", 0).0, Item::Env(name) if name.text == "prod"));
    assert_eq!(
        at(&workflow, "never", 0),
        (Item::PolicyRule { subject: 0, rule: 0 }, "never".into())
    );
    assert_eq!(
        at(&workflow, "deploy", 3),
        (Item::PolicyVerb { subject: 0, rule: 0, action: 0 }, "deploy".into())
    );
    assert!(matches!(at(&workflow, "prod\n", 0).0, Item::Env(name) if name.text == "prod"));
    // `read secrets` is one verb spelled in two words: both are the verb, the word after them the
    // environment.
    let read_secrets = Item::PolicyVerb { subject: 0, rule: 1, action: 0 };
    assert_eq!(at(&workflow, "read secrets", 1), (read_secrets.clone(), "read".into()));
    assert_eq!(at(&workflow, "secrets dev", 1), (read_secrets, "secrets".into()));
    assert!(matches!(at(&workflow, "secrets dev", 8).0, Item::Env(name) if name.text == "dev"));
    // Just after the last character still counts; blank space does not.
    assert_eq!(at(&workflow, "roll:", 4), (Item::Step(roll), "roll".into()));
    assert_eq!(workflow.item_at(TEXT.find("from:").unwrap() as u32 - 2), None);
}

#[test]
fn a_large_file_answers_at_its_end_as_at_its_start() {
    let mut text = String::from("steps:\n");
    for i in 0..5_000 {
        text.push_str(&format!("  s{i}: oci.image\n    from: ./Dockerfile\n"));
    }
    let checked = ks_core::check(&ks_lang::parse(&text), &CheckOptions::default());
    let workflow = checked.workflow();
    for name in ["s0", "s2500", "s4999"] {
        let offset = text.find(&format!("  {name}:")).unwrap() as u32 + 2;
        let (item, _) = workflow.item_at(offset).unwrap();
        assert_eq!(item, Item::Step(workflow.step(name).unwrap()));
    }
}
