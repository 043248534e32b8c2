//! Throughput of tree-sitter-keepshipping against tree-sitter-yaml on the same generated workflow
//! (the workload of the shared research note `anchors/peer-parser-performance.md` (`../shared/` beside the repository)), the cost of an incremental
//! re-parse after a one-character edit in a 1 MB file, and peak memory of the tree-sitter runtime.
//!
//! Run with `cargo bench -p tree-sitter-keepshipping` (a plain `main`, no criterion). Rounds are
//! interleaved: each round parses with every parser, so machine noise hits both alike.

#![allow(unsafe_code, reason = "a counting allocator is installed into the tree-sitter C runtime")]

use std::ffi::c_void;
use std::hint::black_box;
use std::sync::atomic::{AtomicBool, AtomicIsize, Ordering};
use std::time::{Duration, Instant};

use tree_sitter::{Language, Parser};

#[path = "../tests/support/rng.rs"]
mod rng;
#[path = "support/workload.rs"]
mod workload;

use workload::workload;

// ----------------------------------------------------- counting allocator

static COUNTING: AtomicBool = AtomicBool::new(false);
static CURRENT: AtomicIsize = AtomicIsize::new(0);
static PEAK: AtomicIsize = AtomicIsize::new(0);

extern "C" {
    fn malloc(size: usize) -> *mut c_void;
    fn calloc(nmemb: usize, size: usize) -> *mut c_void;
    fn realloc(ptr: *mut c_void, size: usize) -> *mut c_void;
    fn free(ptr: *mut c_void);
    fn malloc_usable_size(ptr: *mut c_void) -> usize;
}

fn grew(ptr: *mut c_void) {
    if !ptr.is_null() && COUNTING.load(Ordering::Relaxed) {
        let size = unsafe { malloc_usable_size(ptr) } as isize;
        let now = CURRENT.fetch_add(size, Ordering::Relaxed) + size;
        PEAK.fetch_max(now, Ordering::Relaxed);
    }
}

fn shrank(ptr: *mut c_void) {
    if !ptr.is_null() && COUNTING.load(Ordering::Relaxed) {
        CURRENT.fetch_sub(unsafe { malloc_usable_size(ptr) } as isize, Ordering::Relaxed);
    }
}

unsafe extern "C" fn counting_malloc(size: usize) -> *mut c_void {
    let ptr = unsafe { malloc(size) };
    grew(ptr);
    ptr
}

unsafe extern "C" fn counting_calloc(nmemb: usize, size: usize) -> *mut c_void {
    let ptr = unsafe { calloc(nmemb, size) };
    grew(ptr);
    ptr
}

unsafe extern "C" fn counting_realloc(ptr: *mut c_void, size: usize) -> *mut c_void {
    shrank(ptr);
    let new = unsafe { realloc(ptr, size) };
    grew(new);
    new
}

unsafe extern "C" fn counting_free(ptr: *mut c_void) {
    shrank(ptr);
    unsafe { free(ptr) };
}

// ----------------------------------------------------------------- timing

fn median(samples: &mut [Duration]) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

fn mb_per_s(bytes: usize, time: Duration) -> f64 {
    bytes as f64 / 1e6 / time.as_secs_f64()
}

fn parser_for(language: &Language) -> Parser {
    let mut parser = Parser::new();
    parser.set_language(language).expect("grammar loads");
    parser
}

#[repr(C)]
struct Timespec {
    tv_sec: i64,
    tv_nsec: i64,
}

extern "C" {
    fn clock_gettime(clock: i32, time: *mut Timespec) -> i32;
}

/// CPU time of this thread: on a shared, loaded machine it leaves out the time the thread waited.
fn thread_cpu_time() -> Duration {
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut time = Timespec { tv_sec: 0, tv_nsec: 0 };
    let status = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut time) };
    assert_eq!(status, 0, "clock_gettime failed");
    Duration::new(time.tv_sec as u64, time.tv_nsec as u32)
}

/// Wall-clock and thread CPU time of one parse.
#[derive(Default)]
struct Samples {
    wall: Vec<Duration>,
    cpu: Vec<Duration>,
}

fn time_parse(parser: &mut Parser, text: &str, samples: &mut Samples) {
    let (start, cpu) = (Instant::now(), thread_cpu_time());
    let tree = parser.parse(text, None).expect("parse");
    samples.wall.push(start.elapsed());
    samples.cpu.push(thread_cpu_time() - cpu);
    black_box(tree);
}

/// Peak bytes the tree-sitter runtime holds while parsing `text` and keeping the tree.
fn peak_bytes(language: &Language, text: &str) -> usize {
    CURRENT.store(0, Ordering::Relaxed);
    PEAK.store(0, Ordering::Relaxed);
    COUNTING.store(true, Ordering::Relaxed);
    let mut parser = parser_for(language);
    let tree = parser.parse(text, None).expect("parse");
    let peak = PEAK.load(Ordering::Relaxed);
    COUNTING.store(false, Ordering::Relaxed);
    drop(tree);
    drop(parser);
    peak.max(0) as usize
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` runs this once with small rounds.
    let quick = !std::env::args().any(|arg| arg == "--bench");
    unsafe {
        tree_sitter::set_allocator(
            Some(counting_malloc),
            Some(counting_calloc),
            Some(counting_realloc),
            Some(counting_free),
        );
    }
    let ks_lang: Language = tree_sitter_keepshipping::LANGUAGE.into();
    let yaml_lang: Language = tree_sitter_yaml::LANGUAGE.into();

    println!("tree-sitter-keepshipping vs tree-sitter-yaml (interleaved rounds, medians)\n");
    println!(
        "| size | ks bytes | yaml bytes | lines | ks MB/s (wall) | yaml MB/s (wall) | ks MB/s (CPU) | yaml MB/s (CPU) | ks ÷ yaml (CPU) | ks heap peak | yaml heap peak |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (label, bytes, rounds) in [("100k", 100_000, 60), ("800k", 800_000, 20)] {
        let rounds = if quick { 2 } else { rounds };
        let (ks, yaml) = workload(bytes);
        let yaml_lines = yaml.lines().count();
        assert!(
            yaml_lines < 32_768,
            "tree-sitter-yaml breaks past line 32,768 ({yaml_lines} lines)"
        );
        let mut ks_parser = parser_for(&ks_lang);
        let mut yaml_parser = parser_for(&yaml_lang);
        let ks_tree = ks_parser.parse(&ks, None).unwrap();
        assert!(!ks_tree.root_node().has_error(), "ship.ks workload has an error");
        let yaml_tree = yaml_parser.parse(&yaml, None).unwrap();
        assert!(!yaml_tree.root_node().has_error(), "YAML workload has an error");
        let (mut ks_times, mut yaml_times) = (Samples::default(), Samples::default());
        for round in 0..rounds {
            if round & 1 == 0 {
                time_parse(&mut ks_parser, &ks, &mut ks_times);
                time_parse(&mut yaml_parser, &yaml, &mut yaml_times);
            } else {
                time_parse(&mut yaml_parser, &yaml, &mut yaml_times);
                time_parse(&mut ks_parser, &ks, &mut ks_times);
            }
        }
        let ks_rate = mb_per_s(ks.len(), median(&mut ks_times.wall));
        let yaml_rate = mb_per_s(yaml.len(), median(&mut yaml_times.wall));
        let ks_cpu = mb_per_s(ks.len(), median(&mut ks_times.cpu));
        let yaml_cpu = mb_per_s(yaml.len(), median(&mut yaml_times.cpu));
        let ks_peak = peak_bytes(&ks_lang, &ks);
        let yaml_peak = peak_bytes(&yaml_lang, &yaml);
        println!(
            "| {label} | {} | {} | {} | {ks_rate:.1} | {yaml_rate:.1} | {ks_cpu:.1} | {yaml_cpu:.1} | {:.2} | {:.1} MB ({:.0}× input) | {:.1} MB ({:.0}× input) |",
            ks.len(),
            yaml.len(),
            ks.lines().count(),
            ks_cpu / yaml_cpu,
            ks_peak as f64 / 1e6,
            ks_peak as f64 / ks.len() as f64,
            yaml_peak as f64 / 1e6,
            yaml_peak as f64 / yaml.len() as f64,
        );
    }

    // Incremental re-parse after a one-character edit in the middle of a 1 MB file.
    let (ks, _) = workload(1_000_000);
    let mut parser = parser_for(&ks_lang);
    let old = parser.parse(&ks, None).unwrap();
    let (edited, edit) = workload::one_digit_edit(&ks);
    let rounds = if quick { 2 } else { 30 };
    let (mut full, mut incremental) = (Samples::default(), Vec::new());
    for _ in 0..rounds {
        time_parse(&mut parser, &edited, &mut full);
        let mut tree = old.clone();
        tree.edit(&edit);
        let cpu = thread_cpu_time();
        let new = parser.parse(&edited, Some(&tree)).unwrap();
        incremental.push(thread_cpu_time() - cpu);
        assert!(!new.root_node().has_error());
        black_box(new);
    }
    let full = median(&mut full.cpu);
    let incremental = median(&mut incremental);
    println!(
        "\nincremental re-parse (CPU time), one-character edit in a {} byte file: {:.3} ms vs full parse {:.1} ms ({:.2}% of a full parse)",
        ks.len(),
        incremental.as_secs_f64() * 1e3,
        full.as_secs_f64() * 1e3,
        100.0 * incremental.as_secs_f64() / full.as_secs_f64()
    );
}
