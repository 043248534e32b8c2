"""Diagnostics and the `parse.diag` notation (NOTATION.md §5).

The severities are those of `conformance/codes.toml`; of the parser's codes only KS0013 is a warning,
so an input is rejected exactly when it has a diagnostic of another code."""

import bisect

WARNINGS = frozenset({"KS0013"})


class Diagnostic:
    __slots__ = ("code", "start", "end", "message")

    def __init__(self, code, start, end, message):
        self.code = code
        self.start = start
        self.end = end
        self.message = message


def is_rejected(diagnostics):
    return any(d.code not in WARNINGS for d in diagnostics)


class Positions:
    """Turns code point offsets into `LINE:COLUMN`: lines count `\\n`, columns count code points."""

    def __init__(self, text):
        self.line_starts = [0] + [i + 1 for i, ch in enumerate(text) if ch == "\n"]

    def __call__(self, offset):
        line = bisect.bisect_right(self.line_starts, offset) - 1
        return f"{line + 1}:{offset - self.line_starts[line] + 1}"


def render(text, diagnostics):
    position = Positions(text)
    rows = sorted(diagnostics, key=lambda d: (d.start, d.code, d.end))
    return "".join(f"{d.code} {position(d.start)}-{position(d.end)} {d.message}\n" for d in rows)
