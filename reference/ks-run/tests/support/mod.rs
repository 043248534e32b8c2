//! Running a workflow text against a world text, for the tests.

use ks_core::{Actor, CheckOptions, Context};
use ks_run::{exec, Record, World};

pub struct Options<'a> {
    pub env: &'a str,
    pub actor: Actor,
    pub context: Context,
    pub skip: &'a [String],
    pub until: Option<&'a str>,
    pub allow_partial: bool,
    pub seed: u64,
}

impl Default for Options<'_> {
    fn default() -> Self {
        Options {
            env: "default",
            actor: Actor::Human,
            context: Context::Ci,
            skip: &[],
            until: None,
            allow_partial: false,
            seed: 0,
        }
    }
}

pub fn run(text: &str, world: &str, options: &Options<'_>) -> (Vec<Record>, exec::Ended) {
    let parse = ks_lang::parse(text);
    let check = CheckOptions::new().with_actor(options.actor).with_context(options.context);
    let checked = ks_core::check(&parse, &check);
    let request = exec::Request {
        file: "ship.ks",
        checked: &checked,
        options: &check,
        env: options.env,
        context: options.context,
        skip: options.skip,
        until: options.until,
        allow_partial: options.allow_partial,
        seed: options.seed,
    };
    let mut world = World::from_toml(world).expect("world parses");
    let mut records = Vec::new();
    let ended = exec::run(&request, &mut world, &mut records).expect("request is valid");
    (records, ended)
}

/// Each record as `event step status/reason` words, for short assertions.
#[allow(dead_code)] // each test binary uses part of the support module
pub fn brief(records: &[Record]) -> Vec<String> {
    records
        .iter()
        .map(|record| {
            let members = record.members();
            let get = |key: &str| {
                members.iter().find(|(k, _)| *k == key).map(|(_, v)| match v {
                    serde_json::Value::String(s) => s.clone(),
                    other => other.to_string(),
                })
            };
            [get("event"), get("step"), get("status"), get("reason"), get("version")]
                .into_iter()
                .flatten()
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}
