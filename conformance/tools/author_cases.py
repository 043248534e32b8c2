#!/usr/bin/env python3
"""Authoring aid for conformance cases: writes `input.ks` and `case.toml` for the cases listed here.

The case directories are the source of truth; this file is how most of them were typed. Run it from
anywhere: `python3 conformance/tools/author_cases.py`. It (re)writes only `input.ks` and `case.toml` of
the cases it lists and never touches expected files (those come from bless:
`KS_BLESS=1 cargo test -p ks-conformance --test conformance`).

`codes` is what grammar/SYNTAX.md says the input produces (distinct codes); `valid` follows from it
(no error code). Inputs are written byte for byte (BOM, CRLF, controls, no final newline).
"""
import json
import os
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases")
WARNINGS = {"KS0013"}
CASES = []


def C(cid, title, rules, inp, codes=(), tags=(), note=None, example=False, disputed=None):
    CASES.append(dict(id=cid, title=title, rules=list(rules), input=inp, codes=sorted(set(codes)),
                      tags=list(tags), note=note, example=example, disputed=disputed or {}))


def q(s):
    return json.dumps(s, ensure_ascii=False)


AREA_TAGS = {"LEX": "lexical", "IND": "indentation", "CMT": "comment", "VAL": "expression", "SCL": "scalar",
             "BLK": "block-string", "REC": "recovery", "AST": "ast-normalisation", "EX": "description-example"}


def auto_tags(case, valid):
    """Feature tags derived from the rules named and the input's bytes."""
    tags = []
    for r in case["rules"]:
        t = AREA_TAGS.get(r.split("-")[0])
        if t and t not in tags:
            tags.append(t)
    inp = case["input"]
    for cond, tag in [("\r\n" in inp, "crlf"), (inp.startswith("\ufeff"), "bom"), ("\t" in inp, "tab"),
                      (inp != "" and not inp.endswith("\n"), "no-final-newline"),
                      (any(ord(ch) > 127 for ch in inp), "non-ascii"), ("|\n" in inp or inp.endswith("|"), "pipe"),
                      (not valid, "invalid"), ("KS0013" in case["codes"], "warning")]:
        if cond:
            tags.append(tag)
    return tags


def write(case):
    d = os.path.join(ROOT, case["id"])
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "input.ks"), "wb") as f:
        f.write(case["input"].encode("utf-8"))
    valid = not any(c not in WARNINGS for c in case["codes"])
    case["tags"] = case["tags"] + auto_tags(case, valid)
    lines = [f"title = {q(case['title'])}",
             f"rules = [{', '.join(q(r) for r in case['rules'])}]",
             f"tags = [{', '.join(q(t) for t in case['tags'])}]",
             'since = "0.1"',
             f"valid = {'true' if valid else 'false'}",
             f"codes = [{', '.join(q(c) for c in case['codes'])}]"]
    if case["example"]:
        lines.append("example = true")
    if case["note"]:
        lines.append(f"note = {q(case['note'])}")
    if case["disputed"]:
        lines.append("")
        lines.append("[disputed]")
        for level, why in sorted(case["disputed"].items()):
            lines.append(f"{level} = {q(why)}")
    with open(os.path.join(d, "case.toml"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


# ---------------------------------------------------------------------------------------------------
# lex: characters, tokens, keys, strings, operators, words, interpolation
# ---------------------------------------------------------------------------------------------------
D_REGION = ("SYNTAX.md §3: `  more` is an other line deeper than the most recent key line `a`, which has no children, so it is a continuation of a's value (only `stray` is KS0006). Even read as an error line, its ERROR node belongs under `a`, the innermost open entry left of column 3 (an other line closes no entry). ks-lang reports a second KS0006 and puts that ERROR under the source file.")
D_BRACE = ("SYNTAX.md §4: `}` is not a word character, and a `}` outside a valid segment is an ERROR_TOKEN with "
           "its own KS0010: the word ends before the `}` and two KS0010 follow (one for the literal `{`, one for the "
           "`}`). ks-lang keeps the `}` inside the word and reports one KS0010 spanning from `{` to `}`.")
C("lex/empty-file", "An empty file is a valid, empty source file", ["LEX-1", "REC-1", "REC-5"], "")
C("lex/only-newline", "A file of one line end", ["LEX-1", "LEX-4"], "\n")
C("lex/single-entry", "One key line with a word value", ["LEX-1", "LEX-2", "LEX-6", "LEX-8"], "name: api\n")
C("lex/key-without-value", "A key line with nothing after the colon", ["LEX-6", "IND-6"], "steps:\n")
C("lex/key-colon-at-eof", "A key whose colon is the last byte of the input", ["LEX-2", "LEX-6"], "steps:",
  note="A key is an ident and `:` followed by space, tab, line end or the end of input.")
C("lex/key-colon-tab", "A tab after the colon still makes a key line", ["LEX-6"], "name:\tapi\n")
C("lex/key-colon-no-space", "`name:api` is not a key line", ["LEX-6", "GAP-1"], "name:api\n", ["KS0006"],
  note="SYNTAX.md §2: the colon must be followed by a space, a tab, a line end or the end of input.")
C("lex/key-space-before-colon", "`name :x` is not a key line", ["LEX-6", "GAP-2"], "name :x\n", ["KS0006"])
C("lex/url-line-is-not-a-key", "`http://x` at the start of a line is not a key line", ["LEX-6", "GAP-1"],
  "http://x\n", ["KS0006"])
C("lex/ident-hyphen-underscore", "Idents take letters, digits, `_` and `-` after the first character",
  ["LEX-7", "GAP-9"], "require-verified: true\n_private: x\nci-only: yes\nA1_b-2: z\n")
C("lex/ident-leading-digit", "A key cannot start with a digit", ["LEX-7"], "1abc: x\n", ["KS0006"])
C("lex/ident-leading-hyphen", "A key cannot start with `-`", ["LEX-7"], "-x: y\n", ["KS0006"])
C("lex/key-non-ascii", "Keys are ASCII: `café:` is not a key line", ["LEX-7", "GAP-9"], "café: x\n", ["KS0006"],
  note="D3: keys and idents are ASCII.")
C("lex/word-punctuation-chars", "`:` `/` `@` `.` `~` `*` `?` `+` are word characters", ["LEX-8", "GAP-9"],
  "v: a/b@c:d.e~f*g?h+i\n")
C("lex/string-simple", "A quoted string", ["LEX-9", "SCL-10"], 'v: "hello world"\n')
C("lex/string-empty", "The empty string", ["LEX-9"], 'v: ""\n')
C("lex/string-escapes", "The two escapes `\\\"` and `\\\\`", ["LEX-10", "LEX-9"], 'v: "a \\"quoted\\" \\\\ b"\n')
C("lex/string-invalid-escape-n", "`\\n` is not an escape: KS0003 on the two characters", ["LEX-10", "GAP-12", "REC-6"],
  'v: "a\\nb"\n', ["KS0003"])
C("lex/string-invalid-escape-brace", "`\\{` is not an escape", ["LEX-10", "GAP-12"], 'v: "\\{x"\n', ["KS0003"])
C("lex/string-two-invalid-escapes", "Each invalid escape is reported and the string goes on", ["GAP-12", "REC-7"],
  'v: "\\t and \\q"\n', ["KS0003"])
C("lex/string-unterminated-at-line-end", "A string cut by the line end; the next line parses normally",
  ["LEX-9", "GAP-2", "REC-7"], 'v: "abc\nw: x\n', ["KS0002"])
C("lex/string-unterminated-at-eof", "A string cut by the end of input", ["LEX-9", "GAP-2"], 'v: "abc', ["KS0002"])
C("lex/string-backslash-at-line-end", "A backslash before the line end escapes nothing", ["LEX-10", "GAP-12"],
  'v: "abc\\\nw: x\n', ["KS0002"])
C("lex/string-escaped-quote-at-line-end", "An escaped quote does not close the string", ["LEX-10", "LEX-9"],
  'v: "abc\\"\n', ["KS0002"])
C("lex/string-hash-is-content", "`#` inside a string is content", ["CMT-5", "LEX-9"], 'v: "a # b"\n')
C("lex/string-with-interpolation", "A string holding an interpolation", ["LEX-11", "SCL-11"], 'v: "api-{git.sha}"\n')
C("lex/string-then-word", "A string followed directly by a word is a phrase of two atoms", ["LEX-9", "VAL-12"],
  'v: "a"b\n')
C("lex/word-then-string", "A word followed directly by a string is a phrase of two atoms", ["LEX-8", "VAL-12"],
  'v: a"b"\n')
C("lex/comparison-operators", "Every ASCII comparison operator", ["LEX-12", "VAL-9"],
  "a: x == y\nb: x != y\nc: x >= y\nd: x <= y\ne: x < y\nf: x > y\n")
C("lex/unicode-operators", "`≥` and `≤` are the `>=` and `<=` tokens", ["LEX-12", "LEX-14", "LEX-16"],
  "a: x ≥ y\nb: x ≤ y\n")
C("lex/operators-without-spaces", "Operators split words without spaces", ["LEX-12", "LEX-8"], "v: a==b\nw: a!=b\nx: a<=b\n")
C("lex/triple-equals", "`===` is `==` and an error token `=`", ["LEX-12", "GAP-2"], "v: a === b\n", ["KS0011"])
C("lex/quadruple-equals", "`====` is `==` and two error tokens", ["LEX-12", "GAP-2"], "v: a ==== b\n", ["KS0011"])
C("lex/lone-bang", "A `!` not followed by `=` is an error token", ["LEX-12", "GAP-2"], "v: a ! b\n", ["KS0011"])
C("lex/punctuation-tokens", "The punctuation `,` `|` `(` `)`", ["LEX-15"], "v: (a, b) | c\n")
C("lex/keywords", "The four keywords", ["LEX-13"], "v: a and b or not c is d\n")
C("lex/keyword-prefixes-are-words", "Words that start with a keyword are words", ["LEX-13", "LEX-8"],
  "v: android oracle nothing island\n")
C("lex/keywords-are-lowercase", "`AND` and `Or` are words", ["LEX-13"], "v: AND Or\n")
C("lex/interp-standalone", "A standalone `{dotted.name}` is an interp token", ["LEX-11", "VAL-13"], "v: {git.sha}\n")
C("lex/interp-in-word", "An interpolation inside a word keeps the word one atom", ["LEX-11", "SCL-11"], "v: api-{git.sha}\n")
C("lex/interp-three-segments", "A dotted name of three segments", ["LEX-11", "GAP-9"], "v: {a.b.c}-x\n")
C("lex/interp-two-segments-adjacent", "Two interpolations in one word", ["LEX-11", "GAP-11"], "v: {a.b}{c.d}\n")
C("lex/interp-single-segment", "`{x}` is not an interpolation: `{` is literal and `}` is stray", ["GAP-11", "GAP-9"],
  "v: {x}\n", ["KS0010"])
C("lex/interp-unclosed", "A `{` never closed is literal word text", ["GAP-11"], "v: a{b.c\n", ["KS0010"])
C("lex/interp-empty", "`{}` is malformed", ["GAP-11"], "v: {}\n", ["KS0010"])
C("lex/stray-close-brace", "A `}` outside an interpolation is an error token", ["GAP-11"], "v: a}b\n", ["KS0010"])
C("lex/interp-space-inside", "`{a. b}` is malformed", ["GAP-11"], "v: x{a. b}\n", ["KS0010"])
C("lex/control-char-in-value", "A C0 control character in a value is an error token", ["GAP-31", "GAP-2"],
  "v: a\x01b\n", ["KS0011"])
C("lex/nul-in-value", "NUL in a value", ["GAP-31"], "v: a\x00\n", ["KS0011"])
C("lex/control-char-in-string", "A control character inside a string stays in the string", ["GAP-31", "LEX-9"],
  'v: "a\x07b"\n', ["KS0011"])
C("lex/control-char-in-comment", "A control character inside a comment stays in the comment", ["GAP-31", "CMT-2"],
  "# a\x1bb\nv: x\n", ["KS0011"])
C("lex/tab-in-string", "A tab inside a string is content", ["GAP-31", "LEX-9"], 'v: "a\tb"\n')
C("lex/tab-in-comment", "A tab inside a comment is content", ["GAP-31", "CMT-2"], "v: x #\ttab\n")
C("lex/lone-cr-in-value", "A `\\r` not followed by `\\n` is an error token", ["LEX-4", "GAP-31"], "v: a\rb\n", ["KS0011"])
C("lex/lone-cr-is-not-a-line-end", "A lone `\\r` does not end the line", ["LEX-4", "GAP-31"], "v: a\rw: b\n", ["KS0011"])
C("lex/del-is-a-word-char", "U+007F is not a C0 control: it is a word character", ["GAP-31", "GAP-9"], "v: a\x7fb\n")
C("lex/trailing-whitespace", "Whitespace after a value", ["LEX-2"], "v: a   \n")
C("lex/value-only-whitespace", "A key followed only by whitespace has no value", ["LEX-2", "IND-6"], "v:    \n")

# ---------------------------------------------------------------------------------------------------
# ind: indentation, entries, continuation lines
# ---------------------------------------------------------------------------------------------------
IND = ["IND-1", "IND-7", "GAP-1"]
C("ind/child-entry", "A deeper key line is a child entry", IND + ["IND-4"], "steps:\n  deploy: k8s.rollout\n")
C("ind/value-and-children", "An entry with a value and children", IND + ["IND-6"], "deploy: k8s.rollout\n  image: x\n")
C("ind/entries-without-value-or-children", "Entries with neither value nor children", IND + ["IND-6"],
  "envs:\n  dev:\n  prod:\n")
C("ind/siblings-and-dedent", "Siblings, a grandchild and a dedent to the top", IND, "a:\n  b:\n    c: 1\n  d: 2\ne: 3\n")
C("ind/four-space-levels", "Any positive increase opens a level", IND, "a:\n    b: 1\n    c: 2\n")
C("ind/uneven-level-widths", "Levels need not have the same width", IND, "a:\n  b:\n       c: 1\n")
C("ind/deeper-key-after-value-is-child", "A deeper key line under an entry with a value is its child",
  IND + ["IND-4"], "a:\n  b: 1\n   c: 2\n")
C("ind/dedent-between-levels", "A dedent to a column no open level has", IND + ["GAP-2"],
  "a:\n    b: 1\n  c: 2\n", ["KS0004"], note="c is a child of a anyway (SYNTAX.md §3).")
C("ind/misaligned-second-child", "A second child at another column than the first", IND,
  "a:\n  b:\n    c: 1\n   d: 2\n", ["KS0004"])
C("ind/indented-first-line", "A first key line indented is KS0004 and taken as top level", IND,
  "  a: 1\n  b: 2\n", ["KS0004"])
C("ind/indented-first-line-then-column-0", "After an indented first line, a key at column 0", IND,
  "  a: 1\nb: 2\n", ["KS0004"],
  note="The indented first line is treated as top level, so b at column 0 is its sibling. SYNTAX.md §3 does not say whether the first line fixes the top-level column at 2 instead (then b would be KS0004 too): the reference reads it as column 0.")
C("ind/continuation-line", "A deeper non-key line continues the value", ["IND-3", "VAL-14"], "auto: a\n  and b\n")
C("ind/continuation-lines-unaligned", "Continuation lines need not align", ["IND-3", "GAP-1"], "v: a,\n   b,\n     c\n")
C("ind/continuation-then-child", "A child entry after continuation lines", ["IND-3", "IND-4"], "v: a\n  or b\n  c: 1\n")
C("ind/other-line-after-children", "A non-key line at the children's column is KS0006", ["IND-3", "GAP-1", "GAP-2"],
  "a: x\n  b: 1\n  more\n", ["KS0006"])
C("ind/other-line-deeper-than-child", "A non-key line deeper than a childless child continues it", ["IND-3"],
  "a: x\n  b: 1\n    more\n")
C("ind/other-line-at-top", "A non-key line at column 0 after an entry", ["GAP-1", "GAP-2"], "a: 1\nstray words\n",
  ["KS0006"])
C("ind/other-line-between-levels", "A non-key line under an entry that has children", ["GAP-1"],
  "a:\n  b:\n    c: 1\n  stray\n", ["KS0006"])
C("ind/blank-lines-any-indent", "Blank lines at any indentation change nothing", IND, "a:\n      \n  b: 1\n\n   \nc: 2\n")
C("ind/comment-lines-any-indent", "Comment lines at any indentation change nothing", IND + ["CMT-2"],
  "a:\n        # deep comment\n  b: 1\n# top\n  # mid\nc: 2\n")
C("ind/comment-between-continuations", "A comment line inside a value region", ["IND-3", "CMT-2"],
  "v: a\n   # note\n   and b\n")
C("ind/blank-between-continuations", "A blank line inside a value region", ["IND-3"], "v: a\n\n   and b\n")
C("ind/tab-before-key", "A tab in a key line's indentation: KS0001, one column", ["IND-2", "LEX-3", "REC-9"],
  "a:\n\tb: 1\n", ["KS0001"])
C("ind/tab-before-continuation", "A tab in a continuation line's indentation", ["IND-2", "LEX-3"], "a: x\n\tand y\n",
  ["KS0001"])
C("ind/tab-in-blank-line", "A tab on a blank line is not diagnosed", ["IND-2", "GAP-1"], "a: 1\n\t\nb: 2\n")
C("ind/tab-before-comment-line", "A tab before a comment line is not diagnosed", ["IND-2", "GAP-1"], "a: 1\n\t# c\nb: 2\n")
C("ind/space-then-tab", "A tab after spaces in the indentation", ["IND-2", "LEX-3"], "a:\n \tb: 1\n", ["KS0001"])
C("ind/tabs-at-two-levels", "Tab indentation on two levels", ["IND-2", "REC-9"], "a:\n\tb:\n\t\tc: 1\n", ["KS0001"])
C("ind/dedent-several-levels", "A dedent that closes three levels at once", IND, "a:\n  b:\n    c:\n      d: 1\ne: 2\n")
C("ind/dedent-to-middle", "A dedent back to a middle level", IND, "a:\n  b:\n    c: 1\n  d: 2\n")
C("ind/blank-between-children", "A blank line between siblings", IND, "a: x\n  b: 1\n\n  c: 2\n")
C("ind/child-after-deep-continuation", "A child less deep than the continuation before it", ["IND-3", "IND-4"],
  "v: a\n      and b\n  c: 1\n")
C("ind/continuation-of-valueless-entry", "A deeper non-key line under `steps:` is its value", ["IND-3", "IND-6"],
  "steps:\n  x\n")
C("ind/continuation-with-url", "A continuation line starting with `http://`", ["IND-3", "GAP-1"], "a: x\n  http://y\n")
C("ind/continuation-key-without-space", "`key:release-key` at the start of a continuation is not a key",
  ["IND-3", "GAP-1"], "v: signed-by\n  key:release-key\n")
C("ind/sibling-after-misaligned-child", "Siblings after a misaligned child", IND,
  "a:\n    b: 1\n  c: 2\n    d: 3\n", ["KS0004"])

# ---------------------------------------------------------------------------------------------------
# cmt: comments
# ---------------------------------------------------------------------------------------------------
C("cmt/comment-line", "A comment line", ["CMT-1", "CMT-2", "LEX-5"], "# hello\n")
C("cmt/comment-only-no-newline", "A file that is one comment without a line end", ["CMT-2", "LEX-5"], "# x")
C("cmt/trailing-comment", "A trailing comment after a value", ["CMT-4", "CMT-1"], "v: a # note\n")
C("cmt/trailing-comment-after-tab", "A tab before `#` starts a comment", ["CMT-1"], "v: a\t# note\n")
C("cmt/hash-inside-word", "`a#b` is one word, not a comment", ["CMT-1", "LEX-8"], "v: a#b\n")
C("cmt/hash-after-operator", "`#` right after an operator starts a word", ["CMT-1", "GAP-9"], "v: a ==#b\n")
C("cmt/comment-after-colon", "A comment after a key with no value", ["CMT-4"], "steps: # the steps\n  a: 1\n")
C("cmt/comment-starts-value-position", "`v: #x` has a comment, not a value", ["CMT-1"], "v: #notvalue\n")
C("cmt/colon-then-hash-not-key", "`v:#x` is not a key line", ["CMT-1", "LEX-6"], "v:#x\n", ["KS0006"])
C("cmt/between-entries", "A comment line between entries", ["CMT-2", "CMT-3"], "a: 1\n# between\nb: 2\n")
C("cmt/before-first-child", "A comment line before the first child", ["CMT-2"], "a:\n  # first child next\n  b: 1\n")
C("cmt/after-last-child", "Comment lines after the last child, at two indents", ["CMT-2"],
  "a:\n  b: 1\n  # trailing in a\n# top\nc: 2\n")
C("cmt/at-eof-indented", "An indented comment at the end of the file", ["CMT-2"], "a:\n  b: 1\n    # end\n")
C("cmt/non-ascii", "Comments with non-ASCII text round-trip", ["CMT-2", "LEX-16"], "# → · ✓\nv: x # ≥ 0.95\n")
C("cmt/looks-like-key", "A comment holding `key: value`", ["CMT-2", "CMT-3"], "# key: value\n")
C("cmt/continuation-comments", "Trailing comments on a value and its continuation", ["CMT-4", "IND-3"],
  "v: a # c1\n  and b # c2\n")
C("cmt/hash-in-key-position-after-indent", "An indented comment line under an entry", ["CMT-1"], "a: 1\n  #c\n")

# ---------------------------------------------------------------------------------------------------
# val: value grammar and precedence
# ---------------------------------------------------------------------------------------------------
C("val/default", "A value with a default", ["VAL-2", "VAL-1"], "replicas: int = 2\n")
C("val/tuple", "A two-item tuple", ["VAL-3"], "wait: healthy, 5m\n")
C("val/tuple-three", "A three-item tuple is one n-ary node", ["VAL-3", "AST-6"], "v: a, b, c\n")
C("val/or-chain", "`or` is n-ary", ["VAL-4"], "v: a or b or c\n")
C("val/and-chain", "`and` is n-ary", ["VAL-5"], "v: a and b and c\n")
C("val/or-looser-than-and", "`or` binds looser than `and`", ["VAL-1", "VAL-4", "VAL-5"], "v: a or b and c\n")
C("val/and-tighter-than-or", "`and` on the left of `or`", ["VAL-1", "VAL-4", "VAL-5"], "v: a and b or c\n")
C("val/not", "Prefix `not`", ["VAL-6"], "v: not a\n")
C("val/not-not", "`not` stacks", ["VAL-6"], "v: not not a\n")
C("val/not-tighter-than-and", "`not` binds tighter than `and`", ["VAL-6", "VAL-1"], "v: not a and b\n")
C("val/not-looser-than-compare", "`not` binds looser than a comparison", ["VAL-6", "VAL-7"], "v: not a == b\n")
C("val/compare-unions", "A comparison of two unions", ["VAL-7", "VAL-11"], "v: a | b == c | d\n")
C("val/compare-phrases", "A comparison of two phrases", ["VAL-7", "VAL-12"], "v: deploy prod != deploy dev\n")
C("val/is", "An `is` test", ["VAL-8"], "v: risk is low\n")
C("val/is-threshold", "An `is` test with a `>=` threshold", ["VAL-8", "VAL-10"], "v: risk is low >= 0.95\n")
C("val/is-threshold-unicode", "An `is` test with a `≥` threshold", ["VAL-8", "VAL-10", "LEX-14"], "v: risk is low ≥ 0.95\n")
C("val/union", "A three-way union", ["VAL-11"], "v: low | medium | high\n")
C("val/phrase", "Juxtaposition", ["VAL-12"], "v: deploy staging\n")
C("val/union-of-phrases", "`|` binds looser than juxtaposition", ["VAL-11", "VAL-12"], "v: a b | c d\n")
C("val/group", "A parenthesised atom", ["VAL-13"], "v: (a)\n")
C("val/group-empty", "Empty parentheses", ["VAL-13"], "v: ()\n")
C("val/group-tuple", "A tuple inside parentheses", ["VAL-13", "VAL-3"], "v: (a, b)\n")
C("val/group-default", "A default inside parentheses", ["VAL-13", "VAL-2"], "v: (a = b)\n")
C("val/group-nested", "Nested groups", ["VAL-13"], "v: ((a))\n")
C("val/word-then-group", "`list(x)` is a phrase of a word and a group", ["VAL-12", "VAL-13"], "v: list(x)\n")
C("val/default-of-tuples", "`=` binds looser than `,`", ["VAL-2", "VAL-3", "VAL-1"], "v: a, b = c, d\n")
C("val/tuple-of-or", "`,` binds looser than `or`", ["VAL-3", "VAL-4"], "v: a or b, c\n")
C("val/compares-in-and", "Comparisons joined by `and`", ["VAL-5", "VAL-7"], "v: a == 1 and b != 2\n")
C("val/is-tests-in-and", "`is` tests joined by `and`", ["VAL-5", "VAL-8"], "v: a is b and c is d >= 1\n")
C("val/string-phrase", "A phrase of two strings", ["VAL-12", "LEX-9"], 'v: "a" "b"\n')
C("val/interp-phrase", "A phrase of an interpolation and a word", ["VAL-12", "VAL-13"], "v: {a.b} x\n")
C("val/continuation-tuple", "A tuple split over two lines", ["VAL-14", "IND-3"], "v: a,\n  b\n")
C("val/continuation-starts-with-operator", "A continuation line starting with `==`", ["VAL-14"], "v: a\n  == b\n")
C("val/continuation-inside-group", "A group spanning a continuation line", ["VAL-14", "VAL-13"], "v: (a,\n  b)\n")
C("val/script-step-kind", "A step header whose kind is a script path", ["VAL-15"], "migrate: ./ship/migrate.ts\n")
C("val/block-use-kind", "A step header whose kind is a block", ["VAL-15"], "deploy: acme/web-service@v3\n")
C("val/unicode-compare-no-spaces", "`a≥b` is a comparison", ["LEX-14", "VAL-9"], "v: a≥b\n")
C("val/less-greater", "`<` and `>`", ["VAL-9"], "v: a < b\nw: a > b\n")
C("val/everything-at-once", "Every operator in one value", ["VAL-1"],
  "v: a b | c == d or not e is f >= g and (h, i), j = k\n")

# ---------------------------------------------------------------------------------------------------
# rec: recovery, one case per recovery rule of SYNTAX.md §3-§6 (plus the lexical ones in lex/)
# ---------------------------------------------------------------------------------------------------
R = ["REC-6", "REC-7", "REC-8", "GAP-2"]
C("rec/missing-rhs-compare", "`a ==`: missing operand", R, "v: a ==\n", ["KS0007"])
C("rec/missing-rhs-and", "`a and`: missing operand", R, "v: a and\n", ["KS0007"])
C("rec/missing-rhs-or", "`a or`: missing operand", R, "v: a or\n", ["KS0007"])
C("rec/missing-operand-not", "`not` alone", R, "v: not\n", ["KS0007"])
C("rec/missing-rhs-union", "`a |`: missing operand", R, "v: a |\n", ["KS0007"])
C("rec/missing-lhs-union", "`| a`: missing operand before `|`", R, "v: | a\n", ["KS0007"],
  note="The value region is not exactly `|`, so this is no block string.")
C("rec/missing-lhs-tuple", "`, b`: missing first item", R, "v: , b\n", ["KS0007"])
C("rec/missing-main-default", "`= 2`: missing main value", R, "v: = 2\n", ["KS0007"])
C("rec/missing-default", "`a =`: missing default", R, "v: a =\n", ["KS0007"])
C("rec/trailing-comma", "`a,`: missing last item", R, "v: a,\n", ["KS0007"])
C("rec/trailing-comma-in-group", "`(a,)`: missing item in a group", R, "v: (a,)\n", ["KS0007"])
C("rec/missing-rhs-is", "`a is`: missing answer", R, "v: a is\n", ["KS0007"])
C("rec/missing-threshold", "`a is b >=`: missing threshold", R, "v: a is b >=\n", ["KS0007"])
C("rec/missing-lhs-compare", "`== b`: missing left operand", R, "v: == b\n", ["KS0007"])
C("rec/missing-rhs-and-then-entry", "A missing operand does not swallow the next entry", R, "v: a and\nw: b\n",
  ["KS0007"])
C("rec/chained-comparison", "`a < b < c`: comparisons do not chain", R + ["VAL-7"], "v: a < b < c\n", ["KS0009"])
C("rec/chained-equality", "`a == b != c`", R + ["VAL-7"], "v: a == b != c\n", ["KS0009"])
C("rec/second-default", "`a = b = c`", R + ["VAL-2"], "v: a = b = c\n", ["KS0009"])
C("rec/threshold-le", "`risk is low <= 0.5`: only `>=` may follow `is`", R + ["VAL-10"], "v: risk is low <= 0.5\n",
  ["KS0009"])
C("rec/threshold-gt", "`risk is low > 0.5`", R + ["VAL-10"], "v: risk is low > 0.5\n", ["KS0009"])
C("rec/chained-unicode", "`a ≥ b ≤ c`", R + ["VAL-7", "LEX-16"], "v: a≥b≤c\n", ["KS0009"])
C("rec/unclosed-paren", "`(a` never closed", R, "v: (a\n", ["KS0008"])
C("rec/unclosed-inner-paren", "An inner `(` never closed", R, "v: (a, (b)\n", ["KS0008"])
C("rec/stray-close-paren", "A `)` without `(`", R, "v: a)\n", ["KS0008"])
C("rec/extra-close-paren", "One `)` too many", R, "v: (a))\n", ["KS0008"])
C("rec/two-unclosed-parens", "Two `(` never closed", R, "v: ((\n", ["KS0008"])
C("rec/unclosed-paren-over-continuation", "A group closes at the end of the value region, continuations included",
  R + ["VAL-14"], "v: (a\n  b\nw: c\n", ["KS0008"])
C("rec/unclosed-paren-next-entry", "An unclosed group stops at the next entry", R, "v: (a\nw: (b)\n", ["KS0008"])
C("rec/not-after-operand", "`a not b`: `not` after an operand", R + ["VAL-6"], "v: a not b\n", ["KS0011"])
C("rec/keyword-key-and", "`and:` as a key", R + ["LEX-13", "GAP-30"], "and: x\n", ["KS0012"])
C("rec/keyword-key-or", "`or:` as a key", R + ["GAP-30"], "or: x\n", ["KS0012"])
C("rec/keyword-key-not", "`not:` as a key", R + ["GAP-30"], "not: x\n", ["KS0012"])
C("rec/keyword-key-is", "`is:` as a key", R + ["GAP-30"], "is: x\n", ["KS0012"])
C("rec/keyword-key-nested-with-children", "A keyword key keeps its entry and children", R + ["GAP-30"],
  "a:\n  not:\n    b: 1\n", ["KS0012"])
C("rec/keyword-prefixed-key-is-fine", "`android:` is not a keyword key", ["GAP-30", "LEX-13"], "android: x\nisle: y\n")
C("rec/empty-key", "`: value` has no key", R, ": value\n", ["KS0006"])
C("rec/top-level-words", "A line of words at the top", R, "just some words\n", ["KS0006"])
C("rec/top-level-string", "A string at the top", R, '"quoted"\n', ["KS0006"])
C("rec/error-line-then-entries", "Parsing goes on after an error line", R + ["REC-7"],
  "a: 1\n!!!\nb: 2\n", ["KS0006", "KS0011"])
C("rec/many-errors-one-file", "Several recoveries in one file", R + ["REC-1"],
  'a: "x\n\tb: (c\nd: e ==\n  f: x}y\n', ["KS0001", "KS0002", "KS0007", "KS0008", "KS0010"])
C("rec/tab-and-misaligned", "A tab that also misaligns", R + ["REC-9"], "a:\n  b: 1\n\tc: 2\n", ["KS0001", "KS0004"])
C("rec/block-tab-in-indent", "A tab in the indentation a block string removes", R + ["GAP-13"],
  "n: |\n\t  a\n", ["KS0001"])
C("rec/block-less-indented-line", "A block line less indented than the first: KS0013, a warning", R + ["GAP-13"],
  "n: |\n    a\n  b\n", ["KS0013"])

# ---------------------------------------------------------------------------------------------------
# blk: block strings
# ---------------------------------------------------------------------------------------------------
B = ["BLK-1", "BLK-2", "BLK-3", "BLK-4", "IND-5"]
C("blk/two-lines", "A block string of two lines", B, "notes: |\n  first\n  second\n")
C("blk/blank-line-inside", "A blank line inside a block", B, "n: |\n  a\n\n  b\n")
C("blk/trailing-blank-lines-not-content", "Blank lines after the last block line are not content", B + ["GAP-13"],
  "n: |\n  a\n\n\nb: 1\n")
C("blk/empty-before-entry", "An empty block string before the next entry", B + ["GAP-13"], "n: |\nb: 1\n")
C("blk/empty-at-eof", "An empty block string at the end", B + ["GAP-13"], "n: |\n")
C("blk/empty-at-eof-no-newline", "A `|` value as the last bytes of the file", B + ["GAP-13"], "n: |")
C("blk/comment-after-pipe", "`notes: |   # why` is a block string", B + ["GAP-13"], "n: |   # why\n  text\n")
C("blk/raw-content", "Block lines are not classified: keys, comments and quotes are content", B + ["CMT-5", "IND-5"],
  'n: |\n  a: b\n  # not a comment\n  "x\n')
C("blk/no-interpolation", "Block strings are raw: braces are content", B + ["GAP-11", "GAP-13"],
  "n: |\n  {git.sha} {x} }\n")
C("blk/no-escapes", "Backslashes in a block are content", B + ["GAP-13"], "n: |\n  a\\nb \\q\n")
C("blk/deeper-lines-keep-extra-indent", "Deeper lines keep their extra indentation", B, "n: |\n  a\n    b\n  c\n")
C("blk/nested-under-entry", "A block string in a child entry", B, "a:\n  n: |\n    x\n  b: 1\n")
C("blk/ends-at-dedent", "A block string ends at a line not deeper than its key", B, "a:\n  n: |\n    x\nc: 2\n")
C("blk/first-line-blank", "A blank first block line", B + ["GAP-13"], "n: |\n\n  a\n")
C("blk/whitespace-only-line", "A whitespace-only line inside a block", B + ["GAP-13"], "n: |\n  a\n   \n  b\n")
C("blk/tab-after-indentation", "A tab after the removed indentation is content", B + ["GAP-13"], "n: |\n  a\tb\n  \tc\n")
C("blk/pipe-then-word-is-not-block", "`n: a |` continued is a union, not a block", ["BLK-1", "VAL-11"], "n: a |\n  b\n")
C("blk/line-at-key-column-ends-block", "A line at the key's column ends the block", B, "n: |\n  a\nx\n", ["KS0006"])
C("blk/trailing-spaces-kept", "Trailing spaces of a block line are kept", B + ["BLK-6", "REC-4"], "n: |\n  a  \n",
  note="The block line keeps its bytes (BLK-6 is graded again by the format level).")
C("blk/no-final-newline", "A block line without a line end", B, "n: |\n  a")
C("blk/first-line-deeper-than-later", "The first non-blank line sets the removed indentation", B + ["GAP-13"],
  "n: |\n\n      deep\n      deep2\n")
C("blk/block-then-children-like-line", "A key-like line in a block at the end", B, "n: |\n  k: v\nm: 1\n")
C("blk/two-blocks", "Two block strings in a row", B, "a: |\n  x\nb: |\n  y\n")
C("blk/under-indented-then-back", "An under-indented line, then one at the first line's column", B + ["GAP-13"],
  "n: |\n      a\n    b\n      c\n", ["KS0013"])

# ---------------------------------------------------------------------------------------------------
# scl: scalar classes, one bare word each (`value: <word>`)
# ---------------------------------------------------------------------------------------------------
def S(slug, word, cls, rules, note=None):
    C(f"scl/{slug}", f"`{word}` is {cls}", ["SCL-1"] + rules, f"value: {word}\n",
      note=(note or f"Expected class: {cls} (SCL-1 order; GAP-10 for numbers and durations)."))


S("bool-true", "true", "Bool", ["SCL-2"])
S("bool-false", "false", "Bool", ["SCL-2"])
S("not-bool-capitalised", "True", "Ident", ["SCL-2", "SCL-8"])
S("not-bool-upper", "FALSE", "Ident", ["SCL-2", "SCL-8"])
S("duration-minutes", "5m", "Duration", ["SCL-3", "GAP-10"])
S("duration-millis", "500ms", "Duration", ["SCL-3", "GAP-10"])
S("duration-seconds", "10s", "Duration", ["SCL-3", "GAP-10"])
S("duration-hours", "2h", "Duration", ["SCL-3", "GAP-10"])
S("duration-days", "7d", "Duration", ["SCL-3", "GAP-10"])
S("duration-compound", "1h30m", "Duration", ["SCL-3", "GAP-10"])
S("duration-compound-three", "1d2h3m", "Duration", ["SCL-3", "GAP-10"])
S("duration-increasing-units", "30m1h", "Text", ["SCL-3", "SCL-9", "GAP-10"])
S("duration-upper-unit", "5M", "Text", ["SCL-3", "SCL-9", "GAP-10"])
S("duration-negative", "-5m", "Text", ["SCL-3", "SCL-9", "GAP-10"])
S("duration-decimal", "1.5h", "Text", ["SCL-3", "SCL-9", "GAP-10"])
S("duration-unknown-unit", "5w", "Text", ["SCL-3", "SCL-9", "GAP-10"])
S("number-zero", "0", "Int", ["SCL-4", "GAP-10"])
S("number-negative-float", "-12.5", "Float", ["SCL-4", "GAP-10"])
S("number-int", "42", "Int", ["SCL-4", "GAP-10"])
S("number-negative-int", "-7", "Int", ["SCL-4", "GAP-10"])
S("number-float", "3.14", "Float", ["SCL-4", "GAP-10"])
S("number-leading-zeros", "007", "Int", ["SCL-4", "GAP-10"])
S("number-plus-sign", "+1", "Text", ["SCL-4", "SCL-9", "GAP-10"])
S("number-exponent", "1e5", "Text", ["SCL-4", "SCL-9", "GAP-10"])
S("number-leading-dot", ".5", "Text", ["SCL-4", "SCL-9", "GAP-10"])
S("number-trailing-dot", "1.", "Text", ["SCL-4", "SCL-9", "GAP-10"])
S("number-underscore", "1_000", "Text", ["SCL-4", "SCL-9", "GAP-10"])
S("number-hex", "0xff", "Text", ["SCL-4", "SCL-9", "GAP-10"])
S("handle", "@platform", "Handle", ["SCL-5"])
S("handle-with-slash", "@acme/on-call", "Handle", ["SCL-5"])
S("at-alone", "@", "Text", ["SCL-5", "SCL-9"])
S("path-dot-slash", "./x", "Path", ["SCL-6"])
S("path-dot-dot-slash", "../x", "Path", ["SCL-6"])
S("path-absolute", "/x", "Path", ["SCL-6"])
S("path-home", "~/x", "Path", ["SCL-6"])
S("path-dot", ".", "Path", ["SCL-6"])
S("path-dot-dot", "..", "Path", ["SCL-6"])
S("path-script", "./ship/migrate.ts", "Path", ["SCL-6"])
S("dotted-name", "build.digest", "DottedName", ["SCL-7"])
S("dotted-name-three", "a.b.c", "DottedName", ["SCL-7"])
S("dotted-name-digits", "k8s.rollout", "DottedName", ["SCL-7"])
S("dotted-name-hyphen", "web-service.out.ref", "DottedName", ["SCL-7"])
S("not-dotted-double-dot", "a..b", "Text", ["SCL-7", "SCL-9"])
S("not-dotted-trailing-dot", "a.", "Text", ["SCL-7", "SCL-9"])
S("not-dotted-segment-digit", "a.1b", "Text", ["SCL-7", "SCL-9"])
S("ident", "healthy", "Ident", ["SCL-8"])
S("ident-hyphen", "web-service", "Ident", ["SCL-8"])
S("ident-underscore", "_x", "Ident", ["SCL-8"])
S("ident-trailing-hyphen", "a-", "Ident", ["SCL-8"])
S("text-block-use", "acme/web-service@v3", "Text", ["SCL-9"])
S("text-glob", "release/*", "Text", ["SCL-9"])
S("text-leading-digit", "1abc", "Text", ["SCL-9"])
S("text-non-ascii", "héllo", "Text", ["SCL-9", "GAP-9"])
S("text-url", "https://example.com/x", "Text", ["SCL-9"])
C("scl/string-is-string", "A quoted value is String, never classified", ["SCL-10", "SCL-1"], 'value: "true"\n')
C("scl/interpolated-word", "A word with an interpolation is Interpolated with parts", ["SCL-11", "AST-7"],
  "value: api-{git.sha}\n")
C("scl/interpolated-dotted-lookalike", "`a.{b.c}` is Interpolated, not DottedName", ["SCL-11", "SCL-7", "GAP-11"],
  "value: a.{b.c}\n")
C("scl/interp-atom", "A standalone interpolation", ["SCL-11", "SCL-12"], "value: {git.sha}\n")
C("scl/classes-in-a-tuple", "Each item of a tuple is classified on its own", ["SCL-1", "SCL-12"],
  "value: true, 5m, 0, @a, ./x, a.b, c, d/e\n")

# ---------------------------------------------------------------------------------------------------
# ast: normalisation
# ---------------------------------------------------------------------------------------------------
C("ast/single-item-is-not-a-tuple", "A one-item value is the item", ["AST-2", "AST-1"], "v: a\n")
C("ast/single-atom-group", "A group of one atom holds the atom", ["AST-3", "AST-1"], "v: (a)\n")
C("ast/show-two-atoms", "`show: a, b` is a tuple of two atoms", ["AST-5", "AST-1"], "show: a, b\n")
C("ast/no-wrapper-for-phrase-items", "A tuple of phrases and atoms", ["AST-5", "AST-3"], "v: a b, c\n")
C("ast/auto-is-an-and", "A continued `auto:` is an and-expression", ["AST-4", "VAL-14"],
  "auto: risk is low >= 0.95\n      and plan.destroys == 0\n")
C("ast/nary-or", "`a or b or c` is one Or with three operands", ["AST-6"], "v: a or b or c\n")
C("ast/nary-union", "One Union with four items", ["AST-6"], "v: a | b | c | d\n")
C("ast/no-default-wrapper", "A value without `=` has no Default node", ["AST-6"], "v: a, b\n")
C("ast/empty-group", "An empty group has a null value", ["AST-7", "VAL-13"], "v: ()\n")
C("ast/word-parts", "Word::parts() alternates text and references", ["AST-7", "SCL-11"], "v: x-{a.b}-y{c.d}\n")
C("ast/string-parts-and-escapes", "A string's value has escapes resolved; parts keep references",
  ["AST-7", "LEX-10"], 'v: "x {a.b} \\" y \\\\"\n')
C("ast/block-raw-and-text", "BlockString::raw() and text()", ["AST-7", "BLK-3", "BLK-4"], "n: |\n    a\n\n      b\n")
C("ast/entry-without-value", "An entry without a value has `value: null`", ["AST-1", "IND-6"], "a:\n  b:\n")
C("ast/nested-entries", "Entries nest in the AST", ["AST-1", "IND-1"], "a: 1\n  b: 2\n    c: 3\n  d: 4\n")
C("ast/comments-are-not-in-the-ast", "Comments carry no meaning", ["CMT-3", "AST-1"], "# top\nv: a # c\n  and b\n")
C("ast/op-normalised", "`≥` and `>=` give the same operator", ["AST-1", "LEX-14"], "a: x ≥ y\nb: x >= y\n")
C("ast/is-without-threshold", "An `is` test without a threshold", ["AST-1", "VAL-8"], "v: a is b\n")
C("ast/not-not", "`not not a` nests two Not nodes", ["AST-6", "VAL-6"], "v: not not a\n")
C("ast/default-in-group", "A group holding a default", ["AST-1", "VAL-13"], "v: f(a = 1)\n")
C("ast/block-string-with-warning", "A block with an under-indented line still has text()", ["AST-7", "GAP-13"],
  "n: |\n    a\n  b\n", ["KS0013"])

# ---------------------------------------------------------------------------------------------------
# examples: the description's examples, verbatim (requirements Part 5, EX-1..EX-9)
# ---------------------------------------------------------------------------------------------------
def X(slug, title, rules, inp, codes=(), note=None):
    C(f"examples/{slug}", title, rules, inp, codes, example=True, note=note)


X("ex-1-hero", "The hero file (L5-10)", ["EX-1", "IND-6", "CMT-4", "LEX-16"],
  "# deploy the api: image → infra → prod\nname:  api\nsteps:\n  deploy:  k8s.rollout\n"
  "    image: build.digest     # oci.Digest, never a tag\n    wait:  healthy, 5m\n")
X("ex-2-continuation", "A continuation line (L62-63)", ["EX-2", "VAL-14", "AST-4"],
  "auto: risk is low >= 0.95\n      and plan.destroys == 0\n")
X("ex-2-one-expression", "The same expression on one line (L65)", ["EX-2", "LEX-14"],
  "value: risk is low ≥ 0.95 and plan.destroys == 0\n",
  note="A value snippet; written after `value: ` to make it a line.")
X("ex-3-block-string", "A block string (L77-80)", ["EX-3", "BLK-5"], "notes: |\n  first line\n\n  second line\n")
X("ex-4-block-file", "A block file (L160-165)", ["EX-4", "VAL-2", "LEX-16"],
  "# acme/blocks · web-service@v3\nblock:  web-service\ninputs:\n  image:    oci.Digest\n"
  "  domain:   string\n  replicas: int = 2\n")
X("ex-5-block-use", "A block use (L169-174)", ["EX-5", "VAL-15", "SCL-9"],
  "steps:\n  build:   oci.image\n    from:  ./Dockerfile\n  deploy:  acme/web-service@v3\n"
  "    image:  build.digest\n    domain: api.acme.dev\n")
X("ex-6-require-verified", "A require-verified environment (L198-207)", ["EX-6", "IND-6", "SCL-10"],
  "envs:\n  dev:\n  prod:\n    require-verified: true\nsteps:\n  build: oci.image\n    from: ./Dockerfile\n"
  "  deploy: k8s.rollout\n    image: build.digest\n    verify: \"signed-by key:release-key\"\n")
X("ex-7-format-header", "The format header (L249)", ["EX-7"], "keepshipping: 0.1\n")
X("ex-8-default", "`replicas: int = 2` (L47)", ["EX-8", "VAL-2"], "replicas: int = 2")
X("ex-8-tuple", "`wait: healthy, 5m` (L48)", ["EX-8", "VAL-3"], "wait: healthy, 5m")
X("ex-8-union", "`low | medium | high` (L56)", ["EX-8", "VAL-11"], "value: low | medium | high",
  note="A value snippet; written after `value: ` to make it a line.")
X("ex-8-phrase", "`deploy staging` (L57)", ["EX-8", "VAL-12"], "value: deploy staging",
  note="A value snippet; written after `value: ` to make it a line.")
X("ex-8-show", "`show: a, b` (L86)", ["EX-8", "AST-5"], "show: a, b")
EX9 = [("true", "Bool"), ("false", "Bool"), ("5m", "Duration"), ("500ms", "Duration"), ("0", "Int"),
       ("-12.5", "Float"), ("@platform", "Handle"), ("@acme/on-call", "Handle"), ("./x", "Path"), ("../x", "Path"),
       ("/x", "Path"), ("~/x", "Path"), (".", "Path"), ("..", "Path"), ("build.digest", "DottedName"),
       ("healthy", "Ident"), ("web-service", "Ident"), ("acme/web-service@v3", "Text"),
       ('"signed-by key:release-key"', "String"), ("api-{git.sha}", "Interpolated")]
SLUGS = {".": "dot", "..": "dot-dot", "./x": "dot-slash-x", "../x": "dot-dot-slash-x", "/x": "slash-x",
         "~/x": "tilde-slash-x", '"signed-by key:release-key"': "quoted-signed-by", "api-{git.sha}": "api-interp",
         "-12.5": "minus-12-5", "@platform": "at-platform", "@acme/on-call": "at-acme-on-call",
         "acme/web-service@v3": "acme-web-service-v3", "build.digest": "build-digest"}
for word, cls in EX9:
    X(f"ex-9-{SLUGS.get(word, word)}", f"`{word}` is {cls} (L71)", ["EX-9", "SCL-1"], f"value: {word}",
      note=f"A bare word of the scalar-class list, written after `value: `. Expected class: {cls}.")
X("inline-domain-literal", "`domain: api.acme.dev` (L100)", ["SCL-7", "SCL-12"], "domain: api.acme.dev")
X("inline-script-step", "`migrate: ./ship/migrate.ts` (L118)", ["VAL-15", "SCL-6"], "migrate: ./ship/migrate.ts")
X("inline-outputs-mapping", "`cluster: k8s.Cluster` (L110)", ["SCL-7"], "cluster: k8s.Cluster")
X("inline-presence-test", "`git.tag != \"\"` (L130)", ["VAL-7", "SCL-10"], 'value: git.tag != ""')
X("inline-when-env", "`when: env is prod` (L194)", ["VAL-8"], "when: env is prod")
X("inline-verify", "`verify: \"signed-by key:release-key\"` (L196)", ["SCL-10"], 'verify: "signed-by key:release-key"')
X("inline-verify-empty", "`verify: \"\"` (L209)", ["SCL-10"], 'verify: ""')
X("inline-block-output", "`ref: oci.Ref = pack.ref` (L180)", ["VAL-2", "SCL-7"], "ref: oci.Ref = pack.ref")
X("inline-after-list", "`after: build, apply` (L152)", ["VAL-3"], "after: build, apply")
X("inline-after-quoted", "`after: \"review\"` (L152)", ["SCL-10"], 'after: "review"')
X("inline-policy-never", "`agents: never: deploy prod` (L184)", ["LEX-6", "LEX-8"], "agents: never: deploy prod",
  note="Only the first `key:` of a line is a key: `never:` is a word of the value.")
X("inline-tf-type-comment", "`# keepshipping:type <Type>` (L112) as a ks comment", ["CMT-2"],
  "# keepshipping:type <Type>")
X("inline-header-newer", "`keepshipping: 0.2` parses (KS0005 is the checker's)", ["EX-7", "SCL-4"], "keepshipping: 0.2")

# ---------------------------------------------------------------------------------------------------
# unicode
# ---------------------------------------------------------------------------------------------------
C("unicode/comment-arrows", "Arrows in a comment", ["LEX-16", "CMT-2"], "# image → infra → prod\n")
C("unicode/non-ascii-words", "Non-ASCII words are Text", ["LEX-16", "SCL-9"], "v: héllo wörld\n")
C("unicode/cjk-string", "A CJK string", ["LEX-16", "LEX-9"], 'v: "日本語"\n')
C("unicode/emoji-word", "An astral-plane character is a word", ["LEX-16"], "v: 🚀\n")
C("unicode/column-after-two-byte-char", "Columns count characters: KS0002 after `é`", ["LEX-16", "GAP-2"],
  'v: é "abc\n', ["KS0002"], note="The string starts at column 6 (bytes: 7).")
C("unicode/column-after-astral-char", "Columns count scalar values: KS0003 after an emoji", ["LEX-16", "GAP-12"],
  'v: 🚀 "x\\q"\n', ["KS0003"], note="The escape is at columns 8-10 (bytes 11-13).")
C("unicode/column-after-operator", "Columns after a 3-byte `≥`", ["LEX-16", "GAP-2"], "v: a ≥\n", ["KS0007"])
C("unicode/nbsp-in-word", "U+00A0 is a word character", ["LEX-16", "GAP-9"], "v: a\u00a0b\n")
C("unicode/nbsp-is-not-indentation", "U+00A0 before a key is not indentation", ["LEX-16", "LEX-3"],
  "a:\n\u00a0\u00a0b: 1\n", ["KS0006"])
C("unicode/fullwidth-colon", "A full-width colon does not make a key", ["LEX-16", "LEX-6"], "name\uff1ax\n", ["KS0006"])
C("unicode/zero-width-space", "U+200B inside a word", ["LEX-16", "GAP-9"], "v: a\u200bb\n")
C("unicode/line-separator", "U+2028 is not a line end", ["LEX-16", "LEX-4"], "v: a\u2028b\n")
C("unicode/cjk-key", "A non-ASCII key is not a key", ["LEX-16", "LEX-7"], "名前: x\n", ["KS0006"])
C("unicode/interp-after-multibyte", "An interpolation after multi-byte text", ["LEX-16", "SCL-11"], "v: é-{a.b}\n")

# ---------------------------------------------------------------------------------------------------
# layout: CRLF, BOM, final newline, tabs, blank lines
# ---------------------------------------------------------------------------------------------------
C("layout/crlf", "CRLF line ends", ["LEX-4", "REC-5"], "a: 1\r\nb:\r\n  c: 2\r\n")
C("layout/crlf-comments", "CRLF with comments", ["LEX-4", "CMT-2"], "# c\r\nv: x # t\r\n")
C("layout/crlf-block-string", "CRLF inside a block string", ["LEX-4", "BLK-3"], "n: |\r\n  a\r\n\r\n  b\r\n")
C("layout/crlf-unterminated-string", "An unterminated string ends before `\\r\\n`", ["LEX-4", "GAP-2"],
  'v: "abc\r\nw: 1\r\n', ["KS0002"])
C("layout/crlf-continuation", "CRLF in a continuation", ["LEX-4", "IND-3"], "v: a\r\n  and b\r\n")
C("layout/mixed-line-ends", "LF and CRLF mixed", ["LEX-4"], "a: 1\nb: 2\r\nc: 3\n")
C("layout/bom", "A BOM at the start is trivia", ["GAP-31", "LEX-16"], "\ufeffname: api\n")
C("layout/bom-only", "A file that is only a BOM", ["GAP-31"], "\ufeff")
C("layout/bom-then-comment", "A BOM before a comment line", ["GAP-31", "CMT-2"], "\ufeff# c\nv: x\n")
C("layout/bom-in-middle", "U+FEFF after offset 0 is a word character", ["GAP-31", "GAP-9"], "v: a\ufeffb\n")
C("layout/bom-then-indented-key", "A BOM then an indented key", ["GAP-31", "GAP-1"], "\ufeff  a: 1\n", ["KS0004"])
C("layout/no-final-newline", "The last line without a line end", ["LEX-2", "GAP-2"], "a: 1\nb: 2")
C("layout/no-final-newline-child", "A child entry as the last bytes", ["LEX-2"], "a:\n  b: 1")
C("layout/no-final-newline-comment", "A trailing comment as the last bytes", ["LEX-2", "CMT-4"], "a: 1 # c")
C("layout/no-final-newline-continuation", "A continuation line as the last bytes", ["LEX-2", "IND-3"], "a: x\n  and y")
C("layout/tabs-in-value", "Tabs between tokens of a value", ["LEX-3", "GAP-1"], "v:\ta\tb\n")
C("layout/trailing-whitespace-lines", "Trailing whitespace and a whitespace-only last line", ["LEX-2"], "a: 1   \n   \n")
C("layout/only-blank-lines", "A file of blank lines", ["LEX-1", "IND-7"], "\n\n  \n")
C("layout/lone-cr-file", "A file that is one `\\r`", ["LEX-4", "GAP-31"], "\r", ["KS0011", "KS0006"],
  note="The `\\r` is an error token, so the line is an other line at the top: KS0006 as well.")
C("layout/crlf-no-final-newline", "CRLF and no final line end", ["LEX-4", "LEX-2"], "a: 1\r\nb: 2")
C("layout/cr-before-crlf", "`\\r\\r\\n`: a lone `\\r` then a line end", ["LEX-4", "GAP-31"], "a: 1\r\r\nb: 2\n", ["KS0011"])
C("layout/many-blank-lines", "Runs of blank lines between entries", ["IND-7"], "a: 1\n\n\n\nb: 2\n\n\n")

# ---------------------------------------------------------------------------------------------------
# deep: nesting and size within reason (each input < 64 KB)
# ---------------------------------------------------------------------------------------------------
DEEP = ["REC-1", "REC-2", "REC-3", "REC-4"]
C("deep/nested-entries-60", "Sixty levels of entries", DEEP + ["IND-1"],
  "".join("  " * i + f"k{i}:\n" for i in range(60)))
C("deep/nested-groups-100", "A hundred nested groups", DEEP + ["VAL-13"], "v: " + "(" * 100 + "a" + ")" * 100 + "\n")
C("deep/nested-not-100", "A hundred stacked `not`", DEEP + ["VAL-6"], "v: " + "not " * 100 + "a\n")
C("deep/long-or-chain", "An `or` of 1000 operands", DEEP + ["VAL-4", "AST-6"],
  "v: " + " or ".join(f"a{i}" for i in range(1000)) + "\n")
C("deep/long-tuple", "A tuple of 2000 items", DEEP + ["VAL-3"], "v: " + ", ".join(f"x{i}" for i in range(2000)) + "\n")
C("deep/many-entries", "3000 top-level entries", DEEP + ["LEX-1"], "".join(f"k{i}: v{i}\n" for i in range(3000)))
C("deep/unclosed-groups-200", "200 groups never closed", DEEP + ["GAP-2"], "v: " + "(" * 200 + "\n", ["KS0008"])
C("deep/long-continuation", "A value over 500 continuation lines", DEEP + ["IND-3"],
  "v: a0\n" + "".join(f"  and a{i}\n" for i in range(1, 500)))
C("deep/long-block-string", "A block string of 1000 lines", DEEP + ["BLK-2"],
  "n: |\n" + "".join(f"  line {i}\n" for i in range(1000)))
C("deep/long-word", "One word of 30000 characters", DEEP + ["LEX-8"], "v: " + "x" * 30000 + "\n")
C("deep/many-errors", "500 error lines", DEEP + ["REC-7"], "a: 1\n" + "".join(f"?{i}\n" for i in range(500)),
  ["KS0006"])


# ---------------------------------------------------------------------------------------------------
# second pass: probes of the finer rules of SYNTAX.md
# ---------------------------------------------------------------------------------------------------
C("lex/lone-cr-in-string", "A lone `\\r` inside a string stays in the string", ["LEX-4", "GAP-31", "LEX-9"],
  'v: "a\rb"\n', ["KS0011"])
C("lex/lone-cr-in-comment", "A lone `\\r` inside a comment stays in the comment", ["LEX-4", "GAP-31", "CMT-2"],
  "v: x # a\rb\n", ["KS0011"])
C("blk/lone-cr-in-block-line", "A lone `\\r` inside a block line stays in the line", ["GAP-31", "BLK-3"],
  "n: |\n  a\rb\n", ["KS0011"])
C("blk/control-char-in-block-line", "A control character inside a block line", ["GAP-31", "BLK-3"],
  "n: |\n  a\x01b\n", ["KS0011"])
C("ind/comment-at-column-0-between-children", "A comment line at column 0 does not close a level",
  IND + ["CMT-2"], "a:\n  b: 1\n# c\n  d: 2\n")
C("ind/blank-line-at-column-0-between-children", "A blank line does not close a level", IND,
  "a:\n  b: 1\n\n  d: 2\n")
C("ind/error-line-goes-under-innermost-lower-entry", "A KS0006 line sits under the innermost entry left of it",
  IND + ["GAP-2"], "a:\n  b:\n    c:\n      d: 1\n    e: 2\n   stray\n", ["KS0006"])
C("cmt/hash-after-string", "`#` right after a string starts a word", ["CMT-1", "GAP-9"], 'v: "a"#b\n')
C("cmt/hash-after-paren", "`#` right after `)` starts a word", ["CMT-1", "GAP-9"], "v: (a)#b\n")
C("cmt/hash-after-comma", "`#` right after `,` starts a word", ["CMT-1", "GAP-9"], "v: a,#b\n")
C("lex/string-malformed-interp", "A malformed `{` inside a string", ["GAP-11", "LEX-9"], 'v: "a{b"\n', ["KS0010"],
  note="SYNTAX.md §4 defines interpolation segments and KS0010 for word runs only and is silent on strings; "
       "GAP-11 (adopted by D3) makes any `{` that is not a `{dotted.name}` KS0010, strings included, and "
       "ks-lang follows it. SYNTAX.md should say so.")
C("lex/string-valid-interp-and-brace", "A string with an interpolation and a lone `}`", ["GAP-11", "LEX-9"],
  'v: "{a.b} }"\n')
C("rec/bang-eq-then-eq", "`a !== b`: `!=` lacks its right operand, then `= b` is the default", R, "v: a !== b\n",
  ["KS0007"])
C("rec/keyword-alone-and", "`and` alone: both operands missing", R, "v: and\n", ["KS0007"])
C("rec/keyword-alone-is", "`is` alone: both operands missing", R, "v: is\n", ["KS0007"])
C("rec/not-not-alone", "`not not` without an operand", R, "v: not not\n", ["KS0007"])
C("rec/comma-only-group", "`(,)`: two missing items", R, "v: (,)\n", ["KS0007"])
C("rec/double-pipe", "`||` is not a block string", R + ["BLK-1"], "n: ||\n", ["KS0007"])
C("blk/pipe-with-trailing-spaces", "`n: |` with trailing spaces is a block string", B + ["GAP-13"], "n: |   \n  a\n")
C("blk/one-column-deeper", "A block line one column deeper than an indented key", B, "a:\n  n: |\n   x\n")
C("rec/block-tab-in-later-line-indent", "A tab in the part of a later line's indentation that is removed",
  R + ["GAP-13"], "n: |\n  a\n \tb\n", ["KS0001"])
C("layout/bom-then-tab-indent", "A BOM, then a tab-indented key", ["GAP-31", "LEX-3"], "\ufeff\ta: 1\n",
  ["KS0001", "KS0004"])
C("lex/interp-then-text", "`{a.b}c` is a word, not an interp token", ["LEX-11", "SCL-11"], "v: {a.b}c\n")
C("lex/interp-space-after-name", "`{a.b c}`: the `{` is literal and the `}` stray", ["GAP-11"], "v: {a.b c}\n",
  ["KS0010"])
C("val/compare-then-default", "`a == b = c`: a default after a comparison", ["VAL-2", "VAL-7"], "v: a == b = c\n")
C("val/not-in-group-after-word", "`a (not b)` is a phrase with a group", ["VAL-6", "VAL-12"], "v: a (not b)\n")
C("ind/keyword-value-on-child-line", "A continuation line that starts with a keyword", ["IND-3", "LEX-13"],
  "v: a\n  or\n  b\n")

# ---------------------------------------------------------------------------------------------------
# third pass: more probes (region rules, interpolation names, scalar edges)
# ---------------------------------------------------------------------------------------------------
C("ind/error-line-with-trailing-comment", "A KS0006 line with a trailing comment", ["GAP-1", "CMT-4"],
  "a: 1\nstray # c\n", ["KS0006"])
C("ind/continuation-after-error-line", "A deeper line after a KS0006 line, under a childless entry",
  ["IND-3", "GAP-1"], "a: 1\nstray\n  more\n", ["KS0006"],
  note="SYNTAX.md §3: a line after an error line is never a continuation; the error line closed `a`, so "
       "`  more` is a second KS0006 under the file.")
C("ind/comment-at-column-0-inside-value", "A comment line at column 0 between a value and its continuation",
  ["IND-3", "CMT-2"], "v: a\n# c\n  and b\n")
C("val/group-over-lines", "Empty parentheses split over a continuation line", ["VAL-13", "VAL-14"], "v: (\n  )\n")
C("rec/stray-paren-on-continuation", "A stray `)` at the start of a continuation line", R + ["VAL-14"],
  "v: a\n  ) b\n", ["KS0008"])
C("rec/compare-alone", "`==` alone: both operands missing", R, "v: ==\n", ["KS0007"])
C("lex/keyword-with-colon-is-a-word", "`not:` inside a value is a word", ["LEX-13", "LEX-8"], "v: not: x\n")
C("lex/interp-hyphenated-name", "Idents with hyphens in an interpolation", ["LEX-11", "GAP-9"],
  "v: {web-service.out.ref}\n")
C("lex/interp-underscore-name", "Idents with underscores in an interpolation", ["LEX-11", "GAP-9"], "v: {_a.b_c}\n")
C("lex/interp-digit-segment", "A segment that starts with a digit is not an ident", ["GAP-11", "GAP-9"],
  "v: x{a.1b}\n", ["KS0010"])
C("lex/brace-at-end-of-word", "A `{` ending a word", ["GAP-11"], "v: a{\n", ["KS0010"])
S("duration-zero-millis", "0ms", "Duration", ["SCL-3", "GAP-10"])
S("duration-minutes-seconds", "1m30s", "Duration", ["SCL-3", "GAP-10"])
S("duration-repeated-unit", "1h1h", "Text", ["SCL-3", "SCL-9", "GAP-10"])
S("duration-days-millis", "1d1ms", "Duration", ["SCL-3", "GAP-10"])
S("number-negative-zero", "-0", "Int", ["SCL-4", "GAP-10"])
S("number-leading-zero-float", "00.5", "Float", ["SCL-4", "GAP-10"])
S("number-three-parts", "1.2.3", "Text", ["SCL-4", "SCL-7", "SCL-9", "GAP-10"])
S("dotted-name-with-bool-segment", "true.false", "DottedName", ["SCL-2", "SCL-7"])
S("dotted-name-hyphen-segment", "a-.b", "DottedName", ["SCL-7", "SCL-8"])
C("scl/bools-in-a-phrase", "`true false` is a phrase of two Bools", ["SCL-2", "VAL-12"], "value: true false\n")
C("scl/word-before-string-classified", "A word next to a string keeps its class", ["SCL-1", "SCL-10"],
  'value: 5m"x"\n')
C("lex/backslash-at-eof", "A backslash as the last byte of a string", ["LEX-10", "GAP-12"], 'v: "a\\', ["KS0002"])
C("lex/bang-inside-word", "`!` splits a word and is an error token", ["LEX-12", "GAP-9"], "v: a!b\n", ["KS0011"])
C("lex/nel-is-a-word-char", "U+0085 is not a C0 control and not a line end", ["GAP-31", "LEX-4"], "v: a\u0085b\n")
C("lex/unit-separator-in-comment", "U+001F inside a comment", ["GAP-31", "CMT-2"], "# a\x1f\n", ["KS0011"])
C("val/comparison-of-a-group", "A comparison inside a group may be compared again", ["VAL-7", "VAL-13"],
  "v: (a < b) < c\n")
C("rec/second-threshold", "`a is b >= c >= d`: a second comparison after the threshold", R + ["VAL-7", "VAL-8"],
  "v: a is b >= c >= d\n", ["KS0009"])
C("blk/trailing-whitespace-only-line", "A whitespace-only line after the last block line is not content",
  B + ["GAP-13"], "n: |\n  a\n   \nb: 1\n")
C("blk/short-blank-line-inside", "A blank line shorter than the key's indentation inside a block",
  B + ["GAP-13"], "x:\n  n: |\n    a\n \n    b\n")

C("rec/not-after-pipe", "`a | not b`: `not` cannot be an operand of `|`", R + ["VAL-6", "VAL-11"],
  "v: a | not b >= c or d\n", ["KS0011"])
C("rec/not-after-comparison", "`a == not b`: `not` cannot be an operand of a comparison", R + ["VAL-6", "VAL-7"],
  "v: a == not b\n", ["KS0011"])
C("rec/not-after-is", "`a is not b`: `not` cannot be the answer of an `is` test", R + ["VAL-6", "VAL-8"],
  "v: a is not b\n", ["KS0011"])
C("val/not-of-a-union", "`not a | b` negates the whole union", ["VAL-6", "VAL-11"], "v: not a | b, not not c\n")

if __name__ == "__main__":
    ids = [c["id"] for c in CASES]
    dup = {i for i in ids if ids.count(i) > 1}
    if dup:
        sys.exit(f"duplicate case ids: {sorted(dup)}")
    for case in CASES:
        if len(case["input"].encode()) >= 64 * 1024:
            sys.exit(f"{case['id']}: input over 64 KB")
        write(case)
    print(f"wrote {len(CASES)} cases")
