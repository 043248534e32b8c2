// Keep Shipping for VS Code: starts the language server `keepshipping lsp` through
// vscode-languageclient (diagnostics, formatting, hover, definition, completion, signature help,
// quick fixes, outline all come from the server; `keepshipping.environment` and `.actor` are sent to
// it live). With `keepshipping.languageServer` off, formatting runs `keepshipping fmt -` instead.
// Plain CommonJS, no build step. Highlighting and editing rules are declarative (package.json).
'use strict';
const vscode = require('vscode');
const { spawn } = require('child_process');
const path = require('path');
const {
  LANGUAGE,
  serverOptions,
  documentSelector,
  watchedFiles,
  initializationOptions,
  configurationChange,
  LIVE,
} = require('./client');

/** @type {import('vscode-languageclient/node').LanguageClient | undefined} */
let client;
/** The blocks/*.ks watcher of the running client. */
let watcher;

function settings() {
  const config = vscode.workspace.getConfiguration('keepshipping');
  return {
    exe: config.get('path') || 'keepshipping',
    server: config.get('languageServer') !== false,
    get: (name) => config.get(name),
  };
}

async function startServer(output) {
  // Loaded only when the server is on, so the fmt-only mode needs no node_modules.
  const { LanguageClient } = require('vscode-languageclient/node');
  const folders = vscode.workspace.workspaceFolders;
  const cwd = folders && folders.length > 0 ? folders[0].uri.fsPath : undefined;
  watcher = vscode.workspace.createFileSystemWatcher(watchedFiles);
  client = new LanguageClient(
    LANGUAGE,
    'Keep Shipping',
    serverOptions(settings().exe, cwd),
    {
      documentSelector,
      synchronize: { fileEvents: watcher },
      outputChannel: output,
      // The server reads cached script schemas only unless `importScripts` allows it to import
      // modules; the environment and actor it is started with (later changes are sent live).
      initializationOptions: initializationOptions(settings().get),
    },
  );
  await client.start();
}

async function stopServer() {
  const running = client;
  client = undefined;
  if (watcher) watcher.dispose();
  watcher = undefined;
  if (running) await running.stop();
}

/** Runs `keepshipping fmt - --stdin-filename <name>` with the document on stdin. */
function runFormatter(exe, document, token) {
  return new Promise((resolve, reject) => {
    const folder = vscode.workspace.getWorkspaceFolder(document.uri);
    const cwd = folder ? folder.uri.fsPath : path.dirname(document.uri.fsPath);
    const child = spawn(exe, ['fmt', '-', '--stdin-filename', document.uri.fsPath], { cwd });
    const out = [];
    const err = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => err.push(d));
    child.on('error', reject);
    token.onCancellationRequested(() => child.kill());
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(Buffer.concat(err).toString('utf8').trim() || `keepshipping fmt exited with ${code}`));
    });
    child.stdin.end(document.getText(), 'utf8');
  });
}

/** Formatting without the server: the document through `keepshipping fmt -`. */
function fmtProvider(output) {
  return {
    async provideDocumentFormattingEdits(document, _options, token) {
      const exe = vscode.workspace.getConfiguration('keepshipping', document.uri).get('path') || 'keepshipping';
      let formatted;
      try {
        formatted = await runFormatter(exe, document, token);
      } catch (e) {
        // fmt refuses files that do not parse (exit 1): leave the document untouched and say why.
        output.appendLine(`${document.uri.fsPath}: ${e.message}`);
        vscode.window.setStatusBarMessage('keepshipping fmt: file left unformatted (see output)', 5000);
        return [];
      }
      if (formatted === document.getText()) return [];
      const all = new vscode.Range(document.positionAt(0), document.positionAt(document.getText().length));
      return [vscode.TextEdit.replace(all, formatted)];
    },
  };
}

async function activate(context) {
  const output = vscode.window.createOutputChannel('Keep Shipping');
  context.subscriptions.push(output);
  let formatter;
  const apply = async () => {
    await stopServer();
    if (formatter) formatter.dispose();
    formatter = undefined;
    if (settings().server) {
      try {
        await startServer(output);
      } catch (e) {
        output.appendLine(`keepshipping lsp did not start: ${e && e.message ? e.message : e}`);
        vscode.window.showErrorMessage(
          `Keep Shipping: could not start "${settings().exe} lsp". Set keepshipping.path, or turn keepshipping.languageServer off.`,
        );
      }
    } else {
      formatter = vscode.languages.registerDocumentFormattingEditProvider({ language: LANGUAGE }, fmtProvider(output));
    }
  };
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration((e) => {
      const restart = ['keepshipping.path', 'keepshipping.languageServer', 'keepshipping.importScripts'];
      if (restart.some((name) => e.affectsConfiguration(name))) apply();
      else if (client && LIVE.some((name) => e.affectsConfiguration(name))) {
        client.sendNotification('workspace/didChangeConfiguration', configurationChange(settings().get));
      }
    }),
    { dispose: () => formatter && formatter.dispose() },
    { dispose: () => stopServer() },
  );
  await apply();
}

function deactivate() {
  return stopServer();
}

module.exports = { activate, deactivate };
