//! The graph of a workflow (GRAPH-1..13, D15): which step waits on which, and why; the cycles that
//! make an order impossible (KS0204); and the numbering 1..n the plan and the run log share.
//!
//! Three kinds of edge, all `from → to` ("`to` waits on `from`"):
//! - **data**: every reference from step T to step S adds S → T (GRAPH-1), forward references
//!   included (GRAPH-2), `when:` references too;
//! - **after**: every `after:` name S under T adds S → T (GRAPH-8); it carries no data (GRAPH-12);
//! - **approval**: an approval A that `show:`s outputs of S gates every other consumer C of S (a step
//!   with a data edge from S) with A → C, except the steps A transitively depends on (through data
//!   and `after:` edges alike: `after:` adds the edges a reference adds, ADR 0052), and except other
//!   approvals that show S themselves (ADR 0040).
//!
//! Numbering is Kahn's algorithm over all three kinds, always taking the earliest-declared ready step
//! (D15), so it depends on the file alone: not on the environment, not on the order edges were found.
//!
//! Every step is linear or `n log n` in steps plus edges; the only search gating needs is a backward
//! walk over the written edges bounded by a topological position, which is empty in the common case (the
//! approval comes before the consumers it gates).

use std::{cmp::Reverse, collections::BinaryHeap};

use ks_lang::TextRange;

use crate::model::{Step, StepId, Workflow};

/// Why an edge exists.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum EdgeReason {
    /// `to` reads an output of `from`.
    Data,
    /// `from` is an approval showing something `to` reads.
    Approval,
    /// `to` names `from` under `after:`.
    After,
}

impl EdgeReason {
    pub fn as_str(self) -> &'static str {
        match self {
            EdgeReason::Data => "data",
            EdgeReason::Approval => "approval",
            EdgeReason::After => "after",
        }
    }
}

/// `to` waits on `from`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edge {
    pub from: StepId,
    pub to: StepId,
    pub reason: EdgeReason,
    /// Where the edge is written: the reference or `after:` name in `to` (for an approval edge, the
    /// reference in `to` that makes it a consumer).
    pub site: TextRange,
}

/// A cycle: the steps of a closed path, first and last the same (`[x, x]` for a self-reference).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cycle {
    pub path: Vec<StepId>,
    /// Why each hop of the path exists (`reasons[i]` joins `path[i]` to `path[i + 1]`).
    pub reasons: Vec<EdgeReason>,
    /// Where the edge closing the path back to its first step is written.
    pub site: TextRange,
}

/// The graph of one file.
#[derive(Clone, Debug, Default)]
pub struct Graph {
    /// One edge per (from, to, reason), sorted by (from, to, reason) in declaration order.
    pub edges: Vec<Edge>,
    /// Every cycle found, one per strongly connected component; empty when the file has an order.
    pub cycles: Vec<Cycle>,
    /// The steps in number order (step `order[0]` is number 1). Empty when there is a cycle.
    pub order: Vec<StepId>,
    /// Each step's number (1-based) by step index; empty when there is a cycle.
    pub numbers: Vec<u32>,
}

impl Graph {
    /// The number of a step (1-based), when the file has an order.
    pub fn number(&self, step: StepId) -> Option<u32> {
        self.numbers.get(step.index()).copied()
    }

    pub fn is_acyclic(&self) -> bool {
        self.cycles.is_empty()
    }
}

/// Adjacency in compressed rows: the edges of node `v` are `targets[start[v]..start[v + 1]]`.
struct Rows {
    start: Vec<u32>,
    targets: Vec<u32>,
    /// The index of each entry's edge in the list the rows were built from (empty unless asked for:
    /// a large file's check holds several rows at once, issue 42).
    edge: Vec<u32>,
}

impl Rows {
    /// Rows of `pairs` (node, neighbour), in the order given within each row.
    fn new(n: usize, pairs: impl Iterator<Item = (usize, usize)> + Clone) -> Rows {
        Rows::build(n, pairs.map(|(from, to)| (from, to, 0)), false)
    }

    /// Rows of `entries` (node, neighbour, the index of their edge), remembering the edge of each.
    fn with_edges(n: usize, entries: impl Iterator<Item = (usize, usize, u32)> + Clone) -> Rows {
        Rows::build(n, entries, true)
    }

    fn build(
        n: usize,
        entries: impl Iterator<Item = (usize, usize, u32)> + Clone,
        keep_edges: bool,
    ) -> Rows {
        let mut start = vec![0u32; n + 1];
        for (from, _, _) in entries.clone() {
            start[from + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let total = start[n] as usize;
        let mut targets = vec![0u32; total];
        let mut edge = if keep_edges { vec![0u32; total] } else { Vec::new() };
        // Each row's start serves as its cursor while filling: afterwards `start[v]` has moved to
        // where row `v + 1` starts, and one shift puts every start back.
        for (from, to, index) in entries {
            let slot = start[from] as usize;
            targets[slot] = to as u32;
            if keep_edges {
                edge[slot] = index;
            }
            start[from] += 1;
        }
        start.copy_within(0..n, 1);
        start[0] = 0;
        Rows { start, targets, edge }
    }

    fn of(&self, v: usize) -> std::ops::Range<usize> {
        self.start[v] as usize..self.start[v + 1] as usize
    }
}

/// Each edge as (from, to, its index), for [`Rows::with_edges`].
fn indexed(edges: &[Edge]) -> impl Iterator<Item = (usize, usize, u32)> + Clone + '_ {
    edges.iter().enumerate().map(|(index, e)| (e.from.index(), e.to.index(), index as u32))
}

/// The edges the file writes: data edges from references and `after:` edges, one per (from, to,
/// reason).
fn written_edges(workflow: &Workflow) -> Vec<Edge> {
    let mut edges: Vec<Edge> = Vec::new();
    for (id, step) in workflow.steps.iter() {
        step_edges(workflow, id, step, &mut edges);
    }
    // References outside any step's inputs (lowering makes none today) hold no edge: no consumer.
    dedup(&mut edges, workflow.steps.len());
    edges
}

/// The edges into one step that it writes (its references' and its `after:` names'), in any order:
/// [`cycles`] takes them gathered step by step.
pub(crate) fn step_edges(workflow: &Workflow, to: StepId, step: &Step, edges: &mut Vec<Edge>) {
    for reference in workflow.references_of(to) {
        if let Some(from) = reference.target_step() {
            edges.push(Edge { from, to, reason: EdgeReason::Data, site: reference.span });
        }
    }
    for after in &step.after {
        if let Some(from) = after.target {
            edges.push(Edge { from, to, reason: EdgeReason::After, site: after.name.span });
        }
    }
}

/// The graph's cycles alone, as [`graph`] finds them, for `check`: it needs no order, so an acyclic
/// file (the common case) is told by a plain topological pass, and the cycles are only looked for
/// when there is one. `edges` are every step's [`step_edges`] (check gathers them in its pass over
/// the steps).
pub(crate) fn cycles_among(workflow: &Workflow, mut edges: Vec<Edge>) -> Vec<Cycle> {
    let ids: Vec<StepId> = workflow.steps.iter().map(|(id, _)| id).collect();
    // An edge written twice changes neither whether there is an order nor which approval edges
    // gating adds (only their repeats, whose first site merging keeps): the edges are merged only
    // when there is a cycle to tell, and a large clean file's check copies none (issue 42).
    // The written edges' topological positions tell an acyclic file and are what gating needs.
    let Some(position) = positions(ids.len(), &edges) else {
        dedup(&mut edges, ids.len());
        return cycles_of(&ids, &edges);
    };
    let gating = gating(workflow, &ids, &edges, &position);
    drop(position);
    if gating.is_empty() {
        return Vec::new();
    }
    edges.extend(gating);
    if positions(ids.len(), &edges).is_some() {
        return Vec::new();
    }
    dedup(&mut edges, ids.len());
    cycles_of(&ids, &edges)
}

/// The nodes of `rows` in a topological order (breadth first), as far as one goes: a node on or
/// behind a cycle is left out. `targets` lists the target of every edge, for the in-degrees.
fn topological(rows: &Rows, targets: impl Iterator<Item = usize>) -> Vec<u32> {
    let n = rows.start.len() - 1;
    let mut indegree = vec![0u32; n];
    for to in targets {
        indegree[to] += 1;
    }
    // Every node enters at most once: room for all of them, never more.
    let mut queue = Vec::with_capacity(n);
    queue.extend((0..n as u32).filter(|&v| indegree[v as usize] == 0));
    let mut head = 0;
    while head < queue.len() {
        let v = queue[head] as usize;
        head += 1;
        for slot in rows.of(v) {
            let w = rows.targets[slot];
            indegree[w as usize] -= 1;
            if indegree[w as usize] == 0 {
                queue.push(w);
            }
        }
    }
    queue
}

/// Builds the graph of a workflow.
pub fn graph(workflow: &Workflow) -> Graph {
    let ids: Vec<StepId> = workflow.steps.iter().map(|(id, _)| id).collect();
    let n = ids.len();
    let mut edges = written_edges(workflow);

    // Without gating first: a cycle here is the file's own, and gating needs an acyclic data graph.
    // The written edges' topological positions tell an acyclic one; the cycles are only looked for
    // when there is none.
    let Some(position) = positions(n, &edges) else {
        let cycles = cycles_of(&ids, &edges);
        return Graph { edges, cycles, order: Vec::new(), numbers: Vec::new() };
    };
    let gating = gating(workflow, &ids, &edges, &position);
    edges.extend(gating);
    dedup(&mut edges, n);

    let rows = Rows::new(n, edges.iter().map(|e| (e.from.index(), e.to.index())));
    let mut indegree = vec![0u32; n];
    for e in &edges {
        indegree[e.to.index()] += 1;
    }
    let mut ready: BinaryHeap<Reverse<u32>> =
        (0..n).filter(|&v| indegree[v] == 0).map(|v| Reverse(v as u32)).collect();
    let mut order = Vec::with_capacity(n);
    while let Some(Reverse(v)) = ready.pop() {
        order.push(ids[v as usize]);
        for slot in rows.of(v as usize) {
            let w = rows.targets[slot] as usize;
            indegree[w] -= 1;
            if indegree[w] == 0 {
                ready.push(Reverse(w as u32));
            }
        }
    }
    if order.len() < n {
        // Gating closed a loop the file did not write directly (e.g. two approvals, each reading what
        // the other gates).
        let cycles = cycles_of(&ids, &edges);
        return Graph { edges, cycles, order: Vec::new(), numbers: Vec::new() };
    }
    let mut numbers = vec![0u32; n];
    for (i, step) in order.iter().enumerate() {
        numbers[step.index()] = i as u32 + 1;
    }
    Graph { edges, cycles: Vec::new(), order, numbers }
}

/// One edge per (from, to, reason), the first site written kept; sorted by those and the site. The
/// edges are bucketed by `from` first (a counting sort, linear in steps and edges), so only each
/// step's few outgoing edges are sorted.
fn dedup(edges: &mut Vec<Edge>, n: usize) {
    let rows = Rows::with_edges(n, indexed(edges));
    let mut sorted = Vec::with_capacity(edges.len());
    for from in 0..n {
        let start = sorted.len();
        sorted.extend(rows.of(from).map(|slot| edges[rows.edge[slot] as usize]));
        // The site's start breaks ties, so an unstable sort keeps the first site as well.
        sorted[start..].sort_unstable_by_key(|e| (e.to.index(), e.reason, e.site.start()));
    }
    sorted.dedup_by_key(|e| (e.from, e.to, e.reason));
    *edges = sorted;
}

/// The approval edges (GRAPH-3, GRAPH-12): `edges` holds data and `after:` edges and is acyclic;
/// `position` is each step's place in a topological order of them ([`positions`]), where an
/// ancestor always has a lower one.
fn gating(workflow: &Workflow, ids: &[StepId], edges: &[Edge], position: &[u32]) -> Vec<Edge> {
    let n = ids.len();
    let approvals: Vec<usize> = workflow
        .steps
        .iter()
        .filter(|(_, step)| step.kind.builtin().is_some_and(|spec| spec.name == "approval"))
        .map(|(id, _)| id.index())
        .collect();
    if approvals.is_empty() {
        return Vec::new();
    }
    // Each approval's index in `approvals` (`u32::MAX` for any other step), and what each shows:
    // the steps its `show:` references read (an approval's own references, not a walk over every
    // reference of the file).
    let mut approval_index = vec![u32::MAX; n];
    let mut shows: Vec<Vec<usize>> = vec![Vec::new(); approvals.len()];
    for (index, (&approval, shown)) in approvals.iter().zip(&mut shows).enumerate() {
        approval_index[approval] = index as u32;
        let id = ids[approval];
        for reference in workflow.references_of(id) {
            if let (Some(target), Some("show")) =
                (reference.target_step(), workflow.input_key_of(reference))
            {
                if target != id {
                    shown.push(target.index());
                }
            }
        }
        shown.sort_unstable();
        shown.dedup();
    }
    let shows_step = |approval: usize, step: usize| match approval_index[approval] {
        u32::MAX => false,
        index => shows[index as usize].contains(&step),
    };
    // Only a read makes a consumer; but what an approval depends on is everything it waits on, data
    // and `after:` alike (ADR 0052).
    let consumers = Rows::with_edges(
        n,
        indexed(edges).filter(|&(_, _, index)| edges[index as usize].reason == EdgeReason::Data),
    );
    let producers = Rows::new(n, edges.iter().map(|e| (e.to.index(), e.from.index())));

    let mut out = Vec::new();
    let mut seen = vec![u32::MAX; n]; // the approval whose walk last reached a step
    let mut walk: Vec<usize> = Vec::new();
    // Candidates: consumers of a shown step, each with the site of its read (lists reused from
    // approval to approval).
    let mut gated: Vec<(usize, TextRange)> = Vec::new();
    let mut doubtful: Vec<(usize, TextRange)> = Vec::new();
    for (&approval, shown) in approvals.iter().zip(&shows) {
        gated.clear();
        doubtful.clear();
        for &source in shown {
            for slot in consumers.of(source) {
                let consumer = consumers.targets[slot] as usize;
                if consumer == approval || shows_step(consumer, source) {
                    continue;
                }
                let site = edges[consumers.edge[slot] as usize].site;
                if position[consumer] > position[approval] {
                    gated.push((consumer, site));
                } else {
                    doubtful.push((consumer, site));
                }
            }
        }
        if !doubtful.is_empty() {
            // Walk back from the approval over the written edges, never below the lowest candidate.
            let floor = doubtful.iter().map(|&(c, _)| position[c]).min().unwrap_or(0);
            walk.clear();
            walk.push(approval);
            seen[approval] = approval as u32;
            while let Some(v) = walk.pop() {
                for slot in producers.of(v) {
                    let w = producers.targets[slot] as usize;
                    if seen[w] != approval as u32 && position[w] >= floor {
                        seen[w] = approval as u32;
                        walk.push(w);
                    }
                }
            }
            gated.extend(doubtful.drain(..).filter(|&(c, _)| seen[c] != approval as u32));
        }
        for (consumer, site) in gated.drain(..) {
            out.push(Edge {
                from: ids[approval],
                to: ids[consumer],
                reason: EdgeReason::Approval,
                site,
            });
        }
    }
    out
}

/// Each of the `n` steps' place in a topological order of `edges`; `None` when they hold a cycle.
/// Its working tables are gone before the caller builds others (the heap's peak of a large file's
/// check is in gating).
fn positions(n: usize, edges: &[Edge]) -> Option<Vec<u32>> {
    let followers = Rows::new(n, edges.iter().map(|e| (e.from.index(), e.to.index())));
    let order = topological(&followers, edges.iter().map(|e| e.to.index()));
    if order.len() < n {
        return None;
    }
    let mut position = vec![0u32; n];
    for (at, v) in order.into_iter().enumerate() {
        position[v as usize] = at as u32;
    }
    Some(position)
}

/// The cycles of a graph, one per strongly connected component that has one: the shortest closed path
/// through the component's earliest-declared step. Linear in nodes plus edges.
fn cycles_of(ids: &[StepId], edges: &[Edge]) -> Vec<Cycle> {
    let n = ids.len();
    let rows = Rows::with_edges(n, indexed(edges));
    let (members_of, ends) = strongly_connected(n, &rows);
    let components = ends.iter().scan(0, |start, &end| {
        let members = &members_of[*start..end];
        *start = end;
        Some(members)
    });
    let mut component = vec![u32::MAX; n];
    let mut cycles = Vec::new();
    let mut parent = vec![u32::MAX; n];
    let mut via = vec![u32::MAX; n]; // the edge that reached a step
    for (c, members) in components.enumerate() {
        for &v in members {
            component[v] = c as u32;
        }
        let start = *members.iter().min().expect("components are not empty");
        let self_loop = rows.of(start).any(|slot| rows.targets[slot] as usize == start);
        if members.len() == 1 && !self_loop {
            continue;
        }
        // Breadth-first from `start` inside the component, back to `start`.
        let mut queue = vec![start];
        let mut head = 0;
        let mut closing: Option<(usize, usize)> = None; // (last step, edge index)
        parent[start] = start as u32;
        'search: while head < queue.len() {
            let v = queue[head];
            head += 1;
            for slot in rows.of(v) {
                let w = rows.targets[slot] as usize;
                if component[w] != c as u32 {
                    continue;
                }
                if w == start {
                    closing = Some((v, rows.edge[slot] as usize));
                    break 'search;
                }
                if parent[w] == u32::MAX {
                    parent[w] = v as u32;
                    via[w] = rows.edge[slot];
                    queue.push(w);
                }
            }
        }
        let (last, edge) = closing.expect("a component with a cycle closes one through any member");
        let mut path = vec![last];
        let mut reasons = vec![edges[edge].reason];
        let mut v = last;
        while v != start {
            reasons.push(edges[via[v] as usize].reason);
            v = parent[v] as usize;
            path.push(v);
        }
        path.reverse();
        reasons.reverse();
        path.push(start);
        for &v in &queue {
            parent[v] = u32::MAX;
        }
        cycles.push(Cycle {
            path: path.into_iter().map(|v| ids[v]).collect(),
            reasons,
            site: edges[edge].site,
        });
    }
    cycles.sort_by_key(|cycle| cycle.path[0].index());
    cycles
}

/// Tarjan's strongly connected components, without recursion.
/// The components side by side: component `c` is `members[ends[c - 1]..ends[c]]` (from 0 for the
/// first), in the order Tarjan's algorithm closes them.
fn strongly_connected(n: usize, rows: &Rows) -> (Vec<usize>, Vec<usize>) {
    const NONE: u32 = u32::MAX;
    let mut index = vec![NONE; n];
    let mut low = vec![0u32; n];
    let mut on_stack = vec![false; n];
    let mut stack: Vec<usize> = Vec::new();
    let (mut members, mut ends) = (Vec::with_capacity(n), Vec::new());
    let mut next = 0u32;
    // (node, next slot to look at)
    let mut frames: Vec<(usize, usize)> = Vec::new();
    for root in 0..n {
        if index[root] != NONE {
            continue;
        }
        frames.push((root, rows.start[root] as usize));
        index[root] = next;
        low[root] = next;
        next += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&mut (v, ref mut slot)) = frames.last_mut() {
            let end = rows.start[v + 1] as usize;
            if *slot < end {
                let w = rows.targets[*slot] as usize;
                *slot += 1;
                if index[w] == NONE {
                    index[w] = next;
                    low[w] = next;
                    next += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    frames.push((w, rows.start[w] as usize));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            frames.pop();
            if let Some(&(parent, _)) = frames.last() {
                low[parent] = low[parent].min(low[v]);
            }
            if low[v] == index[v] {
                loop {
                    let w = stack.pop().expect("v is on the stack");
                    on_stack[w] = false;
                    members.push(w);
                    if w == v {
                        break;
                    }
                }
                ends.push(members.len());
            }
        }
    }
    (members, ends)
}

/// `cycle: review → risk → review`.
pub fn cycle_message(workflow: &Workflow, cycle: &Cycle) -> String {
    let names: Vec<&str> = cycle.path.iter().map(|&step| workflow.steps[step].name()).collect();
    format!("cycle: {}", names.join(" → "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::CheckOptions;

    fn workflow(text: &str) -> Workflow {
        crate::lower(&ks_lang::parse(text), &CheckOptions::default())
    }

    fn described(text: &str) -> (Vec<String>, Vec<String>) {
        let workflow = workflow(text);
        let graph = graph(&workflow);
        let name = |id: StepId| workflow.steps[id].name();
        let edges = graph
            .edges
            .iter()
            .map(|e| format!("{}->{} {}", name(e.from), name(e.to), e.reason.as_str()))
            .collect();
        let cycles = graph.cycles.iter().map(|c| cycle_message(&workflow, c)).collect();
        (edges, cycles)
    }

    fn order(text: &str) -> Vec<String> {
        let workflow = workflow(text);
        graph(&workflow).order.iter().map(|&id| workflow.steps[id].name().to_string()).collect()
    }

    #[test]
    fn forward_references_and_after_make_edges() {
        let text = "steps:\n  deploy: k8s.rollout\n    image: build.digest\n  build: oci.image\n    from: ./x\n  notify: ./n.ts\n    after: deploy, \"build\"\n";
        let (edges, cycles) = described(text);
        assert!(cycles.is_empty());
        assert_eq!(edges, ["deploy->notify after", "build->deploy data", "build->notify after"]);
        assert_eq!(order(text), ["build", "deploy", "notify"]);
    }

    #[test]
    fn ties_go_to_the_earliest_declared_ready_step() {
        // c is ready first in edge-discovery terms, but a is declared first.
        let text = "steps:\n  a: ./a.ts\n    after: c\n  b: ./b.ts\n  c: ./c.ts\n  d: ./d.ts\n    after: b\n";
        assert_eq!(order(text), ["b", "c", "a", "d"]);
    }

    #[test]
    fn cycles_show_their_path() {
        let text = "steps:\n  review: ./r.ts\n    after: risk\n  risk: ./k.ts\n    after: review\n";
        assert_eq!(described(text).1, ["cycle: review → risk → review"]);
        let own = "steps:\n  x: ./x.ts\n    after: x\n";
        assert_eq!(described(own).1, ["cycle: x → x"]);
        let data = "steps:\n  b: oci.image\n    from: ./x\n    tags: \"{b.digest}\"\n";
        assert_eq!(described(data).1, ["cycle: b → b"]);
        // Two separate loops are two reports; the shortest path through the earliest step.
        let two = "steps:\n  a: ./a.ts\n    after: c\n  b: ./b.ts\n    after: a\n  c: ./c.ts\n    after: b, a\n  d: ./d.ts\n    after: e\n  e: ./e.ts\n    after: d\n";
        assert_eq!(described(two).1, ["cycle: a → c → a", "cycle: d → e → d"]);
    }

    #[test]
    fn approvals_gate_other_consumers_but_not_their_own_dependencies() {
        let text = "steps:\n  plan: tofu.plan\n    dir: ./infra\n  risk: decide\n    input: plan.destroys\n    answers: low | high\n  review: approval\n    show: plan.destroys\n    auto: risk is low\n  apply: tofu.apply\n    plan: plan\n  log: ./l.ts\n    after: plan\n";
        let (edges, cycles) = described(text);
        assert!(cycles.is_empty(), "{cycles:?}");
        // review depends on risk (auto:), so it does not gate risk; `log` only follows plan.
        assert!(edges.contains(&"review->apply approval".to_string()), "{edges:?}");
        assert!(!edges.iter().any(|e| e.starts_with("review->risk")), "{edges:?}");
        assert!(!edges.iter().any(|e| e.starts_with("review->log")), "{edges:?}");
    }

    #[test]
    fn two_approvals_of_one_step_are_peers() {
        let text = "steps:\n  plan: tofu.plan\n    dir: ./infra\n  a: approval\n    show: plan.destroys\n  b: approval\n    show: plan.changes\n  apply: tofu.apply\n    plan: plan\n";
        let (edges, cycles) = described(text);
        assert!(cycles.is_empty(), "{cycles:?}");
        assert!(edges.contains(&"a->apply approval".to_string()));
        assert!(edges.contains(&"b->apply approval".to_string()));
        assert!(!edges.iter().any(|e| e.starts_with("a->b ") || e.starts_with("b->a ")));
    }

    /// A step the approval waits on through `after:` is one of its dependencies, as through a read
    /// (ADR 0052): not gated, so no loop.
    #[test]
    fn after_exempts_a_step_from_gating() {
        let text = "steps:\n  plan: tofu.plan\n    dir: ./infra\n  review: approval\n    show: plan.destroys\n    after: apply\n  apply: tofu.apply\n    plan: plan\n";
        let (edges, cycles) = described(text);
        assert!(cycles.is_empty(), "{cycles:?}");
        assert!(!edges.iter().any(|e| e.starts_with("review->apply")), "{edges:?}");
        assert_eq!(order(text), ["plan", "apply", "review"]);
    }

    /// Two approvals, each gating a step the other reads: a loop only gating closes.
    const CROSSED_APPROVALS: &str = "steps:\n  a: tofu.plan\n    dir: ./a\n  b: tofu.plan\n    dir: ./b\n  r1: approval\n    show: a.destroys, c2.out.id\n  c1: tofu.apply\n    plan: a\n    outputs:\n      id: url\n  r2: approval\n    show: b.destroys, c1.out.id\n  c2: tofu.apply\n    plan: b\n    outputs:\n      id: url\n";

    #[test]
    fn gating_can_close_a_loop_between_two_approvals() {
        assert_eq!(described(CROSSED_APPROVALS).1, ["cycle: r1 → c1 → r2 → c2 → r1"]);
    }

    #[test]
    fn a_cycle_knows_why_each_hop_exists() {
        let workflow = workflow(CROSSED_APPROVALS);
        let cycle = &graph(&workflow).cycles[0];
        assert_eq!(
            cycle.reasons,
            [EdgeReason::Approval, EdgeReason::Data, EdgeReason::Approval, EdgeReason::Data]
        );
        let hints = crate::check::testing::hints(CROSSED_APPROVALS);
        assert!(
            hints[0].contains("; `c1` waits for approval `r1` because it reads what `r1` shows"),
            "{hints:?}"
        );
    }

    /// Check looks for cycles among the edges as written, repeats included (it merges them only
    /// when there is a cycle to tell): the cycles, their reasons and their sites are the graph's.
    #[test]
    fn check_finds_the_graphs_cycles_among_repeated_edges() {
        let repeated_reads = CROSSED_APPROVALS
            .replace("show: a.destroys, c2.out.id", "show: a.destroys, c2.out.id, a.changes")
            .replace("plan: a\n", "plan: a\n    when: a.destroys == 0 and a.changes == 0\n");
        // `r1` gates `c1` twice, through `a` and through `b`: the loop closes on `c1` (declared
        // first), at the earlier of the two reads, `b`'s.
        let gated_twice = "steps:\n  a: tofu.plan\n    dir: ./a\n  b: tofu.plan\n    dir: ./b\n  c1: tofu.apply\n    when: b.destroys == 0\n    plan: a\n    outputs:\n      id: url\n  r1: approval\n    show: a.destroys, b.destroys, c2.out.id\n  r2: approval\n    show: b.destroys, c1.out.id\n  c2: tofu.apply\n    plan: b\n    outputs:\n      id: url\n";
        let files = [
            CROSSED_APPROVALS.to_string(),
            repeated_reads,
            gated_twice.to_string(),
            "steps:\n  a: ./a.ts\n    after: b, b\n    x: \"{b.out.y} {b.out.y}\"\n  b: ./b.ts\n    after: a\n    y: a.out.x\n".to_string(),
            "steps:\n  plan: tofu.plan\n    dir: ./infra\n  review: approval\n    show: plan.destroys, plan.changes\n  apply: tofu.apply\n    plan: plan\n    when: plan.destroys == 0\n".to_string(),
        ];
        for text in files {
            let workflow = workflow(&text);
            let mut edges = Vec::new();
            for (id, step) in workflow.steps.iter() {
                step_edges(&workflow, id, step, &mut edges);
            }
            assert_eq!(cycles_among(&workflow, edges), graph(&workflow).cycles, "{text}");
        }
        assert_eq!(
            crate::check::testing::codes(
                &CROSSED_APPROVALS.replace("c2.out.id", "c2.out.id, c2.out.id")
            ),
            ["KS0204"]
        );
    }

    #[test]
    fn check_reports_ks0204() {
        let codes = crate::check::testing::codes("steps:\n  x: ./x.ts\n    after: x\n");
        assert_eq!(codes, ["KS0204"]);
        let diags = crate::check::testing::diags("steps:\n  x: ./x.ts\n    after: x\n");
        assert_eq!(diags, ["KS0204 3:12-3:13 cycle: x → x"]);
    }
}
