//! A profiling aid: the minimum over 15 runs of parse and format on the benchmark's workload.
//! `cargo run --release -p ks-fmt --example walkcost [formatted]`
use std::time::{Duration, Instant};

#[path = "../benches/workload.rs"]
#[allow(dead_code)]
mod workload;

fn min_time(mut op: impl FnMut()) -> Duration {
    (0..15)
        .map(|_| {
            let t = Instant::now();
            op();
            t.elapsed()
        })
        .min()
        .unwrap()
}

fn main() {
    let mut text = workload::messy_workflow(1_000_000);
    if std::env::args().nth(1).as_deref() == Some("formatted") {
        text = ks_fmt::format(&text).unwrap();
    }
    // `walkcost [messy|formatted] parse|format|none [N]`: only that operation, N times (default 10),
    // for `perf stat` or callgrind (`none` measures the set-up alone, to subtract).
    let times: usize = std::env::args().nth(3).map_or(10, |n| n.parse().expect("a count"));
    match std::env::args().nth(2).as_deref() {
        Some("parse") => {
            for _ in 0..times {
                std::hint::black_box(ks_lang::parse(&text));
            }
            return;
        }
        Some("format") => {
            for _ in 0..times {
                std::hint::black_box(ks_fmt::format(&text).unwrap());
            }
            return;
        }
        Some("none") => return,
        _ => {}
    }
    let parse = min_time(|| {
        std::hint::black_box(ks_lang::parse(&text));
    });
    let parsed = ks_lang::parse(&text);
    let raw = ks_lang::internal::raw_tree(&parsed);
    println!(
        "{} bytes, {} tokens, {} nodes",
        text.len(),
        raw.token_kinds().len(),
        raw.nodes().len()
    );
    let walk = min_time(|| {
        let mut n = 0usize;
        for event in parsed.syntax().preorder_with_tokens() {
            n += 1;
            std::hint::black_box(&event);
        }
        std::hint::black_box(n);
    });
    let format = min_time(|| {
        std::hint::black_box(ks_fmt::format(&text).unwrap());
    });
    println!(
        "parse {parse:?}  preorder walk {walk:?}  format {format:?}  ratio {:.2}",
        parse.as_secs_f64() / format.as_secs_f64()
    );
}
