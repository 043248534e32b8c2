//! Reading sources: a path or `-` for stdin, as UTF-8, with one-line errors. Files are read through
//! [`ks_host::file`], the one reader: only regular files, a FIFO, socket or device refused without
//! waiting on it, and a link that leads nowhere or back to itself saying so.

use std::{
    fmt,
    io::Read,
    path::{Path, PathBuf},
};

use ks_host::file;
pub use ks_host::file::{describe, special};

/// A source the user named, read into memory.
pub struct Source {
    /// How messages name it: the path as given, or `<stdin>`.
    pub name: String,
    pub text: String,
}

/// Why a source could not be read: always a usage error (exit 2). The message names the source;
/// [`ReadError::reason`] is the why alone.
pub struct ReadError {
    message: String,
    reason: String,
}

impl ReadError {
    fn new(name: &str, reason: String) -> ReadError {
        ReadError { message: format!("cannot read {name}: {reason}"), reason }
    }

    /// Why, in a few words (`no such file`).
    pub fn reason(&self) -> &str {
        &self.reason
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

pub fn read(path: &str) -> Result<Source, ReadError> {
    if path == "-" {
        let mut bytes = Vec::new();
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|err| ReadError::new("standard input", err.to_string()))?;
        return decode("<stdin>".to_string(), bytes);
    }
    read_path(Path::new(path), path)
}

/// A file the run covers: the path to open and the name messages give it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    pub path: PathBuf,
    pub name: String,
    pub seen: Seen,
}

/// What the walk knows of a target before it is read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seen {
    /// Named, or a link, or a special file: reading looks at what it is before opening it.
    Unknown,
    /// Listed as a regular file (not a link): opened without a look first (the opened handle is
    /// still asked), one system call less for each file of a walk.
    Regular,
    /// What the walk could not open (a folder it cannot enter: what it holds is unknown), and why,
    /// in a few words.
    Unreadable(String),
}

/// The text of a file the run covers: what the walk could not open (a folder it cannot enter) is
/// reported as the walk found it; anything else is read.
pub fn read_target(target: &Target) -> Result<Source, ReadError> {
    match &target.seen {
        Seen::Unreadable(reason) => Err(ReadError::new(&target.name, reason.clone())),
        Seen::Regular => read_file(&target.path, &target.name, false),
        Seen::Unknown => read_file(&target.path, &target.name, true),
    }
}

/// The file at `path`, which messages call `name`.
pub fn read_path(path: &Path, name: &str) -> Result<Source, ReadError> {
    read_file(path, name, true)
}

/// [`read_path`]; without a look before the open when the walk listed the file as regular.
fn read_file(path: &Path, name: &str, look_first: bool) -> Result<Source, ReadError> {
    let bytes =
        file::read_bytes(path, look_first).map_err(|reason| ReadError::new(name, reason))?;
    decode(name.to_string(), bytes)
}

fn decode(name: String, bytes: Vec<u8>) -> Result<Source, ReadError> {
    match file::decode(bytes) {
        Ok(text) => Ok(Source { name, text }),
        Err(reason) => Err(ReadError { message: format!("{name} is {reason}"), reason }),
    }
}
