//! A site in a temporary directory and `check` with its facts.

#![allow(dead_code)]

use std::{
    fs,
    path::{Path, PathBuf},
    sync::Arc,
};

use ks_core::CheckOptions;
use ks_host::{scripts::ScriptOptions, site::SiteFacts};

pub struct Site {
    pub dir: tempfile::TempDir,
}

impl Site {
    pub fn new() -> Site {
        Site { dir: tempfile::tempdir().unwrap() }
    }

    pub fn path(&self) -> PathBuf {
        self.dir.path().canonicalize().unwrap()
    }

    pub fn write(&self, relative: &str, text: &str) -> &Site {
        let path = self.dir.path().join(relative);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
        self
    }

    /// `check` of `text` with this site's facts: `CODE line:col message` per diagnostic.
    pub fn check(&self, text: &str, options: ScriptOptions) -> Vec<String> {
        let facts = Arc::new(SiteFacts::new(self.dir.path(), options));
        check_with(text, facts)
    }
}

pub fn check_with(text: &str, facts: Arc<SiteFacts>) -> Vec<String> {
    let parse = ks_lang::parse(text);
    let options = CheckOptions::default().with_runtime_outputs(facts);
    let checked = ks_core::check(&parse, &options);
    let index = ks_lang::LineIndex::new(text);
    checked
        .diagnostics()
        .iter()
        .map(|d| {
            let (start, _) = index.range(d.span);
            let hint = d.hint.as_deref().map(|h| format!(" [hint: {h}]")).unwrap_or_default();
            format!("{} {}:{} {}{hint}", d.code, start.line, start.column, d.message)
        })
        .collect()
}

/// The machine's node, for the wrapper scripts (tests fail, never skip, without one).
pub fn node() -> PathBuf {
    ks_host::scripts::node::find_node(None).expect("node on PATH (scripts/setup.sh installs it)")
}

/// A `KEEPSHIPPING_NODE` that appends a line to `log` on every start, then runs the real node.
pub fn recording_node(dir: &Path, log: &Path) -> PathBuf {
    let wrapper = dir.join("node-recorder.sh");
    fs::write(
        &wrapper,
        format!(
            "#!/bin/sh\necho spawned >> '{}'\nexec '{}' \"$@\"\n",
            log.display(),
            node().display()
        ),
    )
    .unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(&wrapper, fs::Permissions::from_mode(0o755)).unwrap();
    }
    wrapper
}

pub fn spawns(log: &Path) -> usize {
    fs::read_to_string(log).map(|text| text.lines().count()).unwrap_or(0)
}
