"""The typed AST as `ast.json` writes it (NOTATION.md §4, spec chapters 6 and 9), read off the tree."""

import json
import re

from .lexer import DOTTED_NAME, IDENT, INTERP_SEGMENT
from .tree import Node, Token

OPERATORS = frozenset(
    {"EQ", "EQ2", "NEQ", "LT", "GT", "LT_EQ", "GT_EQ", "COMMA", "PIPE", "L_PAREN", "R_PAREN"}
    | {"AND_KW", "OR_KW", "NOT_KW", "IS_KW"}
)
SPELLINGS = {"≥": ">=", "≤": "<="}

# SCL-1: the first class whose pattern matches the whole word wins.
SCALAR_CLASSES = [
    ("Bool", re.compile(r"true|false")),
    ("Duration", re.compile(r"([0-9]+d)?([0-9]+h)?([0-9]+m(?!s))?([0-9]+s)?([0-9]+ms)?")),
    ("Int", re.compile(r"-?[0-9]+")),
    ("Float", re.compile(r"-?[0-9]+\.[0-9]+")),
    ("Handle", re.compile(r"@.+", re.S)),
    ("Path", re.compile(r"(\./|\.\./|/|~/).*|\.|\.\.", re.S)),
    ("DottedName", DOTTED_NAME),
    ("Ident", re.compile(IDENT)),
]


def scalar_class(word):
    for name, pattern in SCALAR_CLASSES:
        if pattern.fullmatch(word) and word:
            return name
    return "Text"


def parts(raw):
    """Literal pieces and `{dotted.name}` references in order; a backslash pair stays literal."""
    out, literal, i = [], "", 0
    while i < len(raw):
        segment = INTERP_SEGMENT.match(raw, i)
        if raw[i] == "\\":
            literal += raw[i : i + 2]
            i += 2
        elif segment:
            if literal:
                out.append({"text": literal})
                literal = ""
            out.append({"ref": segment.group(1)})
            i = segment.end()
        else:
            literal += raw[i]
            i += 1
    if literal:
        out.append({"text": literal})
    return out


def atom(token):
    text = token.text
    if token.kind == "INTERP":
        return {"type": "Interp", "ref": text[1:-1]}
    if token.kind == "STRING":
        content = text[1:-1]
        value = re.sub(r"\\([\"\\])", r"\1", content)
        return {"type": "String", "value": value, "parts": parts(content)}
    if INTERP_SEGMENT.search(text):
        return {"type": "Interpolated", "value": text, "parts": parts(text)}
    return {"type": scalar_class(text), "value": text}


def operands(node):
    """The children that are values: nodes, and tokens other than operators and trivia."""
    return [c for c in node.children if isinstance(c, Node) or (c.is_significant() and c.kind not in OPERATORS)]


def block_string(node):
    raw, current, seen_first_line_end = [], None, False
    for token in node.tokens():
        if token.kind == "NEWLINE":
            if seen_first_line_end:
                raw.append(current or "")
            seen_first_line_end, current = True, None
        elif token.kind == "BLOCK_LINE":
            current = token.text
    if current is not None:
        raw.append(current)
    width = next((len(line) - len(line.lstrip(" \t")) for line in raw if line.strip(" \t")), 0)
    dedented = [line[min(width, len(line) - len(line.lstrip(" \t"))) :] for line in raw]
    return {"type": "BlockString", "raw": raw, "text": "\n".join(dedented) + "\n" if raw else ""}


def value(element):
    """One value, iteratively built so deep nesting needs no deep recursion."""
    results = {}
    stack = [(element, False)]
    while stack:
        current, done = stack.pop()
        if isinstance(current, Token):
            results[id(current)] = atom(current)
            continue
        children = operands(current)
        if not done:
            stack.append((current, True))
            stack.extend((child, False) for child in children)
            continue
        results[id(current)] = node_value(current, [results[id(c)] for c in children])
    return results[id(element)]


def node_value(node, values):
    kind = node.kind
    if kind == "DEFAULT_VALUE":
        return {"type": "Default", "main": values[0], "default": values[1]}
    if kind in ("TUPLE", "UNION"):
        return {"type": kind.title(), "items": values}
    if kind in ("OR_EXPR", "AND_EXPR"):
        return {"type": kind[:-5].title(), "operands": values}
    if kind == "NOT_EXPR":
        return {"type": "Not", "operand": values[0]}
    if kind == "COMPARE_EXPR":
        op = next(t.text for t in node.children if isinstance(t, Token) and t.kind in OPERATORS)
        return {"type": "Compare", "op": SPELLINGS.get(op, op), "lhs": values[0], "rhs": values[1]}
    if kind == "IS_EXPR":
        test = {"type": "Is", "subject": values[0], "answer": values[1]}
        if len(values) > 2:
            test["threshold"] = values[2]
        return test
    if kind == "PHRASE":
        return {"type": "Phrase", "atoms": values}
    if kind == "GROUP":
        return {"type": "Group", "value": values[0] if values else None}
    if kind == "BLOCK_STRING":
        return block_string(node)
    return {"type": "Missing"}


def entry(node):
    key = node.children[0].children[0].text
    children = [c for c in node.children[1:] if isinstance(c, Node) and c.kind == "ENTRY"]
    values = [c for c in operands(node)[1:] if not (isinstance(c, Node) and c.kind in ("ENTRY", "ERROR"))]
    return {
        "key": key,
        "value": value(values[0]) if values else None,
        "entries": [entry(c) for c in children],
    }


def typed_ast(root):
    return {"entries": [entry(c) for c in root.children if isinstance(c, Node) and c.kind == "ENTRY"]}


def to_json(document):
    """Compact JSON, written iteratively: `json.dumps` recurses once per level of nesting."""
    out = []
    stack = [document]
    while stack:
        item = stack.pop()
        if isinstance(item, Raw):
            out.append(item)
        elif isinstance(item, dict):
            stack.append(Raw("}"))
            for number, (key, member) in enumerate(reversed(list(item.items()))):
                stack.append(member)
                separator = "" if number == len(item) - 1 else ","
                stack.append(Raw(f"{separator}{json.dumps(key, ensure_ascii=False)}:"))
            out.append("{")
        elif isinstance(item, list):
            stack.append(Raw("]"))
            for number, member in enumerate(reversed(item)):
                stack.append(member)
                if number != len(item) - 1:
                    stack.append(Raw(","))
            out.append("[")
        else:
            out.append(json.dumps(item, ensure_ascii=False))
    return "".join(out) + "\n"


class Raw(str):
    """JSON text already written (punctuation), as opposed to a string value to encode."""
