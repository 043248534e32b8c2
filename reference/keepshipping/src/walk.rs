//! Which files a run covers. A file named on the command line is taken as it is; a directory means
//! every `ship.ks` and `blocks/*.ks` under it, found the way ripgrep and Ruff walk a tree (the `ignore`
//! crate: `.gitignore`, `.ignore` and git's excludes, hidden folders skipped), less what `--exclude`
//! and the configuration exclude. Files come back sorted and each once, so a run's report has the same
//! order whatever the thread count. Nothing is skipped in silence: a folder the walk cannot enter is
//! a target that is unreadable, and a covered name that is a dangling or looping link or a special
//! file is a target that reading refuses.

use std::{
    collections::HashSet,
    path::{Path, PathBuf},
    sync::{Arc, Mutex},
};

use globset::{GlobBuilder, GlobSet, GlobSetBuilder};

pub use crate::input::{Seen, Target};

/// Globs that take paths out of a walk: matched against the path as it is shown (relative to the
/// current directory, as given) and against the file or folder's own name.
#[derive(Default)]
pub struct Excludes {
    set: GlobSet,
}

impl Excludes {
    pub fn new(globs: &[String]) -> Result<Excludes, String> {
        let mut builder = GlobSetBuilder::new();
        for glob in globs {
            // `*` stops at `/` and `**` crosses it, as in the configuration's `exclude`.
            let glob = GlobBuilder::new(glob.trim_end_matches('/'))
                .literal_separator(true)
                .build()
                .map_err(|err| format!("--exclude {glob}: {err}"))?;
            builder.add(glob);
        }
        let set = builder.build().map_err(|err| format!("--exclude: {err}"))?;
        Ok(Excludes { set })
    }

    pub fn matches(&self, path: &Path) -> bool {
        if self.set.is_empty() {
            return false;
        }
        let shown = shown(path);
        self.set.is_match(Path::new(&shown))
            || path.file_name().is_some_and(|name| self.set.is_match(name))
    }
}

/// Asked of every directory and file a walk meets: whether to leave it out. The second argument says
/// whether the path is a directory (the walk knows it, so the question needs no look at the disk).
pub type Excluded = Arc<dyn Fn(&Path, bool) -> bool + Send + Sync>;

/// The path as messages show it: `./` dropped, as the user would type it.
pub fn shown(path: &Path) -> String {
    let text = path.to_string_lossy();
    let mut text: &str = &text;
    while let Some(rest) = text.strip_prefix("./") {
        text = rest;
    }
    text.to_string()
}

/// Which files a directory stands for.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Covers {
    /// `ship.ks` and `.ks` files in a `blocks/` folder (check, fmt).
    WorkflowsAndBlocks,
    /// `ship.ks` only (plan, policy explain: a block alone has no plan or policy).
    Workflows,
}

impl Covers {
    fn takes(self, path: &Path) -> bool {
        let name = path.file_name().and_then(|n| n.to_str());
        let in_blocks = path.parent().and_then(Path::file_name).is_some_and(|dir| dir == "blocks");
        let is_block = in_blocks && path.extension().is_some_and(|ext| ext == "ks");
        name == Some("ship.ks") || (self == Covers::WorkflowsAndBlocks && is_block)
    }
}

/// The files `paths` name. `excluded` is asked of every directory and file a walk meets (never of a
/// file named explicitly). A path that does not exist is kept: reading it reports it.
pub fn targets(paths: &[String], covers: Covers, excluded: Excluded) -> Vec<Target> {
    visit(paths, covers, excluded, &|_| ()).into_iter().map(|(target, ())| target).collect()
}

/// [`targets`], each with what `each` answers for it. `each` runs as each file is found, on the
/// run's thread pool, so that reading and judging a file overlap finding the next one.
pub fn visit<T: Send>(
    paths: &[String],
    covers: Covers,
    excluded: Excluded,
    each: &(dyn Fn(&Target) -> T + Sync),
) -> Vec<(Target, T)> {
    let target = |path: PathBuf, seen| Target { name: shown(&path), path, seen };
    let found = Mutex::new(Vec::new());
    // Several paths can name one file twice (or through two paths): its canonical path, asked here
    // on the run's threads (a hook names hundreds of files), says so after the sort.
    let several = paths.len() > 1;
    let take = |path: PathBuf, seen: Seen| {
        let canonical = several.then(|| path.canonicalize().unwrap_or_else(|_| path.clone()));
        let target = target(path, seen);
        let answer = each(&target);
        // Boxed: the sort below moves each entry several times, and an answer is large.
        let answer = Box::new(answer);
        found.lock().unwrap_or_else(|p| p.into_inner()).push((target, canonical, answer));
    };
    // Each file named or found is a task of the run's thread pool, so that the pool's threads
    // balance the files between them while the walk goes on. With one thread the walk holds it, and
    // its tasks wait until the walk is done (one thread works at a time); with more, the walk runs
    // beside it.
    let take: &Take<'_> = &take;
    if rayon::current_num_threads() == 1 {
        rayon::scope(|scope| spawn_each(scope, paths, covers, &excluded, take));
    } else {
        rayon::in_place_scope(|scope| spawn_each(scope, paths, covers, &excluded, take));
    }
    let mut found = found.into_inner().unwrap_or_else(|p| p.into_inner());
    found.sort_by(|(a, ..), (b, ..)| a.path.cmp(&b.path));
    found.dedup_by(|(a, ..), (b, ..)| a.path == b.path);
    // The same file named twice (or through two paths) is covered once, under its first name in
    // path order; one walk meets a file once.
    let mut seen = HashSet::new();
    found.retain_mut(|(_, canonical, _)| canonical.take().is_none_or(|c| seen.insert(c)));
    found.into_iter().map(|(target, _, answer)| (target, *answer)).collect()
}

/// Takes one target: its path, and what the walk saw of it.
type Take<'a> = dyn Fn(PathBuf, Seen) + Sync + 'a;

/// Spawns `take` in `scope` for each file of `paths`: a file named as it is, and in a directory each
/// file `covers` takes, and each folder the walk cannot enter.
fn spawn_each<'scope>(
    scope: &rayon::Scope<'scope>,
    paths: &[String],
    covers: Covers,
    excluded: &Excluded,
    take: &'scope Take<'scope>,
) {
    for given in paths {
        if !Path::new(given).is_dir() {
            let file = PathBuf::from(given);
            scope.spawn(move |_| take(file, Seen::Unknown));
            continue;
        }
        let root = Path::new(given);
        if let Some(reason) = root_blocked(root) {
            let folder = PathBuf::from(given);
            scope.spawn(move |_| take(folder, Seen::Unreadable(reason)));
            continue;
        }
        let mut walk = ignore::WalkBuilder::new(given);
        // `.gitignore` counts only inside a git repository (as git reads it), `.ignore` everywhere.
        // The walk runs on as many threads as the run (the order is restored by the sort).
        walk.require_git(true).threads(rayon::current_num_threads());
        // The walk reads a folder's ignore files before anything sees the folder: one that would
        // block that read is found here, as the folder is met, and the folder is not walked.
        let blocked = Arc::new(Mutex::new(Vec::new()));
        let (noted, skipped) = (Arc::clone(&blocked), Arc::clone(excluded));
        walk.filter_entry(move |entry| {
            if !entry.file_type().is_some_and(|kind| kind.is_dir()) {
                return true;
            }
            let Some(reason) = blocking_ignore_file(entry.path()) else { return true };
            if !skipped(entry.path(), true) {
                let mut noted = noted.lock().unwrap_or_else(|p| p.into_inner());
                noted.push((entry.path().to_path_buf(), reason));
            }
            false
        });
        walk.build_parallel().run(|| {
            Box::new(move |entry| {
                let entry = match entry {
                    Ok(entry) => entry,
                    Err(err) => {
                        if let Some((path, reason)) = not_entered(&err, root) {
                            scope.spawn(move |_| take(path, Seen::Unreadable(reason)));
                        }
                        return ignore::WalkState::Continue;
                    }
                };
                let kind = entry.file_type();
                let is_dir = kind.is_some_and(|kind| kind.is_dir());
                // Asked here, on the thread that takes the entry, rather than in a filter, which runs
                // on the thread that read its parent folder: one folder of a thousand sites would
                // have its thousand questions asked on one thread. An excluded folder is skipped.
                if entry.depth() > 0 && excluded(entry.path(), is_dir) {
                    return ignore::WalkState::Skip;
                }
                // A link to a file counts (the formatter writes through it); a link to a folder is
                // not followed. Anything else with a covered name is taken, for reading to say what
                // it is: a link to nothing or to itself, a FIFO, a socket, a device.
                let is_link = kind.is_some_and(|kind| kind.is_symlink());
                let is_folder = is_dir || (is_link && entry.path().is_dir());
                if !is_folder && covers.takes(entry.path()) {
                    let seen = match kind.is_some_and(|kind| kind.is_file()) {
                        true => Seen::Regular,
                        false => Seen::Unknown,
                    };
                    scope.spawn(move |_| take(entry.into_path(), seen));
                }
                ignore::WalkState::Continue
            })
        });
        let blocked = std::mem::take(&mut *blocked.lock().unwrap_or_else(|p| p.into_inner()));
        for (path, reason) in blocked {
            scope.spawn(move |_| take(path, Seen::Unreadable(reason)));
        }
    }
}

/// The ignore files the walk opens in each folder it enters (`.gitignore` too outside a repository,
/// where its rules then do not count).
const IGNORE_FILES: [&str; 2] = [".ignore", ".gitignore"];

/// Why the folder `dir` cannot be walked without risk of blocking: an ignore file in it that is not
/// a regular file (a FIFO would hold the walk's open of it forever).
fn blocking_ignore_file(dir: &Path) -> Option<String> {
    let (name, what) = special_ignore_file(dir)?;
    Some(format!("its {name} is {what}; the folder was not walked"))
}

/// [`blocking_ignore_file`] for a walk's root, and for each folder above it: the walk reads their
/// ignore files too, before the root's.
fn root_blocked(root: &Path) -> Option<String> {
    if let Some(reason) = blocking_ignore_file(root) {
        return Some(reason);
    }
    let absolute = std::path::absolute(root).ok()?;
    absolute.ancestors().skip(1).find_map(|dir| {
        let (name, what) = special_ignore_file(dir)?;
        Some(format!("{} is {what}; the folder was not walked", dir.join(name).display()))
    })
}

/// The first ignore file of `dir` that is not a regular file: its name, and what it is.
fn special_ignore_file(dir: &Path) -> Option<(&'static str, String)> {
    IGNORE_FILES.iter().find_map(|name| {
        let reason = crate::input::special(&dir.join(name))?;
        Some((*name, reason.strip_prefix("it is ").unwrap_or(&reason).to_string()))
    })
}

/// The folder (or entry) a walk error is about, and why it could not be entered, when the error is
/// one of reading the tree. An ignore file that does not parse (`Partial`, a bad glob) is not one:
/// its rules are left out, as git leaves them.
fn not_entered(err: &ignore::Error, root: &Path) -> Option<(PathBuf, String)> {
    let (mut err, mut path) = (err, None);
    loop {
        match err {
            ignore::Error::WithDepth { err: inner, .. } => err = inner,
            ignore::Error::WithPath { path: at, err: inner } => (path, err) = (Some(at), inner),
            ignore::Error::Io(io) => {
                // An error without a path (a listing that broke off) is the root's.
                let path = path.map_or(root, PathBuf::as_path);
                let mut reason = crate::input::describe(path, io);
                // A folder as far as can be told (the walk lists folders; one inside a folder that
                // may be listed but not entered cannot even be looked at).
                if std::fs::metadata(path).map_or(true, |meta| meta.is_dir()) {
                    reason.push_str(" (a folder: nothing in it was checked)");
                }
                return Some((path.to_path_buf(), reason));
            }
            _ => return None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_shown_without_dot_slash() {
        assert_eq!(shown(Path::new("./a/ship.ks")), "a/ship.ks");
        assert_eq!(shown(Path::new("a/./ship.ks")), "a/./ship.ks");
        assert_eq!(shown(Path::new("ship.ks")), "ship.ks");
    }

    #[test]
    fn which_files_a_walk_takes() {
        let all = Covers::WorkflowsAndBlocks;
        assert!(all.takes(Path::new("svc/ship.ks")));
        assert!(all.takes(Path::new("svc/blocks/web.ks")));
        assert!(!all.takes(Path::new("svc/web.ks")));
        assert!(!all.takes(Path::new("svc/blocks/notes.txt")));
        assert!(Covers::Workflows.takes(Path::new("svc/ship.ks")));
        assert!(!Covers::Workflows.takes(Path::new("svc/blocks/web.ks")));
    }

    #[test]
    fn a_walk_skips_ignored_hidden_and_excluded_folders() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        for file in ["a/ship.ks", "a/blocks/web.ks", "b/ship.ks", ".hidden/ship.ks", "old/ship.ks"]
        {
            let path = root.join(file);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, "name: x\n").unwrap();
        }
        std::fs::write(root.join(".ignore"), "b/\n").unwrap();
        let excludes = Excludes::new(&["old".to_string()]).unwrap();
        let given = root.to_string_lossy().into_owned();
        let excluded: Excluded = Arc::new(move |path, _| excludes.matches(path));
        let found = targets(&[given], Covers::WorkflowsAndBlocks, excluded);
        let names: Vec<_> = found
            .iter()
            .map(|t| t.path.strip_prefix(root).unwrap().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names, ["a/blocks/web.ks", "a/ship.ks"]);
    }

    /// What reading must refuse is taken, not dropped: a link to nothing, a link to itself, a FIFO;
    /// a link to a folder stays unfollowed, and a name the walk does not cover is not taken.
    #[cfg(unix)]
    #[test]
    fn a_walk_takes_what_it_cannot_read() {
        use std::os::unix::fs::symlink;
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        for folder in ["dangling/blocks", "looping", "fifo", "linked", "real/ship.ks"] {
            std::fs::create_dir_all(root.join(folder)).unwrap();
        }
        symlink("nowhere.ks", root.join("dangling/blocks/web.ks")).unwrap();
        symlink("nowhere.ks", root.join("dangling/notes.ks")).unwrap();
        symlink("ship.ks", root.join("looping/ship.ks")).unwrap();
        symlink("../real/ship.ks", root.join("linked/ship.ks")).unwrap();
        let fifo = std::process::Command::new("mkfifo").arg(root.join("fifo/ship.ks")).status();
        assert!(fifo.unwrap().success());
        let given = root.to_string_lossy().into_owned();
        let found = targets(&[given], Covers::WorkflowsAndBlocks, Arc::new(|_, _| false));
        let names: Vec<_> = found
            .iter()
            .map(|t| t.path.strip_prefix(root).unwrap().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names, ["dangling/blocks/web.ks", "fifo/ship.ks", "looping/ship.ks"]);
        assert!(found.iter().all(|t| t.seen == Seen::Unknown), "reading says why: {found:?}");
    }
}
