//! The conformance suite's notation for each level (conformance/NOTATION.md): what an implementation
//! prints on standard output in the subprocess protocol (§7), with the status that is its exit code
//! (`Clean` 0 accepted, `Failed` 1 rejected, `Usage` 2). `keepshipping conformance` and the
//! WebAssembly build (`ks-wasm`, graded by the suite through node) both answer with these.

use std::fmt::Write as _;

use ks_core::CheckOptions;
use ks_lang::notation;

use crate::{Printed, Status};

/// The levels answered here, in the order `levels` lists them.
pub const LEVELS: [&str; 7] = ["cst", "ast", "parse", "format", "check", "plan", "migrate"];
/// The levels past [`LEVELS`] only the command line answers (`exec` runs; `fix` is `check --fix`'s;
/// the playground answers neither).
pub const RUN_LEVELS: [&str; 2] = ["exec", "fix"];

/// `cst`, `ast` or `parse`: the tree or the diagnostics; rejected when the input has syntax errors.
/// `None` for another level.
pub fn syntax(level: &str, text: &str) -> Option<Printed> {
    let parse = ks_lang::parse(text);
    let printed = match level {
        "cst" => notation::cst_sexp(&parse.syntax()),
        "ast" => notation::ast_json(&parse),
        "parse" => notation::diagnostics_text(&parse),
        _ => return None,
    };
    let mut out = Printed::new();
    out.out(printed);
    Some(out.ended(if parse.has_errors() { Status::Failed } else { Status::Clean }))
}

/// `format`: the formatted text, or (rejected) the refusal: its condition on the first line, then
/// the reason.
pub fn format(text: &str) -> Printed {
    let mut out = Printed::new();
    match ks_fmt::format(text) {
        Ok(formatted) => {
            out.out(formatted);
            out
        }
        Err(refusal) => {
            out.out(format!("{}\n{}\n", refusal.kind.name(), refusal.reason));
            out.ended(Status::Failed)
        }
    }
}

/// `migrate`: `fmt --upgrade`'s result, or (rejected) the leftovers, one per line as
/// `L:C-L:C reason`.
pub fn migrate(text: &str) -> Printed {
    let mut out = Printed::new();
    match ks_migrate::upgrade(text, &ks_core::CatalogKinds).conformance_output(text) {
        Ok(migrated) => {
            out.out(migrated);
            out
        }
        Err(leftovers) => {
            out.out(leftovers);
            out.ended(Status::Failed)
        }
    }
}

/// `check`: every diagnostic, syntax ones included, in the `parse.diag` notation (sorted by start,
/// then code; line breaks in messages as spaces); rejected when one is an error.
pub fn check(text: &str, options: &CheckOptions) -> Printed {
    let checked = ks_core::check(&ks_lang::parse(text), options);
    let index = ks_lang::LineIndex::new(text);
    let mut diagnostics: Vec<_> = checked.diagnostics().iter().collect();
    diagnostics.sort_by_key(|d| (d.span.start(), d.code));
    let mut printed = String::new();
    for d in diagnostics {
        let (start, end) = index.range(d.span);
        let message = d.message.replace('\n', " ");
        let _ = writeln!(
            printed,
            "{} {}:{}-{}:{} {message}",
            d.code, start.line, start.column, end.line, end.column
        );
    }
    let mut out = Printed::new();
    out.out(printed);
    out.ended(if checked.has_errors() { Status::Failed } else { Status::Clean })
}

/// `plan`: the plan as `plan.json`; a file with errors has no plan (rejected, nothing printed).
/// `env`/`event` select one environment; a selection that fails is rejected too, its reason on
/// standard error; an event that does not parse is a usage error.
pub fn plan(text: &str, options: &CheckOptions, env: Option<&str>, event: Option<&str>) -> Printed {
    let mut out = Printed::new();
    let checked = ks_core::check(&ks_lang::parse(text), options);
    let Some(mut plan) = ks_core::plan::plan(&checked) else { return out.ended(Status::Failed) };
    if env.is_some() || event.is_some() {
        let event = match event.map(ks_core::select::Event::parse).transpose() {
            Ok(event) => event,
            Err(err) => {
                out.err(format!("error: {err}\n"));
                return out.ended(Status::Usage);
            }
        };
        match ks_core::select_env(checked.workflow(), env, event.as_ref()) {
            Ok(choice) => plan.envs.retain(|planned| planned.env == choice.env),
            Err(err) => {
                out.err(format!("error: {err}\n"));
                return out.ended(Status::Failed);
            }
        }
    }
    out.out(crate::plan_json::json(&plan));
    out
}

/// `exec`: the run log of the checked `text` run against a world (`ks_run::simulate` starts it from
/// the case's `world.toml`), NOTATION §5d; rejected exactly when the run is refused (the log is one
/// `run.refused`), accepted however it ended otherwise. A world that cannot be read, an event that
/// does not parse and a request naming no step or environment are usage errors.
pub fn exec(
    text: &str,
    checked: &ks_core::Checked,
    ran: &Result<ks_run::Run, ks_run::StartError>,
) -> Printed {
    let styles = crate::Styles { stdout: crate::Style::Plain, stderr: crate::Style::Plain };
    let mut printed =
        crate::run::print("ship.ks", text, checked, ran, crate::run::Format::Json, styles);
    if let Ok(run) = ran {
        printed.status = if run.refused() { Status::Failed } else { Status::Clean };
    }
    printed
}

/// `fix`: the text after every fix, safe and unsafe, applied to a fixed point as `check --fix
/// --unsafe-fixes` applies them (`ks_core::fix`); the input itself when nothing is fixable. Rejected
/// when the fixes are refused: the condition (`does-not-parse`, `new-diagnostic`) on the first line,
/// then the reason.
pub fn fix(text: &str, options: &CheckOptions) -> Printed {
    let mut out = Printed::new();
    match ks_core::fix::fix(text, options, ks_lang::Applicability::Unsafe) {
        Ok(fixed) => {
            out.out(fixed.text);
            out
        }
        Err(refusal) => {
            let condition = match refusal {
                ks_core::fix::Refusal::DoesNotParse(_) => "does-not-parse",
                ks_core::fix::Refusal::NewDiagnostic(_) => "new-diagnostic",
            };
            out.out(format!("{condition}\n{}\n", refusal.reason()));
            out.ended(Status::Failed)
        }
    }
}
