//! The policy documents from outside the checked file (POL-18, POL-22, POL-25, GAP-21, ADR 0012):
//! the default branch's copy (read through `git.rs`), and the organisation's baseline from a file.
//!
//! The base is named by `--base REF`, else `$KEEPSHIPPING_BASE`, else the first of
//! `origin/$GITHUB_BASE_REF`, `origin/HEAD`, `origin/main`, `main`, `master` that resolves (empty
//! variables count as unset). The file is read at the same repository path at that commit. An
//! explicitly named base that does not resolve is an error (the CLI's exit 2); an implicit chain that
//! resolves nothing is [`Base::Unresolved`] (KS0405, an empty base).

use std::{
    collections::HashMap,
    fmt,
    path::{Component, Path, PathBuf},
    sync::{Arc, Mutex, OnceLock},
};

use ks_core::{policy::Base, ports::policy::PolicyStore};

pub use crate::git::resolve_commit;
use crate::{
    git::{git, is_blob, list_workflows, read_blobs, resolve_first, BlobReader},
    lock,
};

/// Why a base could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BaseError {
    /// `--base`, the configuration's `base` or `$KEEPSHIPPING_BASE` (`from`) named a commit that does
    /// not resolve.
    Unresolvable { reference: String, from: String },
    /// `--base`, the configuration's `base` or `$KEEPSHIPPING_BASE` (`from`) named a base, but the
    /// file lies in no git repository.
    NoRepository { reference: String, from: String },
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

/// A folder's work tree and the folder's canonical path (both canonical).
#[derive(Clone)]
struct Located {
    top: PathBuf,
    dir: PathBuf,
}

/// The policy bases of one run: the references named once, each repository's commit resolved once,
/// and the copies of files read through one `git cat-file --batch` per repository.
pub struct Bases {
    chain: Vec<String>,
    named: Option<Named>,
    /// Where the flag's reference was written when not on the command line.
    flag_named_by: Option<String>,
    repositories: Mutex<HashMap<PathBuf, Arc<Repository>>>,
    /// Each canonical folder's work tree (see [`Bases::top_of`]).
    tops: Mutex<HashMap<PathBuf, Option<PathBuf>>>,
    /// Each absolute folder's canonical path (see [`Bases::canonical`]).
    canonical: Mutex<HashMap<PathBuf, Option<PathBuf>>>,
    /// The current directory, asked once: a run locates every file of a tree against it.
    cwd: Option<PathBuf>,
}

/// A base copy a run will ask for: its repository path and its blob id.
type Wanted = (String, String);

/// What a repository's base resolved to: the reference that resolved and its commit; `Ok(None)`:
/// the implicit chain resolved nothing.
type Resolved = Result<Option<(String, String)>, BaseError>;

/// What a repository knows of a base copy before asking git.
enum Remembered {
    /// The copy (`None`: the base has no such file).
    Copy(Option<String>),
    /// The blob to read.
    Blob(String),
    /// Not listed (yet, or listing failed): the file is looked up by path.
    Unlisted,
}

/// One repository's base.
struct Repository {
    top: PathBuf,
    /// Resolved on first use, outside the bases' lock (git is asked while other threads look up
    /// other repositories, or find this one not resolved yet).
    resolved: OnceLock<Resolved>,
    /// The base's `*.ks` files and their blob ids, listed once ([`list_workflows`]); `None` until the
    /// first read, or when listing failed (then each file is looked up by path).
    listing: OnceLock<Option<HashMap<String, String>>>,
    /// Copies read ahead by [`Bases::prefetch`], by repository path.
    copies: Mutex<HashMap<String, Option<String>>>,
    reader: Mutex<Option<BlobReader>>,
}

impl Bases {
    /// The bases `flag` (`--base`) or the environment (`var`) name.
    pub fn new(flag: Option<&str>, var: &dyn Fn(&str) -> Option<String>) -> Bases {
        let (chain, named) = candidates(flag, var);
        let (repositories, tops, canonical) =
            (Mutex::default(), Mutex::default(), Mutex::default());
        let cwd = std::env::current_dir().ok();
        Bases { chain, named, flag_named_by: None, repositories, tops, canonical, cwd }
    }

    /// Says in messages that `flag` came from `by` (the configuration's `base` key) instead of
    /// `--base`.
    pub fn flag_named_by(self, by: Option<String>) -> Bases {
        Bases { flag_named_by: by, ..self }
    }

    fn from(&self) -> String {
        match (&self.named, &self.flag_named_by) {
            (Some(Named::Flag), Some(by)) => by.clone(),
            (Some(Named::Flag), None) => "--base".to_string(),
            _ => "$KEEPSHIPPING_BASE".to_string(),
        }
    }

    /// Where `file` lies: its work tree and repository path (each folder looked at once).
    fn locate(&self, file: &Path) -> Option<(Located, String)> {
        let absolute: PathBuf = match &self.cwd {
            // Collecting the components drops the `.` parts, as `std::path::absolute` does.
            Some(cwd) if file.is_relative() => cwd.join(file).components().collect(),
            _ => std::path::absolute(file).unwrap_or_else(|_| file.to_path_buf()),
        };
        let dir = self.canonical(absolute.parent().unwrap_or(Path::new("/")))?;
        let located = Located { top: self.top_of(&dir)?, dir };
        let path = repo_path(&located, absolute.file_name()?)?;
        Some((located, path))
    }

    /// The absolute folder `dir` with its symbolic links resolved, each folder looked at once: a
    /// folder that is no link is its canonical parent's child, which takes one `lstat` where
    /// resolving the whole path again would read every component (a tree of a thousand sites asks
    /// about the same parents a thousand times).
    fn canonical(&self, dir: &Path) -> Option<PathBuf> {
        if let Some(known) = lock(&self.canonical).get(dir) {
            return known.clone();
        }
        let plain =
            dir.components().all(|c| matches!(c, Component::RootDir | Component::Normal(_)));
        let resolved = match (dir.parent(), dir.file_name()) {
            (Some(parent), Some(name)) if plain => match dir.symlink_metadata() {
                Ok(meta) if !meta.file_type().is_symlink() => {
                    self.canonical(parent).map(|parent| parent.join(name))
                }
                Ok(_) => dir.canonicalize().ok(),
                Err(_) => None,
            },
            _ => dir.canonicalize().ok(),
        };
        let mut canonical = lock(&self.canonical);
        canonical.insert(dir.to_path_buf(), resolved.clone());
        resolved
    }

    /// The work tree holding the canonical folder `dir`: the nearest folder at or above it with a
    /// `.git` (a directory, or the file a linked work tree or submodule has). Each folder is looked
    /// at once, however many folders below it ask.
    fn top_of(&self, dir: &Path) -> Option<PathBuf> {
        if let Some(known) = lock(&self.tops).get(dir) {
            return known.clone();
        }
        let top = match dir.join(".git").exists() {
            true => Some(dir.to_path_buf()),
            false => dir.parent().and_then(|parent| self.top_of(parent)),
        };
        lock(&self.tops).insert(dir.to_path_buf(), top.clone());
        top
    }

    /// The base of `file`: which commit, and its copy of the file. `current` is the text the front
    /// end read for `file`, when it has: a copy with the same blob id is that text, and git is not
    /// asked for it (most files of a run are unchanged since their base).
    pub fn base(&self, file: &Path, current: Option<&str>) -> Result<Base, BaseError> {
        let (repository, path) = match self.place(file) {
            Ok(place) => place,
            Err(answer) => return answer,
        };
        let (name, commit) = match self.resolved(&repository) {
            Ok(Some(resolved)) => resolved,
            Ok(None) => return Ok(Base::Unresolved),
            Err(error) => return Err(error.clone()),
        };
        let text = repository.read(commit, &path, current);
        Ok(Base::Resolved { name: name.clone(), commit: commit.clone(), text })
    }

    /// [`Bases::base`] when it is at hand: answered without asking git or waiting for a thread that
    /// does (the base resolved and listed, the file unchanged, not in the base, or read ahead);
    /// `None` otherwise. A run judges such files while it is still finding the others.
    pub fn base_at_hand(&self, file: &Path, current: &str) -> Option<Result<Base, BaseError>> {
        let (repository, path) = match self.place(file) {
            Ok(place) => place,
            Err(answer) => return Some(answer),
        };
        let (name, commit) = match repository.resolved.get()? {
            Ok(Some(resolved)) => resolved,
            Ok(None) => return Some(Ok(Base::Unresolved)),
            Err(error) => return Some(Err(error.clone())),
        };
        let text = repository.read_at_hand(&path, current)?;
        Some(Ok(Base::Resolved { name: name.clone(), commit: commit.clone(), text }))
    }

    /// The repository holding `file` and the file's path in it; the answer itself for a file in no
    /// repository.
    fn place(&self, file: &Path) -> Result<(Arc<Repository>, String), Result<Base, BaseError>> {
        match self.locate(file) {
            Some((located, path)) => Ok((self.repository(located.top), path)),
            None => Err(match self.named {
                Some(_) => Err(BaseError::NoRepository {
                    reference: self.chain[0].clone(),
                    from: self.from(),
                }),
                None => Ok(Base::OutsideRepository),
            }),
        }
    }

    /// Reads the base's copies of `files` (each with the text the run read) ahead, one pipelined
    /// `git cat-file --batch` per repository for those that changed, so that [`Bases::base`] answers
    /// them from memory: a run knows its files before it checks them (a round trip per file costs
    /// more than the check), an editor asks for one at a time.
    pub fn prefetch(&self, files: &[(PathBuf, &str)]) {
        use rayon::prelude::*;
        // Where each file lies, and whether its text is its base's blob, asked in parallel: only
        // the copies that differ are left for git.
        let wanted: Vec<(Arc<Repository>, Wanted)> = files
            .par_iter()
            .filter_map(|(file, text)| {
                let (repository, path) = self.place(file).ok()?;
                let Ok(Some((_, commit))) = self.resolved(&repository) else { return None };
                let listing = repository.listing(commit).as_ref();
                match repository.remembered(&path, Some(text), listing) {
                    Remembered::Blob(id) => Some((repository, (path, id))),
                    // Known already (unchanged, or not in the base), or to be looked up by path.
                    Remembered::Copy(_) | Remembered::Unlisted => None,
                }
            })
            .collect();
        let mut by_repository: HashMap<PathBuf, (Arc<Repository>, Vec<Wanted>)> = HashMap::new();
        for (repository, wanted) in wanted {
            let entry = by_repository.entry(repository.top.clone());
            entry.or_insert_with(|| (repository, Vec::new())).1.push(wanted);
        }
        for (repository, files) in by_repository.into_values() {
            repository.fetch(files);
        }
    }

    /// Resolves and lists the base of the repository holding `path` (a file or a folder) ahead of
    /// the first file's question.
    pub fn warm(&self, path: &Path) {
        let file = if path.is_dir() { path.join("ship.ks") } else { path.to_path_buf() };
        if let Ok((repository, _)) = self.place(&file) {
            if let Ok(Some((_, commit))) = self.resolved(&repository) {
                repository.listing(commit);
            }
        }
    }

    /// What the base resolves to in `repository`, asked of git on first use (outside the lock on
    /// the repositories: threads that find it not resolved yet do not wait on git).
    fn resolved<'r>(&self, repository: &'r Repository) -> &'r Resolved {
        repository.resolved.get_or_init(|| match resolve_first(&repository.top, &self.chain) {
            Some(resolved) => Ok(Some(resolved)),
            None => match self.named {
                Some(_) => Err(BaseError::Unresolvable {
                    reference: self.chain[0].clone(),
                    from: self.from(),
                }),
                None => Ok(None),
            },
        })
    }

    fn repository(&self, top: PathBuf) -> Arc<Repository> {
        let mut repositories = lock(&self.repositories);
        let repository = repositories.entry(top).or_insert_with_key(|top| {
            let top = top.clone();
            let (resolved, listing) = (OnceLock::new(), OnceLock::new());
            let (copies, reader) = (Mutex::default(), Mutex::default());
            Arc::new(Repository { top, resolved, listing, copies, reader })
        });
        Arc::clone(repository)
    }
}

/// The repository-relative path of the file `name` in the located folder (`/` separated).
fn repo_path(located: &Located, name: &std::ffi::OsStr) -> Option<String> {
    let relative = located.dir.strip_prefix(&located.top).ok()?.join(name);
    let parts: Vec<_> = relative.components().map(|c| c.as_os_str().to_string_lossy()).collect();
    Some(parts.join("/"))
}

impl Repository {
    /// What is known of the base's copy of `path` without asking git: a copy read ahead, or what
    /// `listing` says (no such file; `current`, the work tree's text, has the base's blob id).
    fn remembered(
        &self,
        path: &str,
        current: Option<&str>,
        listing: Option<&HashMap<String, String>>,
    ) -> Remembered {
        if let Some(copy) = lock(&self.copies).get(path) {
            return Remembered::Copy(copy.clone());
        }
        let Some(listing) = listing else { return Remembered::Unlisted };
        match listing.get(path) {
            None => Remembered::Copy(None),
            Some(id) => match current.filter(|text| is_blob(id, text)) {
                Some(current) => Remembered::Copy(Some(current.to_string())),
                None => Remembered::Blob(id.clone()),
            },
        }
    }

    /// [`Repository::read`] from memory only, without waiting for the listing; `None` when git
    /// would be asked.
    fn read_at_hand(&self, path: &str, current: &str) -> Option<Option<String>> {
        let listing = self.listing.get().and_then(Option::as_ref);
        match self.remembered(path, Some(current), listing) {
            Remembered::Copy(copy) => Some(copy),
            Remembered::Blob(_) | Remembered::Unlisted => None,
        }
    }

    /// The text of `path` at `commit`, `None` when it has no such file or it is not UTF-8.
    /// `current`, the work tree's text, is the answer when its blob id is the base's.
    fn read(&self, commit: &str, path: &str, current: Option<&str>) -> Option<String> {
        // Asking for `commit:path` makes git walk the trees on every request (a folder of 1,000
        // sites is inflated 1,000 times); the blob ids of one listing are a direct lookup.
        let object = match self.remembered(path, current, self.listing(commit).as_ref()) {
            Remembered::Copy(copy) => return copy,
            Remembered::Blob(id) => id,
            Remembered::Unlisted => format!("{commit}:{path}"),
        };
        if !object.contains('\n') {
            let mut reader = lock(&self.reader);
            if reader.is_none() {
                *reader = BlobReader::start(&self.top);
            }
            if let Some(blob) = reader.as_mut().map(|r| r.read(&object)) {
                match blob {
                    Ok(bytes) => return bytes.and_then(|bytes| String::from_utf8(bytes).ok()),
                    // The batch process went away: ask once more without it.
                    Err(_) => *reader = None,
                }
            }
        }
        git(&self.top, &["show", &object]).and_then(|bytes| String::from_utf8(bytes).ok())
    }

    /// The base's `*.ks` files and their blob ids, listed on first use.
    fn listing(&self, commit: &str) -> &Option<HashMap<String, String>> {
        self.listing.get_or_init(|| list_workflows(&self.top, commit))
    }

    /// Reads ahead the copies of `files`, each blob once, through one pipelined `git cat-file --batch`.
    fn fetch(&self, files: Vec<Wanted>) {
        let mut copies: HashMap<String, Option<String>> = HashMap::new();
        let mut by_blob: HashMap<String, Vec<String>> = HashMap::new();
        for (path, id) in files {
            by_blob.entry(id).or_default().push(path);
        }
        let (ids, paths): (Vec<String>, Vec<Vec<String>>) = by_blob.into_iter().unzip();
        if let Some(blobs) = read_blobs(&self.top, ids) {
            for (paths, blob) in paths.into_iter().zip(blobs) {
                let copy = blob.and_then(|bytes| String::from_utf8(bytes).ok());
                copies.extend(paths.into_iter().map(|path| (path, copy.clone())));
            }
        }
        lock(&self.copies).extend(copies);
    }
}

/// Resolves the base for `file`: which commit, and its copy of the file (a run of one file).
pub fn resolve_base(
    file: &Path,
    flag: Option<&str>,
    var: &dyn Fn(&str) -> Option<String>,
) -> Result<Base, BaseError> {
    Bases::new(flag, var).base(file, None)
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
    use crate::git::tests::committed;

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
        assert_eq!(resolve_base(&file, None, &none), Ok(Base::OutsideRepository));
        // A named base says that there is no repository, not that the name does not resolve.
        assert!(matches!(
            resolve_base(&file, Some("main"), &none),
            Err(BaseError::NoRepository { .. })
        ));
    }

    #[test]
    fn a_folder_reached_through_a_link_is_located_where_it_lies() {
        let dir = tempfile::tempdir().unwrap();
        let repository = dir.path().join("repo");
        committed(&repository, &[("sites/web/ship.ks", "name: web\n")]);
        // A link outside the repository to a folder inside it, and a link inside to a folder inside.
        std::os::unix::fs::symlink(repository.join("sites"), dir.path().join("outside")).unwrap();
        std::os::unix::fs::symlink(repository.join("sites/web"), repository.join("alias")).unwrap();
        let bases = Bases::new(None, &none);
        for file in ["repo/sites/web/ship.ks", "outside/web/ship.ks", "repo/alias/ship.ks"] {
            let (located, path) = bases.locate(&dir.path().join(file)).unwrap();
            assert_eq!(located.top, repository.canonicalize().unwrap(), "{file}");
            assert_eq!(path, "sites/web/ship.ks", "{file}");
        }
        let Ok(Base::Resolved { text, .. }) =
            bases.base(&dir.path().join("outside/web/ship.ks"), None)
        else {
            panic!("no base through the link");
        };
        assert_eq!(text.as_deref(), Some("name: web\n"));
    }

    #[test]
    fn a_base_is_at_hand_once_listed_for_files_git_need_not_read() {
        let dir = tempfile::tempdir().unwrap();
        committed(dir.path(), &[("a/ship.ks", "name: a\n"), ("b/ship.ks", "name: b\n")]);
        let file = |path: &str| dir.path().join(path);
        let copy = |answer: Option<Result<Base, BaseError>>| match answer {
            Some(Ok(Base::Resolved { text, .. })) => Some(text),
            _ => None,
        };
        // A file written since the base, not committed.
        std::fs::create_dir(file("c")).unwrap();
        std::fs::write(file("c/ship.ks"), "name: c\n").unwrap();
        let bases = Bases::new(None, &none);
        // Before the base is resolved and listed, every answer would wait for git.
        assert_eq!(bases.base_at_hand(&file("a/ship.ks"), "name: a\n"), None);
        bases.warm(dir.path());
        // Unchanged: the text itself; not in the base: no copy.
        let unchanged = bases.base_at_hand(&file("a/ship.ks"), "name: a\n");
        assert_eq!(copy(unchanged), Some(Some("name: a\n".to_string())));
        assert_eq!(copy(bases.base_at_hand(&file("c/ship.ks"), "name: c\n")), Some(None));
        // Changed: git has to read the base's copy, until it is read ahead.
        assert_eq!(bases.base_at_hand(&file("b/ship.ks"), "name: B\n"), None);
        bases.prefetch(&[(file("b/ship.ks"), "name: B\n")]);
        let read_ahead = bases.base_at_hand(&file("b/ship.ks"), "name: B\n");
        assert_eq!(copy(read_ahead), Some(Some("name: b\n".to_string())));
        // A file in no repository needs no git at all.
        let outside = tempfile::tempdir().unwrap();
        let answer = bases.base_at_hand(&outside.path().join("ship.ks"), "name: x\n");
        assert_eq!(answer, Some(Ok(Base::OutsideRepository)));
    }
}
