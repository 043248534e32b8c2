//! `editors/nvim/lsp/keepshipping.lua` in headless Neovim 0.12 (`scripts/setup.d/32-neovim.sh`): with
//! `editors/nvim` on the runtimepath and this checkout's `keepshipping` first on PATH, the user's one
//! line `vim.lsp.enable('keepshipping')` starts the server for a `ship.ks` and for a block file, the
//! client attaches and the misspelt reference arrives as a diagnostic. Nothing of the shipped config
//! is overridden; rename, references (`vim.lsp.buf`) and inlay hints (`vim.lsp.inlay_hint`) go through
//! Neovim's own client functions. (More of the
//! server's features in Neovim are tested by
//! `reference/keepshipping/tests/lsp_neovim.rs`.)

use ks_editor_tests::{
    nvim_lua, path_with_keepshipping, ATTACHED_TO_SHIP, CLEAN_SHIP, MISSPELT_SHIP,
};
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

/// Neovim's own client functions against the server: `vim.lsp.buf.rename` (which asks
/// `prepareRename` first) from a read of the step, then `vim.lsp.buf.references` from its header.
const RENAME_LUA: &str = r#"
vim.api.nvim_win_set_cursor(0, { 10, 12 }) -- on `build` of `build.digest`
vim.lsp.buf.rename('image-build')
put('renamed', vim.wait(20000, function()
  return vim.api.nvim_buf_get_lines(buf, 5, 6, false)[1]:find('image-build', 1, true) ~= nil
end, 50))
for _, line in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do put('line', line) end
vim.api.nvim_win_set_cursor(0, { 6, 3 }) -- on the step's header
local listed = false
vim.lsp.buf.references({ includeDeclaration = true }, { on_list = function(list)
  for _, item in ipairs(list.items) do put('reference', item.lnum .. ':' .. item.col) end
  listed = true
end })
put('listed', vim.wait(20000, function() return listed end, 50))
vim.fn.writefile(out, os.getenv('KS_OUT'))
"#;

#[test]
fn rename_and_references_through_neovims_client() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site");
    std::fs::create_dir_all(&site).unwrap();
    std::fs::write(site.join("ship.ks"), CLEAN_SHIP).unwrap();
    let path = path_with_keepshipping();
    let out = nvim_lua(
        dir.path(),
        &format!("{ATTACHED_TO_SHIP}{RENAME_LUA}"),
        &[("PATH", Path::new(&path))],
    );
    eprintln!("{out}");
    let get = |k: &str| -> Vec<&str> {
        out.lines().filter_map(|l| l.strip_prefix(k)?.strip_prefix('=')).collect()
    };
    assert_eq!(get("attached"), ["true"], "{out}");
    assert_eq!(get("renamed"), ["true"], "{out}");
    let expected = CLEAN_SHIP.replace("build:", "image-build:").replace("build.", "image-build.");
    let expected = expected.replace("after: build", "after: image-build");
    assert_eq!(get("line"), expected.lines().collect::<Vec<_>>(), "{out}");
    assert_eq!(get("listed"), ["true"], "{out}");
    // 1-based lines and columns: the header, the read, the `after:` name.
    assert_eq!(get("reference"), ["6:3", "10:12", "11:12"], "{out}");
}

/// `vim.lsp.inlay_hint`: the plan's hints after each step's name, as Neovim's client holds them.
const HINTS_LUA: &str = r#"
vim.lsp.inlay_hint.enable(true, { bufnr = buf })
put('hinted', vim.wait(20000, function() return #vim.lsp.inlay_hint.get({ bufnr = buf }) > 0 end, 50))
for _, item in ipairs(vim.lsp.inlay_hint.get({ bufnr = buf })) do
  local hint = item.inlay_hint
  put('hint', hint.position.line .. ':' .. hint.position.character .. ':' .. hint.label)
end
vim.fn.writefile(out, os.getenv('KS_OUT'))
"#;

#[test]
fn inlay_hints_through_neovims_client() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site");
    std::fs::create_dir_all(&site).unwrap();
    std::fs::write(site.join("ship.ks"), CLEAN_SHIP).unwrap();
    let path = path_with_keepshipping();
    let out = nvim_lua(
        dir.path(),
        &format!("{ATTACHED_TO_SHIP}{HINTS_LUA}"),
        &[("PATH", Path::new(&path))],
    );
    eprintln!("{out}");
    let get = |k: &str| -> Vec<&str> {
        out.lines().filter_map(|l| l.strip_prefix(k)?.strip_prefix('=')).collect()
    };
    assert_eq!(get("attached"), ["true"], "{out}");
    assert_eq!(get("hinted"), ["true"], "{out}");
    // 0-based, just after each step's name: the one implicit environment, `default`.
    assert_eq!(get("hint"), ["5:7:default #1", "8:8:default #2 ← build"], "{out}");
}
