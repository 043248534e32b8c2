//! `parse_owned` keeps the caller's text instead of a copy, and `Parse::into_text` gives it back:
//! the same buffer when nothing else holds the tree, an equal copy when something does. Otherwise
//! it parses exactly as `parse` does.

use ks_lang::internal::raw_tree;

const FILES: [&str; 3] = [
    "keepshipping: 0.1\nname: demo\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n",
    "steps:\n  deploy: k8s.rollout\n    when: not (a and\n  \u{1F680}: b\n\t\"open",
    "",
];

#[test]
fn the_tree_keeps_the_callers_buffer_and_gives_it_back() {
    let text = String::from(FILES[0]);
    let buffer = text.as_ptr();
    let parse = ks_lang::parse_owned(text);
    assert_eq!(raw_tree(&parse).text().as_ptr(), buffer, "the tree holds the text it was given");
    let back = parse.into_text();
    assert_eq!(back.as_ptr(), buffer, "the last handle gives the buffer back");
    assert_eq!(back, FILES[0]);
}

#[test]
fn a_live_node_makes_into_text_copy() {
    let parse = ks_lang::parse_owned(String::from(FILES[0]));
    let root = parse.syntax();
    let buffer = raw_tree(&parse).text().as_ptr();
    let back = parse.into_text();
    assert_ne!(back.as_ptr(), buffer, "the node still reads the tree's text");
    assert_eq!(back, FILES[0]);
    assert_eq!(root.to_string(), FILES[0]);
}

#[test]
fn owned_and_borrowed_texts_parse_alike() {
    for file in FILES {
        let (borrowed, owned) = (ks_lang::parse(file), ks_lang::parse_owned(file.to_string()));
        assert_eq!(raw_tree(&owned).nodes(), raw_tree(&borrowed).nodes(), "{file:?}");
        assert_eq!(raw_tree(&owned).token_kinds(), raw_tree(&borrowed).token_kinds(), "{file:?}");
        assert_eq!(raw_tree(&owned).token_starts(), raw_tree(&borrowed).token_starts());
        assert_eq!(owned.diagnostics(), borrowed.diagnostics(), "{file:?}");
        assert_eq!(owned.into_text(), borrowed.into_text());
    }
}
