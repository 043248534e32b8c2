//! The `fix` level (issue 28): the `fix/` cases name every code that carries a fix, each holds its
//! blessed `fixed.ks` or `fix.refused`, and the level can fail: an implementation that applies the
//! hint text instead of the fix, or one that reformats around the fixes, fails exactly the cases
//! tagged to show it and passes the others; and a fixer written from NOTATION.md §5e with one of its
//! readings changed (fix order, what counts as a new diagnostic, the tab fix, how many fixes a pass
//! takes) fails the case that pins that reading.

use std::collections::BTreeSet;

use ks_conformance::areas::Owner;
use ks_conformance::{case, suite_dir, Case, Input, Level, Outcome};
use ks_conformance_reference::{check_options, failing_cases, Altered, Reference};
use ks_lang::{Applicability, Diagnostic, Edit, Fix};

fn cases() -> Vec<Case> {
    case::discover(&suite_dir().join("cases")).expect("cases load")
}

/// The graded cases of the areas the fixes answer for (`areas::Owner::Fix`: `fix/`): those whose
/// `fix` level is not held back as `[disputed]` (the reference is known to be wrong there).
fn fix_cases() -> Vec<Case> {
    let cases = case::Filter::default().owner(Owner::Fix).suite();
    cases.into_iter().filter(|c| !c.is_disputed(Level::Fix)).collect()
}

fn text(case: &Case) -> &str {
    std::str::from_utf8(&case.input).unwrap_or_else(|_| panic!("{}: input is UTF-8", case.id))
}

/// The codes of the diagnostics the reference attaches a fix to, over every input of the suite.
fn codes_with_a_fix(cases: &[Case]) -> BTreeSet<&'static str> {
    let mut codes = BTreeSet::new();
    for case in cases {
        let Ok(text) = std::str::from_utf8(&case.input) else { continue };
        let checked = ks_core::check(&ks_lang::parse(text), &check_options(&Input::of(case)));
        codes.extend(checked.diagnostics().iter().filter(|d| !d.fixes.is_empty()).map(|d| d.code));
    }
    codes
}

#[test]
fn every_code_that_carries_a_fix_is_named_by_a_fix_case() {
    let all = cases();
    let fix = fix_cases();
    assert!(fix.len() >= 30, "{} fix cases", fix.len());
    let named: BTreeSet<&str> =
        fix.iter().flat_map(|c| c.meta.codes.iter().map(String::as_str)).collect();
    let fixable = codes_with_a_fix(&all);
    // Every site that attaches a fix: a code lost from this list means a case went missing.
    for code in ["KS0001", "KS0201", "KS0202", "KS0301", "KS0603", "KS0611"] {
        assert!(fixable.contains(code), "no case shows the fix of {code}");
    }
    let missing: Vec<&&str> = fixable.iter().filter(|code| !named.contains(**code)).collect();
    assert!(missing.is_empty(), "codes with a fix named by no fix case: {missing:?}");
}

#[test]
fn every_fix_case_names_the_codes_its_input_has_and_asserts_fix_only() {
    for case in fix_cases() {
        let checked =
            ks_core::check(&ks_lang::parse(text(&case)), &check_options(&Input::of(&case)));
        let codes: BTreeSet<&str> = checked.diagnostics().iter().map(|d| d.code).collect();
        let named: BTreeSet<&str> = case.meta.codes.iter().map(String::as_str).collect();
        assert_eq!(named, codes, "{}: `codes` are the input's", case.id);
        let parsed = ks_lang::parse(text(&case));
        assert_eq!(case.meta.valid, !parsed.has_errors(), "{}: `valid` is the parse's", case.id);
        let mut levels = vec![Level::Fix];
        if case.meta.check.is_some() {
            levels.insert(0, Level::Check);
        }
        assert_eq!(case.applicable_levels(), levels, "{}", case.id);
        assert!(case.expected(Level::Fix).is_some(), "{}: no fixed.ks or fix.refused", case.id);
    }
}

#[test]
fn the_fix_cases_show_both_refusals_safe_and_unsafe_fixes_and_nothing_to_fix() {
    let cases = fix_cases();
    let refusals: BTreeSet<String> = cases
        .iter()
        .filter(|c| c.expects_refusal(Level::Fix))
        .map(|c| c.expected(Level::Fix).unwrap().lines().next().unwrap_or_default().to_string())
        .collect();
    assert_eq!(refusals, BTreeSet::from(["does-not-parse".into(), "new-diagnostic".into()]));
    let unchanged =
        |c: &&Case| c.expected(Level::Fix).as_deref().map(str::as_bytes) == Some(&c.input);
    assert!(cases.iter().filter(unchanged).count() >= 2, "cases with nothing to fix");
    let mut applicabilities = BTreeSet::new();
    for case in &cases {
        let checked = ks_core::check(&ks_lang::parse(text(case)), &check_options(&Input::of(case)));
        let fixes = checked.diagnostics().iter().flat_map(|d| &d.fixes);
        applicabilities.extend(fixes.map(|f| f.applicability));
    }
    assert_eq!(applicabilities, BTreeSet::from([Applicability::Safe, Applicability::Unsafe]));
}

/// The first `` `quoted` `` name of a hint: what an implementation that fixes from the hint text
/// would write.
fn quoted(hint: &str) -> Option<&str> {
    let start = hint.find('`')? + 1;
    let end = start + hint[start..].find('`')?;
    Some(&hint[start..end])
}

/// Every fix replaced by the hint's first quoted name, written over the fix's first edit (no name:
/// no fix), applied to a fixed point: a fixer that reads the hint text instead of the fix.
fn from_hints(input: &Input<'_>, answer: Outcome) -> Outcome {
    let Outcome::Accepted(_) = answer else { return answer };
    let options = check_options(input);
    let mut text = String::from_utf8_lossy(input.bytes).into_owned();
    for _ in 0..ks_core::fix::MAX_PASSES {
        let checked = ks_core::check(&ks_lang::parse(&text), &options);
        let hinted: Vec<Diagnostic> = checked
            .diagnostics()
            .iter()
            .map(|d| {
                let mut d = d.clone();
                let range = d.fixes.first().and_then(|f| f.edits.first()).map(|e| e.range);
                d.fixes = match (range, d.hint.as_deref().and_then(quoted)) {
                    (Some(range), Some(name)) => {
                        vec![Fix::unsafe_("from the hint", vec![Edit::replace(range, name)])]
                    }
                    _ => Vec::new(),
                };
                d
            })
            .collect();
        let (next, count) = ks_core::fix::apply_once(&text, &hinted, Applicability::Unsafe);
        if count == 0 || next == text {
            break;
        }
        text = next;
    }
    Outcome::Accepted(text)
}

/// The reference's fixed text run through the formatter: a fixer that reformats around its fixes.
fn reformatted(_: &Input<'_>, answer: Outcome) -> Outcome {
    match answer {
        Outcome::Accepted(fixed) => Outcome::Accepted(ks_fmt::format(&fixed).unwrap_or(fixed)),
        other => other,
    }
}

fn tagged(tag: &str) -> Vec<String> {
    let cases = fix_cases();
    let tagged = cases.iter().filter(|c| c.meta.tags.iter().any(|t| t == tag));
    tagged.map(|c| c.id.clone()).collect()
}

#[test]
fn a_fixer_that_applies_the_hint_text_fails_exactly_the_cases_tagged_hint_is_not_the_fix() {
    let want = tagged("hint-is-not-the-fix");
    assert!(want.len() >= 5, "{want:?}");
    // The header's hint names the line without its line break; a static output's names the read.
    assert!(want.contains(&"fix/header-pinned-in-ci".to_string()), "{want:?}");
    assert!(want.contains(&"fix/static-output-loses-out".to_string()), "{want:?}");
    let wrong = Altered { name: "applies the hint text", level: Level::Fix, alter: from_hints };
    assert_eq!(failing_cases(&wrong, &fix_cases(), Level::Fix), want);
}

#[test]
fn a_fixer_that_reformats_around_the_fixes_fails_exactly_the_cases_tagged_layout_kept() {
    let want = tagged("layout-kept");
    assert!(want.len() >= 5, "{want:?}");
    // The tagged cases are exactly those whose fixed text is not in the canonical layout.
    let cases = fix_cases();
    let not_canonical: Vec<String> = cases
        .iter()
        .filter(|c| !c.expects_refusal(Level::Fix))
        .filter(|c| {
            let fixed = c.expected(Level::Fix).unwrap();
            ks_fmt::format(&fixed).is_ok_and(|formatted| formatted != fixed)
        })
        .map(|c| c.id.clone())
        .collect();
    assert_eq!(not_canonical, want);
    let wrong =
        Altered { name: "reformats around the fixes", level: Level::Fix, alter: reformatted };
    assert_eq!(failing_cases(&wrong, &cases, Level::Fix), want);
}

#[test]
fn the_reference_passes_every_fix_trial() {
    let cases = fix_cases();
    assert_eq!(failing_cases(&Reference, &cases, Level::Fix), Vec::<String>::new());
    // And a fixer that fixes nothing fails every case whose fixed text differs from its input.
    let changed: Vec<String> = cases
        .iter()
        .filter(|c| !c.expects_refusal(Level::Fix))
        .filter(|c| c.expected(Level::Fix).as_deref().map(str::as_bytes) != Some(&c.input))
        .map(|c| c.id.clone())
        .collect();
    let nothing = Altered {
        name: "fixes nothing",
        level: Level::Fix,
        alter: |input: &Input<'_>, answer| match answer {
            Outcome::Accepted(_) => Outcome::Accepted(String::from_utf8_lossy(input.bytes).into()),
            other => other,
        },
    };
    assert_eq!(failing_cases(&nothing, &cases, Level::Fix), changed);
}

#[test]
fn a_fixer_that_names_the_wrong_refusal_fails_exactly_the_refused_cases() {
    let cases = fix_cases();
    let refused: Vec<String> =
        cases.iter().filter(|c| c.expects_refusal(Level::Fix)).map(|c| c.id.clone()).collect();
    assert_eq!(refused.len(), 5, "{refused:?}");
    let swapped = Altered {
        name: "names the other refusal",
        level: Level::Fix,
        alter: |_: &Input<'_>, answer| match answer {
            Outcome::Rejected(refusal) if refusal.starts_with("does-not-parse") => {
                Outcome::Rejected("new-diagnostic\n".into())
            }
            Outcome::Rejected(_) => Outcome::Rejected("does-not-parse\n".into()),
            other => other,
        },
    };
    assert_eq!(failing_cases(&swapped, &cases, Level::Fix), refused);
}

/// The order a pass takes the fixes in (NOTATION.md §5e: position order).
#[derive(Clone, Copy, Debug)]
enum Order {
    /// By the diagnostic's start, then its end: a zero-width span before one that starts there.
    Position,
    /// The order `check.diag` lists them in: by start, then by code.
    Listed,
    /// Position order reversed: a checker that emits its file-wide checks last.
    Reversed,
}

/// How the fixed text's diagnostics are judged new (NOTATION.md §5e: by code and message, counting
/// repeats).
#[derive(Clone, Copy, Debug)]
enum Novelty {
    Counted,
    /// A code the input did not have at all.
    CodeSet,
    /// A code and message the input did not have at all.
    MessageSet,
    /// By code alone, counting repeats: another message under a fixed diagnostic's code passes.
    CodeCounted,
}

/// What KS0001's fix replaces.
#[derive(Clone, Copy, Debug)]
enum Tabs {
    /// Every tab of the indentation.
    All,
    /// The first tab only (the diagnostic's span).
    First,
}

/// How many fixes a pass takes (NOTATION.md §5e: every one that fits).
#[derive(Clone, Copy, Debug)]
enum Take {
    Every,
    /// The first fix only: a pass a fix.
    One,
}

/// A fixer written from NOTATION.md §5e with each of its choices open: with the documented ones it
/// is the reference; each other choice is a reading the `fix/` cases must tell apart.
#[derive(Clone, Copy, Debug)]
struct Fixer {
    order: Order,
    novelty: Novelty,
    tabs: Tabs,
    take: Take,
}

const DOCUMENTED: Fixer =
    Fixer { order: Order::Position, novelty: Novelty::Counted, tabs: Tabs::All, take: Take::Every };

impl Fixer {
    /// One pass's diagnostics, in the order the fixer takes them, with their fixes as it makes them.
    fn arranged(self, diagnostics: &[Diagnostic]) -> Vec<Diagnostic> {
        let mut arranged = diagnostics.to_vec();
        let position = |d: &Diagnostic| (d.span.start(), d.span.end());
        match self.order {
            Order::Position => arranged.sort_by_key(position),
            Order::Listed => arranged.sort_by_key(|d| (d.span.start(), d.code)),
            Order::Reversed => {
                arranged.sort_by_key(position);
                arranged.reverse();
            }
        }
        if let Tabs::First = self.tabs {
            for d in arranged.iter_mut().filter(|d| d.code == "KS0001") {
                d.fixes = vec![Fix::safe("the first tab", vec![Edit::replace(d.span, " ")])];
            }
        }
        if let Take::One = self.take {
            let first = arranged.iter().position(|d| !d.fixes.is_empty()).unwrap_or(0);
            arranged.truncate(first + 1);
        }
        arranged
    }

    fn adds_a_diagnostic(self, before: &[Diagnostic], after: &[Diagnostic]) -> bool {
        match self.novelty {
            Novelty::Counted => {
                let mut unmatched: Vec<(&str, &str)> =
                    before.iter().map(|d| (d.code, d.message.as_str())).collect();
                after.iter().any(|d| {
                    let found = unmatched.iter().position(|&k| k == (d.code, d.message.as_str()));
                    found.map(|i| unmatched.swap_remove(i)).is_none()
                })
            }
            Novelty::CodeSet => after.iter().any(|d| before.iter().all(|b| b.code != d.code)),
            Novelty::CodeCounted => {
                let mut unmatched: Vec<&str> = before.iter().map(|d| d.code).collect();
                after.iter().any(|d| {
                    let found = unmatched.iter().position(|&code| code == d.code);
                    found.map(|i| unmatched.swap_remove(i)).is_none()
                })
            }
            Novelty::MessageSet => after
                .iter()
                .any(|d| before.iter().all(|b| (b.code, &b.message) != (d.code, &d.message))),
        }
    }

    /// Every fix, safe and unsafe, applied to a fixed point (at most `MAX_PASSES`), then verified.
    fn fix(self, input: &Input<'_>) -> Outcome {
        let refused = |condition: &str| Outcome::Rejected(format!("{condition}\n"));
        let options = check_options(input);
        let mut text = String::from_utf8_lossy(input.bytes).into_owned();
        let parse = ks_lang::parse(&text);
        if !ks_core::fix::parses(&parse) {
            return refused("does-not-parse");
        }
        let original = ks_core::check(&parse, &options).diagnostics().to_vec();
        let mut diagnostics = original.clone();
        for _ in 0..ks_core::fix::MAX_PASSES {
            let arranged = self.arranged(&diagnostics);
            let (next, count) = ks_core::fix::apply_once(&text, &arranged, Applicability::Unsafe);
            if count == 0 {
                break;
            }
            text = next;
            let parse = ks_lang::parse(&text);
            if !ks_core::fix::parses(&parse) {
                return refused("new-diagnostic");
            }
            diagnostics = ks_core::check(&parse, &options).diagnostics().to_vec();
        }
        if self.adds_a_diagnostic(&original, &diagnostics) {
            return refused("new-diagnostic");
        }
        Outcome::Accepted(text)
    }
}

fn failing_with(fixer: Fixer) -> Vec<String> {
    let wrong = Altered {
        name: "a fixer with one reading changed",
        level: Level::Fix,
        alter: move |input: &Input<'_>, _| fixer.fix(input),
    };
    failing_cases(&wrong, &fix_cases(), Level::Fix)
}

#[test]
fn a_fixer_with_the_documented_choices_passes_every_fix_case() {
    assert_eq!(failing_with(DOCUMENTED), Vec::<String>::new());
}

#[test]
fn fixes_taken_in_another_order_than_position_fail_the_offset_tie() {
    let want = vec!["fix/header-fix-before-the-key-at-its-offset".to_string()];
    for order in [Order::Listed, Order::Reversed] {
        assert_eq!(failing_with(Fixer { order, ..DOCUMENTED }), want, "{order:?}");
    }
}

#[test]
fn new_diagnostics_judged_as_a_set_or_by_code_fail_the_repeat_or_the_new_message() {
    let repeat = "fix/a-repeat-of-an-existing-diagnostic-is-new";
    let new_message = "fix/a-new-message-under-an-old-code-is-new";
    for (novelty, want) in [
        (Novelty::CodeSet, vec![new_message, repeat]),
        (Novelty::MessageSet, vec![repeat]),
        (Novelty::CodeCounted, vec![new_message]),
    ] {
        assert_eq!(failing_with(Fixer { novelty, ..DOCUMENTED }), want, "{novelty:?}");
    }
}

#[test]
fn a_fixer_that_takes_one_fix_a_pass_fails_the_eleven_slips() {
    let wrong = Fixer { take: Take::One, ..DOCUMENTED };
    assert_eq!(failing_with(wrong), ["fix/eleven-slips-one-pass"]);
}

#[test]
fn a_tab_fix_of_the_first_tab_only_fails_the_deep_indent() {
    let wrong = Fixer { tabs: Tabs::First, ..DOCUMENTED };
    assert_eq!(failing_with(wrong), ["fix/every-tab-of-a-deep-indent-in-one-pass"]);
}
