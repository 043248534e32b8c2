//! What `keepshipping check` and `keepshipping policy explain` read around the file they check: the
//! blocks beside it, the policy base through git and the `--baseline` file — one path for both
//! commands.

use std::{fmt, path::Path, sync::Arc};

use ks_core::CheckOptions;

use crate::{blocks, policy};

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
