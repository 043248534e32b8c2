//! References (REF-1): a dotted name written in a step, its segments, and what it resolved to.

use super::*;

/// One segment of a dotted name, borrowed from the name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Segment<'a> {
    pub text: &'a str,
    pub span: TextRange,
}

/// The segments of the dotted name `name` written from offset `start`, split at its dots.
pub fn segments_of(name: &str, start: u32) -> Segments<'_> {
    Segments { rest: Some(name), offset: start }
}

/// The segments of a dotted name, in order ([`segments_of`], [`Reference::segments`]).
#[derive(Clone, Debug)]
pub struct Segments<'a> {
    /// The name from the next segment on; `None` after the last.
    rest: Option<&'a str>,
    /// Where the next segment starts.
    offset: u32,
}

impl<'a> Iterator for Segments<'a> {
    type Item = Segment<'a>;

    fn next(&mut self) -> Option<Segment<'a>> {
        // Names are short: a byte loop beats the general `split` machinery here.
        let rest = self.rest?;
        let (text, after) = match rest.bytes().position(|byte| byte == b'.') {
            Some(dot) => (&rest[..dot], Some(&rest[dot + 1..])),
            None => (rest, None),
        };
        self.rest = after;
        let span = TextRange::new(self.offset, self.offset + text.len() as u32);
        self.offset = span.end() + 1;
        Some(Segment { text, span })
    }
}

/// How a reference is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RefSite {
    /// A dotted name written as the value (or in an expression).
    Bare,
    /// Inside `{…}`.
    Interpolated,
    /// The subject of `<decide step> is <answer>`.
    IsSubject,
}

/// What a reference resolved to.
#[derive(Clone, Debug, PartialEq)]
pub enum Resolution {
    /// An output of a step (`build.digest`, `apply.out.cluster`, `risk` in `risk is low`).
    Step {
        step: StepId,
        ty: Type,
    },
    /// A context value (`git.sha`, `secrets.token`).
    Context {
        namespace: Namespace,
        ty: Type,
        optional: bool,
    },
    Unresolved(RefError),
}

/// Why a reference did not resolve; the segment index says which part is wrong.
#[derive(Clone, Debug, PartialEq)]
pub enum RefError {
    /// The first segment names no step and no namespace.
    UnknownRoot,
    /// A step named alone (`{build}`): which output?
    NoOutput { step: StepId },
    /// The step's kind has no such output.
    UnknownOutput { step: StepId, segment: u32 },
    /// A run-time-only output read without `.out.` (KS0202).
    NeedsOut { step: StepId },
    /// The namespace has no such member.
    UnknownMember { namespace: Namespace, segment: u32 },
    /// The value has no such field.
    UnknownField { segment: u32, ty: Box<Type> },
}

/// A reference from a step (or the file) to a step output or a context value (REF-1).
#[derive(Clone, Debug)]
pub struct Reference {
    /// The step whose input holds it: the consumer of the edge `target → consumer`.
    pub consumer: Option<StepId>,
    /// The input it sits in, by its index into its consumer's [`Step::inputs`]
    /// ([`Workflow::input_of`] reads it).
    pub(crate) input: Option<Id<Input>>,
    /// The file the dotted name is written in (`build.digest`); `span` is where. The reference
    /// reads its name there and holds no copy of it (issue 42's heap budget).
    pub(crate) file: ks_lang::SharedText,
    pub span: TextRange,
    pub site: RefSite,
    /// Written in a `String`/`Path`/unchecked position, where literal text was possible (D12 hint).
    pub literal_possible: bool,
    /// `x != ""` / `x == ""`: asks whether an optional value is set (CTX-3, D12); `x = v` gives it a
    /// value when it has none.
    pub presence_test: bool,
    pub resolution: Resolution,
}

impl Reference {
    /// The dotted name as written.
    pub fn text(&self) -> &str {
        self.file.text_in(self.span)
    }

    /// The name's segments, with their spans.
    pub fn segments(&self) -> Segments<'_> {
        segments_of(self.text(), self.span.start())
    }

    /// Segment `index` (0 is the root), if the name has that many.
    pub fn segment(&self, index: usize) -> Option<Segment<'_>> {
        self.segments().nth(index)
    }

    /// The step it reads, for the plan's edges.
    pub fn target_step(&self) -> Option<StepId> {
        match &self.resolution {
            Resolution::Step { step, .. } => Some(*step),
            Resolution::Unresolved(
                RefError::NoOutput { step }
                | RefError::UnknownOutput { step, .. }
                | RefError::NeedsOut { step },
            ) => Some(*step),
            _ => None,
        }
    }

    /// The type read, when it resolved.
    pub fn ty(&self) -> Option<&Type> {
        match &self.resolution {
            Resolution::Step { ty, .. } | Resolution::Context { ty, .. } => Some(ty),
            Resolution::Unresolved(_) => None,
        }
    }
}
