//! Issue 46's completion benchmark: the real server (`ks_lsp::serve` on an in-memory connection)
//! opens ks-core's generated workflow grown to at least 1 MB, then answers `textDocument/completion`
//! at places near the start, the middle and the end of the file: after `name.` (a step's outputs),
//! where a step's key goes (its kind's inputs), and in a value (`rollback:`'s answers). Each request
//! is timed from sending it to its response, the analysis already made (the diagnostics of the
//! version were published first). The budget: the median under 10 ms, reported as its ratio.
//!
//! `cargo bench -p ks-lsp --bench completion`; `KS_LSP_BENCH_RUNS` sets the requests per place and
//! kind (default 20; 3 is the quick mode).

#[path = "../../ks-core/benches/workload.rs"]
mod workload;

#[path = "support/client.rs"]
mod client;

use std::time::{Duration, Instant};

use client::Client;
use lsp_server::{Connection, Message};
use serde_json::{json, Value};

const URI: &str = "file:///nonexistent-bench-dir/ship.ks";
const BUDGET: Duration = Duration::from_millis(10);

impl Client {
    fn wait_for_diagnostics(&self) {
        loop {
            if let Message::Notification(notification) = self.recv() {
                if notification.method == "textDocument/publishDiagnostics" {
                    return;
                }
            }
        }
    }
}

/// The line and column just after the first `needle` at or after byte `from` (ASCII text).
fn after(text: &str, from: usize, needle: &str) -> (u32, u32) {
    let at = from + text[from..].find(needle).expect("the needle after the point");
    let end = at + needle.len();
    let line_start = text[..end].rfind('\n').map_or(0, |nl| nl + 1);
    (text[..end].matches('\n').count() as u32, (end - line_start) as u32)
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

fn main() {
    let runs: usize =
        std::env::var("KS_LSP_BENCH_RUNS").ok().and_then(|runs| runs.parse().ok()).unwrap_or(20);
    let mut steps = 12_000;
    let mut text = workload::workflow(steps, false);
    while text.len() < 1_000_000 {
        steps += 600;
        text = workload::workflow(steps, false);
    }
    // Where completions are asked: `image: buildN.` (members), a new key line under a deploy, and
    // the value of its `rollback:`.
    let text =
        text.replace(".digest\n", ".\n").replace("    rollback: auto\n", "    rollback: \n    \n");
    let size = text.len();

    let (server, connection) = Connection::memory();
    let handle = std::thread::spawn(move || ks_lsp::serve(&server).map_err(|e| e.to_string()));
    let mut client = Client { connection, next_id: 0 };
    client.request("initialize", json!({"capabilities": {}, "initializationOptions": {}}));
    client.notify("initialized", json!({}));
    client.notify(
        "textDocument/didOpen",
        json!({"textDocument": {"uri": URI, "languageId": "keepshipping", "version": 1, "text": text}}),
    );
    client.wait_for_diagnostics();

    let places = [size / 50, size / 2, size - size / 50];
    let kinds: [(&str, &str); 3] =
        [("member", ".\n"), ("step key", "rollback: \n    "), ("value", "rollback: ")];
    let mut all = Vec::new();
    println!(
        "ks-lsp completion bench: {steps} steps, {size} bytes, {runs} requests per place and kind"
    );
    for (kind, needle) in kinds {
        let mut samples = Vec::new();
        for &from in &places {
            let (line, column) = after(&text, from, needle);
            let params = json!({"textDocument": {"uri": URI}, "position": {"line": line, "character": column}});
            for _ in 0..runs {
                let sent = Instant::now();
                let items = client.request("textDocument/completion", params.clone());
                samples.push(sent.elapsed());
                assert!(!items.as_array().expect("a list").is_empty(), "{kind} at {line}:{column}");
            }
        }
        let m = median(samples.clone());
        println!(
            "  {kind:<8}: median {:.2} ms (min {:.2}, max {:.2})",
            m.as_secs_f64() * 1000.0,
            samples.iter().min().unwrap().as_secs_f64() * 1000.0,
            samples.iter().max().unwrap().as_secs_f64() * 1000.0
        );
        all.extend(samples);
    }
    // What one parse of the whole text costs (the completion's context is read from a new one).
    let parses: Vec<Duration> = (0..runs.max(3))
        .map(|_| {
            let start = Instant::now();
            drop(ks_lang::parse(&text));
            start.elapsed()
        })
        .collect();
    let parse = median(parses);
    println!("  one parse of the text alone: median {:.2} ms", parse.as_secs_f64() * 1000.0);
    let overall = median(all);
    println!(
        "  all completions: median {:.2} ms = {:.2}x the 10 ms budget: {}",
        overall.as_secs_f64() * 1000.0,
        overall.as_secs_f64() / BUDGET.as_secs_f64(),
        if overall <= BUDGET { "met" } else { "NOT met" }
    );

    client.request("shutdown", Value::Null);
    client.notify("exit", Value::Null);
    handle.join().expect("the server thread ends").expect("an orderly shutdown");
}
