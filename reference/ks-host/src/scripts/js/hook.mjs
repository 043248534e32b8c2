// Module hooks for the extraction: the host hands over every local module already stripped of its
// types, and where each local specifier resolves; `@keepshipping/sdk` is the bundled stub. Anything
// else goes to Node's own resolution, under the permission model.
let data;
export async function initialize(input) {
  data = input;
}
export async function resolve(specifier, context, next) {
  if (specifier === '@keepshipping/sdk') return { url: 'keepshipping:sdk', shortCircuit: true };
  const local = context.parentURL && data.resolutions[context.parentURL];
  if (local && Object.hasOwn(local, specifier)) return { url: local[specifier], shortCircuit: true };
  if (Object.hasOwn(data.sources, specifier)) return { url: specifier, shortCircuit: true };
  return next(specifier, context);
}
export async function load(url, context, next) {
  if (url === 'keepshipping:sdk') return { format: 'module', source: data.sdk, shortCircuit: true };
  if (Object.hasOwn(data.sources, url)) {
    return { format: 'module', source: data.sources[url], shortCircuit: true };
  }
  return next(url, context);
}
