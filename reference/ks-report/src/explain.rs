//! `keepshipping explain CODE`: what a diagnostic code means, from the code registry (`ks_lang::codes`,
//! generated from `conformance/codes.toml`), by its code (`KS0101`, `ks0101`) or its name
//! (`invalid-value`).

use crate::{
    diagnostics::{catalog, CODES},
    Printed, Status,
};

/// Where the code's page of the specification lives, relative to the repository.
const PAGES: &str = "spec/generated/codes";

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
        "{} {} ({})\n\n{}\n\nIts span: {}.\n\nMore, with the cases that show it: {PAGES}/{}.md\n",
        entry.code,
        entry.name,
        entry.severity.as_str(),
        entry.summary,
        entry.span,
        entry.code
    ));
    if let Some(&(_, part)) = ABOUT_KINDS.iter().find(|(code, _)| *code == entry.code) {
        printed.out(format!("\n{}", kinds_text(part)));
    }
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
