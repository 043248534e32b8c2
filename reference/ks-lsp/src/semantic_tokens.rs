//! Semantic tokens, full and delta (ADR 0080): what a name means, from the model, so that an
//! editor tells apart what a grammar cannot: a step from a kind, an environment, a namespace, a
//! block's input or output, a secret, and a name that resolves to nothing. The legend is
//! [`TOKEN_TYPES`]; the one modifier marks where a name is declared. Besides the whole document
//! (and a delta of it), the tokens of a range: what an editor asks for the lines it shows, at a cost
//! that does not grow with the file's tokens beyond finding them.

use ks_core::model::{Kind, Namespace, RefError, Resolution};
use ks_lang::TextRange;
use lsp_types::{
    SemanticToken, SemanticTokenModifier, SemanticTokenType, SemanticTokens, SemanticTokensDelta,
    SemanticTokensEdit, SemanticTokensFullDeltaResult, SemanticTokensFullOptions,
    SemanticTokensLegend, SemanticTokensOptions, SemanticTokensResult,
    SemanticTokensServerCapabilities, ServerCapabilities,
};
use serde_json::Value;

use crate::block_names::{contract_keys, Side};
use crate::context::Around;
use crate::convert::Analysed;
use crate::reply::Reply;

/// The token types, by index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum Token {
    Step,
    Kind,
    Environment,
    Namespace,
    BlockInput,
    Output,
    Unresolved,
    Secret,
}

/// The legend's names, in [`Token`]'s order.
pub const TOKEN_TYPES: [&str; 8] =
    ["step", "kind", "environment", "namespace", "blockInput", "output", "unresolved", "secret"];

/// The one modifier: the name's declaration.
pub const DECLARATION: u32 = 1;

/// What the `initialize` reply announces: the legend, full with delta, and ranges.
pub(crate) fn announce(caps: &mut ServerCapabilities) {
    let legend = SemanticTokensLegend {
        token_types: TOKEN_TYPES.iter().map(|name| SemanticTokenType::new(name)).collect(),
        token_modifiers: vec![SemanticTokenModifier::DECLARATION],
    };
    caps.semantic_tokens_provider =
        Some(SemanticTokensServerCapabilities::SemanticTokensOptions(SemanticTokensOptions {
            legend,
            range: Some(true),
            full: Some(SemanticTokensFullOptions::Delta { delta: Some(true) }),
            work_done_progress_options: Default::default(),
        }));
}

/// The tokens of a document, in model offsets, unordered.
fn classify(done: &Analysed) -> Vec<(TextRange, Token, u32)> {
    let workflow = done.analysis.checked.workflow();
    let mut out = Vec::new();
    for step in workflow.steps().values() {
        out.push((step.name_span(), Token::Step, DECLARATION));
        if let Some(kind_span) = step.kind_span() {
            let token = match step.kind {
                Kind::Builtin(_) | Kind::Script | Kind::Block(_) => Token::Kind,
                Kind::Unknown | Kind::Missing => Token::Unresolved,
            };
            out.push((kind_span, token, 0));
        }
        for after in &step.after {
            let token = if after.target.is_some() { Token::Step } else { Token::Unresolved };
            out.push((after.name.span, token, 0));
        }
        if let Kind::Block(signature) = &step.kind {
            let declared = |key: &str| signature.inputs.iter().any(|input| input.name == key);
            let inputs = step.inputs.iter().filter(|input| declared(input.key()));
            out.extend(inputs.map(|input| (input.key_span(), Token::BlockInput, 0)));
        }
    }
    for env in workflow.envs().values() {
        let Some(found) = done.analysis.occurrences(env.name.span.start()) else { continue };
        for range in found.ranges {
            let modifiers = if range == found.declaration { DECLARATION } else { 0 };
            out.push((range, Token::Environment, modifiers));
        }
    }
    if workflow.is_block_file() {
        for (side, token) in [(Side::Input, Token::BlockInput), (Side::Output, Token::Output)] {
            let keys = contract_keys(workflow, side);
            out.extend(keys.into_iter().map(|(_, span)| (span, token, DECLARATION)));
        }
    }
    for reference in workflow.references().values() {
        let segments: Vec<TextRange> = reference.segments().map(|segment| segment.span).collect();
        let mut mark = |index: usize, token: Token| {
            if let Some(span) = segments.get(index) {
                out.push((*span, token, 0));
            }
        };
        match &reference.resolution {
            Resolution::Step { .. } => {
                mark(0, Token::Step);
                let out_word = reference.segment(1).is_some_and(|segment| segment.text == "out");
                for index in 1 + usize::from(out_word)..segments.len() {
                    mark(index, Token::Output);
                }
            }
            Resolution::Context { namespace, .. } => {
                mark(0, Token::Namespace);
                match namespace {
                    Namespace::Secrets => (1..segments.len()).for_each(|i| mark(i, Token::Secret)),
                    Namespace::Inputs => mark(1, Token::BlockInput),
                    _ => {}
                }
            }
            Resolution::Unresolved(error) => match error {
                RefError::UnknownRoot => mark(0, Token::Unresolved),
                RefError::NoOutput { .. } | RefError::NeedsOut { .. } => mark(0, Token::Step),
                RefError::UnknownOutput { segment, .. } => {
                    mark(0, Token::Step);
                    mark(*segment as usize, Token::Unresolved);
                }
                RefError::UnknownMember { segment, .. } => {
                    mark(0, Token::Namespace);
                    mark(*segment as usize, Token::Unresolved);
                }
                RefError::UnknownField { segment, .. } => {
                    mark(*segment as usize, Token::Unresolved)
                }
            },
        }
    }
    out
}

/// The document's tokens, sorted, one line each, overlaps dropped, relative as the protocol
/// encodes them. Each token's line and column are found once (its end is on the same line: its
/// length in UTF-16 units from the text).
pub(crate) fn tokens(done: &Analysed) -> Vec<SemanticToken> {
    tokens_within(done, None)
}

/// As [`tokens`], only those inside `window` (document offsets), when given.
fn tokens_within(done: &Analysed, window: Option<TextRange>) -> Vec<SemanticToken> {
    let text = &*done.snapshot.text;
    let mut found = classify(done);
    for token in &mut found {
        token.0 = done.analysis.document_range(token.0);
    }
    if let Some(window) = window {
        found.retain(|(range, _, _)| window.contains_range(*range));
    }
    found.sort_unstable_by_key(|(range, token, _)| (range.start(), range.end(), *token as u32));
    let mut out = Vec::with_capacity(found.len());
    let (mut line, mut start, mut end, mut last) = (0, 0, 0, None);
    for (range, token, modifiers) in found {
        let Some(written) = text.get(range.start() as usize..range.end() as usize) else {
            continue;
        };
        if written.is_empty() || written.contains('\n') || last == Some(range.start()) {
            continue;
        }
        let at = done.snapshot.lines.position(text, range.start());
        if at.line == line && at.character < end {
            continue;
        }
        let length = written.encode_utf16().count() as u32;
        let delta_start = if at.line == line { at.character - start } else { at.character };
        out.push(SemanticToken {
            delta_line: at.line - line,
            delta_start,
            length,
            token_type: token as u32,
            token_modifiers_bitset: modifiers,
        });
        (line, start, end, last) =
            (at.line, at.character, at.character + length, Some(range.start()));
    }
    out
}

/// `textDocument/semanticTokens/full`.
pub(crate) fn full(done: &Analysed, around: &Around, _: Value) -> Reply {
    let data = tokens(done);
    let result_id = around.sent.borrow_mut().keep(&done.snapshot.uri, data.clone());
    let tokens = SemanticTokens { result_id: Some(result_id), data };
    Ok(serde_json::to_value(SemanticTokensResult::Tokens(tokens))?)
}

/// `textDocument/semanticTokens/range`: the tokens inside the range (not kept: a delta is of the
/// whole document's).
pub(crate) fn range(done: &Analysed, _: &Around, params: Value) -> Reply {
    let params: lsp_types::SemanticTokensRangeParams = serde_json::from_value(params)?;
    let (text, lines) = (&*done.snapshot.text, &done.snapshot.lines);
    let start = lines.offset(text, params.range.start);
    let end = lines.offset(text, params.range.end).max(start);
    let data = tokens_within(done, Some(TextRange::new(start, end)));
    let tokens = SemanticTokens { result_id: None, data };
    Ok(serde_json::to_value(lsp_types::SemanticTokensRangeResult::Tokens(tokens))?)
}

/// `textDocument/semanticTokens/full/delta`: one edit from the tokens sent under
/// `previousResultId` (the differing middle, whole tokens), or all of them when that is not the
/// last result sent for the document.
pub(crate) fn delta(done: &Analysed, around: &Around, params: Value) -> Reply {
    let params: lsp_types::SemanticTokensDeltaParams = serde_json::from_value(params)?;
    let data = tokens(done);
    let mut sent = around.sent.borrow_mut();
    let previous = sent
        .by_document
        .get(&done.snapshot.uri)
        .filter(|(id, _)| *id == params.previous_result_id)
        .map(|(_, tokens)| tokens.clone());
    let result_id = sent.keep(&done.snapshot.uri, data.clone());
    let Some(previous) = previous else {
        let tokens = SemanticTokens { result_id: Some(result_id), data };
        return Ok(serde_json::to_value(SemanticTokensFullDeltaResult::Tokens(tokens))?);
    };
    let prefix = previous.iter().zip(&data).take_while(|(a, b)| a == b).count();
    let rest = previous.len().min(data.len()) - prefix;
    let suffix = previous.iter().rev().zip(data.iter().rev()).take(rest);
    let suffix = suffix.take_while(|(a, b)| a == b).count();
    let edits = if previous == data {
        Vec::new()
    } else {
        vec![SemanticTokensEdit {
            start: 5 * prefix as u32,
            delete_count: 5 * (previous.len() - prefix - suffix) as u32,
            data: Some(data[prefix..data.len() - suffix].to_vec()),
        }]
    };
    let delta = SemanticTokensDelta { result_id: Some(result_id), edits };
    Ok(serde_json::to_value(SemanticTokensFullDeltaResult::TokensDelta(delta))?)
}
