//! `cargo bench -p ks-core --bench plan`: what planning costs next to checking, and how cycles scale.
//!
//! 1. A generated 10,000-step workflow with about 30,000 edges (data references, `after:` names and
//!    approval gating) in two environments. Checked, and checked then planned, in interleaved rounds:
//!    the medians and the ratio (check + plan) ÷ check. Issue 14's goal is at most 2×. Lowering and
//!    the graph alone are printed beside them, so that the plan's own cost is visible whatever check's
//!    other passes cost.
//! 2. One `after:` cycle through every step, at 1,000, 5,000 and 10,000 steps: check time (which finds
//!    the cycle and prints its whole path) per step should stay flat, growth ÷ size ≈ 1.
//!
//! Prints markdown. `KS_BENCH_QUICK=1` runs two rounds per measurement for a smoke check. Wall-clock
//! time on a shared machine is noisy: read the ratios, which come from the same rounds.

use std::{
    fmt::Write as _,
    hint::black_box,
    time::{Duration, Instant},
};

use ks_core::CheckOptions;

mod plan_workload;

use plan_workload::workflow;

/// `steps` steps in one loop of `after:` names: s0 after the last, every other after the one before.
fn cycle(steps: usize) -> String {
    let mut text = String::from("steps:\n");
    for i in 0..steps {
        let before = if i == 0 { steps - 1 } else { i - 1 };
        let _ = write!(text, "  s{i}: ./s{i}.ts\n    after: s{before}\n");
    }
    text
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

fn ms(time: Duration) -> f64 {
    time.as_secs_f64() * 1e3
}

fn time<T>(f: impl FnOnce() -> T) -> Duration {
    let start = Instant::now();
    let result = black_box(f());
    let elapsed = start.elapsed();
    drop(result);
    elapsed
}

fn main() {
    if std::env::args().any(|arg| arg == "--list") {
        return; // `cargo test --benches` lists benchmarks; there is nothing to list.
    }
    let quick = std::env::var_os("KS_BENCH_QUICK").is_some();
    let rounds = if quick { 2 } else { 15 };
    let options = CheckOptions::default();

    // 1. Planning next to checking.
    let text = workflow(10_000);
    let parsed = ks_lang::parse(&text);
    let checked = ks_core::check(&parsed, &options);
    assert!(!checked.has_errors(), "{:?}", &checked.diagnostics()[..1]);
    let graph = ks_core::graph(checked.workflow());
    let plan = ks_core::plan::plan(&checked).expect("the bench workflow has a plan");
    let gated = graph.edges.iter().filter(|e| e.reason.as_str() == "approval").count();
    let skipped = plan.envs[0].steps.iter().filter(|s| s.status.as_str() == "skipped").count();
    let (mut check, mut plan_alone) = (Vec::new(), Vec::new());
    for round in 0..=rounds {
        let time_check = || time(|| ks_core::check(black_box(&parsed), &options));
        let time_plan = || time(|| ks_core::plan::plan(black_box(&checked)));
        let (c, p) = if round % 2 == 0 {
            let c = time_check();
            (c, time_plan())
        } else {
            let p = time_plan();
            (time_check(), p)
        };
        if round > 0 {
            check.push(c);
            plan_alone.push(p);
        }
    }
    let (check, plan_alone) = (median(check), median(plan_alone));
    let lower = median(
        (0..=rounds).map(|_| time(|| ks_core::lower(black_box(&parsed), &options))).collect(),
    );
    let graph_alone = median(
        (0..=rounds).map(|_| time(|| ks_core::graph(black_box(checked.workflow())))).collect(),
    );
    println!("## Planning next to checking\n");
    println!(
        "{} steps, {} edges ({} approval), {} bytes; 2 environments ({} steps skipped in dev); {} rounds, medians.\n",
        checked.workflow().steps().len(),
        graph.edges.len(),
        gated,
        text.len(),
        skipped,
        rounds
    );
    println!("| check | plan (graph + 2 environments) | graph alone | lowering alone | (check + plan) ÷ check | plan ÷ lowering | goal |");
    println!("|---:|---:|---:|---:|---:|---:|---:|");
    println!(
        "| {:.1} ms | {:.1} ms | {:.1} ms | {:.1} ms | {:.2}× | {:.2}× | ≤ 2× |\n",
        ms(check),
        ms(plan_alone),
        ms(graph_alone),
        ms(lower),
        (check + plan_alone).as_secs_f64() / check.as_secs_f64(),
        plan_alone.as_secs_f64() / lower.as_secs_f64(),
    );

    // 2. A cycle through every step.
    println!("## A cycle through every step\n");
    println!("| steps | check | per step | growth ÷ size (vs 1,000) | graph alone | path names |");
    println!("|---:|---:|---:|---:|---:|---:|");
    let mut base: Option<f64> = None;
    for steps in [1_000, 5_000, 10_000] {
        let text = cycle(steps);
        let parsed = ks_lang::parse(&text);
        let checked = ks_core::check(&parsed, &options);
        let cycles: Vec<_> = checked.diagnostics().iter().filter(|d| d.code == "KS0204").collect();
        assert_eq!(cycles.len(), 1);
        let names = cycles[0].message.matches(" → ").count() + 1;
        assert_eq!(names, steps + 1, "the whole path, back to its first step");
        let samples: Vec<Duration> =
            (0..=rounds).map(|_| time(|| ks_core::check(black_box(&parsed), &options))).collect();
        let t = median(samples[1..].to_vec());
        let g = median(
            (0..=rounds).map(|_| time(|| ks_core::graph(black_box(checked.workflow())))).collect(),
        );
        let per_step = t.as_secs_f64() / steps as f64;
        let growth = base.map_or(1.0, |b| per_step / b);
        base.get_or_insert(per_step);
        println!(
            "| {steps} | {:.1} ms | {:.2} µs | {:.2} | {:.2} ms | {names} |",
            ms(t),
            per_step * 1e6,
            growth,
            ms(g)
        );
    }
}
