//! Any UTF-8 text, fixed with the safe fixes and with every fix (`check --fix`, `--unsafe-fixes`):
//! `ks_core::fix` must not panic (libFuzzer's timeout catches a fix loop that runs away); a refusal
//! must say why; a fixed text must parse (no syntax error without a fix of its own), carry no error
//! the original did not have (code and message, counting repeats), and be what the reported
//! diagnostics are of. One pass of every fix of the original, overlaps and all, never panics either.
#![no_main]

use ks_core::{fix, CheckOptions};
use ks_lang::{Applicability, Diagnostic};
use libfuzzer_sys::fuzz_target;

fn errors(diagnostics: &[Diagnostic]) -> Vec<(&str, &str)> {
    let mut found: Vec<(&str, &str)> = diagnostics
        .iter()
        .filter(|d| d.is_error())
        .map(|d| (d.code, d.message.as_str()))
        .collect();
    found.sort_unstable();
    found
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    // The header fix is a CI one (KS0611).
    let options = CheckOptions::default().with_ci_env(true);
    let original = ks_core::check(&ks_lang::parse(text), &options).diagnostics().to_vec();
    for level in [Applicability::Safe, Applicability::Unsafe] {
        let _ = fix::apply_once(text, &original, level);
        match fix::fix(text, &options, level) {
            Err(refusal) => assert!(!refusal.reason().is_empty()),
            Ok(fixed) => {
                let parse = ks_lang::parse(&fixed.text);
                assert!(fix::parses(&parse), "the fixed text does not parse: {:?}", fixed.text);
                let now = ks_core::check(&parse, &options).diagnostics().to_vec();
                assert_eq!(now, fixed.remaining, "the remaining diagnostics are not the fixed text's");
                let mut before = errors(&original);
                for error in errors(&now) {
                    let at = before.iter().position(|e| *e == error);
                    let at = at.unwrap_or_else(|| {
                        panic!("a fix added {error:?}: {text:?} became {:?}", fixed.text)
                    });
                    before.remove(at);
                }
                if fixed.applied == 0 {
                    assert_eq!(fixed.text, text, "nothing applied, yet the text changed");
                }
            }
        }
    }
});
