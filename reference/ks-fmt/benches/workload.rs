//! The generated workloads of the benchmark (also used by `examples/walkcost.rs`).

/// Roughly `target` bytes of a `ship.ks` workflow written carelessly: doubled spaces after keys and
/// around operators, 4-space indentation, trailing spaces, CRLF nowhere, runs of blank lines,
/// misplaced comment lines; with tuples, groups, block strings and continuation lines.
pub fn messy_workflow(target: usize) -> String {
    let mut out = String::with_capacity(target + 4096);
    out.push_str("# generated workflow\n\n\nname:   api\non:  push main ,  pr\nsteps:\n");
    let mut i = 0usize;
    while out.len() < target {
        out.push_str(&format!(
            "\n\n      # step {i}: build, check and deploy\n    step{i}:   k8s.rollout   # kind\n\
             \x20       image:  build{i}.digest     # oci.Digest, never a tag   \n\
             \x20       wait:   healthy ,5m\n\
             \x20       when:  env is prod  and   ( plan{i}.destroys==0 or  not  risk{i} is low >= 0.95 )\n\
             \x20       auto:  risk is low >= 0.95\n\
             \x20              and   plan.destroys == 0   # continuation\n\
             \x20       replicas:   int = {n}\n\
             \x20       tags:  list( oci.Tag ) ,  \"api-{{git.sha}}\" , \"v{i}\"\n\
             \x20       answers:  low|medium |  high\n\
             \x20       notes:  |\n\
             \x20           first line of step {i}\n\
             \n\
             \x20             indented more   \n\
             \x20           last line\n\
             \x20       verify:  \"signed-by key:release-key\"\n",
            n = i % 7
        ));
        i += 1;
    }
    out
}

/// The same workflow as TOML, for taplo: one table per step with the same values as strings, arrays
/// and a multi-line string, and the same comments, written with the same carelessness.
pub fn messy_toml(target: usize) -> String {
    let mut out = String::with_capacity(target + 4096);
    out.push_str("# generated workflow\n\n\nname =   \"api\"\non =  [ \"push main\" ,  \"pr\" ]\n");
    let mut i = 0usize;
    while out.len() < target {
        out.push_str(&format!(
            "\n\n      # step {i}: build, check and deploy\n[steps.step{i}]   # kind\n\
             \x20   kind =   \"k8s.rollout\"\n\
             \x20   image =  \"build{i}.digest\"     # oci.Digest, never a tag   \n\
             \x20   wait =   [ \"healthy\" ,\"5m\" ]\n\
             \x20   when =  \"env is prod and (plan{i}.destroys == 0 or not risk{i} is low >= 0.95)\"\n\
             \x20   auto =  \"\"\"risk is low >= 0.95\n\
             \x20            and plan.destroys == 0\"\"\"   # continuation\n\
             \x20   replicas =   {n}\n\
             \x20   tags =  [ \"list(oci.Tag)\" ,  \"api-{{git.sha}}\" , \"v{i}\" ]\n\
             \x20   answers =  [\"low\",\"medium\" ,  \"high\"]\n\
             \x20   notes =  \"\"\"\n\
             \x20       first line of step {i}\n\
             \n\
             \x20         indented more   \n\
             \x20       last line\n\"\"\"\n\
             \x20   verify =  \"signed-by key:release-key\"\n",
            n = i % 7
        ));
        i += 1;
    }
    out
}
