//! Reading sources: a path or `-` for stdin, as UTF-8, with one-line errors.

use std::{fmt, io::Read, path::Path};

/// A source the user named, read into memory.
pub struct Source {
    /// How messages name it: the path as given, or `<stdin>`.
    pub name: String,
    pub text: String,
}

/// Why a source could not be read: always a usage error (exit 2).
pub struct ReadError(String);

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

pub fn read(path: &str) -> Result<Source, ReadError> {
    if path == "-" {
        let mut bytes = Vec::new();
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|err| ReadError(format!("cannot read standard input: {err}")))?;
        return decode("<stdin>".to_string(), bytes);
    }
    let bytes = std::fs::read(Path::new(path))
        .map_err(|err| ReadError(format!("cannot read {path}: {}", describe(&err))))?;
    decode(path.to_string(), bytes)
}

fn decode(name: String, bytes: Vec<u8>) -> Result<Source, ReadError> {
    match String::from_utf8(bytes) {
        Ok(text) => Ok(Source { name, text }),
        Err(err) => {
            let offset = err.utf8_error().valid_up_to();
            Err(ReadError(format!("{name} is not UTF-8 text (invalid byte at offset {offset})")))
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
