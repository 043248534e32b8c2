;;; keepshipping-ts-mode.el --- Major mode for Keep Shipping files, on tree-sitter  -*- lexical-binding: t; -*-

;; Version: 0.1.0
;; Package-Requires: ((emacs "29.1"))
;; Keywords: languages
;; SPDX-License-Identifier: MIT OR Apache-2.0

;;; Commentary:

;; Keep Shipping workflows: `ship.ks' and block files `blocks/*.ks'.  Files are
;; recognised by name, never by the `.ks' extension (which also means Kickstart and
;; KerboScript).  Highlighting, indentation and navigation come from the
;; tree-sitter grammar in `tree-sitter-keepshipping/' (Emacs's built-in treesit).
;;
;; Install the grammar once with M-x treesit-install-language-grammar RET keepshipping
;; after setting `treesit-language-source-alist' (see README.md).

;;; Code:

(require 'treesit)
(eval-when-compile (require 'rx))

(defgroup keepshipping nil
  "Keep Shipping workflow files."
  :group 'languages
  :prefix "keepshipping-")

(defcustom keepshipping-ts-mode-indent-offset 2
  "Number of spaces for each indentation level in Keep Shipping files."
  :type 'integer
  :safe 'integerp)

(defcustom keepshipping-executable "keepshipping"
  "The keepshipping command, used by `keepshipping-format-buffer'."
  :type 'string)

(defvar keepshipping-ts-mode--syntax-table
  (let ((table (make-syntax-table)))
    (modify-syntax-entry ?# "<" table)
    (modify-syntax-entry ?\n ">" table)
    (modify-syntax-entry ?\" "\"" table)
    (modify-syntax-entry ?\\ "\\" table)
    (modify-syntax-entry ?_ "_" table)
    (modify-syntax-entry ?- "_" table)
    (modify-syntax-entry ?. "_" table)
    (modify-syntax-entry ?@ "_" table)
    (modify-syntax-entry ?/ "_" table)
    (modify-syntax-entry ?: "." table)
    (modify-syntax-entry ?, "." table)
    (modify-syntax-entry ?| "." table)
    (modify-syntax-entry ?= "." table)
    (modify-syntax-entry ?< "." table)
    (modify-syntax-entry ?> "." table)
    (modify-syntax-entry ?! "." table)
    table)
  "Syntax table for `keepshipping-ts-mode'.")

(defconst keepshipping-ts-mode--operators
  '("==" "!=" ">=" "<=" "<" ">" "=" "|" "≥" "≤")
  "Operator tokens of the grammar.")

(defvar keepshipping-ts-mode--font-lock-settings
  (treesit-font-lock-rules
   :language 'keepshipping
   :feature 'comment
   '((comment) @font-lock-comment-face)

   :language 'keepshipping
   :feature 'definition
   '((key) @font-lock-property-name-face)

   :language 'keepshipping
   :feature 'string
   '((string) @font-lock-string-face
     (block_string) @font-lock-doc-face)

   :language 'keepshipping
   :feature 'keyword
   '(["and" "or" "not" "is"] @font-lock-keyword-face)

   :language 'keepshipping
   :feature 'constant
   '(((word) @font-lock-constant-face
      (:match "\\`\\(?:true\\|false\\)\\'" @font-lock-constant-face))
     ((word) @font-lock-constant-face
      (:match "\\`@" @font-lock-constant-face)))

   :language 'keepshipping
   :feature 'number
   '(((word) @font-lock-number-face
      (:match "\\`\\(?:-?[0-9]+\\(?:\\.[0-9]+\\)?\\|\\(?:[0-9]+\\(?:ms\\|s\\|m\\|h\\|d\\)\\)+\\)\\'"
              @font-lock-number-face)))

   :language 'keepshipping
   :feature 'variable
   '((interp) @font-lock-variable-use-face
     ((word) @font-lock-variable-use-face
      (:match "\\`[A-Za-z_][A-Za-z0-9_-]*\\(?:\\.[A-Za-z_][A-Za-z0-9_-]*\\)+\\'"
              @font-lock-variable-use-face)))

   :language 'keepshipping
   :feature 'operator
   `([,@keepshipping-ts-mode--operators] @font-lock-operator-face)

   :language 'keepshipping
   :feature 'delimiter
   '(["," ":"] @font-lock-delimiter-face)

   :language 'keepshipping
   :feature 'bracket
   '(["(" ")"] @font-lock-bracket-face)

   :language 'keepshipping
   :feature 'error
   :override t
   '((ERROR) @font-lock-warning-face))
  "Tree-sitter font-lock settings for `keepshipping-ts-mode'.")

(defvar keepshipping-ts-mode--indent-rules
  `((keepshipping
     ((parent-is "source_file") column-0 0)
     ((node-is "entry") parent-bol keepshipping-ts-mode-indent-offset)
     ((parent-is "block_string") parent-bol keepshipping-ts-mode-indent-offset)
     (no-node parent-bol keepshipping-ts-mode-indent-offset)
     (catch-all parent-bol keepshipping-ts-mode-indent-offset)))
  "Indentation rules: a child entry is one level deeper than its parent entry.")

(defun keepshipping-ts-mode--defun-name (node)
  "The key of the entry NODE, for imenu and `add-log-current-defun'."
  (when (equal (treesit-node-type node) "entry")
    (let ((key (treesit-node-child node 0 t)))
      (when (and key (equal (treesit-node-type key) "key"))
        (treesit-node-text key t)))))

(defun keepshipping-format-buffer ()
  "Format the buffer with `keepshipping fmt -'.
A file that does not parse is refused by the formatter and left untouched."
  (interactive)
  (let ((out (generate-new-buffer " *keepshipping fmt*"))
        (err (make-temp-file "keepshipping-fmt")))
    (unwind-protect
        (let ((status (apply #'call-process-region (point-min) (point-max)
                             keepshipping-executable nil (list out err) nil
                             "fmt" "-"
                             (when buffer-file-name
                               (list "--stdin-filename" buffer-file-name)))))
          (if (eq status 0)
              (replace-buffer-contents out)
            (message "keepshipping fmt refused the file: %s"
                     (with-temp-buffer (insert-file-contents err) (string-trim (buffer-string))))))
      (kill-buffer out)
      (delete-file err))))

;;;###autoload
(define-derived-mode keepshipping-ts-mode prog-mode "Keep Shipping"
  "Major mode for Keep Shipping workflow files, powered by tree-sitter."
  :group 'keepshipping
  :syntax-table keepshipping-ts-mode--syntax-table
  (setq-local comment-start "# ")
  (setq-local comment-start-skip "#+[ \t]*")
  (setq-local comment-end "")
  (setq-local indent-tabs-mode nil)
  (setq-local tab-width keepshipping-ts-mode-indent-offset)
  (when (treesit-ready-p 'keepshipping)
    (treesit-parser-create 'keepshipping)
    (setq-local treesit-font-lock-settings keepshipping-ts-mode--font-lock-settings)
    (setq-local treesit-font-lock-feature-list
                '((comment definition)
                  (keyword string)
                  (constant number variable)
                  (bracket delimiter error operator)))
    (setq-local treesit-simple-indent-rules keepshipping-ts-mode--indent-rules)
    (setq-local treesit-defun-type-regexp (rx bos "entry" eos))
    (setq-local treesit-defun-name-function #'keepshipping-ts-mode--defun-name)
    (setq-local treesit-simple-imenu-settings '(("Entry" "\\`entry\\'" nil nil)))
    (treesit-major-mode-setup)))

;; By file name only: `ship.ks' anywhere, and `*.ks' directly inside a `blocks' folder.
;;;###autoload
(add-to-list 'auto-mode-alist '("/ship\\.ks\\'" . keepshipping-ts-mode))
;;;###autoload
(add-to-list 'auto-mode-alist '("/blocks/[^/]+\\.ks\\'" . keepshipping-ts-mode))

(provide 'keepshipping-ts-mode)
;;; keepshipping-ts-mode.el ends here
