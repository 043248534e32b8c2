//! How a command ends, and what each exit status means (shown under `--help`).

/// What every command's exit status means, shown under `--help`.
pub const EXIT_STATUSES: &str = "\
Exit status:
  0  nothing to report (warnings allowed)
  1  errors in the input, a file fmt refused, or a change `--check` found
  2  a command-line problem, or an input that could not be read";

/// The conformance protocol's own statuses (conformance/NOTATION.md §7).
pub const CONFORMANCE_EXIT_STATUSES: &str = "\
Exit status:
  0  accepted (the notation on stdout)
  1  rejected: errors in the input, a refused format, migration or fix, a refused run
  2  a command-line problem, or an input that could not be read
  3  a level this implementation does not support";

/// How a command ended; `main` turns it into the process exit code.
/// Ordered by weight: a run's outcome is the heaviest of its files'.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum Outcome {
    /// Nothing to report (0).
    Clean,
    /// Errors in the input, or changes `--check` found (1).
    Failed,
    /// A usage problem or an input that could not be read (2).
    Usage,
    /// A level the conformance protocol does not support (3).
    Unsupported,
}

impl Outcome {
    /// The process's exit status.
    pub fn exit_status(self) -> u8 {
        match self {
            Outcome::Clean => 0,
            Outcome::Failed => 1,
            Outcome::Usage => 2,
            Outcome::Unsupported => 3,
        }
    }
}
