//! The one site loader: everything `check` uses from around the file it checks — the blocks beside it
//! (a block file's siblings), the policy base through git and the `--baseline` file, `.tf` outputs
//! and script facts — gathered into one [`CheckOptions`] by [`load`]. `check`, `plan` and
//! `policy explain` all take it, so they judge a file alike.

use std::{
    fmt,
    path::{Path, PathBuf},
    sync::Arc,
};

use ks_core::CheckOptions;

use crate::{blocks, policy, scripts::ScriptOptions, site::SiteFacts};

/// Why the host could not supply what was asked for (the CLI's exit 2).
#[derive(Debug)]
pub enum AroundError {
    Base(policy::BaseError),
    Baseline { path: String, error: std::io::Error },
}

impl fmt::Display for AroundError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AroundError::Base(error) => error.fmt(f),
            AroundError::Baseline { path, error } => {
                write!(f, "cannot read the baseline {path}: {error}")
            }
        }
    }
}

impl std::error::Error for AroundError {}

/// What a front end asks the loader for.
#[derive(Debug, Default)]
pub struct SiteRequest {
    /// The checked file, or the path standard input stands for (`--stdin-filename`); `None`: standard
    /// input that stands for nothing, read as `./ship.ks` for the base and the site but with no blocks.
    pub file: Option<PathBuf>,
    /// `--base REF`, else the environment's choice (`$KEEPSHIPPING_BASE`, …).
    pub base: Option<String>,
    /// `--baseline FILE`.
    pub baseline: Option<PathBuf>,
    /// `--no-base`: consult no policy base (a site outside any repository, on purpose): no KS0405.
    pub no_base: bool,
    /// How script modules are read (`--no-scripts` turns the import off).
    pub scripts: ScriptOptions,
}

/// `options` with every fact of the site around `request.file`: its blocks, its policy base (none
/// with `no_base`) and baseline, and the `.tf` outputs and script facts of its directory (the current
/// directory for standard input, whose base is looked for as `./ship.ks`).
pub fn load(request: SiteRequest, mut options: CheckOptions) -> Result<CheckOptions, AroundError> {
    let file = request.file.as_deref();
    if let Some(file) = file {
        options.blocks = blocks::discover(file);
    }
    if !request.no_base {
        let named = file.unwrap_or(Path::new("ship.ks"));
        options.policy_base = policy::resolve_base_from_env(named, request.base.as_deref())
            .map_err(AroundError::Base)?;
    }
    if let Some(path) = &request.baseline {
        let store = policy::FileBaseline::read(path)
            .map_err(|error| AroundError::Baseline { path: path.display().to_string(), error })?;
        options.policy_store = Arc::new(store);
    }
    let site = file.and_then(Path::parent).filter(|dir| !dir.as_os_str().is_empty());
    let facts = SiteFacts::new(site.unwrap_or(Path::new(".")), request.scripts);
    Ok(options.with_runtime_outputs(Arc::new(facts)))
}
