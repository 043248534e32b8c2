//! `cargo xtask wasm`: builds the playground's WebAssembly bundle (`reference/ks-wasm`).
//!
//! 1. `cargo build --profile wasm-release --target wasm32-unknown-unknown -p ks-wasm`, in a target
//!    directory of its own (`<target>/wasm`), so that a build started from a test never waits on the
//!    lock of the build running that test;
//! 2. `wasm-bindgen --target web` into the playground's `pkg/` (`ks_wasm.js` + `ks_wasm_bg.wasm`), and
//!    with `--node-out DIR` also `--target nodejs` (what the agreement test loads in node);
//! 3. prints the sizes, raw and gzipped: the bundle's budget is 1.5 MB gzipped (a test holds it).
//!
//! The tools come from `scripts/setup.d/60-wasm.sh`; a missing one is an error, never a skip.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{bail, Context, Result};

pub const USAGE: &str = "\
usage: cargo xtask wasm [--out DIR] [--node-out DIR]
  --out DIR        where the browser bundle goes (default target/spec-site/playground/pkg)
  --node-out DIR   also write a node.js bundle there (what the agreement test loads)";

/// The budget of the browser bundle, `.wasm` and JavaScript glue together, gzipped (issue 19).
pub const BUDGET_GZIP_BYTES: u64 = 1_500_000;

/// The cargo profile of the build (root `Cargo.toml`: release, optimised for size).
const PROFILE: &str = "wasm-release";
const TARGET: &str = "wasm32-unknown-unknown";

pub fn run(root: &Path, args: &[String]) -> Result<()> {
    let mut out = root.join("target/spec-site/playground/pkg");
    let mut node_out = None;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match (arg.as_str(), it.next()) {
            ("--out", Some(dir)) => out = PathBuf::from(dir),
            ("--node-out", Some(dir)) => node_out = Some(PathBuf::from(dir)),
            _ => bail!("{USAGE}"),
        }
    }
    let bundle = build(root, &out, node_out.as_deref())?;
    println!("{}", bundle.summary());
    if bundle.gzip_total() > BUDGET_GZIP_BYTES {
        bail!("the bundle is over its budget of {BUDGET_GZIP_BYTES} bytes gzipped");
    }
    Ok(())
}

/// What one build wrote.
#[derive(Clone, Debug)]
pub struct Bundle {
    /// The browser bundle's directory.
    pub web: PathBuf,
    /// `ks_wasm_bg.wasm` and `ks_wasm.js` of the browser bundle: (raw, gzipped) bytes.
    pub wasm: (u64, u64),
    pub js: (u64, u64),
}

impl Bundle {
    pub fn gzip_total(&self) -> u64 {
        self.wasm.1 + self.js.1
    }

    pub fn summary(&self) -> String {
        format!(
            "wasm bundle {}: ks_wasm_bg.wasm {} bytes ({} gzipped), ks_wasm.js {} bytes ({} gzipped); \
             {} bytes gzipped in all, budget {BUDGET_GZIP_BYTES}",
            self.web.display(),
            self.wasm.0,
            self.wasm.1,
            self.js.0,
            self.js.1,
            self.gzip_total()
        )
    }
}

/// The directory cargo builds the module in: `$CARGO_TARGET_DIR/wasm`, or `target/wasm`.
pub fn wasm_target_dir(root: &Path) -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .filter(|dir| !dir.is_empty())
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target"));
    let target = if target.is_absolute() { target } else { root.join(target) };
    target.join("wasm")
}

/// Builds the module and writes the browser bundle into `out` (and the node one into `node_out`).
pub fn build(root: &Path, out: &Path, node_out: Option<&Path>) -> Result<Bundle> {
    let target_dir = wasm_target_dir(root);
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let status = Command::new(&cargo)
        .current_dir(root)
        .args(["build", "--profile", PROFILE, "--target", TARGET, "-p", "ks-wasm"])
        .env("CARGO_TARGET_DIR", &target_dir)
        // Flags meant for the host build (a test's, say) are not the module's.
        .env_remove("CARGO_ENCODED_RUSTFLAGS")
        .env_remove("RUSTFLAGS")
        .status()
        .with_context(|| format!("running {cargo} build"))?;
    if !status.success() {
        bail!(
            "building ks-wasm for {TARGET} failed ({status}); is the target installed? \
             (scripts/setup.d/60-wasm.sh)"
        );
    }
    let module = target_dir.join(TARGET).join(PROFILE).join("ks_wasm.wasm");
    bindgen(&module, "web", out)?;
    if let Some(node_out) = node_out {
        bindgen(&module, "nodejs", node_out)?;
    }
    Ok(Bundle {
        web: out.to_path_buf(),
        wasm: sizes(&out.join("ks_wasm_bg.wasm"))?,
        js: sizes(&out.join("ks_wasm.js"))?,
    })
}

/// `wasm-bindgen --target TARGET --out-dir OUT MODULE`. The tool must be the version the crate pins.
fn bindgen(module: &Path, target: &str, out: &Path) -> Result<()> {
    fs::create_dir_all(out).with_context(|| format!("creating {}", out.display()))?;
    let output = Command::new("wasm-bindgen")
        .args(["--target", target, "--no-typescript", "--out-dir"])
        .arg(out)
        .arg(module)
        .output()
        .context(
            "running wasm-bindgen: is it installed? (scripts/setup.d/60-wasm.sh installs the \
             version reference/ks-wasm pins)",
        )?;
    if !output.status.success() {
        bail!(
            "wasm-bindgen --target {target} failed ({}):\n{}",
            output.status,
            String::from_utf8_lossy(&output.stderr)
        );
    }
    Ok(())
}

/// A file's size, raw and compressed with `gzip -9` (what a static server sends).
fn sizes(path: &Path) -> Result<(u64, u64)> {
    let raw = fs::metadata(path).with_context(|| format!("{} missing", path.display()))?.len();
    let output =
        Command::new("gzip").args(["-9", "-c"]).arg(path).output().context("running gzip")?;
    if !output.status.success() {
        bail!("gzip {} failed ({})", path.display(), output.status);
    }
    Ok((raw, output.stdout.len() as u64))
}
