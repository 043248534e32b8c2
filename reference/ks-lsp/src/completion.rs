//! Where a completion is asked, read from the tokens and lines of the text (rust-analyzer's
//! ide-completion builds its context the same way): the word being typed, the tokens before it on
//! its line, and the line's place in the offside structure.

use ks_core::model::{Item, StepId, Workflow};
use ks_lang::{syntax::TokenAtOffset, LineClass, Parse, SyntaxKind, TextRange};

/// What the position calls for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CompletionContext {
    /// After `path.`: the members of `path` (a step's outputs, a namespace's members).
    Member { path: String },
    /// A step header's value (`name: |`): a kind.
    StepKind,
    /// Where a key goes under a step.
    StepKey(StepId),
    /// Where a top-level key goes: the file's keys not written yet.
    TopLevelKey,
    /// Where an environment's property goes (under `envs:` and an environment's name).
    EnvProperty,
    /// Where a policy subject goes (under `policy:`).
    PolicySubject,
    /// Where a rule key goes (under a policy subject).
    RuleKey,
    /// Where a new name is written (an environment under `envs:`): nothing to complete.
    NewName,
    /// The value of a key with a fixed set of answers (`rollback:`, `action:`, an `on:` item,
    /// `ci-only:`, `require-verified:`): the key.
    Choice { key: String },
    /// After `<decide step> is` (or `|` in one): that step's answers.
    Answer(StepId),
    /// After `env is` (or `|` in one): an environment.
    Env,
    /// The first word of a policy rule's action: a verb.
    PolicyVerb,
    /// After a policy verb: an environment.
    PolicyEnv,
    /// A value: step names and namespaces.
    Value,
}

/// Keys whose values are one of a fixed set of words (the set is [`crate::candidates`]'s).
const CHOICE_KEYS: [&str; 5] = ["rollback", "action", "on", "ci-only", "require-verified"];

/// A word character, as names and dotted paths are written.
fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '_' | '-' | '.')
}

impl CompletionContext {
    /// The context at `offset` of `text` (the text `workflow` was lowered from), and what accepting
    /// a completion there replaces ([`typed_range`]). Only the lines from the cursor's parent (the
    /// nearest line above indented less, blank and comment lines aside) to the end of its own are
    /// parsed: a completion in a large file reads a few lines, not the file; the keys further up
    /// are read from the text.
    pub fn at(text: &str, workflow: &Workflow, offset: u32) -> (CompletionContext, TextRange) {
        let mut offset = (offset as usize).min(text.len());
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line_start = line_start(text, offset);
        let indent = indentation(&text[line_start..offset]);
        let base = parent_of(text, line_start, indent).unwrap_or(line_start);
        let end = text[offset..].find('\n').map_or(text.len(), |at| offset + at);
        let window = Window { parse: ks_lang::parse(&text[base..end]), base: base as u32, text };
        let local = (offset - base) as u32;
        let replace = typed_range(&window.parse, local);
        let context = CompletionContext::in_window(&window, workflow, local);
        (context, TextRange::new(replace.start() + window.base, replace.end() + window.base))
    }

    /// The context at `offset` of the window (its own offsets).
    fn in_window(window: &Window<'_>, workflow: &Workflow, offset: u32) -> CompletionContext {
        let parse = &window.parse;
        let lines = parse.lines();
        let Some(line_index) =
            lines.partition_point(|line| line.text_range().start() <= offset).checked_sub(1)
        else {
            // An empty window: an empty line with no parent, where a top-level key goes.
            return CompletionContext::TopLevelKey;
        };
        let line = &lines[line_index];
        if offset > line.text_range().end() {
            // After the last line's end: an empty line at the end of the file, where a top-level
            // key would go.
            return CompletionContext::TopLevelKey;
        }
        let line_start = line.text_range().start();
        let root = parse.syntax();
        let word = typed_word(parse, line_start, offset);
        if let Some((path, _partial)) = word.rsplit_once('.') {
            return CompletionContext::Member { path: path.to_string() };
        }
        let word_start = offset - word.len() as u32;
        // The tokens before the word on its line, whitespace left out.
        let mut lead = Vec::new();
        let mut token = match root.token_at_offset(line_start) {
            TokenAtOffset::Between(_, right) => Some(right),
            TokenAtOffset::Single(token) => Some(token),
            TokenAtOffset::None => None,
        };
        while let Some(current) = token {
            if current.text_range().start() >= word_start {
                break;
            }
            if current.kind() != SyntaxKind::WHITESPACE {
                lead.push((current.kind(), current.text().to_string(), current.text_range()));
            }
            token = current.next_token();
        }
        let key_at_line = |content: u32| match workflow.item_at(window.base + content) {
            Some((item, range)) if range.start() == window.base + content => Some(item),
            _ => None,
        };
        match lead.as_slice() {
            [] => return key_context(window, workflow, line_index, word_start - line_start),
            [(SyntaxKind::IDENT | SyntaxKind::WORD, _, name), (SyntaxKind::COLON, _, _)]
                if matches!(key_at_line(name.start()), Some(Item::Step(_))) =>
            {
                return CompletionContext::StepKind;
            }
            _ => {}
        }
        // `X is |` and `X is a | |`: the subject of the last `is` on the line.
        let subject = match lead.as_slice() {
            [.., subject, (SyntaxKind::IS_KW, _, _)] => Some(subject),
            [.., (SyntaxKind::PIPE, _, _)] => lead
                .windows(2)
                .rev()
                .find(|pair| pair[1].0 == SyntaxKind::IS_KW)
                .map(|pair| &pair[0]),
            _ => None,
        };
        if let Some((_, text, _)) = subject {
            if text == "env" {
                return CompletionContext::Env;
            }
            if let Some(id) = workflow.step(text) {
                if !workflow.steps()[id].answers.is_empty() {
                    return CompletionContext::Answer(id);
                }
            }
        }
        if let [(_, key_text, key), (SyntaxKind::COLON, _, _), rest @ ..] = lead.as_slice() {
            if matches!(key_at_line(key.start()), Some(Item::PolicyRule { .. })) {
                let item = rest.rsplit(|(kind, _, _)| *kind == SyntaxKind::COMMA).next();
                match item.unwrap_or_default() {
                    [] => return CompletionContext::PolicyVerb,
                    [_verb] => return CompletionContext::PolicyEnv,
                    _ => {}
                }
            }
            // `on:` is a list: the item after the last comma; the other keys take one word.
            let current = match key_text.as_str() {
                "on" => rest.rsplit(|(kind, _, _)| *kind == SyntaxKind::COMMA).next(),
                _ => Some(rest),
            };
            if CHOICE_KEYS.contains(&key_text.as_str()) && current.unwrap_or_default().is_empty() {
                return CompletionContext::Choice { key: key_text.clone() };
            }
        }
        CompletionContext::Value
    }
}

/// What accepting a completion at `offset` replaces: the part of the word being typed after its
/// last `.` (`d` in `build.d`), so that an editor whose words include `.` (VS Code's) filters and
/// replaces by the same word the server read.
fn typed_range(parse: &Parse, offset: u32) -> TextRange {
    let lines = parse.lines();
    let at = lines.partition_point(|line| line.text_range().start() <= offset);
    let line_start = at.checked_sub(1).map_or(0, |index| lines[index].text_range().start());
    let word = typed_word(parse, line_start, offset);
    let member = word.rsplit('.').next().unwrap_or_default();
    TextRange::new(offset - member.len() as u32, offset)
}

/// The word characters that end the token before the cursor, on its line.
fn typed_word(parse: &Parse, line_start: u32, offset: u32) -> String {
    let left = match parse.syntax().token_at_offset(offset) {
        TokenAtOffset::Between(left, _) => Some(left),
        TokenAtOffset::Single(token) if token.text_range().start() < offset => Some(token),
        _ => None,
    }
    .filter(|token| token.text_range().start() >= line_start);
    left.as_ref().map_or(String::new(), |token| {
        let typed = &token.text()[..(offset - token.text_range().start()) as usize];
        let start = typed
            .char_indices()
            .rfind(|(_, c)| !is_word_char(*c))
            .map_or(0, |(at, c)| at + c.len_utf8());
        typed[start..].to_string()
    })
}

/// The lines a completion reads, parsed alone, and the whole text around them.
struct Window<'a> {
    parse: Parse,
    /// Where the window starts in the text.
    base: u32,
    text: &'a str,
}

fn line_start(text: &str, offset: usize) -> usize {
    text[..offset].rfind('\n').map_or(0, |at| at + 1)
}

/// The width of the spaces and tabs a line starts with.
fn indentation(line: &str) -> usize {
    line.len() - line.trim_start_matches([' ', '\t']).len()
}

/// The start of the nearest line above the one starting at `start_of_line` indented less than
/// `indent`, blank and comment lines aside (a block string's lines are indented more than its key).
fn parent_of(text: &str, start_of_line: usize, indent: usize) -> Option<usize> {
    let mut end = start_of_line;
    while end > 0 {
        let start = line_start(text, end - 1);
        let line = &text[start..end - 1];
        let content = line.trim_start_matches([' ', '\t']);
        let skipped = content.trim().is_empty() || content.starts_with('#');
        if !skipped && indentation(line) < indent {
            return Some(start);
        }
        end = start;
    }
    None
}

/// The key the line starting at `start` begins with (`envs` of `envs:`), if it begins with one: a
/// name, then a colon ending the line or followed by a space, as the lexer reads keys.
fn key_at(text: &str, start: usize) -> Option<&str> {
    let line = &text[start..];
    let line = &line[..line.find('\n').unwrap_or(line.len())];
    let content = line.trim_start_matches([' ', '\t']);
    let (key, rest) = content.split_once(':')?;
    let is_name =
        !key.is_empty() && key.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '-');
    let ends = rest.is_empty() || rest.starts_with([' ', '\t', '\r']);
    (is_name && ends).then_some(key)
}

/// The nearest line above `index` indented less than `indent` (blank and comment lines aside).
fn parent_line(lines: &[ks_lang::Line], index: usize, indent: u32) -> Option<usize> {
    lines[..index].iter().rposition(|line| {
        !matches!(line.class(), LineClass::Blank | LineClass::Comment)
            && !line.is_empty()
            && line.indent() < indent
    })
}

/// Where a key goes on line `index` of the window, indented by `indent`: at the top level, under
/// the step whose header is the nearest line above indented less (blank and comment lines aside), at
/// the depth of the keys it already has, and under an environment or the policy by the keys above.
fn key_context(
    window: &Window<'_>,
    workflow: &Workflow,
    index: usize,
    indent: u32,
) -> CompletionContext {
    if indent == 0 {
        return CompletionContext::TopLevelKey;
    }
    let lines = window.parse.lines();
    let Some(parent_index) = parent_line(lines, index, indent) else {
        return CompletionContext::Value;
    };
    let parent = &lines[parent_index];
    let content = window.base + parent.content_range().start();
    let step = match workflow.item_at(content) {
        Some((Item::Step(id), name)) if name.start() == content => Some(id),
        _ => None,
    };
    let Some(id) = step else {
        let parent_start = (window.base + parent.text_range().start()) as usize;
        let parent_key = key_at(window.text, parent_start);
        // The grandparent is read from the text: it may lie above the window.
        let grandparent = parent_of(window.text, parent_start, parent.indent() as usize)
            .filter(|&start| indentation(&window.text[start..]) == 0)
            .and_then(|start| key_at(window.text, start));
        return match (parent.indent(), parent_key, grandparent) {
            (0, Some("envs"), _) => CompletionContext::NewName,
            (0, Some("policy"), _) => CompletionContext::PolicySubject,
            (_, Some(_), Some("envs")) => CompletionContext::EnvProperty,
            (_, Some(_), Some("policy")) => CompletionContext::RuleKey,
            _ => CompletionContext::Value,
        };
    };
    let line_of = |offset: u32| {
        let at = lines.partition_point(|line| window.base + line.text_range().start() <= offset);
        lines[at.saturating_sub(1)].indent()
    };
    let this_line = window.base + lines[index].text_range().start();
    let key_indent = workflow.steps()[id]
        .inputs
        .iter()
        .find(|input| input.key_span().end() < this_line)
        .map(|input| line_of(input.key_span().start()));
    match key_indent {
        Some(key_indent) if key_indent != indent => CompletionContext::Value,
        _ => CompletionContext::StepKey(id),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The context where `$0` stands in `text` (the marker taken out).
    fn context(text: &str) -> (CompletionContext, Workflow) {
        let offset = text.find("$0").expect("a cursor") as u32;
        let text = text.replacen("$0", "", 1);
        let parse = ks_lang::parse(&text);
        let checked = ks_core::check(&parse, &ks_core::CheckOptions::default());
        (CompletionContext::at(&text, checked.workflow(), offset).0, checked.workflow().clone())
    }

    const STEPS: &str =
        "envs:\n  dev:\n  prod:\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n";

    #[test]
    fn members_after_a_dot_even_inside_a_string_and_after_non_ascii() {
        let (found, _) = context(&format!("{STEPS}  roll: k8s.rollout\n    image: build.d$0\n"));
        assert_eq!(found, CompletionContext::Member { path: "build".into() });
        let (found, _) = context(&format!("{STEPS}    tags: [\"≥{{git.$0\"]\n"));
        assert_eq!(found, CompletionContext::Member { path: "git".into() });
    }

    #[test]
    fn a_step_header_wants_a_kind_and_its_body_a_key() {
        let (found, _) = context(&format!("{STEPS}  roll: $0\n"));
        assert_eq!(found, CompletionContext::StepKind);
        let (found, workflow) = context(&format!("{STEPS}    c$0\n"));
        assert_eq!(found, CompletionContext::StepKey(workflow.step("build").unwrap()));
        // Deeper than the step's keys: a value goes on (a continuation), not a key.
        let (found, _) = context(&format!("{STEPS}        $0\n"));
        assert_eq!(found, CompletionContext::Value);
        // A blank line and a comment between the header and the cursor change nothing.
        let (found, workflow) = context("steps:\n  build: oci.image\n\n    # later\n    $0\n");
        assert_eq!(found, CompletionContext::StepKey(workflow.step("build").unwrap()));
        let (found, _) = context(&format!("{STEPS}$0"));
        assert_eq!(found, CompletionContext::TopLevelKey);
    }

    #[test]
    fn environments_after_env_is_and_verbs_in_policy_rules() {
        let (found, _) = context(&format!("{STEPS}    when: env is $0\n"));
        assert_eq!(found, CompletionContext::Env);
        let (found, _) = context(&format!("{STEPS}    when: env is dev | p$0\n"));
        assert_eq!(found, CompletionContext::Env);
        let policy = format!("{STEPS}policy:\n  agents:\n    never: ");
        assert_eq!(context(&format!("{policy}$0\n")).0, CompletionContext::PolicyVerb);
        assert_eq!(context(&format!("{policy}deploy $0\n")).0, CompletionContext::PolicyEnv);
        assert_eq!(
            context(&format!("{policy}deploy prod, b$0\n")).0,
            CompletionContext::PolicyVerb
        );
        assert_eq!(
            context(&format!("{STEPS}    when: git.branch == $0\n")).0,
            CompletionContext::Value
        );
    }

    #[test]
    fn keys_of_environments_and_the_policy_and_the_values_with_fixed_answers() {
        let envs = "envs:\n  prod:\n    $0\nsteps:\n";
        assert_eq!(context(envs).0, CompletionContext::EnvProperty);
        assert_eq!(context("envs:\n  $0\n").0, CompletionContext::NewName);
        assert_eq!(context("policy:\n  $0\n").0, CompletionContext::PolicySubject);
        assert_eq!(context("policy:\n  agents:\n    n$0\n").0, CompletionContext::RuleKey);
        let choice = |key: &str| CompletionContext::Choice { key: key.into() };
        assert_eq!(context(&format!("{STEPS}    rollback: $0\n")).0, choice("rollback"));
        assert_eq!(context("on: push, $0\n").0, choice("on"));
        assert_eq!(context("on: $0\n").0, choice("on"));
        assert_eq!(context("envs:\n  prod:\n    on: p$0\n").0, choice("on"));
        // One word already there: nothing more to choose.
        assert_eq!(context(&format!("{STEPS}    rollback: auto $0\n")).0, CompletionContext::Value);
        let decide = "steps:\n  risk: decide\n    input: git.sha\n    answers: low | high\n";
        let (found, workflow) = context(&format!("{decide}    when: risk is $0\n"));
        assert_eq!(found, CompletionContext::Answer(workflow.step("risk").unwrap()));
        let (found, _) = context(&format!("{decide}    when: risk is low | h$0\n"));
        assert_eq!(found, CompletionContext::Answer(workflow.step("risk").unwrap()));
    }

    #[test]
    fn the_replaced_range_is_the_word_after_its_last_dot() {
        let range = |text: &str| {
            let offset = text.find("$0").unwrap() as u32;
            let text = text.replacen("$0", "", 1);
            let workflow = ks_core::check(&ks_lang::parse(&text), &Default::default());
            let range = CompletionContext::at(&text, workflow.workflow(), offset).1;
            text[range.start() as usize..range.end() as usize].to_string()
        };
        assert_eq!(range(&format!("{STEPS}    image: build.d$0\n")), "d");
        assert_eq!(range(&format!("{STEPS}    image: build.$0\n")), "");
        assert_eq!(range(&format!("{STEPS}    ci-o$0\n")), "ci-o");
        assert_eq!(range("ste$0"), "ste");
        assert_eq!(range(&format!("{STEPS}    tags: [\"≥{{git.s$0\"]\n")), "s");
    }

    /// The window is the cursor's parent and its own lines; what lies above is read from the text.
    #[test]
    fn far_below_its_top_level_key_a_line_still_knows_its_parents() {
        let many: String = (0..2000).map(|i| format!("  s{i}: oci.image\n    from: x\n")).collect();
        let (found, workflow) = context(&format!("steps:\n{many}  last: k8s.rollout\n    $0\n"));
        assert_eq!(found, CompletionContext::StepKey(workflow.step("last").unwrap()));
        let envs: String = (0..2000).map(|i| format!("  e{i}:\n    on: push\n")).collect();
        let (found, _) = context(&format!("envs:\n{envs}  prod:\n    # a comment\n\n    r$0\n"));
        assert_eq!(found, CompletionContext::EnvProperty);
    }
}
