//! The test implementation of the [`Kinds`] port, until ks-core's catalog answers it: `tofu.apply`
//! and TypeScript script steps have run-time-only outputs; the other built-in kinds have static ones;
//! anything else is unknown.

use ks_migrate::Kinds;

pub struct TestKinds;

impl Kinds for TestKinds {
    fn outputs_are_runtime_only(&self, kind: &str) -> Option<bool> {
        match kind {
            "tofu.apply" => Some(true),
            "oci.image" | "oci.artifact" | "tofu.plan" | "approval" | "k8s.rollout" | "decide"
            | "vm.deploy" => Some(false),
            script if script.starts_with("./") && script.ends_with(".ts") => Some(true),
            _ => None,
        }
    }
}
