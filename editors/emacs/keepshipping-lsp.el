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
;;
;; The server's settings, `keepshipping-lsp-environment' and `keepshipping-lsp-actor', reach it under
;; a `keepshipping' object: lsp-mode sends them as the initialization options and again when they
;; change (`workspace/didChangeConfiguration').  Eglot sends `eglot-workspace-configuration', which a
;; project sets in its .dir-locals.el:
;;
;;   ((nil . ((eglot-workspace-configuration
;;             . (:keepshipping (:environment "prod" :actor "agent"))))))

;;; Code:

(defgroup keepshipping-lsp nil
  "The Keep Shipping language server."
  :group 'keepshipping
  :prefix "keepshipping-lsp-")

(defcustom keepshipping-lsp-command '("keepshipping" "lsp")
  "The command that starts the Keep Shipping language server, and its arguments."
  :type '(repeat string))

(defcustom keepshipping-lsp-environment ""
  "The environment whose plan the server's inlay hints show; empty: every environment."
  :type 'string)

(defcustom keepshipping-lsp-actor ""
  "Who files are checked for, as `keepshipping check --actor'.
Empty: what keepshipping.toml says, else \"human\"."
  :type '(choice (const "") (const "human") (const "agent") (const "ci")))

(defun keepshipping-lsp-settings ()
  "The server's settings, under a `keepshipping' object."
  (list :keepshipping (list :environment keepshipping-lsp-environment
                            :actor keepshipping-lsp-actor)))

(defvar eglot-server-programs)
(defvar lsp-language-id-configuration)
(declare-function lsp-register-client "lsp-mode" (client))
(declare-function make-lsp-client "lsp-mode" (&rest args))
(declare-function lsp-stdio-connection "lsp-mode" (command &optional test-command))
(declare-function lsp-activate-on "lsp-mode" (&rest languages))
(declare-function lsp-register-custom-settings "lsp-mode" (props))

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
    :initialization-options #'keepshipping-lsp-settings
    :server-id 'keepshipping))
  ;; Sent again, as `workspace/didChangeConfiguration', when they change.
  (lsp-register-custom-settings
   '(("keepshipping.environment" keepshipping-lsp-environment)
     ("keepshipping.actor" keepshipping-lsp-actor))))

(provide 'keepshipping-lsp)
;;; keepshipping-lsp.el ends here
