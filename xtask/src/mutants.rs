//! `cargo xtask mutants`: what the conformance suite alone pins of the reference.
//!
//! cargo-mutants mutates ks-core, ks-fmt, ks-migrate and ks-run, and each mutant is graded by the
//! suite's trials only (`cargo test -p ks-conformance --test conformance`, the levels its module's
//! entry in `conformance/mutants.toml` names): no unit test runs, so a surviving mutant is a reading
//! of the documents the cases cannot tell from the reference's. Each survivor is either killed by a
//! new case or listed in `mutants.toml` with why it cannot change a graded answer.
//!
//! Mutants are built in place (`--in-place`), so every build is an incremental one in the usual
//! target directory; cargo-mutants puts each file back after its mutant. A whole run of a module
//! writes its counts to `conformance/mutants-report.toml` (the spec's mutation-score page reads it);
//! a run of part of a module (`--file` inside it, `--shard`) writes `target/mutants/report.toml`,
//! and `--merge` adds such reports up (the nightly workflow's shards). Each module's counts carry a
//! digest of its sources as they were run, so `--survivors` can try new cases on the unlisted
//! survivors of a whole run alone, and refuses once the module's code has changed since.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use anyhow::{bail, Context, Result};

pub const CONFIG: &str = "conformance/mutants.toml";
pub const REPORT: &str = "conformance/mutants-report.toml";

const USAGE: &str = "\
usage: cargo xtask mutants [--file PATH | --module PATH] [--shard K/N] [--re REGEX] [--timeout SECONDS] [--list]
       cargo xtask mutants --module PATH --survivors
       cargo xtask mutants --merge REPORT...
  --file PATH     only the mutants of PATH (a file, or a folder) of ks-core, ks-fmt, ks-migrate, ks-run
  --module PATH   one module of conformance/mutants.toml alone (a folder's module without the
                  modules inside it), a whole run of it: the committed report takes its counts
  --shard K/N     the K-th of N equal parts of each module's mutants (0 <= K < N)
  --re REGEX      only the mutants whose names REGEX matches (cargo-mutants' --re): a part of a
                  run, to try a new case on the survivors it is for; the committed report is left
  --timeout S     a mutant whose trials run longer is a timeout (default 60; a module's trials take
                  about a second, and a mutant that loops waits this long)
  --survivors     run again only the survivors the committed report's whole run of the module did
                  not list, and update its counts (after new cases); refused when the module's
                  sources differ from those of that run
  --list          print each module's cargo-mutants command and do not run it
  --merge R...    add up the reports R (of shards) into conformance/mutants-report.toml
  --relist        sort the committed report's survivors again by mutants.toml's list (after listing
                  a survivor: its outcome is the same, only its label changes)";

/// Why a surviving mutant cannot change what an implementation is graded on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Why {
    /// The mutated program means the same as the reference.
    Equivalent,
    /// A cache or an index: the mutant rebuilds or bypasses it, and answers the same.
    Memo,
    /// A fast path: the slow path it skips gives the same answer.
    Speed,
    /// The implementation's own words, which no notation compares (a diagnostic's or a refusal's
    /// message: NOTATION.md §5 compares codes and spans).
    Wording,
    /// No input the notation admits reaches it (a front end's refusal of a malformed option that a
    /// case cannot hold).
    Unreachable,
}

impl Why {
    const ALL: [(Why, &'static str); 5] = [
        (Why::Equivalent, "equivalent"),
        (Why::Memo, "memo"),
        (Why::Speed, "speed"),
        (Why::Wording, "wording"),
        (Why::Unreachable, "unreachable"),
    ];

    fn from_name(name: &str) -> Option<Why> {
        Why::ALL.iter().find(|(_, n)| *n == name).map(|(w, _)| *w)
    }

    fn names() -> String {
        Why::ALL.map(|(_, n)| n).join(", ")
    }

    pub fn name(self) -> &'static str {
        Why::ALL.iter().find(|(w, _)| *w == self).map_or("", |(_, n)| n)
    }
}

#[derive(Clone, Debug)]
pub struct Module {
    /// A file, or a folder ending in `/`.
    pub path: String,
    pub package: String,
    pub levels: Vec<String>,
    pub areas: Vec<String>,
}

impl Module {
    pub fn is_folder(&self) -> bool {
        self.path.ends_with('/')
    }

    fn holds(&self, file: &str) -> bool {
        if self.is_folder() {
            file.starts_with(&self.path)
        } else {
            file == self.path
        }
    }

    /// The glob cargo-mutants' `--file` and `--exclude` take for it.
    fn glob(&self) -> String {
        if self.is_folder() {
            format!("{}**", self.path)
        } else {
            self.path.clone()
        }
    }
}

#[derive(Clone, Debug)]
pub struct Listed {
    pub file: String,
    pub mutant: String,
    pub why: Why,
    pub because: String,
}

pub struct Config {
    pub modules: Vec<Module>,
    pub listed: Vec<Listed>,
}

impl Config {
    pub fn load(root: &Path) -> Result<Config> {
        let path = root.join(CONFIG);
        let text = std::fs::read_to_string(&path)
            .with_context(|| format!("reading {}", path.display()))?;
        Config::parse(&text).with_context(|| format!("in {CONFIG}"))
    }

    pub fn parse(text: &str) -> Result<Config> {
        let table: toml::Table = text.parse()?;
        let mut config = Config { modules: Vec::new(), listed: Vec::new() };
        if let Some(key) = table.keys().find(|k| !matches!(k.as_str(), "module" | "listed")) {
            bail!("unknown key `{key}` (the tables are [[module]] and [[listed]])");
        }
        for (i, entry) in entries(&table, "module")?.into_iter().enumerate() {
            let path = string(entry, "path", "module", i)?;
            let levels = strings(entry, "levels", "module", i)?;
            for level in &levels {
                if ks_conformance::Level::parse_list(level).is_err() {
                    bail!("module {path}: `{level}` is not a conformance level");
                }
            }
            if config.modules.iter().any(|m| m.path == path) {
                bail!("module {path} is given twice");
            }
            let package = string(entry, "package", "module", i)?;
            let areas = strings(entry, "areas", "module", i)?;
            config.modules.push(Module { path, package, levels, areas });
        }
        for (i, entry) in entries(&table, "listed")?.into_iter().enumerate() {
            let file = string(entry, "file", "listed", i)?;
            let mutant = string(entry, "mutant", "listed", i)?;
            let why_name = string(entry, "why", "listed", i)?;
            let Some(why) = Why::from_name(&why_name) else {
                bail!("listed {file}: {mutant}: why = `{why_name}` is not one of {}", Why::names());
            };
            let because = string(entry, "because", "listed", i)?;
            config.listed.push(Listed { file, mutant, why, because });
        }
        Ok(config)
    }

    /// The module a file's mutants belong to: the most specific one that holds it.
    pub fn module_of(&self, file: &str) -> Option<&Module> {
        self.modules.iter().filter(|m| m.holds(file)).max_by_key(|m| m.path.len())
    }

    /// A digest of the sources whose mutants are the module's (each file's path and text), as a
    /// report records them: a whole run's counts hold for these sources only.
    pub fn sources_of(&self, root: &Path, module: &Module) -> Result<String> {
        use sha2::Digest as _;
        let mut files = Vec::new();
        rust_files(root, &root.join(module.path.trim_end_matches('/')), &mut files)?;
        files.retain(|file| self.module_of(file).is_some_and(|m| m.path == module.path));
        files.sort();
        let mut digest = sha2::Sha256::new();
        for file in &files {
            let text = std::fs::read(root.join(file)).with_context(|| format!("reading {file}"))?;
            digest.update(format!("{file}\0{}\0", text.len()));
            digest.update(&text);
        }
        Ok(digest.finalize().iter().map(|b| format!("{b:02x}")).collect())
    }

    fn is_listed(&self, mutant: &Mutant) -> bool {
        self.listed.iter().any(|l| l.file == mutant.file && l.mutant == mutant.description)
    }

    /// The modules a run of `only` (a file or folder, or everything) covers, each with the glob it
    /// is narrowed to when the run covers only part of it.
    fn select(&self, only: Option<&str>) -> Result<Vec<(&Module, Option<String>)>> {
        let Some(only) = only else {
            return Ok(self.modules.iter().map(|m| (m, None)).collect());
        };
        let folder = format!("{}/", only.trim_end_matches('/'));
        let inside: Vec<(&Module, Option<String>)> = self
            .modules
            .iter()
            .filter(|m| m.path == only || m.path.starts_with(&folder))
            .map(|m| (m, None))
            .collect();
        if !inside.is_empty() {
            return Ok(inside);
        }
        match self.module_of(only).or_else(|| self.module_of(&folder)) {
            Some(m) if only.ends_with(".rs") => Ok(vec![(m, Some(only.to_owned()))]),
            Some(m) => Ok(vec![(m, Some(format!("{folder}**")))]),
            None => bail!("{only} is in no module of {CONFIG}"),
        }
    }

    /// The module whose path is `path`, alone (`--module`).
    fn module(&self, path: &str) -> Result<&Module> {
        let module = self.modules.iter().find(|m| m.path == path);
        module.with_context(|| format!("{path} is not the path of a module of {CONFIG}"))
    }

    /// cargo-mutants' arguments for one module: its mutants, less those of the modules inside it,
    /// graded by the trials of its levels alone.
    pub fn command(
        &self,
        module: &Module,
        narrowed: Option<&str>,
        run: &RunOptions,
    ) -> Vec<String> {
        let mut args: Vec<String> =
            ["mutants", "--in-place", "--no-shuffle", "--baseline=skip"].map(String::from).to_vec();
        args.extend(["--package".into(), module.package.clone()]);
        args.extend(["--test-package".into(), "ks-conformance".into()]);
        args.extend(["--file".into(), narrowed.map_or_else(|| module.glob(), str::to_owned)]);
        for inner in self.modules.iter().filter(|m| m.path != module.path && module.holds(&m.path))
        {
            args.extend(["--exclude".into(), inner.glob()]);
        }
        if let Some((k, n)) = run.shard {
            args.push(format!("--shard={k}/{n}"));
        }
        if let Some(regex) = &run.examine {
            args.extend(["--re".into(), regex.clone()]);
        }
        args.push(format!("--timeout={}", run.timeout));
        args.extend(["--output".into(), run.out_dir(module).display().to_string()]);
        // The suite's test target alone, for the build as for the test: without it the build phase
        // links every test binary of ks-conformance, which took four times as long as the build.
        args.push("--cargo-arg=--test=conformance".into());
        // After `--`: the harness's filters (behind `cargo test`'s own `--`). A trial is named
        // `conformance::<case>::<level>`, so `::check` selects the check trials (and every trial of a
        // case whose id starts `check/`, which costs time, never a verdict).
        args.extend(["--", "--"].map(String::from));
        args.extend(module.levels.iter().map(|l| format!("::{l}")));
        args
    }
}

/// The `.rs` files at or under `path`, as paths relative to `root` with `/` between parts.
fn rust_files(root: &Path, path: &Path, out: &mut Vec<String>) -> Result<()> {
    if path.is_dir() {
        let listing =
            std::fs::read_dir(path).with_context(|| format!("listing {}", path.display()))?;
        for entry in listing {
            rust_files(root, &entry?.path(), out)?;
        }
    } else if path.extension().is_some_and(|e| e == "rs") {
        let relative = path.strip_prefix(root).unwrap_or(path);
        let parts: Vec<_> =
            relative.components().map(|c| c.as_os_str().to_string_lossy()).collect();
        out.push(parts.join("/"));
    }
    Ok(())
}

fn entries<'t>(table: &'t toml::Table, key: &str) -> Result<Vec<&'t toml::Table>> {
    let Some(value) = table.get(key) else { return Ok(Vec::new()) };
    let Some(array) = value.as_array() else { bail!("`{key}` must be an array of tables") };
    array
        .iter()
        .map(|v| v.as_table().with_context(|| format!("`{key}` must be an array of tables")))
        .collect()
}

fn string(entry: &toml::Table, key: &str, table: &str, i: usize) -> Result<String> {
    match entry.get(key).and_then(|v| v.as_str()) {
        Some(s) if !s.trim().is_empty() => Ok(s.to_owned()),
        _ => bail!("[[{table}]] number {} has no `{key}` string", i + 1),
    }
}

fn strings(entry: &toml::Table, key: &str, table: &str, i: usize) -> Result<Vec<String>> {
    let list = entry.get(key).and_then(|v| v.as_array());
    let list: Option<Vec<String>> =
        list.map(|a| a.iter().map(|v| v.as_str().map(str::to_owned)).collect()).unwrap_or(None);
    match list {
        Some(list) if !list.is_empty() => Ok(list),
        _ => bail!("[[{table}]] number {} has no `{key}` list of strings", i + 1),
    }
}

/// One mutant as cargo-mutants names it: `file:line:col: description`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mutant {
    pub file: String,
    pub line: u32,
    pub description: String,
}

impl Mutant {
    pub fn parse(name: &str) -> Option<Mutant> {
        let (place, description) = name.split_once(": ")?;
        let mut parts = place.rsplitn(3, ':');
        let _column = parts.next()?;
        let line = parts.next()?.parse().ok()?;
        let file = parts.next()?.to_owned();
        Some(Mutant { file, line, description: description.trim().to_owned() })
    }
}

/// What became of a module's mutants.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub caught: usize,
    pub timeout: usize,
    pub unviable: usize,
    /// Survivors `mutants.toml` lists.
    pub listed: Vec<String>,
    /// Survivors it does not list: each is a reading the suite cannot tell apart.
    pub missed: Vec<String>,
    /// The digest of the module's sources the counts are of ([`Config::sources_of`]).
    pub sources: Option<String>,
}

impl Tally {
    /// Reads cargo-mutants' `mutants.out/` (`caught.txt`, `missed.txt`, `timeout.txt`,
    /// `unviable.txt`: one mutant's name per line).
    pub fn read(out: &Path, config: &Config) -> Result<Tally> {
        let lines = |name: &str| -> Result<Vec<String>> {
            let path = out.join(name);
            match std::fs::read_to_string(&path) {
                Ok(text) => {
                    Ok(text.lines().filter(|l| !l.trim().is_empty()).map(String::from).collect())
                }
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Vec::new()),
                Err(e) => Err(e).with_context(|| format!("reading {}", path.display())),
            }
        };
        if !out.join("outcomes.json").is_file() {
            // A shard of a small module can hold no mutant: cargo-mutants then lists none and
            // writes no outcomes.
            let listed = std::fs::read_to_string(out.join("mutants.json")).unwrap_or_default();
            if listed.trim() == "[]" {
                return Ok(Tally::default());
            }
            bail!("{} has no outcomes.json: cargo-mutants did not finish", out.display());
        }
        let mut tally = Tally {
            caught: lines("caught.txt")?.len(),
            timeout: lines("timeout.txt")?.len(),
            unviable: lines("unviable.txt")?.len(),
            ..Tally::default()
        };
        for name in lines("missed.txt")? {
            match Mutant::parse(&name) {
                Some(m) if config.is_listed(&m) => tally.listed.push(name),
                _ => tally.missed.push(name),
            }
        }
        Ok(tally)
    }

    fn add(&mut self, other: &Tally) {
        self.caught += other.caught;
        self.timeout += other.timeout;
        self.unviable += other.unviable;
        self.listed.extend(other.listed.iter().cloned());
        self.missed.extend(other.missed.iter().cloned());
    }

    /// `N caught, N missed, N listed, N unviable, N timed out`.
    pub fn counts(&self) -> String {
        format!(
            "{} caught, {} missed, {} listed, {} unviable, {} timed out",
            self.caught,
            self.missed.len(),
            self.listed.len(),
            self.unviable,
            self.timeout
        )
    }

    pub fn total(&self) -> usize {
        self.caught + self.timeout + self.unviable + self.listed.len() + self.missed.len()
    }
}

/// The counts per module, as `conformance/mutants-report.toml` keeps them.
#[derive(Default, Debug, PartialEq)]
pub struct Report {
    pub modules: BTreeMap<String, Tally>,
    /// Seconds per mutant of the run that wrote the report, each module's mutants counted.
    pub seconds_per_mutant: Option<f64>,
}

impl Report {
    pub fn load(path: &Path) -> Result<Report> {
        match std::fs::read_to_string(path) {
            Ok(text) => Report::parse(&text).with_context(|| format!("in {}", path.display())),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Report::default()),
            Err(e) => Err(e).with_context(|| format!("reading {}", path.display())),
        }
    }

    pub fn parse(text: &str) -> Result<Report> {
        let table: toml::Table = text.parse()?;
        let mut report = Report {
            seconds_per_mutant: table.get("seconds-per-mutant").and_then(|v| v.as_float()),
            ..Report::default()
        };
        for (i, entry) in entries(&table, "module")?.into_iter().enumerate() {
            let count = |key: &str| -> Result<usize> {
                let n = entry.get(key).and_then(|v| v.as_integer());
                n.and_then(|n| usize::try_from(n).ok())
                    .with_context(|| format!("[[module]] number {} has no count `{key}`", i + 1))
            };
            let names = |key: &str| -> Result<Vec<String>> {
                match entry.get(key) {
                    Some(v) => v
                        .as_array()
                        .and_then(|a| a.iter().map(|v| v.as_str().map(String::from)).collect())
                        .with_context(|| format!("`{key}` is a list of mutant names")),
                    None => Ok(Vec::new()),
                }
            };
            let tally = Tally {
                caught: count("caught")?,
                timeout: count("timeout")?,
                unviable: count("unviable")?,
                listed: names("listed")?,
                missed: names("missed")?,
                sources: entry.get("sources").and_then(|v| v.as_str()).map(String::from),
            };
            report.modules.insert(string(entry, "path", "module", i)?, tally);
        }
        Ok(report)
    }

    pub fn render(&self) -> String {
        let mut out = String::from(
            "# Written by `cargo xtask mutants` (what runs: conformance/mutants.toml); read by\n\
             # `cargo xtask spec` for the mutation-score page. Counts of the last whole run of each module,\n\
             # updated by any `--survivors` run since, with the digest of the sources it ran on.\n",
        );
        if let Some(s) = self.seconds_per_mutant {
            let _ = writeln!(out, "seconds-per-mutant = {s:.1}");
        }
        for (path, t) in &self.modules {
            let _ = write!(
                out,
                "\n[[module]]\npath = {}\ncaught = {}\ntimeout = {}\nunviable = {}\n",
                quote(path),
                t.caught,
                t.timeout,
                t.unviable,
            );
            if let Some(sources) = &t.sources {
                let _ = writeln!(out, "sources = {}", quote(sources));
            }
            for (key, names) in [("listed", &t.listed), ("missed", &t.missed)] {
                if !names.is_empty() {
                    let _ = writeln!(out, "{key} = [");
                    for name in names {
                        let _ = writeln!(out, "    {},", quote(name));
                    }
                    out.push_str("]\n");
                }
            }
        }
        out
    }

    /// Sorts each module's survivors into listed and missed by the list as it is now.
    pub fn relist(&mut self, config: &Config) {
        for tally in self.modules.values_mut() {
            let survivors: Vec<String> =
                tally.listed.drain(..).chain(tally.missed.drain(..)).collect();
            for name in survivors {
                match Mutant::parse(&name) {
                    Some(m) if config.is_listed(&m) => tally.listed.push(name),
                    _ => tally.missed.push(name),
                }
            }
        }
    }

    pub fn total(&self) -> Tally {
        let mut total = Tally::default();
        for tally in self.modules.values() {
            total.add(tally);
        }
        total
    }
}

fn quote(s: &str) -> String {
    toml::Value::String(s.to_owned()).to_string()
}

pub struct RunOptions {
    pub shard: Option<(u32, u32)>,
    /// cargo-mutants' `--re`: the mutants whose names match, the others not run.
    pub examine: Option<String>,
    pub timeout: u64,
    pub target_dir: PathBuf,
}

impl RunOptions {
    fn out_dir(&self, module: &Module) -> PathBuf {
        let slug: String = module
            .path
            .trim_end_matches('/')
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
            .collect();
        self.target_dir.join("mutants").join(slug)
    }
}

fn parse_shard(text: &str) -> Result<(u32, u32)> {
    let parsed = text.split_once('/').and_then(|(k, n)| Some((k.parse().ok()?, n.parse().ok()?)));
    match parsed {
        Some((k, n)) if k < n => Ok((k, n)),
        _ => bail!("--shard takes K/N with 0 <= K < N, not `{text}`"),
    }
}

pub fn run(root: &Path, args: &[String]) -> Result<()> {
    let mut only = None;
    let mut module_only = None;
    let mut shard = None;
    let mut examine = None;
    let mut timeout = 60;
    let mut list = false;
    let mut merge = Vec::new();
    let mut relist = false;
    let mut survivors = false;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let mut value =
            || it.next().cloned().with_context(|| format!("{arg} needs a value\n{USAGE}"));
        match arg.as_str() {
            "--file" => only = Some(value()?),
            "--module" => module_only = Some(value()?),
            "--shard" => shard = Some(parse_shard(&value()?)?),
            "--re" => examine = Some(value()?),
            "--timeout" => timeout = value()?.parse().context("--timeout takes seconds")?,
            "--list" => list = true,
            "--relist" => relist = true,
            "--survivors" => survivors = true,
            "--merge" => merge.extend(it.by_ref().cloned()),
            _ => bail!("{USAGE}"),
        }
    }
    let config = Config::load(root)?;
    if !merge.is_empty() || relist {
        return merge_reports(root, &config, &merge);
    }
    let target_dir = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target"));
    // A shard or a regex runs part of each module: not a whole run, so not the committed report's.
    let whole = shard.is_none() && examine.is_none();
    let options = RunOptions { shard, examine, timeout, target_dir };
    if survivors {
        let (Some(path), None, true) = (&module_only, &options.examine, whole) else {
            bail!("--survivors takes --module PATH and no --file, --shard or --re\n{USAGE}");
        };
        return rerun_survivors(root, &config, config.module(path)?, options);
    }
    let selected = match module_only {
        Some(path) => vec![(config.module(&path)?, None)],
        None => config.select(only.as_deref())?,
    };
    if list {
        for (module, narrowed) in &selected {
            println!("cargo {}", config.command(module, narrowed.as_deref(), &options).join(" "));
        }
        return Ok(());
    }
    let started = Instant::now();
    let mut report = Report::default();
    for (module, narrowed) in &selected {
        let tally = run_module(root, &config, module, narrowed.as_deref(), &options)?;
        report.modules.insert(module.path.clone(), tally);
    }
    let counted = report.total().total();
    if counted > 0 {
        report.seconds_per_mutant = Some(started.elapsed().as_secs_f64() / counted as f64);
    }
    let narrowed = selected.iter().any(|(_, n)| n.is_some());
    let path = if whole && !narrowed {
        let mut committed = Report::load(&root.join(REPORT))?;
        committed.relist(&config);
        committed.modules.extend(std::mem::take(&mut report.modules));
        committed.seconds_per_mutant = report.seconds_per_mutant;
        report = committed;
        root.join(REPORT)
    } else {
        options.target_dir.join("mutants/report.toml")
    };
    std::fs::create_dir_all(path.parent().unwrap())?;
    std::fs::write(&path, report.render())?;
    eprintln!("mutants: wrote {}", path.display());
    if let Some(s) = report.seconds_per_mutant {
        eprintln!("mutants: {s:.1} seconds per mutant");
    }
    finish(&config, &report, whole && !narrowed)
}

/// Runs cargo-mutants over one module (narrowed to a glob, or whole) and reads what became of its
/// mutants, with the digest of the sources they were made from.
fn run_module(
    root: &Path,
    config: &Config,
    module: &Module,
    narrowed: Option<&str>,
    options: &RunOptions,
) -> Result<Tally> {
    let sources = config.sources_of(root, module)?;
    let args = config.command(module, narrowed, options);
    eprintln!("mutants: {} ({})", module.path, module.levels.join(", "));
    std::fs::create_dir_all(options.out_dir(module))?;
    let status = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(&args)
        .current_dir(root)
        .status()
        .context("running cargo mutants (install it: cargo install --locked cargo-mutants)")?;
    // cargo-mutants exits 2 when a mutant survived and 3 when one timed out: the report says.
    if !matches!(status.code(), Some(0 | 2 | 3)) {
        bail!("cargo mutants failed for {} ({status})", module.path);
    }
    let tally = Tally::read(&options.out_dir(module).join("mutants.out"), config)?;
    Ok(Tally { sources: Some(sources), ..tally })
}

/// `--survivors`: the committed report's whole run of `module`, its unlisted survivors run again
/// (by their full names) and its counts updated with what became of them. Cases are only ever
/// added between the two runs, so a mutant the whole run caught stays caught; a change to the
/// module's own sources would void that, hence the digest.
fn rerun_survivors(
    root: &Path,
    config: &Config,
    module: &Module,
    options: RunOptions,
) -> Result<()> {
    let mut committed = Report::load(&root.join(REPORT))?;
    committed.relist(config);
    let Some(whole) = committed.modules.get(&module.path) else {
        bail!("{REPORT} has no whole run of {}: run it whole first", module.path);
    };
    match &whole.sources {
        None => bail!("{REPORT} keeps no digest of {}'s sources: run it whole again", module.path),
        Some(ran) if *ran != config.sources_of(root, module)? => {
            bail!("the sources of {} changed since its whole run: run it whole again", module.path)
        }
        Some(_) => {}
    }
    if !whole.missed.is_empty() {
        let names: Vec<String> = whole.missed.iter().map(|name| regex_literal(name)).collect();
        let options = RunOptions { examine: Some(format!("^({})$", names.join("|"))), ..options };
        let rerun = run_module(root, config, module, None, &options)?;
        let entry = committed.modules.get_mut(&module.path).expect("looked up above");
        let before = std::mem::take(&mut entry.missed);
        if rerun.total() != before.len() {
            bail!("{} survivors were run again, but {} mutants ran", before.len(), rerun.total());
        }
        entry.caught += rerun.caught;
        entry.timeout += rerun.timeout;
        entry.unviable += rerun.unviable;
        entry.listed.extend(rerun.listed);
        entry.missed = rerun.missed;
    }
    std::fs::write(root.join(REPORT), committed.render())?;
    eprintln!("mutants: wrote {}", root.join(REPORT).display());
    finish(config, &committed, true)
}

/// `text` as a regular expression (cargo-mutants' `--re`, the regex crate's syntax) matching
/// itself alone.
fn regex_literal(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if "\\.+*?()|[]{}^$".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// `--merge`: the shards' reports added up, module by module, into the committed report (none:
/// `--relist`, the committed report's survivors sorted again by the list).
fn merge_reports(root: &Path, config: &Config, paths: &[String]) -> Result<()> {
    let mut merged = Report::default();
    let mut seconds = Vec::new();
    let mut sources: BTreeMap<String, Vec<Option<String>>> = BTreeMap::new();
    for path in paths {
        let part = Report::load(Path::new(path))?;
        if let Some(s) = part.seconds_per_mutant {
            seconds.push((s, part.total().total()));
        }
        for (module, tally) in part.modules {
            sources.entry(module.clone()).or_default().push(tally.sources.clone());
            merged.modules.entry(module).or_default().add(&tally);
        }
    }
    // Each part keeps the digest of the sources it ran on: the parts of a module must agree, and
    // a part from before digests leaves the module without one.
    for (path, tally) in &mut merged.modules {
        let parts = &sources[path];
        if parts.iter().flatten().any(|digest| Some(digest) != parts[0].as_ref()) {
            bail!("the parts of {path} ran on different sources");
        }
        tally.sources = parts.iter().all(Option::is_some).then(|| parts[0].clone()).flatten();
    }
    let counted: usize = seconds.iter().map(|(_, n)| n).sum();
    if counted > 0 {
        merged.seconds_per_mutant =
            Some(seconds.iter().map(|(s, n)| s * *n as f64).sum::<f64>() / counted as f64);
    }
    let mut committed = Report::load(&root.join(REPORT))?;
    committed.modules.extend(merged.modules);
    committed.relist(config);
    committed.seconds_per_mutant = merged.seconds_per_mutant.or(committed.seconds_per_mutant);
    std::fs::write(root.join(REPORT), committed.render())?;
    finish(config, &committed, true)
}

/// Prints each module's counts, the survivors and (for a whole run) the listed mutants that no
/// longer survive, then the totals last; fails when a survivor is not listed.
fn finish(config: &Config, report: &Report, whole: bool) -> Result<()> {
    for (path, tally) in &report.modules {
        println!("{path}: {}", tally.counts());
    }
    let total = report.total();
    for name in &total.missed {
        println!("MISSED {name}");
    }
    let stale = if whole { stale_listings(config, report) } else { Vec::new() };
    for listed in &stale {
        println!("NOT A SURVIVOR {}: {} (remove it from {CONFIG})", listed.file, listed.mutant);
    }
    println!("mutants: {}", total.counts());
    if !total.missed.is_empty() {
        bail!("{} mutants survived that {CONFIG} does not list", total.missed.len());
    }
    if !stale.is_empty() {
        bail!("{} listed mutants are caught or gone", stale.len());
    }
    Ok(())
}

/// Listed mutants of a module the report covers that did not survive (caught, or gone).
fn stale_listings<'c>(config: &'c Config, report: &Report) -> Vec<&'c Listed> {
    let survived = |listed: &Listed, tally: &Tally| {
        tally
            .listed
            .iter()
            .filter_map(|name| Mutant::parse(name))
            .any(|m| m.file == listed.file && m.description == listed.mutant)
    };
    config
        .listed
        .iter()
        .filter(|l| {
            let module = config.module_of(&l.file).map(|m| m.path.as_str());
            module.and_then(|m| report.modules.get(m)).is_some_and(|t| !survived(l, t))
        })
        .collect()
}

#[cfg(test)]
mod tests;
