"""The lossless concrete syntax tree: tokens and nodes, and the `cst.sexp` notation (NOTATION.md §3)."""

import json

TRIVIA = frozenset({"WHITESPACE", "NEWLINE", "COMMENT", "BOM"})


class Token:
    """One token: its kind (a SyntaxKind name), its text and where it starts (a code point offset)."""

    __slots__ = ("kind", "text", "start", "wrapped")

    def __init__(self, kind, text, start):
        self.kind = kind
        self.text = text
        self.start = start
        # Set when recovery wraps this token alone in an ERROR node (a stray `)`, a misplaced `not`):
        # the token then sits in the tree like trivia.
        self.wrapped = False

    @property
    def end(self):
        return self.start + len(self.text)

    def is_significant(self):
        return self.kind not in TRIVIA and self.kind != "ERROR_TOKEN" and not self.wrapped


class Node:
    """An inner node: a kind and its children, tokens and nodes in source order."""

    __slots__ = ("kind", "children")

    def __init__(self, kind, children=None):
        self.kind = kind
        self.children = children if children is not None else []

    def tokens(self):
        for child in self.children:
            if isinstance(child, Token):
                yield child
            else:
                yield from child.tokens()


# Indentation is for people and free in the comparison; past this depth it stops growing, so that
# the text of a tree nested 100,000 deep stays linear in its size.
MAX_INDENT = 40


def to_sexp(root):
    """One element per line, two spaces per depth, as the expected files are written.

    Iterative, so that deeply nested groups print without deep recursion."""
    out = []
    stack = [(root, 0, False)]
    while stack:
        element, depth, closing = stack.pop()
        pad = "  " * min(depth, MAX_INDENT)
        if closing:
            out[-1] += ")"
            continue
        if isinstance(element, Token):
            out.append(f"{pad}({element.kind} {json.dumps(element.text, ensure_ascii=False)})")
            continue
        out.append(f"{pad}({element.kind}")
        stack.append((element, depth, True))
        for child in reversed(element.children):
            stack.append((child, depth + 1, False))
    return "\n".join(out) + "\n"
