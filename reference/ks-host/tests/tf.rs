//! Typed IaC outputs from real `.tf` directories, through `check` (IAC-1..11, EX-13).

mod common;

use common::Site;
use ks_host::scripts::ScriptOptions;

/// A plan of `./infra`, its apply (with `extra` under it) and a deploy reading `apply.out.<read>`.
fn workflow(extra: &str, read: &str) -> String {
    format!(
        "steps:\n  build: oci.image\n    from: ./Dockerfile\n  plan: tofu.plan\n    dir: ./infra\n  apply: tofu.apply\n    plan: plan\n{extra}  deploy: k8s.rollout\n    image: build.digest\n    cluster: apply.out.{read}\n    wait: healthy, 5m\n"
    )
}

fn check(site: &Site, text: &str) -> Vec<String> {
    site.check(text, ScriptOptions::default())
}

const CLUSTER_SHAPE: &str = "output \"cluster\" {\n  value = {\n    endpoint = aws_eks_cluster.main.endpoint\n    ca       = aws_eks_cluster.main.certificate_authority[0].data\n    auth     = \"eks\"\n  }\n}\n";

#[test]
fn the_shape_of_the_value_types_a_cluster_and_a_misspelt_read_is_ks0203() {
    let site = Site::new();
    site.write("infra/main.tf", CLUSTER_SHAPE);
    assert_eq!(check(&site, &workflow("", "cluster")), Vec::<String>::new());
    let diagnostics = check(&site, &workflow("", "clustr"));
    assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
    assert!(diagnostics[0].starts_with("KS0203 10:24 "), "{diagnostics:?}");
    assert!(diagnostics[0].contains("./infra"), "names the directory: {diagnostics:?}");
    assert!(diagnostics[0].contains("`cluster`"), "did-you-mean: {diagnostics:?}");
}

#[test]
fn a_comment_above_or_inside_the_block_types_the_output() {
    for tf in [
        "# keepshipping:type k8s.Cluster\noutput \"cluster\" {\n  value = module.eks.cluster\n}\n",
        "output \"cluster\" {\n  // keepshipping:type k8s.Cluster\n  value = module.eks.cluster\n}\n",
    ] {
        let site = Site::new();
        site.write("infra/outputs.tf", tf);
        assert_eq!(check(&site, &workflow("", "cluster")), Vec::<String>::new(), "{tf}");
        // The comment is what types it: String would not do where a cluster is expected.
        let site = Site::new();
        site.write("infra/outputs.tf", &tf.replace("k8s.Cluster", "String"));
        let diagnostics = check(&site, &workflow("", "cluster"));
        assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
        assert!(diagnostics[0].starts_with("KS0101 10:14 expected k8s.Cluster, found String"), "{diagnostics:?}");
    }
}

#[test]
fn the_outputs_mapping_wins_over_the_comment_and_the_shape() {
    let site = Site::new();
    site.write("infra/main.tf", "# keepshipping:type String\noutput \"cluster\" {\n  value = { endpoint = 1, ca = 2, auth = 3 }\n}\n");
    assert_eq!(
        check(&site, &workflow("    outputs:\n      cluster: k8s.Cluster\n", "cluster")),
        Vec::<String>::new()
    );
    let comment_only = check(&site, &workflow("", "cluster"));
    assert!(comment_only[0].contains("expected k8s.Cluster, found String"), "{comment_only:?}");
}

#[test]
fn any_other_object_is_a_record_of_its_keys_and_anything_else_is_any() {
    let site = Site::new();
    site.write(
        "infra/main.tf",
        "output \"db\" {\n  value = { host = aws_db_instance.main.address, port = 5432 }\n}\noutput \"raw\" {\n  value = module.eks.cluster\n}\n",
    );
    assert_eq!(check(&site, &workflow("", "raw")), Vec::<String>::new());
    let record = check(&site, &workflow("", "db"));
    assert_eq!(record.len(), 1, "{record:?}");
    assert!(
        record[0].contains("expected k8s.Cluster, found { host: any, port: any }"),
        "{record:?}"
    );
    let field = check(&site, &workflow("", "db.hots"));
    assert_eq!(field.len(), 1, "{field:?}");
    assert!(field[0].contains("`host`"), "did-you-mean the field: {field:?}");
}

#[test]
fn outputs_of_every_tf_file_of_the_directory_count() {
    let site = Site::new();
    site.write("infra/a.tf", "output \"other\" {\n  value = 1\n}\n");
    site.write("infra/b.tf", CLUSTER_SHAPE);
    site.write("infra/notes.tf.json", "{}");
    assert_eq!(check(&site, &workflow("", "cluster")), Vec::<String>::new());
    assert!(check(&site, &workflow("", "nope"))[0].starts_with("KS0203"));
}

#[test]
fn a_file_that_does_not_parse_leaves_the_outputs_unchecked() {
    let site = Site::new();
    site.write("infra/main.tf", CLUSTER_SHAPE);
    site.write("infra/broken.tf", "output \"half\" {\n  value = {\n");
    assert_eq!(check(&site, &workflow("", "anything")), Vec::<String>::new());
}

#[test]
fn an_absent_empty_or_tf_less_directory_says_nothing() {
    let site = Site::new();
    assert_eq!(check(&site, &workflow("", "anything")), Vec::<String>::new(), "absent");
    site.write("infra/README.md", "no terraform here\n");
    assert_eq!(check(&site, &workflow("", "anything")), Vec::<String>::new(), "no .tf");
}

#[test]
fn a_dir_that_is_not_literal_is_not_read() {
    let site = Site::new();
    site.write("infra/main.tf", CLUSTER_SHAPE);
    let text = workflow("", "nope").replace("dir: ./infra", "dir: \"./{env.name}\"");
    assert!(!check(&site, &text).iter().any(|d| d.starts_with("KS0203")));
}

#[test]
fn a_type_comment_that_names_no_ks_type_is_ks0107_at_the_read() {
    let site = Site::new();
    site.write(
        "infra/main.tf",
        "# keepshipping:type Clustr\noutput \"cluster\" {\n  value = 1\n}\n",
    );
    let diagnostics = check(&site, &workflow("", "cluster"));
    assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
    assert!(diagnostics[0].starts_with("KS0107 10:24 "), "{diagnostics:?}");
    assert!(
        diagnostics[0].contains("Clustr") && diagnostics[0].contains("./infra"),
        "{diagnostics:?}"
    );
}
