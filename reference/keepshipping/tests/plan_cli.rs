//! `keepshipping plan`: the real binary on the reconstructed hero (EX-1b) and on files that fail,
//! with every format; the DOT output is rendered by Graphviz's own `dot` (scripts/setup.d/45-graphviz.sh
//! installs it; the test fails when it is missing).

mod support;

use std::{path::Path, process::Command};

use serde_json::Value;
use support::keepshipping;

const HERO: &str = "name: api
envs:
  dev:
    on: push, pr
  prod:
    on: tag v*, manual
steps:
  build: oci.image
    from: ./Dockerfile
  plan: tofu.plan
    dir: ./infra
  review: approval
    show: plan.destroys
    when: env is prod
  apply: tofu.apply
    plan: plan
    outputs:
      cluster: k8s.Cluster
  deploy: k8s.rollout
    image: build.digest
    cluster: apply.out.cluster
    wait: healthy, 5m
    rollback: manual
";

fn plan(args: &[&str], text: &str) -> support::Run {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("ship.ks"), text).unwrap();
    let mut all = vec!["plan"];
    all.extend_from_slice(args);
    keepshipping(dir.path(), &all, None)
}

fn json(args: &[&str], text: &str) -> Value {
    let run = plan(&[args, &["--format", "json"]].concat(), text);
    assert_eq!(run.code, 0, "{}", run.stderr);
    serde_json::from_str(&run.stdout).expect("plan --format json prints JSON")
}

fn steps(plan: &Value) -> Vec<(u64, String, String)> {
    plan["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["number"].as_u64().unwrap(),
                s["name"].as_str().unwrap().to_string(),
                s["status"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

fn edges(plan: &Value) -> Vec<String> {
    plan["edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| format!("{} -> {} ({})", e["from"], e["to"], e["reason"]).replace('"', ""))
        .collect()
}

#[test]
fn json_has_one_plan_per_environment_with_numbers_edges_and_skips() {
    let value = json(&[], HERO);
    let plans = value["plans"].as_array().unwrap();
    assert_eq!(
        plans.iter().map(|p| p["env"].as_str().unwrap()).collect::<Vec<_>>(),
        ["dev", "prod"]
    );
    let (dev, prod) = (&plans[0], &plans[1]);
    let numbered =
        |plan: &Value| steps(plan).iter().map(|s| (s.0, s.1.clone())).collect::<Vec<_>>();
    // The numbers are the file's, the same in every environment (D15, GAP-29).
    assert_eq!(numbered(dev), numbered(prod));
    assert_eq!(
        steps(dev).iter().map(|s| s.2.as_str()).collect::<Vec<_>>(),
        ["planned", "planned", "skipped", "skipped", "skipped"]
    );
    assert!(steps(prod).iter().all(|s| s.2 == "planned"));
    assert_eq!(
        edges(prod),
        [
            "build -> deploy (data)",
            "plan -> review (data)",
            "plan -> apply (data)",
            "review -> apply (approval)",
            "apply -> deploy (data)"
        ]
    );
    let review = &prod["steps"][2];
    assert_eq!(review["condition"], "settled");
    assert_eq!(review["settled_to"], true);
    assert_eq!(dev["steps"][2]["settled_to"], false);
    assert_eq!(dev["steps"][3]["skipped_because"]["waits_on"], "review");
    let deploy = &prod["steps"][4];
    assert_eq!(deploy["rollback"], "manual");
    assert_eq!(deploy["kind"], "k8s.rollout");
    assert_eq!(deploy["action"], "deploy");
    assert_eq!(deploy["inputs"]["image"], "build.digest");
    assert_eq!(prod["steps"][0]["rollback"], Value::Null);
    assert_eq!(prod["steps"][0]["condition"], "none");
}

#[test]
fn env_and_event_select_one_plan() {
    let by_env = json(&["--env", "dev"], HERO);
    assert_eq!(by_env["plans"].as_array().unwrap().len(), 1);
    assert_eq!(by_env["plans"][0]["env"], "dev");
    assert_eq!(json(&["--event", "tag:v1.2"], HERO)["plans"][0]["env"], "prod");
    assert_eq!(json(&["--event", "push:feature/x"], HERO)["plans"][0]["env"], "dev");
    assert_eq!(json(&["--event", "manual"], HERO)["plans"][0]["env"], "prod");
    // An explicit request wins over the event.
    assert_eq!(json(&["--env", "dev", "--event", "tag:v1"], HERO)["plans"][0]["env"], "dev");
}

#[test]
fn failed_selection_and_bad_arguments_exit_2() {
    let unknown = plan(&["--env", "prd"], HERO);
    assert_eq!(unknown.code, 2);
    assert!(unknown.stderr.contains("no environment `prd`"), "{}", unknown.stderr);
    assert!(unknown.stderr.contains("did you mean `prod`?"), "{}", unknown.stderr);
    assert!(unknown.stdout.is_empty());
    let nothing = plan(&["--event", "tag:nightly-1"], &HERO.replace("tag v*, manual", "tag v*"));
    assert_eq!(nothing.code, 2);
    assert!(nothing.stderr.contains("matches no environment's `on:`"), "{}", nothing.stderr);
    let two = plan(&["--event", "pr"], &HERO.replace("tag v*, manual", "tag v*, pr"));
    assert_eq!(two.code, 2);
    assert!(two.stderr.contains("`pr` matches the `on:` of `dev`, `prod`"), "{}", two.stderr);
    let bad = plan(&["--event", "schedule"], HERO);
    assert_eq!(bad.code, 2);
    assert!(bad.stderr.contains("not an event"), "{}", bad.stderr);
    let dir = tempfile::tempdir().unwrap();
    let missing = keepshipping(dir.path(), &["plan", "nope.ks"], None);
    assert_eq!(missing.code, 2);
    assert!(missing.stderr.contains("cannot read nope.ks"), "{}", missing.stderr);
}

#[test]
fn a_file_with_errors_prints_diagnostics_and_no_plan() {
    let cyclic = "steps:\n  review: ./r.ts\n    after: risk\n  risk: ./k.ts\n    after: review\n";
    for format in ["human", "json", "dot", "mermaid"] {
        let run = plan(&["--format", format], cyclic);
        assert_eq!(run.code, 1, "{format}");
        assert!(run.stdout.is_empty(), "{format}: {}", run.stdout);
        assert!(
            run.stderr.contains("error[KS0204]: cycle: review → risk → review"),
            "{}",
            run.stderr
        );
        assert!(run.stderr.contains("no plan"), "{}", run.stderr);
    }
}

#[test]
fn human_output_reads_as_a_plan() {
    let run = plan(&[], HERO);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let out = &run.stdout;
    assert!(out.starts_with("plan for `dev`: 2 steps to run, 3 skipped\n"), "{out}");
    assert!(out.contains("plan for `prod`: 5 steps to run, 0 skipped\n"), "{out}");
    assert!(out.contains("  4. apply   tofu.apply   planned  action apply\n"), "{out}");
    assert!(out.contains("     waits on plan (data), review (approval)\n"), "{out}");
    assert!(out.contains("     when env is prod  (settled before the run: false)\n"), "{out}");
    assert!(out.contains("     skipped: it waits on `review`, which is skipped\n"), "{out}");
    assert!(out.contains("deploy, rollback manual"), "{out}");
    let selected = plan(&["--event", "tag:v2"], HERO);
    assert!(
        selected.stdout.starts_with("plan for `prod` (selected by tag:v2): 5 steps"),
        "{}",
        selected.stdout
    );
}

#[test]
fn dot_output_renders_with_graphviz() {
    let run = plan(&["--format", "dot"], HERO);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run
        .stdout
        .contains("\"prod/review\" -> \"prod/apply\" [label=\"approval\", style=bold];"));
    assert!(run.stdout.contains("\"dev/review\" [label=\"3. review\\napproval\", style=dashed"));
    let dir = tempfile::tempdir().unwrap();
    let dot_file = dir.path().join("plan.dot");
    std::fs::write(&dot_file, &run.stdout).unwrap();
    let output = Command::new("dot")
        .args(["-Tsvg"])
        .arg(&dot_file)
        .output()
        .expect("Graphviz `dot` is installed (scripts/setup.d/45-graphviz.sh)");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success() && stderr.is_empty(), "dot failed: {stderr}");
    let svg = String::from_utf8(output.stdout).unwrap();
    assert!(svg.contains("<svg"));
    // Every step of both environments is a node, every edge an edge.
    assert_eq!(svg.matches("class=\"node\"").count(), 10, "{svg}");
    assert_eq!(svg.matches("class=\"edge\"").count(), 10, "{svg}");
    assert!(svg.contains("<title>prod/review&#45;&gt;prod/apply</title>"), "{svg}");
}

#[test]
fn mermaid_output_is_a_flowchart() {
    let run = plan(&["--format", "mermaid", "--env", "prod"], HERO);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let expected = "flowchart LR
  subgraph e0 [\"prod\"]
    e0s0[\"1. build<br/>oci.image\"]
    e0s1[\"2. plan<br/>tofu.plan\"]
    e0s2[\"3. review<br/>approval\"]
    e0s3[\"4. apply<br/>tofu.apply\"]
    e0s4[\"5. deploy<br/>k8s.rollout\"]
    e0s0 -->|data| e0s4
    e0s1 -->|data| e0s2
    e0s1 -->|data| e0s3
    e0s2 ==>|approval| e0s3
    e0s3 -->|data| e0s4
  end
";
    assert_eq!(run.stdout, expected);
    let dev = plan(&["--format", "mermaid", "--env", "dev"], HERO);
    assert!(dev.stdout.ends_with("  class e0s2,e0s3,e0s4 skipped\n"), "{}", dev.stdout);
}

#[test]
fn a_directory_means_its_ship_ks_and_warnings_do_not_stop_a_plan() {
    let dir = tempfile::tempdir().unwrap();
    let text = "steps:\n  m: ./m.ts\n    ci-only: true\n";
    std::fs::write(dir.path().join("ship.ks"), text).unwrap();
    let run = keepshipping(
        Path::new("/"),
        &["plan", dir.path().to_str().unwrap(), "--format", "json"],
        None,
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stderr.contains("KS0602"), "{}", run.stderr);
    let value: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(value["plans"][0]["env"], "default");
    assert_eq!(value["plans"][0]["steps"][0]["ci_only"], true);
}

/// ADR 0056: a block use's filled defaults and its inner deploys' rollback are in the human plan, and
/// a key with children is a map in JSON.
#[test]
fn a_block_use_shows_its_defaults_and_its_rollback() {
    let dir = tempfile::tempdir().unwrap();
    let blocks = dir.path().join("blocks");
    std::fs::create_dir(&blocks).unwrap();
    let rollout = |name: &str, rollback: &str| {
        format!("  {name}: k8s.rollout\n    image: inputs.image\n    verify: \"signed-by key:k\"\n    wait: healthy, 5m\n{rollback}")
    };
    let web = format!(
        "block: web-service\ninputs:\n  image: oci.Digest\n  replicas: int = 2\nsteps:\n{}",
        rollout("rollout", "    rollback: manual\n")
    );
    let pair = format!(
        "block: pair\ninputs:\n  image: oci.Digest\nsteps:\n  front: web-service\n    image: inputs.image\n{}",
        rollout("back", "")
    );
    std::fs::write(blocks.join("web.ks"), web).unwrap();
    std::fs::write(blocks.join("pair.ks"), pair).unwrap();
    let text = "steps:\n  build: oci.image\n    from: ./Dockerfile\n  web: web-service\n    image: build.digest\n  big: web-service\n    image: build.digest\n    replicas: 5\n  both: pair\n    image: build.digest\n";
    std::fs::write(dir.path().join("ship.ks"), text).unwrap();
    let run = keepshipping(dir.path(), &["plan"], None);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().map(str::trim).collect();
    let at = |prefix: &str| {
        lines
            .iter()
            .position(|l| l.starts_with(prefix))
            .unwrap_or_else(|| panic!("{prefix}\n{}", run.stdout))
    };
    assert!(lines[at("2. web")].ends_with("rollback manual"), "{}", run.stdout);
    assert_eq!(lines[at("2. web") + 2], "defaults replicas = 2", "{}", run.stdout);
    // A use that writes every input has no defaults line.
    assert!(lines[at("3. big") + 2].starts_with("4. both"), "{}", run.stdout);
    assert!(
        lines[at("4. both")].ends_with("rollback front → rollout manual, back auto"),
        "{}",
        run.stdout
    );

    let value = json(
        &[],
        &HERO
            .replace("      cluster: k8s.Cluster\n", "      cluster: k8s.Cluster\n      db: url\n"),
    );
    let apply = &value["plans"][0]["steps"][3];
    assert_eq!(apply["name"], "apply");
    assert_eq!(
        apply["inputs"]["outputs"],
        serde_json::json!({"cluster": "k8s.Cluster", "db": "url"})
    );
}

/// Issue 42: several files print one JSON document each, and each names its file, so a refused file
/// (no document, its errors on standard error) shifts nothing a reader relies on.
#[test]
fn several_files_print_one_json_document_each_naming_its_file() {
    let good = "keepshipping: 0.1\nname: api\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n";
    let dir = support::site(&[
        ("a/ship.ks", good),
        ("b/ship.ks", "keepshipping: 0.1\nname: \"api\nsteps:\n  build: oci.image\n"),
        ("c/ship.ks", good),
    ]);
    let run = keepshipping(dir.path(), &["plan", "--no-base", "--format", "json"], None);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(run.stderr.contains("b/ship.ks"), "{}", run.stderr);
    let documents: Vec<Value> = serde_json::Deserializer::from_str(&run.stdout)
        .into_iter::<Value>()
        .collect::<Result<_, _>>()
        .unwrap_or_else(|e| panic!("{e}: {}", run.stdout));
    let files: Vec<&str> = documents.iter().map(|d| d["file"].as_str().unwrap()).collect();
    assert_eq!(files, ["a/ship.ks", "c/ship.ks"], "{}", run.stdout);
    assert!(documents.iter().all(|d| d["plans"][0]["env"] == "default"), "{}", run.stdout);
}
