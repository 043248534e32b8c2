//! The `keepshipping` binary, built for the tests that grade it over a protocol.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Builds the `keepshipping` binary into its own target directory (`target/conformance-cli/`), so the
/// nested cargo never waits on the lock of the build that is running this test, and always builds the
/// current sources. Fails (never skips) when the build fails.
pub fn keepshipping_binary() -> PathBuf {
    let exe = std::env::current_exe().expect("test executable");
    // target/<profile>/deps/<test> -> target/
    let target = exe.ancestors().nth(3).expect("target dir").to_path_buf();
    let target_dir = target.join("conformance-cli");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../Cargo.toml");
    let out = Command::new(cargo)
        .args([
            "build",
            "--quiet",
            "-p",
            "keepshipping",
            "--bin",
            "keepshipping",
            "--manifest-path",
        ])
        .arg(&manifest)
        .env("CARGO_TARGET_DIR", &target_dir)
        .output()
        .expect("run cargo build -p keepshipping");
    assert!(
        out.status.success(),
        "cargo build -p keepshipping failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bin =
        target_dir.join("debug").join(format!("keepshipping{}", std::env::consts::EXE_SUFFIX));
    assert!(bin.is_file(), "{} missing after the build", bin.display());
    bin
}
