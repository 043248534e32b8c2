//! The one place that lists the formats and the migrations between them.
//!
//! A breaking change to the language bumps the format (VER-21) and adds a row here: the migration from
//! the format before it, plus fixture pairs under `conformance/cases/migrate/<from>-to-<to>/` (VER-22).
//! [`CURRENT`] moves to the new format; the row for the format after next's previous one is removed
//! when that format stops being read (VER-25).

use ks_lang::Parse;

use crate::{version::Version, Changes, Kinds};

/// The format this build writes and reads without migrating.
pub const CURRENT: Version = Version::new(0, 1);

/// One step of the registry: reads a file of format `from` and says which bytes to rewrite, and what
/// it could not decide, to make it a file of format `to`. The header's version is rewritten by the
/// driver, not by the migration.
#[derive(Clone, Copy)]
pub struct Migration {
    pub from: Version,
    pub to: Version,
    pub migrate: fn(&Parse, &dyn Kinds) -> Changes,
}

/// Every migration this build has (D19: 0.0 is the draft before ADR 0003).
pub const MIGRATIONS: &[Migration] =
    &[Migration { from: Version::new(0, 0), to: CURRENT, migrate: crate::v0_0::migrate }];

/// The migrations that take `from` to [`CURRENT`], in order; `None` when no chain leads there.
/// `Some(vec![])` for the current format itself.
pub fn chain(from: Version) -> Option<Vec<&'static Migration>> {
    let mut steps = Vec::new();
    let mut at = from;
    while at != CURRENT {
        let step = MIGRATIONS.iter().find(|m| m.from == at && m.to > at)?;
        steps.push(step);
        at = step.to;
    }
    Some(steps)
}

/// The oldest format a chain starts from.
pub fn oldest() -> Version {
    MIGRATIONS.iter().map(|m| m.from).filter(|v| chain(*v).is_some()).min().unwrap_or(CURRENT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_previous_format_migrates_to_the_current_one() {
        let steps = chain(Version::new(0, 0)).unwrap();
        assert_eq!(steps.len(), 1);
        assert_eq!((steps[0].from, steps[0].to), (Version::new(0, 0), CURRENT));
        assert_eq!(chain(CURRENT).map(|s| s.len()), Some(0));
        assert!(chain(Version::new(0, 2)).is_none());
        assert_eq!(oldest(), Version::new(0, 0));
    }

    #[test]
    fn every_migration_moves_forward_and_reaches_the_current_format() {
        for migration in MIGRATIONS {
            assert!(migration.from < migration.to, "{} -> {}", migration.from, migration.to);
            assert!(migration.to <= CURRENT);
            assert!(chain(migration.from).is_some(), "{} is a dead end", migration.from);
        }
    }
}
