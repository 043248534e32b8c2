//! `ks_migrate::upgrade` (`keepshipping fmt --upgrade`) on any UTF-8 text, as written and with a
//! `keepshipping: 0.0` header put in front (so the 0.0 -> 0.1 migration runs on every input): it never
//! panics; an upgraded text satisfies the `parse` properties, has no error, keeps every comment in
//! order and byte for byte, and upgrades to itself (idempotent); every leftover and every mapped span
//! lies inside the original; the in-memory reading (`migrate`) never panics either.
#![no_main]

use ks_lang::{SyntaxKind, TextRange};
use ks_migrate::{migrate, upgrade, Kinds, Upgrade};
use libfuzzer_sys::fuzz_target;

/// The test port: `tofu.apply` and script steps run-time-only, a few static kinds, the rest unknown.
struct FuzzKinds;

impl Kinds for FuzzKinds {
    fn outputs_are_runtime_only(&self, kind: &str) -> Option<bool> {
        match kind {
            "tofu.apply" => Some(true),
            "oci.image" | "tofu.plan" | "approval" | "k8s.rollout" | "decide" => Some(false),
            script if script.starts_with("./") && script.ends_with(".ts") => Some(true),
            _ => None,
        }
    }
}

fn comments(text: &str) -> Vec<String> {
    ks_lang::parse(text)
        .syntax()
        .tokens()
        .filter(|t| t.kind() == SyntaxKind::COMMENT)
        .map(|t| t.text().to_string())
        .collect()
}

fn inside(text: &str, range: TextRange) -> bool {
    let (start, end) = (range.start() as usize, range.end() as usize);
    start <= end && end <= text.len() && text.is_char_boundary(start) && text.is_char_boundary(end)
}

fn check(text: &str) {
    match upgrade(text, &FuzzKinds) {
        Upgrade::Unchanged => {}
        Upgrade::Refused(refusal) => {
            assert!(!refusal.leftovers.is_empty(), "refused without a reason: {text:?}");
            for leftover in &refusal.leftovers {
                assert!(inside(text, leftover.range), "{leftover:?} outside {text:?}");
            }
        }
        Upgrade::Upgraded(migrated) => {
            let out = &migrated.text;
            let parse = ks_fuzz::check_parse(out);
            assert!(!parse.has_errors(), "the upgrade has errors: {text:?} -> {out:?}");
            assert_eq!(comments(text), comments(out), "comments changed: {text:?} -> {out:?}");
            assert_eq!(
                upgrade(out, &FuzzKinds),
                Upgrade::Unchanged,
                "not idempotent: {text:?} -> {out:?}"
            );
            for token in parse.syntax().tokens() {
                let back = migrated.span_map.to_original(token.text_range());
                assert!(inside(text, back), "{token:?} maps to {back:?} outside {text:?}");
            }
        }
    }
    if let Ok(migrated) = migrate(text, &FuzzKinds) {
        for leftover in &migrated.leftovers {
            assert!(inside(text, leftover.range), "{leftover:?} outside {text:?}");
        }
    }
}

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        check(text);
        check(&format!("keepshipping: 0.0\n{text}"));
    }
});
