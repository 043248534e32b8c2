//! `keepshipping explain CODE`: what a diagnostic code means, from the code registry (`ks_lang::codes`,
//! generated from `conformance/codes.toml`), by its code (`KS0101`, `ks0101`) or its name
//! (`invalid-value`): its summary, its span, how to fix it, and a failing and a passing case of the
//! suite ([`examples`], generated from the cases the registry names), as the site's code page shows
//! them.

mod examples;

use crate::{
    diagnostics::{catalog, CODES},
    Printed, Status,
};

/// Where the code's page of the specification lives, relative to the repository.
const PAGES: &str = "spec/generated/codes";

/// A case of the suite as an example: its id, its title, its site's files (`ship.ks` first) and, for
/// a failing case, the expected diagnostics of the explained code (`KS0301 11:18-11:25 …`).
struct Case {
    id: &'static str,
    title: &'static str,
    /// How it is checked where that differs from a plain check (`checked in CI (--context ci)`).
    checked_as: &'static [&'static str],
    files: &'static [(&'static str, &'static str)],
    diagnostics: &'static [&'static str],
}

/// A code's failing case and the case that shows the mistake corrected.
struct Examples {
    code: &'static str,
    fails: Case,
    passes: Case,
}

/// `case` under `heading`: its title and id, each file with line numbers, then its diagnostics.
fn case_text(heading: &str, case: &Case) -> String {
    let mut out = format!("{heading}: {} (case {})\n", case.title, case.id);
    if !case.checked_as.is_empty() {
        out.push_str(&format!("  {}\n", case.checked_as.join("; ")));
    }
    for (path, text) in case.files {
        out.push_str(&format!("\n  {path}\n"));
        let width = text.lines().count().to_string().len();
        for (number, line) in text.lines().enumerate() {
            let line = format!("  {:>width$} | {line}", number + 1);
            out.push_str(line.trim_end());
            out.push('\n');
        }
    }
    if !case.diagnostics.is_empty() {
        out.push('\n');
    }
    for diagnostic in case.diagnostics {
        out.push_str(&format!("  {diagnostic}\n"));
    }
    out
}

/// What part of the catalog a code is about.
#[derive(Clone, Copy)]
enum KindPart {
    /// The kinds themselves, each with what it does.
    Kinds,
    /// Each kind's inputs.
    Inputs,
    /// Each kind's outputs.
    Outputs,
}

/// The codes about a kind, and what of the catalog their explanation shows (its doc text, the same
/// that hover and the "Built-in kinds" page show).
const ABOUT_KINDS: [(&str, KindPart); 5] = [
    (ks_core::codes::UNKNOWN_INPUT, KindPart::Inputs),
    (ks_core::codes::MISSING_INPUT, KindPart::Inputs),
    (ks_core::codes::RUNTIME_OUTPUT_READ_BARE, KindPart::Outputs),
    (ks_core::codes::UNDECLARED_OUTPUT, KindPart::Outputs),
    (ks_core::codes::UNKNOWN_STEP_KIND, KindPart::Kinds),
];

/// The catalog's words for `part`, one kind after another.
fn kinds_text(part: KindPart) -> String {
    let mut out = String::from("The built-in kinds:\n");
    for kind in ks_core::BUILTIN_KINDS {
        out.push_str(&format!("\n  {}: {}\n", kind.name, kind.doc));
        match part {
            KindPart::Kinds => {}
            KindPart::Inputs => {
                for input in kind.inputs {
                    let need = if input.required { "required" } else { "optional" };
                    out.push_str(&format!(
                        "    {}: {} ({need}): {}\n",
                        input.name, input.ty, input.doc
                    ));
                }
            }
            KindPart::Outputs if kind.runtime_outputs => {
                out.push_str("    outputs at run time, read as `<step>.out.<name>`\n");
            }
            KindPart::Outputs => {
                for output in kind.outputs {
                    out.push_str(&format!("    {}: {}: {}\n", output.name, output.ty, output.doc));
                }
            }
        }
    }
    out
}

/// The explanation of `asked`, or exit 2 with a did-you-mean among the codes and names.
pub fn explain(asked: &str) -> Printed {
    let mut printed = Printed::new();
    let upper = asked.to_ascii_uppercase();
    let found = catalog(&upper).or_else(|| CODES.iter().find(|entry| entry.name == asked));
    let Some(entry) = found else {
        let names = CODES.iter().flat_map(|entry| [entry.code, entry.name]);
        let near = ks_core::closest_name(asked, names)
            .map(|near| format!("; did you mean `{near}`?"))
            .unwrap_or_default();
        printed.err(format!(
            "error: no diagnostic code `{asked}`{near}\n  (codes are KS0001 to {}; `keepshipping explain --list` lists them)\n",
            CODES.last().map_or("", |last| last.code)
        ));
        return printed.ended(Status::Usage);
    };
    printed.out(format!(
        "{} {} ({})\n\n{}\n\nIts span: {}.\n\nHow to fix: {}\n",
        entry.code,
        entry.name,
        entry.severity.as_str(),
        entry.summary,
        entry.span,
        entry.fix,
    ));
    if let Some(examples) = examples::EXAMPLES.iter().find(|e| e.code == entry.code) {
        printed.out(format!("\n{}", case_text("Fails", &examples.fails)));
        printed.out(format!("\n{}", case_text("Passes", &examples.passes)));
    }
    if let Some(&(_, part)) = ABOUT_KINDS.iter().find(|(code, _)| *code == entry.code) {
        printed.out(format!("\n{}", kinds_text(part)));
    }
    printed.out(format!(
        "\nEvery case that shows it, and the rules that define it: {PAGES}/{}.md\n",
        entry.code
    ));
    printed.ended(Status::Clean)
}

/// Every code, one line each: code, severity, name.
pub fn list() -> Printed {
    let mut printed = Printed::new();
    let lines: String = CODES
        .iter()
        .map(|entry| format!("{}  {:<7}  {}\n", entry.code, entry.severity.as_str(), entry.name))
        .collect();
    printed.out(lines);
    printed.ended(Status::Clean)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn by_code_or_name_and_near_misses() {
        let by_code = explain("ks0101").stdout();
        assert!(by_code.starts_with("KS0101 invalid-value (error)\n"), "{by_code}");
        assert!(by_code.contains("spec/generated/codes/KS0101.md"), "{by_code}");
        assert_eq!(explain("invalid-value").stdout(), by_code);
        let missed = explain("KS0102x");
        assert_eq!(missed.status, Status::Usage);
        assert!(missed.stderr().contains("did you mean `KS0102`?"), "{}", missed.stderr());
        assert!(list().stdout().lines().any(|line| line.starts_with("KS0001  error")));
    }

    #[test]
    fn every_code_says_how_to_fix_it_with_a_failing_and_a_passing_case() {
        let codes: Vec<&str> = CODES.iter().map(|entry| entry.code).collect();
        let explained: Vec<&str> = examples::EXAMPLES.iter().map(|e| e.code).collect();
        assert_eq!(explained, codes, "one entry of examples per code, in order");
        for (entry, examples) in CODES.iter().zip(examples::EXAMPLES) {
            let text = explain(entry.code).stdout();
            assert!(!entry.fix.is_empty(), "{}", entry.code);
            assert!(text.contains(&format!("How to fix: {}\n", entry.fix)), "{text}");
            let (fails, passes) = (&examples.fails, &examples.passes);
            assert!(
                text.contains(&format!("Fails: {} (case {})", fails.title, fails.id)),
                "{text}"
            );
            assert!(text.contains(&format!("Passes: {} (case {})", passes.title, passes.id)));
            assert!(!fails.diagnostics.is_empty() && passes.diagnostics.is_empty());
            for diagnostic in fails.diagnostics {
                assert!(diagnostic.starts_with(entry.code), "{diagnostic}");
                assert!(text.contains(&format!("\n  {diagnostic}\n")), "{text}");
            }
            // The input, numbered: the diagnostics' positions are read against it.
            let (path, input) = fails.files[0];
            assert_eq!(path, "ship.ks");
            let first = input.lines().next().unwrap_or_default();
            let shown =
                format!("  {:>w$} | {first}", 1, w = input.lines().count().to_string().len());
            assert!(text.contains(shown.trim_end()), "{text}");
        }
    }

    #[test]
    fn a_code_about_a_kind_shows_the_catalog_doc() {
        let inputs = explain(ks_core::codes::UNKNOWN_INPUT).stdout();
        let plan = ks_core::builtin_kind("tofu.plan").unwrap();
        let dir = plan.input("dir").unwrap();
        assert!(inputs.contains(&format!("  tofu.plan: {}\n", plan.doc)), "{inputs}");
        assert!(inputs.contains(&format!("    dir: Path (required): {}\n", dir.doc)), "{inputs}");
        let outputs = explain(ks_core::codes::UNDECLARED_OUTPUT).stdout();
        let digest = ks_core::builtin_kind("oci.image").unwrap().output("digest").unwrap();
        assert!(
            outputs.contains(&format!("    digest: oci.Digest: {}\n", digest.doc)),
            "{outputs}"
        );
        assert!(outputs.contains("read as `<step>.out.<name>`"), "{outputs}");
        // Not about a kind: no catalog.
        assert!(!explain("KS0101").stdout().contains("The built-in kinds"));
    }
}
