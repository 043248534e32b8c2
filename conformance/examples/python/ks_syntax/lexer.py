"""Cutting the content of one line into tokens (spec chapter 2, SYNTAX.md §4).

Every function takes the whole text and a range `[i, end)` of one line's content (its line end left
out), and appends `Token`s and `Diagnostic`s to the lists it is given."""

import re

from .diagnostics import Diagnostic
from .tree import Token

IDENT = r"[A-Za-z_][A-Za-z0-9_-]*"
DOTTED_NAME = re.compile(rf"{IDENT}(?:\.{IDENT})+")
INTERP_SEGMENT = re.compile(rf"\{{({IDENT}(?:\.{IDENT})+)\}}")
KEY = re.compile(rf"({IDENT}):")
KEYWORDS = {"and": "AND_KW", "or": "OR_KW", "not": "NOT_KW", "is": "IS_KW"}

# Operators and punctuation, longest spelling first.
PUNCTUATION = [
    ("==", "EQ2"),
    ("!=", "NEQ"),
    (">=", "GT_EQ"),
    ("<=", "LT_EQ"),
    ("≥", "GT_EQ"),
    ("≤", "LT_EQ"),
    ("<", "LT"),
    (">", "GT"),
    ("=", "EQ"),
    (",", "COMMA"),
    ("|", "PIPE"),
    ("(", "L_PAREN"),
    (")", "R_PAREN"),
]
NOT_WORD = frozenset(' \t\r\n",|()=!<>≥≤{}')


def is_control(ch):
    """A C0 control character other than tab and line feed (a `\\r` inside content is a lone one)."""
    return ch < " " and ch not in "\t\n"


def is_word_char(ch):
    return not is_control(ch) and ch not in NOT_WORD


def control_diagnostics(text, i, end, diagnostics):
    """KS0011 for each control character inside a token that keeps it (string, comment, block line)."""
    for k in range(i, end):
        if is_control(text[k]):
            diagnostics.append(Diagnostic("KS0011", k, k + 1, f"control character U+{ord(text[k]):04X}"))


def key_at(text, i, end):
    """The key starting at `i` when the line is a key line: an ident, `:`, then a space, a tab or the
    end of the content. Returns the ident's end, or None."""
    match = KEY.match(text, i, end)
    if not match:
        return None
    after = match.end()
    if after == end or text[after] in " \t":
        return match.end(1)
    return None


def lex_comment(text, i, end, tokens, diagnostics):
    tokens.append(Token("COMMENT", text[i:end], i))
    control_diagnostics(text, i, end, diagnostics)


def lex_content(text, i, end, tokens, diagnostics):
    """Tokens of a value (or of a line in error) from `i` to `end`. A `#` starts a comment at `i`
    or after a space or a tab (CMT-1); anywhere else it is a word character."""
    first = i
    while i < end:
        ch = text[i]
        if ch in " \t":
            j = i
            while j < end and text[j] in " \t":
                j += 1
            tokens.append(Token("WHITESPACE", text[i:j], i))
            i = j
        elif ch == "#" and (i == first or text[i - 1] in " \t"):
            lex_comment(text, i, end, tokens, diagnostics)
            i = end
        elif ch == '"':
            i = lex_string(text, i, end, tokens, diagnostics)
        elif ch == "=" and text.startswith("===", i):
            tokens.append(Token("EQ2", "==", i))
            i += 2
            while i < end and text[i] == "=":
                error_token(text, i, tokens, diagnostics, "KS0011", "unexpected `=`")
                i += 1
        elif is_control(ch):
            error_token(text, i, tokens, diagnostics, "KS0011", f"control character U+{ord(ch):04X}")
            i += 1
        elif ch == "!" and not text.startswith("!=", i):
            error_token(text, i, tokens, diagnostics, "KS0011", "unexpected `!`")
            i += 1
        elif ch == "}":
            error_token(text, i, tokens, diagnostics, "KS0010", "`}` without a matching `{`")
            i += 1
        elif is_word_char(ch) or ch == "{":
            i = lex_word(text, i, end, tokens, diagnostics)
        else:
            for spelling, kind in PUNCTUATION:
                if text.startswith(spelling, i):
                    tokens.append(Token(kind, spelling, i))
                    i += len(spelling)
                    break
            else:  # unreachable: every character is one of the above
                error_token(text, i, tokens, diagnostics, "KS0011", f"unexpected `{ch}`")
                i += 1


def error_token(text, i, tokens, diagnostics, code, message):
    tokens.append(Token("ERROR_TOKEN", text[i], i))
    diagnostics.append(Diagnostic(code, i, i + 1, message))


def lex_word(text, i, end, tokens, diagnostics):
    """A maximal run of word characters; `{dotted.name}` segments are part of it, a `{` that opens
    none is literal text (KS0010), and a `#` after a word character is a word character."""
    start = i
    segments = 0
    while i < end:
        ch = text[i]
        if ch == "{":
            segment = INTERP_SEGMENT.match(text, i, end)
            if segment:
                segments += 1
                i = segment.end()
                continue
            diagnostics.append(Diagnostic("KS0010", i, i + 1, "`{` does not open `{dotted.name}`"))
            i += 1
        elif is_word_char(ch):
            i += 1
        else:
            break
    word = text[start:i]
    if word in KEYWORDS:
        kind = KEYWORDS[word]
    elif segments == 1 and INTERP_SEGMENT.fullmatch(word):
        kind = "INTERP"
    else:
        kind = "WORD"
    tokens.append(Token(kind, word, start))
    return i


def lex_string(text, i, end, tokens, diagnostics):
    """A string on one line: `\\"` and `\\\\` escape, any other backslash pair is KS0003, and the line's
    end before the closing quote is KS0002 (the token then stops there)."""
    start = i
    i += 1
    closed = False
    while i < end:
        ch = text[i]
        if ch == '"':
            i += 1
            closed = True
            break
        if ch == "\\":
            if i + 1 >= end:  # escapes nothing: the string is unterminated
                i += 1
                break
            if text[i + 1] not in '"\\':
                diagnostics.append(Diagnostic("KS0003", i, i + 2, f"invalid escape `\\{text[i + 1]}`"))
            i += 2
        elif ch == "{":
            if not INTERP_SEGMENT.match(text, i, end):
                diagnostics.append(Diagnostic("KS0010", i, i + 1, "`{` does not open `{dotted.name}`"))
            i += 1
        else:
            i += 1
    if not closed:
        diagnostics.append(Diagnostic("KS0002", start, i, "unterminated string"))
    tokens.append(Token("STRING", text[start:i], start))
    control_diagnostics(text, start, i, diagnostics)
    return i
