use std::path::Path;

use super::*;

/// The workspace root (xtask's parent), found without the crate root's helper.
fn project_root() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

/// The crates whose mutants the suite grades.
const GRADED: &[&str] = &["ks-core", "ks-fmt", "ks-migrate", "ks-run"];

fn config() -> Config {
    Config::load(&project_root()).unwrap_or_else(|e| panic!("{e:#}"))
}

#[test]
fn every_source_file_of_the_graded_crates_is_in_a_module_of_its_package() {
    let config = config();
    for krate in GRADED {
        let mut files = Vec::new();
        let src = project_root().join("reference").join(krate).join("src");
        rust_files(&project_root(), &src, &mut files).unwrap();
        assert!(!files.is_empty(), "{krate} has no sources");
        for file in files {
            let module =
                config.module_of(&file).unwrap_or_else(|| panic!("{file} is in no module"));
            assert_eq!(&module.package, krate, "{file} is graded as {}", module.package);
        }
    }
    for module in &config.modules {
        let path = project_root().join(&module.path);
        assert!(path.exists(), "module {} names nothing", module.path);
        assert!(GRADED.contains(&module.package.as_str()), "{} is not graded", module.package);
    }
}

#[test]
fn every_listed_mutant_is_in_a_module_and_says_why() {
    let config = config();
    for listed in &config.listed {
        assert!(config.module_of(&listed.file).is_some(), "{} is in no module", listed.file);
        assert!(listed.because.len() > 20, "{}: {}: say why", listed.file, listed.mutant);
        assert!(
            Mutant::parse(&format!("{}:1:1: {}", listed.file, listed.mutant)).is_some(),
            "{}: `{}` is not a mutant's name",
            listed.file,
            listed.mutant
        );
    }
}

#[test]
fn the_committed_report_has_no_unlisted_survivor_and_no_stale_listing() {
    let config = config();
    let report = Report::load(&project_root().join(REPORT)).unwrap();
    assert!(!report.modules.is_empty(), "{REPORT} reports no module");
    for (path, tally) in &report.modules {
        assert!(config.modules.iter().any(|m| &m.path == path), "{REPORT}: {path} is no module");
        assert!(tally.missed.is_empty(), "{path}: survivors not listed: {:?}", tally.missed);
        for name in &tally.listed {
            let mutant = Mutant::parse(name).unwrap_or_else(|| panic!("`{name}`"));
            assert!(config.is_listed(&mutant), "{path}: `{name}` is not listed any more");
        }
    }
    let stale: Vec<_> = stale_listings(&config, &report).iter().map(|l| &l.mutant).collect();
    assert!(stale.is_empty(), "listed but not a survivor in {REPORT}: {stale:?}");
    assert!(finish(&config, &report, true).is_ok());
}

fn options() -> RunOptions {
    RunOptions { shard: Some((1, 4)), examine: None, timeout: 120, target_dir: "target".into() }
}

#[test]
fn a_module_is_graded_by_the_trials_of_its_levels_alone() {
    let config = config();
    let policy = config.module_of("reference/ks-core/src/policy.rs").unwrap();
    let args = config.command(policy, None, &options());
    let pair = |flag: &str| args.iter().position(|a| a == flag).map(|i| args[i + 1].as_str());
    assert_eq!(pair("--package"), Some("ks-core"));
    assert_eq!(pair("--test-package"), Some("ks-conformance"));
    assert_eq!(pair("--file"), Some("reference/ks-core/src/policy.rs"));
    assert!(args.contains(&"--shard=1/4".to_string()) && args.contains(&"--in-place".to_string()));
    // The suite's target alone, built and run; then the harness's filters: the trials of its levels.
    assert!(args.contains(&"--cargo-arg=--test=conformance".to_string()));
    let tail = &args[args.iter().position(|a| a == "--").unwrap()..];
    assert_eq!(tail[..2], ["--", "--"]);
    let filters: Vec<&str> = tail[2..].iter().map(String::as_str).collect();
    assert_eq!(filters, policy.levels.iter().map(|l| format!("::{l}")).collect::<Vec<_>>());
    assert!(!filters.contains(&"::cst") && !filters.contains(&"::format"));

    // A folder's run leaves out the modules inside it, which run with their own levels.
    let core = config.modules.iter().find(|m| m.path == "reference/ks-core/src/").unwrap();
    let args = config.command(core, None, &options());
    assert!(args.windows(2).any(|w| w == ["--exclude", "reference/ks-core/src/policy.rs"]));
    assert!(!args.windows(2).any(|w| w[0] == "--exclude" && w[1].starts_with("reference/ks-fmt")));
    let fmt = config.module_of("reference/ks-fmt/src/layout.rs").unwrap();
    assert_eq!(fmt.levels, ["format"]);

    // `--re` reaches cargo-mutants as its own `--re`, before the test filters.
    let examine = RunOptions { examine: Some("in Event::at".into()), ..options() };
    let args = config.command(policy, None, &examine);
    let at = args.windows(2).position(|w| w == ["--re", "in Event::at"]).expect("--re passed");
    assert!(at < args.iter().position(|a| a == "--").unwrap());
    assert!(!config.command(policy, None, &options()).contains(&"--re".to_string()));
}

#[test]
fn file_selects_the_modules_inside_or_narrows_the_one_around() {
    let config = config();
    let paths = |only: &str| -> Vec<(String, Option<String>)> {
        let selected = config.select(Some(only)).unwrap();
        selected.into_iter().map(|(m, n)| (m.path.clone(), n)).collect()
    };
    assert_eq!(
        paths("reference/ks-core/src/policy.rs"),
        [("reference/ks-core/src/policy.rs".to_string(), None)]
    );
    assert_eq!(
        paths("reference/ks-core/src/model.rs"),
        [(
            "reference/ks-core/src/".to_string(),
            Some("reference/ks-core/src/model.rs".to_string())
        )]
    );
    let check = paths("reference/ks-core/src/check");
    assert!(check
        .iter()
        .all(|(p, n)| p.starts_with("reference/ks-core/src/check/") && n.is_none()));
    assert!(check.len() >= 2);
    assert!(config.select(Some("reference/ks-lsp/src/lib.rs")).is_err());
    // `--module` takes a module's own path: a folder's module alone, never a file inside one.
    assert_eq!(config.module("reference/ks-core/src/").unwrap().path, "reference/ks-core/src/");
    assert!(config.module("reference/ks-core/src/model.rs").is_err());
}

#[test]
fn survivors_are_counted_against_the_list() {
    let config = Config::parse(
        r#"
[[module]]
path = "reference/ks-fmt/src/"
package = "ks-fmt"
levels = ["format"]
areas = ["FMT"]

[[listed]]
file = "reference/ks-fmt/src/layout.rs"
mutant = "replace Layout::width_hint -> usize with 0"
why = "speed"
because = "a capacity hint for the output buffer: any value gives the same text"
"#,
    )
    .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path();
    std::fs::write(out.join("outcomes.json"), "{}").unwrap();
    std::fs::write(
        out.join("caught.txt"),
        "reference/ks-fmt/src/layout.rs:10:5: replace a -> bool with true\n\
         reference/ks-fmt/src/layout.rs:11:5: replace b -> bool with false\n",
    )
    .unwrap();
    std::fs::write(
        out.join("missed.txt"),
        "reference/ks-fmt/src/layout.rs:40:9: replace Layout::width_hint -> usize with 0\n\
         reference/ks-fmt/src/layout.rs:52:17: replace == with != in Layout::line: width\n",
    )
    .unwrap();
    std::fs::write(
        out.join("unviable.txt"),
        "reference/ks-fmt/src/lib.rs:3:1: replace f with ()\n",
    )
    .unwrap();
    let tally = Tally::read(out, &config).unwrap();
    assert_eq!((tally.caught, tally.unviable, tally.timeout), (2, 1, 0));
    assert_eq!(tally.listed.len(), 1);
    assert_eq!(
        tally.missed,
        ["reference/ks-fmt/src/layout.rs:52:17: replace == with != in Layout::line: width"]
    );
    let mut report = Report::default();
    report.modules.insert("reference/ks-fmt/src/".into(), tally.clone());
    assert!(finish(&config, &report, true).is_err(), "an unlisted survivor must fail the run");
    report.modules.get_mut("reference/ks-fmt/src/").unwrap().missed.clear();
    assert!(finish(&config, &report, true).is_ok());
    report.modules.get_mut("reference/ks-fmt/src/").unwrap().listed.clear();
    assert!(finish(&config, &report, true).is_err(), "a listing that no longer survives fails");
    assert!(finish(&config, &report, false).is_ok(), "a partial run cannot tell");

    std::fs::remove_file(out.join("outcomes.json")).unwrap();
    assert!(Tally::read(out, &config).is_err(), "an unfinished run is not a tally");
    // A shard that holds none of a module's mutants: cargo-mutants lists none, tests none.
    let empty = tempfile::tempdir().unwrap();
    std::fs::write(empty.path().join("mutants.json"), "[]").unwrap();
    assert_eq!(Tally::read(empty.path(), &config).unwrap(), Tally::default());
}

#[test]
fn reports_round_trip_and_mutant_names_parse() {
    let mut report = Report { seconds_per_mutant: Some(12.5), ..Report::default() };
    report.modules.insert(
        "reference/ks-run/src/".into(),
        Tally {
            caught: 3,
            timeout: 1,
            unviable: 2,
            listed: vec!["reference/ks-run/src/log.rs:1:1: replace \"a\" with \"\"".into()],
            missed: vec![],
            sources: Some("9f86d081".into()),
        },
    );
    assert_eq!(Report::parse(&report.render()).unwrap(), report);
    let m =
        Mutant::parse("reference/ks-core/src/x.rs:12:34: replace <impl Fn>::f: g with h").unwrap();
    assert_eq!((m.file.as_str(), m.line), ("reference/ks-core/src/x.rs", 12));
    assert_eq!(m.description, "replace <impl Fn>::f: g with h");
    assert!(Mutant::parse("no place here").is_none());
}

#[test]
fn a_malformed_configuration_is_refused() {
    for (text, says) in [
        ("[[module]]\npath = \"a/\"\npackage = \"ks-fmt\"\nlevels = [\"formatt\"]\nareas = [\"FMT\"]\n", "formatt"),
        ("[[listed]]\nfile = \"a.rs\"\nmutant = \"m\"\nwhy = \"because\"\nbecause = \"x\"\n", "equivalent, memo, speed, wording, unreachable"),
        ("[[modules]]\n", "unknown key"),
        ("[[module]]\npath = \"a/\"\n", "levels"),
    ] {
        let err = Config::parse(text).err().map(|e| format!("{e:#}")).unwrap_or_default();
        assert!(err.contains(says), "{text:?}: {err:?}");
    }
}

#[test]
fn the_nightly_workflow_runs_every_shard_and_merges_them() {
    let workflow = std::fs::read_to_string(project_root().join(".github/workflows/mutants.yml"))
        .expect(".github/workflows/mutants.yml");
    let shards: Vec<u32> = workflow
        .lines()
        .find_map(|l| l.trim().strip_prefix("shard: ["))
        .and_then(|rest| rest.strip_suffix(']'))
        .map(|list| list.split(',').map(|s| s.trim().parse().unwrap()).collect())
        .expect("mutants.yml has a `shard: [0, 1, ...]` matrix");
    let n = shards.len() as u32;
    assert_eq!(shards, (0..n).collect::<Vec<_>>(), "the matrix misses a shard");
    assert!(
        workflow.contains(&format!("--shard \"${{{{ matrix.shard }}}}/{n}\"")),
        "the shards are not K/{n}"
    );
    assert!(
        workflow.contains("cargo xtask mutants --merge") || workflow.contains("-- mutants --merge")
    );
    assert!(workflow.contains("schedule:"), "mutants.yml is not nightly");
}

#[test]
fn relisting_moves_survivors_between_missed_and_listed() {
    let listing = "[[listed]]\nfile = \"a.rs\"\nmutant = \"replace f -> bool with true\"\nwhy = \"equivalent\"\nbecause = \"both arms of the caller answer the same\"\n";
    let survivor = "a.rs:3:5: replace f -> bool with true".to_string();
    let mut report = Report::default();
    report
        .modules
        .insert("a.rs".into(), Tally { missed: vec![survivor.clone()], ..Tally::default() });
    report.relist(&Config::parse(listing).unwrap());
    assert_eq!(report.modules["a.rs"].listed, std::slice::from_ref(&survivor));
    assert!(report.modules["a.rs"].missed.is_empty());
    report.relist(&Config::parse("").unwrap());
    assert_eq!(report.modules["a.rs"].missed, [survivor]);
}

/// A folder's module and a file module inside it, over real files in a temporary root.
fn nested_modules() -> (tempfile::TempDir, Config) {
    let root = tempfile::tempdir().unwrap();
    let src = root.path().join("reference/ks-core/src");
    std::fs::create_dir_all(src.join("check")).unwrap();
    for (file, text) in
        [("lib.rs", "mod check;"), ("check/mod.rs", "fn a() {}"), ("fix.rs", "fn f() {}")]
    {
        std::fs::write(src.join(file), text).unwrap();
    }
    std::fs::create_dir_all(root.path().join("conformance")).unwrap();
    let config = Config::parse(
        r#"
[[module]]
path = "reference/ks-core/src/"
package = "ks-core"
levels = ["check"]
areas = ["GEN"]

[[module]]
path = "reference/ks-core/src/fix.rs"
package = "ks-core"
levels = ["fix"]
areas = ["GEN"]
"#,
    )
    .unwrap();
    (root, config)
}

#[test]
fn a_module_digest_changes_with_its_own_files_alone() {
    let (root, config) = nested_modules();
    let (folder, file) = (&config.modules[0], &config.modules[1]);
    let digest = |m: &Module| config.sources_of(root.path(), m).unwrap();
    let (folder_before, file_before) = (digest(folder), digest(file));
    assert_ne!(folder_before, file_before);
    let src = root.path().join("reference/ks-core/src");
    std::fs::write(src.join("fix.rs"), "fn f() { g() }").unwrap();
    assert_eq!(digest(folder), folder_before, "the inner module's file is not the folder's");
    assert_ne!(digest(file), file_before);
    std::fs::write(src.join("check/mod.rs"), "fn a() { b() }").unwrap();
    assert_ne!(digest(folder), folder_before, "a file deep in the folder is the folder's");
    std::fs::rename(src.join("check/mod.rs"), src.join("check/other.rs")).unwrap();
    let renamed = digest(folder);
    std::fs::rename(src.join("check/other.rs"), src.join("check/mod.rs")).unwrap();
    assert_ne!(renamed, digest(folder), "a file's path is part of what was run");
}

#[test]
fn survivors_run_again_only_over_the_sources_of_the_whole_run() {
    let (root, config) = nested_modules();
    let module = config.modules[1].clone();
    let options = || RunOptions {
        shard: None,
        examine: None,
        timeout: 60,
        target_dir: root.path().join("target"),
    };
    let report_path = root.path().join(REPORT);
    let err = rerun_survivors(root.path(), &config, &module, options()).unwrap_err();
    assert!(format!("{err:#}").contains("no whole run"), "{err:#}");

    let sources = config.sources_of(root.path(), &module).unwrap();
    let mut report = Report::default();
    let survivor = "reference/ks-core/src/fix.rs:1:10: replace f with ()".to_string();
    let tally =
        Tally { caught: 4, missed: vec![survivor], sources: Some(sources), ..Tally::default() };
    report.modules.insert(module.path.clone(), tally);
    std::fs::write(&report_path, report.render()).unwrap();
    std::fs::write(root.path().join("reference/ks-core/src/fix.rs"), "fn f() { g() }").unwrap();
    let err = rerun_survivors(root.path(), &config, &module, options()).unwrap_err();
    assert!(format!("{err:#}").contains("changed since its whole run"), "{err:#}");

    // With nothing left to run, the report is written back as it was.
    let tally = report.modules.get_mut(&module.path).unwrap();
    tally.missed.clear();
    tally.sources = Some(config.sources_of(root.path(), &module).unwrap());
    std::fs::write(&report_path, report.render()).unwrap();
    rerun_survivors(root.path(), &config, &module, options()).unwrap();
    assert_eq!(Report::load(&report_path).unwrap(), report);
}

#[test]
fn a_survivor_name_is_matched_as_written() {
    let name = "reference/ks-core/src/model.rs:133:53: replace <= with > in Workflow::item_at";
    assert_eq!(
        regex_literal(name),
        "reference/ks-core/src/model\\.rs:133:53: replace <= with > in Workflow::item_at"
    );
    assert_eq!(
        regex_literal("a|b (c) [d]* $x^ {e}+? \\"),
        "a\\|b \\(c\\) \\[d\\]\\* \\$x\\^ \\{e\\}\\+\\? \\\\"
    );
}

#[test]
fn merged_parts_keep_the_digest_they_ran_on() {
    let (root, config) = nested_modules();
    let path = "reference/ks-core/src/fix.rs";
    let part = |name: &str, caught: usize, sources: Option<&str>| {
        let mut report = Report::default();
        let tally = Tally { caught, sources: sources.map(String::from), ..Tally::default() };
        report.modules.insert(path.into(), tally);
        let file = root.path().join(name);
        std::fs::write(&file, report.render()).unwrap();
        file.display().to_string()
    };
    let merged = || Report::load(&root.path().join(REPORT)).unwrap().modules[path].clone();
    let (a, b) = (part("a.toml", 2, Some("d1")), part("b.toml", 3, Some("d1")));
    merge_reports(root.path(), &config, &[a, b]).unwrap();
    assert_eq!((merged().caught, merged().sources.as_deref()), (5, Some("d1")));
    let (a, c) = (part("a.toml", 2, Some("d1")), part("c.toml", 1, Some("d2")));
    let err = merge_reports(root.path(), &config, &[a, c]).unwrap_err();
    assert!(format!("{err:#}").contains("different sources"), "{err:#}");
    let (a, old) = (part("a.toml", 2, Some("d1")), part("old.toml", 1, None));
    merge_reports(root.path(), &config, &[a, old]).unwrap();
    assert_eq!((merged().caught, merged().sources), (3, None), "a part without a digest");
}
