//! Reading sources: a path or `-` for stdin, as UTF-8, with one-line errors. Only regular files are
//! opened: a FIFO, socket or device named (or found) is refused before any open, since opening one
//! can block forever, and a link that leads nowhere or back to itself says so.

use std::{
    fmt,
    fs::{self, FileType},
    io::Read,
    path::{Path, PathBuf},
};

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

/// A file a run covers: what the walk could not open (a folder it cannot enter) is reported as the
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

/// walk found it; anything else is read.
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
    let fail = |reason: String| ReadError::new(name, reason);
    if look_first {
        regular(path).map_err(fail)?;
    }
    let mut file = fs::File::open(path).map_err(|err| fail(describe(path, &err)))?;
    // Asked again of the handle: the path may have been swapped between the look and the open.
    let meta = file.metadata().map_err(|err| fail(describe(path, &err)))?;
    refuse_kind(meta.file_type()).map_err(fail)?;
    let mut bytes = Vec::with_capacity(usize::try_from(meta.len()).unwrap_or(0));
    file.read_to_end(&mut bytes).map_err(|err| fail(describe(path, &err)))?;
    decode(name.to_string(), bytes)
}

/// Whether `path` is a regular file (through links), without opening it; else why not, in a few
/// words.
fn regular(path: &Path) -> Result<(), String> {
    let meta = fs::metadata(path).map_err(|err| describe(path, &err))?;
    refuse_kind(meta.file_type())
}

/// Why `path` must not be opened, when it is a special file (a FIFO, a socket, a device): asked of
/// the files the CLI is named but a library reads (`--config`, `--baseline`), which reports the
/// rest in its own words.
pub fn special(path: &Path) -> Option<String> {
    let kind = fs::metadata(path).ok()?.file_type();
    if kind.is_dir() {
        return None;
    }
    refuse_kind(kind).err()
}

/// `Err` for anything but a regular file: what it is.
fn refuse_kind(kind: FileType) -> Result<(), String> {
    if kind.is_file() {
        return Ok(());
    }
    if kind.is_dir() {
        return Err("it is a directory".to_string());
    }
    let what = special_kind(kind).unwrap_or("a special file");
    Err(format!("it is {what}, not a regular file: it was not opened"))
}

/// The name of a special file's kind (unix: FIFO, socket, device).
#[cfg(unix)]
fn special_kind(kind: FileType) -> Option<&'static str> {
    use std::os::unix::fs::FileTypeExt;
    type Is = fn(&FileType) -> bool;
    const KINDS: [(Is, &str); 4] = [
        (FileType::is_fifo, "a FIFO (named pipe)"),
        (FileType::is_socket, "a socket"),
        (FileType::is_char_device, "a character device"),
        (FileType::is_block_device, "a block device"),
    ];
    KINDS.iter().find(|(is, _)| is(&kind)).map(|(_, name)| *name)
}

#[cfg(not(unix))]
fn special_kind(_: FileType) -> Option<&'static str> {
    None
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

/// Why `path` could not be looked at or read, in a few words. A link that fails says it is one:
/// "no such file" about a name that is listed would puzzle.
pub fn describe(path: &Path, err: &std::io::Error) -> String {
    let is_link = fs::symlink_metadata(path).is_ok_and(|meta| meta.file_type().is_symlink());
    let target = || fs::read_link(path).map(|to| to.display().to_string()).unwrap_or_default();
    match err.kind() {
        std::io::ErrorKind::NotFound if is_link => {
            format!("a link to nothing (its target `{}` does not exist)", target())
        }
        std::io::ErrorKind::NotFound => "no such file".to_string(),
        std::io::ErrorKind::PermissionDenied => "permission denied".to_string(),
        std::io::ErrorKind::IsADirectory => "it is a directory".to_string(),
        // ELOOP's kind, `FilesystemLoop`, is not yet stable to match on; its name is.
        kind if format!("{kind:?}") == "FilesystemLoop" => {
            "a link loop (it leads back to itself, or through too many links)".to_string()
        }
        _ => err.to_string(),
    }
}
