//! The codes of the check level (Part 2, D18). Every one is listed in `conformance/codes.toml` with
//! `level = "check"`. A published code is never reused for another meaning.

/// The `keepshipping:` header is newer, unmigratable, not a version, or not first.
pub const UNUSABLE_HEADER: &str = "KS0005";
/// A value that is not valid for its position: a type mismatch, a bad `rollback:`, a script path
/// leaving the site directory, an `after:` that is not a name (AMB-3).
pub const INVALID_VALUE: &str = "KS0101";
/// Interpolation outside a `String` or `oci.Tag` position (once per value).
pub const INTERPOLATION_NOT_ALLOWED: &str = "KS0102";
/// A secret interpolated or shown.
pub const SECRET_EXPOSED: &str = "KS0103";
/// An input the step's kind does not declare.
pub const UNKNOWN_INPUT: &str = "KS0104";
/// A top-level key the format does not know.
pub const UNKNOWN_TOP_LEVEL_KEY: &str = "KS0105";
/// A key, step, environment or variable given twice among siblings.
pub const DUPLICATE_KEY: &str = "KS0106";
/// A read of an output declared outside the file (a script module, a `keepshipping:type` comment)
/// with something that is not a ks type (SCR-16, SCR-17, SCR-20). Emitted only when the host supplies
/// facts (ks-host), so it is not in [`ALL`]; the IAC and SCR cases show it.
pub const UNTYPED_DECLARED_OUTPUT: &str = "KS0107";
/// A run-time output the `*.tf` files or the script module do not declare (IAC-4, SCR-19). Emitted
/// only when the host supplies facts, so it is not in [`ALL`]; the IAC and SCR cases show it.
pub const UNDECLARED_OUTPUT: &str = "KS0203";
/// A reference that resolves to nothing: step, output, context value or answer.
pub const UNRESOLVED_REFERENCE: &str = "KS0201";
/// A run-time-only output read without `.out.`.
pub const NEEDS_OUT: &str = "KS0202";
/// A step (block use or built-in kind) that leaves out a required input.
pub const MISSING_INPUT: &str = "KS0206";
/// A step named like a context namespace (or an environment variable named like `env.name`).
pub const NAMESPACE_NAME: &str = "KS0210";
/// `env is X` with an environment `envs:` does not declare.
pub const UNDECLARED_ENV: &str = "KS0301";
/// An environment property the format does not know.
pub const UNKNOWN_ENV_PROPERTY: &str = "KS0302";
/// An unknown trigger, or `schedule` (not supported yet).
pub const UNKNOWN_TRIGGER: &str = "KS0303";
/// A deploy that can reach a `require-verified:` environment without a `verify:`.
pub const UNVERIFIED_DEPLOY: &str = "KS0304";
/// A `verify:` that is neither `signed-by key:<name>` nor `signed-by <subject> from <issuer>`.
pub const MALFORMED_VERIFY: &str = "KS0305";
/// An optional context value read where it may have no value (warning).
pub const OPTIONAL_CONTEXT: &str = "KS0601";
/// A `ci-only:` step checked with `--context local` (warning).
pub const CI_ONLY_LOCAL: &str = "KS0602";
/// A kind the catalog does not know, and no block signature resolves (warning).
pub const UNKNOWN_KIND: &str = "KS0603";
/// `is` on something that is neither a decide step nor `env`.
pub const IS_NOT_A_DECISION: &str = "KS0604";
/// The file is on the previous format (warning).
pub const PREVIOUS_FORMAT: &str = "KS0610";
/// No format header, in a CI run (warning).
pub const NO_HEADER_IN_CI: &str = "KS0611";

/// Every check-level code this crate emits, in numeric order.
pub const ALL: &[&str] = &[
    UNUSABLE_HEADER,
    INVALID_VALUE,
    INTERPOLATION_NOT_ALLOWED,
    SECRET_EXPOSED,
    UNKNOWN_INPUT,
    UNKNOWN_TOP_LEVEL_KEY,
    DUPLICATE_KEY,
    UNRESOLVED_REFERENCE,
    NEEDS_OUT,
    MISSING_INPUT,
    NAMESPACE_NAME,
    UNDECLARED_ENV,
    UNKNOWN_ENV_PROPERTY,
    UNKNOWN_TRIGGER,
    UNVERIFIED_DEPLOY,
    MALFORMED_VERIFY,
    OPTIONAL_CONTEXT,
    CI_ONLY_LOCAL,
    UNKNOWN_KIND,
    IS_NOT_A_DECISION,
    PREVIOUS_FORMAT,
    NO_HEADER_IN_CI,
];
