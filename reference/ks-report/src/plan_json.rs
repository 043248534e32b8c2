//! The plan as JSON, the suite's `plan.json` notation: `{"plans": [{"env", "steps": [...],
//! "edges": [...]}]}`, two-space indented, keys in a fixed order. `keepshipping plan --format json`
//! prints the same document with the planned file's name first (`{"file", "plans"}`, [`json_of`]), so
//! that one document per file says which file it is. Compared structurally, so a reader may rely on the keys, never on the layout. Written by
//! serde_json, the one JSON writer of the reports, field by field in that order (a `Value` would
//! sort the keys).

use ks_core::{
    plan::{Condition, EnvPlan, InputValue, Plan, PlanEdge, PlannedStep, SkipReason},
    RollbackPolicy,
};
use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};
use serde_json::ser::PrettyFormatter;

/// `plan` as `plan.json`, with a final line end.
pub fn json(plan: &Plan) -> String {
    write(&Document { file: None, plan })
}

/// `plan` as `keepshipping plan --format json` prints it: `plan.json` with `"file"` first.
pub fn json_of(file: &str, plan: &Plan) -> String {
    write(&Document { file: Some(file), plan })
}

fn write(document: &Document<'_>) -> String {
    let mut out = Vec::new();
    let mut serializer =
        serde_json::Serializer::with_formatter(&mut out, PrettyFormatter::with_indent(b"  "));
    document.serialize(&mut serializer).expect("a plan serializes to a vector");
    let mut text = String::from_utf8(out).expect("serde_json writes UTF-8");
    text.push('\n');
    text
}

struct Document<'a> {
    /// The planned file, as messages name it; `None` in the suite's notation.
    file: Option<&'a str>,
    plan: &'a Plan,
}
struct Seq<'a, T>(&'a [T]);
struct Env<'a>(&'a EnvPlan);
struct Step<'a>(&'a PlannedStep);
struct Edge<'a>(&'a PlanEdge);
struct Skipped<'a>(&'a PlannedStep);
struct Inputs<'a>(&'a PlannedStep);
struct Entries<'a>(&'a [(String, String)]);

impl Serialize for Document<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let envs: Vec<Env<'_>> = self.plan.envs.iter().map(Env).collect();
        let mut map = serializer.serialize_map(Some(1 + usize::from(self.file.is_some())))?;
        if let Some(file) = self.file {
            map.serialize_entry("file", file)?;
        }
        map.serialize_entry("plans", &Seq(&envs))?;
        map.end()
    }
}

impl<T: Serialize> Serialize for Seq<'_, T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.0.len()))?;
        for item in self.0 {
            seq.serialize_element(item)?;
        }
        seq.end()
    }
}

impl Serialize for Env<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let steps: Vec<Step<'_>> = self.0.steps.iter().map(Step).collect();
        let edges: Vec<Edge<'_>> = self.0.edges.iter().map(Edge).collect();
        let mut map = serializer.serialize_map(Some(3))?;
        map.serialize_entry("env", &self.0.env)?;
        map.serialize_entry("steps", &Seq(&steps))?;
        map.serialize_entry("edges", &Seq(&edges))?;
        map.end()
    }
}

impl Serialize for Edge<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(3))?;
        map.serialize_entry("from", &*self.0.from)?;
        map.serialize_entry("to", &*self.0.to)?;
        map.serialize_entry("reason", self.0.reason.as_str())?;
        map.end()
    }
}

impl Serialize for Step<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let step = self.0;
        let settled = match step.condition {
            Condition::Settled(value) => Some(value),
            _ => None,
        };
        let mut map = serializer.serialize_map(Some(12))?;
        map.serialize_entry("number", &step.number)?;
        map.serialize_entry("name", &step.name)?;
        map.serialize_entry("kind", &step.kind)?;
        map.serialize_entry("action", &step.action)?;
        map.serialize_entry("status", step.status.as_str())?;
        map.serialize_entry("skipped_because", &Skipped(step))?;
        map.serialize_entry("condition", step.condition.as_str())?;
        map.serialize_entry("when", &step.when)?;
        map.serialize_entry("settled_to", &settled)?;
        map.serialize_entry("rollback", &step.rollback.map(RollbackPolicy::as_str))?;
        map.serialize_entry("ci_only", &step.ci_only)?;
        map.serialize_entry("inputs", &Inputs(step))?;
        map.end()
    }
}

impl Serialize for Skipped<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let (key, value) = match &self.0.skipped {
            None => return serializer.serialize_none(),
            Some(SkipReason::Condition) => {
                ("condition", self.0.when.as_deref().unwrap_or_default())
            }
            Some(SkipReason::WaitsOn(step)) => ("waits_on", &**step),
        };
        let mut map = serializer.serialize_map(Some(1))?;
        map.serialize_entry(key, value)?;
        map.end()
    }
}

impl Serialize for Inputs<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.inputs.len()))?;
        for input in self.0.inputs.iter() {
            match &input.value {
                InputValue::Text(text) => map.serialize_entry(&input.key, text)?,
                InputValue::Map(entries) => map.serialize_entry(&input.key, &Entries(entries))?,
            }
        }
        map.end()
    }
}

impl Serialize for Entries<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (key, value) in self.0 {
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HERO: &str = "name: api\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n  plan: tofu.plan\n    dir: ./infra\n  review: approval\n    show: plan.destroys\n  apply: tofu.apply\n    plan: plan\n    outputs:\n      cluster: k8s.Cluster\n  deploy: k8s.rollout\n    image: build.digest\n    cluster: apply.out.cluster\n    wait: healthy, 5m\n";

    fn plan_of(text: &str) -> Plan {
        let checked = ks_core::check(&ks_lang::parse(text), &ks_core::CheckOptions::default());
        ks_core::plan::plan(&checked).expect("a plan")
    }

    #[test]
    fn json_names_every_field_and_escapes() {
        let json = super::json(&plan_of(HERO));
        assert!(
            json.starts_with("{\n  \"plans\": [\n    {\n      \"env\": \"default\",\n"),
            "{json}"
        );
        for line in [
            "\"number\": 5,",
            "\"name\": \"deploy\",",
            "\"kind\": \"k8s.rollout\",",
            "\"action\": \"deploy\",",
            "\"status\": \"planned\",",
            "\"condition\": \"none\",",
            "\"rollback\": \"auto\",",
            "\"rollback\": null,",
            "\"wait\": \"healthy, 5m\"",
            "\"reason\": \"approval\"",
        ] {
            assert!(json.contains(line), "{line} in {json}");
        }
        assert!(json.ends_with("}\n"), "{json}");
        // An unknown kind is only a warning, so its inputs reach the plan as written.
        let escaped =
            super::json(&plan_of("steps:\n  a: acme.thing\n    note: \"x\\\\y\\\"z\té\"\n"));
        assert!(escaped.contains(r#""note": "x\\y\"z\té""#), "{escaped}");
    }

    #[test]
    fn the_command_names_the_file_first_and_the_notation_does_not() {
        let plan = plan_of(HERO);
        let named = super::json_of("svc/ship.ks", &plan);
        assert!(named.starts_with("{\n  \"file\": \"svc/ship.ks\",\n  \"plans\": ["), "{named}");
        assert_eq!(named.replace("  \"file\": \"svc/ship.ks\",\n", ""), super::json(&plan));
    }
}
