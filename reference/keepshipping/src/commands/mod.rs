pub mod conformance;
pub mod parse;
