//! Format versions (VER, GAP-18, D19): which header a file may carry and what happens to a file on
//! the previous format.

/// A `MAJOR.MINOR` format version, compared as numbers (`0.10` is minor 10, never `0.1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Version {
    pub major: u32,
    pub minor: u32,
}

impl Version {
    /// Reads a bare `MAJOR.MINOR` word; anything else is not a version.
    pub fn parse(text: &str) -> Option<Version> {
        let (major, minor) = text.split_once('.')?;
        let number = |part: &str| {
            (!part.is_empty() && part.bytes().all(|b| b.is_ascii_digit()))
                .then(|| part.parse().ok())
                .flatten()
        };
        Some(Version { major: number(major)?, minor: number(minor)? })
    }
}

impl std::fmt::Display for Version {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}

/// The format this build writes and reads natively.
pub const CURRENT: Version = Version { major: 0, minor: 1 };

/// The one format before it that still checks, with KS0610 (D19).
pub const PREVIOUS: Version = Version { major: 0, minor: 0 };

/// How a file's header places it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormatStatus {
    /// No header: read as the current format (VER-4).
    Unpinned,
    Current,
    /// The previous format: checked with KS0610 after the in-memory migration.
    Previous,
    /// Newer than this build knows (KS0005).
    Newer,
    /// Older than the previous format: nothing migrates it (KS0005).
    Unmigratable,
}

/// Places a declared version.
pub fn status(version: Version) -> FormatStatus {
    if version == CURRENT {
        FormatStatus::Current
    } else if version == PREVIOUS {
        FormatStatus::Previous
    } else if version > CURRENT {
        FormatStatus::Newer
    } else {
        FormatStatus::Unmigratable
    }
}

/// The seam the migration issue fills (D19): reads a previous-format file as the current format, in
/// memory, with spans that map back to the file. Until a migration exists this returns `None` and
/// `check` checks the file as written (still reporting KS0610).
pub fn migrate_previous(_parse: &ks_lang::Parse) -> Option<ks_lang::Parse> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_compare_as_numbers() {
        assert_eq!(Version::parse("0.1"), Some(CURRENT));
        assert!(Version::parse("0.10").unwrap() > CURRENT);
        for not_a_version in ["0", "0.1.2", "latest", "0.x", ".1", "1.", "-0.1", "0.+1"] {
            assert_eq!(Version::parse(not_a_version), None, "{not_a_version}");
        }
        assert_eq!(status(Version::parse("0.0").unwrap()), FormatStatus::Previous);
        assert_eq!(status(Version::parse("0.2").unwrap()), FormatStatus::Newer);
        assert_eq!(status(Version::parse("1.0").unwrap()), FormatStatus::Newer);
    }
}
