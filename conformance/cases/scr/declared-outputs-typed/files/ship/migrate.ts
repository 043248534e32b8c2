import { step, int, float, string, bool, secret, path, url, duration, list, optional } from '@keepshipping/sdk';
import { table } from './lib/names.ts';

interface Row { id: number }

export default step({
  inputs: { database: url() },
  outputs: { applied: int(), tables: list(string()), note: optional(string()) },
  run: async (): Promise<number> => { throw new Error(`never called: ${table}`); },
});
