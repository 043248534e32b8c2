//! The passes one by one, each fed only its data.

use ks_lang::TextRange;

use super::*;
use crate::{
    model::{InputRole, Kind, RefError, RefSite, Resolution, Trigger, Workflow},
    ports::outputs::DeclaredOutputs,
    signature::BlockSignatures,
    types::Type,
};

fn items(text: &str) -> Workflow {
    lower_items(&ks_lang::parse(text), &BlockSignatures::new())
}

#[test]
fn the_item_pass_reads_kinds_keys_and_forward_after_names_but_no_references() {
    let workflow = items(
        "steps:\n  test: oci.artifact\n    from: ./dist\n    after: build\n  build: oci.image\n    from: ./Dockerfile\n    tags: [\"{git.sha}\"]\n",
    );
    let test = workflow.step("test").unwrap();
    let build = workflow.step("build").unwrap();
    assert!(matches!(workflow.steps[build].kind, Kind::Builtin(spec) if spec.name == "oci.image"));
    // `after:` names a step declared below it: the names come before the keys.
    assert_eq!(workflow.steps[test].after[0].target, Some(build));
    let roles: Vec<_> =
        workflow.steps[test].inputs.iter().map(|input| input.role.clone()).collect();
    assert!(matches!(roles.as_slice(), [InputRole::Declared(_), InputRole::Reserved]));
    assert_eq!(workflow.references.len(), 0, "references come in their own pass");
}

#[test]
fn an_input_gives_its_value_and_its_entry_with_or_without_a_value() {
    let workflow = items(
        "steps:\n  apply: tofu.apply\n    plan: p\n    when: env is prod\n    outputs:\n      cluster: k8s.Cluster\n    note: |\n      text\n",
    );
    let step = &workflow.steps[workflow.step("apply").unwrap()];
    let written: Vec<_> = step
        .inputs
        .iter()
        .map(|input| (input.key(), input.value().map(|value| value.text().to_string())))
        .collect();
    let value = |text: &str| Some(text.to_string());
    assert_eq!(
        written,
        [("plan", value("p")), ("when", value("env is prod")), ("outputs", None), ("note", None)]
    );
    for input in step.inputs.iter() {
        let entry = input.entry();
        assert_eq!(entry.key_text_and_range(), Some((input.key(), input.key_span())));
        assert_eq!(entry.value().as_ref(), input.value(), "{}", input.key());
    }
    assert_eq!(step.when().map(|when| when.text()), Some("env is prod"));
}

#[test]
fn the_item_pass_reads_envs_triggers_and_policy() {
    let workflow = items(
        "on: push main, pr, nonsense\nenvs:\n  prod:\n    vars:\n      region:\n    require-verified: true\npolicy:\n  agents:\n    never: deploy prod, build\n",
    );
    let triggers: Vec<_> =
        workflow.triggers.as_ref().unwrap().items.iter().map(|(t, _)| t.clone()).collect();
    assert_eq!(triggers, [Trigger::Push { glob: Some("main".into()) }, Trigger::Pr]);
    assert!(!workflow.implicit_env);
    assert_eq!(workflow.env_names(), ["prod"]);
    assert_eq!(workflow.env_vars().collect::<Vec<_>>(), ["region"]);
    assert!(workflow.envs.values().next().unwrap().require_verified.is_some());
    let rule = &workflow.policy[0].rules[0];
    let actions: Vec<Vec<&str>> = rule
        .actions
        .iter()
        .map(|words| words.iter().map(|word| word.text.as_str()).collect())
        .collect();
    assert_eq!(actions, [vec!["deploy", "prod"], vec!["build"]]);
}

#[test]
fn block_uses_resolve_only_against_the_signatures_given() {
    let text = "steps:\n  web: acme/web\n    port: 8080\n";
    assert!(matches!(items(text).steps.values().next().unwrap().kind, Kind::Unknown));
    let mut blocks = BlockSignatures::new();
    blocks.insert(
        "acme/web".into(),
        crate::signature::BlockSignature { name: "acme/web".into(), ..Default::default() },
    );
    let workflow = lower_items(&ks_lang::parse(text), &blocks);
    let web = workflow.steps.values().next().unwrap();
    assert!(matches!(&web.kind, Kind::Block(signature) if signature.name == "acme/web"));
    assert_eq!(web.inputs[0].role, InputRole::Unknown, "the signature declares no `port`");
}

#[test]
fn a_block_inputs_shape_is_kept_once_per_type_across_its_uses() {
    use crate::{catalog::InputType, signature::BlockInput, types::Type};
    let input = |name: &str, ty: Type| BlockInput {
        name: name.into(),
        ty,
        has_default: false,
        default: None,
    };
    let mut blocks = BlockSignatures::new();
    blocks.insert(
        "acme/web".into(),
        crate::signature::BlockSignature {
            name: "acme/web".into(),
            inputs: vec![
                input("port", Type::Int),
                input("replicas", Type::Int),
                input("image", Type::String),
            ],
            ..Default::default()
        },
    );
    let text = "steps:\n  a: acme/web\n    port: 80\n    replicas: 2\n    image: x\n  b: acme/web\n    port: 81\n    image: y\n";
    let workflow = lower_items(&ks_lang::parse(text), &blocks);
    let role = |step: &str, key: &str| {
        let step = &workflow.steps[workflow.step(step).unwrap()];
        step.input(key).map(|input| input.role.clone()).unwrap()
    };
    let port = role("a", "port");
    assert!(matches!(port, InputRole::Declared(_)));
    assert_eq!(role("a", "replicas"), port, "one shape per type, not per input");
    assert_eq!(role("b", "port"), port, "nor per use");
    assert_eq!(role("b", "image"), role("a", "image"));
    assert_ne!(role("a", "image"), port);
    assert_eq!(workflow.shapes.len(), 2);
    assert_eq!(workflow.declared(&port), Some(&InputType::Value(Type::Int)));
    assert_eq!(workflow.declared(&role("b", "image")), Some(&InputType::Value(Type::String)));
}

const APPLY: &str = "steps:\n  plan: tofu.plan\n    dir: ./infra\n  apply: tofu.apply\n    plan: plan\n  use: approval\n    show: \"on {apply.out.cluster}\"\n";

#[test]
fn output_questions_name_the_steps_with_run_time_outputs_and_the_literal_dir() {
    let workflow = items(APPLY);
    let asked: Vec<_> = output_questions(&workflow)
        .into_iter()
        .map(|question| (question.kind, question.name, question.literal_dir))
        .collect();
    assert_eq!(
        asked,
        [("tofu.apply", "apply", Some("./infra".to_string()))],
        "`tofu.plan`'s outputs are the catalog's"
    );
}

#[test]
fn the_reference_pass_reads_the_answers_it_was_given() {
    // Not seen: the run-time output is any.
    let mut unseen = items(APPLY);
    lower_references(&mut unseen);
    let cluster = |workflow: &Workflow| {
        workflow.references.values().find(|r| r.text() == "apply.out.cluster").cloned().unwrap()
    };
    let plan = unseen.references.values().next().unwrap();
    assert_eq!((plan.text(), unseen.input_key_of(plan)), ("plan", Some("plan")), "a data edge");
    let reference = cluster(&unseen);
    assert_eq!(reference.text(), "apply.out.cluster");
    assert_eq!(reference.site, RefSite::Interpolated);
    assert_eq!(reference.ty(), Some(&Type::Any));

    // Declared without `cluster`: an unknown output, at the segment after `out`.
    let mut seen = items(APPLY);
    let apply = seen.step("apply").unwrap();
    let declared = DeclaredOutputs {
        source: "./infra".into(),
        outputs: vec![("endpoint".into(), Type::String)],
        refused: Vec::new(),
    };
    add_declared_outputs(&mut seen, [(apply, Some(declared))]);
    lower_references(&mut seen);
    let reference = cluster(&seen);
    assert_eq!(
        reference.resolution,
        Resolution::Unresolved(RefError::UnknownOutput { step: apply, segment: 2 })
    );
    assert_eq!(seen.references_of(seen.step("use").unwrap()).count(), 1);
}

#[test]
fn resolution_covers_steps_namespaces_and_their_errors() {
    let mut workflow = items(
        "envs:\n  dev:\n  prod:\nsteps:\n  risk: decide\n    answers: low | high\n    by: agent\n",
    );
    lower_references(&mut workflow);
    fn at(name: &str) -> crate::model::Segments<'_> {
        crate::model::segments_of(name, 0)
    }
    let risk = workflow.step("risk").unwrap();
    assert_eq!(
        resolve(&workflow, at("risk"), RefSite::IsSubject),
        Resolution::Step {
            step: risk,
            ty: Type::Enum(crate::types::Answers::new(["low".into(), "high".into()].into()))
        }
    );
    assert!(matches!(
        resolve(&workflow, at("env.name"), RefSite::Bare),
        Resolution::Context { ty: Type::Enum(names), .. } if names[..] == ["dev", "prod"]
    ));
    assert!(matches!(
        resolve(&workflow, at("git.sha"), RefSite::Bare),
        Resolution::Context { ty: Type::String, optional: false, .. }
    ));
    assert_eq!(
        resolve(&workflow, at("nothing.here"), RefSite::Bare),
        Resolution::Unresolved(RefError::UnknownRoot)
    );
    assert!(matches!(
        resolve(&workflow, at("git.nope"), RefSite::Bare),
        Resolution::Unresolved(RefError::UnknownMember { segment: 1, .. })
    ));
    // `inputs.` is a namespace in block files only.
    assert_eq!(
        resolve(&workflow, at("inputs.port"), RefSite::Bare),
        Resolution::Unresolved(RefError::UnknownRoot)
    );
}

#[test]
fn trigger_items_say_why_they_are_not_triggers() {
    let item = |text: &str| {
        let parse = ks_lang::parse(&format!("on: {text}\n"));
        let value = parse.tree().entries().next().unwrap().value().unwrap();
        trigger_item(&value.items()[0])
    };
    assert_eq!(item("tag v*"), TriggerItem::Ok(Trigger::Tag { glob: Some("v*".into()) }));
    assert_eq!(item("schedule"), TriggerItem::Schedule);
    assert_eq!(item("cron"), TriggerItem::Unknown("cron".into()));
    assert!(matches!(item("pr main"), TriggerItem::Malformed(_)));
    assert!(matches!(item("push | pr"), TriggerItem::Malformed(_)));
}

#[test]
fn declared_types_read_through_a_default_and_too_deep_reads_as_any() {
    let value = |text: &str| {
        let parse = ks_lang::parse(&format!("x: {text}\n"));
        let value = parse.tree().entries().next().unwrap().value().unwrap();
        (declared_type(&value), read_declared_type(&value).map(|(main, _)| main.text_range()))
    };
    assert_eq!(value("Int = 2"), (Some(Type::Int), Some(TextRange::new(3, 6))));
    assert_eq!(value("bogus").0, None);
    let deep = format!("{}String{}", "list(".repeat(70), ")".repeat(70));
    assert_eq!(value(&deep).0, Some(Type::Any));
}

#[test]
fn interpolations_come_in_source_order_with_name_starts() {
    let parse = ks_lang::parse("x: \"{b.c} and {a.d}\"\n");
    let value = parse.tree().entries().next().unwrap().value().unwrap();
    assert_eq!(all_interpolations(&value), [("b.c".to_string(), 5), ("a.d".to_string(), 15)]);
}

/// A kind's declared shape is kept once by the workflow, however many steps use the kind: the
/// same key of the same kind names one shape, another key another, and each reads back as the
/// catalog declares it.
#[test]
fn a_declared_shape_is_kept_once_per_workflow() {
    let workflow = items(
        "steps:\n  a: oci.image\n    from: ./a\n    tags: x\n  b: oci.image\n    from: ./b\n  c: oci.image\n    from: ./c\n    tags: y\n",
    );
    let role = |step: &str, key: &str| {
        let step = &workflow.steps[workflow.step(step).unwrap()];
        step.input(key).map(|input| input.role.clone()).unwrap()
    };
    let from = role("a", "from");
    assert!(matches!(from, InputRole::Declared(_)));
    assert_eq!(role("b", "from"), from);
    assert_eq!(role("c", "from"), from);
    assert_eq!(role("c", "tags"), role("a", "tags"));
    assert_ne!(role("a", "tags"), from);
    assert_eq!(workflow.shapes.len(), 2, "one shape per declared key used");
    let spec = crate::catalog::kind("oci.image").unwrap();
    for key in ["from", "tags"] {
        let declared = workflow.declared(&role("a", key)).unwrap();
        assert_eq!(Some(declared), spec.input_type(key).as_deref(), "{key}");
    }
    assert_eq!(workflow.declared(&InputRole::Reserved), None);
}
