// How the extension starts the language server, as plain data: no `vscode` import, so Node can load
// this file on its own (editors/tests/js/lsp-session.js starts the server from these options).
'use strict';

const LANGUAGE = 'keepshipping';

/**
 * The server process: `<keepshipping.path> lsp` on stdio. `transport` stays unset: with it unset
 * vscode-languageclient spawns exactly this command and arguments and speaks over stdin/stdout (with
 * `TransportKind.stdio` it would append `--stdio`, which `keepshipping lsp` accepts but does not need).
 * @param {string | undefined} configuredPath the `keepshipping.path` setting
 * @param {string | undefined} cwd the workspace folder, when there is one
 */
function serverOptions(configuredPath, cwd) {
  const options = cwd ? { cwd } : {};
  return { command: configuredPath || 'keepshipping', args: ['lsp'], options };
}

/**
 * The documents the server handles: the `keepshipping` language, which package.json gives to
 * `ship.ks` and `blocks/*.ks` by name, on disk and in unsaved editors.
 */
const documentSelector = [
  { scheme: 'file', language: LANGUAGE },
  { scheme: 'untitled', language: LANGUAGE },
];

/** The files whose changes on disk are sent to the server (`workspace/didChangeWatchedFiles`): `check`
 * reads the block files beside a workflow. */
const watchedFiles = '**/blocks/*.ks';

module.exports = { LANGUAGE, serverOptions, documentSelector, watchedFiles };
