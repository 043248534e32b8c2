#!/usr/bin/env bash
# Debian's Emacs (28.2, no treesit) with its packaged Eglot and lsp-mode, for
# editors/tests/tests/emacs_lsp.rs: editors/emacs/keepshipping-lsp.el registers `keepshipping lsp` with
# both, and Eglot starts the real server in `emacs --batch`.
set -euo pipefail
if command -v emacs >/dev/null 2>&1 && [ -d /usr/share/emacs/site-lisp/elpa-src ] \
  && ls -d /usr/share/emacs/site-lisp/elpa-src/eglot-* /usr/share/emacs/site-lisp/elpa-src/lsp-mode-* >/dev/null 2>&1; then
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
apt-get -o DPkg::Lock::Timeout=600 update -qq
apt-get -o DPkg::Lock::Timeout=600 install -y -qq emacs-nox elpa-eglot elpa-lsp-mode >/dev/null
