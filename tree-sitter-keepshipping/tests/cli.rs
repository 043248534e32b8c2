//! Drives the tree-sitter CLI (installed by scripts/setup.d/10-tree-sitter-cli.sh): corpus and
//! highlight tests, freshness of the generated parser, fuzzing, and the library build.

mod support;

use std::path::PathBuf;
use std::process::Command;

/// The `tree-sitter` executable: on PATH, or where `cargo install` puts it. Missing is a failure.
fn cli() -> PathBuf {
    let candidates = std::env::var_os("PATH")
        .map(|path| {
            std::env::split_paths(&path).map(|dir| dir.join("tree-sitter")).collect::<Vec<_>>()
        })
        .unwrap_or_default();
    let home =
        std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cargo/bin/tree-sitter"));
    candidates
        .into_iter()
        .chain(home)
        .find(|path| path.is_file())
        .expect("the tree-sitter CLI is not installed: run scripts/setup.sh")
}

fn run(mut command: Command) -> String {
    command.env("TREE_SITTER_JS_RUNTIME", "native").env("NO_COLOR", "1");
    let output = command.output().expect("run the tree-sitter CLI");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(output.status.success(), "{command:?} failed ({}):\n{text}", output.status);
    text
}

/// The CLI in this crate's directory, with a private config and cache in `scratch`: parallel runs
/// then never share a half-built library.
fn cli_in(scratch: &std::path::Path) -> Command {
    let mut command = Command::new(cli());
    command
        .current_dir(support::crate_dir())
        .env("TREE_SITTER_DIR", scratch)
        .env("XDG_CACHE_HOME", scratch);
    command
}

#[test]
fn tree_sitter_test_passes() {
    let scratch = tempfile::tempdir().unwrap();
    let mut command = cli_in(scratch.path());
    command.args(["test", "--rebuild"]);
    let text = run(command);
    assert!(text.contains("failed parses: 0"), "{text}");
    assert!(text.contains("syntax highlighting:"), "highlight tests did not run:\n{text}");
    assert!(!text.contains('✗'), "{text}");
}

#[test]
fn generated_parser_is_fresh() {
    let scratch = tempfile::tempdir().unwrap();
    let out = scratch.path().join("src");
    let mut command = Command::new(cli());
    command
        .current_dir(support::crate_dir())
        .args(["generate", "--output"])
        .arg(&out)
        .arg(support::crate_dir().join("grammar.js"));
    run(command);
    for file in ["parser.c", "grammar.json", "node-types.json"] {
        let fresh = std::fs::read_to_string(out.join(file)).unwrap();
        let committed =
            std::fs::read_to_string(support::crate_dir().join("src").join(file)).unwrap();
        assert!(
            fresh == committed,
            "src/{file} is stale: run `tree-sitter generate` in tree-sitter-keepshipping/ and commit src/"
        );
    }
}

#[test]
fn tree_sitter_fuzz_passes() {
    let scratch = tempfile::tempdir().unwrap();
    let mut command = cli_in(scratch.path());
    command.args(["fuzz", "--rebuild", "--edits", "3", "--iterations", "10"]);
    let text = run(command);
    // The CLI reports failures in its output ("N … corpus tests failed fuzzing"), not its status.
    assert!(!text.contains("failed fuzzing"), "{text}");
    let fuzzed = text.lines().filter(|line| line.contains("keepshipping - corpus - ")).count();
    assert!(fuzzed > 400, "fuzzed only {fuzzed} corpus tests:\n{text}");
    assert!(!text.contains("SKIPPED"), "{text}");
}

#[test]
fn tree_sitter_build_accepts_the_scanner() {
    // `tree-sitter build` checks with nm that the scanner exports only tree_sitter_* symbols.
    let scratch = tempfile::tempdir().unwrap();
    let mut command = cli_in(scratch.path());
    command.args(["build", "--output"]).arg(scratch.path().join("keepshipping.so"));
    run(command);
    assert!(scratch.path().join("keepshipping.so").is_file());
}

#[test]
fn scanner_is_strict_c99() {
    let compiler = std::env::var("CC").unwrap_or_else(|_| "cc".to_string());
    let src = support::crate_dir().join("src");
    let output = Command::new(&compiler)
        .args(["-std=c99", "-pedantic", "-Wall", "-Wextra", "-Werror", "-fsyntax-only", "-I"])
        .arg(&src)
        .arg(src.join("scanner.c"))
        .output()
        .expect("a C compiler (cc) is needed");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    // Only the tree-sitter allocator: no bare malloc/free, no assert or abort.
    let scanner = std::fs::read_to_string(src.join("scanner.c")).unwrap();
    for banned in ["malloc(", "calloc(", "realloc(", "free(", "abort(", "assert(", "printf("] {
        for (at, _) in scanner.match_indices(banned) {
            let before = &scanner[..at];
            assert!(before.ends_with("ts_"), "scanner.c calls {banned} directly");
        }
    }
}

/// The first of `names` that is an executable file on PATH or an absolute path.
fn tool(names: &[&str]) -> PathBuf {
    let path = std::env::var_os("PATH").unwrap_or_default();
    for name in names {
        let candidate = PathBuf::from(name);
        if candidate.is_absolute() && candidate.is_file() {
            return candidate;
        }
        if let Some(found) =
            std::env::split_paths(&path).map(|dir| dir.join(name)).find(|p| p.is_file())
        {
            return found;
        }
    }
    panic!(
        "none of {names:?} is installed: run scripts/setup.sh (scripts/setup.d/11-clang-wasm.sh)"
    );
}

/// A WASM host (web-tree-sitter, Zed) gives a grammar only a few libc functions. Both C files are
/// compiled for wasm32 and every symbol they import must be on that list.
#[test]
fn wasm32_build_imports_only_what_a_wasm_host_provides() {
    const ALLOWED: &[&str] = &[
        "calloc",
        "free",
        "malloc",
        "realloc",
        "memchr",
        "memcmp",
        "memcpy",
        "memmove",
        "memset",
        "strcmp",
        "strlen",
        "strncat",
        "strncmp",
        "strncpy",
        "towlower",
        "towupper",
        "__stack_pointer",
    ];
    let clang = tool(&["clang-14", "clang"]);
    let nm = tool(&["/usr/lib/llvm-14/bin/llvm-nm", "llvm-nm"]);
    let scratch = tempfile::tempdir().unwrap();
    let src = support::crate_dir().join("src");
    for file in ["parser.c", "scanner.c"] {
        let object = scratch.path().join(file).with_extension("o");
        let output = Command::new(&clang)
            .args(["--target=wasm32-wasi", "-O2", "-std=c11", "-c", "-I"])
            .arg(&src)
            .arg(src.join(file))
            .arg("-o")
            .arg(&object)
            .output()
            .expect("run clang");
        assert!(output.status.success(), "{file}: {}", String::from_utf8_lossy(&output.stderr));
        let output = Command::new(&nm).arg("-u").arg(&object).output().expect("run llvm-nm");
        assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
        for line in String::from_utf8_lossy(&output.stdout).lines() {
            let symbol = line.split_whitespace().last().unwrap_or_default();
            assert!(
                ALLOWED.contains(&symbol)
                    || symbol.starts_with("tree_sitter_keepshipping_external_scanner_")
                    || symbol.starts_with("isw"),
                "{file} imports `{symbol}`, which a WASM host does not provide"
            );
        }
    }
}
