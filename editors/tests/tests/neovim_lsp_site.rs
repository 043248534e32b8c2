//! The server's navigation and presentation of a whole site in headless Neovim 0.12, through
//! Neovim's own client functions and the shipped `editors/nvim/lsp/keepshipping.lua`, on a site with
//! a block, a script step and a `.tf` folder (ADR 0080): a block input renamed across the block file
//! and its uses (`vim.lsp.buf.rename`, `vim.lsp.buf.references`); inlay hints of the environment
//! selected by the server's command (`Client:exec_cmd`, `vim.lsp.inlay_hint`); code lenses
//! (`vim.lsp.codelens`); semantic tokens (`vim.lsp.semantic_tokens.get_at_pos`) and the highlight
//! groups Neovim draws them with (`vim.inspect_pos`); diagnostics pulled into the client's pull
//! namespace, a block's edit shown on its uses (ADR 0082); definition into the
//! `.tf` output (`vim.lsp.buf.definition`); folds (`vim.lsp.foldexpr`); workspace symbols
//! (`vim.lsp.buf.workspace_symbol`); selection ranges (`vim.lsp.buf.selection_range`) and document
//! links (the client's own `request_sync`, since Neovim shows no links itself).

use ks_editor_tests::{nvim_lua, path_with_keepshipping, ATTACHED_TO_SHIP};
use std::path::Path;

const SHIP: &str = "keepshipping: 0.1
name: api
envs:
  dev:
  prod:
steps:
  build: oci.image
    from: ./Dockerfile
  plan: tofu.plan
    dir: ./infra
  apply: tofu.apply
    plan: plan
  migrate: ./ship/migrate.ts
    url: apply.out.db_url
  web-a: web
    image: build.digest
  web-b: web
    image: build.digest
    when: env is prod
";

const BLOCK: &str = "keepshipping: 0.1
block: web
inputs:
  image: oci.Digest
steps:
  rollout: k8s.rollout
    image: inputs.image
";

fn site(dir: &Path) {
    let site = dir.join("site");
    for folder in ["blocks", "infra", "ship"] {
        std::fs::create_dir_all(site.join(folder)).unwrap();
    }
    for (name, text) in [
        ("ship.ks", SHIP),
        ("blocks/web.ks", BLOCK),
        ("infra/main.tf", "output \"db_url\" {\n  value = \"x\"\n}\n"),
        ("ship/migrate.ts", "export default {};\n"),
        ("Dockerfile", "FROM scratch\n"),
    ] {
        std::fs::write(site.join(name), text).unwrap();
    }
}

/// What every script starts with after the server attached to `site/ship.ks`: it has initialized.
const PRELUDE: &str = r#"
vim.wait(20000, function() return client.initialized end, 50)
"#;

fn run(lua: &str) -> (String, impl Fn(&str) -> Vec<String>) {
    let dir = tempfile::tempdir().unwrap();
    site(dir.path());
    let path = path_with_keepshipping();
    let script =
        format!("{ATTACHED_TO_SHIP}{PRELUDE}\n{lua}\nvim.fn.writefile(out, os.getenv('KS_OUT'))\n");
    let out = nvim_lua(dir.path(), &script, &[("PATH", Path::new(&path))]);
    eprintln!("{out}");
    let lines = out.clone();
    let get = move |k: &str| -> Vec<String> {
        lines
            .lines()
            .filter_map(|l| Some(l.strip_prefix(k)?.strip_prefix('=')?.to_string()))
            .collect()
    };
    assert_eq!(get("attached"), ["true"], "{out}");
    (out, get)
}

const RENAME_LUA: &str = r#"
vim.api.nvim_win_set_cursor(0, { 16, 5 }) -- on `image` of web-a's `image:`
vim.lsp.buf.rename('digest')
local block
put('renamed', vim.wait(20000, function()
  block = vim.fn.bufnr(vim.fn.fnamemodify('site/blocks/web.ks', ':p'))
  return block > 0 and vim.api.nvim_buf_is_loaded(block)
    and vim.api.nvim_buf_get_lines(block, 3, 4, false)[1] == '  digest: oci.Digest'
end, 50))
for _, line in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do put('ship', line) end
for _, line in ipairs(vim.api.nvim_buf_get_lines(block, 0, -1, false)) do put('block', line) end
local listed = false
vim.lsp.buf.references({ includeDeclaration = true }, { on_list = function(list)
  for _, item in ipairs(list.items) do
    put('reference', vim.fn.fnamemodify(item.filename, ':t') .. ':' .. item.lnum .. ':' .. item.col)
  end
  listed = true
end })
put('listed', vim.wait(20000, function() return listed end, 50))
"#;

#[test]
fn a_block_input_renamed_across_the_block_and_its_uses() {
    let (out, get) = run(RENAME_LUA);
    assert_eq!(get("renamed"), ["true"], "{out}");
    let ship = SHIP.replace("    image: build", "    digest: build");
    assert_eq!(get("ship"), ship.lines().collect::<Vec<_>>(), "{out}");
    let block =
        BLOCK.replace("  image: oci", "  digest: oci").replace("inputs.image", "inputs.digest");
    assert_eq!(get("block"), block.lines().collect::<Vec<_>>(), "{out}");
    assert_eq!(get("listed"), ["true"], "{out}");
    let mut references = get("reference");
    references.sort();
    assert_eq!(references, ["ship.ks:16:5", "ship.ks:18:5", "web.ks:4:3", "web.ks:7:19"], "{out}");
}

const PRESENTATION_LUA: &str = r#"
-- the environment, selected by the server's command; the server asks for the hints again
vim.lsp.inlay_hint.enable(true, { bufnr = buf })
local selected
client:exec_cmd({ title = 'select', command = 'keepshipping.selectEnvironment', arguments = { 'prod' } },
  { bufnr = buf }, function(err, result) selected = result and result.environment or err end)
put('selected', vim.wait(20000, function() return selected ~= nil end, 50) and selected)
put('hinted', vim.wait(20000, function()
  for _, item in ipairs(vim.lsp.inlay_hint.get({ bufnr = buf })) do
    if item.inlay_hint.label == 'settled true in prod' then return true end
  end
  return false
end, 50))
for _, item in ipairs(vim.lsp.inlay_hint.get({ bufnr = buf })) do
  put('hint', item.inlay_hint.position.line .. ':' .. item.inlay_hint.label)
end
-- code lenses
vim.lsp.codelens.refresh({ bufnr = buf })
put('lensed', vim.wait(20000, function() return #vim.lsp.codelens.get(buf) > 0 end, 50))
for _, lens in ipairs(vim.lsp.codelens.get(buf)) do
  put('lens', lens.range.start.line .. ':' .. lens.command.title)
end
-- semantic tokens
put('tokens', vim.wait(20000, function()
  local at = vim.lsp.semantic_tokens.get_at_pos(buf, 15, 12)
  return at ~= nil and #at > 0
end, 50))
for _, at in ipairs({ { 6, 3 }, { 6, 10 }, { 13, 20 }, { 15, 11 }, { 18, 17 } }) do
  for _, token in ipairs(vim.lsp.semantic_tokens.get_at_pos(buf, at[1], at[2]) or {}) do
    put('token', at[1] .. ':' .. at[2] .. ':' .. token.type)
  end
end
-- folds from the server
vim.wo.foldmethod = 'expr'
vim.wo.foldexpr = 'v:lua.vim.lsp.foldexpr()'
put('folded', vim.wait(20000, function() return vim.fn.foldlevel(7) > 0 end, 50))
put('foldlevel', vim.fn.foldlevel(3) .. ',' .. vim.fn.foldlevel(8) .. ',' .. vim.fn.foldlevel(1))
-- workspace symbols
local symbols = false
vim.lsp.buf.workspace_symbol('roll', { on_list = function(list)
  for _, item in ipairs(list.items) do put('symbol', vim.fn.fnamemodify(item.filename, ':t') .. ':' .. item.text) end
  symbols = true
end })
put('symbols', vim.wait(20000, function() return symbols end, 50))
-- definition of `db_url` in `apply.out.db_url`: the `.tf` output
vim.api.nvim_win_set_cursor(0, { 14, 22 })
vim.lsp.buf.definition()
put('jumped', vim.wait(20000, function() return vim.api.nvim_buf_get_name(0):match('main%.tf$') ~= nil end, 50))
put('cursor', table.concat(vim.api.nvim_win_get_cursor(0), ':'))
"#;

#[test]
fn hints_lenses_tokens_folds_symbols_and_definition() {
    let (out, get) = run(PRESENTATION_LUA);
    assert_eq!(get("selected"), ["prod"], "{out}");
    assert_eq!(get("hinted"), ["true"], "{out}");
    let hints = get("hint");
    assert!(hints.contains(&"6:prod #1".to_string()), "{out}");
    assert!(hints.contains(&"18:settled true in prod".to_string()), "{out}");
    assert!(!hints.iter().any(|hint| hint.contains("dev")), "only the selected environment: {out}");
    assert_eq!(get("lensed"), ["true"], "{out}");
    let lenses = get("lens");
    for lens in ["4:prod: 6 steps, 0 skipped", "5:plan graph", "6:2 references", "14:0 references"]
    {
        assert!(lenses.contains(&lens.to_string()), "{lens}: {out}");
    }
    assert_eq!(get("tokens"), ["true"], "{out}");
    assert_eq!(
        get("token"),
        ["6:3:step", "6:10:kind", "13:20:output", "15:11:step", "18:17:environment"],
        "{out}"
    );
    assert_eq!(get("folded"), ["true"], "{out}");
    assert_eq!(get("foldlevel"), ["1,2,0"], "{out}");
    assert_eq!(get("symbols"), ["true"], "{out}");
    assert_eq!(get("symbol"), ["web.ks:[Function] rollout in web.ks"], "{out}");
    assert_eq!(get("jumped"), ["true"], "{out}");
    assert_eq!(get("cursor"), ["1:8"], "{out}");
}

const SELECTION_AND_LINKS_LUA: &str = r#"
-- selection ranges: `build.digest` of web-a's `image: build.digest`, then further out
local function selected()
  local from, to = vim.fn.getpos("'<"), vim.fn.getpos("'>")
  return from[2] .. ':' .. from[3] .. '-' .. to[2] .. ':' .. to[3]
end
vim.api.nvim_win_set_cursor(0, { 16, 12 })
vim.lsp.buf.selection_range(1)
put('selected', vim.wait(20000, function() return vim.fn.mode() == 'v' end, 50))
local first = selected()
put('range', first)
-- From the same place again, two steps out at once (the next step's own request; Neovim forgets
-- the ranges when a script's `:normal` leaves visual mode).
vim.cmd('normal! ' .. vim.keycode('<Esc>'))
vim.api.nvim_win_set_cursor(0, { 16, 12 })
vim.lsp.buf.selection_range(2)
vim.wait(20000, function() return selected() ~= first end, 50)
put('range', selected())
vim.cmd('normal! ' .. vim.keycode('<Esc>'))
-- document links: each link's line and the file it opens
local params = { textDocument = vim.lsp.util.make_text_document_params(buf) }
local answer = client:request_sync('textDocument/documentLink', params, 20000, buf)
for _, link in ipairs((answer or {}).result or {}) do
  put('link', link.range.start.line .. ':' .. vim.fn.fnamemodify(vim.uri_to_fname(link.target), ':t'))
end
"#;

/// The smallest selection at a cursor is inside the next one out, and each link opens its file.
#[test]
fn selection_ranges_grow_and_links_open_the_sites_files() {
    let (out, get) = run(SELECTION_AND_LINKS_LUA);
    assert_eq!(get("selected"), ["true"], "{out}");
    let ranges = get("range");
    let bounds = |range: &str| -> ((u32, u32), (u32, u32)) {
        let pos = |p: &str| {
            let (line, col) = p.split_once(':').unwrap();
            (line.parse().unwrap(), col.parse().unwrap())
        };
        let (from, to) = range.split_once('-').unwrap();
        (pos(from), pos(to))
    };
    let [inner, outer] = ranges.as_slice() else { panic!("two selections: {out}") };
    let (inner, outer) = (bounds(inner), bounds(outer));
    assert_eq!((inner.0 .0, inner.1 .0), (16, 16), "the smallest is on the cursor's line: {out}");
    // The cursor's column, 1-based as marks count: `u` of `build`.
    assert!(inner.0 .1 <= 13 && 13 <= inner.1 .1, "it holds the cursor: {out}");
    assert!(outer.0 <= inner.0 && inner.1 <= outer.1 && outer != inner, "it grows: {out}");
    let links = get("link");
    for link in ["7:Dockerfile", "9:main.tf", "12:migrate.ts", "14:web.ks", "16:web.ks"] {
        assert!(links.contains(&link.to_string()), "{link}: {out}");
    }
}

const PULLED_LUA: &str = r#"
-- Neovim pulls (`textDocument/diagnostic`) from a server that says it answers pulls: count the
-- answers it handles for each file.
local answered = {}
local handle = vim.lsp.handlers['textDocument/diagnostic']
vim.lsp.handlers['textDocument/diagnostic'] = function(err, result, ctx, config)
  local name = vim.fn.fnamemodify(vim.uri_to_fname(ctx.params.textDocument.uri), ':t')
  answered[name] = (answered[name] or 0) + 1
  return handle(err, result, ctx, config)
end
put('provider', client.server_capabilities.diagnosticProvider.identifier)
local pulled = vim.lsp.diagnostic.get_namespace(client.id, true)
local pushed = vim.lsp.diagnostic.get_namespace(client.id, false)
local function codes(namespace)
  local seen = {}
  for _, d in ipairs(vim.diagnostic.get(buf, { namespace = namespace })) do
    table.insert(seen, d.lnum .. ':' .. tostring(d.code))
  end
  table.sort(seen)
  return table.concat(seen, ',')
end
-- Each edit is pulled again; the first one makes the file open.
vim.api.nvim_buf_set_lines(buf, 1, 2, false, { 'name: api ' })
put('first', vim.wait(20000, function() return (answered['ship.ks'] or 0) > 0 end, 50))
put('before', codes(pulled))
-- The block gets a second required input in a window beside: its uses now miss it.
vim.cmd('split site/blocks/web.ks')
local block = vim.api.nvim_get_current_buf()
vim.wait(20000, function() return vim.lsp.buf_is_attached(block, client.id) end, 50)
vim.api.nvim_buf_set_lines(block, 4, 4, false, { '  tag: oci.Digest' })
put('shown', vim.wait(20000, function() return codes(pulled):find('KS0206') ~= nil end, 50))
put('after', codes(pulled))
put('pushed', codes(pushed))
put('block-pulls', answered['web.ks'] or 0)
"#;

/// Neovim pulls the diagnostics: they are in its client's pull namespace (none in the push one),
/// and an edit of a block file that makes its uses wrong shows on the workflow, since the block
/// file's pulled report carries the reports of the documents that read it (ADR 0082).
#[test]
fn neovim_pulls_and_a_block_edit_shows_on_its_uses() {
    let (out, get) = run(PULLED_LUA);
    assert_eq!(get("provider"), ["keepshipping"], "{out}");
    assert_eq!(get("first"), ["true"], "{out}");
    assert!(!get("before")[0].contains("KS0206"), "{out}");
    assert_eq!(get("shown"), ["true"], "{out}");
    // web-a's and web-b's headers (0-based lines 14 and 16) miss `tag`.
    let after = &get("after")[0];
    for missing in ["14:KS0206", "16:KS0206"] {
        assert!(after.split(',').any(|code| code == missing), "{missing}: {out}");
    }
    assert_eq!(get("pushed"), [""], "nothing pushed: {out}");
    assert_ne!(get("block-pulls"), ["0"], "Neovim pulled the block file it edited: {out}");
}

const HIGHLIGHTS_LUA: &str = r#"
-- A secret and a name that resolves to nothing, in `build`'s tags (a line after `from:`).
vim.api.nvim_buf_set_lines(buf, 8, 8, false, { '    tags: "{secrets.token}", "{nope.sha}"' })
local function groups(row, col)
  local seen = {}
  for _, token in ipairs(vim.inspect_pos(buf, row, col).semantic_tokens) do
    table.insert(seen, token.opts.hl_group)
  end
  table.sort(seen)
  return table.concat(seen, ' ')
end
-- Neovim draws the tokens as extmarks when it redraws the window.
put('highlighted', vim.wait(20000, function()
  vim.cmd('redraw')
  return groups(8, 31):find('unresolved') ~= nil
end, 50))
for _, at in ipairs({ { 6, 2 }, { 6, 9 }, { 4, 2 }, { 19, 17 }, { 8, 12 }, { 8, 20 }, { 8, 31 }, { 16, 4 } }) do
  put('groups', at[1] .. ':' .. at[2] .. '=' .. groups(at[1], at[2]))
end
"#;

/// Neovim highlights what the server's semantic tokens say a name is, through its own groups
/// (`@lsp.type.<type>.keepshipping`, the declaration modifier's `@lsp.mod…` and `@lsp.typemod…`).
#[test]
fn semantic_tokens_are_neovims_highlights() {
    let (out, get) = run(HIGHLIGHTS_LUA);
    assert_eq!(get("highlighted"), ["true"], "{out}");
    let ft = "keepshipping";
    let declared = |kind: &str| {
        format!(
            "@lsp.mod.declaration.{ft} @lsp.type.{kind}.{ft} @lsp.typemod.{kind}.declaration.{ft}"
        )
    };
    let plain = |kind: &str| format!("@lsp.type.{kind}.{ft}");
    let expected = [
        format!("6:2={}", declared("step")),
        format!("6:9={}", plain("kind")),
        format!("4:2={}", declared("environment")),
        format!("19:17={}", plain("environment")),
        format!("8:12={}", plain("namespace")),
        format!("8:20={}", plain("secret")),
        format!("8:31={}", plain("unresolved")),
        format!("16:4={}", plain("blockInput")),
    ];
    assert_eq!(get("groups"), expected, "{out}");
}
