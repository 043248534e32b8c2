//! The line table ([`crate::Parse::lines`]) read back off a tree's tokens. The parser needs the
//! lexer's table while it arranges lines into entries, but a file's tree does not: it is dropped
//! before the tree keeps its copy of the text (the two would be the largest parts of the heap's
//! peak together, issue 42) and derived again for the callers that ask (the formatter, completion).
//!
//! Every line but the last ends in one `NEWLINE` token, so the table is the token runs between
//! them. A line's class follows from its first tokens, as the lexer wrote them: `BLOCK_LINE` for a
//! block line, `IDENT` for a key (no other line starts with one), `COMMENT` for a comment line. An
//! empty line (no token at all) inside a block string is one of its lines: it lies before the
//! block's last line, whose text is a `BLOCK_LINE`; an empty line anywhere else is blank.
//! [`crate::invariants::violations`] compares the result with the lexer's own table.

use crate::{
    lexer::{Line, LineClass},
    syntax::{tree::RawTree, SyntaxKind::*},
};

/// The lines of the file `tree` holds, as the lexer classified them.
pub(crate) fn lines_of(tree: RawTree<'_>) -> Vec<Line> {
    let (kinds, starts, text) = (tree.token_kinds(), tree.token_starts(), tree.text().as_bytes());
    let count = kinds.iter().filter(|&&kind| kind == NEWLINE).count();
    let mut lines: Vec<Line> = Vec::with_capacity(count + 1);
    // Empty lines whose class waits for the next line with a token: block lines before one that
    // is a block line's text, blank lines otherwise.
    let mut pending = 0;
    let mut first = u32::from(kinds.first() == Some(&BOM));
    while (first as usize) < kinds.len() {
        let end = kinds[first as usize..]
            .iter()
            .position(|&kind| kind == NEWLINE)
            .map_or(kinds.len(), |offset| first as usize + offset) as u32;
        let line = line(kinds, starts, text, first, end);
        if first == end {
            pending += 1;
        } else {
            let in_block = line.class == LineClass::Block;
            let waiting = lines.len() - pending..;
            for empty in &mut lines[waiting] {
                empty.class = if in_block { LineClass::Block } else { LineClass::Blank };
            }
            pending = 0;
        }
        lines.push(line);
        first = end + 1;
    }
    lines
}

/// Line `first..end` (its tokens, the `NEWLINE` excluded); an empty one is blank until its
/// successors say otherwise.
fn line(kinds: &[crate::SyntaxKind], starts: &[u32], text: &[u8], first: u32, end: u32) -> Line {
    let (start_offset, end_offset) = (starts[first as usize], starts[end as usize]);
    let line = |class, indent| Line { first, end, indent, class, start_offset, end_offset };
    if first == end {
        return line(LineClass::Blank, 0);
    }
    let tokens = &kinds[first as usize..end as usize];
    if tokens[0] == BLOCK_LINE {
        let content = &text[start_offset as usize..end_offset as usize];
        let indent = content.iter().take_while(|&&b| b == b' ' || b == b'\t').count();
        return line(LineClass::Block, indent as u32);
    }
    // The indentation is one `WHITESPACE` token; a line of whitespace alone is that token.
    let indented = tokens[0] == WHITESPACE;
    let indent = if indented { starts[first as usize + 1] - start_offset } else { 0 };
    let content = &tokens[usize::from(indented)..];
    let class = match content.first() {
        None => LineClass::Blank,
        Some(&COMMENT) => LineClass::Comment,
        Some(&IDENT) => {
            // `key`, `:`, then the value: exactly `|` opens a block string.
            let mut significant = content[2..].iter().filter(|kind| !kind.is_trivia());
            let opens_block = significant.next() == Some(&PIPE) && significant.next().is_none();
            LineClass::Key { opens_block }
        }
        Some(_) => LineClass::Other,
    };
    line(class, indent)
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_table_read_off_the_tokens_is_the_lexers() {
        let texts = [
            "",
            "\n\n",
            "\u{feff}",
            "\u{feff}\na: 1",
            "a: |\n\n  one\n\n  two\n\n\nb: 2\n",
            "a: |\n\n\n",
            "a: |  # note\r\n   x\r\n\r\n  y\r\n  \nb:\n",
            "  # c\n\t k: v\n  other line\n    \n",
            "a: | b\nc: |\n",
        ];
        for text in texts {
            let derived = crate::parse(text).lines().to_vec();
            assert_eq!(derived, crate::lexer::lex(text).lines, "{text:?}");
        }
    }
}
