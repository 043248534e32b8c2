//! Reading one file as every front end does: only a regular file is read, and what cannot be read
//! says why in a few words. A FIFO, socket or device is refused before any open (opening one can
//! block forever), and the open itself does not wait: a path swapped for a FIFO after the look is
//! opened without blocking and refused by the handle's own answer.

use std::{
    fs::{self, FileType},
    io::Read,
    path::Path,
};

/// The bytes of the regular file at `path`, else why not. `look_first` asks what `path` is before
/// opening it; a walk that listed the file as regular skips that (the handle is asked either way).
pub fn read_bytes(path: &Path, look_first: bool) -> Result<Vec<u8>, String> {
    if look_first {
        regular(path)?;
    }
    let mut file = open(path).map_err(|err| describe(path, &err))?;
    let meta = file.metadata().map_err(|err| describe(path, &err))?;
    refuse_kind(meta.file_type())?;
    let mut bytes = Vec::with_capacity(usize::try_from(meta.len()).unwrap_or(0));
    file.read_to_end(&mut bytes).map_err(|err| describe(path, &err))?;
    Ok(bytes)
}

/// The text of the regular file at `path` (see [`read_bytes`]), else why not.
pub fn read_text(path: &Path) -> Result<String, String> {
    decode(read_bytes(path, true)?)
}

/// `bytes` as UTF-8 text, else where it stops being text.
pub fn decode(bytes: Vec<u8>) -> Result<String, String> {
    String::from_utf8(bytes).map_err(|err| {
        let offset = err.utf8_error().valid_up_to();
        format!("not UTF-8 text (invalid byte at offset {offset})")
    })
}

/// Opens for reading without waiting: on unix with `O_NONBLOCK`, which a regular file's reads
/// ignore and which keeps the open of a FIFO from blocking until a writer comes.
#[cfg(unix)]
fn open(path: &Path) -> std::io::Result<fs::File> {
    use std::os::unix::fs::OpenOptionsExt;
    fs::OpenOptions::new().read(true).custom_flags(libc::O_NONBLOCK).open(path)
}

#[cfg(not(unix))]
fn open(path: &Path) -> std::io::Result<fs::File> {
    fs::File::open(path)
}

/// Whether `path` is a regular file (through links), without opening it; else why not.
pub fn regular(path: &Path) -> Result<(), String> {
    let meta = fs::metadata(path).map_err(|err| describe(path, &err))?;
    refuse_kind(meta.file_type())
}

/// Why `path` must not be opened, when it is a special file (a FIFO, a socket, a device); `None`
/// for a regular file, a folder, or what cannot be looked at (its reader says why).
pub fn special(path: &Path) -> Option<String> {
    let kind = fs::metadata(path).ok()?.file_type();
    if kind.is_dir() {
        return None;
    }
    refuse_kind(kind).err()
}

/// `Err` for anything but a regular file: what it is.
pub fn refuse_kind(kind: FileType) -> Result<(), String> {
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

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    /// A FIFO swapped in after the look is opened without waiting for a writer and refused by what
    /// the handle says it is: the read returns at once.
    #[test]
    fn a_fifo_read_without_a_look_is_refused_not_waited_on() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("ship.ks");
        assert!(std::process::Command::new("mkfifo").arg(&fifo).status().unwrap().success());
        let (sent, got) = std::sync::mpsc::channel();
        std::thread::spawn(move || sent.send(read_bytes(&fifo, false)));
        let answer = got.recv_timeout(std::time::Duration::from_secs(20)).expect("no hang");
        assert_eq!(
            answer.unwrap_err(),
            "it is a FIFO (named pipe), not a regular file: it was not opened"
        );
    }

    #[test]
    fn each_unreadable_kind_in_its_own_words() {
        let dir = tempfile::tempdir().unwrap();
        let (gone, looping) = (dir.path().join("gone.ks"), dir.path().join("loop.ks"));
        std::os::unix::fs::symlink(dir.path().join("missing.ks"), &gone).unwrap();
        std::os::unix::fs::symlink(&looping, &looping).unwrap();
        std::fs::write(dir.path().join("latin1.ks"), b"name: caf\xe9\n").unwrap();
        let reason = read_text(&gone).unwrap_err();
        assert!(reason.starts_with("a link to nothing (its target `"), "{reason}");
        assert!(read_text(&looping).unwrap_err().starts_with("a link loop"));
        assert_eq!(read_text(dir.path()).unwrap_err(), "it is a directory");
        assert_eq!(read_text(&dir.path().join("none.ks")).unwrap_err(), "no such file");
        assert_eq!(
            read_text(&dir.path().join("latin1.ks")).unwrap_err(),
            "not UTF-8 text (invalid byte at offset 9)"
        );
    }
}
