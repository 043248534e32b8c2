//! `cargo run -p ks-fmt --example ksfmt < FILE`: formats standard input to standard output.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).expect("UTF-8 input");
    match ks_fmt::format(&text) {
        Ok(out) => print!("{out}"),
        Err(refusal) => {
            eprintln!("{refusal} [{}]", refusal.kind.name());
            for d in &refusal.diagnostics {
                eprintln!("  {} {:?} {}", d.code, d.span, d.message);
            }
            std::process::exit(1);
        }
    }
}
