//! The configuration file, `keepshipping.toml` (issue 26, ADR 0062): what a repository tells every
//! run of `keepshipping` that it would otherwise repeat on each command line.
//!
//! It is found the way Ruff finds its own: the `keepshipping.toml` in the directory of the checked
//! path or the nearest one above it ([`Config::discover`]); `--config FILE` names one
//! ([`Config::from_file`]); `--isolated` reads none ([`Config::isolated`]). [`Config::resolve`] makes
//! that choice from the three command-line inputs. Parent files are not merged: the nearest one is
//! the whole configuration. Every path and glob in the file is relative to the file's directory, and
//! the file speaks only for the paths under that directory.
//!
//! A file with every key (each is optional; the comments give the default):
//!
//! ```toml
//! # Globs of files and directories a repository run does not walk into, added to what `.gitignore`
//! # and `.ignore` exclude. A glob without `/` matches a name at any depth; one with `/` is matched
//! # from this file's directory. (default: none)
//! exclude = ["vendor", "legacy/generated/**"]
//!
//! # The policy base: a git revision (default: `$KEEPSHIPPING_BASE`, then `origin/$GITHUB_BASE_REF`,
//! # `origin/HEAD`, `origin/main`, `main`, `master`), or `no-base = true` to consult none. Not both.
//! base = "origin/main"
//!
//! # The organisation's baseline policy, a file. (default: none)
//! baseline = "policy/baseline.ks"
//!
//! # Who the workflows are judged for (`human`, `agent`, `ci`) and where they pretend to run
//! # (`local`, `ci`). (defaults: `human`, `local`)
//! actor = "ci"
//! context = "ci"
//!
//! # Import script modules to read what they declare. (default: true)
//! scripts = false
//!
//! # Warnings that fail the run as errors do: `true` (all), `false`, or a list of warning codes.
//! # (default: false)
//! warnings-as-errors = ["KS0611", "unknown-step-kind"]
//!
//! # Warnings not reported for the files a glob matches, by code or by name.
//! [per-file-ignores]
//! "legacy/**" = ["KS0611"]
//! "sandbox/ship.ks" = ["ci-only-step-checked-locally"]
//! ```
//!
//! Flags win over the file ([`Config::with_flags`]). A run over many paths asks a [`Resolver`], which
//! reads each file once. The values reach the site loader as [`Config::run_request`] and the check
//! as [`Config::judge`]; a repository run asks [`Config::excludes`] of each entry it walks (and
//! [`Config::excluded_by`] why, when nothing was left), and every front end reports a file's
//! findings through [`Config::apply`]: the warnings it ignores there left out, those that fail the
//! run made errors.
//!
//! A problem with the file is one [`ConfigError`], whose `Display` is the line the CLI prints before
//! it exits 2:
//!
//! ```
//! use std::path::Path;
//! use ks_host::config::Config;
//!
//! let error = Config::parse("actor = \"ci\"\nexlude = [\"vendor\"]\n", Path::new("keepshipping.toml"))
//!     .unwrap_err();
//! assert_eq!(
//!     error.to_string(),
//!     "keepshipping.toml:2: unknown key `exlude` — did you mean `exclude`?",
//! );
//! ```

use std::{
    collections::{BTreeSet, HashMap},
    fmt, fs, io,
    path::{Component, Path, PathBuf},
    sync::{Arc, Mutex},
};

use globset::GlobSet;
use ks_core::{Actor, CheckOptions, Context};
use ks_lang::{Diagnostic, Severity};
use toml_edit::Document;

use crate::{loader::RunRequest, lock, scripts::ScriptOptions};

mod read;

use read::{Key, Reader};

/// The file's name, looked for in the checked path's directory and every directory above it.
pub const FILE_NAME: &str = "keepshipping.toml";

/// At most this many globs in one file (`exclude` and `[per-file-ignores]` together), each at most
/// [`MAX_GLOB_LEN`] bytes long: compiling a glob set grows faster than its size, and a file past
/// these bounds is a mistake, not a configuration (20,000 globs took 40 s to compile in a test build).
pub const MAX_GLOBS: usize = 1_000;
pub const MAX_GLOB_LEN: usize = 1_000;

/// The top-level keys, in the order the documentation lists them.
const KEYS: &[&str] = &[
    "exclude",
    "base",
    "no-base",
    "baseline",
    "actor",
    "context",
    "scripts",
    "warnings-as-errors",
    "per-file-ignores",
];

/// What the command line says about the configuration's values; `None` (or `false`) leaves the
/// file's value. Each field is one flag of `check`, `plan` and `policy explain`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Flags {
    /// `--actor`.
    pub actor: Option<Actor>,
    /// `--context`.
    pub context: Option<Context>,
    /// `--base REF`: replaces the file's `base`, and its `no-base`.
    pub base: Option<String>,
    /// `--no-base`: replaces the file's `base` (and wins over `base` here, though clap keeps the two
    /// flags apart).
    pub no_base: bool,
    /// `$KEEPSHIPPING_BASE` is set and not empty. It counts as a flag: the file's `base` and
    /// `no-base` give way, and the site loader reads the variable itself (POL-25's order becomes
    /// `--base`, `$KEEPSHIPPING_BASE`, the file's `base`, then the implicit chain).
    pub base_in_env: bool,
    /// `--baseline FILE`, as given (relative to the current directory, as every command-line path).
    pub baseline: Option<PathBuf>,
    /// `--no-scripts` is `Some(false)`.
    pub scripts: Option<bool>,
    /// `--warnings-as-errors` (every warning) is `Some(true)`.
    pub warnings_as_errors: Option<bool>,
}

impl Flags {
    /// `base_in_env` from this process's environment; every other field is unset.
    pub fn from_env() -> Flags {
        Flags::from_vars(&|name| std::env::var(name).ok())
    }

    /// `base_in_env` from `var` (the environment, or a test's stand-in for it).
    pub fn from_vars(var: &dyn Fn(&str) -> Option<String>) -> Flags {
        let base = var("KEEPSHIPPING_BASE");
        Flags { base_in_env: base.is_some_and(|value| !value.is_empty()), ..Flags::default() }
    }
}

/// The configuration one run uses: a file's values, or the defaults, with the flags over them.
#[derive(Clone, Debug, Default)]
pub struct Config {
    /// The file read, as it is named in messages; `None` when no file was read.
    file: Option<PathBuf>,
    /// The absolute directory the file's paths and globs are relative to.
    root: Option<PathBuf>,
    actor: Option<Actor>,
    context: Option<Context>,
    base: Option<String>,
    /// The line of the file's `base`, while no flag replaces it.
    base_line: Option<usize>,
    no_base: bool,
    baseline: Option<PathBuf>,
    scripts: Option<bool>,
    warnings_as_errors: Strict,
    exclude: Globs,
    per_file_ignores: Vec<(Globs, Vec<&'static str>)>,
}

/// Which warnings fail the run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
enum Strict {
    #[default]
    None,
    All,
    Codes(BTreeSet<&'static str>),
}

impl Config {
    /// `--isolated`: the defaults; no file is read.
    pub fn isolated() -> Config {
        Config::default()
    }

    /// The configuration for `path` (a file, a directory, or the path standard input stands for):
    /// the nearest `keepshipping.toml` at or above it, or the defaults when there is none.
    pub fn discover(path: &Path) -> Result<Config, ConfigError> {
        match find(path) {
            Some(file) => Config::from_file(&file),
            None => Ok(Config::default()),
        }
    }

    /// `--config FILE`: that file, wherever it is; its paths and globs are relative to its directory.
    pub fn from_file(file: &Path) -> Result<Config, ConfigError> {
        let text = fs::read(file).map_err(|error| ConfigError::read(file, &error))?;
        let text = String::from_utf8(text).map_err(|_| ConfigError {
            file: file.to_path_buf(),
            line: None,
            kind: ErrorKind::Read,
            message: "is not UTF-8 text".to_owned(),
        })?;
        Config::parse(&text, file)
    }

    /// The one choice the CLI makes: `--isolated` reads no file, `--config FILE` reads that one, and
    /// otherwise the nearest file above `path` is read. `--isolated` with `--config` is an error, as
    /// Ruff's is.
    pub fn resolve(
        path: &Path,
        explicit: Option<&Path>,
        isolated: bool,
    ) -> Result<Config, ConfigError> {
        match (explicit, isolated) {
            (Some(file), true) => Err(ConfigError {
                file: file.to_path_buf(),
                line: None,
                kind: ErrorKind::Conflict,
                message: "--config and --isolated cannot be used together (--isolated reads no \
                          configuration file)"
                    .to_owned(),
            }),
            (None, true) => Ok(Config::isolated()),
            (Some(file), false) => Config::from_file(file),
            (None, false) => Config::discover(path),
        }
    }

    /// The configuration `text` says, as the file `file` (named in messages; its directory is the
    /// one paths and globs are relative to). Never panics, whatever the text.
    pub fn parse(text: &str, file: &Path) -> Result<Config, ConfigError> {
        let root = normalize(&absolute(file.parent().unwrap_or(Path::new(""))));
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let reader = Reader::new(file, text);
        let document = Document::parse(text).map_err(|error| {
            let line = error.span().map(|span| reader.line(span.start));
            let message = error.message().split_whitespace().collect::<Vec<_>>().join(" ");
            ConfigError {
                file: file.to_path_buf(),
                line,
                kind: ErrorKind::Syntax,
                message: format!("not valid TOML: {message}"),
            }
        })?;
        let mut config =
            Config { file: Some(file.to_path_buf()), root: Some(root), ..Config::default() };
        let table = document.as_table();
        for (name, item) in table.iter() {
            let key = Key { name, line: reader.key_line(table, name) };
            let at = reader.item_line(item).unwrap_or(key.line);
            match name {
                "exclude" => config.exclude = reader.globs(&key, item, at)?,
                "base" => {
                    let value = reader.string(&key, item, at, "a git revision")?;
                    if value.trim().is_empty() {
                        return Err(reader.bad(&key, at, "must name a git revision, not be empty"));
                    }
                    config.base = Some(value.to_owned());
                    config.base_line = Some(key.line);
                }
                "no-base" => config.no_base = reader.boolean(&key, item, at)?,
                "baseline" => {
                    let value = reader.string(&key, item, at, "a file")?;
                    if value.is_empty() {
                        return Err(reader.bad(&key, at, "must name a file, not be empty"));
                    }
                    config.baseline = Some(value.into());
                }
                "actor" => config.actor = Some(reader.actor(&key, item, at)?),
                "context" => config.context = Some(reader.context(&key, item, at)?),
                "scripts" => config.scripts = Some(reader.boolean(&key, item, at)?),
                "warnings-as-errors" => {
                    config.warnings_as_errors = reader.strict(&key, item, at)?
                }
                "per-file-ignores" => config.per_file_ignores = reader.ignores(&key, item, at)?,
                _ => return Err(reader.unknown(&key, KEYS)),
            }
        }
        if config.no_base && config.base.is_some() {
            let line = reader.key_line(table, "no-base");
            return Err(ConfigError {
                file: file.to_path_buf(),
                line: Some(line),
                kind: ErrorKind::Conflict,
                message: "`no-base = true` and `base` cannot both be set: `no-base` consults no \
                          policy base"
                    .to_owned(),
            });
        }
        if let (Some(baseline), Some(root)) = (&config.baseline, &config.root) {
            config.baseline = Some(normalize(&root.join(baseline)));
        }
        Ok(config)
    }

    /// The flags over the file: each flag given replaces the file's value.
    pub fn with_flags(mut self, flags: &Flags) -> Config {
        if flags.actor.is_some() {
            self.actor = flags.actor;
        }
        if flags.context.is_some() {
            self.context = flags.context;
        }
        if flags.base_in_env || flags.base.is_some() || flags.no_base {
            self.base = flags.base.clone();
            self.base_line = None;
            self.no_base = flags.no_base;
        }
        if let Some(baseline) = &flags.baseline {
            self.baseline = Some(baseline.clone());
        }
        if flags.scripts.is_some() {
            self.scripts = flags.scripts;
        }
        match flags.warnings_as_errors {
            Some(true) => self.warnings_as_errors = Strict::All,
            Some(false) => self.warnings_as_errors = Strict::None,
            None => {}
        }
        self
    }

    /// The file read, as named when it was found or given; `None` when none was.
    pub fn file(&self) -> Option<&Path> {
        self.file.as_deref()
    }

    /// The absolute directory the file's paths and globs are relative to; `None` without a file.
    pub fn root(&self) -> Option<&Path> {
        self.root.as_deref()
    }

    /// Who the workflows are judged for (default: human).
    pub fn actor(&self) -> Actor {
        self.actor.unwrap_or_default()
    }

    /// Where the workflows pretend to run (default: local).
    pub fn context(&self) -> Context {
        self.context.unwrap_or_default()
    }

    /// The policy base named by `--base` or the file, for the site loader's `base`; `None`: the
    /// loader's own choice (`$KEEPSHIPPING_BASE`, then the implicit chain), or no base at all when
    /// [`Config::no_base`].
    pub fn base(&self) -> Option<&str> {
        self.base.as_deref()
    }

    /// Consult no policy base (`no-base = true` or `--no-base`).
    pub fn no_base(&self) -> bool {
        self.no_base
    }

    /// The baseline policy file: the file's, resolved against its directory, or `--baseline` as given.
    pub fn baseline(&self) -> Option<&Path> {
        self.baseline.as_deref()
    }

    /// Whether script modules are imported (default: true).
    pub fn scripts(&self) -> bool {
        self.scripts.unwrap_or(true)
    }

    /// `options` judged for this configuration's actor and context (the rest as it was).
    pub fn judge(&self, options: CheckOptions) -> CheckOptions {
        options.with_actor(self.actor()).with_context(self.context())
    }

    /// What the site loader is asked for under this configuration: its base (or none), its baseline
    /// and whether scripts are imported, over `scripts` (the node, the timeout and the cache).
    pub fn run_request(&self, scripts: ScriptOptions) -> RunRequest {
        let base_named_by = match (&self.file, self.base_line) {
            (Some(file), Some(line)) => Some(format!("`base` at {}:{line}", file.display())),
            _ => None,
        };
        RunRequest {
            base: self.base.clone(),
            base_named_by,
            baseline: self.baseline.clone(),
            no_base: self.no_base,
            scripts: ScriptOptions { enabled: self.scripts(), ..scripts },
        }
    }

    /// Whether a repository run leaves out `path` (a file or a directory): the path, or a directory
    /// above it below the file's directory, matches a glob of `exclude`. A path outside the file's
    /// directory is never excluded.
    pub fn excludes(&self, path: &Path) -> bool {
        self.relative(path).is_some_and(|relative| self.exclude.matches(&relative))
    }

    /// Why a repository run leaves out `path`, when [`Config::excludes`] it: the first glob of
    /// `exclude` that matches, and its line.
    pub fn excluded_by(&self, path: &Path) -> Option<Exclusion> {
        let relative = self.relative(path)?;
        let written = self.exclude.first_match(&relative)?;
        let file = self.file.clone()?;
        Some(Exclusion { file, line: written.line, glob: written.glob.clone() })
    }

    /// What is reported of `diagnostics`, the findings for `path`, under this configuration, as
    /// every front end reports them: the warnings `[per-file-ignores]` names for the path are left
    /// out, and those `warnings-as-errors` makes fail the run become errors (so that every format
    /// shows them failing). Returns how many warnings became errors.
    pub fn apply(&self, path: &Path, diagnostics: &mut Vec<Diagnostic>) -> usize {
        diagnostics.retain(|d| !self.ignored(path, d.code));
        let mut promoted = 0;
        for diagnostic in diagnostics.iter_mut() {
            if diagnostic.severity == Severity::Warning
                && self.fails(diagnostic.code, Severity::Warning)
            {
                diagnostic.severity = Severity::Error;
                promoted += 1;
            }
        }
        promoted
    }

    /// Whether a diagnostic `code` (`KSnnnn`) is left out of the report for `path`, by
    /// `[per-file-ignores]`.
    pub fn ignored(&self, path: &Path, code: &str) -> bool {
        if !self.per_file_ignores.iter().any(|(_, codes)| codes.contains(&code)) {
            return false;
        }
        let Some(relative) = self.relative(path) else { return false };
        self.per_file_ignores
            .iter()
            .any(|(globs, codes)| codes.contains(&code) && globs.matches(&relative))
    }

    /// Whether a diagnostic that is reported fails the run: an error always, a warning when
    /// `warnings-as-errors` takes it in, a note never.
    pub fn fails(&self, code: &str, severity: Severity) -> bool {
        match severity {
            Severity::Error => true,
            Severity::Note => false,
            Severity::Warning => match &self.warnings_as_errors {
                Strict::None => false,
                Strict::All => true,
                Strict::Codes(codes) => codes.contains(code),
            },
        }
    }

    /// `path` relative to the file's directory, lexically (no symbolic link is followed); `None`
    /// without a file or for a path outside its directory.
    fn relative(&self, path: &Path) -> Option<PathBuf> {
        let root = self.root.as_deref()?;
        let path = normalize(&absolute(path));
        let relative = path.strip_prefix(root).ok()?;
        (!relative.as_os_str().is_empty()).then(|| relative.to_path_buf())
    }
}

/// The configurations of one run over many paths (a repository run): the nearest file of each path,
/// each file read once however many paths it covers; or the one `--config` file; or none with
/// `--isolated`. The flags are laid over every configuration. Shareable between threads.
#[derive(Debug)]
pub struct Resolver {
    flags: Flags,
    /// `--config` or `--isolated`: one configuration for every path.
    fixed: Option<Arc<Config>>,
    /// The defaults with the flags over them, shared by every path that finds no file.
    defaults: Arc<Config>,
    /// The configuration file found for each directory a search started from (`None`: none).
    found: Mutex<HashMap<PathBuf, Option<PathBuf>>>,
    /// Each file read, as it was read.
    read: Mutex<HashMap<PathBuf, Result<Arc<Config>, ConfigError>>>,
    /// The current directory, asked once: a run resolves every path of a tree against it.
    cwd: Option<PathBuf>,
}

impl Resolver {
    /// The same choice as [`Config::resolve`]: an explicit file or `--isolated` is read (or not)
    /// once, here; otherwise each path finds its own.
    pub fn new(
        explicit: Option<&Path>,
        isolated: bool,
        flags: Flags,
    ) -> Result<Resolver, ConfigError> {
        let fixed = match (explicit, isolated) {
            (None, false) => None,
            _ => Some(Arc::new(
                Config::resolve(Path::new("."), explicit, isolated)?.with_flags(&flags),
            )),
        };
        let cwd = std::env::current_dir().ok().map(|cwd| normalize(&cwd));
        let defaults = Arc::new(Config::default().with_flags(&flags));
        let (found, read) = (Mutex::default(), Mutex::default());
        Ok(Resolver { flags, fixed, defaults, found, read, cwd })
    }

    /// The configuration for `path`, as [`Config::discover`] finds it, with the flags over it.
    pub fn for_path(&self, path: &Path) -> Result<Arc<Config>, ConfigError> {
        if let Some(fixed) = &self.fixed {
            return Ok(Arc::clone(fixed));
        }
        let absolute = self.absolute(path);
        let is_dir = absolute.is_dir();
        self.for_absolute(absolute, is_dir)
    }

    /// [`Resolver::for_path`] for a path the caller knows to be a directory or not (a tree walk
    /// does), without asking the disk.
    pub fn for_entry(&self, path: &Path, is_dir: bool) -> Result<Arc<Config>, ConfigError> {
        if let Some(fixed) = &self.fixed {
            return Ok(Arc::clone(fixed));
        }
        self.for_absolute(self.absolute(path), is_dir)
    }

    /// [`Resolver::for_entry`] of a path already made absolute and normalized.
    fn for_absolute(&self, absolute: PathBuf, is_dir: bool) -> Result<Arc<Config>, ConfigError> {
        let start = if is_dir {
            absolute.clone()
        } else {
            absolute.parent().map_or(absolute.clone(), Path::to_path_buf)
        };
        let Some(file) = self.nearest(&start) else {
            return Ok(Arc::clone(&self.defaults));
        };
        if let Some(done) = lock(&self.read).get(&file) {
            return done.clone();
        }
        let done = Config::from_file(&file).map(|config| Arc::new(config.with_flags(&self.flags)));
        lock(&self.read).entry(file).or_insert(done).clone()
    }
}

impl Resolver {
    /// `path` made absolute against the current directory when the resolver was made, and normalized.
    fn absolute(&self, path: &Path) -> PathBuf {
        match &self.cwd {
            Some(cwd) if !path.is_absolute() => normalize(&cwd.join(path)),
            _ => normalize(&absolute(path)),
        }
    }

    /// Forgets what was found and read at and below `dir`, whose `keepshipping.toml` was written,
    /// created or deleted (the language server's watcher says so).
    pub fn forget(&self, dir: &Path) {
        let dir = normalize(&absolute(dir));
        lock(&self.found).retain(|at, _| !at.starts_with(&dir));
        lock(&self.read).retain(|file, _| normalize(&absolute(file)).parent() != Some(&dir));
    }

    /// [`find`] from the directory `dir` (absolute, normalized), each directory looked at once: a
    /// tree of a thousand sites asks about the same parents a thousand times.
    fn nearest(&self, dir: &Path) -> Option<PathBuf> {
        if let Some(known) = lock(&self.found).get(dir) {
            return known.clone();
        }
        let here = dir.join(FILE_NAME);
        let file = match here.is_file() {
            true => Some(relative_to_cwd(here)),
            false => dir.parent().and_then(|parent| self.nearest(parent)),
        };
        lock(&self.found).insert(dir.to_path_buf(), file.clone());
        file
    }
}

/// The nearest `keepshipping.toml` at or above `path`: in `path` itself when it is a directory, else
/// in its parent, then in each directory above, up to the filesystem root. A directory of that name is
/// not a file and is passed over. Named relative to the current directory when it lies under it.
pub fn find(path: &Path) -> Option<PathBuf> {
    let path = normalize(&absolute(path));
    let start = if path.is_dir() { path.as_path() } else { path.parent()? };
    start
        .ancestors()
        .map(|dir| dir.join(FILE_NAME))
        .find(|file| file.is_file())
        .map(relative_to_cwd)
}

/// `file` (absolute) named relative to the current directory when it lies under it.
fn relative_to_cwd(file: PathBuf) -> PathBuf {
    let cwd = std::env::current_dir().ok().map(|cwd| normalize(&cwd));
    match cwd.as_deref().and_then(|cwd| file.strip_prefix(cwd).ok()) {
        Some(relative) => relative.to_path_buf(),
        None => file,
    }
}

/// `path` made absolute against the current directory (unchanged when that cannot be read).
fn absolute(path: &Path) -> PathBuf {
    let path = if path.as_os_str().is_empty() { Path::new(".") } else { path };
    std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf())
}

/// `path` without `.` parts, and each `..` taking away the part before it (lexically: a symbolic
/// link is not followed).
fn normalize(path: &Path) -> PathBuf {
    let mut normal = PathBuf::new();
    for component in path.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir => match normal.components().next_back() {
                Some(Component::Normal(_)) => {
                    normal.pop();
                }
                // Above the root is the root.
                Some(Component::RootDir | Component::Prefix(_)) => {}
                _ => normal.push(component),
            },
            other => normal.push(other),
        }
    }
    normal
}

/// The globs of one key: those without `/` matched against every name along the path, those with
/// `/` against the path and each directory above it, all relative to the file's directory.
#[derive(Clone, Debug, Default)]
struct Globs {
    names: Option<GlobSet>,
    paths: Option<GlobSet>,
    /// The globs of `names` and of `paths`, in their sets' order, as written and where.
    name_globs: Vec<Written>,
    path_globs: Vec<Written>,
}

/// One glob as the file writes it (less a leading `./` and a trailing `/`), and its line.
#[derive(Clone, Debug)]
struct Written {
    glob: String,
    line: usize,
}

impl Globs {
    fn matches(&self, relative: &Path) -> bool {
        let names = self.names.as_ref().is_some_and(|names| {
            relative.components().any(|part| names.is_match(Path::new(part.as_os_str())))
        });
        names
            || self.paths.as_ref().is_some_and(|paths| {
                relative
                    .ancestors()
                    .filter(|dir| !dir.as_os_str().is_empty())
                    .any(|dir| paths.is_match(dir))
            })
    }

    /// The first glob, in the file's order, that [`Globs::matches`] `relative`: asked only to say
    /// why a path was left out, so it may look at every glob.
    fn first_match(&self, relative: &Path) -> Option<&Written> {
        let mut found: Vec<&Written> = Vec::new();
        if let Some(names) = &self.names {
            for part in relative.components() {
                let hits = names.matches(Path::new(part.as_os_str()));
                found.extend(hits.into_iter().map(|at| &self.name_globs[at]));
            }
        }
        if let Some(paths) = &self.paths {
            for dir in relative.ancestors().filter(|dir| !dir.as_os_str().is_empty()) {
                found.extend(paths.matches(dir).into_iter().map(|at| &self.path_globs[at]));
            }
        }
        found.into_iter().min_by_key(|written| written.line)
    }
}

/// Why a path is left out of a run: the glob of `exclude` that matches it, and where it is written.
/// `Display`: ``excluded by `exclude` in keepshipping.toml:3 (`vendor`)``.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exclusion {
    /// The configuration file, as named when it was found or given.
    pub file: PathBuf,
    /// The 1-based line of the glob.
    pub line: usize,
    /// The glob, as written.
    pub glob: String,
}

impl fmt::Display for Exclusion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Exclusion { file, line, glob } = self;
        write!(f, "excluded by `exclude` in {}:{line} (`{glob}`)", file.display())
    }
}

/// Why the configuration could not be used. `Display` is one line: `FILE:LINE: message`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigError {
    /// The file, as named when it was found or given.
    pub file: PathBuf,
    /// The 1-based line of the key or value at fault; `None` for the file as a whole.
    pub line: Option<usize>,
    pub kind: ErrorKind,
    /// What is wrong, with the did-you-mean when there is one.
    pub message: String,
}

/// What kind of problem a [`ConfigError`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The file cannot be read (missing, a directory, no permission, not UTF-8).
    Read,
    /// The text is not TOML.
    Syntax,
    /// A key this version does not know.
    UnknownKey,
    /// A known key with a value it cannot take (wrong type, unknown actor, bad glob, unknown code).
    BadValue,
    /// Two settings that exclude each other (`base` with `no-base`, `--config` with `--isolated`).
    Conflict,
}

impl ConfigError {
    fn read(file: &Path, error: &io::Error) -> ConfigError {
        let message = match error.kind() {
            io::ErrorKind::NotFound => "no such file".to_owned(),
            io::ErrorKind::IsADirectory => "is a directory, not a file".to_owned(),
            _ => format!("cannot be read: {error}"),
        };
        ConfigError { file: file.to_path_buf(), line: None, kind: ErrorKind::Read, message }
    }
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file.display())?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
        }
        write!(f, ": {}", self.message)
    }
}

impl std::error::Error for ConfigError {}

#[cfg(test)]
mod tests {
    use super::*;
    use read::{catalog_code, CATALOG};

    #[test]
    fn the_catalog_has_every_code_with_a_name() {
        assert!(CATALOG.len() >= 40, "{}", CATALOG.len());
        for entry in CATALOG {
            assert!(entry.code.starts_with("KS") && entry.code.len() == 6, "{}", entry.code);
            assert!(!entry.name.is_empty(), "{}", entry.code);
        }
        assert!(CATALOG.iter().filter(|entry| entry.severity == Severity::Warning).count() >= 9);
        assert!(!catalog_code("no-format-header-in-ci").is_empty());
    }

    #[test]
    fn every_listed_key_is_read() {
        for key in KEYS {
            let text = format!("{key} = 1979-05-27\n");
            let error = Config::parse(&text, Path::new(FILE_NAME)).expect_err(key);
            assert_eq!(error.kind, ErrorKind::BadValue, "{key}: {error}");
            assert!(error.message.starts_with(&format!("`{key}` must be ")), "{key}: {error}");
        }
    }

    #[test]
    fn normalize_is_lexical() {
        assert_eq!(normalize(Path::new("/a/./b/../c")), PathBuf::from("/a/c"));
        assert_eq!(normalize(Path::new("/..")), PathBuf::from("/"));
        assert_eq!(normalize(Path::new("../../a/..")), PathBuf::from("../.."));
    }
}
