#!/usr/bin/env bash
# pre-commit from PyPI (pinned), in its own virtual environment under editors/.tools/pre-commit
# (gitignored), for editors/tests/tests/pre_commit.rs: the repository's .pre-commit-hooks.yaml run by
# the real tool on a temporary git repository.
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=editors/.tools/pre-commit
version=4.5.1
if [ -x "$dir/bin/pre-commit" ] && [ "$("$dir/bin/pre-commit" --version)" = "pre-commit $version" ]; then exit 0; fi
rm -rf "$dir"
python3 -m venv "$dir"
"$dir/bin/python" -m pip install --quiet --disable-pip-version-check "pre-commit==$version"
"$dir/bin/pre-commit" --version
