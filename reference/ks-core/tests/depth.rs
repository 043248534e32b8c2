//! No recursion over input structure (ARCHITECTURE.md): inputs nested 100,000 deep go through block
//! signatures, `check` and `plan`'s settling of `when:` on the test thread's own stack (2 MiB, the
//! default for spawned test threads), and a written type past the bound of ADR 0061 is a diagnostic.

use ks_core::{block_signatures, codes, CheckOptions, Type, MAX_TYPE_DEPTH};
use ks_lang::Diagnostic;

const DEEP: usize = 100_000;

fn nested(open: &str, inner: &str, close: &str, depth: usize) -> String {
    format!("{}{inner}{}", open.repeat(depth), close.repeat(depth))
}

fn check(text: &str, options: &CheckOptions) -> Vec<Diagnostic> {
    ks_core::check(&ks_lang::parse(text), options).diagnostics().to_vec()
}

fn at<'a>(text: &'a str, diagnostic: &Diagnostic) -> &'a str {
    &text[std::ops::Range::from(diagnostic.span)]
}

#[test]
fn a_block_input_typed_100_000_deep_is_an_error_at_the_type_and_at_every_use() {
    let ty = nested("list(", "String", ")", DEEP);
    let block = format!(
        "block: deep\ninputs:\n  x: {ty}\n  y: int = 2\noutputs:\n  z: {}\n",
        nested("optional(", "Int", ")", DEEP)
    );
    let table = block_signatures(&[("site/blocks/deep.ks".into(), block.clone())]);
    let deep = &table["deep"];
    assert_eq!(deep.inputs[0].ty, Type::Any, "a too deep type reads as any");
    assert_eq!(deep.inputs[1].ty, Type::Int);
    assert_eq!(deep.outputs[0].1, Type::Any);
    assert_eq!(deep.too_deep_types, ["input `x`", "output `z`"]);

    let options = CheckOptions::default().with_blocks(table);
    // The block file: one KS0101 at each type as written (the part before `=` for the output, whose
    // missing mapping is KS0207 as usual).
    let found = check(&block, &options);
    let deep_types: Vec<&Diagnostic> = found
        .iter()
        .filter(|d| d.code == codes::INVALID_VALUE && d.message.contains("nests more than"))
        .collect();
    assert_eq!(deep_types.len(), 2, "{found:?}");
    assert_eq!(at(&block, deep_types[0]), ty);
    assert_eq!(
        deep_types[0].message,
        format!("the type of block input `x` nests more than {MAX_TYPE_DEPTH} `list(…)`/`optional(…)` deep")
    );
    assert!(deep_types[0].hint.as_deref().unwrap().contains("until then `x` is unchecked"));
    assert!(at(&block, deep_types[1]).starts_with("optional(optional("));
    assert!(deep_types[1].message.contains("block output `z`"));
    assert!(!found.iter().any(|d| d.message.contains("needs a type")), "{found:?}");

    // A use: KS0101 at its kind, naming the file; the input itself is unchecked.
    let site = "steps:\n  d: deep\n    x: anything\n";
    let found = check(site, &options);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].code, codes::INVALID_VALUE);
    assert_eq!(at(site, &found[0]), "deep");
    assert_eq!(
        found[0].message,
        "block `deep` (`blocks/deep.ks`) types input `x`, output `z` more than 64 `list(…)`/`optional(…)` deep"
    );
}

#[test]
fn a_type_at_the_bound_reads_and_one_past_it_is_reported() {
    let ok = nested("list(", "String", ")", MAX_TYPE_DEPTH);
    let block = format!("block: b\ninputs:\n  x: {ok}\n  y: list({ok})\n");
    let table = block_signatures(&[("blocks/b.ks".into(), block.clone())]);
    assert_eq!(table["b"].inputs[0].ty.to_string(), ok);
    assert_eq!(table["b"].too_deep_types, ["input `y`"]);
    let found = check(&block, &CheckOptions::default().with_blocks(table));
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(at(&block, &found[0]), format!("list({ok})"));
}

#[test]
fn a_tofu_apply_output_typed_100_000_deep_is_an_error_at_the_type() {
    let ty = nested("list(", "String", ")", DEEP);
    let text = format!(
        "steps:\n  plan: tofu.plan\n    dir: ./infra\n  apply: tofu.apply\n    plan: plan\n    outputs:\n      cluster: {ty}\n"
    );
    let found = check(&text, &CheckOptions::default());
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].code, codes::INVALID_VALUE);
    assert_eq!(at(&text, &found[0]), ty);
    assert_eq!(
        found[0].message,
        "the type of output `cluster` nests more than 64 `list(…)`/`optional(…)` deep"
    );
}

/// The `when:` of the only step of `text`, parsed.
fn when_of(text: &str) -> ks_lang::ast::Expr {
    let workflow = ks_core::lower(&ks_lang::parse(text), &CheckOptions::default());
    let step = workflow.steps().values().next().expect("a step");
    step.when().cloned().expect("a when:")
}

fn step_with_when(when: &str) -> String {
    format!("envs:\n  dev:\n  prod:\nsteps:\n  a: oci.image\n    from: ./Dockerfile\n    when: {when}\n")
}

#[test]
fn plan_settles_when_nested_100_000_deep() {
    let parens = when_of(&step_with_when(&nested("(", "env is prod", ")", DEEP)));
    assert_eq!(ks_core::plan::settle(&parens, "prod"), Some(true));
    assert_eq!(ks_core::plan::settle(&parens, "dev"), Some(false));
    // An odd number of `not`s turns the value.
    let nots = when_of(&step_with_when(&format!("{}true", "not ".repeat(DEEP + 1))));
    assert_eq!(ks_core::plan::settle(&nots, "prod"), Some(false));
    // Kleene's rules at every level: `false and X` is false whatever X is, `X and true` waits on X.
    let and = nested("(git.branch == \"main\" and ", "false", ")", DEEP);
    assert_eq!(ks_core::plan::settle(&when_of(&step_with_when(&and)), "prod"), Some(false));
    let run_time = nested("(git.branch == \"main\" and ", "true", ")", DEEP);
    assert_eq!(ks_core::plan::settle(&when_of(&step_with_when(&run_time)), "prod"), None);
    let or = nested("(", "env is dev or (env is prod)", " or false)", DEEP);
    assert_eq!(ks_core::plan::settle(&when_of(&step_with_when(&or)), "prod"), Some(true));
    assert_eq!(ks_core::plan::settle(&when_of(&step_with_when(&or)), "staging"), Some(false));
}

#[test]
fn an_env_gate_under_100_000_groups_and_ands_is_found() {
    let text = step_with_when(&nested("(true and ", "(env is prod | dev)", ")", DEEP));
    let workflow = ks_core::lower(&ks_lang::parse(&text), &CheckOptions::default());
    let step = workflow.steps().values().next().unwrap();
    let gate: Vec<&str> =
        step.env_gate.as_ref().expect("a gate").iter().map(|n| n.text.as_str()).collect();
    assert_eq!(gate, ["prod", "dev"]);
    // Not a gate: `or` is not looked into.
    let text = step_with_when(&nested("(", "env is prod or true", ")", DEEP));
    let workflow = ks_core::lower(&ks_lang::parse(&text), &CheckOptions::default());
    assert_eq!(workflow.steps().values().next().unwrap().env_gate, None);
}

#[test]
fn a_chain_of_100_000_blocks_is_derived_with_bounded_recursion() {
    // b0 uses b1, which uses b2, … : each signature's nest is followed MAX_BLOCK_DEPTH levels down
    // (recursion as deep as that, never as deep as the chain), each name found through an index.
    let files: Vec<(String, String)> = (0..DEEP)
        .map(|i| {
            let next =
                if i + 1 < DEEP { format!("steps:\n  s: b{}\n", i + 1) } else { String::new() };
            (format!("blocks/b{i}.ks"), format!("block: b{i}\n{next}"))
        })
        .collect();
    let table = block_signatures(&files);
    assert_eq!(table.len(), DEEP);
    let first = &table["b0"];
    assert_eq!(
        first.nest_problem.as_ref().map(ks_core::NestProblem::message),
        Some("block nest is deeper than 4 levels: b0 → b1 → b2 → b3 → b4".to_string())
    );
    let last = &table[&format!("b{}", DEEP - 1)];
    assert_eq!((last.depth, &last.nest_problem), (1, &None));
    assert_eq!(table[&format!("b{}", DEEP - 4)].depth, 4);
    assert_eq!(table[&format!("b{}", DEEP - 4)].nest_problem, None);
}
