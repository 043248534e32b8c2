//! The analysis thread. It keeps, per document, the newest snapshot it was sent and the analysis of
//! the last one it analysed, and works in this order: requests first (in the order they came, each
//! against the snapshot current when it was sent), then diagnostics of documents whose last change
//! is older than the debounce. A version superseded while it waits, or while it is parsed or
//! checked, is dropped unpublished; a request whose document changed meanwhile is answered
//! `ContentModified`, and one the client cancelled `RequestCanceled`.

use std::collections::{HashMap, VecDeque};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, RecvTimeoutError, Sender};
use ks_core::{Actor, CheckOptions};
use ks_host::{
    config::{Config, Resolver},
    loader::Session,
    scripts::ScriptOptions,
    site::Site,
};
use lsp_server::{ErrorCode, Message, Notification, Request, RequestId, Response};
use lsp_types::notification::{self as notif, Notification as _};
use lsp_types::request::{self as req, Request as _};
use lsp_types::{
    CompletionItem, CompletionItemKind, CompletionResponse, DiagnosticRelatedInformation,
    DiagnosticSeverity, DocumentSymbol, DocumentSymbolResponse, GotoDefinitionResponse, Hover,
    HoverContents, Location, MarkupContent, MarkupKind, MessageType, NumberOrString,
    PublishDiagnosticsParams, ShowMessageParams, SymbolKind, TextEdit, Uri,
};
use serde_json::Value;

use crate::analysis::{Analysis, CompletionWhat, Definition, Symbol, SymbolWhat};
use crate::position::LineMap;
use crate::workspace::{self, Blocks};

/// Requests sent to the analysis thread and not answered yet; `true` once the client cancelled one.
pub(crate) type InFlight = Arc<Mutex<HashMap<RequestId, bool>>>;

/// One version of one document, as the main thread last saw it.
pub struct Snapshot {
    pub uri: Uri,
    pub version: i32,
    /// Increases with every snapshot of any document.
    pub seq: u64,
    pub text: Arc<str>,
    pub lines: Arc<LineMap>,
    /// When the main thread took it (the timing log measures from here).
    pub taken: Instant,
}

pub(crate) enum Job {
    /// A new snapshot: diagnostics to publish once the debounce passes.
    Analyse(Arc<Snapshot>),
    /// A request, with the snapshot of the document it names (`None`: not open).
    Request(Request, Option<Arc<Snapshot>>),
    Close(Uri),
    /// The `blocks/` directory's files changed: read it again when next needed.
    BlocksChanged(PathBuf),
    /// A file other than a `.ks` changed on disk (a `.tf`, a script module): the sites that hold it
    /// are read again when next needed.
    SiteChanged(PathBuf),
    /// The `keepshipping.toml` of this folder was written, created or deleted: the documents below
    /// it find their configuration, and their sites, again.
    ConfigChanged(PathBuf),
    /// Answer the queued requests and stop.
    Stop,
}

/// The analysis of one snapshot.
struct Analysed {
    snapshot: Arc<Snapshot>,
    analysis: Analysis,
    blocks: Arc<Blocks>,
}

pub(crate) struct Worker {
    client: Sender<Message>,
    jobs: Receiver<Job>,
    debounce: Duration,
    in_flight: InFlight,
    /// The newest snapshot of every open document.
    latest: HashMap<Uri, Arc<Snapshot>>,
    /// Documents whose diagnostics are due, and when.
    pending: HashMap<Uri, Instant>,
    requests: VecDeque<(Request, Option<Arc<Snapshot>>)>,
    analysed: HashMap<Uri, Analysed>,
    /// When each document last changed (a change within the debounce of the last one waits).
    changed: HashMap<Uri, Instant>,
    blocks: HashMap<PathBuf, Arc<Blocks>>,
    /// How sites are read: one ks-host session per workspace (the policy base named once and
    /// resolved once per repository, the baseline read once).
    sites: Sites,
    /// The site of each open file document (its policy base, `.tf` outputs and script facts), read
    /// when the document is first analysed after it opened or after a file of its site changed, never
    /// per edit; the blocks are the worker's own ([`Worker::blocks_for`]).
    site: HashMap<Uri, Site>,
    /// The configuration of each open file document, with the site (`None`: one that could not be
    /// read).
    config: HashMap<Uri, Option<Arc<Config>>>,
    stopping: bool,
    /// A closed document's analysis is freed on another thread: a large file's model is many small
    /// allocations, and freeing them is not worth delaying the next message. (A superseded
    /// version's is freed in [`Worker::analyse`] before the next is built, to bound the peak.)
    discard: Option<Sender<Analysed>>,
    /// `initializationOptions.timing`: a `window/logMessage` per published version saying where
    /// the time went (the bench reads it).
    timing: bool,
    /// When the last analysis started, parsed and checked.
    marks: [Option<Instant>; 3],
    /// `initializationOptions.analysisDelayMs`, for tests: a pause after each parse, which holds
    /// every analysis open long enough for the test's next messages to arrive during it.
    delay: Duration,
}

/// What the server reads sites with.
pub(crate) struct Sites {
    /// Who documents are checked for (`initializationOptions.actor`, else `human`) where no
    /// configuration file says.
    pub actor: Actor,
    pub session: Session,
    /// The same session without a base: for a document whose named base cannot be read (the error
    /// is shown once, and the document is checked without a base).
    pub fallback: Session,
    /// How script modules are read (`importScripts`).
    pub scripts: ScriptOptions,
    /// Each document's `keepshipping.toml` (the settings as flags over it), as `check` finds it.
    pub configs: Resolver,
    /// A session per configuration file, for the documents it speaks for.
    pub by_config: HashMap<PathBuf, Session>,
}

impl Worker {
    pub(crate) fn new(
        client: Sender<Message>,
        jobs: Receiver<Job>,
        debounce: Duration,
        in_flight: InFlight,
        timing: bool,
        delay: Duration,
        sites: Sites,
    ) -> Worker {
        Worker {
            client,
            jobs,
            debounce,
            in_flight,
            latest: HashMap::new(),
            pending: HashMap::new(),
            requests: VecDeque::new(),
            analysed: HashMap::new(),
            changed: HashMap::new(),
            blocks: HashMap::new(),
            sites,
            site: HashMap::new(),
            config: HashMap::new(),
            stopping: false,
            discard: None,
            timing,
            marks: [None; 3],
            delay,
        }
    }

    pub(crate) fn run(mut self) {
        let (discard, discarded) = crossbeam_channel::unbounded::<Analysed>();
        let freeing = std::thread::Builder::new()
            .name("ks-lsp free".to_string())
            .spawn(move || discarded.into_iter().for_each(drop));
        // Without the thread, analyses are freed here.
        self.discard = freeing.is_ok().then_some(discard);
        self.work();
        self.discard = None;
        if let Ok(freeing) = freeing {
            let _ = freeing.join();
        }
    }

    fn discard(&self, old: Analysed) {
        match &self.discard {
            Some(discard) => {
                let _ = discard.send(old);
            }
            None => drop(old),
        }
    }

    fn work(&mut self) {
        loop {
            let wait = if self.stopping || !self.requests.is_empty() {
                Some(Duration::ZERO)
            } else {
                let due = self.pending.values().min().copied();
                due.map(|due| due.saturating_duration_since(Instant::now()))
            };
            let job = match wait {
                None => match self.jobs.recv() {
                    Ok(job) => Some(job),
                    Err(_) => return,
                },
                Some(wait) => match self.jobs.recv_timeout(wait) {
                    Ok(job) => Some(job),
                    Err(RecvTimeoutError::Timeout) => None,
                    Err(RecvTimeoutError::Disconnected) => return,
                },
            };
            if let Some(job) = job {
                self.absorb(job);
            }
            self.drain();
            if let Some((request, snapshot)) = self.requests.pop_front() {
                self.answer(request, snapshot);
                continue;
            }
            if self.stopping {
                return;
            }
            let now = Instant::now();
            let due =
                self.pending.iter().filter(|(_, due)| **due <= now).min_by_key(|(_, due)| **due);
            if let Some((uri, _)) = due {
                let uri = uri.clone();
                self.pending.remove(&uri);
                self.publish_latest(&uri);
            }
        }
    }

    /// Takes every job already queued.
    fn drain(&mut self) {
        while let Ok(job) = self.jobs.try_recv() {
            self.absorb(job);
        }
    }

    fn absorb(&mut self, job: Job) {
        match job {
            Job::Analyse(snapshot) => {
                // The first change after a quiet spell is analysed at once; one that follows another
                // within the debounce waits it out, and each further change restarts the wait, so
                // a burst of typing is analysed once, at its end.
                let now = Instant::now();
                let previous = self.changed.insert(snapshot.uri.clone(), now);
                let burst = previous.is_some_and(|at| now.duration_since(at) < self.debounce);
                let due = if burst { now + self.debounce } else { now };
                self.pending.insert(snapshot.uri.clone(), due);
                // A block file's new text changes the blocks of its directory now, together with
                // `latest`: the main thread's `BlocksChanged` comes after this job, and an analysis
                // in between (the block file's own, which sees itself) would read the old text.
                if let Some(dir) = workspace::uri_to_path(&snapshot.uri)
                    .and_then(|path| path.parent().map(Path::to_path_buf))
                    .filter(|dir| dir.file_name().is_some_and(|name| name == "blocks"))
                {
                    self.blocks.remove(&dir);
                }
                self.latest.insert(snapshot.uri.clone(), snapshot);
            }
            Job::Request(request, snapshot) => self.requests.push_back((request, snapshot)),
            Job::Close(uri) => {
                self.latest.remove(&uri);
                self.pending.remove(&uri);
                self.changed.remove(&uri);
                self.site.remove(&uri);
                self.config.remove(&uri);
                if let Some(old) = self.analysed.remove(&uri) {
                    self.discard(old);
                }
                let params =
                    PublishDiagnosticsParams { uri, diagnostics: Vec::new(), version: None };
                self.notify(notif::PublishDiagnostics::METHOD, params);
            }
            Job::BlocksChanged(dir) => {
                self.blocks.remove(&dir);
            }
            Job::SiteChanged(path) => {
                self.site.retain(|uri, _| {
                    let dir = workspace::uri_to_path(uri)
                        .and_then(|document| document.parent().map(Path::to_path_buf));
                    !dir.is_some_and(|dir| path.starts_with(dir))
                });
            }
            Job::ConfigChanged(dir) => {
                let below = |uri: &Uri| {
                    workspace::uri_to_path(uri).is_some_and(|document| document.starts_with(&dir))
                };
                self.sites.configs.forget(&dir);
                self.config.retain(|uri, _| !below(uri));
                self.site.retain(|uri, _| !below(uri));
                // Its session holds the base and baseline it named.
                self.sites.by_config.retain(|file, _| {
                    std::path::absolute(file).map_or(true, |file| file.parent() != Some(&dir))
                });
            }
            Job::Stop => self.stopping = true,
        }
    }

    fn is_latest(&self, snapshot: &Snapshot) -> bool {
        self.latest.get(&snapshot.uri).is_some_and(|latest| latest.seq == snapshot.seq)
    }

    fn notify(&self, method: &str, params: impl serde::Serialize) {
        let notification = Notification::new(method.to_string(), params);
        let _ = self.client.send(Message::Notification(notification));
    }

    /// Analyses and publishes the newest snapshot of `uri`, unless a newer one arrives meanwhile.
    fn publish_latest(&mut self, uri: &Uri) {
        let Some(snapshot) = self.latest.get(uri).cloned() else { return };
        let outcome = catch_unwind(AssertUnwindSafe(|| self.analyse(&snapshot, true)));
        match outcome {
            Ok(true) => {
                self.publish(uri);
                if self.timing {
                    self.log_timing(&snapshot);
                }
            }
            Ok(false) => {}
            Err(panic) => {
                self.analysed.remove(uri);
                let message = format!(
                    "keepshipping lsp: analysing {} panicked: {}",
                    uri.as_str(),
                    panic_message(&*panic)
                );
                let params = ShowMessageParams { typ: MessageType::ERROR, message };
                self.notify(notif::ShowMessage::METHOD, params);
            }
        }
    }

    /// Makes `analysed[uri]` the analysis of `snapshot`. With `drop_stale`, gives up (`false`) as
    /// soon as a newer snapshot of the document has arrived: after the parse and after the check.
    fn analyse(&mut self, snapshot: &Arc<Snapshot>, drop_stale: bool) -> bool {
        if self.analysed.get(&snapshot.uri).is_some_and(|done| done.snapshot.seq == snapshot.seq) {
            return true;
        }
        self.marks = [Some(Instant::now()), None, None];
        // The previous version's analysis answers nothing any more (a request for it gets
        // `ContentModified`): free it here, before this one is built, so that the two are never
        // held at once (handed to the freeing thread, it was still half there while the new parse
        // and check allocated, a transient peak of about both). The timing log counts it in `parse`.
        drop(self.analysed.remove(&snapshot.uri));
        if self.timing {
            let message = format!("analysing version={}", snapshot.version);
            let params = lsp_types::LogMessageParams { typ: MessageType::LOG, message };
            self.notify(notif::LogMessage::METHOD, params);
        }
        let blocks = self.blocks_for(&snapshot.uri);
        let parse = ks_lang::parse(&snapshot.text);
        if !self.delay.is_zero() {
            std::thread::sleep(self.delay);
        }
        self.marks[1] = Some(Instant::now());
        if drop_stale {
            self.drain();
            if !self.is_latest(snapshot) {
                return false;
            }
        }
        let options = self.options_for(&snapshot.uri, &blocks);
        let analysis = Analysis::check(parse, &options);
        self.marks[2] = Some(Instant::now());
        if drop_stale {
            self.drain();
            if !self.is_latest(snapshot) {
                return false;
            }
        }
        let analysed = Analysed { snapshot: snapshot.clone(), analysis, blocks };
        self.analysed.insert(snapshot.uri.clone(), analysed);
        true
    }

    fn log_timing(&self, snapshot: &Snapshot) {
        let [Some(start), Some(parsed), Some(checked)] = self.marks else { return };
        let ms = |from: Instant, to: Instant| to.duration_since(from).as_secs_f64() * 1000.0;
        let message = format!(
            "timing version={} queued={:.3} parse={:.3} check={:.3} publish={:.3}",
            snapshot.version,
            ms(snapshot.taken, start),
            ms(start, parsed),
            ms(parsed, checked),
            ms(checked, Instant::now()),
        );
        let params = lsp_types::LogMessageParams { typ: MessageType::LOG, message };
        self.notify(notif::LogMessage::METHOD, params);
    }

    fn publish(&mut self, uri: &Uri) {
        let Some(done) = self.analysed.get(uri) else { return };
        let mut reported = done.analysis.diagnostics().to_vec();
        // The document's configuration, as `check` reads it: nothing for a file its `exclude`
        // leaves out of a run (as Ruff's server does), and otherwise the warnings it ignores there
        // left out and those that fail the run made errors.
        if let (Some(Some(config)), Some(path)) =
            (self.config.get(uri), workspace::uri_to_path(uri))
        {
            match config.excludes(&path) {
                true => reported.clear(),
                false => drop(config.apply(&path, &mut reported)),
            }
        }
        let diagnostics = lsp_diagnostics(done, &reported);
        let params = PublishDiagnosticsParams {
            uri: uri.clone(),
            diagnostics,
            version: Some(done.snapshot.version),
        };
        self.notify(notif::PublishDiagnostics::METHOD, params);
    }

    /// The options `uri` is checked with: its site's facts (read once, [`Worker::site`]) with the
    /// blocks it sees. A document that is not a file (`untitled:`) has no site: only the actor.
    fn options_for(&mut self, uri: &Uri, blocks: &Blocks) -> CheckOptions {
        let options = CheckOptions::default().with_actor(self.sites.actor);
        let Some(path) = workspace::uri_to_path(uri) else {
            return options.with_blocks(blocks.signatures.clone());
        };
        let config = self.config_for(uri, &path);
        let options = match &config {
            Some(config) => config.judge(options),
            None => options,
        };
        let site = match self.site.get(uri) {
            Some(site) => site.clone(),
            None => {
                let session = match config.as_ref().and_then(|config| config.file()) {
                    Some(file) => {
                        let file = file.to_path_buf();
                        if !self.sites.by_config.contains_key(&file) {
                            let config = config.as_ref().expect("a configuration with a file");
                            let request = config.run_request(self.sites.scripts.clone());
                            match Session::new(request) {
                                Ok(session) => {
                                    drop(self.sites.by_config.insert(file.clone(), session))
                                }
                                Err(error) => self.say(&format!("keepshipping: {error}")),
                            }
                        }
                        self.sites.by_config.get(&file).unwrap_or(&self.sites.session)
                    }
                    None => &self.sites.session,
                };
                let site = match session.site_with(Some(&path), None, None) {
                    Ok(site) => site,
                    Err(error) => {
                        let message = format!("keepshipping: {error}; checked without a base");
                        let params = ShowMessageParams { typ: MessageType::ERROR, message };
                        self.notify(notif::ShowMessage::METHOD, params);
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
    fn config_for(&mut self, uri: &Uri, path: &Path) -> Option<Arc<Config>> {
        if let Some(config) = self.config.get(uri) {
            return config.clone();
        }
        let config = match self.sites.configs.for_path(path) {
            Ok(config) => Some(config),
            Err(error) => {
                self.say(&format!("keepshipping: {error}; checked without it"));
                None
            }
        };
        self.config.insert(uri.clone(), config.clone());
        config
    }

    fn say(&self, message: &str) {
        let params = ShowMessageParams { typ: MessageType::ERROR, message: message.to_string() };
        self.notify(notif::ShowMessage::METHOD, params);
    }

    /// The blocks `uri` sees, read once per change of its `blocks/` directory.
    fn blocks_for(&mut self, uri: &Uri) -> Arc<Blocks> {
        let Some(dir) = workspace::blocks_dir(uri) else { return Arc::default() };
        if let Some(blocks) = self.blocks.get(&dir) {
            return blocks.clone();
        }
        let open: HashMap<PathBuf, String> = self
            .latest
            .values()
            .filter_map(|snapshot| {
                let path = workspace::uri_to_path(&snapshot.uri)?;
                (path.parent() == Some(dir.as_path())).then(|| (path, snapshot.text.to_string()))
            })
            .collect();
        let blocks = Arc::new(Blocks::discover(&dir, &open));
        self.blocks.insert(dir, blocks.clone());
        blocks
    }

    fn answer(&mut self, request: Request, snapshot: Option<Arc<Snapshot>>) {
        let id = request.id.clone();
        let cancelled = || {
            let table = self.in_flight.lock().expect("in-flight table");
            table.get(&id).copied().unwrap_or(false)
        };
        let response = if cancelled() {
            None
        } else {
            let outcome = catch_unwind(AssertUnwindSafe(|| self.respond(&request, snapshot)));
            Some(outcome.unwrap_or_else(|panic| {
                self.analysed.clear();
                Err((
                    ErrorCode::InternalError,
                    format!(
                        "keepshipping lsp: {} panicked: {}",
                        request.method,
                        panic_message(&*panic)
                    ),
                ))
            }))
        };
        // A cancel that came while the request ran wins too.
        let cancelled =
            self.in_flight.lock().expect("in-flight table").remove(&id).unwrap_or(false);
        let response = match response {
            _ if cancelled => Response::new_err(
                id,
                ErrorCode::RequestCanceled as i32,
                "cancelled by the client".to_string(),
            ),
            Some(Ok(value)) => Response::new_ok(id, value),
            Some(Err((code, message))) => Response::new_err(id, code as i32, message),
            None => unreachable!("an uncancelled request has a response"),
        };
        let _ = self.client.send(Message::Response(response));
    }

    fn respond(
        &mut self,
        request: &Request,
        snapshot: Option<Arc<Snapshot>>,
    ) -> Result<Value, (ErrorCode, String)> {
        let Some(snapshot) = snapshot else { return Ok(Value::Null) };
        let modified = || {
            (
                ErrorCode::ContentModified,
                format!("{} changed since the request was sent", snapshot.uri.as_str()),
            )
        };
        let invalid = |err: serde_json::Error| (ErrorCode::InvalidParams, err.to_string());
        if request.method == req::Formatting::METHOD {
            if !self.is_latest(&snapshot) {
                return Err(modified());
            }
            return Ok(self.format(&snapshot));
        }
        let have = self.analysed.get(&snapshot.uri).is_some_and(|a| a.snapshot.seq == snapshot.seq);
        if !have {
            if !self.is_latest(&snapshot) {
                return Err(modified());
            }
            self.analyse(&snapshot, false);
            // Its diagnostics were waiting for the debounce: publish them now.
            if self.pending.remove(&snapshot.uri).is_some() {
                self.publish(&snapshot.uri);
            }
        }
        let done = self.analysed.get(&snapshot.uri).expect("analysed above");
        let params = request.params.clone();
        let value = match request.method.as_str() {
            req::HoverRequest::METHOD => {
                let params: lsp_types::HoverParams =
                    serde_json::from_value(params).map_err(invalid)?;
                hover(done, params.text_document_position_params.position)
            }
            req::GotoDefinition::METHOD => {
                let params: lsp_types::GotoDefinitionParams =
                    serde_json::from_value(params).map_err(invalid)?;
                definition(done, params.text_document_position_params.position)
            }
            req::Completion::METHOD => {
                let params: lsp_types::CompletionParams =
                    serde_json::from_value(params).map_err(invalid)?;
                completion(done, params.text_document_position.position)
            }
            req::DocumentSymbolRequest::METHOD => symbols(done),
            req::CodeActionRequest::METHOD => {
                let params: lsp_types::CodeActionParams =
                    serde_json::from_value(params).map_err(invalid)?;
                code_actions(done, &params)
            }
            method => unreachable!("{method} is answered by the main thread"),
        };
        Ok(value)
    }

    fn format(&self, snapshot: &Snapshot) -> Value {
        let text = &*snapshot.text;
        let edits = match ks_fmt::format(text) {
            Ok(formatted) if formatted == text => Vec::new(),
            Ok(formatted) => {
                let whole = ks_lang::TextRange::new(0, text.len() as u32);
                let range = snapshot.lines.range(text, whole);
                vec![TextEdit { range, new_text: formatted }]
            }
            Err(refusal) => {
                let message = format!("keepshipping: not formatted: {}", refusal.reason);
                let params = ShowMessageParams { typ: MessageType::WARNING, message };
                self.notify(notif::ShowMessage::METHOD, params);
                Vec::new()
            }
        };
        serde_json::to_value(edits).expect("edits serialise")
    }
}

fn panic_message(panic: &(dyn std::any::Any + Send)) -> String {
    if let Some(text) = panic.downcast_ref::<&str>() {
        text.to_string()
    } else if let Some(text) = panic.downcast_ref::<String>() {
        text.clone()
    } else {
        "a panic".to_string()
    }
}

/// Positions in and out of the model: a previous-format file's model is of its migrated text
/// ([`Analysis::model_offset`], [`Analysis::document_range`]); the diagnostics are the document's.
impl Analysed {
    /// The model offset at a position of the document.
    fn offset(&self, position: lsp_types::Position) -> u32 {
        self.analysis.model_offset(self.snapshot.lines.offset(&self.snapshot.text, position))
    }

    /// The document's range of a model range.
    fn range(&self, range: ks_lang::TextRange) -> lsp_types::Range {
        self.document_range(self.analysis.document_range(range))
    }

    /// A range of the document itself (a diagnostic's).
    fn document_range(&self, range: ks_lang::TextRange) -> lsp_types::Range {
        self.snapshot.lines.range(&self.snapshot.text, range)
    }
}

fn hover(done: &Analysed, position: lsp_types::Position) -> Value {
    let hover = done.analysis.hover(done.offset(position)).map(|hover| Hover {
        contents: HoverContents::Markup(MarkupContent {
            kind: MarkupKind::Markdown,
            value: hover.markdown,
        }),
        range: Some(done.range(hover.range)),
    });
    serde_json::to_value(hover).expect("hover serialises")
}

fn definition(done: &Analysed, position: lsp_types::Position) -> Value {
    let location = match done.analysis.definition(done.offset(position)) {
        Some(Definition::Here(range)) => {
            Some(Location { uri: done.snapshot.uri.clone(), range: done.range(range) })
        }
        Some(Definition::Block(site)) => done.blocks.location(&site),
        None => None,
    };
    serde_json::to_value(location.map(GotoDefinitionResponse::Scalar)).expect("serialises")
}

fn completion(done: &Analysed, position: lsp_types::Position) -> Value {
    let offset = done.offset(position);
    let items: Vec<CompletionItem> = done
        .analysis
        .completions(done.analysis.model_text(&done.snapshot.text), offset)
        .into_iter()
        .map(|completion| CompletionItem {
            label: completion.label,
            detail: Some(completion.detail),
            kind: Some(match completion.what {
                CompletionWhat::Step => CompletionItemKind::FUNCTION,
                CompletionWhat::Output => CompletionItemKind::FIELD,
                CompletionWhat::Namespace => CompletionItemKind::MODULE,
                CompletionWhat::Member => CompletionItemKind::PROPERTY,
                CompletionWhat::Kind => CompletionItemKind::CLASS,
                CompletionWhat::Input => CompletionItemKind::PROPERTY,
                CompletionWhat::StepKey => CompletionItemKind::KEYWORD,
                CompletionWhat::Env => CompletionItemKind::ENUM_MEMBER,
                CompletionWhat::Verb => CompletionItemKind::OPERATOR,
            }),
            ..CompletionItem::default()
        })
        .collect();
    serde_json::to_value(CompletionResponse::Array(items)).expect("serialises")
}

fn symbols(done: &Analysed) -> Value {
    #[allow(deprecated)] // `deprecated` is a required field of the struct
    fn convert(done: &Analysed, symbol: Symbol) -> DocumentSymbol {
        let children: Vec<DocumentSymbol> =
            symbol.children.into_iter().map(|child| convert(done, child)).collect();
        DocumentSymbol {
            name: symbol.name,
            detail: symbol.detail,
            kind: match symbol.what {
                SymbolWhat::Step => SymbolKind::FUNCTION,
                SymbolWhat::Env => SymbolKind::NAMESPACE,
                SymbolWhat::Policy => SymbolKind::OBJECT,
                SymbolWhat::Subject => SymbolKind::STRUCT,
                SymbolWhat::Rule => SymbolKind::PROPERTY,
            },
            tags: None,
            deprecated: None,
            range: done.range(symbol.range),
            selection_range: done.range(symbol.selection),
            children: (!children.is_empty()).then_some(children),
        }
    }
    let symbols: Vec<DocumentSymbol> =
        done.analysis.symbols().into_iter().map(|symbol| convert(done, symbol)).collect();
    serde_json::to_value(DocumentSymbolResponse::Nested(symbols)).expect("serialises")
}

fn lsp_diagnostics(
    done: &Analysed,
    diagnostics: &[ks_lang::Diagnostic],
) -> Vec<lsp_types::Diagnostic> {
    let uri = &done.snapshot.uri;
    diagnostics
        .iter()
        .map(|diagnostic| {
            let mut message = diagnostic.message.clone();
            if let Some(hint) = &diagnostic.hint {
                message.push_str("\nhint: ");
                message.push_str(hint);
            }
            let related: Vec<DiagnosticRelatedInformation> = diagnostic
                .related
                .iter()
                .map(|related| DiagnosticRelatedInformation {
                    location: Location {
                        uri: uri.clone(),
                        range: done.document_range(related.span),
                    },
                    message: related.message.clone(),
                })
                .collect();
            lsp_types::Diagnostic {
                range: done.document_range(diagnostic.span),
                severity: Some(match diagnostic.severity {
                    ks_lang::Severity::Error => DiagnosticSeverity::ERROR,
                    ks_lang::Severity::Warning => DiagnosticSeverity::WARNING,
                    ks_lang::Severity::Note => DiagnosticSeverity::INFORMATION,
                }),
                code: Some(NumberOrString::String(diagnostic.code.to_string())),
                source: Some("keepshipping".to_string()),
                message,
                related_information: (!related.is_empty()).then_some(related),
                ..lsp_types::Diagnostic::default()
            }
        })
        .collect()
}

/// The code action kind of "apply every safe fix" (`editor.codeActionsOnSave`, `:lua
/// vim.lsp.buf.code_action({ context = { only = { "source.fixAll" } } })`).
pub const FIX_ALL: &str = "source.fixAll.keepshipping";

/// `textDocument/codeAction`: a quick fix per fix of each diagnostic the range touches (the
/// diagnostic attached; preferred when it is the diagnostic's only fix, as a lone did-you-mean is),
/// and `source.fixAll.keepshipping`: every safe fix one pass can take, when the file parses
/// (ADR 0066). `context.only` narrows the kinds.
fn code_actions(done: &Analysed, params: &lsp_types::CodeActionParams) -> Value {
    use lsp_types::{CodeAction, CodeActionKind, CodeActionOrCommand, WorkspaceEdit};
    let wants = |kind: &CodeActionKind| {
        params.context.only.as_ref().is_none_or(|only| {
            only.iter().any(|asked| {
                let (asked, kind) = (asked.as_str(), kind.as_str());
                kind == asked || kind.starts_with(&format!("{asked}."))
            })
        })
    };
    let text = &*done.snapshot.text;
    let edit_of = |edits: Vec<TextEdit>| WorkspaceEdit {
        changes: Some([(done.snapshot.uri.clone(), edits)].into_iter().collect()),
        ..WorkspaceEdit::default()
    };
    let text_edit = |edit: &ks_lang::Edit| TextEdit {
        range: done.document_range(edit.range),
        new_text: edit.replacement.clone(),
    };
    let mut actions = Vec::new();
    let diagnostics = done.analysis.diagnostics();
    if wants(&CodeActionKind::QUICKFIX) {
        let lsp = lsp_diagnostics(done, diagnostics);
        for (diagnostic, lsp) in diagnostics.iter().zip(lsp) {
            if diagnostic.fixes.is_empty() || !touches(lsp.range, params.range) {
                continue;
            }
            for fix in &diagnostic.fixes {
                actions.push(CodeActionOrCommand::CodeAction(CodeAction {
                    title: fix.title.clone(),
                    kind: Some(CodeActionKind::QUICKFIX),
                    diagnostics: Some(vec![lsp.clone()]),
                    edit: Some(edit_of(fix.edits.iter().map(text_edit).collect())),
                    is_preferred: Some(diagnostic.fixes.len() == 1),
                    ..CodeAction::default()
                }));
            }
        }
    }
    let fix_all = CodeActionKind::from(FIX_ALL.to_string());
    if wants(&fix_all) && ks_core::fix::parses(&ks_lang::parse(text)) {
        let (edits, count) = ks_core::fix::select(text, diagnostics, ks_lang::Applicability::Safe);
        if count > 0 {
            actions.push(CodeActionOrCommand::CodeAction(CodeAction {
                title: "keepshipping: apply every safe fix".to_string(),
                kind: Some(fix_all),
                edit: Some(edit_of(edits.into_iter().map(text_edit).collect())),
                ..CodeAction::default()
            }));
        }
    }
    serde_json::to_value(actions).expect("actions serialise")
}

/// Whether two ranges of a document meet (touching counts: a cursor at a diagnostic's end).
fn touches(a: lsp_types::Range, b: lsp_types::Range) -> bool {
    let key = |p: lsp_types::Position| (p.line, p.character);
    key(a.start) <= key(b.end) && key(b.start) <= key(a.end)
}
