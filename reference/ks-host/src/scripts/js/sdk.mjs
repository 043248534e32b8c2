// @keepshipping/sdk as `keepshipping check` sees it: the descriptor and the type constructors, and
// nothing that runs a step. Modules import this instead of the real package while check reads them.
const TYPE = Symbol.for('keepshipping.type');
const STEP = Symbol.for('keepshipping.step');
const make = (name, of) => Object.freeze({ [TYPE]: name, of });
export const int = () => make('Int');
export const float = () => make('Float');
export const string = () => make('String');
export const bool = () => make('Bool');
export const secret = () => make('secret');
export const path = () => make('Path');
export const url = () => make('Url');
export const duration = () => make('Duration');
export const list = (of) => make('list', of);
export const optional = (of) => make('optional', of);
export function step(descriptor) {
  return Object.freeze({ ...descriptor, [STEP]: true });
}
export default { int, float, string, bool, secret, path, url, duration, list, optional, step };
