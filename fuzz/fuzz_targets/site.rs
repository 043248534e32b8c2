//! A whole site from the fuzzer's bytes (`ks_fuzz::site`'s framing: `ship.ks`, then `blocks/*.ks`,
//! `*.tf` directories, `base/ship.ks`, `baseline.ks`, any other file), written to a scratch directory
//! and read back the way the tools read a site: the blocks beside the file (`ks_host::blocks`), the
//! policy base and baseline as the conformance adapter reads them (`ks_host::suite::case_options`:
//! `base/ship.ks`, `base.unresolved`, `baseline.ks`; the CLI asks git instead, which a scratch
//! directory outside any repository would answer "unresolved" every time), and the `*.tf` outputs
//! through `ks_host::site::SiteFacts` (scripts disabled: importing a module runs node).
//!
//! `ship.ks` and every block file are checked and rendered through `ks_report` (human and SARIF), and
//! `ship.ks` is planned through `ks_report::plan` with the options `keepshipping plan` builds.
//! Properties:
//!
//! - nothing panics or aborts (libFuzzer's timeout and RSS limit catch the rest);
//! - every diagnostic has a `KS` code and a message, and its span and related spans lie inside the
//!   checked file on character boundaries; the report's status is `Failed` exactly when there is an
//!   error;
//! - the plan refuses exactly when its own check has errors (a refusal without an error is a cycle
//!   the check did not report), and refuses whenever `check` has errors. `keepshipping plan` does not
//!   read the `*.tf` outputs or the policy documents that `check` reads, so a site holding those can
//!   be refused by `check` and planned by `plan`: that gap is known (reported to the lead) and is
//!   tolerated unless `KS_FUZZ_PLAN_GAP=strict`; on a site without such files it always fails.
#![no_main]

use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use ks_core::{Actor, CheckOptions, Checked};
use ks_fuzz::site::{Site, SHIP};
use ks_host::scripts::ScriptOptions;
use ks_report::{Status, Styles};
use libfuzzer_sys::fuzz_target;

/// One scratch directory per process, emptied for every input: `<scratch>/files` is the site (the
/// conformance layout: a case directory whose `files/` holds what lies beside the input).
fn scratch() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| std::env::temp_dir().join(format!("ks-fuzz-site-{}", std::process::id())))
}

fn strict_plan_gap() -> bool {
    static STRICT: OnceLock<bool> = OnceLock::new();
    *STRICT.get_or_init(|| std::env::var("KS_FUZZ_PLAN_GAP").is_ok_and(|v| v == "strict"))
}

/// The options `check` reads a file of the site with: blocks, base and baseline (the conformance
/// adapter's reading of the site) and the site's `*.tf` outputs.
fn check_options(case: &Path, site: &Path, actor: Actor) -> CheckOptions {
    let mut options = CheckOptions::default();
    options.actor = actor;
    let options = ks_host::suite::case_options(case, options);
    let scripts = ScriptOptions { enabled: false, node: None, ..ScriptOptions::default() };
    let facts = ks_host::site::SiteFacts::new(site, scripts);
    options.with_runtime_outputs(Arc::new(facts))
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

fuzz_target!(|data: &[u8]| {
    let site = Site::split(data);
    let Ok(text) = std::str::from_utf8(&site.ship) else { return };
    let case = scratch();
    let dir = case.join("files");
    site.write(&dir).expect("the scratch directory can be written");
    let ship = dir.join(SHIP);

    // `check`, with the actor the file is most often checked for and with an agent (policy binds
    // the actor).
    let checked = check(SHIP, text, &check_options(case, &dir, Actor::Human));
    let _ = check(SHIP, text, &check_options(case, &dir, Actor::Agent));

    // `plan`, with the options `keepshipping plan` builds: the blocks beside the file, nothing else.
    let mut plan_options = CheckOptions::default();
    plan_options.blocks = ks_host::blocks::discover(&ship);
    let plan_checked = ks_core::check(&ks_lang::parse(text), &plan_options);
    let mut planned = None;
    for format in [
        ks_report::plan::Format::Json,
        ks_report::plan::Format::Human,
        ks_report::plan::Format::Dot,
        ks_report::plan::Format::Mermaid,
    ] {
        let printed =
            ks_report::plan::run(SHIP, text, &plan_options, None, None, format, Styles::PLAIN);
        assert_ne!(
            printed.status,
            Status::Usage,
            "plan without --env or --event is never a usage error"
        );
        let status = printed.status;
        assert!(planned.is_none_or(|p| p == status), "the plan's formats disagree on refusing");
        planned = Some(status);
    }
    let refused = planned == Some(Status::Failed);
    assert_eq!(
        refused,
        plan_checked.has_errors(),
        "plan {} a file whose check has {} errors ({:?}): {text:?}",
        if refused { "refuses" } else { "plans" },
        if plan_checked.has_errors() { "" } else { "no" },
        error_codes(&plan_checked),
    );
    if checked.has_errors() && !refused {
        let gap = site.has_facts_plan_does_not_read();
        assert!(
            gap && !strict_plan_gap(),
            "plan plans a site check refuses (check errors {:?}, plan's check errors {:?}; the site \
             {} files plan does not read): {:?}",
            error_codes(&checked),
            error_codes(&plan_checked),
            if gap { "has" } else { "has no" },
            String::from_utf8_lossy(data),
        );
    }

    // Every block file, checked as `keepshipping check blocks/NAME.ks` reads it: its siblings, and
    // the blocks directory as its site.
    for file in &site.files {
        let Some(name) = file.path.strip_prefix("blocks/") else { continue };
        if !name.ends_with(".ks") || name.contains('/') {
            continue;
        }
        let Ok(block) = std::str::from_utf8(&file.bytes) else { continue };
        let path = dir.join(&file.path);
        if !path.is_file() {
            continue;
        }
        let mut options = CheckOptions::default();
        options.blocks = ks_host::blocks::discover(&path);
        let scripts = ScriptOptions { enabled: false, node: None, ..ScriptOptions::default() };
        let facts = ks_host::site::SiteFacts::new(&dir.join("blocks"), scripts);
        let options = options.with_runtime_outputs(Arc::new(facts));
        let _ = check(&file.path, block, &options);
    }
});
