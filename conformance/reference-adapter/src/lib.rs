//! The reference implementation as a conformance-suite [`Implementation`], in process: the one adapter
//! the suite's own tests, `KS_BLESS`, xtask's spec tests and the reference crates' coverage tests grade
//! the reference through.
//!
//! The answers are not written here: they are `ks_report::conformance`'s, the notation
//! `keepshipping conformance` prints in the subprocess protocol and the WebAssembly build returns. This
//! crate only turns a trial's [`Input`] into check options (the case's `[check]` table and the site its
//! `files/` hold, read by ks-host as the CLI reads it) and a printed answer into an [`Outcome`].
//!
//! [`Altered`] is the reference with the answers of one level bent: the deliberately wrong
//! implementation a test grades to show that the suite fails exactly the trials where the mistake is
//! visible.

use std::collections::BTreeSet;

use ks_conformance::runner::{self, Selection};
use ks_conformance::{compare, Case, Implementation, Input, Level, Outcome};
use ks_report::{conformance as answers, Printed, Status};

/// The reference implementation, called in process: ks-lang for the syntax levels, ks-fmt for
/// `format`, ks-core for `check` and `plan`, ks-migrate for `migrate`, with the case's files read by
/// ks-host.
pub struct Reference;

impl Implementation for Reference {
    fn name(&self) -> String {
        "keepshipping (reference, in process)".into()
    }

    /// The levels `ks_report::conformance` answers: what `keepshipping conformance levels` prints.
    fn levels(&self) -> Vec<Level> {
        let names = answers::LEVELS.iter().chain(&answers::RUN_LEVELS);
        names.filter_map(|name| Level::from_name(name)).collect()
    }

    fn provides(&self, need: &str) -> bool {
        need == "node"
            && ks_host::scripts::node::find_node(std::env::var_os("KEEPSHIPPING_NODE")).is_some()
    }

    fn cst(&self, input: &[u8]) -> Outcome {
        syntax(Level::Cst, input)
    }

    fn ast(&self, input: &[u8]) -> Outcome {
        syntax(Level::Ast, input)
    }

    fn parse(&self, input: &[u8]) -> Outcome {
        syntax(Level::Parse, input)
    }

    fn format(&self, input: &[u8]) -> Outcome {
        let text = match text(input) {
            Ok(text) => text,
            Err(crashed) => return crashed,
        };
        // A refusal is its condition, then the reason for people (NOTATION.md §5a), as `fix`'s.
        outcome(&answers::format(text))
    }

    fn check(&self, input: &Input<'_>) -> Outcome {
        match text(input.bytes) {
            Ok(text) => outcome(&answers::check(text, &check_options(input))),
            Err(crashed) => crashed,
        }
    }

    fn plan(&self, input: &Input<'_>) -> Outcome {
        let text = match text(input.bytes) {
            Ok(text) => text,
            Err(crashed) => return crashed,
        };
        let (env, event) = (input.plan.env.as_deref(), input.plan.event.as_deref());
        outcome(&answers::plan(text, &check_options(input), env, event))
    }

    fn migrate(&self, input: &Input<'_>) -> Outcome {
        match text(input.bytes) {
            Ok(text) => outcome(&answers::migrate(text)),
            Err(crashed) => crashed,
        }
    }

    fn exec(&self, input: &Input<'_>) -> Outcome {
        match text(input.bytes) {
            Ok(text) => run_log(text, input),
            Err(crashed) => crashed,
        }
    }

    fn fix(&self, input: &Input<'_>) -> Outcome {
        match text(input.bytes) {
            Ok(text) => outcome(&answers::fix(text, &check_options(input))),
            Err(crashed) => crashed,
        }
    }
}

/// `run.jsonl` of `text` run against the case's `world.toml` with its `[run]` options
/// (`ks_run::simulate`, rendered by `ks_report::conformance::exec` as `keepshipping conformance exec`
/// prints it); a world that
/// cannot be read or a request that names nothing is a crash, not a refusal.
pub fn run_log(text: &str, input: &Input<'_>) -> Outcome {
    let world = match std::fs::read_to_string(input.dir.join("world.toml")) {
        Ok(world) => world,
        Err(err) => return Outcome::Crashed(format!("world.toml: {err}")),
    };
    let actor = ks_core::Actor::from_name(input.run.actor.name()).unwrap_or_default();
    let context = ks_core::Context::from_name(input.run.context.name()).unwrap_or_default();
    let dir = Some(input.dir).filter(|dir| !dir.as_os_str().is_empty());
    let options = ks_host::suite::trial_options(actor, context, false, dir);
    let run = ks_run::Args {
        env: input.run.env.as_deref(),
        event: None,
        skip: &input.run.skip,
        until: input.run.until.as_deref(),
        allow_partial: input.run.allow_partial,
        seed: input.run.seed.unwrap_or(0),
    };
    let checked = ks_core::check(&ks_lang::parse(text), &options);
    let ran =
        ks_run::simulate("ship.ks", &checked, &options, &world, input.run.event.as_deref(), &run);
    let printed = answers::exec(text, &checked, &ran);
    match printed.status {
        Status::Usage => Outcome::Crashed(printed.stderr()),
        _ => outcome(&printed),
    }
}

fn syntax(level: Level, input: &[u8]) -> Outcome {
    match text(input) {
        Ok(text) => {
            answers::syntax(level.name(), text).map_or(Outcome::Unsupported, |p| outcome(&p))
        }
        Err(crashed) => crashed,
    }
}

/// The reference reads UTF-8 only; any other input is outside what it can be asked.
fn text(input: &[u8]) -> Result<&str, Outcome> {
    std::str::from_utf8(input).map_err(|_| Outcome::Crashed("input is not UTF-8".into()))
}

/// A printed answer as an outcome, read as the subprocess runner reads the exit status: accepted on
/// success, its standard output the notation; rejected otherwise, with the notation, or the reason on
/// standard error when nothing was printed (a plan whose environment cannot be chosen).
pub fn outcome(printed: &Printed) -> Outcome {
    let stdout = printed.stdout();
    match printed.status {
        Status::Clean => Outcome::Accepted(stdout),
        Status::Failed | Status::Usage if stdout.is_empty() => Outcome::Rejected(printed.stderr()),
        Status::Failed | Status::Usage => Outcome::Rejected(stdout),
    }
}

/// The check options of a `check` or `plan` trial: the case's `[check]` settings, and the site its
/// `files/` hold (blocks, the policy base and baseline, `.tf` directories, script modules) read by
/// ks-host's case reading: `ks_host::suite::trial_options`, the one `keepshipping conformance check`
/// calls. Bare input has no site.
pub fn check_options(input: &Input<'_>) -> ks_core::CheckOptions {
    let actor = ks_core::Actor::from_name(input.check.actor.name()).unwrap_or_default();
    let context = ks_core::Context::from_name(input.check.context.name()).unwrap_or_default();
    let dir = Some(input.dir).filter(|dir| !dir.as_os_str().is_empty());
    ks_host::suite::trial_options(actor, context, input.check.ci_env(), dir)
}

/// Diagnostics in the `parse.diag` notation judged by the suite's registry: rejected when one has a
/// code of severity `error` in `codes.toml`. How an altered checker's answer is judged once its lines
/// changed.
pub fn judged(diagnostics: String) -> Outcome {
    match compare::check_accepts(&diagnostics) {
        Ok(true) => Outcome::Accepted(diagnostics),
        Ok(false) => Outcome::Rejected(diagnostics),
        Err(err) => Outcome::Crashed(err),
    }
}

/// The reference with the answers of one level altered: a deliberately wrong implementation, for the
/// tests that show the suite fails exactly the trials where the mistake is visible. It claims only the
/// altered level, so it is graded on that level alone, and has the reference's tools.
pub struct Altered<F = fn(&Input<'_>, Outcome) -> Outcome> {
    /// What is wrong with it, for reports.
    pub name: &'static str,
    /// The level whose answers are altered.
    pub level: Level,
    /// The trial's input and the reference's answer, to the wrong answer.
    pub alter: F,
}

impl<F> Implementation for Altered<F>
where
    F: Fn(&Input<'_>, Outcome) -> Outcome + Send + Sync,
{
    fn name(&self) -> String {
        format!("test: {}", self.name)
    }

    fn levels(&self) -> Vec<Level> {
        vec![self.level]
    }

    fn provides(&self, need: &str) -> bool {
        Reference.provides(need)
    }

    fn run(&self, level: Level, input: &Input<'_>) -> Outcome {
        let answer = Reference.run(level, input);
        if level == self.level {
            (self.alter)(input, answer)
        } else {
            answer
        }
    }
}

/// The reference's check without the diagnostics of `code`: a checker that never finds it, which
/// fails exactly the check trials whose `check.diag` holds the code.
pub fn without_code(code: &'static str) -> impl Implementation {
    Altered {
        name: "check never finds one code",
        level: Level::Check,
        alter: move |_: &Input<'_>, answer| match answer {
            Outcome::Accepted(printed) | Outcome::Rejected(printed) => judged(
                printed
                    .lines()
                    .filter(|l| !l.starts_with(code))
                    .map(|l| l.to_string() + "\n")
                    .collect(),
            ),
            other => other,
        },
    }
}

/// The reference's check blind to the files beside the input (`files/`: blocks, the policy base and
/// baseline, `.tf` directories, script modules): it fails the multi-file cases whose answer depends on
/// them, and only those.
pub struct IgnoresFiles;

impl Implementation for IgnoresFiles {
    fn name(&self) -> String {
        "test: check ignores the files beside the input".into()
    }

    fn levels(&self) -> Vec<Level> {
        vec![Level::Check]
    }

    fn provides(&self, need: &str) -> bool {
        Reference.provides(need)
    }

    fn check(&self, input: &Input<'_>) -> Outcome {
        Reference.check(&input.with_dir(std::path::Path::new("")))
    }
}

/// The ids of the cases whose `level` trial `imp` fails, graded by the harness's runner (a trial of a
/// case that needs a tool `imp` does not provide is skipped, not failed): what a test compares with
/// the cases a known mistake should fail.
pub fn failing_cases(imp: &dyn Implementation, cases: &[Case], level: Level) -> Vec<String> {
    let select = Selection { levels: vec![level], ..Selection::default() };
    let report = runner::run(imp, cases, &select, &BTreeSet::new(), 2);
    let suffix = format!("::{level}");
    report.failed_ids().into_iter().map(|id| id.trim_end_matches(&suffix).to_string()).collect()
}

/// The ids of the cases whose `check.diag` holds a diagnostic of `code`.
pub fn expecting_code(cases: &[Case], code: &str) -> Vec<String> {
    let holds = |case: &Case| {
        case.expected(Level::Check)
            .is_some_and(|diagnostics| diagnostics.lines().any(|line| line.starts_with(code)))
    };
    cases.iter().filter(|case| holds(case)).map(|case| case.id.clone()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reference_claims_every_level_it_answers() {
        let claimed: Vec<&str> = Reference.levels().into_iter().map(Level::name).collect();
        let answered: Vec<&str> =
            answers::LEVELS.iter().chain(&answers::RUN_LEVELS).copied().collect();
        assert_eq!(claimed, answered, "a level ks-report answers that the suite does not know");
    }

    #[test]
    fn an_answer_is_graded_by_its_exit_status() {
        assert_eq!(Reference.parse(b"a: 1\n"), Outcome::Accepted(String::new()));
        let Outcome::Rejected(diagnostics) = Reference.parse(b"a: \"open\n") else {
            panic!("an unterminated string is rejected")
        };
        assert!(diagnostics.starts_with("KS0002 1:4-"), "{diagnostics}");
        assert!(matches!(Reference.cst(b"\xff"), Outcome::Crashed(_)));
    }

    #[test]
    fn a_refusal_says_its_condition_first_then_why() {
        let Outcome::Rejected(refusal) = Reference.format(b"a: \"open\n") else {
            panic!("input with errors is refused")
        };
        let lines: Vec<&str> = refusal.lines().collect();
        assert_eq!(
            lines,
            ["input-errors", "not formatted: the file does not parse (1 error: KS0002)"]
        );
    }

    #[test]
    fn an_altered_level_is_the_only_one_claimed_and_bent() {
        let wrong: Altered = Altered {
            name: "accepts everything",
            level: Level::Check,
            alter: |_, answer| match answer {
                Outcome::Rejected(t) => Outcome::Accepted(t),
                other => other,
            },
        };
        assert_eq!(wrong.levels(), vec![Level::Check]);
        let input = Input::bytes(b"a: \"open\n");
        assert!(matches!(Reference.run(Level::Check, &input), Outcome::Rejected(_)));
        assert!(matches!(wrong.run(Level::Check, &input), Outcome::Accepted(_)));
        assert!(matches!(wrong.run(Level::Parse, &input), Outcome::Rejected(_)));
    }

    #[test]
    fn altered_diagnostics_are_judged_by_the_registry() {
        assert!(matches!(judged("KS0002 1:4-1:9 unterminated\n".into()), Outcome::Rejected(_)));
        assert_eq!(judged(String::new()), Outcome::Accepted(String::new()));
    }
}
