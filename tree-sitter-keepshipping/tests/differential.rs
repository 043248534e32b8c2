//! Every conformance case parsed by tree-sitter and by the reference parser (ks-lang): valid cases
//! must give the same projected tree, invalid ones an ERROR or MISSING node.

mod support;

#[test]
fn conformance_cases_match_the_reference() {
    let cases = support::conformance_cases();
    assert!(!cases.is_empty(), "no conformance cases found");
    let mut failures = Vec::new();
    let (mut valid, mut invalid) = (0, 0);
    for case in &cases {
        let tree = support::parse(&case.input);
        let ours = tree_sitter_keepshipping::projected_sexp(tree.root_node());
        if case.valid {
            valid += 1;
            let reference = support::reference_projection(&case.input);
            if ours != reference {
                failures.push(format!(
                    "{} (valid)\n  input:      {:?}\n  reference:  {reference}\n  tree-sitter: {ours}",
                    case.id, case.input
                ));
            }
        } else {
            invalid += 1;
            if !support::has_error_or_missing(&tree) {
                failures.push(format!(
                    "{} (invalid) has no ERROR or MISSING node\n  input:      {:?}\n  tree-sitter: {ours}",
                    case.id, case.input
                ));
            }
        }
    }
    eprintln!("{} cases: {valid} valid, {invalid} invalid, {} failed", cases.len(), failures.len());
    assert!(
        failures.is_empty(),
        "{} of {} cases differ:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}
