//! Fixes restore what a slip broke (issue 28, ADR 0066): generated clean workflows, written with odd
//! spacing and comments, get slips injected — a step name, an output, a kind, an environment and an
//! input key misspelt, a run-time output read bare, the header left out (checked as in CI) — and
//! `fix` with the unsafe fixes restores the file before the slips, byte for byte. Fixing is
//! idempotent, and no fix adds a diagnostic (the fix is never refused as adding one).

use ks_core::{fix, CheckOptions};
use ks_lang::Applicability;
use proptest::prelude::*;

/// The deploy steps' names (far apart, so a slip has one closest name).
const NAMES: [&str; 4] = ["web", "api", "worker", "cron"];

/// One deploy step: its environment, the slips injected into it, and its layout.
#[derive(Clone, Debug)]
struct Deploy {
    env: &'static str,
    /// One bit per entry of [`SLIPS`].
    slips: u8,
    /// Spaces after `image:`.
    spaces: usize,
    comment: bool,
}

/// `(clean, slipped)` text of a deploy step; each slip is one edit a did-you-mean (or `.out.`)
/// undoes.
const SLIPS: [(&str, &str); 6] = [
    ("build.", "biuld."),                   // step name
    (".digest", ".digst"),                  // output
    ("k8s.rollout", "k8s.rolout"),          // kind
    ("infra.out.cluster", "infra.cluster"), // run-time output read bare
    ("    image:", "    imgae:"),           // input key
    ("env is ", "env is ~"),                // environment: see `env_slip`
];

/// The environment misspelt: a transposition or a dropped letter.
fn env_slip(env: &str) -> &'static str {
    match env {
        "prod" => "prd",
        "dev" => "dve",
        _ => "stagign",
    }
}

fn deploy() -> impl Strategy<Value = Deploy> {
    (prop::sample::select(vec!["prod", "dev", "staging"]), any::<u8>(), 1usize..4, any::<bool>())
        .prop_map(|(env, slips, spaces, comment)| Deploy {
            env,
            slips: slips & 0b11_1111,
            spaces,
            comment,
        })
}

/// The file, clean (`slipped == false`) or with every deploy's slips, and without its header when
/// `no_header` (the fix pins it again: KS0611, checked as in CI).
fn file(no_header: bool, deploys: &[Deploy], slipped: bool) -> String {
    let mut text = String::new();
    if !(slipped && no_header) {
        text.push_str("keepshipping: 0.1\n");
    }
    text.push_str("name:  api   # odd  spacing\nenvs:\n  dev:\n  prod:\n  staging:\n\nsteps:\n");
    text.push_str(
        "  build: oci.image\n    from: ./Dockerfile\n  plan: tofu.plan\n    dir: ./infra\n",
    );
    text.push_str("  infra: tofu.apply\n    plan: plan\n");
    for (deploy, name) in deploys.iter().zip(NAMES) {
        let mut step = format!(
            "  {name}: k8s.rollout\n    image:{}build.digest{}\n    cluster: infra.out.cluster\n    when: env is {}\n",
            " ".repeat(deploy.spaces),
            if deploy.comment { "  # the image" } else { "" },
            deploy.env,
        );
        if slipped {
            for (bit, (clean, slip)) in SLIPS.iter().enumerate() {
                if deploy.slips & (1 << bit) == 0 {
                    continue;
                }
                let slip = match *slip {
                    "env is ~" => format!("env is {}", env_slip(deploy.env)),
                    slip => slip.to_string(),
                };
                let clean = match *clean {
                    "env is " => format!("env is {}", deploy.env),
                    clean => clean.to_string(),
                };
                step = step.replacen(&clean, &slip, 1);
            }
        }
        text.push_str(&step);
    }
    text
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 192, ..ProptestConfig::default() })]

    #[test]
    fn fixes_restore_the_file_before_the_slips(
        no_header in any::<bool>(),
        deploys in prop::collection::vec(deploy(), 1..=4),
    ) {
        // The header advisory is a CI one.
        let options = CheckOptions::new().with_ci_env(true);
        let clean = file(no_header, &deploys, false);
        let parse = ks_lang::parse(&clean);
        let found = ks_core::check(&parse, &options);
        prop_assert!(found.diagnostics().is_empty(), "the clean file is clean: {:?}", found.diagnostics());

        let slipped = file(no_header, &deploys, true);
        let fixed = fix::fix(&slipped, &options, Applicability::Unsafe);
        let fixed = match fixed {
            Ok(fixed) => fixed,
            Err(refusal) => return Err(TestCaseError::fail(refusal.reason())),
        };
        prop_assert_eq!(&fixed.text, &clean);
        prop_assert!(fixed.remaining.is_empty());
        let slips = deploys.iter().map(|d| d.slips.count_ones() as usize).sum::<usize>()
            + usize::from(no_header);
        prop_assert_eq!(fixed.applied, slips);

        // Idempotent: the fixed file has nothing left to fix.
        let again = fix::fix(&fixed.text, &options, Applicability::Unsafe).unwrap();
        prop_assert_eq!((again.applied, &again.text), (0, &clean));

        // Safe fixes alone restore the safe slips only (`.out.` and the header), and add nothing.
        let safe = fix::fix(&slipped, &options, Applicability::Safe).unwrap();
        let diagnostics_before = ks_core::check(&ks_lang::parse(&slipped), &options).diagnostics().len();
        prop_assert!(safe.remaining.len() <= diagnostics_before);
    }
}
