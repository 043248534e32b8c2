//! The migration from format 0.0 (the draft before ADR 0003) to 0.1, decision D19. The two formats
//! differ in exactly two rules:
//!
//! 1. Equality in a step's expression inputs (`auto`, `when`, `show`, `else`, `input`) was spelled
//!    `=`; 0.1 spells it `==`. Every `=` token in the value of such an input becomes `==` — on
//!    continuation lines and inside parentheses too, since they are part of the value. The lexer is the
//!    same in both formats, so `a=b` is the same three tokens, and 0.0 read `=` there at the
//!    comparison's precedence, so `not a = b` keeps its grouping. An expression-input key anywhere
//!    else (not under a step, not a declaration) with an `=` in its value is a leftover: whether 0.0
//!    read it as equality is not known.
//! 2. Outputs that exist only at run time were read bare (`apply.cluster`); 0.1 reads them through
//!    `.out.` (`apply.out.cluster`). A read is a dotted name whose first segment names a step of this
//!    file: a bare word in a step's inputs (not its `outputs:` type mapping, not its kind) or in the
//!    mapped side of a block's `outputs:`, and any `{…}` interpolation in a word or string. Whether
//!    a kind's outputs are run-time-only is the caller's knowledge ([`Kinds`]); a read of a step whose
//!    kind it does not know, or a run-time read already spelled with `.out.` (in 0.0, an output named
//!    `out`), is a leftover. Block strings are text: nothing in them is read.

use std::collections::HashMap;

use ks_lang::{
    ast::{self, AstNode, AstToken, Entry, Expr, ScalarClass, StringPart},
    Parse, SyntaxKind, SyntaxNode, SyntaxToken, TextRange,
};

use crate::{Changes, Edit, Kinds, Leftover};

/// The inputs whose values are expressions (D19).
pub const EXPRESSION_INPUTS: [&str; 5] = ["auto", "when", "show", "else", "input"];

pub(crate) fn migrate(parse: &Parse, kinds: &dyn Kinds) -> Changes {
    let mut changes = Changes::default();
    let root = parse.syntax();
    let steps: Vec<Entry> = parse
        .tree()
        .entries()
        .filter(|e| e.key_name() == "steps")
        .flat_map(|e| e.entries().collect::<Vec<_>>())
        .collect();
    let table = StepTable::new(&steps, kinds);

    // Rule 1: `=` -> `==` in the expression inputs of steps; a leftover elsewhere.
    for node in root.descendants().filter(|n| n.kind() == SyntaxKind::ENTRY) {
        let Some(entry) = Entry::cast(node.clone()) else { continue };
        let key = entry.key_name();
        if !EXPRESSION_INPUTS.contains(&key.as_str()) || is_declaration(&node) {
            continue;
        }
        let step_input = node.parent().is_some_and(|p| is_step(&p));
        for eq in value_tokens(&node).into_iter().filter(|t| t.kind() == SyntaxKind::EQ) {
            if step_input {
                changes.edits.push(Edit::replace(eq.text_range(), "=="));
            } else {
                changes.leftovers.push(Leftover::new(
                    eq.text_range(),
                    format!(
                        "`=` in `{key}:` outside a step's inputs: format 0.0 read `=` as equality only \
                         in a step's expression inputs; write `==` for equality, or quote the text"
                    ),
                ));
            }
        }
    }

    // Rule 2: bare reads of run-time-only outputs.
    let mut reads = Reads { table: &table, changes: &mut changes };
    for step in &steps {
        for input in step.entries().filter(|i| i.key_name() != "outputs") {
            for entry in input.syntax().descendants().filter(|n| n.kind() == SyntaxKind::ENTRY) {
                for token in value_tokens(&entry) {
                    reads.bare_word(&token);
                }
            }
        }
    }
    for outputs in parse.tree().entries().filter(|e| e.key_name() == "outputs") {
        for output in outputs.entries() {
            if let Some(Expr::DefaultValue(value)) = output.value() {
                if let Some(mapped) = value.default() {
                    for token in expr_tokens(&mapped) {
                        reads.bare_word(&token);
                    }
                }
            }
        }
    }
    for token in root.tokens() {
        reads.interpolations(&token);
    }

    changes.leftovers.sort_by_key(|l| (l.range.start(), l.range.end()));
    changes
}

/// What this file's steps are: name -> kind and whether its outputs are run-time-only.
struct StepTable {
    steps: HashMap<String, Step>,
}

struct Step {
    /// The kind as written (`tofu.apply`).
    kind: String,
    /// `Ok(answer)` from the port; `Err(why)` when there is no answer.
    runtime_only: Result<bool, String>,
}

impl StepTable {
    fn new(steps: &[Entry], kinds: &dyn Kinds) -> StepTable {
        let mut table: HashMap<String, Step> = HashMap::new();
        for step in steps {
            let name = step.key_name();
            let (kind, runtime_only) = match step.value() {
                Some(Expr::Word(word)) => {
                    let kind = word.text().to_string();
                    let answer = kinds.outputs_are_runtime_only(&kind).ok_or_else(|| {
                        format!(
                            "this keepshipping does not know the kind `{kind}` of step `{name}`"
                        )
                    });
                    (kind, answer)
                }
                Some(value) => {
                    let text = match value.syntax() {
                        ks_lang::SyntaxElement::Token(token) => token.text().to_string(),
                        ks_lang::SyntaxElement::Node(node) => node.text().to_string(),
                    };
                    let kind = text.split_whitespace().collect::<Vec<_>>().join(" ");
                    let why = format!("the kind of step `{name}` is `{kind}`, not a kind name");
                    (kind, Err(why))
                }
                None => (String::new(), Err(format!("step `{name}` has no kind"))),
            };
            match table.get_mut(&name) {
                Some(known) if known.runtime_only != runtime_only => {
                    known.runtime_only = Err(format!(
                        "step `{name}` is declared twice, as `{}` and as `{kind}`",
                        known.kind
                    ));
                }
                Some(_) => {}
                None => {
                    table.insert(name, Step { kind, runtime_only });
                }
            }
        }
        StepTable { steps: table }
    }
}

/// Collects the rewrites and leftovers of rule 2.
struct Reads<'a> {
    table: &'a StepTable,
    changes: &'a mut Changes,
}

impl Reads<'_> {
    /// A bare word that is a dotted name.
    fn bare_word(&mut self, token: &SyntaxToken) {
        if token.kind() == SyntaxKind::WORD
            && ScalarClass::of(token.text()) == ScalarClass::DottedName
        {
            self.read(token.text(), token.text_range().start());
        }
    }

    /// Every `{dotted.name}` in a word, a string or a standalone interpolation.
    fn interpolations(&mut self, token: &SyntaxToken) {
        let start = token.text_range().start();
        let mut each = |base: &str, part: &str| {
            let offset = part.as_ptr() as usize - base.as_ptr() as usize;
            self.read(part, start + offset as u32);
        };
        match token.kind() {
            SyntaxKind::WORD => {
                if let Some(word) = ast::Word::cast(token.clone()) {
                    for part in word.parts() {
                        if let StringPart::Interp(name) = part {
                            each(word.text(), &name);
                        }
                    }
                }
            }
            SyntaxKind::STRING => {
                if let Some(string) = ast::String::cast(token.clone()) {
                    for part in string.parts() {
                        if let StringPart::Interp(name) = part {
                            each(string.text(), &name);
                        }
                    }
                }
            }
            SyntaxKind::INTERP => {
                if let Some(interp) = ast::Interp::cast(token.clone()) {
                    each(interp.text(), interp.reference());
                }
            }
            _ => {}
        }
    }

    /// `name` (at `offset`) read as `<step>.<output>…`.
    fn read(&mut self, name: &str, offset: u32) {
        let mut segments = name.split('.');
        let (Some(first), Some(second)) = (segments.next(), segments.next()) else { return };
        let Some(step) = self.table.steps.get(first) else { return };
        let range = TextRange::new(offset, offset + name.len() as u32);
        let rest = &name[first.len() + 1..];
        match &step.runtime_only {
            Ok(false) => {}
            Ok(true) if second == "out" => self.changes.leftovers.push(Leftover::new(
                range,
                format!(
                    "`{name}` already reads through `.out.`: format 0.0 read it as the output `out` \
                     of `{first}` ({}), which 0.1 spells `{first}.out.{rest}`; upgrade this file by \
                     hand",
                    step.kind,
                ),
            )),
            Ok(true) => {
                self.changes.edits.push(Edit::insert(offset + first.len() as u32 + 1, "out."))
            }
            Err(why) => self.changes.leftovers.push(Leftover::new(
                range,
                format!(
                    "cannot tell whether `{name}` reads a run-time-only output: {why}; in 0.1 a \
                     run-time-only output is read as `{first}.out.{rest}`, a static one as \
                     `{name}`; upgrade this file by hand"
                ),
            )),
        }
    }
}

/// An entry directly under a top-level `steps:` entry.
fn is_step(node: &SyntaxNode) -> bool {
    node.kind() == SyntaxKind::ENTRY
        && node.parent().is_some_and(|steps| {
            key_of(&steps).as_deref() == Some("steps")
                && steps.parent().is_some_and(|root| root.kind() == SyntaxKind::SOURCE_FILE)
        })
}

/// An entry that declares a name and a type rather than giving an input a value: a child of a block's
/// top-level `inputs:` or `outputs:`, or of a step's `outputs:` type mapping.
fn is_declaration(node: &SyntaxNode) -> bool {
    let Some(parent) = node.parent().filter(|p| p.kind() == SyntaxKind::ENTRY) else {
        return false;
    };
    match key_of(&parent).as_deref() {
        Some("inputs" | "outputs") => parent.parent().is_some_and(|grand| {
            grand.kind() == SyntaxKind::SOURCE_FILE
                || (key_of(&parent).as_deref() == Some("outputs") && is_step(&grand))
        }),
        _ => false,
    }
}

fn key_of(node: &SyntaxNode) -> Option<String> {
    Entry::cast(node.clone()).map(|e| e.key_name())
}

/// The tokens of an entry's own value: its continuation lines and trailing comment included; its
/// key, child entries and block string excluded.
fn value_tokens(entry: &SyntaxNode) -> Vec<SyntaxToken> {
    let mut out = Vec::new();
    for element in entry.children_with_tokens() {
        match element {
            ks_lang::SyntaxElement::Token(token) => out.push(token),
            ks_lang::SyntaxElement::Node(node) => match node.kind() {
                SyntaxKind::KEY | SyntaxKind::ENTRY | SyntaxKind::BLOCK_STRING => {}
                _ => out.extend(node.tokens()),
            },
        }
    }
    out
}

fn expr_tokens(expr: &Expr) -> Vec<SyntaxToken> {
    match expr.syntax() {
        ks_lang::SyntaxElement::Token(token) => vec![token],
        ks_lang::SyntaxElement::Node(node) => node.tokens().collect(),
    }
}
