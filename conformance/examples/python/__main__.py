"""`python3 conformance/examples/python LEVEL < input.ks`, or `... --persistent` (NOTATION.md §7, §7b)."""

import sys

from ks_syntax.protocol import main

sys.exit(main(sys.argv[1:]))
