//! Properties of the graph and the plan over generated acyclic workflows:
//! - every edge goes from a lower number to a higher one;
//! - the numbering is the same in every environment, and unchanged when the inputs inside a step
//!   (and the names inside an `after:` or `show:` list) are reordered, i.e. when edges are discovered
//!   in another order;
//! - an approval never gates a step it waits on, through reads or `after:` alike (ADR 0052), so
//!   removing an `after:` name can only add gating, never take it away;
//! - `check` reports (KS0204, where the closing edge is written) exactly the cycles `ks_core::graph`
//!   finds.
//!
//! Workflows are built from a random rank: a step may read, show or follow only steps of lower rank, so
//! data and `after:` edges never loop, while declaration order is independent of the rank (forward
//! references are common). Approval gating may still close a loop between two approvals that each
//! read what the other gates; such files (KS0204) are discarded, and the test asserts that most generated files are kept.

use std::collections::{BTreeMap, BTreeSet};

use ks_core::{codes, plan, CheckOptions, EdgeReason};
use proptest::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Script,
    Plan,
    Approval,
}

/// One generated step: its kind, what it reads (by index), what it follows, whether it is gated.
#[derive(Clone, Debug)]
struct GenStep {
    kind: Kind,
    reads: Vec<usize>,
    after: Vec<usize>,
    prod_only: bool,
}

#[derive(Clone, Debug)]
struct Gen {
    steps: Vec<GenStep>,
    /// Drives the reordering of inputs.
    seed: u64,
}

fn output(kind: Kind) -> &'static str {
    match kind {
        Kind::Script => "v",
        Kind::Plan => "destroys",
        Kind::Approval => "approved",
    }
}

impl Gen {
    /// The file; `shuffled` reorders each step's input lines and the names in its lists.
    fn render(&self, shuffled: bool) -> String {
        let mut rng = self.seed | 1;
        let mut next = move || {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            rng
        };
        let mut out = String::from("envs:\n  dev:\n  prod:\nsteps:\n");
        for (i, step) in self.steps.iter().enumerate() {
            let header = match step.kind {
                Kind::Script => format!("./s{i}.ts"),
                Kind::Plan => "tofu.plan".to_string(),
                Kind::Approval => "approval".to_string(),
            };
            out.push_str(&format!("  s{i}: {header}\n"));
            let read = |j: &usize| format!("s{j}.{}", output(self.steps[*j].kind));
            let mut lines: Vec<String> = Vec::new();
            let mut reads: Vec<String> = step.reads.iter().map(read).collect();
            let mut after: Vec<String> = step.after.iter().map(|j| format!("s{j}")).collect();
            if shuffled {
                reads.reverse();
                after.reverse();
            }
            match step.kind {
                Kind::Script => {
                    lines.extend(reads.iter().enumerate().map(|(k, r)| format!("i{k}: {r}")))
                }
                Kind::Plan => lines.push("dir: ./infra".to_string()),
                Kind::Approval => lines.push(format!("show: {}", reads.join(", "))),
            }
            if !after.is_empty() {
                lines.push(format!("after: {}", after.join(", ")));
            }
            if step.prod_only {
                lines.push("when: env is prod".to_string());
            }
            if shuffled {
                for k in (1..lines.len()).rev() {
                    lines.swap(k, (next() % (k as u64 + 1)) as usize);
                }
            }
            for line in lines {
                out.push_str(&format!("    {line}\n"));
            }
        }
        out
    }

    /// The same workflow without the `k`-th `after:` name (counting over the whole file).
    fn without_after(&self, mut k: usize) -> Gen {
        let mut copy = self.clone();
        for step in &mut copy.steps {
            if k < step.after.len() {
                step.after.remove(k);
                return copy;
            }
            k -= step.after.len();
        }
        copy
    }

    fn after_count(&self) -> usize {
        self.steps.iter().map(|s| s.after.len()).sum()
    }
}

fn workflows() -> impl Strategy<Value = Gen> {
    (2usize..12)
        .prop_flat_map(|n| {
            (
                Just((0..n).collect::<Vec<usize>>()).prop_shuffle(),
                prop::collection::vec(0u8..3, n),
                prop::collection::vec((0..n, 0..n), 0..3 * n),
                prop::collection::vec((0..n, 0..n), 0..n),
                prop::collection::vec(prop::bool::weighted(0.2), n),
                any::<u64>(),
            )
        })
        .prop_map(|(rank, kinds, reads, afters, prod_only, seed)| {
            let n = rank.len();
            let mut steps: Vec<GenStep> = (0..n)
                .map(|i| GenStep {
                    kind: match kinds[i] {
                        0 => Kind::Script,
                        1 => Kind::Plan,
                        _ => Kind::Approval,
                    },
                    reads: Vec::new(),
                    after: Vec::new(),
                    prod_only: prod_only[i],
                })
                .collect();
            for (a, b) in reads {
                // A plan reads nothing (its one input is `dir:`).
                if rank[b] < rank[a] && steps[a].kind != Kind::Plan && !steps[a].reads.contains(&b)
                {
                    steps[a].reads.push(b);
                }
            }
            for (a, b) in afters {
                if rank[b] < rank[a] && !steps[a].after.contains(&b) {
                    steps[a].after.push(b);
                }
            }
            for step in &mut steps {
                if step.kind == Kind::Approval && step.reads.is_empty() {
                    step.kind = Kind::Script; // `show:` needs something to show
                }
            }
            Gen { steps, seed }
        })
}

struct Planned {
    errors: Vec<String>,
    /// name → number, per environment.
    numbers: Vec<BTreeMap<String, u32>>,
    edges: BTreeSet<(String, String, &'static str)>,
}

fn plan_of(text: &str) -> Planned {
    let parse = ks_lang::parse(text);
    let checked = ks_core::check(&parse, &CheckOptions::default());
    // `check` looks for cycles without building the ordered graph: it must find what the graph finds
    // (generated files include loops closed by gating).
    let workflow = checked.workflow();
    let all = ks_core::graph(workflow);
    let name = |id| workflow.steps()[id].name();
    let mut found: Vec<(u32, u32, String)> = all
        .cycles
        .iter()
        .map(|cycle| {
            let path: Vec<&str> = cycle.path.iter().map(|&id| name(id)).collect();
            let site = cycle.site;
            (site.start(), site.end(), format!("cycle: {}", path.join(" → ")))
        })
        .collect();
    found.sort();
    let reported: Vec<(u32, u32, String)> = checked
        .diagnostics()
        .iter()
        .filter(|d| d.code == codes::CYCLE)
        .map(|d| (d.span.start(), d.span.end(), d.message.clone()))
        .collect();
    assert_eq!(reported, found, "{text}");
    let errors: Vec<String> = checked
        .diagnostics()
        .iter()
        .filter(|d| d.is_error())
        .map(|d| format!("{} {}", d.code, d.message))
        .collect();
    let Some(plan) = plan::plan(&checked) else {
        return Planned { errors, numbers: Vec::new(), edges: BTreeSet::new() };
    };
    let graph = all;
    let name = |id| workflow.steps()[id].name().to_string();
    // Every edge goes from a lower number to a higher one.
    for edge in &graph.edges {
        let (from, to) = (graph.number(edge.from).unwrap(), graph.number(edge.to).unwrap());
        assert!(
            from < to,
            "edge {} → {} goes from {from} to {to}\n{text}",
            name(edge.from),
            name(edge.to)
        );
    }
    let numbers = plan
        .envs
        .iter()
        .map(|env| env.steps.iter().map(|s| (s.name.clone(), s.number)).collect())
        .collect();
    let edges = graph.edges.iter().map(|e| (name(e.from), name(e.to), e.reason.as_str())).collect();
    Planned { errors, numbers, edges }
}

fn gated(planned: &Planned) -> BTreeSet<(String, String)> {
    planned
        .edges
        .iter()
        .filter(|(_, _, reason)| *reason == EdgeReason::Approval.as_str())
        .map(|(from, to, _)| (from.clone(), to.clone()))
        .collect()
}

/// Whether `step` is an ancestor of `approval` over the written edges (reads and `after:`).
fn waits_on(planned: &Planned, approval: &str, step: &str) -> bool {
    let mut stack = vec![approval];
    let mut seen = BTreeSet::new();
    while let Some(at) = stack.pop() {
        for (from, to, reason) in &planned.edges {
            if to == at && *reason != EdgeReason::Approval.as_str() && seen.insert(from.as_str()) {
                if from == step {
                    return true;
                }
                stack.push(from);
            }
        }
    }
    false
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn plans_of_acyclic_workflows_keep_their_promises(generated in workflows()) {
        let text = generated.render(false);
        let planned = plan_of(&text);
        // Only a cycle closed by gating may be an error here; anything else is a generator bug.
        prop_assert!(planned.errors.iter().all(|e| e.starts_with("KS0204")), "{:?}\n{text}", planned.errors);
        prop_assume!(planned.errors.is_empty());

        // The same numbering in every environment.
        prop_assert_eq!(planned.numbers.len(), 2);
        prop_assert_eq!(&planned.numbers[0], &planned.numbers[1]);

        // Reordered inputs: the same numbers and the same edges.
        let shuffled_text = generated.render(true);
        let shuffled = plan_of(&shuffled_text);
        prop_assert!(shuffled.errors.is_empty(), "{:?}\n{shuffled_text}", shuffled.errors);
        prop_assert_eq!(&shuffled.numbers, &planned.numbers, "\n{}\n{}", text, shuffled_text);
        prop_assert_eq!(&shuffled.edges, &planned.edges);

        // An approval never gates a step it waits on.
        for (approval, step) in gated(&planned) {
            prop_assert!(!waits_on(&planned, &approval, &step), "{approval} gates {step}\n{text}");
        }

        // Removing any one `after:` name keeps every gate (it may add one: a step the approval no
        // longer waits on).
        for k in 0..generated.after_count() {
            let fewer_text = generated.without_after(k).render(false);
            let fewer = plan_of(&fewer_text);
            prop_assert!(fewer.errors.iter().all(|e| e.starts_with("KS0204")), "{:?}\n{fewer_text}", fewer.errors);
            if fewer.errors.is_empty() {
                prop_assert!(gated(&fewer).is_superset(&gated(&planned)), "\n{}\n{}", text, fewer_text);
            }
        }
    }
}

/// The generator is worth something: most files it makes are kept (not discarded as cycles), and
/// they do have approval and `after:` edges and forward references, and approvals that wait on a
/// consumer of what they show (which a checker gating such a consumer would reject as a cycle).
#[test]
fn generated_workflows_exercise_every_kind_of_edge() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let strategy = workflows();
    let (mut kept, mut approvals, mut afters, mut forward, mut exempt) = (0, 0, 0, 0, 0);
    for _ in 0..300 {
        let generated = strategy.new_tree(&mut runner).unwrap().current();
        let planned = plan_of(&generated.render(false));
        if !planned.errors.is_empty() {
            continue;
        }
        kept += 1;
        approvals += usize::from(!gated(&planned).is_empty());
        afters += usize::from(planned.edges.iter().any(|e| e.2 == "after"));
        let numbers = &planned.numbers[0];
        let in_declaration_order =
            (0..generated.steps.len()).all(|i| numbers[&format!("s{i}")] == i as u32 + 1);
        forward += usize::from(!in_declaration_order);
        exempt += usize::from(waits_on_a_consumer_of_its_show(&generated, &planned));
    }
    assert!(kept > 250, "kept {kept} of 300");
    assert!(approvals > 30, "{approvals} with approval edges");
    assert!(afters > 100, "{afters} with after edges");
    assert!(forward > 100, "{forward} numbered other than in declaration order");
    assert!(exempt > 10, "{exempt} with an approval after a consumer of what it shows");
}

/// Whether an approval waits on a step (not an approval) that reads a step the approval shows.
fn waits_on_a_consumer_of_its_show(generated: &Gen, planned: &Planned) -> bool {
    let data = |from: &str, to: &str| planned.edges.contains(&(from.into(), to.into(), "data"));
    let names: Vec<String> = (0..generated.steps.len()).map(|i| format!("s{i}")).collect();
    let is_approval =
        |name: &str| generated.steps[name[1..].parse::<usize>().unwrap()].kind == Kind::Approval;
    names.iter().filter(|a| is_approval(a)).any(|approval| {
        names.iter().filter(|shown| data(shown, approval)).any(|shown| {
            names.iter().any(|consumer| {
                consumer != approval
                    && !is_approval(consumer)
                    && data(shown, consumer)
                    && waits_on(planned, approval, consumer)
            })
        })
    })
}
