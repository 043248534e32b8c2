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
    /// How script modules are read (`--no-scripts` turns the import off).
    pub scripts: ScriptOptions,
}

/// `options` with every fact of the site around `request.file`: its blocks, its policy base and
/// baseline ([`options_for`]), and the `.tf` outputs and script facts of its directory (the current
/// directory for standard input).
pub fn load(request: SiteRequest, options: CheckOptions) -> Result<CheckOptions, AroundError> {
    let file = request.file.as_deref();
    let options = options_for(file, request.base.as_deref(), request.baseline.as_deref(), options)?;
    let site = file.and_then(Path::parent).filter(|dir| !dir.as_os_str().is_empty());
    let facts = SiteFacts::new(site.unwrap_or(Path::new(".")), request.scripts);
    Ok(options.with_runtime_outputs(Arc::new(facts)))
}

/// `options` with the blocks, the base and the baseline of `file` (`None`: standard input, which has
/// no blocks and whose base is looked for from the current directory as `ship.ks`).
pub fn options_for(
    file: Option<&Path>,
    base: Option<&str>,
    baseline: Option<&Path>,
    mut options: CheckOptions,
) -> Result<CheckOptions, AroundError> {
    if let Some(file) = file {
        options.blocks = blocks::discover(file);
    }
    let file = file.unwrap_or(Path::new("ship.ks"));
    options.policy_base = policy::resolve_base_from_env(file, base).map_err(AroundError::Base)?;
    if let Some(path) = baseline {
        let store = policy::FileBaseline::read(path)
            .map_err(|error| AroundError::Baseline { path: path.display().to_string(), error })?;
        options.policy_store = Arc::new(store);
    }
    Ok(options)
}
