//! GRAPH-15 as a property: over generated workflows and worlds, the log is the same under 50 seeds,
//! `seq` is dense, and no record of a step comes before the `step.finished` of every lower-numbered
//! step, although the steps run concurrently and finish in another order.

mod support;

use proptest::prelude::*;
use support::{run, Options};

/// One generated step: what it waits on (indices of earlier-ranked steps), whether it deploys (and
/// its rollback policy), and what the world does with it.
#[derive(Clone, Debug)]
struct Gen {
    rank: u32,
    after: Vec<usize>,
    deploy: Option<&'static str>,
    duration: u64,
    outcome: &'static str,
    rollback: &'static str,
}

fn step() -> impl Strategy<Value = Gen> {
    (
        0u32..1000,
        proptest::collection::vec(0usize..8, 0..3),
        prop_oneof![Just(None), Just(Some("auto")), Just(Some("manual")), Just(Some("none"))],
        0u64..3,
        prop_oneof![4 => Just("ok"), 1 => Just("failed"), 1 => Just("timed-out")],
        prop_oneof![Just("reverted"), Just("failed"), Just("")],
    )
        .prop_map(|(rank, after, deploy, duration, outcome, rollback)| Gen {
            rank,
            after,
            deploy,
            duration,
            outcome,
            rollback,
        })
}

/// The workflow and world texts. Edges only go from a lower rank to a higher one, so the graph is
/// acyclic while its numbering differs from the order of declaration.
fn texts(steps: &[Gen]) -> (String, String) {
    let mut file = String::from("steps:\n");
    let mut world = String::new();
    for (i, step) in steps.iter().enumerate() {
        let after: Vec<String> = step
            .after
            .iter()
            .filter(|&&j| j < steps.len() && (steps[j].rank, j) < (step.rank, i))
            .map(|j| format!("s{j}"))
            .collect();
        file.push_str(&format!("  s{i}: ./s{i}.ts\n"));
        match step.deploy {
            Some(policy) => file.push_str(&format!("    action: deploy\n    rollback: {policy}\n")),
            None => file.push_str("    action: build\n"),
        }
        if !after.is_empty() {
            file.push_str(&format!("    after: {}\n", after.join(", ")));
        }
        world.push_str(&format!(
            "[steps.s{i}]\noutcome = \"{}\"\nduration = \"{}s\"\noutputs = {{ n = {i} }}\n",
            step.outcome, step.duration
        ));
        match step.rollback {
            "reverted" => world.push_str(&format!(
                "[steps.s{i}.rollback]\nstatus = \"reverted\"\nversion = \"v{i}\"\n"
            )),
            "failed" => world.push_str(&format!(
                "[steps.s{i}.rollback]\nstatus = \"failed\"\nreason = \"r{i}\"\n"
            )),
            _ => {}
        }
    }
    (file, world)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn the_log_is_the_numberings_whatever_the_seed(steps in proptest::collection::vec(step(), 1..8)) {
        let (file, world) = texts(&steps);
        let (first, _) = run(&file, &world, &Options::default());
        let text = ks_run::to_jsonl(&first);
        prop_assert!(first.len() >= 2, "{file}\n{text}");
        prop_assert_eq!(first[0].event.name(), "run.started", "{}", text);
        for seed in 1..50u64 {
            let (again, _) = run(&file, &world, &Options { seed, ..Options::default() });
            prop_assert_eq!(ks_run::to_jsonl(&again), text.clone(), "seed {}", seed);
        }
        let seqs: Vec<u64> = first.iter().map(|r| r.seq).collect();
        prop_assert_eq!(seqs, (1..=first.len() as u64).collect::<Vec<_>>());
        // Where each step's `step.finished` is, and that every step has exactly one.
        let mut finished_at: Vec<Option<usize>> = vec![None; steps.len()];
        for (i, record) in first.iter().enumerate() {
            if let ks_run::log::Event::StepFinished { at, .. } = &record.event {
                let slot = &mut finished_at[at.number as usize - 1];
                prop_assert!(slot.is_none(), "two step.finished for {}: {}", at.step, text);
                *slot = Some(i);
            }
        }
        prop_assert!(finished_at.iter().all(Option::is_some), "{}", text);
        for (i, record) in first.iter().enumerate() {
            if let Some(at) = record.event.at() {
                for (lower, finished) in finished_at.iter().enumerate().take(at.number as usize - 1) {
                    prop_assert!(
                        finished.unwrap() < i,
                        "record {} of step {} precedes the finish of step {}: {}", i + 1, at.number, lower + 1, text
                    );
                }
            }
        }
    }
}

/// The property is not vacuous: in this world a higher-numbered step finishes first on the clock.
#[test]
fn steps_do_finish_out_of_number_order_on_the_clock() {
    let file =
        "steps:\n  slow: ./slow.ts\n    action: build\n  fast: ./fast.ts\n    action: build\n";
    let world = "[steps.slow]\nduration = \"2s\"\n[steps.fast]\nduration = \"1s\"\n";
    let (records, _) = run(file, world, &Options::default());
    let finishes: Vec<(u32, u64)> = records
        .iter()
        .filter_map(|r| match &r.event {
            ks_run::log::Event::StepFinished { at, .. } => Some((at.number, at.at)),
            _ => None,
        })
        .collect();
    assert_eq!(finishes, [(1, 2000), (2, 1000)]);
}
