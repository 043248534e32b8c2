mod generated;

pub use generated::SyntaxKind;
