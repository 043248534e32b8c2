//! `internal::RawTree`, the borrowed view of a tree's flat arrays (not part of the stable API; the
//! formatter reads it), agrees with `preorder_with_tokens` on every input of the conformance suite:
//! the same tokens (kind, range), the same nodes in the same order (kind, range, parent, tokens,
//! subtree), and nothing else in the arrays. Its lookups by index answer `None` past the end.

use ks_lang::{
    internal::{self, node_raw_tree, raw_index, raw_tree, RawTree},
    syntax::{SyntaxElement, WalkEvent},
    SyntaxNode, TextRange,
};

/// Checks the view against a walk of the tree; returns how many tokens and nodes it compared.
fn check(source: &str, root: &SyntaxNode, raw: RawTree<'_>) -> (usize, usize) {
    let (kinds, starts, nodes) = (raw.token_kinds(), raw.token_starts(), raw.nodes());
    assert_eq!(raw.text(), source);
    assert_eq!(starts.len(), kinds.len() + 1, "one start per token plus the end");
    assert_eq!(starts.first(), Some(&0));
    assert_eq!(*starts.last().unwrap() as usize, source.len());
    let mut token = 0u32;
    let mut row = 0u32;
    // Rows of the open nodes, innermost last.
    let mut open: Vec<u32> = Vec::new();
    for event in root.preorder_with_tokens() {
        match event {
            WalkEvent::Enter(SyntaxElement::Token(t)) => {
                let i = token as usize;
                assert!(i < kinds.len(), "the walk has more tokens than the view");
                assert_eq!(kinds[i], t.kind(), "token {i}");
                assert_eq!(TextRange::new(starts[i], starts[i + 1]), t.text_range(), "token {i}");
                assert_eq!(raw.token_range(token), Some(t.text_range()));
                assert_eq!(raw.token_text(token), Some(t.text()));
                assert_eq!(Some(&raw_index(&t.parent())), open.last(), "parent of token {i}");
                token += 1;
            }
            WalkEvent::Enter(SyntaxElement::Node(n)) => {
                let r = row as usize;
                assert!(r < nodes.len(), "the walk has more nodes than the view");
                let data = nodes[r];
                assert_eq!(raw_index(&n), row);
                assert_eq!(internal::node_at_row(root, row).as_ref(), Some(&n));
                assert_eq!(data.kind(), n.kind(), "node {r}");
                assert_eq!(raw.node_range(row), Some(n.text_range()), "node {r}");
                assert_eq!(data.first_token(), token, "node {r} starts at the walk's token");
                assert_eq!(data.tokens().start, data.first_token());
                assert_eq!(data.tokens().end, data.end_token());
                assert_eq!(data.parent(), open.last().copied(), "parent of node {r}");
                assert_eq!(data.parent(), n.parent().map(|p| raw_index(&p)));
                open.push(row);
                row += 1;
            }
            WalkEvent::Leave(SyntaxElement::Node(n)) => {
                let r = open.pop().expect("a leave without an enter");
                assert_eq!(raw_index(&n), r);
                let data = nodes[r as usize];
                assert_eq!(data.end_token(), token, "node {r} ends at the walk's token");
                assert_eq!(data.subtree_end(), row, "node {r}'s subtree ends at the walk's node");
            }
            WalkEvent::Leave(SyntaxElement::Token(_)) => {}
        }
    }
    assert!(open.is_empty());
    assert_eq!(token as usize, kinds.len(), "the view has tokens the walk did not meet");
    assert_eq!(row as usize, nodes.len(), "the view has nodes the walk did not meet");
    // Past the end: nothing, never a panic.
    assert_eq!(raw.token_range(token), None);
    assert_eq!(raw.token_text(u32::MAX), None);
    assert_eq!(raw.node_range(row), None);
    assert_eq!(internal::node_at_row(root, row), None);
    (kinds.len(), nodes.len())
}

#[test]
fn raw_tree_agrees_with_the_walk_on_every_conformance_input() {
    let cases = ks_conformance::case::suite();
    assert!(cases.len() > 300, "only {} conformance inputs", cases.len());
    let (mut tokens, mut nodes) = (0, 0);
    for case in &cases {
        // A few inputs are not UTF-8 on purpose; the parser sees them as the CLI does, decoded lossily.
        let text = String::from_utf8_lossy(&case.input);
        let parse = ks_lang::parse(&text);
        let root = parse.syntax();
        let (t, n) = check(&text, &root, raw_tree(&parse));
        tokens += t;
        nodes += n;
        // The view is the whole file's from any node, and a loan, not a copy.
        let view = node_raw_tree(&root);
        assert_eq!(view.token_kinds().as_ptr(), raw_tree(&parse).token_kinds().as_ptr());
        assert_eq!(view.nodes().as_ptr(), raw_tree(&parse).nodes().as_ptr());
        if let Some(last) = root.descendants().last() {
            let from_leaf = node_raw_tree(&last);
            assert_eq!(from_leaf.token_starts().as_ptr(), view.token_starts().as_ptr());
            assert_eq!(from_leaf.nodes().len(), view.nodes().len());
        }
    }
    assert!(tokens > 5_000 && nodes > 1_000, "{tokens} tokens, {nodes} nodes compared");
}

#[test]
fn raw_tree_of_small_files() {
    for text in [
        "",
        "\n",
        "a: b\n",
        "a:\n  b: (c (d)) # e\n",
        "run: |\n  x\n\n  y\n",
        "\u{feff}a: ((",
        "a: b\r\n",
    ] {
        let parse = ks_lang::parse(text);
        check(text, &parse.syntax(), raw_tree(&parse));
    }
}
