mod support;

use support::{jsonl, Options};

const HERO: &str = "name: api\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n  plan: tofu.plan\n    dir: ./infra\n  review: approval\n    show: plan.destroys\n  apply: tofu.apply\n    plan: plan\n  deploy: k8s.rollout\n    image: build.digest\n    wait: healthy, 5m\n";

#[test]
fn print_hero() {
    let world = "[steps.build]\nduration = \"5m\"\noutputs = { digest = \"sha256:1\" }\n[steps.review]\napproved = true\nby = \"@alice\"\n[steps.deploy]\noutcome = \"failed\"\nreason = \"unhealthy\"\n[steps.deploy.rollback]\nstatus = \"reverted\"\nversion = \"v41\"\n";
    println!("{}", jsonl(HERO, world, &Options::default()));
}
