import { step, int, float, string, bool, secret, path, url, duration, list, optional } from '@keepshipping/sdk';
import pad from 'left-pad';
import { x } from './nowhere.ts';
export default step({ outputs: { n: int() }, run: async () => pad(x) });
