//! `.pre-commit-hooks.yaml` run by pre-commit itself (PyPI, `scripts/setup.d/53-pre-commit.sh`), the way
//! a user consumes it: a temporary git repository holding this checkout's hook files is the hooks
//! repository, a second temporary repository names it with `repo:` and `rev:` in its
//! `.pre-commit-config.yaml`, and `pre-commit run --all-files` runs with no `keepshipping` on PATH.
//! The hooks are `language: python`: pre-commit pip-installs the hooks repository, a stub depending on
//! the `keepshipping` wheel `cargo xtask dist` built (found offline), so the hooks run the wheel's CLI.

use ks_editor_tests::{
    dist, keepshipping_bin, pre_commit, repo_root, run, run_ok, yaml_to_json, CLEAN_SHIP,
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

/// A git repository with this checkout's `.pre-commit-hooks.yaml` and, as the Python package pre-commit
/// installs for `language: python` hooks, a stub whose one dependency is the `keepshipping` wheel at
/// this checkout's version (the layout of Ruff's ruff-pre-commit mirror: the hooks install the prebuilt
/// wheel instead of compiling the CLI); returns its HEAD. pip finds the wheel offline (see
/// [`pre_commit_run_with`]).
fn hooks_repo(dir: &Path) -> String {
    std::fs::create_dir_all(dir).unwrap();
    git(dir, &["init", "-q"]);
    let manifest = std::fs::read_to_string(repo_root().join(".pre-commit-hooks.yaml")).unwrap();
    let hooks = yaml_to_json(&manifest);
    for hook in hooks.as_array().unwrap() {
        assert_eq!(hook["language"], "python", "{hook}");
        assert_eq!(hook["require_serial"], true, "{hook}");
    }
    std::fs::write(dir.join(".pre-commit-hooks.yaml"), &manifest).unwrap();
    std::fs::write(
        dir.join("pyproject.toml"),
        format!(
            "[build-system]\nrequires = [\"setuptools\"]\nbuild-backend = \"setuptools.build_meta\"\n\n\
             [project]\nname = \"keepshipping-pre-commit\"\nversion = \"{v}\"\n\
             dependencies = [\"keepshipping=={v}\"]\n\n[tool.setuptools]\npackages = []\n",
            v = dist::workspace_version()
        ),
    )
    .unwrap();
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
            // No keepshipping on PATH: the hooks run the wheel's, in their environment.
            .env("PATH", path_without_keepshipping())
            // The hooks' package and the wheel, offline: the dist's wheel and setuptools.
            .env("PIP_NO_INDEX", "1")
            .env("PIP_FIND_LINKS", find_links())
            .env("PRE_COMMIT_HOME", home)
            .env("GIT_AUTHOR_NAME", "t")
            .env("GIT_AUTHOR_EMAIL", "t@example.invalid")
            .env("GIT_COMMITTER_NAME", "t")
            .env("GIT_COMMITTER_EMAIL", "t@example.invalid"),
        "scripts/setup.d/53-pre-commit.sh",
    )
}

/// `PATH` less any folder holding a `keepshipping`.
fn path_without_keepshipping() -> std::ffi::OsString {
    let rest = std::env::var_os("PATH").unwrap_or_default();
    let kept = std::env::split_paths(&rest).filter(|d| !d.join("keepshipping").exists());
    std::env::join_paths(kept).unwrap()
}

/// The folders pip looks in: the dist holding the wheel (built once per test executable), and the
/// setup script's wheelhouse (setuptools, the stub's build backend).
fn find_links() -> String {
    let wheel = dist::wheel();
    format!(
        "{} {}",
        wheel.parent().unwrap().display(),
        dist::tools_dir().join("wheelhouse").display()
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
