// Loads editors/vscode/extension.js against a minimal stand-in for the `vscode` module, activates it with
// `keepshipping.languageServer` off, and runs its formatting provider on one document. Prints a JSON report to stdout.
// usage: node vscode-format.js <extension.js> <formatter executable> <file path> <input file>
'use strict';
const Module = require('module');
const fs = require('fs');
const [extPath, exe, filePath, inputPath] = process.argv.slice(2);
const text = fs.readFileSync(inputPath, 'utf8');

const registered = [];
const messages = [];
class Position { constructor(line, character) { this.line = line; this.character = character; } }
class Range { constructor(start, end) { this.start = start; this.end = end; } }
const vscode = {
  Range,
  TextEdit: { replace: (range, newText) => ({ range, newText }) },
  window: {
    createOutputChannel: () => ({ appendLine: (m) => messages.push(m), dispose() {} }),
    setStatusBarMessage: (m) => messages.push(m),
  },
  workspace: {
    getWorkspaceFolder: () => undefined,
    workspaceFolders: undefined,
    // The language server off: formatting goes through `keepshipping fmt -`.
    getConfiguration: (section) => ({
      get: (k) => (section !== 'keepshipping' ? undefined : k === 'path' ? exe : k === 'languageServer' ? false : undefined),
    }),
    onDidChangeConfiguration: () => ({ dispose() {} }),
  },
  languages: {
    registerDocumentFormattingEditProvider: (selector, provider) => {
      registered.push({ selector, provider });
      return { dispose() {} };
    },
  },
};
const origLoad = Module._load;
Module._load = function (request, ...rest) {
  if (request === 'vscode') return vscode;
  return origLoad.call(this, request, ...rest);
};

function positionAt(offset) {
  const before = text.slice(0, offset).split('\n');
  return new Position(before.length - 1, before[before.length - 1].length);
}
const document = {
  uri: { fsPath: filePath },
  getText: () => text,
  positionAt,
};
const ext = require(extPath);
const context = { subscriptions: [] };
const token = { onCancellationRequested: () => ({ dispose() {} }) };
(async () => {
  await ext.activate(context);
  const edits = await registered[0].provider.provideDocumentFormattingEdits(document, {}, token);
  process.stdout.write(JSON.stringify({
    selectors: registered.map((r) => r.selector),
    edits: edits.map((e) => ({ start: e.range.start, end: e.range.end, newText: e.newText })),
    messages,
  }));
})().catch((e) => { console.error(e); process.exit(1); });
