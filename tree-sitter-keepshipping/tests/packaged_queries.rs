//! The crate carries its own copy of the repository's queries (`queries/*.scm` at the root) so that a
//! published package holds them: the copy must be byte-identical to the source. `KS_BLESS=1` refreshes
//! it (refused when `CI` is set).

use std::path::Path;

const QUERIES: [&str; 6] = ["highlights", "injections", "locals", "folds", "indents", "tags"];

#[test]
fn the_packaged_queries_are_the_repository_queries() {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let bless = ks_conformance::bless::requested().is_some();
    let mut stale = Vec::new();
    for name in QUERIES {
        let source = crate_dir.join("../queries").join(format!("{name}.scm"));
        let copy = crate_dir.join("queries").join(format!("{name}.scm"));
        let want = std::fs::read(&source).unwrap_or_else(|e| panic!("{}: {e}", source.display()));
        if std::fs::read(&copy).ok().as_deref() != Some(want.as_slice()) {
            if bless {
                std::fs::write(&copy, &want).unwrap();
            } else {
                stale.push(name);
            }
        }
    }
    assert!(
        stale.is_empty(),
        "tree-sitter-keepshipping/queries/ is stale for {stale:?}: refresh it with \
         `KS_BLESS=1 cargo test -p tree-sitter-keepshipping --test packaged_queries`"
    );
}

#[test]
fn the_query_constants_are_the_packaged_queries() {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let constants = [
        tree_sitter_keepshipping::HIGHLIGHTS_QUERY,
        tree_sitter_keepshipping::INJECTIONS_QUERY,
        tree_sitter_keepshipping::LOCALS_QUERY,
        tree_sitter_keepshipping::FOLDS_QUERY,
        tree_sitter_keepshipping::INDENTS_QUERY,
        tree_sitter_keepshipping::TAGS_QUERY,
    ];
    for (name, text) in QUERIES.into_iter().zip(constants) {
        let copy = crate_dir.join("queries").join(format!("{name}.scm"));
        assert_eq!(std::fs::read_to_string(copy).unwrap(), text, "{name}");
    }
}
