//! Authoring help (issue 46) in headless Neovim 0.12 (`scripts/setup.d/32-neovim.sh`), with the shipped
//! `editors/nvim` config and this checkout's `keepshipping` first on PATH: a completion asked through
//! `vim.lsp.buf_request_sync` and accepted as Neovim accepts an item (its `textEdit` through
//! `vim.lsp.util.apply_text_edits`, a snippet through `vim.snippet.expand`); signature help through
//! `vim.lsp.buf.signature_help` (Neovim's own floating window, read back); and a quick fix through
//! `vim.lsp.buf.code_action`, after which the diagnostic it fixes is gone.

use ks_editor_tests::{nvim_lua, path_with_keepshipping, ATTACHED_TO_SHIP};
use std::path::Path;

/// `build.d` to complete, and a `risk` step that leaves out its required `input:`.
const SHIP: &str = "keepshipping: 0.1
name: api

steps:
  build: oci.image
    from: ./Dockerfile

  risk: decide
    answers: low | high

  deploy: k8s.rollout
    image: build.d
    wait: healthy, 5m
";

const PRELUDE: &str = r#"
local function lines() return vim.api.nvim_buf_get_lines(buf, 0, -1, false) end
-- The completion items at a 0-based line and UTF-16 column, through Neovim's request.
local function complete(line, character)
  local params = { textDocument = vim.lsp.util.make_text_document_params(buf),
                   position = { line = line, character = character } }
  local answers = vim.lsp.buf_request_sync(buf, 'textDocument/completion', params, 20000)
  local result = answers and answers[client.id] and answers[client.id].result or {}
  return result.items or result
end
local function item(items, label)
  for _, it in ipairs(items) do if it.label == label then return it end end
end
"#;

const COMPLETE_LUA: &str = r#"
-- `build.d` → `build.digest`, the item's edit replacing only `d`.
local digest = item(complete(11, 18), 'digest')
put('digest_range', digest and (digest.textEdit.range.start.character .. '-' .. digest.textEdit.range['end'].character))
vim.lsp.util.apply_text_edits({ digest.textEdit }, buf, client.offset_encoding)
put('line11', lines()[12])
-- A new key under `deploy`: `rollback` offered; under `risk`, `input` as a snippet.
vim.api.nvim_buf_set_lines(buf, 9, 9, false, { '    ' })
local input = item(complete(9, 4), 'input')
put('input_format', input and input.insertTextFormat)
put('input_doc', input and input.documentation and input.documentation.value:sub(1, 20))
-- Accepted as Neovim accepts a snippet: the typed word (none) removed, the snippet expanded where
-- it began (`onemore`: the cursor may stand after the line's last space, as in insert mode).
vim.o.virtualedit = 'onemore'
vim.api.nvim_win_set_cursor(0, { 10, 4 })
vim.snippet.expand(input.textEdit.newText)
put('line9', lines()[10])
-- At the top level: the keys not written yet.
vim.api.nvim_buf_set_lines(buf, -1, -1, false, { '' })
local keys = {}
for _, it in ipairs(complete(#lines() - 1, 0)) do table.insert(keys, it.label) end
put('top', table.concat(keys, ','))
vim.fn.writefile(out, os.getenv('KS_OUT'))
"#;

fn run(lua: &str) -> (String, impl Fn(&str) -> Vec<String>) {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site");
    std::fs::create_dir_all(&site).unwrap();
    std::fs::write(site.join("ship.ks"), SHIP).unwrap();
    let path = path_with_keepshipping();
    let script = format!("{ATTACHED_TO_SHIP}{PRELUDE}\n{lua}");
    let out = nvim_lua(dir.path(), &script, &[("PATH", Path::new(&path))]);
    eprintln!("{out}");
    let text = out.clone();
    let get = move |k: &str| -> Vec<String> {
        text.lines()
            .filter_map(|l| l.strip_prefix(k)?.strip_prefix('='))
            .map(str::to_string)
            .collect()
    };
    (out, get)
}

#[test]
fn completion_items_are_accepted_as_neovim_accepts_them() {
    let (out, get) = run(COMPLETE_LUA);
    assert_eq!(get("attached"), ["true"], "{out}");
    assert_eq!(get("digest_range"), ["17-18"], "only `d` is replaced: {out}");
    assert_eq!(get("line11"), ["    image: build.digest"], "{out}");
    assert_eq!(get("input_format"), ["2"], "a snippet: {out}");
    assert_eq!(get("input_doc"), ["What the decision is"], "the catalog's doc: {out}");
    assert_eq!(get("line9"), ["    input: expr"], "the snippet, its placeholder the type: {out}");
    assert_eq!(get("top"), ["on,envs,policy"], "{out}");
}

const SIGNATURE_LUA: &str = r#"
vim.api.nvim_win_set_cursor(0, { 13, 12 }) -- on `wait:` of `deploy`
vim.lsp.buf.signature_help()
local float
put('shown', vim.wait(20000, function()
  for _, win in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_config(win).relative ~= '' then float = win return true end
  end
  return false
end, 50))
if float then
  for _, line in ipairs(vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(float), 0, -1, false)) do
    put('float', line)
  end
end
vim.fn.writefile(out, os.getenv('KS_OUT'))
"#;

#[test]
fn signature_help_shows_in_neovims_window() {
    let (out, get) = run(SIGNATURE_LUA);
    assert_eq!(get("shown"), ["true"], "{out}");
    let float = get("float").join("\n");
    assert!(
        float.contains("deploy: k8s.rollout(image: oci.Digest, cluster?: k8s.Cluster, wait?: wait"),
        "{float}"
    );
    assert!(float.contains("every required input is given"), "{float}");
}

const FIX_LUA: &str = r#"
local function codes()
  local found = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do table.insert(found, tostring(d.code)) end
  table.sort(found)
  return table.concat(found, ',')
end
put('before', vim.wait(20000, function() return codes():find('KS0206') ~= nil end, 50))
put('codes_before', codes())
vim.api.nvim_win_set_cursor(0, { 8, 3 }) -- on `risk`
vim.lsp.buf.code_action({ apply = true, filter = function(action)
  return action.title == 'add the missing input `input`'
end })
put('applied', vim.wait(20000, function() return lines()[10] == '    input: ' end, 50))
put('after', vim.wait(20000, function() return codes():find('KS0206') == nil end, 50))
for _, line in ipairs(lines()) do put('line', line) end
vim.fn.writefile(out, os.getenv('KS_OUT'))
"#;

#[test]
fn a_quick_fix_adds_the_missing_input_and_its_diagnostic_goes() {
    let (out, get) = run(FIX_LUA);
    assert_eq!(get("before"), ["true"], "KS0206 on `risk`: {out}");
    assert_eq!(get("applied"), ["true"], "{out}");
    assert_eq!(get("after"), ["true"], "{out}");
    let expected =
        SHIP.replace("    answers: low | high\n", "    answers: low | high\n    input: \n");
    assert_eq!(get("line"), expected.lines().collect::<Vec<_>>(), "{out}");
}
