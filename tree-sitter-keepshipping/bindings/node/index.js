// Loads the compiled addon: a prebuilt one from prebuilds/<platform>-<arch>/ (what `cargo xtask dist`
// packs), else the one node-gyp built on install (build/Release).
"use strict";
const path = require("node:path");

const root = path.join(__dirname, "..", "..");
const binding = require("node-gyp-build")(root);

try {
  binding.nodeTypeInfo = require("../../src/node-types.json");
} catch (_) {
  // node-types.json is optional for a parser; the package ships it.
}

module.exports = binding;
