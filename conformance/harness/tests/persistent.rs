//! The persistent protocol (NOTATION.md §7b), end to end: the reference (`keepshipping conformance
//! --persistent`) graded through it counts what the in-process adapter counts, and an implementation
//! that hangs or crashes on one trial fails that trial while the run goes on with a fresh process.

mod cli;

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

use ks_conformance::persistent::Persistent;
use ks_conformance::runner::{self, Report, Selection, Status};
use ks_conformance::subprocess::Subprocess;
use ks_conformance::{case, suite_dir, Case, Implementation, Level, Outcome};
use ks_conformance_reference::Reference;

fn cases() -> Vec<Case> {
    case::discover(&suite_dir().join("cases")).expect("cases load")
}

fn reference_command() -> String {
    format!("'{}' conformance", cli::keepshipping_binary().display())
}

/// A shell implementation that passes every request line to the reference, except the trial of
/// `case_id` at `level`, on which it runs `misbehave` (`sleep 600`, `exit 9`).
fn wrapped_reference(dir: &Path, case_id: &str, level: Level, misbehave: &str) -> String {
    let script = dir.join("impl.sh");
    let text = format!(
        "while IFS= read -r line; do\n  case \"$line\" in\n    *'\"id\":\"{case_id}\"'*'\"level\":\"{level}\"'*) \
         {misbehave} ;;\n  esac\n  printf '%s\\n' \"$line\"\ndone | {} --persistent\n",
        reference_command()
    );
    std::fs::write(&script, text).expect("write the script");
    format!("sh '{}'", script.display())
}

fn status<'a>(report: &'a Report, id: &str) -> &'a Status {
    &report.results.iter().find(|r| r.id == id).unwrap_or_else(|| panic!("no trial {id}")).status
}

#[test]
fn the_reference_graded_persistently_counts_what_the_in_process_adapter_counts() {
    let command = reference_command();
    let cases = cases();
    let none = BTreeSet::new();
    let in_process = runner::run(&Reference, &cases, &Selection::default(), &none, 2);
    let persistent = Persistent::new(command.clone());
    let hello = persistent.hello().expect("the reference greets");
    assert_eq!(hello.levels, Level::ALL.to_vec());
    let over_protocol = runner::run(&persistent, &cases, &Selection::default(), &none, 2);
    assert_eq!(in_process.by_level(), over_protocol.by_level());
    assert_eq!(in_process.failed_ids(), over_protocol.failed_ids());
    assert_eq!(over_protocol.total().failed, 0, "{:?}", over_protocol.failed_ids());
    assert!(over_protocol.total().passed >= 1900);
    // One process per job, for the whole suite.
    assert!(persistent.processes_started() <= 2, "{}", persistent.processes_started());

    // The same through `ks-conformance run --persistent`: its closing lines are the in-process summary.
    let out = Command::new(env!("CARGO_BIN_EXE_ks-conformance"))
        .args(["run", "--jobs", "2", "--persistent", "--impl", &command])
        .output()
        .expect("run ks-conformance");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "ks-conformance run --persistent failed:\n{stdout}");
    assert!(stdout.ends_with(&in_process.summary()), "{stdout}\nwant:\n{}", in_process.summary());
}

#[test]
fn a_trial_that_hangs_is_failed_and_the_run_goes_on() {
    let cases = cases();
    let some = &cases[..4];
    let level = some[1].asserted_levels()[0];
    let dir = tempfile::tempdir().expect("tempdir");
    let command = wrapped_reference(dir.path(), &some[1].id, level, "sleep 600");
    let imp = Persistent::new(command).with_timeout(Duration::from_secs(5));
    let report = runner::run(&imp, some, &Selection::default(), &BTreeSet::new(), 1);
    let stuck = runner::trial_id(&some[1].id, level);
    assert!(
        matches!(status(&report, &stuck), Status::Failed(m) if m.contains("timed out")),
        "{:?}",
        status(&report, &stuck)
    );
    assert_eq!(report.failed_ids(), vec![stuck.as_str()]);
    assert_eq!(report.total().passed, report.results.len() - 1);
    // The stuck process was killed and one fresh process took the trials after it.
    assert_eq!(imp.processes_started(), 2);
}

#[test]
fn a_crash_fails_its_trial_and_restarts_the_implementation() {
    let cases = cases();
    let some = &cases[..4];
    let level = some[2].asserted_levels()[0];
    let dir = tempfile::tempdir().expect("tempdir");
    let command = wrapped_reference(dir.path(), &some[2].id, level, "echo dying >&2; exit 9");
    let imp = Persistent::new(command);
    let report = runner::run(&imp, some, &Selection::default(), &BTreeSet::new(), 1);
    let crashed = runner::trial_id(&some[2].id, level);
    assert!(
        matches!(status(&report, &crashed), Status::Failed(m) if m.contains("instead of answering")),
        "{:?}",
        status(&report, &crashed)
    );
    assert_eq!(report.failed_ids(), vec![crashed.as_str()]);
    assert_eq!(report.total().passed, report.results.len() - 1);
    assert_eq!(imp.processes_started(), 2);
}

#[test]
fn a_protocol_version_not_spoken_is_refused_on_both_sides() {
    // The runner refuses an implementation that greets with another version (exit 2, no run).
    let other = r#"read -r greeting; echo '{"type":"hello","protocol":2,"levels":["cst"]}'; cat >/dev/null; :"#;
    let out = Command::new(env!("CARGO_BIN_EXE_ks-conformance"))
        .args(["run", "--persistent", "--impl", other])
        .output()
        .expect("run ks-conformance");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("it speaks protocol 2, this runner 1"), "{stderr}");

    // The reference refuses a runner's greeting of another version, and stops.
    let mut child = Command::new(cli::keepshipping_binary())
        .args(["conformance", "--persistent"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("start the reference");
    use std::io::Write as _;
    let mut stdin = child.stdin.take().expect("stdin");
    writeln!(stdin, r#"{{"type":"hello","protocol":99,"suite":"0"}}"#).expect("greet");
    let out = child.wait_with_output().expect("the reference stops");
    let reply: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON line back");
    assert_eq!(reply["type"], "error", "{reply}");
    assert!(reply["message"].as_str().unwrap_or_default().contains("99"), "{reply}");
}

#[test]
fn both_protocols_answer_alike_for_input_that_is_not_utf8() {
    // No case has such an input; the persistent protocol carries it as `input_bytes`.
    let command = reference_command();
    let (persistent, per_trial) = (Persistent::new(command.clone()), Subprocess::new(command));
    for bytes in [&b"a: 1\n\xff\n"[..], b"\xfe", b"a: 1\nb\n"] {
        let answer = persistent.parse(bytes);
        assert_eq!(answer, per_trial.parse(bytes), "{bytes:?}");
        assert!(matches!(answer, Outcome::Rejected(_)), "{bytes:?}: {answer:?}");
    }
    assert_eq!(persistent.processes_started(), 1);
}
