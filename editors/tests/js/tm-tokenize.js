// Tokenizes files with the TextMate grammar the way VS Code does (vscode-textmate + vscode-oniguruma,
// the copies vscode-tmgrammar-test installs) and prints, per file, every token as
// [start byte, end byte, scopes] with UTF-8 byte offsets into the file.
// usage: node tm-tokenize.js <node_modules dir> <grammar.json> <file list (one path a line)>
'use strict';
const fs = require('fs');
const path = require('path');
const [modulesArg, grammarPath, listPath] = process.argv.slice(2);
const modules = path.resolve(modulesArg);
const vsctm = require(path.join(modules, 'vscode-textmate'));
const oniguruma = require(path.join(modules, 'vscode-oniguruma'));

const wasm = fs.readFileSync(path.join(modules, 'vscode-oniguruma/release/onig.wasm')).buffer;
const onigLib = oniguruma.loadWASM(wasm).then(() => ({
  createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
  createOnigString: (s) => new oniguruma.OnigString(s),
}));
const registry = new vsctm.Registry({
  onigLib,
  loadGrammar: async (scope) =>
    scope === 'source.keepshipping'
      ? vsctm.parseRawGrammar(fs.readFileSync(grammarPath, 'utf8'), grammarPath)
      : null,
});

(async () => {
  const grammar = await registry.loadGrammar('source.keepshipping');
  const files = fs.readFileSync(listPath, 'utf8').split('\n').filter((l) => l);
  const result = {};
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const tokens = [];
    let ruleStack = vsctm.INITIAL;
    let offset = 0; // UTF-16 offset of the line start in `text`
    while (offset <= text.length) {
      let nl = text.indexOf('\n', offset);
      const hasNl = nl !== -1;
      if (!hasNl) nl = text.length;
      let line = text.slice(offset, nl);
      if (hasNl && line.endsWith('\r')) line = line.slice(0, -1); // CRLF: the line is without \r
      const lineStartByte = Buffer.byteLength(text.slice(0, offset), 'utf8');
      const r = grammar.tokenizeLine(line, ruleStack);
      for (const t of r.tokens) {
        const end = Math.min(t.endIndex, line.length);
        if (end <= t.startIndex) continue;
        tokens.push([
          lineStartByte + Buffer.byteLength(line.slice(0, t.startIndex), 'utf8'),
          lineStartByte + Buffer.byteLength(line.slice(0, end), 'utf8'),
          t.scopes,
        ]);
      }
      ruleStack = r.ruleStack;
      if (!hasNl) break;
      offset = nl + 1;
    }
    result[file] = tokens;
  }
  process.stdout.write(JSON.stringify(result));
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
