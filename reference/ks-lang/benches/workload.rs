//! The generated workload of the shared research note `anchors/peer-parser-performance.md` (`../shared/` beside the repository), written three ways with
//! the same content: a Keep Shipping workflow, YAML and TOML. Deterministic (splitmix64, fixed seed).

pub struct SplitMix(u64);

impl SplitMix {
    pub fn new(seed: u64) -> SplitMix {
        SplitMix(seed)
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[(self.next() % items.len() as u64) as usize]
    }
}

const KINDS: &[&str] = &["k8s.rollout", "oci.image", "tofu.plan", "tofu.apply", "approval"];
const STAGES: &[&str] = &["build", "bake", "package", "sign"];
const REGIONS: &[&str] = &["eu-west-1", "us-east-2", "ap-south-1"];
const WORDS: &[&str] = &["deploy", "the", "api", "image", "infra", "prod", "canary", "check"];

pub struct Step {
    name: String,
    comment: String,
    kind: &'static str,
    stage: &'static str,
    region: &'static str,
    replicas: u64,
    canary: bool,
}

/// The steps, without end, from a fixed seed.
fn steps() -> impl Iterator<Item = Step> {
    let mut rng = SplitMix::new(0x5EED);
    (0..).map(move |n| Step {
        name: format!("step-{n}"),
        comment: (0..4).map(|_| rng.pick(WORDS)).collect::<Vec<_>>().join(" "),
        kind: rng.pick(KINDS),
        stage: rng.pick(STAGES),
        region: rng.pick(REGIONS),
        replicas: rng.next() % 9 + 1,
        canary: rng.next().is_multiple_of(2),
    })
}

/// `header`, then one rendering per step until the text reaches `target` bytes.
fn render(target: usize, header: &str, step_text: fn(&Step) -> String) -> String {
    let mut out = String::from(header);
    for step in steps() {
        out.push_str(&step_text(&step));
        if out.len() >= target {
            break;
        }
    }
    out
}

pub fn keepshipping(target: usize) -> String {
    render(target, "keepshipping: 0.1\nname: api\nversion: 3\nsteps:\n", |step| {
        format!(
            "  {}: {}\n    # {}\n    image: {}.digest\n    timeout: 6m15s\n    wait: healthy, 7m\n    script: |\n      echo start {}\n      run --region {}\n      echo done\n    env:\n      region: {}\n      replicas: {}\n      canary: {}\n",
            step.name, step.kind, step.comment, step.stage, step.name, step.region, step.region, step.replicas, step.canary
        )
    })
}

pub fn yaml(target: usize) -> String {
    render(target, "name: api\nversion: 3\nsteps:\n", |step| {
        format!(
            "  - name: {}\n    # {}\n    kind: {}\n    image: {}.digest\n    timeout: 6m15s\n    wait: [healthy, 7m]\n    script: |\n      echo start {}\n      run --region {}\n      echo done\n    env:\n      region: {}\n      replicas: {}\n      canary: {}\n",
            step.name, step.comment, step.kind, step.stage, step.name, step.region, step.region, step.replicas, step.canary
        )
    })
}

pub fn toml(target: usize) -> String {
    render(target, "name = \"api\"\nversion = 3\n", |step| {
        format!(
            "\n[[steps]]\nname = \"{}\"\n# {}\nkind = \"{}\"\nimage = \"{}.digest\"\ntimeout = \"6m15s\"\nwait = [\"healthy\", \"7m\"]\nscript = \"\"\"\necho start {}\nrun --region {}\necho done\n\"\"\"\n[steps.env]\nregion = \"{}\"\nreplicas = {}\ncanary = {}\n",
            step.name, step.comment, step.kind, step.stage, step.name, step.region, step.region, step.replicas, step.canary
        )
    })
}
