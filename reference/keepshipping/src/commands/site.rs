//! What `check`, `plan` and `policy explain` share: the workflow argument, who it is judged for, and
//! what is read around it. All three read the site through `ks_host::loader`, so a file `check`
//! rejects is one `plan` refuses to plan.

use std::path::{Path, PathBuf};

use clap::ValueEnum;
use ks_core::{Actor, CheckOptions, Context};

use crate::{
    input::{self, Source},
    output, Outcome,
};

/// The workflow and the site around it.
#[derive(clap::Args)]
pub struct SiteArgs {
    /// The workflow: a file, a directory (its `ship.ks`), or `-` for standard input.
    #[arg(default_value = "ship.ks")]
    pub path: String,
    /// With `-`: the path standard input stands for, used in messages and to find its site (its
    /// `blocks/`, `.tf` files, scripts and policy base).
    #[arg(long, value_name = "PATH")]
    pub stdin_filename: Option<PathBuf>,
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

impl SiteArgs {
    /// Reads the workflow and loads its site into `options`; a message and exit 2 when either fails.
    pub fn load(&self, options: CheckOptions) -> Result<Loaded, Outcome> {
        let stdin = self.path == "-";
        if self.stdin_filename.is_some() && !stdin {
            output::err("error: --stdin-filename is only used with `-` (standard input)\n");
            return Err(Outcome::Usage);
        }
        let path = if !stdin && Path::new(&self.path).is_dir() {
            Path::new(&self.path).join("ship.ks").to_string_lossy().into_owned()
        } else {
            self.path.clone()
        };
        let mut source = input::read(&path).map_err(|err| {
            output::err(&format!("error: {err}\n"));
            Outcome::Usage
        })?;
        let file = if stdin { self.stdin_filename.clone() } else { Some(PathBuf::from(&path)) };
        if let (true, Some(name)) = (stdin, &file) {
            source.name = name.display().to_string();
        }
        let options =
            ks_host::loader::load(file.as_deref(), self.run_request(), options).map_err(|err| {
                output::err(&format!("error: {err}\n"));
                Outcome::Usage
            })?;
        Ok(Loaded { source, file, options })
    }

    /// What every file of the run is loaded with.
    pub fn run_request(&self) -> ks_host::loader::RunRequest {
        ks_host::loader::RunRequest {
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
