//! Who pulls diagnostics (`textDocument/diagnostic`, answered in [`crate::handlers`] with the list
//! the server pushes, ADR 0082), what a pulled report carries besides the document's own list, and
//! the link each diagnostic carries to its code's page on the spec site.
//!
//! A client that says it can pull (`textDocument.diagnostic`) is told to and is sent no pushes (an
//! editor would show both lists). What a document reports changes with files it does not show (its
//! blocks, its site), so a client that can be asked to pull again
//! (`workspace.diagnostics.refreshSupport`) is asked when one of them changes; and a block file's
//! report carries, as related documents, the reports of the open documents that read it, so that a
//! client that cannot be asked but takes related documents (Neovim 0.12) still shows what an edit
//! of a block did to its uses. A client that can do neither is pushed to.

use lsp_types::{CodeDescription, Uri};
use serde_json::Value;

/// The link to `code`'s page on the spec site at `site` (ks-report's address of a code page, the
/// one SARIF's `helpUri` uses), for a code of the registry.
pub(crate) fn code_description(site: &str, code: &str) -> Option<CodeDescription> {
    ks_lang::codes::get(code)?;
    let href = ks_report::diagnostics::code_page(site, code).parse::<Uri>().ok()?;
    Some(CodeDescription { href })
}

/// Links every diagnostic of the registry to its page, when the server knows the site's address.
pub(crate) fn link(diagnostics: &mut [lsp_types::Diagnostic], site: Option<&str>) {
    let Some(site) = site else { return };
    for diagnostic in diagnostics {
        let code = match &diagnostic.code {
            Some(lsp_types::NumberOrString::String(code)) => code.clone(),
            _ => continue,
        };
        diagnostic.code_description = code_description(site, &code);
    }
}

/// How diagnostics reach a client, from what its `initialize` says it can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Delivery {
    /// Pushed (`textDocument/publishDiagnostics`): the client did not say it pulls.
    Push,
    /// Pulled; `refresh`: the client can be asked to pull again (`workspace/diagnostic/refresh`).
    Pull { refresh: bool },
}

impl Delivery {
    /// Read from the `initialize` params as sent: the protocol names the refresh capability
    /// `workspace.diagnostics`, which lsp-types reads under another name.
    /// A client that pulls but can neither be asked to pull again nor take related documents would
    /// keep what an edit of a block made stale: it is pushed to.
    pub(crate) fn of(params: &Value) -> Delivery {
        let says = |pointer: &str| params.pointer(pointer) == Some(&Value::Bool(true));
        let pulls = params.pointer("/capabilities/textDocument/diagnostic").is_some();
        let refresh = says("/capabilities/workspace/diagnostics/refreshSupport");
        let related = says("/capabilities/textDocument/diagnostic/relatedDocumentSupport");
        match (pulls, refresh, related) {
            (true, true, _) => Delivery::Pull { refresh: true },
            (true, false, true) => Delivery::Pull { refresh: false },
            _ => Delivery::Push,
        }
    }

    pub(crate) fn pulls(self) -> bool {
        self != Delivery::Push
    }
}

/// What a pulled report holds: the document's own diagnostics and, for a block file, those of
/// every open document that reads it, by URI.
pub(crate) struct Reported {
    pub own: Vec<lsp_types::Diagnostic>,
    pub related: Vec<(Uri, Vec<lsp_types::Diagnostic>)>,
}

/// `textDocument/diagnostic`'s answer: full reports (no result ids), the related documents' too.
pub(crate) fn report(reported: Reported) -> lsp_types::DocumentDiagnosticReportResult {
    let full = |items| lsp_types::FullDocumentDiagnosticReport { result_id: None, items };
    let related = reported.related;
    let report = lsp_types::RelatedFullDocumentDiagnosticReport {
        related_documents: (!related.is_empty()).then(|| {
            related
                .into_iter()
                .map(|(uri, items)| {
                    (uri, lsp_types::DocumentDiagnosticReportKind::Full(full(items)))
                })
                .collect()
        }),
        full_document_diagnostic_report: full(reported.own),
    };
    lsp_types::DocumentDiagnosticReportResult::Report(lsp_types::DocumentDiagnosticReport::Full(
        report,
    ))
}
