//! `linguist/languages.yml` in Debian's GitHub Linguist gem (`ruby-github-linguist`, 7.22.1).
//!
//! The gem's `lib/` and `bin/` are copied into a temporary folder, the Keep Shipping entry is appended
//! to its `languages.yml` (with a Kickstart entry claiming `.ks`, as today's Linguist has), and the
//! copied `bin/github-linguist` is run on files in a committed git repository.

use ks_editor_tests::{repo_root, run_ok};
use std::path::{Path, PathBuf};
use std::process::Command;

const SETUP: &str = "scripts/setup.d/30-linguist.sh";

/// Today's Linguist gives `.ks` to Kickstart (and KerboScript); 7.22.1 predates both, so the test adds
/// Kickstart's entry to stand in for it.
const KICKSTART: &str = "Kickstart:
  type: data
  ace_mode: text
  extensions:
  - \".ks\"
  tm_scope: source.kickstart
  language_id: 692635484
";

const ANACONDA_KS: &str = "# Kickstart for a minimal build host
lang en_US.UTF-8
keyboard us
timezone Etc/UTC --utc
rootpw --lock
network --bootproto=dhcp --device=link --activate
bootloader --location=mbr
clearpart --all --initlabel
autopart --type=lvm
reboot

%packages
@core
openssh-server
%end
";

struct Patched {
    _dir: tempfile::TempDir,
    bin: PathBuf,
    repo: PathBuf,
}

fn patched_linguist(attributes: Option<&str>) -> Patched {
    let gem_dir = run_ok(
        Command::new("ruby")
            .args(["-e", "puts Gem::Specification.find_by_name('github-linguist').gem_dir"]),
        SETUP,
    );
    let gem = PathBuf::from(gem_dir.trim());
    let dir = tempfile::tempdir().unwrap();
    let lib = dir.path().join("lib");
    run_ok(
        Command::new("cp").arg("-r").arg(gem.join("lib")).arg(gem.join("bin")).arg(dir.path()),
        SETUP,
    );
    let yml = lib.join("linguist/languages.yml");
    let mut text = std::fs::read_to_string(&yml).unwrap();
    assert!(!text.contains("Keep Shipping"), "the gem already has the entry");
    let entry = std::fs::read_to_string(repo_root().join("linguist/languages.yml")).unwrap();
    text.push_str(&entry);
    text.push_str(KICKSTART);
    std::fs::write(&yml, text).unwrap();
    // The gem reads languages.json when it exists; without it, it reads languages.yml.
    let json = lib.join("linguist/languages.json");
    if json.exists() {
        std::fs::rename(&json, lib.join("linguist/languages.json.orig")).unwrap();
    }

    let repo = dir.path().join("repo");
    let samples = repo_root().join("linguist/samples");
    std::fs::create_dir_all(repo.join("blocks")).unwrap();
    std::fs::create_dir_all(repo.join("billing/blocks")).unwrap();
    std::fs::copy(samples.join("api/ship.ks"), repo.join("ship.ks")).unwrap();
    std::fs::copy(samples.join("billing/blocks/web-service.ks"), repo.join("blocks/web.ks"))
        .unwrap();
    std::fs::copy(samples.join("billing/ship.ks"), repo.join("billing/ship.ks")).unwrap();
    std::fs::copy(
        samples.join("billing/blocks/web-service.ks"),
        repo.join("billing/blocks/web-service.ks"),
    )
    .unwrap();
    std::fs::write(repo.join("anaconda.ks"), ANACONDA_KS).unwrap();
    // A differently cased name, which must not be claimed.
    std::fs::create_dir_all(repo.join("other")).unwrap();
    std::fs::copy(samples.join("api/ship.ks"), repo.join("other/Ship.ks")).unwrap();
    if let Some(attrs) = attributes {
        std::fs::write(repo.join(".gitattributes"), attrs).unwrap();
    }
    let git = |args: &[&str]| {
        run_ok(
            Command::new("git")
                .args(["-c", "user.name=t", "-c", "user.email=t@example.invalid"])
                .args(args)
                .current_dir(&repo),
            "git",
        )
    };
    git(&["init", "-q"]);
    git(&["add", "-A"]);
    git(&["commit", "-q", "-m", "fixture"]);
    Patched { bin: dir.path().join("bin/github-linguist"), _dir: dir, repo }
}

impl Patched {
    /// The `language:` line `github-linguist <file>` prints, run inside the repository.
    fn language(&self, file: &str) -> String {
        let out =
            run_ok(Command::new("ruby").arg(&self.bin).arg(file).current_dir(&self.repo), SETUP);
        out.lines()
            .find_map(|l| l.trim().strip_prefix("language:"))
            .unwrap_or_else(|| panic!("no language line for {file}:\n{out}"))
            .trim()
            .to_string()
    }

    fn breakdown(&self) -> String {
        run_ok(
            Command::new("ruby").arg(&self.bin).arg("--breakdown").current_dir(&self.repo),
            SETUP,
        )
    }
}

fn recipe(name: &str) -> String {
    std::fs::read_to_string(repo_root().join("linguist").join(name)).unwrap()
}

#[test]
fn ship_ks_is_claimed_by_name_and_kickstart_keeps_ks() {
    let l = patched_linguist(None);
    assert_eq!(l.language("ship.ks"), "Keep Shipping");
    assert_eq!(l.language("billing/ship.ks"), "Keep Shipping");
    assert_eq!(l.language("anaconda.ks"), "Kickstart");
    // Without the attribute line a block file is just a .ks file: not claimed.
    assert_eq!(l.language("blocks/web.ks"), "Kickstart");
    // The file name match is exact and case-sensitive.
    assert_eq!(l.language("other/Ship.ks"), "Kickstart");
}

#[test]
fn block_files_with_the_recipe() {
    let l = patched_linguist(Some(&recipe("gitattributes.after-merge")));
    assert_eq!(l.language("blocks/web.ks"), "Keep Shipping");
    assert_eq!(l.language("billing/blocks/web-service.ks"), "Keep Shipping");
    assert_eq!(l.language("ship.ks"), "Keep Shipping");
    assert_eq!(l.language("anaconda.ks"), "Kickstart");
    let breakdown = l.breakdown();
    let listed = section(&breakdown, "Keep Shipping:");
    for f in ["ship.ks", "blocks/web.ks", "billing/ship.ks", "billing/blocks/web-service.ks"] {
        assert!(listed.iter().any(|l| l == f), "{f} missing in\n{breakdown}");
    }
    assert!(!listed.iter().any(|l| l == "anaconda.ks"), "anaconda.ks claimed:\n{breakdown}");
}

#[test]
fn todays_recipe_shows_yaml() {
    let l = patched_linguist(Some(&recipe("gitattributes.today")));
    assert_eq!(l.language("ship.ks"), "YAML");
    assert_eq!(l.language("blocks/web.ks"), "YAML");
    assert_eq!(l.language("billing/blocks/web-service.ks"), "YAML");
    assert_eq!(l.language("anaconda.ks"), "Kickstart");
}

#[test]
fn entry_claims_no_extension() {
    let entry = std::fs::read_to_string(repo_root().join("linguist/languages.yml")).unwrap();
    assert!(!entry.contains("extensions"), "D20: no extensions");
    assert!(entry.contains("  - ship.ks\n"));
    assert!(entry.contains("tm_scope: source.keepshipping"));
    assert!(sample_files().len() >= 3);
}

/// The samples must be valid Keep Shipping: no error diagnostics from the reference parser.
#[test]
fn samples_parse_without_errors() {
    for f in sample_files() {
        let text = std::fs::read_to_string(&f).unwrap();
        let parse = ks_lang::parse(&text);
        assert!(!parse.has_errors(), "{}: {:?}", f.display(), parse.diagnostics());
    }
}

fn sample_files() -> Vec<PathBuf> {
    fn walk(d: &Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out)
            } else if p.extension().is_some_and(|x| x == "ks") {
                out.push(p)
            }
        }
    }
    let mut v = Vec::new();
    walk(&repo_root().join("linguist/samples"), &mut v);
    v
}

/// The file names listed under a heading of `--breakdown` output.
fn section(breakdown: &str, heading: &str) -> Vec<String> {
    breakdown
        .lines()
        .skip_while(|l| l.trim() != heading)
        .skip(1)
        .take_while(|l| !l.trim().is_empty())
        .map(|l| l.trim().to_string())
        .collect()
}
