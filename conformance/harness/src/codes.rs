//! `conformance/codes.toml`: the registry of diagnostic codes.

use std::collections::BTreeMap;
use std::path::Path;

use serde::Deserialize;

/// One registered code.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct CodeInfo {
    /// A short kebab-case name.
    pub name: String,
    /// `error`, `warning` or `note`.
    pub severity: String,
    /// The level that emits it (`parse` for the syntax codes; `check` for the checker's).
    pub level: String,
    /// The format version it exists from.
    pub since: String,
    /// One sentence.
    pub summary: String,
    /// What the diagnostic's span covers (normative: NOTATION.md §5 compares spans exactly).
    #[serde(default)]
    pub span: Option<String>,
    /// How to make the diagnostic go away, in one or two sentences (`keepshipping explain`).
    #[serde(default)]
    pub fix: Option<String>,
    /// The id of a case whose input produces the code (`keepshipping explain`'s failing example).
    #[serde(default)]
    pub fails: Option<String>,
    /// The id of a valid case without the code, the failing input corrected (the passing example).
    #[serde(default)]
    pub passes: Option<String>,
}

/// The registry: code → info.
#[derive(Clone, Debug, Default)]
pub struct Codes(pub BTreeMap<String, CodeInfo>);

impl Codes {
    /// Reads and validates `codes.toml`.
    pub fn load(path: &Path) -> Result<Codes, String> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        Codes::parse(&text)
    }

    /// Parses and validates registry text.
    pub fn parse(text: &str) -> Result<Codes, String> {
        let map: BTreeMap<String, CodeInfo> =
            toml::from_str(text).map_err(|e| format!("codes.toml: {e}"))?;
        for (code, info) in &map {
            let well_formed = code.len() == 6
                && code.starts_with("KS")
                && code[2..].bytes().all(|b| b.is_ascii_digit());
            if !well_formed {
                return Err(format!("codes.toml: `{code}` is not KSnnnn"));
            }
            if !["error", "warning", "note"].contains(&info.severity.as_str()) {
                return Err(format!("codes.toml: {code}: severity `{}`", info.severity));
            }
            let kebab = |b: u8| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-';
            if info.name.is_empty() || !info.name.bytes().all(kebab) {
                return Err(format!(
                    "codes.toml: {code}: the name `{}` is not kebab-case",
                    info.name
                ));
            }
        }
        let mut names: Vec<&str> = map.values().map(|info| info.name.as_str()).collect();
        names.sort_unstable();
        if let Some(twice) = names.windows(2).find(|pair| pair[0] == pair[1]) {
            return Err(format!("codes.toml: the name `{}` is given to two codes", twice[0]));
        }
        Ok(Codes(map))
    }

    /// The suite's own registry (`codes.toml` in [`suite_dir`](crate::suite_dir)), read once.
    pub fn suite() -> Result<&'static Codes, String> {
        static SUITE: std::sync::OnceLock<Result<Codes, String>> = std::sync::OnceLock::new();
        SUITE
            .get_or_init(|| Codes::load(&crate::suite_dir().join("codes.toml")))
            .as_ref()
            .map_err(Clone::clone)
    }

    /// Whether `code` is registered with severity `error`. Unknown codes count as errors.
    pub fn is_error(&self, code: &str) -> bool {
        self.0.get(code).is_none_or(|i| i.severity == "error")
    }

    /// The codes emitted at `level`.
    pub fn at_level<'a>(&'a self, level: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.0.iter().filter(move |(_, i)| i.level == level).map(|(c, _)| c.as_str())
    }
}
