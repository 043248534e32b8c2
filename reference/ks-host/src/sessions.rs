//! The loader sessions of a run or a workspace, one per configuration file: every front end that
//! reads sites under several `keepshipping.toml` files (the CLI's repository runs, the language
//! server) keeps them here, so each file's base is resolved and its baseline read once.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use crate::{
    blocks,
    config::Config,
    loader::{LoadError, Session},
    scripts::ScriptOptions,
};

/// One session per configuration file (`None`: what no file speaks for, the flags alone).
#[derive(Default)]
pub struct Sessions {
    by_file: HashMap<Option<PathBuf>, Session>,
}

impl Sessions {
    pub fn new() -> Sessions {
        Sessions::default()
    }

    /// The session of `config`'s file, made from its request the first time it is asked for.
    pub fn open(
        &mut self,
        config: &Config,
        scripts: &ScriptOptions,
    ) -> Result<&Session, LoadError> {
        let key = config.file().map(Path::to_path_buf);
        if !self.by_file.contains_key(&key) {
            let session = Session::new(config.run_request(scripts.clone()))?;
            self.by_file.insert(key.clone(), session);
        }
        Ok(&self.by_file[&key])
    }

    /// The session of `config`'s file, if one was opened.
    pub fn get(&self, config: &Config) -> Option<&Session> {
        self.by_file.get(&config.file().map(Path::to_path_buf))
    }

    /// Makes `session` the one for what no configuration file speaks for (a server's own, from its
    /// initialization options).
    pub fn set_unconfigured(&mut self, session: Session) {
        self.by_file.insert(None, session);
    }

    /// The session of what no configuration file speaks for, if there is one.
    pub fn unconfigured(&self) -> Option<&Session> {
        self.by_file.get(&None)
    }

    /// What of every `blocks/` folder these sessions read could not be read, sorted by path, each
    /// once (two configurations may share a folder).
    pub fn unreadable_blocks(&self) -> Vec<blocks::Unreadable> {
        let mut unread: Vec<blocks::Unreadable> =
            self.by_file.values().flat_map(Session::unreadable_blocks).collect();
        unread.sort_by(|a, b| a.path.cmp(&b.path));
        unread.dedup_by(|a, b| a.path == b.path);
        unread
    }

    /// Drops the sessions of the configuration files in `dir`: one was written, and the base and
    /// baseline it names are read again when next asked for.
    pub fn forget_in(&mut self, dir: &Path) {
        self.by_file.retain(|file, _| {
            let Some(file) = file else { return true };
            std::path::absolute(file).map_or(true, |file| file.parent() != Some(dir))
        });
    }
}
