//! The repository-run engine, what `check`, `plan`, `policy explain` and `run` share: the paths a
//! run covers, who it is judged for, and what is read around each file. Each reads every site
//! through ks-host's one loader (one `Session` per configuration: the policy base resolved once), so
//! a file `check` rejects is one `plan` refuses to plan. Files are read and judged in parallel and
//! come back in path order.

use std::{
    collections::HashMap,
    path::{Path, PathBuf},
    sync::Arc,
};

use clap::builder::{PossibleValuesParser, TypedValueParser};
use ks_core::{Actor, CheckOptions, Context};
use ks_host::{
    config::{Config, ConfigError, Flags, Resolver},
    loader::Session,
    sessions::Sessions,
};
use rayon::prelude::*;

use crate::{
    input::{self, Source},
    output,
    walk::{self, Excludes, Target},
    Outcome,
};

pub use crate::walk::Covers;

/// The workflows and the sites around them.
#[derive(clap::Args)]
pub struct SiteArgs {
    /// Files or directories (a directory means every `ship.ks` and `blocks/*.ks` under it, less what
    /// `.gitignore`, `.ignore` and `--exclude` leave out, and hidden folders), or `-` for standard input.
    #[arg(default_value = ".")]
    pub paths: Vec<String>,
    /// With `-`: the path standard input stands for, used in messages and to find its site (its
    /// `blocks/`, `.tf` files, scripts and policy base).
    #[arg(long, value_name = "PATH")]
    pub stdin_filename: Option<PathBuf>,
    /// Leave out of directory walks the paths this glob matches (as shown, or by their own name;
    /// repeatable). Files named on the command line are always read.
    #[arg(long, value_name = "GLOB")]
    pub exclude: Vec<String>,
    /// The policy base (default: `$KEEPSHIPPING_BASE`, then `origin/$GITHUB_BASE_REF`, `origin/HEAD`,
    /// `origin/main`, `main`, `master`); one that does not resolve is exit 2.
    #[arg(long, value_name = "REF", conflicts_with = "no_base")]
    pub base: Option<String>,
    /// Consult no policy base: for a site outside any git repository, on purpose (no KS0405).
    #[arg(long)]
    pub no_base: bool,
    /// The organisation's baseline policy, a file.
    #[arg(long, value_name = "FILE")]
    pub baseline: Option<PathBuf>,
    /// Do not import script modules to read what they declare (importing runs their top-level code);
    /// a schema already in the cache is still read, and unread modules' outputs stay unchecked.
    #[arg(long)]
    pub no_scripts: bool,
    /// Read this configuration file for every path instead of the `keepshipping.toml` nearest each.
    #[arg(long, value_name = "FILE", conflicts_with = "isolated")]
    pub config: Option<PathBuf>,
    /// Read no configuration file.
    #[arg(long)]
    pub isolated: bool,
}

/// Who the workflow is judged for, and where it is pretended to run.
#[derive(clap::Args)]
pub struct JudgeArgs {
    /// Who the check is for: policy binds the actor (default: the configuration's, else `human`).
    #[arg(long, value_parser = actor_parser())]
    pub actor: Option<Actor>,
    /// Where the workflow is pretended to run: `local` warns about `ci-only:` steps (default: the
    /// configuration's, else `local`).
    #[arg(long, value_parser = context_parser())]
    pub context: Option<Context>,
}

/// Which environment a command plans or runs.
#[derive(clap::Args)]
pub struct SelectArgs {
    /// This environment only.
    #[arg(long, value_name = "NAME")]
    pub env: Option<String>,
    /// The environment this event selects: push:BRANCH, pr, tag:TAG or manual.
    #[arg(long, value_name = "EVENT", value_parser = ks_core::select::Event::parse)]
    pub event: Option<ks_core::select::Event>,
}

/// `--actor`'s values: ks-core's names, read through [`Actor::from_name`].
pub fn actor_parser() -> impl clap::builder::TypedValueParser<Value = Actor> {
    PossibleValuesParser::new(Actor::ALL.map(Actor::as_str))
        .map(|name| Actor::from_name(&name).unwrap_or_default())
}

/// `--context`'s values: ks-core's names, read through [`Context::from_name`].
pub fn context_parser() -> impl clap::builder::TypedValueParser<Value = Context> {
    PossibleValuesParser::new(Context::ALL.map(Context::as_str))
        .map(|name| Context::from_name(&name).unwrap_or_default())
}

impl JudgeArgs {
    /// The flags the actor and context set, over the configuration.
    pub fn flags(&self) -> Flags {
        Flags { actor: self.actor, context: self.context, ..Flags::default() }
    }
}

/// What every file starts from before its configuration: `CI` from the environment, read once per
/// run (every file asks, some twice).
fn base_options() -> CheckOptions {
    static CI: std::sync::LazyLock<bool> =
        std::sync::LazyLock::new(|| std::env::var_os("CI").is_some_and(|value| !value.is_empty()));
    CheckOptions::default().with_ci_env(*CI)
}

/// A workflow read, with every fact of its site.
pub struct Loaded {
    pub source: Source,
    /// The checked file (`None`: standard input that stands for no path).
    pub file: Option<PathBuf>,
    pub options: CheckOptions,
    /// The configuration the file is judged under (its per-file ignores and failing warnings).
    pub config: Arc<Config>,
}

/// A file of the run that could not be read, and why.
pub struct Unreadable {
    pub name: String,
    /// Why, in a few words (`no such file`).
    pub reason: String,
    /// The whole message (`cannot read a/ship.ks: no such file`).
    pub message: String,
}

/// A file of the run: judged where the walk found it, or left to be judged once every file is known.
enum Found<T> {
    /// Judged as found (its site was at hand), or unreadable.
    Judged(Result<T, Unreadable>),
    Later(RunFile),
}

/// A file left to be judged after the walk, with what the walk read.
struct RunFile {
    /// The checked file (`None`: standard input that stands for no path).
    file: Option<PathBuf>,
    /// The configuration it is judged under.
    config: Arc<Config>,
    source: Source,
}

impl RunFile {
    /// Judged at once when its site is at hand (see [`Session::load_at_hand`]), else left for later
    /// (a base that does not resolve is said when the file is loaded).
    fn judge_at_hand<T>(self, session: &Session, judge: &(dyn Fn(Loaded) -> T + Sync)) -> Found<T> {
        let Some(path) = &self.file else { return Found::Later(self) };
        match session.load_at_hand(path, &self.source.text, self.config.judge(base_options())) {
            Some(Ok(options)) => {
                let RunFile { file, config, source } = self;
                Found::Judged(Ok(judge(Loaded { source, file, options, config })))
            }
            _ => Found::Later(self),
        }
    }
}

impl SiteArgs {
    /// `judge` over every file of the run, the answers in path order. A file whose site is at hand
    /// (its policy base resolved and listed, and unchanged) is judged as it is found, a task of the
    /// run's thread pool while the walk goes on; the others once the walk is done, in parallel
    /// (see [`judge_later`]). A file that cannot be read is an [`Unreadable`] and the run
    /// goes on. A message and exit 2 for a command-line problem, standard input that cannot be read,
    /// a configuration or baseline that cannot be read, or a policy base that does not resolve.
    pub fn each<T: Send>(
        &self,
        covers: Covers,
        judged: Flags,
        judge: impl Fn(Loaded) -> T + Sync,
    ) -> Result<Vec<Result<T, Unreadable>>, Outcome> {
        let (found, sessions) = self.find(covers, judged, Some(&judge))?;
        let answers = judge_later(found, &sessions, &judge).map(|mut answers| {
            let said: Vec<PathBuf> = answers
                .iter()
                .filter_map(|answer| answer.as_ref().err())
                .map(|unread| absolute(Path::new(&unread.name)))
                .collect();
            let blocks = unreadable_blocks(&sessions);
            answers.extend(
                blocks
                    .into_iter()
                    .filter(|b| !said.contains(&absolute(Path::new(&b.name))))
                    .map(Err),
            );
            answers
        });
        // Freeing the sessions' memos (the base's listing and copies, every blocks/ folder, each
        // folder's repository) piece by piece holds one thread for most of a millisecond at a
        // thousand sites while the others stand idle; the process ends with the command and frees
        // them at once, as clang's `-disable-free` leaves its own.
        std::mem::forget(sessions);
        answers
    }

    /// `judge` over the one file the paths name; exit 2 when they name several (`command` takes
    /// one). Nothing is judged before the files are counted (`run` has effects).
    pub fn one<T: Send>(
        &self,
        command: &str,
        covers: Covers,
        judged: Flags,
        judge: impl Fn(Loaded) -> T + Sync,
    ) -> Result<Result<T, Unreadable>, Outcome> {
        let (found, sessions) = self.find(covers, judged, None)?;
        if found.len() != 1 {
            let found = found.len();
            output::err(&format!("error: {command} takes one ship.ks; {found} were found\n"));
            return Err(Outcome::Usage);
        }
        // Its blocks are read before it is judged: a block file that cannot be read refuses the
        // command, which would otherwise take a use of it for a use of no block.
        if let [Found::Later(RunFile { file: Some(path), config, .. })] = found.as_slice() {
            let unread = session_of(&sessions, config).unreadable_blocks_for(path);
            if !unread.is_empty() {
                for unread in unread.into_iter().map(said) {
                    output::err(&format!("error: {}\n", unread.message));
                }
                return Err(Outcome::Usage);
            }
        }
        let mut answers = judge_later(found, &sessions, &judge)?;
        Ok(answers.pop().expect("one file was found"))
    }

    /// The run's files in path order, each read, and judged by `judge` when its site is at hand
    /// as it is found (see [`SiteArgs::each`]); with the sessions the others are loaded through.
    fn find<T: Send>(
        &self,
        covers: Covers,
        judged: Flags,
        judge: Option<&(dyn Fn(Loaded) -> T + Sync)>,
    ) -> Result<(Vec<Found<T>>, Sessions), Outcome> {
        let usage = |message: String| {
            output::err(&format!("error: {message}\n"));
            Outcome::Usage
        };
        let stdin = self.paths.iter().any(|p| p == "-");
        if stdin && self.paths.len() > 1 {
            return Err(usage("`-` (standard input) cannot be combined with other paths".into()));
        }
        if self.stdin_filename.is_some() && !stdin {
            return Err(usage("--stdin-filename is only used with `-` (standard input)".into()));
        }
        // Files named for ks-host to read are looked at first: a FIFO would block its open.
        for (flag, file) in [("--config", &self.config), ("--baseline", &self.baseline)] {
            if let Some(file) = file.as_deref() {
                if let Some(reason) = input::special(file) {
                    return Err(usage(format!("{flag}: cannot read {}: {reason}", file.display())));
                }
            }
        }
        let resolver = Resolver::new(self.config.as_deref(), self.isolated, self.flags(judged))
            .map_err(|err| usage(err.to_string()))?;
        let resolver = Arc::new(resolver);
        if stdin {
            let mut source = input::read("-").map_err(|err| usage(err.to_string()))?;
            if let Some(name) = &self.stdin_filename {
                source.name = name.display().to_string();
            }
            let file = self.stdin_filename.clone();
            let stands_for = file.clone().unwrap_or_else(|| PathBuf::from("ship.ks"));
            let config = resolver.for_path(&stands_for).map_err(|err| usage(err.to_string()))?;
            let sessions = sessions(Sessions::new(), [&config])?;
            return Ok((vec![Found::Later(RunFile { file, config, source })], sessions));
        }
        let excludes = Excludes::new(&self.exclude).map_err(usage)?;
        let excluded = excluded(excludes, Arc::clone(&resolver));
        // The first path's session is made before the walk, and its policy base resolved and
        // listed while the tree is walked: git's part of a run overlaps the walk, and the files
        // found once it is done are judged as they are found.
        let first = resolver.for_path(Path::new(&self.paths[0])).ok();
        let early = sessions(Sessions::new(), first.iter())?;
        let as_found = |target: &Target| -> Result<Found<T>, ConfigError> {
            let config = resolver.for_entry(&target.path, false)?;
            let source = match read(target) {
                Ok(source) => source,
                Err(unreadable) => return Ok(Found::Judged(Err(unreadable))),
            };
            let session = early.get(&config);
            let file = RunFile { file: Some(target.path.clone()), config, source };
            Ok(match (judge, session) {
                (Some(judge), Some(session)) => file.judge_at_hand(session, judge),
                _ => Found::Later(file),
            })
        };
        let found = std::thread::scope(|scope| {
            if let Some(session) = first.as_ref().and_then(|config| early.get(config)) {
                scope.spawn(|| session.warm(Path::new(&self.paths[0])));
            }
            walk::visit(&self.paths, covers, excluded, &as_found)
        });
        if found.is_empty() {
            return Err(usage(nothing_found(&self.paths, covers, &resolver)));
        }
        let found = found
            .into_iter()
            .map(|(_, found)| found.map_err(|err| usage(err.to_string())))
            .collect::<Result<Vec<_>, _>>()?;
        let later = found.iter().filter_map(|found| match found {
            Found::Later(file) => Some(&file.config),
            Found::Judged(_) => None,
        });
        let sessions = sessions(early, later)?;
        Ok((found, sessions))
    }

    /// The command line's flags over the configuration: these and `judged` (the actor, the context).
    fn flags(&self, judged: Flags) -> Flags {
        Flags {
            base: self.base.clone(),
            no_base: self.no_base,
            baseline: self.baseline.clone(),
            scripts: self.no_scripts.then_some(false),
            base_in_env: Flags::from_env().base_in_env,
            ..judged
        }
    }
}

/// What a walk leaves out: what `--exclude` matches, and what the configuration of each entry
/// excludes (`exclude`). `check`, `plan`, `policy explain` and `fmt` walk through this one question.
pub fn excluded(excludes: Excludes, resolver: Arc<Resolver>) -> walk::Excluded {
    Arc::new(move |path, is_dir| {
        // A configuration that cannot be read is reported when its files are loaded.
        excludes.matches(path)
            || resolver.for_entry(path, is_dir).is_ok_and(|config| config.excludes(path))
    })
}

/// Why a run over `paths` found no file, for its exit-2 message: each path the configuration
/// excludes, with the file and line that exclude it (as Ruff says it), else that there was nothing
/// there. Most likely a mistyped path or an exclude that is too wide: a run that checks nothing must
/// not pass as clean.
fn nothing_found(paths: &[String], covers: Covers, resolver: &Resolver) -> String {
    let wanted = match covers {
        Covers::WorkflowsAndBlocks => "no ship.ks or blocks/*.ks",
        Covers::Workflows => "no ship.ks",
    };
    match excluded_paths(paths, resolver) {
        Some(excluded) => format!("{excluded}; {wanted} was read"),
        None => format!("{wanted} under {}", paths.join(", ")),
    }
}

/// Each of `paths` its configuration excludes, and why: ``vendor is excluded by `exclude` in
/// keepshipping.toml:3 (`vendor`)``, joined by `; `; `None` when the configuration excludes none.
pub fn excluded_paths(paths: &[String], resolver: &Resolver) -> Option<String> {
    let excluded: Vec<String> = paths
        .iter()
        .filter_map(|given| {
            let path = Path::new(given);
            let why = resolver.for_path(path).ok()?.excluded_by(path)?;
            Some(format!("{} is {why}", walk::shown(path)))
        })
        .collect();
    (!excluded.is_empty()).then(|| excluded.join("; "))
}

/// `sessions` with a loader session for each configuration file among `configs` it lacks.
fn sessions<'a>(
    mut sessions: Sessions,
    configs: impl IntoIterator<Item = &'a Arc<Config>>,
) -> Result<Sessions, Outcome> {
    let scripts = ks_host::scripts::ScriptOptions::from_env();
    for config in configs {
        sessions.open(config, &scripts).map_err(|err| {
            output::err(&format!("error: {err}\n"));
            Outcome::Usage
        })?;
    }
    Ok(sessions)
}

/// Every answer of the run in path order: the files left for later judged in parallel, at once
/// when their site is at hand by now (the base was listed while the tree was walked), the rest after
/// the base's copies they will ask for are read ahead in one batch per repository (git is not asked
/// for the others). A policy base that does not resolve stops the run (a message and exit 2).
fn judge_later<T: Send>(
    found: Vec<Found<T>>,
    sessions: &Sessions,
    judge: &(impl Fn(Loaded) -> T + Sync),
) -> Result<Vec<Result<T, Unreadable>>, Outcome> {
    // One file is one piece of work: the files left for later cluster in path order (those the walk
    // found first), and in larger pieces one thread would judge them while the other passes over the
    // files judged already.
    let found: Vec<Found<T>> = found
        .into_par_iter()
        .with_max_len(1)
        .map(|found| match found {
            Found::Later(file) => {
                let session = session_of(sessions, &file.config);
                file.judge_at_hand(session, judge)
            }
            judged => judged,
        })
        .collect();
    // Per configuration file: its configuration and the files whose base copies to read ahead.
    type Ahead<'a> = (&'a Config, Vec<(PathBuf, &'a str)>);
    let mut ahead: HashMap<Option<&Path>, Ahead<'_>> = HashMap::new();
    for found in &found {
        if let Found::Later(RunFile { file: Some(path), config, source }) = found {
            let (_, files) = ahead.entry(config.file()).or_insert_with(|| (config, Vec::new()));
            files.push((path.clone(), source.text.as_str()));
        }
    }
    for (config, files) in ahead.into_values() {
        session_of(sessions, config).prefetch(&files);
    }
    let answers: Vec<Result<Result<T, Unreadable>, ks_host::loader::LoadError>> = found
        .into_par_iter()
        .with_max_len(1)
        .map(|found| {
            let RunFile { file, config, source } = match found {
                Found::Judged(answer) => return Ok(answer),
                Found::Later(file) => file,
            };
            let session = session_of(sessions, &config);
            let options =
                session.load(file.as_deref(), Some(&source.text), config.judge(base_options()))?;
            Ok(Ok(judge(Loaded { source, file, options, config })))
        })
        .collect();
    answers.into_iter().collect::<Result<Vec<_>, _>>().map_err(|err| {
        output::err(&format!("error: {err}\n"));
        Outcome::Usage
    })
}

/// The block files the run's sites see that could not be read: a use of a block in one would be
/// judged as a use of no block (a warning), and the run pass on what it never read.
fn unreadable_blocks(sessions: &Sessions) -> Vec<Unreadable> {
    sessions.unreadable_blocks().into_iter().map(said).collect()
}

/// A block file that could not be read, as the run says it.
fn said(unread: ks_host::blocks::Unreadable) -> Unreadable {
    let path = unread.path.strip_prefix(".").unwrap_or(&unread.path);
    let name = path.display().to_string();
    let message = format!("cannot read {name}: {}", unread.reason);
    Unreadable { name, reason: unread.reason, message }
}

/// `path` from the root, for telling whether two names stand for one file (`a/b` and `./a/b`).
fn absolute(path: &Path) -> PathBuf {
    std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf())
}

fn session_of<'s>(sessions: &'s Sessions, config: &Config) -> &'s Session {
    sessions.get(config).expect("a session is opened for every configuration found")
}

fn read(target: &Target) -> Result<Source, Unreadable> {
    input::read_target(target).map_err(|err| Unreadable {
        name: target.name.clone(),
        reason: err.reason().to_string(),
        message: err.to_string(),
    })
}
