//! The conformance suite's multi-file cases (conformance/NOTATION.md §2, "Files beside the input"),
//! read into check options, so the suite's in-process adapter and `keepshipping conformance` share
//! one reading:
//!
//! - `files/blocks/*.ks`: the blocks beside the checked file (the input sees them as siblings when it
//!   is itself a block file);
//! - `files/base/`: the default branch's tree; `files/base/ship.ks` is its copy of the checked file, and
//!   a `files/base/` without one is a base that has no copy (an empty policy);
//! - `files/base.unresolved`: no base resolves (KS0405, an empty base);
//! - `files/baseline.ks`: the organisation's baseline.
//!
//! A case with none of these consults no base, like every case outside `blk-use/` and `pol/`.

use std::{path::Path, sync::Arc};

use ks_core::{policy::Base, CheckOptions};

use crate::{blocks, policy::FileBaseline};

/// `options` with what the case directory `dir` holds beside its `input.ks`.
pub fn case_options(dir: &Path, mut options: CheckOptions) -> CheckOptions {
    let files = dir.join("files");
    if !files.is_dir() {
        return options;
    }
    options.blocks = ks_core::block::block_signatures(&blocks::read_dir(&files.join("blocks")));
    if files.join("base").is_dir() {
        let text = std::fs::read_to_string(files.join("base/ship.ks")).ok();
        options.policy_base =
            Base::Resolved { name: "files/base".into(), commit: "files/base".into(), text };
    } else if files.join("base.unresolved").is_file() {
        options.policy_base = Base::Unresolved;
    }
    if let Ok(store) = FileBaseline::read(&files.join("baseline.ks")) {
        options.policy_store = Arc::new(store);
    }
    options
}
