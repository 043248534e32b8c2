//! Who pulls diagnostics (`textDocument/diagnostic`, answered in [`crate::handlers`] with the list
//! the server pushes, ADR 0082), and the link each diagnostic carries to its code's page on the spec
//! site.
//!
//! A client pulls only when it is told to (the `diagnosticProvider` capability), and it is told only
//! when it can be asked to pull again (`workspace.diagnostics.refreshSupport`), since what a document
//! reports changes with files it does not show (its blocks, its site). Such a client is sent no
//! pushes (an editor would show both lists); every other client is pushed to, as before, and may
//! still ask.

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

/// Whether a client with these capabilities (the `initialize` params as sent) is told to pull, and so
/// is not pushed to. Read from the JSON: the protocol names the refresh capability
/// `workspace.diagnostics`, which lsp-types reads under another name.
pub(crate) fn client_pulls(params: &Value) -> bool {
    let can_pull = params.pointer("/capabilities/textDocument/diagnostic").is_some();
    let can_refresh = params.pointer("/capabilities/workspace/diagnostics/refreshSupport");
    can_pull && can_refresh == Some(&Value::Bool(true))
}
