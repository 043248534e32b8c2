//! `keepshipping fmt [PATH...] [--check]`, `keepshipping fmt - [--stdin-filename NAME]`
//!
//! Formats files in place with `ks-fmt` (decision D6), or shows the change as a unified diff
//! (`--check`), or formats standard input to standard output (`-`).
//!
//! Exit codes (D7, GAP-16): 0 when every file is formatted (or, with `--check`, already was); 1 when a
//! file was refused (it is left byte-identical and the others are still formatted), when `--check`
//! finds a change, or when a file changed on disk while it was being formatted; 2 for a command-line
//! problem or a file that cannot be read or written (missing, unreadable, not UTF-8, read-only), in
//! which case nothing at all is written.
//!
//! Writes are atomic: the new text goes to a temporary file in the same directory, which takes the
//! old file's permissions and is renamed over it, after checking that the file still holds the bytes
//! that were read. A file is read-only when its permission bits grant no write to anyone, or when it
//! cannot be opened for writing: the bits are checked too because `root` can write any file, and a
//! formatter that silently rewrote a file its owner marked read-only would be surprising.

use std::{
    fs,
    io::{Read, Write},
    path::{Path, PathBuf},
    sync::Arc,
};

use ks_fmt::Refusal;
use ks_host::config::{Flags, Resolver};

use crate::{input, output, render, walk, Outcome};

#[derive(clap::Args)]
pub struct Args {
    /// Files or directories to format (a directory means every `ship.ks` and `blocks/*.ks` under it,
    /// less ignored and hidden folders), or `-` for standard input. Default: the current directory.
    paths: Vec<String>,
    /// Leave out of directory walks the paths this glob matches (repeatable), besides what the
    /// configuration's `exclude` leaves out.
    #[arg(long, value_name = "GLOB")]
    exclude: Vec<String>,
    /// Read this configuration file for every path instead of the `keepshipping.toml` nearest each
    /// (only its `exclude` matters to `fmt`).
    #[arg(long, value_name = "FILE", conflicts_with = "isolated")]
    config: Option<PathBuf>,
    /// Read no configuration file.
    #[arg(long)]
    isolated: bool,
    /// Write nothing: print what would change as a unified diff and exit 1 if anything would.
    #[arg(long)]
    check: bool,
    /// With `-`: the name to use for standard input in messages.
    #[arg(long, value_name = "NAME")]
    stdin_filename: Option<String>,
    /// Rewrite the files to the current format instead of formatting them: pin the
    /// `keepshipping:` header, migrate a file on an older format, and refuse (leaving the file
    /// untouched) what cannot be rewritten mechanically. With `--check`, show the diff only.
    #[arg(long)]
    upgrade: bool,
}

pub fn run(args: Args) -> Outcome {
    if args.upgrade && args.paths.iter().any(|p| p == "-") {
        eprintln!("error: --upgrade rewrites files in place; it does not read standard input");
        return Outcome::Usage;
    }
    if args.paths.iter().any(|p| p == "-") {
        if args.paths.len() > 1 {
            eprintln!("error: `-` (standard input) cannot be combined with other paths");
            return Outcome::Usage;
        }
        return stdin(&args);
    }
    if args.stdin_filename.is_some() {
        eprintln!("error: --stdin-filename is only used with `-` (standard input)");
        return Outcome::Usage;
    }
    let paths = if args.paths.is_empty() { vec![".".to_string()] } else { args.paths.clone() };
    let files = match expand(&paths, &args.exclude, args.config.as_deref(), args.isolated) {
        Ok(files) => files,
        Err(message) => {
            eprintln!("error: {message}");
            return Outcome::Usage;
        }
    };

    // Read everything first. Every file that cannot be read is reported; `--check` goes on with the
    // rest, a rewrite writes nothing at all.
    let mut sources = Vec::with_capacity(files.len());
    let mut unreadable = 0usize;
    for file in &files {
        match input::read_target(file) {
            Ok(source) => sources.push(source),
            Err(err) => {
                eprintln!("error: {err}");
                unreadable += 1;
            }
        }
    }
    if unreadable > 0 && !args.check {
        eprintln!("error: {} could not be read; nothing was written", files_word(unreadable));
        return Outcome::Usage;
    }
    let finished = |outcome: Outcome| if unreadable > 0 { Outcome::Usage } else { outcome };

    if args.upgrade {
        return finished(upgrade(&sources, args.check));
    }

    let mut outcome = Outcome::Clean;
    let mut changes = Vec::new();
    let (mut unchanged, mut refused) = (0usize, 0usize);
    for source in &sources {
        match ks_fmt::format(&source.text) {
            Ok(formatted) if formatted == source.text => unchanged += 1,
            Ok(formatted) => changes.push((source, formatted)),
            Err(refusal) => {
                report_refusal(&source.name, &source.text, &refusal);
                refused += 1;
                outcome = Outcome::Failed;
            }
        }
    }

    if args.check {
        for (source, formatted) in &changes {
            output::out(&diff(&source.name, &source.text, formatted));
        }
        if !changes.is_empty() {
            outcome = Outcome::Failed;
        }
        output::err(&format!(
            "fmt --check: {} would be reformatted, {} already formatted, {} refused\n",
            files_word(changes.len()),
            files_word(unchanged),
            files_word(refused)
        ));
        return finished(outcome);
    }

    // Every file that needs a write must be writable before the first write.
    for (source, _) in &changes {
        if let Err(message) = writable(Path::new(&source.name)) {
            eprintln!("error: cannot write {}: {message}; nothing was written", source.name);
            return Outcome::Usage;
        }
    }
    let mut written = 0usize;
    for (source, formatted) in &changes {
        match write_atomically(
            Path::new(&source.name),
            source.text.as_bytes(),
            formatted.as_bytes(),
        ) {
            Ok(()) => written += 1,
            Err(WriteError::ChangedOnDisk) => {
                eprintln!(
                    "error: {} changed on disk while it was being formatted; it was not overwritten",
                    source.name
                );
                outcome = Outcome::Failed;
            }
            Err(WriteError::Io(message)) => {
                eprintln!("error: cannot write {}: {message}", source.name);
                outcome = Outcome::Failed;
            }
        }
    }
    eprintln!(
        "fmt: {} reformatted, {} already formatted, {} refused",
        files_word(written),
        files_word(unchanged),
        files_word(refused)
    );
    outcome
}

/// `fmt -`: standard input to standard output; with `--check`, the diff instead.
fn stdin(args: &Args) -> Outcome {
    let mut bytes = Vec::new();
    if let Err(err) = std::io::stdin().read_to_end(&mut bytes) {
        eprintln!("error: cannot read standard input: {err}");
        return Outcome::Usage;
    }
    let name = args.stdin_filename.clone().unwrap_or_else(|| "<stdin>".to_string());
    let text = match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(err) => {
            let offset = err.utf8_error().valid_up_to();
            eprintln!("error: {name} is not UTF-8 text (invalid byte at offset {offset})");
            return Outcome::Usage;
        }
    };
    if !args.check {
        return render::emit(ks_report::fmt::stdin(&name, &text, render::styles()));
    }
    match ks_fmt::format(&text) {
        Ok(formatted) if formatted == text => Outcome::Clean,
        Ok(formatted) => {
            output::out(&diff(&name, &text, &formatted));
            Outcome::Failed
        }
        Err(refusal) => {
            report_refusal(&name, &text, &refusal);
            Outcome::Failed
        }
    }
}

fn report_refusal(name: &str, text: &str, refusal: &Refusal) {
    output::err(&ks_report::fmt::refusal(name, text, refusal, render::styles().stderr));
}

fn files_word(n: usize) -> String {
    format!("{n} file{}", if n == 1 { "" } else { "s" })
}

/// `fmt --upgrade`: every file to the current format (`ks_migrate::upgrade`), written like a format
/// (all files checked writable first, then atomic writes), or shown as a diff with `--check`. A file
/// that is refused — a leftover the migration could not decide, a header this build cannot read, a
/// result that fails verification — is listed one reason per line as `path:line:col: reason` and left
/// byte-identical; the others are still upgraded. Exit 1 when a file was refused (or, with
/// `--check`, when one would change); a file already on the current format is a no-op.
fn upgrade(sources: &[input::Source], check: bool) -> Outcome {
    let mut outcome = Outcome::Clean;
    let mut changes = Vec::new();
    let (mut current, mut refused) = (0usize, 0usize);
    for source in sources {
        match ks_migrate::upgrade(&source.text, &CatalogKinds) {
            ks_migrate::Upgrade::Unchanged => current += 1,
            ks_migrate::Upgrade::Upgraded(migrated) => {
                // Verification that needs meaning goes here: once ks-core checks files on the
                // previous format (issue 15), refuse when `check` of `migrated.text` reports more than
                // the in-memory reading of the original (`ks_migrate::migrate`) did.
                changes.push((source, migrated.text));
            }
            ks_migrate::Upgrade::Refused(refusal) => {
                report_leftovers(&source.name, &source.text, &refusal.leftovers);
                refused += 1;
                outcome = Outcome::Failed;
            }
        }
    }
    if check {
        for (source, upgraded) in &changes {
            output::out(&diff(&source.name, &source.text, upgraded));
        }
        if !changes.is_empty() {
            outcome = Outcome::Failed;
        }
        output::err(&format!(
            "fmt --upgrade --check: {} would be upgraded, {} already current, {} refused\n",
            files_word(changes.len()),
            files_word(current),
            files_word(refused)
        ));
        return outcome;
    }
    for (source, _) in &changes {
        if let Err(message) = writable(Path::new(&source.name)) {
            let _ = writeln!(
                std::io::stderr(),
                "error: cannot write {}: {message}; nothing was written",
                source.name
            );
            return Outcome::Usage;
        }
    }
    let mut written = 0usize;
    for (source, upgraded) in &changes {
        match write_atomically(Path::new(&source.name), source.text.as_bytes(), upgraded.as_bytes())
        {
            Ok(()) => written += 1,
            Err(WriteError::ChangedOnDisk) => {
                let _ = writeln!(
                    std::io::stderr(),
                    "error: {} changed on disk while it was being upgraded; it was not overwritten",
                    source.name
                );
                outcome = Outcome::Failed;
            }
            Err(WriteError::Io(message)) => {
                let _ =
                    writeln!(std::io::stderr(), "error: cannot write {}: {message}", source.name);
                outcome = Outcome::Failed;
            }
        }
    }
    let _ = writeln!(
        std::io::stderr(),
        "fmt --upgrade: {} upgraded, {} already current, {} refused",
        files_word(written),
        files_word(current),
        files_word(refused)
    );
    outcome
}

/// One line per reason: `path:line:col: reason` (1-based; the column counts characters).
fn report_leftovers(name: &str, text: &str, leftovers: &[ks_migrate::Leftover]) {
    let index = ks_lang::LineIndex::new(text);
    let mut stderr = std::io::stderr().lock();
    for leftover in leftovers {
        let at = index.line_col(leftover.range.start());
        let _ = writeln!(stderr, "{name}:{}:{}: {}", at.line, at.column, leftover.reason);
    }
    let _ = writeln!(stderr, "error: {name} was not upgraded; it is unchanged");
}

/// Which step kinds read their outputs through `.out.` (`ks_migrate::Kinds`): ks-core's catalog.
pub(crate) use ks_core::CatalogKinds;

/// A unified diff of one file, with `---`/`+++` headers naming it.
///
/// The line diff's cost grows with lines times changes: past a second it settles for a coarser (still
/// correct) diff, so `--check` on a large, thoroughly messy file does not run for minutes.
pub(crate) fn diff(name: &str, old: &str, new: &str) -> String {
    let diff = similar::TextDiff::configure()
        .timeout(std::time::Duration::from_secs(1))
        .diff_lines(old, new)
        .unified_diff()
        .context_radius(3)
        .header(name, name)
        .to_string();
    match render::styles().stdout {
        render::Style::Plain => diff,
        render::Style::Styled => colored(&diff),
    }
}

/// A unified diff coloured as git colours it: headers bold, hunk lines cyan, removals red, additions
/// green.
fn colored(diff: &str) -> String {
    const STYLES: [(&str, &str); 4] =
        [("--- ", "\x1b[1m"), ("+++ ", "\x1b[1m"), ("@@", "\x1b[36m"), ("-", "\x1b[31m")];
    let mut out = String::with_capacity(diff.len() + diff.len() / 4);
    for line in diff.split_inclusive('\n') {
        let style = STYLES
            .iter()
            .find(|(prefix, _)| line.starts_with(prefix))
            .map(|(_, style)| *style)
            .or_else(|| line.starts_with('+').then_some("\x1b[32m"));
        match style {
            Some(style) => {
                let (text, end) = line.strip_suffix('\n').map_or((line, ""), |text| (text, "\n"));
                out.push_str(&format!("{style}{text}\x1b[0m{end}"));
            }
            None => out.push_str(line),
        }
    }
    out
}

/// The files the paths name: the walk `check` takes, less what `--exclude` and each entry's
/// configuration exclude (`crate::repository_run::excluded`, read as `check` reads it). A path that does not
/// exist, a directory with no workflow under it (or one the configuration excludes, said with the
/// file and line that exclude it), or a configuration that cannot be read is a usage error.
fn expand(
    paths: &[String],
    exclude: &[String],
    config: Option<&Path>,
    isolated: bool,
) -> Result<Vec<walk::Target>, String> {
    for path in paths {
        // The link itself: a link to nothing is reported by reading it, in its own words.
        if let Err(err) = fs::symlink_metadata(path) {
            return Err(format!("cannot read {path}: {}", input::describe(Path::new(path), &err)));
        }
    }
    let resolver = Resolver::new(config, isolated, Flags::default()).map_err(|e| e.to_string())?;
    let resolver = Arc::new(resolver);
    let excludes = walk::Excludes::new(exclude)?;
    let excluded = crate::repository_run::excluded(excludes, Arc::clone(&resolver));
    let files = walk::targets(paths, walk::Covers::WorkflowsAndBlocks, excluded);
    if let Some(dir) =
        paths.iter().find(|path| Path::new(path).is_dir() && !covers_any(&files, path))
    {
        return Err(
            match crate::repository_run::excluded_paths(std::slice::from_ref(dir), &resolver) {
                Some(excluded) => format!("{excluded}; nothing under it was formatted"),
                None => format!("{dir} is a directory without ship.ks or blocks/*.ks"),
            },
        );
    }
    // A configuration that cannot be read stops `fmt` as it stops `check`.
    for file in &files {
        resolver.for_entry(&file.path, false).map_err(|e| e.to_string())?;
    }
    Ok(files)
}

/// Whether a walk of `dir` found a file.
fn covers_any(files: &[walk::Target], dir: &str) -> bool {
    files.iter().any(|file| file.path.starts_with(dir))
}

/// Whether `path` may be rewritten: some write permission bit is set on it and on its directory,
/// and it opens for writing.
fn writable(path: &Path) -> Result<(), String> {
    let meta = fs::metadata(path).map_err(|err| err.to_string())?;
    if meta.permissions().readonly() {
        return Err("the file is read-only".to_string());
    }
    // The temporary file is created beside the file (beside its target, for a symlink).
    let target = fs::canonicalize(path).map_err(|err| err.to_string())?;
    if let Some(dir) = target.parent() {
        if fs::metadata(dir).map_err(|err| err.to_string())?.permissions().readonly() {
            return Err(format!("its directory {} is read-only", dir.display()));
        }
    }
    fs::OpenOptions::new().write(true).open(path).map(drop).map_err(|err| match err.kind() {
        std::io::ErrorKind::PermissionDenied => "permission denied".to_string(),
        _ => err.to_string(),
    })
}

pub(crate) enum WriteError {
    ChangedOnDisk,
    Io(String),
}

/// Replaces `path`'s contents `old` with `new` through a temporary file and a rename, keeping the
/// permissions; refuses when the file no longer holds `old` just before the rename.
pub(crate) fn write_atomically(path: &Path, old: &[u8], new: &[u8]) -> Result<(), WriteError> {
    let io = |err: std::io::Error| WriteError::Io(err.to_string());
    // Write through a symlink to its target, so the link stays a link.
    let target = fs::canonicalize(path).map_err(io)?;
    let dir = target.parent().unwrap_or(Path::new("."));
    let file_name =
        target.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let meta = fs::metadata(&target).map_err(io)?;
    let (temp_path, mut temp) = create_temp(dir, &file_name).map_err(io)?;
    let result = (|| {
        temp.write_all(new)?;
        temp.set_permissions(meta.permissions())?;
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            // Keeps the owner when allowed (root); otherwise the file is already ours.
            let _ = std::os::unix::fs::fchown(&temp, Some(meta.uid()), Some(meta.gid()));
        }
        temp.sync_all()
    })();
    drop(temp);
    if let Err(err) = result {
        let _ = fs::remove_file(&temp_path);
        return Err(io(err));
    }
    match fs::read(&target) {
        Ok(now) if now == old => {}
        Ok(_) => {
            let _ = fs::remove_file(&temp_path);
            return Err(WriteError::ChangedOnDisk);
        }
        Err(err) => {
            let _ = fs::remove_file(&temp_path);
            return Err(io(err));
        }
    }
    fs::rename(&temp_path, &target).map_err(|err| {
        let _ = fs::remove_file(&temp_path);
        io(err)
    })
}

/// A new file `.<name>.<pid>.<n>.fmt-tmp` in `dir`, created exclusively.
fn create_temp(dir: &Path, name: &str) -> std::io::Result<(PathBuf, fs::File)> {
    let pid = std::process::id();
    let mut n = 0u32;
    loop {
        let path = dir.join(format!(".{name}.{pid}.{n}.fmt-tmp"));
        match fs::OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(file) => return Ok((path, file)),
            Err(err) if err.kind() == std::io::ErrorKind::AlreadyExists && n < 100 => n += 1,
            Err(err) => return Err(err),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_changed_after_it_was_read_is_not_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("ship.ks");
        fs::write(&path, "name:  edited meanwhile\n").unwrap();
        let result = write_atomically(&path, b"name:  api\n", b"name: api\n");
        assert!(matches!(result, Err(WriteError::ChangedOnDisk)));
        assert_eq!(fs::read_to_string(&path).unwrap(), "name:  edited meanwhile\n");
        let names: Vec<_> =
            fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(names, ["ship.ks"], "the temporary file was left behind");
    }

    #[test]
    fn an_unchanged_file_is_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("ship.ks");
        fs::write(&path, "name:  api\n").unwrap();
        assert!(write_atomically(&path, b"name:  api\n", b"name: api\n").is_ok());
        assert_eq!(fs::read_to_string(&path).unwrap(), "name: api\n");
    }
}
