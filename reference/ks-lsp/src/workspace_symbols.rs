//! `workspace/symbol`: the steps, environments and blocks of every site an open document belongs
//! to (its folder's `.ks` files and their `blocks/`), open documents' text first. A query matches
//! a name holding its characters in order, case ignored (as editors filter), the empty query every
//! name.

use std::collections::BTreeSet;
use std::path::PathBuf;

use lsp_types::{Location, SymbolInformation, SymbolKind};
use serde_json::Value;

use crate::analysis::SymbolWhat;
use crate::context::Workspace;
use crate::reply::Reply;
use crate::workspace::Blocks;
use crate::{site, workspace};

/// Whether `name` holds `query`'s characters in order, case ignored.
fn matches(query: &str, name: &str) -> bool {
    let mut name = name.chars().flat_map(char::to_lowercase);
    query.chars().flat_map(char::to_lowercase).all(|wanted| name.any(|c| c == wanted))
}

#[allow(deprecated)] // `deprecated` is a required field of the struct
pub(crate) fn workspace_symbols(workspace: &mut dyn Workspace, params: Value) -> Reply {
    let params: lsp_types::WorkspaceSymbolParams = serde_json::from_value(params)?;
    let around = workspace.around();
    let dirs: BTreeSet<PathBuf> = around
        .open
        .keys()
        .filter_map(|uri| site::site_dir(&workspace::uri_to_path(uri)?))
        .collect();
    let mut out = Vec::new();
    for dir in dirs {
        let open_blocks = around
            .open
            .values()
            .filter_map(|snapshot| {
                let path = workspace::uri_to_path(&snapshot.uri)?;
                let inside = path.parent() == Some(dir.join("blocks").as_path());
                inside.then(|| (path, snapshot.text.to_string()))
            })
            .collect();
        let blocks = Blocks::discover(&dir.join("blocks"), &open_blocks);
        for (path, uri, text) in site::site_texts(&dir, &around) {
            let file = site::checked(path, uri, text, &blocks);
            let container = file.path.file_name().map(|name| name.to_string_lossy().into_owned());
            let mut named = Vec::new();
            if let Some(block) = file.analysis.declared_block() {
                let workflow = file.analysis.checked.workflow();
                let top = workflow.top_level().iter().find(|top| top.key.text == "block");
                if let Some(top) = top {
                    named.push((block, SymbolKind::MODULE, top.key.span));
                }
            }
            for symbol in file.analysis.symbols() {
                let kind = match symbol.what {
                    SymbolWhat::Step => SymbolKind::FUNCTION,
                    SymbolWhat::Env => SymbolKind::NAMESPACE,
                    _ => continue,
                };
                named.push((symbol.name, kind, symbol.selection));
            }
            for (name, kind, range) in named {
                if !matches(&params.query, &name) {
                    continue;
                }
                out.push(SymbolInformation {
                    name,
                    kind,
                    tags: None,
                    deprecated: None,
                    location: Location { uri: file.uri.clone(), range: file.range(range) },
                    container_name: container.clone(),
                });
            }
        }
    }
    Ok(serde_json::to_value(out)?)
}

#[cfg(test)]
mod tests {
    use super::matches;

    #[test]
    fn a_query_matches_its_characters_in_order() {
        assert!(matches("", "build"));
        assert!(matches("bld", "build"));
        assert!(matches("DEP", "deploy-prod"));
        assert!(!matches("dlb", "build"));
    }
}
