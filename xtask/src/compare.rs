//! `cargo xtask compare-check --base REV`: is `check` no slower than it was at REV? Both builds of
//! ks-core's `check_workload` example, measured side by side on the same machine in one run.
//!
//! 1. REV is checked out in a worktree of its own (`target/compare/base`) and built there into its own
//!    target directory; the working tree is built as usual. Both are release builds.
//! 2. `--pairs` pairs of runs, each run parsing and checking the bench's workload `--rounds` times;
//!    which build runs first alternates from pair to pair, so load that drifts hits both alike.
//! 3. Prints each build's median parse and check times, the median of the pairs' check ratios (this
//!    tree ÷ REV) and each build's check ÷ parse. With `--instructions`, also each build's
//!    instruction counts under callgrind, which do not move with the load.
//!
//! Wall time on a shared machine is noisy: read the ratios of pairs, not the milliseconds.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{bail, Context, Result};

pub const USAGE: &str = "\
usage: cargo xtask compare-check --base REV [--pairs N] [--rounds N] [--steps N] [--instructions]
  --base REV        the revision to compare with (a commit, tag or branch)
  --pairs N         interleaved pairs of runs (default 20)
  --rounds N        parses and checks per run; a run reports its medians (default 31)
  --steps N         the workload's size in steps (default 10000)
  --instructions    also count instructions under callgrind (needs valgrind)";

const EXAMPLE: &str = "check_workload";

struct Options {
    base: String,
    pairs: usize,
    rounds: usize,
    steps: usize,
    instructions: bool,
}

fn options(args: &[String]) -> Result<Options> {
    let mut options =
        Options { base: String::new(), pairs: 20, rounds: 31, steps: 10_000, instructions: false };
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--instructions" => {
                options.instructions = true;
                continue;
            }
            "--help" | "-h" => bail!("{USAGE}"),
            _ => {}
        }
        let value = it.next().with_context(|| format!("{arg} needs a value\n{USAGE}"))?;
        let number = || -> Result<usize> {
            value.parse().ok().filter(|&n| n > 0).with_context(|| format!("{arg} {value}: {USAGE}"))
        };
        match arg.as_str() {
            "--base" => options.base = value.clone(),
            "--pairs" => options.pairs = number()?,
            "--rounds" => options.rounds = number()?,
            "--steps" => options.steps = number()?,
            _ => bail!("{USAGE}"),
        }
    }
    if options.base.is_empty() {
        bail!("{USAGE}");
    }
    Ok(options)
}

pub fn run(root: &Path, args: &[String]) -> Result<()> {
    let options = options(args)?;
    let compare = root.join("target/compare");
    let commit = git(root, &["rev-parse", "--verify", &format!("{}^{{commit}}", options.base)])?;
    let base_tree = compare.join("base");
    if !base_tree.join(".git").exists() {
        git(root, &["worktree", "add", "--detach", path_arg(&base_tree)?, &commit])?;
    }
    git(&base_tree, &["checkout", "--quiet", "--detach", &commit])?;
    let base = build(&base_tree, &compare.join("base-target"), &compare.join("base-example"))?;
    let head = build(root, &root.join("target"), &compare.join("head-example"))?;

    let short = &commit[..commit.len().min(10)];
    println!("## check at {short} (base) and in this tree (head)\n");
    let mut samples: [Vec<Sample>; 2] = [Vec::new(), Vec::new()];
    for pair in 0..options.pairs {
        // Which build runs first alternates, so a drift in load falls on both.
        let order = if pair % 2 == 0 { [0, 1] } else { [1, 0] };
        for which in order {
            let binary = [&base, &head][which];
            samples[which].push(measure(binary, &options)?);
        }
    }
    let [base_samples, head_samples] = &samples;
    println!("{}", summary(base_samples, head_samples));
    if options.instructions {
        let base_counts = instructions(&base, options.steps)?;
        let head_counts = instructions(&head, options.steps)?;
        println!("{}", instruction_summary(&base_counts, &head_counts));
    }
    Ok(())
}

fn path_arg(path: &Path) -> Result<&str> {
    path.to_str().context("a path that is not UTF-8")
}

fn git(dir: &Path, args: &[&str]) -> Result<String> {
    let out = Command::new("git").current_dir(dir).args(args).output().context("running git")?;
    if !out.status.success() {
        bail!("git {}: {}", args.join(" "), String::from_utf8_lossy(&out.stderr).trim());
    }
    Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// Builds the example in `tree` into `target` and copies it to `copy` (so a later build of the
/// same target directory cannot change what is measured).
fn build(tree: &Path, target: &Path, copy: &Path) -> Result<PathBuf> {
    let status = Command::new(env!("CARGO"))
        .current_dir(tree)
        .env("CARGO_TARGET_DIR", target)
        .args(["build", "--release", "--locked", "-p", "ks-core", "--example", EXAMPLE])
        .status()
        .context("running cargo")?;
    if !status.success() {
        bail!("building {EXAMPLE} in {} failed", tree.display());
    }
    let built = target.join("release/examples").join(EXAMPLE);
    std::fs::copy(&built, copy).with_context(|| format!("copying {}", built.display()))?;
    Ok(copy.to_path_buf())
}

/// One run's medians, in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Sample {
    parse: f64,
    check: f64,
}

fn measure(binary: &Path, options: &Options) -> Result<Sample> {
    let (steps, rounds) = (options.steps.to_string(), options.rounds.to_string());
    let out = Command::new(binary).args([&steps, "no", &rounds]).output()?;
    let text = String::from_utf8_lossy(&out.stdout);
    if !out.status.success() {
        bail!("{} failed: {}", binary.display(), String::from_utf8_lossy(&out.stderr));
    }
    sample_of(&text).with_context(|| format!("{} printed no timings: {text}", binary.display()))
}

/// Reads `parse 5.12 ms, lower 12.7 ms, check 15.2 ms (lower included)`, the example's first line
/// when it runs more than one round.
fn sample_of(text: &str) -> Option<Sample> {
    let line = text.lines().next()?;
    let time = |label: &str| -> Option<f64> {
        let rest = &line[line.find(&format!("{label} "))? + label.len() + 1..];
        rest.split(" ms").next()?.parse().ok()
    };
    Some(Sample { parse: time("parse")?, check: time("check")? })
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

fn summary(base: &[Sample], head: &[Sample]) -> String {
    let medians =
        |samples: &[Sample], of: fn(&Sample) -> f64| median(samples.iter().map(of).collect());
    let mut ratios: Vec<f64> = base.iter().zip(head).map(|(b, h)| h.check / b.check).collect();
    ratios.sort_by(f64::total_cmp);
    let (low, high) = (ratios[0], ratios[ratios.len() - 1]);
    let per_build = |samples: &[Sample]| {
        format!(
            "{:.2} | {:.2} | {:.2}×",
            medians(samples, |s| s.parse),
            medians(samples, |s| s.check),
            medians(samples, |s| s.check / s.parse)
        )
    };
    format!(
        "| build | parse (ms) | check (ms) | check ÷ parse |\n|---|---:|---:|---:|\n\
         | base | {} |\n| head | {} |\n\n\
         check, head ÷ base, over {} pairs: median {:.3} (lowest {low:.3}, highest {high:.3})",
        per_build(base),
        per_build(head),
        ratios.len(),
        median(ratios),
    )
}

/// Instructions of one parse and one check of the workload, from callgrind's inclusive counts.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Instructions {
    parse: u64,
    check: u64,
}

fn instructions(binary: &Path, steps: usize) -> Result<Instructions> {
    let out_file = binary.with_extension("callgrind");
    let status = Command::new("valgrind")
        .arg("--tool=callgrind")
        .arg(format!("--callgrind-out-file={}", out_file.display()))
        .arg(binary)
        .arg(steps.to_string())
        .output()
        .context("running valgrind (is it installed?)")?
        .status;
    if !status.success() {
        bail!("callgrind of {} failed", binary.display());
    }
    let out = Command::new("callgrind_annotate")
        .arg("--inclusive=yes")
        .arg(&out_file)
        .output()
        .context("running callgrind_annotate")?;
    instructions_of(&String::from_utf8_lossy(&out.stdout))
        .context("callgrind_annotate names neither ks-lang's parse nor ks-core's check")
}

/// The inclusive counts of ks-lang's parse entry point and of ks-core's check entry point. Parse
/// is `ks_lang::parse` or, since `parse` and `parse_owned` share it (and `parse` is inlined),
/// `ks_lang::parse_from`; check is `ks_core::check` or, since the crate root became a facade,
/// `ks_core::check::check`.
fn instructions_of(annotated: &str) -> Option<Instructions> {
    let count = |names: &[&str]| {
        annotated.lines().find_map(|line| {
            // `121,296,717 (52.08%)  FILE:FUNCTION [BINARY]`
            let (count, rest) = line.trim_start().split_once(' ')?;
            let (_file, function) = rest.split_once(':')?;
            let function = function.split(" [").next()?;
            names.contains(&function).then(|| count.replace(',', "").parse().ok())?
        })
    };
    Some(Instructions {
        parse: count(&["ks_lang::parse", "ks_lang::parse_from"])?,
        check: count(&["ks_core::check", "ks_core::check::check"])?,
    })
}

fn instruction_summary(base: &Instructions, head: &Instructions) -> String {
    let millions = |n: u64| n as f64 / 1e6;
    let row = |name: &str, i: &Instructions| {
        format!(
            "| {name} | {:.2} | {:.2} | {:.2}× |",
            millions(i.parse),
            millions(i.check),
            i.check as f64 / i.parse as f64
        )
    };
    format!(
        "\n| build | parse (M instructions) | check (M instructions) | check ÷ parse |\n\
         |---|---:|---:|---:|\n{}\n{}\n\ncheck's instructions, head ÷ base: {:.3}",
        row("base", base),
        row("head", head),
        head.check as f64 / base.check as f64
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_line_gives_its_parse_and_check_medians() {
        let line = "parse 5.12 ms, lower 12.68 ms, check 15.21 ms (lower included)\n10000 steps";
        assert_eq!(sample_of(line), Some(Sample { parse: 5.12, check: 15.21 }));
        // A single round prints no timings: that is an error, not a zero.
        assert_eq!(sample_of("10000 steps, 1050593 bytes, 0 diagnostics"), None);
    }

    #[test]
    fn the_summary_compares_pairs_not_medians() {
        let base = [Sample { parse: 8.0, check: 16.0 }, Sample { parse: 8.0, check: 30.0 }];
        let head = [Sample { parse: 5.0, check: 15.0 }, Sample { parse: 5.0, check: 27.0 }];
        let text = summary(&base, &head);
        // Ratios 0.9375 and 0.9: the upper median of the two.
        assert!(text.contains("median 0.938 (lowest 0.900, highest 0.938)"), "{text}");
        assert!(text.contains("| base | 8.00 | 30.00 | 3.75× |"), "{text}");
        assert!(text.contains("| head | 5.00 | 27.00 | 5.40× |"), "{text}");
    }

    #[test]
    fn instruction_counts_are_read_under_either_name_of_parse_and_check() {
        let old = "\
121,296,717 (52.08%)  ???:ks_core::check [base/check_workload]
 86,149,321 (36.99%)  ???:ks_lang::parse [base/check_workload]
 47,822,067 (20.53%)  ???:ks_core::check::run [base/check_workload]";
        let new = "\
113,876,104 (58.53%)  ???:ks_core::check::check [head/check_workload]
 55,169,286 (28.36%)  ???:ks_lang::parse [head/check_workload]
 55,169,250 (28.36%)  ???:ks_lang::parser::parse_text [head/check_workload]";
        assert_eq!(
            instructions_of(old),
            Some(Instructions { parse: 86_149_321, check: 121_296_717 })
        );
        assert_eq!(
            instructions_of(new),
            Some(Instructions { parse: 55_169_286, check: 113_876_104 })
        );
        let owned = "\
144,372,529 (69.87%)  ???:ks_core::check::check [head/check_workload]
 36,480,853 (17.66%)  ???:ks_lang::parse_from [head/check_workload]";
        assert_eq!(
            instructions_of(owned),
            Some(Instructions { parse: 36_480_853, check: 144_372_529 })
        );
        assert_eq!(instructions_of("1,000 (1%)  ???:ks_lang::parse [x]"), None);
    }

    #[test]
    fn a_base_is_required_and_counts_are_positive() {
        let args = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert!(options(&args(&["--pairs", "3"])).is_err());
        assert!(options(&args(&["--base", "main", "--pairs", "0"])).is_err());
        let parsed = options(&args(&["--base", "main", "--pairs", "3", "--instructions"])).unwrap();
        assert_eq!((parsed.pairs, parsed.rounds, parsed.instructions), (3, 31, true));
    }
}
