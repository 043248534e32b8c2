//! `cargo bench -p ks-core --bench check_memory`: the heap's peak while a large workflow is parsed
//! and checked, ÷ the file's size (issue 42: `check` of a 50 MB workflow at most 4× the file).
//!
//! The check bench's generated workflow (`workload.rs`, clean) at about 50 MB. The peak is measured
//! by the benches' counting allocator (ks-lang's `benches/peak_heap.rs`) above what was live with the
//! text already read, the result included (a caller holds it to report), for: parsing alone, the
//! tree copying the text (`parse`) or taking it (`parse_owned`); lowering the parsed file into its
//! model alone (what checking holds beyond it is the checks' working tables); checking it;
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
    let parse = measured("parse", size, || ks_lang::parse(black_box(&text)));
    let raw = ks_lang::internal::raw_tree(&parse);
    let (tokens, nodes, lines) = (raw.token_kinds().len(), raw.nodes().len(), parse.lines().len());
    let per_kb = |count: usize| count as f64 * 1e3 / size;
    let counts = (per_kb(tokens), per_kb(nodes), per_kb(lines));
    // The model alone, then the whole check: the difference is the checks' own working tables.
    drop(measured("lower (the model alone)", size, || ks_core::lower(&parse, &options)));
    let checked = measured("check (parsed)", size, || ks_core::check(&parse, &options));
    assert!(checked.diagnostics().is_empty(), "the clean workload must check clean");
    drop((checked, parse));
    let handed = text.clone();
    drop(measured("parse, text handed over", size, || ks_lang::parse_owned(handed)));
    drop(measured("parse + check, text copied", size, || {
        let parse = ks_lang::parse(&text);
        let checked = ks_core::check(&parse, &options);
        (parse, checked)
    }));
    let handed = text.clone();
    drop(measured("parse + check, text handed over (`keepshipping check`)", size, || {
        let parse = ks_lang::parse_owned(handed);
        let checked = ks_core::check(&parse, &options);
        (parse, checked)
    }));
    let (tokens, nodes, lines) = counts;
    println!("\nPer KB of the file: {tokens:.0} tokens, {nodes:.0} nodes, {lines:.0} lines.");
}

/// Runs `work` and prints its row: the time, and the heap's peak above what was live before (the
/// result included), in MB and ÷ the file's `size`. Returns the result, for the caller to drop.
fn measured<T>(what: &str, size: f64, work: impl FnOnce() -> T) -> T {
    let start = Instant::now();
    let (result, peak) = peak_heap::peak_of(|| black_box(work()));
    let ms = start.elapsed().as_secs_f64() * 1e3;
    println!("| {what} | {ms:.0} | {:.1} | {:.2}× |", peak as f64 / 1e6, peak as f64 / size);
    result
}
