//! Format versions (VER, GAP-18, D19): which header a file may carry and what happens to a file on
//! the previous format. The header rule and the migration are ks-migrate's; this module answers its
//! [`ks_migrate::Kinds`] port from the catalog and reads a previous-format file through it.

pub use ks_migrate::Version;

/// The format this build writes and reads natively (ks-migrate's registry).
pub const CURRENT: Version = ks_migrate::CURRENT;

/// ks-core's catalog answering ks-migrate's port: which kinds read their outputs as `<step>.out.<name>`
/// in 0.1. A built-in kind says so in its catalog row; a TypeScript module (`./….ts`) returns values
/// that exist only at run time. Any other kind (a block use, a kind nobody knows) has no answer, so a
/// bare read of its outputs is a leftover rather than a guess. `keepshipping fmt --upgrade`, the
/// conformance adapters and [`migrate_previous`] all use this one.
#[derive(Clone, Copy, Debug, Default)]
pub struct CatalogKinds;

impl ks_migrate::Kinds for CatalogKinds {
    fn outputs_are_runtime_only(&self, kind: &str) -> Option<bool> {
        if let Some(spec) = crate::catalog::kind(kind) {
            return Some(spec.runtime_outputs);
        }
        let script = ks_lang::ast::ScalarClass::of(kind) == ks_lang::ast::ScalarClass::Path
            && kind.ends_with(".ts");
        script.then_some(true)
    }
}

/// Reads a previous-format file as the current format, in memory (D19): ks-migrate's migration with
/// the catalog's answers. The migrated text keeps whatever the migration could not decide, and its
/// span map carries every diagnostic found in it back onto the file. `None` when the file is not on
/// a format the registry migrates from.
pub fn migrate_previous(parse: &ks_lang::Parse) -> Option<ks_migrate::Migrated> {
    let root = parse.syntax();
    ks_migrate::migrate(root.text(), &CatalogKinds).ok().filter(|migrated| migrated.from.is_some())
}

#[cfg(test)]
mod tests {
    use ks_migrate::Kinds;

    use super::*;

    /// The one format before the current one that still checks, with KS0610 (D19).
    const PREVIOUS: Version = Version::new(0, 0);

    #[test]
    fn versions_compare_as_numbers() {
        assert_eq!(Version::parse("0.1"), Some(CURRENT));
        assert!(Version::parse("0.10").unwrap() > CURRENT);
        for not_a_version in ["0", "0.1.2", "latest", "0.x", ".1", "1.", "-0.1", "0.+1"] {
            assert_eq!(Version::parse(not_a_version), None, "{not_a_version}");
        }
        assert_eq!(ks_migrate::chain(PREVIOUS).map(|steps| steps.len()), Some(1));
    }

    #[test]
    fn the_catalog_answers_the_migration_port() {
        assert_eq!(CatalogKinds.outputs_are_runtime_only("tofu.apply"), Some(true));
        assert_eq!(CatalogKinds.outputs_are_runtime_only("oci.image"), Some(false));
        assert_eq!(CatalogKinds.outputs_are_runtime_only("./tools/score.ts"), Some(true));
        assert_eq!(CatalogKinds.outputs_are_runtime_only("acme/web@v3"), None);
    }

    #[test]
    fn only_a_previous_format_file_is_migrated() {
        let old = "keepshipping: 0.0\nsteps:\n  a: decide\n    when: x = 1\n";
        let migrated = migrate_previous(&ks_lang::parse(old)).unwrap();
        assert!(migrated.text.starts_with("keepshipping: 0.1\n"), "{}", migrated.text);
        assert_eq!(migrate_previous(&ks_lang::parse("keepshipping: 0.1\nname: a\n")), None);
        assert_eq!(migrate_previous(&ks_lang::parse("name: a\n")), None);
    }
}
