//! The bench's 10,000-step workload, parsed once and checked once: a small binary to profile with
//! `valgrind --tool=callgrind` (instruction counts are steady on a loaded machine, seconds are not).
//! `cargo run --release -p ks-core --example check_workload [-- STEPS [misspell] [ROUNDS]]`: with
//! ROUNDS, parses and checks that many times (for `perf record`, which samples wall time).

#[path = "../benches/workload.rs"]
mod workload;

use workload::workflow;

fn main() {
    let mut args = std::env::args().skip(1);
    let steps = args.next().and_then(|n| n.parse().ok()).unwrap_or(10_000);
    let misspell = args.next().is_some_and(|arg| arg == "misspell");
    let rounds: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(1);
    let text = workflow(steps, misspell);
    let options = ks_core::CheckOptions::default();
    for _ in 1..rounds {
        let parsed = std::hint::black_box(ks_lang::parse(std::hint::black_box(&text)));
        drop(std::hint::black_box(ks_core::check(&parsed, &options)));
    }
    let parsed = std::hint::black_box(ks_lang::parse(&text));
    let checked = ks_core::check(&parsed, &options);
    println!("{steps} steps, {} bytes, {} diagnostics", text.len(), checked.diagnostics().len());
}
