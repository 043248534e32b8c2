//! The policy documents from outside the checked file (POL-18, POL-22, POL-25, GAP-21, ADR 0012):
//! the default branch's copy through the git CLI, and the organisation's baseline from a file.
//!
//! The base is named by `--base REF`, else `$KEEPSHIPPING_BASE`, else the first of
//! `origin/$GITHUB_BASE_REF`, `origin/HEAD`, `origin/main`, `main`, `master` that resolves (empty
//! variables count as unset). The file is read at the same repository path at that commit. An
//! explicitly named base that does not resolve is an error (the CLI's exit 2); an implicit chain that
//! resolves nothing is [`Base::Unresolved`] (KS0405, an empty base).

use std::{
    fmt,
    path::{Path, PathBuf},
    process::Command,
};

use ks_core::{policy::Base, ports::policy::PolicyStore};

/// Why a base could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BaseError {
    /// `--base` or `$KEEPSHIPPING_BASE` named a commit that does not resolve.
    Unresolvable { reference: String, from: &'static str },
    /// `--base` or `$KEEPSHIPPING_BASE` named a base, but the file lies in no git repository.
    NoRepository { reference: String, from: &'static str },
}

impl fmt::Display for BaseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BaseError::Unresolvable { reference, from } => {
                write!(f, "the policy base `{reference}` ({from}) does not resolve to a commit")
            }
            BaseError::NoRepository { reference, from } => write!(
                f,
                "the policy base `{reference}` ({from}) cannot be read: the file is not in a git \
                 repository (use --no-base to check without a base)"
            ),
        }
    }
}

impl std::error::Error for BaseError {}

/// Where the base's name came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Named {
    Flag,
    Variable,
}

/// The references tried, in order, with whether each was named explicitly.
pub fn candidates(
    flag: Option<&str>,
    var: &dyn Fn(&str) -> Option<String>,
) -> (Vec<String>, Option<Named>) {
    let set = |value: Option<String>| value.filter(|v| !v.is_empty());
    if let Some(flag) = flag.filter(|f| !f.is_empty()) {
        return (vec![flag.to_string()], Some(Named::Flag));
    }
    if let Some(named) = set(var("KEEPSHIPPING_BASE")) {
        return (vec![named], Some(Named::Variable));
    }
    let mut chain = Vec::new();
    if let Some(base_ref) = set(var("GITHUB_BASE_REF")) {
        chain.push(format!("origin/{base_ref}"));
    }
    chain.extend(["origin/HEAD", "origin/main", "main", "master"].map(str::to_string));
    (chain, None)
}

fn git(dir: &Path, args: &[&str]) -> Option<Vec<u8>> {
    let output = Command::new("git").arg("-C").arg(dir).args(args).output().ok()?;
    output.status.success().then_some(output.stdout)
}

fn line(bytes: Vec<u8>) -> Option<String> {
    let text = String::from_utf8(bytes).ok()?;
    let text = text.trim();
    (!text.is_empty()).then(|| text.to_string())
}

/// The commit a reference names in the repository holding `dir`.
pub fn resolve_commit(dir: &Path, reference: &str) -> Option<String> {
    if reference.starts_with('-') {
        return None;
    }
    let spec = format!("{reference}^{{commit}}");
    line(git(dir, &["rev-parse", "--verify", "--quiet", &spec])?)
}

/// The repository-relative path of `file` (`/` separated), when it lies in a work tree.
fn repo_path(file: &Path) -> Option<(PathBuf, String)> {
    let absolute = std::path::absolute(file).ok()?;
    let dir = absolute.parent()?.to_path_buf();
    let top = PathBuf::from(line(git(&dir, &["rev-parse", "--show-toplevel"])?)?);
    let top = top.canonicalize().unwrap_or(top);
    let dir_canonical = dir.canonicalize().unwrap_or(dir.clone());
    let relative_dir = dir_canonical.strip_prefix(&top).ok()?;
    let relative = relative_dir.join(absolute.file_name()?);
    let text = relative.components().map(|c| c.as_os_str().to_string_lossy()).collect::<Vec<_>>();
    Some((dir, text.join("/")))
}

/// Resolves the base for `file`: which commit, and its copy of the file.
pub fn resolve_base(
    file: &Path,
    flag: Option<&str>,
    var: &dyn Fn(&str) -> Option<String>,
) -> Result<Base, BaseError> {
    let (chain, named) = candidates(flag, var);
    let explicit_error = |reference: &str| match named {
        Some(named) => Err(BaseError::Unresolvable {
            reference: reference.to_string(),
            from: if named == Named::Flag { "--base" } else { "$KEEPSHIPPING_BASE" },
        }),
        None => Ok(Base::Unresolved),
    };
    let Some((dir, path)) = repo_path(file) else {
        return match explicit_error(&chain[0]) {
            Err(BaseError::Unresolvable { reference, from }) => {
                Err(BaseError::NoRepository { reference, from })
            }
            other => other,
        };
    };
    for reference in &chain {
        if let Some(commit) = resolve_commit(&dir, reference) {
            let text = git(&dir, &["show", &format!("{commit}:{path}")])
                .and_then(|bytes| String::from_utf8(bytes).ok());
            return Ok(Base::Resolved { name: reference.clone(), commit, text });
        }
    }
    explicit_error(&chain[0])
}

/// Resolves the base with the process's own environment.
pub fn resolve_base_from_env(file: &Path, flag: Option<&str>) -> Result<Base, BaseError> {
    resolve_base(file, flag, &|name| std::env::var(name).ok())
}

/// The `--baseline FILE` adapter of [`PolicyStore`]: the organisation's baseline, read once.
#[derive(Clone, Debug)]
pub struct FileBaseline {
    text: String,
}

impl FileBaseline {
    pub fn read(path: &Path) -> std::io::Result<FileBaseline> {
        Ok(FileBaseline { text: std::fs::read_to_string(path)? })
    }

    pub fn from_text(text: impl Into<String>) -> FileBaseline {
        FileBaseline { text: text.into() }
    }
}

impl PolicyStore for FileBaseline {
    fn baseline(&self) -> Option<String> {
        Some(self.text.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn none(_: &str) -> Option<String> {
        None
    }

    #[test]
    fn the_fallback_chain() {
        assert_eq!(candidates(Some("x"), &none), (vec!["x".to_string()], Some(Named::Flag)));
        let env = |name: &str| match name {
            "KEEPSHIPPING_BASE" => Some(String::new()),
            "GITHUB_BASE_REF" => Some("release".to_string()),
            _ => None,
        };
        let (chain, named) = candidates(None, &env);
        assert_eq!(named, None);
        assert_eq!(chain, ["origin/release", "origin/HEAD", "origin/main", "main", "master"]);
        let env = |name: &str| (name == "KEEPSHIPPING_BASE").then(|| "v1".to_string());
        assert_eq!(candidates(None, &env), (vec!["v1".to_string()], Some(Named::Variable)));
    }

    #[test]
    fn outside_a_repository() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("ship.ks");
        std::fs::write(&file, "name: x\n").unwrap();
        assert_eq!(resolve_base(&file, None, &none), Ok(Base::Unresolved));
        // A named base says that there is no repository, not that the name does not resolve.
        assert!(matches!(
            resolve_base(&file, Some("main"), &none),
            Err(BaseError::NoRepository { .. })
        ));
    }
}
