//! Environment selection (ENV-15, GAP-22): which environment a run is for.
//!
//! An explicit request wins; otherwise the event selects the unique environment whose `on:` matches
//! it; otherwise a file with a single environment (the implicit `default` included) chooses that one;
//! several candidates are ambiguous, and the error names them so that a human can pick.

use std::fmt;

use crate::{
    model::{Trigger, Workflow},
    suggest,
};

/// What started a run (`--event push:BRANCH|pr|tag:TAG|manual`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A push to a branch (its short name, no `refs/heads/`).
    Push { branch: String },
    /// A pull request.
    Pr,
    /// A pushed tag (its short name).
    Tag { tag: String },
    /// Started by hand.
    Manual,
}

impl Event {
    /// Reads `push:BRANCH`, `pr`, `tag:TAG` or `manual`.
    pub fn parse(text: &str) -> Result<Event, String> {
        match text.split_once(':') {
            Some(("push", branch)) if !branch.is_empty() => {
                Ok(Event::Push { branch: branch.to_string() })
            }
            Some(("tag", tag)) if !tag.is_empty() => Ok(Event::Tag { tag: tag.to_string() }),
            None if text == "pr" => Ok(Event::Pr),
            None if text == "manual" => Ok(Event::Manual),
            _ => Err(format!("`{text}` is not an event: write push:BRANCH, pr, tag:TAG or manual")),
        }
    }

    /// Whether an `on:` item matches this event.
    pub fn matches(&self, trigger: &Trigger) -> bool {
        match (self, trigger) {
            (Event::Push { branch }, Trigger::Push { glob }) => {
                glob.as_deref().is_none_or(|glob| glob_matches(glob, branch))
            }
            (Event::Tag { tag }, Trigger::Tag { glob }) => {
                glob.as_deref().is_none_or(|glob| glob_matches(glob, tag))
            }
            (Event::Pr, Trigger::Pr) | (Event::Manual, Trigger::Manual) => true,
            _ => false,
        }
    }
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Push { branch } => write!(f, "push:{branch}"),
            Event::Pr => f.write_str("pr"),
            Event::Tag { tag } => write!(f, "tag:{tag}"),
            Event::Manual => f.write_str("manual"),
        }
    }
}

/// A simple glob (GAP-22): `*` matches any run of characters, `/` included; everything else is
/// itself. Linear in practice (the classic two-pointer match with one backtrack point).
pub fn glob_matches(glob: &str, text: &str) -> bool {
    let (glob, text) = (glob.as_bytes(), text.as_bytes());
    let (mut g, mut t) = (0, 0);
    let mut star: Option<(usize, usize)> = None;
    while t < text.len() {
        if g < glob.len() && glob[g] == b'*' {
            star = Some((g, t));
            g += 1;
        } else if g < glob.len() && glob[g] == text[t] {
            g += 1;
            t += 1;
        } else if let Some((star_g, star_t)) = star {
            g = star_g + 1;
            t = star_t + 1;
            star = Some((star_g, star_t + 1));
        } else {
            return false;
        }
    }
    glob[g..].iter().all(|&b| b == b'*')
}

/// How the environment was chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SelectedBy {
    /// `--env NAME`.
    Request,
    /// The only environment whose `on:` matches the event.
    Event,
    /// The file has one environment.
    Single,
}

/// The chosen environment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Selected {
    pub env: String,
    pub by: SelectedBy,
}

/// Why no environment was chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SelectError {
    /// The request names no environment of the file.
    Unknown { name: String, suggestion: Option<String>, envs: Vec<String> },
    /// Several environments could be meant; `matched` says whether the event matched them (else no
    /// environment's `on:` matched and every environment is a candidate).
    Ambiguous { candidates: Vec<String>, event: Option<Event>, matched: bool },
}

impl fmt::Display for SelectError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |names: &[String]| {
            names.iter().map(|name| format!("`{name}`")).collect::<Vec<_>>().join(", ")
        };
        match self {
            SelectError::Unknown { name, suggestion, envs } => {
                write!(f, "no environment `{name}` (the file declares {})", list(envs))?;
                if let Some(best) = suggestion {
                    write!(f, "; did you mean `{best}`?")?;
                }
                Ok(())
            }
            SelectError::Ambiguous { candidates, event, matched } => {
                match (event, matched) {
                    (Some(event), true) => {
                        write!(f, "`{event}` matches the `on:` of {}", list(candidates))?
                    }
                    (Some(event), false) => write!(
                        f,
                        "`{event}` matches no environment's `on:`, and the file declares {}",
                        list(candidates)
                    )?,
                    (None, _) => write!(f, "the file declares {}", list(candidates))?,
                }
                f.write_str(": pick one with --env")
            }
        }
    }
}

impl std::error::Error for SelectError {}

/// Chooses the environment of a run (ENV-15).
pub fn select_env(
    workflow: &Workflow,
    request: Option<&str>,
    event: Option<&Event>,
) -> Result<Selected, SelectError> {
    let envs: Vec<String> = workflow.env_names().into_iter().map(str::to_string).collect();
    if let Some(name) = request {
        if envs.iter().any(|env| env == name) {
            return Ok(Selected { env: name.to_string(), by: SelectedBy::Request });
        }
        let suggestion =
            suggest::closest(name, envs.iter().map(String::as_str)).map(str::to_string);
        return Err(SelectError::Unknown { name: name.to_string(), suggestion, envs });
    }
    if let Some(event) = event {
        let matching: Vec<String> = workflow
            .envs
            .values()
            .filter(|env| {
                env.triggers
                    .as_ref()
                    .is_some_and(|on| on.items.iter().any(|(trigger, _)| event.matches(trigger)))
            })
            .map(|env| env.name.text.to_string())
            .collect();
        match matching.len() {
            1 => return Ok(Selected { env: matching[0].clone(), by: SelectedBy::Event }),
            0 => {}
            _ => {
                return Err(SelectError::Ambiguous {
                    candidates: matching,
                    event: Some(event.clone()),
                    matched: true,
                })
            }
        }
    }
    match envs.as_slice() {
        [single] => Ok(Selected { env: single.clone(), by: SelectedBy::Single }),
        _ => {
            Err(SelectError::Ambiguous { candidates: envs, event: event.cloned(), matched: false })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::CheckOptions;

    fn workflow(text: &str) -> Workflow {
        crate::lower(&ks_lang::parse(text), &CheckOptions::default())
    }

    fn pick(text: &str, request: Option<&str>, event: Option<&str>) -> Result<String, String> {
        let event = event.map(|e| Event::parse(e).unwrap());
        select_env(&workflow(text), request, event.as_ref())
            .map(|s| s.env)
            .map_err(|e| e.to_string())
    }

    const ENVS: &str = "envs:\n  dev:\n    on: push, pr\n  staging:\n    on: push release/*\n  prod:\n    on: tag v*, manual\nsteps:\n  b: oci.image\n    from: ./x\n";

    #[test]
    fn globs_are_simple_stars() {
        assert!(glob_matches("v*", "v1.2.3"));
        assert!(glob_matches("release/*", "release/2026/11"));
        assert!(glob_matches("*", ""));
        assert!(glob_matches("a*b*c", "aXXbYYc"));
        assert!(!glob_matches("a*b*c", "aXXbYY"));
        assert!(!glob_matches("main", "maint"));
        assert!(glob_matches("main", "main"));
        assert!(!glob_matches("v?", "v1"));
    }

    #[test]
    fn events_parse_and_print() {
        for text in ["push:main", "pr", "tag:v1", "manual", "push:a:b"] {
            assert_eq!(Event::parse(text).unwrap().to_string(), text);
        }
        assert!(Event::parse("push").is_err());
        assert!(Event::parse("push:").is_err());
        assert!(Event::parse("schedule").is_err());
    }

    #[test]
    fn a_request_wins_and_must_exist() {
        assert_eq!(pick(ENVS, Some("staging"), Some("tag:v1")).unwrap(), "staging");
        let err = pick(ENVS, Some("prd"), None).unwrap_err();
        assert!(
            err.contains("no environment `prd`") && err.contains("did you mean `prod`?"),
            "{err}"
        );
    }

    #[test]
    fn the_event_picks_the_unique_match() {
        assert_eq!(pick(ENVS, None, Some("tag:v2.0")).unwrap(), "prod");
        assert_eq!(pick(ENVS, None, Some("manual")).unwrap(), "prod");
        assert_eq!(pick(ENVS, None, Some("pr")).unwrap(), "dev");
        let err = pick(ENVS, None, Some("push:release/1")).unwrap_err();
        assert!(err.contains("matches the `on:` of `dev`, `staging`"), "{err}");
        let err = pick(ENVS, None, Some("tag:nightly")).unwrap_err();
        assert!(err.contains("matches no environment's `on:`"), "{err}");
        assert!(err.contains("`dev`, `staging`, `prod`"), "{err}");
    }

    #[test]
    fn a_single_environment_is_chosen() {
        let one = "envs:\n  prod:\n    on: tag v*\n";
        assert_eq!(pick(one, None, Some("push:main")).unwrap(), "prod");
        assert_eq!(pick(one, None, None).unwrap(), "prod");
        assert_eq!(pick("steps:\n", None, Some("pr")).unwrap(), "default");
        assert!(pick(ENVS, None, None).unwrap_err().contains("pick one with --env"));
    }
}
