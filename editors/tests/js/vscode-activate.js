// Loads editors/vscode/extension.js with stand-ins for the `vscode` module and for
// `vscode-languageclient/node` (neither can run outside VS Code: there is no VS Code on this machine),
// activates it, and reports what it asked of them: the LanguageClient it built (id, server options,
// client options), whether it started it, and which formatter it registered. Then it changes
// `keepshipping.environment` and `keepshipping.actor` (sent to the running server, `live`), and turns
// `keepshipping.languageServer` off through a configuration change and reports again.
// The stand-ins only record calls; lsp-session.js starts the real server from the same options.
// usage: node vscode-activate.js <extension.js> <keepshipping.path setting or ''>
'use strict';
const Module = require('module');
const [extPath, pathSetting] = process.argv.slice(2);

const settings = { path: pathSetting || undefined, languageServer: undefined, actor: 'agent' };
const events = [];
const configListeners = [];
const clients = [];
class LanguageClient {
  constructor(id, name, serverOptions, clientOptions) {
    this.record = { id, name, serverOptions, clientOptions, started: false, stopped: false, sent: [] };
    clients.push(this.record);
  }
  async start() { this.record.started = true; events.push(`start ${this.record.id}`); }
  async stop() { this.record.stopped = true; events.push(`stop ${this.record.id}`); }
  sendNotification(method, params) { this.record.sent.push({ method, params }); }
}
const vscode = {
  window: {
    createOutputChannel: (name) => ({ name, appendLine: (m) => events.push(`output: ${m}`), dispose() {} }),
    showErrorMessage: (m) => events.push(`error: ${m}`),
    setStatusBarMessage: () => {},
  },
  workspace: {
    workspaceFolders: [{ uri: { fsPath: '/example/site' } }],
    getConfiguration: (section) => ({ get: (k) => (section === 'keepshipping' ? settings[k] : undefined) }),
    createFileSystemWatcher: (glob) => ({ glob, dispose: () => events.push(`watcher disposed ${glob}`) }),
    onDidChangeConfiguration: (f) => { configListeners.push(f); return { dispose() {} }; },
  },
  languages: {
    registerDocumentFormattingEditProvider: (selector) => {
      events.push(`formatter ${JSON.stringify(selector)}`);
      return { dispose: () => events.push('formatter disposed') };
    },
  },
};
const origLoad = Module._load;
Module._load = function (request, ...rest) {
  if (request === 'vscode') return vscode;
  if (request === 'vscode-languageclient/node') return { LanguageClient };
  return origLoad.call(this, request, ...rest);
};

const ext = require(extPath);
const context = { subscriptions: [] };
const replacer = (k, v) => (k === 'outputChannel' ? (v && v.name) : k === 'fileEvents' ? (v && v.glob) : v);
(async () => {
  await ext.activate(context);
  const on = JSON.parse(JSON.stringify({ clients, events }, replacer));
  settings.environment = 'prod';
  for (const f of configListeners) await f({ affectsConfiguration: (s) => s === 'keepshipping.environment' });
  const live = JSON.parse(JSON.stringify({ clients, events }, replacer));
  settings.languageServer = false;
  for (const f of configListeners) await f({ affectsConfiguration: (s) => s === 'keepshipping.languageServer' });
  await new Promise((r) => setTimeout(r, 50));
  const off = JSON.parse(JSON.stringify({ clients, events }, replacer));
  await ext.deactivate();
  process.stdout.write(JSON.stringify({ on, live, off }));
})().catch((e) => { console.error(e); process.exit(1); });
