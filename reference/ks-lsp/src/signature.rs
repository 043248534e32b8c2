//! Signature help at a step or block use (ADR 0082): the kind's inputs as the parameters, each with
//! its type, whether it is required, its default and its doc; which required ones are still missing;
//! and, as the active parameter, the input under the cursor (else the first one missing).

use ks_core::model::{Kind, StepId, Workflow};
use ks_lang::ast::AstNode;

use crate::analysis::Analysis;
use crate::completion::CompletionContext;

/// The signature of the step a position is in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signature {
    /// `deploy: k8s.rollout(image: oci.Digest, cluster?: k8s.Cluster, …)`.
    pub label: String,
    /// Markdown: the kind's doc and the required inputs still missing.
    pub documentation: String,
    pub parameters: Vec<Parameter>,
    /// The index of the input under the cursor, else of the first required one missing.
    pub active: Option<u32>,
}

/// One input, as the label writes it (`cluster?: k8s.Cluster`, `replicas?: Int = 2`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parameter {
    pub label: String,
    pub documentation: String,
}

/// One input as the signature shows it.
struct Shown {
    name: String,
    ty: String,
    required: bool,
    default: Option<String>,
    doc: String,
}

impl Analysis {
    /// The signature of the step or block use at `offset` of `text` (the model's text): the step
    /// whose entry holds the offset, or whose key goes on the cursor's line.
    pub fn signature(&self, text: &str, offset: u32) -> Option<Signature> {
        let workflow = self.checked.workflow();
        let covers = |range: ks_lang::TextRange| range.start() <= offset && offset <= range.end();
        let id = workflow
            .steps()
            .iter()
            .find(|(_, step)| covers(step.entry.syntax().text_range()))
            .map(|(id, _)| id)
            .or_else(|| match CompletionContext::at(text, workflow, offset).0 {
                CompletionContext::StepKey(id) => Some(id),
                _ => None,
            })?;
        signature_of(workflow, id, offset)
    }
}

fn signature_of(workflow: &Workflow, id: StepId, offset: u32) -> Option<Signature> {
    let step = &workflow.steps()[id];
    let (kind, kind_doc, inputs): (&str, &str, Vec<Shown>) = match &step.kind {
        Kind::Builtin(spec) => {
            let inputs = spec.inputs.iter().map(|input| Shown {
                name: input.name.to_string(),
                ty: input.ty.to_string(),
                required: input.required,
                default: None,
                doc: input.doc.to_string(),
            });
            (spec.name, spec.doc, inputs.collect())
        }
        Kind::Block(signature) => {
            let inputs = signature.inputs.iter().map(|input| Shown {
                name: input.name.clone(),
                ty: input.ty.to_string(),
                required: !input.has_default,
                default: input.default.clone(),
                doc: format!("input of block `{}`", signature.name),
            });
            (signature.name.as_str(), "", inputs.collect())
        }
        Kind::Script | Kind::Unknown | Kind::Missing => return None,
    };
    let written = |name: &str| step.input(name).is_some();
    let parameters: Vec<Parameter> = inputs
        .iter()
        .map(|input| {
            let mut label =
                format!("{}{}: {}", input.name, if input.required { "" } else { "?" }, input.ty);
            if let Some(default) = &input.default {
                label.push_str(&format!(" = {default}"));
            }
            let state = match (input.required, written(&input.name)) {
                (true, false) => "required, missing",
                (true, true) => "required",
                (false, _) => "optional",
            };
            Parameter { label, documentation: format!("{} ({state})", input.doc) }
        })
        .collect();
    let labels: Vec<&str> = parameters.iter().map(|p| p.label.as_str()).collect();
    let label = format!("{}: {kind}({})", step.name(), labels.join(", "));
    let missing: Vec<&Shown> =
        inputs.iter().filter(|input| input.required && !written(&input.name)).collect();
    let mut documentation = kind_doc.to_string();
    if !documentation.is_empty() {
        documentation.push_str("\n\n");
    }
    if missing.is_empty() {
        documentation.push_str("every required input is given");
    } else {
        let names: Vec<String> = missing.iter().map(|input| format!("`{}`", input.name)).collect();
        documentation.push_str(&format!("missing: {}", names.join(", ")));
    }
    let under_cursor = step.inputs.iter().find(|input| {
        let range = input.entry().syntax().text_range();
        range.start() <= offset && offset <= range.end()
    });
    let index_of = |name: &str| inputs.iter().position(|input| input.name == name);
    let active = match under_cursor {
        Some(input) => index_of(input.key()),
        None => missing.first().and_then(|input| index_of(&input.name)),
    };
    Some(Signature { label, documentation, parameters, active: active.map(|at| at as u32) })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn signature(text: &str) -> Option<Signature> {
        let offset = text.find("$0").expect("a cursor") as u32;
        let text = text.replacen("$0", "", 1);
        Analysis::new(&text).signature(&text, offset)
    }

    const DEPLOY: &str = "steps:\n  deploy: k8s.rollout\n    wait: healthy, 5m\n";

    #[test]
    fn the_inputs_with_the_missing_ones_and_the_one_under_the_cursor() {
        let found = signature(&format!("{DEPLOY}    $0\n")).unwrap();
        assert_eq!(
            found.label,
            "deploy: k8s.rollout(image: oci.Digest, cluster?: k8s.Cluster, wait?: wait, \
             verify?: verify)"
        );
        assert!(found.documentation.ends_with("missing: `image`"), "{}", found.documentation);
        assert_eq!(
            found.parameters[0].documentation.rsplit('(').next(),
            Some("required, missing)")
        );
        // Nothing under the cursor: the first missing input.
        assert_eq!(found.active, Some(0));
        let found = signature(&DEPLOY.replace("healthy", "heal$0thy")).unwrap();
        assert_eq!(found.active, Some(2), "on `wait:`");
        let found = signature("steps:\n  build: oci.image\n    from: ./D$0\n").unwrap();
        assert!(found.documentation.ends_with("every required input is given"));
        assert_eq!(found.active, Some(0));
    }

    #[test]
    fn no_signature_outside_a_step_or_for_a_script() {
        assert_eq!(signature("name: a$0pi\n"), None);
        assert_eq!(signature("steps:\n  x: ./ship/x.ts$0\n"), None);
    }
}
