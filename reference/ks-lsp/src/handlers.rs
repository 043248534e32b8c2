//! The requests the server answers, in one table ([`HANDLERS`]): each entry's method, what it
//! announces in the `initialize` reply, and how it is answered. The capabilities, the main thread's
//! routing (an unknown method is `MethodNotFound` there) and the analysis thread's dispatch all read
//! the table, so a feature is one entry and one function.

use lsp_server::ErrorCode;
use lsp_types::request::{self as req, Request as _};
use lsp_types::{
    CodeActionKind, CodeActionOptions, CodeActionProviderCapability, CompletionItem,
    CompletionOptions, CompletionResponse, DocumentHighlight, DocumentHighlightKind,
    DocumentSymbol, DocumentSymbolResponse, GotoDefinitionResponse, Hover, HoverContents,
    HoverProviderCapability, Location, MarkupContent, MarkupKind, OneOf, PrepareRenameResponse,
    RenameOptions, ServerCapabilities, TextDocumentSyncCapability, TextDocumentSyncKind,
    TextDocumentSyncOptions, TextDocumentSyncSaveOptions, TextEdit, WorkspaceEdit,
};
use lsp_types::{DiagnosticOptions, DiagnosticServerCapabilities, SignatureHelpOptions};
use lsp_types::{InlayHint, InlayHintLabel};
use serde_json::Value;

use crate::analysis::Definition;
use crate::context::{Around, Workspace};
use crate::convert::{self, Analysed};
use crate::occurrences::Refused;
use crate::pull_diagnostics::Reported;
use crate::snapshot::Snapshot;

/// How a request is answered.
pub(crate) enum Answer {
    /// From the document's text alone, the newest version only; with a message to show, if any.
    Text(fn(&Snapshot) -> (Value, Option<String>)),
    /// From the analysis of the version the request was sent against, given the request's params.
    Analysis(fn(&Analysed, Value) -> Reply),
    /// From the diagnostics the document reports (its configuration applied, as they are pushed)
    /// and, for a block file, those its open readers report.
    Reported(fn(Reported, Value) -> Reply),
    /// As `Analysis`, also reading around the document: the site's other files, the live settings.
    Site(fn(&Analysed, &Around, Value) -> Reply),
    /// For a request that names no document: from the workspace.
    Workspace(fn(&mut dyn Workspace, Value) -> Reply),
}

pub(crate) use crate::reply::{Refusal, Reply};

/// One request the server answers.
pub(crate) struct Handler {
    pub method: &'static str,
    /// What the `initialize` reply announces for it.
    announce: fn(&mut ServerCapabilities),
    pub answer: Answer,
}

/// Every request the server answers (all on the analysis thread).
pub(crate) static HANDLERS: &[Handler] = &[
    Handler {
        method: req::HoverRequest::METHOD,
        announce: |caps| caps.hover_provider = Some(HoverProviderCapability::Simple(true)),
        answer: Answer::Analysis(hover),
    },
    Handler {
        method: req::GotoDefinition::METHOD,
        announce: |caps| caps.definition_provider = Some(OneOf::Left(true)),
        answer: Answer::Site(definition),
    },
    Handler {
        method: req::Completion::METHOD,
        announce: |caps| {
            caps.completion_provider = Some(CompletionOptions {
                trigger_characters: Some(vec![".".to_string()]),
                ..CompletionOptions::default()
            })
        },
        answer: Answer::Analysis(completion),
    },
    Handler {
        method: req::DocumentSymbolRequest::METHOD,
        announce: |caps| caps.document_symbol_provider = Some(OneOf::Left(true)),
        answer: Answer::Analysis(symbols),
    },
    Handler {
        method: req::Formatting::METHOD,
        announce: |caps| caps.document_formatting_provider = Some(OneOf::Left(true)),
        answer: Answer::Text(format),
    },
    Handler {
        method: req::CodeActionRequest::METHOD,
        announce: |caps| {
            caps.code_action_provider =
                Some(CodeActionProviderCapability::Options(CodeActionOptions {
                    code_action_kinds: Some(vec![
                        CodeActionKind::QUICKFIX,
                        CodeActionKind::from(FIX_ALL.to_string()),
                    ]),
                    ..CodeActionOptions::default()
                }))
        },
        answer: Answer::Analysis(code_actions),
    },
    Handler {
        method: req::SignatureHelpRequest::METHOD,
        announce: |caps| {
            caps.signature_help_provider = Some(SignatureHelpOptions {
                trigger_characters: Some(vec![":".to_string()]),
                retrigger_characters: Some(vec![",".to_string()]),
                work_done_progress_options: Default::default(),
            })
        },
        answer: Answer::Analysis(signature_help),
    },
    Handler {
        method: req::DocumentDiagnosticRequest::METHOD,
        announce: |caps| {
            caps.diagnostic_provider =
                Some(DiagnosticServerCapabilities::Options(DiagnosticOptions {
                    identifier: Some("keepshipping".to_string()),
                    // A document's diagnostics change with its blocks and its site.
                    inter_file_dependencies: true,
                    workspace_diagnostics: false,
                    work_done_progress_options: Default::default(),
                }))
        },
        answer: Answer::Reported(document_diagnostics),
    },
    Handler {
        method: req::References::METHOD,
        announce: |caps| caps.references_provider = Some(OneOf::Left(true)),
        answer: Answer::Site(references),
    },
    Handler {
        method: req::DocumentHighlightRequest::METHOD,
        announce: |caps| caps.document_highlight_provider = Some(OneOf::Left(true)),
        answer: Answer::Site(highlights),
    },
    Handler {
        method: req::PrepareRenameRequest::METHOD,
        announce: announce_rename,
        answer: Answer::Site(prepare_rename),
    },
    Handler {
        method: req::Rename::METHOD,
        announce: announce_rename,
        answer: Answer::Site(rename),
    },
    Handler {
        method: req::InlayHintRequest::METHOD,
        announce: |caps| caps.inlay_hint_provider = Some(OneOf::Left(true)),
        answer: Answer::Site(inlay_hints),
    },
    Handler {
        method: req::CodeLensRequest::METHOD,
        announce: |caps| {
            caps.code_lens_provider =
                Some(lsp_types::CodeLensOptions { resolve_provider: Some(false) })
        },
        answer: Answer::Site(crate::lenses::code_lenses),
    },
    Handler {
        method: req::ExecuteCommand::METHOD,
        announce: |caps| {
            caps.execute_command_provider = Some(lsp_types::ExecuteCommandOptions {
                commands: crate::commands::COMMANDS.map(str::to_string).to_vec(),
                work_done_progress_options: Default::default(),
            })
        },
        answer: Answer::Workspace(crate::commands::execute),
    },
    Handler {
        method: req::DocumentLinkRequest::METHOD,
        announce: |caps| {
            caps.document_link_provider = Some(lsp_types::DocumentLinkOptions {
                resolve_provider: Some(false),
                work_done_progress_options: Default::default(),
            })
        },
        answer: Answer::Site(crate::links::document_links),
    },
    Handler {
        method: req::SemanticTokensFullRequest::METHOD,
        announce: crate::semantic_tokens::announce,
        answer: Answer::Site(crate::semantic_tokens::full),
    },
    Handler {
        method: req::SemanticTokensFullDeltaRequest::METHOD,
        announce: crate::semantic_tokens::announce,
        answer: Answer::Site(crate::semantic_tokens::delta),
    },
    Handler {
        method: req::SemanticTokensRangeRequest::METHOD,
        announce: crate::semantic_tokens::announce,
        answer: Answer::Site(crate::semantic_tokens::range),
    },
    Handler {
        method: req::FoldingRangeRequest::METHOD,
        announce: |caps| {
            caps.folding_range_provider =
                Some(lsp_types::FoldingRangeProviderCapability::Simple(true))
        },
        answer: Answer::Analysis(crate::structure::folding_ranges),
    },
    Handler {
        method: req::SelectionRangeRequest::METHOD,
        announce: |caps| {
            caps.selection_range_provider =
                Some(lsp_types::SelectionRangeProviderCapability::Simple(true))
        },
        answer: Answer::Analysis(crate::structure::selection_ranges),
    },
    Handler {
        method: req::WorkspaceSymbolRequest::METHOD,
        announce: |caps| caps.workspace_symbol_provider = Some(OneOf::Left(true)),
        answer: Answer::Workspace(crate::workspace_symbols::workspace_symbols),
    },
];

/// Rename, with `prepareRename` (which has no capability of its own).
fn announce_rename(caps: &mut ServerCapabilities) {
    caps.rename_provider = Some(OneOf::Right(RenameOptions {
        prepare_provider: Some(true),
        work_done_progress_options: Default::default(),
    }));
}

/// The handler of `method`, if the server answers it.
pub(crate) fn handler(method: &str) -> Option<&'static Handler> {
    HANDLERS.iter().find(|handler| handler.method == method)
}

/// What the server announces in its `initialize` reply: document sync, and each handler's own.
pub fn capabilities() -> ServerCapabilities {
    let mut capabilities = ServerCapabilities {
        text_document_sync: Some(TextDocumentSyncCapability::Options(TextDocumentSyncOptions {
            open_close: Some(true),
            change: Some(TextDocumentSyncKind::INCREMENTAL),
            save: Some(TextDocumentSyncSaveOptions::Supported(true)),
            ..TextDocumentSyncOptions::default()
        })),
        ..ServerCapabilities::default()
    };
    for handler in HANDLERS {
        (handler.announce)(&mut capabilities);
    }
    capabilities
}

fn hover(done: &Analysed, params: Value) -> Reply {
    let params: lsp_types::HoverParams = serde_json::from_value(params)?;
    let position = params.text_document_position_params.position;
    let hover = done.analysis.hover(done.offset(position)).map(|hover| Hover {
        contents: HoverContents::Markup(MarkupContent {
            kind: MarkupKind::Markdown,
            value: hover.markdown,
        }),
        range: Some(done.range(hover.range)),
    });
    Ok(serde_json::to_value(hover)?)
}

/// `textDocument/definition`: into the site's files ([`crate::links`]), else in the document or
/// its blocks.
fn definition(done: &Analysed, around: &Around, params: Value) -> Reply {
    if let Some(reply) = crate::links::definition(done, around, &params) {
        return reply;
    }
    let params: lsp_types::GotoDefinitionParams = serde_json::from_value(params)?;
    let position = params.text_document_position_params.position;
    let location = match done.analysis.definition(done.offset(position)) {
        Some(Definition::Here(range)) => {
            Some(Location { uri: done.snapshot.uri.clone(), range: done.range(range) })
        }
        Some(Definition::Block(site)) => done.blocks.location(&site),
        None => None,
    };
    Ok(serde_json::to_value(location.map(GotoDefinitionResponse::Scalar))?)
}

fn completion(done: &Analysed, params: Value) -> Reply {
    let params: lsp_types::CompletionParams = serde_json::from_value(params)?;
    let offset = done.offset(params.text_document_position.position);
    let model_text = done.analysis.model_text(&done.snapshot.text);
    let found = crate::candidates::complete(&done.analysis, model_text, offset);
    let replace = done.range(found.replace);
    let items: Vec<CompletionItem> =
        found.items.into_iter().map(|item| convert::completion_item(item, replace)).collect();
    Ok(serde_json::to_value(CompletionResponse::Array(items))?)
}

/// `textDocument/signatureHelp`: the signature of the step at the position, or none.
fn signature_help(done: &Analysed, params: Value) -> Reply {
    let params: lsp_types::SignatureHelpParams = serde_json::from_value(params)?;
    let offset = done.offset(params.text_document_position_params.position);
    let model_text = done.analysis.model_text(&done.snapshot.text);
    let help = done.analysis.signature(model_text, offset).map(convert::signature_help);
    Ok(serde_json::to_value(help)?)
}

/// `textDocument/diagnostic`: the diagnostics the document reports, in full (the pushed list), and
/// its readers' when it is a block file.
fn document_diagnostics(reported: Reported, params: Value) -> Reply {
    let _: lsp_types::DocumentDiagnosticParams = serde_json::from_value(params)?;
    Ok(serde_json::to_value(crate::pull_diagnostics::report(reported))?)
}

fn symbols(done: &Analysed, _: Value) -> Reply {
    let symbols: Vec<DocumentSymbol> = done
        .analysis
        .symbols()
        .into_iter()
        .map(|symbol| convert::document_symbol(done, symbol))
        .collect();
    Ok(serde_json::to_value(DocumentSymbolResponse::Nested(symbols))?)
}

/// `textDocument/references`: every place the step or environment at the position is named (its
/// declaration only when `context.includeDeclaration`).
fn references(done: &Analysed, around: &Around, params: Value) -> Reply {
    if let Some(reply) = crate::block_rename::references(done, around, &params) {
        return reply;
    }
    let params: lsp_types::ReferenceParams = serde_json::from_value(params)?;
    let offset = done.offset(params.text_document_position.position);
    let locations = done.analysis.occurrences(offset).map(|found| {
        let keep = |range: &&ks_lang::TextRange| {
            params.context.include_declaration || **range != found.declaration
        };
        let uri = &done.snapshot.uri;
        let ranges = found.ranges.iter().filter(keep);
        ranges.map(|&range| Location { uri: uri.clone(), range: done.range(range) }).collect()
    });
    Ok(serde_json::to_value::<Option<Vec<Location>>>(locations)?)
}

/// `textDocument/documentHighlight`: the same places, the declaration as a write.
fn highlights(done: &Analysed, around: &Around, params: Value) -> Reply {
    if let Some(reply) = crate::block_rename::highlights(done, around, &params) {
        return reply;
    }
    let params: lsp_types::DocumentHighlightParams = serde_json::from_value(params)?;
    let offset = done.offset(params.text_document_position_params.position);
    let highlights = done.analysis.occurrences(offset).map(|found| {
        let highlight = |range: &ks_lang::TextRange| DocumentHighlight {
            range: done.range(*range),
            kind: Some(match *range == found.declaration {
                true => DocumentHighlightKind::WRITE,
                false => DocumentHighlightKind::READ,
            }),
        };
        found.ranges.iter().map(highlight).collect::<Vec<_>>()
    });
    Ok(serde_json::to_value(highlights)?)
}

/// `textDocument/prepareRename`: the name at the position and its range, or an error saying why
/// there is nothing to rename.
fn prepare_rename(done: &Analysed, around: &Around, params: Value) -> Reply {
    if let Some(reply) = crate::block_rename::prepare_rename(done, around, &params) {
        return reply;
    }
    let params: lsp_types::TextDocumentPositionParams = serde_json::from_value(params)?;
    let (range, name) =
        done.analysis.prepare_rename(done.offset(params.position)).map_err(refused)?;
    let range = done.range(range);
    Ok(serde_json::to_value(PrepareRenameResponse::RangeWithPlaceholder {
        range,
        placeholder: name,
    })?)
}

/// `textDocument/rename`: an edit per occurrence, or an error when the position is no symbol or the
/// new name is not an identifier or is taken.
fn rename(done: &Analysed, around: &Around, params: Value) -> Reply {
    if let Some(reply) = crate::block_rename::rename(done, around, &params) {
        return reply;
    }
    let params: lsp_types::RenameParams = serde_json::from_value(params)?;
    let offset = done.offset(params.text_document_position.position);
    let ranges = done.analysis.rename(offset, &params.new_name).map_err(refused)?;
    let edits: Vec<TextEdit> = ranges
        .into_iter()
        .map(|range| TextEdit { range: done.range(range), new_text: params.new_name.clone() })
        .collect();
    let changes = Some([(done.snapshot.uri.clone(), edits)].into_iter().collect());
    Ok(serde_json::to_value(WorkspaceEdit { changes, ..WorkspaceEdit::default() })?)
}

/// `textDocument/inlayHint`: after each step's name in the range, its number in each environment's
/// plan (or the selected one's, and how its `when:` settles there) and what it waits on.
fn inlay_hints(done: &Analysed, around: &Around, params: Value) -> Reply {
    let params: lsp_types::InlayHintParams = serde_json::from_value(params)?;
    let (start, end) = (done.offset(params.range.start), done.offset(params.range.end));
    let range = ks_lang::TextRange::new(start, end.max(start));
    let hints: Vec<InlayHint> = done
        .analysis
        .plan_hints(range, around.live.environment.as_deref())
        .into_iter()
        .map(|hint| InlayHint {
            position: done.range(ks_lang::TextRange::empty(hint.offset)).end,
            label: InlayHintLabel::String(hint.label),
            kind: None,
            text_edits: None,
            tooltip: None,
            padding_left: Some(true),
            padding_right: None,
            data: None,
        })
        .collect();
    Ok(serde_json::to_value(hints)?)
}

fn refused(refused: Refused) -> Refusal {
    Refusal(ErrorCode::RequestFailed, format!("keepshipping: {}", refused.0))
}

/// The code action kind of "apply every safe fix" (`editor.codeActionsOnSave`, `:lua
/// vim.lsp.buf.code_action({ context = { only = { "source.fixAll" } } })`).
pub const FIX_ALL: &str = "source.fixAll.keepshipping";

/// `textDocument/codeAction`: a quick fix per fix of each diagnostic the range touches (the
/// diagnostic attached; preferred when it is the diagnostic's only fix, as a lone did-you-mean is),
/// and `source.fixAll.keepshipping`: every safe fix one pass can take, when the file parses
/// (ADR 0066). `context.only` narrows the kinds.
fn code_actions(done: &Analysed, params: Value) -> Reply {
    let params: lsp_types::CodeActionParams = serde_json::from_value(params)?;
    use lsp_types::{CodeAction, CodeActionKind, CodeActionOrCommand};
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
        let lsp = convert::diagnostics(done, diagnostics);
        for (diagnostic, lsp) in diagnostics.iter().zip(lsp) {
            // ks-core's fixes, then the server's own (missing inputs, an undeclared environment).
            let more = crate::quick_fixes::fixes(&done.analysis, text, diagnostic);
            let count = diagnostic.fixes.len() + more.len();
            if count == 0 || !convert::touches(lsp.range, params.range) {
                continue;
            }
            for fix in diagnostic.fixes.iter().chain(&more) {
                actions.push(CodeActionOrCommand::CodeAction(CodeAction {
                    title: fix.title.clone(),
                    kind: Some(CodeActionKind::QUICKFIX),
                    diagnostics: Some(vec![lsp.clone()]),
                    edit: Some(edit_of(fix.edits.iter().map(text_edit).collect())),
                    is_preferred: Some(count == 1),
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
    Ok(serde_json::to_value(actions)?)
}

/// `textDocument/formatting`: one edit replacing the whole text when it changes, none when it is
/// already formatted; a refusal edits nothing and says why (a window message).
fn format(snapshot: &Snapshot) -> (Value, Option<String>) {
    let text = &*snapshot.text;
    let mut said = None;
    let edits = match ks_fmt::format(text) {
        Ok(formatted) if formatted == text => Vec::new(),
        Ok(formatted) => {
            let whole = ks_lang::TextRange::new(0, text.len() as u32);
            let range = snapshot.lines.range(text, whole);
            vec![TextEdit { range, new_text: formatted }]
        }
        Err(refusal) => {
            said = Some(format!("keepshipping: not formatted: {}", refusal.reason));
            Vec::new()
        }
    };
    (serde_json::to_value(edits).expect("edits serialise"), said)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each entry announces itself: the reply's capabilities change with every handler, so a
    /// request the server routes is one the client was told of.
    #[test]
    fn every_handler_is_announced_once_and_routed() {
        let mut methods: Vec<&str> = HANDLERS.iter().map(|handler| handler.method).collect();
        methods.sort_unstable();
        methods.dedup();
        assert_eq!(methods.len(), HANDLERS.len(), "a method is handled twice");
        for entry in HANDLERS {
            let mut announced = ServerCapabilities::default();
            (entry.announce)(&mut announced);
            let announced = serde_json::to_value(announced).unwrap();
            assert_ne!(announced, serde_json::json!({}), "{} announces nothing", entry.method);
            assert!(std::ptr::eq(handler(entry.method).unwrap(), entry));
        }
        assert!(handler("textDocument/notAThing").is_none());
    }
}
