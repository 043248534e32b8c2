//! `ks-host`: what `check` reads from the site around a `ship.ks`, answered through `ks-core`'s ports.
//! `ks-core` reads no files and spawns nothing; this crate does both.

pub mod blocks;
pub mod config;
pub mod file;
mod git;
pub mod loader;
pub mod policy;
pub mod scripts;
pub mod sessions;
pub mod site;
pub mod suite;
pub mod tf;

/// A lock that a panic elsewhere did not poison for good (the memos stay consistent: each change is
/// one call).
pub(crate) fn lock<T>(mutex: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}
