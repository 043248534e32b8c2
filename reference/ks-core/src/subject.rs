//! Who is checked and where: the subject vocabulary every layer above reads (policy binds the
//! actor, checks read the context). It knows nothing of the rest of the crate.

/// Who is being checked: policy binds the actor (`--actor`), never the environment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Actor {
    #[default]
    Human,
    Agent,
    Ci,
}

impl Actor {
    /// Every actor, as `--actor` and the suite's `[check] actor` list them.
    pub const ALL: [Actor; 3] = [Actor::Human, Actor::Agent, Actor::Ci];

    /// The name as written (`human`, `agent`, `ci`).
    pub fn as_str(self) -> &'static str {
        match self {
            Actor::Human => "human",
            Actor::Agent => "agent",
            Actor::Ci => "ci",
        }
    }

    pub fn from_name(name: &str) -> Option<Actor> {
        Actor::ALL.into_iter().find(|actor| actor.as_str() == name)
    }
}

/// Where the check pretends to run (`--context`): `Local` warns about `ci-only:` steps (KS0602).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Context {
    #[default]
    Local,
    Ci,
}

impl Context {
    /// Both contexts, as `--context` and the suite's `[check] context` list them.
    pub const ALL: [Context; 2] = [Context::Local, Context::Ci];

    /// The name as written (`local`, `ci`).
    pub fn as_str(self) -> &'static str {
        match self {
            Context::Local => "local",
            Context::Ci => "ci",
        }
    }

    pub fn from_name(name: &str) -> Option<Context> {
        Context::ALL.into_iter().find(|context| context.as_str() == name)
    }
}
