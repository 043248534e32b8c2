//! The built-in step kinds (KIND-2, GAP-14, D9) as data: one table, read by lowering and checks.
//!
//! Types are written as the language spells them and read with [`Type::parse`]; the few input shapes
//! that are not plain values (conditions, `show:`, `plan:` …) have names of their own, read by
//! [`InputType::parse`]. Changing a kind means changing a row here and nothing else.

use crate::types::Type;

/// What a step does, for policy (KIND-13, SCR-7, GAP-25): the one action vocabulary. A script's
/// `action:` answers with any of [`Action::ALL`]; a policy rule names one of [`Action::VERBS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    Build,
    Plan,
    Apply,
    Deploy,
    Destroy,
    ReadSecrets,
    Other,
}

impl Action {
    /// The script `action:` answers, in the description's order (SCR-7).
    pub const ALL: [Action; 7] = [
        Action::Build,
        Action::Plan,
        Action::Apply,
        Action::Deploy,
        Action::Destroy,
        Action::ReadSecrets,
        Action::Other,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Action::Build => "build",
            Action::Plan => "plan",
            Action::Apply => "apply",
            Action::Deploy => "deploy",
            Action::Destroy => "destroy",
            Action::ReadSecrets => "read-secrets",
            Action::Other => "other",
        }
    }

    /// The actions a policy rule can name (its verbs, GAP-25): every one but `other`.
    pub const VERBS: [Action; 6] = [
        Action::Build,
        Action::Plan,
        Action::Apply,
        Action::Deploy,
        Action::Destroy,
        Action::ReadSecrets,
    ];

    pub fn from_name(name: &str) -> Option<Action> {
        Action::ALL.into_iter().find(|action| action.as_str() == name)
    }

    /// A policy verb by name: one of [`Action::VERBS`].
    pub fn verb_from_name(name: &str) -> Option<Action> {
        Action::VERBS.into_iter().find(|verb| verb.as_str() == name)
    }

    /// The verbs a step of this action is judged by: at check time every apply may destroy
    /// (AMB-28); `other` is judged by none.
    pub fn verbs(self) -> &'static [Action] {
        match self {
            Action::Build => &[Action::Build],
            Action::Plan => &[Action::Plan],
            Action::Apply => &[Action::Apply, Action::Destroy],
            Action::Deploy => &[Action::Deploy],
            Action::Destroy => &[Action::Destroy],
            Action::ReadSecrets => &[Action::ReadSecrets],
            Action::Other => &[],
        }
    }
}

/// The shape an input takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputType {
    /// A value of a type.
    Value(Type),
    /// A `Bool` expression (`auto:`): references always (REF-4).
    Condition,
    /// References shown to a human (`show:`): any type but a secret.
    Show,
    /// Any expression (`input:`, `else:`): references always.
    Expr,
    /// The name of another step of this kind (`plan: <plan step>`).
    StepName(&'static str),
    /// `wait: healthy, 5m`: condition words and a `Duration`.
    Wait,
    /// A decide step's answers: `low | medium | high`.
    Answers,
    /// `outputs:` on `tofu.apply`: one `name: Type` child per output (IAC-5).
    OutputTypes,
    /// `verify:`: a quoted `signed-by …` string (GAP-22).
    Verify,
}

impl InputType {
    /// Reads a catalog spelling: a type, or one of the shape names above.
    pub fn parse(text: &str) -> Option<InputType> {
        Some(match text {
            "condition" => InputType::Condition,
            "show" => InputType::Show,
            "expr" => InputType::Expr,
            "wait" => InputType::Wait,
            "answers" => InputType::Answers,
            "outputs" => InputType::OutputTypes,
            "verify" => InputType::Verify,
            "step(tofu.plan)" => InputType::StepName("tofu.plan"),
            other => InputType::Value(Type::parse(other)?),
        })
    }

    /// Whether a dotted name in this position is always a reference (REF-4, REF-5).
    pub fn always_references(&self) -> bool {
        match self {
            InputType::Condition | InputType::Show | InputType::Expr => true,
            InputType::Value(ty) => !matches!(ty, Type::String | Type::Path | Type::Any),
            _ => false,
        }
    }
}

/// One input of a kind.
#[derive(Clone, Copy, Debug)]
pub struct InputSpec {
    pub name: &'static str,
    /// A type or shape, read by [`InputType::parse`].
    pub ty: &'static str,
    pub required: bool,
    /// What the input is for, in a sentence (hover, the "Built-in kinds" page).
    pub doc: &'static str,
}

/// One static output of a kind.
#[derive(Clone, Copy, Debug)]
pub struct OutputSpec {
    pub name: &'static str,
    /// A type, or `answer` for a decide step's own answers.
    pub ty: &'static str,
    /// What the output holds, in a sentence.
    pub doc: &'static str,
}

/// A built-in kind.
#[derive(Clone, Copy, Debug)]
pub struct KindSpec {
    pub name: &'static str,
    pub inputs: &'static [InputSpec],
    pub outputs: &'static [OutputSpec],
    /// Outputs that exist only at run time, read as `<step>.out.<name>` (KIND-7).
    pub runtime_outputs: bool,
    /// The action class; `None` is outside the vocabulary (not governed).
    pub action: Option<Action>,
    /// What a step of this kind does, in a sentence or two.
    pub doc: &'static str,
}

impl KindSpec {
    pub fn input(&self, name: &str) -> Option<&'static InputSpec> {
        self.inputs.iter().find(|input| input.name == name)
    }

    /// The shape of input `name`, read from its spelling once per process rather than at every
    /// input of every file (lowering asks it for each declared input).
    pub(crate) fn input_type(&self, name: &str) -> Option<std::sync::Arc<InputType>> {
        let index = self.inputs.iter().position(|input| input.name == name)?;
        match self.row() {
            Some(row) => Some(read_spellings()[row].inputs[index].clone()),
            None => InputType::parse(self.inputs[index].ty).map(std::sync::Arc::new),
        }
    }

    /// The type output `name` spells (`None` for an unknown output, and for `answer`, which only
    /// a decide step's answers type), read once per process: every reference to an output asks.
    pub(crate) fn output_type(&self, name: &str) -> Option<Type> {
        let index = self.outputs.iter().position(|output| output.name == name)?;
        match self.row() {
            Some(row) => read_spellings()[row].outputs[index].clone(),
            None => Type::parse(self.outputs[index].ty),
        }
    }

    /// This kind's row of `KINDS`, found by its address; `None` for a copy held elsewhere.
    fn row(&self) -> Option<usize> {
        let row = (self as *const KindSpec as usize).wrapping_sub(KINDS.as_ptr() as usize)
            / std::mem::size_of::<KindSpec>();
        KINDS.get(row).filter(|kind| std::ptr::eq(*kind, self)).map(|_| row)
    }

    pub fn output(&self, name: &str) -> Option<&'static OutputSpec> {
        self.outputs.iter().find(|output| output.name == name)
    }
}

const fn req(name: &'static str, ty: &'static str, doc: &'static str) -> InputSpec {
    InputSpec { name, ty, required: true, doc }
}

const fn opt(name: &'static str, ty: &'static str, doc: &'static str) -> InputSpec {
    InputSpec { name, ty, required: false, doc }
}

const fn out(name: &'static str, ty: &'static str, doc: &'static str) -> OutputSpec {
    OutputSpec { name, ty, doc }
}

/// The catalog. Order is the description's (KIND-2), then the two D9 adds.
pub static KINDS: &[KindSpec] = &[
    KindSpec {
        name: "oci.image",
        inputs: &[
            req("from", "Path", "Where the image is built from: a path in the site."),
            opt("context", "Path", "The build context, when it differs from `from`."),
            opt("tags", "list(oci.Tag)", "Tags to push the image under; the digest stays what deploys read."),
        ],
        outputs: &[
            out("digest", "oci.Digest", "The pushed image's content digest: what a deploy should ship."),
            out("ref", "oci.Ref", "The image's full reference, registry and repository included."),
            out("signed", "Bool", "Whether the pushed image carries a signature."),
        ],
        runtime_outputs: false,
        action: Some(Action::Build),
        doc: "Builds a container image and pushes it.",
    },
    KindSpec {
        name: "tofu.plan",
        inputs: &[req("dir", "Path", "The directory of the OpenTofu configuration (its `*.tf` files).")],
        outputs: &[
            out("destroys", "Int", "How many resources the plan destroys, replacements included."),
            out("changes", "Int", "How many resources the plan changes in all."),
        ],
        runtime_outputs: false,
        action: Some(Action::Plan),
        doc: "Plans an OpenTofu change without applying it; a `tofu.apply` applies the saved plan.",
    },
    KindSpec {
        name: "approval",
        inputs: &[
            req("show", "show", "The outputs a person reviews before approving; never a secret."),
            opt("auto", "condition", "When this condition holds, the step approves itself."),
            opt("approvers", "list(Handle)", "Who may approve."),
        ],
        outputs: &[
            out("approved", "Bool", "Whether the step was approved."),
            out("by", "Handle", "Who approved it."),
        ],
        runtime_outputs: false,
        action: None,
        doc: "Stops the run until a person approves; it also gates every other step reading what it shows.",
    },
    KindSpec {
        name: "tofu.apply",
        inputs: &[
            req("plan", "step(tofu.plan)", "The `tofu.plan` step whose saved plan this applies."),
            opt("outputs", "outputs", "The types of the configuration's outputs, one `name: Type` per line."),
        ],
        outputs: &[],
        runtime_outputs: true,
        action: Some(Action::Apply),
        doc: "Applies a saved OpenTofu plan; its outputs exist at run time, read as `<step>.out.<name>`.",
    },
    KindSpec {
        name: "k8s.rollout",
        inputs: &[
            req("image", "oci.Digest", "The image to roll out, by digest (never by tag)."),
            opt("cluster", "k8s.Cluster", "The cluster to deploy to, often a `tofu.apply` output."),
            opt("wait", "wait", "What to wait for after the rollout, and how long: `healthy, 5m`."),
            opt("verify", "verify", "Whose signature the image must carry: `\"signed-by key:<name>\"`."),
        ],
        outputs: &[out("version", "String", "The version the rollout left running.")],
        runtime_outputs: false,
        action: Some(Action::Deploy),
        doc: "Rolls an image out to a Kubernetes cluster.",
    },
    KindSpec {
        name: "decide",
        inputs: &[
            req("input", "expr", "What the decision is made on: any expression."),
            req("answers", "answers", "The possible answers, one of which is chosen: `low | medium | high`."),
            opt("else", "expr", "The fallback when no answer can be chosen."),
        ],
        outputs: &[
            out("answer", "answer", "The chosen answer, compared with `is`: `risk is low`."),
            out("confidence", "Float", "How confident the decision is, from 0 to 1."),
        ],
        runtime_outputs: false,
        action: None,
        doc: "Chooses one of a fixed set of answers from its input.",
    },
    KindSpec {
        name: "oci.artifact",
        inputs: &[
            req("from", "Path", "The file or directory packed into the artifact."),
            opt("tags", "list(oci.Tag)", "Tags to push the artifact under."),
        ],
        outputs: &[
            out("digest", "oci.Digest", "The pushed artifact's content digest."),
            out("ref", "oci.Ref", "The artifact's full reference."),
        ],
        runtime_outputs: false,
        action: Some(Action::Build),
        doc: "Packs files into an OCI artifact and pushes it.",
    },
    KindSpec {
        name: "vm.deploy",
        inputs: &[
            req("image", "oci.Digest", "The image to deploy, by digest."),
            opt("wait", "wait", "What to wait for after the deploy, and how long: `healthy, 5m`."),
            opt("verify", "verify", "Whose signature the image must carry: `\"signed-by key:<name>\"`."),
        ],
        outputs: &[out("version", "String", "The version the deploy left running.")],
        runtime_outputs: false,
        action: Some(Action::Deploy),
        doc: "Deploys an image to virtual machines.",
    },
];

/// The expression inputs: a dotted name in them is always a reference (REF-4).
pub const EXPRESSION_INPUTS: [&str; 5] = ["auto", "when", "show", "else", "input"];

/// Keys every step reserves (KIND-11): `after`/`when` inputs, `ci-only`/`rollback` properties.
pub const RESERVED_STEP_KEYS: [&str; 4] = ["after", "when", "ci-only", "rollback"];

/// A kind's input shapes and output types, read from their spellings.
struct Spellings {
    inputs: Vec<std::sync::Arc<InputType>>,
    outputs: Vec<Option<Type>>,
}

/// Every kind's spellings read, row by row as in `KINDS`, on first use.
fn read_spellings() -> &'static [Spellings] {
    static READ: std::sync::OnceLock<Vec<Spellings>> = std::sync::OnceLock::new();
    READ.get_or_init(|| {
        let input = |input: &InputSpec| {
            let shape = InputType::parse(input.ty).expect("catalog spellings read (unit-tested)");
            std::sync::Arc::new(shape)
        };
        let kind = |kind: &KindSpec| Spellings {
            inputs: kind.inputs.iter().map(input).collect(),
            outputs: kind.outputs.iter().map(|output| Type::parse(output.ty)).collect(),
        };
        KINDS.iter().map(kind).collect()
    })
}

/// Looks a kind up by name.
pub fn kind(name: &str) -> Option<&'static KindSpec> {
    KINDS.iter().find(|kind| kind.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_input_and_output_is_documented() {
        for kind in KINDS {
            assert!(kind.doc.ends_with('.'), "{}", kind.name);
            for input in kind.inputs {
                assert!(input.doc.ends_with('.'), "{}.{}", kind.name, input.name);
            }
            for output in kind.outputs {
                assert!(output.doc.ends_with('.'), "{}.{}", kind.name, output.name);
            }
        }
    }

    #[test]
    fn input_and_output_types_are_the_spellings_read() {
        for kind in KINDS {
            for input in kind.inputs {
                assert_eq!(
                    kind.input_type(input.name).as_deref(),
                    InputType::parse(input.ty).as_ref()
                );
            }
            for output in kind.outputs {
                assert_eq!(kind.output_type(output.name), Type::parse(output.ty));
            }
            assert_eq!(kind.input_type("no-such-input"), None);
            assert_eq!(kind.output_type("no-such-output"), None);
            // A copy outside the catalog reads its spellings itself.
            let copy = *kind;
            for input in kind.inputs {
                assert_eq!(
                    copy.input_type(input.name).as_deref(),
                    InputType::parse(input.ty).as_ref()
                );
            }
            for output in kind.outputs {
                assert_eq!(copy.output_type(output.name), Type::parse(output.ty));
            }
        }
    }

    #[test]
    fn every_catalog_spelling_reads() {
        for kind in KINDS {
            for input in kind.inputs {
                assert!(InputType::parse(input.ty).is_some(), "{}.{}", kind.name, input.name);
            }
            for output in kind.outputs {
                assert!(
                    output.ty == "answer" || Type::parse(output.ty).is_some(),
                    "{}.{}",
                    kind.name,
                    output.name
                );
            }
        }
    }

    #[test]
    fn the_catalog_has_the_description_kinds_and_the_d9_adds() {
        for name in [
            "oci.image",
            "tofu.plan",
            "approval",
            "tofu.apply",
            "k8s.rollout",
            "decide",
            "oci.artifact",
            "vm.deploy",
        ] {
            assert!(kind(name).is_some(), "{name}");
        }
        assert_eq!(kind("k8s.rollout").unwrap().action, Some(Action::Deploy));
        assert_eq!(kind("vm.deploy").unwrap().action, Some(Action::Deploy));
        assert!(kind("vm.deploy").unwrap().input("verify").is_some());
        assert!(kind("tofu.apply").unwrap().runtime_outputs);
        assert_eq!(kind("approval").unwrap().action, None);
    }
}
