//! A small client over `lsp_server::Connection::memory()`: the server runs `ks_lsp::serve` on a
//! thread, the test sends requests and reads responses and notifications.

#![allow(dead_code)]

use std::collections::{HashMap, VecDeque};
use std::thread::JoinHandle;
use std::time::Duration;

use lsp_server::{Connection, Message, Notification, Request, RequestId, Response};
use serde_json::{json, Value};

pub const URI: &str = "file:///example/ship.ks";

/// Two environments and three steps: the second gated to `prod`, the third after it (the inlay
/// hints' and the selected environment's tests).
pub const GATED: &str = "keepshipping: 0.1
name: api
envs:
  dev:
  prod:
steps:
  build: oci.image
    from: ./Dockerfile
  scan: oci.image
    from: ./Dockerfile
    after: build
    when: env is prod
  publish: oci.image
    from: ./Dockerfile
    after: scan
";

/// ks-core's generated workload (the check bench's): large files for the scheduling tests.
#[path = "../../../ks-core/benches/workload.rs"]
pub mod workload;

pub struct Client {
    connection: Connection,
    server: Option<JoinHandle<Result<(), String>>>,
    next_id: i32,
    /// Notifications received while waiting for a response.
    pub notifications: VecDeque<Notification>,
    /// Responses received while waiting for another message.
    responses: HashMap<RequestId, Response>,
    /// Requests the server sent to the client (`client/registerCapability`).
    pub server_requests: Vec<Request>,
    /// What the server's `initialize` reply announced.
    pub capabilities: Value,
}

impl Client {
    pub fn start() -> Client {
        Client::start_with(json!(null))
    }

    /// Starts a server with these `initializationOptions` (e.g. `{"debounceMs": 300}`).
    pub fn start_with(options: Value) -> Client {
        Client::start_full(json!({}), options)
    }

    /// Starts a server with these client `capabilities` and `initializationOptions`.
    pub fn start_full(capabilities: Value, options: Value) -> Client {
        let (server, client) = Connection::memory();
        let handle =
            std::thread::spawn(move || ks_lsp::serve(&server).map_err(|err| err.to_string()));
        let mut client = Client {
            connection: client,
            server: Some(handle),
            next_id: 0,
            notifications: VecDeque::new(),
            responses: HashMap::new(),
            server_requests: Vec::new(),
            capabilities: Value::Null,
        };
        let result = client.request(
            "initialize",
            json!({"capabilities": capabilities, "initializationOptions": options}),
        );
        assert_eq!(
            result["capabilities"]["textDocumentSync"]["change"],
            json!(2),
            "incremental sync: {result}"
        );
        assert_eq!(result["serverInfo"]["name"], json!("keepshipping"), "{result}");
        assert_eq!(result["serverInfo"]["version"], json!(env!("CARGO_PKG_VERSION")), "{result}");
        client.capabilities = result["capabilities"].clone();
        client.notify("initialized", json!({}));
        client
    }

    pub fn notify(&self, method: &str, params: Value) {
        let notification = Notification::new(method.to_string(), params);
        self.connection.sender.send(Message::Notification(notification)).unwrap();
    }

    /// Sends a request without waiting; its response is read by [`Client::response`].
    pub fn send_request(&mut self, method: &str, params: Value) -> RequestId {
        self.next_id += 1;
        let id = RequestId::from(self.next_id);
        let request = Request::new(id.clone(), method.to_string(), params);
        self.connection.sender.send(Message::Request(request)).unwrap();
        id
    }

    /// The response to `id` (a protocol error as `Err`), keeping what arrives before it.
    pub fn response(&mut self, id: &RequestId) -> Result<Value, (i32, String)> {
        let response = match self.responses.remove(id) {
            Some(response) => response,
            None => loop {
                match self.recv() {
                    Message::Response(response) if response.id == *id => break response,
                    Message::Response(response) => {
                        self.responses.insert(response.id.clone(), response);
                    }
                    Message::Notification(notification) => {
                        self.notifications.push_back(notification)
                    }
                    Message::Request(request) => self.server_requests.push(request),
                }
            },
        };
        response.response_result.map_err(|error| (error.code, error.message))
    }

    /// Sends a request and waits for its response; a protocol error is returned as `Err`.
    pub fn try_request(&mut self, method: &str, params: Value) -> Result<Value, (i32, String)> {
        let id = self.send_request(method, params);
        self.response(&id)
    }

    pub fn request(&mut self, method: &str, params: Value) -> Value {
        self.try_request(method, params).unwrap_or_else(|err| panic!("{method} failed: {err:?}"))
    }

    fn recv(&self) -> Message {
        self.connection
            .receiver
            .recv_timeout(Duration::from_secs(20))
            .expect("the server answers within 20 s")
    }

    /// The next notification with this method (earlier ones of other methods are kept).
    pub fn notification(&mut self, method: &str) -> Value {
        if let Some(at) = self.notifications.iter().position(|n| n.method == method) {
            return self.notifications.remove(at).unwrap().params;
        }
        loop {
            match self.recv() {
                Message::Notification(notification) if notification.method == method => {
                    return notification.params;
                }
                Message::Notification(notification) => self.notifications.push_back(notification),
                Message::Response(response) => {
                    self.responses.insert(response.id.clone(), response);
                }
                Message::Request(request) => self.server_requests.push(request),
            }
        }
    }

    /// The diagnostics published for `uri`, up to and including the one for `version`: every
    /// version published on the way, in order, and the last list.
    pub fn diagnostics_until(&mut self, uri: &str, version: i32) -> (Vec<i64>, Vec<Value>) {
        let mut versions = Vec::new();
        loop {
            let params = self.notification("textDocument/publishDiagnostics");
            if params["uri"] != uri {
                continue;
            }
            let seen = params["version"].as_i64().unwrap_or(-1);
            versions.push(seen);
            if seen == version as i64 {
                return (versions, params["diagnostics"].as_array().unwrap().clone());
            }
        }
    }

    pub fn change(&self, uri: &str, version: i32, changes: Value) {
        self.notify(
            "textDocument/didChange",
            json!({"textDocument": {"uri": uri, "version": version}, "contentChanges": changes}),
        );
    }

    pub fn open(&self, uri: &str, text: &str) {
        self.notify(
            "textDocument/didOpen",
            json!({"textDocument": {"uri": uri, "languageId": "keepshipping", "version": 1, "text": text}}),
        );
    }

    pub fn at(&mut self, method: &str, uri: &str, line: u32, character: u32) -> Value {
        self.request(
            method,
            json!({"textDocument": {"uri": uri}, "position": {"line": line, "character": character}}),
        )
    }

    /// The orderly end: `shutdown`, `exit`, and the server thread returns `Ok`.
    pub fn shutdown(mut self) {
        let result = self.request("shutdown", Value::Null);
        assert_eq!(result, Value::Null);
        self.notify("exit", Value::Null);
        let outcome = self.server.take().unwrap().join().expect("the server thread does not panic");
        assert_eq!(outcome, Ok(()));
    }
}

/// The line and UTF-16 column of the first occurrence of `needle` (after `skip` earlier ones).
pub fn find(text: &str, needle: &str, skip: usize) -> (u32, u32) {
    let offset =
        text.match_indices(needle).nth(skip).unwrap_or_else(|| panic!("{needle:?} in text")).0;
    let line_start = text[..offset].rfind('\n').map_or(0, |at| at + 1);
    let line = text[..offset].matches('\n').count() as u32;
    let column = text[line_start..offset].chars().map(char::len_utf16).sum::<usize>() as u32;
    (line, column)
}

/// The text after applying `edits` (LSP text edits, non-overlapping) to `text`.
pub fn apply(text: &str, edits: &[Value]) -> String {
    let offset = |position: &Value| {
        let line = position["line"].as_u64().unwrap() as usize;
        let character = position["character"].as_u64().unwrap() as usize;
        let start: usize = text.split_inclusive('\n').take(line).map(str::len).sum();
        let units: Vec<u16> = text[start..].encode_utf16().take(character).collect();
        start + String::from_utf16(&units).unwrap().len()
    };
    let mut edits: Vec<(usize, usize, &str)> = edits
        .iter()
        .map(|e| {
            (
                offset(&e["range"]["start"]),
                offset(&e["range"]["end"]),
                e["newText"].as_str().unwrap(),
            )
        })
        .collect();
    edits.sort();
    let mut out = text.to_string();
    for (start, end, new) in edits.into_iter().rev() {
        out.replace_range(start..end, new);
    }
    out
}
