//! The checks a formatted text passes before it is handed back.

use ks_lang::SyntaxKind::COMMENT;

use crate::{
    layout::{self, is_significant, shape_difference, Block, Checker, Scan, Tok},
    position, Refusal, RefusalKind,
};

/// Re-parses `output` and checks it against the input's scan; see the crate documentation. A
/// refusal names the place in the input where the difference shows (its line and column).
pub(crate) fn verify(input: &Scan<'_>, output: &str) -> Result<(), Refusal> {
    let input_text = input.text;
    let parse = ks_lang::parse(output);
    let scan = &Scan::new(&parse);
    let input_end = input_text.len() as u32;
    let refuse = |kind: RefusalKind, what: &str, input_at: u32| {
        Err(Refusal {
            kind,
            reason: format!(
                "not formatted: in the canonical layout {what} (near {})",
                position(input_text, input_at)
            ),
            diagnostics: Vec::new(),
        })
    };
    let want_significant = || input.toks().filter(|t| is_significant(t.kind));
    // The input place of an output offset: the input's copy of the significant token there.
    let input_at = |output_at: u32| -> u32 {
        let before = scan.toks().filter(|t| is_significant(t.kind) && t.end <= output_at).count();
        want_significant().nth(before).map_or(input_end, |t| t.start)
    };

    if let Some(error) = parse.diagnostics().iter().find(|d| d.is_error()) {
        let what = format!("the text would not parse ({}: {})", error.code, error.message);
        return refuse(RefusalKind::OutputErrors, &what, input_at(error.span.start()));
    }

    // One pass over both token lists usually settles the significant tokens and the comments
    // together; when it finds a difference, the passes below say which check fails and where.
    let same_words = same_words(input, scan);
    // Significant tokens, by kind and exact text.
    let differs = if same_words { None } else { token_difference(input, scan) };
    if let Some(at) = differs {
        let what = "the significant tokens would change";
        return refuse(RefusalKind::TokensChanged, what, at.unwrap_or(input_end));
    }
    // The tree's shape: the same nodes around the same significant tokens, row by row.
    if let Some(row) = shape_difference(input.raw, scan.raw) {
        let node = input.raw.nodes()[row as usize];
        let at = input.starts[node.first_token() as usize];
        return refuse(RefusalKind::TokensChanged, "the tree would change", at);
    }
    // Comments, in order, each without its trailing whitespace.
    let differs = if same_words { None } else { comment_difference(input, scan) };
    if let Some(at) = differs {
        let what = "the comments would change";
        return refuse(RefusalKind::CommentsChanged, what, at.unwrap_or(input_end));
    }
    // Block strings, by `BlockString::text()`. The text is a function of the block's lines
    // alone (the node's text after its first line end), so identical lines need no comparison
    // of texts.
    if input.blocks.len() != scan.blocks.len() {
        return refuse(
            RefusalKind::BlockStringChanged,
            "a block string would disappear",
            input_end,
        );
    }
    for (want, got) in input.blocks.iter().zip(&scan.blocks) {
        if block_lines(input, want) == block_lines(scan, got) {
            continue;
        }
        let text = |scan: &Scan<'_>, block| scan.block_string(block).map(|b| b.text());
        if text(input, want) != text(scan, got) {
            return refuse(
                RefusalKind::BlockStringChanged,
                "a block string's text would change",
                want.start,
            );
        }
    }
    // Idempotence: the output is already in its own canonical layout.
    let mut checker = Checker::new(output);
    layout::render(scan, &mut checker);
    if let Some(at) = checker.finish() {
        let what = "formatting the result again would change it";
        return refuse(RefusalKind::NotIdempotent, what, input_at(at as u32));
    }
    Ok(())
}

/// Where the significant tokens of `b` first differ from those of `a` (kind and exact text): the
/// offset of `a`'s token there, `Some(None)` when `a` has run out first, `None` when they agree.
fn token_difference(a: &Scan<'_>, b: &Scan<'_>) -> Option<Option<u32>> {
    let mut want = a.toks().filter(|t| is_significant(t.kind));
    let mut got = b.toks().filter(|t| is_significant(t.kind));
    loop {
        match (want.next(), got.next()) {
            (None, None) => return None,
            (Some(w), Some(g)) if w.kind == g.kind && bytes(a, w) == bytes(b, g) => {}
            (w, _) => return Some(w.map(|w| w.start)),
        }
    }
}

/// Where the comments of `b` first differ from those of `a` (each without trailing whitespace),
/// as [`token_difference`] says it.
fn comment_difference(a: &Scan<'_>, b: &Scan<'_>) -> Option<Option<u32>> {
    let mut want = a.toks().filter(|t| t.kind == COMMENT);
    let mut got = b.toks().filter(|t| t.kind == COMMENT);
    loop {
        match (want.next(), got.next()) {
            (None, None) => return None,
            (Some(w), Some(g)) if trim_end(bytes(a, w)) == trim_end(bytes(b, g)) => {}
            (w, _) => return Some(w.map(|w| w.start)),
        }
    }
}

/// Whether the two scans have the same significant tokens (kind and text) and the same comments
/// (without trailing whitespace), in the same order relative to each other. When they do, both
/// the token check and the comment check pass; when they do not, one of them fails or the two
/// only interleave differently, which those checks then decide.
fn same_words(a: &Scan<'_>, b: &Scan<'_>) -> bool {
    // Whitespace, line ends, the BOM and block lines are skipped: the insignificant kinds but
    // comments.
    let skipped = |kind| kind != COMMENT && !is_significant(kind);
    let (a_kinds, b_kinds) = (a.kinds, b.kinds);
    let (mut i, mut j) = (0, 0);
    loop {
        while i < a_kinds.len() && skipped(a_kinds[i]) {
            i += 1;
        }
        while j < b_kinds.len() && skipped(b_kinds[j]) {
            j += 1;
        }
        if i == a_kinds.len() || j == b_kinds.len() {
            return i == a_kinds.len() && j == b_kinds.len();
        }
        let kind = a_kinds[i];
        if kind != b_kinds[j] {
            return false;
        }
        let (w, g) = (a.token_bytes(i), b.token_bytes(j));
        let same = if kind == COMMENT { trim_end(w) == trim_end(g) } else { w == g };
        if !same {
            return false;
        }
        i += 1;
        j += 1;
    }
}

/// Without trailing spaces and tabs.
fn trim_end(bytes: &[u8]) -> &[u8] {
    &bytes[..bytes.len() - bytes.iter().rev().take_while(|b| matches!(b, b' ' | b'\t')).count()]
}

/// A block string's lines: its text after the line end of its key line (empty for an empty block).
fn block_lines<'t>(scan: &Scan<'t>, block: &Block) -> &'t [u8] {
    let node = &scan.text.as_bytes()[block.start as usize..block.end as usize];
    node.iter().position(|&b| b == b'\n').map_or(&[], |at| &node[at + 1..])
}

/// The text of a token of `scan`.
fn bytes<'t>(scan: &Scan<'t>, tok: Tok) -> &'t [u8] {
    &scan.text.as_bytes()[tok.start as usize..tok.end as usize]
}

#[cfg(test)]
mod tests {
    use ks_lang::{ast::AstNode, SyntaxKind::BLOCK_STRING};

    use super::*;

    /// The scan finds every block string of `text` (range and node), and the lines the shortcut
    /// compares are the node's text after its first line end.
    fn check_blocks(text: &str) -> usize {
        let parse = ks_lang::parse(text);
        let root = parse.syntax();
        let scan = Scan::new(&parse);
        let nodes: Vec<_> = root.descendants().filter(|n| n.kind() == BLOCK_STRING).collect();
        assert_eq!(nodes.len(), scan.blocks.len(), "{text:?}");
        for (node, block) in nodes.iter().zip(&scan.blocks) {
            assert_eq!(node.text_range().start(), block.start);
            assert_eq!(node.text_range().end(), block.end);
            assert_eq!(scan.block_string(block).as_ref().map(|b| b.syntax()), Some(node));
            let node_lines = node.text().find('\n').map_or("", |at| &node.text()[at + 1..]);
            assert_eq!(block_lines(&scan, block), node_lines.as_bytes());
        }
        nodes.len()
    }

    #[test]
    fn blocks_of_the_scan_are_the_block_strings() {
        let cases = [
            "run: |\n  a\n    b\n\n  c\n",
            "run: |\n\t  a\n\t b\n  \n\t  c\nnext: x\n",
            "steps:\n  s:\n    run: | # why\n        x  \n      y\n\n\n        z\n    more: 1\n",
            "run: |\r\n  a\r\n  b\r\n",
            "run: |\n",
            "run: |\n  only\n",
            "a: |\n   \n    x\nb: |\n  y\n",
        ];
        for case in cases {
            check_blocks(case);
        }
        // Every block string of the conformance suite's inputs.
        let mut seen = 0;
        for (_, text) in crate::suite::ks_files() {
            seen += check_blocks(&text);
        }
        assert!(seen > 20, "only {seen} block strings in the suite");
    }

    /// A re-indented block keeps its text; one whose lines change relative to each other does
    /// not, and the refusal says so.
    #[test]
    fn block_text_decides_whether_a_block_changed() {
        let input = "a:\n    run: |\n        x\n          y\n";
        let parse = ks_lang::parse(input);
        let scan = Scan::new(&parse);
        // The canonical layout moves the block with its key.
        assert_eq!(verify(&scan, "a:\n  run: |\n      x\n        y\n"), Ok(()));
        let changed = verify(&scan, "a:\n  run: |\n      x\n      y\n").unwrap_err();
        assert_eq!(changed.kind, crate::RefusalKind::BlockStringChanged, "{changed}");
    }
}
