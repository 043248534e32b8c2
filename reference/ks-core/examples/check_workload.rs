//! The bench's 10,000-step workload, parsed once and checked once: a small binary to profile with
//! `valgrind --tool=callgrind` (instruction counts are steady on a loaded machine, seconds are not).
//! `cargo run --release -p ks-core --example check_workload [-- STEPS [misspell] [ROUNDS]]`: with
//! ROUNDS, parses and checks that many times (for `perf record`, which samples wall time).

#[path = "../benches/workload.rs"]
mod workload;

use std::{
    hint::black_box,
    time::{Duration, Instant},
};

use workload::workflow;

fn main() {
    let mut args = std::env::args().skip(1);
    let steps = args.next().and_then(|n| n.parse().ok()).unwrap_or(10_000);
    let misspell = args.next().is_some_and(|arg| arg == "misspell");
    let rounds: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(1);
    let text = workflow(steps, misspell);
    let options = ks_core::CheckOptions::default();
    let (mut parse, mut lower, mut check) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 1..rounds {
        let start = Instant::now();
        let parsed = black_box(ks_lang::parse(black_box(&text)));
        parse.push(start.elapsed());
        let start = Instant::now();
        let workflow = black_box(ks_core::lower(&parsed, &options));
        lower.push(start.elapsed());
        drop(workflow);
        let start = Instant::now();
        let checked = black_box(ks_core::check(&parsed, &options));
        check.push(start.elapsed());
        drop(checked);
    }
    if rounds > 1 {
        // Medians: lowering is the first part of checking.
        let median = |mut times: Vec<Duration>| {
            times.sort();
            times[times.len() / 2].as_secs_f64() * 1e3
        };
        let (parse, lower, check) = (median(parse), median(lower), median(check));
        println!("parse {parse:.2} ms, lower {lower:.2} ms, check {check:.2} ms (lower included)");
    }
    let parsed = black_box(ks_lang::parse(&text));
    let checked = ks_core::check(&parsed, &options);
    println!("{steps} steps, {} bytes, {} diagnostics", text.len(), checked.diagnostics().len());
}
