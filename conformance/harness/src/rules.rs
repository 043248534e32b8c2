//! `conformance/rules.txt`: the requirement IDs cases may name, extracted from the specification's
//! `requirements.md` by `ks-conformance rules` so that tests never read outside the repository.

use std::collections::BTreeMap;

/// A requirement area of the specification's Part 1 (`requirements.md`): the prefix of its rule IDs
/// (`LEX` in `LEX-7`), how many rules it has and how far the suite must cover it. Not to be confused
/// with the suite's areas ([`crate::areas`]), the directories cases live in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RequirementArea {
    pub prefix: &'static str,
    /// How many rules the area has in `requirements.md` (`rules.txt` holds exactly these).
    pub rules: u32,
    pub coverage: Coverage,
}

/// How far the conformance cases must cover an area's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Coverage {
    /// Every rule is named by a case: the syntax areas, which the parser answers for.
    EveryRule,
    /// Every rule is named by a case but those about the command line, which named integration
    /// tests show instead (`OUTSIDE_SUITE` in `xtask/src/spec.rs`): the formatter's area.
    EveryRuleButTheCommandLines,
    /// Cases name the rules they show; no rule is required to have one yet.
    Partial,
}

const fn area(prefix: &'static str, rules: u32, coverage: Coverage) -> RequirementArea {
    RequirementArea { prefix, rules, coverage }
}

/// Every requirement area the specification covers, in the order the spec's pages list them: the
/// syntax areas, the formatter's, then the meaning areas (format versions and association, the
/// chapter-14 areas, then the graph and `when:` of chapter 15, blocks and policy of 16, script
/// steps and `.tf` outputs of 17). Every ID of every area must be labelled exactly once in the
/// chapters (`cargo test -p xtask`). This table is the one place the list is written: adding an
/// area is one row here.
pub const REQUIREMENT_AREAS: &[RequirementArea] = &[
    area("LEX", 16, Coverage::EveryRule),
    area("IND", 7, Coverage::EveryRule),
    area("CMT", 5, Coverage::EveryRule),
    area("VAL", 15, Coverage::EveryRule),
    area("SCL", 12, Coverage::EveryRule),
    area("BLK", 6, Coverage::EveryRule),
    area("REC", 9, Coverage::EveryRule),
    area("AST", 7, Coverage::EveryRule),
    area("FMT", 14, Coverage::EveryRuleButTheCommandLines),
    area("VER", 25, Coverage::Partial),
    area("ASSOC", 4, Coverage::Partial),
    area("REF", 13, Coverage::Partial),
    area("KIND", 14, Coverage::Partial),
    area("CTX", 6, Coverage::Partial),
    area("TYPE", 6, Coverage::Partial),
    area("CI", 6, Coverage::Partial),
    area("RB", 19, Coverage::Partial),
    area("TRG", 5, Coverage::Partial),
    area("ENV", 17, Coverage::Partial),
    area("GRAPH", 16, Coverage::Partial),
    area("WHEN", 5, Coverage::Partial),
    area("BLOCK", 25, Coverage::Partial),
    area("POL", 29, Coverage::Partial),
    area("SCR", 24, Coverage::Partial),
    area("IAC", 11, Coverage::Partial),
];

/// The syntax areas of Part 1 plus the formatter's, whose rules must all have a case (or, for a
/// command-line rule, a named test). `rules.txt` must hold rules of each (a check that the
/// extraction read a `requirements.md`); every area of Part 1 is extracted, not only these.
pub fn syntax_areas() -> impl Iterator<Item = &'static str> + Clone {
    REQUIREMENT_AREAS.iter().filter(|a| a.coverage != Coverage::Partial).map(|a| a.prefix)
}

/// The areas every rule of which must be named by at least one case.
pub fn covered_areas() -> impl Iterator<Item = &'static str> + Clone {
    REQUIREMENT_AREAS.iter().filter(|a| a.coverage == Coverage::EveryRule).map(|a| a.prefix)
}

/// The Part 4 gaps whose fills are syntax rules.
pub const GAPS: [u32; 9] = [1, 2, 9, 10, 11, 12, 13, 30, 31];

/// The Part 5 examples of the syntax (EX-1 to EX-9): each has an `example = true` case.
pub const EXAMPLES: std::ops::RangeInclusive<u32> = 1..=9;

/// Parses `rules.txt`: `ID<TAB>summary` per line, `#` comment lines.
pub fn parse(text: &str) -> Result<BTreeMap<String, String>, String> {
    let mut out = BTreeMap::new();
    for (i, line) in text.lines().enumerate() {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (id, summary) = line.split_once('\t').unwrap_or((line, ""));
        if out.insert(id.to_string(), summary.to_string()).is_some() {
            return Err(format!("rules.txt line {}: duplicate {id}", i + 1));
        }
    }
    Ok(out)
}

/// Extracts the rule list from `requirements.md` and renders `rules.txt`: every numbered item of Part 1
/// whose ID is `AREA-n` (all areas), and every Part 4 gap and Part 5 example heading (`### GAP-13 — …`,
/// `### EX-3 — …`), in document order.
pub fn extract(requirements: &str) -> Result<String, String> {
    let mut rules: Vec<(String, String)> = Vec::new();
    let mut in_part_1 = false;
    for line in requirements.lines() {
        let trimmed = line.trim_start();
        if let Some(part) = trimmed.strip_prefix("## ") {
            in_part_1 = part.starts_with("Part 1");
        }
        // Part 1 items: `12. **LEX-12** [S] (L34) text`.
        if let Some((number, rest)) = trimmed.split_once(". **").filter(|_| in_part_1) {
            if !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()) {
                if let Some((id, text)) = rest.split_once("**") {
                    if let Some((area, num)) = id.split_once('-') {
                        let area_ok =
                            !area.is_empty() && area.bytes().all(|b| b.is_ascii_uppercase());
                        if area_ok && !num.is_empty() && num.bytes().all(|b| b.is_ascii_digit()) {
                            rules.push((id.to_string(), summarize(text)));
                        }
                    }
                }
            }
        }
        // Part 4 and Part 5 headings: `### GAP-13 — Block string details`, `### EX-3 — Block string`.
        if let Some(head) = trimmed.strip_prefix("### ") {
            if let Some((id, title)) = head.split_once(" — ") {
                let keep = match id.split_once('-') {
                    // `EX-1b`: a derived example beside EX-1.
                    Some(("GAP" | "EX", n)) => {
                        n.trim_end_matches(|c: char| c.is_ascii_lowercase()).parse::<u32>().is_ok()
                    }
                    _ => false,
                };
                if keep {
                    rules.push((id.to_string(), summarize(title)));
                }
            }
        }
    }
    for area in syntax_areas() {
        if !rules.iter().any(|(id, _)| id.starts_with(&format!("{area}-"))) {
            return Err(format!("no {area} rules found: is this requirements.md?"));
        }
    }
    let mut seen = std::collections::BTreeSet::new();
    let mut out = String::from(
        "# Requirement IDs that conformance cases may name, extracted from the specification's\n\
         # requirements.md by `ks-conformance rules REQUIREMENTS.md --write rules.txt`. Do not edit.\n",
    );
    for (id, summary) in rules {
        if !seen.insert(id.clone()) {
            return Err(format!("{id} appears twice"));
        }
        out.push_str(&id);
        out.push('\t');
        out.push_str(&summary);
        out.push('\n');
    }
    Ok(out)
}

fn summarize(text: &str) -> String {
    let text = text.trim();
    // Drop the `[S] (L34)` provenance prefix.
    let text = text.strip_prefix("[S]").or_else(|| text.strip_prefix("[I]")).unwrap_or(text).trim();
    let text = if text.starts_with("(L") {
        text.split_once(')').map_or(text, |(_, r)| r.trim())
    } else {
        text
    };
    let mut s: String = text.chars().take(110).collect();
    if text.chars().count() > 110 {
        s.push('…');
    }
    s.replace('\t', " ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extracts_items_and_headings() {
        let md = "## Part 1 — Normative\n### LEX\n\n1. **LEX-1** [S] (L22) `file = { line };`\n2. **GEN-2** [S] gen\n\
                  1. **IND-1** [S] (L3) Nesting.\n1. **CMT-1** a\n1. **VAL-1** a\n1. **SCL-1** a\n\
                  1. **BLK-1** a\n1. **REC-1** a\n1. **AST-1** a\n1. **FMT-1** a\n\
                  ## Part 2 — Codes\n1. **LATE-1** not a rule\n\
                  ### GAP-13 — Block string details\n### GAP-14 — Catalog\n### EX-3 — Block string (L77-80)\n### EX-1b — derived\n";
        let out = extract(md).unwrap();
        let rules = parse(&out).unwrap();
        assert_eq!(rules.get("LEX-1").unwrap(), "`file = { line };`");
        assert!(rules.contains_key("GAP-13"));
        assert!(rules.contains_key("EX-3"));
        assert!(rules.contains_key("GAP-14"));
        assert!(rules.contains_key("GEN-2"));
        assert!(rules.contains_key("EX-1b"));
        assert!(!rules.contains_key("LATE-1"), "items after Part 1 are not rules");
    }
}
