//! Selecting trials in `ks-conformance list` and `run`: by case id glob, area, tag and requirement ID
//! (each against the cases' own `case.toml`), the renamed `--impl-levels`, and help that names every
//! level.

use std::process::{Command, Output};

use ks_conformance::{case, runner, suite_dir, Case, Level};

fn ks(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ks-conformance")).args(args).output().expect("ks-conformance")
}

fn listed(args: &[&str]) -> Vec<String> {
    let out = ks(&[&["list"], args].concat());
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).lines().map(str::to_string).collect()
}

/// The trial ids of the cases `keep` accepts, in trial order.
fn trials_of(cases: &[Case], keep: impl Fn(&Case) -> bool) -> Vec<String> {
    runner::trials(cases)
        .into_iter()
        .filter(|(i, _)| keep(&cases[*i]))
        .map(|(i, level)| runner::trial_id(&cases[i].id, level))
        .collect()
}

#[test]
fn cases_are_selected_by_id_glob_area_tag_and_requirement() {
    let cases = case::discover(&suite_dir().join("cases")).expect("cases load");
    let by_glob = listed(&["--case", "lex/*"]);
    assert_eq!(by_glob, trials_of(&cases, |c| c.id.starts_with("lex/")));
    assert_eq!(listed(&["--area", "lex"]), by_glob);
    // `*` stays inside one path part: `*` alone matches no `area/slug` id.
    assert!(listed(&["--case", "*"]).is_empty());
    assert_eq!(
        listed(&["--case", "*/unicode-*"]),
        trials_of(&cases, |c| c.id.split_once('/').is_some_and(|(_, s)| s.starts_with("unicode-")))
    );

    let tagged = listed(&["--tag", "scalar"]);
    assert!(!tagged.is_empty());
    assert_eq!(tagged, trials_of(&cases, |c| c.meta.tags.iter().any(|t| t == "scalar")));

    let rule =
        cases.iter().flat_map(|c| &c.meta.rules).next().expect("a case names a rule").clone();
    assert_eq!(listed(&["--rule", &rule]), trials_of(&cases, |c| c.meta.rules.contains(&rule)));

    // Different options narrow together; the same option repeated widens.
    let both = listed(&["--area", "lex", "--tag", "scalar", "--level", "cst"]);
    let want =
        trials_of(&cases, |c| c.id.starts_with("lex/") && c.meta.tags.contains(&"scalar".into()));
    assert_eq!(both, want.into_iter().filter(|id| id.ends_with("::cst")).collect::<Vec<_>>());
    let either = listed(&["--area", "lex", "--area", "ind"]);
    assert_eq!(either, trials_of(&cases, |c| c.id.starts_with("lex/") || c.id.starts_with("ind/")));

    // A glob that does not parse is a usage error, not an empty run.
    let out = ks(&["list", "--case", "lex/[a"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--case `lex/[a`"));
}

#[test]
fn the_implementation_levels_option_is_not_one_letter_from_the_level_selection() {
    let out = ks(&["run", "--impl", "exit 3; :", "--levels", "cst"]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("`--levels` is now `--impl-levels L,L`"), "{stderr}");

    let out = ks(&["run", "--impl", "exit 3; :", "--impl-levels", "cst", "--case", "lex/*"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(stdout.contains("cst: 0 passed, 0 failed,"), "{stdout}");
}

#[test]
fn help_lists_every_level() {
    for args in [&["run", "--help"][..], &["list", "--help"], &["--help"]] {
        let out = ks(args);
        let stdout = String::from_utf8_lossy(&out.stdout);
        let line = stdout.lines().find(|l| l.starts_with("Levels: ")).unwrap_or_else(|| {
            panic!("{args:?}: no `Levels:` line in\n{stdout}");
        });
        let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
        assert_eq!(line, format!("Levels: {}.", names.join(" ")), "{args:?}");
    }
}
