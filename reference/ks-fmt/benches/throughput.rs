//! `cargo bench -p ks-fmt`: formatting throughput against parse throughput on one generated ~1 MB
//! workflow, beside taplo's formatter on the equivalent TOML, measured in the same run.
//!
//! The operations of one tool run in rounds, each operation once per round, until about as many
//! seconds as there are operations have passed (at least 5 rounds) after one warm-up round; each
//! reports its median time and its throughput in MB/s of input. Interleaving makes the operations
//! compared in a ratio share the machine's load, which matters on a shared machine.

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

type Op<'a> = (&'static str, usize, Box<dyn FnMut() + 'a>);

fn measure(mut ops: Vec<Op<'_>>) -> Vec<Measured> {
    for (_, _, op) in &mut ops {
        op();
    }
    let mut times = vec![Vec::new(); ops.len()];
    let budget = Duration::from_secs(ops.len() as u64);
    let start = Instant::now();
    while times[0].len() < 5 || start.elapsed() < budget {
        for ((_, _, op), times) in ops.iter_mut().zip(&mut times) {
            let t = Instant::now();
            op();
            times.push(t.elapsed());
        }
    }
    ops.into_iter()
        .zip(times)
        .map(|((name, bytes, _), mut times)| {
            times.sort();
            Measured { name, bytes, median: times[times.len() / 2], runs: times.len() }
        })
        .collect()
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

    let mut results = measure(vec![
        (
            "ks-lang parse (messy .ks)",
            messy.len(),
            Box::new(|| {
                black_box(ks_lang::parse(black_box(&messy)));
            }),
        ),
        (
            "ks-lang raw walk (messy .ks)",
            messy.len(),
            Box::new(|| {
                let mut tokens = 0usize;
                for event in ks_lang::internal::raw_preorder(&parsed.syntax()) {
                    if let ks_lang::syntax::WalkEvent::Enter(element) = event {
                        tokens += usize::from(element.node.is_none());
                        black_box(&element);
                    }
                }
                black_box(tokens);
            }),
        ),
        (
            "ks-lang tree walk (messy .ks)",
            messy.len(),
            Box::new(|| {
                let mut events = 0usize;
                for event in parsed.syntax().preorder_with_tokens() {
                    events += 1;
                    black_box(&event);
                }
                black_box(events);
            }),
        ),
        (
            "ks-fmt format (messy .ks)",
            messy.len(),
            Box::new(|| {
                black_box(ks_fmt::format(black_box(&messy)).unwrap());
            }),
        ),
        (
            "ks-lang parse (formatted .ks)",
            canonical.len(),
            Box::new(|| {
                black_box(ks_lang::parse(black_box(&canonical)));
            }),
        ),
        (
            "ks-fmt format (formatted .ks)",
            canonical.len(),
            Box::new(|| {
                black_box(ks_fmt::format(black_box(&canonical)).unwrap());
            }),
        ),
    ]);
    results.extend(measure(vec![
        (
            "taplo parse (messy .toml)",
            toml.len(),
            Box::new(|| {
                black_box(taplo::parser::parse(black_box(&toml)));
            }),
        ),
        (
            "taplo format (messy .toml)",
            toml.len(),
            Box::new(|| {
                black_box(taplo::formatter::format(black_box(&toml), taplo_options.clone()));
            }),
        ),
        (
            "taplo format (formatted .toml)",
            toml_formatted.len(),
            Box::new(|| {
                let formatted = black_box(&toml_formatted);
                black_box(taplo::formatter::format(formatted, taplo_options.clone()));
            }),
        ),
    ]));
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
    println!("format / parse throughput, messy input:     {:.2}", ratio(3, 0));
    // A format of changed input parses the input and, to verify, the output: with nothing else
    // to do its throughput would be the input's bytes over both parse times (ADR 0021).
    let (parse_in, parse_out) = (results[0].median, results[4].median);
    let ceiling = parse_in.as_secs_f64() / (parse_in + parse_out).as_secs_f64();
    println!("  ceiling for changed input (two parses):   {ceiling:.2}");
    println!("format / parse throughput, formatted input: {:.2}", ratio(5, 4));
    println!("taplo format / taplo parse, messy input:    {:.2}", ratio(7, 6));
    println!("ks-fmt format / taplo format, messy input:  {:.2}", ratio(3, 7));
}
