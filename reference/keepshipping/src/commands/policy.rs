//! `keepshipping policy explain [PATH] [--actor human|agent|ci] [--base REF] [--baseline FILE]
//! [--format human|json]`
//!
//! Per environment and verb, the effective answer for the actor — baseline ∩ default branch ∩ this
//! file (ADR 0012) — and the document it came from, with the base folded in named (POL-12, POL-24).
//! The documents are read the way `keepshipping check` reads them (ks-host's `around`), so the two
//! commands apply the same policy. Exit 0, or 2 when the file or the baseline cannot be read or an
//! explicitly named base does not resolve.

use std::path::Path;

use clap::ValueEnum;
use ks_core::{
    policy::{self, Base, Source},
    Actor, CheckOptions,
};
use serde_json::json;

use crate::{input, output, Outcome};

#[derive(clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: PolicyCommand,
}

#[derive(clap::Subcommand)]
enum PolicyCommand {
    /// Show who may do what in each environment, and which document says so.
    Explain(ExplainArgs),
}

#[derive(clap::Args)]
struct ExplainArgs {
    /// The workflow: a file, a directory (its `ship.ks`), or `-` for standard input.
    #[arg(default_value = "ship.ks")]
    path: String,
    /// Whose policy: agents read `agents:`, humans and CI runs `humans:`.
    #[arg(long, value_enum, default_value_t = ActorArg::Human)]
    actor: ActorArg,
    /// The policy base (default: `$KEEPSHIPPING_BASE`, then `origin/$GITHUB_BASE_REF`,
    /// `origin/HEAD`, `origin/main`, `main`, `master`).
    #[arg(long, value_name = "REF")]
    base: Option<String>,
    /// The organisation's baseline policy, a file.
    #[arg(long, value_name = "FILE")]
    baseline: Option<std::path::PathBuf>,
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum ActorArg {
    Human,
    Agent,
    Ci,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    Human,
    Json,
}

pub fn run(args: Args) -> Outcome {
    match args.command {
        PolicyCommand::Explain(args) => explain(args),
    }
}

fn explain(args: ExplainArgs) -> Outcome {
    let path = if args.path != "-" && Path::new(&args.path).is_dir() {
        Path::new(&args.path).join("ship.ks").to_string_lossy().into_owned()
    } else {
        args.path.clone()
    };
    let source = match input::read(&path) {
        Ok(source) => source,
        Err(err) => {
            output::err(&format!("error: {err}\n"));
            return Outcome::Usage;
        }
    };
    let actor = match args.actor {
        ActorArg::Human => Actor::Human,
        ActorArg::Agent => Actor::Agent,
        ActorArg::Ci => Actor::Ci,
    };
    let file = (path != "-").then(|| Path::new(&path));
    let options = CheckOptions::default().with_actor(actor);
    let options = match ks_host::around::options_for(
        file,
        args.base.as_deref(),
        args.baseline.as_deref(),
        options,
    ) {
        Ok(options) => options,
        Err(err) => {
            output::err(&format!("error: {err}\n"));
            return Outcome::Usage;
        }
    };
    let checked = ks_core::check(&ks_lang::parse(&source.text), &options);
    let baseline = options.policy_store.baseline();
    let explanation =
        policy::explain(checked.workflow(), actor, &options.policy_base, baseline.as_deref());
    let head = file
        .and_then(|f| std::path::absolute(f).ok())
        .and_then(|f| f.parent().map(Path::to_path_buf))
        .and_then(|dir| ks_host::policy::resolve_commit(&dir, "HEAD"));
    let same_as_head = matches!(&options.policy_base, Base::Resolved { commit, .. } if Some(commit) == head.as_ref());
    output::out(&match args.format {
        Format::Json => {
            let base = match &options.policy_base {
                Base::Resolved { name, commit, text } => json!({
                    "ref": name, "commit": commit, "has_copy": text.is_some(), "same_as_head": same_as_head,
                }),
                Base::Unresolved => json!({"ref": null, "commit": null, "unresolved": true}),
                Base::NotConsulted => json!(null),
            };
            let environments: Vec<_> = explanation
                .environments
                .iter()
                .map(|(env, verbs)| {
                    let verbs: Vec<_> = verbs
                        .iter()
                        .map(|(verb, decision)| {
                            // `before` is an ask unless an approval comes before the step (AMB-17):
                            // the contract's three answers, with the condition beside it.
                            let before = decision.answer == policy::Answer::Before;
                            let answer = if before { "ask" } else { decision.answer.as_str() };
                            json!({
                                "verb": verb.as_str(),
                                "answer": answer,
                                "before": before,
                                "source": decision.source.as_str(),
                                "rule": decision.rule.as_ref().map(|r| r.text()),
                            })
                        })
                        .collect();
                    json!({"env": env, "verbs": verbs})
                })
                .collect();
            let value = json!({
                "file": source.name,
                "actor": actor_name(actor),
                "base": base,
                "baseline": baseline.is_some(),
                "environments": environments,
            });
            format!("{}\n", serde_json::to_string_pretty(&value).expect("JSON values print"))
        }
        Format::Human => {
            let mut out = format!("policy of {} for {}\n", source.name, actor_name(actor));
            out.push_str(&match &options.policy_base {
                Base::Resolved { name, commit, text } => {
                    let short = &commit[..commit.len().min(12)];
                    let copy = if text.is_some() {
                        "its copy folded in"
                    } else {
                        "no copy there: an empty policy"
                    };
                    let head = if same_as_head { " (the same commit as HEAD)" } else { "" };
                    format!("base: {name} at {short}{head}, {copy}\n")
                }
                Base::Unresolved => {
                    "base: none resolved, read as an empty policy (KS0405)\n".into()
                }
                Base::NotConsulted => "base: not consulted\n".into(),
            });
            if baseline.is_some() {
                out.push_str("baseline: folded in\n");
            }
            for (env, verbs) in &explanation.environments {
                out.push_str(&format!("{env}:\n"));
                for (verb, decision) in verbs {
                    let from = match (&decision.rule, decision.source) {
                        (Some(rule), Source::File | Source::Base | Source::Baseline) => {
                            format!("{}: {}", decision.source.as_str(), rule.text())
                        }
                        (Some(rule), Source::DestroyCap) => {
                            format!("destroy-cap: `{}` capped to ask", rule.text())
                        }
                        _ => decision.source.as_str().to_string(),
                    };
                    out.push_str(&format!(
                        "  {:<13} {:<6} {from}\n",
                        verb.as_str(),
                        decision.answer.as_str()
                    ));
                }
            }
            out
        }
    });
    Outcome::Clean
}

fn actor_name(actor: Actor) -> &'static str {
    match actor {
        Actor::Agent => "agent",
        Actor::Human => "human",
        Actor::Ci => "ci",
    }
}
