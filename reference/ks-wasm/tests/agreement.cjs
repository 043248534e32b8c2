// The wasm half of the playground/CLI agreement test (xtask/src/wasm.rs, `the_playground_and_the_cli_agree`).
//
//   node agreement.cjs PKG_DIR REQUESTS.json RESULTS.json
//
// PKG_DIR holds the `wasm-bindgen --target nodejs` bundle of reference/ks-wasm. REQUESTS is an array of
// cases, each `{"id", "source", "calls": [{"fn": "check", "options": "{...}"}, ...]}`; RESULTS gets, per
// case, one entry per call: `{"value": STRING}` or `{"threw": MESSAGE}`. The comparison with the CLI
// is the Rust side's; this script only calls the exported functions, in the order given.
"use strict";

const fs = require("fs");
const path = require("path");

const [pkg, requestsPath, resultsPath] = process.argv.slice(2);
if (!resultsPath) {
  console.error("usage: node agreement.cjs PKG_DIR REQUESTS.json RESULTS.json");
  process.exit(2);
}
const ks = require(path.resolve(pkg, "ks_wasm.js"));
const requests = JSON.parse(fs.readFileSync(requestsPath, "utf8"));

const results = requests.map((request) =>
  request.calls.map((call) => {
    const fn = ks[call.fn];
    if (typeof fn !== "function") return { threw: `no export named ${call.fn}` };
    try {
      const value = call.options === undefined ? fn(request.source) : fn(request.source, call.options);
      return { value };
    } catch (e) {
      return { threw: String(e && e.message ? e.message : e) };
    }
  }),
);
fs.writeFileSync(resultsPath, JSON.stringify(results));
