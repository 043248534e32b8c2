//! `keepshipping run`'s report: the check's diagnostics, then the run log (ks-run starts the run) as
//! JSON Lines or as lines for a person.

use ks_core::{Checked, Context};
use ks_run::{
    log::{Ask, Event as Record, StepEnd},
    Run, StartError,
};

use crate::{Printed, Status, Styles};

/// How to print the log (`--format`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
pub enum Format {
    /// For a person in a terminal.
    Human,
    /// The run log itself (`run.jsonl`, NOTATION §5d).
    Json,
}

/// Prints what came of running the checked `file` (its `text` for the diagnostics): exit 0 when the
/// run succeeded, 1 when it was refused, failed or waits, 2 for a request no run could start from.
pub fn print(
    file: &str,
    text: &str,
    checked: &Checked,
    ran: &Result<Run, StartError>,
    format: Format,
    styles: Styles,
) -> Printed {
    let mut out = Printed::new();
    out.diagnostics(file, text, checked, styles);
    let run = match ran {
        Ok(run) => run,
        Err(err) => {
            out.err(format!("error: {err}\n"));
            return out.ended(Status::Usage);
        }
    };
    out.out(match format {
        Format::Json => ks_run::to_jsonl(&run.records),
        Format::Human => run.records.iter().map(|record| human(&record.event) + "\n").collect(),
    });
    out.ended(if run.succeeded() { Status::Clean } else { Status::Failed })
}

/// A duration of the simulated clock, as the language writes it (`0s`, `1m30s`, `500ms`).
fn clock(ms: u64) -> String {
    if !ms.is_multiple_of(1000) {
        return format!("{ms}ms");
    }
    let (h, m, s) = (ms / 3_600_000, ms / 60_000 % 60, ms / 1000 % 60);
    let mut text = String::new();
    if h > 0 {
        text.push_str(&format!("{h}h"));
    }
    if m > 0 {
        text.push_str(&format!("{m}m"));
    }
    if s > 0 || text.is_empty() {
        text.push_str(&format!("{s}s"));
    }
    text
}

/// One record as a line for a person.
pub fn human(record: &Record) -> String {
    let step =
        |at: &ks_run::log::At| format!("{:>3} {:<12} {:>6}  ", at.number, at.step, clock(at.at));
    match record {
        Record::RunStarted { file, env, actor, context, steps } => format!(
            "run {file}: environment {env}, {actor} on {}, {} steps",
            if *context == Context::Ci.as_str() { "CI" } else { "a local machine" },
            steps.len()
        ),
        Record::RunRefused { reason, message, .. } => {
            format!("run refused ({}): {message}", reason.as_str())
        }
        Record::ConditionSettled { at, when, value } => {
            format!("{}when: {when} is {value}", step(at))
        }
        Record::ApprovalAsked { at, ask } => match ask {
            Ask::Approval => format!("{}approval asked", step(at)),
            Ask::Policy { verb, answer } => {
                format!("{}approval asked: policy says `{answer}` for `{verb}`", step(at))
            }
        },
        Record::ApprovalAnswered { at, approved, by, condition } => {
            let how = if *approved { "approved" } else { "denied" };
            match condition {
                Some(condition) => format!("{}{how} by auto: {condition}", step(at)),
                None => format!("{}{how} by {by}", step(at)),
            }
        }
        Record::StepStarted { at } => format!("{}started", step(at)),
        Record::DecideAnswered { at, answer, confidence } => {
            format!("{}decided {answer} (confidence {confidence})", step(at))
        }
        Record::StepFinished { at, end } => match end {
            StepEnd::Ok(outputs) if outputs.is_empty() => format!("{}ok", step(at)),
            StepEnd::Ok(outputs) => {
                let shown: Vec<String> =
                    outputs.iter().map(|(key, value)| format!("{key} = {value}")).collect();
                format!("{}ok: {}", step(at), shown.join(", "))
            }
            other => {
                format!("{}{}: {}", step(at), other.status(), other.reason().unwrap_or_default())
            }
        },
        Record::RolledBack { at, rollback } => {
            let policy = rollback.policy().as_str();
            let what = match (rollback.version(), rollback.reason()) {
                (Some(version), _) => format!("reverted to {version}"),
                (None, Some(reason)) => format!("failed: {reason}"),
                (None, None) if rollback.status() == ks_core::RollbackStatus::Pending => {
                    "pending: a person decides; the restore is outstanding".to_string()
                }
                (None, None) => "unsupported: the target cannot roll this step back".to_string(),
            };
            format!("{}rollback ({policy}) {what}", step(at))
        }
        Record::RunFinished { status, at } => {
            format!("run {} after {}", status.as_str(), clock(*at))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_simulated_clock_reads_as_durations() {
        assert_eq!(clock(0), "0s");
        assert_eq!(clock(500), "500ms");
        assert_eq!(clock(90_000), "1m30s");
        assert_eq!(clock(3_600_000), "1h");
    }
}
