//! Work-done progress for the workspace's first analysis (ADR 0082): the first document opened is
//! where the server reads the site (the configuration, the git base, `blocks/`, `.tf` and script
//! facts) before it checks, the one wait an editor should show. The server creates its token at
//! `initialize` when the client can show progress (`window.workDoneProgress`), begins when that
//! first analysis starts and ends when it is done; later analyses report nothing.

use lsp_server::{Notification, Request, RequestId};
use lsp_types::notification::{self as notif, Notification as _};
use lsp_types::request::{self as req, Request as _};
use lsp_types::{
    ProgressParams, ProgressParamsValue, ProgressToken, Uri, WorkDoneProgress,
    WorkDoneProgressBegin, WorkDoneProgressCreateParams, WorkDoneProgressEnd,
};

/// The token of the first analysis.
pub(crate) const TOKEN: &str = "keepshipping/first-analysis";

/// Whether the client shows server-started progress.
pub(crate) fn client_shows(capabilities: &lsp_types::ClientCapabilities) -> bool {
    let window = capabilities.window.as_ref();
    window.and_then(|window| window.work_done_progress).unwrap_or(false)
}

/// `window/workDoneProgress/create` for [`TOKEN`].
pub(crate) fn create() -> Request {
    let params = WorkDoneProgressCreateParams { token: token() };
    Request::new(
        RequestId::from("keepshipping-progress".to_string()),
        req::WorkDoneProgressCreate::METHOD.to_string(),
        params,
    )
}

/// The first analysis begins: of the document `uri`.
pub(crate) fn begin(uri: &Uri) -> Notification {
    let name = uri.as_str().rsplit('/').next().unwrap_or_default();
    progress(WorkDoneProgress::Begin(WorkDoneProgressBegin {
        title: "keepshipping".to_string(),
        cancellable: Some(false),
        message: Some(format!("reading the site and checking {name}")),
        percentage: None,
    }))
}

/// The first analysis is done.
pub(crate) fn end() -> Notification {
    progress(WorkDoneProgress::End(WorkDoneProgressEnd { message: Some("checked".to_string()) }))
}

fn token() -> ProgressToken {
    ProgressToken::String(TOKEN.to_string())
}

fn progress(value: WorkDoneProgress) -> Notification {
    let params = ProgressParams { token: token(), value: ProgressParamsValue::WorkDone(value) };
    Notification::new(notif::Progress::METHOD.to_string(), params)
}
