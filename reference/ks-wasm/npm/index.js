// keepshipping-wasm: the module of reference/ks-wasm (the playground's build) with a JavaScript-shaped
// API. Options are plain objects; answers that are JSON come back parsed. What each function returns
// is what `keepshipping` prints for the same text saved as `ship.ks` in an otherwise empty directory.
"use strict";
const ks = require("./pkg/ks_wasm.js");

const options = (value) => JSON.stringify(value === undefined ? {} : value);
const isJson = (value) => value === undefined || value.format === undefined || value.format === "json";

/** `keepshipping check --format json` (the CLI's JSON contract, parsed), or the text of another format. */
function check(text, opts) {
  const out = ks.check(text, options(opts));
  return isJson(opts) ? JSON.parse(out) : out;
}

/** `{formatted, changed}`, or `{refused: {diagnostics}, reason, stderr}` for a file that does not parse. */
function format(text) {
  return JSON.parse(ks.format(text));
}

/** `keepshipping plan`: `{ok: STDOUT, stderr?}` or `{error: STDERR}`. */
function plan(text, opts) {
  return JSON.parse(ks.plan(text, options(opts)));
}

/** `keepshipping policy explain`: `{ok: STDOUT}`. */
function policyExplain(text, opts) {
  return JSON.parse(ks.policy_explain(text, options(opts)));
}

/** `keepshipping explain CODE`: the text; throws for an unknown code. */
function explain(code) {
  return ks.explain(code);
}

/** `keepshipping parse --format json`, parsed. */
function parse(text) {
  return JSON.parse(ks.parse(text));
}

module.exports = {
  check,
  format,
  plan,
  policyExplain,
  explain,
  parse,
  environments: (text) => JSON.parse(ks.environments(text)),
  version: () => ks.version(),
  formatVersion: () => ks.format_version(),
};
