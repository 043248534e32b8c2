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
//! `keepshipping conformance --persistent` answers the persistent protocol (NOTATION.md §7b): one JSON
//! line per trial on standard input, one back, through the same [`answer`] as a per-trial call.

use std::io::{BufRead, Read, Write};
use std::path::PathBuf;

use clap::Parser as _;
use ks_report::conformance::{self, LEVELS, RUN_LEVELS};
use ks_report::{Printed, Stream};
use serde_json::{json, Map, Value};

use crate::{render, Outcome};

/// The persistent protocol's version this build speaks (NOTATION.md §7b).
const PROTOCOL: u64 = 1;

#[derive(clap::Args)]
pub struct Args {
    /// The level (`cst`, `ast`, `parse`, `format`, `check`, `plan`, `migrate`, `exec`, `fix`), or
    /// `levels` to list the supported ones, or `provides NEED`. Absent with `--persistent`.
    #[arg(required_unless_present = "persistent")]
    level: Option<String>,
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
    /// Answer the persistent protocol: a handshake, then one JSON line per trial (NOTATION.md §7b).
    #[arg(long, conflicts_with = "level")]
    persistent: bool,
}

/// One trial's arguments, parsed as a per-trial call's are (the persistent protocol's options are
/// the per-trial flags).
#[derive(clap::Parser)]
#[command(no_binary_name = true)]
struct TrialArgs {
    #[command(flatten)]
    args: Args,
}

pub fn run(args: Args) -> Outcome {
    if args.persistent {
        return serve();
    }
    let level = args.level.clone().unwrap_or_default();
    if level == "levels" {
        println!("{}", supported_levels().join("\n"));
        return Outcome::Clean;
    }
    // `provides NEED`: whether a case that needs a tool can run here (`node` for script modules).
    if level == "provides" {
        return match args.need.as_deref() {
            Some(need) if provided().contains(&need) => Outcome::Clean,
            _ => Outcome::Failed,
        };
    }
    if !supported_levels().contains(&level.as_str()) {
        return Outcome::Unsupported;
    }
    let mut bytes = Vec::new();
    if std::io::stdin().read_to_end(&mut bytes).is_err() {
        eprintln!("error: cannot read standard input");
        return Outcome::Usage;
    }
    render::emit(answer(&level, &args, bytes))
}

fn supported_levels() -> Vec<&'static str> {
    LEVELS.iter().chain(&RUN_LEVELS).copied().collect()
}

/// The tools a case may need that are here (`node` for script modules).
fn provided() -> Vec<&'static str> {
    let node = ks_host::scripts::node::find_node(std::env::var_os("KEEPSHIPPING_NODE"));
    node.map(|_| "node").into_iter().collect()
}

/// A refusal of the trial itself (bad options, unreadable input): the reason on standard error.
fn refused(status: ks_report::Status, reason: String) -> Printed {
    Printed { chunks: vec![(Stream::Stderr, reason + "\n")], status }
}

/// One trial's answer at a supported `level`, the function both protocols share: what it prints, and
/// its status (clean: accepted, failed: rejected, usage: the trial could not be run).
fn answer(level: &str, args: &Args, bytes: Vec<u8>) -> Printed {
    let Ok(text) = String::from_utf8(bytes) else {
        return refused(ks_report::Status::Failed, "error: input is not UTF-8".into());
    };
    // The notation is ks-report's, shared with the WebAssembly build (ks-wasm).
    match level {
        "format" => conformance::format(&text),
        "check" => options(args).map_or_else(|p| p, |options| conformance::check(&text, &options)),
        "plan" => plan(args, &text),
        "exec" => exec(args, &text),
        "fix" => options(args).map_or_else(|p| p, |options| conformance::fix(&text, &options)),
        "migrate" => conformance::migrate(&text),
        level => conformance::syntax(level, &text).expect("a level of LEVELS"),
    }
}

/// The persistent protocol: answers the runner's `hello` with this build's levels and tools, then
/// each `trial` line with one `result` line, until `stop` or the end of standard input.
fn serve() -> Outcome {
    let mut out = std::io::stdout().lock();
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { return Outcome::Usage };
        if line.trim().is_empty() {
            continue;
        }
        let (reply, go_on) = match serde_json::from_str::<Value>(&line) {
            Ok(request) => reply_to(&request),
            Err(err) => (json!({"type": "error", "message": format!("not JSON: {err}")}), true),
        };
        // `to_writer`, not `Display`: the formatter's path is slow for long outputs.
        let written = serde_json::to_writer(&mut out, &reply).map_err(std::io::Error::from);
        if written.and_then(|()| out.write_all(b"\n")).and_then(|()| out.flush()).is_err() || !go_on
        {
            break;
        }
    }
    Outcome::Clean
}

/// The reply to one request, and whether to read on.
fn reply_to(request: &Value) -> (Value, bool) {
    match request["type"].as_str() {
        Some("hello") if request["protocol"].as_u64() == Some(PROTOCOL) => {
            let hello = json!({
                "type": "hello",
                "protocol": PROTOCOL,
                "name": concat!("keepshipping ", env!("CARGO_PKG_VERSION")),
                "levels": supported_levels(),
                "provides": provided(),
                "lacks": [],
            });
            (hello, true)
        }
        Some("hello") => {
            let message =
                format!("protocol {} is not spoken here (only {PROTOCOL})", request["protocol"]);
            (json!({"type": "error", "message": message}), false)
        }
        Some("trial") => (trial(request), true),
        Some("stop") => (json!({"type": "bye"}), false),
        other => {
            (json!({"type": "error", "message": format!("unknown request type {other:?}")}), true)
        }
    }
}

/// Answers one `trial` request: its options become the per-trial flags, parsed by the same parser.
fn trial(request: &Value) -> Value {
    let seq = request["seq"].clone();
    let level = request["level"].as_str().unwrap_or_default();
    if !supported_levels().contains(&level) {
        return json!({"type": "result", "seq": seq, "outcome": "unsupported"});
    }
    let bytes = match (&request["input"], &request["input_bytes"]) {
        (Value::String(text), _) => text.clone().into_bytes(),
        (_, Value::Array(items)) => items
            .iter()
            .map(|b| b.as_u64().and_then(|b| u8::try_from(b).ok()).unwrap_or(0))
            .collect(),
        _ => Vec::new(),
    };
    let empty = Map::new();
    let flags = flags(request["options"].as_object().unwrap_or(&empty));
    let printed = match TrialArgs::try_parse_from(std::iter::once(level.to_string()).chain(flags)) {
        Ok(parsed) => answer(level, &parsed.args, bytes),
        Err(err) => refused(ks_report::Status::Usage, err.to_string()),
    };
    let outcome = match printed.status {
        ks_report::Status::Clean => "accepted",
        ks_report::Status::Failed => "rejected",
        ks_report::Status::Usage => "error",
    };
    json!({
        "type": "result",
        "seq": seq,
        "outcome": outcome,
        "output": printed.stdout(),
        "stderr": printed.stderr(),
    })
}

/// A trial's `options` as per-trial flags: a string or number is `--KEY VALUE`, `true` is `--KEY`, an
/// array repeats the flag, an object (`env`) gives one `--KEY NAME=VALUE` per entry.
fn flags(options: &Map<String, Value>) -> Vec<String> {
    let scalar = |value: &Value| match value {
        Value::String(text) => Some(text.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    };
    let mut out = Vec::new();
    for (key, value) in options {
        let flag = format!("--{key}");
        match value {
            Value::Bool(true) => out.push(flag),
            Value::Array(items) => {
                for item in items.iter().filter_map(scalar) {
                    out.extend([flag.clone(), item]);
                }
            }
            Value::Object(entries) => {
                for (name, item) in entries {
                    let item = scalar(item).unwrap_or_default();
                    out.extend([flag.clone(), format!("{name}={item}")]);
                }
            }
            other => out.extend(scalar(other).map(|v| [flag.clone(), v]).into_iter().flatten()),
        }
    }
    out
}

/// The options of a `check` or `plan` trial: the actor and context (parsed here, once), the `CI` of
/// `--env` (the process's own environment is never read), and the case's `files/`, put together by
/// `ks_host::suite::trial_options`, as the in-process adapter (`ks-conformance-reference`) does.
fn options(args: &Args) -> Result<ks_core::CheckOptions, Printed> {
    let usage = |reason: String| refused(ks_report::Status::Usage, reason);
    let Some(actor) = ks_core::Actor::from_name(&args.actor) else {
        return Err(usage(format!("error: --actor `{}`: expected human, agent or ci", args.actor)));
    };
    let Some(context) = ks_core::Context::from_name(&args.context) else {
        return Err(usage(format!("error: --context `{}`: expected local or ci", args.context)));
    };
    let mut ci_env = false;
    for pair in &args.env {
        let Some((key, value)) = pair.split_once('=') else {
            return Err(usage(format!("error: --env `{pair}`: expected KEY=VALUE")));
        };
        if key == "CI" {
            ci_env = !value.is_empty();
        }
    }
    Ok(ks_host::suite::trial_options(actor, context, ci_env, args.dir.as_deref()))
}

/// `plan`: the plan as `plan.json` (ks-core's notation), exit 0; a file with errors has no plan (exit 1,
/// nothing printed). `--plan-env`/`--event` select one environment; a selection that fails is rejected
/// too (exit 1, the reason on standard error). The file is judged with the same options as `check`, so
/// a case `check` rejects gets no plan.
fn plan(args: &Args, text: &str) -> Printed {
    match options(args) {
        Ok(options) => {
            conformance::plan(text, &options, args.plan_env.as_deref(), args.event.as_deref())
        }
        Err(refusal) => refusal,
    }
}

/// `exec`: the run log against `--world` (the case's `world.toml`), with the check's options and
/// `[run]`'s; rejected (exit 1) when the run is refused.
fn exec(args: &Args, text: &str) -> Printed {
    let options = match options(args) {
        Ok(options) => options,
        Err(refusal) => return refusal,
    };
    let usage = |reason: String| refused(ks_report::Status::Usage, reason);
    let Some(world) = &args.world else {
        return usage("error: exec needs --world FILE".into());
    };
    let world = match crate::input::read_path(world, &world.display().to_string()) {
        Ok(world) => world.text,
        Err(err) => return usage(format!("error: {err}")),
    };
    let run = ks_run::Args {
        env: args.run_env.as_deref(),
        event: None,
        skip: &args.skip,
        until: args.until.as_deref(),
        allow_partial: args.allow_partial,
        seed: args.seed,
    };
    let checked = ks_core::check(&ks_lang::parse(text), &options);
    let ran = ks_run::simulate("ship.ks", &checked, &options, &world, args.event.as_deref(), &run);
    conformance::exec(text, &checked, &ran)
}
