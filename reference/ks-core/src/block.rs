//! Blocks (BLOCK, GAP-27, D16): signatures as `check` sees them, and how they are derived from block
//! files.
//!
//! A use is checked against its signature alone (BLOCK-14). Signatures are resolved by the caller and
//! injected through [`crate::CheckOptions::blocks`], keyed by a use's kind as written (BLOCK-15);
//! [`block_signatures`] derives them from the texts of block files (the caller reads the files: the
//! reference CLI through `ks-host`). A signature also carries what the nest does — the actions of every
//! step inside it, with their environments — so policy and `require-verified:` judge a use as the
//! steps it reaches (BLOCK-21, BLOCK-25).

use std::collections::HashMap;

use ks_lang::ast::{self, AstToken, Expr, ScalarClass};

use crate::storage::Name;
use crate::{
    catalog::Action,
    lower,
    model::{Input, Kind, Namespace, Resolution, Step, Workflow},
    types::{Type, Unreadable},
};

pub use crate::signature::{
    BlockInput, BlockSignature, BlockSignatures, CarriedAction, CarriedVerify, DeclarationSite,
    NestProblem, MAX_BLOCK_DEPTH,
};

/// The name a file's `block:` declares, when it is one word.
pub fn declared_name(parse: &ks_lang::Parse) -> Option<String> {
    declaration(parse).map(|(name, _)| name)
}

/// The name a file's `block:` declares and where: the value's span (the entry's when it has none).
fn declaration(parse: &ks_lang::Parse) -> Option<(String, ks_lang::TextRange)> {
    let entry =
        parse.tree().entries().find(|e| Name::key_of(e).is_some_and(|k| k.text == "block"))?;
    let value = entry.value()?;
    let name = match &value {
        Expr::Word(word) => word.text().to_string(),
        Expr::String(string) => string.value(),
        _ => return None,
    };
    Some((name, value.text_range()))
}

/// Derives the signatures of block files, keyed by the names their `block:` declares (BLOCK-19).
/// `files` are `(where, text)` pairs; a file that does not parse, or declares no name, gives none (its
/// uses stay unresolved, GAP-27); of two files declaring one name the first counts. Each signature
/// carries its nest (depth, actions, a circle or overflow with its path).
pub fn block_signatures(files: &[(String, String)]) -> BlockSignatures {
    let mut table: Vec<(String, ks_lang::Parse)> = Vec::new();
    // Each name's entry in `table`: a site of many blocks is read in linear time.
    let mut by_name: HashMap<String, usize> = HashMap::new();
    // Per entry of `table`: the files declaring its name.
    let mut declared_in: Vec<Vec<String>> = Vec::new();
    // Per entry of `table`: where its first file declares the name.
    let mut sites: Vec<DeclarationSite> = Vec::new();
    for (path, text) in files {
        let parse = ks_lang::parse(text);
        if parse.has_errors() {
            continue;
        }
        let Some((name, span)) = declaration(&parse) else { continue };
        let shown = shown_path(path);
        match by_name.get(&name) {
            // The first file of a name is the one read; the others are only named (GAP-27).
            Some(&first) => declared_in[first].push(shown),
            None => {
                by_name.insert(name.clone(), table.len());
                table.push((name, parse));
                declared_in.push(vec![shown]);
                sites.push(DeclarationSite { file: path.clone(), span });
            }
        }
    }
    let mut nest = Nest::new(&table, &by_name);
    let mut out = BlockSignatures::new();
    for (i, (files, site)) in declared_in.into_iter().zip(sites).enumerate() {
        let derived = nest.derive(&mut vec![i]);
        let signature = BlockSignature { declared_in: files, site: Some(site), ..derived };
        out.insert(table[i].0.clone(), signature);
    }
    out
}

/// A block file as messages name it: `blocks/<file name>` (every block a file sees is in one
/// `blocks/` directory).
fn shown_path(path: &str) -> String {
    let name = std::path::Path::new(path).file_name().map_or(path.into(), |n| n.to_string_lossy());
    format!("blocks/{name}")
}

/// The message for a block name more than one file declares (GAP-27), and its hint.
pub fn declared_twice(signature: &BlockSignature) -> Option<(String, String)> {
    let [first, ..] = signature.declared_in.as_slice() else { return None };
    if signature.declared_in.len() < 2 {
        return None;
    }
    let quoted: Vec<String> =
        signature.declared_in.iter().map(|file| format!("`{file}`")).collect();
    let (last, others) = quoted.split_last().expect("two or more");
    Some((
        format!(
            "block `{}` is declared by more than one file: {} and {last}",
            signature.name,
            others.join(", ")
        ),
        format!("rename all but one of them; until then every use reads `{first}`"),
    ))
}

/// The uses between block files, and the signatures already derived: each block is lowered for
/// its uses once, and derived once per nest level it is reached at, so a site costs time linear in
/// its uses however many paths lead to a block (issue 42).
struct Nest<'a> {
    table: &'a [(String, ks_lang::Parse)],
    /// Per block: the blocks its steps use, in the order of first use.
    deps: Vec<Vec<usize>>,
    /// Per block: whether it is on a circle of uses. Its signature then names the path it is
    /// reached by (the circle's entry), so it is derived afresh each time.
    on_circle: Vec<bool>,
    /// `(block, nest level)` → its signature, an overflow's path starting at the block (the path
    /// above it is the only thing that differs between the uses that reach it at that level).
    memo: HashMap<(usize, usize), BlockSignature>,
}

impl<'a> Nest<'a> {
    fn new(table: &'a [(String, ks_lang::Parse)], by_name: &HashMap<String, usize>) -> Self {
        let deps: Vec<Vec<usize>> = table
            .iter()
            .map(|(_, parse)| {
                let plain = lower::lower_items(parse, &BlockSignatures::new());
                let mut deps = Vec::new();
                let mut seen = std::collections::HashSet::new();
                for step in plain.steps.values() {
                    let Some(kind) = step.kind_text() else { continue };
                    if let Some(&dep) = by_name.get(kind) {
                        if seen.insert(dep) {
                            deps.push(dep);
                        }
                    }
                }
                deps
            })
            .collect();
        let on_circle = on_circle(&deps);
        Nest { table, deps, on_circle, memo: HashMap::new() }
    }

    fn names(&self, blocks: &[usize]) -> Vec<String> {
        blocks.iter().map(|&i| self.table[i].0.clone()).collect()
    }

    /// The signature of `table[stack.last()]`, deriving the blocks it uses first. The stack holds
    /// the nest from the outermost block; it never grows past [`MAX_BLOCK_DEPTH`], so neither does
    /// recursion.
    fn derive(&mut self, stack: &mut Vec<usize>) -> BlockSignature {
        let me = *stack.last().expect("a block to derive");
        let level = stack.len();
        let above = &stack[..level - 1];
        let reusable = !self.on_circle[me];
        if let Some(known) = reusable.then(|| self.memo.get(&(me, level))).flatten() {
            let mut signature = known.clone();
            if let Some(NestProblem::TooDeep(path)) = &mut signature.nest_problem {
                path.splice(0..0, self.names(above));
            }
            return signature;
        }
        let mut problem = None;
        let mut blocks = BlockSignatures::new();
        let mut depth = 1;
        for dep in self.deps[me].clone() {
            let signature = if let Some(at) = stack.iter().position(|&i| i == dep) {
                let path = self.names(&[&stack[at..], &[dep]].concat());
                BlockSignature {
                    name: self.table[dep].0.clone(),
                    nest_problem: Some(NestProblem::Circle(path)),
                    ..Default::default()
                }
            } else if level >= MAX_BLOCK_DEPTH {
                let path = self.names(&[stack.as_slice(), &[dep]].concat());
                BlockSignature {
                    name: self.table[dep].0.clone(),
                    nest_problem: Some(NestProblem::TooDeep(path)),
                    ..Default::default()
                }
            } else {
                stack.push(dep);
                let signature = self.derive(stack);
                stack.pop();
                signature
            };
            depth = depth.max(1 + signature.depth);
            if problem.is_none() {
                problem = signature.nest_problem.clone();
            }
            blocks.insert(self.table[dep].0.clone(), signature);
        }
        let (name, parse) = &self.table[me];
        let workflow = lower::without_output_facts(parse, &blocks);
        let mut signature = signature_of(&workflow, parse);
        signature.name = name.clone();
        signature.depth = depth;
        signature.nest_problem = problem;
        if reusable {
            // Off a circle, no use below reaches back above this block: only an overflow's path
            // names the blocks above, and those are put back at each reuse.
            let mut kept = signature.clone();
            if let Some(NestProblem::TooDeep(path)) = &mut kept.nest_problem {
                path.drain(..level - 1);
            }
            self.memo.insert((me, level), kept);
        }
        signature
    }
}

/// Per block, whether it can reach itself through uses: Tarjan's strongly connected components,
/// kept iterative (a site's uses may chain deeper than the stack allows).
fn on_circle(deps: &[Vec<usize>]) -> Vec<bool> {
    const UNSEEN: usize = usize::MAX;
    let n = deps.len();
    let (mut index, mut low) = (vec![UNSEEN; n], vec![0; n]);
    let (mut on_stack, mut result) = (vec![false; n], vec![false; n]);
    let (mut component, mut next) = (Vec::new(), 0);
    for root in 0..n {
        if index[root] != UNSEEN {
            continue;
        }
        // Frames of the walk: a block and how many of its uses are visited.
        let mut walk = vec![(root, 0)];
        index[root] = next;
        low[root] = next;
        next += 1;
        component.push(root);
        on_stack[root] = true;
        while let Some(&mut (block, ref mut visited)) = walk.last_mut() {
            if let Some(&dep) = deps[block].get(*visited) {
                *visited += 1;
                if index[dep] == UNSEEN {
                    index[dep] = next;
                    low[dep] = next;
                    next += 1;
                    component.push(dep);
                    on_stack[dep] = true;
                    walk.push((dep, 0));
                } else if on_stack[dep] {
                    low[block] = low[block].min(index[dep]);
                }
                continue;
            }
            walk.pop();
            if let Some(&(parent, _)) = walk.last() {
                low[parent] = low[parent].min(low[block]);
            }
            if low[block] == index[block] {
                let at = component.iter().rposition(|&b| b == block).expect("on the stack");
                let members = component.split_off(at);
                let circle = members.len() > 1 || deps[block].contains(&block);
                for member in members {
                    on_stack[member] = false;
                    result[member] = circle;
                }
            }
        }
    }
    result
}

/// A block file's own signature (inputs, outputs, actions), without its nest's depth.
pub fn signature_of(workflow: &Workflow, parse: &ks_lang::Parse) -> BlockSignature {
    let top =
        |key: &str| parse.tree().entries().find(|e| Name::key_of(e).is_some_and(|k| k.text == key));
    let mut too_deep_types = Vec::new();
    let mut read = |what: &str, name: &str, value: Option<&Expr>| {
        let read = value.and_then(lower::read_declared_type);
        if let Some((_, Err(Unreadable::TooDeep))) = read {
            too_deep_types.push(format!("{what} `{name}`"));
        }
        value.and_then(lower::declared_type).unwrap_or(Type::Any)
    };
    let mut inputs = Vec::new();
    if let Some(entry) = top("inputs") {
        for child in entry.entries() {
            let Some(name) = Name::key_of(&child) else { continue };
            let value = child.value();
            let ty = read("input", &name.text, value.as_ref());
            let default = match &value {
                Some(Expr::DefaultValue(value)) => value.default().map(|d| d.text().to_string()),
                _ => None,
            };
            inputs.push(BlockInput {
                name: name.text.into(),
                ty,
                has_default: default.is_some(),
                default,
            });
        }
    }
    let mut outputs = Vec::new();
    if let Some(entry) = top("outputs") {
        for child in entry.entries() {
            let Some(name) = Name::key_of(&child) else { continue };
            let ty = read("output", &name.text, child.value().as_ref());
            outputs.push((name.text.into(), ty));
        }
    }
    let actions = workflow.steps.values().flat_map(|step| step_actions(workflow, step)).collect();
    BlockSignature {
        name: declared_name(parse).unwrap_or_default(),
        inputs,
        outputs,
        actions,
        depth: 1,
        nest_problem: None,
        // The caller that read the file knows where it is.
        declared_in: Vec::new(),
        site: None,
        too_deep_types,
    }
}

/// Whether a step reads a secret (`secrets.*`): it then reads secrets, for policy (GAP-25).
pub fn reads_secrets(workflow: &Workflow, step: &Step) -> bool {
    let Some(id) = workflow.step(step.name()) else { return false };
    workflow.references_of(id).any(|reference| {
        matches!(reference.resolution, Resolution::Context { namespace: Namespace::Secrets, .. })
    })
}

/// What one step does, as a use of its file would carry it: its own action class (KIND-13, a
/// script's `action:`), `read-secrets` when it reads a secret, and for a block use everything its nest
/// carries, each narrowed by this step's `when: env is …` gate.
pub fn step_actions(workflow: &Workflow, step: &Step) -> Vec<CarriedAction> {
    let gate: Option<Vec<String>> =
        step.env_gate.as_ref().map(|names| names.iter().map(|n| n.text.to_string()).collect());
    let name = step.name().to_string();
    let mut out = Vec::new();
    if let Some(action) = step.action().filter(|a| *a != Action::Other) {
        let verify =
            if action == Action::Deploy { own_verify(step) } else { CarriedVerify::Verified };
        let rollback = (action == Action::Deploy).then_some(step.rollback);
        out.push(CarriedAction {
            action,
            envs: gate.clone(),
            path: vec![name.clone()],
            verify,
            rollback,
        });
    }
    if reads_secrets(workflow, step) {
        out.push(CarriedAction {
            action: Action::ReadSecrets,
            envs: gate.clone(),
            path: vec![name.clone()],
            verify: CarriedVerify::Verified,
            rollback: None,
        });
    }
    if let Kind::Block(signature) = &step.kind {
        for carried in &signature.actions {
            let mut path = vec![name.clone()];
            path.extend(carried.path.iter().cloned());
            out.push(CarriedAction {
                action: carried.action,
                envs: intersect(&gate, &carried.envs),
                path,
                verify: use_verify(step, signature, &carried.verify),
                rollback: carried.rollback,
            });
        }
    }
    out
}

/// The environments both gates allow (`None`: ungated).
pub fn intersect(a: &Option<Vec<String>>, b: &Option<Vec<String>>) -> Option<Vec<String>> {
    match (a, b) {
        (None, None) => None,
        (Some(x), None) | (None, Some(x)) => Some(x.clone()),
        (Some(x), Some(y)) => Some(x.iter().filter(|e| y.contains(e)).cloned().collect()),
    }
}

/// A deploy step's own `verify:`: written, read from a block input, or missing (`""` is missing).
fn own_verify(step: &Step) -> CarriedVerify {
    let Some(value) = step.input("verify").and_then(Input::value) else {
        return CarriedVerify::Missing;
    };
    verify_of_value(value)
}

fn verify_of_value(value: &Expr) -> CarriedVerify {
    match value {
        Expr::String(string) if string.value().is_empty() => CarriedVerify::Missing,
        Expr::Word(word)
            if word.text().contains('.') && word.class() == ScalarClass::DottedName =>
        {
            match word.text().split_once('.') {
                Some(("inputs", name)) if !name.contains('.') => {
                    CarriedVerify::FromInput(name.to_string())
                }
                _ => CarriedVerify::Verified,
            }
        }
        _ => CarriedVerify::Verified,
    }
}

/// How a use settles a carried `verify:` obligation: the use passes the input, or its default does.
pub fn use_verify(
    step: &Step,
    signature: &BlockSignature,
    carried: &CarriedVerify,
) -> CarriedVerify {
    let CarriedVerify::FromInput(input) = carried else { return carried.clone() };
    if let Some(value) = step.input(input).and_then(Input::value) {
        return verify_of_value(value);
    }
    match signature.inputs.iter().find(|i| i.name == *input) {
        Some(BlockInput { default: Some(default), .. })
            if !default.is_empty() && default != "\"\"" =>
        {
            CarriedVerify::Verified
        }
        _ => CarriedVerify::Missing,
    }
}

/// The block inputs a use leaves out that a default fills, with the default as written (BLOCK-6):
/// what the run will get.
pub fn filled_defaults(step: &Step) -> Vec<(String, String)> {
    let Kind::Block(signature) = &step.kind else { return Vec::new() };
    signature
        .inputs
        .iter()
        .filter(|input| step.input(&input.name).is_none())
        .filter_map(|input| Some((input.name.clone(), input.default.clone()?)))
        .collect()
}

/// The value of a block file's top-level entry `key`.
pub(crate) fn top_entry(workflow: &Workflow, key: &str) -> Option<ast::Entry> {
    workflow.top_level.iter().find(|top| top.key.text == key).map(|top| top.entry.clone())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codes;

    fn files(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter().map(|(p, t)| (p.to_string(), t.to_string())).collect()
    }

    const WEB: &str = "block: web-service\ninputs:\n  image: oci.Digest\n  domain: string\n  replicas: int = 2\nsteps:\n  rollout: k8s.rollout\n    image: inputs.image\n    when: env is prod\n";

    #[test]
    fn signature_from_a_block_file() {
        let table = block_signatures(&files(&[("blocks/web.ks", WEB)]));
        let web = &table["web-service"];
        assert_eq!(web.inputs.len(), 3);
        assert_eq!(web.inputs[2].default.as_deref(), Some("2"));
        assert!(!web.inputs[0].has_default);
        assert_eq!(web.depth, 1);
        assert_eq!(web.actions.len(), 1);
        assert_eq!(web.actions[0].action, Action::Deploy);
        assert_eq!(web.actions[0].envs, Some(vec!["prod".to_string()]));
        assert_eq!(web.actions[0].verify, CarriedVerify::Missing);
    }

    #[test]
    fn a_name_two_files_declare_is_an_error_at_each_and_at_every_use() {
        let other = "block: web-service\ninputs:\n  image: oci.Digest\n";
        let table =
            block_signatures(&files(&[("site/blocks/a.ks", WEB), ("/abs/blocks/b.ks", other)]));
        let web = &table["web-service"];
        // The first in path order is the one read.
        assert_eq!(web.inputs.len(), 3);
        assert_eq!(web.declared_in, ["blocks/a.ks", "blocks/b.ks"]);
        let message = "block `web-service` is declared by more than one file: `blocks/a.ks` and `blocks/b.ks`";
        let options = crate::CheckOptions::default().with_blocks(table.clone());
        let diags = |text: &str| {
            let parse = ks_lang::parse(text);
            let checked = crate::check(&parse, &options);
            checked
                .diagnostics()
                .iter()
                .filter(|d| d.code == codes::DUPLICATE_KEY)
                .map(|d| (d.span, d.message.clone(), d.hint.clone().unwrap_or_default()))
                .collect::<Vec<_>>()
        };
        let use_site = "steps:\n  deploy: web-service\n    image: sha256:ab\n    domain: x\n";
        let at_use = diags(use_site);
        assert_eq!(at_use.len(), 1);
        assert_eq!(&use_site[std::ops::Range::from(at_use[0].0)], "web-service");
        assert_eq!(at_use[0].1, message);
        assert!(at_use[0].2.contains("every use reads `blocks/a.ks`"), "{}", at_use[0].2);
        // Each of the two files, checked with the table its directory gives.
        for text in [WEB, other] {
            let at_file = diags(text);
            assert_eq!(at_file.len(), 1, "{text}");
            assert_eq!(&text[std::ops::Range::from(at_file[0].0)], "web-service");
            assert_eq!(at_file[0].1, message);
        }
        // One file per name: no error, and the file is named.
        let alone = block_signatures(&files(&[("blocks/a.ks", WEB)]));
        assert_eq!(alone["web-service"].declared_in, ["blocks/a.ks"]);
        assert_eq!(declared_twice(&alone["web-service"]), None);
    }

    #[test]
    fn nests_carry_actions_and_depth() {
        let b = "block: b\nsteps:\n  inner: c\n";
        let c = "block: c\nsteps:\n  deep: d\n";
        let d =
            "block: d\nsteps:\n  roll: k8s.rollout\n    image: sha256:ab\n    when: env is prod\n";
        let table = block_signatures(&files(&[("b", b), ("c", c), ("d", d)]));
        assert_eq!(table["b"].depth, 3);
        assert_eq!(table["b"].actions[0].path, ["inner", "deep", "roll"]);
        assert_eq!(table["b"].actions[0].envs, Some(vec!["prod".to_string()]));
        assert_eq!(table["b"].nest_problem, None);
    }

    #[test]
    fn circles_and_overflow_have_paths() {
        let a = "block: a\nsteps:\n  x: b\n";
        let b = "block: b\nsteps:\n  y: a\n";
        let table = block_signatures(&files(&[("a", a), ("b", b)]));
        assert_eq!(
            table["a"].nest_problem,
            Some(NestProblem::Circle(vec!["a".into(), "b".into(), "a".into()]))
        );
        let chain: Vec<(String, String)> = (1..=5)
            .map(|i| {
                let next = if i < 5 { format!("steps:\n  s: b{}\n", i + 1) } else { String::new() };
                (format!("b{i}"), format!("block: b{i}\n{next}"))
            })
            .collect();
        let table = block_signatures(&chain);
        assert_eq!(
            table["b1"].nest_problem.as_ref().map(NestProblem::message),
            Some("block nest is deeper than 4 levels: b1 → b2 → b3 → b4 → b5".to_string())
        );
        assert_eq!(table["b2"].nest_problem, None);
        assert_eq!(table["b2"].depth, 4);
    }

    #[test]
    fn a_block_reached_again_at_one_level_names_the_path_of_each_use() {
        // `q` and `r` both reach `b` at level 2; `b`'s nest overflows below it. `r`'s report
        // names `r` even though `b` was derived for `q` first.
        let use_of = |name: &str, uses: &[&str]| {
            let steps: String = uses.iter().map(|u| format!("  s{u}: {u}\n")).collect();
            (name.to_string(), format!("block: {name}\nsteps:\n{steps}"))
        };
        let files = [
            use_of("q", &["b"]),
            use_of("r", &["a", "b"]),
            use_of("a", &[]),
            use_of("b", &["m"]),
            use_of("m", &["n"]),
            use_of("n", &["o"]),
            use_of("o", &[]),
        ];
        let table = block_signatures(&files);
        let deep = |path: &[&str]| {
            Some(NestProblem::TooDeep(path.iter().map(|s| s.to_string()).collect()))
        };
        assert_eq!(table["q"].nest_problem, deep(&["q", "b", "m", "n", "o"]));
        assert_eq!(table["r"].nest_problem, deep(&["r", "b", "m", "n", "o"]));
        assert_eq!(table["b"].nest_problem, None);
        assert_eq!(table["b"].depth, 4);
        assert_eq!((table["q"].depth, table["r"].depth), (4, 4));
    }

    #[test]
    fn defaults_are_filled_into_the_plan() {
        let table = block_signatures(&files(&[("blocks/web.ks", WEB)]));
        let options = crate::CheckOptions::default().with_blocks(table);
        let text = "envs:\n  prod:\nsteps:\n  deploy: web-service\n    image: sha256:abc\n    domain: api.acme.dev\n";
        let checked = crate::check(&ks_lang::parse(text), &options);
        assert!(checked.diagnostics().is_empty(), "{:?}", checked.diagnostics());
        let plan = crate::plan::plan(&checked).expect("a plan");
        let step = &plan.envs[0].steps[0];
        let filled = |input: &crate::plan::PlannedInput| {
            (input.key.clone(), input.value.text(), input.filled)
        };
        assert!(
            step.inputs.iter().map(filled).any(|i| i == ("replicas".into(), "2".into(), true)),
            "{:?}",
            step.inputs
        );
        let written = text.replace("api.acme.dev\n", "api.acme.dev\n    replicas: 3\n");
        let checked = crate::check(&ks_lang::parse(&written), &options);
        let plan = crate::plan::plan(&checked).expect("a plan");
        let replicas: Vec<_> = plan.envs[0].steps[0]
            .inputs
            .iter()
            .filter(|i| i.key == "replicas")
            .map(filled)
            .collect();
        assert_eq!(replicas, [("replicas".to_string(), "3".to_string(), false)]);
    }

    #[test]
    fn broken_files_give_no_signature() {
        let table = block_signatures(&files(&[("x", "block: x\nsteps:\n  a: (\n")]));
        assert!(table.is_empty());
    }
}
