"""The conformance protocols (NOTATION.md §7 and §7b): one trial per process, or many over JSON lines.

Both answer through `answer(level, data)`, which returns the outcome and the level's notation."""

import json
import sys

from .diagnostics import is_rejected, render
from .parser import parse
from .tree import to_sexp
from .typed_ast import to_json, typed_ast

NAME = "ks-syntax (the Python example of conformance/examples/python) 0.1"
LEVELS = ["cst", "ast", "parse"]
# Language features of conformance/features.txt this example leaves out (`lacks` in the hello).
LACKS = []
PROTOCOL = 1
EXIT = {"accepted": 0, "rejected": 1, "unsupported": 3}


def answer(level, data):
    """(outcome, output) for one trial: `accepted`, `rejected` or `unsupported`, and the notation."""
    if level not in LEVELS:
        return "unsupported", ""
    text = data.decode("utf-8", errors="replace") if isinstance(data, bytes) else data
    root, diagnostics = parse(text)
    outcome = "rejected" if is_rejected(diagnostics) else "accepted"
    if level == "cst":
        return outcome, to_sexp(root)
    if level == "parse":
        return outcome, render(text, diagnostics)
    if outcome == "rejected":  # an invalid input has no AST
        return outcome, ""
    return outcome, to_json(typed_ast(root))


def per_trial(argv):
    """`CMD levels`, `CMD provides NEED` or `CMD LEVEL [OPTIONS] < input.ks`."""
    if not argv:
        print("usage: ks-syntax levels | provides NEED | LEVEL < input.ks | --persistent", file=sys.stderr)
        return 2
    if argv[0] == "levels":
        print("\n".join(LEVELS))
        return 0
    if argv[0] == "provides":  # no tool of §7 item 1 (node) is provided
        return 1
    outcome, output = answer(argv[0], sys.stdin.buffer.read())
    sys.stdout.buffer.write(output.encode("utf-8"))
    return EXIT[outcome]


def persistent(stdin, stdout):
    """Reads one JSON message per line until `stop` or the end of input, and answers each."""

    def send(message):
        stdout.write(json.dumps(message, ensure_ascii=False) + "\n")
        stdout.flush()

    for line in stdin:
        message = json.loads(line)
        kind = message.get("type")
        if kind == "hello":
            if message.get("protocol") != PROTOCOL:
                send({"type": "error", "message": f"this implementation speaks protocol {PROTOCOL} only"})
                return 1
            send({"type": "hello", "protocol": PROTOCOL, "name": NAME, "levels": LEVELS, "provides": [], "lacks": LACKS})
        elif kind == "trial":
            send(trial(message))
        elif kind == "stop":
            send({"type": "bye"})
            return 0
    return 0


def trial(message):
    data = message["input"] if "input" in message else bytes(message["input_bytes"])
    try:
        outcome, output = answer(message["level"], data)
        return {"type": "result", "seq": message["seq"], "outcome": outcome, "output": output, "stderr": ""}
    except Exception as error:  # a bug here fails this trial, not the whole run
        return {"type": "result", "seq": message["seq"], "outcome": "error", "output": "", "stderr": repr(error)}


def main(argv):
    # The value parser recurses about a dozen calls per nested group or `not` (REC-2 puts no limit on
    # nesting); CPython 3.11+ keeps those frames off the C stack, so only memory bounds them: 100,000
    # nested parentheses parse in a few seconds.
    sys.setrecursionlimit(10_000_000)
    if argv[:1] == ["--persistent"]:
        return persistent(sys.stdin, sys.stdout)
    return per_trial(argv)
