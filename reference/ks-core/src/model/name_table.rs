//! The step-name table of a [`Workflow`](super::Workflow): names to step ids, with no copy of a name.

use super::*;

/// Step names to ids, holding no name: an open-addressing table of small slots, each a tag of the
/// name's hash and its step. A probe reads a slot; only a slot whose tag matches leads on to the
/// step's name, which the caller reads from the file ([`Step::name`]). Read by key only, like
/// [`FastMap`].
#[derive(Clone, Debug, Default)]
pub(super) struct NameTable {
    /// A power-of-two length, at most three quarters full.
    slots: Vec<NameSlot>,
    /// The names inserted.
    len: usize,
}

/// One slot of a [`NameTable`]: eight bytes, so that a large file's table stays small.
#[derive(Clone, Copy, Debug, Default)]
struct NameSlot {
    /// The high half of the name's hash.
    tag: u32,
    /// The step's index plus one; 0 is empty.
    step: u32,
}

impl NameSlot {
    fn step(self) -> StepId {
        Id::new(self.step as usize - 1)
    }
}

impl NameTable {
    /// The high half of the name's hash: the slot's tag, and (masked) where probing starts.
    fn tag(name: &str) -> u32 {
        let mut hasher = WordHasher::default();
        hasher.write(name.as_bytes());
        // Names that differ only in their last bytes (`build7`, `build8`) differ only in the high
        // bits of a word's product: fold those down and multiply again, so that every byte moves
        // the high half.
        let hash = hasher.finish();
        ((hash ^ (hash >> 32)).wrapping_mul(WordHasher::SEED) >> 32) as u32
    }

    /// The table's length for `len` names: a power of two, at most three quarters full.
    fn slots_for(len: usize) -> usize {
        (len * 4 / 3 + 1).next_power_of_two().max(16)
    }

    pub(super) fn reserve(&mut self, more: usize) {
        let wanted = Self::slots_for(self.len + more);
        if wanted > self.slots.len() {
            self.rehash(wanted);
        }
    }

    fn rehash(&mut self, size: usize) {
        let old = std::mem::replace(&mut self.slots, vec![NameSlot::default(); size]);
        for slot in old.into_iter().filter(|slot| slot.step != 0) {
            let at = self.free_slot(slot.tag);
            self.slots[at] = slot;
        }
    }

    fn free_slot(&self, tag: u32) -> usize {
        let mask = self.slots.len() - 1;
        let mut at = tag as usize & mask;
        while self.slots[at].step != 0 {
            at = (at + 1) & mask;
        }
        at
    }

    /// The step of `name`, each candidate's name read through `name_of`.
    fn find<'s>(
        &self,
        name: &str,
        tag: u32,
        name_of: impl Fn(StepId) -> &'s str,
    ) -> Option<StepId> {
        if self.slots.is_empty() {
            return None;
        }
        let mask = self.slots.len() - 1;
        let mut at = tag as usize & mask;
        loop {
            let slot = self.slots[at];
            if slot.step == 0 {
                return None;
            }
            if slot.tag == tag && name_of(slot.step()) == name {
                return Some(slot.step());
            }
            at = (at + 1) & mask;
        }
    }

    /// The step of `name`, the steps' names read through `name_of`.
    pub(super) fn get<'s>(
        &self,
        name: &str,
        name_of: impl Fn(StepId) -> &'s str,
    ) -> Option<StepId> {
        self.find(name, Self::tag(name), name_of)
    }

    /// Adds `name` for `id` unless it is already there (the first step of a name keeps it, and is
    /// returned).
    pub(super) fn insert<'s>(
        &mut self,
        name: &str,
        id: StepId,
        name_of: impl Fn(StepId) -> &'s str,
    ) -> Option<StepId> {
        let tag = Self::tag(name);
        if let Some(first) = self.find(name, tag, name_of) {
            return Some(first);
        }
        if Self::slots_for(self.len + 1) > self.slots.len() {
            self.rehash(Self::slots_for((self.len + 1) * 2));
        }
        let at = self.free_slot(tag);
        self.slots[at] = NameSlot { tag, step: id.index() as u32 + 1 };
        self.len += 1;
        None
    }
}
