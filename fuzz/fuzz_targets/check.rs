//! Any UTF-8 text, checked with every actor, context and `CI` setting: `ks_core::check` must not panic
//! (libFuzzer's timeout catches runaway time), its diagnostics must start with the parser's, unchanged
//! (syntax first; for a previous-format file, those of its migrated reading mapped back onto it),
//! every span and related span must lie inside the input on character boundaries, every diagnostic
//! must carry a `KS` code and a message, `has_errors` must agree with the severities, and checking
//! the same tree twice must say the same thing.
#![no_main]

use ks_core::{Actor, CheckOptions, Context};
use ks_lang::TextRange;
use libfuzzer_sys::fuzz_target;

fn in_text(text: &str, span: TextRange, code: &str) {
    let (start, end) = (span.start() as usize, span.end() as usize);
    assert!(start <= end && end <= text.len(), "{code}: span {span:?} outside {} bytes", text.len());
    assert!(
        text.is_char_boundary(start) && text.is_char_boundary(end),
        "{code}: span {span:?} splits a character"
    );
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let parse = ks_lang::parse(text);
    // A previous-format file is checked as its migrated reading (D19): the syntax diagnostics are the
    // reading's, mapped back onto the file.
    let syntax: Vec<_> = match ks_core::migrate_previous(&parse) {
        Some(migrated) => ks_lang::parse(&migrated.text)
            .diagnostics()
            .iter()
            .map(|d| migrated.span_map.diagnostic_to_original(d.clone()))
            .collect(),
        None => parse.diagnostics().to_vec(),
    };
    for actor in [Actor::Human, Actor::Agent, Actor::Ci] {
        for context in [Context::Local, Context::Ci] {
            for ci_env in [false, true] {
                let mut options = CheckOptions::default();
                options.actor = actor;
                options.context = context;
                options.ci_env = ci_env;
                let checked = ks_core::check(&parse, &options);
                let diagnostics = checked.diagnostics();
                assert!(
                    diagnostics.starts_with(&syntax),
                    "the syntax diagnostics do not come first, unchanged: {text:?}"
                );
                for diagnostic in diagnostics {
                    let code = diagnostic.code;
                    assert!(code.len() == 6 && code.starts_with("KS"), "code {code:?}");
                    assert!(!diagnostic.message.is_empty(), "{code} has an empty message");
                    in_text(text, diagnostic.span, code);
                    for related in &diagnostic.related {
                        in_text(text, related.span, code);
                    }
                }
                assert_eq!(checked.has_errors(), diagnostics.iter().any(|d| d.is_error()));
                let again = ks_core::check(&parse, &options);
                assert_eq!(again.diagnostics(), diagnostics, "check is not deterministic");
            }
        }
    }
});
