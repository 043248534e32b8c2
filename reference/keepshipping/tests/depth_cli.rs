//! No recursion over input structure, end to end: the real binary (its main thread's stack, not a big
//! test one) on sites whose files nest 100,000 deep. Each run ends with its exit status and its
//! diagnostics, never with a signal.

mod support;

use std::{fs, path::Path};

use serde_json::Value;
use support::{keepshipping, Run};

const DEEP: usize = 100_000;

fn nested(open: &str, inner: &str, close: &str) -> String {
    format!("{}{inner}{}", open.repeat(DEEP), close.repeat(DEEP))
}

fn run(dir: &Path, args: &[&str]) -> Run {
    keepshipping(dir, args, None)
}

/// `(code, message, the text the span covers)` of each diagnostic of a `--format json` run.
fn diagnostics(run: &Run, text: &str) -> Vec<(String, String, String)> {
    let json: Value =
        serde_json::from_str(&run.stdout).unwrap_or_else(|e| panic!("{e}: {}", run.stderr));
    json["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            let span = &d["span"];
            let (start, end) = (span["start"].as_u64().unwrap(), span["end"].as_u64().unwrap());
            (
                d["code"].as_str().unwrap().to_string(),
                d["message"].as_str().unwrap().to_string(),
                text[start as usize..end as usize].to_string(),
            )
        })
        .collect()
}

const HEAD: &str = "keepshipping: 0.1\nname: api\nenvs:\n  prod:\n";

#[test]
fn a_block_input_typed_100_000_deep_is_an_error_not_a_crash() {
    let ty = nested("list(", "String", ")");
    // A header, so that the block checked alone is told nothing else under `CI` (KS0611).
    let block = format!("keepshipping: 0.1\nblock: deep\ninputs:\n  x: {ty}\n");
    let ship = format!("{HEAD}steps:\n  d: deep\n    x: a\n");
    let dir = support::site(&[("ship.ks", &ship), ("blocks/deep.ks", &block)]);

    // The site file: the use is told, at its kind.
    let checked = run(dir.path(), &["check", "--format", "json", "ship.ks"]);
    assert_eq!(checked.code, 1, "{}", checked.stderr);
    assert_eq!(
        diagnostics(&checked, &ship),
        [(
            "KS0101".to_string(),
            "block `deep` (`blocks/deep.ks`) types input `x` more than 64 `list(…)`/`optional(…)` deep"
                .to_string(),
            "deep".to_string()
        )]
    );
    // The block file: at the type, all of it.
    let checked = run(dir.path(), &["check", "--format", "json", "blocks/deep.ks"]);
    assert_eq!(checked.code, 1, "{}", checked.stderr);
    let found = diagnostics(&checked, &block);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(
        found[0].1,
        "the type of block input `x` nests more than 64 `list(…)`/`optional(…)` deep"
    );
    assert_eq!(found[0].2, ty);
    // Human output, and `plan`, which refuses a file with errors.
    let human = run(dir.path(), &["check", "ship.ks"]);
    assert_eq!(human.code, 1);
    assert!(human.stdout.contains("error[KS0101]"), "{}", human.stdout);
    let plan = run(dir.path(), &["plan"]);
    assert_eq!(plan.code, 1);
    assert!(plan.stderr.contains("the file has errors, so there is no plan"), "{}", plan.stderr);
    let formatted = run(dir.path(), &["fmt", "--check", "."]);
    assert_eq!(formatted.code, 0, "{}", formatted.stderr);
}

#[test]
fn conditions_nested_100_000_deep_check_and_plan() {
    let ship = format!(
        "{HEAD}  dev:\nsteps:\n  a: oci.image\n    from: ./Dockerfile\n    when: {}\n  b: oci.image\n    from: ./Dockerfile\n    when: {}true\n  c: oci.image\n    from: ./Dockerfile\n    when: {}\n",
        nested("(", "env is prod", ")"),
        "not ".repeat(DEEP + 1),
        nested("(git.branch == \"main\" and ", "true", ")"),
    );
    let dir = support::site(&[("ship.ks", &ship)]);
    let checked = run(dir.path(), &["check", "--format", "json"]);
    assert_eq!((checked.code, diagnostics(&checked, &ship)), (0, vec![]), "{}", checked.stderr);
    let plan = run(dir.path(), &["plan", "--format", "json"]);
    assert_eq!(plan.code, 0, "{}", plan.stderr);
    let plan: Value = serde_json::from_str(&plan.stdout).unwrap();
    // Per environment: `a` settles to whether it is prod, `b` (an odd number of `not`s) to false,
    // `c` waits for the run.
    for env in plan["plans"].as_array().unwrap() {
        let settled: Vec<(&str, &str, &Value)> = env["steps"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| {
                (s["name"].as_str().unwrap(), s["condition"].as_str().unwrap(), &s["settled_to"])
            })
            .collect();
        let prod = Value::Bool(env["env"] == "prod");
        assert_eq!(
            settled,
            [
                ("a", "settled", &prod),
                ("b", "settled", &Value::Bool(false)),
                ("c", "run-time", &Value::Null)
            ],
            "{}",
            env["env"]
        );
    }
    for format in ["human", "dot", "mermaid"] {
        let plan = run(dir.path(), &["plan", "--format", format]);
        assert_eq!(plan.code, 0, "{format}: {}", plan.stderr);
    }

    // An error at the bottom of a deep condition is found and shown where it is.
    let wrong = format!(
        "{HEAD}steps:\n  c: oci.image\n    from: ./Dockerfile\n    when: {}\n",
        nested("(git.branch == \"main\" and ", "git.sha", ")")
    );
    fs::write(dir.path().join("ship.ks"), &wrong).unwrap();
    let checked = run(dir.path(), &["check", "--format", "json"]);
    assert_eq!(checked.code, 1, "{}", checked.stderr);
    let found = diagnostics(&checked, &wrong);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!((found[0].0.as_str(), found[0].2.as_str()), ("KS0101", "git.sha"));
    let plan = run(dir.path(), &["plan"]);
    assert_eq!(plan.code, 1, "{}", plan.stderr);
}

#[test]
fn a_policy_action_nested_100_000_deep_is_an_error_not_a_crash() {
    let ship = format!(
        "{HEAD}policy:\n  agents:\n    never: {}\n    ask: {}deploy\nsteps:\n  a: oci.image\n    from: ./Dockerfile\n",
        nested("(", "deploy prod", ")"),
        "not ".repeat(DEEP),
    );
    let dir = support::site(&[("ship.ks", &ship)]);
    let checked = run(dir.path(), &["check", "--format", "json", "--actor", "agent"]);
    assert_eq!(checked.code, 1, "{}", checked.stderr);
    let refused: Vec<_> =
        diagnostics(&checked, &ship).into_iter().filter(|d| d.0 == "KS0403").collect();
    assert_eq!(refused.len(), 2, "{refused:?}");
    assert!(refused[0].2.starts_with("((((") && refused[1].2.starts_with("not not"));
    let explained = run(dir.path(), &["policy", "explain", "--actor", "agent"]);
    // The two actions say nothing (they do not read), so an agent's deploy is the default ask.
    assert_eq!(explained.code, 0, "{}", explained.stderr);
    let deploy = explained.stdout.lines().find(|l| l.trim_start().starts_with("deploy"));
    assert_eq!(
        deploy.map(|l| l.split_whitespace().collect::<Vec<_>>()),
        Some(vec!["deploy", "ask", "default"])
    );
}
