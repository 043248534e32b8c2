//! A failed lookup compares against a bounded neighbourhood of its scope, never the whole scope: in a
//! file where every step misspells a reference, the number of distances computed grows linearly with
//! the number of steps (counted, not timed: the counter is the crate's own, so the test lives here).

use crate::{codes, suggest, CheckOptions};

/// A name of eight letters drawn from a fixed generator: distinct names, as a real file's are.
fn name(i: usize) -> String {
    let mut state = (i as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15).wrapping_add(12345);
    (0..8)
        .map(|_| {
            state ^= state >> 33;
            state = state.wrapping_mul(0xff51_afd7_ed55_8ccd);
            (b'a' + (state % 26) as u8) as char
        })
        .collect()
}

/// `n` builds and `n` deploys, each deploy reading its build with two letters swapped.
fn misspelled(n: usize) -> String {
    let mut text = String::from("steps:\n");
    for i in 0..n {
        let build = name(i);
        let mut wrong: Vec<char> = build.chars().collect();
        wrong.swap(2, 3);
        let wrong: String = wrong.into_iter().collect();
        text.push_str(&format!("  {build}: oci.image\n    from: ./Dockerfile\n"));
        text.push_str(&format!("  deploy{i}: k8s.rollout\n    image: {wrong}.digest\n"));
    }
    text
}

fn comparisons_for(n: usize) -> (usize, usize) {
    let text = misspelled(n);
    let parse = ks_lang::parse(&text);
    let before = suggest::comparisons();
    let checked = crate::check(&parse, &CheckOptions::default());
    let unresolved: Vec<_> =
        checked.diagnostics().iter().filter(|d| d.code == codes::UNRESOLVED_REFERENCE).collect();
    let hinted = unresolved
        .iter()
        .filter(|d| d.hint.as_deref().is_some_and(|h| h.starts_with("did you mean")))
        .count();
    assert_eq!(hinted, unresolved.len(), "every misspelling gets its did-you-mean");
    (suggest::comparisons() - before, unresolved.len())
}

#[test]
fn every_step_misspelling_a_reference_stays_linear() {
    let (small, small_misspelled) = comparisons_for(250);
    let (large, large_misspelled) = comparisons_for(1000);
    // A swap of two equal letters spells the name right; nearly every deploy misspells.
    assert!(
        small_misspelled > 230 && large_misspelled > 920,
        "{small_misspelled} {large_misspelled}"
    );
    // Linear: four times the steps, about four times the comparisons (quadratic would be sixteen).
    assert!(large <= small * 6, "{small} comparisons for 250 steps, {large} for 1000");
}

#[test]
fn the_hint_names_the_right_step_in_a_large_file() {
    let text = misspelled(500);
    let parse = ks_lang::parse(&text);
    let checked = crate::check(&parse, &CheckOptions::default());
    let build = name(321);
    let mut wrong: Vec<char> = build.chars().collect();
    wrong.swap(2, 3);
    let wrong: String = wrong.into_iter().collect();
    let found =
        checked.diagnostics().iter().find(|d| d.message.contains(&format!("`{wrong}`"))).unwrap();
    assert_eq!(found.hint, Some(format!("did you mean `{build}`?")));
}
