//! The bench's 10,000-step workload, parsed once and checked once: a small binary to profile with
//! `valgrind --tool=callgrind` (instruction counts are steady on a loaded machine, seconds are not).
//! `cargo run --release -p ks-core --example check_workload [-- STEPS [misspell]]`.

#[path = "../benches/workload.rs"]
mod workload;

use workload::workflow;

fn main() {
    let mut args = std::env::args().skip(1);
    let steps = args.next().and_then(|n| n.parse().ok()).unwrap_or(10_000);
    let misspell = args.next().is_some_and(|arg| arg == "misspell");
    let text = workflow(steps, misspell);
    let parsed = std::hint::black_box(ks_lang::parse(&text));
    let checked = ks_core::check(&parsed, &ks_core::CheckOptions::default());
    println!("{steps} steps, {} bytes, {} diagnostics", text.len(), checked.diagnostics().len());
}
