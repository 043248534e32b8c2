//! Bless mode: rewrite expected files from a reference implementation. Never under CI.

use std::path::PathBuf;

use crate::notation::sexp;
use crate::{Case, Implementation, Level, Outcome};

/// Whether the `CI` environment variable is set to something other than empty, `0` or `false`.
pub fn ci_is_set() -> bool {
    ci_value_is_set(std::env::var("CI").ok().as_deref())
}

/// Whether a value of `CI` means "this is CI" (anything but unset, empty, `0` or `false`).
pub fn ci_value_is_set(value: Option<&str>) -> bool {
    value.is_some_and(|v| !v.is_empty() && v != "0" && v != "false")
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

/// Writes, for every case and every level it can assert (and does not dispute), the reference's
/// output. A reference answer that contradicts the case (accepts an input marked invalid, rejects one
/// marked valid, prints a tree that is not lossless, crashes) is refused, not written.
pub fn bless(imp: &dyn Implementation, cases: &[Case]) -> Result<BlessReport, String> {
    let mut report = BlessReport::default();
    for case in cases {
        for level in Level::ALL {
            let path = case.expected_path(level);
            if !case.applicable_levels().contains(&level) || case.is_disputed(level) {
                if path.exists() {
                    std::fs::remove_file(&path).map_err(|e| format!("{}: {e}", path.display()))?;
                    report.removed.push(path);
                }
                continue;
            }
            let id = format!("{}::{level}", case.id);
            let text = match crate::call(imp, level, &case.input) {
                Outcome::Accepted(t) if case.meta.valid => t,
                Outcome::Rejected(t) if !case.meta.valid => t,
                Outcome::Accepted(_) => {
                    report
                        .refused
                        .push((id, "case.toml says invalid, the reference accepts it".into()));
                    continue;
                }
                Outcome::Rejected(_) => {
                    report
                        .refused
                        .push((id, "case.toml says valid, the reference rejects it".into()));
                    continue;
                }
                Outcome::Unsupported => {
                    report.refused.push((id, "unsupported".into()));
                    continue;
                }
                Outcome::Crashed(m) => {
                    report.refused.push((id, format!("crashed: {m}")));
                    continue;
                }
            };
            if level == Level::Cst {
                match sexp::parse(&text) {
                    Ok(tree) if tree.text().as_bytes() == case.input.as_slice() => {}
                    Ok(_) => {
                        report.refused.push((id, "the tree is not lossless".into()));
                        continue;
                    }
                    Err(e) => {
                        report.refused.push((id, e));
                        continue;
                    }
                }
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
