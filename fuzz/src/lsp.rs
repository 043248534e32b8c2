//! The `lsp` target's harness: the language server (`ks_lsp::serve`) on an in-memory connection, a
//! document (`ship.ks`) and a block beside it (`blocks/web.ks`) driven by a random sequence of
//! opens, ranged and whole-text changes, saves, closes, requests and cancellations, and a model of
//! what the client sent: the texts, versions and which documents are open.
//!
//! The documents live under a directory that does not exist, so the server's block discovery reads
//! nothing from disk and sees exactly the open block document. Positions are made from the model's
//! text (sometimes past a line's end or the last line, which the protocol says to clamp) and the
//! model applies each change with its own UTF-16 conversion, written here apart from the server's.
//!
//! At the end every open document is asked for its symbols, which makes the server publish what is
//! pending, and the server is shut down. Then, for each document, the last `publishDiagnostics`
//! must equal a fresh `ks_core::check` of the model's final text (the blocks the open block document
//! declares; nothing for a closed one): same codes, ranges, severities, messages and related
//! locations. No response may be an internal error or an invalid-params error, and the server may
//! show no error message (it shows one for an analysis that panicked).

use std::path::Path;
use std::time::Duration;

use arbitrary::{Arbitrary, Unstructured};
use ks_core::CheckOptions;
use lsp_server::{Connection, Message, Notification, Request, RequestId, Response};
use serde_json::{json, Value};

/// A directory that must not exist (checked at start): block discovery reads nothing from disk.
pub const ROOT: &str = "/ks-fuzz-lsp-nonexistent";
pub const SHIP_URI: &str = "file:///ks-fuzz-lsp-nonexistent/site/ship.ks";
pub const BLOCK_URI: &str = "file:///ks-fuzz-lsp-nonexistent/site/blocks/web.ks";
pub const BLOCK_PATH: &str = "/ks-fuzz-lsp-nonexistent/site/blocks/web.ks";

/// At most this many operations per input.
pub const MAX_OPS: usize = 24;

/// Fragments an edit inserts, so that random edits make and break the structures the checker reads
/// (keys, steps, block uses, inputs, interpolations, line ends, non-ASCII text).
pub const FRAGMENTS: &[&str] = &[
    "\n",
    "\r\n",
    "  ",
    "    ",
    "\t",
    ": ",
    "- ",
    "#",
    "\"",
    "|",
    "{",
    "}",
    "é",
    "🚀",
    "keepshipping: 0.1\n",
    "name: app\n",
    "block: web\n",
    "block: app\n",
    "inputs:\n  image: oci.Digest\n",
    "  image: oci.Digest = sha256:abc\n",
    "outputs:\n  url: rollout.url\n",
    "steps:\n",
    "  build: docker.build\n",
    "  web-app: web\n    image: sha256:abc\n",
    "  rollout: k8s.rollout\n    image: inputs.image\n",
    "  deploy: web\n    after: build\n",
    "    after: web-app\n",
    "    image: build.digest\n",
    "environments:\n  prod:\n",
    "envs: [prod]\n",
    // Whole block files whose diagnostics hang on the signatures beside them, their own included.
    "block: web\nsteps:\n  x: web\n",
    "block: app\nsteps:\n  x: web\n",
    "block: web\ninputs:\n  image: oci.Digest\nsteps:\n  x: app\n    image: inputs.image\n",
    "{steps.build.digest}",
    "{inputs.image}",
    "web",
    "app",
    "image",
    "rollout",
];

#[derive(Arbitrary, Debug)]
pub enum Insert {
    Fragment(u8),
    /// Free text, cut to 64 characters.
    Text(String),
    /// Characters of one of the two documents' current texts.
    Copy {
        from_block: bool,
        start: u16,
        len: u8,
    },
    Nothing,
}

#[derive(Arbitrary, Debug)]
pub struct Change {
    /// A whole-text replacement (no range).
    pub whole: bool,
    pub line: u8,
    pub character: u8,
    /// Lines and characters from the start to the end of the range.
    pub lines: u8,
    pub characters: u8,
    pub insert: Insert,
}

#[derive(Arbitrary, Debug)]
pub enum Op {
    /// `didChange` with up to four changes, applied in order.
    Change {
        block: bool,
        changes: Vec<Change>,
    },
    /// `didOpen` (again, if open) with this text.
    Open {
        block: bool,
        text: Insert,
    },
    Close {
        block: bool,
    },
    Save {
        block: bool,
    },
    /// Hover, definition, completion, symbols or formatting at a position.
    Request {
        block: bool,
        method: u8,
        line: u8,
        character: u8,
    },
    /// `$/cancelRequest` for the last request sent.
    Cancel,
    /// A millisecond's pause: lets the analysis thread run between messages.
    Pause,
}

/// A document as the client sent it.
#[derive(Clone, Debug)]
pub struct Doc {
    pub uri: &'static str,
    pub text: String,
    pub version: i32,
    pub open: bool,
    /// Whether the client ever opened it (a never-opened document has no diagnostics at all).
    pub opened: bool,
}

/// The lines of `text` as the protocol counts them here: ends at `\n`, a `\r` before it belongs to
/// the line end. Byte ranges of each line's text.
fn lines(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    for (at, _) in text.match_indices('\n') {
        let end = if at > start && text.as_bytes()[at - 1] == b'\r' { at - 1 } else { at };
        out.push((start, end));
        start = at + 1;
    }
    out.push((start, text.len()));
    out
}

/// The byte offset of a (line, UTF-16 unit) position: a line past the last is the text's end, a
/// unit past the line's end is the line's end, a unit inside a surrogate pair is the character's
/// start.
pub fn offset(text: &str, line: u32, character: u32) -> usize {
    let all = lines(text);
    let Some(&(start, end)) = all.get(line as usize) else { return text.len() };
    let mut units = 0u32;
    for (at, ch) in text[start..end].char_indices() {
        units += ch.len_utf16() as u32;
        if units > character {
            return start + at;
        }
    }
    end
}

/// The (line, UTF-16 unit) position of a byte offset on a character boundary.
pub fn position(text: &str, at: usize) -> Value {
    let before = &text[..at];
    let line = before.matches('\n').count();
    let start = before.rfind('\n').map_or(0, |i| i + 1);
    // An offset between a line's `\r` and its `\n` is the line's end.
    let end = lines(text)[line].1.min(at);
    let character: usize = text[start..end].chars().map(char::len_utf16).sum();
    json!({"line": line, "character": character})
}

fn utf16_len(text: &str) -> u32 {
    text.chars().map(|c| c.len_utf16() as u32).sum()
}

pub struct Session {
    connection: Connection,
    server: Option<std::thread::JoinHandle<Result<(), String>>>,
    next_id: i32,
    last_request: Option<RequestId>,
    /// Everything the server sent, in order.
    pub log: Vec<Message>,
    /// `ship.ks` and `blocks/web.ks`.
    pub docs: [Doc; 2],
}

impl Session {
    pub fn start(debounce_ms: u64) -> Session {
        assert!(!Path::new(ROOT).exists(), "{ROOT} exists: the lsp target needs it absent");
        let (server, connection) = Connection::memory();
        let handle =
            std::thread::spawn(move || ks_lsp::serve(&server).map_err(|err| err.to_string()));
        let doc = |uri| Doc { uri, text: String::new(), version: 0, open: false, opened: false };
        let mut session = Session {
            connection,
            server: Some(handle),
            next_id: 0,
            last_request: None,
            log: Vec::new(),
            docs: [doc(SHIP_URI), doc(BLOCK_URI)],
        };
        let id = session.send_request(
            "initialize",
            // No policy base: the fresh check the published diagnostics are compared with consults
            // none (the made-up site is in no repository, which the server would say, KS0405).
            json!({"capabilities": {}, "initializationOptions": {"debounceMs": debounce_ms, "noBase": true}}),
        );
        session.wait_for(&id);
        session.notify("initialized", json!({}));
        session
    }

    fn notify(&self, method: &str, params: Value) {
        let notification = Notification::new(method.to_string(), params);
        self.connection.sender.send(Message::Notification(notification)).expect("server is up");
    }

    fn send_request(&mut self, method: &str, params: Value) -> RequestId {
        self.next_id += 1;
        let id = RequestId::from(self.next_id);
        let request = Request::new(id.clone(), method.to_string(), params);
        self.connection.sender.send(Message::Request(request)).expect("server is up");
        self.last_request = Some(id.clone());
        id
    }

    /// Reads messages into the log until the response to `id`.
    fn wait_for(&mut self, id: &RequestId) -> Response {
        loop {
            let message = self
                .connection
                .receiver
                .recv_timeout(Duration::from_secs(20))
                .expect("the server answers within 20 s");
            let done = matches!(&message, Message::Response(r) if r.id == *id);
            self.log.push(message.clone());
            if done {
                let Message::Response(response) = message else { unreachable!() };
                return response;
            }
        }
    }

    fn open(&mut self, which: usize, text: String) {
        let doc = &mut self.docs[which];
        doc.text = text;
        doc.version += 1;
        doc.open = true;
        doc.opened = true;
        let params = json!({"textDocument": {
            "uri": doc.uri, "languageId": "keepshipping", "version": doc.version, "text": doc.text}});
        self.notify("textDocument/didOpen", params);
    }

    fn insert_text(&self, insert: &Insert) -> String {
        match insert {
            Insert::Fragment(i) => FRAGMENTS[*i as usize % FRAGMENTS.len()].to_string(),
            Insert::Text(text) => text.chars().take(64).collect(),
            Insert::Copy { from_block, start, len } => {
                let text = &self.docs[usize::from(*from_block)].text;
                text.chars().skip(*start as usize).take(*len as usize).collect()
            }
            Insert::Nothing => String::new(),
        }
    }

    /// A position near the text: a line up to one past the last, a unit up to two past the line's
    /// end (both clamp).
    fn near(text: &str, line: u8, character: u8) -> (u32, u32) {
        let all = lines(text);
        let line = line as usize % (all.len() + 1);
        let width = all.get(line).map_or(0, |&(s, e)| utf16_len(&text[s..e]));
        (line as u32, u32::from(character) % (width + 3))
    }

    pub fn apply(&mut self, op: &Op) {
        match op {
            Op::Change { block, changes } => {
                let which = usize::from(*block);
                let mut text = self.docs[which].text.clone();
                let mut events = Vec::new();
                for change in changes.iter().take(4) {
                    let insert = self.insert_text(&change.insert);
                    if change.whole {
                        events.push(json!({"text": insert}));
                        text = insert;
                        continue;
                    }
                    let (line, character) = Session::near(&text, change.line, change.character);
                    let end_line = line + u32::from(change.lines % 3);
                    let end_character = if end_line == line {
                        character + u32::from(change.characters % 8)
                    } else {
                        u32::from(change.characters)
                    };
                    let start = offset(&text, line, character);
                    let end = offset(&text, end_line, end_character).max(start);
                    text.replace_range(start..end, &insert);
                    events.push(json!({
                        "range": {
                            "start": {"line": line, "character": character},
                            "end": {"line": end_line, "character": end_character},
                        },
                        "text": insert,
                    }));
                }
                let doc = &mut self.docs[which];
                // Sent to a closed document all the same: the server ignores it, and so does the
                // model.
                if doc.open {
                    doc.text = text;
                }
                doc.version += 1;
                let params = json!({
                    "textDocument": {"uri": doc.uri, "version": doc.version},
                    "contentChanges": events,
                });
                self.notify("textDocument/didChange", params);
            }
            Op::Open { block, text } => {
                let which = usize::from(*block);
                let text = match text {
                    // Reopening with the last text the client had.
                    Insert::Nothing => self.docs[which].text.clone(),
                    other => self.insert_text(other),
                };
                self.open(which, text);
            }
            Op::Close { block } => {
                let doc = &mut self.docs[usize::from(*block)];
                doc.open = false;
                let uri = doc.uri;
                self.notify("textDocument/didClose", json!({"textDocument": {"uri": uri}}));
            }
            Op::Save { block } => {
                let uri = self.docs[usize::from(*block)].uri;
                self.notify("textDocument/didSave", json!({"textDocument": {"uri": uri}}));
            }
            Op::Request { block, method, line, character } => {
                let doc = &self.docs[usize::from(*block)];
                let (line, character) = Session::near(&doc.text, *line, *character);
                let uri = doc.uri;
                let at = json!({"textDocument": {"uri": uri},
                    "position": {"line": line, "character": character}});
                let (method, params) = match method % 5 {
                    0 => ("textDocument/hover", at),
                    1 => ("textDocument/definition", at),
                    2 => ("textDocument/completion", at),
                    3 => ("textDocument/documentSymbol", json!({"textDocument": {"uri": uri}})),
                    _ => (
                        "textDocument/formatting",
                        json!({"textDocument": {"uri": uri},
                            "options": {"tabSize": 2, "insertSpaces": true}}),
                    ),
                };
                self.send_request(method, params);
            }
            Op::Cancel => {
                if let Some(id) = self.last_request.clone() {
                    let id: Value = serde_json::to_value(id).expect("an id serialises");
                    self.notify("$/cancelRequest", json!({"id": id}));
                }
            }
            Op::Pause => std::thread::sleep(Duration::from_millis(1)),
        }
    }

    /// Asks every open document for its symbols (which publishes what is pending), shuts the server
    /// down and checks the properties (see the module documentation).
    pub fn finish(mut self) {
        for which in [1, 0] {
            if self.docs[which].open {
                let uri = self.docs[which].uri;
                let id = self.send_request(
                    "textDocument/documentSymbol",
                    json!({"textDocument": {"uri": uri}}),
                );
                let response = self.wait_for(&id);
                assert!(
                    response.response_result.is_ok(),
                    "symbols of the latest text failed: {response:?}"
                );
            }
        }
        let id = self.send_request("shutdown", Value::Null);
        self.wait_for(&id);
        self.notify("exit", Value::Null);
        let outcome =
            self.server.take().expect("started").join().expect("the server thread returns");
        assert_eq!(outcome, Ok(()), "the server ends cleanly");
        while let Ok(message) = self.connection.receiver.try_recv() {
            self.log.push(message);
        }

        for message in &self.log {
            match message {
                Message::Response(response) => {
                    if let Err(error) = &response.response_result {
                        // ContentModified (-32801) and RequestCanceled (-32800) are answers; an
                        // internal error is a panic caught, invalid params a request misread.
                        assert!(
                            [-32801, -32800].contains(&error.code),
                            "request {:?} failed: {error:?}",
                            response.id
                        );
                    }
                }
                // The server shows an error (type 1) only for an analysis that panicked; a
                // formatting refusal is a warning.
                Message::Notification(n) if n.method == "window/showMessage" => {
                    assert_ne!(n.params["type"], json!(1), "{}", n.params["message"]);
                }
                _ => {}
            }
        }

        let block = &self.docs[1];
        let blocks = if block.open {
            ks_core::block_signatures(&[(BLOCK_PATH.to_string(), block.text.clone())])
        } else {
            Default::default()
        };
        let options = CheckOptions::default().with_blocks(blocks);
        for doc in &self.docs {
            let published = self.log.iter().rev().find_map(|message| match message {
                Message::Notification(n)
                    if n.method == "textDocument/publishDiagnostics"
                        && n.params["uri"] == doc.uri =>
                {
                    Some(&n.params)
                }
                _ => None,
            });
            if !doc.opened {
                assert!(published.is_none(), "diagnostics for {} that was never opened", doc.uri);
                continue;
            }
            let published = published.unwrap_or_else(|| panic!("no diagnostics for {}", doc.uri));
            let got: Vec<Value> = published["diagnostics"]
                .as_array()
                .expect("a list")
                .iter()
                .map(|d| {
                    json!({"range": d["range"], "severity": d["severity"], "code": d["code"],
                        "message": d["message"], "related": d.get("relatedInformation")})
                })
                .collect();
            if !doc.open {
                assert!(got.is_empty(), "{} is closed but keeps diagnostics {got:?}", doc.uri);
                continue;
            }
            assert_eq!(
                published["version"],
                json!(doc.version),
                "the last diagnostics of {} are not of its last version",
                doc.uri
            );
            let expected = expected(doc, &options);
            assert!(
                got == expected,
                "the last diagnostics of {} differ from a fresh check of its text {:?} (block: {:?})\n\
                 published: {got:#?}\nexpected: {expected:#?}",
                doc.uri,
                doc.text,
                if block.open { Some(&block.text) } else { None },
            );
        }
    }
}

/// A fresh check's diagnostics of `doc` in the protocol's terms, as the server shapes them.
fn expected(doc: &Doc, options: &CheckOptions) -> Vec<Value> {
    let text = &doc.text;
    let checked = ks_core::check(&ks_lang::parse(text), options);
    let range = |span: ks_lang::TextRange| {
        crate::check_span(text, span, "lsp");
        json!({"start": position(text, span.start() as usize),
            "end": position(text, span.end() as usize)})
    };
    checked
        .diagnostics()
        .iter()
        .map(|d| {
            let mut message = d.message.clone();
            if let Some(hint) = &d.hint {
                message.push_str("\nhint: ");
                message.push_str(hint);
            }
            let severity = match d.severity {
                ks_lang::Severity::Error => 1,
                ks_lang::Severity::Warning => 2,
                ks_lang::Severity::Note => 3,
            };
            let related: Vec<Value> = d
                .related
                .iter()
                .map(|r| {
                    json!({"location": {"uri": doc.uri, "range": range(r.span)},
                    "message": r.message})
                })
                .collect();
            json!({"range": range(d.span), "severity": severity, "code": d.code,
                "message": message,
                "related": if related.is_empty() { Value::Null } else { Value::Array(related) }})
        })
        .collect()
}

/// Runs one input: `ship.ks`, NUL, `blocks/web.ks`, NUL, then the bytes that choose the operations
/// (decoded with `arbitrary`). Without a NUL the input is `ship.ks` and its own bytes choose them.
pub fn run(data: &[u8]) {
    let mut parts = data.splitn(3, |&b| b == 0);
    let ship = parts.next().unwrap_or_default();
    let (block, ops) = match (parts.next(), parts.next()) {
        (Some(block), Some(ops)) => (block, ops),
        (Some(block), None) => (block, data),
        _ => (&[][..], data),
    };
    let mut u = Unstructured::new(ops);
    let debounce = if u.arbitrary::<bool>().unwrap_or(false) { 3 } else { 0 };
    let mut session = Session::start(debounce);
    session.open(0, String::from_utf8_lossy(ship).into_owned());
    if !block.is_empty() {
        session.open(1, String::from_utf8_lossy(block).into_owned());
    }
    for _ in 0..MAX_OPS {
        if u.is_empty() {
            break;
        }
        let Ok(op) = u.arbitrary::<Op>() else { break };
        session.apply(&op);
    }
    session.finish();
}
