//! The benches' one counting allocator: the bytes live and their peak. Each bench binary that
//! measures memory includes this file (`mod peak_heap;`, or `#[path = …]` from another crate's
//! benches) and installs [`Counting`] as its global allocator.
// A counting allocator has to implement `GlobalAlloc`, which is unsafe by definition.
#![allow(unsafe_code)]
#![allow(dead_code)] // Each bench uses part of it.

use std::{
    alloc::{GlobalAlloc, Layout, System},
    sync::atomic::{AtomicUsize, Ordering::Relaxed},
};

/// The system allocator, counting the bytes live and the highest count since the last reset.
pub struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

fn grew(by: usize) {
    let live = LIVE.fetch_add(by, Relaxed) + by;
    PEAK.fetch_max(live, Relaxed);
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: forwarded unchanged to the system allocator.
        let ptr = unsafe { System.alloc(layout) };
        if !ptr.is_null() {
            grew(layout.size());
        }
        ptr
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded unchanged to the system allocator.
        unsafe { System.dealloc(ptr, layout) };
        LIVE.fetch_sub(layout.size(), Relaxed);
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: forwarded unchanged to the system allocator.
        let new = unsafe { System.realloc(ptr, layout, new_size) };
        if !new.is_null() {
            match new_size.checked_sub(layout.size()) {
                Some(more) => grew(more),
                None => {
                    LIVE.fetch_sub(layout.size() - new_size, Relaxed);
                }
            }
        }
        new
    }
}

/// The bytes live now.
pub fn live() -> usize {
    LIVE.load(Relaxed)
}

/// The highest count of live bytes since the last [`reset_peak`].
pub fn peak() -> usize {
    PEAK.load(Relaxed)
}

/// Starts a new peak from the bytes live now.
pub fn reset_peak() {
    PEAK.store(live(), Relaxed);
}

/// Runs `work` and returns its result with the heap's peak above what was live before it (what it
/// returns included, until dropped by the caller).
pub fn peak_of<T>(work: impl FnOnce() -> T) -> (T, usize) {
    let before = live();
    reset_peak();
    let result = work();
    (result, peak().saturating_sub(before))
}
