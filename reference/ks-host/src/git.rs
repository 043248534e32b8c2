//! Git, through its CLI: resolving references, listing a commit's workflows with their blob ids,
//! and reading blobs in batches. The policy base (`policy.rs`) is its one reader; nothing here knows
//! what a policy is.

use std::{
    collections::HashMap,
    io::{BufRead, BufReader, Read, Write},
    path::Path,
    process::{Child, ChildStdin, ChildStdout, Command, Stdio},
};

pub(crate) fn git(dir: &Path, args: &[&str]) -> Option<Vec<u8>> {
    let output = Command::new("git").arg("-C").arg(dir).args(args).output().ok()?;
    output.status.success().then_some(output.stdout)
}

/// The commit a reference names in the repository holding `dir`.
pub fn resolve_commit(dir: &Path, reference: &str) -> Option<String> {
    resolve_first(dir, &[reference.to_string()]).map(|(_, commit)| commit)
}

/// The first of `references` that names a commit in the repository holding `dir`, with that commit.
/// One `git cat-file --batch-check` answers the whole chain: a process per name costs more than the
/// answer, and the chain's first names are often missing (`origin/HEAD` in a fresh clone).
pub(crate) fn resolve_first(dir: &Path, references: &[String]) -> Option<(String, String)> {
    let asked: Vec<&String> =
        references.iter().filter(|r| !r.starts_with('-') && !r.contains('\n')).collect();
    if asked.is_empty() {
        return None;
    }
    let mut child = cat_file(dir, "--batch-check=%(objectname) %(objecttype)")?;
    let questions: String =
        asked.iter().map(|reference| format!("{reference}^{{commit}}\n")).collect();
    // A few short lines fit in the pipe: written whole before the answers are read.
    let written = child.stdin.take().map(|mut stdin| stdin.write_all(questions.as_bytes()));
    let output = child.wait_with_output().ok()?;
    if !matches!(written, Some(Ok(()))) || !output.status.success() {
        return None;
    }
    let answers = String::from_utf8(output.stdout).ok()?;
    // Each answer is `<id> commit`, or the question and `missing` (or `ambiguous`).
    asked.into_iter().zip(answers.lines()).find_map(|(reference, answer)| {
        let (id, kind) = answer.split_once(' ')?;
        (kind == "commit").then(|| (reference.clone(), id.to_string()))
    })
}

/// `git cat-file` in `mode` (`--batch`, `--batch-check=…`) on the repository holding `dir`, its
/// questions and answers piped.
pub(crate) fn cat_file(dir: &Path, mode: &str) -> Option<Child> {
    spawn_git(dir, &["cat-file", mode], Stdio::piped())
}

/// `git args` started on the repository holding `dir`, its output piped.
pub(crate) fn spawn_git(dir: &Path, args: &[&str], stdin: Stdio) -> Option<Child> {
    let child = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(args)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn();
    child.ok()
}

/// Whether `text` is the blob `id` names: git's object id of its bytes (`blob <len>\0` and the
/// bytes, SHA-1 or, in a SHA-256 repository, SHA-256). Git's clean filters (line endings) can make a
/// file differ from its blob although it is unchanged: then it is read, which is only slower.
pub(crate) fn is_blob(id: &str, text: &str) -> bool {
    use sha2::Digest;
    fn hex<D: Digest>(text: &str) -> String {
        let mut hasher = D::new();
        hasher.update(format!("blob {}\0", text.len()));
        hasher.update(text);
        hasher.finalize().iter().map(|byte| format!("{byte:02x}")).collect()
    }
    match id.len() {
        40 => hex::<sha1::Sha1>(text) == id,
        64 => hex::<sha2::Sha256>(text) == id,
        _ => false,
    }
}

/// The blobs `ids` name, in order, split across one `git cat-file --batch` per thread of the run
/// (git inflates each object on its own, so a repository whose every file changed is read as fast as
/// the threads allow); `None` when git fails midway.
pub(crate) fn read_blobs(top: &Path, ids: Vec<String>) -> Option<Vec<Option<Vec<u8>>>> {
    use rayon::prelude::*;
    // Below this many, a second git process costs more than it saves.
    const AT_LEAST: usize = 64;
    let share = ids.len().div_ceil(rayon::current_num_threads()).max(AT_LEAST);
    let shares: Vec<Vec<String>> = ids.chunks(share).map(<[String]>::to_vec).collect();
    let read: Option<Vec<Vec<_>>> =
        shares.into_par_iter().map(|ids| read_blobs_in_one(top, ids)).collect();
    read.map(|shares| shares.into_iter().flatten().collect())
}

/// The blobs `ids` name, in order, through one `git cat-file --batch` fed by a thread (writing every
/// request before reading would fill the pipes and deadlock); `None` when git fails midway.
pub(crate) fn read_blobs_in_one(top: &Path, ids: Vec<String>) -> Option<Vec<Option<Vec<u8>>>> {
    let mut reader = BlobReader::start(top)?;
    let mut input = reader.input.take()?;
    let count = ids.len();
    let writer = std::thread::spawn(move || {
        for id in ids {
            writeln!(input, "{id}")?;
        }
        input.flush()
    });
    let blobs: Option<Vec<_>> = (0..count).map(|_| reader.answer().ok()).collect();
    let written = writer.join().ok().and_then(Result::ok);
    written.and(blobs)
}

/// The `*.ks` files of `commit` with their blob ids, or `None` when git cannot list them.
pub(crate) fn list_workflows(top: &Path, commit: &str) -> Option<HashMap<String, String>> {
    list_from_index(top, commit).or_else(|| list_from_trees(top, commit))
}

/// The listing read from the index: its blob ids (`git ls-files --stage`), corrected where the
/// index differs from `commit` (`git diff-index --cached`, which skips the trees the index's cache
/// says are the commit's). Two small reads where listing the commit's trees inflates every folder of
/// it (a thousand loose objects in a repository of a thousand sites). `None` when the index cannot
/// say (a merge in progress): then the trees are listed.
pub(crate) fn list_from_index(top: &Path, commit: &str) -> Option<HashMap<String, String>> {
    // Both asked at once.
    let differences = ["diff-index", "--cached", "--raw", "-z", "--no-renames", commit];
    let differences = spawn_git(top, &differences, Stdio::null())?;
    let staged = git(top, &["ls-files", "--stage", "-z"]);
    let differences = differences.wait_with_output().ok()?;
    let (staged, differences) =
        (staged?, differences.status.success().then_some(differences.stdout)?);
    let mut files = HashMap::new();
    for record in tab_records(&staged) {
        let ([mode, id, stage], path) = record?;
        // An unmerged path (a merge in progress): the index cannot say.
        if stage != "0" {
            return None;
        }
        if mode != "160000" && path.ends_with(".ks") {
            files.insert(path.to_string(), id.to_string());
        }
    }
    // `:<base mode> <index mode> <base id> <index id> <status>` and the path, each NUL-terminated.
    let mut fields = differences.split(|&byte| byte == 0);
    while let Some(meta) = fields.next().filter(|meta| !meta.is_empty()) {
        let path = std::str::from_utf8(fields.next()?).ok()?;
        let meta = std::str::from_utf8(meta).ok()?.strip_prefix(':')?;
        let [base_mode, _, base_id, _, status] = meta.split(' ').collect::<Vec<_>>()[..] else {
            return None;
        };
        if !path.ends_with(".ks") {
            continue;
        }
        match status {
            "A" => files.remove(path),
            _ if base_mode == "160000" => files.remove(path),
            "D" | "M" | "T" => files.insert(path.to_string(), base_id.to_string()),
            _ => return None,
        };
    }
    Some(files)
}

/// The listing read from `commit`'s trees (`git ls-tree -r`).
pub(crate) fn list_from_trees(top: &Path, commit: &str) -> Option<HashMap<String, String>> {
    let listing = git(top, &["ls-tree", "-r", "-z", "--full-tree", commit])?;
    let mut files = HashMap::new();
    for record in tab_records(&listing) {
        let ([_, kind, id], path) = record?;
        if kind == "blob" && path.ends_with(".ks") {
            files.insert(path.to_string(), id.to_string());
        }
    }
    Some(files)
}

/// The records of `ls-files --stage -z` and `ls-tree -z`: three space-separated fields, a tab and
/// the path, NUL-terminated. `None` for a record that is not so.
pub(crate) fn tab_records(output: &[u8]) -> impl Iterator<Item = Option<([&str; 3], &str)>> {
    output.split(|&byte| byte == 0).filter(|record| !record.is_empty()).map(|record| {
        let (meta, path) = std::str::from_utf8(record).ok()?.split_once('\t')?;
        let mut meta = meta.split(' ');
        Some(([meta.next()?, meta.next()?, meta.next()?], path))
    })
}

/// A running `git cat-file --batch`: one object name per line in, its header and contents out.
pub(crate) struct BlobReader {
    child: Child,
    /// `None` once handed to a writer thread.
    pub(crate) input: Option<ChildStdin>,
    output: BufReader<ChildStdout>,
}

impl BlobReader {
    pub(crate) fn start(top: &Path) -> Option<BlobReader> {
        let mut child = cat_file(top, "--batch")?;
        let input = Some(child.stdin.take()?);
        let output = BufReader::new(child.stdout.take()?);
        Some(BlobReader { child, input, output })
    }

    /// `Ok(None)`: the object is missing or not a file.
    pub(crate) fn read(&mut self, object: &str) -> std::io::Result<Option<Vec<u8>>> {
        let input = self.input.as_mut().ok_or(std::io::ErrorKind::BrokenPipe)?;
        writeln!(input, "{object}")?;
        input.flush()?;
        self.answer()
    }

    /// The next answer: `Ok(None)` for an object that is missing or not a file.
    pub(crate) fn answer(&mut self) -> std::io::Result<Option<Vec<u8>>> {
        let mut header = String::new();
        if self.output.read_line(&mut header)? == 0 {
            return Err(std::io::ErrorKind::UnexpectedEof.into());
        }
        // `<oid> <type> <size>`, or `<object> missing` (or `ambiguous`) with nothing after it.
        let fields: Vec<&str> = header.trim_end().split(' ').collect();
        let [_, kind, size] = fields[..] else { return Ok(None) };
        let Ok(size) = size.parse::<usize>() else {
            return Err(std::io::ErrorKind::InvalidData.into());
        };
        let mut contents = vec![0; size + 1];
        self.output.read_exact(&mut contents)?;
        contents.pop();
        Ok((kind == "blob").then_some(contents))
    }
}

impl Drop for BlobReader {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// git's answer as one trimmed line.
    fn line(bytes: Vec<u8>) -> Option<String> {
        let text = String::from_utf8(bytes).ok()?;
        let text = text.trim();
        (!text.is_empty()).then(|| text.to_string())
    }

    /// A git repository in `dir` with `files` committed on `main`.
    pub(crate) fn committed(dir: &Path, files: &[(&str, &str)]) {
        for (path, text) in files {
            let path = dir.join(path);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        run_git(dir, &["init", "-q"]);
        run_git(dir, &["add", "-A"]);
        run_git(dir, &["commit", "-q", "-m", "base"]);
    }

    /// `git args` in `dir`, as a user named for the test; `true` when it succeeds.
    fn try_git(dir: &Path, args: &[&str]) -> bool {
        Command::new("git")
            .arg("-C")
            .arg(dir)
            .args(["-c", "user.name=t", "-c", "user.email=t@example.invalid"])
            .args(["-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false"])
            .args(args)
            .output()
            .unwrap()
            .status
            .success()
    }

    fn run_git(dir: &Path, args: &[&str]) {
        assert!(try_git(dir, args), "git {args:?}");
    }

    #[test]
    fn the_index_lists_the_base_as_its_trees_do() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        let files = [("a/ship.ks", "name: a\n"), ("b/ship.ks", "name: b\n"), ("d/ship.ks", "d\n")];
        committed(root, &[files[0], files[1], files[2], ("top.ks", "t\n"), ("notes.txt", "n\n")]);
        let base = line(git(root, &["rev-parse", "HEAD"]).unwrap()).unwrap();
        // A commit since the base, then the index moved on from it: a changed file, a new one, one
        // taken out, and a change in the work tree only (the index does not hold it).
        std::fs::write(root.join("b/ship.ks"), "name: B\n").unwrap();
        run_git(root, &["commit", "-q", "-am", "since"]);
        std::fs::write(root.join("a/ship.ks"), "name: A\n").unwrap();
        std::fs::create_dir(root.join("c")).unwrap();
        std::fs::write(root.join("c/ship.ks"), "name: c\n").unwrap();
        run_git(root, &["add", "a/ship.ks", "c/ship.ks"]);
        run_git(root, &["rm", "-q", "--cached", "d/ship.ks"]);
        std::fs::write(root.join("top.ks"), "changed\n").unwrap();
        let trees = list_from_trees(root, &base).unwrap();
        let mut listed: Vec<&str> = trees.keys().map(String::as_str).collect();
        listed.sort_unstable();
        assert_eq!(listed, ["a/ship.ks", "b/ship.ks", "d/ship.ks", "top.ks"]);
        assert_eq!(list_from_index(root, &base), Some(trees.clone()));
        // Mid-merge the index holds a path three times: it cannot say, and the trees are listed.
        std::fs::remove_file(root.join("d/ship.ks")).unwrap();
        run_git(root, &["commit", "-q", "-am", "ours"]);
        run_git(root, &["checkout", "-q", "-b", "theirs", "HEAD~1"]);
        std::fs::write(root.join("a/ship.ks"), "name: theirs\n").unwrap();
        run_git(root, &["commit", "-q", "-am", "theirs"]);
        run_git(root, &["checkout", "-q", "main"]);
        assert!(!try_git(root, &["merge", "-q", "theirs"]), "the merge conflicts");
        assert_eq!(list_from_index(root, &base), None);
        assert_eq!(list_workflows(root, &base), Some(trees));
    }

    #[test]
    fn blobs_read_in_shares_come_back_in_the_order_asked() {
        let dir = tempfile::tempdir().unwrap();
        let files: Vec<(String, String)> =
            (0..300).map(|i| (format!("s{i:03}/ship.ks"), format!("name: s{i:03}\n"))).collect();
        let borrowed: Vec<(&str, &str)> = files.iter().map(|(p, t)| (&p[..], &t[..])).collect();
        committed(dir.path(), &borrowed);
        let listing = list_workflows(dir.path(), "HEAD").unwrap();
        // Reversed, with one id asked twice and one that names nothing: three shares on four
        // threads, or more, each answered by its own git.
        let mut ids: Vec<String> =
            files.iter().rev().map(|(path, _)| listing[path].clone()).collect();
        ids.insert(150, ids[0].clone());
        ids.push("0".repeat(40));
        let pool = rayon::ThreadPoolBuilder::new().num_threads(4).build().unwrap();
        let blobs = pool.install(|| read_blobs(dir.path(), ids.clone())).unwrap();
        assert_eq!(blobs.len(), ids.len());
        let mut expected: Vec<Option<Vec<u8>>> =
            files.iter().rev().map(|(_, text)| Some(text.clone().into_bytes())).collect();
        expected.insert(150, expected[0].clone());
        expected.push(None);
        assert_eq!(blobs, expected);
    }

    #[test]
    fn the_chain_resolves_to_its_first_name_that_names_a_commit() {
        let dir = tempfile::tempdir().unwrap();
        committed(dir.path(), &[("ship.ks", "name: x\n")]);
        let head = line(git(dir.path(), &["rev-parse", "HEAD"]).unwrap()).unwrap();
        let chain = |names: &[&str]| names.iter().map(|n| n.to_string()).collect::<Vec<_>>();
        // `origin/HEAD` and `origin/main` are missing in a repository without a remote; a name that
        // is a tree, not a commit, is passed over too.
        let asked = chain(&["origin/HEAD", "origin/main", "HEAD^{tree}", "main", "master"]);
        assert_eq!(resolve_first(dir.path(), &asked), Some(("main".to_string(), head.clone())));
        assert_eq!(resolve_first(dir.path(), &chain(&["nope", "-x", "master"])), None);
        assert_eq!(resolve_first(dir.path(), &[]), None);
        assert_eq!(resolve_commit(dir.path(), "main"), Some(head));
    }

    /// The blob id is git's own (`git hash-object`), in SHA-1 and SHA-256 repositories alike, so
    /// that a file unchanged since its base is answered without reading the base's copy.
    #[test]
    fn a_text_is_its_blob_by_gits_own_id() {
        let text = "keepshipping: 0.1\nname: x\n# ünïcode\n";
        for format in ["sha1", "sha256"] {
            let dir = tempfile::tempdir().unwrap();
            let init = Command::new("git")
                .args(["init", "-q", &format!("--object-format={format}")])
                .arg(dir.path())
                .status()
                .unwrap();
            assert!(init.success());
            std::fs::write(dir.path().join("ship.ks"), text).unwrap();
            let id = line(git(dir.path(), &["hash-object", "ship.ks"]).unwrap()).unwrap();
            assert!(is_blob(&id, text), "{format}: {id}");
            assert!(!is_blob(&id, "keepshipping: 0.1\nname: y\n"), "{format}");
        }
        assert!(!is_blob("not an id", text));
    }
}
