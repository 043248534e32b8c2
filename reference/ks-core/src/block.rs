//! Block signatures as `check` sees them (BLOCK-14, BLOCK-15): resolved by the caller and injected
//! through [`crate::CheckOptions::blocks`], keyed by a use's kind as written. Resolving and checking
//! block files themselves is a later issue; this module is the seam it fills.

use std::collections::HashMap;

use crate::types::Type;

/// How deep blocks may nest (BLOCK-20).
pub const MAX_BLOCK_DEPTH: usize = 4;

/// One declared input of a block: its type and whether a default fills it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockInput {
    pub name: String,
    pub ty: Type,
    pub has_default: bool,
}

/// What a use may pass and read back (BLOCK-3, BLOCK-11, BLOCK-13).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BlockSignature {
    /// The name its `block:` declares.
    pub name: String,
    pub inputs: Vec<BlockInput>,
    /// Read by a use as `<step>.out.<name>`.
    pub outputs: Vec<(String, Type)>,
}

/// Signatures keyed by the kind a use writes (`acme/web-service@v3`, `web-service`).
pub type BlockSignatures = HashMap<String, BlockSignature>;
