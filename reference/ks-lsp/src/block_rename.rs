//! References, document highlight and rename of a block's inputs and outputs (ADR 0080): the block
//! file and every file of the site that uses the block, one workspace edit over all of them. Any
//! other position is a step's or an environment's: `None` here, and the handler answers it in its
//! own file.

use lsp_server::ErrorCode;
use lsp_types::{
    DocumentHighlight, DocumentHighlightKind, Location, PrepareRenameResponse, TextEdit,
    WorkspaceEdit,
};
use serde_json::Value;

use crate::analysis::Analysis;
use crate::block_names::BlockName;
use crate::context::Around;
use crate::convert::Analysed;
use crate::reply::{Refusal, Reply};
use crate::site::{self, SiteFile};

/// Each file's places of `symbol`: this document's first, then the site's other files that name it.
fn places(
    done: &Analysed,
    around: &Around,
    symbol: &BlockName,
) -> (Vec<lsp_types::Range>, Vec<(SiteFile, Vec<lsp_types::Range>)>) {
    let here = done.analysis.block_name_ranges(symbol);
    let here = here.into_iter().map(|range| done.range(range)).collect();
    let others = site::other_files(done, around)
        .into_iter()
        .filter_map(|file| {
            let ranges = file.analysis.block_name_ranges(symbol);
            let ranges: Vec<_> = ranges.into_iter().map(|range| file.range(range)).collect();
            (!ranges.is_empty()).then_some((file, ranges))
        })
        .collect();
    (here, others)
}

/// Whether `range` is where `analysis`'s file declares `symbol`.
fn is_declaration(analysis: &Analysis, symbol: &BlockName, range: ks_lang::TextRange) -> bool {
    analysis.block_declaration(symbol) == Some(range)
}

/// The block name at the request's position; `None` (the handler answers) when there is none or
/// the params are not a position's.
fn block_name_at(done: &Analysed, params: &Value) -> Option<(BlockName, ks_lang::TextRange)> {
    let params: lsp_types::TextDocumentPositionParams =
        serde_json::from_value(params.clone()).ok()?;
    done.analysis.block_name_at(done.offset(params.position))
}

/// `textDocument/references`.
pub(crate) fn references(done: &Analysed, around: &Around, params: &Value) -> Option<Reply> {
    let (symbol, _) = block_name_at(done, params)?;
    let declaration = params["context"]["includeDeclaration"].as_bool().unwrap_or(false);
    let keep = |analysis: &Analysis, range: &ks_lang::TextRange| {
        declaration || !is_declaration(analysis, &symbol, *range)
    };
    let mut locations: Vec<Location> = done
        .analysis
        .block_name_ranges(&symbol)
        .into_iter()
        .filter(|range| keep(&done.analysis, range))
        .map(|range| Location { uri: done.snapshot.uri.clone(), range: done.range(range) })
        .collect();
    for file in site::other_files(done, around) {
        let ranges = file.analysis.block_name_ranges(&symbol).into_iter();
        let ranges = ranges.filter(|range| keep(&file.analysis, range));
        locations.extend(
            ranges.map(|range| Location { uri: file.uri.clone(), range: file.range(range) }),
        );
    }
    Some(serde_json::to_value(locations).map_err(Refusal::from))
}

/// `textDocument/documentHighlight`: this document's places, the declaration as a write.
pub(crate) fn highlights(done: &Analysed, _: &Around, params: &Value) -> Option<Reply> {
    let (symbol, _) = block_name_at(done, params)?;
    let highlights: Vec<DocumentHighlight> = done
        .analysis
        .block_name_ranges(&symbol)
        .into_iter()
        .map(|range| DocumentHighlight {
            range: done.range(range),
            kind: Some(match is_declaration(&done.analysis, &symbol, range) {
                true => DocumentHighlightKind::WRITE,
                false => DocumentHighlightKind::READ,
            }),
        })
        .collect();
    Some(serde_json::to_value(highlights).map_err(Refusal::from))
}

/// `textDocument/prepareRename`.
pub(crate) fn prepare_rename(done: &Analysed, _: &Around, params: &Value) -> Option<Reply> {
    let (symbol, range) = block_name_at(done, params)?;
    let prepared = PrepareRenameResponse::RangeWithPlaceholder {
        range: done.range(range),
        placeholder: symbol.name,
    };
    Some(serde_json::to_value(prepared).map_err(Refusal::from))
}

/// `textDocument/rename`: one edit per place in every file of the site, or a refusal when any file
/// would not take the new name.
pub(crate) fn rename(done: &Analysed, around: &Around, params: &Value) -> Option<Reply> {
    let (symbol, _) = block_name_at(done, params)?;
    let new_name = params["newName"].as_str()?.to_string();
    Some(rename_to(done, around, symbol, new_name))
}

/// The workspace edit renaming `symbol` to `new_name` in every file of the site that names it.
fn rename_to(done: &Analysed, around: &Around, symbol: BlockName, new_name: String) -> Reply {
    if new_name == symbol.name {
        return Ok(serde_json::to_value(WorkspaceEdit::default())?);
    }
    let refused = |refusal: crate::occurrences::Refused| {
        Refusal(ErrorCode::RequestFailed, format!("keepshipping: {}", refusal.0))
    };
    if let Some(refusal) = done.analysis.block_rename_refusal(&symbol, &new_name) {
        return Err(refused(refusal));
    }
    let (here, others) = places(done, around, &symbol);
    for (file, _) in &others {
        if let Some(refusal) = file.analysis.block_rename_refusal(&symbol, &new_name) {
            let name = file.path.file_name().map(|n| n.to_string_lossy().into_owned());
            let name = name.unwrap_or_default();
            return Err(refused(crate::occurrences::Refused(format!("{} (in {name})", refusal.0))));
        }
    }
    let edits = |ranges: Vec<lsp_types::Range>| -> Vec<TextEdit> {
        ranges.into_iter().map(|range| TextEdit { range, new_text: new_name.clone() }).collect()
    };
    let mut files = vec![(done.snapshot.uri.clone(), here)];
    files.extend(others.into_iter().map(|(file, ranges)| (file.uri, ranges)));
    let changes = files.into_iter().filter(|(_, ranges)| !ranges.is_empty());
    let changes = Some(changes.map(|(uri, ranges)| (uri, edits(ranges))).collect());
    Ok(serde_json::to_value(WorkspaceEdit { changes, ..WorkspaceEdit::default() })?)
}
