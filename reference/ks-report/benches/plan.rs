//! `cargo bench -p ks-report --bench plan`: how each `keepshipping plan --format` grows with the file.
//!
//! The plan bench's generated workflow (ks-core's `benches/plan_workload.rs`: data references,
//! `after:` names, approval gating, steps skipped in one environment) at N and 2N steps, side by
//! side in one run. Per format (human, JSON, DOT, Mermaid), two measurements in interleaved rounds
//! (N then 2N, or 2N then N, alternating):
//!
//! 1. rendering alone, from the plan already built (`ks_report::plan::human`, `Plan::to_json`,
//!    `dot`, `mermaid`);
//! 2. the whole command as the CLI runs it (`ks_report::plan::run`: parse, check, plan, render).
//!
//! Each prints the least time of its rounds (on a shared machine other work only ever adds to a
//! measurement) and the growth when the steps double, t(2N) ÷ t(N): linear work doubles (2×, a
//! little more where the larger file no longer fits the caches), quadratic work quadruples. The goal (issue 25, item 7) is at most 2.3× per format.
//!
//! Times are the bench thread's time on a CPU (`CLOCK_THREAD_CPUTIME_ID` on Linux), so that a
//! shared machine's other processes holding the CPU are not counted; wall-clock time where that is
//! not available (the header says which). Prints markdown. `KS_BENCH_QUICK=1` runs two rounds per
//! measurement for a smoke check; `KS_PLAN_BENCH_STEPS` sets N (default 4,000, the issue's).

// Reading the thread's CPU clock calls the C library, which is unsafe by definition.
#![allow(unsafe_code)]

use std::{
    hint::black_box,
    time::{Duration, Instant},
};

use ks_core::{plan::Plan, CheckOptions};
use ks_report::{plan::Format, Styles};

#[path = "../../ks-core/benches/plan_workload.rs"]
mod plan_workload;

const GOAL: f64 = 2.3;

const FORMATS: [(Format, &str); 4] = [
    (Format::Human, "human"),
    (Format::Json, "json"),
    (Format::Dot, "dot"),
    (Format::Mermaid, "mermaid"),
];

fn render(plan: &Plan, format: Format) -> String {
    match format {
        Format::Human => ks_report::plan::human(plan, None),
        Format::Json => ks_report::plan_json::json(plan),
        Format::Dot => ks_report::plan::dot(plan),
        Format::Mermaid => ks_report::plan::mermaid(plan),
    }
}

/// The least of the samples: on a shared machine other work only ever adds to a measurement.
fn least(samples: Vec<Duration>) -> Duration {
    samples.into_iter().min().unwrap_or_default()
}

fn ms(time: Duration) -> f64 {
    time.as_secs_f64() * 1e3
}

/// This thread's time on a CPU so far (`clock_gettime(CLOCK_THREAD_CPUTIME_ID)`, 64-bit Linux);
/// `None` elsewhere.
#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
fn on_cpu() -> Option<Duration> {
    #[repr(C)]
    struct Timespec {
        seconds: i64,
        nanos: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, time: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut time = Timespec { seconds: 0, nanos: 0 };
    // SAFETY: `time` is a valid, writable `struct timespec` (two 64-bit fields on 64-bit Linux),
    // and the C library's `clock_gettime` only writes it.
    let status = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut time) };
    (status == 0).then(|| Duration::new(time.seconds as u64, time.nanos as u32))
}

#[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
fn on_cpu() -> Option<Duration> {
    None
}

/// How long `f` takes: the thread's time on a CPU where the system tells it (so that the time other
/// processes of a shared machine hold the CPU is not counted), else wall-clock time.
fn time<T>(f: impl FnOnce() -> T) -> Duration {
    let (cpu, start) = (on_cpu(), Instant::now());
    let result = black_box(f());
    let elapsed = match (cpu, on_cpu()) {
        (Some(before), Some(after)) => after.saturating_sub(before),
        _ => start.elapsed(),
    };
    drop(result);
    elapsed
}

/// The least times of `measure(small)` and `measure(large)` over `rounds` interleaved rounds, after
/// one warm-up round.
fn side_by_side(rounds: usize, mut measure: impl FnMut(bool) -> Duration) -> (Duration, Duration) {
    let (mut small, mut large) = (Vec::new(), Vec::new());
    for round in 0..=rounds {
        let (s, l) = if round % 2 == 0 {
            let s = measure(false);
            (s, measure(true))
        } else {
            let l = measure(true);
            (measure(false), l)
        };
        if round > 0 {
            small.push(s);
            large.push(l);
        }
    }
    (least(small), least(large))
}

fn verdict(growth: f64) -> &'static str {
    if growth <= GOAL {
        "met"
    } else {
        "NOT met"
    }
}

struct File {
    steps: usize,
    text: String,
    plan: Plan,
}

fn file(steps: usize) -> File {
    let text = plan_workload::workflow(steps);
    let checked = ks_core::check(&ks_lang::parse(&text), &CheckOptions::default());
    assert!(!checked.has_errors(), "{:?}", &checked.diagnostics()[..1]);
    let plan = ks_core::plan::plan(&checked).expect("the bench workflow has a plan");
    File { steps, text, plan }
}

fn main() {
    if std::env::args().any(|arg| arg == "--list") {
        return; // `cargo test --benches` lists benchmarks; there is nothing to list.
    }
    let quick = std::env::var_os("KS_BENCH_QUICK").is_some();
    let rounds = if quick { 2 } else { 15 };
    let n: usize = std::env::var("KS_PLAN_BENCH_STEPS")
        .ok()
        .and_then(|steps| steps.parse().ok())
        .unwrap_or(4_000);
    let files = [file(n), file(2 * n)];
    let pick = |large: bool| &files[usize::from(large)];
    let edges = |file: &File| file.plan.envs[0].edges.len();
    println!("## Plan renderers when the steps double\n");
    println!(
        "{} and {} steps ({} and {} edges, 2 environments, {} and {} bytes); {rounds} interleaved rounds, the least of each ({}); goal: growth ≤ {GOAL}×.\n",
        files[0].steps,
        files[1].steps,
        edges(&files[0]),
        edges(&files[1]),
        files[0].text.len(),
        files[1].text.len(),
        if on_cpu().is_some() { "the time on a CPU" } else { "wall-clock time" },
    );
    println!("| format | output at {n} | render at {n} | render at {} | growth | goal | `plan` command at {n} | at {} | growth | goal |", 2 * n, 2 * n);
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    let options = CheckOptions::default();
    let mut all_met = true;
    for (format, name) in FORMATS {
        let bytes = render(&files[0].plan, format).len();
        let (small, large) =
            side_by_side(rounds, |large| time(|| render(black_box(&pick(large).plan), format)));
        let render_growth = large.as_secs_f64() / small.as_secs_f64();
        let (whole_small, whole_large) = side_by_side(rounds, |large| {
            let file = pick(large);
            time(|| {
                ks_report::plan::run(
                    "ship.ks",
                    black_box(&file.text),
                    &options,
                    None,
                    None,
                    format,
                    Styles::PLAIN,
                )
            })
        });
        let whole_growth = whole_large.as_secs_f64() / whole_small.as_secs_f64();
        all_met &= render_growth <= GOAL && whole_growth <= GOAL;
        println!(
            "| {name} | {:.1} MiB | {:.1} ms | {:.1} ms | {render_growth:.2}× | {} | {:.1} ms | {:.1} ms | {whole_growth:.2}× | {} |",
            bytes as f64 / (1024.0 * 1024.0),
            ms(small),
            ms(large),
            verdict(render_growth),
            ms(whole_small),
            ms(whole_large),
            verdict(whole_growth),
        );
    }
    // What every format's command shares, for reading the command's growth.
    println!("\nWhat every command shares:\n");
    println!("| part | at {n} | at {} | growth |", 2 * n);
    println!("|---|---:|---:|---:|");
    let parsed = [ks_lang::parse(&files[0].text), ks_lang::parse(&files[1].text)];
    let checked = [ks_core::check(&parsed[0], &options), ks_core::check(&parsed[1], &options)];
    let shared: [(&str, &dyn Fn(usize) -> Duration); 4] = [
        ("parse", &|i| time(|| ks_lang::parse(black_box(&files[i].text)))),
        ("check", &|i| time(|| ks_core::check(black_box(&parsed[i]), &options))),
        ("plan (ks-core: the graph, then each environment)", &|i| {
            time(|| ks_core::plan::plan(black_box(&checked[i])))
        }),
        ("the graph alone", &|i| time(|| ks_core::graph(black_box(checked[i].workflow())))),
    ];
    for (name, measure) in shared {
        let (small, large) = side_by_side(rounds, |large| measure(usize::from(large)));
        println!(
            "| {name} | {:.1} ms | {:.1} ms | {:.2}× |",
            ms(small),
            ms(large),
            large.as_secs_f64() / small.as_secs_f64()
        );
    }
    println!(
        "\nEvery format within {GOAL}× when the steps double: {}",
        if all_met { "met" } else { "NOT met" }
    );
}
