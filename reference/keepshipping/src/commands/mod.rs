pub mod check;
pub mod conformance;
pub mod fmt;
pub mod lsp;
pub mod parse;
pub mod plan;
pub mod policy;
pub mod site;
