//! What the parser says about the input. Rendering belongs to the CLI.

use crate::syntax::TextRange;

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Severity {
    Error,
    Warning,
    Note,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        }
    }
}

/// A finding with a stable code (`KS0002`), a byte span, a message and usually a hint.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Diagnostic {
    pub code: &'static str,
    pub severity: Severity,
    pub span: TextRange,
    pub message: String,
    pub hint: Option<String>,
    /// Other places that explain this one.
    pub related: Vec<Related>,
    /// The remedies this finding knows, as byte edits of the file it was found in (ADR 0066).
    pub fixes: Vec<Fix>,
}

/// One remedy: edits applied together, titled for a menu, with how sure it is.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Fix {
    pub title: String,
    /// Non-overlapping, in source order.
    pub edits: Vec<Edit>,
    pub applicability: Applicability,
}

/// Replace the bytes of `range` with `replacement` (an insertion when `range` is empty).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Edit {
    pub range: TextRange,
    pub replacement: String,
}

/// Whether a fix keeps what the author evidently wrote (`Safe`: `check --fix` applies it) or changes
/// what the file says (`Unsafe`: a did-you-mean, applied only with `--unsafe-fixes`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Applicability {
    Safe,
    Unsafe,
}

impl Applicability {
    pub fn as_str(self) -> &'static str {
        match self {
            Applicability::Safe => "safe",
            Applicability::Unsafe => "unsafe",
        }
    }
}

impl Edit {
    pub fn replace(range: TextRange, replacement: impl Into<String>) -> Edit {
        Edit { range, replacement: replacement.into() }
    }

    pub fn insert(offset: u32, text: impl Into<String>) -> Edit {
        Edit::replace(TextRange::empty(offset), text)
    }
}

impl Fix {
    pub fn safe(title: impl Into<String>, edits: Vec<Edit>) -> Fix {
        Fix { title: title.into(), edits, applicability: Applicability::Safe }
    }

    pub fn unsafe_(title: impl Into<String>, edits: Vec<Edit>) -> Fix {
        Fix { title: title.into(), edits, applicability: Applicability::Unsafe }
    }

    /// A did-you-mean: the misspelled `range` replaced by the name the check picked (unsafe: it
    /// changes what the file says).
    pub fn did_you_mean(range: TextRange, name: &str) -> Fix {
        Fix::unsafe_(format!("replace with `{name}`"), vec![Edit::replace(range, name)])
    }
}

/// Debug builds: `code` is registered with `severity` (a code the registry does not know is a test's
/// own and passes).
fn registered_as(code: &str, severity: Severity) {
    if let Some(registered) = crate::codes::get(code) {
        debug_assert_eq!(
            registered.severity, severity,
            "{code} is registered as {:?} in conformance/codes.toml",
            registered.severity
        );
    }
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Related {
    pub span: TextRange,
    pub message: String,
}

impl Diagnostic {
    /// A diagnostic of a code the registry calls an error. Each constructor checks the registry in
    /// debug builds (every test run), so a code's severity is written once, in `codes.toml`.
    pub fn error(code: &'static str, span: TextRange, message: impl Into<String>) -> Diagnostic {
        registered_as(code, Severity::Error);
        Diagnostic {
            code,
            severity: Severity::Error,
            span,
            message: message.into(),
            hint: None,
            related: Vec::new(),
            fixes: Vec::new(),
        }
    }

    /// A diagnostic of a code the registry calls a warning.
    pub fn warning(code: &'static str, span: TextRange, message: impl Into<String>) -> Diagnostic {
        registered_as(code, Severity::Warning);
        Diagnostic {
            code,
            severity: Severity::Warning,
            span,
            message: message.into(),
            hint: None,
            related: Vec::new(),
            fixes: Vec::new(),
        }
    }

    pub fn with_hint(mut self, hint: impl Into<String>) -> Diagnostic {
        self.hint = Some(hint.into());
        self
    }

    pub fn with_related(mut self, span: TextRange, message: impl Into<String>) -> Diagnostic {
        self.related.push(Related { span, message: message.into() });
        self
    }

    pub fn with_fix(mut self, fix: Fix) -> Diagnostic {
        self.fixes.push(fix);
        self
    }

    /// Adds `fix` when there is one (a did-you-mean that found no name adds none).
    pub fn with_fix_opt(mut self, fix: Option<Fix>) -> Diagnostic {
        self.fixes.extend(fix);
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[cfg_attr(debug_assertions, should_panic(expected = "is registered as Warning"))]
    fn a_code_made_with_another_severity_than_its_registrys_is_caught() {
        let unknown_kind = crate::codes::UNKNOWN_STEP_KIND;
        let _ = Diagnostic::error(unknown_kind, TextRange::empty(0u32), "x");
    }
}
