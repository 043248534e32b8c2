#!/usr/bin/env bash
# Renders the language description's examples (conformance/cases/examples/ex-N-*/input.ks) to HTML with
# `tree-sitter highlight --html`, the grammar in tree-sitter-keepshipping/ and queries/highlights.scm.
#   editors/highlight/render.sh           rewrite editors/highlight/*.html (refused when CI is set)
#   editors/highlight/render.sh OUTDIR    write the renderings to OUTDIR (the freshness test does this)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
here="$root/editors/highlight"
out="${1:-}"
if [ -z "$out" ]; then
    if [ -n "${CI:-}" ]; then
        echo "render.sh: refusing to rewrite the committed renderings under CI" >&2
        exit 2
    fi
    out="$here"
fi
mkdir -p "$out"
ts="$(command -v tree-sitter || echo "$HOME/.cargo/bin/tree-sitter")"
# A private cache: --grammar-path rebuilds the parser there instead of the user's cache.
export XDG_CACHE_HOME="${XDG_CACHE_HOME:-$(mktemp -d)}"
for case in "$root"/conformance/cases/examples/ex-[0-9]-*/; do
    name="$(basename "$case")"
    # the description's full examples: skip the one-word scalar and one-line value cases
    [ "$(wc -l < "$case/input.ks")" -ge 2 ] || continue
    (cd "$root" && "$ts" highlight --html --style classes --layout document \
        --grammar-path tree-sitter-keepshipping \
        --query-paths "$root/queries/highlights.scm" \
        --config-path "$here/theme.json" \
        --scope source.keepshipping \
        "conformance/cases/examples/$name/input.ks") > "$out/$name.html"
done
