//! `cargo bench -p ks-report --bench dumps`: `keepshipping parse --emit cst|ast` (text and JSON) of
//! `n` nested `not`s, at n = 25,000, 50,000 and 100,000 side by side (issue 42: every dump linear).
//!
//! Each dump runs as the CLI runs it (`ks_report::parse::run`: parse, then write), in interleaved
//! rounds (each round visits every size, starting at a different one). Per dump and size: the
//! median time, the output's bytes and the heap's peak (the benches' counting allocator), each
//! ÷ the input's bytes; then the growth from 25k to 100k ÷ the size's growth (1.0 = linear).
//!
//! Prints markdown. `KS_BENCH_QUICK=1` runs two rounds for a smoke check; `KS_BENCH_SIZES=1000,2000,4000`
//! measures three other sizes (smallest first), for a writer too slow at 100k.

#[path = "../../ks-lang/benches/peak_heap.rs"]
mod peak_heap;

use std::{
    hint::black_box,
    time::{Duration, Instant},
};

use ks_report::{
    parse::{run, Emit, Format},
    Styles,
};

#[global_allocator]
static ALLOCATOR: peak_heap::Counting = peak_heap::Counting;

const SIZES: [usize; 3] = [25_000, 50_000, 100_000];

/// The sizes measured: [`SIZES`] unless `KS_BENCH_SIZES` names three others.
fn sizes() -> [usize; 3] {
    let Ok(asked) = std::env::var("KS_BENCH_SIZES") else { return SIZES };
    let parsed: Vec<usize> = asked.split(',').filter_map(|n| n.trim().parse().ok()).collect();
    parsed.try_into().expect("KS_BENCH_SIZES: three sizes, such as 1000,2000,4000")
}

const DUMPS: [(&str, Emit, Format); 4] = [
    ("cst text", Emit::Cst, Format::Text),
    ("cst json", Emit::Cst, Format::Json),
    ("ast text", Emit::Ast, Format::Text),
    ("ast json", Emit::Ast, Format::Json),
];

/// A workflow whose one condition is `n` nested `not`s.
fn nested_nots(n: usize) -> String {
    format!(
        "keepshipping: 0.1\nname: deep\nsteps:\n  a:\n    run: ./a.sh\n    when: {}x\n",
        "not ".repeat(n)
    )
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

/// One measurement: time, the bytes written, the heap's peak.
fn dump(text: &str, emit: Emit, format: Format) -> (Duration, usize, usize) {
    let start = Instant::now();
    let (printed, peak) = peak_heap::peak_of(|| {
        black_box(run("deep.ks", black_box(text), emit, format, Styles::PLAIN))
    });
    let elapsed = start.elapsed();
    let bytes = printed.stdout().len();
    drop(printed);
    (elapsed, bytes, peak)
}

fn main() {
    if std::env::args().any(|arg| arg == "--list") {
        return; // `cargo test --benches` lists benchmarks; there is nothing to list.
    }
    let quick = std::env::var_os("KS_BENCH_QUICK").is_some();
    let rounds = if quick { 2 } else { 7 };
    let sizes = sizes();
    let inputs: Vec<String> = sizes.iter().map(|&n| nested_nots(n)).collect();
    println!("## Dumps of n nested `not`s (`parse --emit`), interleaved rounds\n");
    println!("| dump | n | input | time (ms) | output ÷ input | peak heap ÷ input |");
    println!("|---|---:|---:|---:|---:|---:|");
    let mut growth = Vec::new();
    for (name, emit, format) in DUMPS {
        let mut samples = vec![Vec::new(); sizes.len()];
        let mut written = vec![(0, 0); sizes.len()];
        for round in 0..=rounds {
            for offset in 0..sizes.len() {
                let at = (round + offset) % sizes.len();
                let (time, bytes, peak) = dump(&inputs[at], emit, format);
                if round > 0 {
                    samples[at].push(time);
                }
                written[at] = (bytes, peak);
            }
        }
        let times: Vec<Duration> = samples.into_iter().map(median).collect();
        for (at, &n) in sizes.iter().enumerate() {
            let input = inputs[at].len() as f64;
            let (bytes, peak) = written[at];
            println!(
                "| {name} | {n} | {:.0} KB | {:.1} | {:.1} | {:.1} |",
                input / 1e3,
                times[at].as_secs_f64() * 1e3,
                bytes as f64 / input,
                peak as f64 / input
            );
        }
        let size_growth = inputs[2].len() as f64 / inputs[0].len() as f64;
        let time_growth = times[2].as_secs_f64() / times[0].as_secs_f64() / size_growth;
        let heap_growth = written[2].1 as f64 / written[0].1 as f64 / size_growth;
        growth.push((name, time_growth, heap_growth));
    }
    let (small, large) = (sizes[0], sizes[2]);
    println!("\n## Growth from {small} to {large} ÷ the input's growth (1.0 = linear)\n");
    for (name, time, heap) in growth {
        println!("- {name}: time {time:.2}, peak heap {heap:.2}");
    }
}
