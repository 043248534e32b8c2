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

use ks_core::{ports::policy::PolicyStore, BlockSignatures, CheckOptions};

use crate::{
    blocks, lock, policy,
    scripts::ScriptOptions,
    site::{Site, SiteFacts},
};

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
    /// Where `base` was written when not on the command line (`` `base` at keepshipping.toml:3 ``),
    /// for the message when it does not resolve.
    pub base_named_by: Option<String>,
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
    /// Each `blocks/` folder's signatures, derived once; the lock is held to look a folder up, not
    /// while it is derived (a run's threads ask it for every file).
    blocks: Mutex<HashMap<PathBuf, Folder>>,
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
        let bases = (!request.no_base).then(|| {
            policy::Bases::new(request.base.as_deref(), var)
                .flag_named_by(request.base_named_by.clone())
        });
        Ok(Session { scripts: request.scripts, bases, baseline, blocks: Mutex::default() })
    }

    /// `options` with every fact of the site around `file`: its blocks, its policy base and the
    /// baseline, the `.tf` outputs and script facts of its directory. `None` is standard input that
    /// stands for no path: no blocks, and the base and site of `./ship.ks`. `text` is what the front
    /// end read as the file, when it has: the base's copy is not read when it is the same.
    pub fn load(
        &self,
        file: Option<&Path>,
        text: Option<&str>,
        options: CheckOptions,
    ) -> Result<CheckOptions, LoadError> {
        Ok(self.site(file, text)?.options(options))
    }

    /// The site around `file` (see [`Session::load`]), for a front end that replaces one of its
    /// facts before [`Site::options`] (the language server's open, unsaved block documents).
    pub fn site(&self, file: Option<&Path>, text: Option<&str>) -> Result<Site, LoadError> {
        self.site_with(file, text, file.map(|file| self.blocks_for(file).signatures.clone()))
    }

    /// The site around `file` with the blocks the caller read instead of this session's (the
    /// language server's, where the text of open, unsaved block documents counts).
    pub fn site_with(
        &self,
        file: Option<&Path>,
        text: Option<&str>,
        blocks: Option<BlockSignatures>,
    ) -> Result<Site, LoadError> {
        let base = match &self.bases {
            Some(bases) => {
                let named = file.unwrap_or(Path::new("ship.ks"));
                Some(bases.base(named, text).map_err(LoadError::Base)?)
            }
            None => None,
        };
        Ok(self.site_around(file, base, blocks))
    }

    /// [`Session::load`] of a file the front end read as `text`, when its policy base is at hand:
    /// `None` when git would be asked, or another thread be waited for (see
    /// [`policy::Bases::base_at_hand`]). A run judges such files while it is still finding others.
    pub fn load_at_hand(
        &self,
        file: &Path,
        text: &str,
        options: CheckOptions,
    ) -> Option<Result<CheckOptions, LoadError>> {
        let base = match &self.bases {
            Some(bases) => match bases.base_at_hand(file, text)? {
                Ok(base) => Some(base),
                Err(error) => return Some(Err(LoadError::Base(error))),
            },
            None => None,
        };
        let blocks = Some(self.blocks_for(file).signatures.clone());
        Some(Ok(self.site_around(Some(file), base, blocks).options(options)))
    }

    /// The site around `file` with its base and blocks found.
    fn site_around(
        &self,
        file: Option<&Path>,
        base: Option<ks_core::policy::Base>,
        blocks: Option<BlockSignatures>,
    ) -> Site {
        let baseline = self.baseline.clone().map(|b| b as Arc<dyn PolicyStore>);
        let dir = file.and_then(Path::parent).filter(|dir| !dir.as_os_str().is_empty());
        let facts = Arc::new(SiteFacts::new(dir.unwrap_or(Path::new(".")), self.scripts.clone()));
        Site { blocks, base, baseline, facts }
    }

    /// Reads ahead what every file of a run (each with the text the run read) will ask for: the
    /// base's copies that differ from the text, in one batch per repository. Loading works without
    /// it, a file at a time.
    pub fn prefetch(&self, files: &[(PathBuf, &str)]) {
        if let Some(bases) = &self.bases {
            bases.prefetch(files);
        }
    }

    /// Starts what the files at or under `path` will ask first: their policy base resolved and
    /// listed, so that a caller can overlap it with finding the files.
    pub fn warm(&self, path: &Path) {
        if let Some(bases) = &self.bases {
            bases.warm(path);
        }
    }

    /// What of the `blocks/` folder `file` sees could not be read (read once, as its blocks are):
    /// a front end reports it, since a use of a block in it is judged as a use of no block.
    pub fn unreadable_blocks_for(&self, file: &Path) -> Vec<blocks::Unreadable> {
        self.blocks_for(file).unreadable.clone()
    }

    /// Every file of the `blocks/` folders this session has read that could not be read, sorted
    /// by path.
    pub fn unreadable_blocks(&self) -> Vec<blocks::Unreadable> {
        let memo = lock(&self.blocks);
        let mut unread: Vec<blocks::Unreadable> = memo
            .values()
            .filter_map(|folder| match folder {
                Folder::Derived(derived) => Some(derived.unreadable.iter().cloned()),
                Folder::Deriving => None,
            })
            .flatten()
            .collect();
        unread.sort_by(|a, b| a.path.cmp(&b.path));
        unread
    }

    /// The signatures of the blocks `file` sees, each folder derived once. A thread that finds the
    /// folder being derived by another judges other files of the run meanwhile: a site's `ship.ks`
    /// and its blocks are found together and taken by two threads at once, and one waiting idle for
    /// the other would leave a core unused, as deriving it twice would waste one.
    fn blocks_for(&self, file: &Path) -> Arc<Derived> {
        let dir = blocks::blocks_dir(file);
        loop {
            let known = {
                let mut memo = lock(&self.blocks);
                let known = memo.get(&dir).cloned();
                if known.is_none() {
                    memo.insert(dir.clone(), Folder::Deriving);
                }
                known
            };
            match known {
                Some(Folder::Derived(derived)) => return derived,
                Some(Folder::Deriving) => {
                    if rayon::yield_now() != Some(rayon::Yield::Executed) {
                        std::thread::yield_now();
                    }
                }
                None => {
                    let mut claim = Claim { memo: &self.blocks, dir, derived: None };
                    let (signatures, unreadable) = blocks::derive(file);
                    let derived = Arc::new(Derived { signatures, unreadable });
                    claim.derived = Some(Arc::clone(&derived));
                    drop(claim);
                    return derived;
                }
            }
        }
    }
}

/// A `blocks/` folder in a session's memo.
#[derive(Clone)]
enum Folder {
    /// A thread is deriving its signatures.
    Deriving,
    /// Its signatures, shared by count: the lock is held for a count, not for a copy.
    Derived(Arc<Derived>),
}

/// A `blocks/` folder derived: its signatures, and what in it could not be read.
struct Derived {
    signatures: BlockSignatures,
    unreadable: Vec<blocks::Unreadable>,
}

/// A folder a thread derives: stored when the claim is dropped, or forgotten if deriving panicked
/// (so that another thread derives it rather than wait for it for ever).
struct Claim<'a> {
    memo: &'a Mutex<HashMap<PathBuf, Folder>>,
    dir: PathBuf,
    derived: Option<Arc<Derived>>,
}

impl Drop for Claim<'_> {
    fn drop(&mut self) {
        let mut memo = lock(self.memo);
        match self.derived.take() {
            Some(derived) => memo.insert(std::mem::take(&mut self.dir), Folder::Derived(derived)),
            None => memo.remove(&self.dir),
        };
    }
}

/// The facts of one file alone (with its text, when the caller read it): a session of one.
pub fn load(
    file: Option<&Path>,
    text: Option<&str>,
    request: RunRequest,
    options: CheckOptions,
) -> Result<CheckOptions, LoadError> {
    Session::new(request)?.load(file, text, options)
}

#[cfg(test)]
mod tests {
    use rayon::prelude::*;

    use super::*;

    const BLOCK: &str = "keepshipping: 0.1\nblock: web\ninputs:\n  image: oci.Digest\n";

    #[test]
    fn a_blocks_folder_asked_for_by_many_threads_at_once_is_derived_for_all() {
        let dir = tempfile::tempdir().unwrap();
        let mut files = Vec::new();
        for site in 0..40 {
            let blocks = dir.path().join(format!("s{site}/blocks"));
            std::fs::create_dir_all(&blocks).unwrap();
            std::fs::write(blocks.join("web.ks"), BLOCK).unwrap();
            // A site's workflow and its block, each asked for several times over.
            for _ in 0..3 {
                files.push(dir.path().join(format!("s{site}/ship.ks")));
                files.push(blocks.join("web.ks"));
            }
        }
        let session = Session::new(RunRequest { no_base: true, ..RunRequest::default() }).unwrap();
        let pool = rayon::ThreadPoolBuilder::new().num_threads(4).build().unwrap();
        let seen: Vec<Vec<String>> = pool.install(|| {
            files
                .par_iter()
                .with_max_len(1)
                .map(|file| {
                    let options = session.load(Some(file), None, CheckOptions::default()).unwrap();
                    options.blocks.keys().cloned().collect()
                })
                .collect()
        });
        assert!(seen.iter().all(|blocks| blocks == &["web"]), "{seen:?}");
        let memo = lock(&session.blocks);
        assert_eq!(memo.len(), 40);
        assert!(memo.values().all(|folder| matches!(folder, Folder::Derived(_))));
    }

    #[test]
    fn a_folder_whose_deriving_thread_gave_up_is_derived_by_the_next() {
        let dir = tempfile::tempdir().unwrap();
        let blocks = dir.path().join("blocks");
        std::fs::create_dir(&blocks).unwrap();
        std::fs::write(blocks.join("web.ks"), BLOCK).unwrap();
        let session = Session::new(RunRequest { no_base: true, ..RunRequest::default() }).unwrap();
        // A claim dropped without signatures, as by a panic while deriving.
        lock(&session.blocks).insert(blocks.clone(), Folder::Deriving);
        drop(Claim { memo: &session.blocks, dir: blocks.clone(), derived: None });
        assert!(lock(&session.blocks).is_empty());
        let file = dir.path().join("ship.ks");
        assert!(session.blocks_for(&file).signatures.contains_key("web"));
        assert!(matches!(lock(&session.blocks).get(&blocks), Some(Folder::Derived(_))));
    }
}
