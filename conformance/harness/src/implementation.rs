//! What an implementation is to the suite: the trait it implements, what it is given for one trial
//! and what it answers; every runner (in process, per-trial and persistent subprocesses, bless)
//! calls it through [`call`].

use std::path::Path;

use crate::case::{Case, CheckSettings, PlanSettings, RunSettings};
use crate::level::Level;

/// What an implementation answered for one (case, level).
///
/// `#[non_exhaustive]`: a `match` outside this crate needs a `_` arm.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Outcome {
    /// The input is accepted; the text is the level's notation. For `format` and `migrate`:
    /// the output file's exact text.
    Accepted(String),
    /// The input is rejected. For `cst`, `parse` and `check` the text is still the level's notation
    /// (the recovered tree, the diagnostics); for `ast` it is not read; for `format` and `migrate` it
    /// is the refusal (first line: its reason).
    Rejected(String),
    /// The implementation does not support this level (counted as skipped).
    Unsupported,
    /// The implementation crashed, timed out or answered outside the protocol (always a failure).
    Crashed(String),
}

/// What an implementation receives for one trial: the input bytes, and for the levels that need more
/// (`check`, `plan`), the case directory and the case's options.
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub struct Input<'a> {
    /// The case id (`ref/unknown-step`), or `""` for an input outside the suite.
    pub id: &'a str,
    /// `input.ks`, exactly as stored.
    pub bytes: &'a [u8],
    /// The case directory: a check may read files beside `input.ks` (`blocks/*.ks`, …). Empty for an
    /// input outside the suite.
    pub dir: &'a Path,
    /// `[check]` of `case.toml` (the defaults when absent).
    pub check: &'a CheckSettings,
    /// `[plan]` of `case.toml` (every environment when absent).
    pub plan: &'a PlanSettings,
    /// `[run]` of `case.toml` (for `exec`; `world.toml` is in [`Input::dir`]).
    pub run: &'a RunSettings,
}

impl<'a> Input<'a> {
    /// The input of `case`.
    pub fn of(case: &'a Case) -> Input<'a> {
        Input {
            id: &case.id,
            bytes: &case.input,
            dir: &case.dir,
            check: case.check_settings(),
            plan: case.plan_settings(),
            run: case.run_settings(),
        }
    }

    /// The same input with the files beside it in `dir` instead; an empty path: none (as bare input).
    pub fn with_dir(self, dir: &'a Path) -> Input<'a> {
        Input { dir, ..self }
    }

    /// Bare input bytes, outside any case (no directory, default check options).
    pub fn bytes(bytes: &'a [u8]) -> Input<'a> {
        static DEFAULT: CheckSettings = CheckSettings::DEFAULT;
        static PLAN: PlanSettings = PlanSettings::DEFAULT;
        static RUN: RunSettings = RunSettings::DEFAULT;
        Input { id: "", bytes, dir: Path::new(""), check: &DEFAULT, plan: &PLAN, run: &RUN }
    }
}

/// An implementation under test.
///
/// Every level has a default that answers [`Outcome::Unsupported`], so a level added to the suite
/// never breaks an existing implementor, and an implementation claims what it supports: it says once,
/// in [`levels`](Implementation::levels), which levels it answers (none by default); runners never
/// call it for the others.
pub trait Implementation: Send + Sync {
    /// A name for reports.
    fn name(&self) -> String;

    /// The levels this implementation supports. Trials of other levels are reported as skipped without
    /// calling the implementation; an [`Outcome::Unsupported`] for a claimed level is a failure in the
    /// libtest harness and a skip in the `ks-conformance run` runner. The default is none: a parser
    /// claims [`Level::SYNTAX`].
    fn levels(&self) -> Vec<Level> {
        Vec::new()
    }

    /// Whether this implementation has a tool a case `needs` (`node` for script modules). Trials of a
    /// case with an unmet need are skipped without calling the implementation. The default has none.
    fn provides(&self, need: &str) -> bool {
        let _ = need;
        false
    }

    /// The language features (`conformance/features.txt`) this implementation leaves out: every trial
    /// of a case that needs one is skipped by name, without calling the implementation. The default
    /// lacks none.
    fn lacks(&self) -> Vec<String> {
        Vec::new()
    }

    /// Level `cst`: the lossless concrete syntax tree (`cst.sexp` notation).
    fn cst(&self, input: &[u8]) -> Outcome {
        let _ = input;
        Outcome::Unsupported
    }

    /// Level `ast`: the typed AST (`ast.json` notation).
    fn ast(&self, input: &[u8]) -> Outcome {
        let _ = input;
        Outcome::Unsupported
    }

    /// Level `parse`: the diagnostics (`parse.diag` notation).
    fn parse(&self, input: &[u8]) -> Outcome {
        let _ = input;
        Outcome::Unsupported
    }

    /// Level `format`: the formatted text ([`Outcome::Accepted`]), or a refusal
    /// ([`Outcome::Rejected`], first line the reason).
    fn format(&self, input: &[u8]) -> Outcome {
        let _ = input;
        Outcome::Unsupported
    }

    /// Level `check`: every diagnostic the checker reports, syntax ones included (`parse.diag`
    /// notation); rejected when one is an error. The input carries the case directory and options.
    fn check(&self, input: &Input<'_>) -> Outcome {
        let _ = input;
        Outcome::Unsupported
    }

    /// Level `plan` (reserved): the plan as JSON.
    fn plan(&self, input: &Input<'_>) -> Outcome {
        let _ = input;
        Outcome::Unsupported
    }

    /// Level `migrate`: the migrated text ([`Outcome::Accepted`]), or a refusal
    /// ([`Outcome::Rejected`], one leftover per line, `L:C-L:C reason`).
    fn migrate(&self, input: &Input<'_>) -> Outcome {
        let _ = input;
        Outcome::Unsupported
    }

    /// Level `exec`: the run log (`run.jsonl`, JSON Lines) of the input run against `world.toml` in
    /// the case directory with `[check]`'s actor and context and `[run]`'s options; rejected when the
    /// run is refused (the log is one `run.refused`).
    fn exec(&self, input: &Input<'_>) -> Outcome {
        let _ = input;
        Outcome::Unsupported
    }

    /// Level `fix`: the text after every fix (safe and unsafe) applied to a fixed point with
    /// `[check]`'s options ([`Outcome::Accepted`], the input itself when nothing is fixable), or a
    /// refusal ([`Outcome::Rejected`], its condition on the first line: `does-not-parse` or
    /// `new-diagnostic`).
    fn fix(&self, input: &Input<'_>) -> Outcome {
        let _ = input;
        Outcome::Unsupported
    }

    /// Dispatches on `level`.
    fn run(&self, level: Level, input: &Input<'_>) -> Outcome {
        match level {
            Level::Cst => self.cst(input.bytes),
            Level::Ast => self.ast(input.bytes),
            Level::Parse => self.parse(input.bytes),
            Level::Format => self.format(input.bytes),
            Level::Check => self.check(input),
            Level::Plan => self.plan(input),
            Level::Migrate => self.migrate(input),
            Level::Exec => self.exec(input),
            Level::Fix => self.fix(input),
        }
    }
}

/// The level methods of an [`Implementation`] that answers every level the same way, through its
/// own `$call(level, input)` (the subprocess and persistent protocols): each method goes over it,
/// so a runner calling a level's method directly gets an answer, not a silent unsupported.
macro_rules! every_level_through {
    ($call:ident) => {
        fn cst(&self, input: &[u8]) -> $crate::Outcome {
            self.$call($crate::Level::Cst, &$crate::Input::bytes(input))
        }

        fn ast(&self, input: &[u8]) -> $crate::Outcome {
            self.$call($crate::Level::Ast, &$crate::Input::bytes(input))
        }

        fn parse(&self, input: &[u8]) -> $crate::Outcome {
            self.$call($crate::Level::Parse, &$crate::Input::bytes(input))
        }

        fn format(&self, input: &[u8]) -> $crate::Outcome {
            self.$call($crate::Level::Format, &$crate::Input::bytes(input))
        }

        fn check(&self, input: &$crate::Input<'_>) -> $crate::Outcome {
            self.$call($crate::Level::Check, input)
        }

        fn plan(&self, input: &$crate::Input<'_>) -> $crate::Outcome {
            self.$call($crate::Level::Plan, input)
        }

        fn migrate(&self, input: &$crate::Input<'_>) -> $crate::Outcome {
            self.$call($crate::Level::Migrate, input)
        }

        fn exec(&self, input: &$crate::Input<'_>) -> $crate::Outcome {
            self.$call($crate::Level::Exec, input)
        }

        fn fix(&self, input: &$crate::Input<'_>) -> $crate::Outcome {
            self.$call($crate::Level::Fix, input)
        }

        fn run(&self, level: $crate::Level, input: &$crate::Input<'_>) -> $crate::Outcome {
            self.$call(level, input)
        }
    };
}
pub(crate) use every_level_through;

/// Calls `imp` for one (level, input), turning a panic into [`Outcome::Crashed`] so that one bad input
/// cannot stop a run (or a bless).
pub fn call(imp: &dyn Implementation, level: Level, input: &Input<'_>) -> Outcome {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| imp.run(level, input))) {
        Ok(outcome) => outcome,
        Err(payload) => {
            let msg = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "non-string panic payload".into());
            Outcome::Crashed(format!("panicked: {msg}"))
        }
    }
}
