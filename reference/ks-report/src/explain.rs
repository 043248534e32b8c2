//! `keepshipping explain CODE`: what a diagnostic code means, from the code registry (`ks_lang::codes`,
//! generated from `conformance/codes.toml`), by its code (`KS0101`, `ks0101`) or its name
//! (`invalid-value`).

use crate::{
    diagnostics::{catalog, CODES},
    Printed, Status,
};

/// Where the code's page of the specification lives, relative to the repository.
const PAGES: &str = "spec/generated/codes";

/// The explanation of `asked`, or exit 2 with a did-you-mean among the codes and names.
pub fn explain(asked: &str) -> Printed {
    let mut printed = Printed::new();
    let upper = asked.to_ascii_uppercase();
    let found = catalog(&upper).or_else(|| CODES.iter().find(|entry| entry.name == asked));
    let Some(entry) = found else {
        let names = CODES.iter().flat_map(|entry| [entry.code, entry.name]);
        let near = ks_core::suggest::closest(asked, names)
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
}
