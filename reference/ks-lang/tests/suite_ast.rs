//! `notation::ast_json`, written through the typed AST's accessors, reproduces every `ast.json` of the
//! conformance suite byte for byte. The suite's own harness (`cargo test -p ks-conformance`) grades
//! the same files; this test keeps the check inside ks-lang, so that a change to an accessor fails
//! here first, with the cases it breaks named.

use ks_conformance::{case::Filter, Level};

#[test]
fn ast_json_reproduces_every_expected_file_of_the_suite() {
    let cases = Filter::default().level(Level::Ast).suite();
    let mut failed = Vec::new();
    for case in &cases {
        let input = std::str::from_utf8(&case.input).expect("an ast.json case is UTF-8");
        let expected = case.expected(Level::Ast).expect("the filter keeps cases with ast.json");
        let parse = ks_lang::parse(input);
        assert!(!parse.has_errors(), "{}: an ast.json case must parse", case.id);
        if ks_lang::notation::ast_json(&parse) != expected {
            failed.push(case.id.clone());
        }
    }
    assert!(cases.len() > 300, "only {} ast.json files", cases.len());
    assert!(failed.is_empty(), "{} of {} cases differ: {failed:?}", failed.len(), cases.len());
}
