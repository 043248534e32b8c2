//! Script steps (SCR, D10, D11, ADR 0009): what a `./….ts` module declares, read by importing it in
//! Node with `@keepshipping/sdk` resolved to a stub built into the binary, its types stripped here
//! first (Node 20 cannot), under Node's permission model, with a kill timeout, and cached per site.
//!
//! Everything that goes wrong is silent: a module that is missing, a Node that cannot be found, an
//! import that throws or times out all answer "not seen" and the step's outputs stay unchecked
//! (SCR-24). [`Scripts::last_error`] tells tests why.

pub mod cache;
pub mod closure;
pub mod node;
pub mod schema;
pub mod strip;

use std::{
    collections::HashMap,
    ffi::OsString,
    path::{Component, Path, PathBuf},
    sync::{
        atomic::{AtomicU64, Ordering},
        Mutex,
    },
    time::{Duration, SystemTime, UNIX_EPOCH},
};

use serde_json::json;

pub use schema::{Declared, Schema};

/// How extraction behaves.
#[derive(Clone, Debug)]
pub struct ScriptOptions {
    /// `false` is `--no-scripts`: no module is imported (AMB-30); cached schemas are still read.
    pub enabled: bool,
    /// `KEEPSHIPPING_NODE`, when set.
    pub node: Option<OsString>,
    /// The kill timeout of one import (GAP-24: 10 s).
    pub timeout: Duration,
    /// Where cache entries go; `None` is the site's own `.keepshipping/cache/scripts` (SCR-22). The
    /// conformance adapters point it elsewhere so that checking a case writes nothing into the suite.
    pub cache_dir: Option<PathBuf>,
}

impl Default for ScriptOptions {
    fn default() -> Self {
        ScriptOptions {
            enabled: true,
            node: None,
            timeout: Duration::from_secs(10),
            cache_dir: None,
        }
    }
}

impl ScriptOptions {
    /// The defaults with `KEEPSHIPPING_NODE` read from the environment.
    pub fn from_env() -> ScriptOptions {
        ScriptOptions { node: std::env::var_os("KEEPSHIPPING_NODE"), ..ScriptOptions::default() }
    }
}

/// Where a schema came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    Cache,
    Node,
}

/// Why a module's outputs stay unchecked (never shown to the user: SCR-24).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unseen {
    /// Not a `./….ts` path inside the site (the core reports it, KS0101).
    NotAScriptPath,
    /// The path leaves the site once symlinks are followed (reported through the port, KS0101).
    Escapes,
    Missing,
    /// A local module that cannot be read or does not parse.
    Unreadable(String),
    /// `--no-scripts`, and no cached schema.
    Disabled,
    NoNode,
    Run(node::RunError),
    /// The extractor answered something this host cannot read.
    BadResult,
}

/// What reading one module gave.
pub type Extraction = Result<(Schema, Origin), Unseen>;

/// The script modules of one site (the directory holding the `ship.ks`). Each module is read at most
/// once per `Scripts`.
#[derive(Debug)]
pub struct Scripts {
    site: PathBuf,
    /// The site with its symbolic links resolved, asked on the first script step: most files have
    /// none, and a repository run makes a `Scripts` for every file.
    canonical_site: std::sync::OnceLock<Option<PathBuf>>,
    options: ScriptOptions,
    memo: Mutex<HashMap<String, Extraction>>,
}

impl Scripts {
    pub fn new(site: &Path, options: ScriptOptions) -> Scripts {
        Scripts {
            site: site.to_path_buf(),
            canonical_site: std::sync::OnceLock::new(),
            options,
            memo: Mutex::new(HashMap::new()),
        }
    }

    /// Whether `kind` (as written) is a well-formed script path whose file, once symlinks are
    /// followed, lies outside the site (SCR-3).
    pub fn escapes(&self, kind: &str) -> bool {
        matches!(self.locate(kind), Err(Unseen::Escapes))
    }

    /// What the module at `kind` declares, from the cache or by importing it.
    pub fn extract(&self, kind: &str) -> Extraction {
        let mut memo = self.memo.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(known) = memo.get(kind) {
            return known.clone();
        }
        let answer = self.extract_uncached(kind);
        memo.insert(kind.to_string(), answer.clone());
        answer
    }

    fn locate(&self, kind: &str) -> Result<(PathBuf, PathBuf), Unseen> {
        let site = self.canonical_site.get_or_init(|| self.site.canonicalize().ok());
        let site = site.clone().ok_or(Unseen::Missing)?;
        let relative = Path::new(kind);
        let well_formed = kind.starts_with("./")
            && kind.ends_with(".ts")
            && relative.components().all(|c| matches!(c, Component::CurDir | Component::Normal(_)));
        if !well_formed {
            return Err(Unseen::NotAScriptPath);
        }
        let entry = site.join(relative).canonicalize().map_err(|_| Unseen::Missing)?;
        if !entry.starts_with(&site) {
            return Err(Unseen::Escapes);
        }
        if !entry.is_file() {
            return Err(Unseen::Missing);
        }
        Ok((site, entry))
    }

    /// Runs a script step for real (`keepshipping run`, ADR 0068): the module's `run` called with
    /// `inputs` under the extraction's permission model (reads inside the site only, no writes, no
    /// child processes), its result checked against the outputs the module declares. `Err` says why
    /// the step failed: a module that cannot be read, a `run` that throws (a write the permission
    /// model refuses included), a result that is not an object or misses or mistypes a declared
    /// output.
    pub fn run_step(
        &self,
        kind: &str,
        inputs: &serde_json::Map<String, serde_json::Value>,
    ) -> Result<serde_json::Map<String, serde_json::Value>, String> {
        let (site, entry) =
            self.locate(kind).map_err(|why| format!("cannot run `{kind}`: {why:?}"))?;
        let (schema, _) =
            self.extract(kind).map_err(|why| format!("cannot read `{kind}`: {why:?}"))?;
        let closure = closure::closure(&site, &entry)?;
        let node =
            node::find_node(self.options.node.clone()).ok_or("no `node` to run the module")?;
        let nonce = nonce();
        let mut input = program_input(&closure, &nonce);
        input["inputs"] = json!(inputs);
        let result = node::run_program(
            &node,
            &site,
            node::RUNNER,
            &input.to_string(),
            &nonce,
            self.options.timeout,
        )
        .map_err(|error| match error {
            node::RunError::NoResult { stderr, .. } => {
                let last = stderr.lines().rev().find(|line| !line.trim().is_empty());
                format!("`run` failed: {}", last.unwrap_or("no result").trim())
            }
            node::RunError::TimedOut => "`run` timed out".to_string(),
            node::RunError::Spawn(why) => format!("cannot start node: {why}"),
        })?;
        let outputs = match serde_json::from_str(&result) {
            Ok(serde_json::Value::Object(outputs)) => outputs,
            _ => return Err("`run` returned something other than an object".into()),
        };
        for (name, declared) in &schema.outputs {
            let conforms = match declared {
                Declared::Type(ty) => {
                    outputs.get(name).is_some_and(|value| conforms(ty, value))
                        || (matches!(ty, ks_core::Type::Optional(_)) && outputs.get(name).is_none())
                }
                Declared::Refused(_) => false,
            };
            if !conforms {
                return Err(format!("`run` gave output `{name}` no value of its declared type"));
            }
        }
        Ok(outputs)
    }

    fn extract_uncached(&self, kind: &str) -> Extraction {
        let (site, entry) = self.locate(kind)?;
        let bytes = std::fs::read(&entry).map_err(|_| Unseen::Missing)?;
        let key = cache::key(&bytes);
        let cache_dir = self.options.cache_dir.clone().unwrap_or_else(|| site.join(cache::DIR));
        if let Some(schema) = cache::read(&site, &cache_dir, &key) {
            return Ok((schema, Origin::Cache));
        }
        if !self.options.enabled {
            return Err(Unseen::Disabled);
        }
        let closure = closure::closure(&site, &entry).map_err(Unseen::Unreadable)?;
        let node = node::find_node(self.options.node.clone()).ok_or(Unseen::NoNode)?;
        let nonce = nonce();
        let input = program_input(&closure, &nonce);
        let result = node::run(&node, &site, &input.to_string(), &nonce, self.options.timeout)
            .map_err(Unseen::Run)?;
        let schema = serde_json::from_str(&result)
            .ok()
            .and_then(|value| Schema::from_json(&value))
            .ok_or(Unseen::BadResult)?;
        cache::write(&cache_dir, &key, &closure, &schema);
        Ok((schema, Origin::Node))
    }
}

/// What the node program is handed, whether it extracts a module's declarations or runs it: the
/// module's closure (its sources, stripped, and their resolutions), the SDK and the permission hook.
fn program_input(closure: &closure::Closure, nonce: &str) -> serde_json::Value {
    let sources: serde_json::Map<String, serde_json::Value> =
        closure.modules.iter().map(|module| (module.url.clone(), json!(module.code))).collect();
    json!({
        "nonce": nonce,
        "entry": closure.modules[0].url,
        "sdk": node::SDK,
        "hook": node::HOOK,
        "sources": sources,
        "resolutions": closure.resolutions,
    })
}

/// Whether a JSON value is one of type `ty` (a secret, a path, a URL, a duration and a handle are
/// strings on the wire).
fn conforms(ty: &ks_core::Type, value: &serde_json::Value) -> bool {
    use ks_core::Type;
    use serde_json::Value;
    let mut stack = vec![(ty, value)];
    while let Some((ty, value)) = stack.pop() {
        let ok = match (ty, value) {
            (Type::Any, _) => true,
            (Type::Optional(_), Value::Null) => true,
            (Type::Optional(inner), value) => {
                stack.push((inner, value));
                true
            }
            (Type::List(inner), Value::Array(items)) => {
                stack.extend(items.iter().map(|item| (inner.as_ref(), item)));
                true
            }
            (Type::Int, Value::Number(n)) => n.is_i64() || n.is_u64(),
            (Type::Float, Value::Number(_)) => true,
            (Type::Bool, Value::Bool(_)) => true,
            (Type::List(_) | Type::Int | Type::Float | Type::Bool, _) => false,
            (_, Value::String(_)) => true,
            _ => false,
        };
        if !ok {
            return false;
        }
    }
    true
}

/// A line prefix the module cannot guess, so that what it prints is never taken for the result.
fn nonce() -> String {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let now = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    let seed = format!("{now}:{}:{}", std::process::id(), COUNTER.fetch_add(1, Ordering::Relaxed));
    format!("ks-result-{}:", &closure::sha256_hex(seed.as_bytes())[..32])
}
