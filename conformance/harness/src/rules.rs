//! `conformance/rules.txt`: the requirement IDs cases may name, extracted from the specification's
//! `requirements.md` by `ks-conformance rules` so that tests never read outside the repository.

use std::collections::BTreeMap;

/// The syntax areas of Part 1 plus the formatter's: `rules.txt` must hold rules of each (a check that
/// the extraction read a `requirements.md`). Every area of Part 1 is extracted, not only these.
pub const AREAS: [&str; 9] = ["LEX", "IND", "CMT", "VAL", "SCL", "BLK", "REC", "AST", "FMT"];

/// The areas every rule of which must be named by at least one case.
pub const COVERED_AREAS: [&str; 8] = ["LEX", "IND", "CMT", "VAL", "SCL", "BLK", "REC", "AST"];

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
    for area in AREAS {
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
