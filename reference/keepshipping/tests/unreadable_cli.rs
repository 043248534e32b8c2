//! What cannot be read is never skipped in silence, and never waited on: the real binary, run as
//! `nobody` (through `setpriv`, so that permission bits count; CI runs as root), over a tree holding
//! every kind of entry that cannot be read — a folder it cannot enter (or even look at), a file it
//! may not read, a link to nothing, a link to itself, a FIFO, a socket, a device, a folder whose
//! `.ignore` is a FIFO — found in a walk and named on the command line, in all four formats; and
//! every command that opens a file by name, given a FIFO, under a deadline that fails the test on a
//! hang.
#![cfg(target_os = "linux")]

#[path = "support/deadline.rs"]
mod deadline;

use std::fs;
use std::os::unix::fs::{symlink, PermissionsExt};
use std::path::Path;

use deadline::{As, Run};

const GOOD: &str = "name: api\n";
/// A file with an error, readable: its diagnostic shows that the run went on past the rest.
const BROKEN: &str = "name: api\nsteps:\n  build:\n    needs: nowhere\n";

const FOLDER: &str = "permission denied (a folder: nothing in it was checked)";
const DENIED: &str = "permission denied";
const DANGLING: &str = "a link to nothing (its target `nowhere.ks` does not exist)";
const LOOP: &str = "a link loop (it leads back to itself, or through too many links)";
const FIFO: &str = "it is a FIFO (named pipe), not a regular file: it was not opened";
const SOCKET: &str = "it is a socket, not a regular file: it was not opened";
const DEVICE: &str = "it is a character device, not a regular file: it was not opened";
/// A folder whose ignore file is a FIFO: the walk would block reading its rules.
const IGNORE_FIFO: &str = "its .ignore is a FIFO (named pipe), not a regular file: it was not \
                           opened; the folder was not walked";

/// Each kind: where it sits in the tree, and what the run says of it. Folders are the ones the walk
/// cannot enter (what they hold is unknown) or walk without blocking, the rest are files with
/// names a walk covers.
const KINDS: [(&str, &str); 11] = [
    ("tree/denied", FOLDER),
    ("tree/shut/blocks", FOLDER),
    ("tree/locked/ship.ks", DENIED),
    ("tree/dangling/blocks/web.ks", DANGLING),
    ("tree/looping/ship.ks", LOOP),
    ("tree/fifo/ship.ks", FIFO),
    ("tree/socket/blocks/web.ks", SOCKET),
    ("tree/device/ship.ks", DEVICE),
    ("tree/ignoring", IGNORE_FIFO),
    ("tree/listed/ship.ks", DENIED),
    ("tree/listed/inner", FOLDER),
];

/// Named on the command line, what differs from a walk: a folder inside one that may be listed but
/// not entered cannot be looked at, so it is a path denied; and a file a walk never meets.
const NAMED_OTHERWISE: [(&str, &str); 2] =
    [("tree/listed/inner", DENIED), ("tree/denied/ship.ks", DENIED)];

/// Each kind as named on the command line, and what the run says of it.
fn named_kinds() -> Vec<(&'static str, &'static str)> {
    let otherwise = |path: &str| NAMED_OTHERWISE.iter().find(|(p, _)| *p == path).map(|(_, w)| *w);
    let walked = KINDS.iter().map(|&(path, why)| (path, otherwise(path).unwrap_or(why)));
    let extra = NAMED_OTHERWISE.iter().copied().filter(|(p, _)| KINDS.iter().all(|(k, _)| k != p));
    walked.chain(extra).collect()
}

/// Whether a kind is a folder (named, it is walked).
fn is_folder(why: &str) -> bool {
    why == FOLDER || why == IGNORE_FIFO
}

/// A tree `nobody` may walk, holding one entry of each kind; with the binary where it can run it.
struct Tree {
    dir: tempfile::TempDir,
    binary: std::path::PathBuf,
    /// Keeps the socket's file bound for the test's life.
    _socket: std::os::unix::net::UnixListener,
}

impl Tree {
    fn new() -> Tree {
        deadline::require_root();
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        let write = |name: &str, text: &str| {
            let path = root.join(name);
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            fs::write(path, text).unwrap();
        };
        write("tree/good/ship.ks", GOOD);
        write("tree/broken/ship.ks", BROKEN);
        write("tree/denied/ship.ks", BROKEN);
        write("tree/shut/ship.ks", GOOD);
        write("tree/shut/blocks/web.ks", "block: web\n");
        write("tree/locked/ship.ks", BROKEN);
        write("tree/looping/.keep", "");
        write("tree/device/.keep", "");
        fs::create_dir_all(root.join("tree/dangling/blocks")).unwrap();
        fs::create_dir_all(root.join("tree/fifo")).unwrap();
        fs::create_dir_all(root.join("tree/socket/blocks")).unwrap();
        symlink("nowhere.ks", root.join("tree/dangling/blocks/web.ks")).unwrap();
        symlink("ship.ks", root.join("tree/looping/ship.ks")).unwrap();
        symlink("/dev/null", root.join("tree/device/ship.ks")).unwrap();
        mkfifo(&root.join("tree/fifo/ship.ks"));
        write("tree/ignoring/ship.ks", BROKEN);
        write("tree/listed/ship.ks", BROKEN);
        write("tree/listed/inner/ship.ks", BROKEN);
        mkfifo(&root.join("tree/ignoring/.ignore"));
        let socket = std::os::unix::net::UnixListener::bind(root.join("tree/socket/blocks/web.ks"))
            .expect("a socket is made");
        // Tempdirs are 0700: open the tree to others, then shut what must be shut.
        open_to_others(root);
        for shut in ["tree/denied", "tree/shut/blocks", "tree/locked/ship.ks"] {
            fs::set_permissions(root.join(shut), fs::Permissions::from_mode(0o000)).unwrap();
        }
        // Listed but not entered: the names show, nothing under them can be looked at.
        fs::set_permissions(root.join("tree/listed"), fs::Permissions::from_mode(0o744)).unwrap();
        let binary = deadline::reachable_binary(root);
        Tree { dir, binary, _socket: socket }
    }

    fn run(&self, who: As, args: &[&str]) -> Run {
        deadline::run(&self.binary, who, self.dir.path(), args)
    }
}

fn mkfifo(path: &Path) {
    let made = std::process::Command::new("mkfifo").arg(path).status().expect("mkfifo runs");
    assert!(made.success(), "mkfifo {}", path.display());
}

/// Every folder and file under `root` (and `root`) readable by others, folders enterable.
fn open_to_others(root: &Path) {
    let mode = |path: &Path| match fs::symlink_metadata(path).unwrap() {
        meta if meta.is_dir() => Some(0o755),
        meta if meta.is_file() => Some(0o644),
        _ => None,
    };
    let mut folders = vec![root.to_path_buf()];
    while let Some(folder) = folders.pop() {
        fs::set_permissions(&folder, fs::Permissions::from_mode(0o755)).unwrap();
        for entry in fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            match mode(&path) {
                Some(0o755) => folders.push(path),
                Some(bits) => fs::set_permissions(&path, fs::Permissions::from_mode(bits)).unwrap(),
                None => {}
            }
        }
    }
}

/// What a run said could not be read: `(file, why)` for each.
type Said = fn(&Run) -> Vec<(String, String)>;

/// The formats `check` prints, and how each says which files could not be read.
const FORMATS: [(&str, Said); 4] =
    [("human", from_human), ("json", from_json), ("sarif", from_sarif), ("github", from_github)];

/// `error: cannot read FILE: WHY` lines on stderr.
fn from_human(run: &Run) -> Vec<(String, String)> {
    run.stderr
        .lines()
        .filter_map(|line| line.strip_prefix("error: cannot read "))
        .map(split)
        .collect()
}

/// `FILE: WHY`, split at the first `: ` after the file (the names here hold none).
fn split(text: &str) -> (String, String) {
    let (file, why) = text.split_once(": ").expect("FILE: WHY");
    (file.to_string(), why.to_string())
}

fn from_json(run: &Run) -> Vec<(String, String)> {
    let value: serde_json::Value = serde_json::from_str(&run.stdout).expect("one JSON document");
    let listed = value["unreadable"].as_array().cloned().unwrap_or_default();
    let text = |v: &serde_json::Value, key: &str| v[key].as_str().expect("a string").to_string();
    listed.iter().map(|v| (text(v, "file"), text(v, "message"))).collect()
}

fn from_sarif(run: &Run) -> Vec<(String, String)> {
    let value: serde_json::Value = serde_json::from_str(&run.stdout).expect("a SARIF log");
    let invocation = &value["runs"][0]["invocations"][0];
    let notes = invocation["toolExecutionNotifications"].as_array().cloned().unwrap_or_default();
    assert_eq!(invocation["executionSuccessful"], notes.is_empty(), "{invocation}");
    let said = |note: &serde_json::Value| {
        assert_eq!(note["level"], "error", "{note}");
        let text = note["message"]["text"].as_str().expect("a message");
        let (file, why) = split(text.strip_prefix("cannot read ").expect("cannot read …"));
        let uri = note["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].as_str();
        assert_eq!(uri, Some(file.as_str()), "{note}");
        (file, why)
    };
    notes.iter().map(said).collect()
}

/// `::error file=FILE,title=unreadable::cannot read FILE: WHY` lines.
fn from_github(run: &Run) -> Vec<(String, String)> {
    let said = |line: &str| {
        let rest = line.strip_prefix("::error file=")?;
        let (file, message) = rest.split_once(",title=unreadable::")?;
        let (named, why) = split(message.strip_prefix("cannot read ")?);
        assert_eq!(named, file, "{line}");
        Some((named, why))
    };
    run.stdout.lines().filter_map(said).collect()
}

fn expected(kinds: &[(&str, &str)]) -> Vec<(String, String)> {
    let mut all: Vec<_> = kinds.iter().map(|(f, why)| (f.to_string(), why.to_string())).collect();
    all.sort();
    all
}

/// `check tree` as `nobody`: every kind is reported in every format, exit 2, and the run goes on
/// over the rest (the broken file's error is reported, the good file counted).
#[test]
fn a_walk_reports_every_entry_it_cannot_read_in_every_format() {
    let tree = Tree::new();
    for (format, unreadable) in FORMATS {
        let run = tree.run(As::Nobody, &["check", "tree", "--no-base", "--format", format]);
        assert_eq!(run.code, 2, "{format}: {run:?}");
        assert_eq!(unreadable(&run), expected(&KINDS), "{format}: {run:?}");
        let output = format!("{}{}", run.stdout, run.stderr);
        assert!(output.contains("tree/broken/ship.ks"), "{format}: the run went on: {run:?}");
        for unread in ["tree/denied/ship.ks", "tree/ignoring/ship.ks", "tree/listed/inner/ship.ks"]
        {
            assert!(!output.contains(unread), "{format}: nothing read in it: {run:?}");
        }
    }
    let human = tree.run(As::Nobody, &["check", "tree", "--no-base"]);
    // good, broken, the shut folder's ship.ks, and the eleven that could not be read.
    assert!(human.stderr.ends_with("1 error, 11 unreadable\n"), "{}", human.stderr);
    assert!(human.stderr.contains("checked 14 files: "), "{}", human.stderr);
}

/// `fmt --check` and `plan` over the same tree say the same of it (plan covers no blocks).
#[test]
fn fmt_and_plan_walks_report_them_too() {
    let tree = Tree::new();
    let run = tree.run(As::Nobody, &["fmt", "--check", "tree"]);
    assert_eq!((run.code, from_human(&run)), (2, expected(&KINDS)), "{run:?}");
    // A rewrite writes nothing when something cannot be read.
    let run = tree.run(As::Nobody, &["fmt", "tree"]);
    assert_eq!((run.code, from_human(&run)), (2, expected(&KINDS)), "{run:?}");
    assert!(run.stderr.ends_with("11 files could not be read; nothing was written\n"), "{run:?}");
    let workflows: Vec<_> = KINDS
        .into_iter()
        .filter(|(file, _)| !file.contains("/blocks/") || file.ends_with("/blocks"))
        .collect();
    let run = tree.run(As::Nobody, &["plan", "tree", "--no-base"]);
    assert_eq!((run.code, from_human(&run)), (2, expected(&workflows)), "{run:?}");
}

/// Each kind named on the command line: refused at once, exit 2, in every format; as `nobody`, so the
/// permission bits count. A file inside a folder `nobody` cannot enter is denied too.
#[test]
fn each_kind_named_is_refused_in_every_format() {
    let tree = Tree::new();
    for (path, why) in named_kinds() {
        for (format, unreadable) in FORMATS {
            let run = tree.run(As::Nobody, &["check", path, "--no-base", "--format", format]);
            assert_eq!(run.code, 2, "{path} {format}: {run:?}");
            assert_eq!(unreadable(&run), expected(&[(path, why)]), "{path} {format}: {run:?}");
        }
    }
}

/// The other commands that read a named file: one line, exit 2, for each kind of file (a folder
/// named is walked; these are the files).
#[test]
fn parse_fmt_plan_and_policy_refuse_each_kind_named() {
    let tree = Tree::new();
    let files = named_kinds().into_iter().filter(|(_, why)| !is_folder(why));
    for (path, why) in files {
        let commands: [&[&str]; 5] = [
            &["parse", path],
            &["fmt", path],
            &["fmt", "--check", path],
            &["plan", path, "--no-base"],
            &["policy", "explain", path, "--no-base"],
        ];
        for args in commands {
            let run = tree.run(As::Nobody, args);
            assert_eq!(run.code, 2, "{args:?}: {run:?}");
            let line = format!("error: cannot read {path}: {why}");
            assert_eq!(run.stderr.lines().next(), Some(line.as_str()), "{args:?}: {run:?}");
        }
    }
}

/// A FIFO given to any command that opens a file by name (and in a walk) is refused, never opened:
/// each run must end within the deadline, which fails the test on a hang. Run as the test's own
/// user too (root), for whom no permission bit stands in the way.
#[test]
fn a_fifo_never_blocks_a_command() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    fs::write(root.join("ship.ks"), GOOD).unwrap();
    fs::create_dir(root.join("walked")).unwrap();
    fs::create_dir(root.join("quiet")).unwrap();
    fs::write(root.join("quiet/ship.ks"), GOOD).unwrap();
    let fifos = ["pipe.ks", "world.toml", "config.toml", "baseline.ks", "walked/ship.ks"];
    for fifo in fifos.iter().chain(&["quiet/.ignore"]) {
        mkfifo(&root.join(fifo));
    }
    let binary = std::path::PathBuf::from(env!("CARGO_BIN_EXE_keepshipping"));
    let named = |flag: &str, file: &str| format!("error: {flag}: cannot read {file}: {FIFO}");
    let refused = format!("error: cannot read pipe.ks: {FIFO}");
    let world = format!("error: cannot read world.toml: {FIFO}");
    let walked = format!("error: cannot read walked/ship.ks: {FIFO}");
    let quiet = format!("error: cannot read quiet: {IGNORE_FIFO}");
    // The walk reads the ignore files of the folders above its root too.
    fs::create_dir_all(root.join("above/below")).unwrap();
    fs::write(root.join("above/below/ship.ks"), GOOD).unwrap();
    mkfifo(&root.join("above/.ignore"));
    let above = format!(
        "error: cannot read above/below: {}/above/.ignore is a FIFO (named pipe), not a regular \
         file: it was not opened; the folder was not walked",
        root.canonicalize().unwrap().display()
    );
    let cases: [(&[&str], String); 16] = [
        (&["parse", "pipe.ks"], refused.clone()),
        (&["parse", "pipe.ks", "--emit", "tokens"], refused.clone()),
        (&["check", "pipe.ks"], refused.clone()),
        (&["check", "walked"], walked.clone()),
        (&["check", "quiet"], quiet.clone()),
        (&["fmt", "--check", "quiet"], quiet),
        (&["check", "above/below"], above.clone()),
        (&["plan", "above/below"], above),
        (&["fmt", "pipe.ks"], refused.clone()),
        (&["fmt", "--check", "pipe.ks"], refused.clone()),
        (&["fmt", "--check", "walked"], walked),
        (&["plan", "pipe.ks"], refused.clone()),
        (&["policy", "explain", "pipe.ks"], refused),
        (&["run", "ship.ks", "--world", "world.toml", "--env", "prod"], world),
        (&["check", "ship.ks", "--config", "config.toml"], named("--config", "config.toml")),
        (&["check", "ship.ks", "--baseline", "baseline.ks"], named("--baseline", "baseline.ks")),
    ];
    for (args, line) in cases {
        let run = deadline::run(&binary, As::Itself, root, args);
        assert_eq!(run.code, 2, "{args:?}: {run:?}");
        assert_eq!(run.stderr.lines().next(), Some(line.as_str()), "{args:?}: {run:?}");
    }
}

/// A workflow named alone reads its `blocks/` folder all the same: a block file there that cannot be
/// read is reported (exit 2) in every format, by `check`, `plan` and `policy explain`, and `run`
/// refuses to start; without it, the use of the block would be judged a use of no block (a
/// warning) and the run pass on what it never read. A block file the walk reported is said once.
#[test]
fn a_workflow_named_alone_reports_the_block_files_it_cannot_read() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    fs::create_dir_all(root.join("site/blocks")).unwrap();
    let uses =
        "steps:\n  build: oci.image\n    from: ./Dockerfile\n  web: web\n    image: build.digest\n";
    fs::write(root.join("site/ship.ks"), uses).unwrap();
    let other = fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/blocks/web-service.ks"
    ));
    fs::write(root.join("site/blocks/other.ks"), other.unwrap().replace("web-service", "other"))
        .unwrap();
    symlink("nowhere.ks", root.join("site/blocks/web.ks")).unwrap();
    fs::write(root.join("world.toml"), "[steps.web]\noutcome = \"ok\"\n").unwrap();
    let binary = deadline::reachable_binary(root);
    let run = |args: &[&str]| deadline::run(&binary, As::Itself, root, args);
    let dangling = [("site/blocks/web.ks", DANGLING)];
    for (format, unreadable) in FORMATS {
        let run = run(&["check", "site/ship.ks", "--no-base", "--format", format]);
        assert_eq!((run.code, unreadable(&run)), (2, expected(&dangling)), "{format}: {run:?}");
    }
    for args in [
        &["check", "site", "--no-base"][..],
        &["plan", "site/ship.ks", "--no-base"],
        &["policy", "explain", "site/ship.ks", "--no-base"],
        &["run", "site/ship.ks", "--no-base", "--world", "world.toml"],
    ] {
        let run = run(args);
        assert_eq!((run.code, from_human(&run)), (2, expected(&dangling)), "{args:?}: {run:?}");
    }
}
