//! The fuzz targets under `cargo test`: every target is built (stable toolchain, see fuzz/README.md),
//! replayed over the regression cases and the conformance inputs, and fuzzed for a minute.

use std::path::PathBuf;
use std::process::Command;
use std::time::Instant;

fn xtask(args: &[&str]) {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf();
    let started = Instant::now();
    let status = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .current_dir(&root)
        // Reproducible in CI; set KS_FUZZ_SEED yourself to explore other seeds.
        .env("KS_FUZZ_SEED", std::env::var("KS_FUZZ_SEED").unwrap_or_else(|_| "1".to_string()))
        .args(args)
        .status()
        .expect("run xtask");
    eprintln!("xtask {} took {:.0?}", args.join(" "), started.elapsed());
    assert!(status.success(), "cargo xtask {} failed ({status})", args.join(" "));
}

/// Every input under conformance/cases/regressions/ (and every other conformance input) goes through
/// every target once (the site target also over every case with its files/, the lsp target over
/// every case with its first block): the parse properties, the formatter contract, the tree-sitter
/// agreement, the checker's, the site's and the language server's properties.
#[test]
fn fuzz_regressions_replay() {
    xtask(&["fuzz", "--replay"]);
}

/// `cargo xtask fuzz --smoke`: build, seed, replay, then every target of fuzz/Cargo.toml (parse,
/// cst_mutate, fmt, tree_sitter_differential, upgrade, check, fix, site and lsp) for 60 seconds. Any crash
/// fails.
#[test]
fn fuzz_smoke() {
    xtask(&["fuzz", "--smoke"]);
}
