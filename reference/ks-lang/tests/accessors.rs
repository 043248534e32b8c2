//! The typed AST's accessors for a checker and an editor: lookup by key, parents, expression text
//! and ranges, the ranges of dotted names and interpolations, typed scalar values, and the token
//! and element at an offset. Each is tried on invalid input too, where parts are missing.

use std::time::Duration;

use ks_lang::{
    ast::{AstToken, Entry, Expr, Scalar, ScalarClass, ScalarError, StringPart, Word},
    syntax::TokenAtOffset,
    SyntaxElement, SyntaxKind,
    SyntaxKind::*,
    TextRange,
};

/// The range of the `n`th occurrence (0-based) of `needle` in `text`.
fn find(text: &str, needle: &str, n: usize) -> TextRange {
    let start = text.match_indices(needle).nth(n).unwrap().0 as u32;
    TextRange::new(start, start + needle.len() as u32)
}

fn value_of(entry: &Entry) -> Expr {
    entry.value().unwrap_or_else(|| panic!("{} has a value", entry.key_name()))
}

fn words(text: &str) -> Vec<Word> {
    let parse = ks_lang::parse(text);
    parse.syntax().tokens().filter_map(Word::cast).collect()
}

fn word(text: &str) -> Word {
    let all = words(&format!("a: {text}\n"));
    assert_eq!(all.len(), 1, "{text:?} is one word");
    all.into_iter().next().unwrap()
}

#[test]
fn entries_are_found_by_key_in_source_order() {
    let text = "on: push\nsteps:\n  build:\n    run: make\n  test: x\n  build: again\n";
    let file = ks_lang::parse(text).tree();
    let steps = file.entry("steps").unwrap();
    assert_eq!(steps.key_text(), Some("steps"));
    let keys: Vec<_> = steps.entries().map(|e| e.key_name()).collect();
    assert_eq!(keys, ["build", "test", "build"]);
    // The first of two entries with one key.
    let build = steps.entry("build").unwrap();
    assert_eq!(build.entry("run").unwrap().value().unwrap().text(), "make");
    assert!(steps.entry("deploy").is_none());
    assert!(file.entry("build").is_none(), "lookup is among direct children only");
    assert_eq!(file.entry("on").unwrap().value().unwrap().text(), "push");
}

#[test]
fn parent_entry_leads_up_to_the_top_level() {
    let text = "a:\n  b:\n    c: 1\nd: 2\n";
    let file = ks_lang::parse(text).tree();
    let c = file.entry("a").unwrap().entry("b").unwrap().entry("c").unwrap();
    let b = c.parent_entry().unwrap();
    assert_eq!(b.key_text(), Some("b"));
    assert_eq!(b.parent_entry().unwrap().key_text(), Some("a"));
    assert!(b.parent_entry().unwrap().parent_entry().is_none());
    assert!(file.entry("d").unwrap().parent_entry().is_none());
}

#[test]
fn lookup_on_invalid_input_does_not_panic() {
    // An error line, a bad indent, a keyword key, a lone key.
    let text = "oops\n  a: 1\n b: 2\nand: x\nc:\n";
    let file = ks_lang::parse(text).tree();
    assert!(file.entry("oops").is_none());
    assert_eq!(file.entry("and").unwrap().key_text(), Some("and"));
    let c = file.entry("c").unwrap();
    assert!(c.value().is_none());
    assert!(c.entry("x").is_none());
    assert_eq!(ks_lang::parse("").tree().entry("a"), None);
}

#[test]
fn expression_text_and_range_for_nodes_and_tokens() {
    let text = "when: branch == main   # why\nlist: a,  b\nw: word\ns: \"hi {x.y}\"\ni: {x.y}\n";
    let file = ks_lang::parse(text).tree();
    let when = value_of(&file.entry("when").unwrap());
    assert!(matches!(when, Expr::CompareExpr(_)));
    assert_eq!(when.text(), "branch == main", "no trivia around the node");
    assert_eq!(when.text_range(), find(text, "branch == main", 0));
    let Expr::CompareExpr(compare) = &when else { unreachable!() };
    assert_eq!(compare.rhs().unwrap().text(), "main");
    assert_eq!(compare.rhs().unwrap().text_range(), find(text, "main", 0));
    assert_eq!(value_of(&file.entry("list").unwrap()).text(), "a,  b");
    for (key, want, n) in [("w", "word", 0), ("s", "\"hi {x.y}\"", 0), ("i", "{x.y}", 1)] {
        let value = value_of(&file.entry(key).unwrap());
        assert_eq!(value.text(), want);
        assert_eq!(value.text_range(), find(text, want, n));
    }
}

#[test]
fn a_missing_operand_has_empty_text_at_its_place() {
    let text = "when: a ==\n";
    let parse = ks_lang::parse(text);
    assert!(parse.has_errors());
    let value = value_of(&parse.tree().entry("when").unwrap());
    let Expr::CompareExpr(compare) = value else { panic!("{value:?}") };
    let rhs = compare.rhs().unwrap();
    assert!(matches!(rhs, Expr::Missing(_)));
    assert_eq!(rhs.text(), "");
    assert!(rhs.text_range().is_empty());
    // Every expression of a broken file has a text that is its range's text.
    let broken = "a: (x or\nb: not\nc: x is\nd: = 2\ne: \"open\nf: {bad\n";
    let parse = ks_lang::parse(broken);
    for element in parse.syntax().preorder_with_tokens() {
        if let ks_lang::syntax::WalkEvent::Enter(element) = element {
            if let Some(expr) = Expr::cast(element) {
                assert_eq!(expr.text(), &broken[std::ops::Range::from(expr.text_range())]);
            }
        }
    }
}

#[test]
fn dotted_name_segments_have_ranges() {
    let text = "x: build.digest\n";
    let parse = ks_lang::parse(text);
    let word = parse.syntax().tokens().find_map(Word::cast).unwrap();
    let name = word.dotted_name().unwrap();
    assert_eq!(name.text(), "build.digest");
    assert_eq!(name.text_range(), find(text, "build.digest", 0));
    let segments: Vec<_> = name.segments().map(|s| (s.text, s.range)).collect();
    assert_eq!(segments, [("build", find(text, "build", 0)), ("digest", find(text, "digest", 0))]);
    assert!(self::word("build").dotted_name().is_none());
    assert!(self::word("./a.b").dotted_name().is_none());
    assert_eq!(self::word("a.b.c").dotted_name().unwrap().segments().count(), 3);
}

#[test]
fn interpolations_in_words_and_strings_have_ranges() {
    let text = "a: pre-{git.sha}-post\nb: \"v{x.y}{p.q} \\\" {bad\"\nc: {git.sha}\n";
    let parse = ks_lang::parse(text);
    let file = parse.tree();

    let Expr::Word(word) = value_of(&file.entry("a").unwrap()) else { panic!() };
    let parts = word.parts();
    let shown: Vec<_> = parts.iter().map(|p| (p.text(), p.text_range())).collect();
    assert_eq!(
        shown,
        [
            ("pre-", find(text, "pre-", 0)),
            ("git.sha", find(text, "{git.sha}", 0)),
            ("-post", find(text, "-post", 0)),
        ]
    );
    let StringPart::Interp(interp) = parts[1] else { panic!() };
    assert_eq!(&*interp, "git.sha");
    assert_eq!(interp.name.text_range(), find(text, "git.sha", 0));
    let segments: Vec<_> = interp.name.segments().map(|s| s.range).collect();
    assert_eq!(segments, [find(text, "git", 0), find(text, "sha", 0)]);

    let Expr::String(string) = value_of(&file.entry("b").unwrap()) else { panic!() };
    let parts = string.parts();
    let shown: Vec<_> = parts.iter().map(|p| (p.text(), p.text_range())).collect();
    assert_eq!(
        shown,
        [
            ("v", TextRange::new(find(text, "v{x", 0).start(), find(text, "{x.y}", 0).start())),
            ("x.y", find(text, "{x.y}", 0)),
            ("p.q", find(text, "{p.q}", 0)),
            (" \\\" {bad", find(text, " \\\" {bad", 0)),
        ]
    );
    for part in parts.iter().filter(|p| matches!(p, StringPart::Text(_))) {
        assert_eq!(&text[std::ops::Range::from(part.text_range())], part.text());
    }

    let Expr::Interp(interp) = value_of(&file.entry("c").unwrap()) else { panic!() };
    let whole = interp.interpolation();
    assert_eq!(whole.range, find(text, "{git.sha}", 1));
    assert_eq!(whole.name.text_range(), find(text, "git.sha", 1));
    assert_eq!(whole.name.segments().nth(1).unwrap().range, find(text, "sha", 1));
}

#[test]
fn an_unterminated_string_has_parts_up_to_the_line_end() {
    let text = "a: \"x {y.z}\n";
    let parse = ks_lang::parse(text);
    assert!(parse.has_errors());
    let Expr::String(string) = value_of(&parse.tree().entry("a").unwrap()) else { panic!() };
    let ranges: Vec<_> = string.parts().iter().map(|p| p.text_range()).collect();
    assert_eq!(ranges, [find(text, "x ", 0), find(text, "{y.z}", 0)]);
}

#[test]
fn scalars_have_typed_values() {
    assert_eq!(word("true").scalar(), Ok(Scalar::Bool(true)));
    assert_eq!(word("false").scalar(), Ok(Scalar::Bool(false)));
    assert_eq!(word("42").scalar(), Ok(Scalar::Int(42)));
    assert_eq!(word("-7").scalar(), Ok(Scalar::Int(-7)));
    assert_eq!(word("-9223372036854775808").scalar(), Ok(Scalar::Int(i64::MIN)));
    assert_eq!(word("9223372036854775807").scalar(), Ok(Scalar::Int(i64::MAX)));
    assert_eq!(word("0.95").scalar(), Ok(Scalar::Float(0.95)));
    assert_eq!(word("-1.5").scalar(), Ok(Scalar::Float(-1.5)));
    assert_eq!(word("500ms").scalar(), Ok(Scalar::Duration(Duration::from_millis(500))));
    assert_eq!(word("5m").scalar(), Ok(Scalar::Duration(Duration::from_secs(300))));
    assert_eq!(
        word("1d2h3m4s5ms").scalar(),
        Ok(Scalar::Duration(Duration::from_millis(((((24 + 2) * 60 + 3) * 60) + 4) * 1000 + 5)))
    );
    assert_eq!(word("@acme/on-call").scalar(), Ok(Scalar::Handle("@acme/on-call")));
    assert_eq!(word("./deploy.sh").scalar(), Ok(Scalar::Path("./deploy.sh")));
    assert_eq!(word("deploy").scalar(), Ok(Scalar::Ident("deploy")));
    assert_eq!(word("5M").scalar(), Ok(Scalar::Text("5M")));
    assert_eq!(word("1m1h").scalar(), Ok(Scalar::Text("1m1h")), "units must decrease");
    let dotted = word("build.digest");
    let Ok(Scalar::DottedName(name)) = dotted.scalar() else { panic!() };
    assert_eq!(name.text(), "build.digest");
    let interpolated = word("v{a.b}");
    let Ok(Scalar::Interpolated(parts)) = interpolated.scalar() else { panic!() };
    assert_eq!(parts.len(), 2);
    for text in ["true", "42", "0.95", "5m", "@a", "./a", "a.b", "a", "5M", "v{a.b}"] {
        assert_eq!(word(text).scalar().unwrap().class(), word(text).class(), "{text}");
    }
}

#[test]
fn values_out_of_range_are_errors_with_the_word_s_range() {
    let cases = [
        ("9223372036854775808", ScalarClass::Int),
        ("-9223372036854775809", ScalarClass::Int),
        ("99999999999999999999999999", ScalarClass::Int),
        ("213503982334601d", ScalarClass::Duration),
        ("18446744073709551616ms", ScalarClass::Duration),
        ("99999999999999999999999h", ScalarClass::Duration),
    ];
    for (text, class) in cases {
        let word = word(text);
        assert_eq!(word.class(), class, "{text}: the class is kept");
        let err = word.scalar().unwrap_err();
        assert_eq!(err, ScalarError::OutOfRange { class, range: word.syntax().text_range() });
        assert_eq!(err.range(), word.syntax().text_range());
        assert!(err.to_string().contains("out of range"), "{err}");
    }
    // The largest duration that fits.
    let max = word("18446744073709551615ms");
    assert_eq!(max.scalar().unwrap(), Scalar::Duration(Duration::from_millis(u64::MAX)));
    let huge = format!("{}.0", "9".repeat(400));
    assert!(matches!(
        word(&huge).scalar(),
        Err(ScalarError::OutOfRange { class: ScalarClass::Float, .. })
    ));
}

fn kinds(found: TokenAtOffset<ks_lang::SyntaxToken>) -> Vec<(SyntaxKind, String)> {
    found.map(|t| (t.kind(), t.text().to_string())).collect()
}

#[test]
fn token_at_offset_is_single_inside_and_between_at_boundaries() {
    let text = "key: a == bb\n";
    let root = ks_lang::parse(text).syntax();
    assert_eq!(kinds(root.token_at_offset(0)), [(IDENT, "key".into())]);
    assert_eq!(kinds(root.token_at_offset(1)), [(IDENT, "key".into())]);
    assert_eq!(kinds(root.token_at_offset(3)), [(IDENT, "key".into()), (COLON, ":".into())]);
    assert_eq!(kinds(root.token_at_offset(10)), [(WHITESPACE, " ".into()), (WORD, "bb".into())]);
    // At the end of the text: the last token; past it: nothing.
    assert_eq!(kinds(root.token_at_offset(13)), [(NEWLINE, "\n".into())]);
    assert_eq!(root.token_at_offset(14), TokenAtOffset::None);
    // The token's parent is the innermost node.
    let bb = root.token_at_offset(11).right_biased().unwrap();
    assert_eq!(bb.parent().kind(), COMPARE_EXPR);
    let key = root.token_at_offset(0).left_biased().unwrap();
    assert_eq!(key.parent().kind(), KEY);
    // Inside a node, only its tokens.
    let compare = bb.parent();
    assert_eq!(kinds(compare.token_at_offset(5)), [(WORD, "a".into())]);
    assert_eq!(compare.token_at_offset(4), TokenAtOffset::None);
    assert_eq!(kinds(compare.token_at_offset(12)), [(WORD, "bb".into())]);
    assert_eq!(ks_lang::parse("").syntax().token_at_offset(0), TokenAtOffset::None);
}

#[test]
fn token_at_offset_agrees_with_the_tokens_everywhere() {
    let text = "a:\n  b: x or (y and not z)  # c\n  run: |\n    line\n\n    more\nbad line\nc: \"s {a.b}\"";
    let root = ks_lang::parse(text).syntax();
    let tokens: Vec<_> = root.tokens().collect();
    for offset in 0..=text.len() as u32 {
        let found: Vec<_> = root.token_at_offset(offset).collect();
        let want: Vec<_> = tokens
            .iter()
            .filter(|t| {
                let r = t.text_range();
                r.start() <= offset && offset <= r.end() && (r.start() < offset || offset < r.end())
            })
            .filter(|t| offset < text.len() as u32 || t.text_range().end() == offset)
            .cloned()
            .collect();
        let want = match want.len() {
            2 | 1 => want,
            _ => panic!("{offset}: {want:?}"),
        };
        assert_eq!(found, want, "offset {offset}");
        for token in &found {
            // The parent is the innermost node: none of its child nodes covers the token.
            let parent = token.parent();
            assert!(parent.text_range().contains_range(token.text_range()));
            assert!(parent
                .children_with_tokens()
                .any(|e| e == SyntaxElement::Token(token.clone())));
        }
    }
}

#[test]
fn covering_element_is_the_smallest_element_around_a_range() {
    let text = "key: a == bb\n";
    let root = ks_lang::parse(text).syntax();
    let kind_of =
        |range: TextRange| root.covering_element(range).map(|e| (e.kind(), e.text_range()));
    // Inside one token: the token.
    assert_eq!(kind_of(TextRange::new(11, 12)), Some((WORD, find(text, "bb", 0))));
    assert_eq!(kind_of(TextRange::new(10, 12)), Some((WORD, find(text, "bb", 0))));
    // An empty range at a boundary: the token after it.
    assert_eq!(kind_of(TextRange::empty(10)), Some((WORD, find(text, "bb", 0))));
    // Across tokens: the innermost node.
    assert_eq!(kind_of(TextRange::new(5, 12)), Some((COMPARE_EXPR, find(text, "a == bb", 0))));
    assert_eq!(kind_of(TextRange::new(6, 8)), Some((COMPARE_EXPR, find(text, "a == bb", 0))));
    assert_eq!(kind_of(TextRange::new(0, 4)), Some((KEY, find(text, "key:", 0))));
    assert_eq!(kind_of(TextRange::new(0, 6)), Some((ENTRY, TextRange::new(0, 13))));
    // The entry spans the whole file: the innermost of the two nodes with that range.
    assert_eq!(kind_of(TextRange::new(0, 13)), Some((ENTRY, TextRange::new(0, 13))));
    assert_eq!(kind_of(TextRange::empty(13)), Some((NEWLINE, TextRange::new(12, 13))));
    // Outside the node: none.
    assert_eq!(kind_of(TextRange::new(0, 14)), None);
    let compare = root.covering_element(TextRange::new(5, 12)).unwrap().into_node().unwrap();
    assert!(compare.covering_element(TextRange::new(0, 6)).is_none());
    let empty = ks_lang::parse("").syntax();
    assert_eq!(empty.covering_element(TextRange::empty(0)).map(|e| e.kind()), Some(SOURCE_FILE));
}

#[test]
fn the_line_table_covers_the_text_with_classes() {
    use ks_lang::LineClass;
    let text = "\u{feff}# top\na: 1\n  and 2\n\nb: |\n  x\n\n  y\nbad line\n   \n\tc: 3\r\nd: e";
    let parse = ks_lang::parse(text);
    let lines = parse.lines();
    let classes: Vec<_> = lines.iter().map(|l| l.class()).collect();
    assert_eq!(
        classes,
        [
            LineClass::Comment,
            LineClass::Key { opens_block: false },
            LineClass::Other,
            LineClass::Blank,
            LineClass::Key { opens_block: true },
            LineClass::Block,
            LineClass::Block,
            LineClass::Block,
            LineClass::Other,
            LineClass::Blank,
            LineClass::Key { opens_block: false },
            LineClass::Key { opens_block: false },
        ]
    );
    let texts: Vec<_> =
        lines.iter().map(|l| &text[std::ops::Range::from(l.text_range())]).collect();
    assert_eq!(
        texts,
        [
            "# top", "a: 1", "  and 2", "", "b: |", "  x", "", "  y", "bad line", "   ", "\tc: 3",
            "d: e"
        ]
    );
    let indents: Vec<_> = lines.iter().map(|l| l.indent()).collect();
    assert_eq!(indents, [0, 0, 2, 0, 0, 2, 0, 2, 0, 3, 1, 0]);
    assert_eq!(&text[std::ops::Range::from(lines[2].content_range())], "and 2");
    assert!(lines[3].is_empty() && lines[6].is_empty() && lines[9].is_empty());
    assert!(!lines[5].is_empty());
    assert!(ks_lang::parse("").lines().is_empty());
}

/// Every `.ks` file of the conformance suite (regressions included), read lossily, through the
/// suite's own walk.
fn suite_files() -> Vec<(String, String)> {
    ks_conformance::case::ks_texts(&ks_conformance::case::suite())
}

/// The accessor promises of `invariants::violations` (ranges that slice the text to what the
/// accessors say, lookups that find what they were given, lines and line ends that tile the text)
/// on every suite file and, for the files of up to 4 KiB, on every prefix cut at a line end
/// (unfinished files).
#[test]
fn accessors_keep_their_promises_on_every_suite_input_and_its_prefixes() {
    let (mut files, mut checked) = (0, 0);
    for (path, text) in suite_files() {
        let small = text.len() <= 4096;
        let line_ends = text.match_indices('\n').map(|(at, _)| at).filter(|_| small);
        let cuts = line_ends.chain([text.len()]);
        for cut in cuts {
            let input = &text[..cut];
            let violations = ks_lang::invariants::violations(input, &ks_lang::parse(input));
            assert!(violations.is_empty(), "{path:?} up to {cut}: {violations:#?}");
            checked += 1;
        }
        files += 1;
    }
    assert!(files > 500 && checked > 3_000, "only {files} files, {checked} inputs");
}

#[test]
fn block_string_lines_have_ranges() {
    let text = "run: |\n  make\n\n    test\r\nnext: x\n";
    let parse = ks_lang::parse(text);
    let block = parse.tree().entry("run").unwrap().block_string().unwrap();
    let lines: Vec<_> = block.lines().iter().map(|l| (l.text, l.range)).collect();
    assert_eq!(
        lines,
        [
            ("  make", find(text, "  make", 0)),
            ("", TextRange::empty(find(text, "\n\n", 0).start() + 1)),
            ("    test", find(text, "    test", 0)),
        ]
    );
    assert_eq!(block.raw(), ["  make", "", "    test"]);
    assert_eq!(block.text(), "make\n\n  test\n");
    // A block with no lines.
    let parse = ks_lang::parse("run: |\n");
    let block = parse.tree().entry("run").unwrap().block_string().unwrap();
    assert!(block.lines().is_empty());
    assert_eq!(block.text(), "");
}

#[test]
fn key_and_value_agrees_with_the_two_accessors_on_every_conformance_input() {
    use ks_lang::{ast::AstNode, SyntaxNode};
    let cases = ks_conformance::case::suite();
    assert!(cases.len() > 300, "only {} conformance inputs", cases.len());
    let (mut entries, mut without_value) = (0, 0);
    let mut compare = |root: SyntaxNode| {
        for entry in root.descendants().filter_map(Entry::cast) {
            let (key, value) = entry.key_and_value();
            assert_eq!(key, entry.key_text_and_range(), "{entry:?}");
            assert_eq!(value, entry.value(), "{entry:?}");
            entries += 1;
            without_value += usize::from(value.is_none());
        }
    };
    for case in &cases {
        compare(ks_lang::parse(&String::from_utf8_lossy(&case.input)).syntax());
    }
    // Broken entries: no key, a value before a second key, nothing after the colon.
    compare(ks_lang::parse(": x\na: : b\nc:\n  d e: f\n\"s\": 1\n").syntax());
    assert!(entries > 3_000 && without_value > 300, "{entries} entries, {without_value} bare");
}

/// A model keeps ranges and reads their text through any handle on the file: a node, a token, an
/// expression or the shared text read the same range alike, also one outside the handle itself.
#[test]
fn any_handle_reads_any_range_of_its_file() {
    let text = "steps:\n  build: oci.image\n    from: ./x\n";
    let parse = ks_lang::parse(text);
    let step = parse.tree().entries().next().unwrap().entries().next().unwrap();
    let value = step.entries().next().unwrap().value().unwrap();
    let (_, name) = step.key_text_and_range().unwrap();
    assert_eq!(&text[std::ops::Range::from(name)], "build");
    let node = ks_lang::ast::AstNode::syntax(&step).clone();
    let token = node.first_token().unwrap();
    let shared = value.shared_text();
    for read in [node.text_in(name), token.text_in(name), value.text_in(name), shared.text_in(name)]
    {
        assert_eq!(read, "build");
    }
    assert_eq!(token.shared_text().text_in(value.text_range()), "./x");
    assert_eq!(format!("{shared:?}"), format!("SharedText({} bytes)", text.len()));
}
