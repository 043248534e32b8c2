#!/usr/bin/env bash
# Regenerates spec/generated from the conformance cases, codes and grammar as committed at HEAD,
# with the chapters from the work tree. Use it when other work has cases in the tree that are not
# committed yet: the generated files then match what a fresh clone (CI) sees.
set -euo pipefail
cd "$(dirname "$0")/.."
snap="$(mktemp -d)"
trap 'rm -rf "$snap"' EXIT
paths=()
for p in conformance/cases conformance/codes.toml conformance/results conformance/mutants.toml conformance/mutants-report.toml grammar/keepshipping.ungram editors/highlight; do
    if git cat-file -e "HEAD:$p" 2>/dev/null; then paths+=("$p"); fi
done
git archive HEAD "${paths[@]}" | tar -x -C "$snap"
mkdir -p "$snap/spec"
cp -r spec/src "$snap/spec/src"
cargo run -q -p xtask -- spec --no-results --root "$snap" --site-dir "$snap/site"
rm -rf spec/generated
cp -r "$snap/spec/generated" spec/generated
echo "spec/generated regenerated from HEAD's cases"
