//! What a linter user expects of the tool around one file (issue 26): `check`, `plan` and
//! `policy explain` read the site through one loader (ks-host's `loader`), so `plan` refuses
//! exactly what `check` refuses, `.tf` outputs included; standard input with `--stdin-filename` reads
//! the site of the path it stands for; `--no-base`; exit statuses under `--help`; `explain CODE`.

mod support;

use std::fs;

use support::keepshipping;

/// A site whose apply reads an output its `.tf` files do not declare (KS0203).
fn site_with_an_undeclared_tf_output() -> tempfile::TempDir {
    let site = tempfile::tempdir().unwrap();
    let dir = site.path();
    fs::create_dir_all(dir.join("infra")).unwrap();
    fs::write(dir.join("infra/main.tf"), "output \"cluster\" {\n  value = \"x\"\n}\n").unwrap();
    fs::write(
        dir.join("ship.ks"),
        "steps:\n  plan: tofu.plan\n    dir: ./infra\n  apply: tofu.apply\n    plan: plan\n  deploy: k8s.rollout\n    image: sha256:abc\n    cluster: apply.out.clustr\n    wait: healthy, 5m\n",
    )
    .unwrap();
    site
}

#[test]
fn plan_refuses_what_check_refuses() {
    let site = site_with_an_undeclared_tf_output();
    let check = keepshipping(site.path(), &["check", "--no-scripts"], None);
    assert_eq!(check.code, 1, "{}", check.stdout);
    assert!(check.stdout.contains("KS0203"), "{}", check.stdout);
    let plan = keepshipping(site.path(), &["plan", "--no-scripts"], None);
    assert_eq!(plan.code, 1, "{}{}", plan.stdout, plan.stderr);
    assert!(plan.stderr.contains("KS0203"), "{}", plan.stderr);
    assert!(plan.stdout.is_empty(), "no plan: {}", plan.stdout);
}

#[test]
fn standard_input_reads_the_site_of_the_path_it_stands_for() {
    let site = tempfile::tempdir().unwrap();
    let dir = site.path();
    fs::create_dir(dir.join("blocks")).unwrap();
    fs::write(
        dir.join("blocks/web.ks"),
        "block: web-service\ninputs:\n  image: oci.Digest\nsteps:\n  run: ./run.ts\n",
    )
    .unwrap();
    let text = b"steps:\n  web: web-service\n    image: sha256:abc\n";
    let elsewhere = tempfile::tempdir().unwrap();
    // Without a name, standard input has no site: the block is an unknown kind.
    let bare = keepshipping(elsewhere.path(), &["check", "-", "--no-scripts"], Some(text));
    assert!(bare.stdout.contains("KS0603"), "{}", bare.stdout);
    let named = dir.join("ship.ks");
    let args = ["check", "-", "--no-scripts", "--stdin-filename", named.to_str().unwrap()];
    let run = keepshipping(elsewhere.path(), &args, Some(text));
    assert_eq!(run.code, 0, "{}{}", run.stdout, run.stderr);
    // Messages name the path standard input stands for.
    let misspelt = b"steps:\n  web: web-service\n    imag: sha256:abc\n";
    let run = keepshipping(elsewhere.path(), &args, Some(misspelt));
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert!(run.stdout.contains(named.to_str().unwrap()), "{}", run.stdout);
    // The name is only for standard input.
    let wrong = keepshipping(dir, &["check", "ship.ks", "--stdin-filename", "x.ks"], None);
    assert_eq!(wrong.code, 2, "{}", wrong.stderr);
}

/// Outside a git repository: KS0405 unless `--no-base` says there is no base on purpose, and a named
/// base says that there is no repository.
#[test]
fn outside_a_repository_no_base_is_said_or_chosen() {
    let site = tempfile::tempdir().unwrap();
    let text =
        "keepshipping: 0.1\npolicy:\n  agents:\n    can: build\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n";
    fs::write(site.path().join("ship.ks"), text).unwrap();
    let warned = keepshipping(site.path(), &["check", "--no-scripts"], None);
    assert!(warned.stdout.contains("KS0405"), "{}", warned.stdout);
    assert!(warned.stdout.contains("--no-base"), "the hint names the way out: {}", warned.stdout);
    let chosen = keepshipping(site.path(), &["check", "--no-scripts", "--no-base"], None);
    assert_eq!((chosen.code, chosen.stdout.as_str()), (0, ""), "{}", chosen.stderr);
    let named = keepshipping(site.path(), &["check", "--base", "main"], None);
    assert_eq!(named.code, 2);
    assert!(named.stderr.contains("not in a git repository"), "{}", named.stderr);
    let both = keepshipping(site.path(), &["plan", "--base", "main", "--no-base"], None);
    assert_eq!(both.code, 2, "{}", both.stderr);
}

/// Every command's `--help` ends with what its exit statuses mean.
#[test]
fn help_says_what_exit_statuses_mean() {
    let dir = tempfile::tempdir().unwrap();
    let commands: [&[&str]; 11] = [
        &[],
        &["check"],
        &["run"],
        &["plan"],
        &["fmt"],
        &["parse"],
        &["policy"],
        &["policy", "explain"],
        &["explain"],
        &["lsp"],
        &["completions"],
    ];
    for command in commands {
        let run = keepshipping(dir.path(), &[command, &["--help"]].concat(), None);
        assert_eq!(run.code, 0, "{command:?}: {}", run.stderr);
        assert!(
            run.stdout.contains("Exit status:\n  0  nothing to report"),
            "{command:?}: {}",
            run.stdout
        );
        assert!(run.stdout.contains("  2  a command-line problem"), "{command:?}: {}", run.stdout);
    }
    // The hidden protocol command for other implementations' harnesses has its own statuses.
    let protocol = keepshipping(dir.path(), &["conformance", "--help"], None);
    assert!(protocol.stdout.contains("Exit status:\n  0  accepted"), "{}", protocol.stdout);
    assert!(protocol.stdout.contains("  3  a level this implementation does not support"));
}

/// `completions SHELL` prints a script that names the commands and their flags; a shell it does not
/// know is exit 2. bash itself reads the script and completes a subcommand from it.
#[test]
fn completions_for_the_shells() {
    let dir = tempfile::tempdir().unwrap();
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let run = keepshipping(dir.path(), &["completions", shell], None);
        assert_eq!(run.code, 0, "{shell}: {}", run.stderr);
        for word in ["check", "stdin-filename", "exclude"] {
            assert!(run.stdout.contains(word), "{shell} lacks {word}");
        }
    }
    assert_eq!(keepshipping(dir.path(), &["completions", "tcsh"], None).code, 2);
    let script = dir.path().join("keepshipping.bash");
    std::fs::write(&script, keepshipping(dir.path(), &["completions", "bash"], None).stdout)
        .unwrap();
    let probe = format!(
        "source '{}'; COMP_WORDS=(keepshipping ch); COMP_CWORD=1; COMP_LINE='keepshipping ch'; \
         COMP_POINT=${{#COMP_LINE}}; _keepshipping keepshipping ch keepshipping; echo \"${{COMPREPLY[@]}}\"",
        script.display()
    );
    let output = std::process::Command::new("bash").args(["-c", &probe]).output().unwrap();
    let words = String::from_utf8_lossy(&output.stdout);
    assert!(words.split_whitespace().any(|w| w == "check"), "bash completed: {words:?}");
}

/// `explain` tells a code's meaning by code or name; an unknown one is exit 2 with a near miss.
#[test]
fn explain_tells_what_a_code_means() {
    let dir = tempfile::tempdir().unwrap();
    let run = keepshipping(dir.path(), &["explain", "KS0204"], None);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.starts_with("KS0204 "), "{}", run.stdout);
    assert!(run.stdout.contains("spec/generated/codes/KS0204.md"), "{}", run.stdout);
    // How to fix it, a case that fails with its diagnostic, and one that passes.
    for part in ["\nHow to fix: ", "\nFails: ", "\n  KS0204 ", "\nPasses: ", "\n  ship.ks\n"] {
        assert!(run.stdout.contains(part), "{part:?}: {}", run.stdout);
    }
    let missed = keepshipping(dir.path(), &["explain", "KS0204x"], None);
    assert_eq!(missed.code, 2);
    assert!(missed.stderr.contains("did you mean `KS0204`?"), "{}", missed.stderr);
    let list = keepshipping(dir.path(), &["explain", "--list"], None);
    assert!(list.stdout.lines().count() > 40, "{}", list.stdout);
    assert_eq!(keepshipping(dir.path(), &["explain"], None).code, 2);
}

/// `--color` and `CLICOLOR_FORCE` colour a pipe; `--color never` wins over `CLICOLOR_FORCE`.
#[test]
fn color_is_chosen_by_flag_or_by_clicolor_force() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("ship.ks"), "steps:\n  a: nope\n").unwrap();
    let run = |args: &[&str], force: Option<&str>| {
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_keepshipping"));
        command
            .current_dir(dir.path())
            .args(args)
            .env_remove("NO_COLOR")
            .env_remove("CLICOLOR_FORCE");
        if let Some(value) = force {
            command.env("CLICOLOR_FORCE", value);
        }
        String::from_utf8(command.output().unwrap().stdout).unwrap()
    };
    let check = ["check", "--no-base", "--no-scripts"];
    assert!(!run(&check, None).contains('\x1b'), "a pipe is plain");
    assert!(run(&[&check[..], &["--color", "always"]].concat(), None).contains("\x1b["));
    assert!(run(&check, Some("1")).contains("\x1b["));
    assert!(!run(&check, Some("0")).contains('\x1b'), "CLICOLOR_FORCE=0 forces nothing");
    assert!(!run(&["--color", "never", "check", "--no-base", "--no-scripts"], Some("1"))
        .contains('\x1b'));
}
