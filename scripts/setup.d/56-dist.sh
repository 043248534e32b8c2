#!/usr/bin/env bash
# The packaging tools of `cargo xtask dist` (xtask/src/dist.rs) and what its tests install the
# artifacts into, all pinned, under editors/.tools/dist (gitignored):
# - a Python virtual environment with maturin (PyPI: builds the CLI's wheel, `bindings = "bin"`),
#   setuptools + wheel + build (the grammar's Python binding) and py-tree-sitter;
#   `wheelhouse/` holds the wheels the tests install offline into fresh environments: setuptools (the
#   pre-commit hooks' stub package, the Action's source install) and py-tree-sitter;
# - an npm prefix with @vscode/vsce, node-gyp (it builds against the machine's Node headers,
#   /usr/include/node, never downloading them), node-addon-api, node-gyp-build and tree-sitter.
# A no-op when the stamp matches these pins.
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=editors/.tools/dist
pins="maturin==1.9.6 setuptools==80.9.0 wheel==0.45.1 build==1.3.0 tree-sitter==0.25.2"
npm_pins="@vscode/vsce@3.7.1 node-gyp@11.5.0 node-addon-api@8.5.0 node-gyp-build@4.8.4 tree-sitter@0.25.0"
want="2 | $pins | $npm_pins"
if [ -f "$dir/.stamp" ] && [ "$(cat "$dir/.stamp")" = "$want" ]; then exit 0; fi
rm -rf "$dir"
python3 -m venv "$dir/venv"
# shellcheck disable=SC2086
"$dir/venv/bin/python" -m pip install --quiet --disable-pip-version-check $pins
"$dir/venv/bin/python" -m pip download --quiet --disable-pip-version-check --no-deps \
  -d "$dir/wheelhouse" "setuptools==80.9.0" "tree-sitter==0.25.2"
mkdir -p "$dir/node"
# shellcheck disable=SC2086
npm install --prefix "$dir/node" --no-audit --no-fund --silent $npm_pins
echo "$want" >"$dir/.stamp"
