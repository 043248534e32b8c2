// The extractor: imports one script module and prints what its step() descriptor declares, as one
// line after a nonce. `run` is never called. Reads its input (JSON) from standard input.
import { register } from 'node:module';
import { readFileSync } from 'node:fs';

const TYPE = Symbol.for('keepshipping.type');
const STEP = Symbol.for('keepshipping.step');
const input = JSON.parse(readFileSync(0, 'utf8'));

function describe(value) {
  if (value === String) return 'String';
  if (value === Boolean) return 'Bool';
  if (value === Number) return { refused: 'Number' };
  if (value !== null && typeof value === 'object' && typeof value[TYPE] === 'string') {
    const name = value[TYPE];
    if (name === 'list' || name === 'optional') return { [name]: describe(value.of) };
    return name;
  }
  return { refused: nameOf(value) };
}

function nameOf(value) {
  if (typeof value === 'function') return value.name || 'an anonymous function';
  if (value === undefined || value === null) return String(value);
  if (typeof value === 'object') {
    const ctor = Object.getPrototypeOf(value)?.constructor?.name;
    return ctor && ctor !== 'Object' ? `a ${ctor}` : 'an object';
  }
  return `${typeof value} ${JSON.stringify(value)}`;
}

function table(declared) {
  if (declared === undefined || declared === null || typeof declared !== 'object') return [];
  return Object.entries(declared).map(([name, value]) => [name, describe(value)]);
}

if (!process.permission) process.exit(3);
register('data:text/javascript,' + encodeURIComponent(input.hook), { data: input });
const module = await import(input.entry);
const descriptor = module.default;
if (descriptor === null || typeof descriptor !== 'object' || descriptor[STEP] !== true) process.exit(4);
const result = { inputs: table(descriptor.inputs), outputs: table(descriptor.outputs) };
process.stdout.write('\n' + input.nonce + JSON.stringify(result) + '\n');
