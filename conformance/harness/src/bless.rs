//! Bless mode: rewrite expected files from a reference implementation. Never under CI.

use std::path::PathBuf;

use crate::notation::sexp;
use crate::{Case, Implementation, Input, Level, Outcome};

/// Whether the `CI` environment variable is set to something other than empty, `0` or `false`.
pub fn ci_is_set() -> bool {
    ci_value_is_set(std::env::var("CI").ok().as_deref())
}

/// Whether a value of `CI` means "this is CI" (anything but unset, empty, `0` or `false`).
pub fn ci_value_is_set(value: Option<&str>) -> bool {
    value.is_some_and(|v| !v.is_empty() && v != "0" && v != "false")
}

/// The one guard of every bless command in the workspace (the suite's expected files, the
/// formatter's and the upgrader's, the tree-sitter corpus, the packaged queries): the value of
/// `KS_BLESS` when it asks to bless (set and not empty), `None` when it does not.
///
/// # Panics
/// When bless is asked for and `CI` is set ([`ci_is_set`]): expected files are never written in CI.
pub fn requested() -> Option<String> {
    let value = std::env::var("KS_BLESS").ok().filter(|value| !value.is_empty())?;
    assert!(
        !ci_is_set(),
        "KS_BLESS is refused when CI is set: expected files are never written in CI"
    );
    Some(value)
}

/// What bless did.
#[derive(Debug, Default)]
pub struct BlessReport {
    /// Files written (new or changed).
    pub written: Vec<PathBuf>,
    /// Files removed (a level the case cannot assert, or a disputed level).
    pub removed: Vec<PathBuf>,
    /// Files already up to date.
    pub unchanged: usize,
    /// (case id::level, reason) left alone because the reference's answer cannot be right.
    pub refused: Vec<(String, String)>,
}

/// Writes, for every case and every level in `levels` that the case can assert (and does not dispute)
/// and the reference claims, the reference's output; removes the expected files of levels the case
/// cannot assert. A reference answer that contradicts the case (accepts an input marked invalid, rejects
/// one marked valid, a check verdict that contradicts its own diagnostics, a tree that is not lossless,
/// a crash) is refused, not written. Levels the reference does not claim are left alone.
pub fn bless(
    imp: &dyn Implementation,
    cases: &[Case],
    levels: &[Level],
) -> Result<BlessReport, String> {
    let mut report = BlessReport::default();
    let claimed = imp.levels();
    for case in cases {
        for level in Level::ALL {
            if !levels.contains(&level) {
                continue;
            }
            let present: Vec<PathBuf> = level
                .file_names()
                .iter()
                .map(|f| case.dir.join(f))
                .filter(|p| p.is_file())
                .collect();
            if !case.applicable_levels().contains(&level) || case.is_disputed(level) {
                for path in present {
                    std::fs::remove_file(&path).map_err(|e| format!("{}: {e}", path.display()))?;
                    report.removed.push(path);
                }
                continue;
            }
            if !claimed.contains(&level) {
                continue;
            }
            let id = format!("{}::{level}", case.id);
            let outcome = crate::call(imp, level, &Input::of(case));
            let (accepted, text) = match outcome {
                Outcome::Accepted(t) => (true, t),
                Outcome::Rejected(t) => (false, t),
                Outcome::Unsupported => {
                    report.refused.push((id, "unsupported".into()));
                    continue;
                }
                Outcome::Crashed(m) => {
                    report.refused.push((id, format!("crashed: {m}")));
                    continue;
                }
            };
            let contradiction = match level {
                Level::Cst | Level::Ast | Level::Parse if accepted != case.meta.valid => {
                    Some(if case.meta.valid {
                        "case.toml says valid, the reference rejects it".to_string()
                    } else {
                        "case.toml says invalid, the reference accepts it".to_string()
                    })
                }
                Level::Check => match crate::compare::check_accepts(&text) {
                    Ok(a) if a != accepted => Some(format!(
                        "the reference {} the input, but its diagnostics say otherwise",
                        if accepted { "accepts" } else { "rejects" }
                    )),
                    Ok(_) => None,
                    Err(e) => Some(e),
                },
                Level::Cst => match sexp::parse(&text) {
                    Ok(tree) if tree.text().as_bytes() == case.input.as_slice() => None,
                    Ok(_) => Some("the tree is not lossless".into()),
                    Err(e) => Some(e),
                },
                _ => None,
            };
            if let Some(why) = contradiction {
                report.refused.push((id, why));
                continue;
            }
            // `format` and `migrate`: the output file when accepted, the refusal file when refused.
            let name = match level.refusal_file_name() {
                Some(refusal) if !accepted => refusal,
                _ => level.file_name(),
            };
            let path = case.dir.join(name);
            for stale in present.into_iter().filter(|p| *p != path) {
                std::fs::remove_file(&stale).map_err(|e| format!("{}: {e}", stale.display()))?;
                report.removed.push(stale);
            }
            if std::fs::read(&path).ok().as_deref() == Some(text.as_bytes()) {
                report.unchanged += 1;
            } else {
                std::fs::write(&path, &text).map_err(|e| format!("{}: {e}", path.display()))?;
                report.written.push(path);
            }
        }
    }
    Ok(report)
}
