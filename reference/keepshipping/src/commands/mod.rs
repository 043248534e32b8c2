pub mod check;
pub mod conformance;
pub mod fmt;
pub mod parse;
pub mod plan;
pub mod policy;
