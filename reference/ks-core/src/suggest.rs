//! Did-you-mean (GEN-5, GAP-28). Only called after a lookup failed, over the candidates of the scope
//! that failed (that step's outputs, that namespace's members, …), so the happy path never computes a
//! distance and a failed lookup costs one pass over its scope.

/// The distance limit for a name: a third of its length, clamped to 1..=3 (GAP-28).
fn limit(name: &str) -> usize {
    (name.chars().count() / 3).clamp(1, 3)
}

/// The closest candidate: a case-insensitive equal name wins; otherwise the smallest optimal string
/// alignment distance within `max(1, len / 3)` (never above 3), ties to the earlier candidate.
pub fn closest<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    best(name, candidates).map(|(_, candidate)| candidate)
}

/// [`closest`] with the distance (0 for a case-insensitive match).
pub fn best<'a>(
    name: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<(usize, &'a str)> {
    let lower = name.to_ascii_lowercase();
    let limit = limit(name);
    let mut best: Option<(usize, &str)> = None;
    let mut candidate_lower = String::new();
    for candidate in candidates {
        candidate_lower.clear();
        candidate_lower.extend(candidate.chars().map(|c| c.to_ascii_lowercase()));
        if candidate_lower == lower {
            if candidate == name {
                continue;
            }
            return Some((0, candidate));
        }
        if candidate_lower.chars().count().abs_diff(lower.chars().count()) > limit {
            continue;
        }
        count_comparison();
        let distance = strsim::osa_distance(&lower, &candidate_lower);
        if distance <= limit && best.is_none_or(|(d, _)| distance < d) {
            best = Some((distance, candidate));
        }
    }
    best
}

thread_local! {
    static COMPARISONS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

fn count_comparison() {
    COMPARISONS.with(|count| count.set(count.get() + 1));
}

/// How many distances this thread has computed so far (for tests that a scope stays linear).
pub fn comparisons() -> usize {
    COMPARISONS.with(std::cell::Cell::get)
}

/// Scopes at least this large are searched through an [`Index`] instead of one by one.
pub const INDEXED_SCOPE: usize = 64;

/// A deletion-neighbourhood index over a large scope (the steps of a big file), so that a failed
/// lookup does not compare against every name. Two names within optimal string alignment distance
/// `d` share a string reachable from each by at most `d` deletions (a substitution or an adjacent
/// transposition is one deletion on each side, an insertion one on the other), so only names sharing
/// one of the query's deletion variants are compared. Built once, on the first failed lookup; its
/// size is linear in the scope (each name contributes its variants with up to 3 deletions), and so is
/// building it: the variants are bucketed by hash (a counting sort), never sorted.
#[derive(Clone, Debug, Default)]
pub struct Index {
    names: Vec<Box<str>>,
    /// Bucket `b` (the low bits of a variant's hash) holds `entries[starts[b]..starts[b + 1]]`.
    starts: Vec<u32>,
    /// Per variant: the high half of its hash, and its name's index shifted left by two with how
    /// many deletions made it in the low two bits. Two variants that share a bucket and a high half
    /// but differ are only a wasted comparison: every candidate's distance is computed.
    entries: Vec<(u32, u32)>,
}

impl Index {
    pub fn new<'a>(names: impl IntoIterator<Item = &'a str>) -> Index {
        let names: Vec<Box<str>> = names.into_iter().map(Box::from).collect();
        let mut hashed: Vec<(u64, u32)> = Vec::new();
        let mut chars = Vec::new();
        for (i, name) in names.iter().enumerate() {
            chars.clear();
            chars.extend(name.chars().map(|c| c.to_ascii_lowercase()));
            // A name of length L can only be within reach of queries whose limit is at most
            // clamp((L + 3) / 3, 1, 3).
            let depth = ((chars.len() + 3) / 3).clamp(1, 3);
            variants(&chars, depth, |hash, k| hashed.push((hash, (i as u32) << 2 | u32::from(k))));
        }
        // About four variants per bucket.
        let buckets = (hashed.len() / 4).next_power_of_two().max(1);
        let mut starts = vec![0u32; buckets + 1];
        for &(hash, _) in &hashed {
            starts[Self::bucket(hash, buckets) + 1] += 1;
        }
        for b in 0..buckets {
            starts[b + 1] += starts[b];
        }
        let mut fill = starts.clone();
        let mut entries = vec![(0, 0); hashed.len()];
        for (hash, packed) in hashed {
            let slot = &mut fill[Self::bucket(hash, buckets)];
            entries[*slot as usize] = ((hash >> 32) as u32, packed);
            *slot += 1;
        }
        Index { names, starts, entries }
    }

    fn bucket(hash: u64, buckets: usize) -> usize {
        hash as usize & (buckets - 1)
    }

    /// The names with a variant of hash `hash` made by at most `depth` deletions.
    fn sharing(&self, hash: u64, depth: usize) -> impl Iterator<Item = u32> + '_ {
        let bucket = Self::bucket(hash, self.starts.len() - 1);
        let range = self.starts[bucket] as usize..self.starts[bucket + 1] as usize;
        self.entries[range]
            .iter()
            .filter(move |&&(high, packed)| {
                high == (hash >> 32) as u32 && (packed & 3) as usize <= depth
            })
            .map(|&(_, packed)| packed >> 2)
    }

    /// The closest name, as [`best`] over the whole scope would find it.
    ///
    /// Searched in stages of growing depth: a name at distance `d` shares a variant with at most `d`
    /// deletions on each side, so once a stage of depth `d` finds a name within `d`, no deeper stage
    /// can find a closer one or an earlier one at the same distance. The shallow stages keep the
    /// neighbourhoods small where names differ only in a few characters (`build12`, `build13`, …),
    /// which is what keeps a file full of near-miss spellings linear.
    pub fn best(&self, name: &str) -> Option<(usize, &str)> {
        let chars: Vec<char> = name.chars().map(|c| c.to_ascii_lowercase()).collect();
        let limit = limit(name);
        let mut found: Vec<u32> = Vec::new();
        for depth in 0..=limit {
            found.clear();
            if self.starts.is_empty() {
                break;
            }
            variants(&chars, depth, |hash, _| found.extend(self.sharing(hash, depth)));
            found.sort_unstable();
            found.dedup();
            let answer = best(name, found.iter().map(|&i| &*self.names[i as usize]));
            if depth == limit || answer.is_some_and(|(distance, _)| distance <= depth) {
                return answer;
            }
        }
        None
    }
}

/// Calls `emit` with the hash of every string made by deleting at most `depth` of `chars`, and how
/// many were deleted.
fn variants(chars: &[char], depth: usize, mut emit: impl FnMut(u64, u8)) {
    let n = chars.len();
    let mut removed: Vec<usize> = Vec::with_capacity(depth);
    for k in 0..=depth.min(n) {
        // Every k-combination of positions, in lexicographic order.
        removed.clear();
        removed.extend(0..k);
        loop {
            emit(hash_without(chars, &removed), k as u8);
            // Advance to the next combination.
            let mut i = k;
            while i > 0 && removed[i - 1] == n - k + i - 1 {
                i -= 1;
            }
            if i == 0 {
                break;
            }
            removed[i - 1] += 1;
            for j in i..k {
                removed[j] = removed[j - 1] + 1;
            }
        }
    }
}

/// FNV-1a over the characters not in `removed` (sorted).
fn hash_without(chars: &[char], removed: &[usize]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut skip = removed.iter().peekable();
    for (i, c) in chars.iter().enumerate() {
        if skip.peek() == Some(&&i) {
            skip.next();
            continue;
        }
        for byte in (*c as u32).to_le_bytes() {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    hash ^ chars.len().wrapping_sub(removed.len()) as u64
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
    fn the_index_finds_what_a_full_scan_finds() {
        let names: Vec<String> = (0..300)
            .map(|i| format!("{}{i}", ["build", "deploy", "review", "apply-infra", "x"][i % 5]))
            .collect();
        let index = Index::new(names.iter().map(String::as_str));
        for query in [
            "biuld7",
            "deplyo11",
            "Review2",
            "apply-infar3",
            "x4",
            "zzzzzz",
            "build",
            "b",
            "reveiw",
            "apply_infra3",
            // Names that differ only in their digits: every stage of the search is exercised.
            "biuld12",
            "bild120",
            "bxild1x",
            "deploy1234",
            "revew27",
        ] {
            assert_eq!(index.best(query), best(query, names.iter().map(String::as_str)), "{query}");
        }
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
