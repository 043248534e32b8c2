//! What `check`, `plan` and `policy explain` share: the paths a run covers, who it is judged for, and
//! what is read around each file. All three read every site through ks-host's one loader (one
//! `Session` per run: the policy base resolved once), so a file `check` rejects is one `plan` refuses
//! to plan. Files are read and judged in parallel and come back in path order.

use std::path::{Path, PathBuf};

use clap::ValueEnum;
use ks_core::{Actor, CheckOptions, Context};
use ks_host::loader::{RunRequest, Session};
use rayon::prelude::*;

use crate::{
    input::{self, Source},
    output,
    walk::{self, Excludes, Target},
    Outcome,
};

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
}

/// Who the workflow is judged for, and where it is pretended to run.
#[derive(clap::Args)]
pub struct JudgeArgs {
    /// Who the check is for: policy binds the actor.
    #[arg(long, value_enum, default_value_t = ActorArg::Human)]
    pub actor: ActorArg,
    /// Where the workflow is pretended to run: `local` warns about `ci-only:` steps.
    #[arg(long, value_enum, default_value_t = ContextArg::Local)]
    pub context: ContextArg,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ActorArg {
    Human,
    Agent,
    Ci,
}

impl ActorArg {
    pub fn actor(self) -> Actor {
        match self {
            ActorArg::Human => Actor::Human,
            ActorArg::Agent => Actor::Agent,
            ActorArg::Ci => Actor::Ci,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ContextArg {
    Local,
    Ci,
}

impl JudgeArgs {
    /// The options the actor and context set, and `CI` from the environment.
    pub fn options(&self) -> CheckOptions {
        let mut options = CheckOptions::default().with_actor(self.actor.actor());
        options.context = match self.context {
            ContextArg::Local => Context::Local,
            ContextArg::Ci => Context::Ci,
        };
        options.ci_env = std::env::var_os("CI").is_some_and(|value| !value.is_empty());
        options
    }
}

/// A workflow read, with every fact of its site.
pub struct Loaded {
    pub source: Source,
    /// The checked file (`None`: standard input that stands for no path).
    pub file: Option<PathBuf>,
    pub options: CheckOptions,
}

/// A file of the run that could not be read, and why.
pub struct Unreadable {
    pub name: String,
    /// Why, in a few words (`no such file`).
    pub reason: String,
    /// The whole message (`cannot read a/ship.ks: no such file`).
    pub message: String,
}

/// What a run covers: its files (or standard input) and the facts they share.
pub struct Run {
    stdin: Option<(Source, Option<PathBuf>)>,
    targets: Vec<Target>,
    session: Session,
}

/// Which files a directory stands for.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Covers {
    /// `ship.ks` and `blocks/*.ks` (check).
    WorkflowsAndBlocks,
    /// `ship.ks` only (plan, policy explain: a block alone has no plan or policy).
    Workflows,
}

impl SiteArgs {
    /// The run's files and its session; a message and exit 2 for a command-line problem, standard
    /// input that cannot be read, or a baseline that cannot be read.
    pub fn run(&self, covers: Covers) -> Result<Run, Outcome> {
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
        let session = Session::new(self.run_request()).map_err(|err| usage(err.to_string()))?;
        if stdin {
            let mut source = input::read("-").map_err(|err| usage(err.to_string()))?;
            if let Some(name) = &self.stdin_filename {
                source.name = name.display().to_string();
            }
            let file = self.stdin_filename.clone();
            return Ok(Run { stdin: Some((source, file)), targets: Vec::new(), session });
        }
        let excludes = Excludes::new(&self.exclude).map_err(usage)?;
        let excluded: walk::Excluded = std::sync::Arc::new(move |path| excludes.matches(path));
        let mut targets = walk::targets(&self.paths, excluded);
        if covers == Covers::Workflows {
            // A block file named explicitly is still planned; a walk's blocks are not.
            targets.retain(|target| {
                target.path.file_name().is_some_and(|name| name == "ship.ks")
                    || self.paths.iter().any(|given| Path::new(given) == target.path)
            });
        }
        if targets.is_empty() {
            // Most likely a mistyped path or an exclude that is too wide: a run that checks nothing
            // must not pass as clean.
            let wanted = match covers {
                Covers::WorkflowsAndBlocks => "no ship.ks or blocks/*.ks",
                Covers::Workflows => "no ship.ks",
            };
            return Err(usage(format!("{wanted} under {}", self.paths.join(", "))));
        }
        Ok(Run { stdin: None, targets, session })
    }

    /// What every file of the run is loaded with.
    pub fn run_request(&self) -> RunRequest {
        RunRequest {
            base: self.base.clone(),
            baseline: self.baseline.clone(),
            no_base: self.no_base,
            scripts: ks_host::scripts::ScriptOptions {
                enabled: !self.no_scripts,
                ..ks_host::scripts::ScriptOptions::from_env()
            },
        }
    }
}

impl Run {
    /// How many files the run covers.
    pub fn len(&self) -> usize {
        self.targets.len() + usize::from(self.stdin.is_some())
    }

    /// `judge` over every file of the run, in parallel, the answers in path order. A file that cannot
    /// be read is an [`Unreadable`] and the run goes on; a policy base that does not resolve stops it
    /// (a message and exit 2).
    pub fn each<T: Send>(
        &self,
        options: &CheckOptions,
        judge: impl Fn(Loaded) -> T + Sync,
    ) -> Result<Vec<Result<T, Unreadable>>, Outcome> {
        let load = |source: Source, file: Option<PathBuf>| {
            let options = self.session.load(file.as_deref(), options.clone())?;
            Ok(judge(Loaded { source, file, options }))
        };
        let answers: Vec<Result<Result<T, Unreadable>, ks_host::loader::LoadError>> =
            match &self.stdin {
                Some((source, file)) => {
                    let source = Source { name: source.name.clone(), text: source.text.clone() };
                    vec![load(source, file.clone()).map(Ok)]
                }
                None => self
                    .targets
                    .par_iter()
                    .map(|target| match input::read_path(&target.path, &target.name) {
                        Ok(source) => load(source, Some(target.path.clone())).map(Ok),
                        Err(err) => Ok(Err(Unreadable {
                            name: target.name.clone(),
                            reason: err.reason().to_string(),
                            message: err.to_string(),
                        })),
                    })
                    .collect(),
            };
        answers.into_iter().collect::<Result<Vec<_>, _>>().map_err(|err| {
            output::err(&format!("error: {err}\n"));
            Outcome::Usage
        })
    }
}
