"""Lines into entries (spec chapters 3 and 7, SYNTAX.md §2, §3, §6, §7): the structure of a file.

`parse(text)` returns the SOURCE_FILE node and the diagnostics. Each line is blank, a comment, a key
line or another line; key lines nest by their column on a stack of open entries, other lines continue
the most recent entry's value or are errors, and a key line whose value is `|` opens a block string."""

from .diagnostics import Diagnostic
from .lexer import KEYWORDS, control_diagnostics, key_at, lex_comment, lex_content
from .tree import Node, Token
from .values import parse_region


class Line:
    """One line: `start` (after a BOM on the first), the end of its content, its line end's text."""

    __slots__ = ("start", "end", "newline", "indent_end")

    def __init__(self, text, start, end, newline):
        self.start = start
        self.end = end
        self.newline = newline
        i = start
        while i < end and text[i] in " \t":
            i += 1
        self.indent_end = i

    @property
    def column(self):
        return self.indent_end - self.start

    @property
    def blank(self):
        return self.indent_end == self.end


def split_lines(text, first):
    """Lines end at `\\n` or `\\r\\n`; a lone `\\r` is content (KS0011 where it is lexed)."""
    lines = []
    start = first
    while start < len(text) or start == first:
        newline_at = text.find("\n", start)
        if newline_at < 0:
            lines.append(Line(text, start, len(text), ""))
            break
        end = newline_at - 1 if newline_at > start and text[newline_at - 1] == "\r" else newline_at
        lines.append(Line(text, start, end, text[end : newline_at + 1]))
        start = newline_at + 1
    return lines


class Frame:
    """An open entry: its node, its key's column and the column its first child fixed."""

    __slots__ = ("node", "column", "child_column")

    def __init__(self, node, column):
        self.node = node
        self.column = column
        self.child_column = None


class Parser:
    def __init__(self, text):
        self.text = text
        self.diagnostics = []
        self.root = Node("SOURCE_FILE")
        self.stack = []  # the open entries, outermost first
        self.pending = []  # blank and comment lines not yet placed
        self.value_entry = None  # the most recent key line's entry, while lines may continue its value
        self.value_stream = []

    def parse(self):
        first = 0
        if self.text.startswith("\ufeff"):
            self.root.children.append(Token("BOM", "\ufeff", 0))
            first = 1
        lines = split_lines(self.text, first)
        index = 0
        while index < len(lines):
            index = self.line(lines, index)
        self.end_value()
        self.root.children.extend(self.pending)
        return self.root, self.diagnostics

    # --- one line -----------------------------------------------------------------------------

    def line(self, lines, index):
        """Handles `lines[index]` (and a block string's lines); returns the next line's index."""
        line = lines[index]
        text = self.text
        if line.blank or text[line.indent_end] == "#":
            self.pending.extend(self.indentation(line))
            if not line.blank:
                comment = []
                lex_comment(text, line.indent_end, line.end, comment, self.diagnostics)
                self.pending.extend(comment)
            self.pending.extend(self.newline(line))
            return index + 1
        key_end = key_at(text, line.indent_end, line.end)
        if key_end is not None:
            return self.key_line(lines, index, key_end)
        if self.value_entry is not None and line.column > self.value_entry.column:
            self.continuation(line)
        else:
            self.error_line(line)
        return index + 1

    def indentation(self, line):
        if line.indent_end == line.start:
            return []
        return [Token("WHITESPACE", self.text[line.start : line.indent_end], line.start)]

    def newline(self, line):
        return [Token("NEWLINE", line.newline, line.end)] if line.newline else []

    def tab_in_indentation(self, line, indent_end=None):
        """KS0001 at the first tab of the indentation (or of the part a block string removes)."""
        tab = self.text.find("\t", line.start, line.indent_end if indent_end is None else indent_end)
        if tab >= 0:
            self.diagnostics.append(Diagnostic("KS0001", tab, tab + 1, "tab in indentation: indent with spaces"))

    # --- key lines ----------------------------------------------------------------------------

    def key_line(self, lines, index, key_end):
        line = lines[index]
        text = self.text
        self.end_value()
        self.tab_in_indentation(line)
        column = line.column
        while self.stack and self.stack[-1].column > column:
            self.stack.pop()
        if self.stack and self.stack[-1].column == column:
            self.stack.pop()
        parent = self.stack[-1] if self.stack else None
        if parent is None and column > 0:
            self.bad_indentation(line, "unexpected indentation")
        elif parent is not None:
            if parent.child_column is None:
                parent.child_column = column
            elif parent.child_column != column:
                self.bad_indentation(line, "indentation does not match any enclosing level")
        container = parent.node if parent else self.root
        container.children.extend(self.pending)
        self.pending = []
        container.children.extend(self.indentation(line))

        key = text[line.indent_end : key_end]
        entry = Node(
            "ENTRY",
            [Node("KEY", [Token("IDENT", key, line.indent_end), Token("COLON", ":", key_end)])],
        )
        if key in KEYWORDS:
            self.diagnostics.append(Diagnostic("KS0012", line.indent_end, key_end, "a keyword cannot be a key"))
        container.children.append(entry)
        self.stack.append(Frame(entry, column))

        rest = []
        lex_content(text, key_end + 1, line.end, rest, self.diagnostics)
        if [t.kind for t in rest if t.kind not in ("WHITESPACE", "COMMENT")] == ["PIPE"]:
            return self.block_string(lines, index, entry, rest)
        self.value_entry = self.stack[-1]
        self.value_stream = rest + self.newline(line)
        return index + 1

    def bad_indentation(self, line, message):
        self.diagnostics.append(Diagnostic("KS0004", line.start, line.indent_end, message))

    # --- other lines --------------------------------------------------------------------------

    def continuation(self, line):
        """A deeper line that continues the most recent entry's value (IND-3)."""
        self.tab_in_indentation(line)
        self.value_stream.extend(self.pending)
        self.pending = []
        self.value_stream.extend(self.indentation(line))
        lex_content(self.text, line.indent_end, line.end, self.value_stream, self.diagnostics)
        self.value_stream.extend(self.newline(line))

    def error_line(self, line):
        """KS0006: the entries at its column or deeper close; its tokens go in an ERROR node."""
        self.end_value()
        self.tab_in_indentation(line)
        self.diagnostics.append(Diagnostic("KS0006", line.indent_end, line.end, "expected `key:`"))
        while self.stack and self.stack[-1].column >= line.column:
            self.stack.pop()
        container = self.stack[-1].node if self.stack else self.root
        container.children.extend(self.pending)
        self.pending = []
        container.children.extend(self.indentation(line))
        tokens = []
        lex_content(self.text, line.indent_end, line.end, tokens, self.diagnostics)
        container.children.append(Node("ERROR", tokens))
        container.children.extend(self.newline(line))

    def end_value(self):
        """The most recent entry's value region is complete: parse it into the entry."""
        if self.value_entry is not None:
            self.value_entry.node.children.extend(parse_region(self.value_stream, self.diagnostics))
        self.value_entry = None
        self.value_stream = []

    # --- block strings ------------------------------------------------------------------------

    def block_string(self, lines, index, entry, rest):
        """The lines after `key: |` that are blank or deeper than the key, up to the last non-blank
        one, each a BLOCK_LINE (BLK-1, BLK-2); returns the index of the line after them."""
        key_column = lines[index].column
        last = index
        scan = index + 1
        while scan < len(lines) and (lines[scan].blank or lines[scan].column > key_column):
            if not lines[scan].blank:
                last = scan
            scan += 1
        block_lines = lines[index + 1 : last + 1]

        pipe_at = next(i for i, t in enumerate(rest) if t.kind == "PIPE")
        entry.children.extend(rest[:pipe_at])
        node = Node("BLOCK_STRING", [rest[pipe_at]])
        entry.children.append(node)
        after_pipe = rest[pipe_at + 1 :] + self.newline(lines[index])
        if not block_lines:
            entry.children.extend(after_pipe)
            return index + 1
        node.children.extend(after_pipe)
        self.block_diagnostics(block_lines)
        for number, line in enumerate(block_lines):
            if line.end > line.start:
                node.children.append(Token("BLOCK_LINE", self.text[line.start : line.end], line.start))
            newline = self.newline(line)
            (entry if number == len(block_lines) - 1 else node).children.extend(newline)
        return last + 1

    def block_diagnostics(self, block_lines):
        """KS0013 for a line indented less than the first non-blank one, KS0001 for a tab in the
        indentation the dedent removes, KS0011 for control characters (BLK-4)."""
        width = next(line.column for line in block_lines if not line.blank)
        for line in block_lines:
            control_diagnostics(self.text, line.start, line.end, self.diagnostics)
            if line.blank:
                continue
            if line.column < width:
                self.diagnostics.append(
                    Diagnostic("KS0013", line.start, line.indent_end, "block line less indented than the first line")
                )
            self.tab_in_indentation(line, min(line.indent_end, line.start + width))


def parse(text):
    return Parser(text).parse()
