//! The playground and the CLI agree, and the bundle stays within its budget (issue 19).
//!
//! Once per run: nested cargo builds put the `keepshipping` and `xtask` binaries into
//! `<target>/conformance-cli` (the directory the suite's subprocess test builds the CLI in, so the two
//! share it, and so the nested cargo never waits on the lock of the build running this test); then
//! `xtask wasm` builds the module (`<target>/wasm`) and writes a browser and a node bundle.
//!
//! `the_playground_and_the_cli_agree` sends every conformance case through the node bundle
//! (`tests/agreement.cjs`) and through the binary, and compares the bytes at each level the playground
//! shows: parse, check (JSON and human), format, plan (human, JSON, DOT, Mermaid) and policy explain
//! (human, JSON). A case the browser cannot reproduce is excluded by a named rule and counted.
//! Missing tools (node, wasm-bindgen, the wasm32 target) fail the test.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

use ks_conformance::persistent::Persistent;
use ks_conformance::runner::{self, Selection, Status};
use ks_conformance::subprocess::Subprocess;
use ks_conformance::Case;
use serde_json::{json, Value};

/// The browser bundle's budget, `.wasm` and JavaScript together, gzipped.
const BUDGET_GZIP_BYTES: u64 = 1_500_000;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().expect("the repository")
}

/// `target/` of the build running this test: target/<profile>/deps/<test> -> target/.
fn target_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("test executable");
    exe.ancestors().nth(3).expect("target dir").to_path_buf()
}

struct Built {
    cli: PathBuf,
    web: PathBuf,
    node: PathBuf,
}

fn built() -> &'static Built {
    static BUILT: OnceLock<Built> = OnceLock::new();
    BUILT.get_or_init(|| {
        let target = target_dir();
        let tools = target.join("conformance-cli");
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        // One build per binary: the CLI exactly as the suite's subprocess test builds it (same
        // features, same artifacts), then xtask.
        for (package, bin) in [("keepshipping", "keepshipping"), ("xtask", "xtask")] {
            let out = Command::new(&cargo)
                .args(["build", "--quiet", "-p", package, "--bin", bin, "--manifest-path"])
                .arg(root().join("Cargo.toml"))
                .env("CARGO_TARGET_DIR", &tools)
                .output()
                .expect("run cargo build");
            assert!(
                out.status.success(),
                "cargo build -p {package} failed:\n{}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        let exe = |name: &str| {
            tools.join("debug").join(format!("{name}{}", std::env::consts::EXE_SUFFIX))
        };
        let (web, node) = (target.join("wasm/pkg-web"), target.join("wasm/pkg-node"));
        let out = Command::new(exe("xtask"))
            .arg("wasm")
            .arg("--out")
            .arg(&web)
            .arg("--node-out")
            .arg(&node)
            .env("CARGO_TARGET_DIR", &target)
            .output()
            .expect("run xtask wasm");
        assert!(
            out.status.success(),
            "xtask wasm failed:\n{}\n{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        eprintln!("{}", String::from_utf8_lossy(&out.stdout).trim_end());
        Built { cli: exe("keepshipping"), web, node }
    })
}

// ---------------------------------------------------------------------------------------------------
// Which cases, which calls

/// Why a case cannot run in the browser, or `None` when it can.
fn exclusion(case: &Case) -> Option<&'static str> {
    if case.dir.join("files").exists() {
        // Blocks, a policy base or baseline, `.tf` files or script modules beside the input.
        Some("reads files beside the input (files/)")
    } else if !case.meta.needs.is_empty() {
        Some("needs a tool the browser lacks (needs = [...])")
    } else if std::str::from_utf8(&case.input).is_err() {
        Some("input is not UTF-8 (the editor holds text)")
    } else if case.check_settings().env.keys().any(|key| key != "CI") {
        Some("sets environment variables other than CI")
    } else {
        None
    }
}

/// One export called on one case, and the CLI command that must print the same.
#[derive(Clone, Debug)]
struct Call {
    /// The export (`parse`, `check`, ...).
    function: &'static str,
    /// Its options object, for the exports that take one.
    options: Option<Value>,
    /// `keepshipping ARGS`.
    args: Vec<String>,
    /// The `CI` variable the CLI sees.
    ci: Option<String>,
    /// Standard input (for `fmt -`).
    stdin: bool,
}

fn calls(case: &Case) -> Vec<Call> {
    let check = case.check_settings();
    let (actor, context) = (check.actor.name(), check.context.name());
    let ci = check.env.get("CI").cloned();
    let ci_flag = ci.as_deref().is_some_and(|value| !value.is_empty());
    let plan = case.plan_settings();
    let strings = |args: &[&str]| args.iter().map(|a| a.to_string()).collect::<Vec<_>>();
    let call = |function, options: Option<Value>, args: Vec<String>| Call {
        function,
        options,
        args,
        ci: ci.clone(),
        stdin: false,
    };
    let mut calls = vec![call("parse", None, strings(&["parse", "--format", "json", "ship.ks"]))];
    for format in ["json", "human"] {
        calls.push(call(
            "check",
            Some(json!({ "actor": actor, "context": context, "format": format, "ci": ci_flag })),
            strings(&[
                "check",
                "ship.ks",
                "--format",
                format,
                "--actor",
                actor,
                "--context",
                context,
            ]),
        ));
    }
    calls.push(Call {
        stdin: true,
        ..call("format", None, strings(&["fmt", "-", "--stdin-filename", "ship.ks"]))
    });
    for format in ["human", "json", "dot", "mermaid"] {
        let mut args = strings(&["plan", "ship.ks", "--format", format]);
        let mut options = json!({ "format": format, "ci": ci_flag });
        if let Some(env) = &plan.env {
            args.extend(["--env".to_string(), env.clone()]);
            options["env"] = json!(env);
        }
        if let Some(event) = &plan.event {
            args.extend(["--event".to_string(), event.clone()]);
            options["event"] = json!(event);
        }
        calls.push(call("plan", Some(options), args));
    }
    for format in ["human", "json"] {
        calls.push(call(
            "policy_explain",
            Some(json!({ "actor": actor, "format": format })),
            strings(&["policy", "explain", "ship.ks", "--actor", actor, "--format", format]),
        ));
    }
    calls
}

// ---------------------------------------------------------------------------------------------------
// Running both sides

/// What the binary printed.
#[derive(Clone, Debug)]
struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

/// Runs one call through the binary, in `dir` (which holds `ship.ks` and nothing else, outside git).
fn run_cli(cli: &Path, dir: &Path, source: &str, call: &Call) -> Run {
    let mut command = Command::new(cli);
    command.args(&call.args).current_dir(dir);
    for var in
        ["CI", "KEEPSHIPPING_BASE", "GITHUB_BASE_REF", "GIT_DIR", "GIT_WORK_TREE", "NO_COLOR"]
    {
        command.env_remove(var);
    }
    if let Some(ci) = &call.ci {
        command.env("CI", ci);
    }
    command.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    let mut child = command.spawn().expect("keepshipping starts");
    let mut stdin = child.stdin.take().expect("piped");
    if call.stdin {
        use std::io::Write;
        stdin.write_all(source.as_bytes()).expect("stdin takes the input");
    }
    drop(stdin);
    let output = child.wait_with_output().expect("keepshipping runs");
    Run {
        code: output.status.code().expect("an exit code"),
        stdout: String::from_utf8(output.stdout).expect("UTF-8 stdout"),
        stderr: String::from_utf8(output.stderr).expect("UTF-8 stderr"),
    }
}

/// Calls the node bundle for every case: per case, per call, `Ok(value)` or `Err(what it threw)`.
fn run_wasm(
    node_pkg: &Path,
    cases: &[(&Case, String, Vec<Call>)],
) -> Vec<Vec<Result<String, String>>> {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let requests: Vec<Value> = cases
        .iter()
        .map(|(case, source, calls)| {
            let calls: Vec<Value> = calls
                .iter()
                .map(|call| match &call.options {
                    Some(options) => json!({ "fn": call.function, "options": options.to_string() }),
                    None => json!({ "fn": call.function }),
                })
                .collect();
            json!({ "id": case.id, "source": source, "calls": calls })
        })
        .collect();
    let (requests_path, results_path) =
        (dir.path().join("requests.json"), dir.path().join("results.json"));
    std::fs::write(&requests_path, Value::Array(requests).to_string()).unwrap();
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/agreement.cjs");
    let out = Command::new("node")
        .arg(script)
        .arg(node_pkg)
        .arg(&requests_path)
        .arg(&results_path)
        .output()
        .expect("node runs (scripts/setup.sh installs it)");
    assert!(
        out.status.success(),
        "node agreement.cjs failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let results: Value = serde_json::from_slice(&std::fs::read(&results_path).unwrap()).unwrap();
    results
        .as_array()
        .expect("an array per case")
        .iter()
        .map(|calls| {
            calls
                .as_array()
                .expect("an array per call")
                .iter()
                .map(|result| match (&result["value"], &result["threw"]) {
                    (Value::String(value), _) => Ok(value.clone()),
                    (_, Value::String(threw)) => Err(threw.clone()),
                    _ => Err(format!("unexpected result {result}")),
                })
                .collect()
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------------
// Comparing

/// What the export must return, given what the binary printed for the same call.
fn expected(function: &str, source: &str, cli: &Run) -> Result<String, String> {
    match function {
        // The exact text on standard output.
        "parse" | "check" => Ok(cli.stdout.clone()),
        "format" => match cli.code {
            0 => {
                Ok(json!({ "changed": cli.stdout != source, "formatted": cli.stdout }).to_string())
            }
            // The refusal's text is compared; its diagnostics JSON is the object beside it.
            1 => Ok(json!({ "stderr": cli.stderr }).to_string()),
            code => Err(format!("fmt - exited {code}: {}", cli.stderr)),
        },
        "plan" => match cli.code {
            0 if cli.stderr.is_empty() => Ok(json!({ "ok": cli.stdout }).to_string()),
            0 => Ok(json!({ "ok": cli.stdout, "stderr": cli.stderr }).to_string()),
            _ => Ok(json!({ "error": cli.stderr }).to_string()),
        },
        "policy_explain" => match cli.code {
            0 => Ok(json!({ "ok": cli.stdout }).to_string()),
            code => Err(format!("policy explain exited {code}: {}", cli.stderr)),
        },
        other => Err(format!("no CLI counterpart for {other}")),
    }
}

/// Whether the export's answer is the one expected: byte-equal text, or for JSON answers the same
/// members (for `format`'s refusal: the same `stderr`, and a `refused` diagnostics object).
fn agrees(function: &str, expected: &str, got: &str) -> bool {
    match function {
        "parse" | "check" => expected == got,
        _ => {
            let (Ok(expected), Ok(got)) =
                (serde_json::from_str::<Value>(expected), serde_json::from_str::<Value>(got))
            else {
                return false;
            };
            if function == "format" {
                if let Some(Value::String(stderr)) = expected.get("stderr") {
                    // The refusal: the CLI's text, its reason (the first line's end), and a
                    // diagnostics object the CLI does not print (its human form is in the text).
                    let first = stderr.lines().next().unwrap_or_default();
                    let reason = first.strip_prefix("error: ship.ks: ").unwrap_or(first);
                    let refused = match &got["refused"]["diagnostics"] {
                        Value::Array(_) => got["refused"].clone(),
                        _ => Value::Null,
                    };
                    return json!({ "reason": reason, "refused": refused, "stderr": stderr })
                        == got;
                }
            }
            expected == got
        }
    }
}

/// The disagreement between the binary and the export for one call, described; `None` when they agree.
fn compare(
    case: &str,
    source: &str,
    call: &Call,
    cli: &Run,
    wasm: &Result<String, String>,
) -> Option<String> {
    let expected = expected(call.function, source, cli);
    let ok = match (&expected, wasm) {
        (Ok(expected), Ok(got)) => agrees(call.function, expected, got),
        _ => false,
    };
    let options = call.options.as_ref().map(Value::to_string).unwrap_or_default();
    (!ok).then(|| {
        format!(
            "{case}: {} {options} (keepshipping {})\n  CLI:  {expected:?}\n  wasm: {wasm:?}",
            call.function,
            call.args.join(" ")
        )
    })
}

// ---------------------------------------------------------------------------------------------------
// Tests

#[test]
fn the_playground_and_the_cli_agree() {
    let built = built();
    let cases =
        ks_conformance::case::discover(&root().join("conformance/cases")).expect("the cases");
    let mut excluded: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    let mut runnable = Vec::new();
    for case in &cases {
        match exclusion(case) {
            Some(rule) => excluded.entry(rule).or_default().push(&case.id),
            None => {
                let source = String::from_utf8(case.input.clone()).expect("checked above");
                runnable.push((case, source, calls(case)));
            }
        }
    }
    let wasm = run_wasm(&built.node, &runnable);
    assert_eq!(wasm.len(), runnable.len());

    // The binary, on two threads: each case in a directory of its own holding only `ship.ks`.
    let runs: Vec<Vec<Run>> = {
        let chunks: Vec<_> = runnable.chunks(runnable.len().div_ceil(2)).collect();
        std::thread::scope(|scope| {
            let handles: Vec<_> = chunks
                .iter()
                .map(|chunk| {
                    scope.spawn(|| {
                        chunk
                            .iter()
                            .map(|(_, source, calls)| {
                                let dir = tempfile::tempdir().expect("a temporary directory");
                                std::fs::write(dir.path().join("ship.ks"), source).unwrap();
                                calls
                                    .iter()
                                    .map(|call| run_cli(&built.cli, dir.path(), source, call))
                                    .collect()
                            })
                            .collect::<Vec<Vec<Run>>>()
                    })
                })
                .collect();
            handles.into_iter().flat_map(|h| h.join().expect("a CLI thread")).collect()
        })
    };

    let mut mismatches = Vec::new();
    let mut compared = 0;
    let mut by_function: BTreeMap<&str, usize> = BTreeMap::new();
    for (((case, source, calls), runs), answers) in runnable.iter().zip(&runs).zip(&wasm) {
        for ((call, run), answer) in calls.iter().zip(runs).zip(answers) {
            compared += 1;
            *by_function.entry(call.function).or_default() += 1;
            mismatches.extend(compare(&case.id, source, call, run, answer));
        }
    }
    let excluded_count: usize = excluded.values().map(Vec::len).sum();
    eprintln!(
        "agreement: {} cases, {} compared ({compared} outputs: {by_function:?}), {excluded_count} excluded",
        cases.len(),
        runnable.len()
    );
    for (rule, ids) in &excluded {
        eprintln!("  excluded, {rule}: {} ({})", ids.len(), ids.join(", "));
    }
    assert!(
        mismatches.is_empty(),
        "{} outputs differ between the wasm build and the CLI; the first:\n{}",
        mismatches.len(),
        mismatches[..mismatches.len().min(5)].join("\n")
    );
    assert_eq!(runnable.len() + excluded_count, cases.len());
    assert!(runnable.len() >= 700, "only {} cases ran in the browser build", runnable.len());

    // The comparison catches one changed byte in any output: alter each of the first case's.
    let (case, source, calls) = &runnable[0];
    for (i, call) in calls.iter().enumerate() {
        let altered = wasm[0][i].clone().map(|text| alter(&text));
        assert!(
            compare(&case.id, source, call, &runs[0][i], &altered).is_some(),
            "an altered {} output of {} went unnoticed",
            call.function,
            case.id
        );
    }
}

/// One byte more: in the first quoted string of a JSON answer (a member name, so the objects differ),
/// or at the end of a text.
fn alter(text: &str) -> String {
    if text.starts_with('{') {
        text.replacen('"', "\"~", 1)
    } else {
        format!("{text}~")
    }
}

/// The suite itself grades the wasm build, at every level it answers (cst, ast, parse, format, check,
/// plan, migrate): the whole suite through `tests/conformance-persistent.cjs` (one node process per
/// worker, as the site build grades it), whose greeting declares it lacks the features whose cases
/// read `files/` (the browser has none), so every trial it is given passes; and a sample through the
/// per-trial adapter `tests/conformance.cjs`, which must give the same verdicts.
#[test]
fn the_suite_grades_the_wasm_build() {
    let built = built();
    let cases =
        ks_conformance::case::discover(&root().join("conformance/cases")).expect("the cases");
    let tests = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let adapter =
        |file: &str| format!("node '{}' '{}'", tests.join(file).display(), built.node.display());
    let persistent = Persistent::new(adapter("conformance-persistent.cjs"))
        .with_timeout(std::time::Duration::from_secs(60));
    let report = runner::run(&persistent, &cases, &Selection::default(), &Default::default(), 2);
    let failed: Vec<String> = report
        .results
        .iter()
        .filter_map(|result| match &result.status {
            Status::Failed(why) => Some(format!("{}: {why}", result.id)),
            _ => None,
        })
        .collect();
    let total = report.total();
    eprintln!(
        "the suite on the wasm build: {} passed, {} failed, {} skipped; by level: {:?}",
        total.passed,
        total.failed,
        total.skipped,
        report.by_level()
    );
    assert!(
        failed.is_empty(),
        "{} trials fail on the wasm build:\n{}",
        failed.len(),
        failed[..failed.len().min(10)].join("\n")
    );

    // The per-trial adapter answers as the persistent one does, on a sample of every area.
    let script = tests.join("conformance.cjs");
    let sample: Vec<Case> = cases.iter().step_by(10).cloned().collect();
    let per_trial = Subprocess::new(adapter("conformance.cjs"))
        .with_timeout(std::time::Duration::from_secs(60));
    let sampled = runner::run(&per_trial, &sample, &Selection::default(), &Default::default(), 2);
    let graded: std::collections::BTreeSet<&str> = report
        .results
        .iter()
        .filter(|result| matches!(result.status, Status::Passed))
        .map(|result| result.id.as_str())
        .collect();
    let compared: Vec<_> =
        sampled.results.iter().filter(|result| graded.contains(result.id.as_str())).collect();
    for result in &compared {
        assert!(
            matches!(result.status, Status::Passed),
            "{}: the per-trial adapter answers otherwise: {:?}",
            result.id,
            result.status
        );
    }
    assert!(compared.len() >= 150, "only {} trials compared", compared.len());
    assert!(total.passed >= 1500, "only {} trials passed", total.passed);

    // The grading can fail: the same build with a line added to every answer passes no trial.
    let altered = format!(
        "altered() {{ node '{}' '{}' \"$@\"; echo '~'; }}; altered",
        script.display(),
        built.node.display()
    );
    let altered = Subprocess::new(altered)
        .with_timeout(std::time::Duration::from_secs(60))
        .with_levels(ks_conformance::Level::ALL.to_vec());
    let some = &cases[..20];
    let report = runner::run(&altered, some, &Selection::default(), &Default::default(), 2);
    let total = report.total();
    assert!(total.failed > 20 && total.passed == 0, "an altered build was graded {total:?}");
}

#[test]
fn the_bundle_is_within_its_budget() {
    let built = built();
    let gzipped = |name: &str| {
        let out = Command::new("gzip")
            .args(["-9", "-c"])
            .arg(built.web.join(name))
            .output()
            .expect("gzip runs");
        assert!(out.status.success(), "gzip {name} failed");
        out.stdout.len() as u64
    };
    let (wasm, js) = (gzipped("ks_wasm_bg.wasm"), gzipped("ks_wasm.js"));
    eprintln!("bundle: ks_wasm_bg.wasm {wasm} bytes gzipped, ks_wasm.js {js}, {} in all (budget {BUDGET_GZIP_BYTES})", wasm + js);
    assert!(
        wasm + js <= BUDGET_GZIP_BYTES,
        "the bundle is {} bytes gzipped, over {BUDGET_GZIP_BYTES}",
        wasm + js
    );
    // The node bundle the agreement test loads is the same module.
    assert!(built.node.join("ks_wasm.js").is_file());
}

/// The comparison itself, without the builds: equal answers pass, one changed byte fails, for each
/// kind of call.
#[test]
fn the_comparison_fails_on_any_difference() {
    let call = |function: &'static str| Call {
        function,
        options: None,
        args: Vec::new(),
        ci: None,
        stdin: false,
    };
    let run = |code, stdout: &str, stderr: &str| Run {
        code,
        stdout: stdout.into(),
        stderr: stderr.into(),
    };
    let source = "name:  api\n";
    let samples = [
        ("parse", run(0, "{\"diagnostics\":[]}\n", ""), "{\"diagnostics\":[]}\n".to_string()),
        ("check", run(1, "error[KS0201]: ...\n", ""), "error[KS0201]: ...\n".to_string()),
        ("format", run(0, "name: api\n", ""), json!({ "formatted": "name: api\n", "changed": true }).to_string()),
        (
            "format",
            run(1, "", "error: ship.ks: refused\n"),
            json!({ "refused": { "diagnostics": [] }, "reason": "refused", "stderr": "error: ship.ks: refused\n" }).to_string(),
        ),
        ("plan", run(0, "plan for `default`: 1 step to run\n", ""), json!({ "ok": "plan for `default`: 1 step to run\n" }).to_string()),
        ("plan", run(0, "{}\n", "warning\n"), json!({ "stderr": "warning\n", "ok": "{}\n" }).to_string()),
        ("plan", run(1, "", "error: no plan\n"), json!({ "error": "error: no plan\n" }).to_string()),
        ("policy_explain", run(0, "policy of ship.ks for human\n", ""), json!({ "ok": "policy of ship.ks for human\n" }).to_string()),
    ];
    for (function, cli, answer) in samples {
        assert!(
            compare("c", source, &call(function), &cli, &Ok(answer.clone())).is_none(),
            "{function}: {answer}"
        );
        let changed = alter(&answer);
        assert!(
            compare("c", source, &call(function), &cli, &Ok(changed.clone())).is_some(),
            "{function}: {changed}"
        );
        assert!(compare("c", source, &call(function), &cli, &Err("threw".into())).is_some());
    }
    // `changed` must say whether the text changed.
    let cli = run(0, "name: api\n", "");
    let wrong = json!({ "formatted": "name: api\n", "changed": false }).to_string();
    assert!(compare("c", source, &call("format"), &cli, &Ok(wrong)).is_some());
    // A warning the CLI printed above the plan must be there too.
    let cli = run(0, "{}\n", "warning\n");
    assert!(compare("c", source, &call("plan"), &cli, &Ok(json!({ "ok": "{}\n" }).to_string()))
        .is_some());
}
