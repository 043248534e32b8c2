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

/// Re-parses `output` and checks it against the input's scan; see the crate documentation.
pub(crate) fn verify(input_text: &str, input: &Scan, output: &str) -> Result<(), Refusal> {
    let refuse = |kind: RefusalKind, what: &str, at: u32| {
        Err(Refusal {
            kind,
            reason: format!(
                "not formatted: in the canonical layout {what} (at {} of the formatted text)",
                position(output, at)
            ),
            diagnostics: Vec::new(),
        })
    };
    let parse = ks_lang::parse(output);
    if let Some(error) = parse.diagnostics().iter().find(|d| d.is_error()) {
        let what = format!("the text would not parse ({}: {})", error.code, error.message);
        return refuse(RefusalKind::OutputErrors, &what, error.span.start());
    }
    let scan = Scan::new(&parse.syntax());
    let end = output.len() as u32;

    // Significant tokens, by kind and exact text.
    let mut want = input.tokens.iter().filter(|t| is_significant(t.kind));
    let mut got = scan.tokens.iter().filter(|t| is_significant(t.kind));
    loop {
        match (want.next(), got.next()) {
            (None, None) => break,
            (Some(w), Some(g)) if w.kind == g.kind && slice(input_text, w) == slice(output, g) => {}
            (_, g) => {
                let at = g.map_or(end, |g| g.start);
                return refuse(
                    RefusalKind::TokensChanged,
                    "the significant tokens would change",
                    at,
                );
            }
        }
    }
    // The tree's shape: the same nodes around the same tokens.
    if let Some(index) = input.nodes.iter().zip(&scan.nodes).position(|(w, g)| w != g) {
        let before = scan.nodes[index].significant_before as usize;
        let at = scan
            .tokens
            .iter()
            .filter(|t| is_significant(t.kind))
            .nth(before)
            .map_or(end, |t| t.start);
        return refuse(RefusalKind::TokensChanged, "the tree would change", at);
    }
    if input.nodes.len() != scan.nodes.len() {
        return refuse(RefusalKind::TokensChanged, "the tree would change", end);
    }
    // Comments, in order, each without its trailing whitespace.
    let mut want = input.tokens.iter().filter(|t| t.kind == COMMENT);
    let mut got = scan.tokens.iter().filter(|t| t.kind == COMMENT);
    loop {
        match (want.next(), got.next()) {
            (None, None) => break,
            (Some(w), Some(g)) if trimmed(input_text, w) == trimmed(output, g) => {}
            (_, g) => {
                let at = g.map_or(end, |g| g.start);
                return refuse(RefusalKind::CommentsChanged, "the comments would change", at);
            }
        }
    }
    // Block strings, by `BlockString::text()`. The text is a function of the block's lines alone
    // (the node's text after its first line end), so identical lines need no comparison of texts.
    if input.blocks.len() != scan.blocks.len() {
        return refuse(RefusalKind::BlockStringChanged, "a block string would disappear", end);
    }
    for (want, got) in input.blocks.iter().zip(&scan.blocks) {
        if block_lines(want) != block_lines(got) && block_text(want) != block_text(got) {
            let at = got.text_range().start();
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
        return refuse(
            RefusalKind::NotIdempotent,
            "formatting the result again would change it",
            at as u32,
        );
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
