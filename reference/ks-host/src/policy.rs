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
    path::{Component, Path, PathBuf},
    process::{Child, ChildStdin, ChildStdout, Command, Stdio},
    sync::{Arc, Mutex, OnceLock},
};

use ks_core::{policy::Base, ports::policy::PolicyStore};

use crate::lock;

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

fn git(dir: &Path, args: &[&str]) -> Option<Vec<u8>> {
    let output = Command::new("git").arg("-C").arg(dir).args(args).output().ok()?;
    output.status.success().then_some(output.stdout)
}

/// The commit a reference names in the repository holding `dir`.
pub fn resolve_commit(dir: &Path, reference: &str) -> Option<String> {
    resolve_first(dir, &[reference.to_string()]).map(|(_, commit)| commit)
}

/// The first of `references` that names a commit in the repository holding `dir`, with that commit.
/// One `git cat-file --batch-check` answers the whole chain: a process per name costs more than the
/// answer, and the chain's first names are often missing (`origin/HEAD` in a fresh clone).
fn resolve_first(dir: &Path, references: &[String]) -> Option<(String, String)> {
    let asked: Vec<&String> =
        references.iter().filter(|r| !r.starts_with('-') && !r.contains('\n')).collect();
    if asked.is_empty() {
        return None;
    }
    let mut child = cat_file(dir, "--batch-check=%(objectname) %(objecttype)")?;
    let questions: String =
        asked.iter().map(|reference| format!("{reference}^{{commit}}\n")).collect();
    // A few short lines fit in the pipe: written whole before the answers are read.
    let written = child.stdin.take().map(|mut stdin| stdin.write_all(questions.as_bytes()));
    let output = child.wait_with_output().ok()?;
    if !matches!(written, Some(Ok(()))) || !output.status.success() {
        return None;
    }
    let answers = String::from_utf8(output.stdout).ok()?;
    // Each answer is `<id> commit`, or the question and `missing` (or `ambiguous`).
    asked.into_iter().zip(answers.lines()).find_map(|(reference, answer)| {
        let (id, kind) = answer.split_once(' ')?;
        (kind == "commit").then(|| (reference.clone(), id.to_string()))
    })
}

/// `git cat-file` in `mode` (`--batch`, `--batch-check=…`) on the repository holding `dir`, its
/// questions and answers piped.
fn cat_file(dir: &Path, mode: &str) -> Option<Child> {
    spawn_git(dir, &["cat-file", mode], Stdio::piped())
}

/// `git args` started on the repository holding `dir`, its output piped.
fn spawn_git(dir: &Path, args: &[&str], stdin: Stdio) -> Option<Child> {
    let child = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(args)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn();
    child.ok()
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

/// Whether `text` is the blob `id` names: git's object id of its bytes (`blob <len>\0` and the
/// bytes, SHA-1 or, in a SHA-256 repository, SHA-256). Git's clean filters (line endings) can make a
/// file differ from its blob although it is unchanged: then it is read, which is only slower.
fn is_blob(id: &str, text: &str) -> bool {
    use sha2::Digest;
    fn hex<D: Digest>(text: &str) -> String {
        let mut hasher = D::new();
        hasher.update(format!("blob {}\0", text.len()));
        hasher.update(text);
        hasher.finalize().iter().map(|byte| format!("{byte:02x}")).collect()
    }
    match id.len() {
        40 => hex::<sha1::Sha1>(text) == id,
        64 => hex::<sha2::Sha256>(text) == id,
        _ => false,
    }
}

/// The blobs `ids` name, in order, split across one `git cat-file --batch` per thread of the run
/// (git inflates each object on its own, so a repository whose every file changed is read as fast as
/// the threads allow); `None` when git fails midway.
fn read_blobs(top: &Path, ids: Vec<String>) -> Option<Vec<Option<Vec<u8>>>> {
    use rayon::prelude::*;
    // Below this many, a second git process costs more than it saves.
    const AT_LEAST: usize = 64;
    let share = ids.len().div_ceil(rayon::current_num_threads()).max(AT_LEAST);
    let shares: Vec<Vec<String>> = ids.chunks(share).map(<[String]>::to_vec).collect();
    let read: Option<Vec<Vec<_>>> =
        shares.into_par_iter().map(|ids| read_blobs_in_one(top, ids)).collect();
    read.map(|shares| shares.into_iter().flatten().collect())
}

/// The blobs `ids` name, in order, through one `git cat-file --batch` fed by a thread (writing every
/// request before reading would fill the pipes and deadlock); `None` when git fails midway.
fn read_blobs_in_one(top: &Path, ids: Vec<String>) -> Option<Vec<Option<Vec<u8>>>> {
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
    list_from_index(top, commit).or_else(|| list_from_trees(top, commit))
}

/// The listing read from the index: its blob ids (`git ls-files --stage`), corrected where the
/// index differs from `commit` (`git diff-index --cached`, which skips the trees the index's cache
/// says are the commit's). Two small reads where listing the commit's trees inflates every folder of
/// it (a thousand loose objects in a repository of a thousand sites). `None` when the index cannot
/// say (a merge in progress): then the trees are listed.
fn list_from_index(top: &Path, commit: &str) -> Option<HashMap<String, String>> {
    // Both asked at once.
    let differences = ["diff-index", "--cached", "--raw", "-z", "--no-renames", commit];
    let differences = spawn_git(top, &differences, Stdio::null())?;
    let staged = git(top, &["ls-files", "--stage", "-z"]);
    let differences = differences.wait_with_output().ok()?;
    let (staged, differences) =
        (staged?, differences.status.success().then_some(differences.stdout)?);
    let mut files = HashMap::new();
    for record in tab_records(&staged) {
        let ([mode, id, stage], path) = record?;
        // An unmerged path (a merge in progress): the index cannot say.
        if stage != "0" {
            return None;
        }
        if mode != "160000" && path.ends_with(".ks") {
            files.insert(path.to_string(), id.to_string());
        }
    }
    // `:<base mode> <index mode> <base id> <index id> <status>` and the path, each NUL-terminated.
    let mut fields = differences.split(|&byte| byte == 0);
    while let Some(meta) = fields.next().filter(|meta| !meta.is_empty()) {
        let path = std::str::from_utf8(fields.next()?).ok()?;
        let meta = std::str::from_utf8(meta).ok()?.strip_prefix(':')?;
        let [base_mode, _, base_id, _, status] = meta.split(' ').collect::<Vec<_>>()[..] else {
            return None;
        };
        if !path.ends_with(".ks") {
            continue;
        }
        match status {
            "A" => files.remove(path),
            _ if base_mode == "160000" => files.remove(path),
            "D" | "M" | "T" => files.insert(path.to_string(), base_id.to_string()),
            _ => return None,
        };
    }
    Some(files)
}

/// The listing read from `commit`'s trees (`git ls-tree -r`).
fn list_from_trees(top: &Path, commit: &str) -> Option<HashMap<String, String>> {
    let listing = git(top, &["ls-tree", "-r", "-z", "--full-tree", commit])?;
    let mut files = HashMap::new();
    for record in tab_records(&listing) {
        let ([_, kind, id], path) = record?;
        if kind == "blob" && path.ends_with(".ks") {
            files.insert(path.to_string(), id.to_string());
        }
    }
    Some(files)
}

/// The records of `ls-files --stage -z` and `ls-tree -z`: three space-separated fields, a tab and
/// the path, NUL-terminated. `None` for a record that is not so.
fn tab_records(output: &[u8]) -> impl Iterator<Item = Option<([&str; 3], &str)>> {
    output.split(|&byte| byte == 0).filter(|record| !record.is_empty()).map(|record| {
        let (meta, path) = std::str::from_utf8(record).ok()?.split_once('\t')?;
        let mut meta = meta.split(' ');
        Some(([meta.next()?, meta.next()?, meta.next()?], path))
    })
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
        let mut child = cat_file(top, "--batch")?;
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

    /// git's answer as one trimmed line.
    fn line(bytes: Vec<u8>) -> Option<String> {
        let text = String::from_utf8(bytes).ok()?;
        let text = text.trim();
        (!text.is_empty()).then(|| text.to_string())
    }

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

    /// The blob id is git's own (`git hash-object`), in SHA-1 and SHA-256 repositories alike, so
    /// that a file unchanged since its base is answered without reading the base's copy.
    /// A git repository in `dir` with `files` committed on `main`.
    fn committed(dir: &Path, files: &[(&str, &str)]) {
        for (path, text) in files {
            let path = dir.join(path);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        run_git(dir, &["init", "-q"]);
        run_git(dir, &["add", "-A"]);
        run_git(dir, &["commit", "-q", "-m", "base"]);
    }

    /// `git args` in `dir`, as a user named for the test; `true` when it succeeds.
    fn try_git(dir: &Path, args: &[&str]) -> bool {
        Command::new("git")
            .arg("-C")
            .arg(dir)
            .args(["-c", "user.name=t", "-c", "user.email=t@example.invalid"])
            .args(["-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false"])
            .args(args)
            .output()
            .unwrap()
            .status
            .success()
    }

    fn run_git(dir: &Path, args: &[&str]) {
        assert!(try_git(dir, args), "git {args:?}");
    }

    #[test]
    fn the_index_lists_the_base_as_its_trees_do() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        let files = [("a/ship.ks", "name: a\n"), ("b/ship.ks", "name: b\n"), ("d/ship.ks", "d\n")];
        committed(root, &[files[0], files[1], files[2], ("top.ks", "t\n"), ("notes.txt", "n\n")]);
        let base = line(git(root, &["rev-parse", "HEAD"]).unwrap()).unwrap();
        // A commit since the base, then the index moved on from it: a changed file, a new one, one
        // taken out, and a change in the work tree only (the index does not hold it).
        std::fs::write(root.join("b/ship.ks"), "name: B\n").unwrap();
        run_git(root, &["commit", "-q", "-am", "since"]);
        std::fs::write(root.join("a/ship.ks"), "name: A\n").unwrap();
        std::fs::create_dir(root.join("c")).unwrap();
        std::fs::write(root.join("c/ship.ks"), "name: c\n").unwrap();
        run_git(root, &["add", "a/ship.ks", "c/ship.ks"]);
        run_git(root, &["rm", "-q", "--cached", "d/ship.ks"]);
        std::fs::write(root.join("top.ks"), "changed\n").unwrap();
        let trees = list_from_trees(root, &base).unwrap();
        let mut listed: Vec<&str> = trees.keys().map(String::as_str).collect();
        listed.sort_unstable();
        assert_eq!(listed, ["a/ship.ks", "b/ship.ks", "d/ship.ks", "top.ks"]);
        assert_eq!(list_from_index(root, &base), Some(trees.clone()));
        // Mid-merge the index holds a path three times: it cannot say, and the trees are listed.
        std::fs::remove_file(root.join("d/ship.ks")).unwrap();
        run_git(root, &["commit", "-q", "-am", "ours"]);
        run_git(root, &["checkout", "-q", "-b", "theirs", "HEAD~1"]);
        std::fs::write(root.join("a/ship.ks"), "name: theirs\n").unwrap();
        run_git(root, &["commit", "-q", "-am", "theirs"]);
        run_git(root, &["checkout", "-q", "main"]);
        assert!(!try_git(root, &["merge", "-q", "theirs"]), "the merge conflicts");
        assert_eq!(list_from_index(root, &base), None);
        assert_eq!(list_workflows(root, &base), Some(trees));
    }

    #[test]
    fn blobs_read_in_shares_come_back_in_the_order_asked() {
        let dir = tempfile::tempdir().unwrap();
        let files: Vec<(String, String)> =
            (0..300).map(|i| (format!("s{i:03}/ship.ks"), format!("name: s{i:03}\n"))).collect();
        let borrowed: Vec<(&str, &str)> = files.iter().map(|(p, t)| (&p[..], &t[..])).collect();
        committed(dir.path(), &borrowed);
        let listing = list_workflows(dir.path(), "HEAD").unwrap();
        // Reversed, with one id asked twice and one that names nothing: three shares on four
        // threads, or more, each answered by its own git.
        let mut ids: Vec<String> =
            files.iter().rev().map(|(path, _)| listing[path].clone()).collect();
        ids.insert(150, ids[0].clone());
        ids.push("0".repeat(40));
        let pool = rayon::ThreadPoolBuilder::new().num_threads(4).build().unwrap();
        let blobs = pool.install(|| read_blobs(dir.path(), ids.clone())).unwrap();
        assert_eq!(blobs.len(), ids.len());
        let mut expected: Vec<Option<Vec<u8>>> =
            files.iter().rev().map(|(_, text)| Some(text.clone().into_bytes())).collect();
        expected.insert(150, expected[0].clone());
        expected.push(None);
        assert_eq!(blobs, expected);
    }

    #[test]
    fn the_chain_resolves_to_its_first_name_that_names_a_commit() {
        let dir = tempfile::tempdir().unwrap();
        committed(dir.path(), &[("ship.ks", "name: x\n")]);
        let head = line(git(dir.path(), &["rev-parse", "HEAD"]).unwrap()).unwrap();
        let chain = |names: &[&str]| names.iter().map(|n| n.to_string()).collect::<Vec<_>>();
        // `origin/HEAD` and `origin/main` are missing in a repository without a remote; a name that
        // is a tree, not a commit, is passed over too.
        let asked = chain(&["origin/HEAD", "origin/main", "HEAD^{tree}", "main", "master"]);
        assert_eq!(resolve_first(dir.path(), &asked), Some(("main".to_string(), head.clone())));
        assert_eq!(resolve_first(dir.path(), &chain(&["nope", "-x", "master"])), None);
        assert_eq!(resolve_first(dir.path(), &[]), None);
        assert_eq!(resolve_commit(dir.path(), "main"), Some(head));
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

    #[test]
    fn a_text_is_its_blob_by_gits_own_id() {
        let text = "keepshipping: 0.1\nname: x\n# ünïcode\n";
        for format in ["sha1", "sha256"] {
            let dir = tempfile::tempdir().unwrap();
            let init = Command::new("git")
                .args(["init", "-q", &format!("--object-format={format}")])
                .arg(dir.path())
                .status()
                .unwrap();
            assert!(init.success());
            std::fs::write(dir.path().join("ship.ks"), text).unwrap();
            let id = line(git(dir.path(), &["hash-object", "ship.ks"]).unwrap()).unwrap();
            assert!(is_blob(&id, text), "{format}: {id}");
            assert!(!is_blob(&id, "keepshipping: 0.1\nname: y\n"), "{format}");
        }
        assert!(!is_blob("not an id", text));
    }
}
