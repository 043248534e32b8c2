//! The named node kinds of the generated grammar are the projected-tree names of
//! grammar/node-kinds.json, plus the `comment` extra; every query compiles against the grammar.

mod support;

use std::collections::BTreeSet;

#[test]
fn named_kinds_match_node_kinds_json() {
    let table: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(support::repo_root().join("grammar/node-kinds.json")).unwrap(),
    )
    .unwrap();
    let projected: BTreeSet<String> = table["named"]
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| entry["tree_sitter"].as_str().unwrap().to_string())
        // The runtime supplies ERROR and MISSING nodes; they are not grammar rules.
        .filter(|name| name != "ERROR" && name != "missing")
        .collect();
    let node_types: serde_json::Value =
        serde_json::from_str(tree_sitter_keepshipping::NODE_TYPES).unwrap();
    let named: BTreeSet<String> = node_types
        .as_array()
        .unwrap()
        .iter()
        .filter(|entry| entry["named"].as_bool() == Some(true))
        .map(|entry| entry["type"].as_str().unwrap().to_string())
        .collect();
    let mut expected = projected.clone();
    expected.insert("comment".to_string());
    assert_eq!(
        named, expected,
        "src/node-types.json named kinds differ from grammar/node-kinds.json"
    );
    // And the language agrees with the file.
    let language: tree_sitter::Language = tree_sitter_keepshipping::LANGUAGE.into();
    for name in &expected {
        assert_ne!(
            language.id_for_node_kind(name, true),
            0,
            "{name} is not a named kind of the language"
        );
    }
}

#[test]
fn every_query_compiles() {
    let language: tree_sitter::Language = tree_sitter_keepshipping::LANGUAGE.into();
    let mut count = 0;
    let mut stack = vec![support::repo_root().join("queries")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "scm") {
                let source = std::fs::read_to_string(&path).unwrap();
                if let Err(error) = tree_sitter::Query::new(&language, &source) {
                    panic!("{}: {error}", path.display());
                }
                count += 1;
            }
        }
    }
    assert!(count >= 20, "expected the standard and editor queries, found {count}");
    for (name, source) in [
        ("highlights", tree_sitter_keepshipping::HIGHLIGHTS_QUERY),
        ("injections", tree_sitter_keepshipping::INJECTIONS_QUERY),
        ("locals", tree_sitter_keepshipping::LOCALS_QUERY),
        ("folds", tree_sitter_keepshipping::FOLDS_QUERY),
        ("indents", tree_sitter_keepshipping::INDENTS_QUERY),
        ("tags", tree_sitter_keepshipping::TAGS_QUERY),
    ] {
        tree_sitter::Query::new(&language, source).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
}

#[test]
fn highlight_tests_cover_every_capture() {
    let language: tree_sitter::Language = tree_sitter_keepshipping::LANGUAGE.into();
    let query =
        tree_sitter::Query::new(&language, tree_sitter_keepshipping::HIGHLIGHTS_QUERY).unwrap();
    let mut asserted = BTreeSet::new();
    for entry in std::fs::read_dir(support::crate_dir().join("test/highlight")).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        for line in text.lines() {
            let Some(rest) = line.trim_start().strip_prefix('#') else { continue };
            let rest = rest.trim_start();
            let capture = rest.strip_prefix("<-").or_else(|| rest.strip_prefix('^')).map(str::trim);
            if let Some(capture) = capture {
                asserted.insert(capture.trim_start_matches('!').to_string());
            }
        }
    }
    let missing: Vec<_> =
        query.capture_names().iter().filter(|name| !asserted.contains(**name)).collect();
    assert!(
        missing.is_empty(),
        "captures of highlights.scm without a highlight assertion: {missing:?}"
    );
}
