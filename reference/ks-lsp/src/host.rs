//! What the server reads around a document, as `keepshipping check` reads it: its configuration
//! (`keepshipping.toml`), its site (policy base, `.tf` outputs, script facts) through a ks-host
//! session per configuration file, and the `blocks/` it sees, open block documents' text first.
//! Each is read once and kept until a file it came from changes.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use ks_core::{Actor, CheckOptions};
use ks_host::{
    config::{Config, Resolver},
    loader::Session,
    scripts::ScriptOptions,
    sessions::Sessions,
    site::Site,
};
use lsp_types::Uri;

use crate::snapshot::Snapshot;
use crate::workspace::{self, Blocks};

/// What the server reads sites with.
pub(crate) struct Sites {
    /// Who documents are checked for (`initializationOptions.actor`, else `human`) where no
    /// configuration file says.
    pub actor: Actor,
    /// The same session without a base: for a document whose named base cannot be read (the error
    /// is shown once, and the document is checked without a base).
    pub fallback: Session,
    /// How script modules are read (`importScripts`).
    pub scripts: ScriptOptions,
    /// Each document's `keepshipping.toml` (the settings as flags over it), as `check` finds it.
    pub configs: Resolver,
    /// A session per configuration file, for the documents it speaks for, and the workspace's own
    /// (from the initialization options) for the rest.
    pub sessions: Sessions,
    /// The spec site's address, under which each diagnostic links its code's page
    /// (`initializationOptions.site`, else the address the build was told; none: no links).
    pub code_pages: Option<String>,
}

/// The host's facts about the open documents, read once each.
pub(crate) struct Host {
    pub sites: Sites,
    /// Each `blocks/` folder's blocks, read once per change of the folder.
    blocks: HashMap<PathBuf, Arc<Blocks>>,
    /// The site of each open file document (its policy base, `.tf` outputs and script facts), read
    /// when the document is first analysed after it opened or after a file of its site changed, never
    /// per edit; the blocks are read apart ([`Host::blocks_for`]).
    site: HashMap<Uri, Site>,
    /// The configuration of each open file document, with the site (`None`: one that could not be
    /// read).
    config: HashMap<Uri, Option<Arc<Config>>>,
}

impl Host {
    pub(crate) fn new(sites: Sites) -> Host {
        Host { sites, blocks: HashMap::new(), site: HashMap::new(), config: HashMap::new() }
    }

    /// The configuration `uri` was last judged under (`None` before its first analysis, or when
    /// it is not a file).
    pub(crate) fn config_of(&self, uri: &Uri) -> Option<&Arc<Config>> {
        self.config.get(uri).and_then(Option::as_ref)
    }

    /// A closed document: its site and configuration are read again if it opens again.
    pub(crate) fn close(&mut self, uri: &Uri) {
        self.site.remove(uri);
        self.config.remove(uri);
    }

    /// The files of the `blocks/` folder `dir` changed (or an open block document did).
    pub(crate) fn blocks_changed(&mut self, dir: &Path) {
        self.blocks.remove(dir);
    }

    /// A file other than a `.ks` changed: the sites of the documents beside or above it go.
    pub(crate) fn site_changed(&mut self, path: &Path) {
        self.site.retain(|uri, _| {
            let dir = workspace::uri_to_path(uri)
                .and_then(|document| document.parent().map(Path::to_path_buf));
            !dir.is_some_and(|dir| path.starts_with(dir))
        });
    }

    /// The `keepshipping.toml` of `dir` changed: the documents below it find their configuration
    /// and their sites again, and its session (the base and baseline it named) goes.
    pub(crate) fn config_changed(&mut self, dir: &Path) {
        let below = |uri: &Uri| {
            workspace::uri_to_path(uri).is_some_and(|document| document.starts_with(dir))
        };
        self.sites.configs.forget(dir);
        self.config.retain(|uri, _| !below(uri));
        self.site.retain(|uri, _| !below(uri));
        self.sites.sessions.forget_in(dir);
    }

    /// The options `uri` is checked with: its site's facts (read once, [`Host::site`]) with the
    /// blocks it sees. A document that is not a file (`untitled:`) has no site: only the actor.
    pub(crate) fn options_for(
        &mut self,
        uri: &Uri,
        blocks: &Blocks,
        say: &mut dyn FnMut(String),
    ) -> CheckOptions {
        let options = CheckOptions::default().with_actor(self.sites.actor);
        let Some(path) = workspace::uri_to_path(uri) else {
            return options.with_blocks(blocks.signatures.clone());
        };
        let config = self.config_for(uri, &path, say);
        let options = match &config {
            Some(config) => config.judge(options),
            None => options,
        };
        let site = match self.site.get(uri) {
            Some(site) => site.clone(),
            None => {
                let sessions = &mut self.sites.sessions;
                let opened = match &config {
                    Some(config) => match sessions.open(config, &self.sites.scripts) {
                        Ok(_) => Some(config),
                        Err(error) => {
                            say(format!("keepshipping: {error}"));
                            None
                        }
                    },
                    None => None,
                };
                let session = opened
                    .and_then(|config| sessions.get(config))
                    .or_else(|| sessions.unconfigured())
                    .unwrap_or(&self.sites.fallback);
                let site = match session.site_with(Some(&path), None, None) {
                    Ok(site) => site,
                    Err(error) => {
                        say(format!("keepshipping: {error}; checked without a base"));
                        match self.sites.fallback.site_with(Some(&path), None, None) {
                            Ok(site) => site,
                            Err(_) => return options.with_blocks(blocks.signatures.clone()),
                        }
                    }
                };
                self.site.insert(uri.clone(), site.clone());
                site
            }
        };
        Site { blocks: Some(blocks.signatures.clone()), ..site }.options(options)
    }

    /// The configuration `uri` is judged under, read once per document; one that cannot be read is
    /// said once (a window message) and the document is judged without it.
    fn config_for(
        &mut self,
        uri: &Uri,
        path: &Path,
        say: &mut dyn FnMut(String),
    ) -> Option<Arc<Config>> {
        if let Some(config) = self.config.get(uri) {
            return config.clone();
        }
        let config = match self.sites.configs.for_path(path) {
            Ok(config) => Some(config),
            Err(error) => {
                say(format!("keepshipping: {error}; checked without it"));
                None
            }
        };
        self.config.insert(uri.clone(), config.clone());
        config
    }

    /// The blocks `uri` sees, read once per change of its `blocks/` directory.
    pub(crate) fn blocks_for<'a>(
        &mut self,
        uri: &Uri,
        open: impl Iterator<Item = &'a Arc<Snapshot>>,
    ) -> Arc<Blocks> {
        let Some(dir) = workspace::blocks_dir(uri) else { return Arc::default() };
        if let Some(blocks) = self.blocks.get(&dir) {
            return blocks.clone();
        }
        let open: HashMap<PathBuf, String> = open
            .filter_map(|snapshot| {
                let path = workspace::uri_to_path(&snapshot.uri)?;
                (path.parent() == Some(dir.as_path())).then(|| (path, snapshot.text.to_string()))
            })
            .collect();
        let blocks = Arc::new(Blocks::discover(&dir, &open));
        self.blocks.insert(dir, blocks.clone());
        blocks
    }
}
