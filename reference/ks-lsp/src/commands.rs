//! `workspace/executeCommand`: the commands the server runs (ADR 0080). `keepshipping.showPlan` and
//! `keepshipping.showPlanGraph` return a document's plan as `keepshipping plan` prints it (text, or
//! Mermaid), for one environment or all; `keepshipping.selectEnvironment` sets the environment
//! hints and lenses speak of, as the `environment` setting does.

use lsp_server::ErrorCode;
use lsp_types::Uri;
use serde_json::{json, Value};

use crate::context::Workspace;
use crate::reply::{Refusal, Reply};

/// The commands, in the order the `initialize` reply lists them.
pub const COMMANDS: [&str; 3] =
    ["keepshipping.showPlan", "keepshipping.showPlanGraph", "keepshipping.selectEnvironment"];

/// The plan of the document `arguments[0]` names (`{"uri", "environment"}` or the URI alone), as
/// text or as a Mermaid graph.
fn plan(workspace: &mut dyn Workspace, arguments: &[Value], graph: bool) -> Reply {
    let argument = arguments.first().unwrap_or(&Value::Null);
    let uri = argument.get("uri").unwrap_or(argument);
    let uri: Uri = serde_json::from_value(uri.clone()).map_err(|_| {
        Refusal(ErrorCode::InvalidParams, "keepshipping: name an open document".to_string())
    })?;
    let environment = argument.get("environment").and_then(Value::as_str).map(str::to_string);
    let Some(done) = workspace.analysed(&uri) else {
        let message = format!("keepshipping: {} is not open", uri.as_str());
        return Err(Refusal(ErrorCode::InvalidParams, message));
    };
    let Some(mut plan) = done.analysis.plan().cloned() else {
        let message = "keepshipping: the file has errors, so it has no plan".to_string();
        return Err(Refusal(ErrorCode::RequestFailed, message));
    };
    if let Some(environment) = &environment {
        if !plan.envs.iter().any(|env| env.env == *environment) {
            let message = format!("keepshipping: the file declares no environment `{environment}`");
            return Err(Refusal(ErrorCode::InvalidParams, message));
        }
        plan.envs.retain(|env| env.env == *environment);
    }
    Ok(Value::String(match graph {
        true => ks_report::plan::mermaid(&plan),
        false => ks_report::plan::human(&plan, None),
    }))
}

/// Sets (a name) or clears (none, `null` or `""`) the selected environment; answers with it.
fn select(workspace: &mut dyn Workspace, arguments: &[Value]) -> Reply {
    let argument = arguments.first().cloned().unwrap_or(Value::Null);
    let name = argument.get("environment").cloned().unwrap_or(argument);
    if !(name.is_null() || name.is_string()) {
        let message = "keepshipping: name the environment as a string".to_string();
        return Err(Refusal(ErrorCode::InvalidParams, message));
    }
    let mut live = workspace.around().live.clone();
    live.update(&json!({ "environment": name }));
    let selected = live.environment.clone();
    workspace.set_live(live);
    Ok(json!({ "environment": selected }))
}

/// `workspace/executeCommand`.
pub(crate) fn execute(workspace: &mut dyn Workspace, params: Value) -> Reply {
    let params: lsp_types::ExecuteCommandParams = serde_json::from_value(params)?;
    match params.command.as_str() {
        "keepshipping.showPlan" => plan(workspace, &params.arguments, false),
        "keepshipping.showPlanGraph" => plan(workspace, &params.arguments, true),
        "keepshipping.selectEnvironment" => select(workspace, &params.arguments),
        other => Err(Refusal(
            ErrorCode::InvalidParams,
            format!("keepshipping: no command `{other}` (known: {})", COMMANDS.join(", ")),
        )),
    }
}
