//! Conversions from the analysis's answers to LSP types: positions and ranges through the
//! document's line map (and a previous-format file's migration), diagnostics, completion items,
//! outline symbols. Nothing here decides what to answer.

use std::sync::Arc;

use lsp_types::{
    CompletionItem, CompletionItemKind, CompletionTextEdit, DiagnosticRelatedInformation,
    DiagnosticSeverity, DocumentSymbol, Documentation, InsertTextFormat, Location, MarkupContent,
    MarkupKind, NumberOrString, ParameterInformation, ParameterLabel, SignatureHelp,
    SignatureInformation, SymbolKind, TextEdit,
};

use crate::analysis::{Analysis, Symbol, SymbolWhat};
use crate::candidates::{Completion, CompletionWhat, Insert};
use crate::signature::Signature;
use crate::snapshot::Snapshot;
use crate::workspace::Blocks;

/// The analysis of one snapshot: what requests are answered from.
pub(crate) struct Analysed {
    pub snapshot: Arc<Snapshot>,
    pub analysis: Analysis,
    pub blocks: Arc<Blocks>,
}

/// Positions in and out of the model: a previous-format file's model is of its migrated text
/// ([`Analysis::model_offset`], [`Analysis::document_range`]); the diagnostics are the document's.
impl Analysed {
    /// The model offset at a position of the document.
    pub(crate) fn offset(&self, position: lsp_types::Position) -> u32 {
        self.analysis.model_offset(self.snapshot.lines.offset(&self.snapshot.text, position))
    }

    /// The document's range of a model range.
    pub(crate) fn range(&self, range: ks_lang::TextRange) -> lsp_types::Range {
        self.document_range(self.analysis.document_range(range))
    }

    /// A range of the document itself (a diagnostic's).
    pub(crate) fn document_range(&self, range: ks_lang::TextRange) -> lsp_types::Range {
        self.snapshot.lines.range(&self.snapshot.text, range)
    }
}

/// The diagnostics of a document as LSP diagnostics (the hint appended to the message, related
/// locations in the same document).
pub(crate) fn diagnostics(
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

/// A completion candidate as an LSP item, replacing `replace` (the word being typed after its last
/// `.`): every item carries its edit, so an editor that counts `.` into a word replaces no more.
pub(crate) fn completion_item(completion: Completion, replace: lsp_types::Range) -> CompletionItem {
    let (new_text, format) = match completion.insert {
        Insert::Label => (completion.label.clone(), InsertTextFormat::PLAIN_TEXT),
        Insert::Text(text) => (text, InsertTextFormat::PLAIN_TEXT),
        Insert::Snippet(snippet) => (snippet, InsertTextFormat::SNIPPET),
    };
    CompletionItem {
        label: completion.label,
        detail: Some(completion.detail),
        kind: Some(match completion.what {
            CompletionWhat::Step => CompletionItemKind::FUNCTION,
            CompletionWhat::Output => CompletionItemKind::FIELD,
            CompletionWhat::Namespace => CompletionItemKind::MODULE,
            CompletionWhat::Member => CompletionItemKind::PROPERTY,
            CompletionWhat::Kind => CompletionItemKind::CLASS,
            CompletionWhat::Input => CompletionItemKind::PROPERTY,
            CompletionWhat::StepKey | CompletionWhat::Key => CompletionItemKind::KEYWORD,
            CompletionWhat::Subject => CompletionItemKind::STRUCT,
            CompletionWhat::Env | CompletionWhat::Choice => CompletionItemKind::ENUM_MEMBER,
            CompletionWhat::Verb => CompletionItemKind::OPERATOR,
        }),
        documentation: completion.documentation.map(|value| {
            Documentation::MarkupContent(MarkupContent { kind: MarkupKind::Markdown, value })
        }),
        insert_text_format: Some(format),
        text_edit: Some(CompletionTextEdit::Edit(TextEdit { range: replace, new_text })),
        ..CompletionItem::default()
    }
}

/// A step's signature as LSP signature help.
pub(crate) fn signature_help(signature: Signature) -> SignatureHelp {
    let markdown = |value: String| {
        Some(Documentation::MarkupContent(MarkupContent { kind: MarkupKind::Markdown, value }))
    };
    let parameters = signature
        .parameters
        .into_iter()
        .map(|parameter| ParameterInformation {
            // Each input's text is in the label once.
            label: ParameterLabel::Simple(parameter.label),
            documentation: markdown(parameter.documentation),
        })
        .collect();
    SignatureHelp {
        signatures: vec![SignatureInformation {
            label: signature.label,
            documentation: markdown(signature.documentation),
            parameters: Some(parameters),
            active_parameter: signature.active,
        }],
        active_signature: Some(0),
        active_parameter: signature.active,
    }
}

/// An outline symbol, with its children, as an LSP document symbol.
#[allow(deprecated)] // `deprecated` is a required field of the struct
pub(crate) fn document_symbol(done: &Analysed, symbol: Symbol) -> DocumentSymbol {
    let children: Vec<DocumentSymbol> =
        symbol.children.into_iter().map(|child| document_symbol(done, child)).collect();
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

/// Whether two ranges of a document meet (touching counts: a cursor at a diagnostic's end).
pub(crate) fn touches(a: lsp_types::Range, b: lsp_types::Range) -> bool {
    let key = |p: lsp_types::Position| (p.line, p.character);
    key(a.start) <= key(b.end) && key(b.start) <= key(a.end)
}
