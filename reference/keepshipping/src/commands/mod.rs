pub mod conformance;
pub mod fmt;
pub mod parse;
