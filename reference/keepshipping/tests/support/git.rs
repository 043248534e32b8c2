//! Real git in a test's temporary repository: the `main` default branch, a made-up author, no
//! signing, and none of the caller's `GIT_DIR`/`GIT_WORK_TREE`. Shared by the CLI tests that build
//! repositories (policy bases, repository runs).

use std::{path::Path, process::Command};

/// Runs `git ARGS` in `dir`; panics with git's message when it fails.
pub fn git(dir: &Path, args: &[&str]) {
    let output = Command::new("git")
        .current_dir(dir)
        .args(["-c", "user.name=t", "-c", "user.email=t@example.invalid"])
        .args(["-c", "init.defaultBranch=main"])
        .args(["-c", "commit.gpgsign=false", "-c", "tag.gpgsign=false"])
        .args(args)
        .env_remove("GIT_DIR")
        .env_remove("GIT_WORK_TREE")
        .output()
        .expect("git must be installed (scripts/setup.sh)");
    assert!(output.status.success(), "git {args:?}: {}", String::from_utf8_lossy(&output.stderr));
}
