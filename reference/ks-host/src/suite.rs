//! The conformance suite's multi-file cases (conformance/NOTATION.md §2, "Files beside the input"),
//! read into check options, so the suite's in-process adapter and `keepshipping conformance` share
//! one reading:
//!
//! - `files/blocks/*.ks`: the blocks beside the checked file (when the input is itself a block file,
//!   it is one of them, `files/blocks/input.ks`, and sees the others as siblings);
//! - `files/base/`: the default branch's tree (named `main`, as a repository's default branch most
//!   often is, so that messages agree with a real site's); `files/base/ship.ks` is its copy of the
//!   checked file, and a `files/base/` without one is a base that has no copy (an empty policy);
//! - `files/base.unresolved`: no base resolves (KS0405, an empty base);
//! - `files/baseline.ks`: the organisation's baseline.
//!
//! A case with none of these consults no base, like every case outside `blk-use/` and `pol/`.
//!
//! `files/` stands for the directory of the checked file, so its blocks are found by the rule a real
//! site's are ([`crate::blocks::discover`] of `files/ship.ks`), its `.tf` directories and script
//! modules are read by the same [`SiteFacts`], and the whole is put into the options by the same
//! [`Site::options`] the loader's [`crate::loader::Session`] uses. Only the base differs: a case
//! holds the base's tree as files, where a repository has it in git.

use std::{path::Path, sync::Arc};

use ks_core::{policy::Base, ports::policy::PolicyStore, Actor, CheckOptions, Context};

use crate::{
    blocks,
    policy::FileBaseline,
    site::{Site, SiteFacts},
};

/// The site the case directory `dir` holds beside its `input.ks` (`files/`), the input standing for
/// `files/ship.ks`.
pub fn case_site(dir: &Path) -> Site {
    let files = dir.join("files");
    let facts = Arc::new(SiteFacts::for_case(dir));
    if !files.is_dir() {
        return Site { blocks: None, base: None, baseline: None, facts };
    }
    let blocks = Some(case_blocks(dir, &files));
    let base = if files.join("base").is_dir() {
        let text = std::fs::read_to_string(files.join("base/ship.ks")).ok();
        Some(Base::Resolved { name: "main".into(), commit: "files/base".into(), text })
    } else if files.join("base.unresolved").is_file() {
        Some(Base::Unresolved)
    } else {
        None
    };
    let baseline = FileBaseline::read(&files.join("baseline.ks"))
        .ok()
        .map(|store| Arc::new(store) as Arc<dyn PolicyStore>);
    Site { blocks, base, baseline, facts }
}

/// The blocks a case's input sees: those of `files/blocks/`, and the input itself as
/// `files/blocks/input.ks`, where a checked block file is one of its folder's files (BLOCK-19): a
/// sibling declaring its name declares it twice, as `keepshipping check` finds on a real site. An
/// input that declares no block adds nothing ([`ks_core::block_signatures`] skips such a file).
fn case_blocks(dir: &Path, files: &Path) -> ks_core::BlockSignatures {
    let mut folder = blocks::read_dir(&files.join("blocks"));
    if let Ok(text) = std::fs::read_to_string(dir.join("input.ks")) {
        folder.push((files.join("blocks").join("input.ks").to_string_lossy().into_owned(), text));
        folder.sort();
    }
    ks_core::block_signatures(&folder)
}

/// `options` with everything the case directory `dir` holds beside its `input.ks`: its blocks, base,
/// baseline, `.tf` outputs and script facts ([`case_site`]).
pub fn case_options(dir: &Path, options: CheckOptions) -> CheckOptions {
    case_site(dir).options(options)
}

/// The check options of one conformance trial, as `keepshipping conformance check` and the suite's
/// in-process adapter both build them: who is checked, where the check pretends to run, whether the
/// environment the check sees sets `CI` (never the process's own), and the site the case directory
/// `dir` holds beside its input ([`case_options`]; none for bare input).
pub fn trial_options(
    actor: Actor,
    context: Context,
    ci_env: bool,
    dir: Option<&Path>,
) -> CheckOptions {
    let options =
        CheckOptions::default().with_actor(actor).with_context(context).with_ci_env(ci_env);
    match dir {
        Some(dir) => case_options(dir, options),
        None => options,
    }
}
