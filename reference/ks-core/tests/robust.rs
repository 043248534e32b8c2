//! `check` never panics and does not depend on layout: every input of the conformance suite (syntax
//! errors included), every prefix of each at a line boundary and at every byte of the small ones, and
//! generated workflows; and `check` gives the same codes for a file and for `fmt` of that file.

use ks_conformance::case;
use ks_core::CheckOptions;
use proptest::prelude::*;

fn codes(text: &str) -> Vec<&'static str> {
    let parse = ks_lang::parse(text);
    let mut codes: Vec<&str> = ks_core::check(&parse, &CheckOptions::default())
        .diagnostics()
        .iter()
        .map(|d| d.code)
        .collect();
    codes.sort_unstable();
    codes
}

#[test]
fn every_suite_input_and_its_prefixes_check_without_panicking() {
    let inputs = case::ks_texts(&case::suite());
    assert!(inputs.len() > 500, "{}", inputs.len());
    let options = CheckOptions::default();
    for (name, text) in &inputs {
        // Every line boundary (at most 64, evenly spread) and every byte of the small inputs.
        let lines: Vec<usize> = text.match_indices('\n').map(|(i, _)| i + 1).collect();
        let step = lines.len().div_ceil(64).max(1);
        let mut cuts: Vec<usize> = lines.into_iter().step_by(step).collect();
        cuts.push(text.len());
        if text.len() <= 200 {
            cuts.extend((0..text.len()).filter(|&i| text.is_char_boundary(i)));
        }
        for cut in cuts {
            let prefix = &text[..cut];
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                ks_core::check(&ks_lang::parse(prefix), &options).diagnostics().len()
            }));
            assert!(result.is_ok(), "{name}: check panicked on the first {cut} bytes");
        }
    }
}

#[test]
fn fmt_does_not_change_what_check_says_about_the_suite() {
    let mut compared = 0;
    for (name, text) in case::ks_texts(&case::suite()) {
        let Ok(formatted) = ks_fmt::format(&text) else { continue };
        assert_eq!(codes(&text), codes(&formatted), "{name}");
        compared += 1;
    }
    assert!(compared > 300, "{compared}");
}

/// A small workflow generator: steps of every kind with inputs drawn from a pool of good and bad
/// values, laid out with random spacing.
fn workflow() -> impl Strategy<Value = String> {
    let kinds = prop::sample::select(vec![
        "oci.image",
        "tofu.plan",
        "tofu.apply",
        "approval",
        "k8s.rollout",
        "decide",
        "./s.ts",
        "acme.x",
    ]);
    let keys = prop::sample::select(vec![
        "from", "dir", "plan", "show", "auto", "image", "wait", "verify", "input", "answers",
        "when", "after", "rollback", "ci-only", "tags", "cluster", "action", "form",
    ]);
    let values = prop::sample::select(vec![
        "./Dockerfile",
        "s0.digest",
        "s1.out.cluster",
        "s2.destroys",
        "git.tag",
        "\"{git.sha}\"",
        "secrets.t",
        "low | high",
        "s0 is low >= 0.5",
        "env is prod",
        "healthy, 5m",
        "manual",
        "\"signed-by key:k\"",
        "true",
        "s1",
        "5m",
        "api.acme.dev",
        "(",
        "\"x",
    ]);
    let step = (kinds, prop::collection::vec((keys, values, 1usize..3), 0..4));
    (prop::collection::vec(step, 0..6), any::<bool>()).prop_map(|(steps, envs)| {
        let mut text = String::new();
        if envs {
            text.push_str("envs:\n  prod:\n    require-verified: true\n");
        }
        text.push_str("steps:\n");
        for (i, (kind, inputs)) in steps.iter().enumerate() {
            text.push_str(&format!("  s{i}: {kind}\n"));
            for (key, value, spaces) in inputs {
                text.push_str(&format!("    {key}:{}{value}\n", " ".repeat(*spaces)));
            }
        }
        text
    })
}

proptest! {
    #[test]
    fn generated_workflows_check_and_fmt_keeps_codes(text in workflow()) {
        let before = codes(&text);
        if let Ok(formatted) = ks_fmt::format(&text) {
            prop_assert_eq!(before, codes(&formatted));
        }
    }
}
