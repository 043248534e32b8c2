//! The format header (`keepshipping: 0.1`, specification VER-1/2, GAP-18): plain `fmt` refuses a file
//! whose header is not one this build reads (KS0005) and leaves a valid header alone.

use ks_lang::{Diagnostic, Parse};
#[cfg(doc)]
use ks_migrate::Declared;

/// The format this build writes (ks-migrate's registry decides it).
pub const CURRENT_FORMAT: (u32, u32) = (ks_migrate::CURRENT.major, ks_migrate::CURRENT.minor);
/// The format before it, which this build still reads (decision D19).
pub const PREVIOUS_FORMAT: (u32, u32) = (0, 0);

/// The KS0005 problems of the file's header: a `keepshipping:` entry that is not the first entry,
/// whose value is not a single `MAJOR.MINOR` word on its own line without children, or whose version
/// is neither the current format nor one ks-migrate's registry migrates from. Empty when there is no
/// header or it is fine. Which header is read, how, and the wording are ks-migrate's
/// ([`ks_migrate::header_verdicts`], [`Declared::diagnostic`]), the same as `check`'s.
pub fn header_diagnostics(parse: &Parse) -> Vec<Diagnostic> {
    ks_migrate::header_verdicts(parse)
        .iter()
        .filter_map(|verdict| verdict.diagnostic(parse))
        .collect()
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
            ["the format header must be the file's first entry"]
        );
        assert_eq!(
            codes("keepshipping: 0.2\n"),
            ["format 0.2 is newer than this keepshipping reads (up to 0.1)"]
        );
        assert_eq!(
            codes("keepshipping: 0.10\n"),
            ["format 0.10 is newer than this keepshipping reads (up to 0.1)"]
        );
        assert_eq!(
            codes("keepshipping: \"0.1\"\n"),
            ["the format header is not a version: found `\"0.1\"`"]
        );
        assert_eq!(
            codes("keepshipping: latest\n"),
            ["the format header is not a version: found `latest`"]
        );
        assert_eq!(codes("keepshipping:\n"), ["the format header is not a version: found nothing"]);
        assert_eq!(
            codes("keepshipping: 0.1\n  x: y\n"),
            ["the format header is not a version: found `0.1`"]
        );
        assert_eq!(
            codes("keepshipping: 0.1 0.2\n"),
            ["the format header is not a version: found `0.1 0.2`"]
        );
        assert_eq!(
            codes("keepshipping: x\nname: api\nkeepshipping: 0.1\n"),
            [
                "the format header is not a version: found `x`",
                "the format header must be the file's first entry"
            ],
            "every problem is reported"
        );
    }
}
