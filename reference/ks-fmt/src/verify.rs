//! The checks a formatted text passes before it is handed back.

use ks_lang::{
    ast::{AstNode, BlockString},
    SyntaxKind::COMMENT,
    SyntaxNode,
};

use crate::{
    layout::{self, is_significant, Checker, Scan, Tok},
    position, Refusal, RefusalKind,
};

/// Re-parses `output` and checks it against the input's scan; see the crate documentation. A
/// refusal names the place in the input where the difference shows (its line and column).
pub(crate) fn verify(input_text: &str, input: &Scan, output: &str) -> Result<(), Refusal> {
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
    let want_significant = || input.tokens.iter().filter(|t| is_significant(t.kind));
    // The input place of an output offset: the input's copy of the significant token there.
    let input_at = |scan: &Scan, output_at: u32| -> u32 {
        let before =
            scan.tokens.iter().filter(|t| is_significant(t.kind) && t.end <= output_at).count();
        want_significant().nth(before).map_or(input_end, |t| t.start)
    };

    let parse = ks_lang::parse(output);
    let scan = Scan::new(&parse.syntax());
    if let Some(error) = parse.diagnostics().iter().find(|d| d.is_error()) {
        let what = format!("the text would not parse ({}: {})", error.code, error.message);
        return refuse(RefusalKind::OutputErrors, &what, input_at(&scan, error.span.start()));
    }

    // Significant tokens, by kind and exact text.
    let mut want = want_significant();
    let mut got = scan.tokens.iter().filter(|t| is_significant(t.kind));
    loop {
        match (want.next(), got.next()) {
            (None, None) => break,
            (Some(w), Some(g)) if w.kind == g.kind && slice(input_text, w) == slice(output, g) => {}
            (w, _) => {
                let at = w.map_or(input_end, |w| w.start);
                return refuse(
                    RefusalKind::TokensChanged,
                    "the significant tokens would change",
                    at,
                );
            }
        }
    }
    // The tree's shape: the same nodes around the same tokens.
    let shape_differs = input.nodes.iter().zip(&scan.nodes).position(|(w, g)| w != g);
    if shape_differs.is_some() || input.nodes.len() != scan.nodes.len() {
        let index = shape_differs.unwrap_or(input.nodes.len().min(scan.nodes.len()));
        let at = input.nodes.get(index).map_or(input_end, |mark| {
            want_significant().nth(mark.significant_before as usize).map_or(input_end, |t| t.start)
        });
        return refuse(RefusalKind::TokensChanged, "the tree would change", at);
    }
    // Comments, in order, each without its trailing whitespace.
    let mut want = input.tokens.iter().filter(|t| t.kind == COMMENT);
    let mut got = scan.tokens.iter().filter(|t| t.kind == COMMENT);
    loop {
        match (want.next(), got.next()) {
            (None, None) => break,
            (Some(w), Some(g)) if trimmed(input_text, w) == trimmed(output, g) => {}
            (w, _) => {
                let at = w.map_or(input_end, |w| w.start);
                return refuse(RefusalKind::CommentsChanged, "the comments would change", at);
            }
        }
    }
    // Block strings, by `BlockString::text()`. The text is a function of the block's lines alone
    // (the node's text after its first line end), so identical lines need no comparison of texts.
    if input.blocks.len() != scan.blocks.len() {
        return refuse(
            RefusalKind::BlockStringChanged,
            "a block string would disappear",
            input_end,
        );
    }
    for (want, got) in input.blocks.iter().zip(&scan.blocks) {
        if block_lines(want) != block_lines(got) && block_text(want) != block_text(got) {
            let at = want.text_range().start();
            return refuse(
                RefusalKind::BlockStringChanged,
                "a block string's text would change",
                at,
            );
        }
    }
    // Idempotence: the output is already in its own canonical layout.
    let mut checker = Checker::new(output);
    layout::render(output, &scan.lines, &scan.tokens, &mut checker);
    if let Some(at) = checker.finish() {
        let what = "formatting the result again would change it";
        return refuse(RefusalKind::NotIdempotent, what, input_at(&scan, at as u32));
    }
    Ok(())
}

/// A block string's lines: its text after the line end of its key line (empty for an empty block).
fn block_lines(node: &SyntaxNode) -> &str {
    let text = node.text();
    text.find('\n').map_or("", |at| &text[at + 1..])
}

fn block_text(node: &SyntaxNode) -> String {
    BlockString::cast(node.clone()).map(|block| block.text()).unwrap_or_default()
}

fn slice<'t>(text: &'t str, tok: &Tok) -> &'t str {
    &text[tok.start as usize..tok.end as usize]
}

fn trimmed<'t>(text: &'t str, tok: &Tok) -> &'t str {
    slice(text, tok).trim_end_matches([' ', '\t'])
}
