"""The Keep Shipping (ship.ks) grammar for py-tree-sitter.

    import tree_sitter, tree_sitter_keepshipping
    parser = tree_sitter.Parser(tree_sitter.Language(tree_sitter_keepshipping.language()))
"""

from importlib.resources import files as _files

from ._binding import language

__all__ = ["language", "HIGHLIGHTS_QUERY", "INJECTIONS_QUERY", "LOCALS_QUERY", "TAGS_QUERY"]


def _query(name):
    return (_files(__package__) / "queries" / name).read_text(encoding="utf-8")


def __getattr__(name):
    # The queries are read on first use.
    table = {
        "HIGHLIGHTS_QUERY": "highlights.scm",
        "INJECTIONS_QUERY": "injections.scm",
        "LOCALS_QUERY": "locals.scm",
        "TAGS_QUERY": "tags.scm",
    }
    if name in table:
        return _query(table[name])
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
