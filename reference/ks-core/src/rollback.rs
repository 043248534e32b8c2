//! The vocabulary a step carries to the executor (RB, D21): its rollback policy and what a rollback
//! did. The executor is not here (D21); these are the words the plan and the run log share.

/// What a deploy does when it does not come up healthy (RB-3). Written `rollback:` under a step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RollbackPolicy {
    /// Revert to the last known-good version without asking (the default).
    #[default]
    Auto,
    /// Stop the run and wait for a human; nothing has changed yet.
    Manual,
    /// Never revert: leave the failed state for a human or a later step.
    None,
}

impl RollbackPolicy {
    /// The three answers, as written.
    pub const ALL: [RollbackPolicy; 3] =
        [RollbackPolicy::Auto, RollbackPolicy::Manual, RollbackPolicy::None];

    pub fn as_str(self) -> &'static str {
        match self {
            RollbackPolicy::Auto => "auto",
            RollbackPolicy::Manual => "manual",
            RollbackPolicy::None => "none",
        }
    }

    pub fn from_name(name: &str) -> Option<RollbackPolicy> {
        RollbackPolicy::ALL.into_iter().find(|policy| policy.as_str() == name)
    }
}

/// How a rollback ended (RB-6, RB-9, RB-10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RollbackStatus {
    /// Traffic went back to a known-good version.
    Reverted,
    /// The rollback was tried and could not finish.
    Failed,
    /// A person is being asked (a `manual` policy): nothing changed, a rollback is outstanding.
    Pending,
    /// The runner has no rollback facility for the step and did not try.
    Unsupported,
}

impl RollbackStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            RollbackStatus::Reverted => "reverted",
            RollbackStatus::Failed => "failed",
            RollbackStatus::Pending => "pending",
            RollbackStatus::Unsupported => "unsupported",
        }
    }
}

/// The `step.rolled-back` run-log event (RB-5..RB-10): its own event, never a field of
/// `step.finished`. Built only through the constructors, so the states the description rules out
/// (a version on a failed rollback, a reason on an unsupported one) cannot be written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rollback {
    policy: RollbackPolicy,
    status: RollbackStatus,
    version: Option<String>,
    reason: Option<String>,
}

impl Rollback {
    /// Traffic went back to `version`: the target's own answer, not what the caller meant (RB-7).
    pub fn reverted(policy: RollbackPolicy, version: impl Into<String>) -> Rollback {
        Rollback {
            policy,
            status: RollbackStatus::Reverted,
            version: Some(version.into()),
            reason: None,
        }
    }

    /// A rollback that could not finish: its reason and no version (RB-8).
    pub fn failed(policy: RollbackPolicy, reason: impl Into<String>) -> Rollback {
        Rollback {
            policy,
            status: RollbackStatus::Failed,
            version: None,
            reason: Some(reason.into()),
        }
    }

    /// A `manual` policy asking a person: no version, nothing changed (RB-9, RB-18).
    pub fn pending() -> Rollback {
        Rollback {
            policy: RollbackPolicy::Manual,
            status: RollbackStatus::Pending,
            version: None,
            reason: None,
        }
    }

    /// The runner cannot roll this step back and did not try (RB-10).
    pub fn unsupported(policy: RollbackPolicy) -> Rollback {
        Rollback { policy, status: RollbackStatus::Unsupported, version: None, reason: None }
    }

    pub fn policy(&self) -> RollbackPolicy {
        self.policy
    }

    pub fn status(&self) -> RollbackStatus {
        self.status
    }

    pub fn version(&self) -> Option<&str> {
        self.version.as_deref()
    }

    pub fn reason(&self) -> Option<&str> {
        self.reason.as_deref()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn auto_is_the_default_and_names_round_trip() {
        assert_eq!(RollbackPolicy::default(), RollbackPolicy::Auto);
        for policy in RollbackPolicy::ALL {
            assert_eq!(RollbackPolicy::from_name(policy.as_str()), Some(policy));
        }
        assert_eq!(RollbackPolicy::from_name("revert"), None);
        assert_eq!(RollbackPolicy::from_name("Manual"), None);
    }

    #[test]
    fn only_a_reverted_rollback_names_a_version() {
        assert_eq!(Rollback::reverted(RollbackPolicy::Auto, "v41").version(), Some("v41"));
        let failed = Rollback::failed(RollbackPolicy::Auto, "registry unreachable");
        assert_eq!((failed.version(), failed.reason()), (None, Some("registry unreachable")));
        let pending = Rollback::pending();
        assert_eq!(
            (pending.policy(), pending.status()),
            (RollbackPolicy::Manual, RollbackStatus::Pending)
        );
        let unsupported = Rollback::unsupported(RollbackPolicy::Auto);
        assert_eq!((unsupported.version(), unsupported.reason()), (None, None));
        assert_eq!(unsupported.status().as_str(), "unsupported");
    }
}
