//! Byte classes for the lexer's scanning loops, one table lookup a byte: the lexer asks them for
//! every byte of every key and word.

/// Continues a word and needs no second look: a word byte other than the lead byte of `≥` and `≤`.
const PLAIN_WORD: u8 = 1;
/// Continues a key or a segment of a dotted name.
const IDENT: u8 = 2;

static CLASSES: [u8; 256] = {
    let mut table = [0; 256];
    let mut b = 0;
    while b < 256 {
        let byte = b as u8;
        let ends_word = matches!(
            byte,
            b' ' | b'\t'
                | b'\r'
                | b'\n'
                | b'"'
                | b','
                | b'|'
                | b'('
                | b')'
                | b'='
                | b'!'
                | b'<'
                | b'>'
                | b'{'
                | b'}'
        );
        // Non-ASCII bytes all continue a word, except that `≥` and `≤` end one: the word loop
        // takes a second look at their lead byte.
        if !ends_word && !is_control(byte) && byte != 0xE2 {
            table[b] |= PLAIN_WORD;
        }
        if byte.is_ascii_alphanumeric() || byte == b'_' || byte == b'-' {
            table[b] |= IDENT;
        }
        b += 1;
    }
    table
};

pub(super) fn is_ident_byte(b: u8) -> bool {
    CLASSES[b as usize] & IDENT != 0
}

/// C0 controls other than tab; `\r` is only a control when it does not start `\r\n`, which the
/// callers ensure by checking the line end first.
pub(super) const fn is_control(b: u8) -> bool {
    b < 0x20 && b != b'\t'
}

/// A word byte that is not the lead byte of `≥` or `≤`: the word goes on without a second look.
pub(super) fn is_plain_word_byte(b: u8) -> bool {
    CLASSES[b as usize] & PLAIN_WORD != 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tables_agree_with_the_byte_rules() {
        for b in 0..=u8::MAX {
            let ident = b.is_ascii_alphanumeric() || b == b'_' || b == b'-';
            assert_eq!(is_ident_byte(b), ident, "{b:#x}");
            let ends = b" \t\r\n\",|()=!<>{}".contains(&b) || is_control(b);
            assert_eq!(is_plain_word_byte(b), !ends && b != 0xE2, "{b:#x}");
        }
    }
}
