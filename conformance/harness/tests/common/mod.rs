//! The reference adapter (ks-lang, ks-fmt and ks-core in process) and test implementations built on
//! it. `conformance/README.md` walks through this file as the example of an adapter. xtask's spec
//! tests include this file too (`#[path]`), so the spec's examples are graded by the same adapter.
#![allow(dead_code)]

use std::fmt::Write as _;

use ks_conformance::{Implementation, Input, Level, Outcome};
use ks_lang::notation;

/// The reference implementation, called in process: ks-lang for the syntax levels, ks-fmt for
/// `format`, ks-core for `check`.
pub struct Reference;

fn text(input: &[u8]) -> Result<&str, Outcome> {
    std::str::from_utf8(input).map_err(|_| Outcome::Crashed("input is not UTF-8".into()))
}

fn verdict(parse: &ks_lang::Parse, printed: String) -> Outcome {
    if parse.has_errors() {
        Outcome::Rejected(printed)
    } else {
        Outcome::Accepted(printed)
    }
}

impl Implementation for Reference {
    fn name(&self) -> String {
        "ks-lang (reference, in process)".into()
    }

    fn levels(&self) -> Vec<Level> {
        vec![
            Level::Cst,
            Level::Ast,
            Level::Parse,
            Level::Format,
            Level::Check,
            Level::Plan,
            Level::Migrate,
            Level::Exec,
        ]
    }

    fn provides(&self, need: &str) -> bool {
        need == "node"
            && ks_host::scripts::node::find_node(std::env::var_os("KEEPSHIPPING_NODE")).is_some()
    }

    fn cst(&self, input: &[u8]) -> Outcome {
        let text = match text(input) {
            Ok(t) => t,
            Err(o) => return o,
        };
        let parse = ks_lang::parse(text);
        verdict(&parse, notation::cst_sexp(&parse.syntax()))
    }

    fn ast(&self, input: &[u8]) -> Outcome {
        let text = match text(input) {
            Ok(t) => t,
            Err(o) => return o,
        };
        let parse = ks_lang::parse(text);
        if parse.has_errors() {
            return Outcome::Rejected(String::new());
        }
        Outcome::Accepted(notation::ast_json(&parse))
    }

    fn parse(&self, input: &[u8]) -> Outcome {
        let text = match text(input) {
            Ok(t) => t,
            Err(o) => return o,
        };
        let parse = ks_lang::parse(text);
        verdict(&parse, notation::diagnostics_text(&parse))
    }

    fn format(&self, input: &[u8]) -> Outcome {
        let text = match text(input) {
            Ok(t) => t,
            Err(o) => return o,
        };
        match ks_fmt::format(text) {
            Ok(formatted) => Outcome::Accepted(formatted),
            // The first line of a refusal is its reason; the reference names its condition there.
            Err(refusal) => Outcome::Rejected(format!("{}\n", refusal.kind.name())),
        }
    }

    fn check(&self, input: &Input<'_>) -> Outcome {
        let text = match text(input.bytes) {
            Ok(t) => t,
            Err(o) => return o,
        };
        let options = check_options(input);
        let checked = ks_core::check(&ks_lang::parse(text), &options);
        let printed = diagnostics_text(text, checked.diagnostics());
        if checked.has_errors() {
            Outcome::Rejected(printed)
        } else {
            Outcome::Accepted(printed)
        }
    }

    fn plan(&self, input: &Input<'_>) -> Outcome {
        let text = match text(input.bytes) {
            Ok(t) => t,
            Err(o) => return o,
        };
        plan_json(text, input, ks_core::plan::plan)
    }

    fn exec(&self, input: &Input<'_>) -> Outcome {
        let text = match text(input.bytes) {
            Ok(t) => t,
            Err(o) => return o,
        };
        run_log(text, input)
    }

    fn migrate(&self, input: &Input<'_>) -> Outcome {
        let text = match text(input.bytes) {
            Ok(t) => t,
            Err(o) => return o,
        };
        // `keepshipping fmt --upgrade`: which kinds read outputs through `.out.` is ks-core's
        // catalog's answer (ks_core::format::CatalogKinds).
        match ks_migrate::upgrade(text, &ks_core::format::CatalogKinds).conformance_output(text) {
            Ok(migrated) => Outcome::Accepted(migrated),
            Err(leftovers) => Outcome::Rejected(leftovers),
        }
    }
}

/// The options of a `check` or `plan` trial: the case's `[check]` settings, and the site its `files/`
/// hold (blocks, the policy base and baseline, `.tf` directories, script modules) read by ks-host's
/// site assembly, the one `keepshipping conformance` and the loader use (`ks_host::suite::case_site`).
pub fn check_options(input: &Input<'_>) -> ks_core::CheckOptions {
    let mut options = ks_core::CheckOptions::default();
    options.actor = ks_core::Actor::from_name(input.check.actor.name()).unwrap_or_default();
    options.context = ks_core::Context::from_name(input.check.context.name()).unwrap_or_default();
    options.ci_env = input.check.ci_env();
    ks_host::suite::case_options(input.dir, options)
}

/// `plan.json` of `text` with the case's `[check]` and `[plan]` options, the plan made by `planner`
/// (ks-core's, or a broken one); rejected, with nothing to compare, when the file has errors or the
/// selection fails.
pub fn plan_json(
    text: &str,
    input: &Input<'_>,
    planner: fn(&ks_core::Checked) -> Option<ks_core::plan::Plan>,
) -> Outcome {
    let options = check_options(input);
    let checked = ks_core::check(&ks_lang::parse(text), &options);
    let Some(mut plan) = planner(&checked) else { return Outcome::Rejected(String::new()) };
    if input.plan.env.is_some() || input.plan.event.is_some() {
        let event = match input.plan.event.as_deref().map(ks_core::select::Event::parse) {
            Some(Ok(event)) => Some(event),
            Some(Err(err)) => return Outcome::Rejected(err),
            None => None,
        };
        match ks_core::select_env(checked.workflow(), input.plan.env.as_deref(), event.as_ref()) {
            Ok(choice) => plan.envs.retain(|env| env.env == choice.env),
            Err(err) => return Outcome::Rejected(err.to_string()),
        }
    }
    Outcome::Accepted(ks_report::plan_json::json(&plan))
}

/// `run.jsonl` of `text` run against the case's `world.toml` with its `[run]` options
/// (ks-report's `exec`, which `keepshipping conformance exec` prints too).
pub fn run_log(text: &str, input: &Input<'_>) -> Outcome {
    let mut options = ks_core::CheckOptions::default();
    options.actor = ks_core::Actor::from_name(input.run.actor.name()).unwrap_or_default();
    options.context = ks_core::Context::from_name(input.run.context.name()).unwrap_or_default();
    let options = ks_host::suite::case_options(input.dir, options);
    let world = match std::fs::read_to_string(input.dir.join("world.toml")) {
        Ok(world) => world,
        Err(err) => return Outcome::Crashed(format!("world.toml: {err}")),
    };
    let run = ks_report::run::RunArgs {
        env: input.run.env.as_deref(),
        event: None,
        skip: &input.run.skip,
        until: input.run.until.as_deref(),
        allow_partial: input.run.allow_partial,
        seed: input.run.seed.unwrap_or(0),
    };
    let printed =
        ks_report::conformance::exec(text, &options, &world, input.run.event.as_deref(), &run);
    match printed.status {
        ks_report::Status::Clean => Outcome::Accepted(printed.stdout()),
        ks_report::Status::Failed => Outcome::Rejected(printed.stdout()),
        ks_report::Status::Usage => Outcome::Crashed(printed.stderr()),
    }
}

/// Diagnostics in the `parse.diag` notation (`check.diag` uses it too): `CODE L:C-L:C message`,
/// sorted by start, then code.
pub fn diagnostics_text(text: &str, diagnostics: &[ks_lang::Diagnostic]) -> String {
    let index = ks_lang::LineIndex::new(text);
    let mut sorted: Vec<_> = diagnostics.iter().collect();
    sorted.sort_by_key(|d| (d.span.start(), d.code));
    let mut out = String::new();
    for d in sorted {
        let (start, end) = index.range(d.span);
        let message = d.message.replace('\n', " ");
        let _ = writeln!(
            out,
            "{} {}:{}-{}:{} {message}",
            d.code, start.line, start.column, end.line, end.column
        );
    }
    out
}

/// A broken implementation: the reference, minus every comment token in the CST (as a parser that
/// skips comments would print it).
/// The reference with the answers of one level altered: a deliberately wrong implementation, for the
/// tests that show the suite fails exactly the cases where the mistake is visible.
pub struct Altered {
    pub name: &'static str,
    pub level: Level,
    /// The input's bytes and the reference's answer, to the wrong answer.
    pub alter: fn(&[u8], Outcome) -> Outcome,
}

impl Implementation for Altered {
    fn name(&self) -> String {
        format!("test: {}", self.name)
    }
    fn levels(&self) -> Vec<Level> {
        vec![self.level]
    }
    fn cst(&self, input: &[u8]) -> Outcome {
        Reference.cst(input)
    }
    fn ast(&self, input: &[u8]) -> Outcome {
        Reference.ast(input)
    }
    fn parse(&self, input: &[u8]) -> Outcome {
        Reference.parse(input)
    }
    fn run(&self, level: Level, input: &Input<'_>) -> Outcome {
        let answer = Reference.run(level, input);
        if level == self.level {
            (self.alter)(input.bytes, answer)
        } else {
            answer
        }
    }
}

pub struct DropsComments;

impl Implementation for DropsComments {
    fn name(&self) -> String {
        "test: drops comments".into()
    }

    fn cst(&self, input: &[u8]) -> Outcome {
        match Reference.cst(input) {
            Outcome::Accepted(t) => Outcome::Accepted(drop_comment_lines(&t)),
            Outcome::Rejected(t) => Outcome::Rejected(drop_comment_lines(&t)),
            other => other,
        }
    }

    fn ast(&self, input: &[u8]) -> Outcome {
        Reference.ast(input)
    }

    fn parse(&self, input: &[u8]) -> Outcome {
        Reference.parse(input)
    }
}

fn drop_comment_lines(cst: &str) -> String {
    // A comment token is printed alone on its line; a node closing after it keeps its `)`.
    let mut out = String::new();
    for line in cst.lines() {
        let trimmed = line.trim_start();
        if let Some(rest) = trimmed.strip_prefix("(COMMENT ") {
            // `(COMMENT "...")` followed by the closing parentheses of enclosing nodes.
            let closing = rest.len() - rest.trim_end_matches(')').len();
            let string_end_parens = 1;
            let extra = closing.saturating_sub(string_end_parens);
            if extra > 0 {
                // Attach the enclosing nodes' `)` to the previous line.
                while out.ends_with('\n') {
                    out.pop();
                }
                out.push_str(&")".repeat(extra));
                out.push('\n');
            }
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// A broken implementation: classifies every Duration as an Ident and every Float as an Int.
pub struct MisclassifiesScalars;

impl Implementation for MisclassifiesScalars {
    fn name(&self) -> String {
        "test: mis-classifies scalars".into()
    }

    fn cst(&self, input: &[u8]) -> Outcome {
        Reference.cst(input)
    }

    fn ast(&self, input: &[u8]) -> Outcome {
        match Reference.ast(input) {
            Outcome::Accepted(t) => Outcome::Accepted(
                t.replace("\"type\": \"Duration\"", "\"type\": \"Ident\"")
                    .replace("\"type\":\"Duration\"", "\"type\":\"Ident\"")
                    .replace("\"type\": \"Float\"", "\"type\": \"Int\"")
                    .replace("\"type\":\"Float\"", "\"type\":\"Int\""),
            ),
            other => other,
        }
    }

    fn parse(&self, input: &[u8]) -> Outcome {
        Reference.parse(input)
    }
}
