//! `.pre-commit-hooks.yaml` run by pre-commit itself (PyPI, `scripts/setup.d/53-pre-commit.sh`), the way
//! a user consumes it: a temporary git repository holding this checkout's hook files is the hooks
//! repository, a second temporary repository names it with `repo:` and `rev:` in its
//! `.pre-commit-config.yaml`, and `pre-commit run --all-files` runs with this checkout's `keepshipping`
//! first on PATH. pre-commit clones the hooks repository, so a hook whose script is missing from it or
//! not executable fails here.

use ks_editor_tests::{
    keepshipping_bin, path_with_keepshipping, pre_commit, repo_root, run, run_ok, CLEAN_SHIP,
    MISSPELT_SHIP,
};
use std::path::Path;
use std::process::{Command, Output};

/// A block that checks clean, badly laid out (extra spaces after colons).
const BLOCK_UNFORMATTED: &str = "keepshipping: 0.1
block:    web-service
inputs:
  image:   oci.Digest
steps:
  rollout: k8s.rollout
    image: inputs.image
";

/// Not a Keep Shipping file (a Kickstart file), badly laid out by Keep Shipping's rules: never touched.
const KICKSTART: &str = "lang   en_US\nkeyboard   us\n";

fn git(dir: &Path, args: &[&str]) -> String {
    run_ok(
        Command::new("git")
            .args(["-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false"])
            .args(args)
            .current_dir(dir)
            .env("GIT_AUTHOR_NAME", "t")
            .env("GIT_AUTHOR_EMAIL", "t@example.invalid")
            .env("GIT_COMMITTER_NAME", "t")
            .env("GIT_COMMITTER_EMAIL", "t@example.invalid"),
        "git",
    )
}

fn write(dir: &Path, rel: &str, text: &str) {
    let p = dir.join(rel);
    std::fs::create_dir_all(p.parent().unwrap()).unwrap();
    std::fs::write(p, text).unwrap();
}

/// A git repository with this checkout's `.pre-commit-hooks.yaml` and the scripts its hooks name,
/// committed with their modes; returns its HEAD.
fn hooks_repo(dir: &Path) -> String {
    std::fs::create_dir_all(dir).unwrap();
    git(dir, &["init", "-q"]);
    let manifest = std::fs::read_to_string(repo_root().join(".pre-commit-hooks.yaml")).unwrap();
    std::fs::write(dir.join(".pre-commit-hooks.yaml"), &manifest).unwrap();
    let mut scripts = 0;
    for line in manifest.lines() {
        if let Some(entry) = line.trim().strip_prefix("entry: ") {
            let first = entry.split_whitespace().next().unwrap();
            let src = repo_root().join(first);
            if src.is_file() {
                let dst = dir.join(first);
                std::fs::create_dir_all(dst.parent().unwrap()).unwrap();
                std::fs::copy(&src, &dst).unwrap(); // keeps the executable bit
                scripts += 1;
            }
        }
    }
    assert_eq!(scripts, 1, "expected one script entry (keepshipping-check)");
    git(dir, &["add", "-A"]);
    git(dir, &["commit", "-q", "-m", "hooks"]);
    git(dir, &["rev-parse", "HEAD"]).trim().to_string()
}

fn pre_commit_run(repo: &Path, home: &Path) -> Output {
    pre_commit_run_with(repo, home, &[])
}

fn pre_commit_run_with(repo: &Path, home: &Path, env: &[(&str, &Path)]) -> Output {
    run(
        Command::new(pre_commit())
            .envs(env.iter().copied())
            .args(["run", "--all-files", "--color", "never"])
            .current_dir(repo)
            .env("PATH", path_with_keepshipping())
            .env("PRE_COMMIT_HOME", home)
            .env("GIT_AUTHOR_NAME", "t")
            .env("GIT_AUTHOR_EMAIL", "t@example.invalid")
            .env("GIT_COMMITTER_NAME", "t")
            .env("GIT_COMMITTER_EMAIL", "t@example.invalid"),
        "scripts/setup.d/53-pre-commit.sh",
    )
}

/// The line pre-commit prints for a hook: `keepshipping fmt....Passed` / `Failed`.
fn verdict<'a>(stdout: &'a str, hook: &str) -> &'a str {
    let line = stdout
        .lines()
        .find(|l| l.starts_with(hook) && l.contains(".."))
        .unwrap_or_else(|| panic!("no line for {hook} in:\n{stdout}"));
    line.rsplit('.').next().unwrap()
}

#[test]
fn hooks_format_and_check_through_pre_commit() {
    let ks = keepshipping_bin();
    let tmp = tempfile::tempdir().unwrap();
    let rev = hooks_repo(&tmp.path().join("hooks"));
    let repo = tmp.path().join("project");
    let home = tmp.path().join("pre-commit-home");
    std::fs::create_dir_all(&repo).unwrap();
    git(&repo, &["init", "-q"]);
    write(
        &repo,
        ".pre-commit-config.yaml",
        &format!(
            "repos:\n  - repo: {}\n    rev: {rev}\n    hooks:\n      - id: keepshipping-fmt\n      - id: keepshipping-check\n",
            tmp.path().join("hooks").display()
        ),
    );
    write(&repo, "ship.ks", CLEAN_SHIP);
    write(&repo, "blocks/web-service.ks", BLOCK_UNFORMATTED);
    write(&repo, "services/api/ship.ks", MISSPELT_SHIP);
    write(&repo, "anaconda.ks", KICKSTART);
    git(&repo, &["add", "-A"]);

    // First run: the block is rewritten (fmt fails because it changed a file); the misspelling fails
    // check. The check hook runs one keepshipping for all the files (a wrapper counts the processes).
    let calls = tmp.path().join("calls.log");
    let counting = tmp.path().join("counting-keepshipping");
    std::fs::write(
        &counting,
        format!("#!/bin/sh\necho \"$*\" >>'{}'\nexec '{}' \"$@\"\n", calls.display(), ks.display()),
    )
    .unwrap();
    std::fs::set_permissions(&counting, std::os::unix::fs::PermissionsExt::from_mode(0o755))
        .unwrap();
    let out = pre_commit_run_with(&repo, &home, &[("KEEPSHIPPING", &counting)]);
    let calls = std::fs::read_to_string(&calls).unwrap_or_default();
    let calls: Vec<&str> = calls.lines().collect();
    assert_eq!(calls.len(), 1, "one process for every file: {calls:?}");
    for file in ["ship.ks", "blocks/web-service.ks", "services/api/ship.ks"] {
        assert!(calls[0].split(' ').any(|arg| arg == file), "{file} not in {calls:?}");
    }
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let all = format!("{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
    assert!(
        !out.status.success(),
        "pre-commit passed with an unformatted file and an error:\n{all}"
    );
    assert_eq!(verdict(&stdout, "keepshipping fmt"), "Failed", "{all}");
    assert!(stdout.contains("files were modified by this hook"), "{all}");
    assert_eq!(verdict(&stdout, "keepshipping check"), "Failed", "{all}");
    assert!(
        stdout.contains("services/api/ship.ks:10:12"),
        "check names the file and place:\n{all}"
    );
    assert!(stdout.contains("KS0201"), "{all}");
    let block = std::fs::read_to_string(repo.join("blocks/web-service.ks")).unwrap();
    assert_ne!(block, BLOCK_UNFORMATTED, "the fmt hook did not rewrite the block");
    let fmt_check = run(
        Command::new(ks).args(["fmt", "--check", "blocks/web-service.ks"]).current_dir(&repo),
        "cargo build -p keepshipping",
    );
    assert!(fmt_check.status.success(), "the rewritten block is not canonical:\n{block}");
    assert_eq!(
        std::fs::read_to_string(repo.join("ship.ks")).unwrap(),
        CLEAN_SHIP,
        "a formatted file changed"
    );
    assert_eq!(
        std::fs::read_to_string(repo.join("anaconda.ks")).unwrap(),
        KICKSTART,
        "a .ks file that is not ship.ks or a block was touched"
    );

    // Second run, with the misspelling fixed: both hooks pass and nothing changes.
    write(&repo, "services/api/ship.ks", CLEAN_SHIP);
    let out = pre_commit_run(&repo, &home);
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let all = format!("{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "pre-commit failed on good files:\n{all}");
    assert_eq!(verdict(&stdout, "keepshipping fmt"), "Passed", "{all}");
    assert_eq!(verdict(&stdout, "keepshipping check"), "Passed", "{all}");
    assert_eq!(std::fs::read_to_string(repo.join("blocks/web-service.ks")).unwrap(), block);
}

/// A file that does not parse fails the fmt hook and is left as it was.
#[test]
fn fmt_hook_fails_on_a_file_that_does_not_parse() {
    let tmp = tempfile::tempdir().unwrap();
    let rev = hooks_repo(&tmp.path().join("hooks"));
    let repo = tmp.path().join("project");
    std::fs::create_dir_all(&repo).unwrap();
    git(&repo, &["init", "-q"]);
    write(
        &repo,
        ".pre-commit-config.yaml",
        &format!(
            "repos:\n  - repo: {}\n    rev: {rev}\n    hooks:\n      - id: keepshipping-fmt\n",
            tmp.path().join("hooks").display()
        ),
    );
    let broken =
        "keepshipping: 0.1\nname: api\nsteps:\n  build: oci.image\n    from: \"./Dockerfile\n";
    write(&repo, "ship.ks", broken);
    git(&repo, &["add", "-A"]);
    let out = pre_commit_run(&repo, &tmp.path().join("home"));
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(!out.status.success(), "{stdout}");
    assert_eq!(verdict(&stdout, "keepshipping fmt"), "Failed", "{stdout}");
    assert!(!stdout.contains("files were modified"), "{stdout}");
    assert!(stdout.contains("does not parse") && stdout.contains("KS0002"), "{stdout}");
    assert_eq!(std::fs::read_to_string(repo.join("ship.ks")).unwrap(), broken);
}
