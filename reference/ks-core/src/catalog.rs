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
}

/// One static output of a kind.
#[derive(Clone, Copy, Debug)]
pub struct OutputSpec {
    pub name: &'static str,
    /// A type, or `answer` for a decide step's own answers.
    pub ty: &'static str,
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
}

impl KindSpec {
    pub fn input(&self, name: &str) -> Option<&'static InputSpec> {
        self.inputs.iter().find(|input| input.name == name)
    }

    pub fn output(&self, name: &str) -> Option<&'static OutputSpec> {
        self.outputs.iter().find(|output| output.name == name)
    }
}

const fn req(name: &'static str, ty: &'static str) -> InputSpec {
    InputSpec { name, ty, required: true }
}

const fn opt(name: &'static str, ty: &'static str) -> InputSpec {
    InputSpec { name, ty, required: false }
}

const fn out(name: &'static str, ty: &'static str) -> OutputSpec {
    OutputSpec { name, ty }
}

/// The catalog. Order is the description's (KIND-2), then the two D9 adds.
pub static KINDS: &[KindSpec] = &[
    KindSpec {
        name: "oci.image",
        inputs: &[req("from", "Path"), opt("context", "Path"), opt("tags", "list(oci.Tag)")],
        outputs: &[out("digest", "oci.Digest"), out("ref", "oci.Ref"), out("signed", "Bool")],
        runtime_outputs: false,
        action: Some(Action::Build),
    },
    KindSpec {
        name: "tofu.plan",
        inputs: &[req("dir", "Path")],
        outputs: &[out("destroys", "Int"), out("changes", "Int")],
        runtime_outputs: false,
        action: Some(Action::Plan),
    },
    KindSpec {
        name: "approval",
        inputs: &[req("show", "show"), opt("auto", "condition"), opt("approvers", "list(Handle)")],
        outputs: &[out("approved", "Bool"), out("by", "Handle")],
        runtime_outputs: false,
        action: None,
    },
    KindSpec {
        name: "tofu.apply",
        inputs: &[req("plan", "step(tofu.plan)"), opt("outputs", "outputs")],
        outputs: &[],
        runtime_outputs: true,
        action: Some(Action::Apply),
    },
    KindSpec {
        name: "k8s.rollout",
        inputs: &[
            req("image", "oci.Digest"),
            opt("cluster", "k8s.Cluster"),
            opt("wait", "wait"),
            opt("verify", "verify"),
        ],
        outputs: &[out("version", "String")],
        runtime_outputs: false,
        action: Some(Action::Deploy),
    },
    KindSpec {
        name: "decide",
        inputs: &[req("input", "expr"), req("answers", "answers"), opt("else", "expr")],
        outputs: &[out("answer", "answer"), out("confidence", "Float")],
        runtime_outputs: false,
        action: None,
    },
    KindSpec {
        name: "oci.artifact",
        inputs: &[req("from", "Path"), opt("tags", "list(oci.Tag)")],
        outputs: &[out("digest", "oci.Digest"), out("ref", "oci.Ref")],
        runtime_outputs: false,
        action: Some(Action::Build),
    },
    KindSpec {
        name: "vm.deploy",
        inputs: &[req("image", "oci.Digest"), opt("wait", "wait"), opt("verify", "verify")],
        outputs: &[out("version", "String")],
        runtime_outputs: false,
        action: Some(Action::Deploy),
    },
];

/// The expression inputs: a dotted name in them is always a reference (REF-4).
pub const EXPRESSION_INPUTS: [&str; 5] = ["auto", "when", "show", "else", "input"];

/// Keys every step reserves (KIND-11): `after`/`when` inputs, `ci-only`/`rollback` properties.
pub const RESERVED_STEP_KEYS: [&str; 4] = ["after", "when", "ci-only", "rollback"];

/// Looks a kind up by name.
pub fn kind(name: &str) -> Option<&'static KindSpec> {
    KINDS.iter().find(|kind| kind.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

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
