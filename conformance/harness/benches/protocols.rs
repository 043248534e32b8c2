//! The conformance protocols, timed side by side in one run (issue 45's goals):
//!
//! - the reference (`keepshipping conformance`, a release build) graded over the persistent protocol
//!   against the in-process harness (goal: at most 2× its time) and against its own per-trial run
//!   (goal: at least 10× faster), also without the `scr` cases, whose trials start node in the
//!   reference whatever the protocol;
//! - the Python example (`conformance/examples/python`) driven persistently over the whole suite
//!   against a compiled stub's per-trial run over the same trials (goal: at most 3× the stub's time).
//!
//! Every configuration runs once per round, in a rotating order, and the ratios are of the medians.
//! The runs use `ks-conformance run --jobs 2` of this build (release) except the in-process one,
//! `runner::run` over the in-process adapter with two jobs, which is what `cargo test conformance`
//! grades. After the ratios it prints where the reference's persistent run spends its time: per
//! level, from the JSON report's trial durations, and the run's fixed cost (one trial).
//!
//! `cargo bench -p ks-conformance --bench protocols` (three rounds), `... -- --quick` (one round).
//! The machine is shared and noisy: read the ratios, not the seconds.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use ks_conformance::runner::{self, Selection};
use ks_conformance::{case, suite_dir};
use ks_conformance_reference::Reference;

const JOBS: usize = 2;

/// One timed configuration: its name and a run of it.
type Timed<'a> = (&'static str, Box<dyn Fn() -> Duration + 'a>);
const RUNNER: &str = env!("CARGO_BIN_EXE_ks-conformance");

fn main() {
    let quick =
        std::env::args().any(|a| a == "--quick") || std::env::var_os("KS_BENCH_QUICK").is_some();
    let rounds = if quick { 1 } else { 3 };
    let scratch = tempfile::tempdir().expect("tempdir");
    let reference = format!("'{}' conformance", release_keepshipping().display());
    let python = format!("python3 '{}'", manifest_dir().join("../examples/python").display());
    let stub = format!("'{}'", compile_stub(scratch.path()).display());

    let runs: Vec<Timed> = vec![
        ("reference, in process (runner::run)", Box::new(in_process)),
        ("reference, persistent", Box::new(|| cli(&["--persistent", "--impl", &reference], true))),
        ("reference, per trial", Box::new(|| cli(&["--impl", &reference], true))),
        (
            "python example, persistent",
            Box::new(|| cli(&["--persistent", "--impl", &python], true)),
        ),
        (
            "compiled stub, per trial (the same levels)",
            Box::new(|| cli(&["--impl", &stub, "--impl-levels", "cst,ast,parse"], false)),
        ),
        // The `scr` cases' trials start node in the reference whatever the protocol (about 40 ms
        // each): the same two runs without them show the protocols' own difference.
        (
            "reference, persistent, without scr/",
            Box::new(|| cli(&["--persistent", "--impl", &reference, "--skip", "scr/"], true)),
        ),
        (
            "reference, per trial, without scr/",
            Box::new(|| cli(&["--impl", &reference, "--skip", "scr/"], true)),
        ),
    ];
    let mut times: Vec<Vec<Duration>> = vec![Vec::new(); runs.len()];
    for round in 0..rounds {
        for k in 0..runs.len() {
            let index = (round + k) % runs.len();
            times[index].push(runs[index].1());
        }
    }
    let medians: Vec<f64> = times.iter_mut().map(|t| median(t)).collect();
    println!("{rounds} round(s), {JOBS} jobs, medians:");
    for ((name, _), seconds) in runs.iter().zip(&medians) {
        println!("  {name:<45} {seconds:>8.2} s");
    }
    println!("ratios:");
    ratio("reference persistent / in process", medians[1] / medians[0], "at most 2×");
    ratio("reference per trial / persistent", medians[2] / medians[1], "at least 10×");
    ratio("  the same without scr/ (node in each trial)", medians[6] / medians[5], "at least 10×");
    ratio("python persistent / stub per trial", medians[3] / medians[4], "at most 3×");

    where_the_persistent_time_goes(&reference, scratch.path());
}

fn ratio(name: &str, value: f64, goal: &str) {
    println!("  {name:<45} {value:>8.2}×  (goal: {goal})");
}

fn median(times: &mut [Duration]) -> f64 {
    times.sort();
    times[times.len() / 2].as_secs_f64()
}

fn manifest_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn in_process() -> Duration {
    let start = Instant::now();
    let cases = case::discover(&suite_dir().join("cases")).expect("cases load");
    let report = runner::run(&Reference, &cases, &Selection::default(), &BTreeSet::new(), JOBS);
    assert_eq!(report.total().failed, 0, "{:?}", report.failed_ids());
    start.elapsed()
}

/// `ks-conformance run ARGS --jobs 2`; with `must_pass`, a failed trial stops the benchmark.
fn cli(args: &[&str], must_pass: bool) -> Duration {
    let start = Instant::now();
    let out = Command::new(RUNNER)
        .arg("run")
        .args(args)
        .args(["--jobs", &JOBS.to_string(), "--quiet"])
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .output()
        .expect("run ks-conformance");
    let elapsed = start.elapsed();
    let code = out.status.code();
    let ok = if must_pass { code == Some(0) } else { matches!(code, Some(0 | 1)) };
    assert!(ok, "ks-conformance run {args:?}: {code:?}\n{}", String::from_utf8_lossy(&out.stdout));
    elapsed
}

/// The per-level sum of the persistent run's trial durations (each the time from sending a trial to
/// reading its result), against the run's wall time; and the wall time of a run of one trial, the
/// fixed cost (loading the cases, starting and greeting the implementation, stopping it).
fn where_the_persistent_time_goes(reference: &str, scratch: &Path) {
    let report = scratch.join("persistent.json");
    let report_arg = report.to_str().expect("a UTF-8 path");
    let wall = cli(&["--persistent", "--impl", reference, "--json", report_arg], true);
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report).expect("the report")).expect("JSON");
    let trials = json["trials"].as_array().expect("trials");
    let per_level = time_by(trials, "level");
    let busy: f64 = per_level.values().map(|(_, ms)| ms).sum::<f64>();
    let one = cli(
        &["--persistent", "--impl", reference, "--case", "lex/empty-file", "--level", "cst"],
        true,
    );
    println!(
        "where the reference's persistent run goes ({:.2} s wall, {JOBS} jobs):",
        wall.as_secs_f64()
    );
    for (level, sum) in &per_level {
        share(&format!("level {level}"), *sum, busy);
    }
    let mut areas: Vec<_> = time_by(trials, "area").into_iter().collect();
    areas.sort_by(|a, b| b.1 .1.total_cmp(&a.1 .1));
    for (area, sum) in areas.iter().take(5) {
        share(&format!("area {area}"), *sum, busy);
    }
    println!(
        "  trials in total {:.2} s over {JOBS} jobs; a run of one trial (fixed cost) {:.2} s",
        busy / 1000.0,
        one.as_secs_f64()
    );
}

/// Trials and the sum of their durations (ms) per value of `key` (`level`, `area`), for the trials
/// that called the implementation.
fn time_by(trials: &[serde_json::Value], key: &str) -> BTreeMap<String, (usize, f64)> {
    let mut sums: BTreeMap<String, (usize, f64)> = BTreeMap::new();
    for trial in trials {
        if let Some(ms) = trial["duration_ms"].as_f64() {
            let entry = sums.entry(trial[key].as_str().unwrap_or("?").to_string()).or_default();
            entry.0 += 1;
            entry.1 += ms;
        }
    }
    sums
}

fn share(name: &str, (trials, ms): (usize, f64), busy_ms: f64) {
    println!(
        "  {name:<16} {trials:>5} trials  {:>7.2} s  {:>5.1}%  {:>6.2} ms a trial",
        ms / 1000.0,
        100.0 * ms / busy_ms,
        ms / trials as f64
    );
}

/// `keepshipping`, built in release into its own target directory (`target/conformance-cli/`), so the
/// nested cargo waits on no lock of the build running this benchmark.
fn release_keepshipping() -> PathBuf {
    let exe = std::env::current_exe().expect("bench executable");
    // target/release/deps/<bench> -> target/
    let target_dir = exe.ancestors().nth(3).expect("target dir").join("conformance-cli");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let status = Command::new(cargo)
        .args(["build", "--release", "--quiet", "-p", "keepshipping", "--bin", "keepshipping"])
        .arg("--manifest-path")
        .arg(manifest_dir().join("../../Cargo.toml"))
        .env("CARGO_TARGET_DIR", &target_dir)
        .status()
        .expect("run cargo build --release -p keepshipping");
    assert!(status.success(), "cargo build --release -p keepshipping failed");
    target_dir.join("release").join(format!("keepshipping{}", std::env::consts::EXE_SUFFIX))
}

/// The stub (`benches/support/stub.rs`), compiled with `rustc -O` into `dir`.
fn compile_stub(dir: &Path) -> PathBuf {
    let out = dir.join(format!("stub{}", std::env::consts::EXE_SUFFIX));
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let status = Command::new(rustc)
        .args(["-O", "--edition", "2021", "-o"])
        .arg(&out)
        .arg(manifest_dir().join("benches/support/stub.rs"))
        .status()
        .expect("run rustc");
    assert!(status.success(), "rustc benches/support/stub.rs failed");
    out
}
