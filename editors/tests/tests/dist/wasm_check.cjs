// The wasm package's half of dist.rs's `the_wasm_package_...`: run from a temporary npm project that
// installed keepshipping-wasm-<version>.tgz, it loads the package by name (its `main`, as a user's
// require does) and answers check() for each request.
//   node wasm_check.cjs REQUESTS.json RESULTS.json
// REQUESTS: [{"source", "options"}]; RESULTS: per request, {"value": <parsed report>} or {"threw": MESSAGE}.
"use strict";
const fs = require("node:fs");
const ks = require("keepshipping-wasm");

const [requestsPath, resultsPath] = process.argv.slice(2);
const requests = JSON.parse(fs.readFileSync(requestsPath, "utf8"));
const results = requests.map((r) => {
  try {
    return { value: ks.check(r.source, r.options) };
  } catch (e) {
    return { threw: String(e && e.message ? e.message : e) };
  }
});
fs.writeFileSync(resultsPath, JSON.stringify(results));
