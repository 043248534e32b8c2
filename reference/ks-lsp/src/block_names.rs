//! A block's inputs and outputs as names that span files (ADR 0080): where one file names them.
//! A block input is named by its entry under the block file's `inputs:`, by every `inputs.<name>`
//! read inside that file, and by the input key of every use of the block; an output by its entry
//! under `outputs:` and by every `<use>.out.<name>` read. One file's part is found here, in model
//! offsets; [`crate::site`] gathers the files of a site.

use ks_core::model::{Item, Kind, Workflow};
use ks_lang::TextRange;

use crate::analysis::Analysis;
use crate::occurrences::{is_identifier, Refused, KEYWORDS};

/// Which side of a block's contract a name is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    Input,
    Output,
}

impl Side {
    /// The block file's top-level key that declares this side.
    fn key(self) -> &'static str {
        match self {
            Side::Input => "inputs",
            Side::Output => "outputs",
        }
    }
}

/// A block's input or output, by the block's declared name.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BlockName {
    pub block: String,
    pub side: Side,
    pub name: String,
}

impl Analysis {
    /// The block input or output named at `offset`, and the range of the name there.
    pub fn block_name_at(&self, offset: u32) -> Option<(BlockName, TextRange)> {
        let workflow = self.checked.workflow();
        if let Some(found) = self.declared_at(offset) {
            return Some(found);
        }
        let (item, _) = workflow.item_at(offset)?;
        match item {
            Item::Input { step, index } => {
                let step = &workflow.steps()[step];
                let Kind::Block(signature) = &step.kind else { return None };
                let input = &step.inputs[index];
                let key = input.key();
                signature.inputs.iter().any(|declared| declared.name == key).then(|| {
                    let name = BlockName {
                        block: signature.name.clone(),
                        side: Side::Input,
                        name: key.to_string(),
                    };
                    (name, input.key_span())
                })
            }
            Item::Reference { reference, segment } => {
                let reference = &workflow.references()[reference];
                let first = reference.segment(0)?;
                let second = reference.segment(1)?;
                if segment == 1 && first.text == "inputs" && workflow.is_block_file() {
                    let block = self.declared_block()?;
                    let known = workflow.block_inputs().iter().any(|(i, _)| i.text == second.text);
                    return known.then(|| {
                        let name =
                            BlockName { block, side: Side::Input, name: second.text.to_string() };
                        (name, second.span)
                    });
                }
                let third = reference.segment(2)?;
                let step = &workflow.steps()[reference.target_step()?];
                let Kind::Block(signature) = &step.kind else { return None };
                let declared = signature.outputs.iter().any(|(name, _)| name == third.text);
                (segment == 2 && second.text == "out" && declared).then(|| {
                    let name = BlockName {
                        block: signature.name.clone(),
                        side: Side::Output,
                        name: third.text.to_string(),
                    };
                    (name, third.span)
                })
            }
            _ => None,
        }
    }

    /// Every place this file names `symbol`, sorted.
    pub fn block_name_ranges(&self, symbol: &BlockName) -> Vec<TextRange> {
        let workflow = self.checked.workflow();
        let mut ranges = Vec::new();
        if self.declared_block().as_deref() == Some(symbol.block.as_str()) {
            let keys = contract_keys(workflow, symbol.side).into_iter();
            ranges.extend(keys.filter(|(name, _)| *name == symbol.name).map(|(_, span)| span));
            if symbol.side == Side::Input {
                for reference in workflow.references().values() {
                    let (Some(first), Some(second)) = (reference.segment(0), reference.segment(1))
                    else {
                        continue;
                    };
                    if first.text == "inputs" && second.text == symbol.name {
                        ranges.push(second.span);
                    }
                }
            }
        }
        let uses = |kind: &Kind| matches!(kind, Kind::Block(sig) if sig.name == symbol.block);
        match symbol.side {
            Side::Input => {
                for step in workflow.steps().values().filter(|step| uses(&step.kind)) {
                    let keys = step.inputs.iter().filter(|input| input.key() == symbol.name);
                    ranges.extend(keys.map(|input| input.key_span()));
                }
            }
            Side::Output => {
                for reference in workflow.references().values() {
                    let Some(target) = reference.target_step() else { continue };
                    if !uses(&workflow.steps()[target].kind) {
                        continue;
                    }
                    let (Some(out), Some(name)) = (reference.segment(1), reference.segment(2))
                    else {
                        continue;
                    };
                    if out.text == "out" && name.text == symbol.name {
                        ranges.push(name.span);
                    }
                }
            }
        }
        ranges.sort_by_key(|range| (range.start(), range.end()));
        ranges.dedup();
        ranges
    }

    /// Why `new_name` cannot replace `symbol` in this file, if it cannot: it is no name, a keyword,
    /// a key every step takes (for an input), or already the block's (in its own file) or a use's
    /// key (for an input).
    pub fn block_rename_refusal(&self, symbol: &BlockName, new_name: &str) -> Option<Refused> {
        if !is_identifier(new_name) {
            return Some(Refused(format!(
                "`{new_name}` is not a name: a letter or `_`, then letters, digits, `_` or `-`"
            )));
        }
        let reserved =
            symbol.side == Side::Input && ks_core::RESERVED_STEP_KEYS.contains(&new_name);
        // Not an expression keyword, nor, for an input, a key every step takes (a use's `when:` is
        // not an input).
        if KEYWORDS.contains(&new_name) || reserved {
            return Some(Refused(format!("`{new_name}` is a keyword of the language")));
        }
        let workflow = self.checked.workflow();
        let what = match symbol.side {
            Side::Input => "an input",
            Side::Output => "an output",
        };
        let declares = self.declared_block().as_deref() == Some(symbol.block.as_str());
        if declares && contract_keys(workflow, symbol.side).iter().any(|(name, _)| name == new_name)
        {
            return Some(Refused(format!(
                "`{new_name}` is already {what} of block `{}`",
                symbol.block
            )));
        }
        if symbol.side == Side::Input {
            let uses = workflow
                .steps()
                .values()
                .filter(|step| matches!(&step.kind, Kind::Block(sig) if sig.name == symbol.block));
            for step in uses {
                if step.input(new_name).is_some() {
                    return Some(Refused(format!(
                        "step `{}` already has a key `{new_name}`",
                        step.name()
                    )));
                }
            }
        }
        None
    }

    /// Where this file declares `symbol`: its key under the block file's `inputs:` or `outputs:`.
    pub fn block_declaration(&self, symbol: &BlockName) -> Option<TextRange> {
        if self.declared_block()? != symbol.block {
            return None;
        }
        let keys = contract_keys(self.checked.workflow(), symbol.side);
        keys.into_iter().find(|(name, _)| *name == symbol.name).map(|(_, span)| span)
    }

    /// The name a block file's `block:` declares.
    pub fn declared_block(&self) -> Option<String> {
        let workflow = self.checked.workflow();
        if !workflow.is_block_file() {
            return None;
        }
        let entry = workflow.top_level().iter().find(|top| top.key.text == "block")?;
        let value = entry.entry.value()?;
        let text = value.text().trim();
        (!text.is_empty()).then(|| text.to_string())
    }

    /// A key under the block file's own `inputs:` or `outputs:` at `offset`.
    fn declared_at(&self, offset: u32) -> Option<(BlockName, TextRange)> {
        let workflow = self.checked.workflow();
        let block = self.declared_block()?;
        let covers = |span: TextRange| span.start() <= offset && offset <= span.end();
        for side in [Side::Input, Side::Output] {
            let keys = contract_keys(workflow, side);
            if let Some((name, span)) = keys.into_iter().find(|(_, span)| covers(*span)) {
                return Some((BlockName { block: block.clone(), side, name }, span));
            }
        }
        None
    }
}

/// The keys under a block file's top-level `inputs:` or `outputs:`, with their spans.
pub(crate) fn contract_keys(workflow: &Workflow, side: Side) -> Vec<(String, TextRange)> {
    let Some(top) = workflow.top_level().iter().find(|top| top.key.text == side.key()) else {
        return Vec::new();
    };
    top.entry
        .entries()
        .filter_map(|child| ks_core::model::Name::key_of(&child))
        .map(|name| (name.text.to_string(), name.span))
        .collect()
}
