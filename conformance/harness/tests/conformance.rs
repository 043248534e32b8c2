//! The reference adapter: every case against ks-lang, one trial per (case, level), named
//! `conformance::<case-id>::<level>` (`cargo test conformance` at the workspace root).
//!
//! `KS_BLESS=1 cargo test -p ks-conformance --test conformance` rewrites the expected files from
//! the reference instead (`KS_BLESS=check` or `KS_BLESS=format,check`: only those levels; refused when
//! `CI` is set). Review the diff against grammar/SYNTAX.md before
//! committing; a level where ks-lang is wrong goes under `[disputed]` in the case's `case.toml`.

use ks_conformance::{bless, case, Harness, Level};
use ks_conformance_reference::Reference;

fn main() {
    if let Some(value) = bless::requested() {
        let root = ks_conformance::suite_dir().join("cases");
        let cases = case::discover(&root).unwrap_or_else(|e| {
            eprintln!("{e}");
            std::process::exit(2)
        });
        // KS_BLESS=1: every level; KS_BLESS=check,format: only those.
        let levels = if value == "1" {
            Level::ALL.to_vec()
        } else {
            Level::parse_list(&value).unwrap_or_else(|e| {
                eprintln!("KS_BLESS: {e} (use 1 or a list of levels)");
                std::process::exit(2)
            })
        };
        let report = bless::bless(&Reference, &cases, &levels).unwrap_or_else(|e| {
            eprintln!("{e}");
            std::process::exit(2)
        });
        for path in &report.written {
            println!("wrote {}", path.display());
        }
        for path in &report.removed {
            println!("removed {}", path.display());
        }
        for (id, why) in &report.refused {
            println!("REFUSED {id}: {why}");
        }
        println!(
            "bless: {} written, {} removed, {} unchanged, {} refused",
            report.written.len(),
            report.removed.len(),
            report.unchanged,
            report.refused.len()
        );
        std::process::exit(if report.refused.is_empty() { 0 } else { 1 });
    }
    Harness::new(Reference).run()
}
