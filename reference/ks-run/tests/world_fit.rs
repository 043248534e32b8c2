//! A world that names what the workflow does not have is refused before anything runs (issue 42
//! item 4): a step, a context key, a decision's answer or confidence. One test per refusal, each
//! asserting the message, its position in the world and its did-you-mean.

use ks_core::CheckOptions;
use ks_run::{exec, RequestError, World};

const WORKFLOW: &str = "envs:\n  prod:\n    vars:\n      region: eu-west-1\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n  risk: decide\n    input: build.digest\n    answers: low | medium | high\n  deploy: k8s.rollout\n    image: build.digest\n    when: git.branch == \"main\"\n";

/// What `exec::run` says of `world` against [`WORKFLOW`]: the refusal's text, or `None` when it ran.
fn refusal(world: &str) -> Option<String> {
    let parse = ks_lang::parse(WORKFLOW);
    let options = CheckOptions::new();
    let checked = ks_core::check(&parse, &options);
    assert!(!checked.has_errors(), "{:?}", checked.diagnostics());
    let request = exec::Request {
        file: "ship.ks",
        checked: &checked,
        options: &options,
        env: "prod",
        context: ks_core::Context::Ci,
        skip: &[],
        until: None,
        allow_partial: false,
        seed: 0,
    };
    let mut world = World::from_toml(world).expect("the world parses").named("worlds/w.toml");
    match exec::run(&request, &mut world, &mut Vec::new()) {
        Ok(_) => None,
        Err(err @ RequestError::World(_)) => Some(err.to_string()),
        Err(other) => panic!("not a world refusal: {other}"),
    }
}

#[test]
fn a_world_that_fits_runs() {
    let world = "[context]\n\"git.branch\" = \"main\"\n\"git.sha\" = \"1f\"\n\"env.region\" = \"eu\"\n\"secrets.token\" = \"t\"\n[steps.build]\n[steps.risk]\nanswer = \"medium\"\nconfidence = 0.5\n[steps.deploy]\n";
    assert_eq!(refusal(world), None);
}

#[test]
fn a_step_the_workflow_does_not_have_is_refused() {
    assert_eq!(
        refusal("[steps.build]\n[steps.biuld]\nduration = \"2m\"\n").as_deref(),
        Some("worlds/w.toml:2:8: `[steps.biuld]`: ship.ks has no step `biuld`; did you mean `build`?")
    );
    // Nothing close: no guess.
    assert_eq!(
        refusal("[steps.notify]\n").as_deref(),
        Some("worlds/w.toml:1:8: `[steps.notify]`: ship.ks has no step `notify`; expected one of `build`, `risk` or `deploy`")
    );
}

#[test]
fn a_context_key_no_namespace_has_is_refused() {
    assert_eq!(
        refusal("[context]\n\"git.brnach\" = \"main\"\n").as_deref(),
        Some("worlds/w.toml:2:1: unknown context value `git.brnach`; did you mean `git.branch`?")
    );
}

#[test]
fn a_context_key_in_no_namespace_is_refused() {
    assert_eq!(
        refusal("[context]\n\"gti.branch\" = \"main\"\n").as_deref(),
        Some("worlds/w.toml:2:1: unknown context value `gti.branch`: no namespace `gti`; did you mean `git.branch`?")
    );
    assert_eq!(
        refusal("[context]\nbranch = \"main\"\n").as_deref(),
        Some("worlds/w.toml:2:1: unknown context value `branch`: no namespace `branch`; a context key is `<namespace>.<name>`, the namespace one of `git`, `pr`, `run`, `env`, `ci` or `secrets`")
    );
}

#[test]
fn an_environment_variable_no_environment_declares_is_refused() {
    assert_eq!(
        refusal("[context]\n\"env.regoin\" = \"eu\"\n").as_deref(),
        Some("worlds/w.toml:2:1: unknown context value `env.regoin`: no environment of the workflow declares the variable `regoin`; did you mean `env.region`?")
    );
}

#[test]
fn a_namespace_alone_is_not_a_context_value() {
    assert_eq!(
        refusal("[context]\nsecrets = \"x\"\n").as_deref(),
        Some("worlds/w.toml:2:1: `secrets` is a namespace, not a context value; a context key is `<namespace>.<name>`, the namespace one of `git`, `pr`, `run`, `env`, `ci` or `secrets`")
    );
}

#[test]
fn an_answer_the_decision_does_not_declare_is_refused() {
    assert_eq!(
        refusal("[steps.risk]\nanswer = \"enormous\"\n").as_deref(),
        Some("worlds/w.toml:2:10: `enormous` is not an answer `risk` declares; expected one of `low`, `medium` or `high`")
    );
    assert_eq!(
        refusal("[steps.risk]\nanswer = \"hihg\"\n").as_deref(),
        Some("worlds/w.toml:2:10: `hihg` is not an answer `risk` declares; did you mean `high`?")
    );
}

#[test]
fn a_confidence_outside_zero_to_one_is_refused() {
    assert_eq!(
        refusal("[steps.risk]\nanswer = \"low\"\nconfidence = 7\n").as_deref(),
        Some("worlds/w.toml:3:14: confidence `7` of `risk` is not between 0 and 1; a confidence is a fraction, as in `confidence = 0.97`")
    );
    assert!(refusal("[steps.risk]\nanswer = \"low\"\nconfidence = -0.1\n").is_some());
    // Without an answer too: the confidence is wrong whatever it qualifies.
    assert!(refusal("[steps.risk]\nconfidence = 7\n")
        .unwrap()
        .starts_with("worlds/w.toml:2:14: confidence `7`"));
    assert_eq!(refusal("[steps.risk]\nanswer = \"low\"\nconfidence = 1\n"), None);
}

#[test]
fn an_answer_for_a_step_that_is_not_a_decision_is_refused() {
    assert_eq!(
        refusal("[steps.build]\nanswer = \"low\"\n").as_deref(),
        Some("worlds/w.toml:2:10: `build` is not a `decide` step: it has no `answer`; `answer` and `confidence` simulate a decision")
    );
}

#[test]
fn every_misfit_is_reported_in_the_worlds_order() {
    let world = "[context]\n\"git.brnach\" = \"main\"\n[steps.risk]\nanswer = \"enormous\"\n[steps.biuld]\n";
    let text = refusal(world).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert!(
        lines[0].starts_with("worlds/w.toml:2:1: unknown context value `git.brnach`"),
        "{text}"
    );
    assert!(lines[1].starts_with("error: worlds/w.toml:4:10: `enormous`"), "{text}");
    assert!(lines[2].starts_with("error: worlds/w.toml:5:8: `[steps.biuld]`"), "{text}");
}

#[test]
fn a_world_without_a_name_is_called_world_toml() {
    let world = World::from_toml("[steps.biuld]\n").unwrap();
    let parse = ks_lang::parse(WORKFLOW);
    let checked = ks_core::check(&parse, &CheckOptions::new());
    let err = ks_run::target::Target::fits(&world, checked.workflow(), "ship.ks").unwrap_err();
    assert!(err.to_string().starts_with("world.toml:1:8: "), "{err}");
}
