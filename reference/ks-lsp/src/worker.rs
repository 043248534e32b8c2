//! The analysis thread. It keeps, per document, the newest snapshot it was sent and the analysis of
//! the last one it analysed, and works in this order: requests first (in the order they came, each
//! against the snapshot current when it was sent), then diagnostics of documents whose last change
//! is older than the debounce. A version superseded while it waits, or while it is parsed or
//! checked, is dropped unpublished; a request whose document changed meanwhile is answered
//! `ContentModified`, and one the client cancelled `RequestCanceled`. What a request is answered
//! with is [`crate::handlers`]'s; what is read around a document, [`crate::host`]'s.

use std::cell::RefCell;
use std::collections::{HashMap, VecDeque};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, RecvTimeoutError, Sender};
use lsp_server::{ErrorCode, Message, Notification, Request, RequestId, Response};
use lsp_types::notification::{self as notif, Notification as _};
use lsp_types::{MessageType, PublishDiagnosticsParams, ShowMessageParams, Uri};
use serde_json::Value;

use crate::analysis::Analysis;
use crate::context::{Around, Live, Sent, Workspace};
use crate::convert::{self, Analysed};
use crate::handlers::{self, Answer};
use crate::host::{Host, Sites};
use crate::progress;
use crate::pull_diagnostics::Reported;
use crate::snapshot::Snapshot;
use crate::workspace;

/// Requests sent to the analysis thread and not answered yet; `true` once the client cancelled one.
pub(crate) type InFlight = Arc<Mutex<HashMap<RequestId, bool>>>;

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
    /// `workspace/didChangeConfiguration`'s settings.
    Configure(Value),
    /// Answer the queued requests and stop.
    Stop,
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
    /// The configuration, site and blocks of each document, read once each.
    host: Host,
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
    /// The client pulls diagnostics ([`crate::pull_diagnostics`]): none are pushed.
    pull: bool,
    /// The first analysis's progress: `Some(false)` until it begins, `Some(true)` while it runs.
    progress: Option<bool>,
    /// The settings honoured live (the selected environment).
    live: Live,
    /// The server's own requests to the client (`workspace/inlayHint/refresh`), numbered.
    asked: u64,
    /// The semantic tokens last sent for each document.
    sent: RefCell<Sent>,
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
            host: Host::new(sites),
            stopping: false,
            discard: None,
            timing,
            marks: [None; 3],
            delay,
            pull: false,
            progress: None,
            live: Live::default(),
            asked: 0,
            sent: RefCell::default(),
        }
    }

    /// How diagnostics reach the client (pulled, or pushed) and whether the first analysis reports
    /// its progress (the token was created at `initialize`).
    pub(crate) fn reporting(mut self, pull: bool, progress: bool) -> Worker {
        self.pull = pull;
        self.progress = progress.then_some(false);
        self
    }

    /// The live settings to start from (`initializationOptions`).
    pub(crate) fn with_live(self, live: Live) -> Worker {
        Worker { live, ..self }
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
                if let Some(dir) = workspace::block_file_dir(&snapshot.uri) {
                    self.host.blocks_changed(&dir);
                }
                self.latest.insert(snapshot.uri.clone(), snapshot);
            }
            Job::Request(request, snapshot) => self.requests.push_back((request, snapshot)),
            Job::Close(uri) => {
                self.latest.remove(&uri);
                self.pending.remove(&uri);
                self.changed.remove(&uri);
                self.host.close(&uri);
                self.sent.borrow_mut().forget(&uri);
                if let Some(old) = self.analysed.remove(&uri) {
                    self.discard(old);
                }
                let params =
                    PublishDiagnosticsParams { uri, diagnostics: Vec::new(), version: None };
                self.notify(notif::PublishDiagnostics::METHOD, params);
            }
            Job::BlocksChanged(dir) => self.host.blocks_changed(&dir),
            Job::SiteChanged(path) => self.host.site_changed(&path),
            Job::ConfigChanged(dir) => self.host.config_changed(&dir),
            Job::Configure(settings) => {
                let mut live = self.live.clone();
                if live.update(&settings) {
                    self.set_live(live);
                }
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

    /// Makes `analysed[uri]` the analysis of `snapshot` ([`Worker::analyse_now`]); the first one
    /// the server makes reports its progress.
    fn analyse(&mut self, snapshot: &Arc<Snapshot>, drop_stale: bool) -> bool {
        if self.progress == Some(false) {
            self.progress = Some(true);
            let _ = self.client.send(Message::Notification(progress::begin(&snapshot.uri)));
        }
        let done = self.analyse_now(snapshot, drop_stale);
        if done && self.progress == Some(true) {
            self.progress = None;
            let _ = self.client.send(Message::Notification(progress::end()));
        }
        done
    }

    /// Makes `analysed[uri]` the analysis of `snapshot`. With `drop_stale`, gives up (`false`) as
    /// soon as a newer snapshot of the document has arrived: after the parse and after the check.
    fn analyse_now(&mut self, snapshot: &Arc<Snapshot>, drop_stale: bool) -> bool {
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
        let blocks = self.host.blocks_for(&snapshot.uri, self.latest.values());
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
        let mut said = Vec::new();
        let options =
            self.host.options_for(&snapshot.uri, &blocks, &mut |message| said.push(message));
        for message in said {
            let params = ShowMessageParams { typ: MessageType::ERROR, message };
            self.notify(notif::ShowMessage::METHOD, params);
        }
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
        if self.pull {
            return;
        }
        let Some(diagnostics) = self.reported(uri) else { return };
        let Some(done) = self.analysed.get(uri) else { return };
        let params = PublishDiagnosticsParams {
            uri: uri.clone(),
            diagnostics,
            version: Some(done.snapshot.version),
        };
        self.notify(notif::PublishDiagnostics::METHOD, params);
    }

    /// What `uri`'s last analysis reports, pushed or pulled: under the document's configuration, as
    /// `check` reads it (nothing for a file its `exclude` leaves out of a run, as Ruff's server does;
    /// otherwise the warnings it ignores there left out and those that fail the run made errors),
    /// each linked to its code's page.
    fn reported(&self, uri: &Uri) -> Option<Vec<lsp_types::Diagnostic>> {
        let done = self.analysed.get(uri)?;
        let mut reported = done.analysis.diagnostics().to_vec();
        if let (Some(config), Some(path)) = (self.host.config_of(uri), workspace::uri_to_path(uri))
        {
            match config.excludes(&path) {
                true => reported.clear(),
                false => drop(config.apply(&path, &mut reported)),
            }
        }
        let mut diagnostics = convert::diagnostics(done, &reported);
        crate::pull_diagnostics::link(&mut diagnostics, self.host.sites.code_pages.as_deref());
        Some(diagnostics)
    }

    /// What each open document that reads the block file `block` reports, analysed now (nothing
    /// for any other document), in URI order.
    fn readers_reported(&mut self, block: &Uri) -> Vec<(Uri, Vec<lsp_types::Diagnostic>)> {
        let mut readers: Vec<Uri> = self
            .latest
            .keys()
            .filter(|other| workspace::reads_block(other, block))
            .cloned()
            .collect();
        readers.sort();
        readers
            .into_iter()
            .filter_map(|reader| {
                Workspace::analysed(self, &reader)?;
                let reported = self.reported(&reader)?;
                Some((reader, reported))
            })
            .collect()
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
        let Some(handler) = handlers::handler(&request.method) else {
            unreachable!("{} is answered by the main thread", request.method)
        };
        if let Answer::Workspace(answer) = handler.answer {
            return answer(self, request.params.clone())
                .map_err(|handlers::Refusal(code, message)| (code, message));
        }
        let Some(snapshot) = snapshot else { return Ok(Value::Null) };
        let modified = || {
            (
                ErrorCode::ContentModified,
                format!("{} changed since the request was sent", snapshot.uri.as_str()),
            )
        };
        let answer = match &handler.answer {
            Answer::Text(answer) => {
                let answer = *answer;
                if !self.is_latest(&snapshot) {
                    return Err(modified());
                }
                let (value, said) = answer(&snapshot);
                if let Some(message) = said {
                    let params = ShowMessageParams { typ: MessageType::WARNING, message };
                    self.notify(notif::ShowMessage::METHOD, params);
                }
                return Ok(value);
            }
            answer => answer,
        };
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
        let params = request.params.clone();
        if let Answer::Reported(answer) = answer {
            let related = self.readers_reported(&snapshot.uri);
            let own = self.reported(&snapshot.uri).expect("analysed above");
            return answer(Reported { own, related }, params)
                .map_err(|handlers::Refusal(code, message)| (code, message));
        }
        let done = self.analysed.get(&snapshot.uri).expect("analysed above");
        let reply = match answer {
            Answer::Analysis(answer) => answer(done, params),
            Answer::Site(answer) => answer(
                done,
                &Around { open: &self.latest, live: &self.live, sent: &self.sent },
                params,
            ),
            Answer::Text(_) | Answer::Workspace(_) | Answer::Reported(_) => {
                unreachable!("answered above")
            }
        };
        reply.map_err(|handlers::Refusal(code, message)| (code, message))
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

/// The workspace as a request that names no document sees it.
impl Workspace for Worker {
    fn analysed(&mut self, uri: &Uri) -> Option<&Analysed> {
        let snapshot = self.latest.get(uri)?.clone();
        self.analyse(&snapshot, false);
        if self.pending.remove(uri).is_some() {
            self.publish(uri);
        }
        self.analysed.get(uri)
    }

    fn around(&self) -> Around<'_> {
        Around { open: &self.latest, live: &self.live, sent: &self.sent }
    }

    fn set_live(&mut self, live: Live) {
        self.live = live;
        // What the settings change is shown again: the hints and lenses of every open document.
        for method in ["workspace/inlayHint/refresh", "workspace/codeLens/refresh"] {
            self.asked += 1;
            let id = RequestId::from(format!("keepshipping-refresh-{}", self.asked));
            let request = Request::new(id, method.to_string(), Value::Null);
            let _ = self.client.send(Message::Request(request));
        }
    }
}
