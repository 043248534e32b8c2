//! The site around a checked file. [`Site`] is everything `check` reads there, however it was found
//! (a repository on disk through [`crate::loader::Session::site`], a conformance case's `files/`
//! through [`crate::suite::case_site`]), and [`Site::options`] is the one place that puts it into
//! [`CheckOptions`]. [`SiteFacts`] is ks-core's run-time output port answered from the site's
//! directory: the `*.tf` files of a plan's literal `dir:` ([`crate::tf`]) and script modules
//! ([`crate::scripts`]).

use std::{
    collections::HashMap,
    path::{Path, PathBuf},
    sync::{Arc, Mutex},
};

use ks_core::{
    policy::Base,
    ports::{
        outputs::{DeclaredOutputs, OutputFacts},
        policy::PolicyStore,
    },
    BlockSignatures, CheckOptions, Type,
};

/// What one checked file sees around it.
#[derive(Clone)]
pub struct Site {
    /// The blocks it sees (`blocks/*.ks` beside it, a block file's siblings); `None` leaves the
    /// options' own (standard input that stands for no path).
    pub blocks: Option<BlockSignatures>,
    /// Its policy base; `None` consults none (`--no-base`, a case without base files).
    pub base: Option<Base>,
    /// The organisation's baseline (`--baseline FILE`, a case's `files/baseline.ks`).
    pub baseline: Option<Arc<dyn PolicyStore>>,
    /// The `.tf` outputs and script facts of its directory.
    pub facts: Arc<SiteFacts>,
}

impl Site {
    /// `options` (who is checked, where, `CI`) with every fact of the site: the one assembly every
    /// front end's options go through.
    pub fn options(self, mut options: CheckOptions) -> CheckOptions {
        if let Some(blocks) = self.blocks {
            options = options.with_blocks(blocks);
        }
        if let Some(base) = self.base {
            options = options.with_policy_base(base);
        }
        if let Some(baseline) = self.baseline {
            options = options.with_policy_store(baseline);
        }
        options.with_runtime_outputs(self.facts)
    }
}

use crate::{
    scripts::{Declared, ScriptOptions, Scripts},
    tf,
};

/// The facts of one site (the directory holding the `ship.ks`).
#[derive(Debug)]
pub struct SiteFacts {
    site: PathBuf,
    scripts: Scripts,
    tf: Mutex<HashMap<PathBuf, Option<DeclaredOutputs>>>,
}

impl SiteFacts {
    pub fn new(site: &Path, scripts: ScriptOptions) -> SiteFacts {
        SiteFacts {
            site: site.to_path_buf(),
            scripts: Scripts::new(site, scripts),
            tf: Mutex::new(HashMap::new()),
        }
    }

    /// The facts of a conformance case (conformance/NOTATION.md §2, "Files beside the input"): the site
    /// is the case's `files/` (a case without one sees nothing), `KEEPSHIPPING_NODE` is honoured, and
    /// the script cache lives in the system's temporary directory, never in the suite.
    pub fn for_case(case_dir: &Path) -> SiteFacts {
        let options = ScriptOptions {
            cache_dir: Some(std::env::temp_dir().join("keepshipping-conformance-scripts")),
            ..ScriptOptions::from_env()
        };
        SiteFacts::new(&case_dir.join("files"), options)
    }

    pub fn scripts(&self) -> &Scripts {
        &self.scripts
    }

    fn tf_outputs(&self, dir: &str) -> Option<DeclaredOutputs> {
        let path = self.site.join(dir);
        let mut memo = self.tf.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        memo.entry(path.clone())
            .or_insert_with(|| {
                let outputs = tf::read_dir(&path)?;
                let mut declared =
                    DeclaredOutputs { source: dir.to_string(), ..Default::default() };
                for output in outputs {
                    match output.ty {
                        Ok(ty) => declared.outputs.push((output.name, ty)),
                        Err(written) => {
                            declared.refused.push((
                                output.name.clone(),
                                format!("`keepshipping:type {written}`, which is not a ks type"),
                            ));
                            declared.outputs.push((output.name, Type::Any));
                        }
                    }
                }
                Some(declared)
            })
            .clone()
    }

    fn script_outputs(&self, kind: &str) -> Option<DeclaredOutputs> {
        let (schema, _) = self.scripts.extract(kind).ok()?;
        let mut declared = DeclaredOutputs { source: kind.to_string(), ..Default::default() };
        for (name, output) in schema.outputs {
            if let Some(why) = output.refusal() {
                declared.refused.push((name.clone(), why));
            }
            let ty = match output {
                Declared::Type(ty) => ty,
                Declared::Refused(_) => Type::Any,
            };
            declared.outputs.push((name, ty));
        }
        Some(declared)
    }
}

impl OutputFacts for SiteFacts {
    fn outputs(
        &self,
        kind: &str,
        _step: &str,
        literal_dir: Option<&str>,
    ) -> Option<DeclaredOutputs> {
        if kind.ends_with(".ts") {
            return self.script_outputs(kind);
        }
        match (kind, literal_dir) {
            ("tofu.apply", Some(dir)) => self.tf_outputs(dir),
            _ => None,
        }
    }

    fn escapes(&self, kind: &str) -> bool {
        self.scripts.escapes(kind)
    }
}
