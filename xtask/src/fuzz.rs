//! `cargo xtask fuzz`: builds and runs the libFuzzer targets of `fuzz/` on the stable toolchain, seeds
//! their corpora from the conformance inputs, replays the regression cases, and turns a crash into a
//! regression case.
//!
//! cargo-fuzz needs nightly only for the sanitizer flags (`-Zsanitizer=…`). Without a sanitizer it
//! passes nothing a stable rustc refuses, so this module does what `cargo fuzz build -s none` does
//! itself: it builds `fuzz/` in release for the host target with LLVM's SanitizerCoverage pass
//! (`-Cpasses=sancov-module` plus libFuzzer's instrumentation options) and `--cfg fuzzing`. libFuzzer's
//! runtime comes from `libfuzzer-sys`, compiled by the system C++ compiler. See `fuzz/README.md`.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

use anyhow::{bail, Context, Result};
use ks_conformance::case::Filter;

mod import;

pub const USAGE: &str = "\
usage: cargo xtask fuzz <command>
  --list                       the targets (from fuzz/Cargo.toml)
  --build                      build every target (stable toolchain, SanitizerCoverage)
  --seed                       copy conformance inputs into fuzz/corpus/<target>/ (framed with
                               their files/ for the site and lsp targets)
  --replay [TARGET...]         run each (or every) target once over the regression and conformance inputs
  --smoke [TARGET...] [--seconds N]
                               build, seed, replay, then fuzz each (or every) target N seconds (default 60)
  --run TARGET... [--seconds N] [--jobs J]
  --all [--seconds N] [--jobs J] [--keep-going]
                               fuzz the named (or all) targets N seconds each (default 600), J at once;
                               --keep-going: libFuzzer's fork mode, which records every crash and goes on
  --import-crash PATH [--target T] [--name SLUG] [--minimize]
                               turn a crash file into conformance/cases/regressions/<SLUG>/
                               (site, lsp: keep it in fuzz/regressions/<target>/)
                               (--minimize: shrink it with libFuzzer first, for up to 60 s)";

/// Options handed to libFuzzer on every run. `-max_len` leaves room for realistic files; the timeout
/// catches super-linear behaviour (parsing must be linear); the RSS limit catches blow-ups.
const LIBFUZZER_OPTIONS: &[&str] =
    &["-timeout=10", "-rss_limit_mb=2048", "-max_len=8192", "-print_final_stats=1"];

/// The targets whose input is more than one file (a framing, or a text and its edits): a crash of
/// theirs is kept in `fuzz/regressions/<target>/` rather than made a conformance case.
const MULTI_FILE: &[&str] = &["site", "lsp"];

/// libFuzzer's fork mode with one worker: a crash is saved and fuzzing goes on.
const KEEP_GOING: &[&str] =
    &["-fork=1", "-ignore_crashes=1", "-ignore_timeouts=1", "-ignore_ooms=1"];

/// The rustc flags of the stable build: what cargo-fuzz passes for `--sanitizer none`, and nothing
/// that needs `-Z`.
pub const RUSTFLAGS: &[&str] = &[
    "--cfg",
    "fuzzing",
    "-Cpasses=sancov-module",
    "-Cllvm-args=-sanitizer-coverage-level=4",
    "-Cllvm-args=-sanitizer-coverage-inline-8bit-counters",
    "-Cllvm-args=-sanitizer-coverage-pc-table",
    "-Cllvm-args=-sanitizer-coverage-trace-compares",
    "-Cllvm-args=-sanitizer-coverage-stack-depth",
    "-Cllvm-args=-simplifycfg-branch-fold-threshold=0",
    // The coverage pass stops ThinLTO from importing across codegen units; one unit keeps small
    // functions inlined (cargo-fuzz does the same in release).
    "-Ccodegen-units=1",
    "-Cdebug-assertions",
    "-Coverflow-checks",
];

pub fn run(root: &Path, args: &[String]) -> Result<()> {
    let fuzz = Fuzz::new(root)?;
    let mut seconds = None;
    let mut jobs = 1usize;
    let mut target = None;
    let mut name = None;
    let mut minimize = false;
    let mut keep_going = false;
    let mut positional = Vec::new();
    let mut command = None;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--seconds" => seconds = Some(it.next().context("--seconds needs a value")?.parse()?),
            "--jobs" => jobs = it.next().context("--jobs needs a value")?.parse()?,
            "--target" => target = Some(it.next().context("--target needs a value")?.clone()),
            "--name" => name = Some(it.next().context("--name needs a value")?.clone()),
            "--minimize" => minimize = true,
            "--keep-going" => keep_going = true,
            flag if flag.starts_with("--") => {
                if command.replace(flag.to_string()).is_some() {
                    bail!("one command at a time\n{USAGE}");
                }
            }
            other => positional.push(other.to_string()),
        }
    }
    match command.as_deref() {
        Some("--list") => {
            for t in &fuzz.targets {
                println!("{t}");
            }
            Ok(())
        }
        Some("--build") => fuzz.build(),
        Some("--seed") => fuzz.seed().map(|n| println!("seeded {n} new inputs")),
        Some("--replay") => {
            fuzz.build()?;
            let names = if positional.is_empty() { fuzz.targets.clone() } else { positional };
            fuzz.replay(&names)
        }
        Some("--smoke") => {
            let names = if positional.is_empty() { fuzz.targets.clone() } else { positional };
            fuzz.smoke(&names, seconds.unwrap_or(60))
        }
        Some("--run") | Some("--all") => {
            let names =
                if command.as_deref() == Some("--all") { fuzz.targets.clone() } else { positional };
            if names.is_empty() {
                bail!("name at least one target ({})", fuzz.targets.join(", "));
            }
            fuzz.build()?;
            fuzz.seed()?;
            let reports = fuzz.run_targets(&names, seconds.unwrap_or(600), jobs, keep_going)?;
            finish(&reports)
        }
        Some("--import-crash") => {
            let [path] = positional.as_slice() else { bail!("--import-crash takes one PATH") };
            let dir =
                fuzz.import_crash(Path::new(path), target.as_deref(), name.as_deref(), minimize)?;
            println!("wrote {}", dir.display());
            Ok(())
        }
        _ => bail!("{USAGE}"),
    }
}

/// The fuzz crate and where its pieces live.
pub struct Fuzz {
    pub root: PathBuf,
    pub dir: PathBuf,
    pub targets: Vec<String>,
    host: String,
}

/// What one libFuzzer run reported.
#[derive(Debug, Clone)]
pub struct RunReport {
    pub target: String,
    pub seconds: u64,
    pub crashed: bool,
    pub runs: Option<u64>,
    pub exec_per_sec: Option<u64>,
    pub cov: Option<u64>,
    pub ft: Option<u64>,
    pub corpus: Option<String>,
    pub log: PathBuf,
    pub artifacts: Vec<PathBuf>,
}

impl RunReport {
    pub fn summary(&self) -> String {
        let show = |v: Option<u64>| v.map_or_else(|| "?".to_string(), |v| v.to_string());
        format!(
            "{:<26} {}  {}s  runs: {}  exec/s: {}  cov: {}  ft: {}  corp: {}",
            self.target,
            if self.crashed { "CRASH" } else { "ok   " },
            self.seconds,
            show(self.runs),
            show(self.exec_per_sec),
            show(self.cov),
            show(self.ft),
            self.corpus.as_deref().unwrap_or("?"),
        )
    }
}

impl Fuzz {
    pub fn new(root: &Path) -> Result<Fuzz> {
        let dir = root.join("fuzz");
        let manifest =
            fs::read_to_string(dir.join("Cargo.toml")).context("reading fuzz/Cargo.toml")?;
        let manifest: toml::Table = manifest.parse().context("parsing fuzz/Cargo.toml")?;
        let targets = manifest
            .get("bin")
            .and_then(|b| b.as_array())
            .map(|bins| {
                bins.iter()
                    .filter_map(|b| b.get("name")?.as_str().map(str::to_string))
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default();
        if targets.is_empty() {
            bail!("fuzz/Cargo.toml declares no [[bin]] targets");
        }
        Ok(Fuzz { root: root.to_path_buf(), dir, targets, host: host_triple()? })
    }

    /// The built binary of `target`.
    pub fn binary(&self, target: &str) -> PathBuf {
        self.dir.join("target").join(&self.host).join("release").join(target)
    }

    fn corpus(&self, target: &str) -> PathBuf {
        self.dir.join("corpus").join(target)
    }

    fn artifacts(&self, target: &str) -> PathBuf {
        self.dir.join("artifacts").join(target)
    }

    /// Builds every target. `--target <host>` keeps the coverage flags off build scripts and proc
    /// macros, as cargo-fuzz does.
    pub fn build(&self) -> Result<()> {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let status = Command::new(cargo)
            .current_dir(&self.dir)
            // Not `--locked`: fuzz/Cargo.lock is committed, but a new dependency of a crate under test
            // must not break the build before someone refreshes this second lock file.
            .args(["build", "--release", "--bins", "--target", &self.host])
            .env_remove("CARGO_ENCODED_RUSTFLAGS")
            .env_remove("CARGO_TARGET_DIR")
            .env("RUSTFLAGS", RUSTFLAGS.join(" "))
            .status()
            .context("running cargo build for fuzz/")?;
        if !status.success() {
            bail!("building the fuzz targets failed ({status})");
        }
        Ok(())
    }

    /// Inputs every corpus starts from: the conformance inputs (regressions included), found by the
    /// suite's own loader.
    pub fn seed_inputs(&self) -> Result<Vec<PathBuf>> {
        self.case_inputs(Filter::default())
    }

    /// The inputs of `conformance/cases/regressions/`.
    pub fn regression_inputs(&self) -> Result<Vec<PathBuf>> {
        if !self.root.join("conformance/cases/regressions").is_dir() {
            return Ok(Vec::new());
        }
        self.case_inputs(Filter::default().area("regressions"))
    }

    /// The `input.ks` of every case `filter` keeps, sorted by case id.
    fn case_inputs(&self, filter: Filter) -> Result<Vec<PathBuf>> {
        let cases =
            filter.discover(&self.root.join("conformance/cases")).map_err(anyhow::Error::msg)?;
        Ok(cases.into_iter().map(|case| case.dir.join("input.ks")).collect())
    }

    /// The crash files kept for `target` in `fuzz/regressions/<target>/` (multi-file targets, whose
    /// inputs are not conformance cases).
    pub fn kept_crashes(&self, target: &str) -> Result<Vec<PathBuf>> {
        let mut out = Vec::new();
        let dir = self.dir.join("regressions").join(target);
        if dir.is_dir() {
            collect_files(&dir, &mut out)?;
        }
        out.sort();
        Ok(out)
    }

    /// The seeds of `target`, each the bytes of one input: a conformance case's `input.ks`, except
    /// for the two multi-file targets. `site` takes the case in its framing (`fuzz/src/site.rs`):
    /// `input.ks`, then a NUL, the path and a line end before each file under the case's `files/`
    /// (symbolic links left out). `lsp` takes `input.ks`, and for a case with `files/blocks/*.ks`, a
    /// NUL, the first block file and a NUL (no edits yet: libFuzzer adds them).
    pub fn seeds(&self, target: &str) -> Result<Vec<Vec<u8>>> {
        let mut out = Vec::new();
        for input in self.seed_inputs()? {
            let mut bytes = fs::read(&input)?;
            let files = input.parent().map(|case| case.join("files")).filter(|f| f.is_dir());
            match (target, files) {
                ("site", Some(files)) => {
                    let mut found = Vec::new();
                    collect_files(&files, &mut found)?;
                    found.sort();
                    for file in found {
                        let relative = file.strip_prefix(&files)?;
                        let path = relative
                            .components()
                            .map(|c| c.as_os_str().to_string_lossy())
                            .collect::<Vec<_>>()
                            .join("/");
                        bytes.push(0);
                        bytes.extend_from_slice(path.as_bytes());
                        bytes.push(b'\n');
                        bytes.extend_from_slice(&fs::read(&file)?);
                    }
                }
                ("lsp", Some(files)) => {
                    let mut blocks = Vec::new();
                    if files.join("blocks").is_dir() {
                        collect_files(&files.join("blocks"), &mut blocks)?;
                    }
                    blocks.retain(|b| b.extension().is_some_and(|e| e == "ks"));
                    blocks.sort();
                    if let Some(block) = blocks.first() {
                        bytes.push(0);
                        bytes.extend_from_slice(&fs::read(block)?);
                        bytes.push(0);
                    }
                }
                _ => {}
            }
            out.push(bytes);
        }
        Ok(out)
    }

    /// Copies each target's seeds into its corpus under a name derived from their bytes, so seeding
    /// twice adds nothing. Returns how many files were new.
    pub fn seed(&self) -> Result<usize> {
        let mut added = 0;
        for target in &self.targets {
            added += self.seed_target(target)?.1;
        }
        Ok(added)
    }

    /// Seeds one target's corpus; returns the seed files and how many were new.
    fn seed_target(&self, target: &str) -> Result<(Vec<PathBuf>, usize)> {
        let seeds = self.seeds(target)?;
        if seeds.is_empty() {
            bail!("no conformance inputs found under conformance/cases");
        }
        let corpus = self.corpus(target);
        fs::create_dir_all(&corpus)?;
        let mut added = 0;
        let mut paths = Vec::new();
        for bytes in seeds {
            let dest = corpus.join(format!("seed-{:016x}", fnv1a(&bytes)));
            if !dest.exists() {
                fs::write(&dest, &bytes)?;
                added += 1;
            }
            paths.push(dest);
        }
        paths.sort();
        paths.dedup();
        Ok((paths, added))
    }

    /// Runs every built target once over the regression inputs and its seeds (the conformance
    /// inputs, framed as [`Fuzz::seeds`] says for the multi-file targets); any crash fails with the
    /// target, the input and libFuzzer's output.
    pub fn replay(&self, names: &[String]) -> Result<()> {
        let regressions = self.regression_inputs()?;
        for target in names {
            if !self.targets.contains(target) {
                bail!("unknown target {target} (targets: {})", self.targets.join(", "));
            }
            let mut inputs = regressions.clone();
            inputs.extend(self.kept_crashes(target)?);
            inputs.extend(self.seed_target(target)?.0);
            let inputs: Vec<PathBuf> =
                inputs.into_iter().collect::<BTreeSet<_>>().into_iter().collect();
            // One process per batch keeps the command line short; libFuzzer runs each file once.
            for batch in inputs.chunks(200) {
                let out = Command::new(self.binary(target))
                    .args(batch)
                    .arg("-runs=1")
                    .stdin(Stdio::null())
                    .output()
                    .with_context(|| format!("running {}", self.binary(target).display()))?;
                if !out.status.success() {
                    let log = String::from_utf8_lossy(&out.stderr);
                    let failed =
                        log.lines().rev().find(|l| l.starts_with("Running: ")).unwrap_or("?");
                    bail!("{target} crashed replaying {failed}\n{}", tail(&log, 40));
                }
            }
            println!("replay: {target}: {} inputs ok", inputs.len());
        }
        Ok(())
    }

    /// Fuzzes each of `names` for `seconds`, `jobs` at a time. Logs go to
    /// `fuzz/artifacts/<target>/fuzz.log`, crashes to `fuzz/artifacts/<target>/`.
    pub fn run_targets(
        &self,
        names: &[String],
        seconds: u64,
        jobs: usize,
        keep_going: bool,
    ) -> Result<Vec<RunReport>> {
        for name in names {
            if !self.targets.contains(name) {
                bail!("unknown target {name} (targets: {})", self.targets.join(", "));
            }
        }
        let mut reports = Vec::new();
        for chunk in names.chunks(jobs.max(1)) {
            let handles: Vec<_> = chunk
                .iter()
                .map(|name| self.spawn(name, seconds, keep_going))
                .collect::<Result<_>>()?;
            for (name, child, started, log) in handles {
                let report = self.wait(name, child, started, log)?;
                println!("{}", report.summary());
                reports.push(report);
            }
        }
        Ok(reports)
    }

    fn spawn(
        &self,
        name: &str,
        seconds: u64,
        keep_going: bool,
    ) -> Result<(String, std::process::Child, Instant, PathBuf)> {
        let artifacts = self.artifacts(name);
        fs::create_dir_all(&artifacts)?;
        fs::create_dir_all(self.corpus(name))?;
        let log = artifacts.join("fuzz.log");
        let log_file = fs::File::create(&log)?;
        let child = Command::new(self.binary(name))
            .arg(self.corpus(name))
            .arg(format!("-dict={}", self.dir.join("keepshipping.dict").display()))
            .arg(format!("-max_total_time={seconds}"))
            .arg(format!("-artifact_prefix={}/", artifacts.display()))
            // A fixed seed makes a run reproducible (the smoke test sets one, so CI is repeatable).
            .args(std::env::var("KS_FUZZ_SEED").map(|seed| format!("-seed={seed}")))
            .args(LIBFUZZER_OPTIONS)
            .args(if keep_going { KEEP_GOING } else { &[] })
            .stdin(Stdio::null())
            .stdout(log_file.try_clone()?)
            .stderr(log_file)
            .spawn()
            .with_context(|| format!("starting {} (build first)", self.binary(name).display()))?;
        Ok((name.to_string(), child, Instant::now(), log))
    }

    fn wait(
        &self,
        name: String,
        mut child: std::process::Child,
        started: Instant,
        log: PathBuf,
    ) -> Result<RunReport> {
        let status = child.wait()?;
        let elapsed = started.elapsed();
        let text = fs::read_to_string(&log).unwrap_or_default();
        let mut report = parse_log(&name, &text);
        report.seconds = elapsed.as_secs();
        // The crash files written during this run. In fork mode libFuzzer may exit 0 after crashes,
        // so a fresh crash file counts as a crash too.
        let since = std::time::SystemTime::now() - elapsed - std::time::Duration::from_secs(1);
        let fresh =
            |path: &PathBuf| path.metadata().and_then(|m| m.modified()).is_ok_and(|t| t >= since);
        report.artifacts = crash_files(&self.artifacts(&name))?.into_iter().filter(fresh).collect();
        report.crashed = !status.success() || !report.artifacts.is_empty();
        report.log = log;
        Ok(report)
    }

    /// The smoke run for `cargo test`: build, seed, replay, then every target for `seconds`.
    pub fn smoke(&self, names: &[String], seconds: u64) -> Result<()> {
        let started = Instant::now();
        self.build()?;
        let built = started.elapsed();
        self.seed()?;
        self.replay(names)?;
        // Two at a time by default: CI has two cores and the smoke run must stay within a few minutes.
        let jobs = std::env::var("KS_FUZZ_JOBS").ok().and_then(|j| j.parse().ok()).unwrap_or(2);
        let reports = self.run_targets(names, seconds, jobs, false)?;
        println!(
            "smoke: build {:.0?}, total {:.0?}, {} targets x {seconds}s, {jobs} at a time",
            built,
            started.elapsed(),
            reports.len()
        );
        for report in &reports {
            if report.seconds + 2 < seconds && !report.crashed {
                bail!("{} stopped after {}s, before its {seconds}s", report.target, report.seconds);
            }
        }
        finish(&reports)
    }
}

/// Exit status for a batch of runs: an error naming each crash and what to do with it.
fn finish(reports: &[RunReport]) -> Result<()> {
    let crashed: Vec<_> = reports.iter().filter(|r| r.crashed).collect();
    if crashed.is_empty() {
        return Ok(());
    }
    let mut message = String::new();
    for report in crashed {
        let log = fs::read_to_string(&report.log).unwrap_or_default();
        let _ = writeln!(message, "{} crashed: {}", report.target, panic_message(&log));
        for artifact in &report.artifacts {
            let _ = writeln!(message, "  cargo xtask fuzz --import-crash {}", artifact.display());
        }
        let _ = writeln!(message, "  log: {}", report.log.display());
    }
    bail!("{message}")
}

/// The last libFuzzer status line's figures, and the final stats.
pub fn parse_log(target: &str, log: &str) -> RunReport {
    let mut report = RunReport {
        target: target.to_string(),
        seconds: 0,
        crashed: false,
        runs: None,
        exec_per_sec: None,
        cov: None,
        ft: None,
        corpus: None,
        log: PathBuf::new(),
        artifacts: Vec::new(),
    };
    for line in log.lines() {
        if line.starts_with('#') && line.contains("cov: ") {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let after = |key: &str| {
                fields.iter().position(|f| *f == key).and_then(|i| fields.get(i + 1)).copied()
            };
            // `#N\tKIND cov: …` normally, `#N: cov: … exec/s N …` in fork mode.
            let runs = line[1..].split_whitespace().next().map(|n| n.trim_end_matches(':'));
            report.runs = runs.and_then(|n| n.parse().ok());
            report.cov = after("cov:").and_then(|v| v.parse().ok());
            report.ft = after("ft:").and_then(|v| v.parse().ok());
            report.corpus = after("corp:").map(str::to_string);
            report.exec_per_sec =
                after("exec/s:").or_else(|| after("exec/s")).and_then(|v| v.parse().ok());
        } else if let Some(v) = line.strip_prefix("stat::number_of_executed_units: ") {
            report.runs = v.trim().parse().ok();
        } else if let Some(v) = line.strip_prefix("stat::average_exec_per_sec: ") {
            report.exec_per_sec = v.trim().parse().ok();
        }
    }
    report
}

/// The panic message in a libFuzzer log (the line after "panicked at"), or the crash summary.
pub fn panic_message(log: &str) -> String {
    let lines: Vec<&str> = log.lines().collect();
    if let Some(i) = lines.iter().position(|l| l.contains("panicked at")) {
        let mut message = lines[i + 1..]
            .iter()
            .take_while(|l| !l.starts_with("note:") && !l.starts_with("==") && !l.trim().is_empty())
            .copied()
            .collect::<Vec<_>>()
            .join("\n");
        if message.is_empty() {
            message = lines[i].to_string();
        }
        return message;
    }
    lines
        .iter()
        .find(|l| l.contains("ERROR: libFuzzer") || l.starts_with("SUMMARY:"))
        .map_or_else(|| "no panic message in the log".to_string(), |l| l.to_string())
}

fn crash_files(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    if dir.is_dir() {
        for entry in fs::read_dir(dir)? {
            let path = entry?.path();
            let name =
                path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            if ["crash-", "timeout-", "oom-", "leak-", "slow-unit-"]
                .iter()
                .any(|p| name.starts_with(p))
            {
                out.push(path);
            }
        }
    }
    out.sort();
    Ok(out)
}

/// Every regular file under `dir` (symbolic links left out), recursively.
fn collect_files(dir: &Path, out: &mut Vec<PathBuf>) -> Result<()> {
    for entry in fs::read_dir(dir).with_context(|| format!("reading {}", dir.display()))? {
        let entry = entry?;
        let kind = entry.file_type()?;
        if kind.is_dir() {
            collect_files(&entry.path(), out)?;
        } else if kind.is_file() {
            out.push(entry.path());
        }
    }
    Ok(())
}

fn host_triple() -> Result<String> {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let out = Command::new(rustc).arg("-vV").output().context("running rustc -vV")?;
    let text = String::from_utf8_lossy(&out.stdout);
    text.lines()
        .find_map(|l| l.strip_prefix("host: "))
        .map(str::to_string)
        .context("rustc -vV printed no host")
}

/// 64-bit FNV-1a: a stable content name without a hashing dependency.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes
        .iter()
        .fold(0xcbf2_9ce4_8422_2325, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

fn toml_str(s: &str) -> String {
    toml::Value::String(s.to_string()).to_string()
}

fn tail(text: &str, lines: usize) -> String {
    let all: Vec<&str> = text.lines().collect();
    all[all.len().saturating_sub(lines)..].join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_libfuzzer_status_lines() {
        let log = "#2\tINITED cov: 10 ft: 11 corp: 1/1b exec/s: 0 rss: 30Mb\n\
                   #4096\tpulse  cov: 1850 ft: 8362 corp: 939/691Kb lim: 8192 exec/s: 880 rss: 32Mb\n\
                   stat::number_of_executed_units: 52000\nstat::average_exec_per_sec: 866\n";
        let report = parse_log("parse", log);
        assert_eq!(report.cov, Some(1850));
        assert_eq!(report.ft, Some(8362));
        assert_eq!(report.runs, Some(52000));
        assert_eq!(report.exec_per_sec, Some(866));
        assert_eq!(report.corpus.as_deref(), Some("939/691Kb"));

        let fork = "#81920: cov: 2001 ft: 9000 corp: 1200 exec/s 512 oom/timeout/crash: 0/0/3 time: 160s job: 9\n";
        let report = parse_log("fork", fork);
        assert_eq!(
            (report.runs, report.cov, report.ft, report.exec_per_sec),
            (Some(81920), Some(2001), Some(9000), Some(512))
        );
    }

    #[test]
    fn finds_the_panic_message() {
        let log = "INFO: Seed: 1\n\nthread '<unnamed>' panicked at fuzz/src/lib.rs:30:5:\nround trip changed the text\nnote: run with `RUST_BACKTRACE=1`\n==1== ERROR: libFuzzer: deadly signal\n";
        assert_eq!(panic_message(log), "round trip changed the text");
        assert_eq!(
            panic_message("==1== ERROR: libFuzzer: timeout after 10 seconds\n"),
            "==1== ERROR: libFuzzer: timeout after 10 seconds"
        );
    }

    #[test]
    fn content_names_are_stable() {
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
    }
}
