//! The checks a formatted text passes before it is handed back.

use ks_lang::{ast::BlockString, SyntaxKind};

use crate::{
    layout::{self, Checker, Observer, Scan},
    position, Refusal, RefusalKind,
};

/// One step of the walk that must be the same in the input and the output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sig<'t> {
    Enter(SyntaxKind),
    Leave(SyntaxKind),
    Token(SyntaxKind, &'t str),
}

/// What the input's walk met: tree shape with significant tokens, comments, block-string texts.
#[derive(Default)]
pub(crate) struct Record<'t> {
    sig: Vec<Sig<'t>>,
    comments: Vec<&'t str>,
    blocks: Vec<String>,
}

impl<'t> Observer<'t> for Record<'t> {
    fn node(&mut self, kind: SyntaxKind, leave: bool, _at: u32) {
        self.sig.push(if leave { Sig::Leave(kind) } else { Sig::Enter(kind) });
    }

    fn token(&mut self, kind: SyntaxKind, text: &'t str, _at: u32) {
        self.sig.push(Sig::Token(kind, text));
    }

    fn comment(&mut self, text: &'t str, _at: u32) {
        self.comments.push(text);
    }

    fn block(&mut self, block: &BlockString, _at: u32) {
        self.blocks.push(block.text());
    }
}

/// Compares the output's walk with the input's record as it goes, keeping the first difference of
/// each kind (as an offset into the output).
struct Compare<'r, 't> {
    record: &'r Record<'t>,
    sig: usize,
    comments: usize,
    blocks: usize,
    tokens_differ: Option<u32>,
    comments_differ: Option<u32>,
    blocks_differ: Option<u32>,
}

impl<'o> Observer<'o> for Compare<'_, '_> {
    fn node(&mut self, kind: SyntaxKind, leave: bool, at: u32) {
        let step = if leave { Sig::Leave(kind) } else { Sig::Enter(kind) };
        self.step(step, at);
    }

    fn token(&mut self, kind: SyntaxKind, text: &'o str, at: u32) {
        if self.tokens_differ.is_some() {
            return;
        }
        match self.record.sig.get(self.sig) {
            Some(Sig::Token(want_kind, want_text)) if *want_kind == kind && *want_text == text => {
                self.sig += 1;
            }
            _ => self.tokens_differ = Some(at),
        }
    }

    fn comment(&mut self, text: &'o str, at: u32) {
        if self.comments_differ.is_some() {
            return;
        }
        if self.record.comments.get(self.comments) == Some(&text) {
            self.comments += 1;
        } else {
            self.comments_differ = Some(at);
        }
    }

    fn block(&mut self, block: &BlockString, at: u32) {
        if self.blocks_differ.is_some() {
            return;
        }
        match self.record.blocks.get(self.blocks) {
            Some(want) if *want == block.text() => self.blocks += 1,
            _ => self.blocks_differ = Some(at),
        }
    }
}

impl Compare<'_, '_> {
    fn step(&mut self, step: Sig<'_>, at: u32) {
        if self.tokens_differ.is_some() {
            return;
        }
        if self.record.sig.get(self.sig) == Some(&step) {
            self.sig += 1;
        } else {
            self.tokens_differ = Some(at);
        }
    }
}

/// Re-parses `output` and checks it against the input's `record`; see the crate documentation.
pub(crate) fn verify(output: &str, record: &Record<'_>) -> Result<(), Refusal> {
    let refuse = |kind: RefusalKind, what: &str, at: u32| {
        Err(Refusal {
            kind,
            reason: format!(
                "not formatted: in the canonical layout {what} (at {} of the formatted text)",
                position(output, at)
            ),
            diagnostics: Vec::new(),
        })
    };
    let parse = ks_lang::parse(output);
    if let Some(error) = parse.diagnostics().iter().find(|d| d.is_error()) {
        let what = format!("the text would not parse ({}: {})", error.code, error.message);
        return refuse(RefusalKind::OutputErrors, &what, error.span.start());
    }
    let compare = Compare {
        record,
        sig: 0,
        comments: 0,
        blocks: 0,
        tokens_differ: None,
        comments_differ: None,
        blocks_differ: None,
    };
    let scan = Scan::new(output, &parse.syntax(), compare);
    let end = output.len() as u32;
    let compare = &scan.record;
    let tokens_differ = compare.tokens_differ.or((compare.sig != record.sig.len()).then_some(end));
    if let Some(at) = tokens_differ {
        return refuse(
            RefusalKind::TokensChanged,
            "the significant tokens or the tree would change",
            at,
        );
    }
    let comments_differ =
        compare.comments_differ.or((compare.comments != record.comments.len()).then_some(end));
    if let Some(at) = comments_differ {
        return refuse(RefusalKind::CommentsChanged, "the comments would change", at);
    }
    let blocks_differ =
        compare.blocks_differ.or((compare.blocks != record.blocks.len()).then_some(end));
    if let Some(at) = blocks_differ {
        return refuse(RefusalKind::BlockStringChanged, "a block string's text would change", at);
    }
    let mut checker = Checker::new(output);
    layout::render(output, &scan.lines, &scan.tokens, &mut checker);
    if let Some(at) = checker.finish() {
        return refuse(
            RefusalKind::NotIdempotent,
            "formatting the result again would change it",
            at as u32,
        );
    }
    Ok(())
}
