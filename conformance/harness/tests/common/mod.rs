//! Test implementations built on the reference adapter (`ks-conformance-reference`, the crate every
//! test grades the reference through): parsers wrong in one known way, for the tests that show the
//! suite can fail. `conformance/README.md` walks through that crate as the example of an adapter.

use ks_conformance::{Implementation, Level, Outcome};
use ks_conformance_reference::Reference;

/// A broken implementation: the reference, minus every comment token in the CST (as a parser that
/// skips comments would print it).
pub struct DropsComments;

impl Implementation for DropsComments {
    fn name(&self) -> String {
        "test: drops comments".into()
    }

    fn levels(&self) -> Vec<Level> {
        Level::SYNTAX.to_vec()
    }

    fn cst(&self, input: &[u8]) -> Outcome {
        match Reference.cst(input) {
            Outcome::Accepted(t) => Outcome::Accepted(drop_comment_lines(&t)),
            Outcome::Rejected(t) => Outcome::Rejected(drop_comment_lines(&t)),
            other => other,
        }
    }

    fn ast(&self, input: &[u8]) -> Outcome {
        Reference.ast(input)
    }

    fn parse(&self, input: &[u8]) -> Outcome {
        Reference.parse(input)
    }
}

fn drop_comment_lines(cst: &str) -> String {
    // A comment token is printed alone on its line; a node closing after it keeps its `)`.
    let mut out = String::new();
    for line in cst.lines() {
        let trimmed = line.trim_start();
        if let Some(rest) = trimmed.strip_prefix("(COMMENT ") {
            // `(COMMENT "...")` followed by the closing parentheses of enclosing nodes.
            let closing = rest.len() - rest.trim_end_matches(')').len();
            let string_end_parens = 1;
            let extra = closing.saturating_sub(string_end_parens);
            if extra > 0 {
                // Attach the enclosing nodes' `)` to the previous line.
                while out.ends_with('\n') {
                    out.pop();
                }
                out.push_str(&")".repeat(extra));
                out.push('\n');
            }
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// A broken implementation: classifies every Duration as an Ident and every Float as an Int.
pub struct MisclassifiesScalars;

impl Implementation for MisclassifiesScalars {
    fn name(&self) -> String {
        "test: mis-classifies scalars".into()
    }

    fn levels(&self) -> Vec<Level> {
        Level::SYNTAX.to_vec()
    }

    fn cst(&self, input: &[u8]) -> Outcome {
        Reference.cst(input)
    }

    fn ast(&self, input: &[u8]) -> Outcome {
        match Reference.ast(input) {
            Outcome::Accepted(t) => Outcome::Accepted(
                t.replace("\"type\": \"Duration\"", "\"type\": \"Ident\"")
                    .replace("\"type\":\"Duration\"", "\"type\":\"Ident\"")
                    .replace("\"type\": \"Float\"", "\"type\": \"Int\"")
                    .replace("\"type\":\"Float\"", "\"type\":\"Int\""),
            ),
            other => other,
        }
    }

    fn parse(&self, input: &[u8]) -> Outcome {
        Reference.parse(input)
    }
}
