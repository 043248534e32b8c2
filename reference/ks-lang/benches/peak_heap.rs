//! The benches' one counting allocator: the heap's peak while a closure runs. Each bench binary
//! that measures memory includes this file (`mod peak_heap;`, or `#[path = …]` from another
//! crate's benches) and installs [`Counting`] as its global allocator.
// A counting allocator has to implement `GlobalAlloc`, which is unsafe by definition.
#![allow(unsafe_code)]
#![allow(dead_code)] // Each bench uses part of it.

use std::{
    alloc::{GlobalAlloc, Layout, System},
    sync::atomic::{AtomicUsize, Ordering::Relaxed},
};

/// The system allocator, counting the bytes live and their peak.
pub struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let now = LIVE.fetch_add(layout.size(), Relaxed) + layout.size();
        PEAK.fetch_max(now, Relaxed);
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Relaxed);
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let now = LIVE.fetch_add(new_size, Relaxed) + new_size;
        PEAK.fetch_max(now, Relaxed);
        LIVE.fetch_sub(layout.size(), Relaxed);
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

/// The bytes live now.
pub fn live() -> usize {
    LIVE.load(Relaxed)
}

/// Runs `work` and returns its result with the heap's peak above what was live before it (what it
/// returns included, until dropped by the caller).
pub fn peak_of<T>(work: impl FnOnce() -> T) -> (T, usize) {
    let before = live();
    PEAK.store(before, Relaxed);
    let result = work();
    (result, PEAK.load(Relaxed).saturating_sub(before))
}
