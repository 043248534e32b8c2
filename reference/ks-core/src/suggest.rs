//! Did-you-mean (GEN-5, GAP-28). Only called after a lookup failed, over the candidates of the scope
//! that failed (that step's outputs, that namespace's members, …), so the happy path never computes a
//! distance and a failed lookup costs one pass over its scope.

/// The closest candidate: a case-insensitive equal name wins; otherwise the smallest optimal string
/// alignment distance within `max(1, len / 3)` (never above 3), ties to the earlier candidate.
pub fn closest<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let lower = name.to_ascii_lowercase();
    let limit = (name.chars().count() / 3).clamp(1, 3);
    let mut best: Option<(usize, &str)> = None;
    for candidate in candidates {
        let candidate_lower = candidate.to_ascii_lowercase();
        if candidate_lower == lower {
            if candidate == name {
                continue;
            }
            return Some(candidate);
        }
        let distance = strsim::osa_distance(&lower, &candidate_lower);
        if distance <= limit && best.is_none_or(|(d, _)| distance < d) {
            best = Some((distance, candidate));
        }
    }
    best.map(|(_, candidate)| candidate)
}

/// How many candidates are few enough to list when nothing is close.
const LISTABLE: usize = 8;

/// The hint for a failed lookup: "did you mean `x`?", or the candidates when there are few.
pub fn hint<'a>(
    name: &str,
    candidates: impl IntoIterator<Item = &'a str> + Clone,
) -> Option<String> {
    if let Some(best) = closest(name, candidates.clone()) {
        return Some(format!("did you mean `{best}`?"));
    }
    let all: Vec<&str> = candidates.into_iter().collect();
    match all.len() {
        0 => None,
        n if n <= LISTABLE => Some(format!("expected one of {}", quoted_list(&all))),
        _ => None,
    }
}

/// `` `a`, `b` or `c` ``.
pub fn quoted_list(items: &[&str]) -> String {
    let mut text = String::new();
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            text.push_str(if i + 1 == items.len() { " or " } else { ", " });
        }
        text.push('`');
        text.push_str(item);
        text.push('`');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn closest_prefers_case_then_distance_then_order() {
        assert_eq!(closest("Review", ["review", "reviews"]), Some("review"));
        assert_eq!(closest("reveiw", ["build", "review"]), Some("review"));
        assert_eq!(closest("digets", ["digest", "signed"]), Some("digest"));
        assert_eq!(closest("x", ["y", "z"]), Some("y"));
        assert_eq!(closest("deploy", ["build", "plan"]), None);
        assert_eq!(closest("abcdefghijklmnop", ["abcdefghijklzzzz"]), None);
    }

    #[test]
    fn hint_lists_few_candidates_when_nothing_is_close() {
        assert_eq!(hint("pushh", ["push", "pr"]).as_deref(), Some("did you mean `push`?"));
        assert_eq!(
            hint("zzz", ["auto", "manual", "none"]).as_deref(),
            Some("expected one of `auto`, `manual` or `none`")
        );
        assert_eq!(hint("zzz", std::iter::empty::<&str>()), None);
    }
}
