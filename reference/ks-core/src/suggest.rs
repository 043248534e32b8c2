//! Did-you-mean (GEN-5, GAP-28). Only called after a lookup failed, over the candidates of the scope
//! that failed (that step's outputs, that namespace's members, …), so the happy path never computes a
//! distance and a failed lookup costs one pass over its scope.

use ks_lang::{Diagnostic, Fix, TextRange};

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

/// How many distances this thread has computed so far (for the test that a scope stays linear).
#[cfg(test)]
pub(crate) fn comparisons() -> usize {
    COMPARISONS.with(std::cell::Cell::get)
}

/// Scopes at least this large are searched through an [`Index`] instead of one by one.
pub const INDEXED_SCOPE: usize = 64;

/// A deletion-neighbourhood index over a large scope (the steps of a big file), so that a failed
/// lookup does not compare against every name. Two names within optimal string alignment distance
/// `d` share a string reachable from each by at most `d` deletions (a substitution or an adjacent
/// transposition is one deletion on each side, an insertion one on the other), so only names sharing
/// one of the query's deletion variants are compared.
///
/// The variants are kept in one layer per number of deletions (0 to 3), each built on the first
/// query that needs it: a file of one-letter slips never builds the deep layers, which hold most of
/// the variants (a 10-letter name has 10 one-deletion variants and 120 three-deletion ones). A
/// layer's size, and the time to build it, are linear in the scope: variants are bucketed by hash
/// (a counting sort), never sorted.
#[derive(Clone, Debug, Default)]
pub struct Index {
    names: Vec<Box<str>>,
    layers: [std::sync::OnceLock<Layer>; 4],
}

/// The variants of an [`Index`]'s names made by one number of deletions.
#[derive(Clone, Debug, Default)]
struct Layer {
    /// Bucket `b` (see [`Layer::bucket`]) holds `entries[starts[b]..starts[b + 1]]`.
    starts: Vec<u32>,
    /// Per variant: the high half of its hash and its name's index. Two variants that share a
    /// bucket and a high half but differ are only a wasted comparison: every candidate's distance
    /// is computed.
    entries: Vec<(u32, u32)>,
}

impl Layer {
    /// The variants of `names` made by exactly `deletions` deletions.
    fn new(names: &[Box<str>], deletions: usize) -> Layer {
        let (mut chars, mut variants) = (Vec::new(), Variants::default());
        // Variants are first split by their hash's top bits into partitions (appends to a few
        // hundred lists, kind to the cache), then each partition is bucketed on its own.
        let mut partitions: Vec<Vec<[u32; 3]>> = vec![Vec::new(); PARTITIONS];
        for (i, name) in names.iter().enumerate() {
            chars.clear();
            chars.extend(name.chars().map(|c| c.to_ascii_lowercase()));
            // A name of length L can only be within reach of queries whose limit is at most
            // clamp((L + 3) / 3, 1, 3).
            if deletions > ((chars.len() + 3) / 3).clamp(1, 3) {
                continue;
            }
            variants.each(&chars, deletions..=deletions, |hash| {
                partitions[partition(hash)].push([hash as u32, (hash >> 32) as u32, i as u32]);
            });
        }
        let total: usize = partitions.iter().map(Vec::len).sum();
        // About four variants per bucket.
        let per_partition = (total / 4 / PARTITIONS).next_power_of_two();
        let mut starts = vec![0u32; PARTITIONS * per_partition + 1];
        let mut entries = vec![(0, 0); total];
        let (mut offset, mut fill) = (0u32, vec![0u32; per_partition]);
        for (p, partition) in partitions.into_iter().enumerate() {
            let first = p * per_partition;
            let within = |low: u32| low as usize & (per_partition - 1);
            fill.fill(0);
            for &[low, ..] in &partition {
                fill[within(low)] += 1;
            }
            for (b, slot) in fill.iter_mut().enumerate() {
                starts[first + b] = offset;
                offset += *slot;
                *slot = starts[first + b];
            }
            for [low, high, name] in partition {
                let slot = &mut fill[within(low)];
                entries[*slot as usize] = (high, name);
                *slot += 1;
            }
        }
        starts[PARTITIONS * per_partition] = offset;
        Layer { starts, entries }
    }

    /// The bucket of a variant's hash: its partition's first bucket, plus its low bits.
    fn bucket(&self, hash: u64) -> usize {
        let per_partition = (self.starts.len() - 1) / PARTITIONS;
        partition(hash) * per_partition + (hash as usize & (per_partition - 1))
    }

    /// The names with a variant of hash `hash` in this layer.
    fn sharing(&self, hash: u64) -> impl Iterator<Item = u32> + '_ {
        let bucket = self.bucket(hash);
        let range = self.starts[bucket] as usize..self.starts[bucket + 1] as usize;
        self.entries[range]
            .iter()
            .filter(move |&&(high, _)| high == (hash >> 32) as u32)
            .map(|&(_, name)| name)
    }
}

impl Index {
    pub fn new<'a>(names: impl IntoIterator<Item = &'a str>) -> Index {
        Index { names: names.into_iter().map(Box::from).collect(), layers: Default::default() }
    }

    /// The layer of variants made by `deletions` deletions, built now if no query needed it yet.
    fn layer(&self, deletions: usize) -> &Layer {
        self.layers[deletions].get_or_init(|| Layer::new(&self.names, deletions))
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
        let mut variants = Variants::default();
        let mut found: Vec<u32> = Vec::new();
        for depth in 0..=limit {
            found.clear();
            let layers: Vec<&Layer> = (0..=depth).map(|k| self.layer(k)).collect();
            variants.each(&chars, 0..=depth, |hash| {
                for layer in &layers {
                    found.extend(layer.sharing(hash));
                }
            });
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

/// How many partitions an index's variants are split into while it is built (see [`Index::new`]).
const PARTITIONS: usize = 256;

/// A variant's partition: the top bits of its hash.
fn partition(hash: u64) -> usize {
    (hash >> 56) as usize
}

/// Lists reused from name to name while hashing deletion variants.
#[derive(Default)]
struct Variants {
    /// `prefix[i]`: the polynomial hash of the first `i` characters.
    prefix: Vec<u64>,
    /// `power[i]`: the base to the `i`th.
    power: Vec<u64>,
    removed: Vec<usize>,
}

/// The polynomial hash's base (odd, so that its powers never vanish modulo 2⁶⁴).
const BASE: u64 = 0x100_0000_01b3;

impl Variants {
    /// Calls `emit` with the hash of every string made by deleting from `chars` as many characters
    /// as `deletions` allows. Each variant's hash is put together from the prefix hashes of the
    /// pieces left between deletions: a few multiplications, not a pass over the name.
    fn each(
        &mut self,
        chars: &[char],
        deletions: std::ops::RangeInclusive<usize>,
        mut emit: impl FnMut(u64),
    ) {
        let n = chars.len();
        let Variants { prefix, power, removed } = self;
        prefix.clear();
        prefix.push(0);
        power.clear();
        power.push(1);
        for (i, &c) in chars.iter().enumerate() {
            prefix.push(prefix[i].wrapping_mul(BASE).wrapping_add(u64::from(c) + 1));
            power.push(power[i].wrapping_mul(BASE));
        }
        let piece = |from: usize, to: usize| {
            prefix[to].wrapping_sub(prefix[from].wrapping_mul(power[to - from]))
        };
        for k in *deletions.start()..=(*deletions.end()).min(n) {
            // Every k-combination of positions, in lexicographic order.
            removed.clear();
            removed.extend(0..k);
            loop {
                let (mut hash, mut from) = (0u64, 0);
                for &gap in removed.iter() {
                    hash = hash.wrapping_mul(power[gap - from]).wrapping_add(piece(from, gap));
                    from = gap + 1;
                }
                hash = hash.wrapping_mul(power[n - from]).wrapping_add(piece(from, n));
                emit(mix(hash ^ (n - k) as u64));
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
}

/// Spreads a polynomial hash's bits (its low bits alone are weak): the bucket is its low bits.
fn mix(mut hash: u64) -> u64 {
    hash ^= hash >> 33;
    hash = hash.wrapping_mul(0xff51_afd7_ed55_8ccd);
    hash ^= hash >> 33;
    hash = hash.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    hash ^ (hash >> 33)
}

/// How many candidates are few enough to list when nothing is close.
const LISTABLE: usize = 8;

/// How many of many candidates a hint names, beside how many there are.
const SHOWN_OF_MANY: usize = 3;

/// The hint for a failed lookup: "did you mean `x`?", or the candidates when there are few.
pub fn hint<'a>(
    name: &str,
    candidates: impl IntoIterator<Item = &'a str> + Clone,
) -> Option<String> {
    hint_and_pick(name, candidates).0
}

/// [`hint`], with the one name it picked (none when it lists the candidates or finds nothing).
pub fn hint_and_pick<'a>(
    name: &str,
    candidates: impl IntoIterator<Item = &'a str> + Clone,
) -> (Option<String>, Option<&'a str>) {
    pick_or_list(closest(name, candidates.clone()), candidates)
}

/// The hint for a failed lookup whose closest candidate is `best`: "did you mean `x`?", else the
/// candidates (the first few and how many more, when there are many), with the name it picked.
pub fn pick_or_list<'a>(
    best: Option<&'a str>,
    candidates: impl IntoIterator<Item = &'a str>,
) -> (Option<String>, Option<&'a str>) {
    if let Some(best) = best {
        return (Some(format!("did you mean `{best}`?")), Some(best));
    }
    let all: Vec<&str> = candidates.into_iter().collect();
    let hint = match all.len() {
        0 => None,
        n if n <= LISTABLE => Some(format!("expected one of {}", quoted_list(&all))),
        n => {
            let shown = quoted_list(&all[..SHOWN_OF_MANY]);
            Some(format!("expected one of {n} names, such as {shown}"))
        }
    };
    (hint, None)
}

/// The did-you-mean fix (unsafe, ADR 0066): `range`, where `written` stands as written (a bare
/// name, so its length is the range's: a quoted or interpolated spelling gets no fix), replaced
/// by `pick`.
pub fn fix(range: TextRange, written: &str, pick: Option<&str>) -> Option<Fix> {
    let pick = pick?;
    (range.len() as usize == written.len() && pick != written)
        .then(|| Fix::did_you_mean(range, pick))
}

/// Sets `diagnostic`'s hint to [`hint`]'s for `written` (which stands at `range`) and attaches the
/// did-you-mean fix when one name was picked.
pub fn attach<'a>(
    diagnostic: &mut Diagnostic,
    range: TextRange,
    written: &str,
    candidates: impl IntoIterator<Item = &'a str> + Clone,
) {
    let (hint, pick) = hint_and_pick(written, candidates);
    diagnostic.hint = hint;
    diagnostic.fixes.extend(fix(range, written, pick));
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

    #[test]
    fn many_candidates_are_listed_by_their_first_few_and_a_count() {
        let names = ["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8", "i9", "j10"];
        let (eight, nine) = (&names[..LISTABLE], &names[..LISTABLE + 1]);
        assert_eq!(
            pick_or_list(None, eight.iter().copied()).0.as_deref(),
            Some("expected one of `a1`, `b2`, `c3`, `d4`, `e5`, `f6`, `g7` or `h8`")
        );
        assert_eq!(
            pick_or_list(None, nine.iter().copied()).0.as_deref(),
            Some("expected one of 9 names, such as `a1`, `b2` or `c3`")
        );
        assert_eq!(pick_or_list(Some("c3"), names).1, Some("c3"));
    }
}
