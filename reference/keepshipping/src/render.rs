//! How the commands' output reaches the terminal. What they print is `ks-report`'s (shared with the
//! WebAssembly playground); this module only decides where colours go and writes the pieces to their
//! streams through `output`.

pub use ks_report::diagnostics::Style;
pub use ks_report::Styles;

use crate::{output, repository_run::Unreadable, Outcome};

/// `--color`: whether output is coloured.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum ColorChoice {
    /// On a terminal, unless `NO_COLOR` is set; `CLICOLOR_FORCE` colours a pipe too.
    #[default]
    Auto,
    Always,
    Never,
}

static COLOR: std::sync::OnceLock<ColorChoice> = std::sync::OnceLock::new();

/// Sets the run's `--color` choice (once, from `main`).
pub fn set_color(choice: ColorChoice) {
    let _ = COLOR.set(choice);
}

/// The style of `stream`: `--color always|never`, else colours on a terminal when `NO_COLOR` is unset
/// or empty, and anywhere when `CLICOLOR_FORCE` is set to something other than `0`.
pub fn style_for(stream: &impl std::io::IsTerminal) -> Style {
    let set = |name: &str| std::env::var_os(name).is_some_and(|v| !v.is_empty() && v != "0");
    let styled = match COLOR.get().copied().unwrap_or_default() {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => set("CLICOLOR_FORCE") || (stream.is_terminal() && !set("NO_COLOR")),
    };
    if styled {
        Style::Styled
    } else {
        Style::Plain
    }
}

/// The styles of this process's standard output and standard error.
pub fn styles() -> Styles {
    Styles { stdout: style_for(&std::io::stdout()), stderr: style_for(&std::io::stderr()) }
}

/// Writes what a command printed, in order, and turns its status into the command's outcome.
pub fn emit(printed: ks_report::Printed) -> Outcome {
    for (stream, text) in &printed.chunks {
        match stream {
            ks_report::Stream::Stdout => output::out(text),
            ks_report::Stream::Stderr => output::err(text),
        }
    }
    match printed.status {
        ks_report::Status::Clean => Outcome::Clean,
        ks_report::Status::Failed => Outcome::Failed,
        ks_report::Status::Usage => Outcome::Usage,
    }
}

#[cfg(test)]
#[path = "../tests/support/sarif.rs"]
mod sarif;

/// Prints the answers of a run over several files, in path order: each under a `==> path <==` line
/// when `headed` (several files, printed for a person), a file that could not be read as an error
/// line. The run's outcome is the heaviest of its files'.
pub fn each_file<T>(
    answers: Vec<Result<(String, T), Unreadable>>,
    headed: bool,
    mut print: impl FnMut(T) -> Outcome,
) -> Outcome {
    let mut outcome = Outcome::Clean;
    for answer in answers {
        let this = match answer {
            Ok((name, printed)) => {
                if headed {
                    output::out(&format!("==> {name} <==\n"));
                }
                print(printed)
            }
            Err(file) => {
                output::err(&format!("error: {}\n", file.message));
                Outcome::Usage
            }
        };
        outcome = outcome.max(this);
    }
    outcome
}

#[cfg(test)]
mod tests {
    use super::sarif::sarif_schema_errors;
    use super::*;
    use ks_lang::{Diagnostic, TextRange};
    use ks_report::diagnostics::{github, human, json, sarif, Report};
    use serde_json::{json, Value};

    /// A workflow with an error that has a hint and a related location on another line, a warning whose
    /// related location shares its line, a multi-line span, a tab and a non-ASCII name. The codes
    /// `KS99xx` are absent from the catalog on purpose: the snapshots do not change as the catalog
    /// grows, and they show the fallback rule descriptors; KS0001 and KS0002 show catalog ones.
    const TEXT: &str = "\
keepshipping: 1
name: café, api
steps:
  build: oci.image
  deploy: k8s.rollout
    image: biuld.digest
\twait: healthy, 5m
  notify: slack.post
    text: \"deployed
";

    fn at(needle: &str, nth: usize) -> TextRange {
        let start = TEXT.match_indices(needle).nth(nth).expect("needle in TEXT").0 as u32;
        TextRange::new(start, start + needle.len() as u32)
    }

    fn diagnostics() -> Vec<Diagnostic> {
        let image = at("image: biuld.digest\n\twait", 0);
        vec![
            Diagnostic::error("KS9201", at("biuld", 0), "no step named `biuld`")
                .with_hint("did you mean `build`?")
                .with_related(at("build", 0), "a step with a similar name"),
            Diagnostic::warning("KS9602", at("café", 0), "the name `café, api` holds a comma")
                .with_related(at("api", 0), "read as a second word"),
            Diagnostic::error("KS0001", at("\t", 0), "tab in indentation")
                .with_hint("indent with spaces; a tab counts as one column"),
            Diagnostic::warning(
                "KS9999",
                TextRange::new(image.start(), image.end() - 2),
                "a code the catalog does not list, over two lines: 100% sure, key: value",
            ),
            Diagnostic::error("KS0002", at("\"deployed", 0), "unterminated string"),
        ]
    }

    fn report(diagnostics: &[Diagnostic]) -> Report<'_> {
        Report { file: "site/ship.ks", text: TEXT, diagnostics }
    }

    #[test]
    fn human_snapshot() {
        let diagnostics = diagnostics();
        insta::assert_snapshot!(human(&report(&diagnostics), Style::Plain));
    }

    #[test]
    fn json_snapshot() {
        let diagnostics = diagnostics();
        let value: Value = serde_json::from_str(&json(&report(&diagnostics))).unwrap();
        insta::assert_snapshot!(serde_json::to_string_pretty(&value).unwrap());
    }

    #[test]
    fn sarif_snapshot() {
        let diagnostics = diagnostics();
        insta::assert_snapshot!(sarif(&report(&diagnostics)));
    }

    #[test]
    fn github_snapshot() {
        let diagnostics = diagnostics();
        insta::assert_snapshot!(github(&report(&diagnostics)));
    }

    #[test]
    fn sarif_follows_the_2_1_0_schema() {
        let diagnostics = diagnostics();
        let log: Value = serde_json::from_str(&sarif(&report(&diagnostics))).unwrap();
        assert_eq!(sarif_schema_errors(&log), None);
        let empty: Value = serde_json::from_str(&sarif(&report(&[]))).unwrap();
        assert_eq!(sarif_schema_errors(&empty), None);
    }

    #[test]
    fn the_schema_rejects_a_broken_log() {
        let diagnostics = diagnostics();
        let good: Value = serde_json::from_str(&sarif(&report(&diagnostics))).unwrap();
        let mut zero_column = good.clone();
        zero_column["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"]
            ["startColumn"] = json!(0);
        let mut bad_level = good.clone();
        bad_level["runs"][0]["results"][0]["level"] = json!("fatal");
        let mut no_version = good;
        no_version.as_object_mut().unwrap().remove("version");
        for broken in [zero_column, bad_level, no_version] {
            assert!(sarif_schema_errors(&broken).is_some(), "accepted: {broken}");
        }
    }

    #[test]
    fn human_columns_agree_with_json() {
        let diagnostics = diagnostics();
        let report = report(&diagnostics);
        let printed = human(&report, Style::Plain);
        let value: Value = serde_json::from_str(&json(&report)).unwrap();
        for d in value["diagnostics"].as_array().unwrap() {
            let place =
                format!("--> {}:{}:{}", d["file"].as_str().unwrap(), d["line"], d["column"]);
            assert!(printed.contains(&place), "{place} missing from\n{printed}");
        }
    }

    #[test]
    fn a_span_at_the_end_of_the_text_renders() {
        let text = "a: x\n";
        let diagnostics = [Diagnostic::error("KS0007", TextRange::new(5, 5), "end")];
        let report = Report { file: "f.ks", text, diagnostics: &diagnostics };
        let printed = human(&report, Style::Plain);
        assert!(printed.contains("--> f.ks:2:1"), "{printed}");
        let value: Value = serde_json::from_str(&json(&report)).unwrap();
        assert_eq!(
            (&value["diagnostics"][0]["line"], &value["diagnostics"][0]["column"]),
            (&json!(2), &json!(1))
        );
    }

    #[test]
    fn control_characters_do_not_reach_the_terminal() {
        let text = "a: \u{1b}[31mx\r\n";
        let diagnostics = [Diagnostic::error("KS0011", TextRange::new(3, 4), "escape")];
        let printed =
            human(&Report { file: "f.ks", text, diagnostics: &diagnostics }, Style::Plain);
        assert!(!printed.contains('\u{1b}') && !printed.contains('\r'), "{printed:?}");
        assert!(printed.contains("a: ?[31mx"), "{printed}");
    }
}
