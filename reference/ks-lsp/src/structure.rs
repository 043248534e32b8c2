//! Folding ranges and selection ranges, from the concrete syntax tree of the document's own text
//! (a previous-format file folds as it is written): an entry with lines under it folds to its last
//! line of content, a run of comment lines folds as a comment; a selection grows from the token at
//! the cursor through every node that holds it to the whole file.

use ks_lang::{LineClass, SyntaxKind, TextRange};
use lsp_types::{FoldingRange, FoldingRangeKind, SelectionRange};
use serde_json::Value;

use crate::convert::Analysed;
use crate::reply::Reply;

/// The line of an offset in the document.
fn line_of(done: &Analysed, offset: u32) -> u32 {
    done.snapshot.lines.position(&done.snapshot.text, offset).line
}

/// `textDocument/foldingRange`.
pub(crate) fn folding_ranges(done: &Analysed, _: Value) -> Reply {
    let text = &*done.snapshot.text;
    let parse = ks_lang::parse(text);
    let mut out = Vec::new();
    for node in parse.syntax().descendants().filter(|node| node.kind() == SyntaxKind::ENTRY) {
        let range = node.text_range();
        let content = text[range.start() as usize..range.end() as usize].trim_end();
        let end = range.start() + content.len() as u32;
        let (start_line, end_line) = (line_of(done, range.start()), line_of(done, end));
        if end_line > start_line {
            out.push(FoldingRange { start_line, end_line, ..FoldingRange::default() });
        }
    }
    let mut run: Option<(u32, u32)> = None;
    let lines = parse.lines().iter().map(|line| (line.class(), line.text_range()));
    for (class, range) in lines.chain([(LineClass::Blank, TextRange::empty(text.len() as u32))]) {
        let line = line_of(done, range.start());
        run = match (class, run) {
            (LineClass::Comment, Some((start, _))) => Some((start, line)),
            (LineClass::Comment, None) => Some((line, line)),
            (_, Some((start, end))) => {
                if end > start {
                    out.push(FoldingRange {
                        start_line: start,
                        end_line: end,
                        kind: Some(FoldingRangeKind::Comment),
                        ..FoldingRange::default()
                    });
                }
                None
            }
            (_, None) => None,
        };
    }
    out.sort_by_key(|fold| (fold.start_line, fold.end_line));
    Ok(serde_json::to_value(out)?)
}

/// `textDocument/selectionRange`: for each position, the token there, then each node around it
/// (ranges that grow strictly), the whole file last.
pub(crate) fn selection_ranges(done: &Analysed, params: Value) -> Reply {
    let params: lsp_types::SelectionRangeParams = serde_json::from_value(params)?;
    let text = &*done.snapshot.text;
    let parse = ks_lang::parse(text);
    let root = parse.syntax();
    let lines = &done.snapshot.lines;
    let mut out = Vec::new();
    for position in params.positions {
        let offset = lines.offset(text, position);
        let mut ranges: Vec<TextRange> = Vec::new();
        let token = root.token_at_offset(offset);
        let token = token
            .right_biased()
            .filter(|token| !token.kind().is_trivia())
            .or_else(|| root.token_at_offset(offset).left_biased());
        if let Some(token) = token {
            ranges.push(token.text_range());
            ranges.extend(token.parent().ancestors().map(|node| node.text_range()));
        }
        ranges.push(root.text_range());
        ranges.dedup();
        let mut selection: Option<SelectionRange> = None;
        let mut last: Option<TextRange> = None;
        for range in ranges.into_iter().rev() {
            if last.is_some_and(|outer| outer == range || !outer.contains_range(range)) {
                continue;
            }
            last = Some(range);
            selection = Some(SelectionRange {
                range: lines.range(text, range),
                parent: selection.map(Box::new),
            });
        }
        out.extend(selection);
    }
    Ok(serde_json::to_value(out)?)
}
