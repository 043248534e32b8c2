//! Parses the benchmark workload once, for profiling:
//! `cargo run --release -p tree-sitter-keepshipping --example parse_workload -- ks|yaml|edit BYTES`.
//! `edit` parses the `ship.ks` form, changes one digit in the middle and re-parses incrementally.
//! Under `valgrind --tool=callgrind --toggle-collect=ts_parser_parse` it counts the instructions
//! of the parses, a load-independent figure for comparing grammar changes.

#[path = "../tests/support/rng.rs"]
mod rng;
#[path = "../benches/support/workload.rs"]
mod workload;

fn main() {
    let mut args = std::env::args().skip(1);
    let which = args.next().unwrap_or_else(|| "ks".to_owned());
    let bytes = args.next().map_or(800_000, |n| n.parse().expect("BYTES is a number"));
    let (ks, yaml) = workload::workload(bytes);
    let (language, text): (tree_sitter::Language, _) = match which.as_str() {
        "ks" | "edit" => (tree_sitter_keepshipping::LANGUAGE.into(), ks),
        "yaml" => (tree_sitter_yaml::LANGUAGE.into(), yaml),
        other => panic!("unknown workload {other}: ks or yaml"),
    };
    let mut parser = tree_sitter::Parser::new();
    parser.set_language(&language).expect("grammar loads");
    let mut tree = parser.parse(&text, None).expect("parse");
    if which == "edit" {
        let (edited, edit) = workload::one_digit_edit(&text);
        tree.edit(&edit);
        tree = parser.parse(&edited, Some(&tree)).expect("re-parse");
    }
    println!("{which}: {} bytes, error: {}", text.len(), tree.root_node().has_error());
}
