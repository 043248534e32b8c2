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
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Related {
    pub span: TextRange,
    pub message: String,
}

impl Diagnostic {
    pub fn error(code: &'static str, span: TextRange, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            code,
            severity: Severity::Error,
            span,
            message: message.into(),
            hint: None,
            related: Vec::new(),
        }
    }

    pub fn warning(code: &'static str, span: TextRange, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Warning, ..Diagnostic::error(code, span, message) }
    }

    pub fn with_hint(mut self, hint: impl Into<String>) -> Diagnostic {
        self.hint = Some(hint.into());
        self
    }

    pub fn with_related(mut self, span: TextRange, message: impl Into<String>) -> Diagnostic {
        self.related.push(Related { span, message: message.into() });
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}
