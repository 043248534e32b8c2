//! Running the real binary with a deadline (a hang fails the test instead of stalling it), as root
//! or as an unprivileged user through `setpriv`.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How long a command may take before it counts as hung: far beyond any run here, which take
/// milliseconds; it bounds a blocking open, it measures nothing.
const DEADLINE: Duration = Duration::from_secs(20);

/// The user and group `nobody`: no permission a test tree does not grant it.
const NOBODY: &str = "65534";

/// What one run of the binary gave.
#[derive(Debug)]
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Who runs the binary.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum As {
    /// The test's own user (root in CI).
    Itself,
    /// `nobody`, through `setpriv --reuid=65534 --regid=65534 --clear-groups`.
    Nobody,
}

/// Runs `keepshipping ARGS` in `dir` as `who`, with nothing on standard input; panics (after killing
/// it) when it has not exited within the deadline. `binary` is the binary to run (see
/// [`reachable_binary`]).
pub fn run(binary: &Path, who: As, dir: &Path, args: &[&str]) -> Run {
    let mut command = match who {
        As::Itself => Command::new(binary),
        As::Nobody => {
            let mut command = Command::new(setpriv());
            let ids = [format!("--reuid={NOBODY}"), format!("--regid={NOBODY}")];
            command.args(ids).arg("--clear-groups").arg(binary);
            command
        }
    };
    // Off CI whatever runs the tests: under `CI` a file with no format header gets KS0611, which would
    // add to what the tests count.
    let mut child = command
        .env_remove("CI")
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("keepshipping starts");
    // Read on threads, so that a full pipe cannot stall the child while the deadline is watched.
    let drain = |mut pipe: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut text = String::new();
            pipe.read_to_string(&mut text).expect("the output is UTF-8");
            text
        })
    };
    let stdout = drain(Box::new(child.stdout.take().expect("stdout is piped")));
    let stderr = drain(Box::new(child.stderr.take().expect("stderr is piped")));
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("the child can be waited on") {
            break status;
        }
        if started.elapsed() > DEADLINE {
            let _ = child.kill();
            let _ = child.wait();
            panic!("keepshipping {args:?} (as {who:?}) hung: killed after {DEADLINE:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    Run {
        code: status.code().expect("an exit code, not a signal"),
        stdout: stdout.join().expect("the stdout reader ends"),
        stderr: stderr.join().expect("the stderr reader ends"),
    }
}

/// `setpriv`'s path; a clear failure when it is missing (these tests skip nothing).
fn setpriv() -> PathBuf {
    let found = std::env::var_os("PATH")
        .into_iter()
        .flat_map(|path| std::env::split_paths(&path).collect::<Vec<_>>())
        .map(|dir| dir.join("setpriv"))
        .find(|path| path.is_file());
    found.expect(
        "setpriv (util-linux) is needed to run keepshipping as an unprivileged user: install it \
         (apt-get install util-linux) — these tests must not be skipped",
    )
}

/// The binary under test, where `nobody` can run it: in place when every folder above it lets
/// others through, else a copy in `spare` (a folder the test owns, opened to others).
pub fn reachable_binary(spare: &Path) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let built = PathBuf::from(env!("CARGO_BIN_EXE_keepshipping"));
    let others_may_run = |path: &Path, bit: u32| {
        std::fs::metadata(path).is_ok_and(|meta| meta.permissions().mode() & bit == bit)
    };
    let runnable = others_may_run(&built, 0o005);
    if runnable && built.ancestors().skip(1).all(|dir| others_may_run(dir, 0o001)) {
        return built;
    }
    // Only the folders above it are shut: a hard link (a debug binary is large) where the file
    // system allows it; else a copy, opened to others.
    let copy = spare.join("keepshipping");
    if !runnable || std::fs::hard_link(&built, &copy).is_err() {
        std::fs::copy(&built, &copy).expect("the binary is copied where nobody can run it");
        std::fs::set_permissions(&copy, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    copy
}

/// Fails clearly unless the test can make another user: `setpriv` needs root (CI runs as root).
pub fn require_root() {
    let uid = std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            let line = status.lines().find(|line| line.starts_with("Uid:"))?.to_string();
            line.split_whitespace().nth(1).map(str::to_string)
        })
        .unwrap_or_default();
    assert_eq!(
        uid, "0",
        "these tests run keepshipping as `nobody` through setpriv, which needs root (as in CI); \
         run them as root — they must not be skipped"
    );
}
