//! Applying fixes (ADR 0066): text and its diagnostics → fixed text. Pure: the caller reads and
//! writes the file. Each pass checks the text, applies the enabled fixes whose edits overlap no
//! earlier fix of the pass (the first wins, the rest wait for the next pass), and stops at a fixed
//! point or after [`MAX_PASSES`]. The result is verified the way `fmt` verifies: the fixed text
//! parses, and has no diagnostic the original did not have; otherwise nothing is fixed and the
//! reason says why.

use ks_lang::{Applicability, Diagnostic, Edit, Fix, Parse, TextRange};

use crate::{analysis::CheckOptions, check::check};

/// Passes before fixing stops even if fixes remain (a fix that re-creates its own diagnostic).
pub const MAX_PASSES: usize = 10;

/// Which fixes to apply: `Safe` only (`--fix`), or `Unsafe` too (`--unsafe-fixes`).
pub fn enabled(fix: &Fix, level: Applicability) -> bool {
    fix.applicability <= level
}

/// What fixing a file did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fixed {
    pub text: String,
    /// How many fixes were applied, over every pass.
    pub applied: usize,
    /// The diagnostics of the fixed text.
    pub remaining: Vec<Diagnostic>,
}

/// Why a file was left as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The file has a syntax error no fix of its own removes: its tree is not what was meant.
    DoesNotParse(Box<Diagnostic>),
    /// The fixed text has a diagnostic the original did not have.
    NewDiagnostic(Box<Diagnostic>),
}

impl Refusal {
    /// One line for a human: why the file was left untouched.
    pub fn reason(&self) -> String {
        match self {
            Refusal::DoesNotParse(diagnostic) => format!(
                "not fixed: the file does not parse ({} {})",
                diagnostic.code, diagnostic.message
            ),
            Refusal::NewDiagnostic(diagnostic) => {
                format!("not fixed: the fixes would add {} {}", diagnostic.code, diagnostic.message)
            }
        }
    }
}

/// A syntax error without a fix: the tree may not be what the author meant, so no fix is trusted.
/// A fixable one (a tab indent, read as one column) keeps the tree the fix writes.
fn unparsed(parse: &Parse) -> Option<&Diagnostic> {
    parse.diagnostics().iter().find(|d| d.is_error() && d.fixes.is_empty())
}

/// Fixes `text` to a fixed point (at most [`MAX_PASSES`] passes), applying the fixes `level`
/// enables. `Ok` with `applied == 0` when there was nothing to fix.
pub fn fix(text: &str, options: &CheckOptions, level: Applicability) -> Result<Fixed, Refusal> {
    fix_where(text, options, level, &|_| true)
}

/// [`fix`], applying only the fixes of the diagnostics `keep` keeps (the CLI leaves out those the
/// configuration ignores). Verification still compares every diagnostic.
pub fn fix_where(
    text: &str,
    options: &CheckOptions,
    level: Applicability,
    keep: &dyn Fn(&Diagnostic) -> bool,
) -> Result<Fixed, Refusal> {
    let parse = ks_lang::parse(text);
    if let Some(diagnostic) = unparsed(&parse) {
        return Err(Refusal::DoesNotParse(Box::new(diagnostic.clone())));
    }
    let original = check(&parse, options).diagnostics().to_vec();
    fix_checked(text, &parse, original, options, level, keep)
}

/// [`fix_where`] over a text already parsed and checked (`original`: every diagnostic of `parse`).
fn fix_checked(
    text: &str,
    parse: &Parse,
    original: Vec<Diagnostic>,
    options: &CheckOptions,
    level: Applicability,
    keep: &dyn Fn(&Diagnostic) -> bool,
) -> Result<Fixed, Refusal> {
    if let Some(diagnostic) = unparsed(parse) {
        return Err(Refusal::DoesNotParse(Box::new(diagnostic.clone())));
    }
    let mut current = text.to_string();
    let mut diagnostics = original.clone();
    let mut applied = 0;
    for _ in 0..MAX_PASSES {
        let kept: Vec<Diagnostic> = diagnostics.iter().filter(|d| keep(d)).cloned().collect();
        let (next, count) = apply_once(&current, &kept, level);
        if count == 0 {
            break;
        }
        applied += count;
        current = next;
        let parse = ks_lang::parse(&current);
        if let Some(diagnostic) = unparsed(&parse) {
            return Err(Refusal::NewDiagnostic(Box::new(diagnostic.clone())));
        }
        diagnostics = check(&parse, options).diagnostics().to_vec();
    }
    if let Some(new) = first_new(&original, &diagnostics) {
        return Err(Refusal::NewDiagnostic(Box::new(new.clone())));
    }
    Ok(Fixed { text: current, applied, remaining: diagnostics })
}

/// How many fixes `--fix` would apply to a file, and how many more `--unsafe-fixes` would.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Fixable {
    pub safe: usize,
    pub unsafe_only: usize,
}

/// What fixing `text` would apply, asked of [`fix_where`] itself at each level, so that a fix it
/// would refuse (the file does not parse, the fixes add a diagnostic) is not counted: a count
/// promises only what `--fix` does. `diagnostics` are every diagnostic of `text`; without an
/// enabled fix among those `keep` keeps, nothing is parsed again.
pub fn fixable(
    text: &str,
    diagnostics: &[Diagnostic],
    options: &CheckOptions,
    keep: &dyn Fn(&Diagnostic) -> bool,
) -> Fixable {
    let any_fix = |level| {
        diagnostics.iter().filter(|d| keep(d)).flat_map(|d| &d.fixes).any(|f| enabled(f, level))
    };
    if !any_fix(Applicability::Unsafe) {
        return Fixable::default();
    }
    let parse = ks_lang::parse(text);
    let applied = |level| {
        fix_checked(text, &parse, diagnostics.to_vec(), options, level, keep)
            .map_or(0, |fixed| fixed.applied)
    };
    let safe = if any_fix(Applicability::Safe) { applied(Applicability::Safe) } else { 0 };
    Fixable { safe, unsafe_only: applied(Applicability::Unsafe).saturating_sub(safe) }
}

/// The first diagnostic of `after` that `before` lacks, compared by code and message (spans move
/// with the edits), counting repeats.
fn first_new<'a>(before: &[Diagnostic], after: &'a [Diagnostic]) -> Option<&'a Diagnostic> {
    let mut unmatched: Vec<(&str, &str)> =
        before.iter().map(|d| (d.code, d.message.as_str())).collect();
    after.iter().find(|d| {
        match unmatched.iter().position(|&(code, message)| code == d.code && message == d.message) {
            Some(i) => {
                unmatched.swap_remove(i);
                false
            }
            None => true,
        }
    })
}

/// One pass: the enabled fixes of `diagnostics`, in their order, each taken whole unless one of
/// its edits overlaps an edit already taken (or is not a range of `text`). Returns the new text and
/// how many fixes were taken. Only the edited bytes change.
pub fn apply_once(text: &str, diagnostics: &[Diagnostic], level: Applicability) -> (String, usize) {
    let (taken, count) = select(text, diagnostics, level);
    let mut out = String::with_capacity(text.len());
    let mut copied = 0;
    for edit in taken {
        out.push_str(&text[copied..edit.range.start() as usize]);
        out.push_str(&edit.replacement);
        copied = edit.range.end() as usize;
    }
    out.push_str(&text[copied..]);
    (out, count)
}

/// The edits one pass takes (see [`apply_once`]), in source order and non-overlapping (an editor's
/// "fix all" sends them as they are), and how many fixes they make.
pub fn select<'a>(
    text: &str,
    diagnostics: &'a [Diagnostic],
    level: Applicability,
) -> (Vec<&'a Edit>, usize) {
    let mut taken: Vec<&Edit> = Vec::new();
    let mut count = 0;
    for fix in diagnostics.iter().flat_map(|d| &d.fixes).filter(|fix| enabled(fix, level)) {
        let fits = fix.edits.iter().enumerate().all(|(i, edit)| {
            is_range_of(text, edit.range)
                && !taken
                    .iter()
                    .copied()
                    .chain(&fix.edits[..i])
                    .any(|o| overlaps(edit.range, o.range))
        });
        if fits && !fix.edits.is_empty() {
            taken.extend(&fix.edits);
            count += 1;
        }
    }
    taken.sort_by_key(|edit| (edit.range.start(), edit.range.end()));
    (taken, count)
}

/// Whether a file's fixes may be applied at all: not when a syntax error carries no fix of its own.
pub fn parses(parse: &Parse) -> bool {
    unparsed(parse).is_none()
}

fn is_range_of(text: &str, range: TextRange) -> bool {
    let (start, end) = (range.start() as usize, range.end() as usize);
    end <= text.len() && text.is_char_boundary(start) && text.is_char_boundary(end)
}

/// Two edits overlap when their ranges share a byte, or both start at one offset (two insertions
/// there would have no order).
fn overlaps(a: TextRange, b: TextRange) -> bool {
    (a.start() < b.end() && b.start() < a.end()) || a.start() == b.start()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fixed(text: &str, level: Applicability) -> Result<Fixed, Refusal> {
        fix(text, &CheckOptions::new(), level)
    }

    const SITE: &str = "keepshipping: 0.1\nname: api\nenvs:\n  prod:\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n  deploy: k8s.rollout\n    image: biuld.digest\n    when: env is prd\n";

    #[test]
    fn did_you_mean_is_unsafe() {
        let safe = fixed(SITE, Applicability::Safe).unwrap();
        assert_eq!(safe.applied, 0);
        assert_eq!(safe.text, SITE);
        let all = fixed(SITE, Applicability::Unsafe).unwrap();
        assert_eq!(all.applied, 2);
        assert_eq!(all.text, SITE.replace("biuld", "build").replace("prd", "prod"));
        assert!(all.remaining.is_empty(), "{:?}", all.remaining);
    }

    #[test]
    fn runtime_output_gets_out_inserted_safely() {
        let text = "keepshipping: 0.1\nname: api\nsteps:\n  infra: tofu.apply\n    dir: ./infra\n  deploy: k8s.rollout\n    cluster: infra.cluster\n    image: ghcr.io/a/b@sha256:0000000000000000000000000000000000000000000000000000000000000000\n";
        let diagnostics = crate::check(&ks_lang::parse(text), &CheckOptions::new());
        let codes: Vec<_> = diagnostics.diagnostics().iter().map(|d| d.code).collect();
        assert!(codes.contains(&"KS0202"), "{codes:?}");
        let safe = fixed(text, Applicability::Safe).unwrap();
        assert_eq!(safe.text, text.replace("infra.cluster", "infra.out.cluster"));
    }

    #[test]
    fn a_static_output_read_through_out_loses_the_out_safely() {
        let text = "keepshipping: 0.1\nname: api\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n  deploy: k8s.rollout\n    image: build.out.digest\n";
        let safe = fixed(text, Applicability::Safe).unwrap();
        assert_eq!(safe.text, text.replace("build.out.digest", "build.digest"));
        assert!(safe.remaining.is_empty(), "{:?}", safe.remaining);
    }

    #[test]
    fn a_file_that_does_not_parse_is_refused() {
        let text = "keepshipping: 0.1\nname: \"api\nsteps:\n  deploy: k8s.rolout\n";
        assert!(matches!(fixed(text, Applicability::Unsafe), Err(Refusal::DoesNotParse(_))));
    }

    #[test]
    fn tabs_become_spaces_and_nothing_else_moves() {
        let text = "keepshipping: 0.1\nname: api   # odd  spacing\nsteps:\n\tbuild: oci.image\n\t  from: ./Dockerfile\n";
        let safe = fixed(text, Applicability::Safe).unwrap();
        assert_eq!(safe.text, text.replace('\t', " "));
        assert_eq!(safe.applied, 2);
    }

    #[test]
    fn overlapping_fixes_wait_for_the_next_pass() {
        let d = |start, end, replacement: &str| {
            Diagnostic::error("KS0201", TextRange::new(start, end), "m").with_fix(Fix::safe(
                "t",
                vec![Edit::replace(TextRange::new(start, end), replacement)],
            ))
        };
        let (text, count) =
            apply_once("abcdef", &[d(0, 3, "X"), d(2, 4, "Y"), d(4, 4, "Z")], Applicability::Safe);
        assert_eq!((text.as_str(), count), ("XdZef", 2));
        // Out of range or inside a character: skipped, never a panic.
        let (text, count) = apply_once("é", &[d(1, 2, "e"), d(0, 9, "e")], Applicability::Safe);
        assert_eq!((text.as_str(), count), ("é", 0));
    }

    fn fixable_in(text: &str) -> Fixable {
        let options = CheckOptions::new();
        let diagnostics = crate::check(&ks_lang::parse(text), &options).diagnostics().to_vec();
        fixable(text, &diagnostics, &options, &|_| true)
    }

    #[test]
    fn fixable_counts_what_fixing_applies() {
        assert_eq!(fixable_in(SITE), Fixable { safe: 0, unsafe_only: 2 });
        let runtime = "keepshipping: 0.1\nname: api\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n  deploy: k8s.rollout\n    image: build.out.digest\n";
        assert_eq!(fixable_in(runtime), Fixable { safe: 1, unsafe_only: 0 });
        assert_eq!(
            fixable_in(&SITE.replace("biuld", "build").replace("prd", "prod")),
            Fixable::default()
        );
    }

    #[test]
    fn fixable_leaves_out_what_fixing_refuses() {
        // `bb` → `b` would close a cycle (KS0204): refused, so not fixable.
        let cycle = "keepshipping: 0.1\nname: api\nsteps:\n  a: oci.image\n    from: ./Dockerfile\n    after: bb\n  b: k8s.rollout\n    image: a.digest\n";
        assert!(matches!(fixed(cycle, Applicability::Unsafe), Err(Refusal::NewDiagnostic(_))));
        assert_eq!(fixable_in(cycle), Fixable::default());
        // A safe fix in a file that does not parse.
        let broken = "keepshipping: 0.1\nname: \"api\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n  deploy: k8s.rollout\n    image: build.out.digest\n";
        assert!(matches!(fixed(broken, Applicability::Safe), Err(Refusal::DoesNotParse(_))));
        assert_eq!(fixable_in(broken), Fixable::default());
        // Ignored diagnostics are not fixed, so not counted.
        let options = CheckOptions::new();
        let diagnostics = crate::check(&ks_lang::parse(SITE), &options).diagnostics().to_vec();
        assert_eq!(fixable(SITE, &diagnostics, &options, &|_| false), Fixable::default());
    }

    #[test]
    fn a_fix_that_adds_a_diagnostic_is_refused() {
        let before = [Diagnostic::error("KS0201", TextRange::empty(0), "a")];
        let after = [
            Diagnostic::error("KS0201", TextRange::empty(3), "a"),
            Diagnostic::error("KS0201", TextRange::empty(3), "b"),
        ];
        assert_eq!(first_new(&before, &after).map(|d| d.message.as_str()), Some("b"));
        assert_eq!(first_new(&after, &before), None);
    }
}
