//! `keepshipping run`: the real binary against worlds. The refusals (a check error, `never:`, a
//! `ci-only:` step off CI, SCR-9) and `--skip`, `--until`, `--allow-partial` as the KS0602 hint
//! promises them; a script step the world does not simulate run for real; usage errors.

mod support;

use serde_json::Value;
use support::keepshipping;

const CI_ONLY: &str = "steps:
  build: oci.image
    from: ./Dockerfile
  sign: ./ship/sign.ts
    action: build
    image: build.digest
    ci-only: true
  publish: ./ship/publish.ts
    action: deploy
    signed: sign.signature
  notes: ./ship/notes.ts
    action: other
    after: build
";

const WORLD: &str = "[steps.build]
outputs = { digest = \"sha256:1\" }
[steps.sign]
outputs = { signature = \"sig\" }
[steps.publish]
[steps.notes]
";

/// Runs `keepshipping run ship.ks --world world.toml --no-base ARGS --format json` in a site holding
/// `text` and `world` (and `files`); returns the exit code, the log's records and standard error.
fn run_with(
    text: &str,
    world: &str,
    files: &[(&str, &str)],
    args: &[&str],
) -> (i32, Vec<Value>, String) {
    let mut all = vec![("ship.ks", text), ("world.toml", world)];
    all.extend_from_slice(files);
    let dir = support::site(&all);
    let mut command =
        vec!["run", "ship.ks", "--world", "world.toml", "--no-base", "--format", "json"];
    command.extend_from_slice(args);
    let run = keepshipping(dir.path(), &command, None);
    let records = run
        .stdout
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}")))
        .collect();
    (run.code, records, run.stderr)
}

fn run(text: &str, world: &str, args: &[&str]) -> (i32, Vec<Value>, String) {
    run_with(text, world, &[], args)
}

/// Each `step.finished` as `step status reason`.
fn finished(records: &[Value]) -> Vec<String> {
    records
        .iter()
        .filter(|r| r["event"] == "step.finished")
        .map(|r| {
            let reason = r["reason"].as_str().map(|s| format!(" {s}")).unwrap_or_default();
            format!("{} {}{reason}", r["step"].as_str().unwrap(), r["status"].as_str().unwrap())
        })
        .collect()
}

#[test]
fn a_ci_only_step_off_ci_refuses_the_run() {
    let (code, records, _) = run(CI_ONLY, WORLD, &["--context", "local"]);
    assert_eq!(code, 1);
    assert_eq!(records.len(), 1, "{records:?}");
    assert_eq!(records[0]["event"], "run.refused");
    assert_eq!(records[0]["reason"], "ci-only");
    assert_eq!(records[0]["step"], "sign");
    // On CI it runs to the end.
    let (code, records, stderr) = run(CI_ONLY, WORLD, &["--context", "ci"]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(records.last().unwrap()["status"], "succeeded");
}

#[test]
fn allow_partial_skips_the_ci_only_step_and_what_waits_on_it() {
    let (code, records, stderr) = run(CI_ONLY, WORLD, &["--context", "local", "--allow-partial"]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(
        finished(&records),
        ["build ok", "sign skipped ci-only", "publish skipped waits-on sign", "notes ok"]
    );
}

#[test]
fn skip_and_until_do_what_the_ks0602_hint_says() {
    let (code, records, stderr) = run(CI_ONLY, WORLD, &["--context", "local", "--skip", "sign"]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(
        finished(&records),
        ["build ok", "sign skipped --skip", "publish skipped waits-on sign", "notes ok"]
    );
    let (code, records, stderr) = run(CI_ONLY, WORLD, &["--context", "local", "--until", "build"]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(
        finished(&records),
        [
            "build ok",
            "sign skipped --until build",
            "publish skipped --until build",
            "notes skipped --until build"
        ]
    );
    // The check's hint names exactly these flags.
    let dir = support::site(&[("ship.ks", CI_ONLY)]);
    let check =
        keepshipping(dir.path(), &["check", "ship.ks", "--no-base", "--context", "local"], None);
    let said = check.stdout + &check.stderr;
    assert!(said.contains("--skip sign") && said.contains("--until"), "{said}");
}

#[test]
fn a_check_error_refuses_the_run() {
    let (code, records, stderr) = run("steps:\n  a: ./a.ts\n    after: a\n", "", &[]);
    assert_eq!(code, 1);
    assert_eq!(records.len(), 1);
    assert_eq!(records[0]["reason"], "check");
    assert_eq!(records[0]["codes"], serde_json::json!(["KS0204"]));
    assert!(stderr.contains("KS0204"), "{stderr}");
}

#[test]
fn scr_9_refuses_an_agents_prod_run_before_an_undeclared_script() {
    let text = "envs:\n  prod:\nsteps:\n  migrate: ./ship/migrate.ts\n";
    let (code, records, _) = run(text, "[steps.migrate]\n", &["--actor", "agent", "--env", "prod"]);
    assert_eq!(code, 1);
    assert_eq!(records[0]["reason"], "scr-9");
    assert_eq!(records[0]["step"], "migrate");
    let (code, _, stderr) = run(text, "[steps.migrate]\n", &["--actor", "human", "--env", "prod"]);
    assert_eq!(code, 0, "{stderr}");
}

#[test]
fn a_script_step_the_world_does_not_simulate_runs_under_node() {
    let module = "import { step, int } from '@keepshipping/sdk';\nexport default step({ outputs: { rows: int() }, run: async (inputs: { table: string }) => ({ rows: inputs.table.length }) });\n";
    let text = "steps:\n  count: ./ship/count.ts\n    action: other\n    table: \"orders\"\n";
    let (code, records, stderr) = run_with(text, "", &[("ship/count.ts", module)], &[]);
    assert_eq!(code, 0, "{stderr}");
    let finished = records.iter().find(|r| r["event"] == "step.finished").unwrap();
    assert_eq!(finished["outputs"], serde_json::json!({ "rows": 6 }));
}

#[test]
fn usage_errors_exit_2() {
    let (code, _, stderr) = run(CI_ONLY, WORLD, &["--skip", "nope"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("--skip names no step `nope`"), "{stderr}");
    let (code, _, stderr) = run(CI_ONLY, "[steps.build]\noutcome = \"maybe\"\n", &[]);
    assert_eq!(code, 2);
    assert!(stderr.contains("outcome `maybe`"), "{stderr}");
    let (code, _, stderr) = run(CI_ONLY, WORLD, &["--env", "prod"]);
    assert_eq!(code, 2, "{stderr}");
}

/// Runs [`CI_ONLY`] on CI against `world` (a file in `worlds/`): exit 2, nothing ran, and standard
/// error's lines.
fn world_refused(world: &str) -> Vec<String> {
    let dir = support::site(&[("ship.ks", CI_ONLY), ("worlds/ci.toml", world)]);
    let args = ["run", "ship.ks", "--world", "worlds/ci.toml", "--no-base", "--context", "ci"];
    let run = keepshipping(dir.path(), &args, None);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert_eq!(run.stdout, "", "nothing ran");
    run.stderr.lines().map(str::to_string).collect()
}

#[test]
fn a_world_naming_a_step_the_workflow_does_not_have_is_refused() {
    assert_eq!(
        world_refused("[steps.biuld]\nduration = \"2m\"\n"),
        ["error: worlds/ci.toml:1:8: `[steps.biuld]`: ship.ks has no step `biuld`; did you mean `build`?"]
    );
}

#[test]
fn a_world_naming_a_context_key_no_namespace_has_is_refused() {
    assert_eq!(
        world_refused("[context]\n\"git.brnach\" = \"main\"\n"),
        ["error: worlds/ci.toml:2:1: unknown context value `git.brnach`; did you mean `git.branch`?"]
    );
}

#[test]
fn a_world_giving_an_answer_a_decision_does_not_declare_is_refused() {
    let text = "steps:\n  risk: decide\n    input: git.sha\n    answers: low | high\n";
    let dir = support::site(&[
        ("ship.ks", text),
        ("world.toml", "[steps.risk]\nanswer = \"enormous\"\nconfidence = 7\n"),
    ]);
    let run =
        keepshipping(dir.path(), &["run", "ship.ks", "--world", "world.toml", "--no-base"], None);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert_eq!(run.stdout, "", "nothing ran");
    assert_eq!(
        run.stderr.lines().collect::<Vec<_>>(),
        [
            "error: world.toml:2:10: `enormous` is not an answer `risk` declares; expected one of `low` or `high`",
            "error: world.toml:3:14: confidence `7` of `risk` is not between 0 and 1; a confidence is a fraction, as in `confidence = 0.97`",
        ]
    );
}

#[test]
fn a_directory_of_several_sites_is_refused_before_anything_runs() {
    let dir =
        support::site(&[("a/ship.ks", CI_ONLY), ("b/ship.ks", CI_ONLY), ("world.toml", WORLD)]);
    let run = keepshipping(dir.path(), &["run", ".", "--world", "world.toml", "--no-base"], None);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(run.stderr.contains("run takes one ship.ks; 2 were found"), "{}", run.stderr);
    assert_eq!(run.stdout, "", "nothing ran");
}

#[test]
fn the_human_log_is_a_line_per_record() {
    let dir = support::site(&[("ship.ks", CI_ONLY), ("world.toml", WORLD)]);
    let run = keepshipping(
        dir.path(),
        &["run", "ship.ks", "--world", "world.toml", "--no-base", "--context", "ci"],
        None,
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines[0], "run ship.ks: environment default, human on CI, 4 steps");
    assert!(lines.contains(&"  2 sign             2s  ok: signature = \"sig\""), "{}", run.stdout);
    assert_eq!(*lines.last().unwrap(), "run succeeded after 3s");
}
