//! Starts `keepshipping lsp` for Zed: the `keepshipping` found on the worktree's PATH, or the one
//! named by the `lsp.keepshipping.binary.path` setting, with the worktree's shell environment.

use zed_extension_api::{self as zed, settings::LspSettings, LanguageServerId, Result};

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
}

zed::register_extension!(KeepShipping);
