//! The properties the fuzz targets check, shared by every target so that a crash found by one target
//! replays the same way everywhere.
//!
//! Each `check_*` function panics with a message naming the broken property; libFuzzer turns the
//! panic into a crash file, and `cargo xtask fuzz --import-crash` turns that into a regression case.

pub mod lsp;
pub mod mutate;
pub mod site;

use ks_lang::{
    notation,
    syntax::{SyntaxElement, SyntaxKind, SyntaxNode, WalkEvent},
    Parse, TextRange,
};

/// Parses `text` and checks what `ks_lang::parse` promises for every input:
///
/// - it returns (no panic; libFuzzer's timeout catches runaway time);
/// - the tree prints back to the input, byte for byte;
/// - tokens are non-empty, contiguous, in order, and cover the input; nodes cover exactly their tokens,
///   and only `MISSING` nodes are empty;
/// - every diagnostic span (and related span) lies inside the input, on character boundaries;
/// - an `ERROR` node, an `ERROR_TOKEN` or a `MISSING` node comes with at least one error diagnostic;
/// - the notation writers (CST, projected tree, diagnostics, AST) run to the end.
pub fn check_parse(text: &str) -> Parse {
    let parse = ks_lang::parse(text);
    let root = parse.syntax();

    let printed = root.to_string();
    assert!(printed == text, "round trip changed the text: {text:?} printed as {printed:?}");
    let len = text.len() as u32;
    assert_eq!(root.text_range(), TextRange::new(0, len), "root range is not the whole input");

    let error_nodes = check_tree(text, &root);

    for diagnostic in parse.diagnostics() {
        check_span(text, diagnostic.span, diagnostic.code);
        for related in &diagnostic.related {
            check_span(text, related.span, diagnostic.code);
        }
        assert!(diagnostic.code.starts_with("KS"), "diagnostic code {:?}", diagnostic.code);
        assert!(!diagnostic.message.is_empty(), "{} has an empty message", diagnostic.code);
    }
    if let Some(kind) = error_nodes {
        assert!(
            parse.has_errors(),
            "the tree holds {kind:?} but no diagnostic is an error: {text:?}"
        );
    }

    let _ = notation::cst_sexp(&root);
    let _ = notation::projected_sexp(&root);
    let _ = notation::diagnostics_text(&parse);
    if !parse.has_errors() {
        let _ = notation::ast_json(&parse);
    }
    let _ = parse.tree();
    parse
}

/// Walks the tree once, checking token and node ranges; returns the first error-marking kind seen.
fn check_tree(text: &str, root: &SyntaxNode) -> Option<SyntaxKind> {
    let mut offset = 0u32;
    let mut error_kind = None;
    let mut depth = 0usize;
    for event in root.preorder_with_tokens() {
        match event {
            WalkEvent::Enter(SyntaxElement::Node(node)) => {
                depth += 1;
                let range = node.text_range();
                assert_eq!(
                    range.start(),
                    offset,
                    "{:?} starts at {} but the previous token ended at {offset}",
                    node.kind(),
                    range.start()
                );
                match node.kind() {
                    SyntaxKind::MISSING => {
                        assert!(range.is_empty(), "MISSING node with text {:?}", node.text());
                        error_kind.get_or_insert(SyntaxKind::MISSING);
                    }
                    SyntaxKind::SOURCE_FILE => {}
                    kind => {
                        assert!(!range.is_empty(), "empty {kind:?} node at {offset}");
                        if kind == SyntaxKind::ERROR {
                            error_kind.get_or_insert(kind);
                        }
                    }
                }
            }
            WalkEvent::Enter(SyntaxElement::Token(token)) => {
                let range = token.text_range();
                assert!(!token.text().is_empty(), "empty {:?} token at {offset}", token.kind());
                assert_eq!(
                    range.start(),
                    offset,
                    "{:?} token does not follow the previous one",
                    token.kind()
                );
                assert_eq!(
                    range.len() as usize,
                    token.text().len(),
                    "{:?} range and text disagree",
                    token.kind()
                );
                let slice = text.get(range.start() as usize..range.end() as usize);
                assert_eq!(
                    slice,
                    Some(token.text()),
                    "{:?} token text is not the input at its range",
                    token.kind()
                );
                assert!(token.kind().is_token(), "a token has the node kind {:?}", token.kind());
                if token.kind() == SyntaxKind::ERROR_TOKEN {
                    error_kind.get_or_insert(SyntaxKind::ERROR_TOKEN);
                }
                offset = range.end();
            }
            WalkEvent::Leave(SyntaxElement::Node(node)) => {
                depth -= 1;
                assert_eq!(
                    node.text_range().end(),
                    offset,
                    "{:?} does not end at its last token",
                    node.kind()
                );
                assert!(!node.kind().is_token(), "a node has the token kind {:?}", node.kind());
            }
            WalkEvent::Leave(SyntaxElement::Token(_)) => panic!("the walk left a token"),
        }
    }
    assert_eq!(depth, 0, "the walk did not close every node");
    assert_eq!(offset as usize, text.len(), "tokens end at {offset}, the input at {}", text.len());
    error_kind
}

/// A diagnostic's span lies inside `text`, on character boundaries.
pub fn check_span(text: &str, span: TextRange, code: &str) {
    let (start, end) = (span.start() as usize, span.end() as usize);
    assert!(
        start <= end && end <= text.len(),
        "{code} span {span:?} is outside the input of {} bytes",
        text.len()
    );
    assert!(
        text.is_char_boundary(start) && text.is_char_boundary(end),
        "{code} span {span:?} splits a character in {text:?}"
    );
}

/// Formats `text` and checks the formatter's contract from the outside:
///
/// - an input with error diagnostics is refused as `InputErrors`, and only such an input is;
/// - any other refusal is allowed (the formatter declines rather than guesses);
/// - an output satisfies the parse properties, has no error diagnostics, formats to itself, and has
///   the same significant tokens (kind and text, block lines aside), the same comments in the same
///   order (trailing whitespace aside) and the same block-string texts as the input.
pub fn check_fmt(text: &str) {
    let input = check_parse(text);
    match ks_fmt::format(text) {
        Err(refusal) => {
            let input_errors = refusal.kind == ks_fmt::RefusalKind::InputErrors;
            assert_eq!(
                input_errors,
                input.has_errors(),
                "refused as {} ({refusal}) but the input {} errors: {text:?}",
                refusal.kind.name(),
                if input.has_errors() { "has" } else { "has no" }
            );
        }
        Ok(out) => {
            assert!(!input.has_errors(), "formatted an input with errors: {text:?}");
            let output = check_parse(&out);
            assert!(!output.has_errors(), "the output has errors: {text:?} became {out:?}");
            match ks_fmt::format(&out) {
                Ok(again) => {
                    assert!(again == out, "not idempotent: {text:?} -> {out:?} -> {again:?}")
                }
                Err(refusal) => panic!("the output is refused ({refusal}): {text:?} -> {out:?}"),
            }
            let (a, b) = (significant(&input.syntax()), significant(&output.syntax()));
            assert!(a == b, "significant tokens changed: {text:?} -> {out:?}\n{a:?}\n{b:?}");
            let (a, b) = (comments(&input.syntax()), comments(&output.syntax()));
            assert!(a == b, "comments changed: {text:?} -> {out:?}\n{a:?}\n{b:?}");
            let (a, b) = (block_texts(&input), block_texts(&output));
            assert!(a == b, "block strings changed: {text:?} -> {out:?}\n{a:?}\n{b:?}");
        }
    }
}

/// Every token except whitespace, line ends, comments, the BOM and block lines, as (kind, text).
fn significant(root: &SyntaxNode) -> Vec<(SyntaxKind, String)> {
    root.tokens()
        .filter(|t| !t.kind().is_trivia() && t.kind() != SyntaxKind::BLOCK_LINE)
        .map(|t| (t.kind(), t.text().to_string()))
        .collect()
}

fn comments(root: &SyntaxNode) -> Vec<String> {
    root.tokens()
        .filter(|t| t.kind() == SyntaxKind::COMMENT)
        .map(|t| t.text().trim_end_matches([' ', '\t']).to_string())
        .collect()
}

fn block_texts(parse: &Parse) -> Vec<String> {
    use ks_lang::ast::{AstNode, BlockString};
    parse.syntax().descendants().filter_map(BlockString::cast).map(|b| b.text()).collect()
}

/// Parses `text` with tree-sitter and with the reference and checks that they agree: the reference
/// has no error diagnostic exactly when tree-sitter's tree has no `ERROR` or `MISSING` node, and for
/// such valid input both print the same projected tree.
pub fn check_tree_sitter(text: &str) {
    let reference = check_parse(text);
    let mut parser = tree_sitter::Parser::new();
    parser.set_language(&tree_sitter_keepshipping::LANGUAGE.into()).expect("the grammar loads");
    let tree = parser.parse(text, None).expect("tree-sitter returns a tree");
    let root = tree.root_node();
    let ts_valid = !root.has_error();
    let ref_valid = !reference.has_errors();
    let ours = tree_sitter_keepshipping::projected_sexp(root);
    if ts_valid != ref_valid {
        let codes: Vec<_> =
            reference.diagnostics().iter().filter(|d| d.is_error()).map(|d| d.code).collect();
        panic!(
            "validity differs: reference {} {codes:?}, tree-sitter {}: {text:?}\n  tree-sitter: {ours}",
            if ref_valid { "valid" } else { "invalid" },
            if ts_valid { "valid" } else { "invalid" },
        );
    }
    if ref_valid {
        let theirs = notation::projected_sexp(&reference.syntax());
        assert!(
            ours == theirs,
            "projected trees differ: {text:?}\n  reference:   {theirs}\n  tree-sitter: {ours}"
        );
    }
}
