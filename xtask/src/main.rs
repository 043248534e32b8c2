//! Project automation: `cargo xtask <task>`. Generated files are committed; every
//! generator has a `--check` mode that a test runs.

mod codegen;
mod codes;
mod compare;
mod dist;
mod fuzz;
mod mutants;
mod spec;
mod tidy;
mod ungram;
mod wasm;

use std::path::{Path, PathBuf};

use anyhow::{bail, Result};

const USAGE: &str = "\
usage: cargo xtask TASK [ARGS]   (each task's own usage: cargo xtask TASK --help)
  codegen [--check]    syntax kinds and the typed AST from grammar/
  spec [--check]       the specification's pages and site
  fuzz                 the fuzz targets (smoke, long runs, seed import)
  wasm                 the playground's WebAssembly bundle
  mutants              mutation testing, graded by the conformance suite
  dist                 the release archives
  compare-check        check's cost here against another revision, side by side
  bench-playground     check of the hero file in headless Chromium";

fn main() -> Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let check = args.iter().any(|a| a == "--check");
    match args.first().map(String::as_str) {
        Some("codegen") if args[1..].iter().all(|a| a == "--check") => {
            codegen::run(&project_root(), check)
        }
        Some("spec") => spec::run(&project_root(), &args[1..]),
        Some("fuzz") => fuzz::run(&project_root(), &args[1..]),
        Some("wasm") => wasm::run(&project_root(), &args[1..]),
        Some("mutants") => mutants::run(&project_root(), &args[1..]),
        Some("dist") => dist::run(&project_root(), &args[1..]),
        Some("compare-check") => compare::run(&project_root(), &args[1..]),
        Some("bench-playground") => spec::bench_playground(&project_root(), &args[1..]),
        _ => bail!("{USAGE}"),
    }
}

pub fn project_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

#[cfg(test)]
mod tests {
    #[test]
    fn generated_files_are_fresh() {
        if let Err(err) = super::codegen::run(&super::project_root(), true) {
            panic!("{err}");
        }
    }
}
