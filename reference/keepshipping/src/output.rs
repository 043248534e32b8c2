//! Everything the commands print goes through here, so that a reader who goes away is handled once.
//!
//! When standard output is a pipe whose reader has closed it (`keepshipping parse big.ks | head -1`),
//! writing fails with `BrokenPipe` (Rust ignores `SIGPIPE`, so the process is not killed). That is not
//! an error of the command: output stops quietly, nothing more is written to either stream, and the
//! command still ends with the status its work determined (0 for a clean file). Any other write
//! failure (a full disk, say) is reported once, at the end, as an exit-2 problem.

use std::{
    io::{self, Write},
    sync::{
        atomic::{AtomicU8, Ordering},
        Mutex,
    },
};

const OPEN: u8 = 0;
/// The reader of standard output went away: say nothing more, anywhere.
const CLOSED: u8 = 1;
/// Standard output failed for another reason (kept in `FAILURE`).
const FAILED: u8 = 2;

static STATE: AtomicU8 = AtomicU8::new(OPEN);
static FAILURE: Mutex<Option<String>> = Mutex::new(None);

/// Writes `text` to standard output, unless output has stopped.
pub fn out(text: &str) {
    if text.is_empty() || STATE.load(Ordering::Relaxed) != OPEN {
        return;
    }
    let result = io::stdout().lock().write_all(text.as_bytes());
    if let Err(err) = result {
        stopped(err);
    }
}

/// Writes `text` to standard error, unless the reader of standard output went away. A failure to
/// write to standard error has nowhere to be reported and is ignored.
pub fn err(text: &str) {
    if text.is_empty() || STATE.load(Ordering::Relaxed) == CLOSED {
        return;
    }
    let _ = io::stderr().lock().write_all(text.as_bytes());
}

/// Flushes standard output. Returns the one-line reason when it failed for another reason than a
/// closed pipe, so that `main` can exit 2.
pub fn finish() -> Option<String> {
    if STATE.load(Ordering::Relaxed) == OPEN {
        if let Err(err) = io::stdout().lock().flush() {
            stopped(err);
        }
    }
    FAILURE.lock().ok().and_then(|mut failure| failure.take())
}

fn stopped(err: io::Error) {
    if err.kind() == io::ErrorKind::BrokenPipe {
        STATE.store(CLOSED, Ordering::Relaxed);
    } else {
        STATE.store(FAILED, Ordering::Relaxed);
        if let Ok(mut failure) = FAILURE.lock() {
            failure.get_or_insert_with(|| format!("cannot write to standard output: {err}"));
        }
    }
}

/// Standard output as a writer, for reports written as they go: bytes pass through [`out`], and once
/// output has stopped every write fails, so the writer stops too.
pub struct Stdout;

impl Write for Stdout {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        if STATE.load(Ordering::Relaxed) != OPEN {
            return Err(io::ErrorKind::BrokenPipe.into());
        }
        let result = io::stdout().lock().write_all(bytes);
        match result {
            Ok(()) => Ok(bytes.len()),
            Err(err) => {
                let kind = err.kind();
                stopped(err);
                Err(kind.into())
            }
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}
