//! The step-name table of a [`Workflow`](super::Workflow): names to step ids in one buffer.

use super::*;

/// Step names to ids without a `String` per name: the names side by side in one buffer, where each
/// lies noted once per name, and an open-addressing table of small slots over them (a probe reads
/// a slot; only a slot whose tag matches leads on to the name). Read by key only, like [`FastMap`].
#[derive(Clone, Debug, Default)]
pub(super) struct NameTable {
    /// Every inserted name, one after another.
    names: String,
    /// For each inserted name, in order: where it lies in `names`, and its step.
    entries: Vec<NameEntry>,
    /// A power-of-two length, at most three quarters full.
    slots: Vec<NameSlot>,
}

/// Where a name of a [`NameTable`] lies, and its step.
#[derive(Clone, Copy, Debug)]
struct NameEntry {
    start: u32,
    end: u32,
    id: StepId,
}

/// One slot of a [`NameTable`]: eight bytes, so that a large file's table stays small.
#[derive(Clone, Copy, Debug, Default)]
struct NameSlot {
    /// The high half of the name's hash.
    tag: u32,
    /// The name's index in `entries` plus one; 0 is empty.
    entry: u32,
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
        self.entries.reserve(more);
        let wanted = Self::slots_for(self.entries.len() + more);
        if wanted > self.slots.len() {
            self.rehash(wanted);
        }
    }

    fn rehash(&mut self, size: usize) {
        let old = std::mem::replace(&mut self.slots, vec![NameSlot::default(); size]);
        for slot in old.into_iter().filter(|slot| slot.entry != 0) {
            let at = self.free_slot(slot.tag);
            self.slots[at] = slot;
        }
    }

    fn free_slot(&self, tag: u32) -> usize {
        let mask = self.slots.len() - 1;
        let mut at = tag as usize & mask;
        while self.slots[at].entry != 0 {
            at = (at + 1) & mask;
        }
        at
    }

    /// The entry of `name`, whose tag is `tag`.
    fn find(&self, name: &str, tag: u32) -> Option<&NameEntry> {
        if self.slots.is_empty() {
            return None;
        }
        let mask = self.slots.len() - 1;
        let mut at = tag as usize & mask;
        loop {
            let slot = self.slots[at];
            if slot.entry == 0 {
                return None;
            }
            if slot.tag == tag {
                let entry = &self.entries[slot.entry as usize - 1];
                if &self.names[entry.start as usize..entry.end as usize] == name {
                    return Some(entry);
                }
            }
            at = (at + 1) & mask;
        }
    }

    pub(super) fn get(&self, name: &str) -> Option<StepId> {
        Some(self.find(name, Self::tag(name))?.id)
    }

    /// Adds `name` for `id` unless it is already there (the first step of a name keeps it, and is
    /// returned).
    pub(super) fn insert(&mut self, name: &str, id: StepId) -> Option<StepId> {
        let tag = Self::tag(name);
        if let Some(first) = self.find(name, tag) {
            return Some(first.id);
        }
        if Self::slots_for(self.entries.len() + 1) > self.slots.len() {
            self.rehash(Self::slots_for((self.entries.len() + 1) * 2));
        }
        let start = self.names.len() as u32;
        self.names.push_str(name);
        self.entries.push(NameEntry { start, end: self.names.len() as u32, id });
        let at = self.free_slot(tag);
        self.slots[at] = NameSlot { tag, entry: self.entries.len() as u32 };
        None
    }
}
