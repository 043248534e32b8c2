//! `cargo bench -p ks-core --bench blocks`: deriving block signatures over wide nests (issue 42).
//!
//! Five layers of `w` block files, each block using every block of the layer below, and a
//! `ship.ks` using every block of the top layer: `4w² + w` uses, and `w⁴` paths from the workflow
//! to the bottom layer. Derivation (`block_signatures`) and derivation then `check` of the workflow
//! are timed at w = 15, 30 and 60 in interleaved rounds (each round visits every width, starting at a
//! different one). Time per use should stay flat (growth ÷ uses ≈ 1); the goal is w = 60 under
//! 0.2 s.
//!
//! Prints markdown. `KS_BENCH_QUICK=1` runs two rounds for a smoke check; `KS_BENCH_WIDTHS=5,10,15`
//! measures other widths (three, narrowest first), for a derivation too slow at 60. Wall-clock time on a shared
//! machine is noisy: read the ratios, which come from the same rounds.

use std::{
    fmt::Write as _,
    hint::black_box,
    time::{Duration, Instant},
};

use ks_core::{block_signatures, CheckOptions};

const LAYERS: usize = 5;
const WIDTHS: [usize; 3] = [15, 30, 60];

/// The widths measured: [`WIDTHS`] unless `KS_BENCH_WIDTHS` names three others.
fn widths() -> [usize; 3] {
    let Ok(asked) = std::env::var("KS_BENCH_WIDTHS") else { return WIDTHS };
    let parsed: Vec<usize> = asked.split(',').filter_map(|w| w.trim().parse().ok()).collect();
    parsed.try_into().expect("KS_BENCH_WIDTHS: three widths, such as 5,10,15")
}

/// The block files of the layered site (`(path, text)`, as `ks-host` hands them in) and the
/// workflow that uses the top layer.
fn site(width: usize) -> (Vec<(String, String)>, String) {
    let mut files = Vec::new();
    for layer in 0..LAYERS {
        for index in 0..width {
            let mut text = format!("keepshipping: 0.1\nblock: b{layer}-{index}\nsteps:\n");
            if layer == 0 {
                text.push_str("  work: ./work.ts\n");
            }
            for below in (layer > 0).then_some(0..width).into_iter().flatten() {
                let _ = writeln!(text, "  use{below}: b{}-{below}", layer - 1);
            }
            files.push((format!("site/blocks/b{layer}-{index}.ks"), text));
        }
    }
    let mut workflow = String::from("keepshipping: 0.1\nname: wide\nsteps:\n");
    for index in 0..width {
        let _ = writeln!(workflow, "  use{index}: b{}-{index}", LAYERS - 1);
    }
    (files, workflow)
}

fn uses(width: usize) -> usize {
    (LAYERS - 1) * width * width + width
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

fn ms(time: Duration) -> f64 {
    time.as_secs_f64() * 1e3
}

fn main() {
    if std::env::args().any(|arg| arg == "--list") {
        return; // `cargo test --benches` lists benchmarks; there is nothing to list.
    }
    let quick = std::env::var_os("KS_BENCH_QUICK").is_some();
    let rounds = if quick { 2 } else { 11 };
    let widths = widths();
    let sites: Vec<_> = widths.iter().map(|&w| site(w)).collect();
    let (mut derive, mut check) = (vec![Vec::new(); widths.len()], vec![Vec::new(); widths.len()]);
    for round in 0..=rounds {
        for offset in 0..widths.len() {
            let at = (round + offset) % widths.len();
            let (files, workflow) = &sites[at];
            let start = Instant::now();
            let table = black_box(block_signatures(black_box(files)));
            let derived = start.elapsed();
            let parse = ks_lang::parse(workflow);
            let checked =
                black_box(ks_core::check(&parse, &CheckOptions::default().with_blocks(table)));
            let both = start.elapsed();
            drop(checked);
            if round > 0 {
                derive[at].push(derived);
                check[at].push(both);
            }
        }
    }
    println!("## Block derivation: {LAYERS} layers of w blocks, each using all w below\n");
    println!("| w | uses | derive (ms) | derive + check (ms) | µs per use |");
    println!("|---:|---:|---:|---:|---:|");
    let mut per_use = Vec::new();
    for (at, &width) in widths.iter().enumerate() {
        let (derived, both) = (median(derive[at].clone()), median(check[at].clone()));
        let micros = both.as_secs_f64() * 1e6 / uses(width) as f64;
        per_use.push((micros, both));
        println!(
            "| {width} | {} | {:.1} | {:.1} | {micros:.2} |",
            uses(width),
            ms(derived),
            ms(both)
        );
    }
    let growth = per_use[2].0 / per_use[0].0;
    let (narrow, wide) = (widths[0], widths[2]);
    println!(
        "\nGrowth ÷ uses (time per use at w = {wide} ÷ at w = {narrow}; 1.0 = linear): {growth:.2}"
    );
    let widest = per_use[2].1;
    println!(
        "\nGoal: w = {wide} derived and checked under 200 ms ({:.1} ms): {}",
        ms(widest),
        if widest < Duration::from_millis(200) { "met" } else { "NOT met" }
    );
}
