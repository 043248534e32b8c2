//! Ports: what `check` asks the world outside the file, as traits with empty defaults. The CLI (or a
//! test) plugs adapters in through [`crate::CheckOptions`]; the core never reads a file.

pub mod policy {
    //! The organisation's baseline policy (POL-18): ks-host's configuration reading answers it; the
    //! default, no baseline, leaves the file's own policy in force.

    /// A source of baseline policy documents (the text of a `policy:` block).
    pub trait PolicyStore: std::fmt::Debug + Send + Sync {
        /// The baseline document, or `None` when no baseline is configured (POL-20).
        fn baseline(&self) -> Option<String>;
    }

    /// No baseline configured: the effective policy is the file's own.
    #[derive(Clone, Copy, Debug, Default)]
    pub struct NoBaseline;

    impl PolicyStore for NoBaseline {
        fn baseline(&self) -> Option<String> {
            None
        }
    }
}

pub mod outputs {
    //! Run-time output facts read from outside the file: `*.tf` outputs of a plan's `dir:` (IAC),
    //! a script module's declared outputs (SCR). ks-host implements this trait; the core only asks.

    use crate::types::Type;

    /// What a source outside the file declares for one step.
    #[derive(Clone, Debug, Default, PartialEq, Eq)]
    pub struct DeclaredOutputs {
        /// Where the declarations came from (`./infra`, `./ship/migrate.ts`), for messages.
        pub source: String,
        pub outputs: Vec<(String, Type)>,
        /// Outputs declared with something that is not a ks type (`Number`, `Date`, a misspelt
        /// `keepshipping:type` comment), each with why, in the words of the message: reading one is
        /// KS0107 at the read (SCR-20), since the declaration is not in this file. List them in
        /// `outputs` too (typed `any`) so the read resolves and is reported once.
        pub refused: Vec<(String, String)>,
    }

    /// Asked once per step whose outputs exist only at run time. `None` means "not seen": the
    /// outputs stay unchecked and nothing is said (GEN-6).
    pub trait OutputFacts: std::fmt::Debug + Send + Sync {
        /// `kind` as written (`tofu.apply`, `./ship/migrate.ts`); `step` the step's name;
        /// `literal_dir` the literal `dir:` of the plan a `tofu.apply` applies, if any.
        fn outputs(
            &self,
            kind: &str,
            step: &str,
            literal_dir: Option<&str>,
        ) -> Option<DeclaredOutputs>;

        /// Whether a script kind path (`./ship/x.ts`, no `..`) leaves the site directory once
        /// symlinks are followed: the host decides, the core reports it as KS0101 (SCR-3).
        fn escapes(&self, _kind: &str) -> bool {
            false
        }
    }

    /// Sees nothing: every run-time output is unchecked.
    #[derive(Clone, Copy, Debug, Default)]
    pub struct NoFacts;

    impl OutputFacts for NoFacts {
        fn outputs(&self, _: &str, _: &str, _: Option<&str>) -> Option<DeclaredOutputs> {
            None
        }
    }
}
