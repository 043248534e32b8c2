// The conformance suite's subprocess protocol (conformance/NOTATION.md §7) over the WebAssembly build,
// so the suite grades what the playground runs:
//
//   node conformance.cjs PKG_DIR LEVEL [--actor A] [--context C] [--env K=V]... [--dir D]
//                                      [--plan-env NAME] [--event EVENT]   < input
//
// PKG_DIR holds the `wasm-bindgen --target nodejs` bundle of reference/ks-wasm. The answer is the
// module's `conformance` export: its stdout and stderr, and its exit code (0 accepted, 1 rejected,
// 2 usage, 3 unsupported). `levels` lists the levels; `provides NEED` is always no (exit 1), as the
// browser runs no tools. `--dir` is accepted and not read: the browser has no files beside the input.
"use strict";

const fs = require("fs");
const path = require("path");

const [pkg, level, ...rest] = process.argv.slice(2);
if (!level) {
  console.error("usage: node conformance.cjs PKG_DIR LEVEL [OPTIONS] < input");
  process.exit(2);
}
const ks = require(path.resolve(pkg, "ks_wasm.js"));

if (level === "levels") {
  process.stdout.write(ks.conformance_levels() + "\n");
  process.exit(0);
}
if (level === "provides") process.exit(1);

const options = {};
for (let i = 0; i < rest.length; i++) {
  const value = rest[i + 1];
  switch (rest[i]) {
    case "--actor": options.actor = value; break;
    case "--context": options.context = value; break;
    case "--plan-env": options.env = value; break;
    case "--event": options.event = value; break;
    case "--dir": break;
    case "--env": {
      const at = value === undefined ? -1 : value.indexOf("=");
      if (at < 0) {
        process.stderr.write(`error: --env \`${value}\`: expected KEY=VALUE\n`);
        process.exit(2);
      }
      if (value.slice(0, at) === "CI") options.ci = value.slice(at + 1) !== "";
      break;
    }
    default:
      process.stderr.write(`error: unknown option ${rest[i]}\n`);
      process.exit(2);
  }
  i++;
}

let text;
try {
  // ignoreBOM keeps a byte order mark in the text, as the Rust side reads it.
  text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(fs.readFileSync(0));
} catch (e) {
  process.stderr.write("error: input is not UTF-8\n");
  process.exit(1);
}
let answer;
try {
  answer = JSON.parse(ks.conformance(level, text, JSON.stringify(options)));
} catch (e) {
  process.stderr.write(`error: ${e && e.message ? e.message : e}\n`);
  process.exit(2);
}
process.stdout.write(answer.stdout);
process.stderr.write(answer.stderr);
process.exitCode = answer.exit;
