//! `ks-migrate`: format versions and the migrations between them.
//!
//! A file may declare its format with a header, `keepshipping: 0.1` ([`declared_format`]). This crate
//! holds the registry of migrations `(from, to, migration)` ([`MIGRATIONS`]) and runs them against the
//! lossless CST of [`ks_lang`]: a migration names exactly the bytes it replaces or inserts
//! ([`Edit`]), every other byte is copied over — comments, blank lines, odd spacing, CRLF — and
//! where it cannot decide it records a [`Leftover`] instead of guessing. A [`SpanMap`] maps ranges
//! of the migrated text back to the original.
//!
//! Two entry points:
//!
//! - [`migrate`]: the in-memory reading of a file, for `check` (a 0.0 file is read through its
//!   migration, leftovers and all; a file on the current format is returned as it is);
//! - [`upgrade`]: `fmt --upgrade`: pins the header of a file that has none, migrates an older one,
//!   verifies the result, and refuses — with every reason — rather than hand back a partial rewrite.
//!
//! Which step kinds have run-time-only outputs is not known here: the caller says, through [`Kinds`].
//! The crate reads no files and prints nothing.

mod edit;
mod header;
mod registry;
mod v0_0;
mod version;

use std::fmt::Write as _;

use ks_lang::{LineIndex, Parse, SyntaxKind, TextRange};

pub use edit::{Edit, Layer, SpanMap};
pub use header::{declared_format, header_verdicts, Declared, HEADER_KEY};
pub use registry::{chain, Migration, CURRENT, MIGRATIONS};
pub use v0_0::EXPRESSION_INPUTS;
pub use version::Version;

/// What the migrations need to know about step kinds and cannot know themselves (the catalog lives
/// in `ks-core`).
pub trait Kinds {
    /// Whether the outputs of `kind` (as written after a step's name: `tofu.apply`, `./x.ts`) exist
    /// only at run time, so 0.1 reads them as `<step>.out.<name>`. `None` when the kind is not known;
    /// a bare read of a step of that kind is then a leftover.
    fn outputs_are_runtime_only(&self, kind: &str) -> Option<bool>;
}

/// A place a migration could not rewrite (or a reason a file is refused), with what to do about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Leftover {
    /// In the coordinates of the original text.
    pub range: TextRange,
    pub reason: String,
}

impl Leftover {
    pub fn new(range: TextRange, reason: impl Into<String>) -> Leftover {
        Leftover { range, reason: reason.into() }
    }
}

/// What one migration step decided: the edits it makes and the places it could not decide.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Changes {
    pub edits: Vec<Edit>,
    pub leftovers: Vec<Leftover>,
}

/// A file read through the migrations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Migrated {
    /// The format the file declared when it was migrated from an older one; `None` when nothing was
    /// migrated (no header, or the current format).
    pub from: Option<Version>,
    /// The text in the current format.
    pub text: String,
    /// What the migrations could not decide, in the original's coordinates, sorted.
    pub leftovers: Vec<Leftover>,
    /// Maps ranges of [`Migrated::text`] back to the original.
    pub span_map: SpanMap,
}

/// Why a file is not upgraded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RefusalKind {
    /// The header is one this build cannot read (KS0005): newer, too old, not a version, not first.
    Header,
    /// The migration left places it could not decide.
    Leftovers,
    /// The upgraded text failed verification: it does not parse, or lost a comment or a byte.
    Verification,
}

/// An upgrade that was not done: the file must be left as it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub kind: RefusalKind,
    /// Every reason, in the original's coordinates, sorted.
    pub leftovers: Vec<Leftover>,
}

impl Refusal {
    fn new(kind: RefusalKind, mut leftovers: Vec<Leftover>) -> Refusal {
        leftovers.sort_by_key(|l| (l.range.start(), l.range.end()));
        Refusal { kind, leftovers }
    }

    /// The conformance suite's `migrate.refused` notation: one line per leftover,
    /// `L:C-L:C reason` (1-based; columns count Unicode scalar values), sorted.
    pub fn notation(&self, original: &str) -> String {
        let index = LineIndex::new(original);
        let mut out = String::new();
        for leftover in &self.leftovers {
            let (start, end) = index.range(leftover.range);
            let _ = writeln!(
                out,
                "{}:{}-{}:{} {}",
                start.line, start.column, end.line, end.column, leftover.reason
            );
        }
        out
    }
}

/// Reads `text` in the current format: a file on a format the registry migrates from is migrated in
/// memory (its leftovers are in [`Migrated::leftovers`], the text keeps whatever the migration could
/// not decide); any other readable file comes back unchanged. Refused only for a header this build
/// cannot read.
pub fn migrate(text: &str, kinds: &dyn Kinds) -> Result<Migrated, Refusal> {
    let parse = ks_lang::parse(text);
    let declared = declared_format(&parse);
    if let Some(unusable) = declared.diagnostic(&parse) {
        let leftover = Leftover::new(unusable.span, unusable.message);
        return Err(Refusal::new(RefusalKind::Header, vec![leftover]));
    }
    let Declared::Migratable { version, .. } = declared else {
        return Ok(Migrated {
            from: None,
            text: text.to_string(),
            leftovers: Vec::new(),
            span_map: SpanMap::default(),
        });
    };
    let steps = chain(version).unwrap_or_default();
    let (mut current, mut parse, mut map) = (text.to_string(), parse, SpanMap::default());
    let mut leftovers = Vec::new();
    for step in steps {
        let Changes { mut edits, leftovers: found } = (step.migrate)(&parse, kinds);
        if let Declared::Migratable { span, .. } = declared_format(&parse) {
            edits.push(Edit::replace(span, step.to.to_string()));
        }
        leftovers
            .extend(found.into_iter().map(|l| Leftover::new(map.to_original(l.range), l.reason)));
        let (next, layer) = edit::apply(&current, edits).map_err(|at| {
            let at = map.to_original(TextRange::empty(at));
            internal(at, "the migration's edits overlap")
        })?;
        map.push(layer);
        current = next;
        parse = ks_lang::parse(&current);
    }
    leftovers.sort_by_key(|l: &Leftover| (l.range.start(), l.range.end()));
    Ok(Migrated { from: Some(version), text: current, leftovers, span_map: map })
}

/// What `fmt --upgrade` does with one file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Upgrade {
    /// Already on the current format (its header says so): nothing to do.
    Unchanged,
    /// The upgraded text: verified, with nothing left over.
    Upgraded(Migrated),
    /// Left as it is, for these reasons.
    Refused(Refusal),
}

impl Upgrade {
    /// What the conformance suite's `migrate` level compares: `Ok` with the upgraded text (the
    /// input itself when it was already current), or `Err` with the refusal in the
    /// `migrate.refused` notation ([`Refusal::notation`]).
    pub fn conformance_output(&self, original: &str) -> Result<String, String> {
        match self {
            Upgrade::Unchanged => Ok(original.to_string()),
            Upgrade::Upgraded(migrated) => Ok(migrated.text.clone()),
            Upgrade::Refused(refusal) => Err(refusal.notation(original)),
        }
    }
}

/// Upgrades `text` to the current format: pins `keepshipping: <current>` when there is no header (on
/// its own line before the first entry, after leading comments and blank lines, with the file's
/// line ending; at the end when there is no entry), or migrates a file on an older format and
/// rewrites its header. The result must parse without errors and keep every comment and every byte
/// the edits do not name; a leftover or a failed check refuses the whole file.
pub fn upgrade(text: &str, kinds: &dyn Kinds) -> Upgrade {
    let parse = ks_lang::parse(text);
    let migrated = match declared_format(&parse) {
        Declared::Current { .. } => return Upgrade::Unchanged,
        Declared::None => match edit::apply(text, vec![pin_header(&parse)]) {
            Ok((pinned, layer)) => {
                let mut span_map = SpanMap::default();
                span_map.push(layer);
                Migrated { from: None, text: pinned, leftovers: Vec::new(), span_map }
            }
            Err(at) => {
                let refusal = internal(TextRange::empty(at), "the header could not be inserted");
                return Upgrade::Refused(refusal);
            }
        },
        _ => match migrate(text, kinds) {
            Ok(migrated) => migrated,
            Err(refusal) => return Upgrade::Refused(refusal),
        },
    };
    if !migrated.leftovers.is_empty() {
        return Upgrade::Refused(Refusal::new(RefusalKind::Leftovers, migrated.leftovers));
    }
    let problems = verify(text, &migrated);
    if !problems.is_empty() {
        return Upgrade::Refused(Refusal::new(RefusalKind::Verification, problems));
    }
    Upgrade::Upgraded(migrated)
}

/// The checks an upgraded text must pass before it may replace the original: it parses without an
/// error; it carries the original's comments, in order and byte for byte; and each migration step
/// copied every byte outside its edits. Empty when it passes.
pub fn verify(original: &str, migrated: &Migrated) -> Vec<Leftover> {
    let mut problems = Vec::new();
    let after = ks_lang::parse(&migrated.text);
    for diagnostic in after.diagnostics().iter().filter(|d| d.is_error()) {
        problems.push(Leftover::new(
            migrated.span_map.to_original(diagnostic.span),
            format!("the upgraded file would not parse: {}", diagnostic.message),
        ));
    }
    let before = ks_lang::parse(original);
    let (old, new) = (comments(&before), comments(&after));
    if old.len() != new.len() || old.iter().zip(&new).any(|(a, b)| a.1 != b.1) {
        let at = old
            .iter()
            .zip(&new)
            .find(|(a, b)| a.1 != b.1)
            .map_or_else(|| old.last().map_or(TextRange::empty(0), |c| c.0), |(a, _)| a.0);
        problems.push(Leftover::new(at, "the upgrade would lose or change a comment"));
    }
    let (old, new) = (entry_shape(&before), entry_shape(&after));
    if old.iter().map(|e| (e.1, &e.2)).ne(new.iter().map(|e| (e.1, &e.2))) {
        let at = old
            .iter()
            .zip(&new)
            .find(|(a, b)| (a.1, &a.2) != (b.1, &b.2))
            .or_else(|| old.get(new.len()).map(|a| (a, a)))
            .map_or(TextRange::empty(0), |(a, _)| a.0);
        problems.push(Leftover::new(
            at,
            "the upgrade would change which entry holds which (the file's indentation does not \
             parse as it stands)",
        ));
    }
    let layers = migrated.span_map.layers();
    let (mut text, mut done) = (original.to_string(), SpanMap::default());
    for (i, layer) in layers.iter().enumerate() {
        let next = if i + 1 == layers.len() {
            migrated.text.clone()
        } else {
            match edit::apply(&text, layer.edits().to_vec()) {
                Ok((next, _)) => next,
                Err(_) => break,
            }
        };
        if let Err(at) = layer.check(&text, &next) {
            problems.push(Leftover::new(
                done.to_original(TextRange::empty(at)),
                "the upgrade would change a byte outside the rewrites it names",
            ));
            break;
        }
        text = next;
        done.push(layer.clone());
    }
    problems
}

/// Every entry but the header, in source order: its key's range, its depth and its key.
fn entry_shape(parse: &Parse) -> Vec<(TextRange, usize, String)> {
    use ks_lang::ast::{AstNode, Entry};
    let root = parse.syntax();
    let header = parse
        .tree()
        .entries()
        .next()
        .filter(|e| e.key_name() == HEADER_KEY)
        .map(|e| e.syntax().text_range());
    root.descendants()
        .filter_map(Entry::cast)
        .filter(|e| Some(e.syntax().text_range()) != header)
        .map(|e| {
            let depth = e.syntax().ancestors().filter(|n| n.kind() == SyntaxKind::ENTRY).count();
            let key = e.key().map_or_else(|| e.syntax().text_range(), |k| k.syntax().text_range());
            (key, depth, e.key_name())
        })
        .collect()
}

fn comments(parse: &Parse) -> Vec<(TextRange, String)> {
    parse
        .syntax()
        .tokens()
        .filter(|t| t.kind() == SyntaxKind::COMMENT)
        .map(|t| (t.text_range(), t.text().to_string()))
        .collect()
}

fn internal(at: TextRange, what: &str) -> Refusal {
    Refusal::new(
        RefusalKind::Verification,
        vec![Leftover::new(at, format!("{what} (a bug in keepshipping; please report it)"))],
    )
}

fn pin_header(parse: &Parse) -> Edit {
    let (offset, line) = header_pin(parse);
    Edit::insert(offset, line)
}

/// Where and what pinning `keepshipping: <current>` inserts (GAP-18, VER-16): its own line, just
/// before the first entry (after a BOM, leading comments and blank lines), in the file's line-ending
/// style; appended (after a line end if the file lacks a final one) when there is no entry. One
/// answer for `fmt --upgrade` and KS0611's fix (ADR 0076).
pub fn header_pin(parse: &Parse) -> (u32, String) {
    let root = parse.syntax();
    let text = root.text();
    let pin = |offset: usize, line: String| (offset as u32, line);
    let ending = match text.find('\n') {
        Some(at) if text[..at].ends_with('\r') => "\r\n",
        _ => "\n",
    };
    let line = format!("{HEADER_KEY}: {CURRENT}{ending}");
    match parse.tree().entries().next() {
        Some(first) => {
            let start = ks_lang::ast::AstNode::syntax(&first).text_range().start() as usize;
            let line_start = text[..start].rfind('\n').map_or(0, |at| at + 1);
            // A byte order mark stays first.
            let line_start =
                if line_start == 0 && text.starts_with('\u{feff}') { 3 } else { line_start };
            pin(line_start, line)
        }
        None if text.is_empty() || text.ends_with('\n') => pin(text.len(), line),
        None => pin(text.len(), format!("{ending}{line}")),
    }
}
