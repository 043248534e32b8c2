// Starts the language server the way the VS Code extension does, and talks to it with the protocol
// packages vscode-languageclient itself is built on (vscode-languageserver-protocol over
// vscode-jsonrpc, from editors/vscode/node_modules, installed from package-lock.json).
//
// The command, arguments and working folder come from editors/vscode/client.js, the module
// extension.js hands to `new LanguageClient(...)`; the document's language id comes from its document
// selector. Prints a JSON report to stdout.
// usage: node lsp-session.js <client.js> <keepshipping executable> <workspace folder> <file>
'use strict';
const path = require('path');
const fs = require('fs');
const { spawn } = require('child_process');
const { pathToFileURL } = require('url');

const [clientPath, exe, folder, file] = process.argv.slice(2);
const client = require(clientPath);
const modules = path.join(path.dirname(clientPath), 'node_modules');
const rpc = require(require.resolve('vscode-languageserver-protocol/node', { paths: [modules] }));

const server = client.serverOptions(exe, folder);
const child = spawn(server.command, server.args, server.options);
const stderr = [];
child.stderr.on('data', (d) => stderr.push(d));
const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));

const connection = rpc.createProtocolConnection(
  new rpc.StreamMessageReader(child.stdout),
  new rpc.StreamMessageWriter(child.stdin),
);
const published = [];
const waiters = [];
connection.onNotification(rpc.PublishDiagnosticsNotification.type, (params) => {
  published.push(params);
  for (const w of waiters.splice(0)) w();
});
connection.listen();

function nextDiagnostics(uri, predicate, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no diagnostics for ${uri} in ${ms} ms`)), ms);
    const check = () => {
      const hit = published.filter((p) => p.uri === uri).find(predicate);
      if (hit) {
        clearTimeout(timer);
        resolve(hit);
      } else {
        waiters.push(check);
      }
    };
    check();
  });
}

(async () => {
  const uri = pathToFileURL(file).href;
  const text = fs.readFileSync(file, 'utf8');
  // The capabilities a VS Code client announces for what this server offers.
  const init = await connection.sendRequest(rpc.InitializeRequest.type, {
    processId: process.pid,
    clientInfo: { name: 'ks-editor-tests (vscode-languageserver-protocol)' },
    rootUri: pathToFileURL(folder).href,
    workspaceFolders: [{ uri: pathToFileURL(folder).href, name: path.basename(folder) }],
    capabilities: {
      textDocument: {
        synchronization: { dynamicRegistration: true, didSave: true },
        publishDiagnostics: { relatedInformation: true, versionSupport: true, codeDescriptionSupport: true },
        formatting: { dynamicRegistration: true },
        hover: { contentFormat: ['markdown', 'plaintext'] },
        completion: { completionItem: { snippetSupport: true } },
        definition: { linkSupport: true },
        documentSymbol: { hierarchicalDocumentSymbolSupport: true },
      },
      workspace: { didChangeWatchedFiles: { dynamicRegistration: true }, workspaceFolders: true },
    },
  });
  await connection.sendNotification(rpc.InitializedNotification.type, {});
  const selector = client.documentSelector.find((s) => s.scheme === 'file');
  await connection.sendNotification(rpc.DidOpenTextDocumentNotification.type, {
    textDocument: { uri, languageId: selector.language, version: 1, text },
  });
  const first = await nextDiagnostics(uri, () => true, 20000);
  const edits = await connection.sendRequest(rpc.DocumentFormattingRequest.type, {
    textDocument: { uri },
    options: { tabSize: 2, insertSpaces: true },
  });
  // The block file changes on disk: the notification the extension's file watcher sends.
  await connection.sendNotification(rpc.DidChangeWatchedFilesNotification.type, {
    changes: [{ uri: pathToFileURL(path.join(folder, 'blocks', 'web.ks')).href, type: rpc.FileChangeType.Changed }],
  });
  // Fix the misspelling with a whole-document change: the diagnostics go.
  const fixed = text.replace('biuld.digest', 'build.digest');
  await connection.sendNotification(rpc.DidChangeTextDocumentNotification.type, {
    textDocument: { uri, version: 2 },
    contentChanges: [{ text: fixed }],
  });
  const second = await nextDiagnostics(uri, (p) => p.version === 2, 20000);
  await connection.sendRequest(rpc.ShutdownRequest.type);
  await connection.sendNotification(rpc.ExitNotification.type);
  const status = await Promise.race([exited, new Promise((r) => setTimeout(() => r({ code: 'timeout' }), 10000))]);
  process.stdout.write(JSON.stringify({
    command: [server.command, ...server.args],
    cwd: server.options.cwd,
    transport: server.transport === undefined ? null : server.transport,
    capabilities: init.capabilities,
    first,
    edits,
    second,
    exit: status,
    stderr: Buffer.concat(stderr).toString('utf8'),
  }));
  process.exit(0);
})().catch((e) => {
  console.error(e && e.stack ? e.stack : e, Buffer.concat(stderr).toString('utf8'));
  child.kill();
  process.exit(1);
});
