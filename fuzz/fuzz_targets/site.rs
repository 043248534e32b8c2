//! A whole site from the fuzzer's bytes (`ks_fuzz::site`'s framing: `ship.ks`, then `blocks/*.ks`,
//! `*.tf` directories, `base/ship.ks`, `baseline.ks`, any other file), written to a scratch directory
//! and read back the two ways the tools read a site:
//!
//! - the CLI's: `ks_host::loader::load`, the one loader `keepshipping check`, `plan` and `policy
//!   explain` share (blocks beside the file, the policy base through git, which for a scratch
//!   directory outside any repository is "outside a repository", `--baseline baseline.ks` when the site has
//!   one, the `*.tf` outputs, `--no-scripts`: importing a module runs node);
//! - the conformance adapter's: `ks_host::suite::case_options` (blocks, `base/ship.ks` as the
//!   resolved base, `base.unresolved`, `baseline.ks`) and `ks_host::site::SiteFacts`.
//!
//! `ship.ks` is checked and reported through `ks_report::check` (human and SARIF) both ways (as a
//! human the CLI's way, as an agent the adapter's: policy binds the actor), and planned through
//! `ks_report::plan` with the same options; the first three block files are checked the CLI's way
//! (with `--no-base`).
//! Properties:
//!
//! - nothing panics or aborts (libFuzzer's timeout and RSS limit catch the rest);
//! - every diagnostic has a `KS` code and a message, and its span and related spans lie inside the
//!   checked file on character boundaries; the report's status is `Failed` exactly when there is an
//!   error;
//! - `plan` refuses exactly when `check` with the same options has errors (a refusal without an error
//!   would be a cycle the check did not report; a plan despite an error, a gap between the two), in
//!   every format alike.
#![no_main]

use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use ks_core::{Actor, CheckOptions, Checked};
use ks_fuzz::site::{Site, SHIP};
use ks_host::loader::RunRequest;
use ks_host::scripts::ScriptOptions;
use ks_report::{plan, Status, Styles};
use libfuzzer_sys::fuzz_target;

/// One scratch directory per process, emptied for every input: `<scratch>/files` is the site (the
/// conformance layout: a case directory whose `files/` holds what lies beside the input).
fn scratch() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| std::env::temp_dir().join(format!("ks-fuzz-site-{}", std::process::id())))
}

fn no_scripts() -> ScriptOptions {
    ScriptOptions { enabled: false, node: None, ..ScriptOptions::default() }
}

/// The options `keepshipping check FILE --no-scripts [--no-base] [--baseline SITE/baseline.ks]`
/// builds; `None`
/// where the CLI would stop with exit 2 (a baseline it cannot read, a base the environment names
/// that does not resolve).
fn cli_options(file: &Path, site: &Path, actor: Actor, no_base: bool) -> Option<CheckOptions> {
    let baseline = site.join("baseline.ks");
    let request = RunRequest {
        base: None,
        base_named_by: None,
        baseline: baseline.is_file().then_some(baseline),
        no_base,
        scripts: no_scripts(),
    };
    ks_host::loader::load(Some(file), None, request, CheckOptions::default().with_actor(actor)).ok()
}

/// The options the conformance adapter builds for the case whose `files/` is `site`.
fn case_options(case: &Path, site: &Path, actor: Actor) -> CheckOptions {
    let options = ks_host::suite::case_options(case, CheckOptions::default().with_actor(actor));
    options.with_runtime_outputs(Arc::new(ks_host::site::SiteFacts::new(site, no_scripts())))
}

/// Checks `text` with `options`: the diagnostics' properties, and the CLI's reports of them.
fn check(name: &str, text: &str, options: &CheckOptions) -> Checked {
    let checked = ks_core::check(&ks_lang::parse(text), options);
    for diagnostic in checked.diagnostics() {
        let code = diagnostic.code;
        assert!(
            code.len() == 6
                && code.starts_with("KS")
                && code[2..].bytes().all(|b| b.is_ascii_digit()),
            "code {code:?} in {name}"
        );
        assert!(!diagnostic.message.is_empty(), "{code} has an empty message in {name}");
        ks_fuzz::check_span(text, diagnostic.span, code);
        for related in &diagnostic.related {
            ks_fuzz::check_span(text, related.span, code);
        }
    }
    for format in [ks_report::check::Format::Human, ks_report::check::Format::Sarif] {
        let printed = ks_report::check::run(name, text, options, format, Styles::PLAIN);
        let expected = if checked.has_errors() { Status::Failed } else { Status::Clean };
        assert_eq!(printed.status, expected, "{name}: the report's status disagrees with check");
    }
    checked
}

fn error_codes(checked: &Checked) -> Vec<&'static str> {
    let mut codes: Vec<_> =
        checked.diagnostics().iter().filter(|d| d.is_error()).map(|d| d.code).collect();
    codes.sort_unstable();
    codes.dedup();
    codes
}

/// Plans `text` in `formats` with the options `checked` was checked with: refused exactly when it
/// has errors.
fn plans(text: &str, options: &CheckOptions, checked: &Checked, formats: &[plan::Format]) {
    for &format in formats {
        let printed = plan::run(SHIP, text, options, None, None, format, Styles::PLAIN);
        assert_ne!(
            printed.status,
            Status::Usage,
            "plan without --env or --event gave a usage error"
        );
        let refused = printed.status == Status::Failed;
        assert_eq!(
            refused,
            checked.has_errors(),
            "plan ({format:?}) {} a file whose check has {}errors {:?}: {text:?}",
            if refused { "refuses" } else { "plans" },
            if checked.has_errors() { "" } else { "no " },
            error_codes(checked),
        );
    }
}

fuzz_target!(|data: &[u8]| {
    let site = Site::split(data);
    let Ok(text) = std::str::from_utf8(&site.ship) else { return };
    let case = scratch();
    let dir = case.join("files");
    site.write(&dir).expect("the scratch directory can be written");
    let ship = dir.join(SHIP);

    if let Some(options) = cli_options(&ship, &dir, Actor::Human, false) {
        let checked = check(SHIP, text, &options);
        plans(text, &options, &checked, &[plan::Format::Json, plan::Format::Human]);
    }
    let options = case_options(case, &dir, Actor::Agent);
    let checked = check(SHIP, text, &options);
    plans(text, &options, &checked, &[plan::Format::Dot, plan::Format::Mermaid]);

    // The first three block files, as `keepshipping check blocks/NAME.ks --no-scripts --no-base`
    // reads them (no git spawned per block file).
    let blocks = site.files.iter().filter(|file| {
        file.path
            .strip_prefix("blocks/")
            .is_some_and(|name| name.ends_with(".ks") && !name.contains('/'))
    });
    for file in blocks.take(3) {
        let Ok(block) = std::str::from_utf8(&file.bytes) else { continue };
        let path = dir.join(&file.path);
        if !path.is_file() {
            continue;
        }
        if let Some(options) = cli_options(&path, &dir, Actor::Human, true) {
            let _ = check(&file.path, block, &options);
        }
    }
});
