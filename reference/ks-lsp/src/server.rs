//! The message loop. The main thread owns the documents: it applies `didOpen`/`didChange`/`didClose`
//! at once, so that every later message sees the text the client meant, and hands snapshots of
//! changed documents and every request to the analysis thread ([`crate::worker`]), which publishes
//! diagnostics (debounced, the latest version only) and answers requests in the order they came.
//! `$/cancelRequest` marks a queued or running request, which is then answered `RequestCanceled`.

use std::collections::HashMap;
use std::error::Error;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use crossbeam_channel::Sender;
use ks_core::Actor;
use ks_host::scripts::ScriptOptions;
use ks_host::{
    config::{Flags, Resolver},
    loader::{RunRequest, Session},
    sessions::Sessions,
};
use lsp_server::{Connection, ErrorCode, Message, Notification, Request, RequestId, Response};
use lsp_types::notification::{self as notif, Notification as _};
use lsp_types::request::{self as req, Request as _};
use lsp_types::{
    InitializeParams, InitializeResult, MessageType, ServerInfo, ShowMessageParams,
    TextDocumentContentChangeEvent, Uri,
};

use crate::context::Live;
use crate::handlers::capabilities;
use crate::host::Sites;
use crate::position::LineMap;
use crate::pull_diagnostics::Delivery;
use crate::snapshot::Snapshot;
use crate::worker::{InFlight, Job, Worker};
use crate::workspace;

pub type BoxError = Box<dyn Error + Send + Sync>;

/// How long a change that follows another this closely waits for the next one before it is
/// analysed (a burst of typing is analysed once, at its end; a lone change at once).
/// `initializationOptions.debounceMs` overrides it.
pub const DEFAULT_DEBOUNCE: Duration = Duration::from_millis(10);

/// One open document as the main thread keeps it: the text, its version and line starts (shared
/// with the analysis thread's snapshot, not copied).
pub struct Document {
    pub text: Arc<str>,
    pub version: i32,
    pub lines: Arc<LineMap>,
}

impl Document {
    pub fn new(text: &str, version: i32) -> Document {
        let lines = Arc::new(LineMap::new(text));
        Document { text: Arc::from(text), version, lines }
    }

    /// Applies one change from `textDocument/didChange`: a whole-text replacement when it has no
    /// range, else a ranged edit in UTF-16 positions.
    pub fn apply(&mut self, change: TextDocumentContentChangeEvent) {
        let text: String = match change.range {
            None => change.text,
            Some(range) => {
                let start = self.lines.offset(&self.text, range.start) as usize;
                let end = (self.lines.offset(&self.text, range.end) as usize).max(start);
                let mut text =
                    String::with_capacity(self.text.len() - (end - start) + change.text.len());
                text.push_str(&self.text[..start]);
                text.push_str(&change.text);
                text.push_str(&self.text[end..]);
                text
            }
        };
        self.lines = Arc::new(LineMap::new(&text));
        self.text = Arc::from(text);
    }
}

struct Open {
    document: Document,
    /// What the analysis thread has for this document.
    snapshot: Arc<Snapshot>,
}

struct Server {
    documents: HashMap<Uri, Open>,
    /// Numbers every snapshot: a document's newest one is the one worth analysing.
    seq: u64,
    jobs: Sender<Job>,
    in_flight: InFlight,
    worker: Option<JoinHandle<()>>,
    /// A client that pulls diagnostics and can be asked to pull again is asked when what a
    /// document sees changes.
    refresh: Option<Sender<Message>>,
    /// Numbers the refresh requests.
    refreshes: u64,
}

/// Settings read from `initialize`.
struct Settings {
    debounce: Duration,
    watch_files: bool,
    timing: bool,
    delay: Duration,
    /// `actor`: who documents are checked for (`human`, `agent` or `ci`), as `keepshipping check
    /// --actor`; unset, the configuration's (`keepshipping.toml`), else `human`.
    actor: Option<Actor>,
    /// How sites are read, as `check`'s flags: `base` (`--base REF`), `noBase` (`--no-base`),
    /// `baseline` (`--baseline FILE`), `importScripts` (`true`: import script modules that have no
    /// cached schema, running node; the default `false` reads cached schemas only, as
    /// `--no-scripts`, so an edit never starts a process).
    request: RunRequest,
    /// `site`: the spec site's address, under which diagnostics link their codes' pages (a fork's or
    /// a mirror's); unset, the address the build was told (`KEEPSHIPPING_SITE`), else no links.
    site: Option<String>,
    /// Whether the client pulls diagnostics and can be asked to pull again
    /// ([`crate::pull_diagnostics`]).
    delivery: Delivery,
    /// The client shows progress the server starts.
    progress: bool,
    /// `environment`, and whatever else changes while the server runs (`workspace/didChangeConfiguration`).
    live: Live,
}

/// `initializationOptions.<name>`, also accepted under a `keepshipping` object (an editor that
/// passes its `keepshipping.*` settings as they are).
fn option<'a>(params: &'a InitializeParams, name: &str) -> Option<&'a serde_json::Value> {
    let options = params.initialization_options.as_ref()?;
    options.get(name).or_else(|| options.get("keepshipping")?.get(name))
}

impl Settings {
    fn from(params: &InitializeParams) -> Settings {
        let actor = option(params, "actor").and_then(|actor| Actor::from_name(actor.as_str()?));
        let text = |name: &str| {
            option(params, name).and_then(|value| value.as_str()).filter(|value| !value.is_empty())
        };
        let flag = |name: &str| option(params, name).and_then(|value| value.as_bool());
        let request = RunRequest {
            base: text("base").map(str::to_string),
            base_named_by: None,
            baseline: text("baseline").map(PathBuf::from),
            no_base: flag("noBase").unwrap_or(false),
            scripts: ScriptOptions {
                enabled: flag("importScripts").unwrap_or(false),
                ..ScriptOptions::from_env()
            },
        };
        let debounce = params
            .initialization_options
            .as_ref()
            .and_then(|options| options.get("debounceMs")?.as_u64())
            .map_or(DEFAULT_DEBOUNCE, Duration::from_millis);
        let delay = params
            .initialization_options
            .as_ref()
            .and_then(|options| options.get("analysisDelayMs")?.as_u64())
            .map_or(Duration::ZERO, Duration::from_millis);
        let timing = params
            .initialization_options
            .as_ref()
            .and_then(|options| options.get("timing")?.as_bool())
            .unwrap_or(false);
        let watch_files = params
            .capabilities
            .workspace
            .as_ref()
            .and_then(|workspace| workspace.did_change_watched_files?.dynamic_registration)
            .unwrap_or(false);
        let site =
            text("site").map(str::to_string).or(ks_report::diagnostics::SITE.map(str::to_string));
        let progress = crate::progress::client_shows(&params.capabilities);
        let mut live = Live::default();
        if let Some(options) = &params.initialization_options {
            live.update(options);
        }
        Settings {
            debounce,
            watch_files,
            timing,
            delay,
            actor,
            request,
            site,
            delivery: Delivery::Push,
            progress,
            live,
        }
    }
}

/// Runs the server on stdin/stdout until the client says `exit`.
pub fn run_stdio() -> Result<(), BoxError> {
    let (connection, io_threads) = Connection::stdio();
    serve(&connection)?;
    drop(connection);
    io_threads.join()?;
    Ok(())
}

/// Runs the handshake and the loop on any connection (the tests use an in-memory one).
pub fn serve(connection: &Connection) -> Result<(), BoxError> {
    let (id, sent) = connection.initialize_start()?;
    let params: InitializeParams = serde_json::from_value(sent.clone())?;
    let settings = Settings { delivery: Delivery::of(&sent), ..Settings::from(&params) };
    let mut capabilities = capabilities();
    if !settings.delivery.pulls() {
        // A client that did not say it pulls is pushed to, and not told it could pull.
        capabilities.diagnostic_provider = None;
    }
    // `serverInfo` names the server in an editor's log and status line.
    let result = InitializeResult {
        capabilities,
        server_info: Some(ServerInfo {
            name: "keepshipping".to_string(),
            version: Some(env!("CARGO_PKG_VERSION").to_string()),
        }),
    };
    connection.initialize_finish(id, serde_json::to_value(result)?)?;
    if settings.progress {
        connection.sender.send(Message::Request(crate::progress::create()))?;
    }
    let sites = sites(&connection.sender, &settings)?;
    let (jobs, receiver) = crossbeam_channel::unbounded();
    let in_flight: InFlight = Arc::new(Mutex::new(HashMap::new()));
    let worker = Worker::new(
        connection.sender.clone(),
        receiver,
        settings.debounce,
        in_flight.clone(),
        settings.timing,
        settings.delay,
        sites,
    )
    .reporting(settings.delivery.pulls(), settings.progress)
    .with_live(settings.live.clone());
    let worker = std::thread::Builder::new()
        .name("ks-lsp analysis".to_string())
        .spawn(move || worker.run())?;
    let refresh =
        (settings.delivery == Delivery::Pull { refresh: true }).then(|| connection.sender.clone());
    let mut server = Server {
        documents: HashMap::new(),
        seq: 0,
        jobs,
        in_flight,
        worker: Some(worker),
        refresh,
        refreshes: 0,
    };
    if settings.watch_files {
        server.watch_blocks(connection)?;
    }
    let result = server.run(connection);
    server.stop_worker()?;
    result
}

/// The workspace's ks-host sessions. A baseline that cannot be read is said once (a window message)
/// and the documents are checked without it.
fn sites(client: &Sender<Message>, settings: &Settings) -> Result<Sites, BoxError> {
    let request = settings.request.clone();
    let session = match Session::new(request.clone()) {
        Ok(session) => session,
        Err(error) => {
            let message = format!("keepshipping: {error}; checked without it");
            let params = ShowMessageParams { typ: MessageType::ERROR, message };
            let notification = Notification::new(notif::ShowMessage::METHOD.to_string(), params);
            client.send(Message::Notification(notification))?;
            Session::new(RunRequest { baseline: None, ..request.clone() })?
        }
    };
    let fallback =
        Session::new(RunRequest { base: None, baseline: None, no_base: true, ..request.clone() })?;
    // The settings are the flags over each document's `keepshipping.toml`, as `check`'s are; the
    // import of scripts is the editor's choice, never the file's (an edit must not start node).
    let flags = Flags {
        actor: settings.actor,
        base: request.base.clone(),
        no_base: request.no_base,
        baseline: request.baseline.clone(),
        scripts: Some(request.scripts.enabled),
        ..Flags::from_env()
    };
    let configs = match Resolver::new(None, false, flags.clone()) {
        Ok(configs) => configs,
        Err(_) => Resolver::new(None, true, flags)?,
    };
    let mut sessions = Sessions::new();
    sessions.set_unconfigured(session);
    Ok(Sites {
        actor: settings.actor.unwrap_or(Actor::Human),
        fallback,
        scripts: request.scripts,
        configs,
        sessions,
        code_pages: settings.site.clone(),
    })
}

impl Server {
    fn run(&mut self, connection: &Connection) -> Result<(), BoxError> {
        while let Ok(message) = connection.receiver.recv() {
            match message {
                Message::Request(request) => {
                    if request.method == req::Shutdown::METHOD {
                        // Answer what is queued first, then the shutdown, then wait for `exit`.
                        self.stop_worker()?;
                        connection.handle_shutdown(&request)?;
                        return Ok(());
                    }
                    self.request(connection, request)?;
                }
                Message::Notification(notification) => self.notification(notification)?,
                Message::Response(_) => {}
            }
        }
        Ok(())
    }

    fn stop_worker(&mut self) -> Result<(), BoxError> {
        let Some(worker) = self.worker.take() else { return Ok(()) };
        let _ = self.jobs.send(Job::Stop);
        worker.join().map_err(|_| "the analysis thread panicked")?;
        Ok(())
    }

    fn request(&mut self, connection: &Connection, request: Request) -> Result<(), BoxError> {
        if crate::handlers::handler(&request.method).is_none() {
            let response = Response::new_err(
                request.id,
                ErrorCode::MethodNotFound as i32,
                format!("unsupported request {}", request.method),
            );
            connection.sender.send(Message::Response(response))?;
            return Ok(());
        }
        let uri = request.params.get("textDocument").and_then(|document| document.get("uri"));
        let uri = uri.and_then(|uri| serde_json::from_value::<Uri>(uri.clone()).ok());
        let snapshot = uri.and_then(|uri| Some(self.documents.get(&uri)?.snapshot.clone()));
        self.in_flight.lock().expect("in-flight table").insert(request.id.clone(), false);
        self.send(Job::Request(request, snapshot))
    }

    fn send(&self, job: Job) -> Result<(), BoxError> {
        self.jobs.send(job).map_err(|_| "the analysis thread stopped".into())
    }

    fn notification(&mut self, notification: Notification) -> Result<(), BoxError> {
        match notification.method.as_str() {
            notif::DidOpenTextDocument::METHOD => {
                let params: lsp_types::DidOpenTextDocumentParams =
                    notification.extract(notif::DidOpenTextDocument::METHOD)?;
                let document = params.text_document;
                // What is on disk may have changed since the blocks were last read.
                if let Some(dir) = workspace::blocks_dir(&document.uri) {
                    self.send(Job::BlocksChanged(dir))?;
                }
                let opened = Document::new(&document.text, document.version);
                let snapshot = self.snapshot(&document.uri, &opened);
                self.documents.insert(
                    document.uri.clone(),
                    Open { document: opened, snapshot: snapshot.clone() },
                );
                self.send(Job::Analyse(snapshot))?;
                self.blocks_changed_by(&document.uri)?;
            }
            notif::DidChangeTextDocument::METHOD => {
                let params: lsp_types::DidChangeTextDocumentParams =
                    notification.extract(notif::DidChangeTextDocument::METHOD)?;
                let uri = params.text_document.uri;
                let Some(open) = self.documents.get_mut(&uri) else { return Ok(()) };
                for change in params.content_changes {
                    open.document.apply(change);
                }
                open.document.version = params.text_document.version;
                self.changed(&uri)?;
            }
            notif::DidSaveTextDocument::METHOD => {
                let params: lsp_types::DidSaveTextDocumentParams =
                    notification.extract(notif::DidSaveTextDocument::METHOD)?;
                self.disk_changed(&[params.text_document.uri])?;
            }
            notif::DidCloseTextDocument::METHOD => {
                let params: lsp_types::DidCloseTextDocumentParams =
                    notification.extract(notif::DidCloseTextDocument::METHOD)?;
                let uri = params.text_document.uri;
                if self.documents.remove(&uri).is_some() {
                    self.send(Job::Close(uri.clone()))?;
                    // A closed block document is read from disk again.
                    self.blocks_changed_by(&uri)?;
                }
            }
            notif::DidChangeConfiguration::METHOD => {
                let params: lsp_types::DidChangeConfigurationParams =
                    notification.extract(notif::DidChangeConfiguration::METHOD)?;
                self.send(Job::Configure(params.settings))?;
            }
            notif::DidChangeWatchedFiles::METHOD => {
                let params: lsp_types::DidChangeWatchedFilesParams =
                    notification.extract(notif::DidChangeWatchedFiles::METHOD)?;
                let uris: Vec<Uri> = params.changes.into_iter().map(|change| change.uri).collect();
                self.disk_changed(&uris)?;
            }
            notif::Cancel::METHOD => {
                let params: lsp_types::CancelParams =
                    notification.extract(notif::Cancel::METHOD)?;
                let id = match params.id {
                    lsp_types::NumberOrString::Number(number) => RequestId::from(number),
                    lsp_types::NumberOrString::String(string) => RequestId::from(string),
                };
                // Only requests not answered yet are still in the table.
                if let Some(cancelled) =
                    self.in_flight.lock().expect("in-flight table").get_mut(&id)
                {
                    *cancelled = true;
                }
            }
            _ => {}
        }
        Ok(())
    }

    fn snapshot(&mut self, uri: &Uri, document: &Document) -> Arc<Snapshot> {
        self.seq += 1;
        Arc::new(Snapshot {
            uri: uri.clone(),
            version: document.version,
            seq: self.seq,
            text: document.text.clone(),
            lines: document.lines.clone(),
            taken: std::time::Instant::now(),
        })
    }

    /// `uri`'s text changed: a new snapshot for the analysis thread; when it is a block file, the
    /// documents that see its directory are analysed again too.
    fn changed(&mut self, uri: &Uri) -> Result<(), BoxError> {
        let Some(open) = self.documents.remove(uri) else { return Ok(()) };
        let snapshot = self.snapshot(uri, &open.document);
        self.documents.insert(uri.clone(), Open { snapshot: snapshot.clone(), ..open });
        self.send(Job::Analyse(snapshot))?;
        self.blocks_changed_by(uri)
    }

    /// Files changed on disk (saved, or reported by the client's watcher).
    fn disk_changed(&mut self, uris: &[Uri]) -> Result<(), BoxError> {
        for uri in uris {
            self.blocks_changed_by(uri)?;
            self.site_changed_by(uri)?;
        }
        Ok(())
    }

    /// When `uri` is a file of a site other than a `.ks` (a `.tf` file, a script module), the sites
    /// holding it are read again and every open document of theirs is analysed again; when it is a
    /// `keepshipping.toml`, every open document below it is judged again under what it now says.
    fn site_changed_by(&mut self, uri: &Uri) -> Result<(), BoxError> {
        let Some(path) = workspace::uri_to_path(uri) else { return Ok(()) };
        if path.extension().is_some_and(|ext| ext == "ks") {
            return Ok(());
        }
        if path.file_name().is_some_and(|name| name == ks_host::config::FILE_NAME) {
            // A configuration speaks for every document in the folder below it.
            let Some(dir) = path.parent().map(PathBuf::from) else { return Ok(()) };
            self.send(Job::ConfigChanged(dir.clone()))?;
            return self.reanalyse_where(|other| {
                workspace::uri_to_path(other).is_some_and(|document| document.starts_with(&dir))
            });
        }
        self.send(Job::SiteChanged(path.clone()))?;
        self.reanalyse_where(|other| {
            let dir = workspace::uri_to_path(other).and_then(|p| p.parent().map(PathBuf::from));
            dir.is_some_and(|dir| path.starts_with(dir))
        })
    }

    /// Every open document `affected` picks is analysed again, in URI order.
    fn reanalyse_where(&mut self, affected: impl Fn(&Uri) -> bool) -> Result<(), BoxError> {
        let mut picked: Vec<Uri> =
            self.documents.keys().filter(|uri| affected(uri)).cloned().collect();
        picked.sort();
        for uri in &picked {
            self.reanalyse(uri)?;
        }
        match &self.refresh {
            Some(client) if !picked.is_empty() => {
                self.refreshes += 1;
                let id = RequestId::from(format!("keepshipping-refresh-{}", self.refreshes));
                let method = req::WorkspaceDiagnosticRefresh::METHOD.to_string();
                client.send(Message::Request(Request::new(id, method, ())))?;
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// A new snapshot of an open document whose text did not change (what it sees did).
    fn reanalyse(&mut self, uri: &Uri) -> Result<(), BoxError> {
        let Some(open) = self.documents.remove(uri) else { return Ok(()) };
        let snapshot = self.snapshot(uri, &open.document);
        self.documents.insert(uri.clone(), Open { snapshot: snapshot.clone(), ..open });
        self.send(Job::Analyse(snapshot))
    }

    /// When `uri` is a block file (`blocks/*.ks`), its directory's blocks are read again and every
    /// open document that sees them is analysed again (the file itself included: its siblings).
    fn blocks_changed_by(&mut self, uri: &Uri) -> Result<(), BoxError> {
        let Some(dir) = workspace::block_file_dir(uri) else { return Ok(()) };
        self.send(Job::BlocksChanged(dir))?;
        self.reanalyse_where(|other| workspace::reads_block(other, uri))
    }

    /// Asks the client to report changes made outside the editor to what a check reads beside a
    /// document: block files, `.tf` files, script modules and configuration files.
    fn watch_blocks(&self, connection: &Connection) -> Result<(), BoxError> {
        let watcher = |glob: &str| lsp_types::FileSystemWatcher {
            glob_pattern: lsp_types::GlobPattern::String(glob.to_string()),
            kind: None,
        };
        let options = lsp_types::DidChangeWatchedFilesRegistrationOptions {
            watchers: ["**/blocks/*.ks", "**/*.tf", "**/*.ts", "**/keepshipping.toml"]
                .map(watcher)
                .into(),
        };
        let params = lsp_types::RegistrationParams {
            registrations: vec![lsp_types::Registration {
                id: "keepshipping-blocks".to_string(),
                method: notif::DidChangeWatchedFiles::METHOD.to_string(),
                register_options: Some(serde_json::to_value(options)?),
            }],
        };
        let request = Request::new(
            RequestId::from("keepshipping-register-blocks".to_string()),
            req::RegisterCapability::METHOD.to_string(),
            params,
        );
        connection.sender.send(Message::Request(request))?;
        Ok(())
    }
}
