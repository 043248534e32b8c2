//! The format header (VER-1..VER-13, GAP-18, D19): KS0005, KS0610, KS0611. Judged on the file as
//! written, before any migration. Which header counts and what it declares is ks-migrate's rule
//! ([`ks_migrate::header_verdicts`]); KS0005 is worded there too
//! ([`Declared::diagnostic`]), so `check` and `fmt` say the same.

use ks_lang::{Diagnostic, Edit, Fix, Parse, TextRange};
use ks_migrate::Declared;

use crate::{analysis::CheckOptions, codes, format_version, subject::Actor};

/// The header's diagnostics, and whether the file declares the previous format.
pub(crate) fn check(parse: &Parse, options: &CheckOptions) -> (Vec<Diagnostic>, bool) {
    let mut out = Vec::new();
    let mut previous = false;
    let verdicts = ks_migrate::header_verdicts(parse);
    let seen = !verdicts.is_empty();
    for verdict in verdicts {
        if let Declared::Migratable { version, span } = verdict {
            previous = true;
            out.push(
                Diagnostic::warning(
                    codes::PREVIOUS_FORMAT,
                    span,
                    format!(
                        "this file is on the previous format {version}; this keepshipping reads it, \
                         but writes {}",
                        format_version::CURRENT
                    ),
                )
                .with_hint("run `keepshipping fmt --upgrade` to move it to the current format"),
            );
        }
        out.extend(verdict.diagnostic(parse));
    }
    if !seen && (options.actor == Actor::Ci || options.ci_env) {
        out.push(
            Diagnostic::warning(
                codes::NO_FORMAT_HEADER_IN_CI,
                TextRange::empty(0),
                format!(
                    "this file does not say which format it is written in; it is read as {}",
                    format_version::CURRENT
                ),
            )
            .with_hint(format!(
                "add `keepshipping: {}` as the first line (`keepshipping fmt --upgrade` pins it)",
                format_version::CURRENT
            ))
            .with_fix({
                // Where `fmt --upgrade` pins it: after a BOM and leading comments (ADR 0076).
                let (offset, line) = ks_migrate::header_pin(parse);
                Fix::safe(
                    format!("pin the format: `keepshipping: {}`", format_version::CURRENT),
                    vec![Edit::insert(offset, line)],
                )
            }),
        );
    }
    (out, previous)
}

#[cfg(test)]
mod tests {
    use crate::{check::testing::*, Actor, CheckOptions};

    #[test]
    fn current_header_first_is_silent() {
        assert!(diags("# comment\n\nkeepshipping: 0.1\nname: api\n").is_empty());
    }

    #[test]
    fn newer_not_a_version_and_not_first() {
        assert_eq!(codes("keepshipping: 0.2\n"), ["KS0005"]);
        assert_eq!(codes("keepshipping: 0.10\n"), ["KS0005"]);
        assert_eq!(codes("keepshipping: 1.0\n"), ["KS0005"]);
        assert_eq!(codes("keepshipping: latest\n"), ["KS0005"]);
        assert_eq!(codes("keepshipping: \"0.1\"\n"), ["KS0005"]);
        assert_eq!(codes("keepshipping:\n"), ["KS0005"]);
        assert_eq!(codes("name: api\nkeepshipping: 0.1\n"), ["KS0005"]);
        assert_eq!(codes("keepshipping: 0.1\nkeepshipping: 0.1\n"), ["KS0005"]);
        assert_eq!(
            diags("keepshipping: 0.2\n")[0],
            "KS0005 1:15-1:18 format 0.2 is newer than this keepshipping reads (up to 0.1)"
        );
    }

    #[test]
    fn previous_format_warns_and_still_checks() {
        let found = diags("keepshipping: 0.0\nsteps:\n  a: oci.image\n    form: ./x\n");
        assert!(found[0].starts_with("KS0610 1:15-1:18"), "{found:?}");
        assert!(found.iter().any(|d| d.starts_with("KS0104")), "{found:?}");
        assert!(hints("keepshipping: 0.0\n")[0].contains("keepshipping fmt --upgrade"));
    }

    #[test]
    fn no_header_warns_only_in_ci_and_never_changes_the_actor() {
        assert!(diags("name: api\n").is_empty());
        let ci = CheckOptions::default().with_actor(Actor::Ci);
        assert_eq!(diags_with("name: api\n", &ci)[0].split(' ').next(), Some("KS0611"));
        let env = CheckOptions::default().with_ci_env(true);
        assert_eq!(diags_with("name: api\n", &env).len(), 1);
        assert_eq!(env.actor, Actor::Human);
        assert!(diags_with("keepshipping: 0.1\n", &env).is_empty());
    }
}
