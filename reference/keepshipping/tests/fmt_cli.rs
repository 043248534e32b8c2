//! `keepshipping fmt` on real files in temporary directories: exit codes, in-place writes, `--check`
//! diffs, standard input, refusals, and the files it must not touch.
//!
//! The `--check` diff is an insta snapshot (`tests/snapshots/`); after a deliberate change, review
//! and accept it with `INSTA_UPDATE=always cargo test -p keepshipping --test fmt_cli` (insta never
//! writes snapshots when `CI` is set).

use std::collections::hash_map::DefaultHasher;
use std::fs;
use std::hash::{Hash, Hasher};
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

mod support;

use support::keepshipping;

const MESSY: &str = "name:   api\nsteps:\n    deploy:  k8s.rollout\n        image: build.digest     # oci.Digest   \n        wait:  healthy ,5m\n\n\n";
const CANONICAL: &str =
    "name: api\nsteps:\n  deploy: k8s.rollout\n    image: build.digest # oci.Digest\n    wait: healthy, 5m\n";
const BROKEN: &str = "name:   api\nsteps:\n  deploy: (a\n";

fn hash(path: &Path) -> u64 {
    let mut hasher = DefaultHasher::new();
    fs::read(path).unwrap().hash(&mut hasher);
    hasher.finish()
}

fn write(dir: &Path, name: &str, text: impl AsRef<[u8]>) -> std::path::PathBuf {
    let path = dir.join(name);
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent).unwrap();
    }
    fs::write(&path, text).unwrap();
    path
}

/// Names in `dir` that are not the given files: temporary files left behind, for instance.
fn leftovers(dir: &Path, expected: &[&str]) -> Vec<String> {
    fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| !expected.contains(&name.as_str()))
        .collect()
}

#[test]
fn formats_ship_ks_in_place_by_default_and_exits_0() {
    let dir = tempfile::tempdir().unwrap();
    let path = write(dir.path(), "ship.ks", MESSY);
    let out = keepshipping(dir.path(), &["fmt"], None);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(fs::read_to_string(&path).unwrap(), CANONICAL);
    assert!(out.stdout.is_empty());
    assert!(leftovers(dir.path(), &["ship.ks"]).is_empty(), "temporary files left behind");
    // A second run has nothing to do.
    let again = keepshipping(dir.path(), &["fmt"], None);
    assert_eq!(again.code, 0);
    assert_eq!(fs::read_to_string(&path).unwrap(), CANONICAL);
    assert!(
        again.stderr.contains("0 files reformatted, 1 file already formatted"),
        "{}",
        again.stderr
    );
}

#[test]
fn a_directory_means_its_ship_ks_and_blocks() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site");
    let ship = write(&site, "ship.ks", MESSY);
    let block = write(&site, "blocks/web.ks", "block:   web\ninputs:\n    image:  oci.Digest\n");
    let other = write(&site, "blocks/notes.txt", "name:   not a workflow\n");
    let nested = write(&site, "other/x.ks", "name:   elsewhere\n");
    let out = keepshipping(dir.path(), &["fmt", "site"], None);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(fs::read_to_string(ship).unwrap(), CANONICAL);
    assert_eq!(fs::read_to_string(block).unwrap(), "block: web\ninputs:\n  image: oci.Digest\n");
    assert_eq!(fs::read_to_string(other).unwrap(), "name:   not a workflow\n");
    assert_eq!(fs::read_to_string(nested).unwrap(), "name:   elsewhere\n");
}

#[test]
fn check_prints_a_unified_diff_writes_nothing_and_exits_1() {
    let dir = tempfile::tempdir().unwrap();
    let path = write(dir.path(), "ship.ks", MESSY);
    write(dir.path(), "blocks/web.ks", "block: web\n");
    let before = hash(&path);
    let out = keepshipping(dir.path(), &["fmt", "--check", "ship.ks", "blocks/web.ks"], None);
    assert_eq!(out.code, 1);
    assert_eq!(hash(&path), before, "--check wrote the file");
    insta::assert_snapshot!("check_diff", out.stdout);
    assert!(out.stderr.contains("1 file would be reformatted, 1 file already formatted"));

    // Once formatted, --check is clean and silent on stdout.
    assert_eq!(keepshipping(dir.path(), &["fmt"], None).code, 0);
    let clean = keepshipping(dir.path(), &["fmt", "--check"], None);
    assert_eq!(clean.code, 0, "{}", clean.stderr);
    assert!(clean.stdout.is_empty());
}

#[test]
fn check_exits_1_for_a_refused_file_too() {
    let dir = tempfile::tempdir().unwrap();
    let path = write(dir.path(), "ship.ks", BROKEN);
    let out = keepshipping(dir.path(), &["fmt", "--check"], None);
    assert_eq!(out.code, 1);
    assert!(out.stdout.is_empty());
    assert!(
        out.stderr.contains("error[KS0008]: unclosed `(`\n --> ship.ks:3:11"),
        "{}",
        out.stderr
    );
    assert_eq!(fs::read_to_string(path).unwrap(), BROKEN);
}

#[test]
fn a_refused_file_stays_byte_identical_and_the_others_are_formatted() {
    let dir = tempfile::tempdir().unwrap();
    let broken = write(dir.path(), "broken.ks", BROKEN);
    let header = write(dir.path(), "newer.ks", "keepshipping: 0.9\nname:   api\n");
    let good = write(dir.path(), "good.ks", MESSY);
    let (broken_hash, header_hash) = (hash(&broken), hash(&header));
    let out = keepshipping(dir.path(), &["fmt", "broken.ks", "newer.ks", "good.ks"], None);
    assert_eq!(out.code, 1);
    assert_eq!(hash(&broken), broken_hash, "the refused file changed");
    assert_eq!(hash(&header), header_hash, "the refused file changed");
    assert_eq!(fs::read_to_string(&good).unwrap(), CANONICAL);
    let err = out.stderr;
    assert!(
        err.contains("error: broken.ks: not formatted: the file does not parse (1 error: KS0008)"),
        "{err}"
    );
    assert!(err.contains("error[KS0008]: unclosed `(`\n --> broken.ks:3:11"), "{err}");
    assert!(err.contains("error: newer.ks: not formatted: format 0.9 is newer"), "{err}");
    let newer =
        "error[KS0005]: format 0.9 is newer than this keepshipping reads (up to 0.1)\n --> newer.ks:1:15";
    assert!(err.contains(newer), "{err}");
    assert!(
        err.contains("1 file reformatted, 0 files already formatted, 2 files refused"),
        "{err}"
    );
}

#[test]
fn stdin_is_formatted_to_stdout() {
    let dir = tempfile::tempdir().unwrap();
    let out = keepshipping(dir.path(), &["fmt", "-"], Some(MESSY.as_bytes()));
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(out.stdout, CANONICAL);
    assert!(out.stderr.is_empty());
    assert!(leftovers(dir.path(), &[]).is_empty());
}

#[test]
fn stdin_that_does_not_parse_prints_nothing_and_names_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let out = keepshipping(
        dir.path(),
        &["fmt", "-", "--stdin-filename", "site/ship.ks"],
        Some(BROKEN.as_bytes()),
    );
    assert_eq!(out.code, 1);
    assert!(out.stdout.is_empty(), "stdout: {}", out.stdout);
    let err = out.stderr;
    assert!(err.contains("error: site/ship.ks: not formatted"), "{err}");
    assert!(err.contains("error[KS0008]: unclosed `(`\n --> site/ship.ks:3:11"), "{err}");
}

#[test]
fn stdin_with_check_prints_the_diff() {
    let dir = tempfile::tempdir().unwrap();
    let out = keepshipping(dir.path(), &["fmt", "-", "--check"], Some(b"a:  b\n"));
    assert_eq!(out.code, 1);
    assert_eq!(out.stdout, "--- <stdin>\n+++ <stdin>\n@@ -1 +1 @@\n-a:  b\n+a: b\n");
    let clean = keepshipping(dir.path(), &["fmt", "-", "--check"], Some(b"a: b\n"));
    assert_eq!(clean.code, 0);
    assert!(clean.stdout.is_empty());
}

#[test]
fn command_line_problems_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "ship.ks", MESSY);
    for (args, message) in [
        (&["fmt", "missing.ks"][..], "error: cannot read missing.ks: no such file"),
        (&["fmt", "-", "ship.ks"][..], "cannot be combined"),
        (&["fmt", "--stdin-filename", "x.ks"][..], "--stdin-filename is only used with `-`"),
        (&["fmt", "--no-such-flag"][..], "unexpected argument"),
    ] {
        let out = keepshipping(dir.path(), args, None);
        assert_eq!(out.code, 2, "{args:?}: {}", out.stderr);
        assert!(out.stderr.contains(message), "{args:?}: {}", out.stderr);
        assert!(out.stdout.is_empty());
    }
    // A missing path stops everything: the file that could be formatted is not touched either.
    let out = keepshipping(dir.path(), &["fmt", "ship.ks", "missing.ks"], None);
    assert_eq!(out.code, 2);
    assert_eq!(out.stderr.lines().count(), 1, "{}", out.stderr);
    assert_eq!(fs::read_to_string(dir.path().join("ship.ks")).unwrap(), MESSY);
    // No ship.ks in the current directory.
    let empty = tempfile::tempdir().unwrap();
    let out = keepshipping(empty.path(), &["fmt"], None);
    assert_eq!(out.code, 2);
    assert_eq!(out.stderr, "error: . is a directory without ship.ks or blocks/*.ks\n");
    let out = keepshipping(empty.path(), &["fmt", "."], None);
    assert_eq!(out.code, 2);
    assert_eq!(out.stderr, "error: . is a directory without ship.ks or blocks/*.ks\n");
}

/// `fmt --check` over several files reports each unreadable one and goes on with the rest (exit 2);
/// a rewrite reports them all and writes nothing. A directory is walked as `check` walks it.
#[test]
fn fmt_check_goes_on_past_an_unreadable_file() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "a/ship.ks", MESSY);
    fs::write(dir.path().join("b.ks"), b"name: \xff\n").unwrap();
    write(dir.path(), "c/ship.ks", MESSY);
    write(dir.path(), "c/deep/blocks/x.ks", MESSY);
    let out = keepshipping(dir.path(), &["fmt", "--check", "a", "b.ks", "c"], None);
    assert_eq!(out.code, 2, "{}", out.stderr);
    assert!(out.stderr.contains("error: b.ks is not UTF-8 text"), "{}", out.stderr);
    for file in ["a/ship.ks", "c/ship.ks", "c/deep/blocks/x.ks"] {
        assert!(out.stdout.contains(&format!("+++ {file}")), "{file}: {}", out.stdout);
    }
    assert!(out.stderr.contains("3 files would be reformatted"), "{}", out.stderr);
    let write_run = keepshipping(dir.path(), &["fmt", "a", "b.ks", "c"], None);
    assert_eq!(write_run.code, 2);
    assert!(write_run.stderr.contains("nothing was written"), "{}", write_run.stderr);
    assert_eq!(fs::read_to_string(dir.path().join("a/ship.ks")).unwrap(), MESSY);
}

/// With colour asked for, the diff is coloured as git colours one; without, it is plain.
#[test]
fn the_check_diff_is_coloured_on_request() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "ship.ks", MESSY);
    let plain = keepshipping(dir.path(), &["fmt", "--check"], None);
    assert!(!plain.stdout.contains('\x1b'), "{}", plain.stdout);
    let colored = keepshipping(dir.path(), &["--color", "always", "fmt", "--check"], None);
    assert!(colored.stdout.contains("\x1b[31m-"), "{}", colored.stdout);
    assert!(colored.stdout.contains("\x1b[32m+"), "{}", colored.stdout);
    let stripped = colored.stdout.replace("\x1b[0m", "").replace("\x1b[1m", "");
    let stripped =
        ["\x1b[36m", "\x1b[31m", "\x1b[32m"].iter().fold(stripped, |s, c| s.replace(c, ""));
    assert_eq!(stripped, plain.stdout);
}

/// Tests run as root, where permission bits do not stop a write; fmt checks the bits itself, so a
/// file nobody may write (0444) is reported, for root too, and nothing is written.
#[test]
fn a_read_only_file_that_needs_a_write_exits_2_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let first = write(dir.path(), "a.ks", MESSY);
    let locked = write(dir.path(), "b.ks", MESSY);
    fs::set_permissions(&locked, fs::Permissions::from_mode(0o444)).unwrap();
    let out = keepshipping(dir.path(), &["fmt", "a.ks", "b.ks"], None);
    assert_eq!(out.code, 2, "{}", out.stderr);
    assert_eq!(
        out.stderr,
        "error: cannot write b.ks: the file is read-only; nothing was written\n"
    );
    assert_eq!(fs::read_to_string(&first).unwrap(), MESSY, "a.ks was written");
    assert_eq!(fs::read_to_string(&locked).unwrap(), MESSY);
    assert_eq!(fs::metadata(&locked).unwrap().permissions().mode() & 0o777, 0o444);
    // Read-only is no problem when nothing needs writing, or with --check.
    fs::set_permissions(&locked, fs::Permissions::from_mode(0o644)).unwrap();
    fs::write(&locked, CANONICAL).unwrap();
    fs::set_permissions(&locked, fs::Permissions::from_mode(0o444)).unwrap();
    assert_eq!(keepshipping(dir.path(), &["fmt", "b.ks"], None).code, 0);
    assert_eq!(keepshipping(dir.path(), &["fmt", "--check", "a.ks", "b.ks"], None).code, 1);
}

#[test]
fn a_read_only_directory_exits_2() {
    let dir = tempfile::tempdir().unwrap();
    let sub = dir.path().join("site");
    let path = write(&sub, "ship.ks", MESSY);
    fs::set_permissions(&sub, fs::Permissions::from_mode(0o555)).unwrap();
    let out = keepshipping(dir.path(), &["fmt", "site"], None);
    fs::set_permissions(&sub, fs::Permissions::from_mode(0o755)).unwrap();
    assert_eq!(out.code, 2, "{}", out.stderr);
    assert!(out.stderr.contains("is read-only; nothing was written"), "{}", out.stderr);
    assert_eq!(fs::read_to_string(path).unwrap(), MESSY);
}

#[test]
fn a_file_named_twice_is_formatted_once() {
    let dir = tempfile::tempdir().unwrap();
    let path = write(dir.path(), "ship.ks", MESSY);
    let out = keepshipping(dir.path(), &["fmt", "ship.ks", "./ship.ks", "."], None);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(fs::read_to_string(path).unwrap(), CANONICAL);
}

#[test]
fn a_file_that_is_not_utf8_exits_2_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let good = write(dir.path(), "a.ks", MESSY);
    let bad = write(dir.path(), "b.ks", b"name: caf\xe9\n");
    let before = hash(&bad);
    let out = keepshipping(dir.path(), &["fmt", "a.ks", "b.ks"], None);
    assert_eq!(out.code, 2);
    assert_eq!(
        out.stderr,
        "error: b.ks is not UTF-8 text (invalid byte at offset 9)\n\
         error: 1 file could not be read; nothing was written\n"
    );
    assert_eq!(fs::read_to_string(good).unwrap(), MESSY);
    assert_eq!(hash(&bad), before);
    let out = keepshipping(dir.path(), &["fmt", "-"], Some(b"\xff"));
    assert_eq!(out.code, 2);
    assert!(out.stdout.is_empty());
}

#[test]
fn the_write_keeps_the_mode_and_goes_through_symlinks() {
    let dir = tempfile::tempdir().unwrap();
    let target = write(dir.path(), "real.ks", MESSY);
    fs::set_permissions(&target, fs::Permissions::from_mode(0o640)).unwrap();
    std::os::unix::fs::symlink("real.ks", dir.path().join("ship.ks")).unwrap();
    let out = keepshipping(dir.path(), &["fmt"], None);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(fs::read_to_string(&target).unwrap(), CANONICAL);
    assert_eq!(fs::metadata(&target).unwrap().permissions().mode() & 0o777, 0o640);
    assert!(fs::symlink_metadata(dir.path().join("ship.ks")).unwrap().file_type().is_symlink());
    assert!(leftovers(dir.path(), &["real.ks", "ship.ks"]).is_empty());
}

#[test]
fn crlf_and_bom_are_normalised_on_disk() {
    let dir = tempfile::tempdir().unwrap();
    let path = write(dir.path(), "ship.ks", "\u{feff}name:  api\r\nsteps:\r\n");
    assert_eq!(keepshipping(dir.path(), &["fmt"], None).code, 0);
    assert_eq!(fs::read(path).unwrap(), b"name: api\nsteps:\n");
}

/// A large file where every line changes: the diff's cost grows with lines times changes, so it
/// settles for a coarser diff after a second instead of running for minutes; the diff is still whole.
#[test]
fn check_on_a_large_file_where_every_line_changes() {
    let dir = tempfile::tempdir().unwrap();
    let text: String = (0..200_000).map(|i| format!("k{i}:   v{i}\n")).collect();
    write(dir.path(), "ship.ks", &text);
    let started = std::time::Instant::now();
    let out = keepshipping(dir.path(), &["fmt", "--check"], None);
    let elapsed = started.elapsed();
    assert_eq!(out.code, 1, "{}", out.stderr);
    let removed =
        out.stdout.lines().filter(|l| l.starts_with('-') && !l.starts_with("---")).count();
    let added = out.stdout.lines().filter(|l| l.starts_with('+') && !l.starts_with("+++")).count();
    assert_eq!((removed, added), (200_000, 200_000));
    // Minutes before the timeout; seconds now, even in a debug build on a busy machine.
    assert!(elapsed < std::time::Duration::from_secs(60), "{elapsed:?}");
}
