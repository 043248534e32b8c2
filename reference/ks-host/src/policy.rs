//! The policy documents from outside the checked file (POL-18, POL-22, POL-25, GAP-21, ADR 0012):
//! the default branch's copy through the git CLI, and the organisation's baseline from a file.
//!
//! The base is named by `--base REF`, else `$KEEPSHIPPING_BASE`, else the first of
//! `origin/$GITHUB_BASE_REF`, `origin/HEAD`, `origin/main`, `main`, `master` that resolves (empty
//! variables count as unset). The file is read at the same repository path at that commit. An
//! explicitly named base that does not resolve is an error (the CLI's exit 2); an implicit chain that
//! resolves nothing is [`Base::Unresolved`] (KS0405, an empty base).

use std::{
    collections::HashMap,
    fmt,
    io::{BufRead, BufReader, Read, Write},
    path::{Path, PathBuf},
    process::{Child, ChildStdin, ChildStdout, Command, Stdio},
    sync::{Arc, Mutex, OnceLock},
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

/// A repository's work tree holding `dir`: the nearest ancestor with a `.git` (a directory, or the
/// file a linked work tree or submodule has), canonical.
/// With `dir` itself made canonical.
fn work_tree(dir: &Path) -> Option<Located> {
    let dir = dir.canonicalize().ok()?;
    let top = dir.ancestors().find(|at| at.join(".git").exists())?.to_path_buf();
    Some(Located { top, dir })
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
    repositories: Mutex<HashMap<PathBuf, Arc<Repository>>>,
    /// Each folder's work tree, looked up once (a run asks for every file in it).
    folders: Mutex<HashMap<PathBuf, Option<Located>>>,
}

/// One repository's resolved base.
struct Repository {
    top: PathBuf,
    /// The reference that resolved and its commit; `Ok(None)`: the implicit chain resolved nothing.
    resolved: Result<Option<(String, String)>, BaseError>,
    /// The base's `*.ks` files and their blob ids, listed once (`git ls-tree -r`); `None` until the
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
        Bases { chain, named, repositories: Mutex::default(), folders: Mutex::default() }
    }

    fn from(&self) -> &'static str {
        if self.named == Some(Named::Flag) {
            "--base"
        } else {
            "$KEEPSHIPPING_BASE"
        }
    }

    /// Where `file` lies: its work tree and repository path, once per folder.
    fn locate(&self, file: &Path) -> Option<(Located, String)> {
        let absolute = std::path::absolute(file).unwrap_or_else(|_| file.to_path_buf());
        let dir = absolute.parent().unwrap_or(Path::new("/"));
        let known = self.folders.lock().unwrap_or_else(|p| p.into_inner()).get(dir).cloned();
        let located = match known {
            Some(located) => located,
            None => {
                let located = work_tree(dir);
                let mut folders = self.folders.lock().unwrap_or_else(|p| p.into_inner());
                folders.insert(dir.to_path_buf(), located.clone());
                located
            }
        }?;
        let path = repo_path(&located, absolute.file_name()?)?;
        Some((located, path))
    }

    /// The base of `file`: which commit, and its copy of the file.
    pub fn base(&self, file: &Path) -> Result<Base, BaseError> {
        let Some((located, path)) = self.locate(file) else {
            return match self.named {
                Some(_) => Err(BaseError::NoRepository {
                    reference: self.chain[0].clone(),
                    from: self.from(),
                }),
                None => Ok(Base::OutsideRepository),
            };
        };
        let repository = self.repository(located.top);
        let (name, commit) = match &repository.resolved {
            Ok(Some(resolved)) => resolved,
            Ok(None) => return Ok(Base::Unresolved),
            Err(error) => return Err(error.clone()),
        };
        let text = repository.read(commit, &path);
        Ok(Base::Resolved { name: name.clone(), commit: commit.clone(), text })
    }

    /// Reads the base's copies of `files` ahead, one pipelined `git cat-file --batch` per repository,
    /// so that [`Bases::base`] answers them from memory: a run knows its files before it checks them
    /// (a round trip per file costs more than the check), an editor asks for one at a time.
    pub fn prefetch(&self, files: &[PathBuf]) {
        let mut wanted: HashMap<PathBuf, (Arc<Repository>, Vec<String>)> = HashMap::new();
        for file in files {
            let Some((located, path)) = self.locate(file) else { continue };
            let top = located.top;
            let repository = self.repository(top.clone());
            wanted.entry(top).or_insert_with(|| (repository, Vec::new())).1.push(path);
        }
        for (repository, paths) in wanted.into_values() {
            if let Ok(Some((_, commit))) = &repository.resolved {
                repository.prefetch(commit, paths);
            }
        }
    }

    fn repository(&self, top: PathBuf) -> Arc<Repository> {
        let mut repositories = self.repositories.lock().unwrap_or_else(|p| p.into_inner());
        repositories
            .entry(top.clone())
            .or_insert_with(|| {
                let resolved = self
                    .chain
                    .iter()
                    .find_map(|reference| {
                        resolve_commit(&top, reference).map(|commit| (reference.clone(), commit))
                    })
                    .map(Some)
                    .ok_or(())
                    .or_else(|()| match self.named {
                        Some(_) => Err(BaseError::Unresolvable {
                            reference: self.chain[0].clone(),
                            from: self.from(),
                        }),
                        None => Ok(None),
                    });
                let (listing, copies, reader) =
                    (OnceLock::new(), Mutex::default(), Mutex::default());
                Arc::new(Repository { top, resolved, listing, copies, reader })
            })
            .clone()
    }
}

/// The repository-relative path of the file `name` in the located folder (`/` separated).
fn repo_path(located: &Located, name: &std::ffi::OsStr) -> Option<String> {
    let relative = located.dir.strip_prefix(&located.top).ok()?.join(name);
    let parts: Vec<_> = relative.components().map(|c| c.as_os_str().to_string_lossy()).collect();
    Some(parts.join("/"))
}

impl Repository {
    /// The text of `path` at `commit`, `None` when it has no such file or it is not UTF-8.
    fn read(&self, commit: &str, path: &str) -> Option<String> {
        // Asking for `commit:path` makes git walk the trees on every request (a folder of 1,000
        // sites is inflated 1,000 times); the blob ids of one listing are a direct lookup.
        if let Some(copy) = self.copies.lock().unwrap_or_else(|p| p.into_inner()).get(path) {
            return copy.clone();
        }
        let object = match self.listing.get_or_init(|| list_workflows(&self.top, commit)) {
            Some(listing) => listing.get(path)?.clone(),
            None => format!("{commit}:{path}"),
        };
        if !object.contains('\n') {
            let mut reader = self.reader.lock().unwrap_or_else(|p| p.into_inner());
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

    fn prefetch(&self, commit: &str, paths: Vec<String>) {
        let Some(listing) = self.listing.get_or_init(|| list_workflows(&self.top, commit)) else {
            return;
        };
        let mut copies: HashMap<String, Option<String>> = HashMap::new();
        let mut known = Vec::new();
        for path in paths {
            match listing.get(&path) {
                Some(id) => known.push((path, id.clone())),
                // Not in the base: no copy, without asking git.
                None => drop(copies.insert(path, None)),
            }
        }
        let ids: Vec<String> = known.iter().map(|(_, id)| id.clone()).collect();
        if let Some(blobs) = read_blobs(&self.top, ids) {
            for ((path, _), blob) in known.into_iter().zip(blobs) {
                copies.insert(path, blob.and_then(|bytes| String::from_utf8(bytes).ok()));
            }
        }
        self.copies.lock().unwrap_or_else(|p| p.into_inner()).extend(copies);
    }
}

/// The blobs `ids` name, in order, through one `git cat-file --batch` fed by a thread (writing every
/// request before reading would fill the pipes and deadlock); `None` when git fails midway.
fn read_blobs(top: &Path, ids: Vec<String>) -> Option<Vec<Option<Vec<u8>>>> {
    let mut reader = BlobReader::start(top)?;
    let mut input = reader.input.take()?;
    let count = ids.len();
    let writer = std::thread::spawn(move || {
        for id in ids {
            writeln!(input, "{id}")?;
        }
        input.flush()
    });
    let blobs: Option<Vec<_>> = (0..count).map(|_| reader.answer().ok()).collect();
    let written = writer.join().ok().and_then(Result::ok);
    written.and(blobs)
}

/// The `*.ks` files of `commit` with their blob ids, or `None` when git cannot list them.
fn list_workflows(top: &Path, commit: &str) -> Option<HashMap<String, String>> {
    let listing = git(top, &["ls-tree", "-r", "-z", "--full-tree", commit])?;
    let mut files = HashMap::new();
    // `<mode> blob <id>\t<path>`, NUL-terminated.
    for entry in listing.split(|&byte| byte == 0).filter(|entry| !entry.is_empty()) {
        let entry = std::str::from_utf8(entry).ok()?;
        let (meta, path) = entry.split_once('\t')?;
        let mut meta = meta.split(' ');
        let (_, kind, id) = (meta.next()?, meta.next()?, meta.next()?);
        if kind == "blob" && path.ends_with(".ks") {
            files.insert(path.to_string(), id.to_string());
        }
    }
    Some(files)
}

/// A running `git cat-file --batch`: one object name per line in, its header and contents out.
struct BlobReader {
    child: Child,
    /// `None` once handed to a writer thread.
    input: Option<ChildStdin>,
    output: BufReader<ChildStdout>,
}

impl BlobReader {
    fn start(top: &Path) -> Option<BlobReader> {
        let mut child = Command::new("git")
            .arg("-C")
            .arg(top)
            .args(["cat-file", "--batch"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .ok()?;
        let input = Some(child.stdin.take()?);
        let output = BufReader::new(child.stdout.take()?);
        Some(BlobReader { child, input, output })
    }

    /// `Ok(None)`: the object is missing or not a file.
    fn read(&mut self, object: &str) -> std::io::Result<Option<Vec<u8>>> {
        let input = self.input.as_mut().ok_or(std::io::ErrorKind::BrokenPipe)?;
        writeln!(input, "{object}")?;
        input.flush()?;
        self.answer()
    }

    /// The next answer: `Ok(None)` for an object that is missing or not a file.
    fn answer(&mut self) -> std::io::Result<Option<Vec<u8>>> {
        let mut header = String::new();
        if self.output.read_line(&mut header)? == 0 {
            return Err(std::io::ErrorKind::UnexpectedEof.into());
        }
        // `<oid> <type> <size>`, or `<object> missing` (or `ambiguous`) with nothing after it.
        let fields: Vec<&str> = header.trim_end().split(' ').collect();
        let [_, kind, size] = fields[..] else { return Ok(None) };
        let Ok(size) = size.parse::<usize>() else {
            return Err(std::io::ErrorKind::InvalidData.into());
        };
        let mut contents = vec![0; size + 1];
        self.output.read_exact(&mut contents)?;
        contents.pop();
        Ok((kind == "blob").then_some(contents))
    }
}

impl Drop for BlobReader {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Resolves the base for `file`: which commit, and its copy of the file (a run of one file).
pub fn resolve_base(
    file: &Path,
    flag: Option<&str>,
    var: &dyn Fn(&str) -> Option<String>,
) -> Result<Base, BaseError> {
    Bases::new(flag, var).base(file)
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
        assert_eq!(resolve_base(&file, None, &none), Ok(Base::OutsideRepository));
        // A named base says that there is no repository, not that the name does not resolve.
        assert!(matches!(
            resolve_base(&file, Some("main"), &none),
            Err(BaseError::NoRepository { .. })
        ));
    }
}
