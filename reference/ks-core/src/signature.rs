//! Block signatures as data (BLOCK-5, BLOCK-15): what a block declares and carries, as the model
//! and the checks read it. Deriving them from block files is [`crate::block`]'s; the host hands them
//! in through `CheckOptions::blocks`.

use std::collections::HashMap;

use crate::{catalog::Action, types::Type};

/// How deep blocks may nest (BLOCK-20): a use in the checked file is depth 1, a use inside that block
/// depth 2, and so on.
pub const MAX_BLOCK_DEPTH: usize = 4;

/// One declared input of a block: its type and whether a default fills it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockInput {
    pub name: String,
    pub ty: Type,
    pub has_default: bool,
    /// The default as written (`2` for `replicas: int = 2`), filled in where a use leaves it out.
    pub default: Option<String>,
}

/// Whether a deploy inside a nest says what it ships must be signed by (the `verify:` obligation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CarriedVerify {
    /// The inner step writes a `verify:` of its own.
    Verified,
    /// The inner step's `verify:` is the block input of this name: the use passes it, or its default
    /// does.
    FromInput(String),
    /// Nothing says what it is verified against.
    Missing,
}

/// One action of a step inside a nest, as its use carries it (BLOCK-21).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CarriedAction {
    pub action: Action,
    /// The environments its `when: env is …` gates allow, through every level; `None` when nothing
    /// gates it (every environment of the using file, ENV-11).
    pub envs: Option<Vec<String>>,
    /// The steps from the block down to the one that acts (`["web", "rollout"]`), for messages.
    pub path: Vec<String>,
    /// For a deploy: what satisfies `require-verified:`.
    pub verify: CarriedVerify,
    /// For a deploy: what it does when it does not come up healthy (default filled), which the plan
    /// shows for the use.
    pub rollback: Option<crate::rollback::RollbackPolicy>,
}

/// What is wrong with a nest (KS0208), with the path of block names that gets there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NestProblem {
    Circle(Vec<String>),
    TooDeep(Vec<String>),
}

impl NestProblem {
    /// What two reports of one problem share: a circle's blocks whatever block it is entered from
    /// (sorted), an overflow's path.
    pub fn identity(&self) -> String {
        match self {
            NestProblem::Circle(path) => {
                let mut members: Vec<&str> =
                    path[..path.len().saturating_sub(1)].iter().map(String::as_str).collect();
                members.sort_unstable();
                format!("circle {}", members.join(" "))
            }
            NestProblem::TooDeep(path) => format!("deep {}", path.join(" ")),
        }
    }

    pub fn message(&self) -> String {
        match self {
            NestProblem::Circle(path) => {
                format!("block nest closes a circle: {}", path.join(" → "))
            }
            NestProblem::TooDeep(path) => {
                format!("block nest is deeper than {MAX_BLOCK_DEPTH} levels: {}", path.join(" → "))
            }
        }
    }
}

/// Where a block's name is declared: the file as the caller named it to [`crate::block::block_signatures`],
/// and the `block:` entry's value (the whole entry when it has none).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeclarationSite {
    pub file: String,
    pub span: ks_lang::TextRange,
}

/// What a use may pass and read back (BLOCK-3, BLOCK-11, BLOCK-13), and what it reaches.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BlockSignature {
    /// The name its `block:` declares.
    pub name: String,
    pub inputs: Vec<BlockInput>,
    /// Read by a use as `<step>.out.<name>`.
    pub outputs: Vec<(String, Type)>,
    /// The actions of every step inside, nested uses included (BLOCK-21).
    pub actions: Vec<CarriedAction>,
    /// Block levels in the nest, this one included (1: it uses no block).
    pub depth: usize,
    /// A circle or an overflow inside the nest (KS0208).
    pub nest_problem: Option<NestProblem>,
    /// The files whose `block:` declares this name (`blocks/web.ks`), in path order; the first is
    /// the one read. More than one is an error at each of them and at every use (GAP-27, KS0106).
    pub declared_in: Vec<String>,
    /// Where the read file declares the name (go-to-definition on a use); `None` for a signature
    /// made up for a circle or an overflow.
    pub site: Option<DeclarationSite>,
    /// The inputs and outputs (`input x`, `output y`) whose written type nests more than
    /// [`crate::types::MAX_TYPE_DEPTH`] wrappers: they read as `any`, and every use is told (ADR 0061).
    pub too_deep_types: Vec<String>,
}

/// Signatures keyed by the kind a use writes (`acme/web-service@v3`, `web-service`).
pub type BlockSignatures = HashMap<String, BlockSignature>;
