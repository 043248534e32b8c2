//! Coverage questions a suite's self-tests ask: is every registered code emitted by some case at its
//! level, and is every requirement ID of some areas named by some case. Both return what is missing
//! (empty: covered), so a test can assert emptiness and print the rest.
//!
//! ```no_run
//! use ks_conformance::{case, codes::Codes, coverage, rules, suite_dir};
//! let cases = case::discover(&suite_dir().join("cases")).unwrap();
//! let codes = Codes::load(&suite_dir().join("codes.toml")).unwrap();
//! let rules = rules::parse(&std::fs::read_to_string(suite_dir().join("rules.txt")).unwrap()).unwrap();
//! assert_eq!(coverage::codes_not_emitted(&cases, &codes, "check"), Vec::<String>::new());
//! assert_eq!(coverage::rules_not_named(&cases, &rules, &["REF", "KIND"]), Vec::<String>::new());
//! ```

use std::collections::{BTreeMap, BTreeSet};

use crate::codes::Codes;
use crate::notation::diag;
use crate::{Case, Level};

/// The codes some case's expected file at `level` emits (`parse.diag` for `parse`, `check.diag` for
/// `check`; levels without a diagnostics notation emit none).
pub fn emitted_codes(cases: &[Case], level: Level) -> Result<BTreeSet<String>, String> {
    let mut out = BTreeSet::new();
    if level != Level::Parse && level != Level::Check {
        return Ok(out);
    }
    for case in cases {
        if let Some(text) = case.expected(level) {
            let lines = diag::parse(&text).map_err(|e| format!("{}: {e}", case.id))?;
            out.extend(lines.into_iter().map(|d| d.code));
        }
    }
    Ok(out)
}

/// The codes of `codes.toml` registered at `level` (the `level` field: `parse`, `check`, …) that no
/// case emits in its expected file of that level. A level name that is not a [`Level`] is reported
/// whole. Panics never: an unreadable expected file is reported as missing coverage with its error.
pub fn codes_not_emitted(cases: &[Case], codes: &Codes, level: &str) -> Vec<String> {
    let registered: Vec<String> = codes.at_level(level).map(str::to_string).collect();
    let Some(lvl) = Level::from_name(level) else {
        return registered;
    };
    match emitted_codes(cases, lvl) {
        Ok(emitted) => registered.into_iter().filter(|c| !emitted.contains(c)).collect(),
        Err(e) => vec![e],
    }
}

/// The requirement IDs of `rules` (from `rules.txt`) selected by `areas` that no case names in its
/// `rules`. An entry of `areas` is an area (`REF` selects every `REF-…`) or, when it holds a `-`, one
/// exact ID (`GAP-14`). An exact ID missing from `rules` is reported too.
pub fn rules_not_named(
    cases: &[Case],
    rules: &BTreeMap<String, String>,
    areas: &[&str],
) -> Vec<String> {
    let named: BTreeSet<&str> =
        cases.iter().flat_map(|c| c.meta.rules.iter().map(String::as_str)).collect();
    let selected = |id: &str| {
        areas.contains(&id) || id.split_once('-').is_some_and(|(area, _)| areas.contains(&area))
    };
    let mut missing: Vec<String> = rules
        .keys()
        .filter(|id| selected(id))
        .filter(|id| !named.contains(id.as_str()))
        .cloned()
        .collect();
    for exact in areas.iter().filter(|a| a.contains('-')) {
        if !rules.contains_key(*exact) {
            missing.push(format!("{exact} (not in rules.txt)"));
        }
    }
    missing
}
