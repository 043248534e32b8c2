//! Reading sources: a path or `-` for stdin, as UTF-8, with one-line errors.

use std::{fmt, io::Read, path::Path};

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

/// The file at `path`, which messages call `name`.
pub fn read_path(path: &Path, name: &str) -> Result<Source, ReadError> {
    let bytes = std::fs::read(path).map_err(|err| ReadError::new(name, describe(&err)))?;
    decode(name.to_string(), bytes)
}

fn decode(name: String, bytes: Vec<u8>) -> Result<Source, ReadError> {
    match String::from_utf8(bytes) {
        Ok(text) => Ok(Source { name, text }),
        Err(err) => {
            let offset = err.utf8_error().valid_up_to();
            let reason = format!("not UTF-8 text (invalid byte at offset {offset})");
            Err(ReadError { message: format!("{name} is {reason}"), reason })
        }
    }
}

fn describe(err: &std::io::Error) -> String {
    match err.kind() {
        std::io::ErrorKind::NotFound => "no such file".to_string(),
        std::io::ErrorKind::PermissionDenied => "permission denied".to_string(),
        std::io::ErrorKind::IsADirectory => "it is a directory".to_string(),
        _ => err.to_string(),
    }
}
