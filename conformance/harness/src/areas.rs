//! The areas of the suite: the first segment of a case id, what the area holds, which levels its
//! cases assert and which part of the reference answers for its requirements. This table is the one
//! place areas are listed; `conformance/README.md` describes it, a self-test checks that every case
//! lives in a listed area, and the reference's coverage tests select their cases by [`Owner`]
//! ([`crate::case::Filter::owner`]) rather than by names of their own.

use crate::Level;

/// One area of `conformance/cases/`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Area {
    /// The directory name under `cases/` (`lex`, `ref`, `migrate`, …).
    pub name: &'static str,
    /// The levels every case of the area asserts (`ast` only for valid inputs). A case may add
    /// `check` with a `[check]` table in its `case.toml`.
    pub levels: &'static [Level],
    /// What the area holds.
    pub summary: &'static str,
    /// The part of the reference whose tests account for the area's requirements.
    pub owner: Owner,
}

/// The part of the reference that answers for an area's requirements: its coverage test checks that
/// every requirement of the area is named by a case and every code of the area emitted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Owner {
    /// The parser (ks-lang): the syntax areas.
    Syntax,
    /// The formatter (ks-fmt).
    Format,
    /// The checker on one file alone (ks-core).
    Check,
    /// The checker over the files beside the input: blocks, the policy base and baseline (ks-host's
    /// case reading).
    Site,
    /// The checker with the facts the host gathers: `.tf` outputs, script modules (ks-host).
    Facts,
    /// The plan: the graph, `when:` and the choice of environment (ks-core's plan).
    Plan,
    /// The migrator (ks-migrate).
    Migrate,
    /// The executor (ks-run): the run log against a simulated target.
    Exec,
    /// The fixes (ks-core's fix): the text `check --fix --unsafe-fixes` writes.
    Fix,
}

const SYNTAX: &[Level] = &[Level::Cst, Level::Ast, Level::Parse];
const FORMAT: &[Level] = &[Level::Cst, Level::Ast, Level::Parse, Level::Format];
const CHECK: &[Level] = &[Level::Check];
const MIGRATE: &[Level] = &[Level::Migrate];
const EXEC: &[Level] = &[Level::Exec];
const FIX: &[Level] = &[Level::Fix];

const fn area(
    name: &'static str,
    levels: &'static [Level],
    owner: Owner,
    summary: &'static str,
) -> Area {
    Area { name, levels, summary, owner }
}

/// Every area, in the order `conformance/README.md` lists them.
pub const AREAS: &[Area] = &[
    area("lex", SYNTAX, Owner::Syntax, "lexical structure: lines, keys, words, tokens (LEX)"),
    area("ind", SYNTAX, Owner::Syntax, "indentation and the offside rule (IND)"),
    area("cmt", SYNTAX, Owner::Syntax, "comments (CMT)"),
    area("val", SYNTAX, Owner::Syntax, "values: the operator ladder (VAL)"),
    area("scl", SYNTAX, Owner::Syntax, "scalar classes (SCL)"),
    area("blk", SYNTAX, Owner::Syntax, "block strings (BLK)"),
    area("rec", SYNTAX, Owner::Syntax, "recovery from syntax errors (REC)"),
    area("ast", SYNTAX, Owner::Syntax, "the typed AST's normalisation (AST)"),
    area(
        "examples",
        SYNTAX,
        Owner::Syntax,
        "the language description's examples, verbatim (EX-1..EX-9, snippets)",
    ),
    area("unicode", SYNTAX, Owner::Syntax, "non-ASCII text"),
    area("layout", SYNTAX, Owner::Syntax, "CRLF, BOM, final newline, tabs"),
    area("deep", SYNTAX, Owner::Syntax, "size and nesting depth"),
    area("regressions", SYNTAX, Owner::Syntax, "cases pinned by fixed bugs"),
    area(
        "format",
        FORMAT,
        Owner::Format,
        "the canonical layout `keepshipping fmt` writes, or its refusal (FMT)",
    ),
    area("ref", CHECK, Owner::Check, "references between steps, outputs and namespaces (REF)"),
    area("kind", CHECK, Owner::Check, "step kinds and the built-in catalog (KIND)"),
    area("ctx", CHECK, Owner::Check, "context namespaces and optional values (CTX)"),
    area("type", CHECK, Owner::Check, "types of inputs and values (TYPE)"),
    area("env", CHECK, Owner::Check, "environments: `envs:` and their properties (ENV)"),
    area("trg", CHECK, Owner::Check, "triggers: `on:` (TRG)"),
    area("ci", CHECK, Owner::Check, "`ci-only:`, the actor and the context (CI)"),
    area("rb", CHECK, Owner::Check, "rollback policies (RB)"),
    area("ver", CHECK, Owner::Check, "the format header (VER, the checker's half)"),
    area(
        "iac",
        CHECK,
        Owner::Facts,
        "typed IaC outputs from the `*.tf` files of a plan's `dir:` in `files/` (IAC)",
    ),
    area(
        "scr",
        CHECK,
        Owner::Facts,
        "script steps and what their modules in `files/` declare (SCR)",
    ),
    area(
        "graph",
        CHECK,
        Owner::Plan,
        "the graph: edges, approval gating, `after:`, cycles, numbering (GRAPH)",
    ),
    area(
        "when",
        CHECK,
        Owner::Plan,
        "`when:` settled before the run or at run time, skipped steps (WHEN)",
    ),
    area(
        "select",
        CHECK,
        Owner::Plan,
        "choosing the environment of a run: `--env`, the event, `on:` (ENV-15)",
    ),
    area(
        "blk-use",
        CHECK,
        Owner::Site,
        "block files and uses: signatures, nests, carried actions (BLOCK)",
    ),
    area(
        "pol",
        CHECK,
        Owner::Site,
        "policy: subjects, rules, the base and the baseline, refusals (POL)",
    ),
    area(
        "migrate",
        MIGRATE,
        Owner::Migrate,
        "migration fixture pairs `migrate/<from>-to-<to>/<slug>/` (VER)",
    ),
    area(
        "exec",
        EXEC,
        Owner::Exec,
        "runs against a simulated target (`world.toml`): the run log, `run.jsonl` (GRAPH-15, RB, CI-5, SCR-9)",
    ),
    area(
        "fix",
        FIX,
        Owner::Fix,
        "the fixes diagnostics carry, applied: `fixed.ks`, or `fix.refused` (every code with a fix)",
    ),
];

/// The area named `name`, if listed.
pub fn find(name: &str) -> Option<&'static Area> {
    AREAS.iter().find(|a| a.name == name)
}

/// The areas `owner` answers for, in table order.
pub fn owned_by(owner: Owner) -> impl Iterator<Item = &'static Area> {
    AREAS.iter().filter(move |a| a.owner == owner)
}

/// The levels the cases of area `name` assert; the syntax levels for an area not listed (a suite of
/// one's own may add areas).
pub fn levels_of(name: &str) -> &'static [Level] {
    find(name).map_or(SYNTAX, |a| a.levels)
}
