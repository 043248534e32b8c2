// The runner: imports one script module with the extraction's hooks and stub, calls its step()
// descriptor's `run` with the inputs (JSON), and prints what it returns as one line after a nonce.
// A module that throws exits 6 with the error on standard error.
import { register } from 'node:module';
import { readFileSync } from 'node:fs';

const STEP = Symbol.for('keepshipping.step');
const input = JSON.parse(readFileSync(0, 'utf8'));

if (!process.permission) process.exit(3);
register('data:text/javascript,' + encodeURIComponent(input.hook), { data: input });
const module = await import(input.entry);
const descriptor = module.default;
if (descriptor === null || typeof descriptor !== 'object' || descriptor[STEP] !== true) process.exit(4);
if (typeof descriptor.run !== 'function') {
  process.stderr.write('the module\'s step() has no run\n');
  process.exit(5);
}
let outputs;
try {
  outputs = await descriptor.run(input.inputs);
} catch (error) {
  process.stderr.write(`${error?.code ? error.code + ': ' : ''}${error?.message ?? String(error)}\n`);
  process.exit(6);
}
process.stdout.write('\n' + input.nonce + JSON.stringify(outputs ?? {}) + '\n');
