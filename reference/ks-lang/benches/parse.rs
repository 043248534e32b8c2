//! `cargo bench -p ks-lang`: parse throughput and heap peak beside the peers of
//! the shared research note `anchors/peer-parser-performance.md` (`../shared/` beside the repository), in one interleaved run, plus the growth of the
//! adversarial shapes. Prints markdown tables; the README's performance section quotes them.
//! `KS_BENCH_PARSERS=ks-lang,taplo` runs only those (ks-lang first, always); `KS_BENCH_NO_SHAPES=1`
//! leaves out the adversarial shapes; `KS_BENCH_QUICK=1` runs two rounds a size.
mod peak_heap;
mod workload;

use std::{
    hint::black_box,
    time::{Duration, Instant},
};

#[global_allocator]
static ALLOCATOR: peak_heap::Counting = peak_heap::Counting;

#[derive(Clone, Copy, PartialEq)]
enum Input {
    Keepshipping,
    Yaml,
    Toml,
}

struct Parser {
    name: &'static str,
    input: Input,
    /// Largest input it handles correctly (tree-sitter-yaml fails past line 32,768).
    max_size: usize,
    /// Parses and returns something to drop outside the timed region.
    parse: for<'a> fn(&'a str) -> Box<dyn Droppable + 'a>,
}

/// Anything: the result is only kept to be dropped after the clock stops.
trait Droppable {}
impl<T> Droppable for T {}

fn tree_sitter_yaml(text: &str) -> Box<dyn Droppable + '_> {
    let mut parser = tree_sitter::Parser::new();
    parser.set_language(&tree_sitter_yaml::LANGUAGE.into()).unwrap();
    Box::new(parser.parse(text, None).unwrap())
}

const PARSERS: &[Parser] = &[
    Parser {
        name: "ks-lang",
        input: Input::Keepshipping,
        max_size: usize::MAX,
        parse: |s| Box::new(ks_lang::parse(s)),
    },
    Parser {
        name: "taplo (TOML, rowan CST)",
        input: Input::Toml,
        max_size: usize::MAX,
        parse: |s| Box::new(taplo::parser::parse(s).into_syntax()),
    },
    Parser {
        name: "saphyr (YAML DOM)",
        input: Input::Yaml,
        max_size: usize::MAX,
        parse: |s| Box::new(<saphyr::Yaml as saphyr::LoadableYamlNode>::load_from_str(s).unwrap()),
    },
    Parser {
        name: "tree-sitter-yaml (CST)",
        input: Input::Yaml,
        max_size: 800_000,
        parse: tree_sitter_yaml,
    },
];

const SIZES: &[(usize, &str, usize)] = &[
    (100_000, "100 KB", 40),
    (800_000, "800 KB", 12),
    (1_000_000, "1 MB", 12),
    (10_000_000, "10 MB", 4),
];

/// `KS_BENCH_PARSERS=ks-lang,taplo` limits the run to parsers whose names start with one of those.
fn selected(name: &str) -> bool {
    std::env::var("KS_BENCH_PARSERS")
        .map_or(true, |list| list.split(',').any(|prefix| name.starts_with(prefix)))
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

fn mb_per_s(bytes: usize, time: Duration) -> f64 {
    bytes as f64 / 1e6 / time.as_secs_f64()
}

fn input_for(input: Input, size: usize) -> String {
    match input {
        Input::Keepshipping => workload::keepshipping(size),
        Input::Yaml => workload::yaml(size),
        Input::Toml => workload::toml(size),
    }
}

fn main() {
    if std::env::args().any(|arg| arg == "--list") {
        return; // `cargo test --benches` lists benchmarks; there is nothing to list.
    }
    let quick = std::env::var_os("KS_BENCH_QUICK").is_some();
    println!("## Parse throughput (MB/s, median of interleaved rounds)\n");
    println!("| parser | {} |", SIZES.iter().map(|s| s.1).collect::<Vec<_>>().join(" | "));
    println!("|---|{}", "---:|".repeat(SIZES.len()));
    let mut results = vec![vec![None; SIZES.len()]; PARSERS.len()];
    for (size_idx, &(size, _, rounds)) in SIZES.iter().enumerate() {
        let rounds = if quick { 2 } else { rounds };
        let inputs: Vec<String> = PARSERS.iter().map(|p| input_for(p.input, size)).collect();
        let mut samples = vec![Vec::new(); PARSERS.len()];
        for round in 0..rounds + 1 {
            for offset in 0..PARSERS.len() {
                // Rotate the starting parser so drift and noise hit all of them alike.
                let idx = (round + offset) % PARSERS.len();
                if size > PARSERS[idx].max_size || !selected(PARSERS[idx].name) {
                    continue;
                }
                let start = Instant::now();
                let result = black_box((PARSERS[idx].parse)(black_box(&inputs[idx])));
                let elapsed = start.elapsed();
                drop(result);
                if round > 0 {
                    samples[idx].push(elapsed);
                }
            }
        }
        for (idx, samples) in samples.into_iter().enumerate() {
            if !samples.is_empty() {
                results[idx][size_idx] = Some(mb_per_s(inputs[idx].len(), median(samples)));
            }
        }
    }
    for (parser, row) in PARSERS.iter().zip(&results).filter(|(p, _)| selected(p.name)) {
        let cells: Vec<String> =
            row.iter().map(|r| r.map_or("–".to_string(), |v| format!("{v:.1}"))).collect();
        println!("| {} | {} |", parser.name, cells.join(" | "));
    }
    let at = |parser: usize, size: usize| results[parser][size].unwrap();
    println!("\n## Ratios\n");
    for (idx, parser) in PARSERS.iter().enumerate().skip(1).filter(|(_, p)| selected(p.name)) {
        let size = if parser.max_size < 1_000_000 { 1 } else { 2 };
        println!(
            "- ks-lang ÷ {} at {}: {:.2}×",
            parser.name,
            SIZES[size].1,
            at(0, size) / at(idx, size)
        );
    }
    let size = SIZES.len() - 1;
    for (idx, parser) in PARSERS.iter().enumerate().skip(1).filter(|(_, p)| selected(p.name)) {
        if parser.max_size == usize::MAX {
            println!("- ks-lang ÷ {} at 10 MB: {:.2}×", parser.name, at(0, size) / at(idx, size));
        }
    }
    println!("- ks-lang per-byte cost at 10 MB ÷ at 1 MB: {:.2}", at(0, 2) / at(0, 3));

    println!("\n## Heap peak while parsing 10 MB (÷ input size)\n");
    for parser in PARSERS.iter().filter(|p| p.max_size == usize::MAX && selected(p.name)) {
        let input = input_for(parser.input, 10_000_000);
        let (result, peak) = peak_heap::peak_of(|| (parser.parse)(&input));
        drop(result);
        println!(
            "- {}: {:.1} MB ({:.2}×)",
            parser.name,
            peak as f64 / 1e6,
            peak as f64 / input.len() as f64
        );
    }

    if std::env::var_os("KS_BENCH_NO_SHAPES").is_some() {
        return;
    }
    println!("\n## Adversarial shapes: time growth ÷ size growth (1.0 = linear)\n");
    println!("| shape | small | large | small time | large time | growth ÷ size |");
    println!("|---|---:|---:|---:|---:|---:|");
    for (name, make) in ADVERSARIAL {
        let (small, large) = (make(1), make(4));
        let time = |text: &str| {
            median(
                (0..if quick { 1 } else { 5 })
                    .map(|_| {
                        let start = Instant::now();
                        let parse = black_box(ks_lang::parse(text));
                        let elapsed = start.elapsed();
                        drop(parse);
                        elapsed
                    })
                    .collect(),
            )
        };
        let (t_small, t_large) = (time(&small), time(&large));
        let growth = (t_large.as_secs_f64() / t_small.as_secs_f64())
            / (large.len() as f64 / small.len() as f64);
        println!(
            "| {name} | {} B | {} B | {:.1} ms | {:.1} ms | {growth:.2} |",
            small.len(),
            large.len(),
            t_small.as_secs_f64() * 1e3,
            t_large.as_secs_f64() * 1e3
        );
    }
}

type Shape = (&'static str, fn(usize) -> String);

/// Each shape at scale 1 is the size the issue names divided by 4; scale 4 is the named size.
const ADVERSARIAL: &[Shape] = &[
    ("nested parentheses", |k| {
        let n = 25_000 * k;
        format!("a: {}x{}\n", "(".repeat(n), ")".repeat(n))
    }),
    ("entry nesting, 1-space steps", |k| {
        (0..2_500 * k).map(|l| format!("{}k:\n", " ".repeat(l))).collect()
    }),
    ("one long line", |k| format!("a: {}\n", "word ".repeat(500_000 * k))),
    ("continuation lines", |k| format!("auto: a\n{}", "      and b\n".repeat(25_000 * k))),
    ("block string lines", |k| {
        format!("notes: |\n{}", "  some text in a block\n".repeat(25_000 * k))
    }),
    ("lines in a file", |k| (0..250_000 * k).map(|n| format!("k{n}: v{n}\n")).collect()),
];
