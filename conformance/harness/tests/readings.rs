//! The readings issues 25 and 44 told apart, each graded by the suite: a checker that keeps the old reading
//! fails exactly the cases that show the new one, and passes every other trial. Each old reading is
//! the reference's answer bent the way the old checker answered (`Bent`), so the test needs no second
//! checker and cannot drift from the reference on everything else.

use std::collections::BTreeSet;

use ks_conformance::codes::Codes;
use ks_conformance::notation::diag;
use ks_conformance::runner::{self, Selection};
use ks_conformance::{case, suite_dir, Implementation, Input, Level, Outcome};
use ks_conformance_reference::Reference;

/// The reference, with its answers at some levels bent by an old reading.
struct Bent {
    name: &'static str,
    levels: &'static [Level],
    /// The input's text and the reference's diagnostics (one per line), to the old reading's lines;
    /// `None` when the old reading has no answer to bend at this level (it refuses to plan).
    bend: fn(&str, Level, Vec<String>) -> Option<Vec<String>>,
}

impl Implementation for Bent {
    fn name(&self) -> String {
        format!("test: a checker that {}", self.name)
    }
    fn levels(&self) -> Vec<Level> {
        self.levels.to_vec()
    }
    fn run(&self, level: Level, input: &Input<'_>) -> Outcome {
        let answer = Reference.run(level, input);
        let text = String::from_utf8_lossy(input.bytes).into_owned();
        let (Outcome::Accepted(printed) | Outcome::Rejected(printed)) = &answer else {
            return answer;
        };
        if level == Level::Plan {
            // A plan is bent only by refusing it (the old reading saw a cycle).
            return match (self.bend)(&text, level, Vec::new()) {
                Some(_) => answer,
                None => Outcome::Rejected(String::new()),
            };
        }
        let lines: Vec<String> = printed.lines().map(str::to_string).collect();
        let Some(lines) = (self.bend)(&text, level, lines) else {
            return Outcome::Rejected(String::new());
        };
        let printed: String = lines.iter().map(|l| format!("{l}\n")).collect();
        let errors =
            diag::parse(&printed).expect("diagnostics").iter().any(|d| codes().is_error(&d.code));
        if errors {
            Outcome::Rejected(printed)
        } else {
            Outcome::Accepted(printed)
        }
    }
}

/// The code catalog, read once for every trial.
fn codes() -> &'static Codes {
    static CODES: std::sync::OnceLock<Codes> = std::sync::OnceLock::new();
    CODES.get_or_init(|| Codes::load(&suite_dir().join("codes.toml")).expect("codes.toml"))
}

/// The trials `wrong` fails, run over the whole suite.
fn failures(wrong: &Bent) -> BTreeSet<String> {
    let cases = case::discover(&suite_dir().join("cases")).expect("cases load");
    let report = runner::run(wrong, &cases, &Selection::default(), &BTreeSet::new(), 2);
    report.failed_ids().into_iter().map(str::to_string).collect()
}

fn trials(ids: &[&str]) -> BTreeSet<String> {
    ids.iter().map(|id| id.to_string()).collect()
}

/// The 1-based line a diagnostic line's span starts on (`KS0101 6:11-6:28 …`).
fn start_line(diagnostic: &str) -> usize {
    let span = diagnostic.split(' ').nth(1).unwrap_or("");
    span.split(':').next().and_then(|l| l.parse().ok()).unwrap_or(0)
}

fn line_of(text: &str, number: usize) -> &str {
    text.lines().nth(number.wrapping_sub(1)).unwrap_or("")
}

/// Item 1: `=` read as a comparison, so a condition holding one is never KS0101.
fn equality_in_conditions(text: &str, _: Level, lines: Vec<String>) -> Option<Vec<String>> {
    Some(
        lines
            .into_iter()
            .filter(|l| {
                let about_conditions = l.starts_with("KS0101")
                    && (l.contains("needs a condition") || l.contains("take conditions"));
                !(about_conditions && line_of(text, start_line(l)).contains(" = "))
            })
            .collect(),
    )
}

#[test]
fn reading_equals_as_a_comparison_fails_exactly_the_default_cases() {
    let wrong = Bent {
        name: "reads `=` in a condition as `==`",
        levels: &[Level::Check],
        bend: equality_in_conditions,
    };
    // The other case writes a default whose sides are both typed: read as `==`, it compares them.
    let cases = ["type/equals-gives-a-default::check", "type/default-fallback-is-typed::check"];
    assert_eq!(failures(&wrong), trials(&cases));
}

/// Item 2: gating read over data edges only, so an approval `after:` a consumer of what it shows
/// gates it, and the loop that closes is a cycle: KS0204, and no plan.
fn gating_over_data_only(text: &str, level: Level, mut lines: Vec<String>) -> Option<Vec<String>> {
    use ks_core::EdgeReason;
    let checked = ks_core::check(&ks_lang::parse(text), &ks_core::CheckOptions::default());
    let workflow = checked.workflow();
    let graph = ks_core::graph(workflow);
    if !graph.cycles.is_empty() {
        return Some(lines);
    }
    let n = workflow.steps().len();
    let written: Vec<(usize, usize, EdgeReason)> = graph
        .edges
        .iter()
        .filter(|e| e.reason != EdgeReason::Approval)
        .map(|e| (e.from.index(), e.to.index(), e.reason))
        .collect();
    // Whether `of` waits on `step`, over the edges `take` keeps.
    let waits_on = |of: usize, step: usize, take: &dyn Fn(EdgeReason) -> bool| {
        let mut seen = vec![false; n];
        let mut stack = vec![of];
        while let Some(at) = stack.pop() {
            for &(from, to, reason) in &written {
                if to == at && take(reason) && !seen[from] {
                    seen[from] = true;
                    stack.push(from);
                }
            }
        }
        seen[step]
    };
    let approval = |i: usize| {
        workflow
            .steps()
            .iter()
            .nth(i)
            .is_some_and(|(_, s)| s.kind.builtin().is_some_and(|k| k.name == "approval"))
    };
    let data = |from: usize, to: usize| written.contains(&(from, to, EdgeReason::Data));
    let closes_a_loop = (0..n).filter(|&a| approval(a)).any(|a| {
        (0..n).filter(|&shown| data(shown, a)).any(|shown| {
            (0..n).any(|c| {
                c != a
                    && !approval(c)
                    && data(shown, c)
                    && waits_on(a, c, &|_| true)
                    && !waits_on(a, c, &|r| r == EdgeReason::Data)
            })
        })
    });
    if !closes_a_loop {
        return Some(lines);
    }
    if level == Level::Plan {
        return None;
    }
    lines.push("KS0204 1:1-1:2 cycle through gating".into());
    Some(lines)
}

#[test]
fn gating_over_data_edges_only_fails_exactly_the_after_exemption_case() {
    let wrong = Bent {
        name: "does not count `after:` among what an approval depends on",
        levels: &[Level::Check, Level::Plan],
        bend: gating_over_data_only,
    };
    assert_eq!(
        failures(&wrong),
        trials(&[
            "graph/after-exempts-from-gating::check",
            "graph/after-exempts-from-gating::plan"
        ])
    );
}

/// Item 3: a bare interpolated word is a String, so it is KS0101 where a tag is expected.
fn bare_interpolation_is_a_string(
    text: &str,
    _: Level,
    mut lines: Vec<String>,
) -> Option<Vec<String>> {
    for (at, line) in text.lines().enumerate() {
        let Some(items) = line.trim_start().strip_prefix("tags:") else { continue };
        if items.split(',').any(|item| {
            let item = item.trim();
            item.contains('{') && !item.starts_with('"')
        }) {
            lines.push(format!("KS0101 {}:1-{}:2 expected oci.Tag, found String", at + 1, at + 1));
        }
    }
    Some(lines)
}

#[test]
fn typing_bare_interpolation_as_a_string_fails_exactly_the_bare_tag_case() {
    let wrong = Bent {
        name: "types a bare interpolation as a String",
        levels: &[Level::Check],
        bend: bare_interpolation_is_a_string,
    };
    assert_eq!(failures(&wrong), trials(&["ref/interp-bare-tag::check"]));
}

/// Item 4: a circle reported once per use, each from the block the use names.
fn a_circle_per_use(text: &str, _: Level, mut lines: Vec<String>) -> Option<Vec<String>> {
    const CIRCLE: &str = "block nest closes a circle: ";
    let circles: Vec<Vec<String>> = lines
        .iter()
        .filter_map(|l| l.split_once(CIRCLE))
        .map(|(_, path)| path.split(" → ").map(str::to_string).collect())
        .collect();
    for path in circles {
        let members = &path[..path.len() - 1];
        for (at, line) in text.lines().enumerate() {
            let Some((_, kind)) = line.split_once(": ") else { continue };
            let Some(entry) = members.iter().position(|m| m == kind.trim()) else { continue };
            if entry == 0 {
                continue; // the use already reported
            }
            let mut rotated: Vec<&str> =
                members[entry..].iter().chain(&members[..entry]).map(String::as_str).collect();
            rotated.push(&members[entry]);
            lines.push(format!("KS0208 {}:1-{}:2 {CIRCLE}{}", at + 1, at + 1, rotated.join(" → ")));
        }
    }
    Some(lines)
}

#[test]
fn a_circle_per_use_fails_exactly_the_two_uses_case() {
    let wrong = Bent {
        name: "reports a block circle once per use",
        levels: &[Level::Check],
        bend: a_circle_per_use,
    };
    assert_eq!(failures(&wrong), trials(&["blk-use/nest-circle-two-uses::check"]));
}

/// Item 5: a leading zero read away, so `0.01` is the current format.
fn leading_zeros_read_away(text: &str, _: Level, lines: Vec<String>) -> Option<Vec<String>> {
    let header = text.lines().find(|l| l.starts_with("keepshipping:")).unwrap_or("");
    let version = header.trim_start_matches("keepshipping:").trim();
    let leading_zero = version.split('.').any(|part| part.len() > 1 && part.starts_with('0'));
    Some(lines.into_iter().filter(|l| !(leading_zero && l.starts_with("KS0005"))).collect())
}

#[test]
fn reading_leading_zeros_away_fails_exactly_the_leading_zero_case() {
    let wrong = Bent {
        name: "reads `0.01` as `0.1`",
        levels: &[Level::Check],
        bend: leading_zeros_read_away,
    };
    assert_eq!(failures(&wrong), trials(&["ver/leading-zero::check"]));
}

/// The `never:` rule a KS0401 line names and the environment it refuses in: (`deploy prod`, `prod`)
/// from either of its lines (the step's, the rule's); `None` for a rule of another document (the
/// default branch's copy, the organisation's baseline), where the strictest document wins anyway.
fn refusal(diagnostic: &str) -> Option<(&str, &str)> {
    const OTHER_DOCUMENTS: [&str; 2] =
        ["(the default branch's policy)", "(the organisation's baseline)"];
    if OTHER_DOCUMENTS.iter().any(|other| diagnostic.contains(other)) {
        return None;
    }
    let between = |after: &str| {
        let start = diagnostic.find(after)? + after.len();
        diagnostic[start..].split('`').next()
    };
    diagnostic.starts_with("KS0401").then_some(())?;
    Some((between("`never: ")?, between(" in `")?))
}

fn has_rule(text: &str, rule: &str) -> bool {
    text.lines().any(|line| line.trim() == rule)
}

/// Issue 44, policy: within one document the most specific rule wins instead of the strictest, so a
/// `never: VERB` gives way in ENV to a `can: VERB ENV` beside it.
fn most_specific_wins(text: &str, _: Level, lines: Vec<String>) -> Option<Vec<String>> {
    Some(
        lines
            .into_iter()
            .filter(|l| {
                !refusal(l).is_some_and(|(rule, env)| {
                    !rule.contains(' ') && has_rule(text, &format!("can: {rule} {env}"))
                })
            })
            .collect(),
    )
}

/// The reverse: the most general rule wins, so a `never: VERB ENV` gives way to a `can: VERB`.
fn most_general_wins(text: &str, _: Level, lines: Vec<String>) -> Option<Vec<String>> {
    Some(
        lines
            .into_iter()
            .filter(|l| {
                !refusal(l).is_some_and(|(rule, _)| {
                    rule.split_once(' ')
                        .is_some_and(|(verb, _)| has_rule(text, &format!("can: {verb}")))
                })
            })
            .collect(),
    )
}

#[test]
fn letting_the_most_specific_policy_rule_win_fails_exactly_the_specific_can_case() {
    let wrong = Bent {
        name: "lets the most specific policy rule win",
        levels: &[Level::Check],
        bend: most_specific_wins,
    };
    assert_eq!(failures(&wrong), trials(&["pol/general-never-specific-can::check"]));
}

#[test]
fn letting_the_most_general_policy_rule_win_fails_exactly_the_specific_never_case() {
    let wrong = Bent {
        name: "lets the most general policy rule win",
        levels: &[Level::Check],
        bend: most_general_wins,
    };
    assert_eq!(
        failures(&wrong),
        trials(&["pol/general-can-specific-never::check", "pol/three-blocks-down-agent::check"])
    );
}
