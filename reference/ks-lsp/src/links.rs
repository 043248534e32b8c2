//! Document links and definitions into the files of a site (ADR 0080): a script step's kind to its
//! `.ts` module, a block use's kind to its block file, a `from:` to the file it names, a `dir:` to
//! the `.tf` files it holds (its `main.tf`, else the first), and a `<step>.out.<name>` read of a
//! `tofu.apply` to the `output "<name>"` block it comes from. Paths are relative to the site's
//! folder (`ship.ks`'s), as `keepshipping check` reads them; only what exists is linked.

use std::path::{Path, PathBuf};

use ks_core::model::{Item, Kind};
use ks_lang::ast::{AstToken, Expr};
use ks_lang::TextRange;
use lsp_types::{DocumentLink, GotoDefinitionResponse, Location, Position, Range};
use serde_json::Value;

use crate::context::Around;
use crate::convert::Analysed;
use crate::position::LineMap;
use crate::reply::{Refusal, Reply};
use crate::{site, workspace};

/// One link: the model range it sits on, and the file it opens.
struct Link {
    range: TextRange,
    target: PathBuf,
}

/// The literal text of a value (a word or a quoted string) and the range to underline.
fn literal(value: &Expr) -> Option<(String, TextRange)> {
    let range = value.text_range();
    match value {
        Expr::Word(word) => Some((word.text().to_string(), range)),
        Expr::String(string) => Some((string.value(), range)),
        _ => None,
    }
}

/// `relative` read from the site's folder, its `.` components dropped (a link shows the path).
fn resolve(dir: &Path, relative: &str) -> PathBuf {
    let relative = Path::new(relative).components().filter(|c| *c != std::path::Component::CurDir);
    dir.join(relative.collect::<PathBuf>())
}

/// The `.tf` file a `dir:` opens: its `main.tf`, else its first `.tf` in name order.
fn tf_file(dir: &Path) -> Option<PathBuf> {
    let main = dir.join("main.tf");
    if main.is_file() {
        return Some(main);
    }
    ks_host::tf::tf_files(dir)?.into_iter().next()
}

/// Every link of the document.
fn links(done: &Analysed) -> Vec<Link> {
    let Some(dir) = workspace::uri_to_path(&done.snapshot.uri).and_then(|p| site::site_dir(&p))
    else {
        return Vec::new();
    };
    let workflow = done.analysis.checked.workflow();
    let mut out = Vec::new();
    for step in workflow.steps().values() {
        if let Some(kind_span) = step.kind_span() {
            let target = match &step.kind {
                Kind::Script => {
                    step.script_path().map(|path| resolve(&dir, path)).filter(|path| path.is_file())
                }
                Kind::Block(signature) => {
                    signature.site.as_ref().map(|site| PathBuf::from(&site.file))
                }
                _ => None,
            };
            out.extend(target.map(|target| Link { range: kind_span, target }));
        }
        for input in &step.inputs {
            let Some((text, range)) = input.value().and_then(literal) else { continue };
            let target = match input.key() {
                "from" => Some(resolve(&dir, &text)).filter(|path| path.is_file()),
                "dir" => tf_file(&resolve(&dir, &text)),
                _ => None,
            };
            out.extend(target.map(|target| Link { range, target }));
        }
    }
    out
}

/// `textDocument/documentLink`.
pub(crate) fn document_links(done: &Analysed, _: &Around, _: Value) -> Reply {
    let links: Vec<DocumentLink> = links(done)
        .into_iter()
        .filter_map(|link| {
            Some(DocumentLink {
                range: done.range(link.range),
                target: Some(workspace::path_to_uri(&link.target)?),
                tooltip: Some(format!("open {}", link.target.display())),
                data: None,
            })
        })
        .collect();
    Ok(serde_json::to_value(links)?)
}

/// Where the `tofu.apply` output `name` read at `offset` is declared: the `output "name"` block
/// of the first `.tf` file (in name order) of the plan's `dir:` that declares it, as ks-host reads
/// them.
fn tf_output(done: &Analysed, dir: &Path, offset: u32) -> Option<Location> {
    let workflow = done.analysis.checked.workflow();
    let (Item::Reference { reference, segment: 2 }, _) = workflow.item_at(offset)? else {
        return None;
    };
    let reference = &workflow.references()[reference];
    let name = reference.segment(2)?.text;
    if reference.segment(1)?.text != "out" {
        return None;
    }
    let step = &workflow.steps()[reference.target_step()?];
    let source = &step.declared_outputs.as_ref()?.source;
    let folder = resolve(dir, source);
    for file in ks_host::tf::tf_files(&folder)? {
        let Ok(text) = std::fs::read_to_string(&file) else { continue };
        let declares = ks_host::tf::read_file(&text)
            .is_some_and(|outputs| outputs.iter().any(|output| output.name == name));
        if !declares {
            continue;
        }
        let label = format!("\"{name}\"");
        let at = text.lines().scan(0usize, |start, line| {
            let here = *start;
            *start += line.len() + 1;
            Some((here, line))
        });
        let found = at
            .filter(|(_, line)| line.trim_start().starts_with("output"))
            .find_map(|(start, line)| line.find(&label).map(|column| start + column + 1))?;
        let range = TextRange::new(found as u32, (found + name.len()) as u32);
        let range = LineMap::new(&text).range(&text, range);
        return Some(Location { uri: workspace::path_to_uri(&file)?, range });
    }
    None
}

/// `textDocument/definition` into the site's files: a link's file or a `tofu.apply` output's `.tf`
/// block; `None` (the handler looks in the document and its blocks) for anything else.
pub(crate) fn definition(done: &Analysed, _: &Around, params: &Value) -> Option<Reply> {
    let parsed: lsp_types::GotoDefinitionParams = serde_json::from_value(params.clone()).ok()?;
    let offset = done.offset(parsed.text_document_position_params.position);
    let dir = workspace::uri_to_path(&done.snapshot.uri).and_then(|p| site::site_dir(&p));
    if let Some(location) = dir.as_deref().and_then(|dir| tf_output(done, dir, offset)) {
        let found = serde_json::to_value(GotoDefinitionResponse::Scalar(location));
        return Some(found.map_err(Refusal::from));
    }
    let covers = |range: TextRange| range.start() <= offset && offset <= range.end();
    let link = links(done).into_iter().find(|link| covers(link.range));
    // A block use's kind goes to the `block:` line, which the analysis knows.
    let is_block =
        |link: &Link| {
            done.analysis.checked.workflow().steps().values().any(|step| {
                matches!(step.kind, Kind::Block(_)) && step.kind_span() == Some(link.range)
            })
        };
    let link = link.filter(|link| !is_block(link))?;
    let uri = workspace::path_to_uri(&link.target)?;
    let start = Position::new(0, 0);
    let location = Location { uri, range: Range::new(start, start) };
    Some(serde_json::to_value(GotoDefinitionResponse::Scalar(location)).map_err(Refusal::from))
}
