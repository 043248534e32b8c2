//! Policy (POL, GAP-6, GAP-21, GAP-25, D17, ADR 0012): who may do what where.
//!
//! A policy document is the `policy:` block of a file: subjects (`agents:`, `humans:`) with rules
//! (`can:`, `before:`, `ask:`, `never:`) over actions (`<verb> [<env>]`). The effective answer for an
//! actor, a verb and an environment is the strictest of three documents — the organisation's
//! baseline ([`crate::ports::policy::PolicyStore`]), the default branch's copy of the file (the
//! *base*, [`Base`]) and the file itself — each of which answers by its own rules or, where it is
//! silent, by the subject's default (agents ask, humans are allowed). Where documents agree the file's
//! own rule is the one reported. Outside the intersection, `destroy` never reaches an agent as an
//! allow.

use ks_lang::{ast::Expr, TextRange};

use crate::{
    block,
    catalog::Action,
    lower,
    model::{verb_words, Name, Workflow},
    subject::Actor,
};

/// The subjects a `policy:` block takes (POL-1).
pub const SUBJECTS: [&str; 2] = ["agents", "humans"];
/// The rule keys a subject takes (GAP-6), most permissive first.
pub const RULE_KEYS: [&str; 4] = ["can", "before", "ask", "never"];

/// An answer, from the most permissive to the strictest (`never` > `ask` > `before` > `can`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Answer {
    /// `can:`, or a human's default.
    Allow,
    /// `before:`: allowed once an approval comes before the step, else an ask (AMB-17).
    Before,
    /// `ask:`, or an agent's default: the run stops for a human.
    Ask,
    /// `never:`: refused at check time.
    Never,
}

impl Answer {
    pub fn as_str(self) -> &'static str {
        match self {
            Answer::Allow => "allow",
            Answer::Before => "before",
            Answer::Ask => "ask",
            Answer::Never => "never",
        }
    }

    /// The answer a rule key gives (`never` for `never:`); `None` for a key that is not one of
    /// [`RULE_KEYS`].
    pub fn of_key(key: &str) -> Option<Answer> {
        Some(match key {
            "can" => Answer::Allow,
            "before" => Answer::Before,
            "ask" => Answer::Ask,
            "never" => Answer::Never,
            _ => return None,
        })
    }
}

/// Which document an answer came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    /// The file being checked.
    File,
    /// The default branch's copy of the file.
    Base,
    /// The organisation's baseline.
    Baseline,
    /// No document names it: the subject's default.
    Default,
    /// The hard rule: `destroy` never reaches an agent as an allow.
    DestroyCap,
}

impl Source {
    pub fn as_str(self) -> &'static str {
        match self {
            Source::File => "file",
            Source::Base => "base",
            Source::Baseline => "baseline",
            Source::Default => "default",
            Source::DestroyCap => "destroy-cap",
        }
    }
}

/// Which subject an actor reads: agents read `agents:`; humans and CI runs read `humans:` (POL-7).
pub fn subject_of(actor: Actor) -> &'static str {
    match actor {
        Actor::Agent => "agents",
        Actor::Human | Actor::Ci => "humans",
    }
}

/// The actors that read a subject's rules ([`subject_of`] turned around): none for a name that is
/// not one of [`SUBJECTS`].
pub fn actors_of(subject: &str) -> impl Iterator<Item = Actor> + '_ {
    Actor::ALL.into_iter().filter(move |actor| subject_of(*actor) == subject)
}

/// Whether the destroy cap raises `answer` for `actor`: an agent is always asked before `destroy`,
/// whatever a rule allows.
pub fn destroy_capped(actor: Actor, verb: Action, answer: Answer) -> bool {
    actor == Actor::Agent && verb == Action::Destroy && answer < Answer::Ask
}

/// One rule action of one document: `never: deploy prod` gives (agents, never, deploy, prod).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    pub subject: String,
    pub answer: Answer,
    pub verb: Action,
    /// `None`: every environment.
    pub env: Option<String>,
    /// Where the action is written (in its own document's text).
    pub span: TextRange,
}

impl Rule {
    fn covers(&self, subject: &str, verb: Action, env: &str) -> bool {
        self.subject == subject && self.verb == verb && self.env.as_deref().is_none_or(|e| e == env)
    }

    /// How the rule reads (`never: deploy prod`).
    pub fn text(&self) -> String {
        let key = match self.answer {
            Answer::Allow => "can",
            Answer::Before => "before",
            Answer::Ask => "ask",
            Answer::Never => "never",
        };
        match &self.env {
            Some(env) => format!("{key}: {} {env}", self.verb.as_str()),
            None => format!("{key}: {}", self.verb.as_str()),
        }
    }
}

/// A policy document: the rules it states, in order. Rules it could not read are left out (and
/// reported by the check of the file that holds them).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Document {
    pub rules: Vec<Rule>,
}

/// One action as written: its verb (when known), its environment word, and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsedAction {
    pub verb: Option<Action>,
    pub verb_name: Name,
    pub env: Option<Name>,
    /// Words past `<verb> [<env>]`.
    pub extra: Option<TextRange>,
    pub span: TextRange,
}

/// Reads one action phrase: `deploy`, `deploy prod`, `read-secrets prod`, `read secrets [prod]`.
pub(crate) fn parse_action(action: &Expr) -> Option<ParsedAction> {
    let words: Vec<Name> = match action {
        Expr::Phrase(phrase) => {
            phrase.exprs().filter_map(|e| e.as_word().map(Name::of_word)).collect()
        }
        other => vec![Name::of_word(other.as_word()?)],
    };
    let first = words.first()?.clone();
    let (verb_name, rest) = match verb_words(&words) {
        2 => {
            let span = TextRange::new(first.span.start(), words[1].span.end());
            (Name { text: "read-secrets".into(), span }, &words[2..])
        }
        _ => (first, &words[1..]),
    };
    Some(ParsedAction {
        verb: Action::verb_from_name(&verb_name.text),
        verb_name,
        env: rest.first().cloned(),
        extra: rest.get(1).map(|w| TextRange::new(w.span.start(), rest.last().unwrap().span.end())),
        span: action.text_range(),
    })
}

/// One rule of the file's `policy:` block as the policy reads it: the rule under a position
/// ([`crate::model::Item::PolicyRule`], [`crate::model::Item::PolicyVerb`]), for the editor's hover.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrittenRule {
    /// The subject as written (`agents`); [`actors_of`] says who reads it.
    pub subject: Name,
    /// The rule key as written (`never`).
    pub key: Name,
    /// What the key answers; `None` when it is not a rule key.
    pub answer: Option<Answer>,
    /// Each action of the value, in the order written (so `Item::PolicyVerb`'s `action` indexes
    /// it); `None` for an item that is not a phrase of words.
    pub actions: Vec<Option<ParsedAction>>,
}

impl WrittenRule {
    /// The `rule`th rule of the `subject`th subject of [`Workflow::policy`], read through the same
    /// [`parse_action`] the policy's documents and checks use.
    pub fn of(workflow: &Workflow, subject: usize, rule: usize) -> Option<WrittenRule> {
        let written_subject = workflow.policy().get(subject)?;
        let written = written_subject.rules.get(rule)?;
        let actions = written
            .entry
            .value()
            .map(|value| value.items().iter().map(parse_action).collect())
            .unwrap_or_default();
        Some(WrittenRule {
            subject: written_subject.name.clone(),
            key: written.key.clone(),
            answer: Answer::of_key(&written.key.text),
            actions,
        })
    }
}

impl Document {
    /// The rules of a file's `policy:` block, as lowered.
    pub fn of_workflow(workflow: &Workflow) -> Document {
        let mut rules = Vec::new();
        let Some(policy) = block::top_entry(workflow, "policy") else {
            return Document { rules };
        };
        for subject_entry in policy.entries() {
            let Some(subject) = Name::key_of(&subject_entry) else { continue };
            if !SUBJECTS.contains(&subject.text.as_str()) {
                continue;
            }
            for rule in subject_entry.entries() {
                let Some(key) = Name::key_of(&rule) else { continue };
                let Some(answer) = Answer::of_key(&key.text) else { continue };
                let Some(value) = rule.value() else { continue };
                for action in value.items() {
                    let Some(parsed) = parse_action(&action) else { continue };
                    let Some(verb) = parsed.verb else { continue };
                    if parsed.extra.is_some() {
                        continue;
                    }
                    rules.push(Rule {
                        subject: subject.text.to_string(),
                        answer,
                        verb,
                        env: parsed.env.map(|e| e.text.into()),
                        span: parsed.span,
                    });
                }
            }
        }
        Document { rules }
    }

    /// Reads a copy of a workflow file (the base's copy): its `policy:` block, an empty document
    /// without one. `None` when the text does not parse.
    pub fn of_file_text(text: &str) -> Option<Document> {
        let parse = ks_lang::parse(text);
        (!parse.has_errors()).then(|| Document::of_parse(&parse))
    }

    /// Reads a baseline: a whole file with a `policy:` block, or the subjects at top level (written as
    /// the body of a `policy:` block). `None` when the text does not parse.
    pub fn of_baseline_text(text: &str) -> Option<Document> {
        let parse = ks_lang::parse(text);
        if parse.has_errors() {
            return None;
        }
        let has_policy =
            parse.tree().entries().any(|e| Name::key_of(&e).is_some_and(|k| k.text == "policy"));
        if has_policy {
            return Some(Document::of_parse(&parse));
        }
        let indented: String = text.lines().map(|line| format!("  {line}\n")).collect();
        Some(Document::of_parse(&ks_lang::parse(&format!("policy:\n{indented}"))))
    }

    fn of_parse(parse: &ks_lang::Parse) -> Document {
        // A policy document declares no steps, so no outputs to ask the host about.
        let mut workflow = lower::lower_items(parse, &block::BlockSignatures::new());
        lower::lower_references(&mut workflow);
        Document::of_workflow(&workflow)
    }

    /// This document's answer for a subject, verb and environment: its strictest covering rule, or
    /// `None` when it is silent.
    pub fn answer(&self, subject: &str, verb: Action, env: &str) -> Option<(Answer, &Rule)> {
        self.rules
            .iter()
            .filter(|rule| rule.covers(subject, verb, env))
            .map(|rule| (rule.answer, rule))
            .max_by_key(|(answer, _)| *answer)
    }
}

/// The default branch's copy of the file, as the caller resolved it (GAP-21).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Base {
    /// The check consults no base (the library's default; the conformance suite's cases without one).
    #[default]
    NotConsulted,
    /// Nothing in the fallback chain resolved: KS0405 and an empty base.
    Unresolved,
    /// The file lies in no git repository, so no base can be read: KS0405 (saying so) and an empty
    /// base.
    OutsideRepository,
    /// The base resolved: its name, its commit and its copy of the file (`None`: no copy, an empty
    /// policy, POL-26).
    Resolved { name: String, commit: String, text: Option<String> },
}

/// One answer with the document it came from, and the rule when one was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    pub answer: Answer,
    pub source: Source,
    pub rule: Option<Rule>,
}

/// The three documents folded together.
#[derive(Clone, Debug, Default)]
pub struct Effective {
    pub file: Document,
    /// `None` when no base is consulted.
    pub base: Option<Document>,
    /// `None` when no baseline is configured (POL-20).
    pub baseline: Option<Document>,
}

impl Base {
    /// The base's policy document: `None` when no base is consulted; an empty one when the base is
    /// unresolved, outside any repository or has no copy of the file; `Err(Unparsed)` when its copy
    /// does not parse (read as empty, KS0405).
    pub fn document(&self) -> Option<Result<Document, Unparsed>> {
        match self {
            Base::NotConsulted => None,
            Base::Unresolved | Base::OutsideRepository | Base::Resolved { text: None, .. } => {
                Some(Ok(Document::default()))
            }
            Base::Resolved { text: Some(text), .. } => {
                Some(Document::of_file_text(text).ok_or(Unparsed))
            }
        }
    }

    /// [`Base::document`] beside the file `workflow` was lowered from: a copy that is the file's own
    /// text (the file unchanged since its base, as most files of a run are) is read from the file's
    /// model instead of being parsed and lowered again.
    pub fn document_for(&self, workflow: &Workflow) -> Option<Result<Document, Unparsed>> {
        if let Base::Resolved { text: Some(text), .. } = self {
            // As `Document::of_file_text` reads the same text: a copy that does not parse is
            // unparsed, one that does is its `policy:` block.
            match workflow.read_from(text) {
                Some(false) => return Some(Err(Unparsed)),
                Some(true) => return Some(Ok(Document::of_workflow(workflow))),
                None => {}
            }
        }
        self.document()
    }
}

/// The base's copy of the file does not parse.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unparsed;

impl Effective {
    /// The documents of a checked workflow: its own policy, the base, the baseline.
    pub fn new(workflow: &Workflow, base: &Base, baseline: Option<&str>) -> Effective {
        Effective::with_base(workflow, base.document_for(workflow), baseline)
    }

    /// [`Effective::new`] with the base's document already read (a check reads it once).
    pub fn with_base(
        workflow: &Workflow,
        base: Option<Result<Document, Unparsed>>,
        baseline: Option<&str>,
    ) -> Effective {
        Effective {
            file: Document::of_workflow(workflow),
            base: base.map(Result::unwrap_or_default),
            baseline: baseline.map(|text| Document::of_baseline_text(text).unwrap_or_default()),
        }
    }

    /// The answer for an actor, a verb and an environment: the strictest document wins; ties go to the
    /// file, then the base, then the baseline; silence is the subject's default; and `destroy` is at
    /// least an ask for an agent.
    pub fn decide(&self, actor: Actor, verb: Action, env: &str) -> Decision {
        let subject = subject_of(actor);
        let default = if actor == Actor::Agent { Answer::Ask } else { Answer::Allow };
        let documents = [
            (Source::File, Some(&self.file)),
            (Source::Base, self.base.as_ref()),
            (Source::Baseline, self.baseline.as_ref()),
        ];
        let mut best: Option<Decision> = None;
        for (source, document) in documents {
            let Some(document) = document else { continue };
            let (answer, rule) = match document.answer(subject, verb, env) {
                Some((answer, rule)) => (answer, Some(rule.clone())),
                None => (default, None),
            };
            // A silent document still decides: an agent's silence is an ask (POL-28), and when that
            // silence is what tightens the answer, the silent document is its source.
            let decision = match &best {
                None if rule.is_none() => Decision { answer, source: Source::Default, rule },
                None => Decision { answer, source, rule },
                Some(b) if answer > b.answer => Decision { answer, source, rule },
                Some(b) if answer == b.answer && b.rule.is_none() && rule.is_some() => {
                    Decision { answer, source, rule }
                }
                Some(_) => continue,
            };
            best = Some(decision);
        }
        let mut decision = best.expect("the file always answers");
        if destroy_capped(actor, verb, decision.answer) {
            decision =
                Decision { answer: Answer::Ask, source: Source::DestroyCap, rule: decision.rule };
        }
        decision
    }
}

/// `policy explain`: per environment and verb, the answer and where it came from.
#[derive(Clone, Debug)]
pub struct Explanation {
    pub actor: Actor,
    pub environments: Vec<(String, Vec<(Action, Decision)>)>,
}

/// Explains the effective policy of a checked workflow for an actor.
pub fn explain(
    workflow: &Workflow,
    actor: Actor,
    base: &Base,
    baseline: Option<&str>,
) -> Explanation {
    let effective = Effective::new(workflow, base, baseline);
    let environments = workflow
        .env_names()
        .into_iter()
        .map(|env| {
            let verbs = Action::VERBS
                .into_iter()
                .map(|verb| (verb, effective.decide(actor, verb, env)))
                .collect();
            (env.to_string(), verbs)
        })
        .collect();
    Explanation { actor, environments }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn workflow(text: &str) -> Workflow {
        crate::lower(&ks_lang::parse(text), &crate::CheckOptions::default())
    }

    const ENVS: &str = "envs:\n  dev:\n  prod:\n";

    #[test]
    fn defaults_agents_ask_humans_allow() {
        let effective = Effective::new(&workflow(ENVS), &Base::NotConsulted, None);
        let agent = effective.decide(Actor::Agent, Action::Deploy, "prod");
        assert_eq!((agent.answer, agent.source), (Answer::Ask, Source::Default));
        let human = effective.decide(Actor::Human, Action::Deploy, "prod");
        assert_eq!((human.answer, human.source), (Answer::Allow, Source::Default));
        assert_eq!(effective.decide(Actor::Ci, Action::Deploy, "prod").answer, Answer::Allow);
    }

    #[test]
    fn env_rules_decide_only_their_env_and_stricter_wins() {
        let text = format!("{ENVS}policy:\n  agents:\n    can: deploy\n    never: deploy prod\n");
        let effective = Effective::new(&workflow(&text), &Base::NotConsulted, None);
        assert_eq!(effective.decide(Actor::Agent, Action::Deploy, "prod").answer, Answer::Never);
        assert_eq!(effective.decide(Actor::Agent, Action::Deploy, "dev").answer, Answer::Allow);
    }

    #[test]
    fn the_base_must_agree_before_a_widening_counts() {
        let branch = format!("{ENVS}policy:\n  agents:\n    can: deploy prod\n");
        let silent =
            Base::Resolved { name: "main".into(), commit: "c".into(), text: Some(ENVS.into()) };
        let effective = Effective::new(&workflow(&branch), &silent, None);
        let decision = effective.decide(Actor::Agent, Action::Deploy, "prod");
        assert_eq!((decision.answer, decision.source), (Answer::Ask, Source::Base));
        let merged =
            Base::Resolved { name: "main".into(), commit: "c".into(), text: Some(branch.clone()) };
        let decision = Effective::new(&workflow(&branch), &merged, None).decide(
            Actor::Agent,
            Action::Deploy,
            "prod",
        );
        assert_eq!((decision.answer, decision.source), (Answer::Allow, Source::File));
        // Humans: allow ∩ allow stays allow (AMB-16).
        let decision = effective.decide(Actor::Human, Action::Deploy, "prod");
        assert_eq!(decision.answer, Answer::Allow);
    }

    #[test]
    fn base_and_baseline_narrow() {
        let file = format!("{ENVS}policy:\n  humans:\n    can: deploy prod\n");
        let base_text = format!("{ENVS}policy:\n  humans:\n    ask: deploy prod\n");
        let base =
            Base::Resolved { name: "main".into(), commit: "c".into(), text: Some(base_text) };
        let effective = Effective::new(&workflow(&file), &base, Some("humans:\n  never: deploy\n"));
        let decision = effective.decide(Actor::Human, Action::Deploy, "prod");
        assert_eq!((decision.answer, decision.source), (Answer::Never, Source::Baseline));
        let effective = Effective::new(&workflow(&file), &base, None);
        assert_eq!(effective.decide(Actor::Human, Action::Deploy, "prod").source, Source::Base);
    }

    #[test]
    fn destroy_never_reaches_an_agent_as_allow() {
        let file = format!("{ENVS}policy:\n  agents:\n    can: destroy, deploy\n");
        let effective = Effective::new(&workflow(&file), &Base::NotConsulted, None);
        let decision = effective.decide(Actor::Agent, Action::Destroy, "dev");
        assert_eq!((decision.answer, decision.source), (Answer::Ask, Source::DestroyCap));
        assert_eq!(effective.decide(Actor::Agent, Action::Deploy, "dev").answer, Answer::Allow);
    }

    #[test]
    fn a_written_rule_reads_its_subject_answer_and_actions() {
        let file = format!(
            "{ENVS}policy:\n  agents:\n    can: deploy dev, read secrets, deplyo prod, deploy a b\n"
        );
        let workflow = workflow(&file);
        let rule = WrittenRule::of(&workflow, 0, 0).unwrap();
        assert_eq!((rule.subject.text.as_str(), rule.key.text.as_str()), ("agents", "can"));
        assert_eq!(rule.answer, Some(Answer::Allow));
        let read: Vec<_> = rule
            .actions
            .iter()
            .map(|action| {
                let action = action.as_ref().unwrap();
                (
                    action.verb,
                    action.env.as_ref().map(|e| e.text.to_string()),
                    action.extra.is_some(),
                )
            })
            .collect();
        assert_eq!(
            read,
            [
                (Some(Action::Deploy), Some("dev".to_string()), false),
                (Some(Action::ReadSecrets), None, false),
                (None, Some("prod".to_string()), false),
                (Some(Action::Deploy), Some("a".to_string()), true),
            ]
        );
        assert_eq!(WrittenRule::of(&workflow, 0, 1), None);
        assert_eq!(actors_of("agents").collect::<Vec<_>>(), [Actor::Agent]);
        assert_eq!(actors_of("humans").collect::<Vec<_>>(), [Actor::Human, Actor::Ci]);
        assert_eq!(actors_of("bots").count(), 0);
    }

    #[test]
    fn read_secrets_two_words() {
        let file = format!("{ENVS}policy:\n  agents:\n    never: read secrets prod\n");
        let document = Document::of_workflow(&workflow(&file));
        assert_eq!(document.rules.len(), 1);
        assert_eq!(document.rules[0].verb, Action::ReadSecrets);
        assert_eq!(document.rules[0].env.as_deref(), Some("prod"));
    }

    #[test]
    fn a_base_copy_of_the_files_own_text_reads_as_a_parsed_copy() {
        let resolved = |text: &str| Base::Resolved {
            name: "main".into(),
            commit: "c".into(),
            text: Some(text.to_string()),
        };
        let with_policy = format!("{ENVS}policy:\n  agents:\n    never: deploy prod\n");
        let texts = [
            with_policy.clone(),
            // Read as the body of a `policy:` block, as a baseline is.
            "agents:\n  never: deploy\n".to_string(),
            format!("{ENVS}steps:\n  a: k8s.apply\n"),
            format!("{with_policy}  humans:\n    never: \"deploy\n"),
            String::new(),
        ];
        for text in &texts {
            let base = resolved(text);
            assert_eq!(base.document_for(&workflow(text)), base.document(), "{text:?}");
        }
        let never = base_rules(&resolved(&with_policy).document_for(&workflow(&with_policy)));
        assert_eq!(never, [(Answer::Never, Action::Deploy)]);
        // Another text is parsed as it is.
        let base = resolved("policy:\n  humans:\n    ask: destroy\n");
        assert_eq!(
            base_rules(&base.document_for(&workflow(&with_policy))),
            [(Answer::Ask, Action::Destroy)]
        );
        assert_eq!(resolved(&texts[3]).document_for(&workflow(&texts[3])), Some(Err(Unparsed)));
    }

    fn base_rules(document: &Option<Result<Document, Unparsed>>) -> Vec<(Answer, Action)> {
        let Some(Ok(document)) = document else { panic!("a parsed document: {document:?}") };
        document.rules.iter().map(|rule| (rule.answer, rule.verb)).collect()
    }
}
