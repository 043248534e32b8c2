//! `keepshipping run [PATH] --env NAME --event EVENT --actor A --context C --world FILE [--seed N]
//! [--skip STEP]... [--until STEP] [--allow-partial] [--format human|json]`
//!
//! Runs one workflow against a simulated target (the world, ADR 0068) and prints its run log. The file
//! is loaded as `check` and `plan` load it (ks-host's loader), so a file `check` rejects is refused.
//! Script steps the world does not simulate run for real under node (ks-host), unless `--no-scripts`.
//!
//! Exit 0 when the run succeeded; 1 when it was refused, failed or waits for a person; 2 for a usage
//! problem (several files, a world that cannot be read or that names a step, context value or answer
//! the workflow does not have, a step or environment that does not exist).

use std::path::{Path, PathBuf};

use ks_report::run::{self as report, Format};
use ks_run::World;

use crate::repository_run::{Covers, JudgeArgs, SelectArgs, SiteArgs};
use crate::{input, output, render, Outcome};

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    site: SiteArgs,
    #[command(flatten)]
    judge: JudgeArgs,
    #[command(flatten)]
    select: SelectArgs,
    /// The simulated target: a TOML file of step outcomes, answers, rollbacks and context values.
    #[arg(long, value_name = "FILE")]
    world: PathBuf,
    /// Shuffles the order in which simultaneous completions are handled (the log does not change).
    #[arg(long, value_name = "N", default_value_t = 0)]
    seed: u64,
    /// Skip this step and everything that waits on it (repeatable).
    #[arg(long, value_name = "STEP")]
    skip: Vec<String>,
    /// Run nothing numbered after this step.
    #[arg(long, value_name = "STEP")]
    until: Option<String>,
    /// Off CI, skip `ci-only:` steps (and what waits on them) instead of refusing the run.
    #[arg(long)]
    allow_partial: bool,
    /// How to print the run log.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
}

/// The host's node runner behind ks-run's script port.
struct NodeScripts(ks_host::scripts::Scripts);

impl ks_run::target::ScriptRunner for NodeScripts {
    fn run(
        &self,
        kind: &str,
        inputs: &serde_json::Map<String, serde_json::Value>,
    ) -> Result<serde_json::Map<String, serde_json::Value>, String> {
        self.0.run_step(kind, inputs)
    }
}

pub fn run(args: Args) -> Outcome {
    let usage = |message: String| {
        output::err(&format!("error: {message}\n"));
        Outcome::Usage
    };
    let world_text = match input::read_path(&args.world, &args.world.display().to_string()) {
        Ok(source) => source.text,
        Err(err) => return usage(err.to_string()),
    };
    if let Err(err) = World::from_toml(&world_text) {
        return usage(format!("{}: {err}", args.world.display()));
    }
    let format = args.format;
    let scripts = !args.site.no_scripts;
    let ran = args.site.one("run", Covers::Workflows, args.judge.flags(), |loaded| {
        let site = loaded.file.as_deref().and_then(Path::parent).map(Path::to_path_buf);
        let site = site.filter(|dir| !dir.as_os_str().is_empty()).unwrap_or_else(|| ".".into());
        // Read again inside: a world holds its script runner, which stays on this thread.
        let world_name = args.world.display().to_string();
        let mut world =
            World::from_toml(&world_text).unwrap_or_else(|_| World::empty()).named(&world_name);
        if scripts {
            let options = ks_host::scripts::ScriptOptions::from_env();
            let runner = NodeScripts(ks_host::scripts::Scripts::new(&site, options));
            world = world.with_scripts(Box::new(runner));
        }
        let run_args = ks_run::Args {
            env: args.select.env.as_deref(),
            event: args.select.event.as_ref(),
            skip: &args.skip,
            until: args.until.as_deref(),
            allow_partial: args.allow_partial,
            seed: args.seed,
        };
        let (file, text) = (&loaded.source.name, &loaded.source.text);
        let checked = ks_core::check(&ks_lang::parse(text), &loaded.options);
        let ran = ks_run::start(file, &checked, &loaded.options, &run_args, &mut world);
        report::print(file, text, &checked, &ran, format, render::styles())
    });
    match ran {
        Ok(Ok(printed)) => render::emit(printed),
        Ok(Err(file)) => usage(file.message),
        Err(outcome) => outcome,
    }
}
