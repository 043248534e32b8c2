// The WebAssembly build as an implementation of the suite's persistent protocol
// (conformance/NOTATION.md §7b), so the site build and ks-wasm's own test grade what the playground
// runs, in one process:
//
//   node conformance-persistent.cjs PKG_DIR --persistent
//
// PKG_DIR holds the `wasm-bindgen --target nodejs` bundle of reference/ks-wasm. Each trial is the
// module's `conformance` export, with the options the per-trial adapter
// (conformance.cjs beside this file) passes: `actor`, `context`, `plan-env` as `env`,
// `event`, and `ci` from the `CI` variable. It provides no tool (the browser runs none); `dir` is
// not read, as the browser has no files beside the input.
"use strict";

const path = require("path");
const readline = require("readline");

const [pkg, flag] = process.argv.slice(2);
if (!pkg || flag !== "--persistent") {
  process.stderr.write("usage: node conformance-persistent.cjs PKG_DIR --persistent\n");
  process.exit(2);
}
const ks = require(path.resolve(pkg, "ks_wasm.js"));
const PROTOCOL = 1;
// The features whose cases read files beside the input, which the browser has none of (ADR 0084).
const LACKS = ["blocks", "policy", "tf", "scripts"];
const OUTCOMES = { 0: "accepted", 1: "rejected", 3: "unsupported" };

function send(message) {
  process.stdout.write(JSON.stringify(message) + "\n");
}

function decode(trial) {
  if (typeof trial.input === "string") return trial.input;
  // ignoreBOM keeps a byte order mark in the text, as the Rust side reads it.
  return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(
    Uint8Array.from(trial.input_bytes || []),
  );
}

function answer(trial) {
  const given = trial.options || {};
  const options = {};
  if (given.actor !== undefined) options.actor = given.actor;
  if (given.context !== undefined) options.context = given.context;
  if (given["plan-env"] !== undefined) options.env = given["plan-env"];
  if (given.event !== undefined) options.event = given.event;
  if (given.env && given.env.CI !== undefined) options.ci = given.env.CI !== "";
  let text;
  try {
    text = decode(trial);
  } catch (e) {
    return { outcome: "rejected", output: "", stderr: "error: input is not UTF-8\n" };
  }
  let reply;
  try {
    reply = JSON.parse(ks.conformance(trial.level, text, JSON.stringify(options)));
  } catch (e) {
    return { outcome: "error", output: "", stderr: `error: ${e && e.message ? e.message : e}\n` };
  }
  const outcome = OUTCOMES[reply.exit] || "error";
  return { outcome, output: reply.stdout, stderr: reply.stderr };
}

const lines = readline.createInterface({ input: process.stdin, terminal: false });
lines.on("line", (line) => {
  let message;
  try {
    message = JSON.parse(line);
  } catch (e) {
    send({ type: "error", message: `not JSON: ${line}` });
    process.exit(2);
  }
  if (message.type === "hello") {
    if (message.protocol !== PROTOCOL) {
      send({ type: "error", message: `this adapter speaks protocol ${PROTOCOL}` });
      process.exit(2);
    }
    const levels = ks.conformance_levels().split("\n").filter((l) => l !== "");
    send({ type: "hello", protocol: PROTOCOL, name: `ks-wasm ${ks.version()}`, levels, provides: [], lacks: LACKS });
  } else if (message.type === "trial") {
    send({ type: "result", seq: message.seq, ...answer(message) });
  } else if (message.type === "stop") {
    send({ type: "bye" });
    process.exit(0);
  } else {
    send({ type: "error", message: `unexpected message: ${line}` });
  }
});
lines.on("close", () => process.exit(0));
