//! The executor's rules, one test each: the order of records (GRAPH-15), rollbacks (RB-4..RB-10,
//! RB-18, RB-19), refusals (check, `never:`, CI-5, SCR-9), `--skip`/`--until`/`--allow-partial`,
//! policy asks, approvals with `auto:` and decisions, and run-time `when:`.

mod support;

use ks_core::{Actor, Context};
use ks_run::{
    exec::Ended,
    log::{Refusal, RunStatus},
};
use support::{brief, run, Options};

const HERO: &str = "name: api\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n  plan: tofu.plan\n    dir: ./infra\n  review: approval\n    show: plan.destroys\n  apply: tofu.apply\n    plan: plan\n    outputs:\n      cluster: k8s.Cluster\n  deploy: k8s.rollout\n    image: build.digest\n    cluster: apply.out.cluster\n    wait: healthy, 5m\n";

const APPROVED: &str = "[steps.review]\napproved = true\nby = \"@alice\"\n";

fn brief_of(text: &str, world: &str, options: &Options<'_>) -> Vec<String> {
    brief(&run(text, world, options).0)
}

#[test]
fn records_follow_the_numbering_not_the_clock() {
    // build takes five minutes; plan, review and apply finish long before it, but build's records
    // come first and deploy's after apply's.
    let world = format!(
        "{APPROVED}[steps.build]\nduration = \"5m\"\noutputs = {{ digest = \"sha256:1\" }}\n"
    );
    let (records, ended) = run(HERO, &world, &Options::default());
    assert_eq!(ended, Ended::Finished(RunStatus::Succeeded));
    let steps: Vec<String> =
        brief(&records).into_iter().filter(|line| line.starts_with("step.")).collect();
    assert_eq!(
        steps,
        [
            "step.started build",
            "step.finished build ok",
            "step.started plan",
            "step.finished plan ok",
            "step.started review",
            "step.finished review ok",
            "step.started apply",
            "step.finished apply ok",
            "step.started deploy",
            "step.finished deploy ok",
        ]
    );
    let seqs: Vec<u64> = records.iter().map(|r| r.seq).collect();
    assert_eq!(seqs, (1..=records.len() as u64).collect::<Vec<_>>());
    // Yet they ran concurrently: plan started at 0, while build was running.
    let text = ks_run::to_jsonl(&records);
    assert!(
        text.contains(
            "{\"seq\":4,\"event\":\"step.started\",\"step\":\"plan\",\"number\":2,\"at\":0}"
        ),
        "{text}"
    );
}

#[test]
fn an_auto_rollback_is_its_own_record_with_the_targets_version() {
    let world = format!("{APPROVED}[steps.deploy]\noutcome = \"failed\"\nreason = \"unhealthy\"\n[steps.deploy.rollback]\nstatus = \"reverted\"\nversion = \"v41\"\n");
    let lines = brief_of(HERO, &world, &Options::default());
    assert_eq!(
        lines[lines.len() - 3..],
        [
            "step.finished deploy failed unhealthy",
            "step.rolled-back deploy reverted v41",
            "run.finished failed"
        ]
    );
}

#[test]
fn a_rollback_that_fails_has_its_reason_and_no_version() {
    let world = format!("{APPROVED}[steps.deploy]\noutcome = \"timed-out\"\n[steps.deploy.rollback]\nstatus = \"failed\"\nreason = \"registry unreachable\"\n");
    let lines = brief_of(HERO, &world, &Options::default());
    assert!(lines.contains(&"step.finished deploy timed-out timed out".to_string()), "{lines:?}");
    assert!(
        lines.contains(&"step.rolled-back deploy failed registry unreachable".to_string()),
        "{lines:?}"
    );
}

#[test]
fn no_facility_is_unsupported_manual_is_pending_and_none_is_nothing() {
    let failed = format!("{APPROVED}[steps.deploy]\noutcome = \"failed\"\n");
    let lines = brief_of(HERO, &failed, &Options::default());
    assert!(lines.contains(&"step.rolled-back deploy unsupported".to_string()), "{lines:?}");

    let manual =
        HERO.replace("    wait: healthy, 5m\n", "    wait: healthy, 5m\n    rollback: manual\n");
    let (records, ended) = run(&manual, &failed, &Options::default());
    assert_eq!(ended, Ended::Finished(RunStatus::Waiting));
    let text = ks_run::to_jsonl(&records);
    assert!(text.contains("\"event\":\"step.rolled-back\",\"step\":\"deploy\",\"number\":5,\"at\":3000,\"policy\":\"manual\",\"status\":\"pending\",\"restore\":\"outstanding\"}"), "{text}");

    let none =
        HERO.replace("    wait: healthy, 5m\n", "    wait: healthy, 5m\n    rollback: none\n");
    let lines = brief_of(&none, &failed, &Options::default());
    assert!(!lines.iter().any(|l| l.starts_with("step.rolled-back")), "{lines:?}");
}

#[test]
fn only_a_deploy_is_rolled_back() {
    // A failed apply (infrastructure) is never rolled back, and what waits on it is skipped.
    let world = format!("{APPROVED}[steps.apply]\noutcome = \"failed\"\n[steps.apply.rollback]\nstatus = \"reverted\"\nversion = \"v1\"\n");
    let lines = brief_of(HERO, &world, &Options::default());
    assert!(!lines.iter().any(|l| l.starts_with("step.rolled-back")), "{lines:?}");
    assert!(
        lines.contains(&"step.finished deploy skipped waits-on apply".to_string()),
        "{lines:?}"
    );
}

#[test]
fn a_manual_rollback_stops_the_run() {
    let text = "steps:\n  build: oci.image\n    from: ./x\n  deploy: k8s.rollout\n    image: build.digest\n    rollback: manual\n  slow: oci.image\n    from: ./x\n  notify: ./n.ts\n    after: deploy, slow\n";
    let world = "[steps.deploy]\noutcome = \"failed\"\n[steps.slow]\nduration = \"1m\"\n";
    let lines = brief_of(text, world, &Options::default());
    // slow was running when deploy failed: it finishes; notify never starts.
    assert!(lines.contains(&"step.finished slow ok".to_string()), "{lines:?}");
    assert!(lines.contains(&"step.finished notify skipped stopped".to_string()), "{lines:?}");
    assert_eq!(lines.last().unwrap(), "run.finished waiting");
}

#[test]
fn a_check_error_refuses_the_run_and_never_is_its_own_reason() {
    let (records, ended) = run("steps:\n  a: ./a.ts\n    after: a\n", "", &Options::default());
    assert_eq!(ended, Ended::Refused(Refusal::Check));
    assert_eq!(records.len(), 1);
    let never = "envs:\n  prod:\nsteps:\n  build: oci.image\n    from: ./x\n  deploy: k8s.rollout\n    image: build.digest\npolicy:\n  humans:\n    never: deploy prod\n";
    let options = Options { env: "prod", ..Options::default() };
    let (records, ended) = run(never, "", &options);
    assert_eq!(ended, Ended::Refused(Refusal::Never));
    assert!(ks_run::to_jsonl(&records).contains("\"codes\":[\"KS0401\"]"));
}

const CI_ONLY: &str = "steps:\n  build: oci.image\n    from: ./x\n  sign: ./sign.ts\n    action: build\n    image: build.digest\n    ci-only: true\n  publish: ./publish.ts\n    action: deploy\n    signed: sign.signature\n  notes: ./notes.ts\n    action: other\n    after: build\n";

#[test]
fn a_ci_only_step_off_ci_refuses_unless_partial_skip_or_until() {
    let local = Options { context: Context::Local, ..Options::default() };
    let world = "[steps.sign]\n[steps.publish]\n[steps.notes]\n";
    let (records, ended) = run(CI_ONLY, world, &local);
    assert_eq!(ended, Ended::Refused(Refusal::CiOnly));
    assert_eq!(brief(&records), ["run.refused sign ci-only"]);
    // On CI it runs.
    assert_eq!(run(CI_ONLY, world, &Options::default()).1, Ended::Finished(RunStatus::Succeeded));
    // --allow-partial: skipped, with what waits on it.
    let partial = Options { allow_partial: true, ..local };
    let lines = brief_of(CI_ONLY, world, &partial);
    assert!(lines.contains(&"step.finished sign skipped ci-only".to_string()), "{lines:?}");
    assert!(
        lines.contains(&"step.finished publish skipped waits-on sign".to_string()),
        "{lines:?}"
    );
    assert!(lines.contains(&"step.finished notes ok".to_string()), "{lines:?}");
    // --skip sign: not reached, so not refused.
    let skip = ["sign".to_string()];
    let skipped = Options { skip: &skip, context: Context::Local, ..Options::default() };
    let lines = brief_of(CI_ONLY, world, &skipped);
    assert!(lines.contains(&"step.finished sign skipped --skip".to_string()), "{lines:?}");
    assert!(
        lines.contains(&"step.finished publish skipped waits-on sign".to_string()),
        "{lines:?}"
    );
    // --until build: everything numbered after build is out.
    let until = Options { until: Some("build"), context: Context::Local, ..Options::default() };
    let lines = brief_of(CI_ONLY, world, &until);
    assert!(lines.contains(&"step.finished build ok".to_string()), "{lines:?}");
    assert!(lines.contains(&"step.finished sign skipped --until build".to_string()), "{lines:?}");
    assert!(lines.contains(&"step.finished notes skipped --until build".to_string()), "{lines:?}");
}

#[test]
fn scr_9_refuses_an_agent_in_prod_before_an_undeclared_unapproved_script() {
    let text = "envs:\n  dev:\n  prod:\nsteps:\n  migrate: ./migrate.ts\npolicy:\n  agents:\n    can: deploy, build\n";
    let world = "[steps.migrate]\n";
    let agent = |env| Options { env, actor: Actor::Agent, ..Options::default() };
    let (records, ended) = run(text, world, &agent("prod"));
    assert_eq!(ended, Ended::Refused(Refusal::Scr9));
    assert!(ks_run::to_jsonl(&records).contains("\"step\":\"migrate\""));
    // dev is not gated; a human is not gated.
    assert!(matches!(run(text, world, &agent("dev")).1, Ended::Finished(_)));
    let human = Options { env: "prod", ..Options::default() };
    assert!(matches!(run(text, world, &human).1, Ended::Finished(_)));
    // An approval before it opens the gate.
    let approved = "envs:\n  dev:\n  prod:\nsteps:\n  build: oci.image\n    from: ./x\n  review: approval\n    show: build.digest\n  migrate: ./migrate.ts\n    image: build.digest\npolicy:\n  agents:\n    can: build\n";
    let world = "[steps.review]\napproved = true\nby = \"@lead\"\n[steps.migrate]\n";
    assert_eq!(run(approved, world, &agent("prod")).1, Ended::Finished(RunStatus::Succeeded));
    // A `ci-only:` script step that `--allow-partial` skips off CI is not reached either.
    let ci_only =
        text.replace("  migrate: ./migrate.ts\n", "  migrate: ./migrate.ts\n    ci-only: true\n");
    let partial = Options { context: Context::Local, allow_partial: true, ..agent("prod") };
    assert!(matches!(run(&ci_only, "[steps.migrate]\n", &partial).1, Ended::Finished(_)));
    let on_ci = Options { allow_partial: true, ..agent("prod") };
    assert_eq!(run(&ci_only, "[steps.migrate]\n", &on_ci).1, Ended::Refused(Refusal::Scr9));
}

#[test]
fn policy_asks_are_approvals_the_world_answers() {
    let text = "envs:\n  prod:\nsteps:\n  build: oci.image\n    from: ./x\n  deploy: k8s.rollout\n    image: build.digest\npolicy:\n  agents:\n    can: build\n";
    let agent = Options { env: "prod", actor: Actor::Agent, ..Options::default() };
    let lines = brief_of(text, "[steps.deploy]\napproved = true\nby = \"@sam\"\n", &agent);
    assert_eq!(
        lines[3..6],
        ["approval.asked deploy", "approval.answered deploy", "step.started deploy"]
    );
    let lines = brief_of(text, "[steps.deploy]\napproved = false\nby = \"@sam\"\n", &agent);
    assert!(lines.contains(&"step.finished deploy skipped denied".to_string()), "{lines:?}");
    // Unanswered: the run waits.
    let (_, ended) = run(text, "", &agent);
    assert_eq!(ended, Ended::Finished(RunStatus::Waiting));
}

#[test]
fn auto_settles_with_the_decide_answer() {
    let text = "steps:\n  plan: tofu.plan\n    dir: ./infra\n  risk: decide\n    input: plan.destroys\n    answers: low | high\n  review: approval\n    show: plan.destroys\n    auto: risk is low >= 0.9\n  apply: tofu.apply\n    plan: plan\n";
    let sure = "[steps.risk]\nanswer = \"low\"\nconfidence = 0.95\n";
    let (records, _) = run(text, sure, &Options::default());
    let log = ks_run::to_jsonl(&records);
    // risk starts at 1000 and answers when it finishes, a second later (ADR 0069).
    assert!(log.contains("\"event\":\"decide.answered\",\"step\":\"risk\",\"number\":2,\"at\":2000,\"answer\":\"low\",\"confidence\":0.95}"), "{log}");
    assert!(
        log.contains("\"approved\":true,\"by\":\"auto\",\"condition\":\"risk is low >= 0.9\""),
        "{log}"
    );
    assert!(!log.contains("approval.asked"), "{log}");
    // Not confident enough: a person is asked.
    let unsure = "[steps.risk]\nanswer = \"low\"\nconfidence = 0.5\n[steps.review]\napproved = true\nby = \"@alice\"\n";
    let lines = brief_of(text, unsure, &Options::default());
    assert!(lines.contains(&"approval.asked review".to_string()), "{lines:?}");
}

#[test]
fn an_approval_step_asks_inside_its_own_step() {
    // The approval step's ask is its work (ADR 0069): started, asked, answered, finished.
    let lines = brief_of(HERO, APPROVED, &Options::default());
    let review: Vec<&str> =
        lines.iter().map(String::as_str).filter(|line| line.contains(" review")).collect();
    assert_eq!(
        review,
        [
            "step.started review",
            "approval.asked review",
            "approval.answered review",
            "step.finished review ok"
        ]
    );
    // Unanswered: it has started and asked, and has no `step.finished`.
    let lines = brief_of(HERO, "", &Options::default());
    let review: Vec<&str> =
        lines.iter().map(String::as_str).filter(|line| line.contains(" review")).collect();
    assert_eq!(review, ["step.started review", "approval.asked review"]);
}

#[test]
fn a_decision_that_fails_records_no_answer() {
    let text = "steps:\n  risk: decide\n    input: x\n    answers: low | high\n";
    let world = "[steps.risk]\nanswer = \"low\"\noutcome = \"failed\"\nreason = \"no model\"\n";
    let lines = brief_of(text, world, &Options::default());
    assert!(!lines.iter().any(|line| line.starts_with("decide.answered")), "{lines:?}");
    assert!(lines.contains(&"step.finished risk failed no model".to_string()), "{lines:?}");
}

#[test]
fn a_run_time_when_is_settled_in_its_own_record() {
    let text = "steps:\n  build: oci.image\n    from: ./x\n  audit: ./audit.ts\n    when: build.signed\n  publish: ./p.ts\n    after: audit\n";
    let signed = "[steps.build]\noutputs = { signed = true }\n[steps.audit]\n[steps.publish]\n";
    let lines = brief_of(text, signed, &Options::default());
    assert!(lines.contains(&"condition.settled audit".to_string()), "{lines:?}");
    assert!(lines.contains(&"step.finished audit ok".to_string()), "{lines:?}");
    let unsigned = "[steps.build]\noutputs = { signed = false }\n[steps.audit]\n[steps.publish]\n";
    let lines = brief_of(text, unsigned, &Options::default());
    assert!(lines.contains(&"step.finished audit skipped condition".to_string()), "{lines:?}");
    assert!(
        lines.contains(&"step.finished publish skipped waits-on audit".to_string()),
        "{lines:?}"
    );
}

#[test]
fn unknown_flags_are_request_errors() {
    let parse = ks_lang::parse(HERO);
    let options = ks_core::CheckOptions::new();
    let checked = ks_core::check(&parse, &options);
    let skip = ["nope".to_string()];
    let request = ks_run::Request {
        file: "ship.ks",
        checked: &checked,
        options: &options,
        env: "default",
        context: Context::Ci,
        skip: &skip,
        until: None,
        allow_partial: false,
        seed: 0,
    };
    let mut world = ks_run::World::empty();
    let mut records = Vec::new();
    let error = ks_run::run(&request, &mut world, &mut records).unwrap_err();
    assert_eq!(error.to_string(), "--skip names no step `nope`");
    assert!(records.is_empty());
}
