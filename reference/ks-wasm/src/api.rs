//! The playground's functions as plain Rust: source text and options in, the CLI's text out.
//!
//! Every function builds the [`CheckOptions`] the CLI builds for `ship.ks` in an empty directory
//! outside git, then calls the `ks-report` function the CLI calls. An options object that is not
//! valid (not JSON, an unknown actor) is an `Err` with a one-line message.

use ks_core::{policy::Base, select::Event, Actor, CheckOptions, Context};
use ks_report::{check as check_cmd, parse as parse_cmd, plan as plan_cmd, Status};
use serde_json::{json, Map, Value};

/// The file name messages use when the options name none.
pub const DEFAULT_FILE: &str = "ship.ks";

/// How output names the base of `"base": "self"` ("base: the default branch at this text"; the
/// commit's place shows twelve characters).
const SELF_BASE: (&str, &str) = ("the default branch", "this text");

pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

pub fn format_version() -> String {
    ks_migrate::CURRENT.to_string()
}

/// `keepshipping parse --format json ship.ks` (the diagnostics).
pub fn parse(source: &str) -> String {
    parse_cmd::run(
        DEFAULT_FILE,
        source,
        parse_cmd::Emit::Diagnostics,
        parse_cmd::Format::Json,
        ks_report::Styles::PLAIN,
    )
    .stdout()
}

/// `keepshipping check --format json` (or the format the options name).
pub fn check(source: &str, options: &str) -> Result<String, String> {
    let options = Options::parse(options)?;
    let format = options.choice(
        "format",
        &[
            ("json", check_cmd::Format::Json),
            ("human", check_cmd::Format::Human),
            ("sarif", check_cmd::Format::Sarif),
            ("github", check_cmd::Format::Github),
        ],
    )?;
    let mut check = options.check_options()?;
    check.policy_base = options.base(source)?;
    let printed = check_cmd::run(options.file()?, source, &check, format, ks_report::Styles::PLAIN);
    Ok(printed.stdout())
}

/// `{"formatted", "changed"}` or `{"refused", "reason", "stderr"}`.
pub fn format(source: &str) -> String {
    ks_report::fmt::json(DEFAULT_FILE, source)
}

/// The environments in declaration order (`default` for a file that declares none).
pub fn environments(source: &str) -> String {
    plan_cmd::environments_json(source, &CheckOptions::default())
}

/// `keepshipping plan`: `{"ok": stdout}` (with `"stderr"` when warnings came first) or
/// `{"error": stderr}`.
pub fn plan(source: &str, options: &str) -> Result<String, String> {
    let options = Options::parse(options)?;
    let format = options.choice(
        "format",
        &[
            ("human", plan_cmd::Format::Human),
            ("json", plan_cmd::Format::Json),
            ("dot", plan_cmd::Format::Dot),
            ("mermaid", plan_cmd::Format::Mermaid),
        ],
    )?;
    let event = match options.string("event")?.map(Event::parse).transpose() {
        Ok(event) => event,
        // The CLI's argument parser refuses it before anything runs.
        Err(message) => {
            return Ok(json!({ "error": format!("error: --event: {message}\n") }).to_string())
        }
    };
    // What `check` judges the file by (actor, context, `CI`, the policy base): `plan` refuses what
    // `check` rejects, as the CLI's one site loader makes it.
    let mut check = options.check_options()?;
    check.policy_base = options.base(source)?;
    let printed = plan_cmd::run(
        options.file()?,
        source,
        &check,
        options.string("env")?,
        event.as_ref(),
        format,
        ks_report::Styles::PLAIN,
    );
    Ok(answer(printed).to_string())
}

/// `keepshipping policy explain`: `{"ok": stdout}`.
pub fn policy_explain(source: &str, options: &str) -> Result<String, String> {
    let options = Options::parse(options)?;
    let format = options.choice(
        "format",
        &[("human", ks_report::policy::Format::Human), ("json", ks_report::policy::Format::Json)],
    )?;
    let check = CheckOptions::default()
        .with_actor(options.actor()?)
        .with_policy_base(options.base(source)?);
    let text = ks_report::policy::explain(options.file()?, source, &check, None, format);
    Ok(json!({ "ok": text }).to_string())
}

/// The conformance suite's answer at `level` (conformance/NOTATION.md §7), as
/// `{"stdout", "stderr", "exit"}`: exit 0 accepted, 1 rejected, 2 a usage error, 3 a level not
/// answered. Options: `actor`, `context`, `ci` (check and plan), `env` and `event` (plan's `[plan]`).
/// The case's `files/` are not read: the browser has none.
pub fn conformance(level: &str, source: &str, options: &str) -> Result<String, String> {
    use ks_report::conformance as notation;
    let options = Options::parse(options)?;
    let check = options.check_options()?;
    let printed = match level {
        "format" => notation::format(source),
        "migrate" => notation::migrate(source),
        "check" => notation::check(source, &check),
        "plan" => notation::plan(source, &check, options.string("env")?, options.string("event")?),
        level => match notation::syntax(level, source) {
            Some(printed) => printed,
            None => return Ok(json!({ "stdout": "", "stderr": "", "exit": 3 }).to_string()),
        },
    };
    let exit = match printed.status {
        Status::Clean => 0,
        Status::Failed => 1,
        Status::Usage => 2,
    };
    Ok(json!({ "stdout": printed.stdout(), "stderr": printed.stderr(), "exit": exit }).to_string())
}

/// The levels [`conformance`] answers, one per line.
/// `keepshipping explain CODE` (a code such as `KS0201`, or its name): the explanation, or what the
/// CLI prints on standard error for a code it does not know.
pub fn explain(code: &str) -> Result<String, String> {
    let printed = ks_report::explain::explain(code);
    if printed.status == Status::Clean {
        Ok(printed.stdout())
    } else {
        Err(printed.stderr())
    }
}

pub fn conformance_levels() -> String {
    ks_report::conformance::LEVELS.join("\n")
}

/// A command's result as the playground takes it.
fn answer(printed: ks_report::Printed) -> Value {
    let (stdout, stderr) = (printed.stdout(), printed.stderr());
    match printed.status {
        Status::Clean if stderr.is_empty() => json!({ "ok": stdout }),
        Status::Clean => json!({ "ok": stdout, "stderr": stderr }),
        Status::Failed | Status::Usage => json!({ "error": stderr }),
    }
}

fn expected(key: &str, got: &str, allowed: &str) -> String {
    format!("options: `{key}` is `{got}`; expected {allowed}")
}

/// The options object (`""` is the empty one). Keys the function does not read are ignored, so the
/// page may pass one object to several functions.
struct Options(Map<String, Value>);

impl Options {
    fn parse(text: &str) -> Result<Options, String> {
        if text.trim().is_empty() {
            return Ok(Options(Map::new()));
        }
        match serde_json::from_str(text) {
            Ok(Value::Object(map)) => Ok(Options(map)),
            Ok(_) => Err("options: expected a JSON object".to_string()),
            Err(err) => Err(format!("options: not JSON: {err}")),
        }
    }

    /// A string option; `null` is absent.
    fn string(&self, key: &str) -> Result<Option<&str>, String> {
        match self.0.get(key) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(text)) => Ok(Some(text)),
            Some(other) => Err(format!("options: `{key}` should be a string, not {other}")),
        }
    }

    fn flag(&self, key: &str) -> Result<bool, String> {
        match self.0.get(key) {
            None | Some(Value::Null) => Ok(false),
            Some(Value::Bool(flag)) => Ok(*flag),
            Some(other) => Err(format!("options: `{key}` should be true or false, not {other}")),
        }
    }

    fn file(&self) -> Result<&str, String> {
        Ok(self.string("file")?.unwrap_or(DEFAULT_FILE))
    }

    /// The policy base. Absent: what `check` resolves in a directory outside git (nothing: KS0405
    /// saying the file is in no git repository, and an empty base). `"self"`: the default branch holds this same file, as once it is merged (what
    /// `--base REF` gives when REF's copy equals the file), so the file's own policy is in force.
    fn base(&self, source: &str) -> Result<Base, String> {
        match self.string("base")? {
            None => Ok(Base::OutsideRepository),
            Some("self") => Ok(Base::Resolved {
                name: SELF_BASE.0.to_string(),
                commit: SELF_BASE.1.to_string(),
                text: Some(source.to_string()),
            }),
            Some(other) => Err(expected("base", other, "\"self\" or nothing")),
        }
    }

    /// The value of `key` among `table`'s names; absent or `null` is the first. The error lists the
    /// names in order.
    fn choice<T: Copy>(&self, key: &str, table: &[(&str, T)]) -> Result<T, String> {
        let Some(given) = self.string(key)? else { return Ok(table[0].1) };
        match table.iter().find(|(name, _)| *name == given) {
            Some((_, value)) => Ok(*value),
            None => {
                let names: Vec<&str> = table.iter().map(|(name, _)| *name).collect();
                let (last, rest) = names.split_last().expect("a table names a choice");
                let allowed = if rest.is_empty() {
                    last.to_string()
                } else {
                    format!("{} or {last}", rest.join(", "))
                };
                Err(expected(key, given, &allowed))
            }
        }
    }

    /// What `check` and the suite's check and plan levels share: the actor, the context and `CI`.
    fn check_options(&self) -> Result<CheckOptions, String> {
        let mut check = CheckOptions::default();
        check.actor = self.actor()?;
        check.context = self.choice("context", &Context::ALL.map(|c| (c.as_str(), c)))?;
        check.ci_env = self.flag("ci")?;
        Ok(check)
    }

    fn actor(&self) -> Result<Actor, String> {
        self.choice("actor", &Actor::ALL.map(|actor| (actor.as_str(), actor)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = "keepshipping: 0.1\nname: api\nsteps:\n  build: oci.image\n";

    fn value(text: &str) -> Value {
        serde_json::from_str(text).unwrap()
    }

    #[test]
    fn options_are_checked() {
        assert!(check(FILE, "").is_ok());
        assert!(check(FILE, "{}").is_ok());
        assert!(check(FILE, "[]").unwrap_err().contains("JSON object"));
        assert!(check(FILE, "{\"actor\": \"robot\"}").unwrap_err().contains("human, agent or ci"));
        assert!(plan(FILE, "{\"format\": \"svg\"}").unwrap_err().contains("mermaid"));
        assert_eq!(
            check(FILE, r#"{"format": "xml", "context": "ci"}"#).unwrap_err(),
            "options: `format` is `xml`; expected json, human, sarif or github"
        );
        assert_eq!(
            check(FILE, r#"{"context": "laptop"}"#).unwrap_err(),
            "options: `context` is `laptop`; expected local or ci"
        );
        assert!(policy_explain(FILE, "{\"actor\": 3}").unwrap_err().contains("string"));
    }

    #[test]
    fn a_broken_file_has_no_plan_and_is_not_formatted() {
        let broken = "name: \"open\n";
        assert_eq!(
            value(&plan(broken, "{}").unwrap())["error"].as_str().map(|e| e.contains("no plan")),
            Some(true)
        );
        let refused = value(&format(broken));
        assert!(refused["refused"]["diagnostics"].as_array().is_some_and(|d| !d.is_empty()));
        assert!(refused["stderr"].as_str().unwrap().starts_with("error: ship.ks: "));
    }

    #[test]
    fn formatting_says_whether_anything_changed() {
        let answer = value(&format("name:   api\n"));
        assert_eq!(answer["changed"], json!(true));
        let again = value(&format(answer["formatted"].as_str().unwrap()));
        assert_eq!(again["changed"], json!(false));
    }

    #[test]
    fn environments_in_declaration_order() {
        let file = "envs:\n  staging:\n    on: push main\n  prod:\n    on: tag v*\nsteps:\n  build: oci.image\n";
        let envs = value(&environments(file));
        assert_eq!(envs, json!(["staging", "prod"]), "{file}");
    }

    #[test]
    fn a_base_of_the_file_itself_puts_its_policy_in_force() {
        let file = "keepshipping: 0.1\npolicy:\n  agents:\n    never: deploy\nsteps:\n  ship: k8s.rollout\n    image: sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef\n    cluster: prod\n";
        let codes = |options: &str| -> Vec<String> {
            let answer = value(&check(file, options).unwrap());
            answer["diagnostics"]
                .as_array()
                .unwrap()
                .iter()
                .map(|d| d["code"].as_str().unwrap().to_string())
                .collect()
        };
        assert!(codes(r#"{"actor": "agent"}"#).contains(&"KS0405".to_string()));
        let merged = codes(r#"{"actor": "agent", "base": "self"}"#);
        assert!(!merged.contains(&"KS0405".to_string()), "{merged:?}");
        assert!(merged.contains(&"KS0401".to_string()), "{merged:?}");
        let explained =
            value(&policy_explain(file, r#"{"actor": "agent", "base": "self"}"#).unwrap());
        let text = explained["ok"].as_str().unwrap();
        assert!(text.contains("base: the default branch at this text,"), "{text}");
        assert!(text.lines().any(|l| l.contains("deploy") && l.contains("never")), "{text}");
        assert!(check(file, r#"{"base": "main"}"#).unwrap_err().contains("self"));
    }

    #[test]
    fn an_unknown_event_is_an_error_not_a_plan() {
        let answer = value(&plan(FILE, "{\"event\": \"nudge\"}").unwrap());
        assert!(answer["error"].as_str().unwrap().starts_with("error: --event: "), "{answer}");
    }
}
