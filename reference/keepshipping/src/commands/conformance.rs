//! The conformance suite's subprocess protocol (conformance/NOTATION.md §7): the input on stdin, the
//! level as the first argument (then its options), the notation on stdout; exit 0 accepted, 1 rejected
//! (for `format`: refused, the refusal condition on the first line of stdout; for `migrate`: refused,
//! the leftovers), 3 unsupported. `check` takes `--actor`, `--context`, `--env KEY=VALUE` (the only
//! environment the check sees) and `--dir` (the case directory); `plan` takes the same, plus
//! `--plan-env NAME` and `--event EVENT` (`[plan]` of `case.toml`); `exec` the same as `check`, plus
//! `--world FILE`, `--run-env`, `--event`, `--seed`, `--skip`, `--until`, `--allow-partial` (`[run]`);
//! `fix` the same as `check` (refused: the condition on the first line of stdout).
//! `keepshipping conformance levels` prints the supported levels, one per line;
//! `keepshipping conformance provides node` exits 0 when a node is there for script cases.

use std::io::Read;
use std::path::PathBuf;

use ks_report::conformance::{self, LEVELS, RUN_LEVELS};

use crate::{render, Outcome};

#[derive(clap::Args)]
pub struct Args {
    /// The level (`cst`, `ast`, `parse`, `format`, `check`, `migrate`), or `levels` to list the
    /// supported ones.
    level: String,
    /// `provides`: the tool asked about (`node`).
    need: Option<String>,
    /// `check`: who is checked (`human`, `agent`, `ci`).
    #[arg(long, default_value = "human")]
    actor: String,
    /// `check`: where the check pretends to run (`local`, `ci`).
    #[arg(long, default_value = "local")]
    context: String,
    /// `check`: an environment variable the check sees, `KEY=VALUE` (repeatable). The process's own
    /// environment is never read.
    #[arg(long = "env", value_name = "KEY=VALUE")]
    env: Vec<String>,
    /// `check`: the case directory (files beside the input, such as `blocks/*.ks`).
    #[arg(long)]
    dir: Option<PathBuf>,
    /// `plan`: the environment requested by name (`[plan] env`).
    #[arg(long = "plan-env", value_name = "NAME")]
    plan_env: Option<String>,
    /// `plan`, `exec`: the event that selects the environment (`[plan] event`, `[run] event`).
    #[arg(long, value_name = "EVENT")]
    event: Option<String>,
    /// `exec`: the simulated target, the case's `world.toml`.
    #[arg(long, value_name = "FILE")]
    world: Option<PathBuf>,
    /// `exec`: the environment requested by name (`[run] env`).
    #[arg(long = "run-env", value_name = "NAME")]
    run_env: Option<String>,
    /// `exec`: `[run] seed`.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// `exec`: `[run] skip`, each.
    #[arg(long, value_name = "STEP")]
    skip: Vec<String>,
    /// `exec`: `[run] until`.
    #[arg(long, value_name = "STEP")]
    until: Option<String>,
    /// `exec`: `[run] allow-partial`.
    #[arg(long)]
    allow_partial: bool,
}

pub fn run(args: Args) -> Outcome {
    if args.level == "levels" {
        println!("{}", LEVELS.iter().chain(&RUN_LEVELS).copied().collect::<Vec<_>>().join("\n"));
        return Outcome::Clean;
    }
    // `provides NEED`: whether a case that needs a tool can run here (`node` for script modules).
    if args.level == "provides" {
        let node = ks_host::scripts::node::find_node(std::env::var_os("KEEPSHIPPING_NODE"));
        return match args.need.as_deref() {
            Some("node") if node.is_some() => Outcome::Clean,
            _ => Outcome::Failed,
        };
    }
    if !LEVELS.contains(&args.level.as_str()) && !RUN_LEVELS.contains(&args.level.as_str()) {
        return Outcome::Unsupported;
    }
    let mut bytes = Vec::new();
    if std::io::stdin().read_to_end(&mut bytes).is_err() {
        eprintln!("error: cannot read standard input");
        return Outcome::Usage;
    }
    let Ok(text) = String::from_utf8(bytes) else {
        eprintln!("error: input is not UTF-8");
        return Outcome::Failed;
    };
    // The notation is ks-report's, shared with the WebAssembly build (ks-wasm).
    match args.level.as_str() {
        "format" => render::emit(conformance::format(&text)),
        "check" => check(&args, &text),
        "plan" => plan(&args, &text),
        "exec" => exec(&args, &text),
        "fix" => match options(&args) {
            Ok(options) => render::emit(conformance::fix(&text, &options)),
            Err(outcome) => outcome,
        },
        "migrate" => render::emit(conformance::migrate(&text)),
        level => render::emit(conformance::syntax(level, &text).expect("a level of LEVELS")),
    }
}

/// The options of a `check` or `plan` trial: the actor and context (parsed here, once), the `CI` of
/// `--env` (the process's own environment is never read), and the case's `files/`, put together by
/// `ks_host::suite::trial_options`, as the in-process adapter (`ks-conformance-reference`) does.
fn options(args: &Args) -> Result<ks_core::CheckOptions, Outcome> {
    let Some(actor) = ks_core::Actor::from_name(&args.actor) else {
        eprintln!("error: --actor `{}`: expected human, agent or ci", args.actor);
        return Err(Outcome::Usage);
    };
    let Some(context) = ks_core::Context::from_name(&args.context) else {
        eprintln!("error: --context `{}`: expected local or ci", args.context);
        return Err(Outcome::Usage);
    };
    let mut ci_env = false;
    for pair in &args.env {
        let Some((key, value)) = pair.split_once('=') else {
            eprintln!("error: --env `{pair}`: expected KEY=VALUE");
            return Err(Outcome::Usage);
        };
        if key == "CI" {
            ci_env = !value.is_empty();
        }
    }
    Ok(ks_host::suite::trial_options(actor, context, ci_env, args.dir.as_deref()))
}

/// Every diagnostic `check` reports, syntax ones included, in the `parse.diag` notation.
fn check(args: &Args, text: &str) -> Outcome {
    match options(args) {
        Ok(options) => render::emit(conformance::check(text, &options)),
        Err(outcome) => outcome,
    }
}

/// `plan`: the plan as `plan.json` (ks-core's notation), exit 0; a file with errors has no plan (exit 1,
/// nothing printed). `--plan-env`/`--event` select one environment; a selection that fails is rejected
/// too (exit 1, the reason on standard error). The file is judged with the same options as `check`, so
/// a case `check` rejects gets no plan.
fn plan(args: &Args, text: &str) -> Outcome {
    let options = match options(args) {
        Ok(options) => options,
        Err(outcome) => return outcome,
    };
    render::emit(conformance::plan(text, &options, args.plan_env.as_deref(), args.event.as_deref()))
}

/// `exec`: the run log against `--world` (the case's `world.toml`), with the check's options and
/// `[run]`'s; rejected (exit 1) when the run is refused.
fn exec(args: &Args, text: &str) -> Outcome {
    let options = match options(args) {
        Ok(options) => options,
        Err(outcome) => return outcome,
    };
    let Some(world) = &args.world else {
        eprintln!("error: exec needs --world FILE");
        return Outcome::Usage;
    };
    let world = match crate::input::read_path(world, &world.display().to_string()) {
        Ok(world) => world.text,
        Err(err) => {
            eprintln!("error: {err}");
            return Outcome::Usage;
        }
    };
    let run = ks_report::run::RunArgs {
        env: args.run_env.as_deref(),
        event: None,
        skip: &args.skip,
        until: args.until.as_deref(),
        allow_partial: args.allow_partial,
        seed: args.seed,
    };
    render::emit(conformance::exec(text, &options, &world, args.event.as_deref(), &run))
}
