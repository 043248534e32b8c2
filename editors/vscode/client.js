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

/**
 * The settings the server takes while it runs (`keepshipping.environment`, `keepshipping.actor`),
 * under a `keepshipping` object, as the server reads them at `initialize` and in
 * `workspace/didChangeConfiguration`. An empty setting is left out: the server's default holds.
 * @param {(name: string) => unknown} get reads a `keepshipping.*` setting
 */
function liveSettings(get) {
  const out = {};
  for (const name of ['environment', 'actor']) {
    const value = get(name);
    if (typeof value === 'string' && value !== '') out[name] = value;
  }
  return out;
}

/**
 * `initializationOptions`: whether script modules may be imported (changing it restarts the server),
 * and the live settings.
 * @param {(name: string) => unknown} get reads a `keepshipping.*` setting
 */
function initializationOptions(get) {
  return { importScripts: get('importScripts') === true, keepshipping: liveSettings(get) };
}

/**
 * The params of `workspace/didChangeConfiguration` when a live setting changes.
 * @param {(name: string) => unknown} get reads a `keepshipping.*` setting
 */
function configurationChange(get) {
  return { settings: { keepshipping: liveSettings(get) } };
}

/** The settings sent to the running server when they change (the others restart it). */
const LIVE = ['keepshipping.environment', 'keepshipping.actor'];

module.exports = {
  LANGUAGE,
  serverOptions,
  documentSelector,
  watchedFiles,
  initializationOptions,
  configurationChange,
  LIVE,
};
