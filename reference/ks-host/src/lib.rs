//! `ks-host`: what `check` reads from the site around a `ship.ks`, answered through `ks-core`'s ports.
//! `ks-core` reads no files and spawns nothing; this crate does both.

pub mod blocks;
pub mod config;
pub mod loader;
pub mod policy;
pub mod scripts;
pub mod site;
pub mod suite;
pub mod tf;
