//! `cargo bench -p ks-fmt`: formatting throughput against parse throughput on one generated ~1 MB
//! workflow, beside taplo's formatter on the equivalent TOML, measured in the same run.
//!
//! Each measurement runs the operation until about a second has passed (at least 5 times) after
//! one warm-up call and reports the median time and the throughput in MB/s of input.

use std::hint::black_box;
use std::time::{Duration, Instant};

mod workload;

use workload::{messy_toml, messy_workflow};

struct Measured {
    name: &'static str,
    bytes: usize,
    median: Duration,
    runs: usize,
}

fn measure(name: &'static str, bytes: usize, mut op: impl FnMut()) -> Measured {
    op();
    let mut times = Vec::new();
    let start = Instant::now();
    while times.len() < 5 || start.elapsed() < Duration::from_secs(1) {
        let t = Instant::now();
        op();
        times.push(t.elapsed());
    }
    times.sort();
    Measured { name, bytes, median: times[times.len() / 2], runs: times.len() }
}

fn mb_per_s(m: &Measured) -> f64 {
    m.bytes as f64 / 1e6 / m.median.as_secs_f64()
}

fn main() {
    // `cargo test --benches` passes `--bench`-less flags; run quickly there, fully under `cargo bench`.
    let quick = !std::env::args().any(|a| a == "--bench");
    let size = if quick { 20_000 } else { 1_000_000 };

    let messy = messy_workflow(size);
    let canonical = ks_fmt::format(&messy).expect("the generated workflow formats");
    assert!(!ks_lang::parse(&messy).has_errors());
    let toml = messy_toml(size);
    assert!(taplo::parser::parse(&toml).errors.is_empty(), "the generated TOML parses");
    let parsed = ks_lang::parse(&messy);
    let taplo_options = taplo::formatter::Options::default();
    let toml_formatted = taplo::formatter::format(&toml, taplo_options.clone());

    let results = [
        measure("ks-lang parse (messy .ks)", messy.len(), || {
            black_box(ks_lang::parse(black_box(&messy)));
        }),
        measure("ks-lang tree walk (messy .ks)", messy.len(), || {
            let mut events = 0usize;
            for event in parsed.syntax().preorder_with_tokens() {
                events += 1;
                black_box(&event);
            }
            black_box(events);
        }),
        measure("ks-fmt format (messy .ks)", messy.len(), || {
            black_box(ks_fmt::format(black_box(&messy)).unwrap());
        }),
        measure("ks-lang parse (formatted .ks)", canonical.len(), || {
            black_box(ks_lang::parse(black_box(&canonical)));
        }),
        measure("ks-fmt format (formatted .ks)", canonical.len(), || {
            black_box(ks_fmt::format(black_box(&canonical)).unwrap());
        }),
        measure("taplo parse (messy .toml)", toml.len(), || {
            black_box(taplo::parser::parse(black_box(&toml)));
        }),
        measure("taplo format (messy .toml)", toml.len(), || {
            black_box(taplo::formatter::format(black_box(&toml), taplo_options.clone()));
        }),
        measure("taplo format (formatted .toml)", toml_formatted.len(), || {
            black_box(taplo::formatter::format(black_box(&toml_formatted), taplo_options.clone()));
        }),
    ];
    println!(
        "workload: {} bytes messy .ks, {} bytes formatted .ks, {} bytes .toml ({} lines .ks)",
        messy.len(),
        canonical.len(),
        toml.len(),
        messy.lines().count()
    );
    println!("{:<34} {:>10} {:>10} {:>6}", "operation", "median", "MB/s", "runs");
    for m in &results {
        println!(
            "{:<34} {:>8.2}ms {:>10.1} {:>6}",
            m.name,
            m.median.as_secs_f64() * 1e3,
            mb_per_s(m),
            m.runs
        );
    }
    let ratio = |fmt: usize, parse: usize| mb_per_s(&results[fmt]) / mb_per_s(&results[parse]);
    println!("format / parse throughput, messy input:     {:.2}", ratio(2, 0));
    println!("format / parse throughput, formatted input: {:.2}", ratio(4, 3));
    println!("taplo format / taplo parse, messy input:    {:.2}", ratio(6, 5));
    println!("ks-fmt format / taplo format, messy input:  {:.2}", ratio(2, 6));
}
