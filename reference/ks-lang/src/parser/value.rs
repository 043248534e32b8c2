//! Values: the precedence ladder of grammar/SYNTAX.md §5, parsed without recursion.
//!
//! Parentheses can nest without limit, so instead of one Rust call per grammar level and group the
//! parser keeps an explicit stack of frames, one per open group. Inside a frame each precedence level
//! has at most one open node. An operator of level L closes the open nodes of tighter levels, then
//! either continues L's open node or opens one around the operand just finished (`precede`, as in
//! rust-analyzer's event parser). Output is a list of events replayed into the tree builder.

use crate::{
    codes,
    diagnostic::Diagnostic,
    syntax::{SyntaxKind, SyntaxKind::*, TextRange},
};

/// Precedence levels, loosest first.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(super) enum Level {
    Default,
    Tuple,
    Or,
    And,
    Not,
    Compare,
    Union,
    Phrase,
}

const LEVELS: usize = 8;

impl Level {
    const ALL: [Level; LEVELS] = [
        Level::Default,
        Level::Tuple,
        Level::Or,
        Level::And,
        Level::Not,
        Level::Compare,
        Level::Union,
        Level::Phrase,
    ];

    /// The node built by an n-ary level (not `Not` or `Compare`, which decide their own kinds).
    pub(super) fn node_kind(self) -> SyntaxKind {
        match self {
            Level::Default => DEFAULT_VALUE,
            Level::Tuple => TUPLE,
            Level::Or => OR_EXPR,
            Level::And => AND_EXPR,
            Level::Not => NOT_EXPR,
            Level::Compare => COMPARE_EXPR,
            Level::Union => UNION,
            Level::Phrase => PHRASE,
        }
    }
}

/// The level of a binary operator token.
pub(super) fn binary_level(kind: SyntaxKind) -> Option<Level> {
    Some(match kind {
        EQ => Level::Default,
        COMMA => Level::Tuple,
        OR_KW => Level::Or,
        AND_KW => Level::And,
        EQ2 | NEQ | LT | GT | LT_EQ | GT_EQ | IS_KW => Level::Compare,
        PIPE => Level::Union,
        _ => return None,
    })
}

#[derive(Clone, Copy, Debug)]
pub(crate) enum Event {
    /// A node starts. `forward_parent` is the distance to the start event of a node that wraps this
    /// one, though it was opened later (see `precede`); 0 when there is none.
    Start {
        kind: SyntaxKind,
        forward_parent: u32,
    },
    Finish,
    /// The next significant token (trivia before it is attached by the replay).
    Token,
}

/// Kind of the start event of a token atom: no node of its own, but something `precede` can wrap.
const TOMBSTONE: SyntaxKind = ERROR_TOKEN;

#[derive(Clone, Copy)]
struct Marker(u32);

#[derive(Clone, Copy)]
struct Completed(u32);

/// The state of the comparison at the compare level of a frame.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Comparison {
    Cmp,
    Is,
    IsWithThreshold,
}

#[derive(Default)]
struct Frame {
    open: [Option<Marker>; LEVELS],
    /// `not` markers, innermost last.
    nots: Vec<Marker>,
    comparison: Option<Comparison>,
    /// Whether this frame has seen a `=` already.
    has_default: bool,
    /// An extra operator and its operand, wrapped in `ERROR` (KS0009), per level that can chain.
    chained: [Option<Marker>; LEVELS],
    /// The most recently completed operand.
    last: Option<Completed>,
    expect_operand: bool,
    /// The operator token that made us expect an operand, for KS0007.
    last_operator: Option<u32>,
    /// The group's marker and its `(` token, for every frame but the outermost.
    group: Option<(Marker, u32)>,
    /// One bit per level (`1 << level`) that has something for `close_level` to close: an open or
    /// chained node, a `not`, a comparison state. Set with them, cleared by `close_level`, so
    /// closing skips the idle levels (most of them, for most values) without looking at them.
    busy: u8,
}

impl Frame {
    fn mark_busy(&mut self, level: Level) {
        self.busy |= 1 << level as u8;
    }
}

/// The value parser's buffers, handed from one value to the next so that a file's values cost no
/// allocation each (issue 42): the events, then read by [`replay`], and the frame stack.
#[derive(Default)]
pub(crate) struct Scratch {
    pub(crate) events: Vec<Event>,
    frames: Vec<Frame>,
}

/// Parses the tokens `start..end` (trivia included) as one value.
pub(crate) struct ValueParser<'a> {
    kinds: &'a [SyntaxKind],
    starts: &'a [u32],
    text: &'a str,
    pos: usize,
    end: usize,
    pub(crate) events: Vec<Event>,
    frames: Vec<Frame>,
    diagnostics: &'a mut Vec<Diagnostic>,
}

/// Whether a value region (`tokens`, trivia included) holds at most one significant token, a word,
/// a string or an interpolation: the parser's events for it are at most a token atom, which opens
/// no node and reports nothing, so the caller need not run it.
pub(crate) fn is_atom(tokens: &[SyntaxKind]) -> bool {
    let mut significant = tokens.iter().filter(|&&kind| !is_value_trivia(kind));
    match significant.next() {
        None => true,
        Some(WORD | STRING | INTERP) => significant.next().is_none(),
        Some(_) => false,
    }
}

/// Trivia for the value parser: the replay attaches these wherever they fall.
pub(crate) fn is_value_trivia(kind: SyntaxKind) -> bool {
    kind.is_trivia() || kind == ERROR_TOKEN
}

impl<'a> ValueParser<'a> {
    pub(crate) fn new(
        kinds: &'a [SyntaxKind],
        starts: &'a [u32],
        text: &'a str,
        scratch: Scratch,
        diagnostics: &'a mut Vec<Diagnostic>,
    ) -> ValueParser<'a> {
        let Scratch { events, frames } = scratch;
        ValueParser { kinds, starts, text, pos: 0, end: 0, events, frames, diagnostics }
    }

    /// The buffers back, the events of the last value in them.
    pub(crate) fn into_scratch(self) -> Scratch {
        Scratch { events: self.events, frames: self.frames }
    }

    /// Parses `start..end` into `self.events` (cleared first).
    pub(crate) fn parse(&mut self, start: usize, end: usize) {
        self.events.clear();
        self.pos = start;
        self.end = end;
        self.frames.clear();
        self.frames.push(Frame { expect_operand: true, ..Frame::default() });
        while let Some(kind) = self.peek() {
            self.step(kind);
        }
        while self.frames.len() > 1 {
            let (_, l_paren) = self.frame().group.unwrap();
            let range = self.token_range(l_paren);
            self.diagnostics.push(
                Diagnostic::error(codes::UNBALANCED_PARENTHESIS, range, "unclosed `(`")
                    .with_hint("add the matching `)` before the end of the value"),
            );
            self.close_group(false);
        }
        self.finish_frame();
    }

    fn frame(&mut self) -> &mut Frame {
        self.frames.last_mut().unwrap()
    }

    fn peek(&mut self) -> Option<SyntaxKind> {
        while self.pos < self.end && is_value_trivia(self.kinds[self.pos]) {
            self.pos += 1;
        }
        (self.pos < self.end).then(|| self.kinds[self.pos])
    }

    fn token_range(&self, token: u32) -> TextRange {
        TextRange::new(self.starts[token as usize], self.starts[token as usize + 1])
    }

    fn token_text(&self, token: u32) -> &str {
        &self.text[std::ops::Range::from(self.token_range(token))]
    }

    fn bump(&mut self) -> u32 {
        let token = self.pos as u32;
        self.events.push(Event::Token);
        self.pos += 1;
        token
    }

    fn start(&mut self) -> Marker {
        let pos = self.events.len() as u32;
        self.events.push(Event::Start { kind: TOMBSTONE, forward_parent: 0 });
        Marker(pos)
    }

    fn complete(&mut self, marker: Marker, kind: SyntaxKind) -> Completed {
        if let Event::Start { kind: slot, .. } = &mut self.events[marker.0 as usize] {
            *slot = kind;
        }
        self.events.push(Event::Finish);
        Completed(marker.0)
    }

    /// Opens a node that will wrap `completed`.
    fn precede(&mut self, completed: Completed) -> Marker {
        let marker = self.start();
        if let Event::Start { forward_parent, .. } = &mut self.events[completed.0 as usize] {
            *forward_parent = marker.0 - completed.0;
        }
        marker
    }

    fn step(&mut self, kind: SyntaxKind) {
        match kind {
            WORD | STRING | INTERP | L_PAREN => {
                if !self.frame().expect_operand {
                    self.juxtapose();
                }
                if kind == L_PAREN {
                    let marker = self.start();
                    let l_paren = self.bump();
                    let group = Some((marker, l_paren));
                    self.frames.push(Frame { expect_operand: true, group, ..Frame::default() });
                } else {
                    // A token atom: a start event `precede` can use, no node of its own.
                    let marker = self.start();
                    self.bump();
                    self.operand_done(Completed(marker.0));
                }
            }
            R_PAREN if self.frames.len() > 1 => self.close_group(true),
            R_PAREN => {
                let token = self.pos as u32;
                self.error_token(
                    token,
                    codes::UNBALANCED_PARENTHESIS,
                    "unmatched `)`",
                    "remove it, or add the `(` it closes",
                );
            }
            NOT_KW if self.not_binds_tighter_than_last_operator() => {
                let token = self.pos as u32;
                let operator = self.frame().last_operator.unwrap();
                let operator = self.token_text(operator);
                let hint = format!(
                    "`not` binds looser than `{operator}`: negate the operand in parentheses, \
                     `a {operator} (not b)`, or the whole expression, `not (a {operator} b)`"
                );
                self.error_token(
                    token,
                    codes::UNEXPECTED_CHARACTER,
                    "`not` cannot be an operand of a comparison or `|`",
                    &hint,
                );
            }
            NOT_KW if self.frame().expect_operand => {
                let marker = self.start();
                let token = self.bump();
                let frame = self.frame();
                frame.nots.push(marker);
                frame.mark_busy(Level::Not);
                frame.last_operator = Some(token);
            }
            NOT_KW => {
                let token = self.pos as u32;
                self.error_token(
                    token,
                    codes::UNEXPECTED_CHARACTER,
                    "`not` cannot follow a value",
                    "`not` goes before what it negates: `not a`, `a and not b`",
                );
            }
            _ => match binary_level(kind) {
                Some(level) => self.binary(level, kind),
                None => unreachable!("value parser saw {kind:?}"),
            },
        }
    }

    /// `not` where an operand of a tighter level is expected (after `==`, `is`, `|`): the grammar has no
    /// place for it there.
    fn not_binds_tighter_than_last_operator(&mut self) -> bool {
        let frame = self.frames.last().unwrap();
        let last = frame.last_operator.map(|token| self.kinds[token as usize]);
        frame.expect_operand && last.and_then(binary_level).is_some_and(|level| level > Level::Not)
    }

    /// Wraps a token that does not fit in an `ERROR` node.
    fn error_token(&mut self, token: u32, code: &'static str, message: &str, hint: &str) {
        let marker = self.start();
        self.bump();
        self.complete(marker, ERROR);
        let range = self.token_range(token);
        self.diagnostics.push(Diagnostic::error(code, range, message).with_hint(hint));
    }

    fn operand_done(&mut self, completed: Completed) {
        let frame = self.frame();
        frame.last = Some(completed);
        frame.expect_operand = false;
    }

    /// An operand directly after another: both belong to a phrase.
    fn juxtapose(&mut self) {
        if self.frame().open[Level::Phrase as usize].is_none() {
            let last = self.frame().last.unwrap();
            let marker = self.precede(last);
            let frame = self.frame();
            frame.open[Level::Phrase as usize] = Some(marker);
            frame.mark_busy(Level::Phrase);
        }
    }

    fn binary(&mut self, level: Level, kind: SyntaxKind) {
        let token = self.pos as u32;
        if self.frame().expect_operand {
            // The operand belongs to the operator before this one, if there is one.
            let message = match self.frame().last_operator {
                Some(previous) => format!("expected a value after `{}`", self.token_text(previous)),
                None => format!("expected a value before `{}`", self.token_text(token)),
            };
            let span_token = self.frame().last_operator.unwrap_or(token);
            self.missing(span_token, message);
        }
        self.close_tighter_than(level);
        let chained = match level {
            Level::Default => {
                let first = !self.frame().has_default;
                self.frame().has_default = true;
                (!first).then_some((
                    "`=` does not chain: a value has at most one default",
                    "quote text that contains `=`",
                ))
            }
            Level::Compare => self.comparison(kind),
            _ => None,
        };
        if let Some((message, hint)) = chained {
            if let Some(previous) = self.frame().chained[level as usize].take() {
                self.complete(previous, ERROR);
            }
            let marker = self.start();
            let frame = self.frame();
            frame.chained[level as usize] = Some(marker);
            frame.mark_busy(level);
            let range = self.token_range(token);
            self.diagnostics.push(
                Diagnostic::error(codes::OPERATOR_DOES_NOT_CHAIN, range, message).with_hint(hint),
            );
        } else if self.frame().open[level as usize].is_none() {
            let last = self.frame().last.unwrap();
            let marker = self.precede(last);
            let frame = self.frame();
            frame.open[level as usize] = Some(marker);
            frame.mark_busy(level);
        }
        self.bump();
        let frame = self.frame();
        frame.expect_operand = true;
        frame.last_operator = Some(token);
    }

    /// Advances the comparison state for a comparison operator or `is`; returns the KS0009 message
    /// and hint when the operator cannot continue the comparison.
    fn comparison(&mut self, kind: SyntaxKind) -> Option<(&'static str, &'static str)> {
        let frame = self.frame();
        let (next, error) = match (frame.comparison, kind) {
            (None, IS_KW) => (Comparison::Is, None),
            (None, _) => (Comparison::Cmp, None),
            (Some(Comparison::Is), GT_EQ) => (Comparison::IsWithThreshold, None),
            (Some(Comparison::Is), IS_KW) | (Some(Comparison::IsWithThreshold), _) => (
                frame.comparison.unwrap(),
                Some((
                    "an `is` test takes one threshold",
                    "write the test as `x is answer >= 0.9`",
                )),
            ),
            (Some(Comparison::Is), _) => (
                Comparison::Is,
                Some((
                    "the threshold after `is` must be `>=` (or `≥`)",
                    "an `is` threshold is a minimum confidence: `risk is low >= 0.9`",
                )),
            ),
            (Some(Comparison::Cmp), _) => (
                Comparison::Cmp,
                Some((
                    "comparisons do not chain",
                    "combine comparisons with `and`: `a < b and b < c`",
                )),
            ),
        };
        frame.comparison = Some(next);
        frame.mark_busy(Level::Compare);
        error
    }

    fn missing(&mut self, operator: u32, message: String) {
        let marker = self.start();
        let completed = self.complete(marker, MISSING);
        let range = self.token_range(operator);
        self.diagnostics.push(
            Diagnostic::error(codes::MISSING_OPERAND, range, message)
                .with_hint("write the missing value, or remove the operator"),
        );
        self.operand_done(completed);
    }

    /// Completes the open nodes of every level tighter than `level`, innermost first.
    fn close_tighter_than(&mut self, level: Level) {
        // Only the busy levels: for a value with no operator, none.
        let tighter = u8::MAX.checked_shl(level as u32 + 1).unwrap_or(0);
        let mut busy = self.frames.last().unwrap().busy & tighter;
        while busy != 0 {
            let innermost = 7 - busy.leading_zeros() as usize;
            self.close_level(Level::ALL[innermost]);
            busy &= !(1 << innermost);
        }
    }

    fn close_level(&mut self, level: Level) {
        let frame = self.frame();
        let bit = 1 << level as u8;
        if frame.busy & bit == 0 {
            return;
        }
        frame.busy &= !bit;
        if level == Level::Not {
            while let Some(marker) = self.frame().nots.pop() {
                let completed = self.complete(marker, NOT_EXPR);
                self.frame().last = Some(completed);
            }
            return;
        }
        if let Some(chained) = self.frame().chained[level as usize].take() {
            self.complete(chained, ERROR);
        }
        if let Some(marker) = self.frame().open[level as usize].take() {
            let kind = match (level, self.frame().comparison) {
                (Level::Compare, Some(Comparison::Is | Comparison::IsWithThreshold)) => IS_EXPR,
                _ => level.node_kind(),
            };
            let completed = self.complete(marker, kind);
            self.frame().last = Some(completed);
        }
        if level == Level::Compare {
            self.frame().comparison = None;
        }
    }

    /// Ends the innermost frame: a dangling operator gets its `MISSING` operand, open nodes close.
    fn finish_frame(&mut self) {
        let frame = self.frame();
        if let (true, Some(operator)) = (frame.expect_operand, frame.last_operator) {
            let message = format!("expected a value after `{}`", self.token_text(operator));
            self.missing(operator, message);
        }
        self.close_tighter_than(Level::Default);
        self.close_level(Level::Default);
    }

    fn close_group(&mut self, has_r_paren: bool) {
        self.finish_frame();
        let frame = self.frames.pop().unwrap();
        let (marker, _) = frame.group.unwrap();
        if has_r_paren {
            self.bump();
        }
        let completed = self.complete(marker, GROUP);
        self.operand_done(completed);
    }
}

/// Replays events into the builder, attaching trivia: before a node or a significant token, pending
/// trivia goes to the current node; trivia after the last significant token is left to the caller.
pub(crate) fn replay(
    events: &mut [Event],
    builder: &mut crate::syntax::TreeBuilder,
    end: u32,
    forward_parents: &mut Vec<SyntaxKind>,
) {
    for idx in 0..events.len() {
        match std::mem::replace(&mut events[idx], Event::Token) {
            // No node wraps this one (most starts): no chain of forward parents to walk.
            Event::Start { kind, forward_parent: 0 } => {
                if kind != TOMBSTONE {
                    skip_trivia(builder, end);
                    builder.start_node(kind);
                }
            }
            Event::Start { kind, forward_parent } => {
                forward_parents.clear();
                forward_parents.push(kind);
                let (mut at, mut distance) = (idx, forward_parent);
                while distance != 0 {
                    at += distance as usize;
                    let Event::Start { kind, forward_parent } = std::mem::replace(
                        &mut events[at],
                        Event::Start { kind: TOMBSTONE, forward_parent: 0 },
                    ) else {
                        unreachable!("forward parent is not a start event")
                    };
                    forward_parents.push(kind);
                    distance = forward_parent;
                }
                for &kind in forward_parents.iter().rev() {
                    if kind != TOMBSTONE {
                        skip_trivia(builder, end);
                        builder.start_node(kind);
                    }
                }
            }
            Event::Finish => builder.finish_node(),
            Event::Token => {
                skip_trivia(builder, end);
                builder.token();
            }
        }
    }
}

/// Attaches trivia up to the next significant token, staying inside the value region.
fn skip_trivia(builder: &mut crate::syntax::TreeBuilder, end: u32) {
    let mut cursor = builder.cursor();
    while cursor < end && is_value_trivia(builder.kinds()[cursor as usize]) {
        cursor += 1;
    }
    builder.advance_to(cursor);
}
