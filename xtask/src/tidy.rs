//! Rules about the sources themselves, checked by reading them (rust-analyzer's tidy tests are the
//! model): no diagnostic code spelled as a literal outside the registry, no import circle among
//! the top-level modules of any reference crate, and ks-core's public modules only its facade's
//! data.

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};

    /// The crates whose library and binary sources the rules cover.
    const SOURCE_DIRS: &[&str] = &[
        "reference/keepshipping/src",
        "reference/ks-core/src",
        "reference/ks-fmt/src",
        "reference/ks-host/src",
        "reference/ks-lang/src",
        "reference/ks-lsp/src",
        "reference/ks-migrate/src",
        "reference/ks-report/src",
        "reference/ks-wasm/src",
        "conformance/src",
        "conformance/harness/src",
        "xtask/src",
    ];

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

    /// The part of a source file that is not its unit tests: the text before the first
    /// `#[cfg(test)]` line (test modules close their files here). Tests may name the codes they
    /// expect to see.
    fn non_test_part(text: &str) -> &str {
        let mut at = 0;
        for line in text.split_inclusive('\n') {
            if line.trim_start().starts_with("#[cfg(test)]") {
                break;
            }
            at += line.len();
        }
        &text[..at]
    }

    /// The non-test part without its comment lines (doc links name paths too).
    fn code_part(text: &str) -> String {
        let lines = non_test_part(text).lines().filter(|line| !line.trim_start().starts_with("//"));
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
        for dir in SOURCE_DIRS {
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
            "let a = \"KS0203\";\n//! an example: [\"KS0204\"]\n#[cfg(test)]\nmod tests { \"KS0205\" }\n";
        assert_eq!(code_literals(&code_part(text)), [(1, "\"KS0203\"".to_string())]);
        assert_eq!(code_literals("\"KS02\" \"KS12345\""), []);
    }

    /// The crates whose top-level modules must form no import circle.
    const LAYERED_CRATES: &[&str] = &[
        "reference/keepshipping/src",
        "reference/ks-core/src",
        "reference/ks-fmt/src",
        "reference/ks-host/src",
        "reference/ks-lang/src",
        "reference/ks-lsp/src",
        "reference/ks-migrate/src",
        "reference/ks-report/src",
        "reference/ks-wasm/src",
        "conformance/harness/src",
    ];

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
        let mut found = Vec::new();
        let mut rest = text;
        while let Some(at) = rest.find("crate::") {
            let before = rest[..at].chars().next_back();
            rest = &rest[at + "crate::".len()..];
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

    /// The module graph of one crate: for each top-level module, the other top-level modules its
    /// non-test code (comments left out) imports. The root is the crate's facade, above every
    /// module: what it defines or re-exports is not an edge (`super::` in a top-level module's own
    /// file names it).
    fn module_graph(
        src: &Path,
    ) -> std::collections::BTreeMap<String, std::collections::BTreeSet<String>> {
        let root_file = ["lib.rs", "main.rs"].iter().map(|f| src.join(f)).find(|p| p.is_file());
        let root_file =
            root_file.unwrap_or_else(|| panic!("{}: no lib.rs or main.rs", src.display()));
        let root_text = std::fs::read_to_string(&root_file).unwrap();
        let modules = declared_modules(&root_text);
        let mut graph = std::collections::BTreeMap::new();
        let mut sources: Vec<(String, String)> = Vec::new();
        for module in &modules {
            let file = src.join(format!("{module}.rs"));
            let dir = src.join(module);
            let mut files = Vec::new();
            if file.is_file() {
                files.push(file);
            }
            if dir.is_dir() {
                files.extend(rust_files(&dir));
            }
            for path in files {
                let text = std::fs::read_to_string(&path).unwrap();
                sources.push((module.clone(), text));
            }
        }
        for (module, text) in sources {
            let edges: &mut std::collections::BTreeSet<String> =
                graph.entry(module.clone()).or_default();
            for segment in crate_segments(&code_part(&text)) {
                if segment != module && modules.contains(&segment) {
                    edges.insert(segment);
                }
            }
        }
        graph
    }

    /// The import circles of a graph: its strongly connected components of more than one module
    /// (Tarjan's algorithm, iterative), each sorted.
    fn circles(
        graph: &std::collections::BTreeMap<String, std::collections::BTreeSet<String>>,
    ) -> Vec<Vec<String>> {
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
        for dir in LAYERED_CRATES {
            for circle in circles(&module_graph(&root.join(dir))) {
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

    #[test]
    fn a_test_only_module_hides_no_module_after_it() {
        let root = "mod a;\n#[cfg(test)]\nmod probe;\npub mod b;\npub(crate) mod c;\n";
        assert_eq!(declared_modules(root), ["a", "b", "c"]);
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
