//! The message loop: documents by URI, incremental sync, diagnostics pushed after each burst of
//! messages, requests answered from a lazily computed analysis of the current text.

use std::collections::{HashMap, HashSet};
use std::error::Error;

use lsp_server::{Connection, ErrorCode, Message, Notification, Request, Response};
use lsp_types::notification::{self as notif, Notification as _};
use lsp_types::request::{self as req, Request as _};
use lsp_types::{
    CompletionItem, CompletionItemKind, CompletionOptions, CompletionResponse,
    DiagnosticRelatedInformation, DiagnosticSeverity, DocumentSymbol, DocumentSymbolResponse,
    GotoDefinitionResponse, Hover, HoverContents, HoverProviderCapability, InitializeParams,
    Location, MarkupContent, MarkupKind, MessageType, NumberOrString, OneOf,
    PublishDiagnosticsParams, ServerCapabilities, ShowMessageParams, SymbolKind,
    TextDocumentContentChangeEvent, TextDocumentSyncCapability, TextDocumentSyncKind, TextEdit,
    Uri,
};

use crate::analysis::{Analysis, CompletionWhat};
use crate::position::LineMap;

pub type BoxError = Box<dyn Error + Send + Sync>;

/// What the server announces in its `initialize` reply.
pub fn capabilities() -> ServerCapabilities {
    ServerCapabilities {
        text_document_sync: Some(TextDocumentSyncCapability::Kind(
            TextDocumentSyncKind::INCREMENTAL,
        )),
        hover_provider: Some(HoverProviderCapability::Simple(true)),
        definition_provider: Some(OneOf::Left(true)),
        completion_provider: Some(CompletionOptions {
            trigger_characters: Some(vec![".".to_string()]),
            ..CompletionOptions::default()
        }),
        document_symbol_provider: Some(OneOf::Left(true)),
        document_formatting_provider: Some(OneOf::Left(true)),
        ..ServerCapabilities::default()
    }
}

/// One open document: its text, version, line starts, and the analysis of this text once asked for.
pub struct Document {
    pub text: String,
    pub version: i32,
    lines: LineMap,
    analysis: Option<Analysis>,
}

impl Document {
    pub fn new(text: String, version: i32) -> Document {
        let lines = LineMap::new(&text);
        Document { text, version, lines, analysis: None }
    }

    /// Applies one change from `textDocument/didChange`: a whole-text replacement when it has no
    /// range, else a ranged edit in UTF-16 positions.
    pub fn apply(&mut self, change: TextDocumentContentChangeEvent) {
        match change.range {
            None => self.text = change.text,
            Some(range) => {
                let start = self.lines.offset(&self.text, range.start) as usize;
                let end = (self.lines.offset(&self.text, range.end) as usize).max(start);
                self.text.replace_range(start..end, &change.text);
            }
        }
        self.lines = LineMap::new(&self.text);
        self.analysis = None;
    }

    pub fn analysis(&mut self) -> &Analysis {
        self.analysis.get_or_insert_with(|| Analysis::new(&self.text))
    }

    fn offset(&self, position: lsp_types::Position) -> u32 {
        self.lines.offset(&self.text, position)
    }

    fn range(&self, range: ks_lang::TextRange) -> lsp_types::Range {
        self.lines.range(&self.text, range)
    }
}

#[derive(Default)]
struct Server {
    documents: HashMap<Uri, Document>,
    /// Documents whose diagnostics are to be published after the current burst of messages.
    dirty: HashSet<Uri>,
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
    let params = connection.initialize(serde_json::to_value(capabilities())?)?;
    let _params: InitializeParams = serde_json::from_value(params)?;
    let mut server = Server::default();
    while let Ok(message) = connection.receiver.recv() {
        if server.handle(connection, message)? {
            return Ok(());
        }
        // Coalesce a burst (fast typing): take what is already queued, then publish once.
        while let Ok(message) = connection.receiver.try_recv() {
            if server.handle(connection, message)? {
                return Ok(());
            }
        }
        server.publish(connection)?;
    }
    Ok(())
}

impl Server {
    /// Handles one message; `true` when the server is to stop.
    fn handle(&mut self, connection: &Connection, message: Message) -> Result<bool, BoxError> {
        match message {
            Message::Request(request) => {
                if connection.handle_shutdown(&request)? {
                    return Ok(true);
                }
                let response = self.request(connection, request)?;
                connection.sender.send(Message::Response(response))?;
            }
            Message::Notification(notification) => self.notification(notification)?,
            Message::Response(_) => {}
        }
        Ok(false)
    }

    fn notification(&mut self, notification: Notification) -> Result<(), BoxError> {
        match notification.method.as_str() {
            notif::DidOpenTextDocument::METHOD => {
                let params: lsp_types::DidOpenTextDocumentParams =
                    notification.extract(notif::DidOpenTextDocument::METHOD)?;
                let document = params.text_document;
                self.documents
                    .insert(document.uri.clone(), Document::new(document.text, document.version));
                self.dirty.insert(document.uri);
            }
            notif::DidChangeTextDocument::METHOD => {
                let params: lsp_types::DidChangeTextDocumentParams =
                    notification.extract(notif::DidChangeTextDocument::METHOD)?;
                if let Some(document) = self.documents.get_mut(&params.text_document.uri) {
                    for change in params.content_changes {
                        document.apply(change);
                    }
                    document.version = params.text_document.version;
                    self.dirty.insert(params.text_document.uri);
                }
            }
            notif::DidCloseTextDocument::METHOD => {
                let params: lsp_types::DidCloseTextDocumentParams =
                    notification.extract(notif::DidCloseTextDocument::METHOD)?;
                self.documents.remove(&params.text_document.uri);
                self.dirty.insert(params.text_document.uri);
            }
            _ => {}
        }
        Ok(())
    }

    /// Publishes the diagnostics of every document changed since the last call (an empty list for
    /// a closed one).
    fn publish(&mut self, connection: &Connection) -> Result<(), BoxError> {
        let mut dirty: Vec<Uri> = self.dirty.drain().collect();
        dirty.sort_by(|a, b| a.as_str().cmp(b.as_str()));
        for uri in dirty {
            let params = match self.documents.get_mut(&uri) {
                None => PublishDiagnosticsParams { uri, diagnostics: Vec::new(), version: None },
                Some(document) => {
                    let diagnostics = lsp_diagnostics(&uri, document);
                    PublishDiagnosticsParams { uri, diagnostics, version: Some(document.version) }
                }
            };
            let notification =
                Notification::new(notif::PublishDiagnostics::METHOD.to_string(), params);
            connection.sender.send(Message::Notification(notification))?;
        }
        Ok(())
    }

    fn request(&mut self, connection: &Connection, request: Request) -> Result<Response, BoxError> {
        let id = request.id.clone();
        let ok = |value: serde_json::Value| Ok(Response::new_ok(id.clone(), value));
        match request.method.as_str() {
            req::HoverRequest::METHOD => {
                let params: lsp_types::HoverParams = serde_json::from_value(request.params)?;
                let at = params.text_document_position_params;
                let Some(document) = self.documents.get_mut(&at.text_document.uri) else {
                    return ok(serde_json::Value::Null);
                };
                let offset = document.offset(at.position);
                let hover = document.analysis().hover(offset);
                let hover = hover.map(|hover| Hover {
                    contents: HoverContents::Markup(MarkupContent {
                        kind: MarkupKind::Markdown,
                        value: hover.markdown,
                    }),
                    range: Some(document.range(hover.range)),
                });
                ok(serde_json::to_value(hover)?)
            }
            req::GotoDefinition::METHOD => {
                let params: lsp_types::GotoDefinitionParams =
                    serde_json::from_value(request.params)?;
                let at = params.text_document_position_params;
                let uri = at.text_document.uri;
                let Some(document) = self.documents.get_mut(&uri) else {
                    return ok(serde_json::Value::Null);
                };
                let offset = document.offset(at.position);
                let target = document.analysis().definition(offset);
                let response = target.map(|range| {
                    GotoDefinitionResponse::Scalar(Location {
                        uri: uri.clone(),
                        range: document.range(range),
                    })
                });
                ok(serde_json::to_value(response)?)
            }
            req::Completion::METHOD => {
                let params: lsp_types::CompletionParams = serde_json::from_value(request.params)?;
                let at = params.text_document_position;
                let Some(document) = self.documents.get_mut(&at.text_document.uri) else {
                    return ok(serde_json::Value::Null);
                };
                let offset = document.offset(at.position);
                let text = document.text.clone();
                let items: Vec<CompletionItem> = document
                    .analysis()
                    .completions(&text, offset)
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
                        }),
                        ..CompletionItem::default()
                    })
                    .collect();
                ok(serde_json::to_value(CompletionResponse::Array(items))?)
            }
            req::DocumentSymbolRequest::METHOD => {
                let params: lsp_types::DocumentSymbolParams =
                    serde_json::from_value(request.params)?;
                let Some(document) = self.documents.get_mut(&params.text_document.uri) else {
                    return ok(serde_json::Value::Null);
                };
                let symbols = document.analysis().symbols();
                #[allow(deprecated)] // `deprecated` is a required field of the struct
                let symbols: Vec<DocumentSymbol> = symbols
                    .into_iter()
                    .map(|symbol| DocumentSymbol {
                        name: symbol.name,
                        detail: symbol.detail,
                        kind: if symbol.is_env {
                            SymbolKind::NAMESPACE
                        } else {
                            SymbolKind::FUNCTION
                        },
                        tags: None,
                        deprecated: None,
                        range: document.range(symbol.range),
                        selection_range: document.range(symbol.selection),
                        children: None,
                    })
                    .collect();
                ok(serde_json::to_value(DocumentSymbolResponse::Nested(symbols))?)
            }
            req::Formatting::METHOD => {
                let params: lsp_types::DocumentFormattingParams =
                    serde_json::from_value(request.params)?;
                let uri = params.text_document.uri;
                let Some(document) = self.documents.get_mut(&uri) else {
                    return ok(serde_json::Value::Null);
                };
                let edits = match ks_fmt::format(&document.text) {
                    Ok(formatted) if formatted == document.text => Vec::new(),
                    Ok(formatted) => {
                        let whole = ks_lang::TextRange::new(0, document.text.len() as u32);
                        vec![TextEdit { range: document.range(whole), new_text: formatted }]
                    }
                    Err(refusal) => {
                        let message = format!("keepshipping: not formatted: {}", refusal.reason);
                        let params = ShowMessageParams { typ: MessageType::WARNING, message };
                        let notification =
                            Notification::new(notif::ShowMessage::METHOD.to_string(), params);
                        connection.sender.send(Message::Notification(notification))?;
                        Vec::new()
                    }
                };
                ok(serde_json::to_value(edits)?)
            }
            _ => Ok(Response::new_err(
                id,
                ErrorCode::MethodNotFound as i32,
                format!("unsupported request {}", request.method),
            )),
        }
    }
}

fn lsp_diagnostics(uri: &Uri, document: &mut Document) -> Vec<lsp_types::Diagnostic> {
    let diagnostics = document.analysis().diagnostics().to_vec();
    diagnostics
        .into_iter()
        .map(|diagnostic| {
            let mut message = diagnostic.message;
            if let Some(hint) = diagnostic.hint {
                message.push_str("\nhint: ");
                message.push_str(&hint);
            }
            let related: Vec<DiagnosticRelatedInformation> = diagnostic
                .related
                .into_iter()
                .map(|related| DiagnosticRelatedInformation {
                    location: Location { uri: uri.clone(), range: document.range(related.span) },
                    message: related.message,
                })
                .collect();
            lsp_types::Diagnostic {
                range: document.range(diagnostic.span),
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
