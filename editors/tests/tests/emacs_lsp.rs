//! `editors/emacs/keepshipping-lsp.el` in `emacs --batch` with Debian's Emacs 28.2, Eglot 1.9 and
//! lsp-mode 8.0.0 (`scripts/setup.d/55-emacs.sh`):
//!
//! - both registrations exist once the file is loaded (before and after the clients);
//! - lsp-mode's registered client finds its command (`keepshipping` on PATH);
//! - Eglot, from the registration alone, starts this checkout's `keepshipping lsp` for a `ship.ks`
//!   buffer and receives the KS0201 diagnostic.
//!
//! Emacs 28 has no treesit, so `keepshipping-ts-mode.el` cannot load here: the test defines a plain
//! `keepshipping-ts-mode` (derived from `prog-mode`) as a **stand-in** for the buffer's major mode.
//! Everything else is the real file and the real clients.

use ks_editor_tests::{editors_dir, path_with_keepshipping, run, MISSPELT_SHIP};
use std::path::Path;
use std::process::Command;

const ELISP: &str = r#"
(defun ks-out (key value)
  (append-to-file (format "%s=%S\n" key value) nil (getenv "KS_OUT")))
(condition-case err
    (progn
      ;; Loaded before the clients: the registrations wait for them.
      (load (getenv "KS_LSP_EL") nil t)
      (require 'eglot)
      (require 'lsp-mode)
      (ks-out "eglot-entry" (assoc 'keepshipping-ts-mode eglot-server-programs))
      (ks-out "eglot-command" (funcall (cdr (assoc 'keepshipping-ts-mode eglot-server-programs))))
      (ks-out "lsp-language-id" (alist-get 'keepshipping-ts-mode lsp-language-id-configuration))
      (let* ((client (gethash 'keepshipping lsp-clients))
             (connection (and client (lsp--client-new-connection client))))
        (ks-out "lsp-client" (and client t))
        (ks-out "lsp-command-found" (and connection (funcall (plist-get connection :test?)))))
      ;; Stand-in for keepshipping-ts-mode (treesit is Emacs 29+).
      (define-derived-mode keepshipping-ts-mode prog-mode "Keep Shipping")
      (find-file (getenv "KS_FILE"))
      (keepshipping-ts-mode)
      (apply #'eglot (eglot--guess-contact))
      (ks-out "managed" (and (eglot-current-server) t))
      (let ((deadline (+ (float-time) 20)) diags)
        (while (and (null (setq diags (or (flymake-diagnostics) eglot--diagnostics)))
                    (< (float-time) deadline))
          (accept-process-output nil 0.1))
        (dolist (d diags)
          (ks-out "diagnostic"
                  (format "%d:%s" (line-number-at-pos (flymake-diagnostic-beg d))
                          (flymake-diagnostic-text d)))))
      (eglot-shutdown (eglot-current-server))
      (ks-out "done" t))
  (error (ks-out "error" err)))
"#;

/// Runs `elisp` in `emacs --batch` in `dir` with this checkout's `keepshipping` first on PATH and
/// `KS_LSP_EL` naming the registration file; what it wrote to `KS_OUT`, and that with Emacs's stderr.
fn emacs(dir: &Path, elisp: &str, env: &[(&str, &Path)]) -> (String, String) {
    let out_file = dir.join("out.txt");
    let script = dir.join("test.el");
    std::fs::write(&script, elisp).unwrap();
    let mut command = Command::new("timeout");
    command
        .args(["120", "emacs", "--batch", "-l"])
        .arg(&script)
        .env("HOME", dir)
        .env("PATH", path_with_keepshipping())
        .env("KS_OUT", &out_file)
        .env("KS_LSP_EL", editors_dir().join("emacs/keepshipping-lsp.el"))
        .current_dir(dir);
    for (key, value) in env {
        command.env(key, value);
    }
    let out = run(&mut command, "scripts/setup.d/55-emacs.sh");
    let text = std::fs::read_to_string(&out_file).unwrap_or_default();
    let log = format!("{text}\nemacs stderr:\n{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "emacs exited with {}: {log}", out.status);
    (text, log)
}

#[test]
fn eglot_and_lsp_mode_registrations_start_the_server() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("ship.ks");
    std::fs::write(&file, MISSPELT_SHIP).unwrap();
    let (text, log) = emacs(dir.path(), ELISP, &[("KS_FILE", &file)]);
    let get = |k: &str| -> Vec<&str> {
        text.lines().filter_map(|l| l.strip_prefix(k)?.strip_prefix('=')).collect()
    };
    assert!(get("error").is_empty(), "{log}");
    assert_eq!(get("eglot-entry"), ["(keepshipping-ts-mode . keepshipping-lsp--command)"], "{log}");
    assert_eq!(get("eglot-command"), [r#"("keepshipping" "lsp")"#], "{log}");
    assert_eq!(get("lsp-language-id"), [r#""keepshipping""#], "{log}");
    assert_eq!(get("lsp-client"), ["t"], "{log}");
    assert_eq!(get("lsp-command-found"), ["t"], "lsp-mode finds keepshipping on PATH: {log}");
    assert_eq!(get("managed"), ["t"], "{log}");
    let diags = get("diagnostic");
    assert!(
        diags.iter().any(|d| d.starts_with("\"10:") && d.contains("KS0201") && d.contains("biuld")),
        "Eglot received the diagnostic: {log}"
    );
    assert_eq!(get("done"), ["t"], "{log}");
}

/// Eglot's own rename and references on a block input: `eglot-rename` edits the block file and
/// both uses in one workspace edit, and `xref-backend-references` lists the places in both files.
const RENAME_ELISP: &str = r#"
(defun ks-out (key value)
  (append-to-file (format "%s=%S\n" key value) nil (getenv "KS_OUT")))
(condition-case err
    (progn
      (load (getenv "KS_LSP_EL") nil t)
      (require 'eglot)
      (define-derived-mode keepshipping-ts-mode prog-mode "Keep Shipping")
      (let ((block (find-file-noselect (getenv "KS_BLOCK"))))
        (find-file (getenv "KS_FILE"))
        (keepshipping-ts-mode)
        (apply #'eglot (eglot--guess-contact))
        (ks-out "managed" (and (eglot-current-server) t))
        ;; on `image` of the first use's `image:` key
        (goto-char (point-min))
        (search-forward "  web-a: web\n    im")
        (eglot-rename "digest")
        (ks-out "ship" (buffer-substring-no-properties (point-min) (point-max)))
        (ks-out "block" (with-current-buffer block
                          (buffer-substring-no-properties (point-min) (point-max))))
        (goto-char (point-min))
        (search-forward "  web-b: web\n    di")
        (dolist (xref (xref-backend-references 'eglot (xref-backend-identifier-at-point 'eglot)))
          (let ((location (xref-item-location xref)))
            (ks-out "reference" (format "%s:%d" (file-name-nondirectory (xref-location-group location))
                                        (xref-location-line location))))))
      (eglot-shutdown (eglot-current-server))
      (ks-out "done" t))
  (error (ks-out "error" err)))
"#;

const RENAME_SHIP: &str = "keepshipping: 0.1
name: api
steps:
  build: oci.image
    from: ./Dockerfile
  web-a: web
    image: build.digest
  web-b: web
    image: build.digest
";

const RENAME_BLOCK: &str = "keepshipping: 0.1
block: web
inputs:
  image: oci.Digest
steps:
  rollout: k8s.rollout
    image: inputs.image
";

#[test]
fn eglot_renames_a_block_input_across_files_and_lists_its_references() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("blocks")).unwrap();
    let file = dir.path().join("ship.ks");
    let block = dir.path().join("blocks/web.ks");
    std::fs::write(&file, RENAME_SHIP).unwrap();
    std::fs::write(&block, RENAME_BLOCK).unwrap();
    let (text, log) = emacs(dir.path(), RENAME_ELISP, &[("KS_FILE", &file), ("KS_BLOCK", &block)]);
    let get = |k: &str| -> Vec<&str> {
        text.lines().filter_map(|l| l.strip_prefix(k)?.strip_prefix('=')).collect()
    };
    assert!(get("error").is_empty(), "{log}");
    assert_eq!(get("managed"), ["t"], "{log}");
    let quoted = |text: &str| format!("{text:?}");
    let ship = RENAME_SHIP.replace("    image: build", "    digest: build");
    let block = RENAME_BLOCK.replace("  image: oci", "  digest: oci").replace(".image", ".digest");
    // `%S` prints the text as a Lisp string: newlines as themselves, quotes escaped.
    let lisp = |text: &str| quoted(text).replace("\\n", "\n");
    assert!(text.contains(&format!("ship={}", lisp(&ship))), "{log}");
    assert!(text.contains(&format!("block={}", lisp(&block))), "{log}");
    let mut references: Vec<&str> = get("reference");
    references.sort();
    // `%S` quotes a string.
    let expected = ["ship.ks:7", "ship.ks:9", "web.ks:4", "web.ks:7"].map(quoted);
    assert_eq!(references, expected, "{log}");
    assert_eq!(get("done"), ["t"], "{log}");
}
