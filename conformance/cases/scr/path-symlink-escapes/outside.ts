import { step, int, float, string, bool, secret, path, url, duration, list, optional } from '@keepshipping/sdk';
export default step({ outputs: { applied: int() } });
