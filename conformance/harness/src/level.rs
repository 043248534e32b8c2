use std::fmt;

/// A conformance level: what is compared, and which expected file holds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// The lossless CST, `cst.sexp`.
    Cst,
    /// The typed AST, `ast.json` (valid inputs only).
    Ast,
    /// The parser's diagnostics, `parse.diag`.
    Parse,
}

impl Level {
    /// Every level, in report order.
    pub const ALL: [Level; 3] = [Level::Cst, Level::Ast, Level::Parse];

    /// The protocol name (`cst`, `ast`, `parse`).
    pub fn name(self) -> &'static str {
        match self {
            Level::Cst => "cst",
            Level::Ast => "ast",
            Level::Parse => "parse",
        }
    }

    /// The expected file's name inside a case directory.
    pub fn file_name(self) -> &'static str {
        match self {
            Level::Cst => "cst.sexp",
            Level::Ast => "ast.json",
            Level::Parse => "parse.diag",
        }
    }

    /// Parses a protocol name.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
