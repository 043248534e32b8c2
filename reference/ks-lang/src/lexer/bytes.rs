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
        if continues_ident(byte) {
            table[b] |= IDENT;
        }
        b += 1;
    }
    table
};

/// An identifier's first byte: a letter or `_` (grammar/SYNTAX.md: `ident`). The one home of the
/// rule; the lexer's table and the scalar classes read it.
pub(crate) const fn starts_ident(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_'
}

/// A byte that may follow in an identifier: a letter, a digit, `_` or `-`.
pub(crate) const fn continues_ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'-'
}

fn is_ident_byte(b: u8) -> bool {
    CLASSES[b as usize] & IDENT != 0
}

/// The dots of `text` when it is a name, identifiers joined by single dots (`build` has none,
/// `build.digest` one); `None` when it is not one (empty, a dot leading, trailing or doubled, a
/// byte no identifier holds). The one scan behind both dotted names: an interpolation's (the
/// lexer) and a bare word's (the scalar classes).
pub(crate) fn name_dots(text: &[u8]) -> Option<usize> {
    let mut dots = 0;
    let mut segment_start = true;
    for &b in text {
        let fits = if segment_start {
            segment_start = false;
            starts_ident(b)
        } else if b == b'.' {
            dots += 1;
            segment_start = true;
            true
        } else {
            is_ident_byte(b)
        };
        if !fits {
            return None;
        }
    }
    (!segment_start).then_some(dots)
}

/// C0 controls other than tab; `\r` is only a control when it does not start `\r\n`, which the
/// callers ensure by checking the line end first.
pub(super) const fn is_control(b: u8) -> bool {
    b < 0x20 && b != b'\t'
}

/// Whether `bytes` holds a control character: a branch-free test of 32 bytes at a time (the fold
/// vectorises on byte lanes), so the scans that report them run only when one is there.
pub(super) fn has_control(bytes: &[u8]) -> bool {
    bytes.chunks(32).any(|chunk| chunk.iter().fold(false, |any, &b| any | is_control(b)))
}

/// The length of the plain word bytes `bytes` starts with.
pub(super) fn plain_word_run(bytes: &[u8]) -> usize {
    run_of_class(bytes, PLAIN_WORD)
}

/// The length of the key bytes `bytes` starts with.
pub(super) fn ident_run(bytes: &[u8]) -> usize {
    run_of_class(bytes, IDENT)
}

/// The number of spaces `bytes` starts with: eight bytes a step, read as one word whose first
/// byte that is not a space is its lowest non-zero byte once the spaces are xor-ed away.
pub(super) fn space_run(bytes: &[u8]) -> usize {
    let mut run = 0;
    while let Some(eight) = bytes.get(run..run + 8) {
        let word = u64::from_le_bytes(eight.try_into().unwrap()) ^ u64::from_le_bytes([b' '; 8]);
        if word != 0 {
            return run + (word.trailing_zeros() / 8) as usize;
        }
        run += 8;
    }
    let rest = &bytes[run..];
    run + rest.iter().position(|&b| b != b' ').unwrap_or(rest.len())
}

/// The length of the run of `class` bytes at the start of `bytes`: four bytes a step, each with
/// its own test and exit (one loop test for four bytes), then byte by byte.
fn run_of_class(bytes: &[u8], class: u8) -> usize {
    let in_class = |b: u8| CLASSES[b as usize] & class != 0;
    let mut run = 0;
    while let Some(four) = bytes.get(run..run + 4) {
        for (offset, &b) in four.iter().enumerate() {
            if !in_class(b) {
                return run + offset;
            }
        }
        run += 4;
    }
    let rest = &bytes[run..];
    run + rest.iter().position(|&b| !in_class(b)).unwrap_or(rest.len())
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
            assert_eq!(plain_word_run(&[b]), usize::from(!ends && b != 0xE2), "{b:#x}");
        }
    }

    #[test]
    fn a_name_is_identifiers_joined_by_single_dots() {
        for (text, dots) in [
            ("build", Some(0)),
            ("_a-1", Some(0)),
            ("build.digest", Some(1)),
            ("a.b_c.d-e", Some(2)),
            ("", None),
            (".a", None),
            ("a.", None),
            ("a..b", None),
            ("1a", None),
            ("a.1b", None),
            ("a b", None),
            ("a.{b}", None),
            ("é", None),
        ] {
            assert_eq!(name_dots(text.as_bytes()), dots, "{text:?}");
        }
    }

    #[test]
    fn runs_stop_at_the_first_byte_outside_the_class_at_any_offset() {
        for len in 0..20 {
            for stop in 0..=len {
                let mut text = vec![b'a'; len];
                if stop < len {
                    text[stop] = b' ';
                }
                assert_eq!(plain_word_run(&text), stop, "{len} {stop}");
                assert_eq!(ident_run(&text), stop, "{len} {stop}");
                let spaces: Vec<u8> =
                    text.iter().map(|&b| if b == b'a' { b' ' } else { b'x' }).collect();
                assert_eq!(space_run(&spaces), stop, "{len} {stop}");
            }
        }
        assert_eq!(plain_word_run("ab≥c".as_bytes()), 2);
        for len in 0..70 {
            let mut text = vec![b'a'; len];
            assert!(!has_control(&text));
            for at in 0..len {
                text[at] = if at % 2 == 0 { 0x01 } else { b'\r' };
                assert!(has_control(&text), "{len} {at}");
                text[at] = b'\t';
                assert!(!has_control(&text), "{len} {at}");
            }
        }
        assert_eq!(ident_run(b"step-1.x: y"), 6);
    }
}
