//! `keepshipping.toml` (issue 26, ADR 0062): discovery, precedence, did-you-mean, bad values at their
//! line, globs relative to the file, per-file ignores and failing warnings, on real files in
//! temporary directories.

use std::{
    fs,
    path::{Path, PathBuf},
    sync::Arc,
    time::Duration,
};

use ks_core::{Actor, CheckOptions, Context};
use ks_host::config::{
    find, Config, ConfigError, ErrorKind, Flags, Resolver, FILE_NAME, MAX_GLOBS, MAX_GLOB_LEN,
};
use ks_host::scripts::ScriptOptions;
use ks_lang::Severity;

/// A temporary directory with files written into it.
struct Tree {
    dir: tempfile::TempDir,
}

impl Tree {
    fn new() -> Tree {
        Tree { dir: tempfile::tempdir().expect("a temporary directory") }
    }

    fn path(&self, relative: &str) -> PathBuf {
        self.dir.path().join(relative)
    }

    fn write(&self, relative: &str, text: &str) -> PathBuf {
        let path = self.path(relative);
        fs::create_dir_all(path.parent().expect("a parent")).expect("create the directories");
        fs::write(&path, text).expect("write the file");
        path
    }

    fn mkdir(&self, relative: &str) -> PathBuf {
        let path = self.path(relative);
        fs::create_dir_all(&path).expect("create the directory");
        path
    }
}

fn parse(text: &str) -> Result<Config, ConfigError> {
    Config::parse(text, Path::new(FILE_NAME))
}

fn rejected(text: &str) -> ConfigError {
    match parse(text) {
        Ok(_) => panic!("accepted:\n{text}"),
        Err(error) => error,
    }
}

// ---------------------------------------------------------------------------------------------------
// Discovery

#[test]
fn the_nearest_file_at_or_above_the_path_wins() {
    let tree = Tree::new();
    let top = tree.write(FILE_NAME, "actor = \"agent\"\n");
    let inner = tree.write("services/web/keepshipping.toml", "actor = \"ci\"\n");
    tree.write("services/web/api/ship.ks", "steps:\n");
    tree.write("services/db/ship.ks", "steps:\n");

    // From a file two levels below the inner file, from the inner file's own directory, and from a
    // path standard input stands for (no such file yet).
    for path in ["services/web/api/ship.ks", "services/web", "services/web/api/new.ks"] {
        let config = Config::discover(&tree.path(path)).expect(path);
        assert_eq!(config.file(), Some(inner.as_path()), "{path}");
        assert_eq!(config.actor(), Actor::Ci, "{path}");
        assert_eq!(config.root(), Some(tree.path("services/web").as_path()), "{path}");
    }
    // A sibling without its own file gets the one above: the files are not merged.
    let config = Config::discover(&tree.path("services/db/ship.ks")).expect("db");
    assert_eq!(config.file(), Some(top.as_path()));
    assert_eq!(config.actor(), Actor::Agent);
    assert_eq!(find(&tree.path("services/db")), Some(top));
}

#[test]
fn nearest_file_is_the_whole_configuration_not_merged_with_the_one_above() {
    let tree = Tree::new();
    tree.write(FILE_NAME, "actor = \"agent\"\nscripts = false\n");
    tree.write("site/keepshipping.toml", "context = \"ci\"\n");
    let config = Config::discover(&tree.path("site/ship.ks")).expect("site");
    assert_eq!(config.context(), Context::Ci);
    assert_eq!(config.actor(), Actor::Human, "the top file's actor is not inherited");
    assert!(config.scripts(), "the top file's scripts = false is not inherited");
}

#[test]
fn no_file_anywhere_above_gives_the_defaults() {
    let tree = Tree::new();
    tree.write("site/ship.ks", "steps:\n");
    assert_eq!(find(&tree.path("site/ship.ks")), None, "a keepshipping.toml above the temp dir?");
    let config = Config::discover(&tree.path("site/ship.ks")).expect("no file is no error");
    assert_eq!(config.file(), None);
    assert_eq!(config.root(), None);
    assert_eq!(config.actor(), Actor::Human);
    assert_eq!(config.context(), Context::Local);
    assert_eq!(config.base(), None);
    assert!(!config.no_base());
    assert_eq!(config.baseline(), None);
    assert!(config.scripts());
    assert!(!config.excludes(&tree.path("site")));
    assert!(!config.ignored(&tree.path("site/ship.ks"), "KS0611"));
    assert!(!config.fails("KS0611", Severity::Warning));
    assert!(config.fails("KS0203", Severity::Error));
}

#[test]
fn a_resolver_gives_each_path_its_nearest_file_with_the_flags_over_it() {
    let tree = Tree::new();
    let top = tree.write(FILE_NAME, "actor = \"agent\"\ncontext = \"ci\"\n");
    let web = tree.write("web/keepshipping.toml", "actor = \"ci\"\n");
    let broken = tree.write("broken/keepshipping.toml", "actr = 1\n");
    let flags = Flags { context: Some(Context::Local), ..Flags::default() };
    let resolver = Resolver::new(None, false, flags.clone()).expect("no file to read yet");
    let a = resolver.for_path(&tree.path("web/a/ship.ks")).expect("web");
    let b = resolver.for_path(&tree.path("web/b/ship.ks")).expect("web");
    assert_eq!(a.file(), Some(web.as_path()));
    assert!(Arc::ptr_eq(&a, &b), "one file, read once");
    assert_eq!(a.actor(), Actor::Ci);
    assert_eq!(a.context(), Context::Local, "the flag over the file");
    let db = resolver.for_path(&tree.path("db/ship.ks")).expect("db");
    assert_eq!(db.file(), Some(top.as_path()));
    assert_eq!(db.actor(), Actor::Agent);
    assert_eq!(db.context(), Context::Local);
    let error = resolver.for_path(&tree.path("broken/ship.ks")).expect_err("a bad file");
    assert_eq!(
        error.to_string(),
        format!("{}:1: unknown key `actr` — did you mean `actor`?", broken.display())
    );
    let again = resolver.for_path(&tree.path("broken/x/ship.ks")).expect_err("the same file");
    assert_eq!(again, error, "the same error again");

    // --config and --isolated: one configuration for every path.
    let fixed = Resolver::new(Some(&web), false, flags.clone()).expect("--config");
    assert_eq!(fixed.for_path(&tree.path("db/ship.ks")).expect("db").file(), Some(web.as_path()));
    let isolated = Resolver::new(None, true, flags).expect("--isolated");
    let config = isolated.for_path(&tree.path("web/a/ship.ks")).expect("web");
    assert_eq!(config.file(), None);
    assert_eq!(config.actor(), Actor::Human);
    assert!(Resolver::new(Some(&broken), false, Flags::default()).is_err(), "read when made");
}

#[test]
fn a_directory_named_like_the_file_is_passed_over() {
    let tree = Tree::new();
    let top = tree.write(FILE_NAME, "context = \"ci\"\n");
    tree.mkdir("site/keepshipping.toml");
    let config = Config::discover(&tree.path("site/ship.ks")).expect("site");
    assert_eq!(config.file(), Some(top.as_path()));
    assert_eq!(config.context(), Context::Ci);
}

#[test]
fn config_names_one_file_wherever_it_is_and_its_globs_are_relative_to_it() {
    let tree = Tree::new();
    tree.write("site/keepshipping.toml", "actor = \"agent\"\n");
    let explicit = tree.write("ci/strict.toml", "actor = \"ci\"\nexclude = [\"vendor/**\"]\n");
    let site = tree.path("site/ship.ks");
    let config = Config::resolve(&site, Some(&explicit), false).expect("--config");
    assert_eq!(config.file(), Some(explicit.as_path()), "the named file, not the nearest");
    assert_eq!(config.actor(), Actor::Ci);
    assert_eq!(config.root(), Some(tree.path("ci").as_path()));
    assert!(config.excludes(&tree.path("ci/vendor/x/ship.ks")));
    assert!(!config.excludes(&tree.path("site/vendor/x/ship.ks")), "outside the file's directory");

    let missing = tree.path("ci/missing.toml");
    let error = Config::resolve(&site, Some(&missing), false).expect_err("a missing --config");
    assert_eq!(error.kind, ErrorKind::Read);
    assert_eq!(error.to_string(), format!("{}: no such file", missing.display()));
    let error = Config::from_file(&tree.path("ci")).expect_err("a directory");
    assert_eq!(error.kind, ErrorKind::Read);
}

#[test]
fn isolated_reads_no_file_and_cannot_be_combined_with_config() {
    let tree = Tree::new();
    let file = tree.write(FILE_NAME, "actor = \"ci\"\nthis is not toml\n");
    let site = tree.path("ship.ks");
    assert_eq!(
        Config::resolve(&site, None, false).expect_err("the file is read").kind,
        ErrorKind::Syntax
    );
    let config = Config::resolve(&site, None, true).expect("--isolated");
    assert_eq!(config.file(), None);
    assert_eq!(config.actor(), Actor::Human);
    let error = Config::resolve(&site, Some(&file), true).expect_err("both");
    assert_eq!(error.kind, ErrorKind::Conflict);
    assert!(error.to_string().contains("--config and --isolated"), "{error}");
}

#[test]
fn a_file_that_is_not_utf8_is_a_read_error() {
    let tree = Tree::new();
    let file = tree.path(FILE_NAME);
    fs::write(&file, b"actor = \"\xff\"\n").expect("write");
    let error = Config::discover(&tree.path("ship.ks")).expect_err("not UTF-8");
    assert_eq!(error.kind, ErrorKind::Read);
    assert_eq!(error.to_string(), format!("{}: is not UTF-8 text", file.display()));
}

// ---------------------------------------------------------------------------------------------------
// Values and precedence

const FULL: &str = r#"# Every key.
exclude = ["vendor", "legacy/generated/**"]
base = "origin/main"
baseline = "policy/baseline.ks"
actor = "ci"
context = "ci"
scripts = false
warnings-as-errors = ["KS0611", "unknown-step-kind"]

[per-file-ignores]
"legacy/**" = ["KS0611"]
"sandbox/ship.ks" = ["ci-only-step-checked-locally"]
"#;

#[test]
fn the_full_file_is_read_with_its_paths_resolved_against_its_directory() {
    let tree = Tree::new();
    let file = tree.write("repo/keepshipping.toml", FULL);
    let config = Config::from_file(&file).expect("the full example");
    assert_eq!(config.actor(), Actor::Ci);
    assert_eq!(config.context(), Context::Ci);
    assert_eq!(config.base(), Some("origin/main"));
    assert!(!config.no_base());
    assert_eq!(config.baseline(), Some(tree.path("repo/policy/baseline.ks").as_path()));
    assert!(!config.scripts());
    assert!(config.fails("KS0611", Severity::Warning));
    assert!(config.fails("KS0603", Severity::Warning), "by its name, unknown-step-kind");
    assert!(!config.fails("KS0405", Severity::Warning), "not in the list");
    assert!(config.ignored(&tree.path("repo/legacy/old/ship.ks"), "KS0611"));
    assert!(config.ignored(&tree.path("repo/sandbox/ship.ks"), "KS0602"));
    assert!(!config.ignored(&tree.path("repo/sandbox/ship.ks"), "KS0611"));
}

#[test]
fn flags_win_over_the_file() {
    let tree = Tree::new();
    let file = tree.write("repo/keepshipping.toml", FULL);
    let config = Config::from_file(&file).expect("the full example");

    let same = config.clone().with_flags(&Flags::default());
    assert_eq!(same.actor(), Actor::Ci, "no flag leaves the file's value");
    assert_eq!(same.base(), Some("origin/main"));
    assert!(!same.scripts());

    let flags = Flags {
        actor: Some(Actor::Agent),
        context: Some(Context::Local),
        base: Some("origin/release".to_owned()),
        baseline: Some(PathBuf::from("other/baseline.ks")),
        scripts: Some(true),
        warnings_as_errors: Some(false),
        ..Flags::default()
    };
    let over = config.clone().with_flags(&flags);
    assert_eq!(over.actor(), Actor::Agent);
    assert_eq!(over.context(), Context::Local);
    assert_eq!(over.base(), Some("origin/release"));
    assert_eq!(
        over.baseline(),
        Some(Path::new("other/baseline.ks")),
        "as given on the command line"
    );
    assert!(over.scripts());
    assert!(!over.fails("KS0611", Severity::Warning), "--warnings-as-errors=false");
    assert!(over.ignored(&tree.path("repo/legacy/old/ship.ks"), "KS0611"), "ignores stay");

    // --no-base over the file's base, and --base over the file's no-base.
    let none = config.with_flags(&Flags { no_base: true, ..Flags::default() });
    assert!(none.no_base());
    assert_eq!(none.base(), None);
    let file = tree.write("other/keepshipping.toml", "no-base = true\n");
    let config = Config::from_file(&file).expect("no-base");
    assert!(config.no_base());
    let named = config.with_flags(&Flags { base: Some("main".to_owned()), ..Flags::default() });
    assert!(!named.no_base());
    assert_eq!(named.base(), Some("main"));

    // $KEEPSHIPPING_BASE counts as a flag: the file's base and no-base give way to it, and the
    // loader, asked for no named base, reads the variable.
    let file = tree.write("env/keepshipping.toml", "base = \"origin/main\"\n");
    let env = Flags { base_in_env: true, ..Flags::default() };
    let config = Config::from_file(&file).expect("base").with_flags(&env);
    assert_eq!(config.base(), None);
    assert!(!config.no_base());
    let file = tree.write("env/none/keepshipping.toml", "no-base = true\n");
    assert!(!Config::from_file(&file).expect("no-base").with_flags(&env).no_base());
    let both = Flags { base: Some("main".to_owned()), ..env };
    assert_eq!(Config::from_file(&file).expect("no-base").with_flags(&both).base(), Some("main"));

    let strict = Config::isolated()
        .with_flags(&Flags { warnings_as_errors: Some(true), ..Flags::default() });
    assert!(strict.fails("KS0405", Severity::Warning), "--warnings-as-errors: every warning");
}

#[test]
fn the_configuration_becomes_the_loaders_request_and_the_checks_options() {
    let tree = Tree::new();
    let file = tree.write("repo/keepshipping.toml", FULL);
    let config = Config::from_file(&file).expect("the full example");
    let scripts = ScriptOptions { timeout: Duration::from_secs(3), ..ScriptOptions::default() };
    let request = config.run_request(scripts);
    assert_eq!(request.base.as_deref(), Some("origin/main"));
    assert!(!request.no_base);
    assert_eq!(request.baseline, Some(tree.path("repo/policy/baseline.ks")));
    assert!(!request.scripts.enabled, "scripts = false");
    assert_eq!(request.scripts.timeout, Duration::from_secs(3), "the rest as given");
    let options = config.judge(CheckOptions::default().with_ci_env(true));
    assert_eq!((options.actor, options.context, options.ci_env), (Actor::Ci, Context::Ci, true));

    let defaults = Config::isolated().run_request(ScriptOptions::default());
    assert_eq!((defaults.base, defaults.baseline, defaults.no_base), (None, None, false));
    assert!(defaults.scripts.enabled);

    let env = |value: &'static str| {
        move |name: &str| (name == "KEEPSHIPPING_BASE").then(|| value.to_owned())
    };
    assert!(Flags::from_vars(&env("origin/release")).base_in_env);
    assert!(!Flags::from_vars(&env("")).base_in_env, "an empty variable counts as unset");
    assert!(!Flags::from_vars(&|_| None).base_in_env);
}

#[test]
fn an_absolute_baseline_is_kept() {
    let tree = Tree::new();
    let baseline = tree.write("org/baseline.ks", "policy:\n");
    let text = format!("baseline = {:?}\n", baseline.display().to_string());
    let file = tree.write("repo/keepshipping.toml", &text);
    let config = Config::from_file(&file).expect("an absolute baseline");
    assert_eq!(config.baseline(), Some(baseline.as_path()));
}

#[test]
fn warnings_as_errors_true_false_and_a_list() {
    let all = parse("warnings-as-errors = true\n").expect("true");
    let none = parse("warnings-as-errors = false\n").expect("false");
    let some = parse("warnings-as-errors = [\"ks0405\"]\n").expect("a code in lower case");
    for (code, severity) in [("KS0611", Severity::Warning), ("KS0405", Severity::Warning)] {
        assert!(all.fails(code, severity));
        assert!(!none.fails(code, severity));
    }
    assert!(some.fails("KS0405", Severity::Warning));
    assert!(!some.fails("KS0611", Severity::Warning));
    for config in [&all, &none, &some] {
        assert!(config.fails("KS0203", Severity::Error), "an error always fails");
        assert!(!config.fails("KS0401", Severity::Note), "a note never does");
    }
}

// ---------------------------------------------------------------------------------------------------
// Globs

#[test]
fn globs_are_relative_to_the_file_and_a_name_matches_at_any_depth() {
    let tree = Tree::new();
    let file = tree.write(
        "repo/keepshipping.toml",
        "exclude = [\"vendor\", \"./gen/**\", \"*.draft.ks\", \"old/\"]\n",
    );
    let config = Config::from_file(&file).expect("globs");
    let excluded = |path: &str| config.excludes(&tree.path(path));
    assert!(excluded("repo/vendor"), "the directory itself");
    assert!(excluded("repo/vendor/acme/ship.ks"), "a file under it");
    assert!(excluded("repo/services/vendor/ship.ks"), "a name without / matches at any depth");
    assert!(excluded("repo/gen/a/ship.ks"), "./gen/** from the file's directory");
    assert!(!excluded("repo/services/gen/a/ship.ks"), "a glob with / is anchored at the file");
    assert!(excluded("repo/services/web.draft.ks"));
    assert!(!excluded("repo/services/web.ks"));
    assert!(excluded("repo/old/ship.ks"), "a trailing / names the directory");
    assert!(!excluded("repo/older/ship.ks"));
    assert!(excluded("repo/services/../vendor/ship.ks"), "`..` in the path is taken away");
    assert!(!excluded("vendor/ship.ks"), "outside the file's directory");
    assert!(!excluded("repo"), "the file's own directory");
}

/// Issue 42: why a path is excluded names the first glob, in the file's order, that matches it.
#[test]
fn an_exclusion_names_its_glob_and_line() {
    let tree = Tree::new();
    let file = tree.write(
        "repo/keepshipping.toml",
        "# generated and vendored\nexclude = [\n  \"gen/**\",\n  \"vendor\",\n  \"*.ks\",\n]\n",
    );
    let config = Config::from_file(&file).expect("globs");
    let why = |path: &str| config.excluded_by(&tree.path(path)).map(|why| why.to_string());
    let named = file.display();
    assert_eq!(
        why("repo/vendor/x"),
        Some(format!("excluded by `exclude` in {named}:4 (`vendor`)"))
    );
    // Both `vendor` (line 4) and `*.ks` (line 5) match: the earlier line is named.
    assert_eq!(
        why("repo/vendor/x/ship.ks"),
        Some(format!("excluded by `exclude` in {named}:4 (`vendor`)"))
    );
    assert_eq!(why("repo/gen/a"), Some(format!("excluded by `exclude` in {named}:3 (`gen/**`)")));
    assert_eq!(why("repo/src"), None);
    assert_eq!(why("repo"), None, "the file's own directory");
    assert!(config.excluded_by(&tree.path("repo/vendor")).is_some_and(|why| why.line == 4));
}

/// Issue 42: what every front end reports of a file: ignored warnings left out, failing ones made
/// errors, errors and notes as they were.
#[test]
fn apply_leaves_out_ignored_warnings_and_makes_failing_ones_errors() {
    let config = parse(
        "warnings-as-errors = [\"KS0602\"]\n[per-file-ignores]\n\"legacy/**\" = [\"KS0603\"]\n",
    )
    .expect("a file");
    let root = config.root().expect("a root").to_path_buf();
    let at = ks_lang::TextRange::empty(0u32);
    let found = || {
        vec![
            ks_lang::Diagnostic::warning("KS0602", at, "ci-only"),
            ks_lang::Diagnostic::warning("KS0603", at, "unknown kind"),
            ks_lang::Diagnostic::error("KS0203", at, "unknown reference"),
        ]
    };
    let severities = |diagnostics: &[ks_lang::Diagnostic]| {
        diagnostics.iter().map(|d| (d.code, d.severity)).collect::<Vec<_>>()
    };
    let mut legacy = found();
    assert_eq!(config.apply(&root.join("legacy/ship.ks"), &mut legacy), 1);
    assert_eq!(severities(&legacy), [("KS0602", Severity::Error), ("KS0203", Severity::Error)]);
    let mut app = found();
    assert_eq!(config.apply(&root.join("app/ship.ks"), &mut app), 1);
    assert_eq!(
        severities(&app),
        [("KS0602", Severity::Error), ("KS0603", Severity::Warning), ("KS0203", Severity::Error)]
    );
    let mut untouched = found();
    assert_eq!(Config::isolated().apply(&root.join("app/ship.ks"), &mut untouched), 0);
    assert_eq!(untouched, found());
}

#[test]
fn a_star_does_not_cross_a_slash_but_two_stars_do() {
    let config = parse("exclude = [\"services/*/ship.ks\", \"infra/**/*.ks\"]\n").expect("globs");
    let root = config.root().expect("a root").to_path_buf();
    assert!(config.excludes(&root.join("services/web/ship.ks")));
    assert!(!config.excludes(&root.join("services/web/api/ship.ks")));
    assert!(config.excludes(&root.join("infra/a/b/c.ks")));
    assert!(config.excludes(&root.join("infra/c.ks")));
}

#[test]
fn per_file_ignores_match_by_path_and_code() {
    let tree = Tree::new();
    let file = tree.write(
        "repo/keepshipping.toml",
        "[per-file-ignores]\n\"legacy/**\" = [\"KS0611\", \"no-policy-base\"]\n\"*.draft.ks\" = [\"unknown-step-kind\"]\n",
    );
    let config = Config::from_file(&file).expect("ignores");
    let ignored = |path: &str, code: &str| config.ignored(&tree.path(path), code);
    assert!(ignored("repo/legacy/a/ship.ks", "KS0611"));
    assert!(ignored("repo/legacy/a/ship.ks", "KS0405"), "by its name, no-policy-base");
    assert!(!ignored("repo/legacy/a/ship.ks", "KS0603"));
    assert!(!ignored("repo/current/ship.ks", "KS0611"));
    assert!(ignored("repo/deep/x/web.draft.ks", "KS0603"));
    assert!(!ignored("repo/deep/x/web.ks", "KS0603"));
    assert!(!ignored("elsewhere/legacy/a/ship.ks", "KS0611"), "outside the file's directory");
    // The inline-table form means the same.
    let inline = parse("per-file-ignores = { \"legacy/**\" = [\"KS0611\"] }\n").expect("inline");
    let root = inline.root().expect("a root").to_path_buf();
    assert!(inline.ignored(&root.join("legacy/x/ship.ks"), "KS0611"));
}

// ---------------------------------------------------------------------------------------------------
// Errors

#[test]
fn an_unknown_key_gets_a_did_you_mean_with_its_file_and_line() {
    let tree = Tree::new();
    let file = tree.write(FILE_NAME, "# CI\nactor = \"ci\"\nexlude = [\"vendor\"]\n");
    let error = Config::from_file(&file).expect_err("a misspelt key");
    assert_eq!(error.kind, ErrorKind::UnknownKey);
    assert_eq!(error.line, Some(3));
    assert_eq!(
        error.to_string(),
        format!("{}:3: unknown key `exlude` — did you mean `exclude`?", file.display())
    );

    for (text, line, expected) in [
        ("warnings_as_errors = true\n", 1, "unknown key `warnings_as_errors` — did you mean `warnings-as-errors`?"),
        ("\n\nno_base = true\n", 3, "unknown key `no_base` — did you mean `no-base`?"),
        ("[per-file-ignore]\n\"a\" = []\n", 1, "unknown key `per-file-ignore` — did you mean `per-file-ignores`?"),
        ("actr = \"ci\"\n", 1, "unknown key `actr` — did you mean `actor`?"),
        (
            "extend-exclude = [\"a\"]\n",
            1,
            "unknown key `extend-exclude` — `exclude` already adds to what `.gitignore` excludes (there is no default list to extend)",
        ),
    ] {
        let error = rejected(text);
        assert_eq!(error.kind, ErrorKind::UnknownKey, "{text}");
        assert_eq!(error.to_string(), format!("{FILE_NAME}:{line}: {expected}"), "{text}");
    }
    let error = rejected("ignore = [\"KS0405\"]\n");
    assert_eq!(
        error.message,
        "unknown key `ignore` — ignore warnings with `[per-file-ignores]`, e.g. `\"**\" = [\"KS0611\"]` for every file"
    );
    // Nothing close: the known keys are listed.
    let error = rejected("line-length = 100\n");
    assert!(
        error.message.starts_with("unknown key `line-length` (known keys: `exclude`, "),
        "{error}"
    );
    assert!(error.message.contains("`per-file-ignores`"), "{error}");
}

#[test]
fn a_bad_value_names_the_key_and_its_line() {
    for (text, line, expected) in [
        ("actor = 1\n", 1, "`actor` must be a string (one of `human`, `agent` or `ci`), not an integer"),
        ("\nactor = \"agnet\"\n", 2, "`actor` must be one of `human`, `agent` or `ci`, not `agnet` — did you mean `agent`?"),
        ("actor = \"robot\"\n", 1, "`actor` must be one of `human`, `agent` or `ci`, not `robot`"),
        ("context = \"cloud\"\n", 1, "`context` must be one of `local` or `ci`, not `cloud`"),
        ("scripts = \"no\"\n", 1, "`scripts` must be `true` or `false`, not a string"),
        ("base = \"\"\n", 1, "`base` must name a git revision, not be empty"),
        ("base = [\"main\"]\n", 1, "`base` must be a string (a git revision), not a list"),
        ("exclude = \"vendor\"\n", 1, "`exclude` must be a list of globs (strings), not a string"),
        ("[[exclude]]\n", 1, "`exclude` must be a list of globs (strings), not an array of tables"),
        ("[actor]\n", 1, "`actor` must be a string (one of `human`, `agent` or `ci`), not a table"),
        (
            "exclude = [\n  \"vendor\",\n  \"a/[b\",\n]\n",
            3,
            "`exclude` has a bad glob `a/[b`: unclosed character class; missing ']'",
        ),
        ("exclude = [\n  \"ok\",\n  7,\n]\n", 3, "`exclude` must be a list of globs (strings); this element is an integer"),
        ("exclude = [\"/abs\"]\n", 1, "`exclude` has a bad glob `/abs`: globs are relative to the directory of keepshipping.toml; write it without the leading `/`"),
        ("exclude = [\"../up/**\"]\n", 1, "`exclude` has a bad glob `../up/**`: a glob cannot leave the directory of keepshipping.toml"),
        ("exclude = [\"!keep\"]\n", 1, "`exclude` has a bad glob `!keep`: negated globs (`!`) are not supported"),
        ("exclude = [\"\"]\n", 1, "`exclude` has a bad glob ``: it matches nothing; write a name or a path"),
        ("warnings-as-errors = \"all\"\n", 1, "`warnings-as-errors` must be `true`, `false` or a list of warning codes, not a string"),
        ("warnings-as-errors = [\"KS9999\"]\n", 1, "`warnings-as-errors` names an unknown code `KS9999`"),
        (
            "warnings-as-errors = [\"no-format-heder-in-ci\"]\n",
            1,
            "`warnings-as-errors` names an unknown code `no-format-heder-in-ci` — did you mean `no-format-header-in-ci`?",
        ),
        (
            "warnings-as-errors = [\"KS0203\"]\n",
            1,
            "`warnings-as-errors` names KS0203 (`undeclared-output`), which is an error: only warnings can be ignored or made to fail",
        ),
        ("per-file-ignores = 3\n", 1, "`per-file-ignores` must be a table of globs to lists of codes, not an integer"),
        ("[per-file-ignores]\n\"a/**\" = \"KS0611\"\n", 2, "`per-file-ignores` must be a list of warning codes (strings), not a string"),
        ("[per-file-ignores]\n\"a/[\" = [\"KS0611\"]\n", 2, "`per-file-ignores` has a bad glob `a/[`: unclosed character class; missing ']'"),
        ("[per-file-ignores]\n\"a/**\" = [\n  \"KS0611\",\n  \"KS06111\",\n]\n", 4, "`per-file-ignores` names an unknown code `KS06111` — did you mean `KS0611`?"),
        ("[per-file-ignores]\n\"a/**\" = [\"KS0001\"]\n", 2, "`per-file-ignores` names KS0001 (`tab-in-indentation`), which is an error: only warnings can be ignored or made to fail"),
    ] {
        let error = rejected(text);
        assert_eq!(error.kind, ErrorKind::BadValue, "{text}");
        assert_eq!(error.to_string(), format!("{FILE_NAME}:{line}: {expected}"), "{text}");
    }
}

#[test]
fn a_file_holds_at_most_a_thousand_globs_of_at_most_a_thousand_bytes() {
    let globs = |n: usize| (0..n).map(|i| format!("\"d{i}/**\"")).collect::<Vec<_>>().join(",\n");
    let config = parse(&format!("exclude = [\n{}\n]\n", globs(MAX_GLOBS))).expect("the limit");
    assert!(config.excludes(&config.root().expect("a root").join("d999/ship.ks")));
    let error = rejected(&format!("exclude = [\n{}\n]\n", globs(MAX_GLOBS + 1)));
    assert_eq!(
        error.to_string(),
        format!(
            "{FILE_NAME}:{}: `exclude` takes the file past 1000 globs, more than a file may hold",
            MAX_GLOBS + 2
        )
    );
    // The two keys count together.
    let text = format!(
        "exclude = [{}]\n[per-file-ignores]\n\"last/**\" = [\"KS0611\"]\n",
        globs(MAX_GLOBS).replace('\n', "")
    );
    let error = rejected(&text);
    assert_eq!(error.line, Some(3), "{error}");
    assert!(error.message.starts_with("`per-file-ignores` takes the file past"), "{error}");

    parse(&format!("exclude = [\"{}\"]\n", "a".repeat(MAX_GLOB_LEN))).expect("the longest glob");
    let error = rejected(&format!("exclude = [\"{}\"]\n", "a".repeat(MAX_GLOB_LEN + 1)));
    assert_eq!(error.message, "`exclude` has a glob longer than 1000 bytes");
}

#[test]
fn base_and_no_base_together_is_a_conflict_at_no_base() {
    let error = rejected("base = \"main\"\n\nno-base = true\n");
    assert_eq!(error.kind, ErrorKind::Conflict);
    assert_eq!(error.line, Some(3));
    assert!(error.message.contains("`no-base = true` and `base`"), "{error}");
    // `no-base = false` beside a base is no conflict.
    let config = parse("base = \"main\"\nno-base = false\n").expect("no conflict");
    assert_eq!(config.base(), Some("main"));
}

#[test]
fn a_toml_syntax_error_is_at_its_line() {
    for (text, line) in [
        ("actor = \"ci\nscripts = false\n", 1),
        ("actor = \"ci\"\n\nscripts = \n", 3),
        ("actor = \"ci\"\nactor = \"agent\"\n", 2),
        ("[per-file-ignores]\n\"a\" = [\"KS0611\"\n", 2),
    ] {
        let error = rejected(text);
        assert_eq!(error.kind, ErrorKind::Syntax, "{text}");
        assert_eq!(error.line, Some(line), "{text}: {error}");
        assert!(error.message.starts_with("not valid TOML: "), "{error}");
    }
}

#[test]
fn a_byte_order_mark_is_read_past() {
    let config = parse("\u{feff}actor = \"ci\"\n").expect("a BOM");
    assert_eq!(config.actor(), Actor::Ci);
    assert_eq!(rejected("\u{feff}\n\nactr = 1\n").line, Some(3));
}

/// Adversarial text: every input gives a configuration or one error of one line, never a panic.
#[test]
fn adversarial_text_never_panics_and_every_error_is_one_line() {
    let mut inputs: Vec<String> = [
        "",
        "=",
        "[",
        "]]",
        "\0",
        "\"",
        "a = ",
        "a.b.c.d = 1",
        "[a.b]\n[a]\n",
        "\u{feff}",
        "exclude = [[[[\"a\"]]]]",
        "per-file-ignores.\"**\" = [\"KS0611\"]",
        "[per-file-ignores.\"x\"]\nactor = 1",
        "per-file-ignores = { a = { b = [] } }",
        "exclude = [\"\\u0000\"]",
        "exclude = [\"**/**/**/**\", \"{a,b\", \"[!]\"]",
        "warnings-as-errors = [true]",
        "warnings-as-errors = 1979-05-27T07:32:00Z",
        "actor = \"ci\"\r\nexlude = 1\r\n",
        "\"actor\" = \"ci\"",
        "'actor' = 'ci'",
        "actor = '''ci'''",
        "actor = \"c\\u0069\"",
        "[[per-file-ignores]]",
    ]
    .iter()
    .map(|text| text.to_string())
    .collect();
    inputs.push("a = ".to_owned() + &"[".repeat(100_000));
    inputs.push("a = ".to_owned() + &"{ b = ".repeat(50_000));
    inputs.push("[".repeat(100_000));
    inputs.push((0..20_000).map(|i| format!("key{i} = {i}\n")).collect());
    inputs.push(format!(
        "exclude = [{}]",
        (0..20_000).map(|i| format!("\"d{i}/**\"")).collect::<Vec<_>>().join(",")
    ));
    inputs.push(format!("exclude = [\"{}\"]", "*".repeat(100_000)));
    // Token soup from a fixed seed.
    let tokens = [
        "actor",
        "exclude",
        "per-file-ignores",
        "=",
        "\"",
        "[",
        "]",
        "{",
        "}",
        ",",
        "\n",
        ".",
        "true",
        "\"KS0611\"",
        "\"**\"",
        "#",
        "'",
        "\\",
        "1",
        " ",
        "[per-file-ignores]",
        "\"ci\"",
    ];
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    for _ in 0..3_000 {
        let mut text = String::new();
        for _ in 0..(seed % 24) {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            text.push_str(tokens[(seed % tokens.len() as u64) as usize]);
        }
        seed = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
        inputs.push(text);
    }
    let mut accepted = 0;
    for text in &inputs {
        match parse(text) {
            Ok(_) => accepted += 1,
            Err(error) => {
                let line = error.to_string();
                assert!(!line.contains('\n'), "more than one line for {text:?}: {line}");
                assert!(line.starts_with("keepshipping.toml"), "{line}");
            }
        }
    }
    assert!(accepted > 0 && accepted < inputs.len(), "{accepted} of {}", inputs.len());
}

/// The `toml` blocks of the module's documentation, the README's Configuration section and chapter 18
/// of the specification are configurations this version reads.
#[test]
fn the_documented_examples_are_valid_configurations() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let sources = [
        ("reference/ks-host/src/config.rs", "//! "),
        ("README.md", ""),
        ("spec/src/18-configuration.md", ""),
    ];
    for (source, prefix) in sources {
        let text = fs::read_to_string(root.join(source)).expect(source);
        let lines: Vec<&str> = text
            .lines()
            .map(|line| {
                line.strip_prefix(prefix).or(line.strip_prefix(prefix.trim_end())).unwrap_or(line)
            })
            .collect();
        let mut examples = Vec::new();
        let mut open: Option<Vec<&str>> = None;
        for line in lines {
            match (&mut open, line.trim_start()) {
                (None, "```toml") => open = Some(Vec::new()),
                (Some(_), "```") => examples.push(open.take().expect("open").join("\n")),
                (Some(block), _) => block.push(line),
                (None, _) => {}
            }
        }
        assert!(!examples.is_empty(), "{source}: no ```toml block");
        for example in examples {
            let config =
                parse(&example).unwrap_or_else(|error| panic!("{source}: {error}\n{example}"));
            assert_eq!(config.actor(), Actor::Ci, "{source}: the example sets every key");
            assert!(!config.scripts(), "{source}");
        }
    }
}

/// A parallel walk shares the configuration and the resolver between threads.
#[test]
fn the_configuration_and_the_resolver_are_shared_between_threads() {
    fn shared<T: Send + Sync>(_: &T) {}
    let config = parse("exclude = [\"vendor\"]\n").expect("a file");
    shared(&config);
    let resolver = Resolver::new(None, true, Flags::default()).expect("--isolated");
    shared(&resolver);
    let root = config.root().expect("a root").to_path_buf();
    let found = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..4)
            .map(|i| {
                let (config, root) = (&config, &root);
                scope.spawn(move || config.excludes(&root.join(format!("vendor/{i}/ship.ks"))))
            })
            .collect();
        handles.into_iter().map(|handle| handle.join().expect("no panic")).collect::<Vec<_>>()
    });
    assert_eq!(found, [true; 4]);
}
