//! `cargo bench -p ks-core --bench check_memory`: the heap's peak while a large workflow is parsed
//! and checked, ÷ the file's size (issue 42: `check` of a 50 MB workflow at most 4× the file).
//!
//! The check bench's generated workflow (`workload.rs`, clean) at about 50 MB. The peak is measured
//! by the benches' counting allocator (ks-lang's `benches/peak_heap.rs`) above what was live with the
//! text already read, the result included (a caller holds it to report), for: parsing alone, the
//! tree copying the text (`parse`) or taking it (`parse_owned`); checking an already parsed file;
//! both, with the text copied, and with it handed over as `keepshipping check` does (its own
//! buffer moves into the tree: the peak counts no second copy). Prints markdown.
//! `KS_CHECK_MEMORY_MB=5` measures another size.

#[path = "../../ks-lang/benches/peak_heap.rs"]
mod peak_heap;
mod workload;

use std::{hint::black_box, time::Instant};

use ks_core::CheckOptions;

#[global_allocator]
static ALLOCATOR: peak_heap::Counting = peak_heap::Counting;

/// About 107 bytes a step in the generated workflow.
const BYTES_PER_STEP: usize = 107;

fn main() {
    if std::env::args().any(|arg| arg == "--list") {
        return; // `cargo test --benches` lists benchmarks; there is nothing to list.
    }
    let megabytes: usize =
        std::env::var("KS_CHECK_MEMORY_MB").ok().and_then(|mb| mb.parse().ok()).unwrap_or(50);
    let text = workload::workflow(megabytes * 1_000_000 / BYTES_PER_STEP, false);
    let size = text.len() as f64;
    let options = CheckOptions::default();
    println!("## Peak heap of a {:.1} MB workflow (÷ the file)\n", size / 1e6);
    println!("| what | time (ms) | peak heap (MB) | ÷ file |");
    println!("|---|---:|---:|---:|");
    let row = |what: &str, elapsed: std::time::Duration, peak: usize| {
        let ms = elapsed.as_secs_f64() * 1e3;
        println!("| {what} | {ms:.0} | {:.1} | {:.2}× |", peak as f64 / 1e6, peak as f64 / size);
    };
    let start = Instant::now();
    let (parse, peak) = peak_heap::peak_of(|| black_box(ks_lang::parse(black_box(&text))));
    row("parse", start.elapsed(), peak);
    let raw = ks_lang::internal::raw_tree(&parse);
    let (tokens, nodes, lines) = (raw.token_kinds().len(), raw.nodes().len(), parse.lines().len());
    let per_kb = |count: usize| count as f64 * 1e3 / size;
    let counts = (per_kb(tokens), per_kb(nodes), per_kb(lines));
    let start = Instant::now();
    let (checked, peak) = peak_heap::peak_of(|| black_box(ks_core::check(&parse, &options)));
    row("check (parsed)", start.elapsed(), peak);
    assert!(checked.diagnostics().is_empty(), "the clean workload must check clean");
    drop((checked, parse));
    let handed = text.clone();
    let start = Instant::now();
    let (parse, peak) = peak_heap::peak_of(|| black_box(ks_lang::parse_owned(handed)));
    row("parse, text handed over", start.elapsed(), peak);
    drop(parse);
    let start = Instant::now();
    let (both, peak) = peak_heap::peak_of(|| {
        let parse = ks_lang::parse(&text);
        let checked = ks_core::check(&parse, &options);
        black_box((parse, checked))
    });
    row("parse + check, text copied", start.elapsed(), peak);
    drop(both);
    let handed = text.clone();
    let start = Instant::now();
    let (both, peak) = peak_heap::peak_of(|| {
        let parse = ks_lang::parse_owned(handed);
        let checked = ks_core::check(&parse, &options);
        black_box((parse, checked))
    });
    row("parse + check, text handed over (`keepshipping check`)", start.elapsed(), peak);
    drop(both);
    let (tokens, nodes, lines) = counts;
    println!("\nPer KB of the file: {tokens:.0} tokens, {nodes:.0} nodes, {lines:.0} lines.");
}
