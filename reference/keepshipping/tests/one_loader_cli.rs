//! `check`, `plan` and `policy explain` read the site through one loader (ks-host's
//! `around::load`, issue 26): `plan` refuses exactly what `check` refuses, `.tf` outputs included,
//! and standard input with `--stdin-filename` reads the site of the path it stands for.

mod support;

use std::fs;

use support::keepshipping;

/// A site whose apply reads an output its `.tf` files do not declare (KS0203).
fn site_with_an_undeclared_tf_output() -> tempfile::TempDir {
    let site = tempfile::tempdir().unwrap();
    let dir = site.path();
    fs::create_dir_all(dir.join("infra")).unwrap();
    fs::write(dir.join("infra/main.tf"), "output \"cluster\" {\n  value = \"x\"\n}\n").unwrap();
    fs::write(
        dir.join("ship.ks"),
        "steps:\n  plan: tofu.plan\n    dir: ./infra\n  apply: tofu.apply\n    plan: plan\n  deploy: k8s.rollout\n    image: sha256:abc\n    cluster: apply.out.clustr\n    wait: healthy, 5m\n",
    )
    .unwrap();
    site
}

#[test]
fn plan_refuses_what_check_refuses() {
    let site = site_with_an_undeclared_tf_output();
    let check = keepshipping(site.path(), &["check", "--no-scripts"], None);
    assert_eq!(check.code, 1, "{}", check.stdout);
    assert!(check.stdout.contains("KS0203"), "{}", check.stdout);
    let plan = keepshipping(site.path(), &["plan", "--no-scripts"], None);
    assert_eq!(plan.code, 1, "{}{}", plan.stdout, plan.stderr);
    assert!(plan.stderr.contains("KS0203"), "{}", plan.stderr);
    assert!(plan.stdout.is_empty(), "no plan: {}", plan.stdout);
}

#[test]
fn standard_input_reads_the_site_of_the_path_it_stands_for() {
    let site = tempfile::tempdir().unwrap();
    let dir = site.path();
    fs::create_dir(dir.join("blocks")).unwrap();
    fs::write(
        dir.join("blocks/web.ks"),
        "block: web-service\ninputs:\n  image: oci.Digest\nsteps:\n  run: ./run.ts\n",
    )
    .unwrap();
    let text = b"steps:\n  web: web-service\n    image: sha256:abc\n";
    let elsewhere = tempfile::tempdir().unwrap();
    // Without a name, standard input has no site: the block is an unknown kind.
    let bare = keepshipping(elsewhere.path(), &["check", "-", "--no-scripts"], Some(text));
    assert!(bare.stdout.contains("KS0603"), "{}", bare.stdout);
    let named = dir.join("ship.ks");
    let args = ["check", "-", "--no-scripts", "--stdin-filename", named.to_str().unwrap()];
    let run = keepshipping(elsewhere.path(), &args, Some(text));
    assert_eq!(run.code, 0, "{}{}", run.stdout, run.stderr);
    // Messages name the path standard input stands for.
    let misspelt = b"steps:\n  web: web-service\n    imag: sha256:abc\n";
    let run = keepshipping(elsewhere.path(), &args, Some(misspelt));
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert!(run.stdout.contains(named.to_str().unwrap()), "{}", run.stdout);
    // The name is only for standard input.
    let wrong = keepshipping(dir, &["check", "ship.ks", "--stdin-filename", "x.ks"], None);
    assert_eq!(wrong.code, 2, "{}", wrong.stderr);
}
