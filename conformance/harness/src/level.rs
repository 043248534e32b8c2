use std::fmt;

/// A conformance level: what is compared, and which expected file holds it.
///
/// The enum is `#[non_exhaustive]`: levels are added as the language grows, and
/// a `match` outside this crate needs a `_` arm. An implementation declares the levels it supports once,
/// in [`Implementation::levels`](crate::Implementation::levels).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum Level {
    /// The lossless CST, `cst.sexp`.
    Cst,
    /// The typed AST, `ast.json` (valid inputs only).
    Ast,
    /// The parser's diagnostics, `parse.diag`.
    Parse,
    /// The canonical layout: `formatted.ks` (the exact output) or `format.refused` (a refusal).
    Format,
    /// The checker's diagnostics, syntax ones included, `check.diag` (`parse.diag` notation).
    Check,
    /// The plan per environment, `plan.json` (compared as JSON; NOTATION.md §1, ADR 0040).
    Plan,
    /// The migration to the current format: `migrated.ks` (the exact output) or `migrate.refused`.
    Migrate,
    /// The run log of `keepshipping run` against the case's `world.toml`, `run.jsonl` (NOTATION §5d).
    Exec,
    /// The text after every fix, safe and unsafe, applied to a fixed point (`check --fix
    /// --unsafe-fixes`): `fixed.ks` (the exact output) or `fix.refused` (NOTATION §5e).
    Fix,
}

impl Level {
    /// Every level, in report order.
    pub const ALL: [Level; 9] = [
        Level::Cst,
        Level::Ast,
        Level::Parse,
        Level::Format,
        Level::Check,
        Level::Plan,
        Level::Migrate,
        Level::Exec,
        Level::Fix,
    ];

    /// The three syntax levels, the default claim of an [`Implementation`](crate::Implementation).
    pub const SYNTAX: [Level; 3] = [Level::Cst, Level::Ast, Level::Parse];

    /// The protocol name (`cst`, `ast`, `parse`, `format`, `check`, `plan`, `migrate`, `exec`,
    /// `fix`).
    pub fn name(self) -> &'static str {
        match self {
            Level::Cst => "cst",
            Level::Ast => "ast",
            Level::Parse => "parse",
            Level::Format => "format",
            Level::Check => "check",
            Level::Plan => "plan",
            Level::Migrate => "migrate",
            Level::Exec => "exec",
            Level::Fix => "fix",
        }
    }

    /// The expected files that assert this level; a case holds at most one of them. The first is the
    /// level's main file; the second, when there is one, asserts a refusal.
    pub fn file_names(self) -> &'static [&'static str] {
        match self {
            Level::Cst => &["cst.sexp"],
            Level::Ast => &["ast.json"],
            Level::Parse => &["parse.diag"],
            Level::Format => &["formatted.ks", "format.refused"],
            Level::Check => &["check.diag"],
            Level::Plan => &["plan.json"],
            Level::Migrate => &["migrated.ks", "migrate.refused"],
            Level::Exec => &["run.jsonl"],
            Level::Fix => &["fixed.ks", "fix.refused"],
        }
    }

    /// The level's main expected file (`cst.sexp`, …, `formatted.ks`, `migrated.ks`).
    pub fn file_name(self) -> &'static str {
        self.file_names()[0]
    }

    /// The file that asserts a refusal at this level (`format.refused`, `migrate.refused`,
    /// `fix.refused`), if any.
    pub fn refusal_file_name(self) -> Option<&'static str> {
        self.file_names().get(1).copied()
    }

    /// Parses a protocol name.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }

    /// Parses a comma-separated list of level names (`cst,ast,parse`); blanks are ignored.
    pub fn parse_list(list: &str) -> Result<Vec<Level>, String> {
        let mut out = Vec::new();
        for name in list.split([',', ' ', '\n', '\t']).map(str::trim).filter(|s| !s.is_empty()) {
            let level = Level::from_name(name).ok_or(format!("unknown level `{name}`"))?;
            if !out.contains(&level) {
                out.push(level);
            }
        }
        Ok(out)
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
