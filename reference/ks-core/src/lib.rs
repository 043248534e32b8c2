//! `ks-core`: what a Keep Shipping workflow means.
//!
//! [`check`] lowers the typed AST of [`ks_lang`] once into a semantic model ([`model::Workflow`]) and
//! checks it with one module per area ([`check`](crate::check())'s modules under `check/`). The crate
//! reads no files and spawns nothing: whatever lies outside the file (block signatures, policy
//! documents, `.tf` and script facts) reaches it through [`CheckOptions`].
//!
//! This root is the facade and defines nothing: each module imports from the module that defines
//! what it needs, so the layering the tidy tests check is the one the code has.

mod analysis;
mod block;
mod catalog;
mod check;
pub use ks_lang::codes;
pub mod fix;
mod format_version;
mod graph;
#[cfg(test)]
mod linear_lookups;
mod lower;
pub mod model;
pub mod plan;
pub mod policy;
pub mod ports;
mod rollback;
pub mod select;
mod signature;
mod storage;
mod subject;
mod suggest;
mod types;
mod vocabulary;

// The facade (rust-analyzer's `hir` is the model): the modules above that hold the crate's
// machinery are private, and what other crates read of them is re-exported here, item by item, so
// the crate's surface is this list and the data modules (`model`, `plan`, `policy`, `ports`,
// `select`, `fix`). An item joins the list when a crate outside needs it, not before.

pub use model::Workflow;
pub use select::select_env;

// Checking one file: who and where, what the host answers, and what comes back.
pub use analysis::{lower, CheckOptions, Checked};
pub use check::check;
pub use subject::{Actor, Context};

// Block files: the host reads them and hands their signatures over (`CheckOptions::blocks`); the
// language server shows where a block declares its name, the executor what a use carries.
pub use block::{
    block_signatures, declared_name as declared_block_name, step_actions, BlockSignatures,
    DeclarationSite, NestProblem,
};
// The built-in kinds and the one action/verb vocabulary: the catalog behind hover, completion,
// `explain` and the site's "Built-in kinds" page.
pub use catalog::{
    kind as builtin_kind, Action, InputType, KindSpec, KINDS as BUILTIN_KINDS, RESERVED_STEP_KEYS,
};
// The graph of one file (edges, order, cycles): the executor runs in its order and the plan's
// readers name its edges' reasons.
pub use graph::{graph, EdgeReason, Graph};
// Types as the checker reads them: the host reads `.tf` and script outputs into them.
pub use types::{Type, MAX_TYPE_DEPTH};
// Did-you-mean, for the host's configuration messages and `explain`, so every front end suggests
// the same way.
pub use suggest::{closest as closest_name, hint as did_you_mean, quoted_list};
// The previous format's reading: the formatter's `--upgrade` asks the catalog through
// `CatalogKinds`, the language server maps positions through the same migration `check` reads.
pub use format_version::{migrate_previous, CatalogKinds};
// The fixed keys and words (top-level keys, environment properties, triggers), which the check
// holds a file to and the language server completes.
pub use vocabulary::{
    names as vocabulary_names, top_level_keys, Word, BLOCK_KEYS, ENV_PROPERTIES, SITE_KEYS,
    TRIGGERS,
};
// Rollback vocabulary, which the executor writes into the run log.
pub use rollback::{Rollback, RollbackPolicy, RollbackStatus};
