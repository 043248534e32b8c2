//! The format header (`keepshipping: 0.1`, specification VER-1/2, GAP-18): plain `fmt` refuses a file
//! whose header is not one this build reads (KS0005) and leaves a valid header alone.

use ks_lang::{
    ast::{AstNode, AstToken, Expr},
    Diagnostic, Parse, TextRange,
};

/// The format this build writes.
pub const CURRENT_FORMAT: (u32, u32) = (0, 1);
/// The format before it, which this build still reads (decision D19).
pub const PREVIOUS_FORMAT: (u32, u32) = (0, 0);

const CODE: &str = "KS0005";

/// The KS0005 problems of the file's header: a `keepshipping:` entry that is not the first entry,
/// whose value is not a single `MAJOR.MINOR` word on its own line without children, or whose version
/// is neither the current format nor the previous one. Empty when there is no header or it is fine.
pub fn header_diagnostics(parse: &Parse) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for (index, entry) in parse.tree().entries().enumerate() {
        if entry.key_name() != "keepshipping" {
            continue;
        }
        let key =
            entry.key().map_or_else(|| entry.syntax().text_range(), |k| k.syntax().text_range());
        if index > 0 {
            out.push(
                Diagnostic::error(CODE, key, "the format header must be the first entry")
                    .with_hint("move `keepshipping:` above every other entry"),
            );
            continue;
        }
        let not_a_version = |span: TextRange| {
            Diagnostic::error(CODE, span, "the format header is not a version")
                .with_hint("write the format as `keepshipping: 0.1`")
        };
        let version = match entry.value() {
            Some(Expr::Word(word)) => {
                let token = word.syntax();
                let text = token.text();
                match parse_version(text) {
                    Some(version)
                        if entry.block_string().is_none() && entry.entries().next().is_none() =>
                    {
                        Some((version, token.text_range()))
                    }
                    _ => {
                        out.push(not_a_version(token.text_range()));
                        None
                    }
                }
            }
            Some(value) => {
                out.push(not_a_version(value.text_range()));
                None
            }
            None => {
                out.push(not_a_version(key));
                None
            }
        };
        if let Some((version, span)) = version {
            if version != CURRENT_FORMAT && version != PREVIOUS_FORMAT {
                let message = if version > CURRENT_FORMAT {
                    format!(
                        "format {}.{} is newer than this keepshipping reads ({}.{})",
                        version.0, version.1, CURRENT_FORMAT.0, CURRENT_FORMAT.1
                    )
                } else {
                    format!(
                        "format {}.{} is too old for this keepshipping to read",
                        version.0, version.1
                    )
                };
                out.push(
                    Diagnostic::error(CODE, span, message)
                        .with_hint("use a keepshipping that reads this format"),
                );
            }
        }
    }
    out
}

/// `MAJOR.MINOR` with decimal integer parts, compared as numbers (`0.10` is minor 10).
fn parse_version(text: &str) -> Option<(u32, u32)> {
    let (major, minor) = text.split_once('.')?;
    let number = |part: &str| {
        (!part.is_empty() && part.bytes().all(|b| b.is_ascii_digit()))
            .then(|| part.parse::<u32>().ok())
            .flatten()
    };
    Some((number(major)?, number(minor)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(text: &str) -> Vec<String> {
        header_diagnostics(&ks_lang::parse(text)).into_iter().map(|d| d.message).collect()
    }

    #[test]
    fn current_and_previous_formats_are_fine() {
        assert!(codes("keepshipping: 0.1\nname: api\n").is_empty());
        assert!(codes("# c\n\nkeepshipping: 0.0\n").is_empty());
        assert!(codes("name: api\n").is_empty());
    }

    #[test]
    fn bad_headers_are_ks0005() {
        assert_eq!(
            codes("name: api\nkeepshipping: 0.1\n"),
            ["the format header must be the first entry"]
        );
        assert_eq!(
            codes("keepshipping: 0.2\n"),
            ["format 0.2 is newer than this keepshipping reads (0.1)"]
        );
        assert_eq!(
            codes("keepshipping: 0.10\n"),
            ["format 0.10 is newer than this keepshipping reads (0.1)"]
        );
        assert_eq!(codes("keepshipping: \"0.1\"\n"), ["the format header is not a version"]);
        assert_eq!(codes("keepshipping: latest\n"), ["the format header is not a version"]);
        assert_eq!(codes("keepshipping:\n"), ["the format header is not a version"]);
        assert_eq!(codes("keepshipping: 0.1\n  x: y\n"), ["the format header is not a version"]);
        assert_eq!(codes("keepshipping: 0.1 0.2\n"), ["the format header is not a version"]);
    }
}
