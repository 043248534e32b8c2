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
    /// Where a top-level key goes: nothing to complete.
    TopLevelKey,
    /// After `env is` (or `|` in one): an environment.
    Env,
    /// The first word of a policy rule's action: a verb.
    PolicyVerb,
    /// After a policy verb: an environment.
    PolicyEnv,
    /// A value: step names and namespaces.
    Value,
}

/// A word character, as names and dotted paths are written.
fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '_' | '-' | '.')
}

impl CompletionContext {
    /// The context at `offset` of the text `parse` read, whose model is `workflow`.
    pub fn at(parse: &Parse, workflow: &Workflow, offset: u32) -> CompletionContext {
        let lines = parse.lines();
        let Some(line_index) =
            lines.partition_point(|line| line.text_range().start() <= offset).checked_sub(1)
        else {
            return CompletionContext::Value;
        };
        let line = &lines[line_index];
        if offset > line.text_range().end() {
            // After the last line's end: an empty line at the end of the file, where a top-level
            // key would go.
            return CompletionContext::TopLevelKey;
        }
        let line_start = line.text_range().start();
        let root = parse.syntax();
        // The word being typed: the word characters that end the token before the cursor.
        let left = match root.token_at_offset(offset) {
            TokenAtOffset::Between(left, _) => Some(left),
            TokenAtOffset::Single(token) if token.text_range().start() < offset => Some(token),
            _ => None,
        }
        .filter(|token| token.text_range().start() >= line_start);
        let word = left.as_ref().map_or(String::new(), |token| {
            let typed = &token.text()[..(offset - token.text_range().start()) as usize];
            let start = typed
                .char_indices()
                .rfind(|(_, c)| !is_word_char(*c))
                .map_or(0, |(at, c)| at + c.len_utf8());
            typed[start..].to_string()
        });
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
        let key_at_line = |content: u32| match workflow.item_at(content) {
            Some((item, range)) if range.start() == content => Some(item),
            _ => None,
        };
        match lead.as_slice() {
            [] => return key_context(workflow, lines, line_index, word_start - line_start),
            [(SyntaxKind::IDENT | SyntaxKind::WORD, _, name), (SyntaxKind::COLON, _, _)]
                if matches!(key_at_line(name.start()), Some(Item::Step(_))) =>
            {
                return CompletionContext::StepKind;
            }
            _ => {}
        }
        let is_env = |(_, text, _): &(SyntaxKind, String, TextRange)| text == "env";
        let after_env_is = match lead.as_slice() {
            [.., env, (SyntaxKind::IS_KW, _, _)] => is_env(env),
            [.., (SyntaxKind::PIPE, _, _)] => {
                lead.windows(2).any(|pair| is_env(&pair[0]) && pair[1].0 == SyntaxKind::IS_KW)
            }
            _ => false,
        };
        if after_env_is {
            return CompletionContext::Env;
        }
        if let [(_, _, key), (SyntaxKind::COLON, _, _), rest @ ..] = lead.as_slice() {
            if matches!(key_at_line(key.start()), Some(Item::PolicyRule { .. })) {
                let item = rest.rsplit(|(kind, _, _)| *kind == SyntaxKind::COMMA).next();
                match item.unwrap_or_default() {
                    [] => return CompletionContext::PolicyVerb,
                    [_verb] => return CompletionContext::PolicyEnv,
                    _ => {}
                }
            }
        }
        CompletionContext::Value
    }
}

/// Where a key goes on line `index`, indented by `indent`: under the step whose header is the
/// nearest line above indented less (blank and comment lines aside), at the depth of the keys it
/// already has.
fn key_context(
    workflow: &Workflow,
    lines: &[ks_lang::Line],
    index: usize,
    indent: u32,
) -> CompletionContext {
    if indent == 0 {
        return CompletionContext::TopLevelKey;
    }
    let parent = lines[..index].iter().rev().find(|line| {
        !matches!(line.class(), LineClass::Blank | LineClass::Comment)
            && !line.is_empty()
            && line.indent() < indent
    });
    let Some(parent) = parent else { return CompletionContext::Value };
    let content = parent.content_range().start();
    let Some((Item::Step(id), name)) = workflow.item_at(content) else {
        return CompletionContext::Value;
    };
    if name.start() != content {
        return CompletionContext::Value;
    }
    let line_of = |offset: u32| {
        let at = lines.partition_point(|line| line.text_range().start() <= offset);
        lines[at.saturating_sub(1)].indent()
    };
    let this_line = lines[index].text_range().start();
    let key_indent = workflow.steps()[id]
        .inputs
        .iter()
        .find(|input| input.key.span.end() < this_line)
        .map(|input| line_of(input.key.span.start()));
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
        (CompletionContext::at(&parse, checked.workflow(), offset), checked.workflow().clone())
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
}
