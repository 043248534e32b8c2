//! `keepshipping check` reads the site around the file (issue 17): a plan's `.tf` outputs and a script
//! module's declared outputs, run by the machine's node; `--no-scripts` imports nothing; a second check
//! reads the cache.

use std::{fs, path::Path, process::Command};

fn check(dir: &Path, args: &[&str]) -> (i32, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_keepshipping"))
        .current_dir(dir)
        .arg("check")
        .args(args)
        .env_remove("CI")
        .env_remove("KEEPSHIPPING_NODE")
        .output()
        .expect("keepshipping runs");
    (output.status.code().unwrap_or(-1), String::from_utf8_lossy(&output.stdout).into_owned())
}

const SHIP: &str = "steps:\n  build: oci.image\n    from: ./Dockerfile\n  plan: tofu.plan\n    dir: ./infra\n  apply: tofu.apply\n    plan: plan\n  migrate: ./ship/migrate.ts\n  deploy: k8s.rollout\n    image: build.digest\n    cluster: apply.out.clustr\n    wait: healthy, 5m\n    when: migrate.aplied > 0\n";

#[test]
fn check_reads_tf_outputs_and_script_modules_beside_the_file() {
    let site = tempfile::tempdir().unwrap();
    let dir = site.path();
    fs::create_dir_all(dir.join("infra")).unwrap();
    fs::create_dir_all(dir.join("ship")).unwrap();
    fs::write(dir.join("ship.ks"), SHIP).unwrap();
    fs::write(
        dir.join("infra/main.tf"),
        "output \"cluster\" {\n  value = { endpoint = \"https://k\", ca = \"x\", auth = \"eks\" }\n}\n",
    )
    .unwrap();
    fs::write(
        dir.join("ship/migrate.ts"),
        "import { step, int } from '@keepshipping/sdk';\nexport default step({ outputs: { applied: int() } });\n",
    )
    .unwrap();
    // --no-scripts: the module is not imported, so only the .tf read is reported.
    let (code, out) = check(dir, &["--no-scripts", "--format", "json"]);
    assert_eq!(code, 1, "{out}");
    assert_eq!(out.matches("KS0203").count(), 1, "{out}");
    assert!(out.contains("clustr") && !out.contains("aplied"), "{out}");
    assert!(!dir.join(".keepshipping").exists());
    // Checked from elsewhere, the file's directory is the site; the module is imported and cached.
    let (code, out) = check(dir.parent().unwrap(), &[dir.join("ship.ks").to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("./ship/migrate.ts") && out.contains("aplied"), "{out}");
    assert_eq!(fs::read_dir(dir.join(".keepshipping/cache/scripts")).unwrap().count(), 1);
    // The cached schema is read even with --no-scripts.
    let (_, out) = check(dir, &["--no-scripts"]);
    assert!(out.contains("aplied"), "{out}");
}
