//! The workspace's packaging rules, checked on every member so that a new crate cannot miss them:
//! every member inherits `rust-version` (clippy's incompatible_msrv then holds the code to it); every
//! publishable member inherits `license` and `repository`, has a description and carries both license
//! files (the root's, byte for byte); every path dependency of `[workspace.dependencies]`, and every
//! one a member names directly outside `[dev-dependencies]`, has a version, so that
//! `cargo package --workspace` can package the crates that use it.

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().unwrap()
}

fn manifest(path: &Path) -> toml::Table {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.parse().unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn inherits(package: &toml::Table, key: &str) -> bool {
    package
        .get(key)
        .and_then(|v| v.as_table())
        .and_then(|t| t.get("workspace"))
        .and_then(|w| w.as_bool())
        == Some(true)
}

#[test]
fn every_member_follows_the_packaging_rules() {
    let problems = problems(&root());
    assert!(problems.is_empty(), "packaging rules broken:\n{}", problems.join("\n"));
}

/// A workspace that breaks each rule once is told so, rule by rule.
#[test]
fn a_member_that_breaks_the_rules_is_named() {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path();
    let write = |path: &str, text: &str| {
        let path = root.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
    write(
        "Cargo.toml",
        "[workspace]\nmembers = [\"good\", \"bad\", \"private\"]\n[workspace.package]\n\
         rust-version = \"1.87\"\n[workspace.dependencies]\ngood = { path = \"good\" }\n",
    );
    write("LICENSE-MIT", "mit");
    write("LICENSE-APACHE", "apache");
    let full =
        "version.workspace = true\nedition.workspace = true\nrust-version.workspace = true\n\
                license.workspace = true\n";
    write(
        "good/Cargo.toml",
        &format!(
            "[package]\nname = \"good\"\ndescription = \"a crate that follows every rule\"\n{full}"
        ),
    );
    write("good/LICENSE-MIT", "mit");
    write("good/LICENSE-APACHE", "apache");
    write(
        "bad/Cargo.toml",
        "[package]\nname = \"bad\"\nversion.workspace = true\nedition.workspace = true\n\
         include = [\"src/*\", \"LICENSE-MIT\"]\n",
    );
    write("bad/LICENSE-MIT", "another text");
    write(
        "private/Cargo.toml",
        "[package]\nname = \"private\"\npublish = false\n[dependencies]\n\
         good = { path = \"../good\" }\n[dev-dependencies]\nbad = { path = \"../bad\" }\n",
    );
    let mut got = problems(root);
    got.sort();
    let want = [
        "[workspace.dependencies] good: a version beside its path",
        "bad: LICENSE-APACHE (a link to the root's)",
        "bad: LICENSE-APACHE in `include`",
        "bad: LICENSE-MIT (a link to the root's)",
        "bad: a description",
        "bad: license.workspace = true",
        "bad: rust-version.workspace = true",
        "private: [dependencies] good: a version beside its path",
        "private: rust-version.workspace = true",
    ];
    assert_eq!(got, want);
}

/// Every way the workspace at `root` breaks the packaging rules.
fn problems(root: &Path) -> Vec<String> {
    let workspace = manifest(&root.join("Cargo.toml"));
    let ws = workspace["workspace"].as_table().unwrap();
    let rust_version = ws["package"]["rust-version"].as_str().unwrap();
    assert!(rust_version.split('.').count() >= 2, "rust-version {rust_version}");
    let members: Vec<&str> =
        ws["members"].as_array().unwrap().iter().map(|m| m.as_str().unwrap()).collect();
    let licenses =
        ["LICENSE-MIT", "LICENSE-APACHE"].map(|f| (f, std::fs::read(root.join(f)).unwrap()));
    let mut problems = Vec::new();
    for member in &members {
        let dir = root.join(member);
        let toml = manifest(&dir.join("Cargo.toml"));
        let package = toml["package"].as_table().unwrap();
        let name = package["name"].as_str().unwrap();
        if !inherits(package, "rust-version") {
            problems.push(format!("{name}: rust-version.workspace = true"));
        }
        // `cargo package --workspace` verifies every manifest, unpublished ones included; only
        // dev-dependencies may name a path alone (cargo drops them from the package).
        for section in ["dependencies", "build-dependencies"] {
            let deps = toml.get(section).and_then(|d| d.as_table()).into_iter().flatten();
            for (dep, spec) in deps {
                let spec = spec.as_table();
                if spec.is_some_and(|s| s.contains_key("path") && !s.contains_key("version")) {
                    problems.push(format!("{name}: [{section}] {dep}: a version beside its path"));
                }
            }
        }
        if package.get("publish").and_then(|p| p.as_bool()) == Some(false) {
            continue;
        }
        // No `repository`: the project has no published address yet (ADR 0074).
        for key in ["license", "version", "edition"] {
            if !inherits(package, key) {
                problems.push(format!("{name}: {key}.workspace = true"));
            }
        }
        if package.get("description").and_then(|d| d.as_str()).is_none_or(|d| d.len() < 20) {
            problems.push(format!("{name}: a description"));
        }
        for (file, text) in &licenses {
            if std::fs::read(dir.join(file)).ok().as_ref() != Some(text) {
                problems.push(format!("{name}: {file} (a link to the root's)"));
            }
            let listed = package.get("include").and_then(|i| i.as_array());
            if listed.is_some_and(|list| !list.iter().any(|p| p.as_str() == Some(file))) {
                problems.push(format!("{name}: {file} in `include`"));
            }
        }
    }
    for (dep, spec) in ws["dependencies"].as_table().unwrap() {
        let spec = spec.as_table();
        if spec.is_some_and(|s| s.contains_key("path") && !s.contains_key("version")) {
            problems.push(format!("[workspace.dependencies] {dep}: a version beside its path"));
        }
    }
    problems
}
