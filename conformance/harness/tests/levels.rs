//! The levels beyond syntax, checked by the suite itself: each can fail (an implementation wrong in
//! one known way fails exactly the trials it should), and the options of `check` reach the
//! implementation, in process and through the subprocess protocol.

mod suite_data;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use ks_conformance::notation::diag;
use ks_conformance::runner::{self, Report, Selection, Status};
use ks_conformance::subprocess::Subprocess;
use ks_conformance::{areas, bless, case, Case, Implementation, Input, Level, Outcome};
use ks_conformance_reference::{Altered, Reference};
use suite_data::{cases, codes};

fn failed_set(report: &Report) -> BTreeSet<String> {
    report.failed_ids().into_iter().map(str::to_string).collect()
}

/// A formatter that never refuses: it prints the reference's output, or the input when the reference
/// refuses.
const NEVER_REFUSES: Altered = Altered {
    name: "never refuses to format",
    level: Level::Format,
    alter: |input, answer| match answer {
        Outcome::Rejected(_) => {
            Outcome::Accepted(String::from_utf8_lossy(input.bytes).into_owned())
        }
        other => other,
    },
};

/// A formatter that drops the final line end of its output.
const DROPS_FINAL_NEWLINE: Altered = Altered {
    name: "drops the final newline",
    level: Level::Format,
    alter: |_, answer| match answer {
        Outcome::Accepted(t) => Outcome::Accepted(t.trim_end_matches('\n').to_string()),
        other => other,
    },
};

/// The reference's check, minus the diagnostics of the parser.
const DROPS_SYNTAX_DIAGNOSTICS: Altered = Altered {
    name: "check drops syntax diagnostics",
    level: Level::Check,
    alter: |_, answer| {
        let codes = codes();
        match answer {
            Outcome::Accepted(t) | Outcome::Rejected(t) => {
                let t: String = t
                    .lines()
                    .filter(|l| {
                        let code = l.split(' ').next().unwrap_or("");
                        codes.0.get(code).is_none_or(|i| i.level != "parse")
                    })
                    .map(|l| format!("{l}\n"))
                    .collect();
                let errors = diag::parse(&t).unwrap().iter().any(|d| codes.is_error(&d.code));
                if errors {
                    Outcome::Rejected(t)
                } else {
                    Outcome::Accepted(t)
                }
            }
            other => other,
        }
    },
};

/// A checker that accepts everything (its diagnostics are the reference's).
const ACCEPTS_EVERYTHING: Altered = Altered {
    name: "check accepts everything",
    level: Level::Check,
    alter: |_, answer| match answer {
        Outcome::Rejected(t) => Outcome::Accepted(t),
        other => other,
    },
};

/// A migration that never refuses (it hands back the input): it fails exactly the `migrate.refused`
/// cases.
const NEVER_REFUSES_TO_MIGRATE: Altered = Altered {
    name: "migration never refuses",
    level: Level::Migrate,
    alter: |input, answer| match answer {
        Outcome::Rejected(_) => {
            Outcome::Accepted(String::from_utf8_lossy(input.bytes).into_owned())
        }
        other => other,
    },
};

/// A migration that moves every leftover one column to the right: it fails exactly the refused cases
/// that list a leftover.
const SHIFTS_LEFTOVERS: Altered = Altered {
    name: "migration shifts leftovers",
    level: Level::Migrate,
    alter: |_, answer| match answer {
        Outcome::Rejected(leftovers) => Outcome::Rejected(
            leftovers
                .lines()
                .map(|l| {
                    let (line, rest) = l.split_once(':').unwrap();
                    let (col, rest) = rest.split_once('-').unwrap();
                    format!("{line}:{}-{rest}\n", col.parse::<u32>().unwrap() + 1)
                })
                .collect(),
        ),
        other => other,
    },
};

#[test]
fn the_format_level_grades_the_reference_and_fails_wrong_formatters() {
    let cases = cases();
    let format_trials: Vec<&Case> =
        cases.iter().filter(|c| c.asserted_levels().contains(&Level::Format)).collect();
    assert!(format_trials.len() >= 50, "only {} format cases", format_trials.len());
    assert!(format_trials.iter().all(|c| c.area() == "format"));
    let select = Selection { levels: vec![Level::Format], ..Selection::default() };
    let run = |imp: &dyn Implementation| runner::run(imp, &cases, &select, &BTreeSet::new(), 2);

    let reference = run(&Reference);
    assert_eq!(reference.total().failed, 0, "{:?}", reference.failed_ids());
    assert_eq!(reference.total().passed, format_trials.len());

    let refusals: BTreeSet<String> = format_trials
        .iter()
        .filter(|c| c.expects_refusal(Level::Format))
        .map(|c| format!("{}::format", c.id))
        .collect();
    assert!(refusals.len() >= 10);
    let report = run(&NEVER_REFUSES);
    assert_eq!(failed_set(&report), refusals);
    for r in &report.results {
        if let Status::Failed(msg) = &r.status {
            assert!(msg.contains("must be refused, the implementation formatted it"), "{msg}");
        }
    }

    let with_final_newline: BTreeSet<String> = format_trials
        .iter()
        .filter(|c| c.expected(Level::Format).is_some_and(|t| t.ends_with('\n')))
        .filter(|c| !c.expects_refusal(Level::Format))
        .map(|c| format!("{}::format", c.id))
        .collect();
    assert!(with_final_newline.len() >= 30);
    assert_eq!(failed_set(&run(&DROPS_FINAL_NEWLINE)), with_final_newline);
}

/// A temporary suite of check cases: `(id, input, case.toml body)`, each with a `blocks/b.ks` beside
/// its input. Returns the `cases/` directory.
fn temp_suite(dir: &Path, cases: &[(&str, &str, &str)]) -> PathBuf {
    let root = dir.join("cases");
    for (id, input, toml) in cases {
        let case = root.join(id);
        std::fs::create_dir_all(case.join("blocks")).unwrap();
        std::fs::write(case.join("input.ks"), input).unwrap();
        std::fs::write(case.join("blocks/b.ks"), "name: b\n").unwrap();
        let head = "title = \"t\"\nrules = [\"REC-1\"]\nsince = \"0.1\"\n";
        std::fs::write(case.join("case.toml"), format!("{head}{toml}")).unwrap();
    }
    root
}

#[test]
fn the_check_level_is_blessed_from_the_reference_and_fails_wrong_checkers() {
    let tmp = tempfile::tempdir().unwrap();
    let root = temp_suite(
        tmp.path(),
        &[
            ("ref/tab", "a:\n\tb: 1\n", "valid = false\ncodes = [\"KS0001\"]\n"),
            ("ref/string", "a: \"open\n", "valid = false\ncodes = [\"KS0002\"]\n"),
            ("rec/clean-with-check", "a: 1\n", "valid = true\ncodes = []\n[check]\n"),
            ("rec/clean-without-check", "a: 1\n", "valid = true\ncodes = []\n"),
        ],
    );
    let cases = case::discover(&root).unwrap();
    let report = bless::bless(&Reference, &cases, &[Level::Check]).unwrap();
    assert!(report.refused.is_empty(), "{:?}", report.refused);
    // A check area asserts `check` only; elsewhere a `[check]` table adds it.
    let asserted: Vec<(String, Vec<Level>)> =
        cases.iter().map(|c| (c.id.clone(), c.asserted_levels())).collect();
    assert_eq!(
        asserted,
        vec![
            ("rec/clean-with-check".to_string(), vec![Level::Check]),
            ("rec/clean-without-check".to_string(), vec![]),
            ("ref/string".to_string(), vec![Level::Check]),
            ("ref/tab".to_string(), vec![Level::Check]),
        ]
    );
    let tab = cases[3].expected(Level::Check).unwrap();
    assert!(tab.lines().any(|l| l.starts_with("KS0001 2:1-2:2 ")), "{tab}");
    let run = |imp: &dyn Implementation| {
        runner::run(imp, &cases, &Selection::default(), &BTreeSet::new(), 1)
    };
    let reference = run(&Reference);
    assert_eq!((reference.total().passed, reference.total().failed), (3, 0));
    let dropped = run(&DROPS_SYNTAX_DIAGNOSTICS);
    assert_eq!(
        failed_set(&dropped),
        BTreeSet::from(["ref/string::check".to_string(), "ref/tab::check".to_string()])
    );
    for r in &dropped.results {
        if let Status::Failed(msg) = &r.status {
            let named = msg.contains("KS0001") || msg.contains("KS0002");
            assert!(named || msg.contains("must be rejected"), "{msg}");
        }
    }
    // Accepting everything fails exactly the cases whose expected diagnostics hold an error.
    let codes = codes();
    let with_errors: BTreeSet<String> = cases
        .iter()
        .filter(|c| {
            c.expected(Level::Check)
                .is_some_and(|t| diag::parse(&t).unwrap().iter().any(|d| codes.is_error(&d.code)))
        })
        .map(|c| format!("{}::check", c.id))
        .collect();
    assert!(with_errors.contains("ref/tab::check") && with_errors.contains("ref/string::check"));
    assert_eq!(failed_set(&run(&ACCEPTS_EVERYTHING)), with_errors);
}

/// A checker that reports KS0001 unless it received `[check]` of the `ref/options` case and can read
/// the file beside its input.
struct WantsOptions;

impl Implementation for WantsOptions {
    fn name(&self) -> String {
        "test: check wants its options".into()
    }
    fn levels(&self) -> Vec<Level> {
        vec![Level::Check]
    }
    fn check(&self, input: &Input<'_>) -> Outcome {
        let c = input.check;
        let ok = c.actor == case::Actor::Agent
            && c.context == case::Context::Ci
            && c.env.get("CI").map(String::as_str) == Some("true")
            && c.ci_env()
            && input.dir.join("blocks/b.ks").is_file()
            && input.bytes == b"a: 1\n";
        if ok {
            Outcome::Accepted(String::new())
        } else {
            Outcome::Rejected("KS0001 1:1-1:2 options not received\n".into())
        }
    }
}

#[test]
fn check_options_reach_the_implementation_in_process_and_over_the_protocol() {
    let tmp = tempfile::tempdir().unwrap();
    let options = "valid = true\ncodes = []\n[check]\nactor = \"agent\"\ncontext = \"ci\"\nenv = { CI = \"true\" }\n";
    let root = temp_suite(
        tmp.path(),
        &[
            ("ref/options", "a: 1\n", options),
            ("ref/defaults", "a: 1\n", "valid = true\ncodes = []\n"),
        ],
    );
    for id in ["ref/options", "ref/defaults"] {
        std::fs::write(root.join(id).join("check.diag"), "").unwrap();
    }
    let cases = case::discover(&root).unwrap();
    let want = BTreeSet::from(["ref/defaults::check".to_string()]);
    let report = runner::run(&WantsOptions, &cases, &Selection::default(), &BTreeSet::new(), 1);
    assert_eq!(failed_set(&report), want);
    assert_eq!(report.total().passed, 1);

    // The same checker as a shell script: it logs every call, so the test also sees that the runner
    // asks for the levels once and never starts a process for a level that was not declared.
    let log = tmp.path().join("calls.log");
    let script = tmp.path().join("impl.sh");
    std::fs::write(
        &script,
        r#"echo "$*" >> "$LOG"
[ "$1" = levels ] && { echo check; exit 0; }
[ "$1" = check ] || exit 3
[ "$2 $3 $4 $5 $6 $7 $8" = "--actor agent --context ci --env CI=true --dir" ] && [ -f "$9/blocks/b.ks" ] && [ "$(cat)" = "a: 1" ] && exit 0
echo "KS0001 1:1-1:2 options not received: $*"
exit 1
"#,
    )
    .unwrap();
    let command = format!("LOG='{}' sh '{}'", log.display(), script.display());
    let sub = Subprocess::new(command);
    assert_eq!(sub.levels(), vec![Level::Check]);
    let report = runner::run(&sub, &cases, &Selection::default(), &BTreeSet::new(), 1);
    assert_eq!(failed_set(&report), want);
    let calls = std::fs::read_to_string(&log).unwrap();
    let first_words: Vec<&str> = calls.lines().map(|l| l.split(' ').next().unwrap()).collect();
    assert_eq!(first_words, ["levels", "check", "check"], "{calls}");
}

#[test]
fn a_subprocess_is_never_started_for_a_level_it_does_not_declare() {
    let tmp = tempfile::tempdir().unwrap();
    let log = tmp.path().join("calls.log");
    // The first 40 cases of the syntax areas (check-only areas such as `blk-use/` sort among them).
    let cases: Vec<Case> = cases()
        .into_iter()
        .filter(|c| areas::levels_of(c.area()).contains(&Level::Parse))
        .take(40)
        .collect();
    let some = &cases[..];
    let parse_trials = runner::trials(some).into_iter().filter(|(_, l)| *l == Level::Parse).count();
    assert!(parse_trials >= 30);
    // Declared by the handshake.
    let command = format!(
        "f() {{ echo \"$1\" >> '{}'; [ \"$1\" = levels ] && {{ echo parse; exit 0; }}; exit 3; }}; f",
        log.display()
    );
    let report =
        runner::run(&Subprocess::new(command), some, &Selection::default(), &BTreeSet::new(), 2);
    let calls = std::fs::read_to_string(&log).unwrap();
    assert_eq!(calls.lines().filter(|l| *l == "levels").count(), 1);
    assert_eq!(calls.lines().filter(|l| *l == "parse").count(), parse_trials);
    assert_eq!(calls.lines().count(), parse_trials + 1, "{calls}");
    assert_eq!(report.total().skipped, report.results.len());
    // Declared up front (`--impl-levels`): no handshake either.
    std::fs::remove_file(&log).unwrap();
    let command = format!("f() {{ echo \"$1\" >> '{}'; exit 3; }}; f", log.display());
    let sub = Subprocess::new(command).with_levels(vec![Level::Ast]);
    runner::run(&sub, some, &Selection::default(), &BTreeSet::new(), 2);
    let calls = std::fs::read_to_string(&log).unwrap();
    assert!(calls.lines().all(|l| l == "ast"), "{calls}");
}

#[test]
fn the_harness_takes_several_filters_exact_and_skip() {
    use ks_conformance::harness::{arguments, Filters};
    let args = |v: &[&str]| arguments(v.iter().map(|s| s.to_string()));
    let (a, f) = args(&["prog", "rec/", "ast/", "--skip", "deep/", "--test-threads", "2", "-q"]);
    assert_eq!(f, Filters(vec!["rec/".into(), "ast/".into()]));
    assert_eq!(a.skip, vec!["deep/".to_string()]);
    assert_eq!(a.test_threads, Some(2));
    assert!(a.quiet && a.filter.is_none());
    assert!(f.selects("conformance::rec/x::cst", false));
    assert!(f.selects("conformance::ast/y::ast", false));
    assert!(!f.selects("conformance::lex/z::cst", false));
    let (a, f) = args(&["prog", "--exact", "conformance::rec/x::cst"]);
    assert!(a.exact);
    assert!(f.selects("conformance::rec/x::cst", true));
    assert!(!f.selects("conformance::rec/x::cst2", true));
    assert!(Filters::default().selects("anything", true));
}

#[test]
fn the_migrate_level_fails_wrong_migrations() {
    let cases = cases();
    let select = Selection { levels: vec![Level::Migrate], ..Selection::default() };
    let run = |imp: &dyn Implementation| runner::run(imp, &cases, &select, &BTreeSet::new(), 2);
    let migrate_cases: Vec<&Case> =
        cases.iter().filter(|c| c.asserted_levels().contains(&Level::Migrate)).collect();
    assert!(migrate_cases.len() >= 25, "only {} migrate cases", migrate_cases.len());
    let reference = run(&Reference);
    assert_eq!(reference.total().failed, 0, "{:?}", reference.failed_ids());
    let id = |c: &&Case| format!("{}::migrate", c.id);
    let refused: BTreeSet<String> =
        migrate_cases.iter().filter(|c| c.expects_refusal(Level::Migrate)).map(id).collect();
    let with_leftovers: BTreeSet<String> = migrate_cases
        .iter()
        .filter(|c| c.expects_refusal(Level::Migrate))
        .filter(|c| c.expected(Level::Migrate).is_some_and(|t| !t.trim().is_empty()))
        .map(id)
        .collect();
    assert!(!refused.is_empty() && !with_leftovers.is_empty());
    assert_eq!(failed_set(&run(&NEVER_REFUSES_TO_MIGRATE)), refused);
    let shifted = run(&SHIFTS_LEFTOVERS);
    assert_eq!(failed_set(&shifted), with_leftovers);
    for r in &shifted.results {
        if let Status::Failed(msg) = &r.status {
            assert!(msg.contains("leftovers differ on their spans"), "{msg}");
        }
    }
}
