;;; keepshipping-lsp.el --- Register `keepshipping lsp' with Eglot and lsp-mode  -*- lexical-binding: t; -*-

;; Version: 0.1.0
;; Package-Requires: ((emacs "28.1"))
;; Keywords: languages
;; SPDX-License-Identifier: MIT OR Apache-2.0

;;; Commentary:

;; The Keep Shipping language server (`keepshipping lsp', stdio) for `keepshipping-ts-mode':
;; diagnostics, formatting, hover, go to definition, completion and symbols.  Load this file (it needs
;; neither client to load) and start a client with M-x eglot or M-x lsp in a ship.ks buffer:
;;
;;   (require 'keepshipping-lsp)
;;   (add-hook 'keepshipping-ts-mode-hook #'eglot-ensure)   ; or #'lsp-deferred
;;
;; Whichever client is loaded, now or later, gets the registration.

;;; Code:

(defgroup keepshipping-lsp nil
  "The Keep Shipping language server."
  :group 'keepshipping
  :prefix "keepshipping-lsp-")

(defcustom keepshipping-lsp-command '("keepshipping" "lsp")
  "The command that starts the Keep Shipping language server, and its arguments."
  :type '(repeat string))

(defvar eglot-server-programs)
(defvar lsp-language-id-configuration)
(declare-function lsp-register-client "lsp-mode" (client))
(declare-function make-lsp-client "lsp-mode" (&rest args))
(declare-function lsp-stdio-connection "lsp-mode" (command &optional test-command))
(declare-function lsp-activate-on "lsp-mode" (&rest languages))

(defun keepshipping-lsp--command (&rest _)
  "The server command, read when a client starts (so a changed setting applies)."
  keepshipping-lsp-command)

(with-eval-after-load 'eglot
  (add-to-list 'eglot-server-programs
               '(keepshipping-ts-mode . keepshipping-lsp--command)))

(with-eval-after-load 'lsp-mode
  (add-to-list 'lsp-language-id-configuration '(keepshipping-ts-mode . "keepshipping"))
  (lsp-register-client
   (make-lsp-client
    :new-connection (lsp-stdio-connection #'keepshipping-lsp--command)
    :activation-fn (lsp-activate-on "keepshipping")
    :server-id 'keepshipping)))

(provide 'keepshipping-lsp)
;;; keepshipping-lsp.el ends here
