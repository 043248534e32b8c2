//! The format header (`keepshipping: 0.1`): which format a file declares (VER-1..13, GAP-18).

use ks_lang::{
    ast::{AstNode, AstToken, Expr},
    codes, Diagnostic, Parse, TextRange,
};

use crate::{registry, version::Version};

/// The key of the header entry.
pub const HEADER_KEY: &str = "keepshipping";

/// Which format a file declares, judged against what this build reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Declared {
    /// No header: the file is read as the current format (VER-4).
    None,
    /// `keepshipping: <current>`; `span` is the version word.
    Current { span: TextRange },
    /// An older format the registry migrates from (`0.0`).
    Migratable { version: Version, span: TextRange },
    /// A format newer than this build (VER-10).
    Newer { version: Version, span: TextRange },
    /// An older format no migration starts from (VER-11).
    Unsupported { version: Version, span: TextRange },
    /// The header's value is not a single `MAJOR.MINOR` word on its own line (VER-12); `span` is the
    /// value when one is written (`has_value`), else the key's name.
    NotAVersion { span: TextRange, has_value: bool },
    /// A `keepshipping:` entry that is not the first entry (VER-13); `span` is its key's name.
    NotFirst { span: TextRange },
}

impl Declared {
    /// The KS0005 diagnostic for a header this build cannot read, the one wording `check`, `fmt`
    /// and `fmt --upgrade` share; `None` for a file that is read (no header, the current format, or
    /// one it migrates from). `parse` is the file the verdict was made on.
    pub fn diagnostic(&self, parse: &Parse) -> Option<Diagnostic> {
        let current = registry::CURRENT;
        let code = codes::UNUSABLE_FORMAT_HEADER;
        Some(match *self {
            Declared::None | Declared::Current { .. } | Declared::Migratable { .. } => return None,
            Declared::NotFirst { span } => {
                Diagnostic::error(code, span, "the format header must be the file's first entry")
                    .with_hint(
                        "move `keepshipping:` above every other entry (comments may stay above it)",
                    )
            }
            Declared::NotAVersion { span, has_value } => {
                let found = match has_value {
                    true => format!("`{}`", text_at(parse, span)),
                    false => "nothing".to_string(),
                };
                Diagnostic::error(
                    code,
                    span,
                    format!("the format header is not a version: found {found}"),
                )
                .with_hint(format!("write the bare version, `{HEADER_KEY}: {current}`"))
            }
            Declared::Newer { version, span } => Diagnostic::error(
                code,
                span,
                format!("format {version} is newer than this keepshipping reads (up to {current})"),
            )
            .with_hint("upgrade keepshipping to check this file"),
            Declared::Unsupported { version, span } => Diagnostic::error(
                code,
                span,
                format!(
                    "format {version} is too old: this keepshipping migrates only from {}",
                    registry::oldest()
                ),
            )
            .with_hint("upgrade it with an older keepshipping first"),
        })
    }
}

fn text_at(parse: &Parse, range: TextRange) -> String {
    let root = parse.syntax();
    let start = root.text_range().start();
    let text = root.text();
    text[(range.start() - start) as usize..(range.end() - start) as usize].to_string()
}

/// Reads the file's header. The first problem in the file wins: a first entry whose value is not a
/// version, else a later `keepshipping:` entry; otherwise the declared version, judged against the
/// registry.
pub fn declared_format(parse: &Parse) -> Declared {
    let verdicts = header_verdicts(parse);
    let Some(first) = verdicts.first() else { return Declared::None };
    if let Declared::NotAVersion { .. } = first {
        return first.clone();
    }
    let not_first = verdicts.iter().find(|v| matches!(v, Declared::NotFirst { .. }));
    not_first.unwrap_or(first).clone()
}

/// One verdict per `keepshipping:` entry of the file, in order (empty without a header): the file's
/// first entry is judged as a version against the registry (or is not a version), every later one is
/// [`Declared::NotFirst`]. For callers that report every problem; [`declared_format`] picks the one
/// that decides how the file is read.
pub fn header_verdicts(parse: &Parse) -> Vec<Declared> {
    let mut verdicts = Vec::new();
    for (index, entry) in parse.tree().entries().enumerate() {
        if entry.key_name() != HEADER_KEY {
            continue;
        }
        // A header's key is reported by its name, without the colon.
        let key = entry.key_text_and_range().map_or_else(|| entry.syntax().text_range(), |k| k.1);
        if index > 0 {
            verdicts.push(Declared::NotFirst { span: key });
            continue;
        }
        let alone = entry.block_string().is_none() && entry.entries().next().is_none();
        verdicts.push(match entry.value() {
            Some(Expr::Word(word)) => match Version::parse(word.text()) {
                Some(version) if alone => judge(version, word.syntax().text_range()),
                _ => Declared::NotAVersion { span: word.syntax().text_range(), has_value: true },
            },
            Some(value) => Declared::NotAVersion { span: value.text_range(), has_value: true },
            None => Declared::NotAVersion { span: key, has_value: false },
        });
    }
    verdicts
}

fn judge(version: Version, span: TextRange) -> Declared {
    if version == registry::CURRENT {
        Declared::Current { span }
    } else if version > registry::CURRENT {
        Declared::Newer { version, span }
    } else if registry::chain(version).is_some() {
        Declared::Migratable { version, span }
    } else {
        Declared::Unsupported { version, span }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn declared(text: &str) -> Declared {
        declared_format(&ks_lang::parse(text))
    }

    fn r(start: u32, end: u32) -> TextRange {
        TextRange::new(start, end)
    }

    #[test]
    fn versions_compare_as_integer_pairs() {
        assert_eq!(Version::parse("0.10"), Some(Version::new(0, 10)));
        assert!(Version::parse("0.10") > Version::parse("0.9"));
        assert_eq!(Version::parse("1.0"), Some(Version::new(1, 0)));
        for bad in
            ["0", "0.", ".1", "0.1.2", "v0.1", "-0.1", "0.1a", "0.99999999999", "", "0.01", "00.1"]
        {
            assert_eq!(Version::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn what_a_file_declares() {
        assert_eq!(declared("name: api\n"), Declared::None);
        assert_eq!(declared(""), Declared::None);
        assert_eq!(declared("keepshipping: 0.1\n"), Declared::Current { span: r(14, 17) });
        assert_eq!(
            declared("# c\n\nkeepshipping: 0.0  # old\nname: api\n"),
            Declared::Migratable { version: Version::new(0, 0), span: r(19, 22) }
        );
        assert_eq!(
            declared("keepshipping: 0.10\n"),
            Declared::Newer { version: Version::new(0, 10), span: r(14, 18) }
        );
        assert_eq!(
            declared("keepshipping: 1.0\n"),
            Declared::Newer { version: Version::new(1, 0), span: r(14, 17) }
        );
    }

    #[test]
    fn unusable_headers() {
        for (text, span) in [
            ("keepshipping: \"0.1\"\n", r(14, 19)),
            ("keepshipping: latest\n", r(14, 20)),
            ("keepshipping: 0.1 0.2\n", r(14, 21)),
            ("keepshipping: 0.1, 0.2\n", r(14, 22)),
            ("keepshipping:\n", r(0, 12)),
            ("keepshipping: 0.1\n  x: y\n", r(14, 17)),
            ("keepshipping: 0.1\n    0.2\n", r(14, 25)),
        ] {
            let has_value = span.start() > 0;
            assert_eq!(declared(text), Declared::NotAVersion { span, has_value }, "{text:?}");
        }
        assert_eq!(
            declared("name: api\nkeepshipping: 0.1\n"),
            Declared::NotFirst { span: r(10, 22) }
        );
        assert_eq!(
            declared("keepshipping: 0.1\nname: api\nkeepshipping: 0.1\n"),
            Declared::NotFirst { span: r(28, 40) }
        );
        assert_eq!(
            declared("keepshipping: x\nkeepshipping: 0.1\n"),
            Declared::NotAVersion { span: r(14, 15), has_value: true },
            "the first problem wins"
        );
    }

    #[test]
    fn every_header_entry_has_a_verdict() {
        let text = "keepshipping: x\nname: api\nkeepshipping: 0.1\nkeepshipping: 0.0\n";
        assert_eq!(
            header_verdicts(&ks_lang::parse(text)),
            [
                Declared::NotAVersion { span: r(14, 15), has_value: true },
                Declared::NotFirst { span: r(26, 38) },
                Declared::NotFirst { span: r(44, 56) },
            ]
        );
        assert_eq!(header_verdicts(&ks_lang::parse("name: api\n")), []);
        assert_eq!(
            header_verdicts(&ks_lang::parse("keepshipping: 0.0\n")),
            [Declared::Migratable { version: Version::new(0, 0), span: r(14, 17) }]
        );
    }

    #[test]
    fn problems_name_what_to_do() {
        let diagnostic = |text: &str| declared(text).diagnostic(&ks_lang::parse(text));
        let newer = diagnostic("keepshipping: 0.2\n").unwrap();
        assert_eq!(newer.message, "format 0.2 is newer than this keepshipping reads (up to 0.1)");
        assert_eq!(newer.code, codes::UNUSABLE_FORMAT_HEADER);
        let word = diagnostic("keepshipping: latest\n").unwrap();
        assert_eq!(word.message, "the format header is not a version: found `latest`");
        assert!(word.hint.unwrap().contains("`keepshipping: 0.1`"));
        let empty = diagnostic("keepshipping:\n").unwrap();
        assert_eq!(empty.message, "the format header is not a version: found nothing");
        assert_eq!(diagnostic("keepshipping: 0.0\n"), None);
        assert_eq!(diagnostic("keepshipping: 0.1\n"), None);
    }
}
