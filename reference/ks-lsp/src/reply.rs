//! What a request is answered with: a value, or a refusal with its code and message. Below every
//! handler module, so that each can answer without knowing the table that routes to it.

use lsp_server::ErrorCode;
use serde_json::Value;

/// An answer, or the error the client is sent instead.
pub(crate) type Reply = Result<Value, Refusal>;

/// A request answered with an error: its code and the message the editor shows.
pub(crate) struct Refusal(pub ErrorCode, pub String);

/// Params that do not deserialise.
impl From<serde_json::Error> for Refusal {
    fn from(err: serde_json::Error) -> Refusal {
        Refusal(ErrorCode::InvalidParams, err.to_string())
    }
}
