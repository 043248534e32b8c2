//! `cargo bench -p ks-core`: what checking costs next to parsing, and how it grows.
//!
//! 1. A generated 10,000-step workflow, parsed and checked in interleaved rounds (each round times
//!    both, starting with a different one): the median of each and the ratio check ÷ parse. Issue 13's
//!    goal is at most 3×.
//! 2. The same shape where every step misspells one reference (a context member, an `after:` name, a
//!    step in `show:`, an output, a step in an expression), at 1,000, 5,000 and 10,000 steps: check
//!    time per step should stay flat (growth ÷ size ≈ 1), which an all-pairs did-you-mean would break.
//!
//! Prints markdown. `KS_BENCH_QUICK=1` runs two rounds per measurement for a smoke check. Wall-clock
//! time on a shared machine is noisy: read the ratios, which come from the same rounds.

use std::{
    hint::black_box,
    time::{Duration, Instant},
};

use ks_core::CheckOptions;

mod workload;

use workload::workflow;

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

fn ms(time: Duration) -> f64 {
    time.as_secs_f64() * 1e3
}

/// Median parse and check times of `text` over `rounds` interleaved rounds (plus one warm-up), fewer
/// when one round takes long (at least three, within about `BUDGET` of checking).
fn parse_and_check(text: &str, rounds: usize) -> (Duration, Duration, usize) {
    const BUDGET: Duration = Duration::from_secs(20);
    let options = CheckOptions::default();
    let parsed = ks_lang::parse(text);
    let start = Instant::now();
    let found = ks_core::check(&parsed, &options).diagnostics().len();
    let warm_up = start.elapsed();
    let rounds = rounds.min((BUDGET.as_secs_f64() / warm_up.as_secs_f64()) as usize).max(3);
    let (mut parse, mut check) = (Vec::new(), Vec::new());
    for round in 0..=rounds {
        let time_parse = || {
            let start = Instant::now();
            let result = black_box(ks_lang::parse(black_box(text)));
            let elapsed = start.elapsed();
            drop(result);
            elapsed
        };
        let time_check = || {
            let start = Instant::now();
            let result = black_box(ks_core::check(black_box(&parsed), &options));
            let elapsed = start.elapsed();
            drop(result);
            elapsed
        };
        let (p, c) = if round % 2 == 0 {
            let p = time_parse();
            (p, time_check())
        } else {
            let c = time_check();
            (time_parse(), c)
        };
        if round > 0 {
            parse.push(p);
            check.push(c);
        }
    }
    (median(parse), median(check), found)
}

fn main() {
    if std::env::args().any(|arg| arg == "--list") {
        return; // `cargo test --benches` lists benchmarks; there is nothing to list.
    }
    let quick = std::env::var_os("KS_BENCH_QUICK").is_some();
    let rounds = if quick { 2 } else { 15 };

    println!("## Check against parse: a generated workflow that checks clean\n");
    println!("| steps | bytes | parse (ms) | check (ms) | check ÷ parse |");
    println!("|---:|---:|---:|---:|---:|");
    let (mut clean_per_step, mut ratio) = (Vec::new(), 0.0);
    for steps in [1_000, 10_000] {
        let text = workflow(steps, false);
        let (parse, check, found) = parse_and_check(&text, rounds);
        assert_eq!(found, 0, "the clean workload must check clean");
        clean_per_step.push(check.as_secs_f64() / steps as f64);
        ratio = check.as_secs_f64() / parse.as_secs_f64();
        println!(
            "| {steps} | {} | {:.2} | {:.2} | {:.2}× |",
            text.len(),
            ms(parse),
            ms(check),
            check.as_secs_f64() / parse.as_secs_f64()
        );
    }
    println!(
        "\nClean check time per step at 10,000 ÷ at 1,000 (1.0 = linear): {:.2}",
        clean_per_step[1] / clean_per_step[0]
    );
    println!(
        "\nGoal: checking 10,000 steps costs at most {MAX_RATIO}× parsing them: {}",
        verdict(ratio <= MAX_RATIO)
    );

    println!("\n## Every step misspells a reference: growth\n");
    println!(
        "| steps | bytes | diagnostics | parse (ms) | check (ms) | check ÷ parse | check µs/step |"
    );
    println!("|---:|---:|---:|---:|---:|---:|---:|");
    let mut per_step = Vec::new();
    for steps in [1_000, 5_000, 10_000] {
        let text = workflow(steps, true);
        let (parse, check, found) = parse_and_check(&text, rounds);
        assert!(found >= steps, "{steps} steps gave only {found} diagnostics");
        let micros = check.as_secs_f64() * 1e6 / steps as f64;
        per_step.push(micros);
        println!(
            "| {steps} | {} | {found} | {:.2} | {:.2} | {:.2}× | {micros:.2} |",
            text.len(),
            ms(parse),
            ms(check),
            check.as_secs_f64() / parse.as_secs_f64()
        );
    }
    let growth = per_step[2] / per_step[0];
    println!(
        "\nGrowth ÷ size (check time per step at 10,000 ÷ at 1,000; 1.0 = linear): {growth:.2}"
    );
    println!(
        "\nGoal: linear, time per step at 10,000 within {MAX_GROWTH}× of 1,000's (room for caches): {}",
        verdict(growth <= MAX_GROWTH)
    );
}

/// Issue 13's bounds: check ÷ parse on the clean 10,000-step file, and the misspelled file's growth.
const MAX_RATIO: f64 = 3.0;
const MAX_GROWTH: f64 = 1.5;

fn verdict(met: bool) -> &'static str {
    if met {
        "met"
    } else {
        "NOT met"
    }
}
