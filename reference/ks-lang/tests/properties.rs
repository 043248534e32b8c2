//! Property tests: for arbitrary text and for plausible `ship.ks` files, parsing keeps its promises
//! (lossless, no panic, spans inside the input on character boundaries).

use proptest::prelude::*;

fn check(text: &str) -> Result<(), TestCaseError> {
    let parse = ks_lang::parse(text);
    let violations = ks_lang::invariants::violations(text, &parse);
    prop_assert!(violations.is_empty(), "{violations:#?}\ninput: {text:?}");
    Ok(())
}

/// Pieces a real file is made of, plus the awkward ones.
fn fragment() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("steps:".to_string()),
        Just("name: api".to_string()),
        Just("deploy: k8s.rollout".to_string()),
        Just("image: build.digest".to_string()),
        Just("wait: healthy, 5m".to_string()),
        Just("auto: risk is low >= 0.95".to_string()),
        Just("and plan.destroys == 0".to_string()),
        Just("notes: |".to_string()),
        Just("replicas: int = 2".to_string()),
        Just("on: push main, pr".to_string()),
        Just("tag: \"api-{git.sha}\"".to_string()),
        Just("x: not (a or b) | c d".to_string()),
        Just("| not b >= c or d".to_string()),
        Just("== not is and , = not".to_string()),
        Just("# a comment → with ≥ unicode".to_string()),
        Just("  ".to_string()),
        Just("\t".to_string()),
        Just("(((".to_string()),
        Just(")".to_string()),
        Just("\"unterminated".to_string()),
        Just("{bad interp".to_string()),
        Just("≤≥".to_string()),
        Just("é: ü".to_string()),
        Just("\r".to_string()),
        Just("\u{feff}".to_string()),
        Just("\0".to_string()),
        "[a-z:=(),|#\"{}. \\\\-]{0,12}",
    ]
}

/// A plausible file: fragments on lines with random indentation and line ends.
fn plausible_file() -> impl Strategy<Value = String> {
    let line = (
        0usize..9,
        prop::collection::vec(fragment(), 1..3),
        prop_oneof![Just("\n"), Just("\r\n"), Just("")],
    );
    prop::collection::vec(line, 0..40).prop_map(|lines| {
        let mut text = String::new();
        for (indent, fragments, newline) in lines {
            text.push_str(&" ".repeat(indent));
            text.push_str(&fragments.join(" "));
            text.push_str(newline);
        }
        text
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn arbitrary_strings_round_trip(text in any::<String>()) {
        check(&text)?;
    }

    #[test]
    fn language_alphabet_round_trips(text in "[ \t\r\na-z0-9_:=!<>,|(){}\"\\\\#.@/~≥≤-]{0,200}") {
        check(&text)?;
    }

    #[test]
    fn plausible_files_round_trip(text in plausible_file()) {
        check(&text)?;
    }
}
