//! `editors/nvim/lsp/keepshipping.lua` in headless Neovim 0.12 (`scripts/setup.d/32-neovim.sh`): with
//! `editors/nvim` on the runtimepath and this checkout's `keepshipping` first on PATH, the user's one
//! line `vim.lsp.enable('keepshipping')` starts the server for a `ship.ks` and for a block file, the
//! client attaches and the misspelt reference arrives as a diagnostic. Nothing of the shipped config
//! is overridden. (The server's own features in Neovim are tested by
//! `reference/keepshipping/tests/lsp_neovim.rs`.)

use ks_editor_tests::{nvim_lua, path_with_keepshipping, MISSPELT_SHIP};
use std::path::Path;

const BLOCK: &str = "keepshipping: 0.1
block: web-service
inputs:
  image: oci.Digest
steps:
  rollout: k8s.rollout
    image: inptus.image
";

const LUA: &str = r#"
local out = {}
local function put(k, v) table.insert(out, k .. '=' .. tostring(v)) end
local cfg = vim.lsp.config.keepshipping
put('config_cmd', table.concat(cfg.cmd, ' '))
put('config_filetypes', table.concat(cfg.filetypes, ','))
vim.lsp.enable('keepshipping')
for _, f in ipairs({ 'site/ship.ks', 'site/blocks/web-service.ks' }) do
  vim.cmd('edit ' .. f)
  local buf = vim.api.nvim_get_current_buf()
  put(f .. ':filetype', vim.bo[buf].filetype)
  local attached = vim.wait(20000, function()
    return #vim.lsp.get_clients({ bufnr = buf, name = 'keepshipping' }) > 0
  end, 50)
  put(f .. ':attached', attached)
  local client = vim.lsp.get_clients({ bufnr = buf, name = 'keepshipping' })[1]
  if client then put(f .. ':root', client.root_dir) end
  vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    put(f .. ':diagnostic', d.lnum .. ':' .. d.col .. ':' .. tostring(d.code) .. ':' .. d.source)
  end
end
put('clients', #vim.lsp.get_clients({ name = 'keepshipping' }))
vim.fn.writefile(out, os.getenv('KS_OUT'))
"#;

#[test]
fn enable_starts_the_shipped_config() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site");
    std::fs::create_dir_all(site.join("blocks")).unwrap();
    std::fs::write(site.join("ship.ks"), MISSPELT_SHIP).unwrap();
    std::fs::write(site.join("blocks/web-service.ks"), BLOCK).unwrap();
    let path = path_with_keepshipping();
    let out = nvim_lua(dir.path(), LUA, &[("PATH", Path::new(&path))]);
    eprintln!("{out}");
    let get = |k: &str| -> Vec<&str> {
        out.lines().filter_map(|l| l.strip_prefix(k)?.strip_prefix('=')).collect()
    };
    assert_eq!(get("config_cmd"), ["keepshipping lsp"], "{out}");
    assert_eq!(get("config_filetypes"), ["keepshipping"], "{out}");
    let site = site.canonicalize().unwrap().display().to_string();
    for f in ["site/ship.ks", "site/blocks/web-service.ks"] {
        assert_eq!(get(&format!("{f}:filetype")), ["keepshipping"], "{out}");
        assert_eq!(get(&format!("{f}:attached")), ["true"], "{out}");
        assert_eq!(get(&format!("{f}:root")), [site.as_str()], "root at the ship.ks folder: {out}");
    }
    assert!(get("site/ship.ks:diagnostic").iter().any(|d| d.starts_with("9:11:KS0201:")), "{out}");
    assert!(
        !get("site/blocks/web-service.ks:diagnostic").is_empty(),
        "the block's misspelt input: {out}"
    );
    assert_eq!(get("clients"), ["1"], "one server for the workflow and its block: {out}");
}
