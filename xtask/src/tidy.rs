//! Rules about the sources themselves, checked by reading them (rust-analyzer's tidy tests are the
//! model): no diagnostic code spelled as a literal outside the registry, no import circle among
//! the top-level modules of any reference crate, ks-core's public modules only its facade's
//! data, ks-report rendering runs without starting any, and no hand-written source file over 800
//! lines.

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};

    /// The `src` folders of the workspace's members that have Rust sources (`tree-sitter-keepshipping`
    /// has generated C there and its Rust under `bindings/`): every crate the rules cover, taken from
    /// `Cargo.toml` so that a new crate is covered the day it joins.
    fn source_dirs() -> Vec<String> {
        let root = crate::project_root();
        let manifest: toml::Table =
            std::fs::read_to_string(root.join("Cargo.toml")).unwrap().parse().unwrap();
        let members = manifest["workspace"]["members"].as_array().unwrap();
        let mut dirs: Vec<String> = members
            .iter()
            .map(|member| format!("{}/src", member.as_str().unwrap()))
            .filter(|src| ["lib.rs", "main.rs"].iter().any(|f| root.join(src).join(f).is_file()))
            .collect();
        dirs.sort();
        dirs
    }

    /// Every `.rs` file under `dir`, sorted.
    fn rust_files(dir: &Path) -> Vec<PathBuf> {
        let mut found = Vec::new();
        let mut stack = vec![dir.to_path_buf()];
        while let Some(dir) = stack.pop() {
            for entry in
                std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    stack.push(path);
                } else if path.extension().is_some_and(|ext| ext == "rs") {
                    found.push(path);
                }
            }
        }
        found.sort();
        found
    }

    /// The part of a source file that is not its unit tests: a `#[cfg(test)]` declaration of a
    /// test module in another file (`mod probe;`) is left out and the scan goes on; an inline test
    /// module (`#[cfg(test)]` then `mod tests {`) closes the file's code. Tests may name the codes
    /// they expect to see.
    fn non_test_part(text: &str) -> String {
        let mut kept = String::new();
        let mut lines = text.split_inclusive('\n');
        while let Some(line) = lines.next() {
            if line.trim_start().starts_with("#[cfg(test)]") {
                match lines.next() {
                    Some(item) if item.trim_end().ends_with(';') => continue,
                    _ => break,
                }
            }
            kept.push_str(line);
        }
        kept
    }

    /// The non-test part without its comment lines (doc links name paths too).
    fn code_part(text: &str) -> String {
        let code = non_test_part(text);
        let lines = code.lines().filter(|line| !line.trim_start().starts_with("//"));
        lines.collect::<Vec<_>>().join("\n")
    }

    /// The `"KSnnnn"` string literals of `text`, as (line, literal). Fed [`code_part`], whose line
    /// numbers count the code lines alone.
    fn code_literals(text: &str) -> Vec<(usize, String)> {
        let mut found = Vec::new();
        for (number, line) in text.lines().enumerate() {
            let bytes = line.as_bytes();
            for at in 0..bytes.len() {
                let literal = bytes.get(at..at + 8).filter(|window| {
                    window[0] == b'"'
                        && &window[1..3] == b"KS"
                        && window[3..7].iter().all(u8::is_ascii_digit)
                        && window[7] == b'"'
                });
                if let Some(literal) = literal {
                    found.push((number + 1, String::from_utf8_lossy(literal).into_owned()));
                }
            }
        }
        found
    }

    #[test]
    fn no_code_is_a_literal_outside_the_registry() {
        let root = crate::project_root();
        let generated = root.join("reference/ks-lang/src/codes.rs");
        let mut offenders = Vec::new();
        for dir in source_dirs() {
            for path in rust_files(&root.join(dir)) {
                let test_file =
                    path.file_stem().is_some_and(|s| s.to_string_lossy().ends_with("tests"));
                if path == generated || test_file {
                    continue;
                }
                let text = std::fs::read_to_string(&path).unwrap();
                for (line, literal) in code_literals(&code_part(&text)) {
                    let shown = path.strip_prefix(&root).unwrap().display();
                    offenders.push(format!("{shown}, code line {line}: {literal}"));
                }
            }
        }
        assert!(
            offenders.is_empty(),
            "name codes through `ks_lang::codes` (generated from conformance/codes.toml):\n{}",
            offenders.join("\n")
        );
    }

    #[test]
    fn the_literal_scan_sees_literals_and_skips_tests() {
        let text =
            "let a = \"KS0203\";\n//! an example: [\"KS0204\"]\n#[cfg(test)]\nmod probe;\nlet b = \"KS0206\";\n\
             #[cfg(test)]\nmod tests { \"KS0205\" }\n";
        let found = code_literals(&code_part(text));
        assert_eq!(found, [(1, "\"KS0203\"".to_string()), (2, "\"KS0206\"".to_string())]);
        assert_eq!(code_literals("\"KS02\" \"KS12345\""), []);
    }

    /// The top-level modules a crate root declares (`mod x;`, `pub mod x;`, `pub(crate) mod x;`),
    /// test-only ones (`#[cfg(test)]` on the line above) left out. The whole root is read: a
    /// test-only module declared among the others must not hide those after it.
    fn declared_modules(root_text: &str) -> Vec<String> {
        let mut names = Vec::new();
        let mut test_only = false;
        for line in root_text.lines() {
            let line = line.trim();
            let rest = ["pub(crate) mod ", "pub mod ", "mod "]
                .iter()
                .find_map(|prefix| line.strip_prefix(prefix));
            if let Some(name) = rest.and_then(|rest| rest.strip_suffix(';')) {
                if !test_only {
                    names.push(name.trim().to_string());
                }
            }
            test_only = line.starts_with("#[cfg(test)]");
        }
        names
    }

    /// The first segments of every `crate::` path in `text`, written inline (`crate::a::b`) or in a
    /// `use crate::{a, b::c}` tree.
    fn crate_segments(text: &str) -> Vec<String> {
        path_heads(text, "crate::")
    }

    /// The first segments after every `prefix` (`crate::`, `super::`) in `text`, inline or in a
    /// `use` tree.
    fn path_heads(text: &str, prefix: &str) -> Vec<String> {
        let mut found = Vec::new();
        let mut rest = text;
        while let Some(at) = rest.find(prefix) {
            let before = rest[..at].chars().next_back();
            rest = &rest[at + prefix.len()..];
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$') {
                continue;
            }
            if let Some(tree) = rest.strip_prefix('{') {
                let mut depth = 1;
                let mut end = tree.len();
                for (index, c) in tree.char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' => depth -= 1,
                        _ => {}
                    }
                    if depth == 0 {
                        end = index;
                        break;
                    }
                }
                let mut depth = 0;
                let mut item = String::new();
                for c in tree[..end].chars().chain([',']) {
                    match c {
                        '{' => depth += 1,
                        '}' => depth -= 1,
                        ',' if depth == 0 => {
                            let first =
                                item.trim().split(|c: char| !(c.is_alphanumeric() || c == '_'));
                            if let Some(first) = first.into_iter().next().filter(|s| !s.is_empty())
                            {
                                found.push(first.to_string());
                            }
                            item.clear();
                            continue;
                        }
                        _ => {}
                    }
                    item.push(c);
                }
            } else {
                let name: String =
                    rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                if !name.is_empty() {
                    found.push(name);
                }
            }
        }
        found
    }

    /// The items a crate root defines itself (a line at the root's own indentation declaring a
    /// `struct`, `enum`, `fn`, `trait`, `type`, `const`, `static` or macro), test-only code left out.
    fn root_definitions(root_text: &str) -> Vec<String> {
        let kinds = ["struct ", "enum ", "fn ", "trait ", "type ", "const ", "static ", "union "];
        let mut names = Vec::new();
        for line in non_test_part(root_text).lines() {
            let mut rest = line;
            for visibility in ["pub(crate) ", "pub "] {
                rest = rest.strip_prefix(visibility).unwrap_or(rest);
            }
            let rest = kinds
                .iter()
                .find_map(|kind| rest.strip_prefix(kind))
                .or_else(|| line.strip_prefix("macro_rules! "));
            let name: String = rest
                .unwrap_or("")
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty() {
                names.push(name);
            }
        }
        names
    }

    /// What the root re-exports from each of its modules (`pub use m::{A, b::C as D};`), as (name
    /// seen at the root, module): a path through the root to a re-export is an edge to its module.
    fn root_reexports(root_text: &str, modules: &[String]) -> Vec<(String, String)> {
        let mut found = Vec::new();
        let code = code_part(root_text);
        let mut rest = code.as_str();
        while let Some(at) = rest.find("pub use ") {
            rest = &rest[at + "pub use ".len()..];
            let end = rest.find(';').unwrap_or(rest.len());
            let tree = &rest[..end];
            rest = &rest[end..];
            let Some((module, items)) = tree.split_once("::") else { continue };
            if !modules.iter().any(|m| m == module.trim()) {
                continue;
            }
            let items = items.replace(['{', '}', '\n'], " ");
            for item in items.split(',') {
                let words: Vec<&str> = item.split_whitespace().collect();
                let seen = match words.as_slice() {
                    [.., "as", alias] => alias,
                    [path] => path.rsplit("::").next().unwrap_or(path),
                    _ => continue,
                };
                found.push((seen.to_string(), module.trim().to_string()));
            }
        }
        found
    }

    /// The module graph of one crate: for each top-level module, the other top-level modules its
    /// non-test code (comments left out) imports; a path through the root to what the root
    /// re-exports is an edge to the module that defines it. And the back imports: a module's path
    /// to what the root defines itself, as `module imports item`. The root sits above every module
    /// (it declares them all), so each back import is a circle through it.
    fn module_graph(src: &Path) -> (Graph, Vec<String>) {
        let root_file = ["lib.rs", "main.rs"].iter().map(|f| src.join(f)).find(|p| p.is_file());
        let root_file =
            root_file.unwrap_or_else(|| panic!("{}: no lib.rs or main.rs", src.display()));
        let root_text = std::fs::read_to_string(&root_file).unwrap();
        let modules = declared_modules(&root_text);
        let defined = root_definitions(&root_text);
        let reexported = root_reexports(&root_text, &modules);
        let mut graph = Graph::new();
        let mut back = std::collections::BTreeSet::new();
        for module in &modules {
            let file = src.join(format!("{module}.rs"));
            let dir = src.join(module);
            // (path, whether `super::` in it names the root)
            let mut files = Vec::new();
            if file.is_file() {
                files.push((file, true));
            }
            if dir.is_dir() {
                files.extend(rust_files(&dir).into_iter().map(|path| {
                    let own = path.file_name().is_some_and(|name| name == "mod.rs");
                    (path, own)
                }));
            }
            let edges: &mut std::collections::BTreeSet<String> =
                graph.entry(module.clone()).or_default();
            for (path, super_is_root) in files {
                let code = code_part(&std::fs::read_to_string(&path).unwrap());
                let mut heads = crate_segments(&code);
                if super_is_root {
                    heads.extend(path_heads(&code, "super::"));
                }
                for head in heads {
                    let target = if modules.contains(&head) {
                        Some(head)
                    } else if let Some((_, from)) = reexported.iter().find(|(n, _)| *n == head) {
                        Some(from.clone())
                    } else {
                        if defined.contains(&head) {
                            back.insert(format!("{module} imports {head}"));
                        }
                        None
                    };
                    if let Some(target) = target.filter(|target| target != module) {
                        edges.insert(target);
                    }
                }
            }
        }
        (graph, back.into_iter().collect())
    }

    type Graph = std::collections::BTreeMap<String, std::collections::BTreeSet<String>>;

    /// The import circles of a graph: its strongly connected components of more than one module
    /// (Tarjan's algorithm, iterative), each sorted.
    fn circles(graph: &Graph) -> Vec<Vec<String>> {
        let names: Vec<&String> = graph.keys().collect();
        let index_of = |name: &str| names.iter().position(|n| *n == name);
        let edges: Vec<Vec<usize>> = names
            .iter()
            .map(|name| graph[*name].iter().filter_map(|to| index_of(to)).collect())
            .collect();
        let count = names.len();
        let (mut index, mut low, mut on_stack) =
            (vec![usize::MAX; count], vec![0; count], vec![false; count]);
        let (mut next, mut stack, mut found) = (0, Vec::new(), Vec::new());
        for start in 0..count {
            if index[start] != usize::MAX {
                continue;
            }
            let mut work = vec![(start, 0)];
            while let Some((node, edge)) = work.pop() {
                if edge == 0 {
                    index[node] = next;
                    low[node] = next;
                    next += 1;
                    stack.push(node);
                    on_stack[node] = true;
                }
                if let Some(&to) = edges[node].get(edge) {
                    work.push((node, edge + 1));
                    if index[to] == usize::MAX {
                        work.push((to, 0));
                    } else if on_stack[to] {
                        low[node] = low[node].min(index[to]);
                    }
                    continue;
                }
                if let Some(&(parent, _)) = work.last() {
                    low[parent] = low[parent].min(low[node]);
                }
                if low[node] == index[node] {
                    let mut component = Vec::new();
                    while let Some(member) = stack.pop() {
                        on_stack[member] = false;
                        component.push(names[member].clone());
                        if member == node {
                            break;
                        }
                    }
                    if component.len() > 1 {
                        component.sort();
                        found.push(component);
                    }
                }
            }
        }
        found.sort();
        found
    }

    #[test]
    fn no_reference_crate_has_an_import_circle() {
        let root = crate::project_root();
        let mut found = Vec::new();
        for dir in source_dirs() {
            for circle in circles(&module_graph(&root.join(&dir)).0) {
                found.push(format!("{dir}: {}", circle.join(", ")));
            }
        }
        assert!(
            found.is_empty(),
            "top-level modules that import each other, directly or through others (lay them in \
             layers: a lower module knows nothing of a higher one):\n{}",
            found.join("\n")
        );
    }

    /// Back imports into a crate root that predate the rule, to be moved out one by one (issue 43):
    /// the list only shrinks. ks-core is not on it: its root is a facade.
    const KNOWN_BACK_IMPORTS: &[&str] = &[
        "conformance/harness/src: case imports suite_dir",
        "conformance/harness/src: codes imports suite_dir",
        "conformance/harness/src: harness imports suite_dir",
        "editors/tests/src: dist imports repo_root",
        "editors/tests/src: dist imports run",
        "reference/keepshipping/src: commands imports Cli",
        "reference/ks-host/src: config imports lock",
        "reference/ks-host/src: loader imports lock",
        "reference/ks-host/src: policy imports lock",
        "reference/ks-lang/src: internal imports Parse",
        "reference/ks-lang/src: invariants imports Parse",
        "reference/ks-lang/src: notation imports Parse",
        "reference/ks-migrate/src: registry imports Changes",
        "reference/ks-migrate/src: registry imports Kinds",
        "reference/ks-migrate/src: v0_0 imports Changes",
        "reference/ks-migrate/src: v0_0 imports Kinds",
        "reference/ks-migrate/src: v0_0 imports Leftover",
        "reference/ks-report/src: check imports Printed",
        "reference/ks-report/src: check imports Status",
        "reference/ks-report/src: check imports Styles",
        "reference/ks-report/src: conformance imports Printed",
        "reference/ks-report/src: conformance imports Status",
        "reference/ks-report/src: conformance imports Styles",
        "reference/ks-report/src: explain imports Printed",
        "reference/ks-report/src: explain imports Status",
        "reference/ks-report/src: fmt imports Printed",
        "reference/ks-report/src: fmt imports Status",
        "reference/ks-report/src: fmt imports Styles",
        "reference/ks-report/src: parse imports Printed",
        "reference/ks-report/src: parse imports Status",
        "reference/ks-report/src: parse imports Styles",
        "reference/ks-report/src: plan imports Printed",
        "reference/ks-report/src: plan imports Status",
        "reference/ks-report/src: plan imports Styles",
        "reference/ks-report/src: run imports Printed",
        "reference/ks-report/src: run imports Status",
        "reference/ks-report/src: run imports Styles",
        "xtask/src: spec imports project_root",
    ];

    #[test]
    fn no_module_imports_back_up_from_its_crate_root() {
        let root = crate::project_root();
        let mut found = Vec::new();
        for dir in source_dirs() {
            for back in module_graph(&root.join(&dir)).1 {
                found.push(format!("{dir}: {back}"));
            }
        }
        let new: Vec<&String> =
            found.iter().filter(|f| !KNOWN_BACK_IMPORTS.contains(&f.as_str())).collect();
        let gone: Vec<&&str> =
            KNOWN_BACK_IMPORTS.iter().filter(|k| !found.iter().any(|f| f == *k)).collect();
        assert!(
            new.is_empty(),
            "modules that import what their crate root defines (the root is a facade above its \
             modules: define the item in the module it belongs to and re-export it):\n{}",
            new.iter().map(|f| format!("    \"{f}\",")).collect::<Vec<_>>().join("\n")
        );
        assert!(gone.is_empty(), "moved out, so take them off KNOWN_BACK_IMPORTS: {gone:?}");
    }

    /// The packages a workspace member needs to build and run (normal and build dependencies,
    /// transitively), by name, from `cargo metadata`'s resolved graph.
    fn shipped_dependencies(
        metadata: &serde_json::Value,
        member: &str,
    ) -> std::collections::BTreeSet<String> {
        let name_of = |id: &str| {
            let packages = metadata["packages"].as_array().unwrap();
            let package = packages.iter().find(|p| p["id"] == id).unwrap();
            package["name"].as_str().unwrap().to_string()
        };
        let nodes = metadata["resolve"]["nodes"].as_array().unwrap();
        let start = nodes.iter().find(|node| name_of(node["id"].as_str().unwrap()) == member);
        let mut stack: Vec<&serde_json::Value> = start.into_iter().collect();
        let mut seen = std::collections::BTreeSet::new();
        while let Some(node) = stack.pop() {
            for dep in node["deps"].as_array().unwrap() {
                let kinds = dep["dep_kinds"].as_array().unwrap();
                if !kinds.iter().any(|k| k["kind"].is_null() || k["kind"] == "build") {
                    continue;
                }
                let id = dep["pkg"].as_str().unwrap();
                if seen.insert(name_of(id)) {
                    stack.extend(nodes.iter().find(|n| n["id"] == id));
                }
            }
        }
        seen
    }

    /// The target triple of the machine the tests run on, as rustc names it.
    fn host_triple() -> String {
        let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
        let output = std::process::Command::new(rustc).arg("-vV").output().unwrap();
        let text = String::from_utf8(output.stdout).unwrap();
        let host = text.lines().find_map(|line| line.strip_prefix("host: "));
        host.expect("rustc -vV names its host").to_string()
    }

    /// The suite's data (`ks-conformance-cases`) is for tests and the harness: no crate under
    /// `reference/` needs it to build or run, so what ships never carries the cases.
    #[test]
    fn no_reference_crate_needs_the_suites_data() {
        let root = crate::project_root();
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        // Only this platform's packages: offline, cargo cannot resolve the others (a Windows-only
        // crate of the lock file) on a machine that never downloaded them.
        let output = std::process::Command::new(cargo)
            .args(["metadata", "--format-version", "1", "--offline"])
            .args(["--filter-platform", &host_triple()])
            .current_dir(&root)
            .output()
            .unwrap();
        assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
        let metadata: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
        let mut offenders = Vec::new();
        for package in metadata["packages"].as_array().unwrap() {
            let manifest = Path::new(package["manifest_path"].as_str().unwrap());
            if !manifest.starts_with(root.join("reference")) {
                continue;
            }
            let name = package["name"].as_str().unwrap();
            if shipped_dependencies(&metadata, name).contains("ks-conformance-cases") {
                offenders.push(name.to_string());
            }
        }
        assert!(
            offenders.is_empty(),
            "reference crates that need ks-conformance-cases to build or run (read the codes \
             through `ks_lang::codes`; a test may name the cases as a dev-dependency): {offenders:?}"
        );
    }

    /// ks-core's public modules: the facade's data (the model, the plan, the policy, the ports,
    /// the selection of an environment, the fixes). Everything else is crate-private and what other
    /// crates need of it is re-exported item by item at the crate root, so a module made public by
    /// mistake fails here rather than widening the surface unseen.
    const KS_CORE_PUBLIC_MODULES: &[&str] = &["fix", "model", "plan", "policy", "ports", "select"];

    #[test]
    fn ks_core_makes_public_only_its_facade_modules() {
        let text =
            std::fs::read_to_string(crate::project_root().join("reference/ks-core/src/lib.rs"))
                .unwrap();
        let mut public: Vec<&str> = text
            .lines()
            .filter_map(|line| line.trim().strip_prefix("pub mod "))
            .filter_map(|rest| rest.strip_suffix(';'))
            .map(str::trim)
            .collect();
        public.sort();
        assert_eq!(
            public, KS_CORE_PUBLIC_MODULES,
            "ks-core's public modules changed: keep machinery private and re-export at the crate \
             root only the items other crates use"
        );
    }

    /// The most lines a hand-written source file may have: past it, a file is doing more than one
    /// job (generated files, whose paths say `generated`, are exempt).
    const MOST_LINES: usize = 800;

    #[test]
    fn no_hand_written_source_file_is_over_800_lines() {
        let root = crate::project_root();
        let patterns = ["*.rs", "*.py", "*.js", "*.mjs", "*.ts", "*.lua", "*.sh"];
        let listed = std::process::Command::new("git")
            .current_dir(&root)
            .args(["ls-files", "-z", "--"])
            .args(patterns)
            .output()
            .expect("git lists the tracked sources");
        assert!(listed.status.success(), "git ls-files failed");
        let paths = String::from_utf8(listed.stdout).unwrap();
        let paths: Vec<&str> = paths.split('\0').filter(|p| !p.is_empty()).collect();
        assert!(paths.len() > 100, "git listed only {} sources", paths.len());
        let long: Vec<String> = paths
            .iter()
            .filter(|path| !path.contains("generated"))
            .filter_map(|path| {
                let lines = std::fs::read_to_string(root.join(path)).ok()?.lines().count();
                (lines > MOST_LINES).then(|| format!("{path}: {lines} lines"))
            })
            .collect();
        assert!(long.is_empty(), "split these by job (at most {MOST_LINES} lines): {long:?}");
    }

    /// What starts a run: the executor itself, and ks-run's two doors to it.
    const RUN_STARTERS: &[&str] =
        &["ks_run::run(", "ks_run::start(", "ks_run::simulate(", "exec::run("];

    /// The calls of `text` (comments left out) that start a run.
    fn run_starts(text: &str) -> Vec<&'static str> {
        let code = code_part(text);
        RUN_STARTERS.iter().copied().filter(|call| code.contains(call)).collect()
    }

    #[test]
    fn ks_report_renders_runs_and_starts_none() {
        let src = crate::project_root().join("reference/ks-report/src");
        let starting: Vec<String> = rust_files(&src)
            .iter()
            .filter(|file| !run_starts(&std::fs::read_to_string(file).unwrap()).is_empty())
            .map(|file| file.display().to_string())
            .collect();
        assert!(
            starting.is_empty(),
            "ks-report renders what a run printed; start runs in ks-run (`ks_run::start`, \
             `ks_run::simulate`) and hand the result to ks-report: {starting:?}"
        );
    }

    #[test]
    fn the_run_scan_sees_starts_and_skips_comments() {
        assert_eq!(run_starts("let r = ks_run::start(f, &c, &o, &a, &mut w);"), ["ks_run::start("]);
        assert!(run_starts("// ks_run::run(&request)\nlet x = 1;").is_empty());
    }

    #[test]
    fn a_test_only_module_hides_no_module_after_it() {
        let root = "mod a;\n#[cfg(test)]\nmod probe;\npub mod b;\npub(crate) mod c;\n";
        assert_eq!(declared_modules(root), ["a", "b", "c"]);
    }

    #[test]
    fn the_root_scan_sees_definitions_and_reexports() {
        let root = "mod a;\nmod b;\npub use a::{X, y::Z as W};\npub use b::V;\npub struct S;\n\
                    pub(crate) fn f() {}\n    fn nested() {}\n#[cfg(test)]\nmod tests { struct T; }\n";
        assert_eq!(root_definitions(root), ["S", "f"]);
        let modules = declared_modules(root);
        let reexports = root_reexports(root, &modules);
        let pairs: Vec<(&str, &str)> =
            reexports.iter().map(|(name, from)| (name.as_str(), from.as_str())).collect();
        assert_eq!(pairs, [("X", "a"), ("W", "a"), ("V", "b")]);
    }

    #[test]
    fn the_layering_scan_finds_circles() {
        let text = "use crate::{a::X, b::{self, Y}};\nfn f() { crate::c::g(); my_crate::d(); }\n";
        assert_eq!(crate_segments(text), ["a", "b", "c"]);
        let graph = [("a", &["b"][..]), ("b", &["c"]), ("c", &["a"]), ("d", &["a"])]
            .into_iter()
            .map(|(from, to)| (from.to_string(), to.iter().map(|t| t.to_string()).collect()))
            .collect();
        assert_eq!(circles(&graph), [["a", "b", "c"]]);
    }
}
