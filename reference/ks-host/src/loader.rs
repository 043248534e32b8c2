//! The one site loader: everything `check` uses from around a file — the blocks beside it (a block
//! file's siblings), the policy base through git and the baseline file, `.tf` outputs and script
//! facts — gathered into one [`CheckOptions`]. `check`, `plan`, `policy explain` and the language
//! server all take it, so they judge a file alike.
//!
//! A [`Session`] holds what every file of one run (or one editor workspace) shares: the base is named
//! once and resolved once per repository, the baseline is read once, and each `blocks/` directory is
//! read and derived once however many files see it.

use std::{
    collections::HashMap,
    fmt,
    path::{Path, PathBuf},
    sync::{Arc, Mutex},
};

use ks_core::{block::BlockSignatures, CheckOptions};

use crate::{blocks, policy, scripts::ScriptOptions, site::SiteFacts};

/// Why the host could not supply what was asked for (the CLI's exit 2).
#[derive(Clone, Debug)]
pub enum LoadError {
    Base(policy::BaseError),
    Baseline { path: String, error: String },
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Base(error) => error.fmt(f),
            LoadError::Baseline { path, error } => {
                write!(f, "cannot read the baseline {path}: {error}")
            }
        }
    }
}

impl std::error::Error for LoadError {}

/// What a front end asks of every file it loads.
#[derive(Clone, Debug, Default)]
pub struct RunRequest {
    /// `--base REF`, else the environment's choice (`$KEEPSHIPPING_BASE`, …).
    pub base: Option<String>,
    /// `--baseline FILE`.
    pub baseline: Option<PathBuf>,
    /// `--no-base`: consult no policy base (a site outside any repository, on purpose): no KS0405.
    pub no_base: bool,
    /// How script modules are read (`--no-scripts` turns the import off).
    pub scripts: ScriptOptions,
}

/// The facts shared by the files of one run.
pub struct Session {
    scripts: ScriptOptions,
    /// `None` with `--no-base`.
    bases: Option<policy::Bases>,
    baseline: Option<Arc<policy::FileBaseline>>,
    blocks: Mutex<HashMap<PathBuf, BlockSignatures>>,
}

impl Session {
    /// A session with the process's environment choosing the base; reads the baseline.
    pub fn new(request: RunRequest) -> Result<Session, LoadError> {
        Session::with_env(request, &|name| std::env::var(name).ok())
    }

    /// A session whose base is chosen from `var` instead of the process's environment.
    pub fn with_env(
        request: RunRequest,
        var: &dyn Fn(&str) -> Option<String>,
    ) -> Result<Session, LoadError> {
        let baseline = match &request.baseline {
            Some(path) => Some(Arc::new(policy::FileBaseline::read(path).map_err(|error| {
                LoadError::Baseline { path: path.display().to_string(), error: error.to_string() }
            })?)),
            None => None,
        };
        let bases = (!request.no_base).then(|| policy::Bases::new(request.base.as_deref(), var));
        Ok(Session { scripts: request.scripts, bases, baseline, blocks: Mutex::default() })
    }

    /// `options` with every fact of the site around `file`: its blocks, its policy base and the
    /// baseline, the `.tf` outputs and script facts of its directory. `None` is standard input that
    /// stands for no path: no blocks, and the base and site of `./ship.ks`.
    pub fn load(
        &self,
        file: Option<&Path>,
        mut options: CheckOptions,
    ) -> Result<CheckOptions, LoadError> {
        if let Some(file) = file {
            options.blocks = self.blocks_for(file);
        }
        if let Some(bases) = &self.bases {
            let named = file.unwrap_or(Path::new("ship.ks"));
            options.policy_base = bases.base(named).map_err(LoadError::Base)?;
        }
        if let Some(baseline) = &self.baseline {
            options.policy_store = baseline.clone();
        }
        let site = file.and_then(Path::parent).filter(|dir| !dir.as_os_str().is_empty());
        let facts = SiteFacts::new(site.unwrap_or(Path::new(".")), self.scripts.clone());
        Ok(options.with_runtime_outputs(Arc::new(facts)))
    }

    fn blocks_for(&self, file: &Path) -> BlockSignatures {
        let dir = blocks::blocks_dir(file);
        let known = self.blocks.lock().unwrap_or_else(|p| p.into_inner()).get(&dir).cloned();
        if let Some(known) = known {
            return known;
        }
        // Derived outside the lock: two threads may derive one directory, never wait on each other.
        let derived = blocks::discover(file);
        let mut memo = self.blocks.lock().unwrap_or_else(|p| p.into_inner());
        memo.entry(dir).or_insert(derived).clone()
    }
}

/// The facts of one file alone: a session of one.
pub fn load(
    file: Option<&Path>,
    request: RunRequest,
    options: CheckOptions,
) -> Result<CheckOptions, LoadError> {
    Session::new(request)?.load(file, options)
}
