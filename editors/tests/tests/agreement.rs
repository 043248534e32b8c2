//! The TextMate grammar (VS Code, GitHub) and the tree-sitter grammar with `queries/highlights.scm`
//! (Neovim, Helix, Zed, `tree-sitter highlight`) must give every token the same class, for every
//! conformance input.
//!
//! Tokens are the reference lexer's (`ks_lang`): every token except whitespace, line ends and the BOM.
//! Each side's answer is reduced to a small set of classes: comment, key, string, number, keyword,
//! operator, punctuation, constant, other.
//! * TextMate: the scopes at the token's first non-blank character (from `vscode-textmate`, as VS Code
//!   tokenizes), outermost first; the first scope with a class decides.
//! * tree-sitter: the captures whose node contains that character; the innermost node wins, and for
//!   one node the later pattern (the `tree-sitter highlight` and Neovim rule).

use ks_editor_tests::{
    build_parser_so, conformance_inputs, editors_dir, nvim_lua, repo_root, run_ok, tmgrammar_tools,
};
use ks_lang::SyntaxKind;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::Command;
use tree_sitter::{Parser, Query, QueryCursor, StreamingIterator};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Class {
    Comment,
    Key,
    String,
    Number,
    Keyword,
    Operator,
    Punctuation,
    Constant,
    Other,
}

fn tm_class(scopes: &[String]) -> Class {
    for s in scopes.iter().skip(1) {
        let s = s.as_str();
        let class = if s.starts_with("comment.") {
            Class::Comment
        } else if s.starts_with("entity.name.tag.") {
            Class::Key
        } else if s.starts_with("meta.interpolation")
            || s.starts_with("variable.")
            || s.starts_with("invalid.")
        {
            Class::Other
        } else if s.starts_with("string.") {
            Class::String
        } else if s.starts_with("constant.numeric.") {
            Class::Number
        } else if s.starts_with("constant.") {
            Class::Constant
        } else if s.starts_with("keyword.operator.word.") {
            Class::Keyword
        } else if s.starts_with("keyword.") {
            Class::Operator
        } else if s.starts_with("punctuation.") {
            Class::Punctuation
        } else {
            continue;
        };
        return class;
    }
    Class::Other
}

fn ts_class(capture: &str) -> Class {
    let head = capture.split('.').next().unwrap();
    match head {
        "comment" => Class::Comment,
        "property" => Class::Key,
        "string" => Class::String,
        "number" => Class::Number,
        // `@label` is what the queries give handles (`@platform`), which TextMate scopes as constants.
        "boolean" | "constant" | "label" => Class::Constant,
        "keyword" => Class::Keyword,
        "operator" => Class::Operator,
        "punctuation" => Class::Punctuation,
        _ => Class::Other,
    }
}

struct Capture {
    start: usize,
    end: usize,
    pattern: usize,
    name: String,
}

fn ts_parse(src: &str) -> tree_sitter::Tree {
    let mut parser = Parser::new();
    parser.set_language(&tree_sitter_keepshipping::LANGUAGE.into()).unwrap();
    parser.parse(src, None).unwrap()
}

/// The rows (0-based lines) on which tree-sitter had to recover: every row an ERROR node spans, and
/// the row of every MISSING node.
fn ts_recovery_rows(tree: &tree_sitter::Tree) -> std::collections::BTreeSet<usize> {
    let mut rows = std::collections::BTreeSet::new();
    let mut cursor = tree.walk();
    'walk: loop {
        let n = cursor.node();
        if n.is_error() || n.is_missing() {
            rows.extend(n.start_position().row..=n.end_position().row);
        }
        if n.has_error() && cursor.goto_first_child() {
            continue;
        }
        while !cursor.goto_next_sibling() {
            if !cursor.goto_parent() {
                break 'walk;
            }
        }
    }
    rows
}

fn ts_captures(tree: &tree_sitter::Tree, src: &str, query: &Query) -> Vec<Capture> {
    let mut cursor = QueryCursor::new();
    let mut matches = cursor.matches(query, tree.root_node(), src.as_bytes());
    let mut out = Vec::new();
    while let Some(m) = matches.next() {
        for c in m.captures {
            out.push(Capture {
                start: c.node.start_byte(),
                end: c.node.end_byte(),
                pattern: m.pattern_index,
                name: query.capture_names()[c.index as usize].to_string(),
            });
        }
    }
    out
}

fn ts_class_at(captures: &[Capture], at: usize) -> (Class, String) {
    captures
        .iter()
        .filter(|c| c.start <= at && at < c.end)
        .min_by_key(|c| (c.end - c.start, std::cmp::Reverse(c.pattern)))
        .map(|c| (ts_class(&c.name), c.name.clone()))
        .unwrap_or((Class::Other, "-".into()))
}

type TmTokens = BTreeMap<String, Vec<(usize, usize, Vec<String>)>>;

fn tm_tokens(files: &[PathBuf]) -> TmTokens {
    let tools = tmgrammar_tools();
    let dir = tempfile::tempdir().unwrap();
    let list = dir.path().join("files.txt");
    let text: String = files.iter().map(|f| format!("{}\n", f.display())).collect();
    std::fs::write(&list, text).unwrap();
    let out = run_ok(
        Command::new("node")
            .arg(editors_dir().join("tests/js/tm-tokenize.js"))
            .arg(&tools)
            .arg(editors_dir().join("vscode/syntaxes/keepshipping.tmLanguage.json"))
            .arg(&list),
        "scripts/setup.d/31-tmgrammar-test.sh",
    );
    serde_json::from_str(&out).unwrap()
}

fn tm_class_at(tokens: &[(usize, usize, Vec<String>)], at: usize) -> (Class, String) {
    tokens
        .iter()
        .find(|(s, e, _)| *s <= at && at < *e)
        .map(|(_, _, scopes)| (tm_class(scopes), scopes[1..].join(" ")))
        .unwrap_or((Class::Other, "-".into()))
}

/// The standard queries (`queries/highlights.scm`), evaluated by the tree-sitter library as
/// `tree-sitter highlight` does (`#match?` is a Rust regex).
#[test]
fn textmate_and_tree_sitter_agree_on_every_conformance_token() {
    let files = conformance_inputs();
    assert!(files.len() > 100, "expected the conformance cases, found {}", files.len());
    let highlights = std::fs::read_to_string(repo_root().join("queries/highlights.scm")).unwrap();
    let query = Query::new(&tree_sitter_keepshipping::LANGUAGE.into(), &highlights).unwrap();
    let captures: BTreeMap<PathBuf, Vec<Capture>> = files
        .iter()
        .map(|f| {
            let src = std::fs::read_to_string(f).unwrap();
            let tree = ts_parse(&src);
            (f.clone(), ts_captures(&tree, &src, &query))
        })
        .collect();
    compare(&files, &captures, "queries/highlights.scm");
}

/// Neovim's queries (`queries/nvim/highlights.scm`, found through `editors/nvim`), evaluated by
/// headless Neovim 0.12 itself, with its own predicates (`#lua-match?`, Vim-regex `#match?`).
#[test]
fn textmate_and_neovim_agree_on_every_conformance_token() {
    let files = conformance_inputs();
    assert!(files.len() > 100, "expected the conformance cases, found {}", files.len());
    let dir = tempfile::tempdir().unwrap();
    let so = build_parser_so(dir.path());
    let list = dir.path().join("files.txt");
    let text: String = files.iter().map(|f| format!("{}\n", f.display())).collect();
    std::fs::write(&list, text).unwrap();
    let lua = r#"
require('keepshipping').setup({ parser = os.getenv('KS_PARSER') })
local query = vim.treesitter.query.get('keepshipping', 'highlights')
local out = {}
for _, f in ipairs(vim.fn.readfile(os.getenv('KS_LIST'))) do
  local h = assert(io.open(f, 'rb'))
  local src = h:read('*a')
  h:close()
  local parser = vim.treesitter.get_string_parser(src, 'keepshipping')
  local tree = parser:parse()[1]
  for pattern, match in query:iter_matches(tree:root(), src, 0, -1) do
    for id, nodes in pairs(match) do
      for _, node in ipairs(nodes) do
        local _, _, sb = node:start()
        local _, _, eb = node:end_()
        table.insert(out, table.concat({ f, sb, eb, pattern, query.captures[id] }, '\t'))
      end
    end
  end
end
vim.fn.writefile(out, os.getenv('KS_OUT'))
"#;
    let out = nvim_lua(dir.path(), lua, &[("KS_PARSER", &so), ("KS_LIST", &list)]);
    let mut captures: BTreeMap<PathBuf, Vec<Capture>> =
        files.iter().map(|f| (f.clone(), Vec::new())).collect();
    for line in out.lines() {
        let f: Vec<&str> = line.split('\t').collect();
        assert_eq!(f.len(), 5, "{line}");
        let name = f[4];
        // Not highlight groups: spell-checking regions and private captures.
        if name == "spell" || name == "nospell" || name.starts_with('_') {
            continue;
        }
        captures.get_mut(&PathBuf::from(f[0])).unwrap().push(Capture {
            start: f[1].parse().unwrap(),
            end: f[2].parse().unwrap(),
            pattern: f[3].parse().unwrap(),
            name: name.to_string(),
        });
    }
    assert!(captures.values().map(Vec::len).sum::<usize>() > 1000, "{out:.2000}");
    compare(&files, &captures, "queries/nvim/highlights.scm in Neovim");
}

fn compare(files: &[PathBuf], captures: &BTreeMap<PathBuf, Vec<Capture>>, side: &str) {
    let tm = tm_tokens(files);

    let mut compared = 0usize;
    let mut in_recovery = 0usize;
    let mut disagreements = Vec::new();
    for file in files {
        let src = std::fs::read_to_string(file).unwrap();
        let tree = ts_parse(&src);
        let captures = &captures[file];
        let tm_file = &tm[&file.display().to_string()];
        let parse = ks_lang::parse(&src);
        let has_errors = parse.has_errors();
        let recovery_rows = ts_recovery_rows(&tree);
        for tok in parse.syntax().tokens() {
            if matches!(tok.kind(), SyntaxKind::WHITESPACE | SyntaxKind::NEWLINE | SyntaxKind::BOM)
            {
                continue;
            }
            let range = tok.text_range();
            let text = tok.text();
            let lead = text.len() - text.trim_start_matches([' ', '\t']).len();
            let at = range.start() as usize + if lead < text.len() { lead } else { 0 };
            // Error recovery: in a file ks-lang reports syntax errors for, a line on which tree-sitter
            // had to recover (an ERROR or MISSING node) has no reliable structure to highlight, while
            // TextMate, line by line and without recovery, still scopes it. Those tokens are counted
            // apart; every other token must agree.
            let row = src[..at].matches('\n').count();
            if has_errors && recovery_rows.contains(&row) {
                in_recovery += 1;
                continue;
            }
            let (a, a_why) = tm_class_at(tm_file, at);
            let (b, b_why) = ts_class_at(captures, at);
            compared += 1;
            if a != b {
                let case = file
                    .strip_prefix(repo_root().join("conformance/cases"))
                    .unwrap_or(file)
                    .parent()
                    .unwrap()
                    .display()
                    .to_string();
                disagreements.push((
                    format!("{:?}: TextMate {a:?} vs {side} {b:?}", tok.kind()),
                    format!("{case} @{at} {text:?}: {a_why} vs @{b_why}"),
                ));
            }
        }
    }
    assert!(compared > 1000, "only {compared} tokens compared");
    // Recovery must stay the exception, or the comparison would say little.
    assert!(
        in_recovery * 10 < compared,
        "{in_recovery} tokens on tree-sitter recovery lines against {compared} compared"
    );
    eprintln!(
        "{side}: compared {compared} tokens; {in_recovery} on tree-sitter recovery lines not compared"
    );
    // Grouped by (token kind, the two classes), with a few examples each.
    let mut groups: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (group, example) in &disagreements {
        groups.entry(group.clone()).or_default().push(example.clone());
    }
    let report: Vec<String> = groups
        .iter()
        .map(|(g, ex)| {
            let shown: Vec<&str> = ex.iter().take(4).map(String::as_str).collect();
            format!("{} x {g}\n    {}", ex.len(), shown.join("\n    "))
        })
        .collect();
    assert!(
        disagreements.is_empty(),
        "{side}: {} of {compared} tokens disagree:\n{}",
        disagreements.len(),
        report.join("\n")
    );
}
