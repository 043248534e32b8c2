"""ks_syntax: the syntax levels of Keep Shipping (`cst`, `ast`, `parse`) in standard-library Python,
written from the specification and conformance/NOTATION.md as the conformance protocols' worked
example. `parse(text)` gives the lossless tree and the diagnostics."""

from .parser import parse

__all__ = ["parse"]
