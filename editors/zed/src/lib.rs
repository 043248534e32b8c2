//! Starts `keepshipping lsp` for Zed: the `keepshipping` found on the worktree's PATH, or the one
//! named by the `lsp.keepshipping.binary.path` setting, with the worktree's shell environment. The
//! server's settings (`lsp.keepshipping.settings`: `environment`, `actor`) reach it under a
//! `keepshipping` object, at start as its initialization options and, when they change, as the
//! workspace configuration Zed sends (`workspace/didChangeConfiguration`).

use zed_extension_api::{
    self as zed, serde_json::json, serde_json::Value, settings::LspSettings, LanguageServerId,
    Result,
};

/// `lsp.keepshipping.settings`, under a `keepshipping` object (`{}` when unset).
fn server_settings(language_server_id: &LanguageServerId, worktree: &zed::Worktree) -> Value {
    let settings = LspSettings::for_worktree(language_server_id.as_ref(), worktree)
        .ok()
        .and_then(|settings| settings.settings)
        .unwrap_or_else(|| json!({}));
    json!({ "keepshipping": settings })
}

struct KeepShipping;

impl zed::Extension for KeepShipping {
    fn new() -> Self {
        KeepShipping
    }

    fn language_server_command(
        &mut self,
        language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<zed::Command> {
        let binary = LspSettings::for_worktree(language_server_id.as_ref(), worktree)
            .ok()
            .and_then(|settings| settings.binary);
        let command = binary
            .as_ref()
            .and_then(|b| b.path.clone())
            .or_else(|| worktree.which("keepshipping"))
            .ok_or_else(|| {
                "keepshipping is not on PATH: install it (cargo install keepshipping) or set \
                 lsp.keepshipping.binary.path"
                    .to_string()
            })?;
        let args = binary.and_then(|b| b.arguments).unwrap_or_else(|| vec!["lsp".to_string()]);
        Ok(zed::Command { command, args, env: worktree.shell_env() })
    }

    fn language_server_initialization_options(
        &mut self,
        language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<Option<Value>> {
        Ok(Some(server_settings(language_server_id, worktree)))
    }

    fn language_server_workspace_configuration(
        &mut self,
        language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<Option<Value>> {
        Ok(Some(server_settings(language_server_id, worktree)))
    }
}

zed::register_extension!(KeepShipping);
