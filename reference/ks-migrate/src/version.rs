//! The version a format header names: the vocabulary the header and the registry share.

use std::fmt;

/// A format version, `MAJOR.MINOR`, compared as a pair of integers: `0.10` is minor ten, newer than
/// `0.9` (GAP-18).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Version {
    pub major: u32,
    pub minor: u32,
}

impl Version {
    pub const fn new(major: u32, minor: u32) -> Version {
        Version { major, minor }
    }

    /// Reads a header word: two runs of decimal digits joined by one `.`, each fitting a `u32` and
    /// written without a leading zero (ADR 0055: `0.01` would otherwise read as `0.1`, and `0.10` is
    /// minor ten). Anything else (`0.01`, `00.1`, `0.1.2`, `v0.1`, `1`, `0.`, a sign) is not a
    /// version.
    pub fn parse(text: &str) -> Option<Version> {
        let (major, minor) = text.split_once('.')?;
        let number = |part: &str| {
            let digits = !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
            let canonical = part.len() == 1 || !part.starts_with('0');
            (digits && canonical).then(|| part.parse::<u32>().ok()).flatten()
        };
        Some(Version { major: number(major)?, minor: number(minor)? })
    }
}

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}
