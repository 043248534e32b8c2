//! How the model stores what it keeps, the bottom layer of ks-core: typed ids and the arenas they
//! index, the text and names the model keeps from a file, and the hasher of its hot maps. It knows
//! nothing of workflows.

use std::{
    collections::HashMap,
    hash::{BuildHasherDefault, Hasher},
    marker::PhantomData,
};

use ks_lang::TextRange;

/// An index into an [`Arena`] (or another list of `T`, as a step's inputs). Kept as the index plus
/// one, so an `Option<Id>` is the id's four bytes (issue 42's heap budget: a reference holds its
/// consumer's and its input's).
pub struct Id<T> {
    raw: std::num::NonZeroU32,
    ph: PhantomData<fn() -> T>,
}

impl<T> Id<T> {
    /// The id of index `index`, below `u32::MAX` (an arena's length is checked as it grows).
    #[inline]
    pub(crate) fn new(index: usize) -> Id<T> {
        let raw = std::num::NonZeroU32::new((index as u32).wrapping_add(1));
        Id { raw: raw.expect("an arena index below u32::MAX"), ph: PhantomData }
    }

    #[inline]
    pub fn index(self) -> usize {
        self.raw.get() as usize - 1
    }
}

impl<T> Clone for Id<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Id<T> {}
impl<T> PartialEq for Id<T> {
    fn eq(&self, other: &Self) -> bool {
        self.raw == other.raw
    }
}
impl<T> Eq for Id<T> {}
impl<T> std::hash::Hash for Id<T> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.raw.hash(state);
    }
}
impl<T> std::fmt::Debug for Id<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "#{}", self.index())
    }
}

/// A growable vector addressed by typed ids.
#[derive(Clone, Debug)]
pub struct Arena<T> {
    pub(crate) items: Vec<T>,
}

/// A map keyed by names and spans of one file, hashed with [`WordHasher`] rather than SipHash: the
/// lookups are hot (every reference resolves its root through `step_by_name`) and the maps are only
/// read by key, never iterated, so neither their order nor flooding resistance matters here.
pub(crate) type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<WordHasher>>;

/// A multiply-and-rotate hasher that folds its input eight bytes at a time (the scheme rustc uses for
/// its own tables). Cheap for short keys such as step names and `(start, end)` offsets.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct WordHasher(u64);

impl WordHasher {
    /// An odd constant with well-spread bits (from the golden ratio).
    pub(crate) const SEED: u64 = 0x9e37_79b9_7f4a_7c15;

    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(Self::SEED);
    }
}

impl Hasher for WordHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            // The last bytes as a little-endian word, zero-padded: gathered byte by byte, since a
            // copy of a length only known at run time is a call to memcpy, and names are short.
            let word = rest.iter().rev().fold(0, |word, &byte| word << 8 | u64::from(byte));
            self.add(word);
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }

    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

impl<T> Default for Arena<T> {
    fn default() -> Self {
        Arena { items: Vec::new() }
    }
}

impl<T> Arena<T> {
    pub(crate) fn alloc(&mut self, item: T) -> Id<T> {
        assert!(self.items.len() < u32::MAX as usize, "an arena of u32::MAX items");
        self.items.push(item);
        Id::new(self.items.len() - 1)
    }

    /// The item of `id`, or `None` for an id of another arena past this one's end.
    pub fn get(&self, id: Id<T>) -> Option<&T> {
        self.items.get(id.index())
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = (Id<T>, &T)> {
        self.items.iter().enumerate().map(|(i, item)| (Id::new(i), item))
    }

    pub fn values(&self) -> std::slice::Iter<'_, T> {
        self.items.iter()
    }
}

impl<T> std::ops::Index<Id<T>> for Arena<T> {
    type Output = T;
    fn index(&self, id: Id<T>) -> &T {
        &self.items[id.index()]
    }
}

impl<T> std::ops::IndexMut<Id<T>> for Arena<T> {
    fn index_mut(&mut self, id: Id<T>) -> &mut T {
        &mut self.items[id.index()]
    }
}

/// Text the model keeps from the file (names, segments, keys): short strings are held inline, so
/// lowering a large file does not allocate once per name.
pub type Text = compact_str::CompactString;

/// A name as written, with where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Name {
    pub text: Text,
    pub span: TextRange,
}

impl Name {
    /// The key of an entry (its name, without the colon).
    pub fn key_of(entry: &ks_lang::ast::Entry) -> Option<Name> {
        let (text, span) = entry.key_text_and_range()?;
        Some(Name { text: text.into(), span })
    }

    /// A word as a name.
    pub fn of_word(word: &ks_lang::ast::Word) -> Name {
        use ks_lang::ast::AstToken;
        Name { text: word.text().into(), span: word.syntax().text_range() }
    }
}
