//! The compiled stub of the protocols benchmark (`benches/protocols.rs`): the least an implementation
//! can do over the per-trial protocol (NOTATION.md §7). It names the syntax levels when asked, and
//! otherwise reads the input and accepts it with an empty answer, so a run over it measures the
//! runner and one process start per trial, nothing else. Built with `rustc -O` by the benchmark.

use std::io::Read;

fn main() {
    match std::env::args().nth(1).as_deref() {
        Some("levels") => println!("cst\nast\nparse"),
        Some("provides") => std::process::exit(1),
        _ => {
            let mut input = Vec::new();
            std::io::stdin().read_to_end(&mut input).expect("read the input");
        }
    }
}
