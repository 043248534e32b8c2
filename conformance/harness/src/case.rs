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
    /// Free feature tags.
    #[serde(default)]
    pub tags: Vec<String>,
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
    let mut cases = Vec::new();
    walk(root, root, &mut cases)?;
    cases.sort_by(|a, b| a.id.cmp(&b.id));
    if cases.is_empty() {
        return Err(format!("no cases found under {}", root.display()));
    }
    Ok(cases)
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
    Ok(Case { id, dir: dir.to_path_buf(), input, meta })
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
