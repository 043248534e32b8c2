//! The generated workload of the `check` bench and the `check_workload` example (one generator,
//! so the profile and the bench measure the same file).

use std::fmt::Write as _;

/// Steps in groups of six that read each other's outputs the way a real workflow does: a build, a
/// plan, a decide step on the plan, an approval showing the plan and gated by the decision, an apply
/// of the plan, and a verified deploy of the build onto the apply's cluster, ordered after the review
/// and gated to an environment. With `misspell`, every step gets one reference that resolves to
/// nothing (still a well-formed file: only the lookups fail).
pub fn workflow(steps: usize, misspell: bool) -> String {
    let mut text = String::from(
        "keepshipping: 0.1\nname: bench\non: push main, pr\nenvs:\n  dev:\n    on: pr\n  prod:\n    on: push main\n    require-verified: true\nsteps:\n",
    );
    let bad = |good: &str, typo: &str| if misspell { typo.to_string() } else { good.to_string() };
    for i in 0..steps {
        let g = i / 6;
        let _ = match i % 6 {
            0 => write!(
                text,
                "  build{g}: oci.image\n    from: ./Dockerfile\n    tags: \"api-{{{}}}\"\n",
                bad("git.sha", "git.sah")
            ),
            1 => write!(
                text,
                "  plan{g}: tofu.plan\n    dir: ./infra\n    after: {}\n",
                bad(&format!("build{g}"), &format!("biuld{g}"))
            ),
            2 => write!(
                text,
                "  risk{g}: decide\n    input: {}.destroys\n    answers: low | medium | high\n",
                bad(&format!("plan{g}"), &format!("paln{g}"))
            ),
            3 => write!(
                text,
                "  review{g}: approval\n    show: plan{g}.destroys, {}\n    auto: risk{g} is low >= 0.9\n",
                bad(&format!("plan{g}.changes"), &format!("plan{g}.chanegs"))
            ),
            4 => write!(
                text,
                "  apply{g}: tofu.apply\n    plan: plan{g}\n    when: {} == 0\n    outputs:\n      cluster: k8s.Cluster\n",
                bad(&format!("plan{g}.destroys"), &format!("plan{g}.destorys"))
            ),
            _ => write!(
                text,
                "  deploy{g}: k8s.rollout\n    image: {}.digest\n    cluster: apply{g}.out.cluster\n    verify: \"signed-by key:release\"\n    wait: healthy, 5m\n    after: review{g}\n    when: env is prod\n    rollback: auto\n",
                bad(&format!("build{g}"), &format!("biuld{g}"))
            ),
        };
    }
    text
}
