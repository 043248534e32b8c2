//! The benchmark workload (the one of the shared research note `anchors/peer-parser-performance.md` (`../shared/` beside the repository)): a generated
//! workflow as `ship.ks` and as the equivalent YAML, from a fixed seed. Shared by the throughput
//! bench and the `parse_workload` example (which profiles one parse).

use crate::rng::Rng;

const STAGES: &[&str] = &["build", "bake", "pack", "compile", "bundle"];
const KINDS: &[&str] = &["oci.image", "k8s.rollout", "tofu.plan", "tofu.apply", "approval"];
const REGIONS: &[&str] =
    &["eu-west-1-primary", "us-east-2-secondary", "ap-south-1-failover", "eu-central-1-canary"];
const COMMENTS: &[&str] = &[
    "keep the digest pinned to the reviewed build",
    "runs only after the review step has approved it",
    "retries twice before it gives up on the target",
    "owned by the platform team, ask before editing",
];

/// One step's fields, rendered as `ship.ks` and as YAML.
struct Step {
    name: String,
    comment: &'static str,
    kind: &'static str,
    stage: &'static str,
    wait: u64,
    script: [String; 3],
    region: &'static str,
    replicas: u64,
    flag: bool,
}

fn steps(rng: &mut Rng, count: usize) -> Vec<Step> {
    (0..count)
        .map(|i| Step {
            name: format!("step-{i}-{:x}", rng.next() % 0xFFFF),
            comment: rng.pick(COMMENTS),
            kind: rng.pick(KINDS),
            stage: rng.pick(STAGES),
            wait: 1 + rng.next() % 9,
            script: [
                format!("echo starting the work of component {}", rng.next() % 1000),
                format!("make release-target-{} VERBOSE=1", rng.next() % 100),
                format!("echo finished component {} cleanly", rng.next() % 1000),
            ],
            region: rng.pick(REGIONS),
            replicas: 1 + rng.next() % 9,
            flag: rng.next() & 1 == 0,
        })
        .collect()
}

/// The header both forms share, then one rendering per step.
fn render(steps: &[Step], step_text: fn(&Step) -> String) -> String {
    let mut out = String::from("name: workflow\nversion: 1\nsteps:\n");
    for step in steps {
        out.push_str(&step_text(step));
    }
    out
}

fn render_ks(steps: &[Step]) -> String {
    render(steps, |s| {
        format!(
            "  {}:\n    # {}\n    kind: {}\n    image: {}.digest\n    timeout: 6m15s\n    wait: healthy, {}m\n    script: |\n      {}\n      {}\n      {}\n    env:\n      region: {}\n      replicas: {}\n      canary: {}\n",
            s.name, s.comment, s.kind, s.stage, s.wait, s.script[0], s.script[1], s.script[2], s.region, s.replicas, s.flag
        )
    })
}

fn render_yaml(steps: &[Step]) -> String {
    render(steps, |s| {
        format!(
            "  - name: {}\n    # {}\n    kind: {}\n    image: {}.digest\n    timeout: 6m15s\n    wait: [healthy, {}m]\n    script: |\n      {}\n      {}\n      {}\n    env:\n      region: {}\n      replicas: {}\n      canary: {}\n",
            s.name, s.comment, s.kind, s.stage, s.wait, s.script[0], s.script[1], s.script[2], s.region, s.replicas, s.flag
        )
    })
}

/// The smallest workload whose `ship.ks` form reaches `bytes`.
pub fn workload(bytes: usize) -> (String, String) {
    let sample = render_ks(&steps(&mut Rng(0x5EED), 100)).len() / 100;
    let mut count = bytes / sample;
    loop {
        let all = steps(&mut Rng(0x5EED), count);
        let ks = render_ks(&all);
        if ks.len() >= bytes {
            return (ks, render_yaml(&all));
        }
        count += (bytes - ks.len()) / sample + 1;
    }
}

/// A one-character edit in the middle of `text` (a `replicas:` digit changed): the edited text and
/// the edit as tree-sitter wants it.
pub fn one_digit_edit(text: &str) -> (String, tree_sitter::InputEdit) {
    let middle = text.len() / 2;
    let at =
        text[middle..].find("replicas: ").expect("a replicas entry") + middle + "replicas: ".len();
    let mut edited = text.to_owned();
    let digit = if &text[at..=at] == "7" { "8" } else { "7" };
    edited.replace_range(at..=at, digit);
    let row = text[..at].matches('\n').count();
    let column = at - text[..at].rfind('\n').map_or(0, |i| i + 1);
    let edit = tree_sitter::InputEdit {
        start_byte: at,
        old_end_byte: at + 1,
        new_end_byte: at + 1,
        start_position: tree_sitter::Point::new(row, column),
        old_end_position: tree_sitter::Point::new(row, column + 1),
        new_end_position: tree_sitter::Point::new(row, column + 1),
    };
    (edited, edit)
}
