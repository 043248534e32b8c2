/**
 * Tree-sitter grammar for Keep Shipping `ship.ks` files.
 *
 * The named node kinds come from grammar/node-kinds.json (generated from
 * grammar/keepshipping.ungram), so the projected tree of this grammar and the
 * one of the reference parser (ks-lang) use the same names. Every rule that is
 * not in that table is hidden (starts with `_`); `comment` is the one named
 * extra, which the projection leaves out.
 *
 * Layout (line breaks, indentation, continuation lines, block-string bodies) is
 * decided by the external scanner in src/scanner.c; see README.md.
 */

/// <reference types="tree-sitter-cli/dsl" />
// @ts-check

const NODE_KINDS = require('../grammar/node-kinds.json');

/** The projected-tree names, minus those the runtime provides itself. */
const PROJECTED = new Set(
  NODE_KINDS.named
    .map((entry) => entry.tree_sitter)
    .filter((name) => name !== 'ERROR' && name !== 'missing'),
);

const IDENT = /[A-Za-z_][A-Za-z0-9_-]*/;
// `{dotted.name}`: two or more idents joined by `.`.
const SEGMENT = /\{[A-Za-z_][A-Za-z0-9_-]*(\.[A-Za-z_][A-Za-z0-9_-]*)+\}/;
// Any character but whitespace, C0 controls and the characters that end a word.
const WORD_CHAR = /[^\x00-\x20",|()=!<>{}\u2264\u2265]/;

const rules = {
  source_file: ($) => optional($._entries),

  // A run of sibling entries. Written out instead of `repeat1(entry)`: tree-sitter keeps a
  // shift alternative beside every repetition's reduce and marks those nodes fragile, so an
  // incremental re-parse could not reuse a run of entries and had to re-reduce every sibling
  // (linear in the length of a list). `prec.left` settles the reduce at generation time; the
  // runtime still balances the hidden run (its first child has its symbol), and the balanced
  // halves are `_entries _entries`, a production, so they are reused whole.
  _entries: ($) => choice($.entry, prec.left(seq($._entries, $._entries))),

  // `key: value`, its continuation lines (spliced by the scanner), then its children. The key is
  // one token from the scanner, the name without its colon (queries take the name from it); the
  // colon is the entry's. In the reference the KEY node holds both: the projected trees agree, the
  // spans of `key` differ by the colon. (A `key` node around two tokens cost a reduction per
  // entry, a tenth of the parse.)
  entry: ($) =>
    seq(
      $.key,
      ':',
      optional(choice($._value, $.block_string)),
      optional(seq($._indent, $._entries, $._dedent)),
    ),

  // `notes: |` and the deeper lines after it (one token from the scanner). The `|` comes from the
  // scanner too: only a `|` on the key line opens a block string (SYNTAX.md §6); on a continuation
  // line it is the union operator.
  block_string: ($) => seq(alias($._block_pipe, '|'), optional($._block_body)),

  // Precedence, loosest first (grammar/SYNTAX.md §5). Each level is a hidden
  // choice between its n-ary node and the next level, so a node exists only
  // where its operator is written.
  _value: ($) => choice($.default_value, $._tuple_level),
  default_value: ($) => seq($._tuple_level, '=', $._tuple_level),

  _tuple_level: ($) => choice($.tuple, $._or_level),
  tuple: ($) => seq($._or_level, repeat1(seq(',', $._or_level))),

  _or_level: ($) => choice($.or_expr, $._and_level),
  or_expr: ($) => seq($._and_level, repeat1(seq('or', $._and_level))),

  _and_level: ($) => choice($.and_expr, $._not_level),
  and_expr: ($) => seq($._not_level, repeat1(seq('and', $._not_level))),

  _not_level: ($) => choice($.not_expr, $._compare_level),
  not_expr: ($) => seq('not', $._not_level),

  _compare_level: ($) => choice($.compare_expr, $.is_expr, $._union_level),
  compare_expr: ($) =>
    seq(
      $._union_level,
      choice('==', '!=', '<', '>', '<=', '>=', '\u2264', '\u2265'),
      $._union_level,
    ),
  is_expr: ($) =>
    seq(
      $._union_level,
      'is',
      $._union_level,
      optional(seq(choice('>=', '\u2265'), $._union_level)),
    ),

  _union_level: ($) => choice($.union, $._phrase_level),
  union: ($) => seq($._phrase_level, repeat1(seq('|', $._phrase_level))),

  _phrase_level: ($) => choice($.phrase, $._atom),
  phrase: ($) => seq($._atom, repeat1($._atom)),

  _atom: ($) => choice($.word, $.string, $.interp, $.group),
  group: ($) => seq('(', optional($._value), ')'),

  // A run that is exactly one `{dotted.name}` segment. Listed before `word`, which matches the
  // same text: of two equally long matches the earlier rule wins.
  interp: (_) => token(SEGMENT),
  // A maximal run of word characters; `{dotted.name}` segments may sit inside.
  word: (_) => token(repeat1(choice(WORD_CHAR, SEGMENT))),
  // One line; escapes are `\"` and `\\`; `{dotted.name}` segments allowed.
  string: (_) =>
    token(
      seq(
        '"',
        repeat(choice(/[^"\\{\x00-\x08\x0a-\x1f]/, /\\["\\]/, SEGMENT)),
        '"',
      ),
    ),
};

for (const name of Object.keys(rules)) {
  if (!name.startsWith('_') && !PROJECTED.has(name)) {
    throw new Error(`rule ${name} is not a projected kind in grammar/node-kinds.json`);
  }
}
// Projected kinds that are tokens of the external scanner rather than rules.
const EXTERNAL_KINDS = new Set(['key']);
for (const name of PROJECTED) {
  if (!(name in rules) && !EXTERNAL_KINDS.has(name)) {
    throw new Error(`projected kind ${name} from grammar/node-kinds.json has no rule`);
  }
}

module.exports = grammar({
  name: 'keepshipping',

  externals: ($) => [
    $._indent,
    $._dedent,
    $.key,
    $._block_body,
    $._eol,
    $.comment,
    $._invalid,
    // The keywords come from the scanner too, so that `a not b` is an error instead of a
    // three-word phrase (a keyword is a keyword even where the grammar does not expect one).
    'and',
    'or',
    'not',
    'is',
    $._block_pipe,
    $._error_sentinel,
  ],

  extras: ($) => [/[ \t]/, $.comment, $._eol],

  // The precedence levels are hidden choices; inlined, a lone atom is shifted straight into its
  // parent instead of climbing nine unit reductions (one hidden node each) on its way up.
  inline: ($) => [
    $._value,
    $._tuple_level,
    $._or_level,
    $._and_level,
    $._not_level,
    $._compare_level,
    $._union_level,
    $._phrase_level,
    $._atom,
  ],

  rules,
});
