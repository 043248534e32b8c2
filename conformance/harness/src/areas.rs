//! The areas of the suite: the first segment of a case id, what the area holds and which levels its
//! cases assert. This table is the one place areas are listed; `conformance/README.md` describes it and
//! a self-test checks that every case lives in a listed area.

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
}

const SYNTAX: &[Level] = &[Level::Cst, Level::Ast, Level::Parse];
const FORMAT: &[Level] = &[Level::Cst, Level::Ast, Level::Parse, Level::Format];
const CHECK: &[Level] = &[Level::Check];
const MIGRATE: &[Level] = &[Level::Migrate];
const EXEC: &[Level] = &[Level::Exec];

const fn area(name: &'static str, levels: &'static [Level], summary: &'static str) -> Area {
    Area { name, levels, summary }
}

/// Every area, in the order `conformance/README.md` lists them.
pub const AREAS: &[Area] = &[
    area("lex", SYNTAX, "lexical structure: lines, keys, words, tokens (LEX)"),
    area("ind", SYNTAX, "indentation and the offside rule (IND)"),
    area("cmt", SYNTAX, "comments (CMT)"),
    area("val", SYNTAX, "values: the operator ladder (VAL)"),
    area("scl", SYNTAX, "scalar classes (SCL)"),
    area("blk", SYNTAX, "block strings (BLK)"),
    area("rec", SYNTAX, "recovery from syntax errors (REC)"),
    area("ast", SYNTAX, "the typed AST's normalisation (AST)"),
    area(
        "examples",
        SYNTAX,
        "the language description's examples, verbatim (EX-1..EX-9, snippets)",
    ),
    area("unicode", SYNTAX, "non-ASCII text"),
    area("layout", SYNTAX, "CRLF, BOM, final newline, tabs"),
    area("deep", SYNTAX, "size and nesting depth"),
    area("regressions", SYNTAX, "cases pinned by fixed bugs"),
    area("format", FORMAT, "the canonical layout `keepshipping fmt` writes, or its refusal (FMT)"),
    area("ref", CHECK, "references between steps, outputs and namespaces (REF)"),
    area("kind", CHECK, "step kinds and the built-in catalog (KIND)"),
    area("ctx", CHECK, "context namespaces and optional values (CTX)"),
    area("type", CHECK, "types of inputs and values (TYPE)"),
    area("env", CHECK, "environments: `envs:` and their properties (ENV)"),
    area("trg", CHECK, "triggers: `on:` (TRG)"),
    area("ci", CHECK, "`ci-only:`, the actor and the context (CI)"),
    area("rb", CHECK, "rollback policies (RB)"),
    area("ver", CHECK, "the format header (VER, the checker's half)"),
    area(
        "iac",
        CHECK,
        "typed IaC outputs from the `*.tf` files of a plan's `dir:` in `files/` (IAC)",
    ),
    area("scr", CHECK, "script steps and what their modules in `files/` declare (SCR)"),
    area("graph", CHECK, "the graph: edges, approval gating, `after:`, cycles, numbering (GRAPH)"),
    area("when", CHECK, "`when:` settled before the run or at run time, skipped steps (WHEN)"),
    area("select", CHECK, "choosing the environment of a run: `--env`, the event, `on:` (ENV-15)"),
    area("blk-use", CHECK, "block files and uses: signatures, nests, carried actions (BLOCK)"),
    area("pol", CHECK, "policy: subjects, rules, the base and the baseline, refusals (POL)"),
    area("migrate", MIGRATE, "migration fixture pairs `migrate/<from>-to-<to>/<slug>/` (VER)"),
    area(
        "exec",
        EXEC,
        "runs against a simulated target (`world.toml`): the run log, `run.jsonl` (GRAPH-15, RB, CI-5, SCR-9)",
    ),
];

/// The area named `name`, if listed.
pub fn find(name: &str) -> Option<&'static Area> {
    AREAS.iter().find(|a| a.name == name)
}

/// The levels the cases of area `name` assert; the syntax levels for an area not listed (a suite of
/// one's own may add areas).
pub fn levels_of(name: &str) -> &'static [Level] {
    find(name).map_or(SYNTAX, |a| a.levels)
}
