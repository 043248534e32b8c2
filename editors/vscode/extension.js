// Keep Shipping for VS Code: format-on-save through `keepshipping fmt -`.
// Plain CommonJS, no build step. Highlighting and editing rules are declarative (package.json).
'use strict';
const vscode = require('vscode');
const { spawn } = require('child_process');
const path = require('path');

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

function activate(context) {
  const output = vscode.window.createOutputChannel('Keep Shipping');
  const provider = {
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
  context.subscriptions.push(
    output,
    vscode.languages.registerDocumentFormattingEditProvider({ language: 'keepshipping' }, provider),
  );
}

function deactivate() {}

module.exports = { activate, deactivate };
