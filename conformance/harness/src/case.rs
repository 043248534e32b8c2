//! Cases: one directory under `conformance/cases/` holding `case.toml`, `input.ks` and one expected file
//! per asserted level. The case id is the directory's path relative to `cases/`, with `/`.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::areas;
use crate::Level;

/// The contents of `case.toml`.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct CaseMeta {
    /// One line saying what the case shows.
    pub title: String,
    /// Requirement IDs the case covers (each listed in `conformance/rules.txt`).
    pub rules: Vec<String>,
    /// Free tags.
    #[serde(default)]
    pub tags: Vec<String>,
    /// Language features the case needs that none of their signals shows (names from
    /// `conformance/features.txt`; the signalled ones are derived, [`Case::features`]).
    #[serde(default)]
    pub features: Vec<String>,
    /// The format version the case is valid from.
    pub since: String,
    /// Why the case exists; shown with failures.
    #[serde(default)]
    pub note: Option<String>,
    /// The input is an example of the language description, verbatim.
    #[serde(default)]
    pub example: bool,
    /// `true`: the input has no error diagnostic (warnings allowed). `false`: it has at least one.
    pub valid: bool,
    /// The distinct diagnostic codes `grammar/SYNTAX.md` says this input produces (empty: none). A test
    /// checks `parse.diag` against it, so a blessed file that contradicts the syntax rules fails.
    pub codes: Vec<String>,
    /// Levels deliberately left without an expected file because the reference implementation disagrees
    /// with `grammar/SYNTAX.md` there: level name → what is wrong. Bless never writes these.
    #[serde(default)]
    pub disputed: BTreeMap<String, String>,
    /// `[check]`: the options the checker runs with. Present (even empty), it makes the case assert the
    /// `check` level outside the check areas too.
    #[serde(default)]
    pub check: Option<CheckSettings>,
    /// Tools an implementation must provide to run this case (`needs = ["node"]` for script modules);
    /// its trials are skipped, visibly, by an implementation that does not (`Implementation::provides`).
    #[serde(default)]
    pub needs: Vec<String>,
    /// `[plan]`: which environment is planned. Present (even empty), it makes the case assert the
    /// `plan` level (`plan.json`); the check's own options come from `[check]`.
    #[serde(default)]
    pub plan: Option<PlanSettings>,
    /// `[run]`: how an `exec/` case's run starts (NOTATION.md §5d).
    #[serde(default)]
    pub run: Option<RunSettings>,
}

/// The `[run]` table of `case.toml` (NOTATION.md §5d): `keepshipping run`'s options.
#[derive(Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
#[non_exhaustive]
pub struct RunSettings {
    /// `--actor`: who runs it. Default `human`.
    #[serde(default)]
    pub actor: Actor,
    /// `--context`: where it runs (`local` is off CI). Default `local`.
    #[serde(default)]
    pub context: Context,
    /// `--env`.
    #[serde(default)]
    pub env: Option<String>,
    /// `--event`.
    #[serde(default)]
    pub event: Option<String>,
    /// `--seed` (the log must not depend on it).
    #[serde(default)]
    pub seed: Option<u64>,
    /// `--skip`, each.
    #[serde(default)]
    pub skip: Vec<String>,
    /// `--until`.
    #[serde(default)]
    pub until: Option<String>,
    /// `--allow-partial`.
    #[serde(default)]
    pub allow_partial: bool,
}

impl RunSettings {
    /// No option: the only environment, seed 0.
    pub const DEFAULT: RunSettings = RunSettings {
        actor: Actor::Human,
        context: Context::Local,
        env: None,
        event: None,
        seed: None,
        skip: Vec::new(),
        until: None,
        allow_partial: false,
    };
}

static DEFAULT_RUN: RunSettings = RunSettings::DEFAULT;

/// The `[plan]` table of `case.toml` (NOTATION.md §2): `keepshipping plan --env`/`--event`. Both absent:
/// every environment is planned.
#[derive(Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct PlanSettings {
    /// The environment requested by name.
    #[serde(default)]
    pub env: Option<String>,
    /// The event that selects the environment: `push:BRANCH`, `pr`, `tag:TAG` or `manual`.
    #[serde(default)]
    pub event: Option<String>,
}

impl PlanSettings {
    /// Neither option: every environment.
    pub const DEFAULT: PlanSettings = PlanSettings { env: None, event: None };
}

static DEFAULT_PLAN: PlanSettings = PlanSettings::DEFAULT;

/// The `[check]` table of `case.toml`: how the checker is run for this case (NOTATION.md §2).
#[derive(Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct CheckSettings {
    /// `--actor`: who is checked (`human`, `agent`, `ci`). Default `human`.
    #[serde(default)]
    pub actor: Actor,
    /// `--context`: where the check pretends to run (`local`, `ci`). Default `local`.
    #[serde(default)]
    pub context: Context,
    /// The environment variables the check sees, and only these (never the runner's own).
    #[serde(default)]
    pub env: BTreeMap<String, String>,
}

impl CheckSettings {
    /// The defaults: `human`, `local`, an empty environment.
    pub const DEFAULT: CheckSettings =
        CheckSettings { actor: Actor::Human, context: Context::Local, env: BTreeMap::new() };

    /// Whether the check's environment has a non-empty `CI` variable.
    pub fn ci_env(&self) -> bool {
        self.env.get("CI").is_some_and(|v| !v.is_empty())
    }
}

static DEFAULT_SETTINGS: CheckSettings = CheckSettings::DEFAULT;

/// Who is being checked (`[check] actor`).
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq, Hash)]
#[serde(rename_all = "lowercase")]
#[non_exhaustive]
pub enum Actor {
    #[default]
    Human,
    Agent,
    Ci,
}

impl Actor {
    /// The protocol name (`human`, `agent`, `ci`).
    pub fn name(self) -> &'static str {
        match self {
            Actor::Human => "human",
            Actor::Agent => "agent",
            Actor::Ci => "ci",
        }
    }
}

/// Where the check pretends to run (`[check] context`).
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq, Hash)]
#[serde(rename_all = "lowercase")]
#[non_exhaustive]
pub enum Context {
    #[default]
    Local,
    Ci,
}

impl Context {
    /// The protocol name (`local`, `ci`).
    pub fn name(self) -> &'static str {
        match self {
            Context::Local => "local",
            Context::Ci => "ci",
        }
    }
}

/// A loaded case.
#[derive(Clone, Debug)]
pub struct Case {
    /// `area/slug`.
    pub id: String,
    /// The case directory.
    pub dir: PathBuf,
    /// `input.ks`, byte for byte.
    pub input: Vec<u8>,
    /// `case.toml`.
    pub meta: CaseMeta,
    /// The language features the case needs (`conformance/features.txt`), in list order: derived
    /// from the case's files and named in `case.toml` ([`crate::features::of_case`]).
    pub features: Vec<String>,
}

impl Case {
    /// The case's area: the first segment of its id.
    pub fn area(&self) -> &str {
        self.id.split('/').next().unwrap_or("")
    }

    /// The expected file present for `level` (`format.refused` when that is the one present), or the
    /// level's main file when none is.
    pub fn expected_path(&self, level: Level) -> PathBuf {
        self.dir.join(self.expected_file_name(level).unwrap_or(level.file_name()))
    }

    /// The name of the expected file present for `level`, when the case asserts that level.
    pub fn expected_file_name(&self, level: Level) -> Option<&'static str> {
        level.file_names().iter().copied().find(|f| self.dir.join(f).is_file())
    }

    /// Whether the case asserts a refusal at `level` (`format.refused`, `migrate.refused`).
    pub fn expects_refusal(&self, level: Level) -> bool {
        level.refusal_file_name().is_some()
            && self.expected_file_name(level) == level.refusal_file_name()
    }

    /// The expected text for `level`, when the case asserts that level.
    pub fn expected(&self, level: Level) -> Option<String> {
        let name = self.expected_file_name(level)?;
        fs::read(self.dir.join(name)).ok().map(|b| String::from_utf8_lossy(&b).into_owned())
    }

    /// The levels this case is meant to assert: its area's levels (see [`areas::AREAS`]; the syntax
    /// levels for an area not listed), plus `check` when `case.toml` has a `[check]` table; `ast`
    /// only for a valid input (an invalid input has no typed AST). Disputed levels are included: they
    /// apply, but have no expected file.
    pub fn applicable_levels(&self) -> Vec<Level> {
        let mut levels: Vec<Level> = areas::levels_of(self.area()).to_vec();
        if self.meta.check.is_some() && !levels.contains(&Level::Check) {
            levels.push(Level::Check);
        }
        if self.meta.plan.is_some() && !levels.contains(&Level::Plan) {
            levels.push(Level::Plan);
        }
        levels.retain(|l| *l != Level::Ast || self.meta.valid);
        levels.sort();
        levels
    }

    /// The levels this case asserts: those with an expected file present.
    pub fn asserted_levels(&self) -> Vec<Level> {
        Level::ALL.into_iter().filter(|l| self.expected_file_name(*l).is_some()).collect()
    }

    /// Whether `level` is listed under `disputed`.
    pub fn is_disputed(&self, level: Level) -> bool {
        self.meta.disputed.contains_key(level.name())
    }

    /// Every Keep Shipping file the case directory holds, `input.ks` first, then the expected outputs
    /// and the files beside the input (`formatted.ks`, `files/blocks/b.ks`, …) sorted by path: for
    /// the tests that feed every text of the suite to a tool. Each with its path relative to the
    /// case directory.
    pub fn ks_files(&self) -> Vec<(String, Vec<u8>)> {
        let mut paths = Vec::new();
        ks_paths(&self.dir, &mut paths);
        paths.sort();
        let mut out = vec![("input.ks".to_string(), self.input.clone())];
        for path in paths {
            let rel = path.strip_prefix(&self.dir).unwrap_or(&path);
            let rel = rel.components().map(|c| c.as_os_str().to_string_lossy()).collect::<Vec<_>>();
            let rel = rel.join("/");
            if rel != "input.ks" {
                if let Ok(bytes) = fs::read(&path) {
                    out.push((rel, bytes));
                }
            }
        }
        out
    }

    /// The check options of this case (`[check]`, or the defaults).
    pub fn check_settings(&self) -> &CheckSettings {
        self.meta.check.as_ref().unwrap_or(&DEFAULT_SETTINGS)
    }

    /// The plan options of this case (`[plan]`, or every environment).
    pub fn plan_settings(&self) -> &PlanSettings {
        self.meta.plan.as_ref().unwrap_or(&DEFAULT_PLAN)
    }

    /// The run options of this case (`[run]`, or none).
    pub fn run_settings(&self) -> &RunSettings {
        self.meta.run.as_ref().unwrap_or(&DEFAULT_RUN)
    }
}

/// Loads every case under `root` (the `cases/` directory), sorted by id. A directory holding an
/// `input.ks` without a `case.toml` (or the reverse) is an error, so a typo cannot hide a case.
pub fn discover(root: &Path) -> Result<Vec<Case>, String> {
    Filter::default().discover(root)
}

/// Every case of the suite (`cases/` of [`crate::suite_dir`]), sorted by id; panics with the reason
/// when the suite does not load, for tests.
pub fn suite() -> Vec<Case> {
    Filter::default().suite()
}

/// Which cases a walk of the suite keeps: those of some areas, those asserting some levels. Empty
/// lists keep every case.
///
/// ```no_run
/// use ks_conformance::{areas::Owner, case::Filter, Level};
/// let check_cases = Filter::default().owner(Owner::Check).level(Level::Check).suite();
/// let migrations = Filter::default().area("migrate").suite();
/// ```
#[derive(Clone, Debug, Default)]
pub struct Filter {
    areas: Vec<String>,
    levels: Vec<Level>,
}

impl Filter {
    /// Keeps the cases of area `name` too.
    pub fn area(mut self, name: &str) -> Filter {
        if !self.areas.iter().any(|a| a == name) {
            self.areas.push(name.to_string());
        }
        self
    }

    /// Keeps the cases of every area `owner` answers for too ([`areas::owned_by`]).
    pub fn owner(self, owner: areas::Owner) -> Filter {
        areas::owned_by(owner).fold(self, |filter, area| filter.area(area.name))
    }

    /// Keeps the cases that assert `level` (its expected file present) too.
    pub fn level(mut self, level: Level) -> Filter {
        self.levels.push(level);
        self
    }

    /// Whether `case` is kept.
    pub fn keeps(&self, case: &Case) -> bool {
        (self.areas.is_empty() || self.areas.iter().any(|a| a == case.area()))
            && (self.levels.is_empty()
                || self.levels.iter().any(|l| case.expected_file_name(*l).is_some()))
    }

    /// Loads the kept cases under `root` (the `cases/` directory), sorted by id, walking only the
    /// areas asked for. An area that is not listed in [`areas::AREAS`], and a filter that keeps no
    /// case, are errors, so a typo cannot empty a test.
    pub fn discover(&self, root: &Path) -> Result<Vec<Case>, String> {
        if let Some(unknown) = self.areas.iter().find(|a| areas::find(a).is_none()) {
            return Err(format!("`{unknown}` is not an area of the suite (areas::AREAS)"));
        }
        let mut cases = Vec::new();
        if self.areas.is_empty() {
            walk(root, root, &mut cases)?;
        } else {
            for area in &self.areas {
                let dir = root.join(area);
                if dir.is_dir() {
                    walk(root, &dir, &mut cases)?;
                }
            }
        }
        cases.retain(|case| self.keeps(case));
        cases.sort_by(|a, b| a.id.cmp(&b.id));
        if cases.is_empty() {
            return Err(format!("no cases found under {} ({self:?})", root.display()));
        }
        Ok(cases)
    }

    /// The kept cases of the suite (`cases/` of [`crate::suite_dir`]); panics with the reason when
    /// the suite does not load or keeps no case, for tests.
    pub fn suite(&self) -> Vec<Case> {
        self.discover(&crate::suite_dir().join("cases")).unwrap_or_else(|e| panic!("{e}"))
    }
}

fn walk(root: &Path, dir: &Path, out: &mut Vec<Case>) -> Result<(), String> {
    let entries = fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut subdirs = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|e| format!("{}: {e}", dir.display()))?;
        if entry.file_type().map_err(|e| e.to_string())?.is_dir() {
            subdirs.push(entry.path());
        }
    }
    let has_toml = dir.join("case.toml").is_file();
    let has_input = dir.join("input.ks").is_file();
    match (has_toml, has_input) {
        (true, true) => out.push(load(root, dir)?),
        (false, false) => {}
        _ => return Err(format!("{}: a case needs both case.toml and input.ks", dir.display())),
    }
    for sub in subdirs {
        walk(root, &sub, out)?;
    }
    Ok(())
}

/// The `.ks` files under `dir`, a case's own directory: a nested case (none today) is not its
/// parent's.
fn ks_paths(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else { return };
    for path in entries.flatten().map(|entry| entry.path()) {
        if path.is_dir() {
            if !path.join("case.toml").is_file() {
                ks_paths(&path, out);
            }
        } else if path.extension().is_some_and(|ext| ext == "ks") {
            out.push(path);
        }
    }
}

pub use crate::files::relative_files;

/// Loads one case directory.
pub fn load(root: &Path, dir: &Path) -> Result<Case, String> {
    let rel = dir.strip_prefix(root).map_err(|e| e.to_string())?;
    let id =
        rel.components().map(|c| c.as_os_str().to_string_lossy()).collect::<Vec<_>>().join("/");
    let toml_text = fs::read_to_string(dir.join("case.toml"))
        .map_err(|e| format!("{}: {e}", dir.join("case.toml").display()))?;
    let meta: CaseMeta = toml::from_str(&toml_text).map_err(|e| format!("{id}/case.toml: {e}"))?;
    for level in meta.disputed.keys() {
        if Level::from_name(level).is_none() {
            return Err(format!("{id}/case.toml: disputed level `{level}` is not a level"));
        }
    }
    let input = fs::read(dir.join("input.ks")).map_err(|e| format!("{id}/input.ks: {e}"))?;
    let subject = crate::features::Subject {
        id: &id,
        files: relative_files(dir, true),
        rules: &meta.rules,
        tags: &meta.tags,
        needs: &meta.needs,
        named: &meta.features,
        syntax_error: !meta.codes.is_empty(),
        input: &input,
    };
    let features = crate::features::of_case(&subject)?;
    Ok(Case { id, dir: dir.to_path_buf(), input, meta, features })
}

/// Every Keep Shipping text of `cases` (inputs, expected outputs, files beside them;
/// [`Case::ks_files`]), named `<case-id>/<path>` and read lossily (a few inputs are not UTF-8 on
/// purpose): for the tests that feed every text of the suite to a tool that takes text.
pub fn ks_texts(cases: &[Case]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for case in cases {
        for (path, bytes) in case.ks_files() {
            out.push((format!("{}/{path}", case.id), String::from_utf8_lossy(&bytes).into_owned()));
        }
    }
    out
}

/// Every disputed (case, level) of `cases`, as `(trial id, reason)`: levels held back because the
/// reference disagrees with the syntax rules there.
pub fn disputed(cases: &[Case]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for case in cases {
        for (level, why) in &case.meta.disputed {
            out.push((format!("{}::{level}", case.id), why.clone()));
        }
    }
    out
}
