//! Repository runs against a loop of processes, side by side in one run (issue 26):
//!
//! - a generated repository of 1,000 sites (10 steps each, half with a `blocks/` folder, committed so
//!   that the policy base resolves in git): one `keepshipping check sites` against 1,000
//!   `keepshipping check sites/sNNNN` (target: the run at least 20× faster);
//! - the run on 2 threads against 1 (`RAYON_NUM_THREADS`, medians of 15 interleaved rounds; target:
//!   at least 1.6× faster), with every file as its base has it (git reads no copy), with every file
//!   changed (git reads them all), and with the objects packed, as in a clone; beside it, what the
//!   machine allows for the same work (two one-thread runs at once against one);
//! - peak memory of the run at 1,000 sites against 100 (target: at most 2×);
//! - peak memory of a 1.1 MB file with 100,000 unknown keys (100,000 diagnostics) in every format
//!   (target: at most 150 MB each).
//!
//! Peaks are GNU time's maximum resident set (`/usr/bin/time -f %M`). This machine is noisy: read the
//! ratios, and run it alone. `cargo bench -p keepshipping --bench repository`.

use std::{
    path::Path,
    process::{Command, Stdio},
    time::{Duration, Instant},
};

const BIN: &str = env!("CARGO_BIN_EXE_keepshipping");

fn site(index: usize, with_blocks: bool) -> String {
    let mut text =
        format!("keepshipping: 0.1\nname: s{index:04}\nenvs:\n  dev:\n  prod:\nsteps:\n");
    text.push_str("  build: oci.image\n    from: ./Dockerfile\n");
    for step in 1..9 {
        text.push_str(&format!(
            "  test{step}: oci.image\n    from: ./Dockerfile\n    after: build\n"
        ));
    }
    if with_blocks {
        text.push_str("  ship: web\n    image: build.digest\n");
    } else {
        text.push_str("  ship: k8s.rollout\n    image: build.digest\n    wait: healthy, 5m\n");
    }
    text.push_str("policy:\n  agents:\n    can: deploy dev\n");
    text
}

const BLOCK: &str = "keepshipping: 0.1\nblock: web\ninputs:\n  image: oci.Digest\nsteps:\n  roll: k8s.rollout\n    image: inputs.image\n    wait: healthy, 5m\n";

fn git(dir: &Path, args: &[&str]) {
    let status = Command::new("git")
        .current_dir(dir)
        .args(["-c", "user.name=b", "-c", "user.email=b@example.invalid"])
        .args(["-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false"])
        .args(args)
        .stdout(Stdio::null())
        .status()
        .expect("git");
    assert!(status.success(), "git {args:?}");
}

/// `sites` sites committed on `main`; with `changed`, every `ship.ks` then differs from its base copy
/// (a comment added after the commit), so that every base copy is read through git.
fn repository(sites: usize, changed: bool) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for index in 0..sites {
        let site_dir = dir.path().join(format!("sites/s{index:04}"));
        std::fs::create_dir_all(&site_dir).unwrap();
        let with_blocks = index % 2 == 0;
        std::fs::write(site_dir.join("ship.ks"), site(index, with_blocks)).unwrap();
        if with_blocks {
            std::fs::create_dir_all(site_dir.join("blocks")).unwrap();
            std::fs::write(site_dir.join("blocks/web.ks"), BLOCK).unwrap();
        }
    }
    git(dir.path(), &["init", "-q"]);
    git(dir.path(), &["add", "-A"]);
    git(dir.path(), &["commit", "-q", "-m", "sites"]);
    if changed {
        for index in 0..sites {
            let file = dir.path().join(format!("sites/s{index:04}/ship.ks"));
            let text = std::fs::read_to_string(&file).unwrap();
            std::fs::write(file, format!("{text}# changed\n")).unwrap();
        }
    }
    dir
}

/// keepshipping with a clean policy environment; panics unless it exits 0 or 1.
fn keepshipping(dir: &Path, args: &[&str], threads: Option<&str>) -> Command {
    let mut command = Command::new(BIN);
    command.current_dir(dir).args(args).stdout(Stdio::null()).stderr(Stdio::null());
    for var in ["KEEPSHIPPING_BASE", "GITHUB_BASE_REF", "CI", "RAYON_NUM_THREADS"] {
        command.env_remove(var);
    }
    if let Some(threads) = threads {
        command.env("RAYON_NUM_THREADS", threads);
    }
    command
}

fn timed(mut command: Command) -> Duration {
    let start = Instant::now();
    let status = command.status().expect("keepshipping runs");
    assert!(matches!(status.code(), Some(0 | 1)), "{command:?}: {status}");
    start.elapsed()
}

/// The wall time of `copies` one-thread `keepshipping check sites` started together.
fn at_once(dir: &Path, copies: usize) -> Duration {
    let start = Instant::now();
    let children: Vec<_> = (0..copies)
        .map(|_| {
            keepshipping(dir, &["check", "sites"], Some("1")).spawn().expect("keepshipping runs")
        })
        .collect();
    for mut child in children {
        let status = child.wait().unwrap();
        assert!(matches!(status.code(), Some(0 | 1)), "{status}");
    }
    start.elapsed()
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

/// The maximum resident set of `keepshipping ARGS` in KB, from GNU time.
fn peak_kb(dir: &Path, args: &[&str]) -> u64 {
    let report = tempfile::NamedTempFile::new().unwrap();
    let status = Command::new("/usr/bin/time")
        .args(["-f", "%M", "-o"])
        .arg(report.path())
        .arg(BIN)
        .args(args)
        .current_dir(dir)
        .env_remove("CI")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("GNU time at /usr/bin/time (Debian's `time`)");
    assert!(matches!(status.code(), Some(0 | 1)), "{args:?}: {status}");
    let text = std::fs::read_to_string(report.path()).unwrap();
    text.trim().lines().last().unwrap().parse().expect("a number of KB")
}

fn verdict(ok: bool) -> &'static str {
    if ok {
        "ok"
    } else {
        "MISSED"
    }
}

fn main() {
    let big = repository(1000, false);
    let root = big.path();
    // Warm the page cache and the git objects once.
    timed(keepshipping(root, &["check", "sites"], None));

    let run =
        median((0..5).map(|_| timed(keepshipping(root, &["check", "sites"], None))).collect());
    let start = Instant::now();
    for index in 0..1000 {
        let site = format!("sites/s{index:04}");
        let status = keepshipping(root, &["check", &site], None).status().unwrap();
        assert!(matches!(status.code(), Some(0 | 1)), "{site}: {status}");
    }
    let each = start.elapsed();
    let ratio = each.as_secs_f64() / run.as_secs_f64();
    println!(
        "1,000 sites: one run {:.0} ms, a loop of 1,000 processes {:.0} ms: {ratio:.1}x ({} at 20x)",
        run.as_secs_f64() * 1e3,
        each.as_secs_f64() * 1e3,
        verdict(ratio >= 20.0)
    );

    let changed = repository(1000, true);
    timed(keepshipping(changed.path(), &["check", "sites"], None));
    // A CI job checks out a clone, whose objects come packed: git lists the base from one pack
    // instead of a thousand loose tree objects.
    let packed = repository(1000, false);
    git(packed.path(), &["gc", "-q"]);
    timed(keepshipping(packed.path(), &["check", "sites"], None));
    let measures = [
        ("unchanged since the base", root),
        ("every file changed", changed.path()),
        ("unchanged, objects packed as in a clone", packed.path()),
    ];
    for (name, dir) in measures {
        // Interleaved, so that whatever else the machine does (it drops cached pages now and then)
        // falls on all alike. Beside each pair, two one-thread runs at once: the same work twice,
        // sharing nothing, the most two threads can gain for it on this machine (a VM's second
        // vCPU need not double the work done: sha1sum gains 1.45x here, a Python loop 2x).
        let (mut ones, mut twos, mut pairs) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..15 {
            ones.push(timed(keepshipping(dir, &["check", "sites"], Some("1"))));
            twos.push(timed(keepshipping(dir, &["check", "sites"], Some("2"))));
            pairs.push(at_once(dir, 2));
        }
        let (one, two, pair) = (median(ones), median(twos), median(pairs));
        let speedup = one.as_secs_f64() / two.as_secs_f64();
        let most = 2.0 * one.as_secs_f64() / pair.as_secs_f64();
        println!(
            "threads ({name}): 1 thread {:.0} ms, 2 threads {:.0} ms: {speedup:.2}x ({} at 1.6x)",
            one.as_secs_f64() * 1e3,
            two.as_secs_f64() * 1e3,
            verdict(speedup >= 1.6)
        );
        println!(
            "  the machine: two 1-thread runs at once {:.0} ms, so 2 threads gain at most \
             {most:.2}x; the run has {:.0}% of it",
            pair.as_secs_f64() * 1e3,
            100.0 * speedup / most
        );
    }

    let small = repository(100, false);
    let (at_100, at_1000) =
        (peak_kb(small.path(), &["check", "sites"]), peak_kb(root, &["check", "sites"]));
    let growth = at_1000 as f64 / at_100 as f64;
    println!(
        "peak memory: 100 sites {} KB, 1,000 sites {} KB: {growth:.2}x ({} at 2x)",
        at_100,
        at_1000,
        verdict(growth <= 2.0)
    );

    // 100,000 unknown top-level keys: one diagnostic each.
    let file = tempfile::tempdir().unwrap();
    let mut text = String::from("keepshipping: 0.1\nname: big\n");
    for key in 0..100_000 {
        text.push_str(&format!("k{key:06}: x\n"));
    }
    std::fs::write(file.path().join("big.ks"), &text).unwrap();
    println!("a {:.1} MB file with 100,000 diagnostics:", text.len() as f64 / 1e6);
    for format in ["human", "json", "sarif", "github"] {
        let peak = peak_kb(file.path(), &["check", "big.ks", "--no-base", "--format", format]);
        println!(
            "  --format {format:<6} peak {:.0} MB ({} at 150 MB)",
            peak as f64 / 1024.0,
            verdict(peak <= 150 * 1024)
        );
    }
}
