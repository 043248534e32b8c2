"""Parsing a value region (spec chapter 5, SYNTAX.md §5) and placing its trivia in the tree.

A value region is the tokens after an entry's colon, through its continuation lines. The parser
reads only the significant tokens and builds nodes where an operator is written; trivia (whitespace,
line ends, comments, error tokens, and the tokens recovery wraps alone in an ERROR node) is placed
afterwards by `place`: each piece goes into the innermost node that holds the significant tokens on
both sides of it, so a node spans exactly from its first significant token to its last."""

from .diagnostics import Diagnostic
from .tree import Node, Token

ATOM_START = frozenset({"WORD", "STRING", "INTERP", "L_PAREN"})
COMPARISONS = frozenset({"EQ2", "NEQ", "LT", "GT", "LT_EQ", "GT_EQ"})
NOT_AS_OPERAND = "`not` cannot be an operand of a comparison or `|`: parenthesise it"


class Missing(Node):
    """A zero-width MISSING node. `before` says it stands before its operator (`, b`), so trivia ahead
    of the operator comes before it; one after its operator (`a,`) stays right after it."""

    __slots__ = ("before",)

    def __init__(self, before):
        super().__init__("MISSING")
        self.before = before


def mark_stray_parens(tokens, diagnostics):
    """A `)` that closes no `(` of the region is KS0008 and sits in an ERROR node of its own."""
    depth = 0
    for token in tokens:
        if token.kind == "L_PAREN":
            depth += 1
        elif token.kind == "R_PAREN":
            if depth:
                depth -= 1
            else:
                token.wrapped = True
                diagnostics.append(Diagnostic("KS0008", token.start, token.end, "unmatched `)`"))


class ValueParser:
    """Recursive descent over the significant tokens, one method per precedence level (VAL-1)."""

    def __init__(self, tokens, diagnostics):
        self.tokens = tokens
        self.pos = 0
        self.diagnostics = diagnostics

    def peek(self):
        return self.tokens[self.pos].kind if self.pos < len(self.tokens) else None

    def bump(self):
        token = self.tokens[self.pos]
        self.pos += 1
        return token

    def missing(self, operator, before):
        where = "before" if before else "after"
        self.diagnostics.append(
            Diagnostic("KS0007", operator.start, operator.end, f"expected a value {where} `{operator.text}`")
        )
        return Missing(before)

    def region(self):
        """The whole region: a value, then anything left (nothing, by the grammar) as errors."""
        value = self.value()
        rest = []
        while self.pos < len(self.tokens):
            token = self.bump()
            self.diagnostics.append(Diagnostic("KS0011", token.start, token.end, f"unexpected `{token.text}`"))
            rest.append(Node("ERROR", [token]))
        return ([value] if value else []) + rest

    # value = tuple [ "=" tuple ], and a second `=` is KS0009.
    def value(self):
        main = self.tuple()
        if self.peek() != "EQ":
            return main
        children = self.operator_and_operand(main, self.tuple)
        while self.peek() == "EQ":
            children.append(self.extra(self.tuple, "`=` does not chain: a value has at most one default"))
        return Node("DEFAULT_VALUE", children)

    def operator_and_operand(self, lhs, operand):
        """`lhs OP operand`, with a MISSING node (KS0007) for each operand that is not there."""
        operator = self.tokens[self.pos]
        return [lhs if lhs else self.missing(operator, before=True)] + self.operator_then_operand(operand)

    def operator_then_operand(self, operand):
        """`OP operand`, with a MISSING node (KS0007) when the operand is not there."""
        operator = self.bump()
        rhs = operand()
        return [operator, rhs if rhs else self.missing(operator, before=False)]

    def extra(self, operand, message):
        """An operator that may not come here, with its operand, in an ERROR node (KS0009)."""
        operator = self.tokens[self.pos]
        self.diagnostics.append(Diagnostic("KS0009", operator.start, operator.end, message))
        return Node("ERROR", self.operator_then_operand(operand))

    def nary(self, kind, operator, operand, later=None):
        """`operand { OPERATOR later }`: a node only when the operator is written."""
        first = operand()
        if self.peek() != operator:
            return first
        later = later or operand
        children = self.operator_and_operand(first, later)
        while self.peek() == operator:
            children.extend(self.operator_then_operand(later))
        return Node(kind, children)

    def tuple(self):
        return self.nary("TUPLE", "COMMA", self.expr)

    def expr(self):
        return self.nary("OR_EXPR", "OR_KW", self.and_)

    def and_(self):
        return self.nary("AND_EXPR", "AND_KW", self.not_)

    def not_(self):
        if self.peek() != "NOT_KW":
            return self.compare()
        keyword = self.bump()
        operand = self.not_()
        return Node("NOT_EXPR", [keyword, operand if operand else self.missing(keyword, before=False)])

    # compare = union [ cmp-op union ] | union "is" union [ ">=" union ]; no chains.
    def compare(self):
        lhs = self.union()
        kind = self.peek()
        if kind in COMPARISONS:
            node = Node("COMPARE_EXPR", self.operator_and_operand(lhs, self.operand))
            chained = "comparisons do not chain"
        elif kind == "IS_KW":
            node = Node("IS_EXPR", self.operator_and_operand(lhs, self.operand))
            chained = "the threshold after `is` must be `>=` (or `≥`)"
            if self.peek() == "GT_EQ":
                node.children.extend(self.operator_then_operand(self.operand))
                chained = "an `is` test takes one threshold"
        else:
            return lhs
        while self.peek() in COMPARISONS or self.peek() == "IS_KW":
            node.children.append(self.extra(self.operand, chained))
        return node

    def operand(self):
        """The operand of a comparison, `is` or a threshold: a `not` there is KS0011."""
        self.misplaced_nots(NOT_AS_OPERAND)
        return self.union()

    def misplaced_nots(self, message):
        while self.peek() == "NOT_KW":
            token = self.bump()
            token.wrapped = True
            self.diagnostics.append(Diagnostic("KS0011", token.start, token.end, message))

    def union(self):
        return self.nary("UNION", "PIPE", self.phrase, later=self.union_member)

    def union_member(self):
        """A member after `|`: a `not` there is KS0011, as for a comparison's operand."""
        self.misplaced_nots(NOT_AS_OPERAND)
        return self.phrase()

    # phrase = atom { atom }; a `not` after an atom is KS0011.
    def phrase(self):
        atoms = []
        while True:
            kind = self.peek()
            if kind in ATOM_START:
                atoms.append(self.atom())
            elif kind == "NOT_KW" and atoms:
                self.misplaced_nots("`not` cannot follow a value")
            else:
                break
        if not atoms:
            return None
        return atoms[0] if len(atoms) == 1 else Node("PHRASE", atoms)

    def atom(self):
        if self.peek() != "L_PAREN":
            return self.bump()
        open_paren = self.bump()
        children = [open_paren]
        if self.peek() != "R_PAREN":
            inner = self.value()
            if inner:
                children.append(inner)
        if self.peek() == "R_PAREN":
            children.append(self.bump())
        else:
            self.diagnostics.append(Diagnostic("KS0008", open_paren.start, open_paren.end, "unclosed `(`"))
        return Node("GROUP", children)


def parse_region(stream, diagnostics):
    """The nodes and trivia of a value region, in order, ready to append to its entry."""
    significant = [t for t in stream if t.is_significant()]
    mark_stray_parens(significant, diagnostics)
    significant = [t for t in significant if not t.wrapped]
    values = ValueParser(significant, diagnostics).region()
    return place(values, stream)


def place(values, stream):
    """Interleaves the trivia of `stream` with the nodes built over its significant tokens."""
    stack = [Node("REGION")]
    position = 0

    def trivia(until_significant):
        nonlocal position
        while position < len(stream) and not (until_significant and stream[position].is_significant()):
            token = stream[position]
            stack[-1].children.append(Node("ERROR", [token]) if token.wrapped else token)
            position += 1

    # Iterative, so that deep nesting needs no deep recursion: (element, closing) pairs.
    events = [(value, False) for value in reversed(values)]
    while events:
        element, closing = events.pop()
        if closing:
            node = stack.pop()
            stack[-1].children.append(node)
        elif isinstance(element, Token):
            trivia(until_significant=True)
            stack[-1].children.append(element)
            position += 1
        elif isinstance(element, Missing):
            if element.before:
                trivia(until_significant=True)
            stack[-1].children.append(Node("MISSING"))
        else:
            trivia(until_significant=True)
            stack.append(Node(element.kind))
            events.append((None, True))
            events.extend((child, False) for child in reversed(element.children))
    trivia(until_significant=False)
    return stack[0].children
